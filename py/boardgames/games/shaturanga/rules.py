"""Shaturanga's rules (``rules/en/shaturanga.html``): the game and its
options, the state, moves ("The pieces"), check ("Check and mate with four
players"), the die ("Variant: the die"), thrones ("Thrones and command"), a
Radjah lost ("When a Radjah is lost"), the end of the game ("How the game
ends") and resigning and draws by agreement (``core.actions``, below).

Results: ``Result(winner, "radjahs", team=(0, 2))`` or ``team=(1, 3)`` (winner
is the team's first player) when both enemy Radjahs are lost;
``Result(None, "draw_repetition")`` (the same position, same seat to move,
a third time; only without the die) and ``Result(None, "draw_fifty_rounds")``
(50 full rounds, i.e. 50 turns of each seat still played, without a capture
or a mate).

Decisions of the reference (each has a test): a commander keeps playing his
lost ally's turns ("When a Radjah is lost", from the seed's "on his turn or his
ally's turn he alone decides"); with the die there is no repetition draw
(lost turns repeat the board by chance), only the fifty rounds.

Decisions where the reference is silent (each has a test):

* the fifty-rounds counter counts turns of seats still played (moves,
  passes, lost turns; not skipped seats, not re-throws; a lost seat played
  by the commander counts); a capture or a mate resets it; the draw comes at
  ``50 * (seats still played)`` turns;
* repetition (game without the die): the position key is the board, the
  seat, who acts, the die shown, the lost Radjahs, the command and a pending
  offer;
* the exchange offer is made at the offerer's decision point, so with the die
  after the throw (the app throws at once); the die stays valid for his move;
  one offer per turn; returning Radjahs are placed in player order;
* on the turn of a lost seat played by the commander, the Radjah the move
  must not leave in check is the commander's (the seat has none); in check
  there with no legal move at all, the commander is mated;
* a side has at most one commander: once one holds command, the other
  Radjah on the first one's throne gives nothing;
* a player with no legal move at all (in check: mated; otherwise he passes)
  is settled before the throw in the die game: no die is thrown for him;
* a team concedes (``Result(winner, "resign", team=...)``): any player still
  playing (his Radjah not lost) may resign for his army, at any moment
  (``resign:<player>``; ``resign``: the player to move), and his team loses
  (the other team wins); a lost player, out of the game, does not resign
  for his ally;
* a draw by agreement (``Result(None, "agreement")``): the player to move
  offers it to the other team (``offer``; not while an exchange offer
  awaits his answer); a player of the other team accepts it on his turn
  (``accept``); the offer lapses when a player of the other team makes a
  board move (an exchange answered, a die thrown or a turn lost does not
  answer it).  With the die, the game throws at once, so a player acts
  with his die shown; a state waiting for the die lets the seat's player
  act as well (before his throw).
"""

from __future__ import annotations

from ...core import CHANCE, Actions, EngineState, Game, Option, Result
from .board import (BOAT, DIE, DIE_MOVES, DIE_TYPE, ELEPHANT, EX_ACCEPT, EX_DECLINE, EX_OFFER,
                    HORSE, KING, KNIGHT, PROMOTIONS, RADJAH, RAY_MOVES, RAYS, S_CAP_MOVES, S_LAST,
                    S_STEP_MOVE, SOLDIER, STEP_MOVES, THRONE, ZOBRIST)
from .look import LOOK
from .notation import START, ShaturangaNotation, parse_position
from .view import ShaturangaView


class Shaturanga(Game):
    """Shaturanga.  Options: ``dice`` (the die form of play), ``promotion``
    (a Soldier on the far edge becomes an Elephant, Horse or Boat)."""

    name = "shaturanga"
    names = ("Shaturanga", "Chaturanga", "Chaturanga (four-handed)", "Four-handed chaturanga",
             "Chaturanga for four", "Chaturaji", "Chaturanga à quatre",
             "Chaturanga à quatre joueurs")
    players = ("green", "yellow", "black", "red")
    option_specs = (Option("dice", False), Option("promotion", False))
    in_browser = True
    look = LOOK
    seats = ("south", "west", "north", "east")

    def new(self, seed: int | None = None) -> "ShaturangaState":
        return self.from_text(self.start_text())

    def start_text(self) -> str:
        return START.replace("nodice", "dice") if self.options["dice"] else START

    def from_text(self, text: str) -> "ShaturangaState":
        return parse_position(self, text, ShaturangaState)


class ShaturangaState(Actions, ShaturangaNotation, ShaturangaView, EngineState):
    """A Shaturanga position with its history (undo, repetition, events).
    Resigning and draw offers are ``Actions`` (``core.actions``), off the
    engine's stack."""

    def __init__(self, game, board, seat, lost, cmd, die, quiet, offer=-1, offered=False):
        self.game = game
        self.dice = game.options["dice"]
        self.promotion = game.options["promotion"]
        self.board = board
        self.seat = seat
        self.lost = lost
        self.cmd = cmd
        self.die = die
        self.quiet = quiet
        self.offer = offer
        self.offered = offered
        self.kings = [-1] * 4
        self.occ = [0] * 4                     # each army's squares, a bit each
        self._guarded: tuple | None = None     # (seat, its _guard) in this position
        for sq, piece in enumerate(board):
            if piece:
                self.occ[piece >> 3] |= 1 << sq
            if piece & 7 == RADJAH:
                self.kings[piece >> 3] = sq
        self.hash = self._full_hash()
        self.end: Result | None = None
        self.stack: list = []
        self.opening_events: list = []
        self.draw_offer = -1              # who offered a draw (-1: no offer waits)
        self.action_log: list = []        # the actions, for undo (core.actions)
        self._set_to_move()
        for team in (0, 1):
            if lost[team] and lost[team + 2]:        # a finished game
                self.end = Result(team ^ 1, "radjahs", team=(team ^ 1, (team ^ 1) + 2))
        if self.end is None and quiet >= 50 * self.playing_seats():
            self.end = Result(None, "draw_fifty_rounds")
        if self.to_move != CHANCE and self.offer < 0:
            # a position whose player cannot move is settled at once
            self._settle(self.opening_events)
        self.key = self._key()
        self.seen = {self.key: 1}

    def copy(self) -> "ShaturangaState":
        """An independent state with the same position and history (the
        computer searches on a copy)."""
        other = ShaturangaState.__new__(ShaturangaState)
        other.__dict__.update(self.__dict__)
        other.board, other.kings, other.occ = list(self.board), list(self.kings), list(self.occ)
        other.lost, other.cmd, other.seen = list(self.lost), list(self.cmd), dict(self.seen)
        other.stack = [(move, (list(s[0]), list(s[1]), list(s[2]), list(s[3])) + s[4:-1]
                        + (list(s[-1]),), events)
                       for move, s, events in self.stack]
        other.opening_events = list(self.opening_events)
        other.action_log = list(self.action_log)
        return other

    # -------------------------------------------------------- helpers
    def _full_hash(self) -> int:
        h = 0
        for sq, piece in enumerate(self.board):
            if piece:
                h ^= ZOBRIST[piece][sq]
        return h

    def _key(self) -> int:
        lost = self.lost
        small = (self.seat | (self.to_move + 1) << 2 | self.die << 5 | self.offer + 1 << 8
                 | self.cmd[0] + 1 << 11 | self.cmd[1] + 1 << 14
                 | (lost[0] | lost[1] << 1 | lost[2] << 2 | lost[3] << 3) << 17)
        return self.hash | small << 64

    def actor(self, seat: int) -> int:
        c = self.cmd[seat & 1]
        return c if c >= 0 else seat

    def active(self, player: int) -> bool:
        """Does this army threaten and move (not passive)?  Then its seat
        plays too: a lost player's seat under the ally's command is played by
        the commander, only a passive army's seat is skipped."""
        return not self.lost[player] or self.cmd[player & 1] == player ^ 2

    def playing_seats(self) -> int:
        """The seats whose turns are played (not skipped)."""
        return sum(1 for p in range(4) if self.active(p))

    def keeper(self, seat: int) -> int:
        """The player whose Radjah the seat's move must keep out of check: the
        seat's own, or on the turn of a lost seat under command, the
        commander's (-1: none, in a finished game)."""
        return seat if not self.lost[seat] else self.cmd[seat & 1]

    def seat_in_check(self, seat: int) -> bool:
        """Is the Radjah the seat's move must protect in check?  (``_guard``
        tells it, and keeps it for the moves listed next.)"""
        return self._guard(seat)[2] == -1

    def _set_to_move(self) -> None:
        if self.offer >= 0:
            self.to_move = self._opponent(self.offer)
        elif self.dice and not self.die:
            self.to_move = CHANCE
        else:
            self.to_move = self.actor(self.seat)

    def _opponent(self, player: int) -> int:
        e = (player & 1) ^ 1
        return e if not self.lost[e] else e + 2

    def _hostmask(self, seat: int) -> int:
        """The active enemy armies (``active``), a bit each."""
        e = (seat & 1) ^ 1
        return (self.active(e) and 1 << e) | (self.active(e ^ 2) and 4 << e)

    def _attacked(self, k: int, hostmask: int, lines: bool = True) -> bool:
        """Could an enemy piece take on ``k``?  Not ``lines``: a Horse or Radjah."""
        b = self.board
        for q in KNIGHT[k]:
            p = b[q]
            if p and p & 7 == HORSE and hostmask >> (p >> 3) & 1:
                return True
        for q in KING[k]:
            p = b[q]
            if p and p & 7 == RADJAH and hostmask >> (p >> 3) & 1:
                return True
        if lines:
            for ray in RAYS[k]:
                for q in ray:
                    p = b[q]
                    if p:
                        if p & 7 == ELEPHANT and hostmask >> (p >> 3) & 1:
                            return True
                        break
        return False

    def _shields(self, k: int, hostmask: int) -> int:
        """The squares (a bit each) of the first pieces on the Radjah's lines
        (from ``k``) with an enemy Elephant right behind them: moving one
        away could uncover a check; -1 if an enemy Elephant gives check."""
        b = self.board
        out = 0
        for ray in RAYS[k]:
            first = -1
            for q in ray:
                p = b[q]
                if p:
                    if p & 7 == ELEPHANT and hostmask >> (p >> 3) & 1:
                        if first < 0:
                            return -1               # no shield: check
                        out |= 1 << first
                        break
                    if first >= 0:
                        break
                    first = q
        return out

    def in_check(self, player: int) -> bool:
        """Could an active enemy piece take this player's Radjah?"""
        k = self.kings[player]
        return k >= 0 and self._attacked(k, self._hostmask(player))

    def _guard(self, seat: int) -> tuple:
        """What the seat's move must keep safe: the enemy armies (a bit each),
        the square of the Radjah to keep out of check (-1: none), and the
        squares (a bit each) whose pieces' moves may leave him in check: none
        without a Radjah to keep, every one when he is in check, else his
        own and those of the pieces shielding him from an enemy Elephant
        (``_shields``).  Kept for the seat last asked about until the board
        changes: a turn's start asks whether it can move, then lists them."""
        guarded = self._guarded
        if guarded is not None and guarded[0] == seat:
            return guarded[1]
        hostmask = self._hostmask(seat)
        keeper = self.keeper(seat)
        k = self.kings[keeper] if keeper >= 0 else -1
        if k < 0:
            risky = 0
        else:
            risky = self._shields(k, hostmask)
            if risky < 0 or self._attacked(k, hostmask, lines=False):
                risky = -1                      # in check: every bit
            else:
                risky |= 1 << k
        guard = hostmask, k, risky
        self._guarded = (seat, guard)
        return guard

    def _gen(self, seat: int, die: int = 0, first: bool = False, quiet: bool = True) -> list[int]:
        """Legal board moves of the seat's turn (only the named piece or a
        Soldier after the die ``die``), from a1 on; ``first``: only those of
        the first piece found to have any (whether the seat can move); not
        ``quiet``: only the captures and promotions."""
        board = self.board
        team = seat & 1
        occ = self.occ
        mine = occ[team] | occ[team + 2] if self.cmd[team] >= 0 else occ[seat]
        hostmask, k, risky = self._guard(seat)
        named = DIE_TYPE[die] if die else 0
        promotion = self.promotion
        out = []
        # to know whether the seat can move, the pieces whose moves need no
        # test come first
        parts = (mine & ~risky, mine & risky) if first else (mine,)
        for pieces in parts:
            while pieces:           # the seat's pieces, from a1 on
                bit = pieces & -pieces
                pieces ^= bit
                frm = bit.bit_length() - 1
                p = board[frm]
                owner = p >> 3
                kind = p & 7
                if named and kind != named and kind != SOLDIER:
                    continue
                moves = []              # its moves, legal or not yet known
                if kind == SOLDIER:
                    to, move = S_STEP_MOVE[owner][frm]
                    if to >= 0 and not board[to] and (quiet or promotion and S_LAST[owner][to]):
                        moves.append(move)
                    for to, move in S_CAP_MOVES[owner][frm]:
                        t = board[to]
                        if t and (t >> 3) & 1 != team and (t & 7) >= BOAT:
                            moves.append(move)
                elif kind == ELEPHANT:
                    for ray in RAY_MOVES[frm]:
                        for to, move in ray:
                            t = board[to]
                            if t:
                                if (t >> 3) & 1 != team:
                                    moves.append(move)
                                break
                            if quiet:
                                moves.append(move)
                else:
                    for to, move in STEP_MOVES[kind][frm]:
                        t = board[to]
                        if (quiet if not t else
                                (t >> 3) & 1 != team and (kind != BOAT or (t & 7) >= BOAT)):
                            moves.append(move)
                if not moves:
                    continue
                # only a Radjah's step, a move out of check or of a piece
                # shielding him from an enemy Elephant can leave him in check
                if bit & risky:
                    safe = []
                    for move in moves:
                        to = move >> 6
                        t = board[to]
                        board[to] = p
                        board[frm] = 0
                        bad = self._attacked(to if frm == k else k, hostmask)
                        board[frm] = p
                        board[to] = t
                        if not bad:
                            safe.append(move)
                    if not safe:
                        continue
                    moves = safe
                if kind == SOLDIER and promotion:
                    moves = [move | promo << 12 for move in moves
                             for promo in (PROMOTIONS if S_LAST[owner][move >> 6] else (0,))]
                if first:
                    return moves
                out += moves
        return out

    def has_move(self, seat: int, face: int = 0) -> bool:
        """Has the seat a legal board move after the die shows ``face`` (0:
        with any piece)?  In check, only a move that answers it is legal."""
        return bool(self._gen(seat, face, True))

    def checked_players(self) -> list[int]:
        """The players whose Radjah is in check now (the view's ``check``)."""
        return [p for p in range(4) if not self.lost[p] and self.in_check(p)]

    # -------------------------------------------------------- a team concedes
    def whose_turn(self) -> int:
        """The player to act: to move, or at the die the seat's player."""
        return self.to_move if self.to_move != CHANCE else self.actor(self.seat)

    def side_of(self, player: int) -> int:
        """A player's team: Green and Black (0), Yellow and Red (1)."""
        return player & 1

    def may_resign(self, player: int) -> bool:
        """A player still playing resigns for his army (and his team); a
        lost player is out of the game."""
        return not self.lost[player]

    def may_offer(self) -> bool:
        """Not while an exchange offer awaits the answer of the player to move."""
        return self.offer < 0

    def concession(self, player: int) -> Result:
        """The team of the player who resigns loses: the other team wins."""
        team = (player & 1) ^ 1
        return Result(team, "resign", team=(team, team + 2))

    def lapses(self, move: int) -> bool:
        """A board move of the other team lets the draw offer lapse."""
        return move < DIE and super().lapses(move)

    def exchange_possible(self) -> bool:
        lost = self.lost
        return (lost[0] != lost[2]) and (lost[1] != lost[3])

    # -------------------------------------------------------- turns
    def _turn_done(self, reset: bool) -> None:
        self.quiet = 0 if reset else self.quiet + 1
        # (two seats at least play while the game goes on: a round is two turns or more)
        if self.end is None and self.quiet >= 100 and self.quiet >= 50 * self.playing_seats():
            self.end = Result(None, "draw_fifty_rounds")

    def _lose(self, player: int, events: list, why: str) -> None:
        """``player``'s Radjah is lost (taken or mated)."""
        self._guarded = None
        k = self.kings[player]
        if k >= 0 and self.board[k] == player * 8 + RADJAH:
            self.board[k] = 0
            self.occ[player] ^= 1 << k
            self.hash ^= ZOBRIST[player * 8 + RADJAH][k]
        self.kings[player] = -1
        self.lost[player] = True
        events.append((why, player))
        if self.cmd[player & 1] == player:
            self.cmd[player & 1] = -1
            events.append(("command_ended", player))
        if self.lost[player ^ 2]:
            team = (player & 1) ^ 1
            self.end = Result(team, "radjahs", team=(team, team + 2))

    def _start_turn(self, events: list) -> bool:
        """Begin the seat's turn; True if it waits for a throw or a player."""
        s = self.seat
        if not self._gen(s, 0, True):
            if self.seat_in_check(s):
                self._lose(self.keeper(s), events, "mated")
                self._turn_done(True)
            else:
                events.append(("pass", s))
                self._turn_done(False)
            return False
        self.to_move = CHANCE if self.dice else self.actor(s)
        return True

    def _settle(self, events: list) -> None:
        """The player to move must have a move (with the die already thrown,
        if any); otherwise he is mated, passes or loses the turn."""
        if self.end is not None or self._gen(self.seat, self.die, True):
            return
        if self.die and self._gen(self.seat, 0, True):
            events.append(("lost_turn", self.seat, self.die))
            self._turn_done(False)
        elif self._start_turn(events):
            return
        if self.end is None:
            self._advance(events)

    def _advance(self, events: list) -> None:
        while self.end is None:
            s = (self.seat + 1) & 3
            self.seat, self.die, self.offered, self.offer = s, 0, False, -1
            if not self.active(s):
                events.append(("skip", s))
                continue
            if self._start_turn(events):
                return

    def _snap(self):
        return (list(self.board), list(self.kings), list(self.lost), list(self.cmd), self.seat,
                self.to_move, self.die, self.quiet, self.offer, self.offered, self.hash,
                self.end, self.key, list(self.occ))

    def push(self, move: int) -> None:
        events: list = []
        self.stack.append((move, self._snap(), events))
        board = self.board
        if move < DIE:
            self._guarded = None         # (kept while the board stays: ``_guard``)
            frm, to, promo = move & 63, (move >> 6) & 63, move >> 12
            piece, target = board[frm], board[to]
            new = (piece & ~7) | promo if promo else piece
            board[to], board[frm] = new, 0
            z = ZOBRIST
            self.hash ^= z[piece][frm] ^ z[new][to] ^ (z[target][to] if target else 0)
            owner = piece >> 3
            occ = self.occ
            occ[owner] ^= 1 << frm | 1 << to
            if target:
                occ[target >> 3] ^= 1 << to
            if piece & 7 == RADJAH:
                self.kings[owner] = to
                ally = owner ^ 2
                if to == THRONE[ally] and not self.lost[ally] and self.cmd[owner & 1] < 0:
                    self.cmd[owner & 1] = owner
                    events.append(("command", owner))
            if target:
                if target & 7 == RADJAH:
                    self.kings[target >> 3] = -1
                    self._lose(target >> 3, events, "captured")
            self._turn_done(bool(target))
            if self.end is None:
                self._advance(events)
        elif move < EX_OFFER:
            k = move - DIE
            if k >= 5:
                events.append(("rethrow", self.seat, k))
            else:
                self.die = k
                if self._gen(self.seat, k, True):
                    self.to_move = self.actor(self.seat)
                else:
                    events.append(("lost_turn", self.seat, k))
                    self._turn_done(False)
                    if self.end is None:
                        self._advance(events)
        elif move == EX_OFFER:
            self.offer, self.offered = self.seat, True
            self.to_move = self._opponent(self.seat)
            events.append(("offer", self.seat))
        elif move == EX_DECLINE:
            events.append(("declined", self.to_move))
            self.offer = -1
            self.to_move = self.actor(self.seat)
        else:
            events.append(("accepted", self.to_move))
            self.offer = -1
            self._return_radjahs(events)
            self.to_move = self.actor(self.seat)
            self._settle(events)
        if move >= DIE + 5 and move < EX_OFFER:
            return                       # a re-throw changes nothing: not counted again
        self.key = self._key()
        count = self.seen.get(self.key, 0) + 1
        self.seen[self.key] = count
        if count >= 3 and self.end is None and not self.dice:
            # [decision] no repetition draw with the die: lost turns repeat
            # the board by chance; only the fifty rounds end such a game
            self.end = Result(None, "draw_repetition")

    def _return_radjahs(self, events: list) -> None:
        self._guarded = None
        for p in range(4):
            if self.lost[p]:
                sq = self.return_square(p)
                self.board[sq] = p * 8 + RADJAH
                self.occ[p] |= 1 << sq
                self.hash ^= ZOBRIST[p * 8 + RADJAH][sq]
                self.kings[p] = sq
                self.lost[p] = False
                events.append(("returned", p, sq))

    def return_square(self, player: int) -> int:
        """The throne, or the nearest empty square by king steps; ties: nearest
        the centre, then a1, b1 ... h1, a2 ..."""
        throne = THRONE[player]
        tf, tr = throne % 8, throne // 8

        def rank_of(sq):
            f, r = sq % 8, sq // 8
            return (max(abs(f - tf), abs(r - tr)), (2 * f - 7) ** 2 + (2 * r - 7) ** 2, sq)

        return min((sq for sq in range(64) if not self.board[sq]), key=rank_of)

    def pop(self) -> None:
        move, snap, events = self.stack.pop()
        if not DIE + 5 <= move < EX_OFFER:
            count = self.seen[self.key]
            if count == 1:
                del self.seen[self.key]
            else:
                self.seen[self.key] = count - 1
        if move < DIE or snap[10] != self.hash:        # the board changes back
            self._guarded = None
        (board, self.kings, self.lost, self.cmd, self.seat, self.to_move, self.die, self.quiet,
         self.offer, self.offered, self.hash, self.end, self.key, self.occ) = snap
        self.board[:] = board

    def engine_moves(self) -> list[int]:
        if self.end is not None:
            return []
        if self.to_move == CHANCE:
            return list(DIE_MOVES)
        if self.offer >= 0:
            return [EX_ACCEPT, EX_DECLINE]
        moves = self._gen(self.seat, self.die)
        if not self.offered and self.exchange_possible():
            moves.append(EX_OFFER)
        return moves

    def engine_captures(self) -> list[int]:
        """Of ``engine_moves``, the board moves that take a piece or promote
        a Soldier, in the same order (the search's quiescence)."""
        if self.end is not None or self.to_move == CHANCE or self.offer >= 0:
            return []
        return self._gen(self.seat, self.die, quiet=False)

    def turn_player(self) -> int:
        """The seat whose turn it is: its die (and a throw again after a 5 or
        6), an exchange offered and answered, and its move all belong to its
        turn, also when a commander plays it for his lost ally."""
        return self.seat

    def chance_outcomes(self) -> list[tuple[str, float]]:
        if self.to_move != CHANCE or self.end is not None:
            return []
        return [(f"die:{k}", 1 / 6) for k in range(1, 7)]

    def result(self) -> Result | None:
        return self.end


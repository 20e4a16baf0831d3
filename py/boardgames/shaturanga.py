"""Shaturanga (four-handed chaturanga), as in ``shared/rules/shaturanga.md``.

Four armies on 8x8: Green (A, player 0, south), Yellow (B, 1, west), Black
(C, 2, north), Red (D, 3, east).  Green + Black against Yellow + Red; turns go
Green, Yellow, Black, Red.  A player's ally is ``player ^ 2``, his team
``player & 1``.

Moves (``legal_moves()``):

* board moves, from-square to-square: ``d2d3``; with the option
  ``promotion`` a Soldier reaching the far edge names what it becomes:
  ``d7d8e`` (Elephant), ``d7d8h`` (Horse), ``d7d8b`` (Boat);
* with the option ``dice``: every turn starts at a chance node whose outcomes
  are ``die:1`` ... ``die:6`` (1 Boat, 2 Horse, 3 Elephant, 4 Radjah; 5 and 6
  leave the state at a chance node: the die is thrown again).  The match
  throws it; the state never rolls.  After the throw only the named piece (of
  either army under command) or a Soldier may move;
* ``exchange:offer`` (the player to move, before his move, when each side has
  lost exactly one Radjah; once per turn), then the only moves are the
  opponent's ``exchange:accept`` / ``exchange:decline``; after either answer
  the offerer makes his move (with the die already thrown).

Automatic turns (no ``pass`` move): a seat whose player is lost is skipped,
unless his army is under the ally's command (``M``): then that seat's turns
are played by the commander (``to_move`` is the commander, ``seat`` the lost
player), with the die thrown for them as for any other; a player with no legal
move at all is mated (his Radjah is removed) when in check, and otherwise
passes; with the die, a throw that allows no move loses the turn.  All this
happens inside ``play``; the view lists it in ``panels["events"]``
(everything since the previous player's decision).

Move texts are lower case, as ``legal_moves()`` writes them (``D2D3`` is
refused).  A refused move or position raises ``IllegalMove`` or
``BadPosition`` whose ``params["why"]`` is a generic key (``not_legal``,
``not_a_move``, ``over``, ``bad_number``, ``not_text``) or one of this
game's, ``shaturanga_...`` (their words: ``js/errors/shaturanga.js``).

Position text, six fields and optional ``key=value`` words::

    yByS2kRkEkHkB/yHyS2kSkSkSkS/yEyS6/yRyS6/6dSdR/6dSdE/gSgSgSgS2dSdH/gBgHgEgR2dSdB g AAAA nodice - 0

1. the board, rank 8 first, each piece an army letter (``g`` Green, ``y``
   Yellow, ``k`` Black, ``d`` Red) then its type (``R`` Radjah, ``E``
   Elephant, ``H`` Horse, ``B`` Boat, ``S`` Soldier), digits for empty squares;
2. the seat whose turn it is (``g y k d``);
3. the four armies in player order: ``A`` playing, ``C`` playing and holding
   command of both armies, ``L`` lost (army passive), ``M`` lost but the army
   stays active under the ally's command;
4. ``dice`` or ``nodice`` (must agree with the game's option);
5. the die thrown this turn (``1``-``4``) or ``-`` (not thrown yet / no die);
6. the turns played since the last capture (the fifty-rounds counter).

Words: ``offer=g`` (an exchange offer by that player awaits the answer),
``offered=1`` (an offer was already made this turn).

Results: ``Result(winner, "radjahs", team=(0, 2))`` or ``team=(1, 3)`` (winner
is the team's first player) when both enemy Radjahs are lost;
``Result(None, "draw_repetition")`` (the same position, same seat to move,
a third time; only without the die) and ``Result(None, "draw_fifty_rounds")``
(50 full rounds, i.e. 50 turns of each seat still played, without a capture
or a mate).

Decisions of the reference (each has a test): a commander keeps playing his
lost ally's turns ("A Radjah lost", from the seed's "on his turn or his
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
* ``from_text`` settles at once a position whose player cannot move.

Squares are ``rank * 8 + file``; a piece is ``owner * 8 + type``.
"""

from __future__ import annotations

from .core import (CHANCE, BadPosition, EngineState, Game, IllegalMove, Option, Result, Rng,
                   bulk_perft, grid, shown, square_name, whole_number)

GREEN, YELLOW, BLACK, RED = range(4)
RADJAH, ELEPHANT, HORSE, BOAT, SOLDIER = range(1, 6)
LETTERS = ".REHBS"
TYPE_OF = {letter: t for t, letter in enumerate(LETTERS) if t}
NAMES = ("", "radjah", "elephant", "horse", "boat", "soldier")
ARMY = "gykd"
EMPTY_RUN = "12345678"         # a run of empty squares in the board field
SQUARES = [square_name(sq % 8, sq // 8) for sq in range(64)]
INDEX = {name: sq for sq, name in enumerate(SQUARES)}
THRONE = (INDEX["d1"], INDEX["a5"], INDEX["e8"], INDEX["h4"])
DIE_TYPE = (0, BOAT, HORSE, ELEPHANT, RADJAH)
FORWARD = ((0, 1), (1, 0), (0, -1), (-1, 0))       # soldiers' direction per player
START = ("yByS2kRkEkHkB/yHyS2kSkSkSkS/yEyS6/yRyS6/6dSdR/6dSdE/gSgSgSgS2dSdH/gBgHgEgR2dSdB"
         " g AAAA nodice - 0")

# special move numbers (board moves are frm | to << 6 | promo << 12, < 1 << 15)
DIE = 1 << 16              # DIE + k: the die shows k
EX_OFFER, EX_ACCEPT, EX_DECLINE = (1 << 17) + 1, (1 << 17) + 2, (1 << 17) + 3
SPECIAL_TEXT = {EX_OFFER: "exchange:offer", EX_ACCEPT: "exchange:accept",
                EX_DECLINE: "exchange:decline"}
SPECIAL_TEXT.update({DIE + k: f"die:{k}" for k in range(1, 7)})
TEXT_SPECIAL = {v: k for k, v in SPECIAL_TEXT.items()}
DIE_MOVES = [DIE + k for k in range(1, 7)]


def _on(f: int, r: int) -> bool:
    return 0 <= f < 8 and 0 <= r < 8


def _table(deltas):
    return [tuple((sq // 8 + dr) * 8 + sq % 8 + df for df, dr in deltas
                  if _on(sq % 8 + df, sq // 8 + dr)) for sq in range(64)]


KING = _table([(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b])
KNIGHT = _table([(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)])
BOAT_JUMP = _table([(2, 2), (2, -2), (-2, 2), (-2, -2)])


def _rays():
    out = []
    for sq in range(64):
        rays = []
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            f, r, ray = sq % 8 + df, sq // 8 + dr, []
            while _on(f, r):
                ray.append(r * 8 + f)
                f, r = f + df, r + dr
            if ray:
                rays.append(tuple(ray))
        out.append(tuple(rays))
    return out


RAYS = _rays()


def _soldier_tables():
    step, caps, last = [], [], []
    for p, (df, dr) in enumerate(FORWARD):
        s, c, e = [], [], []
        for sq in range(64):
            f, r = sq % 8, sq // 8
            s.append((r + dr) * 8 + f + df if _on(f + df, r + dr) else -1)
            side = [(dr, df), (-dr, -df)]        # perpendicular to the direction
            c.append(tuple((r + dr + b) * 8 + f + df + a for a, b in side
                           if _on(f + df + a, r + dr + b)))
            e.append(not _on(f + df, r + dr))
        step.append(s)
        caps.append(c)
        last.append(e)
    return step, caps, last


S_STEP, S_CAPS, S_LAST = _soldier_tables()


def _zobrist():
    rng = Rng(0x5348415455)
    return [[rng.next64() for _ in range(64)] for _ in range(32)]


ZOBRIST = _zobrist()


def move_text(move: int) -> str:
    if move in SPECIAL_TEXT:
        return SPECIAL_TEXT[move]
    promo = move >> 12
    return SQUARES[move & 63] + SQUARES[(move >> 6) & 63] + (LETTERS[promo].lower() if promo else "")


class Shaturanga(Game):
    """Shaturanga.  Options: ``dice`` (the die form of play), ``promotion``
    (a Soldier on the far edge becomes an Elephant, Horse or Boat)."""

    name = "shaturanga"
    players = ("green", "yellow", "black", "red")
    option_specs = (Option("dice", False), Option("promotion", False))
    in_browser = True
    seats = ("south", "west", "north", "east")

    def new(self, seed: int | None = None) -> "ShaturangaState":
        return self.from_text(self.start_text())

    def start_text(self) -> str:
        return START.replace("nodice", "dice") if self.options["dice"] else START

    def from_text(self, text: str) -> "ShaturangaState":
        return parse_position(self, text)


def _army_params(game: Shaturanga, p: int) -> dict:
    """The params naming an army in a refusal: the player and his letter."""
    return {"player": game.players[p], "army": ARMY[p]}


def parse_position(game: Shaturanga, text: str) -> "ShaturangaState":
    if not isinstance(text, str):
        raise BadPosition("a position is a text", why="not_text")
    fields = text.split()
    if len(fields) < 6:
        raise BadPosition("a Shaturanga position has six fields: board, seat, armies, "
                          "dice|nodice, die, quiet turns", why="shaturanga_fields",
                          count=len(fields))
    rows = fields[0].split("/")
    if len(rows) != 8:
        raise BadPosition(f"the board needs 8 ranks separated by '/', not {len(rows)}",
                          why="shaturanga_ranks", count=len(rows))
    board = [0] * 64
    for i, row in enumerate(rows):
        rank, file, j = 7 - i, 0, 0
        while j < len(row):
            ch = row[j]
            if ch in EMPTY_RUN:              # ASCII 1-8 only: no "²" or "٣" reaches int()
                file += EMPTY_RUN.index(ch) + 1
                j += 1
                continue
            if ch not in ARMY or j + 1 >= len(row) or row[j + 1] not in TYPE_OF:
                raise BadPosition(f"rank {rank + 1}: a piece is an army letter (g y k d) and a "
                                  f"type (R E H B S), like gR; found {shown(row[j:j + 2])}",
                                  why="shaturanga_piece", rank=rank + 1, found=row[j:j + 2])
            if file < 8:
                board[rank * 8 + file] = ARMY.index(ch) * 8 + TYPE_OF[row[j + 1]]
            file += 1
            j += 2
        if file != 8:
            raise BadPosition(f"rank {rank + 1} has {file} squares, not 8",
                              why="shaturanga_rank_size", rank=rank + 1, squares=file)
    if len(fields[1]) != 1 or fields[1] not in ARMY:
        raise BadPosition(f"the seat to move is g, y, k or d, not {shown(fields[1])}",
                          why="shaturanga_seat", value=fields[1])
    seat = ARMY.index(fields[1])
    armies = fields[2]
    if len(armies) != 4 or any(a not in "ACLM" for a in armies):
        raise BadPosition("the armies field has four letters among A C L M (playing, commanding, "
                          f"lost, lost but commanded), not {shown(armies)}",
                          why="shaturanga_armies", value=armies)
    if fields[3] not in ("dice", "nodice"):
        raise BadPosition(f"the fourth field is dice or nodice, not {shown(fields[3])}",
                          why="shaturanga_dice_field", value=fields[3])
    if (fields[3] == "dice") != game.options["dice"]:
        if fields[3] == "dice":
            raise BadPosition("this position is for the game with the die; set the option "
                              "dice=true", why="shaturanga_needs_dice")
        raise BadPosition("this position is for the game without the die; set the option "
                          "dice=false", why="shaturanga_needs_nodice")
    if fields[4] not in ("-", "1", "2", "3", "4"):
        raise BadPosition(f"the die field is - or 1 to 4, not {shown(fields[4])}",
                          why="shaturanga_die_field", value=fields[4])
    die = 0 if fields[4] == "-" else int(fields[4])
    if die and not game.options["dice"]:
        raise BadPosition("a die is given but the game is played without the die",
                          why="shaturanga_die_without_dice", die=die)
    quiet = whole_number(fields[5], "the count of turns since the last capture",
                         low=0, high=50 * 4)
    extras = {}
    for word in fields[6:]:
        key, sep, value = word.partition("=")
        if not sep or key not in ("offer", "offered") or key in extras or \
                key == "offered" and value != "1":
            raise BadPosition(f"unknown word {shown(word)} (offer=<army> or offered=1, once)",
                              why="shaturanga_word", word=word)
        extras[key] = value
    lost = [a in "LM" for a in armies]
    cmd = [-1, -1]
    for p, a in enumerate(armies):
        if a == "C":
            if cmd[p & 1] >= 0:
                raise BadPosition("only one player of a side holds command",
                                  why="shaturanga_two_commanders", **_army_params(game, p))
            cmd[p & 1] = p
    for p, a in enumerate(armies):
        if a == "M" and cmd[p & 1] != p ^ 2:
            raise BadPosition(f"{game.players[p]}'s army is commanded (M) but the ally does not "
                              f"hold command (C)", why="shaturanga_no_commander",
                              **_army_params(game, p))
        if a == "L" and cmd[p & 1] == p ^ 2:
            raise BadPosition(f"{game.players[p]}'s army is under the ally's command: write M, "
                              f"not L", why="shaturanga_write_m", **_army_params(game, p))
    kings = [-1] * 4
    for sq, piece in enumerate(board):
        if piece & 7 == RADJAH:
            p = piece >> 3
            if kings[p] >= 0:
                raise BadPosition(f"{game.players[p]} has two Radjahs",
                                  why="shaturanga_two_radjahs", **_army_params(game, p))
            if lost[p]:
                raise BadPosition(f"{game.players[p]} is lost but his Radjah is on "
                                  f"{SQUARES[sq]}", why="shaturanga_lost_radjah_on_board",
                                  square=SQUARES[sq], **_army_params(game, p))
            kings[p] = sq
    for p in range(4):
        if not lost[p] and kings[p] < 0:
            raise BadPosition(f"{game.players[p]} has no Radjah: mark his army L (lost)",
                              why="shaturanga_no_radjah", **_army_params(game, p))
        if sum(1 for piece in board if piece and piece >> 3 == p) > 8:
            raise BadPosition(f"{game.players[p]} has more than eight pieces",
                              why="shaturanga_too_many_pieces", **_army_params(game, p))
    over = any(lost[team] and lost[team + 2] for team in (0, 1))
    if armies[seat] == "L" and not over:
        raise BadPosition(f"the seat to move ({game.players[seat]}) is lost, and no ally "
                          f"commands his army", why="shaturanga_seat_lost",
                          **_army_params(game, seat))
    offer = -1
    if "offer" in extras:
        if len(extras["offer"]) != 1 or extras["offer"] not in ARMY:
            raise BadPosition(f"offer= names an army: g, y, k or d, not {shown(extras['offer'])}",
                              why="shaturanga_offer_army", value=extras["offer"])
        offer = ARMY.index(extras["offer"])
        if offer != seat:
            raise BadPosition("an exchange is offered by the seat to move",
                              why="shaturanga_offer_seat", **_army_params(game, offer))
    state = ShaturangaState(game, board, seat, lost, cmd, die, quiet, offer,
                            offer >= 0 or extras.get("offered") == "1")
    if offer >= 0 and not state.exchange_possible():
        raise BadPosition("an exchange is offered only when each side has lost one Radjah",
                          why="shaturanga_offer_impossible")
    return state


class ShaturangaState(EngineState):
    """A Shaturanga position with its history (undo, repetition, events)."""

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
        for sq, piece in enumerate(board):
            if piece & 7 == RADJAH:
                self.kings[piece >> 3] = sq
        self.hash = self._full_hash()
        self.end: Result | None = None
        self.stack: list = []
        self.opening_events: list = []
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

    # -------------------------------------------------------- helpers
    def _full_hash(self) -> int:
        h = 0
        for sq, piece in enumerate(self.board):
            if piece:
                h ^= ZOBRIST[piece][sq]
        return h

    def _key(self) -> int:
        small = (self.seat | (self.to_move + 1) << 2 | self.die << 5 | self.offer + 1 << 8
                 | self.cmd[0] + 1 << 11 | self.cmd[1] + 1 << 14
                 | sum(1 << p for p in range(4) if self.lost[p]) << 17)
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
        """Is the Radjah the seat's move must protect in check?"""
        p = self.keeper(seat)
        return p >= 0 and self.in_check(p)

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
        m = 0
        for e in ((seat & 1) ^ 1, (seat & 1) ^ 3):
            if self.active(e):
                m |= 1 << e
        return m

    def _attacked(self, k: int, hostmask: int) -> bool:
        b = self.board
        for q in KNIGHT[k]:
            p = b[q]
            if p and p & 7 == HORSE and hostmask >> (p >> 3) & 1:
                return True
        for q in KING[k]:
            p = b[q]
            if p and p & 7 == RADJAH and hostmask >> (p >> 3) & 1:
                return True
        for ray in RAYS[k]:
            for q in ray:
                p = b[q]
                if p:
                    if p & 7 == ELEPHANT and hostmask >> (p >> 3) & 1:
                        return True
                    break
        return False

    def in_check(self, player: int) -> bool:
        """Could an active enemy piece take this player's Radjah?"""
        k = self.kings[player]
        return k >= 0 and self._attacked(k, self._hostmask(player))

    def _gen(self, seat: int, die: int = 0, first: bool = False) -> list[int]:
        """Legal board moves of the seat's turn (only the named piece or a
        Soldier after the die ``die``); ``first``: stop at the first one."""
        board = self.board
        team = seat & 1
        mine = (team, team + 2) if self.cmd[team] >= 0 else (seat,)
        hostmask = self._hostmask(seat)
        keeper = self.keeper(seat)
        k = self.kings[keeper] if keeper >= 0 else -1
        named = DIE_TYPE[die] if die else 0
        promotion = self.promotion
        out = []
        for frm in range(64):
            p = board[frm]
            if not p:
                continue
            owner = p >> 3
            if owner not in mine:
                continue
            kind = p & 7
            if named and kind != named and kind != SOLDIER:
                continue
            targets = []
            if kind == SOLDIER:
                to = S_STEP[owner][frm]
                if to >= 0 and not board[to]:
                    targets.append(to)
                for to in S_CAPS[owner][frm]:
                    t = board[to]
                    if t and (t >> 3) & 1 != team and (t & 7) >= BOAT:
                        targets.append(to)
            elif kind == ELEPHANT:
                for ray in RAYS[frm]:
                    for to in ray:
                        t = board[to]
                        if t:
                            if (t >> 3) & 1 != team:
                                targets.append(to)
                            break
                        targets.append(to)
            else:
                table = KING if kind == RADJAH else KNIGHT if kind == HORSE else BOAT_JUMP
                for to in table[frm]:
                    t = board[to]
                    if not t or ((t >> 3) & 1 != team and (kind != BOAT or (t & 7) >= BOAT)):
                        targets.append(to)
            for to in targets:
                t = board[to]
                board[to] = p
                board[frm] = 0
                bad = k >= 0 and self._attacked(to if frm == k else k, hostmask)
                board[frm] = p
                board[to] = t
                if bad:
                    continue
                if kind == SOLDIER and promotion and S_LAST[owner][to]:
                    out.extend((frm | to << 6 | promo << 12) for promo in (ELEPHANT, HORSE, BOAT))
                else:
                    out.append(frm | to << 6)
                if first:
                    return out
        return out

    def exchange_possible(self) -> bool:
        lost = self.lost
        return (lost[0] != lost[2]) and (lost[1] != lost[3])

    # -------------------------------------------------------- turns
    def _turn_done(self, reset: bool) -> None:
        self.quiet = 0 if reset else self.quiet + 1
        if self.end is None and self.quiet >= 50 * self.playing_seats():
            self.end = Result(None, "draw_fifty_rounds")

    def _lose(self, player: int, events: list, why: str) -> None:
        """``player``'s Radjah is lost (taken or mated)."""
        k = self.kings[player]
        if k >= 0 and self.board[k] == player * 8 + RADJAH:
            self.board[k] = 0
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
        if self.dice:
            self.to_move = CHANCE
        else:
            self.to_move = self.actor(s)
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
                self.end, self.key)

    def _push(self, move: int) -> None:
        events: list = []
        self.stack.append((move, self._snap(), events))
        board = self.board
        if move < DIE:
            frm, to, promo = move & 63, (move >> 6) & 63, move >> 12
            piece, target = board[frm], board[to]
            new = (piece & ~7) | promo if promo else piece
            board[to], board[frm] = new, 0
            z = ZOBRIST
            self.hash ^= z[piece][frm] ^ z[new][to] ^ (z[target][to] if target else 0)
            owner = piece >> 3
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
        for p in range(4):
            if self.lost[p]:
                sq = self.return_square(p)
                self.board[sq] = p * 8 + RADJAH
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

    def _pop(self) -> None:
        move, snap, events = self.stack.pop()
        if not DIE + 5 <= move < EX_OFFER:
            count = self.seen[self.key]
            if count == 1:
                del self.seen[self.key]
            else:
                self.seen[self.key] = count - 1
        (board, self.kings, self.lost, self.cmd, self.seat, self.to_move, self.die, self.quiet,
         self.offer, self.offered, self.hash, self.end, self.key) = snap
        self.board[:] = board

    def _moves(self) -> list[int]:
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

    # -------------------------------------------------------- interface
    def legal_moves(self) -> list[str]:
        return [move_text(m) for m in self._moves()]

    def chance_outcomes(self) -> list[tuple[str, float]]:
        if self.to_move != CHANCE or self.end is not None:
            return []
        return [(f"die:{k}", 1 / 6) for k in range(1, 7)]

    def parse_move(self, text: str) -> int:
        if not isinstance(text, str):
            raise IllegalMove("a move is a text", why="not_a_move", move=str(text))
        text = text.strip()
        if self.end is not None:
            raise IllegalMove(f"{shown(text)}: the game is over", why="over", move=text)
        legal = {move_text(m): m for m in self._moves()}
        if text in legal:
            return legal[text]
        if text != text.lower():
            raise IllegalMove(f"{shown(text)}: moves are written in lower case, like d2d3",
                              why="shaturanga_lower_case", move=text)
        if self.to_move == CHANCE:
            raise IllegalMove(f"{shown(text)}: the die is due here, like die:3", move=text,
                              why="shaturanga_die_due")
        if text.startswith("die:"):
            raise IllegalMove(f"{shown(text)}: no die is due now", move=text,
                              why="shaturanga_no_die_due")
        if text in TEXT_SPECIAL:
            if self.offer >= 0:
                raise IllegalMove(f"{text}: the exchange offer awaits exchange:accept or "
                                  f"exchange:decline", move=text, why="shaturanga_answer_offer")
            raise IllegalMove(f"{text}: an exchange is offered by the player to move, once a "
                              f"turn, when each side has lost exactly one Radjah", move=text,
                              why="shaturanga_no_exchange")
        if self.offer >= 0:
            raise IllegalMove(f"{shown(text)}: answer the exchange offer first", move=text,
                              why="shaturanga_answer_offer")
        if len(text) in (4, 5) and text[:2] in INDEX and text[2:4] in INDEX:
            frm = INDEX[text[:2]]
            piece = self.board[frm]
            if self.die and piece and piece & 7 not in (DIE_TYPE[self.die], SOLDIER):
                raise IllegalMove(f"{text}: the die shows {self.die}: move a "
                                  f"{NAMES[DIE_TYPE[self.die]]} or a soldier", move=text,
                                  why="shaturanga_die_piece", die=self.die,
                                  piece=NAMES[DIE_TYPE[self.die]].capitalize())
            for m in self._gen(self.seat, self.die):
                if m >> 12 and m & 4095 == frm | INDEX[text[2:4]] << 6:
                    raise IllegalMove(f"{text}: say what the soldier becomes: "
                                      f"{text[:4]}e, {text[:4]}h or {text[:4]}b", move=text,
                                      why="shaturanga_promotion", square=text[2:4])
            if piece and self.seat_in_check(self.seat):
                keeper = self.keeper(self.seat)
                raise IllegalMove(f"{text}: the Radjah of {self.game.players[keeper]} is in "
                                  f"check", move=text, why="shaturanga_check",
                                  player=self.game.players[keeper], army=ARMY[keeper])
            raise IllegalMove(f"{text} is not a legal move here", move=text, why="not_legal")
        raise IllegalMove(f"{shown(text)} is not a move: write the two squares, like d2d3",
                          move=text, why="not_a_move")

    def result(self) -> Result | None:
        return self.end

    def to_text(self) -> str:
        rows = []
        for rank in range(7, -1, -1):
            row, empty = "", 0
            for f in range(8):
                p = self.board[rank * 8 + f]
                if not p:
                    empty += 1
                    continue
                if empty:
                    row, empty = row + str(empty), 0
                row += ARMY[p >> 3] + LETTERS[p & 7]
            rows.append(row + (str(empty) if empty else ""))
        armies = ""
        for p in range(4):
            if self.lost[p]:
                armies += "M" if self.cmd[p & 1] == p ^ 2 else "L"
            else:
                armies += "C" if self.cmd[p & 1] == p else "A"
        words = ["/".join(rows), ARMY[self.seat], armies, "dice" if self.dice else "nodice",
                 str(self.die) if self.die else "-", str(self.quiet)]
        if self.offer >= 0:
            words.append("offer=" + ARMY[self.offer])
        elif self.offered:
            words.append("offered=1")
        return " ".join(words)

    def last_move(self) -> dict | None:
        for move, snap, _ in reversed(self.stack):
            if move < DIE:
                frm, to = move & 63, (move >> 6) & 63
                board = snap[0]
                target = board[to]
                return {"move": move_text(move), "from": SQUARES[frm], "to": SQUARES[to],
                        "piece": LETTERS[board[frm] & 7], "owner": board[frm] >> 3,
                        "captured": LETTERS[target & 7] if target else None}
        return None

    def recent_events(self) -> list[dict]:
        """What happened since the last decision of a player (throws,
        skipped seats, passes, lost turns, mates, command, exchange)."""
        out = []
        entries = []
        for move, snap, events in reversed(self.stack):
            entries.append((move, events, snap[4]))
            if not (DIE <= move < EX_OFFER):
                break
        if len(entries) == len(self.stack):
            entries.append((None, self.opening_events, None))
        names = self.game.players
        for move, events, seat in reversed(entries):
            if move is not None and DIE <= move < EX_OFFER:
                k = move - DIE
                out.append({"kind": "throw", "die": k, "player": seat,
                            "text": f"the die shows {k}" + (": thrown again" if k >= 5 else
                                                            f": {NAMES[DIE_TYPE[k]]} or soldier")})
            for event in events:
                kind, player = event[0], event[1]
                entry = {"kind": kind, "player": player}
                text = {"skip": f"{names[player]} is out (Radjah lost): turn skipped",
                        "pass": f"{names[player]} has no legal move: the turn passes",
                        "mated": f"{names[player]} is mated: the Radjah is removed",
                        "captured": f"the Radjah of {names[player]} is taken",
                        "command": f"{names[player]} sits on the ally's throne and commands "
                                   f"both armies",
                        "command_ended": f"{names[player]} lost the Radjah: the command ends",
                        "rethrow": f"{names[player]} threw a {event[2] if len(event) > 2 else ''}"
                                   f": thrown again",
                        "offer": f"{names[player]} offers to exchange the lost Radjahs",
                        "declined": f"{names[player]} declines the exchange",
                        "accepted": f"{names[player]} accepts the exchange",
                        }.get(kind)
                if kind == "lost_turn":
                    entry["die"] = event[2]
                    text = (f"{names[player]} threw {event[2]} ({NAMES[DIE_TYPE[event[2]]]}) and "
                            f"can move neither it nor a soldier: the turn is lost")
                if kind == "returned":
                    entry["sq"] = SQUARES[event[2]]
                    text = f"the Radjah of {names[player]} returns on {SQUARES[event[2]]}"
                if kind == "rethrow":
                    continue
                entry["text"] = text
                out.append(entry)
        return out

    def view(self, player=None) -> dict:
        """The picture the browser draws (nothing is hidden in this game)."""
        result = self.end
        names = self.game.players
        moves = []
        if result is None:
            for m in self._moves():
                if m < DIE:
                    to = (m >> 6) & 63
                    entry = {"move": move_text(m), "from": SQUARES[m & 63],
                             "to": SQUARES[to], "capture": bool(self.board[to])}
                    if m >> 12:              # a Soldier's promotion: what it becomes
                        entry["promotion"] = LETTERS[m >> 12]
                    moves.append(entry)
                else:
                    moves.append({"move": move_text(m), "from": None, "to": None,
                                  "capture": False})
        terrain = [{"sq": SQUARES[THRONE[p]], "kind": "throne", "owner": p} for p in range(4)]
        pieces = [{"sq": SQUARES[sq], "kind": LETTERS[p & 7], "owner": p >> 3,
                   "passive": not self.active(p >> 3)}
                  for sq, p in enumerate(self.board) if p]
        die = None
        if self.dice:
            die = {"value": self.die or None,
                   "piece": NAMES[DIE_TYPE[self.die]] if self.die else None,
                   "or": "soldier" if self.die else None,
                   "text": (f"{names[self.seat]} threw {self.die}: move the "
                            f"{NAMES[DIE_TYPE[self.die]]} or a soldier") if self.die else
                   "the die is to be thrown"}
        panels = {
            "seat": self.seat,
            "teams": [[0, 2], [1, 3]],
            "die": die,
            "events": self.recent_events(),
            "check": [{"player": p, "sq": SQUARES[self.kings[p]]}
                      for p in range(4) if not self.lost[p] and self.in_check(p)],
            "command": [{"player": c, "armies": [c, c ^ 2]} for c in self.cmd if c >= 0],
            "lost": [p for p in range(4) if self.lost[p]],
            "passive": [p for p in range(4) if not self.active(p)],
            "skipped": [p for p in range(4) if not self.active(p)],
            "exchange": {"possible": self.exchange_possible(),
                         "offered_by": self.offer if self.offer >= 0 else None,
                         "offered_this_turn": self.offered,
                         "actions": [move_text(m) for m in self._moves() if m >= EX_OFFER]},
            "quiet_turns": self.quiet,
        }
        return self.board_view(grid(8, 8), terrain, pieces, moves, panels, result,
                               self.last_move(), self.to_text())


def perft(state: ShaturangaState, depth: int) -> int:
    """Leaf count ``depth`` plies deep (chance plies count), bulk at the last."""
    return bulk_perft(state, depth)

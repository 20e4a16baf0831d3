"""Dou Shou Qi's rules (``rules/en/doushouqi.html``): the game and its
options, the state, moves ("3. How the animals move"), captures ("4. Who
takes whom"), the repetition rule ("9. Repetition") and the end of the game
("8. Dens and the end of the game"), resigning and draws by agreement
(``core.actions``: either player may resign at any moment; the player to
move may offer a draw, which his opponent accepts on his turn or lets lapse
by moving)."""

from __future__ import annotations

from ...core import Actions, EngineState, Game, Option, Result
from .board import (DEN, ELEPHANT, GREEN, JUMPS, LION, RAT, RED, STEPS, STEPS_OF_CHANGE, TIGER,
                    TRAP_OWNER, WATER, ZOBRIST, ZOBRIST_RED, animal, owner)
from .look import LOOK
from .notation import SIDE_LETTERS, START, JungleNotation, parse_fen
from .view import JungleView


class DouShouQi(Game):
    """Dou Shou Qi.  Option ``classic_elephant``: the Elephant may not take
    the Rat (except on a trap), as most other rule sets say."""

    name = "doushouqi"
    names = ("Dou Shou Qi", "Dòu Shòu Qí", "斗兽棋", "鬥獸棋", "Jungle", "Jungle game",
             "The Jungle game", "Jungle chess", "Animal chess", "Jeu de la jungle",
             "Échecs de la jungle", "Échecs des animaux")
    players = ("green", "red")
    option_specs = (Option("classic_elephant", False),)
    in_browser = True
    look = LOOK

    def __init__(self, **options) -> None:
        super().__init__(**options)
        self.classic_elephant = self.options["classic_elephant"]
        # BEATS[attacker][defender]: capture by rank alone, off the traps.
        self.beats = [[False] * 17 for _ in range(17)]
        for a in range(1, 17):
            for d in range(1, 17):
                if owner(a) == owner(d):
                    continue
                ra, rd = animal(a), animal(d)
                if ra == RAT and rd == ELEPHANT:
                    ok = True
                elif ra == ELEPHANT and rd == RAT:
                    ok = not self.classic_elephant
                else:
                    ok = ra >= rd
                self.beats[a][d] = ok

    def new(self, seed: int | None = None) -> "JungleState":
        return self.from_text(START)

    def start_text(self) -> str:
        return START

    def from_text(self, text: str) -> "JungleState":
        board, side, halfmove, number, words = parse_fen(text)
        state = JungleState(self, board, side, halfmove, number)
        state.read_position_words(words, SIDE_LETTERS)
        return state


class JungleState(Actions, JungleNotation, JungleView, EngineState):
    """A Dou Shou Qi position with its history (for undo and repetition).
    Internal moves are ``from * 64 + to``; resigning and draw offers are
    ``Actions`` (``core.actions``), off the engine's stack."""

    def __init__(self, game: DouShouQi, board: list[int], to_move: int,
                 halfmove: int = 0, number: int = 1) -> None:
        self.game = game
        self.board = board
        self.at = [-1] * 17             # each animal's square (-1: taken)
        for sq, piece in enumerate(board):
            if piece:
                self.at[piece] = sq
        self.to_move = to_move
        self.halfmove = halfmove
        self.number = number
        self.stack: list[tuple[int, int, int, int, int]] = []   # move, captured, halfmove, hash, piece
        self.hash = self._full_hash()
        self.seen = {self.hash: 1}      # position -> times it has occurred
        self.worn: set[int] = set()     # the positions that occurred three times
        self.end: Result | None = None  # a game ended by resigning or agreeing a draw
        self.draw_offer = -1            # who offered a draw (-1: no offer waits)
        self.action_log: list = []      # the actions, for undo (core.actions)

    # -------------------------------------------------------- positions
    def _full_hash(self) -> int:
        h = ZOBRIST_RED if self.to_move == RED else 0
        for sq, piece in enumerate(self.board):
            if piece:
                h ^= ZOBRIST[piece][sq]
        return h

    def copy(self) -> "JungleState":
        other = JungleState.__new__(JungleState)
        other.__dict__.update(self.__dict__)
        other.board, other.stack, other.seen = list(self.board), list(self.stack), dict(self.seen)
        other.at = list(self.at)
        other.worn = set(self.worn)
        other.action_log = list(self.action_log)
        return other

    # -------------------------------------------------------- the rules
    def result_without_moves(self) -> Result | None:
        """The end the position alone tells: a resignation or a draw agreed,
        or a den entered (``result`` adds a side left without a move)."""
        if self.end is not None:
            return self.end
        for player in (GREEN, RED):
            if self.board[DEN[player]]:
                return Result(1 - player, "den")
        return None

    def den_taken(self) -> bool:
        return bool(self.board[DEN[GREEN]] or self.board[DEN[RED]])

    def can_capture(self, attacker: int, frm: int, defender: int, to: int) -> bool:
        """May ``attacker`` on ``frm`` take ``defender`` on ``to``?"""
        if owner(attacker) == owner(defender):
            return False
        if TRAP_OWNER[to] == owner(attacker):
            return True                  # trapped: any enemy takes it
        if frm in WATER and animal(defender) == ELEPHANT:
            return False                 # a Rat leaving the water may not take the Elephant
        return self.game.beats[attacker][defender]

    def _pseudo(self, quiet: bool = True) -> list[int]:
        """Moves by the rules of movement and capture, as ``from * 64 + to``;
        the repetition rule is applied by ``engine_moves``.  ``quiet=False``:
        only the captures and the steps into the enemy den."""
        if self.den_taken():
            return []
        board, side = self.board, self.to_move
        den = DEN[1 - side]
        beats = self.game.beats
        lo, hi = side * 8 + 1, side * 8 + 8
        land, swim = STEPS[side, False], STEPS[side, True]
        out = []
        add = out.append
        for frm in sorted(self.at[lo:hi + 1]):     # its animals, from a1 on
            if frm < 0:
                continue
            piece = board[frm]
            rank = piece - lo + 1
            wet = rank == RAT and frm in WATER   # no Elephant taken straight from the water
            for to in (swim if rank == RAT else land)[frm]:
                target = board[to]
                if not target:
                    if quiet or to == den:
                        add(frm * 64 + to)
                elif lo <= target <= hi:
                    continue
                elif TRAP_OWNER[to] == side:
                    add(frm * 64 + to)
                elif beats[piece][target] and not (wet and (target - 1) & 7 == 7):
                    add(frm * 64 + to)
            if rank == LION or rank == TIGER:
                for to, path in JUMPS[frm]:
                    if any(board[w] for w in path):
                        continue          # a Rat in the lake blocks the jump
                    target = board[to]
                    if (quiet and not target) or (target and not lo <= target <= hi and
                                                  (TRAP_OWNER[to] == side or beats[piece][target])):
                        add(frm * 64 + to)
        return out

    def engine_moves(self) -> list[int]:
        if self.end is not None:
            return []                    # resigned, or a draw agreed
        moves = self._pseudo()
        if self.worn:
            banned = self._repeating()
            if banned:
                moves = [m for m in moves if m not in banned]
        return moves

    def _repeating(self) -> set[int]:
        """The moves the repetition rule forbids: those that would make a
        position seen three times already.  Each such position's hash tells
        the one move that could make it from here (``STEPS_OF_CHANGE``; a
        capture makes a position never seen), instead of each move being
        made in thought."""
        board, here = self.board, self.hash
        banned = set()
        for worn in self.worn:
            for piece, move in STEPS_OF_CHANGE.get(here ^ worn, ()):
                if board[move >> 6] == piece and not board[move & 63]:
                    banned.add(move)
        return banned

    def noisy_moves(self) -> list[int]:
        """The legal moves that take an animal or enter the enemy den (a
        capture or a den makes a position never seen before, so the
        repetition rule cannot forbid one)."""
        return [] if self.end is not None else self._pseudo(quiet=False)

    def push(self, move: int) -> None:
        frm, to = move >> 6, move & 63
        board = self.board
        piece, target = board[frm], board[to]
        h = self.hash
        self.stack.append((move, target, self.halfmove, h, self.number))
        zobrist = ZOBRIST[piece]
        h ^= ZOBRIST_RED ^ zobrist[frm] ^ zobrist[to]
        if target:
            h ^= ZOBRIST[target][to]
            self.halfmove = 0
        else:
            self.halfmove += 1
        self.hash = h
        board[to], board[frm] = piece, 0
        at = self.at
        at[piece] = to
        if target:
            at[target] = -1
        if self.to_move == RED:
            self.number += 1
        self.to_move ^= 1
        seen = self.seen
        count = seen.get(h, 0) + 1
        seen[h] = count
        if count == 3:
            self.worn.add(h)

    def push_null(self) -> None:
        """The side to move passes (the search's null move: no rule allows it)."""
        self.to_move ^= 1
        self.hash ^= ZOBRIST_RED

    pop_null = push_null

    def pop(self) -> None:
        move, target, self.halfmove, old_hash, self.number = self.stack.pop()
        seen, h = self.seen, self.hash
        count = seen[h]
        if count == 3:
            self.worn.discard(h)
        if count == 1:
            del seen[h]
        else:
            seen[h] = count - 1
        self.hash = old_hash
        board, frm, to = self.board, move >> 6, move & 63
        piece = board[frm] = board[to]
        board[to] = target
        at = self.at
        at[piece] = frm
        if target:
            at[target] = to
        self.to_move ^= 1

    def result(self) -> Result | None:
        told = self.result_without_moves()
        if told is not None:
            return told
        if not self.engine_moves():
            if not any(owner(p) == self.to_move for p in self.board if p):
                return Result(1 - self.to_move, "no_pieces")
            return Result(1 - self.to_move, "no_legal_move")
        return None

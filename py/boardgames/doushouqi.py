"""Dou Shou Qi (Jungle), as in ``shared/rules/doushouqi.md``.

Seven files (a-g) by nine ranks (1-9).  Green sits at rank 1 and moves first,
Red sits at rank 9.  Eight animals a side, ranked Elephant 8 down to Rat 1.

Squares are numbered ``rank * 7 + file`` (a1 = 0, g9 = 62).  A piece is a
small number: ``owner * 8 + animal rank`` (Green 1-8, Red 9-16), 0 is empty.
"""

from __future__ import annotations

from .core import (BadPosition, EngineState, Game, IllegalMove, Option, Result, Rng,
                   bulk_perft, grid, shown, square_name, whole_number)

GREEN, RED = 0, 1
WIDTH, HEIGHT = 7, 9

RAT, CAT, WOLF, DOG, PANTHER, TIGER, LION, ELEPHANT = range(1, 9)
LETTERS = ".RCWDPTLE"          # animal rank -> letter
ANIMALS = {letter: rank for rank, letter in enumerate(LETTERS) if rank}
NAMES = ("", "rat", "cat", "wolf", "dog", "panther", "tiger", "lion", "elephant")

SQUARES = [square_name(sq % WIDTH, sq // WIDTH) for sq in range(WIDTH * HEIGHT)]
INDEX = {name: sq for sq, name in enumerate(SQUARES)}


def _squares(*names: str) -> frozenset[int]:
    return frozenset(INDEX[name] for name in names)


WATER = _squares("b4", "b5", "b6", "c4", "c5", "c6", "e4", "e5", "e6", "f4", "f5", "f6")
DEN = (INDEX["d1"], INDEX["d9"])                         # DEN[player]
TRAPS = (_squares("c1", "e1", "d2"), _squares("c9", "e9", "d8"))  # TRAPS[player]
TRAP_OWNER = [GREEN if sq in TRAPS[GREEN] else RED if sq in TRAPS[RED] else -1
              for sq in range(WIDTH * HEIGHT)]

START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"


def owner(piece: int) -> int:
    return (piece - 1) >> 3


def animal(piece: int) -> int:
    return ((piece - 1) & 7) + 1


# ------------------------------------------------------------ move tables

def _neighbours(sq: int) -> list[int]:
    file, rank = sq % WIDTH, sq // WIDTH
    out = []
    for df, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        f, r = file + df, rank + dr
        if 0 <= f < WIDTH and 0 <= r < HEIGHT:
            out.append(r * WIDTH + f)
    return out


def _steps(player: int, swimmer: bool) -> list[tuple[int, ...]]:
    """For each square, the squares one step away that such a piece may enter:
    never its own den, water only for the Rat."""
    return [tuple(t for t in _neighbours(sq)
                  if t != DEN[player] and (swimmer or t not in WATER))
            for sq in range(WIDTH * HEIGHT)]


def _jumps() -> list[tuple[tuple[int, tuple[int, ...]], ...]]:
    """For each bank square, the lake jumps of Lion and Tiger: the landing
    square and the water squares crossed."""
    table = []
    for sq in range(WIDTH * HEIGHT):
        found = []
        if sq not in WATER:
            file, rank = sq % WIDTH, sq // WIDTH
            for df, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                f, r, path = file + df, rank + dr, []
                while 0 <= f < WIDTH and 0 <= r < HEIGHT and r * WIDTH + f in WATER:
                    path.append(r * WIDTH + f)
                    f, r = f + df, r + dr
                if path and 0 <= f < WIDTH and 0 <= r < HEIGHT:
                    found.append((r * WIDTH + f, tuple(path)))
        table.append(tuple(found))
    return table


STEPS = {(player, swimmer): _steps(player, swimmer)
         for player in (GREEN, RED) for swimmer in (False, True)}
JUMPS = _jumps()


def _zobrist() -> tuple[list[list[int]], int]:
    rng = Rng(0x4A554E474C45)
    table = [[rng.next64() for _ in range(WIDTH * HEIGHT)] for _ in range(17)]
    return table, rng.next64()


ZOBRIST, ZOBRIST_RED = _zobrist()


class DouShouQi(Game):
    """Dou Shou Qi.  Option ``classic_elephant``: the Elephant may not take
    the Rat (except on a trap), as most other rule sets say."""

    name = "doushouqi"
    players = ("green", "red")
    option_specs = (Option("classic_elephant", False),)
    in_browser = True

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
        return JungleState(self, *parse_fen(text))


def parse_fen(text: str) -> tuple[list[int], int, int, int]:
    """FEN -> (board, side to move, halfmove clock, move number).  The third
    and fourth fields are always ``-`` (this game has no castling and no en
    passant); the last two may be left out."""
    if not isinstance(text, str):
        raise BadPosition("a position is a text", why="not_text")
    fields = text.split()
    if len(fields) not in (2, 4, 6):
        raise BadPosition("a Dou Shou Qi position has six fields: board, side, -, -, "
                          "halfmove clock, move number", why="doushouqi_fields", count=len(fields))
    rows = fields[0].split("/")
    if len(rows) != HEIGHT:
        raise BadPosition(f"the board needs {HEIGHT} ranks separated by '/', not {len(rows)}",
                          why="doushouqi_ranks", count=len(rows))
    board = [0] * (WIDTH * HEIGHT)
    for i, row in enumerate(rows):
        rank, file = HEIGHT - 1 - i, 0
        for ch in row:
            if ch in "123456789":
                file += int(ch)
            elif ch.upper() in ANIMALS:
                if file >= WIDTH:
                    raise BadPosition(f"rank {rank + 1} has more than {WIDTH} squares",
                                      why="doushouqi_rank_length", rank=rank + 1)
                side = GREEN if ch.isupper() else RED
                board[rank * WIDTH + file] = side * 8 + ANIMALS[ch.upper()]
                file += 1
            else:
                raise BadPosition(f"rank {rank + 1}: unknown piece letter {shown(ch)} "
                                  "(use E L T P D W C R, and 1 to 7 for empty squares)",
                                  why="doushouqi_letter", rank=rank + 1, letter=ch)
        if file != WIDTH:
            raise BadPosition(f"rank {rank + 1} has {file} squares, not {WIDTH}",
                              why="doushouqi_rank_length", rank=rank + 1)
    if fields[1] not in ("w", "b"):
        raise BadPosition(f"the side to move is w (Green) or b (Red), not {shown(fields[1])}",
                          why="doushouqi_side", value=fields[1])
    side = GREEN if fields[1] == "w" else RED
    if len(fields) >= 4 and fields[2:4] != ["-", "-"]:
        raise BadPosition("the third and fourth fields are - and - (Dou Shou Qi has no "
                          f"castling nor en passant), not {shown(' '.join(fields[2:4]))}",
                          why="doushouqi_dashes", value=" ".join(fields[2:4]))
    halfmove, number = 0, 1
    if len(fields) == 6:
        halfmove = whole_number(fields[4], "the halfmove clock", high=100_000)
        number = whole_number(fields[5], "the move number", low=1, high=100_000)
    for piece in range(1, 17):
        if board.count(piece) > 1:
            raise BadPosition(f"{'Green' if owner(piece) == GREEN else 'Red'} has two "
                              f"{NAMES[animal(piece)]}s", why="doushouqi_twice",
                              player=owner(piece), piece=LETTERS[animal(piece)])
    for sq, piece in enumerate(board):
        if piece and sq in WATER and animal(piece) != RAT:
            raise BadPosition(f"only a rat may stand in the water ({SQUARES[sq]})",
                              why="doushouqi_water", square=SQUARES[sq])
        if piece and sq == DEN[owner(piece)]:
            raise BadPosition(f"no animal may stand in its own den ({SQUARES[sq]})",
                              why="doushouqi_own_den", square=SQUARES[sq])
    if board[DEN[GREEN]] and board[DEN[RED]]:
        raise BadPosition("both dens are taken", why="doushouqi_both_dens")
    return board, side, halfmove, number


class JungleState(EngineState):
    """A Dou Shou Qi position with its history (for undo and repetition)."""

    def __init__(self, game: DouShouQi, board: list[int], to_move: int,
                 halfmove: int = 0, number: int = 1) -> None:
        self.game = game
        self.board = board
        self.to_move = to_move
        self.halfmove = halfmove
        self.number = number
        self.stack: list[tuple[int, int, int, int, int]] = []   # move, captured, halfmove, hash, piece
        self.hash = self._full_hash()
        self.seen = {self.hash: 1}      # position -> times it has occurred
        self.worn_out = 0               # positions that occurred three times

    # -------------------------------------------------------- positions
    def _full_hash(self) -> int:
        h = ZOBRIST_RED if self.to_move == RED else 0
        for sq, piece in enumerate(self.board):
            if piece:
                h ^= ZOBRIST[piece][sq]
        return h

    def to_text(self) -> str:
        rows = []
        for rank in range(HEIGHT - 1, -1, -1):
            row, empty = "", 0
            for file in range(WIDTH):
                piece = self.board[rank * WIDTH + file]
                if not piece:
                    empty += 1
                    continue
                if empty:
                    row, empty = row + str(empty), 0
                letter = LETTERS[animal(piece)]
                row += letter if owner(piece) == GREEN else letter.lower()
            rows.append(row + (str(empty) if empty else ""))
        side = "w" if self.to_move == GREEN else "b"
        return f"{'/'.join(rows)} {side} - - {self.halfmove} {self.number}"

    def copy(self) -> "JungleState":
        other = JungleState.__new__(JungleState)
        other.__dict__.update(self.__dict__)
        other.board, other.stack, other.seen = list(self.board), list(self.stack), dict(self.seen)
        return other

    # -------------------------------------------------------- the rules
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

    def _pseudo(self) -> list[int]:
        """Moves by the rules of movement and capture, as ``from * 64 + to``;
        the repetition rule is applied by ``_moves``."""
        if self.den_taken():
            return []
        board, side = self.board, self.to_move
        beats = self.game.beats
        lo, hi = side * 8 + 1, side * 8 + 8
        land, swim = STEPS[side, False], STEPS[side, True]
        out = []
        for frm in range(WIDTH * HEIGHT):
            piece = board[frm]
            if piece < lo or piece > hi:
                continue
            rank = piece - lo + 1
            for to in (swim if rank == RAT else land)[frm]:
                target = board[to]
                if not target:
                    out.append(frm * 64 + to)
                elif lo <= target <= hi:
                    continue
                elif TRAP_OWNER[to] == side:
                    out.append(frm * 64 + to)
                elif beats[piece][target] and not (frm in WATER and (target - 1) & 7 == 7):
                    out.append(frm * 64 + to)   # no Elephant taken straight from the water
            if rank == LION or rank == TIGER:
                for to, path in JUMPS[frm]:
                    if any(board[w] for w in path):
                        continue          # a Rat in the lake blocks the jump
                    target = board[to]
                    if not target or (not lo <= target <= hi and
                                      (TRAP_OWNER[to] == side or beats[piece][target])):
                        out.append(frm * 64 + to)
        return out

    def _moves(self) -> list[int]:
        moves = self._pseudo()
        if self.worn_out:
            moves = [m for m in moves if self.seen.get(self._hash_after(m), 0) < 3]
        return moves

    def _hash_after(self, move: int) -> int:
        frm, to = divmod(move, 64)
        piece, target = self.board[frm], self.board[to]
        h = self.hash ^ ZOBRIST_RED ^ ZOBRIST[piece][frm] ^ ZOBRIST[piece][to]
        return h ^ ZOBRIST[target][to] if target else h

    def _push(self, move: int) -> None:
        frm, to = divmod(move, 64)
        board = self.board
        piece, target = board[frm], board[to]
        self.stack.append((move, target, self.halfmove, self.hash, self.number))
        self.hash = self._hash_after(move)
        board[to], board[frm] = piece, 0
        self.halfmove = 0 if target else self.halfmove + 1
        if self.to_move == RED:
            self.number += 1
        self.to_move ^= 1
        count = self.seen.get(self.hash, 0) + 1
        self.seen[self.hash] = count
        if count == 3:
            self.worn_out += 1

    def _pop(self) -> None:
        move, target, self.halfmove, old_hash, self.number = self.stack.pop()
        count = self.seen[self.hash]
        if count == 3:
            self.worn_out -= 1
        if count == 1:
            del self.seen[self.hash]
        else:
            self.seen[self.hash] = count - 1
        self.hash = old_hash
        frm, to = divmod(move, 64)
        self.board[frm], self.board[to] = self.board[to], target
        self.to_move ^= 1

    # -------------------------------------------------------- interface
    def legal_moves(self) -> list[str]:
        return [SQUARES[m >> 6] + SQUARES[m & 63] for m in self._moves()]

    def parse_move(self, text: str) -> int:
        text = text.strip()
        frm, to = text[:2], text[2:]
        if frm not in INDEX or to not in INDEX:
            raise IllegalMove(f"{shown(text)} is not a move: write the two squares, like a3a4",
                              why="not_a_move", move=text)
        move = INDEX[frm] * 64 + INDEX[to]
        if self.is_over():
            raise IllegalMove(f"{text}: the game is over", why="over", move=text)
        if move not in self._moves():
            if move in self._pseudo():
                raise IllegalMove(f"{text} is refused: this move would repeat the position "
                                  "a third time", why="repetition", move=text)
            raise IllegalMove(f"{text} is not a legal move here", why="not_legal", move=text)
        return move

    def result(self) -> Result | None:
        for player in (GREEN, RED):
            if self.board[DEN[player]]:
                return Result(1 - player, "den")
        if not self._moves():
            if not any(owner(p) == self.to_move for p in self.board if p):
                return Result(1 - self.to_move, "no_pieces")
            return Result(1 - self.to_move, "no_legal_move")
        return None

    def last_move(self) -> dict | None:
        if not self.stack:
            return None
        move, target = self.stack[-1][:2]
        frm, to = divmod(move, 64)
        return {"move": SQUARES[frm] + SQUARES[to], "from": SQUARES[frm], "to": SQUARES[to],
                "piece": LETTERS[animal(self.board[to])],
                "captured": LETTERS[animal(target)] if target else None}

    def view(self, player=None) -> dict:
        """The picture the browser draws (nothing is hidden in this game)."""
        result = self.result()
        moves = [] if result else [
            {"move": SQUARES[m >> 6] + SQUARES[m & 63], "from": SQUARES[m >> 6],
             "to": SQUARES[m & 63], "capture": bool(self.board[m & 63])}
            for m in self._moves()]
        terrain = ([{"sq": SQUARES[sq], "kind": "water"} for sq in sorted(WATER)]
                   + [{"sq": SQUARES[sq], "kind": "trap", "owner": p}
                      for p in (GREEN, RED) for sq in sorted(TRAPS[p])]
                   + [{"sq": SQUARES[DEN[p]], "kind": "den", "owner": p} for p in (GREEN, RED)])
        pieces = [{"sq": SQUARES[sq], "kind": LETTERS[animal(p)], "owner": owner(p),
                   "rank": animal(p), "trapped": TRAP_OWNER[sq] == 1 - owner(p)}
                  for sq, p in enumerate(self.board) if p]
        return self.board_view(grid(WIDTH, HEIGHT), terrain, pieces, moves, {}, result,
                               self.last_move(), self.to_text())


def perft(state: JungleState, depth: int) -> int:
    """Leaf count ``depth`` plies deep, counting the last ply in bulk."""
    return bulk_perft(state, depth)

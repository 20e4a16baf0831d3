"""A second, deliberately simple Dou Shou Qi move generator.

Written from ``rules/en/doushouqi.html`` only, to cross-check the engine in
``py/boardgames/games/doushouqi/``: it imports nothing from ``boardgames``.  It is
slow on purpose: the board is a dict ``square name -> (owner, animal)`` that is
copied on every move, positions are never changed in place, and every rule is
written out in words close to the reference.

    pos = from_fen(START_FEN)          # or start()
    legal_moves(pos)                   # ["a1a2", ...]  (repetition rule included)
    pos2 = play(pos, "a3a4")           # a new position; pos is unchanged
    result(pos2)                       # None, or (winner, reason)
    perft(pos, 3)
"""

from __future__ import annotations

from dataclasses import dataclass

GREEN, RED = "green", "red"
OTHER = {GREEN: RED, RED: GREEN}

FILES = "abcdefg"
RANKS = "123456789"
SQUARES = [f + r for r in RANKS for f in FILES]

WATER = {"b4", "b5", "b6", "c4", "c5", "c6", "e4", "e5", "e6", "f4", "f5", "f6"}
DEN = {GREEN: "d1", RED: "d9"}
TRAPS = {GREEN: {"c1", "e1", "d2"}, RED: {"c9", "e9", "d8"}}

RANK = {"E": 8, "L": 7, "T": 6, "P": 5, "D": 4, "W": 3, "C": 2, "R": 1}

START_FEN = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"

DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0))   # orthogonal only


def step(square: str, df: int, dr: int) -> str | None:
    """The square next to ``square`` in that direction, or None off the board."""
    f = FILES.index(square[0]) + df
    r = RANKS.index(square[1]) + dr
    if 0 <= f < len(FILES) and 0 <= r < len(RANKS):
        return FILES[f] + RANKS[r]
    return None


@dataclass(frozen=True)
class Position:
    """Board, side to move, and how often each position occurred so far."""

    board: dict            # square -> (owner, animal letter); never mutated
    side: str
    history: dict          # key(board, side) -> occurrences; never mutated
    classic_elephant: bool = False


def key(board: dict, side: str):
    return (frozenset(board.items()), side)


# ------------------------------------------------------------ FEN

def from_fen(text: str, classic_elephant: bool = False) -> Position:
    fields = text.split()
    rows = fields[0].split("/")
    assert len(rows) == 9, text
    board = {}
    for i, row in enumerate(rows):
        rank = RANKS[8 - i]
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                assert ch.upper() in RANK, ch
                board[FILES[f] + rank] = (GREEN if ch.isupper() else RED, ch.upper())
                f += 1
        assert f == 7, text
    side = GREEN if fields[1] == "w" else RED
    return Position(board, side, {key(board, side): 1}, classic_elephant)


def board_fen(pos: Position) -> str:
    """The first two FEN fields (board and side to move)."""
    rows = []
    for rank in reversed(RANKS):
        row, empty = "", 0
        for f in FILES:
            piece = pos.board.get(f + rank)
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            owner, letter = piece
            row += letter if owner == GREEN else letter.lower()
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows) + (" w" if pos.side == GREEN else " b")


def start(classic_elephant: bool = False) -> Position:
    return from_fen(START_FEN, classic_elephant)


# ------------------------------------------------------------ rules

def may_capture(pos: Position, frm: str, to: str) -> bool:
    """May the piece on ``frm`` take the enemy piece on ``to`` (the move
    itself being possible)?"""
    attacker_owner, attacker = pos.board[frm]
    defender_owner, defender = pos.board[to]
    if attacker_owner == defender_owner:
        return False
    # A Rat in water can be captured only by the other Rat (water-to-water or
    # land-to-water).  No other piece can even get there.
    if to in WATER:
        return attacker == "R" and defender == "R"
    # A piece standing on one of the opponent's traps (that is: the attacker's
    # own traps) may be captured by any enemy piece.  This beats classic_elephant.
    if to in TRAPS[attacker_owner]:
        return True
    # A Rat leaving the water may not capture the Elephant on that move (it may
    # take the enemy Rat).
    if frm in WATER and defender == "E":
        return False
    if attacker == "R" and defender == "E":
        return True
    if attacker == "E" and defender == "R":
        return not pos.classic_elephant
    return RANK[attacker] >= RANK[defender]


def destination_ok(pos: Position, frm: str, to: str) -> bool:
    """Empty square, or an enemy piece this piece may take."""
    if to not in pos.board:
        return True
    return may_capture(pos, frm, to)


def pseudo_moves(pos: Position) -> list[str]:
    """Moves by the movement and capture rules, without the repetition rule."""
    if den_winner(pos) is not None:
        return []
    moves = []
    for frm, (owner, animal) in pos.board.items():
        if owner != pos.side:
            continue
        for df, dr in DIRECTIONS:
            to = step(frm, df, dr)
            if to is None:
                continue
            if to == DEN[owner]:
                continue                                  # never into its own den
            if to in WATER:
                if animal == "R":
                    if destination_ok(pos, frm, to):
                        moves.append(frm + to)
                elif animal in ("L", "T"):
                    # the jump: straight across the lake to the first land square
                    path = []
                    while to is not None and to in WATER:
                        path.append(to)
                        to = step(to, df, dr)
                    if to is None:
                        continue
                    if any(square in pos.board for square in path):
                        continue                          # a Rat (either colour) blocks it
                    if to == DEN[owner]:
                        continue
                    if destination_ok(pos, frm, to):
                        moves.append(frm + to)
                continue                                  # nobody else enters water
            if destination_ok(pos, frm, to):
                moves.append(frm + to)
    return moves


def apply(pos: Position, move: str) -> Position:
    """The position after ``move`` (no legality check), history updated."""
    frm, to = move[:2], move[2:]
    board = dict(pos.board)
    board[to] = board.pop(frm)
    side = OTHER[pos.side]
    history = dict(pos.history)
    k = key(board, side)
    history[k] = history.get(k, 0) + 1
    return Position(board, side, history, pos.classic_elephant)


def legal_moves(pos: Position) -> list[str]:
    """Pseudo moves minus those creating a position already seen three times."""
    moves = pseudo_moves(pos)
    if max(pos.history.values()) < 3:
        return moves            # no position has occurred three times yet
    out = []
    for move in moves:
        frm, to = move[:2], move[2:]
        board = dict(pos.board)
        board[to] = board.pop(frm)
        if pos.history.get(key(board, OTHER[pos.side]), 0) < 3:
            out.append(move)
    return out


def play(pos: Position, move: str) -> Position:
    if move not in legal_moves(pos):
        raise ValueError(f"illegal move {move}")
    return apply(pos, move)


def den_winner(pos: Position) -> str | None:
    for owner, den in DEN.items():
        if den in pos.board:
            return pos.board[den][0]              # necessarily the other side
    return None


def result(pos: Position):
    """None while the game goes on, else (winner, reason)."""
    winner = den_winner(pos)
    if winner is not None:
        return winner, "den"
    if not legal_moves(pos):
        if not any(owner == pos.side for owner, _ in pos.board.values()):
            return OTHER[pos.side], "no_pieces"
        return OTHER[pos.side], "no_legal_move"
    return None


def perft(pos: Position, depth: int) -> int:
    if depth == 0:
        return 1
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(apply(pos, move), depth - 1) for move in moves)


def divide(pos: Position, depth: int) -> dict:
    return {move: perft(apply(pos, move), depth - 1) for move in legal_moves(pos)}

"""Dou Shou Qi's texts (``rules/en/doushouqi.html``, "13. Notation"): the FEN
of a position and the move texts, read and written.

A FEN has six fields, like chess's: the board (rank 9 first, Green's animals
in upper case ``E L T P D W C R``, Red's in lower case, digits for empty
squares), the side to move (``w`` Green, ``b`` Red), ``-`` and ``-`` (no
castling, no en passant), the halfmove clock and the move number; the last
four may be left out (or the last two).  A move is the two squares,
``a3a4``; the actions (``core.actions``) are ``resign``, ``resign:green``,
``resign:red``, ``offer`` and ``accept``.

[decision] What a FEN cannot say is written after its six fields, as
optional ``key=value`` words, so that a plain FEN stays a plain FEN (and
another program reading the first six fields reads the board):
``offer=w`` or ``offer=b`` (a draw offered by Green or Red, not yet
answered) and ``end=resign:<winner>`` (``w`` or ``b``: the other player
resigned) or ``end=agreement:draw`` (a draw agreed).  For example
``l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b - - 0 1 offer=w``.
"""

from __future__ import annotations

from ...editing import BoardText, Field
from ...core import (BadPosition, IllegalMove, board_field, board_rows, position_fields,
                     position_words, shown, whole_number)
from .board import (ANIMALS, DEN, GREEN, HEIGHT, INDEX, LETTERS, NAMES, RAT, RED, SQUARES, WATER,
                    WIDTH, animal, owner)

START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"
SIDE_LETTERS = "wb"
"""Each player's letter in a FEN: Green ``w``, Red ``b``."""
WORDS = ("offer", "end")
"""The optional words after the six fields (``key=value``)."""
FEN_LETTERS = [""] + list(LETTERS[1:] + LETTERS[1:].lower())   # piece -> its letter in a FEN


class _FieldCounts:
    """How many fields a FEN may have: 2, 4, or 6 and the optional words."""

    def __contains__(self, count: object) -> bool:
        return count in (2, 4) or isinstance(count, int) and count >= 6


def parse_fen(text: str) -> tuple[list[int], int, int, int, dict[str, str]]:
    """FEN -> (board, side to move, halfmove clock, move number, words).  The
    third and fourth fields are always ``-`` (this game has no castling and
    no en passant); the last two may be left out; ``words``: the optional
    ``key=value`` words after the six fields (``{"offer": "w"}``)."""
    fields = position_fields(text, _FieldCounts(), "a Dou Shou Qi position has six fields: "
                             "board, side, -, -, halfmove clock, move number",
                             "doushouqi_fields")
    rows = board_rows(fields[0], (HEIGHT,), f"{HEIGHT} ranks", "doushouqi_ranks")
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
    if len(fields) >= 6:
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
    words = position_words(fields[6:], WORDS, "after the FEN (offer=w or b, end=resign:w or b, "
                           "end=agreement:draw; once each)", why="doushouqi_word")
    return board, side, halfmove, number, words


def move_text(move: int) -> str:
    """An internal move (``from * 64 + to``) as its text, ``a3a4``."""
    return SQUARES[move >> 6] + SQUARES[move & 63]


class JungleNotation:
    """The texts of a ``JungleState``: its FEN, its moves."""

    def to_text(self) -> str:
        cells = [FEN_LETTERS[piece] for piece in self.board]
        side = SIDE_LETTERS[self.to_move]
        return " ".join([f"{board_field(cells, WIDTH)} {side} - - {self.halfmove} {self.number}",
                         *self.position_words(SIDE_LETTERS)])

    def legal_moves(self) -> list[str]:
        return [move_text(m) for m in self.engine_moves()]

    def parse_move(self, text: str) -> int:
        """The move ``text`` (two squares), checked: not over, legal, and not
        repeating a position a third time (``rules/en/doushouqi.html``,
        "9. Repetition")."""
        text = text.strip()
        frm, to = text[:2], text[2:]
        if frm not in INDEX or to not in INDEX:
            raise IllegalMove(f"{shown(text)} is not a move: write the two squares, like a3a4",
                              why="not_a_move", move=text)
        move = INDEX[frm] * 64 + INDEX[to]
        if self.is_over():
            raise IllegalMove(f"{text}: the game is over", why="over", move=text)
        if move not in self.engine_moves():
            if move in self._pseudo():
                raise IllegalMove(f"{text} is refused: this move would repeat the position "
                                  "a third time", why="repetition", move=text)
            raise IllegalMove(f"{text} is not a legal move here", why="not_legal", move=text)
        return move


# ---------------------------------------------------------------- the board editor

def _drawn(token: str) -> tuple[dict, None]:
    """How the editor draws an animal's letter (``editing``): upper case Green."""
    rank = LETTERS.index(token.upper())
    return {"kind": LETTERS[rank], "owner": GREEN if token.isupper() else RED,
            "rank": rank, "trapped": False}, None


EDITING = BoardText(
    token=f"[{LETTERS[1:]}{LETTERS[1:].lower()}]", empty="run",
    palette=lambda game: list(reversed(LETTERS[1:])) + list(reversed(LETTERS[1:].lower())),
    piece=_drawn,
    fields=(Field("side", 0, tuple(SIDE_LETTERS)),))

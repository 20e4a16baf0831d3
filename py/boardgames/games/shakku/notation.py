"""Shakku's texts (``rules/en/shakku.html``, "Notation"): the position
text, the move and chance texts, read and written.

Chance and move texts
---------------------
Chance outcomes (``state.to_move == CHANCE``; the match draws them, the
throws when the player asks for them: ``thrower()`` names him):

* ``first:red`` / ``first:blue``: who plays first (probability 1/2 each);
* ``throw:F.F.F``: the three stick dice, faces ``X`` (1), ``II`` (2), ``III``
  (3) and ``-`` (blank), written in the order X, II, III, -
  (``throw:X.III.-``).  The dice are unordered (the player chooses the order
  of play), so there are 20 distinct throws, each with its multinomial
  probability (a face is 1/4).  ``play`` accepts the faces in any order.

A player's move uses one die: ``<value>:<point>``:

* ``3:c2``: the top pawn on c2 moves 3 points along its course;
* ``3:c2*``: the whole stack on c2 moves 3 (``moving_stacks`` only, two pawns
  or more);
* ``1:o1``: Red activates his front inactive pawn (on o1) with an X;
* ``2:K>j2``: the King moves to j2;
* ``2:W``: a waiting pawn re-enters on the 2nd point of its course.

When none of the dice left can be played the turn ends by itself and the
next throw is due; ``view()["panels"]["passed"]`` then says who passed, why
(``blank``: three blanks, ``no_move``: none of the thrown dice could be
played, ``dice_left``: the dice still unplayed could not be played) and
the faces lost.  It is kept until the next die is played.

Position text
-------------
Five fields separated by spaces::

    bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrrrrr ? * - 0/0

1. The board, row 3 first, rows separated by ``/``, one token per point from
   file a: ``.`` empty, ``r``/``b`` an inactive Red/Blue pawn, ``R``/``B``
   an active Red/Blue pawn, ``R3``/``B3`` a stack of 3, ``K`` the King (with
   its marker pawn, if it has an owner).  Inactive pawns must fill their
   start line from its first point (a1 for Red, o3 for Blue) without gaps.
2. Whose turn: ``r``, ``b``, or ``?`` before the first player is drawn.
3. The dice: ``*`` when the throw is due, else the three faces thrown in the
   order thrown, each in upper case if still to play and lower case once
   played (``x.III.-``: the X is played, the III is left).
4. The King's owner: ``-`` (nobody), ``r`` or ``b``.
5. The waiting pawns beside the start lines, Red's then Blue's: ``0/2``.

Then, only when there is something to say, ``key=value`` words
(``core.actions``): ``offer=r`` or ``offer=b`` (a draw offered by Red or
Blue, not yet answered) and ``end=resign:<winner>`` (``r`` or ``b``: the
other player resigned) or ``end=agreement:draw``.

Actions (not moves of the rules, ``legal_moves()`` does not list them):
``resign``, ``resign:red``, ``resign:blue``, ``offer``, ``accept``.
"""

from __future__ import annotations

from ...editing import BoardText, Field
from ...core import (CHANCE, BadPosition, IllegalMove, Result, at_least, board_rows,
                     open_move, position_fields, position_words, shown, whole_number)
from .board import (ASCII_DIGITS, BLUE, FACE_VALUE, FACES, FIRST, KING, PLAYED_FACE, RED,
                    REENTER, SIDE_LETTER, SIDE_NAME, SIGNS, STACK, THROW, THROW_INDEX, THROW_TEXT,
                    sort_faces)


WORDS = ("offer", "end")
"""The optional words after the five fields (``key=value``)."""


class ShakkuNotation:
    """The texts of a ``ShakkuState``: its position, its moves."""

    def move_text(self, m: int) -> str:
        """The text of internal move ``m`` (``3:c2``, ``3:c2*``, ``2:K>j2``,
        ``2:W``, ``throw:X.II.-``, ``first:red``)."""
        kind = m & 7
        if kind == FIRST:
            return "first:" + SIDE_NAME[m >> 5 & 63]
        if kind == THROW:
            return THROW_TEXT[m >> 5 & 63]
        d, a, q = m >> 3 & 3, m >> 5 & 63, m >> 11 & 63
        names = self.geo.names
        if kind == KING:
            return f"{d}:K>{names[q]}"
        if kind == REENTER:
            return f"{d}:W"
        return f"{d}:{names[a]}{'*' if kind == STACK else ''}"

    def legal_moves(self) -> list[str]:
        if self.to_move == CHANCE:
            return []
        return [self.move_text(m) for m in self.engine_moves()]

    def parse_move(self, text: str) -> int:
        text = open_move(text, self.end is not None)
        if self.to_move == CHANCE:
            if self.turn < 0:
                if text in ("first:red", "first:blue"):
                    return FIRST | (RED if text == "first:red" else BLUE) << 5
                raise IllegalMove(f"{shown(text)}: the first player is drawn here "
                                  "(first:red or first:blue)", why="shakku_first_due", move=text)
            word, _, rest = text.partition(":")
            faces = rest.split(".")
            if word == "throw" and len(faces) == 3 and all(f in FACE_VALUE for f in faces):
                return THROW | THROW_INDEX[sort_faces(FACE_VALUE[f] for f in faces)] << 5
            raise IllegalMove(f"{shown(text)}: the dice are due here, like throw:X.III.-",
                              why="shakku_throw_due", move=text)
        moves = {self.move_text(m): m for m in self.engine_moves()}
        if text in moves:
            return moves[text]
        die, sep, where = text.partition(":")
        if not sep or die not in ("1", "2", "3") or not where:
            raise IllegalMove(f"{shown(text)} is not a move: write the die and the point, "
                              "like 3:c2, 2:K>j2 or 1:W", why="not_a_move", move=text)
        left = self.dice_left()
        if int(die) not in left:
            shown_left = ", ".join(str(d) for d in left)
            raise IllegalMove(f"{shown(text)}: no die {die} left to play (left: {shown_left})",
                              move=text, why="shakku_no_such_die", die=int(die),
                              left=shown_left)
        raise IllegalMove(f"{shown(text)} is not a legal move here", why="not_legal", move=text)

    def _dice_text(self) -> str:
        if self.thrown is None:
            return "*"
        return ".".join(FACES[f].lower() if self.used >> i & 1 else FACES[f]
                        for i, f in enumerate(self.thrown))

    def board_text(self) -> str:
        geo, w = self.geo, self.geo.width
        rows = []
        for r in (2, 1, 0):
            row = ""
            for p in range(r * w, r * w + w):
                if p == self.kp:
                    row += "K"
                elif self.cnt[RED][p]:
                    row += "R" + (str(self.cnt[RED][p]) if self.cnt[RED][p] > 1 else "")
                elif self.cnt[BLUE][p]:
                    row += "B" + (str(self.cnt[BLUE][p]) if self.cnt[BLUE][p] > 1 else "")
                elif geo.step[RED][p] < self.inact[RED]:
                    row += "r"
                elif geo.step[BLUE][p] < self.inact[BLUE]:
                    row += "b"
                else:
                    row += "."
            rows.append(row)
        return "/".join(rows)

    def to_text(self) -> str:
        side = "?" if self.turn < 0 else SIDE_LETTER[self.turn]
        king = "-" if self.kown < 0 else SIDE_LETTER[self.kown]
        return " ".join([f"{self.board_text()} {side} {self._dice_text()} {king} "
                         f"{self.wait[RED]}/{self.wait[BLUE]}",
                         *self.position_words(SIDE_LETTER)])


def parse_position(state, text: str):
    """Set up the blank ``state`` (a ``ShakkuState`` of its game) from the
    position ``text``, checked; returns it."""
    geo, w = state.geo, state.geo.width
    fields = position_fields(text, at_least(5), "a Shakku position has five fields: board, "
                             "turn (r, b or ?), dice (* or three faces), King's owner (-, r or "
                             "b), waiting pawns (like 0/0)", "shakku_fields")
    board, side, dice, king, waiting = fields[:5]
    words = position_words(fields[5:], WORDS, "after the five fields (offer=r or b, "
                           "end=resign:r or b, end=agreement:draw; once each)", why="shakku_word")
    rows = board_rows(board, (3,), "3 rows", "shakku_rows")
    red_inactive, blue_inactive, kings = [], [], []
    for i, row in enumerate(rows):
        r = 2 - i
        tokens = []                      # (sign, height digits) per point
        pos = 0
        while pos < len(row):
            ch = row[pos]
            pos += 1
            if ch not in SIGNS:
                raise BadPosition(f"row {r + 1}: unknown sign {shown(ch)} (use . r b R B K, "
                                  "R3 for a stack of three)", why="shakku_sign", row=r + 1,
                                  sign=ch)
            start = pos
            if ch in "RB":
                while pos < len(row) and row[pos] in ASCII_DIGITS:   # not "²" nor "٣"
                    pos += 1
            tokens.append((ch, row[start:pos]))
        if len(tokens) != w:
            raise BadPosition(f"row {r + 1} has {len(tokens)} points, not {w}",
                              why="shakku_row_size", row=r + 1, points=len(tokens), width=w)
        for f, (ch, digits) in enumerate(tokens):
            p = r * w + f
            if ch in "RB":
                height = whole_number(digits, f"the height of the stack on {geo.names[p]}",
                                      low=1, high=w, square=geo.names[p]) if digits else 1
                state.cnt[RED if ch == "R" else BLUE][p] = height
            elif ch == "r":
                red_inactive.append(p)
            elif ch == "b":
                blue_inactive.append(p)
            elif ch == "K":
                kings.append(p)
    if len(kings) != 1:
        raise BadPosition(f"there must be exactly one King (K), not {len(kings)}",
                          why="shakku_kings", count=len(kings))
    state.kp = kings[0]
    for s, found in ((RED, red_inactive), (BLUE, blue_inactive)):
        k = len(found)
        if sorted(found) != sorted(geo.course[s][:k]):
            first = geo.names[geo.course[s][0]]
            raise BadPosition(f"{SIDE_NAME[s]}'s inactive pawns must fill {SIDE_NAME[s]}'s "
                              f"start line from {first} without gaps", why="shakku_inactive_gap",
                              player=SIDE_NAME[s], side=SIDE_LETTER[s], square=first)
        state.inact[s] = k
    if king not in ("-", "r", "b"):
        raise BadPosition(f"the King's owner is -, r or b, not {shown(king)}",
                          why="shakku_king_owner", value=king)
    state.kown = -1 if king == "-" else SIDE_LETTER.index(king)
    parts = waiting.split("/")
    if len(parts) != 2:
        raise BadPosition(f"the waiting pawns are written Red's/Blue's, like 0/2, not "
                          f"{shown(waiting)}", why="shakku_waiting", value=waiting)
    state.wait = [whole_number(parts[s], f"{SIDE_NAME[s]}'s waiting pawns", low=0, high=w,
                               player=SIDE_NAME[s], side=SIDE_LETTER[s]) for s in (RED, BLUE)]
    for s in (RED, BLUE):
        if state.pieces(s) > w:
            raise BadPosition(f"{SIDE_NAME[s]} has {state.pieces(s)} pawns, more than {w}",
                              why="shakku_too_many_pawns", player=SIDE_NAME[s],
                              side=SIDE_LETTER[s], count=state.pieces(s), width=w)
    if side not in ("r", "b", "?"):
        raise BadPosition(f"the turn is r (Red), b (Blue) or ? (first player not drawn), not "
                          f"{shown(side)}", why="shakku_turn", value=side)
    if dice == "*":
        state.thrown = None
    else:
        faces = dice.split(".")
        if len(faces) != 3 or not all(f in FACE_VALUE or f in PLAYED_FACE for f in faces):
            raise BadPosition("the dice are * (throw due) or three faces X, II, III or - "
                              f"separated by dots, lower case once played, not {shown(dice)}",
                              why="shakku_dice", value=dice)
        state.thrown = tuple(FACE_VALUE[f] if f in FACE_VALUE else PLAYED_FACE[f] for f in faces)
        state.used = sum(1 << i for i, f in enumerate(faces) if f in PLAYED_FACE)
    if side == "?":
        if state.thrown is not None:
            raise BadPosition("no dice before the first player is drawn (write *)",
                              why="shakku_dice_before_first")
        state.turn, state.to_move = -1, CHANCE
    else:
        state.turn = SIDE_LETTER.index(side)
        state.to_move = CHANCE if state.thrown is None else state.turn
    for s in (RED, BLUE):
        if not state.pieces(s):
            if not state.pieces(s ^ 1):
                raise BadPosition("both sides have no pawn left", why="shakku_no_pawns")
            state.end = Result(s ^ 1, "no_pieces")
    if state.end is None and state.turn >= 0:
        if state.thrown is None:
            if state.blocked(state.turn):
                state.end = Result(state.turn ^ 1, "blocked")
        elif not any(state.can_move(state.turn, d) for d in state.dice_left()):
            raise BadPosition("none of the dice left can be played (the turn would be "
                              "over: write * for the next throw)", why="shakku_dice_unplayable")
    state.read_position_words(words, SIDE_LETTER)
    return state



# ---------------------------------------------------------------- the board editor

def _drawn(token: str) -> tuple[dict, None]:
    """How the editor draws a point's sign (``editing``): ``r``/``b`` an
    inactive pawn, ``R3`` an active stack, ``K`` the King (his owner is a field)."""
    if token == "K":
        return {"kind": "king", "owner": None, "height": 1, "active": True, "marker": None}, None
    return {"kind": "pawn", "owner": RED if token[0] in "rR" else BLUE,
            "height": int(token[1:] or 1), "active": token[0] in "RB"}, None


EDITING = BoardText(
    token="[RB][0-9]{0,2}|[rbK]", empty=".",
    palette=lambda game: ["r", "R", "R2", "R3", "b", "B", "B2", "B3", "K"],
    piece=_drawn,
    fields=(Field("turn", 0, ("r", "b", "?")), Field("dice", 1),
            Field("king", 2, ("-", "r", "b")), Field("waiting", 3)))

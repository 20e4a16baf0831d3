"""Shaturanga's texts (``rules/en/shaturanga.html``, "Notation"): the
position text and the move texts, read and written.

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
``offered=1`` (an offer was already made this turn), ``draw=g`` (a draw
offered by that player to the other team, not yet answered; ``offer=`` is
the exchange's), ``end=resign:<winner>`` (``g``: Green and Black won, the
other team resigned; ``y``: Yellow and Red won) or ``end=agreement:draw``
(a draw agreed).

Moves are written in lower case: ``d2d3``, ``d7d8e`` (a promotion),
``die:3``, ``exchange:offer``, ``exchange:accept``, ``exchange:decline``.
Actions (``core.actions``; not moves of the rules): ``resign``,
``resign:<player>`` (``resign:yellow``), ``offer`` and ``accept`` (a draw).
"""

from __future__ import annotations

from ...editing import BoardText, Field
from ...core import (CHANCE, BadPosition, IllegalMove, at_least, board_field, board_rows,
                     open_move, position_fields, shown, whole_number)
from .board import (ARMY, DIE, DIE_TYPE, EMPTY_RUN, EX_ACCEPT, EX_DECLINE, EX_OFFER, INDEX,
                    LETTERS, NAMES, RADJAH, SOLDIER, SQUARES, TYPE_OF)

START = ("yByS2kRkEkHkB/yHyS2kSkSkSkS/yEyS6/yRyS6/6dSdR/6dSdE/gSgSgSgS2dSdH/gBgHgEgR2dSdB"
         " g AAAA nodice - 0")

WORDS = ("offer", "offered", "draw", "end")
"""The optional words after the six fields (``key=value``)."""

SPECIAL_TEXT = {EX_OFFER: "exchange:offer", EX_ACCEPT: "exchange:accept",
                EX_DECLINE: "exchange:decline"}
SPECIAL_TEXT.update({DIE + k: f"die:{k}" for k in range(1, 7)})
TEXT_SPECIAL = {v: k for k, v in SPECIAL_TEXT.items()}


def move_text(move: int) -> str:
    """An internal move as its text (``d2d3``, ``d7d8e``, ``die:3``, ``exchange:offer``)."""
    if move in SPECIAL_TEXT:
        return SPECIAL_TEXT[move]
    promo = move >> 12
    return SQUARES[move & 63] + SQUARES[(move >> 6) & 63] + (LETTERS[promo].lower() if promo else "")


def _army_params(game, p: int) -> dict:
    """The params naming an army in a refusal: the player and his letter."""
    return {"player": game.players[p], "army": ARMY[p]}


def parse_position(game, text: str, state_class):
    """The state (of ``state_class``) of the position ``text`` in ``game``, checked."""
    fields = position_fields(text, at_least(6), "a Shaturanga position has six fields: board, "
                             "seat, armies, dice|nodice, die, quiet turns", "shaturanga_fields")
    rows = board_rows(fields[0], (8,), "8 ranks", "shaturanga_ranks")
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
        if not sep or key not in WORDS or key in extras or key == "offered" and value != "1":
            raise BadPosition(f"unknown word {shown(word)} (offer=<army>, offered=1, "
                              "draw=<army>, end=resign:<army> or end=agreement:draw; once each)",
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
    state = state_class(game, board, seat, lost, cmd, die, quiet, offer,
                        offer >= 0 or extras.get("offered") == "1")
    if offer >= 0 and not state.exchange_possible():
        raise BadPosition("an exchange is offered only when each side has lost one Radjah",
                          why="shaturanga_offer_impossible")
    state.read_position_words(extras, ARMY, key="draw")
    return state


class ShaturangaNotation:
    """The texts of a ``ShaturangaState``: its position, its moves."""

    def legal_moves(self) -> list[str]:
        return [move_text(m) for m in self.engine_moves()]

    def parse_move(self, text: str) -> int:
        text = open_move(text, self.end is not None)
        legal = {move_text(m): m for m in self.engine_moves()}
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

    def to_text(self) -> str:
        armies = ""
        for p in range(4):
            if self.lost[p]:
                armies += "M" if self.cmd[p & 1] == p ^ 2 else "L"
            else:
                armies += "C" if self.cmd[p & 1] == p else "A"
        cells = [ARMY[p >> 3] + LETTERS[p & 7] if p else "" for p in self.board]
        words = [board_field(cells, 8), ARMY[self.seat], armies, "dice" if self.dice else "nodice",
                 str(self.die) if self.die else "-", str(self.quiet)]
        if self.offer >= 0:
            words.append("offer=" + ARMY[self.offer])
        elif self.offered:
            words.append("offered=1")
        return " ".join(words + self.position_words(ARMY, key="draw"))



# ---------------------------------------------------------------- the board editor

def _drawn(token: str) -> tuple[dict, None]:
    """How the editor draws a piece's two letters (``editing``): army, type."""
    return {"kind": token[1], "owner": ARMY.index(token[0]), "passive": False}, None


EDITING = BoardText(
    token="[gykd][REHBS]", empty="run",
    palette=lambda game: [army + kind for army in ARMY for kind in "REHBS"],
    piece=_drawn,
    fields=(Field("seat", 0, tuple(ARMY)),
            *(Field(f"army_{army}", 1, tuple("ACLM"), part=i) for i, army in enumerate(ARMY)),
            Field("die", 3, ("-", "1", "2", "3", "4"))))

"""Shuuro's texts (``rules/en/shuuro.html``, "Notation"): the position
text and the move texts, read and written.

Position text: the SFEN of lishuuro.org, ``<board> <side> <hand> <ply>``,
then, only where SFEN cannot say it, ``key=value`` words: ``phase=recruit``
(the hand holds the armies bought so far), ``phase=plinths rolls=N``,
``phase=order``, ``phase=initiative``, ``ep=e3`` (en passant square),
``halfmove=N`` (the 50-move counter), ``ambush=1`` (the first combat move,
where the enemy King may be taken), ``offer=w`` (a draw offer pending) and
``end=REASON:WINNER`` (a result the board does not show: ``w``, ``b`` or
``draw``).  A plain four-field SFEN is a deployment position when the hand
holds pieces, a combat position otherwise.  [decision] The board's size
says the game: a 6x6 board is Mini-Shuuro, a 12x12 board the standard game,
whatever the ``mini`` option says (``from_text`` gives a state whose
``game`` has ``mini`` set by the board).

Move texts: recruitment ``+Q``, ``-Q``, ``preset``, ``done``; deployment
``K@e1`` / ``n@f11``; combat ``e2e4``, ``e11e12q`` in lower case (``e2_e4``
too); chance ``plinth:C.R``, ``roll:B.R``; actions ``resign``,
``resign:blue``, ``offer``, ``accept``, ``timeout:red``.
"""

from __future__ import annotations

import re

from ...editing import BoardText, Field
from ...core import (CHANCE, BadPosition, IllegalMove, Result, at_least, board_field, board_rows,
                     position_fields, shown, whole_number)
from .board import (BLUE, COLOUR, COMBAT, DEPLOY, INITIATIVE, KING, KNIGHT, LETTERS, NAMES, ORDER,
                    PAWN, PLINTHS, QUEEN, RECRUIT, RED, SIDE, SIDE_LETTER, TYPE_OF)

# Move and position texts (ASCII digits only: a "²" or "٣" is no number here)
COMBAT_RE = re.compile(r"([a-l])([0-9]{1,2})_?([a-l])([0-9]{1,2})([qrbn]?)", re.ASCII)
PLACE_RE = re.compile(r"([KQRBNPkqrbnp])@([a-l][0-9]{1,2})", re.ASCII)
DICE_RE = re.compile(r"(plinth|roll):([1-6])\.([1-6])", re.ASCII)
HAND_RE = re.compile(r"([0-9]*)([KQRBNPkqrbnp])", re.ASCII)
EMPTY_RUN_RE = re.compile(r"[0-9]+", re.ASCII)
PIECE_LETTERS = "KQRBNPkqrbnp"
PIECE_TEXT = [""] + list(LETTERS[1:]) + [""] * 2 + list(LETTERS[1:].lower())   # piece -> letter


class ShuuroNotation:
    """The texts of a ``ShuuroState``: its position, its combat moves."""

    def move_text(self, m: int) -> str:
        names = self.geo.names
        promo = (m >> 16) & 7
        return names[m & 255] + names[(m >> 8) & 255] + (LETTERS[promo].lower() if promo else "")

    def parse_move(self, text: str) -> int:
        """A combat move: the two squares then the promotion letter, all in
        lower case (``e2e4``, ``e11e12q``; lishuuro's ``e2_e4`` too)."""
        found = COMBAT_RE.fullmatch(text)
        if not found:
            if COMBAT_RE.fullmatch(text.lower()):
                raise IllegalMove(f"{text}: combat moves are written in lower case, like "
                                  f"{text.lower()}", why="shuuro_lower_case", move=text,
                                  suggestion=text.lower())
            raise IllegalMove(f"{shown(text)} is not a move: write the two squares, like e2e4",
                              why="not_a_move", move=text)
        f1, r1, f2, r2, promo = found.groups()
        index = self.geo.index
        for name in (f1 + r1, f2 + r2):
            if name not in index:
                raise IllegalMove(f"{text}: there is no square {name}", why="shuuro_no_square",
                                  move=text, square=name)
        frm, to = index[f1 + r1], index[f2 + r2]
        for m in self.engine_moves():
            if m & 255 == frm and (m >> 8) & 255 == to:
                p = (m >> 16) & 7
                if (LETTERS[p].lower() if p else "") == promo:
                    if self._draw_reason():
                        break
                    return m
                if not promo:
                    raise IllegalMove(f"{text}: say what the pawn becomes, like {text}q",
                                      why="shuuro_promotion", move=text, suggestion=text + "q")
        if self.board[frm] and self.board[frm] >> 3 == self.to_move and \
                self.board[frm] & 7 != KING and self.in_check(self.to_move):
            raise IllegalMove(f"{text}: the King is in check", why="shuuro_in_check", move=text)
        raise IllegalMove(f"{text} is not a legal move here", why="not_legal", move=text)

    def _side_letter(self) -> str:
        if self.to_move >= 0:
            return SIDE_LETTER[self.to_move]
        if self.phase == PLINTHS:
            return SIDE_LETTER[self._roller()]
        return "w"

    def board_text(self) -> str:
        """The board field: ``_.`` an empty plinth, ``_N`` a Knight on one."""
        cells = [("_" + (PIECE_TEXT[p] or ".")) if on_plinth else PIECE_TEXT[p]
                 for p, on_plinth in zip(self.board, self.plinth)]
        return board_field(cells, self.geo.size)

    def hand_text(self) -> str:
        out = ""
        for p in (BLUE, RED):
            for t in range(KING, PAWN + 1):
                count = self.army[p][t]
                if count:
                    letter = LETTERS[t] if p == BLUE else LETTERS[t].lower()
                    out += (str(count) if count > 1 else "") + letter
        return out or "-"

    def to_text(self) -> str:
        words = [self.board_text(), self._side_letter(), self.hand_text(), str(self.ply)]
        if self.phase in (RECRUIT, PLINTHS, ORDER, INITIATIVE):
            words.append("phase=" + self.phase)
        if self.phase == PLINTHS:
            words.append(f"rolls={self.rolls}")
        if self.ep >= 0:
            words.append("ep=" + self.geo.names[self.ep])
        if self.phase == COMBAT and self.halfmove:
            words.append(f"halfmove={self.halfmove}")
        if self.ambush:
            words.append("ambush=1")
        if self.offer >= 0:
            words.append("offer=" + SIDE_LETTER[self.offer])
        if self.end is not None:
            winner = "draw" if self.end.winner is None else SIDE_LETTER[self.end.winner]
            words.append(f"end={self.end.reason}:{winner}")
        return " ".join(words)


EXTRA_FIELDS = ("phase", "rolls", "ep", "halfmove", "ambush", "offer", "end")
ENDINGS = ("ambush", "resign", "agreement", "timeout")


def _game_of_board(game, rows: list[str]):
    """[decision] The board's size says the game: 6 ranks, Mini-Shuuro; 12
    ranks, the standard game (the other options kept)."""
    ranks = len(rows)
    if (ranks == 6) == game.mini:
        return game
    return type(game)(**{**game.options, "mini": ranks == 6})


def _rank_size(rank: int, n: int, found: int | None = None) -> BadPosition:
    count = f"{found} squares" if found is not None else f"more than {n} squares"
    return BadPosition(f"rank {rank + 1} has {count}, not {n}", why="shuuro_rank_size",
                       rank=rank + 1, size=n)


def _parse_board(game, rows: list[str]) -> tuple[list[int], list[bool]]:
    """The board: ranks from the last to the first, '/' between them; a
    number for a run of empty squares, ``_.`` an empty plinth, ``_N`` or
    ``_n`` a Knight on a plinth, a letter for a piece (upper case: Blue)."""
    n, names = game.geo.size, game.geo.names
    board, plinth = [0] * (n * n), [False] * (n * n)
    for i, row in enumerate(rows):
        rank, f, j = n - 1 - i, 0, 0
        while j < len(row):
            run = EMPTY_RUN_RE.match(row, j)
            if run:
                if len(run.group()) > 2 or f + int(run.group()) > n:
                    raise _rank_size(rank, n, f + int(run.group())
                                     if len(run.group()) <= 2 else None)
                f += int(run.group())
                j = run.end()
                continue
            on_plinth = row[j] == "_"
            if on_plinth:
                j += 1
                if j == len(row):
                    raise BadPosition(f"rank {rank + 1}: '_' must be followed by '.' or a "
                                      "Knight", why="shuuro_plinth_mark", rank=rank + 1)
            ch = row[j]
            if f >= n:
                raise _rank_size(rank, n)
            sq = rank * n + f
            if ch == "." and on_plinth:
                plinth[sq] = True
            elif ch in PIECE_LETTERS:
                kind = TYPE_OF[ch.upper()]
                if on_plinth and kind != KNIGHT:
                    raise BadPosition(f"only a Knight may stand on a plinth ({names[sq]})",
                                      why="shuuro_plinth_piece", square=names[sq], letter=ch)
                board[sq] = (BLUE if ch in "KQRBNP" else RED) * 8 + kind
                plinth[sq] = on_plinth
            else:
                raise BadPosition(f"unknown letter {shown(ch)} on rank {rank + 1} (use K Q R B N "
                                  "P, _. for a plinth, _N for a Knight on a plinth)",
                                  why="shuuro_letter", letter=ch, rank=rank + 1)
            f += 1
            j += 1
        if f != n:
            raise _rank_size(rank, n, f)
    return board, plinth


def _parse_hand(game, field: str) -> list[list[int]]:
    """The pieces in hand: a count (none for one) before each letter, upper
    case Blue, lower case Red (``2R3Pk2q``), or ``-``."""
    army = [[0] * 7, [0] * 7]
    if field == "-":
        return army
    rest = HAND_RE.sub("", field)
    if rest:
        raise BadPosition(f"the hand is counts and letters like 2R3Pk2q, or -, not "
                          f"{shown(field)}", why="shuuro_hand", letter=rest[0], value=field)
    for count, letter in HAND_RE.findall(field):
        number = whole_number(count, "a count in the hand", low=1, high=game.cap,
                              letter=letter) if count else 1
        army[BLUE if letter in "KQRBNP" else RED][TYPE_OF[letter.upper()]] += number
    return army


def parse_text(game, text: str, state_class):
    """The state (of ``state_class``) of the position ``text``, checked; its
    game is ``game`` with ``mini`` set by the board's size."""
    fields = position_fields(text, at_least(4), "a Shuuro position (SFEN) has four fields: "
                             "board, side (w or b), hand (like 2R3Pk or -) and ply",
                             "shuuro_fields", counted="found")
    rows = board_rows(fields[0], (6, 12), "12 ranks (6 in Mini-Shuuro)", "shuuro_ranks",
                      counted="found")
    game = _game_of_board(game, rows)
    board, plinth = _parse_board(game, rows)
    geo, n = game.geo, game.geo.size
    if fields[1] not in SIDE_LETTER:
        raise BadPosition(f"the side to move is w (Blue) or b (Red), not {shown(fields[1])}",
                          why="shuuro_side", value=fields[1])
    side = SIDE_LETTER.index(fields[1])
    army = _parse_hand(game, fields[2])
    ply = whole_number(fields[3], "the ply number", low=1)
    extras = {}
    for word in fields[4:]:
        key, sep, value = word.partition("=")
        if not sep or key not in EXTRA_FIELDS:
            raise BadPosition(f"unknown field {shown(word)} after the SFEN", why="shuuro_field",
                              field=word)
        extras[key] = value
    state = state_class(game)
    state.board, state.plinth, state.army, state.ply = board, plinth, army, ply
    phase = extras.get("phase") or (DEPLOY if fields[2] != "-" else COMBAT)
    if "phase" in extras and phase not in (RECRUIT, PLINTHS, ORDER, INITIATIVE):
        raise BadPosition("phase is recruit, plinths, order or initiative (deployment and "
                          "combat need no phase field)", why="shuuro_phase",
                          value=extras["phase"])
    state.phase = phase
    for key in extras:
        if (key == "rolls" and phase != PLINTHS) or \
                (key in ("ep", "halfmove", "ambush", "offer") and phase != COMBAT):
            raise BadPosition(f"{key}= has no place in this phase ({phase})",
                              why="shuuro_field_phase", field=key, phase=phase)
    names = geo.names
    for sq, p in enumerate(board):
        if p and p & 7 == PAWN and sq // n in (0, n - 1):
            raise BadPosition(f"no pawn may stand on the first or last rank ({names[sq]})",
                              why="shuuro_pawn_rank", square=names[sq])
    if phase in (RECRUIT, PLINTHS, ORDER):
        _check_setup(state, side, extras)
    elif phase == DEPLOY:
        _check_deployment(state, side)
    else:
        _check_combat(state, side, extras)
    if "offer" in extras:
        if extras["offer"] not in SIDE_LETTER:
            raise BadPosition("offer is w or b (who offered a draw)", why="shuuro_offer",
                              value=extras["offer"])
        state.offer = SIDE_LETTER.index(extras["offer"])
    if "end" in extras:
        reason, _, winner = extras["end"].partition(":")
        if reason not in ENDINGS or winner not in ("w", "b", "draw"):
            raise BadPosition("end is reason:winner, like resign:w", why="shuuro_end",
                              value=extras["end"])
        state.end = Result(None if winner == "draw" else SIDE_LETTER.index(winner), reason)
    return state


def _check_setup(state, side: int, extras: dict) -> None:
    """Recruitment, plinths, order: an empty board and two armies within the rules."""
    game, army = state.game, state.army
    if any(state.board):
        raise BadPosition(f"no piece stands on the board before deployment ({state.phase})",
                          why="shuuro_board_before_deployment", phase=state.phase)
    for p in (BLUE, RED):
        if army[p][KING] != 1:
            raise BadPosition(f"{SIDE[p]}'s army needs exactly one King",
                              why="shuuro_army_king", player=COLOUR[p])
        for t in range(QUEEN, PAWN + 1):
            if army[p][t] > game.maxima[t]:
                raise BadPosition(f"{SIDE[p]} has more {NAMES[t]}s than allowed "
                                  f"({game.maxima[t]})", why="shuuro_army_maximum",
                                  player=COLOUR[p], letter=LETTERS[t], maximum=game.maxima[t])
        if sum(army[p]) > game.cap:
            raise BadPosition(f"{SIDE[p]}'s army has more than {game.cap} pieces",
                              why="shuuro_army_size", player=COLOUR[p], cap=game.cap)
        if state.spent(p) > game.budgets[p]:
            raise BadPosition(f"{SIDE[p]}'s army costs more than {game.budgets[p]} points",
                              why="shuuro_army_cost", player=COLOUR[p], budget=game.budgets[p])
    if state.phase == RECRUIT:
        state.to_move = side
        if side == BLUE and sum(army[RED]) > 1:
            raise BadPosition("Red buys after Blue: his army is empty while Blue buys",
                              why="shuuro_red_buys_second")
    else:
        state.to_move = CHANCE
    if state.phase == PLINTHS:
        state.rolls = whole_number(extras.get("rolls", "0"), "rolls (plinth rolls made)",
                                   high=game.rolls - 1)


def _check_deployment(state, side: int) -> None:
    """Deployment: pieces on their own three ranks, the King placed first."""
    board, army, geo = state.board, state.army, state.geo
    n = geo.size
    for sq, p in enumerate(board):
        if p and sq // n not in geo.home[p >> 3]:
            raise BadPosition(f"{geo.names[sq]} is outside the deployment ranks",
                              why="shuuro_deploy_rank", square=geo.names[sq])
    for p in (BLUE, RED):
        on_board = sum(1 for q in board if q and q >> 3 == p)
        kings = army[p][KING] + sum(1 for q in board if q == p * 8 + KING)
        if kings != 1:
            raise BadPosition(f"{SIDE[p]} needs exactly one King", why="shuuro_one_king",
                              player=COLOUR[p])
        if army[p][KING] and on_board:
            raise BadPosition(f"{SIDE[p]}'s King is placed before any other piece",
                              why="shuuro_king_placed_first", player=COLOUR[p])
    if not any(army[side]):
        raise BadPosition(f"{SIDE[side]} has nothing left to place", why="shuuro_nothing_to_place",
                          player=COLOUR[side])
    state.to_move = side
    for p in (BLUE, RED):
        if not any(army[p]):
            state.finished = p


def _check_combat(state, side: int, extras: dict) -> None:
    """Initiative and combat: an empty hand, one King each (unless the game
    ended), and the player not to move is not in check."""
    board, geo = state.board, state.geo
    n = geo.size
    if any(any(a) for a in state.army):
        raise BadPosition("the hand is empty (-) once combat starts", why="shuuro_hand_in_combat")
    for p in (BLUE, RED):
        kings = sum(1 for q in board if q == p * 8 + KING)
        if kings > 1 or (kings == 0 and "end" not in extras):
            raise BadPosition(f"{SIDE[p]} needs exactly one King", why="shuuro_one_king",
                              player=COLOUR[p])
    if state.phase == INITIATIVE:
        state.to_move = CHANCE
        return
    state._start_combat(side)
    if extras.get("ambush", "0") not in ("0", "1"):
        raise BadPosition("ambush is 1 (the first combat move) or 0", why="shuuro_ambush",
                          value=extras["ambush"])
    state.ambush = extras.get("ambush") == "1"
    if "ep" in extras:
        ep = geo.index.get(extras["ep"], -1)
        behind = ep + geo.forward[side ^ 1]
        if ep < 0 or board[ep] or not 0 <= behind < n * n or \
                board[behind] != (side ^ 1) * 8 + PAWN:
            raise BadPosition("ep names the square a pawn just skipped", why="shuuro_ep",
                              value=extras["ep"])
        state.ep = ep
    if "halfmove" in extras:
        state.halfmove = whole_number(extras["halfmove"], "halfmove (the 50-move counter)")
    state.hash = state._full_hash()
    state.seen = {state.hash: 1}
    if "end" not in extras and not state.ambush and state.in_check(side ^ 1):
        raise BadPosition(f"{SIDE[side ^ 1]} is in check but it is {SIDE[side]}'s move",
                          why="shuuro_check", player=COLOUR[side ^ 1])



# ---------------------------------------------------------------- the board editor

def _drawn(token: str) -> tuple[dict | None, dict | None]:
    """How the editor draws a square's token (``editing``): a piece (upper
    case Blue), ``_.`` a plinth, ``_N`` a Knight on a plinth."""
    plinth = {"kind": "plinth"} if token.startswith("_") else None
    letter = token[-1]
    if letter == ".":
        return None, plinth
    return {"kind": letter.upper(), "owner": BLUE if letter.isupper() else RED,
            "plinth": plinth is not None}, plinth


def _kings_only(game) -> str:
    """A position of this game's board with the two Kings alone (the editor
    draws its impossible positions on it)."""
    n = game.geo.size
    return "/".join([f"{n - 1}k"] + [str(n)] * (n - 2) + [f"K{n - 1}"]) + " w - 1"


EDITING = BoardText(
    token="_[.Nn]|[KQRBNPkqrbnp]", empty="run",
    palette=lambda game: list("KQRBNP") + list("kqrbnp") + ["_.", "_N", "_n"],
    piece=_drawn,
    fields=(Field("side", 0, ("w", "b")), Field("hand", 1), Field("ply", 2)),
    start=lambda game: "/".join([str(game.geo.size)] * game.geo.size) + " w - 1",
    template=_kings_only)

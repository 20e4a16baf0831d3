"""Shuuro, as in ``shared/rules/shuuro.md``.

Chess on a 12x12 board (files a-l, ranks 1-12; Mini-Shuuro: 6x6) in four
phases.  Blue (player 0) sits at rank 1, Red (player 1) at the last rank.

Phases and their moves (``legal_moves()`` lists them; ``play`` takes them):

* ``recruit``: the player to move buys or sells one piece, ``+Q`` / ``-Q``,
  takes the balanced army of the reference (``preset``, replacing what he
  bought), or confirms with ``done``.  Blue buys first, then Red: the
  purchases are sequential but secret (``view(player)`` hides the other's
  army, ``view(None)`` hides both until both confirmed).  The King is always
  in the army and costs nothing, so it is never bought.
* ``plinths``: chance.  Each outcome is ``plinth:C.R``: the two dice, column
  then row, seen from the player whose quarter it is (Blue's left quarter,
  his right, then Red's left, his right; Mini: Blue's dice on the one
  quarter).  A square already holding a plinth gets no second one.
* ``order``: chance, ``roll:B.R`` (Blue's die, Red's die); the lower places
  first; a tie leaves the state waiting for another roll.
* ``deploy``: ``K@e1``, ``n@f11`` (upper case Blue, lower case Red).
* ``initiative``: chance, ``roll:B.R``; the higher moves first; ties re-roll.
* ``combat``: ``e2e4``, ``e11e12q``, in lower case (``e2_e4`` is accepted
  too; ``E2E4`` is refused with the lower-case form to write).

Actions that ``play`` accepts at any moment of a game not over (they are not
listed in ``legal_moves()``, which holds the moves of the rules; the view
lists them in ``panels["actions"]``): ``resign`` (the player to move) or
``resign:blue`` / ``resign:red`` (either player, at any time); in combat
``offer`` (the player to move offers a draw; it does not use his turn; the
offer lapses when the opponent makes a board move) and ``accept`` (the
opponent of the offerer, on his turn); with the clock variant,
``timeout:blue`` / ``timeout:red`` (``state.flag(player)``), played by the
match when a clock runs out: that player loses.

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

Every refusal is a ``BadPosition``, ``IllegalMove`` or ``BadOption`` whose
``why`` names it (``shuuro_...`` for this game's own; the page's words are in
``js/errors/shuuro.js``); numbers are read in ASCII digits and bounded, and a
refused move changes nothing.

Squares are numbered ``rank * size + file``.  A piece is ``owner * 8 +
type`` (K=1 Q=2 R=3 B=4 N=5 P=6): Blue 1-6, Red 9-14; 0 is empty.  Plinths
are a separate table, since a Knight may stand on one.
"""

from __future__ import annotations

import re

from .core import (CHANCE, BadOption, BadPosition, EngineState, Game, IllegalMove, Option,
                   Result, Rng, bulk_perft, grid, perft as generic_perft, shown, square_name,
                   whole_number)

BLUE, RED = 0, 1
KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN = range(1, 7)
LETTERS = ".KQRBNP"
TYPE_OF = {letter: t for t, letter in enumerate(LETTERS) if t}
NAMES = ("", "king", "queen", "rook", "bishop", "knight", "pawn")
COST = (0, 0, 110, 70, 40, 40, 10)
MAXIMUM = (0, 1, 3, 6, 9, 9, 18)
PRESET = (0, 1, 2, 3, 4, 4, 5)          # the balanced army of the reference: 19 pieces, 800
SIDE = ("Blue", "Red")
COLOUR = ("blue", "red")
SIDE_LETTER = ("w", "b")

EP_FLAG = 1 << 20
DOUBLE_FLAG = 1 << 21

RECRUIT, PLINTHS, ORDER, DEPLOY, INITIATIVE, COMBAT = (
    "recruit", "plinths", "order", "deploy", "initiative", "combat")
CHANCE_PHASES = (PLINTHS, ORDER, INITIATIVE)

# Move and position texts (ASCII digits only: a "²" or "٣" is no number here)
COMBAT_RE = re.compile(r"([a-l])([0-9]{1,2})_?([a-l])([0-9]{1,2})([qrbn]?)", re.ASCII)
PLACE_RE = re.compile(r"([KQRBNPkqrbnp])@([a-l][0-9]{1,2})", re.ASCII)
DICE_RE = re.compile(r"(plinth|roll):([1-6])\.([1-6])", re.ASCII)
HAND_RE = re.compile(r"([0-9]*)([KQRBNPkqrbnp])", re.ASCII)
EMPTY_RUN_RE = re.compile(r"[0-9]+", re.ASCII)
PIECE_LETTERS = "KQRBNPkqrbnp"


# ------------------------------------------------------------ geometry

class Geometry:
    """Move tables for one board size (12 or 6), computed once."""

    def __init__(self, size: int) -> None:
        self.size = n = size
        self.count = n * n
        self.names = [square_name(sq % n, sq // n) for sq in range(n * n)]
        self.index = {name: sq for sq, name in enumerate(self.names)}

        def walk(sq, df, dr, repeat):
            f, r, out = sq % n + df, sq // n + dr, []
            while 0 <= f < n and 0 <= r < n:
                out.append(r * n + f)
                if not repeat:
                    break
                f, r = f + df, r + dr
            return tuple(out)

        dirs = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1))
        jumps = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
        self.rays = [tuple(walk(sq, df, dr, True) for df, dr in dirs) for sq in range(n * n)]
        self.orth = [rays[:4] for rays in self.rays]
        self.diag = [rays[4:] for rays in self.rays]
        self.knight = [tuple(s for df, dr in jumps for s in walk(sq, df, dr, False))
                       for sq in range(n * n)]
        self.king = [tuple(s for df, dr in dirs for s in walk(sq, df, dr, False))
                     for sq in range(n * n)]
        # pawn_attacks[player][sq]: the squares a pawn of player on sq attacks
        self.pawn_attacks = [[tuple(s for df in (-1, 1) for s in walk(sq, df, dr, False))
                              for sq in range(n * n)] for dr in (1, -1)]
        self.forward = (n, -n)
        self.second = (1, n - 2)            # the rank (index) of the two-square step
        self.last = (n - 1, 0)              # promotion rank
        self.home = ((0, 1, 2), (n - 1, n - 2, n - 3))   # deployment ranks, first rank first
        rng = Rng(0x5348555552 + n)
        self.zobrist = [[rng.next64() for _ in range(n * n)] for _ in range(15)]
        self.zobrist_side = rng.next64()
        self.zobrist_ep = [rng.next64() for _ in range(n * n)]


GEOMETRY = {12: Geometry(12), 6: Geometry(6)}


def plinth_square(quarter: int, column: int, row: int) -> tuple[int, int]:
    """(file, rank) indexes of die result column.row in a quarter of the
    12x12 board: 0 Blue's left (a1-f6), 1 Blue's right (g1-l6), 2 Red's left
    (g7-l12, 1.1 = l12), 3 Red's right (a7-f12, 1.1 = f12)."""
    c, r = column - 1, row - 1
    if quarter == 0:
        return c, r
    if quarter == 1:
        return 6 + c, r
    if quarter == 2:
        return 11 - c, 11 - r
    return 5 - c, 11 - r


# ------------------------------------------------------------ the game

class Shuuro(Game):
    """Shuuro and its variants (options combine):

    * ``mini``: Mini-Shuuro on one 6x6 quarter, 200 points, 10 pieces.
    * ``budget``: points of each army (0: the standard 800, or 200 in Mini);
      ``budget_red``: Red's points when different (handicap; 0: as Blue).
    * ``no_limits``: no per-type maximum (still one King, at most 32 pieces);
      ``max_queen`` ... ``max_pawn``: an agreed maximum (-1: the table's).
    * ``scouts``: plinths first, recruitment second.
    * ``plinths``: plinth rolls per quarter (2; Jungle: 3 to 8).
    * ``king_in_castle``: the King may deploy on any square of the first rank.
    * ``serious``: no dice for the order (see the reference).
    * ``clock`` (minutes, 0: no clock) and ``increment`` (seconds): the clock
      is run by the browser, which reports a flag fall as ``timeout:<player>``.
    """

    name = "shuuro"
    players = ("blue", "red")
    in_browser = True
    option_specs = (
        Option("mini", False),
        Option("budget", 0),
        Option("budget_red", 0),
        Option("no_limits", False),
        Option("max_queen", -1),
        Option("max_rook", -1),
        Option("max_bishop", -1),
        Option("max_knight", -1),
        Option("max_pawn", -1),
        Option("scouts", False),
        Option("plinths", 2),
        Option("king_in_castle", False),
        Option("serious", False),
        Option("clock", 0),
        Option("increment", 0),
    )

    def __init__(self, **options) -> None:
        super().__init__(**options)
        o = self.options
        for name in ("budget", "budget_red"):
            if o[name] != 0 and not 10 <= o[name] <= 100000:
                raise BadOption(f"option {name} takes 0 (standard) or 10 to 100000 points",
                                why="shuuro_budget", option=name, value=o[name])
        if not 1 <= o["plinths"] <= 8:
            raise BadOption("option plinths takes 1 to 8 rolls per quarter",
                            why="shuuro_plinths", option="plinths", value=o["plinths"],
                            low=1, high=8)
        for name in ("clock", "increment"):
            if not 0 <= o[name] <= 600:
                raise BadOption(f"option {name} takes 0 to 600", why="shuuro_clock",
                                option=name, value=o[name], low=0, high=600)
        self.mini = o["mini"]
        self.geo = GEOMETRY[6 if self.mini else 12]
        blue = o["budget"] or (200 if self.mini else 800)
        self.budgets = (blue, o["budget_red"] or blue)
        self.cap = 10 if self.mini else 32
        maxima = [0, 1]
        for t, name in zip(range(QUEEN, PAWN + 1), ("queen", "rook", "bishop", "knight", "pawn")):
            value = o["max_" + name]
            if value < -1:
                raise BadOption(f"option max_{name} takes -1 (the table's) or a maximum",
                                why="shuuro_maximum", option="max_" + name, value=value)
            maxima.append(self.cap if o["no_limits"] else MAXIMUM[t] if value == -1 else value)
        self.maxima = tuple(maxima)
        self.quarters = 1 if self.mini else 4
        self.rolls = self.quarters * o["plinths"]
        self.king_anywhere = self.mini or o["king_in_castle"]
        self.serious = o["serious"]
        self.scouts = o["scouts"]
        self.clock = o["clock"]

    def new(self, seed: int | None = None) -> "ShuuroState":
        state = ShuuroState(self)
        state.army = [[0, 1, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0]]
        if self.scouts:
            state.phase, state.to_move = PLINTHS, CHANCE
        else:
            state.phase, state.to_move = RECRUIT, BLUE
        return state

    def from_text(self, text: str) -> "ShuuroState":
        """The state of a position text.  [decision] The board's size says the
        game: a 6x6 board is a Mini-Shuuro position, a 12x12 board a standard
        one, whatever the ``mini`` option says; the state's ``game`` is then
        this game with ``mini`` set by the board (its other options kept)."""
        return parse_text(self, text)

    def preset_ok(self, budget: int) -> bool:
        return (sum(c * n for c, n in zip(COST, PRESET)) <= budget and sum(PRESET) <= self.cap
                and all(PRESET[t] <= self.maxima[t] for t in range(1, 7)))


# ------------------------------------------------------------ the state

SNAPSHOT = ("board", "plinth", "army", "removed", "phase", "to_move", "rolls", "ply", "dice",
            "first", "finished", "ep", "halfmove", "ambush", "kings", "hash", "seen", "end",
            "offer")


class ShuuroState(EngineState):
    """A Shuuro game in any phase, with its history for undo.

    Combat moves are ``EngineState``'s internal moves (``parse_move``,
    ``_push``, ``_pop``).  The other phases (actions, chance, recruitment,
    deployment) are not: ``play`` handles them itself and pushes a snapshot
    of the state, ``(None, snapshot, text)``, which ``undo`` restores."""

    def __init__(self, game: Shuuro) -> None:
        self.game = game
        self.geo = game.geo
        n = self.geo.count
        self.board = [0] * n
        self.plinth = [False] * n
        self.army = [[0] * 7, [0] * 7]       # recruit: bought; deploy: still in hand
        self.removed = [[0] * 7, [0] * 7]    # pieces that found no square (rule 3.6)
        self.phase = RECRUIT
        self.to_move = BLUE
        self.rolls = 0
        self.ply = 1
        self.dice = None                     # the last dice: (kind, a, b, square or None)
        self.first = -1                      # who deploys first
        self.finished = -1                   # who finished deploying first
        self.ep = -1
        self.halfmove = 0
        self.ambush = False
        self.kings = [-1, -1]
        self.hash = 0
        self.seen: dict[int, int] = {}
        self.end: Result | None = None
        self.offer = -1
        self.stack: list = []

    # -------------------------------------------------------- snapshots
    def _snapshot(self) -> tuple:
        values = []
        for name in SNAPSHOT:
            value = self.__dict__[name]
            if name in ("army", "removed"):
                value = [list(row) for row in value]
            elif isinstance(value, (list, dict)):
                value = value.copy()
            values.append(value)
        return tuple(values)

    def _restore(self, values: tuple) -> None:
        for name, value in zip(SNAPSHOT, values):
            self.__dict__[name] = value

    def copy(self) -> "ShuuroState":
        other = ShuuroState.__new__(ShuuroState)
        other.__dict__.update(self.__dict__)
        other._restore(self._snapshot())
        other.stack = list(self.stack)
        return other

    # -------------------------------------------------------- combat: attacks
    def _attacked(self, sq: int, by: int) -> bool:
        """Is square ``sq`` attacked by a piece of player ``by``?"""
        board, plinth, geo = self.board, self.plinth, self.geo
        base = by * 8
        knight = base + KNIGHT
        for s in geo.knight[sq]:
            if board[s] == knight:
                return True
        pawn = base + PAWN
        for s in geo.pawn_attacks[by ^ 1][sq]:
            if board[s] == pawn:
                return True
        king = base + KING
        for s in geo.king[sq]:
            if board[s] == king:
                return True
        queen, rook, bishop = base + QUEEN, base + ROOK, base + BISHOP
        for ray in geo.orth[sq]:
            for s in ray:
                if plinth[s]:
                    break
                p = board[s]
                if p:
                    if p == queen or p == rook:
                        return True
                    break
        for ray in geo.diag[sq]:
            for s in ray:
                if plinth[s]:
                    break
                p = board[s]
                if p:
                    if p == queen or p == bishop:
                        return True
                    break
        return False

    def in_check(self, player: int) -> bool:
        k = self.kings[player]
        return k >= 0 and self.board[k] == player * 8 + KING and self._attacked(k, player ^ 1)

    # -------------------------------------------------------- combat: moves
    def _moves(self) -> list[int]:
        """Legal combat moves as ints: ``from | to << 8 | promotion << 16``
        plus ``EP_FLAG`` / ``DOUBLE_FLAG``.  Draw rules are not applied here."""
        if self.phase != COMBAT or self.end is not None or self.to_move < 0:
            return []
        geo, board, plinth = self.geo, self.board, self.plinth
        side = self.to_move
        enemy = side ^ 1
        ksq = self.kings[side]
        out: list[int] = []
        if ksq < 0:
            return out
        eq, er, eb = enemy * 8 + QUEEN, enemy * 8 + ROOK, enemy * 8 + BISHOP
        checkers = 0
        mask = None
        pins = {}
        d = 0
        for ray in geo.rays[ksq]:
            slider = er if d < 4 else eb
            d += 1
            own = -1
            for i, s in enumerate(ray):
                if plinth[s]:
                    break
                p = board[s]
                if not p:
                    continue
                if p >> 3 == side:
                    if own >= 0:
                        break
                    own = s
                    continue
                if p == eq or p == slider:
                    if own >= 0:
                        pins[own] = set(ray[:i + 1])
                    else:
                        checkers += 1
                        mask = set(ray[:i + 1])
                break
        en = enemy * 8 + KNIGHT
        for s in geo.knight[ksq]:
            if board[s] == en:
                checkers += 1
                mask = {s}
        ep_ = enemy * 8 + PAWN
        for s in geo.pawn_attacks[side][ksq]:
            if board[s] == ep_:
                checkers += 1
                mask = {s}
        # King moves
        board[ksq] = 0
        for t in geo.king[ksq]:
            if plinth[t]:
                continue
            q = board[t]
            if q and q >> 3 == side:
                continue
            if not self._attacked(t, enemy):
                out.append(ksq | t << 8)
        board[ksq] = side * 8 + KING
        if checkers < 2:
            fwd = geo.forward[side]
            second, last, n = geo.second[side], geo.last[side], geo.size
            ep = self.ep
            for frm, p in enumerate(board):
                if not p or p >> 3 != side:
                    continue
                kind = p & 7
                if kind == KING:
                    continue
                allow = mask
                if pins and frm in pins:
                    if kind == KNIGHT:
                        continue
                    allow = pins[frm] if mask is None else pins[frm] & mask
                if kind == KNIGHT:
                    for t in geo.knight[frm]:
                        q = board[t]
                        if q and q >> 3 == side:
                            continue
                        if allow is None or t in allow:
                            out.append(frm | t << 8)
                elif kind == PAWN:
                    t = frm + fwd
                    if not plinth[t] and not board[t]:
                        if allow is None or t in allow:
                            if t // n == last:
                                m = frm | t << 8
                                out += (m | QUEEN << 16, m | ROOK << 16, m | BISHOP << 16,
                                        m | KNIGHT << 16)
                            else:
                                out.append(frm | t << 8)
                        if frm // n == second:
                            t2 = t + fwd
                            if (not plinth[t2] and not board[t2]
                                    and (allow is None or t2 in allow)):
                                out.append(frm | t2 << 8 | DOUBLE_FLAG)
                    for t in geo.pawn_attacks[side][frm]:
                        if plinth[t]:
                            continue
                        q = board[t]
                        if q:
                            if q >> 3 != side and (allow is None or t in allow):
                                if t // n == last:
                                    m = frm | t << 8
                                    out += (m | QUEEN << 16, m | ROOK << 16, m | BISHOP << 16,
                                            m | KNIGHT << 16)
                                else:
                                    out.append(frm | t << 8)
                        elif t == ep:
                            m = frm | t << 8 | EP_FLAG
                            if self._ep_legal(m):
                                out.append(m)
                else:
                    rays = geo.rays[frm] if kind == QUEEN else geo.orth[frm] if kind == ROOK \
                        else geo.diag[frm]
                    for ray in rays:
                        for t in ray:
                            if plinth[t]:
                                break
                            q = board[t]
                            if q:
                                if q >> 3 != side and (allow is None or t in allow):
                                    out.append(frm | t << 8)
                                break
                            if allow is None or t in allow:
                                out.append(frm | t << 8)
        if self.ambush:
            out = self._with_king_captures(out)
        return out

    def _ep_legal(self, m: int) -> bool:
        board, side = self.board, self.to_move
        frm, to = m & 255, (m >> 8) & 255
        victim = to - self.geo.forward[side]
        piece, taken = board[frm], board[victim]
        board[to], board[frm], board[victim] = piece, 0, 0
        bad = self._attacked(self.kings[side], side ^ 1)
        board[to], board[frm], board[victim] = 0, piece, taken
        return not bad

    def _with_king_captures(self, out: list[int]) -> list[int]:
        """The ambush (first combat move): any piece that attacks the enemy
        King may take it, whatever happens to its own King."""
        side, board, geo = self.to_move, self.board, self.geo
        target = self.kings[side ^ 1]
        if target < 0:
            return out
        extra = []
        n = geo.size
        for frm, p in enumerate(board):
            if not p or p >> 3 != side:
                continue
            kind = p & 7
            hit = False
            if kind == KNIGHT:
                hit = target in geo.knight[frm]
            elif kind == KING:
                hit = target in geo.king[frm]
            elif kind == PAWN:
                hit = target in geo.pawn_attacks[side][frm]
            else:
                rays = geo.rays[frm] if kind == QUEEN else geo.orth[frm] if kind == ROOK \
                    else geo.diag[frm]
                for ray in rays:
                    if target not in ray:
                        continue
                    for s in ray:
                        if s == target:
                            hit = True
                            break
                        if self.plinth[s] or board[s]:
                            break
            if hit:
                m = frm | target << 8
                if kind == PAWN and target // n == geo.last[side]:
                    extra += [m | t << 16 for t in (QUEEN, ROOK, BISHOP, KNIGHT)]
                else:
                    extra.append(m)
        return out + [m for m in extra if m not in out]

    def _push(self, m: int) -> None:
        board, geo = self.board, self.geo
        side = self.to_move
        frm, to = m & 255, (m >> 8) & 255
        piece, cap = board[frm], board[to]
        z = geo.zobrist
        self.stack.append((m, cap, self.ep, self.halfmove, self.hash, self.ambush, self.offer))
        h = self.hash ^ geo.zobrist_side ^ z[piece][frm]
        if self.ep >= 0:
            h ^= self._ep_key()
        if m & EP_FLAG:
            victim = to - geo.forward[side]
            h ^= z[board[victim]][victim]
            board[victim] = 0
        elif cap:
            h ^= z[cap][to]
        promo = (m >> 16) & 7
        new = side * 8 + promo if promo else piece
        board[to], board[frm] = new, 0
        h ^= z[new][to]
        kind = piece & 7
        if kind == KING:
            self.kings[side] = to
        if cap & 7 == KING:
            self.end = Result(side, "ambush")
            self.kings[side ^ 1] = -1
        self.halfmove = 0 if (cap or kind == PAWN) else self.halfmove + 1
        self.ambush = False
        if self.offer == side ^ 1:
            self.offer = -1
        self.to_move = side ^ 1
        if m & DOUBLE_FLAG:
            self.ep = (frm + to) >> 1
            h ^= self._ep_key()
        else:
            self.ep = -1
        self.hash = h
        self.ply += 1
        self.seen[h] = self.seen.get(h, 0) + 1

    def _pop(self) -> None:
        m, cap, self.ep, self.halfmove, old, self.ambush, self.offer = self.stack.pop()
        count = self.seen[self.hash]
        if count == 1:
            del self.seen[self.hash]
        else:
            self.seen[self.hash] = count - 1
        self.hash = old
        side = self.to_move ^ 1
        self.to_move = side
        board = self.board
        frm, to = m & 255, (m >> 8) & 255
        piece = side * 8 + PAWN if m >> 16 & 7 else board[to]
        board[frm], board[to] = piece, cap
        if m & EP_FLAG:
            board[to - self.geo.forward[side]] = (side ^ 1) * 8 + PAWN
        if piece & 7 == KING:
            self.kings[side] = frm
        if cap & 7 == KING:
            self.end = None
            self.kings[side ^ 1] = to
        self.ply -= 1

    def move_text(self, m: int) -> str:
        names = self.geo.names
        promo = (m >> 16) & 7
        return names[m & 255] + names[(m >> 8) & 255] + (LETTERS[promo].lower() if promo else "")

    def _full_hash(self) -> int:
        geo = self.geo
        h = geo.zobrist_side if self.to_move == RED else 0
        for sq, p in enumerate(self.board):
            if p:
                h ^= geo.zobrist[p][sq]
        if self.ep >= 0:
            h ^= self._ep_key()
        return h

    def _ep_key(self) -> int:
        """The en passant square counts in the position (for repetition) only
        when a pawn of the player to move could take there."""
        taker = self.to_move * 8 + PAWN
        board = self.board
        for s in self.geo.pawn_attacks[self.to_move ^ 1][self.ep]:
            if board[s] == taker:
                return self.geo.zobrist_ep[self.ep]
        return 0

    def _start_combat(self, first: int) -> None:
        self.phase = COMBAT
        self.to_move = first
        self.ep, self.halfmove, self.ambush = -1, 0, True
        self.kings = [self.board.index(KING) if KING in self.board else -1,
                      self.board.index(8 + KING) if 8 + KING in self.board else -1]
        self.hash = self._full_hash()
        self.seen = {self.hash: 1}

    # -------------------------------------------------------- recruitment
    def spent(self, player: int) -> int:
        return sum(c * n for c, n in zip(COST, self.army[player]))

    def budget_left(self, player: int) -> int:
        return self.game.budgets[player] - self.spent(player)

    def _recruit_moves(self) -> list[str]:
        p = self.to_move
        army, g = self.army[p], self.game
        left, total = self.budget_left(p), sum(army)
        out = []
        for t in range(QUEEN, PAWN + 1):
            if COST[t] <= left and army[t] < g.maxima[t] and total < g.cap:
                out.append("+" + LETTERS[t])
        for t in range(QUEEN, PAWN + 1):
            if army[t]:
                out.append("-" + LETTERS[t])
        if g.preset_ok(g.budgets[p]) and tuple(army) != PRESET:
            out.append("preset")
        out.append("done")
        return out

    def _after_recruitment(self) -> None:
        if self.game.scouts:
            self._after_setup()
        else:
            self.phase, self.to_move = PLINTHS, CHANCE

    def _after_setup(self) -> None:
        """Recruitment and plinths done: who deploys first."""
        if self.game.serious:
            blue, red = sum(self.army[BLUE]), sum(self.army[RED])
            if blue != red:
                self._start_deploy(BLUE if blue > red else RED)
                return
        self.phase, self.to_move = ORDER, CHANCE

    # -------------------------------------------------------- deployment
    def _start_deploy(self, first: int) -> None:
        self.phase = DEPLOY
        self.first = first
        self.to_move = first
        self._prune()

    def deploy_squares(self, player: int, kind: int) -> list[int]:
        """The squares where ``player`` may place a piece of that type now."""
        geo, board, plinth = self.geo, self.board, self.plinth
        n = geo.size
        ranks = geo.home[player]
        if kind == KING:
            files = range(n) if self.game.king_anywhere else range(3, 9)
            found = [ranks[0] * n + f for f in files
                     if not board[ranks[0] * n + f] and not plinth[ranks[0] * n + f]]
            if found:
                return found
            for r in ranks:     # [decision] central squares all plinths: any free square
                found = [r * n + f for f in range(n) if not board[r * n + f]
                         and not plinth[r * n + f]]
                if found:
                    return found
            return []
        for r in ranks[1:] if kind == PAWN else ranks:
            found = [r * n + f for f in range(n) if not board[r * n + f]
                     and (kind == KNIGHT or not plinth[r * n + f])]
            if found:
                return found
        return []

    def _deployable(self, player: int) -> list[int]:
        """The piece types ``player`` may place now (King, then nobles, then pawns)."""
        army = self.army[player]
        if army[KING]:
            return [KING]
        nobles = [t for t in (QUEEN, ROOK, BISHOP, KNIGHT) if army[t]]
        if nobles:
            return nobles
        return [PAWN] if army[PAWN] else []

    def _prune(self) -> None:
        """[decision 3.6] a piece with no legal square left leaves the army."""
        for p in (BLUE, RED):
            for t in (QUEEN, ROOK, BISHOP, KNIGHT, PAWN):
                if self.army[p][t] and not self.deploy_squares(p, t):
                    self.removed[p][t] += self.army[p][t]
                    self.army[p][t] = 0
            if not any(self.army[p]) and self.finished < 0 and self.phase == DEPLOY:
                self.finished = p

    def _placements(self) -> list[tuple[int, int]]:
        p = self.to_move
        return [(t, sq) for t in self._deployable(p) for sq in self.deploy_squares(p, t)]

    def _place(self, kind: int, sq: int) -> None:
        p = self.to_move
        self.board[sq] = p * 8 + kind
        self.army[p][kind] -= 1
        if not any(self.army[p]) and self.finished < 0:
            self.finished = p
        self._prune()
        other = p ^ 1
        if any(self.army[other]):
            self.to_move = other
        elif any(self.army[p]):
            self.to_move = p
        elif self.game.serious:
            self._start_combat(self.finished)
        else:
            self.phase, self.to_move = INITIATIVE, CHANCE

    def placement_text(self, kind: int, sq: int, player: int | None = None) -> str:
        letter = LETTERS[kind]
        player = self.to_move if player is None else player
        return (letter if player == BLUE else letter.lower()) + "@" + self.geo.names[sq]

    # -------------------------------------------------------- chance
    def chance_outcomes(self) -> list[tuple[str, float]]:
        if self.to_move != CHANCE or self.end is not None:
            return []
        word = "plinth" if self.phase == PLINTHS else "roll"
        return [(f"{word}:{a}.{b}", 1 / 36) for a in range(1, 7) for b in range(1, 7)]

    def _roller(self) -> int:
        """The player whose quarter the next plinth roll is for."""
        quarter = self.rolls // self.game.options["plinths"]
        return BLUE if quarter < 2 else RED

    def _chance(self, a: int, b: int) -> None:
        if self.phase == PLINTHS:
            quarter = self.rolls // self.game.options["plinths"]
            f, r = plinth_square(quarter, a, b)
            sq = r * self.geo.size + f
            placed = not self.plinth[sq]
            self.plinth[sq] = True
            self.dice = ("plinth", a, b, self.geo.names[sq], placed)
            self.rolls += 1
            if self.rolls == self.game.rolls:
                if self.game.scouts:
                    self.phase, self.to_move = RECRUIT, BLUE
                else:
                    self._after_setup()
        elif self.phase == ORDER:
            self.dice = ("order", a, b, None, a != b)
            if a != b:                  # [decision] ties are rolled again
                self._start_deploy(BLUE if a < b else RED)
        else:
            self.dice = ("initiative", a, b, None, a != b)
            if a != b:                  # [decision] ties are rolled again
                self._start_combat(BLUE if a > b else RED)

    # -------------------------------------------------------- interface
    def legal_moves(self) -> list[str]:
        if self.to_move == CHANCE or self.end is not None:
            return []
        if self.phase == RECRUIT:
            return self._recruit_moves()
        if self.phase == DEPLOY:
            return [self.placement_text(t, sq) for t, sq in self._placements()]
        moves = self._moves()
        if not moves or self._draw_reason():
            return []
        return [self.move_text(m) for m in moves]

    def _draw_reason(self) -> str | None:
        """Repetition, the 50-move rule, and King against King.  [decision]
        King and one minor piece against King is not drawn at once: with
        plinths for walls, a lone Knight or Bishop can mate."""
        if self.seen.get(self.hash, 0) >= 3:
            return "repetition"
        if self.halfmove >= 100:
            return "fifty_moves"
        if all(p & 7 == KING for p in self.board if p):
            return "insufficient_material"
        return None

    def result(self) -> Result | None:
        if self.end is not None:
            return self.end
        if self.phase != COMBAT or self.to_move == CHANCE:
            return None
        if not self._moves():
            side = self.to_move
            if self.in_check(side):
                return Result(side ^ 1, "checkmate")
            return Result(None, "stalemate")
        reason = self._draw_reason()
        return Result(None, reason) if reason else None

    def _action(self, text: str) -> bool:
        """Resignation, draw offers and time-outs; True if ``text`` was one."""
        word, _, who = text.partition(":")
        if word not in ("resign", "offer", "accept", "timeout"):
            return False
        if who:
            if who not in COLOUR:
                raise IllegalMove(f"{shown(text)}: the player is blue or red, like {word}:blue",
                                  why="shuuro_action_player", move=text, action=word)
            player = COLOUR.index(who)
        elif word == "timeout":
            raise IllegalMove("write whose time ran out: timeout:blue or timeout:red",
                              why="shuuro_action_player", move=text, action=word)
        else:
            player = self.to_move
        if self.result() is not None:
            raise IllegalMove(f"{text}: the game is over", why="over", move=text)
        if player < 0:
            example = self.chance_outcomes()[0][0]
            raise IllegalMove(f"{text}: the dice are due, like {example}",
                              why="shuuro_dice_due", move=text, example=example)
        if word == "timeout":
            if not self.game.clock:
                raise IllegalMove("there is no clock in this game", why="shuuro_no_clock",
                                  move=text)
            end = Result(player ^ 1, "timeout")
        elif word == "resign":
            end = Result(player ^ 1, "resign")
        elif word == "offer":
            if self.phase != COMBAT or player != self.to_move or self.offer >= 0:
                raise IllegalMove("a draw is offered in combat, on one's turn, once",
                                  why="shuuro_offer", move=text)
            self.stack.append((None, self._snapshot(), text))
            self.offer = player
            return True
        else:
            if self.phase != COMBAT or player != self.to_move or self.offer != player ^ 1:
                raise IllegalMove("there is no draw offer to accept", why="shuuro_accept",
                                  move=text)
            end = Result(None, "agreement")
        self.stack.append((None, self._snapshot(), text))
        self.end = end
        return True

    def actions(self) -> list[str]:
        """The actions the view offers besides the moves."""
        if self.result() is not None or self.to_move < 0:
            return []
        out = ["resign:blue", "resign:red"]
        if self.phase == COMBAT:
            if self.offer < 0:
                out.append("offer")
            elif self.offer == self.to_move ^ 1:
                out.append("accept")
        if self.game.clock:
            out += ["timeout:blue", "timeout:red"]
        return out

    def flag(self, player: int) -> None:
        """The clock of ``player`` ran out: he loses (move ``timeout:<player>``)."""
        self.play("timeout:" + COLOUR[player])

    def resign(self, player: int) -> None:
        self.play("resign:" + COLOUR[player])

    def play(self, move: str) -> None:
        """Play a move of the phase, or an action.  A refused move raises
        ``IllegalMove`` (saying why) and changes nothing."""
        if not isinstance(move, str):
            raise IllegalMove("a move is a text", why="not_a_move",
                              move=f"<{type(move).__name__}>")
        text = move.strip()
        if self._action(text):
            self.ply += 1
            return
        if self.result() is not None:
            raise IllegalMove(f"{shown(text)}: the game is over", why="over", move=text)
        if self.to_move == CHANCE:
            self._play_dice(text)
        elif self.phase == RECRUIT:
            self._play_purchase(text)
        elif self.phase == DEPLOY:
            self._play_placement(text)
        else:
            super().play(text)          # combat: parse_move, then _push

    def _play_dice(self, text: str) -> None:
        """A chance outcome: ``plinth:C.R`` or ``roll:B.R``, each die 1 to 6."""
        outcomes = dict(self.chance_outcomes())
        found = DICE_RE.fullmatch(text)
        if not found or text not in outcomes:
            example = next(iter(outcomes))
            raise IllegalMove(f"{shown(text)}: dice are due here, like {example}",
                              why="shuuro_dice_due", move=text, example=example)
        self.stack.append((None, self._snapshot(), text))
        self._chance(int(found.group(2)), int(found.group(3)))
        self.ply += 1

    def _play_purchase(self, text: str) -> None:
        """Recruitment: ``+Q`` buys, ``-Q`` sells, ``preset``, ``done``."""
        if text not in self._recruit_moves():
            raise self._refused_purchase(text)
        self.stack.append((None, self._snapshot(), text))
        army = self.army[self.to_move]
        if text == "done":
            if self.to_move == BLUE:
                self.to_move = RED
            else:
                self._after_recruitment()
        elif text == "preset":
            army[:] = PRESET
        else:
            army[TYPE_OF[text[1]]] += 1 if text[0] == "+" else -1
        self.ply += 1

    def _refused_purchase(self, text: str) -> IllegalMove:
        """Why the recruitment move ``text`` is refused."""
        p, game = self.to_move, self.game
        army = self.army[p]
        sign, letter = text[:1], text[1:]
        if sign in ("+", "-") and len(letter) == 1 and letter in PIECE_LETTERS:
            kind = TYPE_OF[letter.upper()]
            if kind == KING:
                return IllegalMove("the King is always in the army, once: he is neither bought "
                                   "nor sold", why="shuuro_king_bought", move=text)
            if letter.islower():
                return IllegalMove(f"{text}: purchases are written in upper case, like "
                                   f"{sign}{letter.upper()}", why="shuuro_purchase_case",
                                   move=text, suggestion=sign + letter.upper())
            if sign == "-":
                return IllegalMove(f"{text}: there is no {NAMES[kind]} in the army to sell",
                                   why="shuuro_nothing_to_sell", move=text, letter=letter)
            refusal = self.refusal(p, kind)
            if refusal == "maximum":
                return IllegalMove(f"{text}: an army has at most {game.maxima[kind]} "
                                   f"{NAMES[kind]}s", why="shuuro_type_maximum", move=text,
                                   letter=letter, maximum=game.maxima[kind])
            if refusal == "army_full":
                return IllegalMove(f"{text}: an army has at most {game.cap} pieces, the King "
                                   "included", why="shuuro_army_full", move=text, cap=game.cap)
            if refusal == "budget":
                left = self.budget_left(p)
                return IllegalMove(f"{text}: a {NAMES[kind]} costs {COST[kind]} points and "
                                   f"{left} are left", why="shuuro_points", move=text,
                                   letter=letter, cost=COST[kind], left=left)
        if text == "preset":
            if tuple(army) == PRESET:
                return IllegalMove("the army is already the preset one",
                                   why="shuuro_preset_taken", move=text)
            return IllegalMove("the preset army does not fit this game's budget and limits",
                               why="shuuro_preset_unfit", move=text)
        return IllegalMove(f"{shown(text)}: buy with +Q, sell with -Q, take the preset army, "
                           "or confirm with done", why="shuuro_recruit_move", move=text)

    def _play_placement(self, text: str) -> None:
        """Deployment: ``K@e1`` (Blue, upper case) or ``n@f11`` (Red, lower case)."""
        found = PLACE_RE.fullmatch(text)
        if not found:
            raise IllegalMove(f"{shown(text)}: place a piece like K@e1 (lower case for Red)",
                              why="shuuro_placement", move=text)
        letter, name = found.groups()
        blue = self.to_move == BLUE
        if (letter in "KQRBNP") != blue:
            right = (letter.upper() if blue else letter.lower()) + "@" + name
            raise IllegalMove(f"it is {SIDE[self.to_move]}'s turn to place a piece "
                              f"({'upper' if blue else 'lower'} case, like {right})",
                              why="shuuro_place_upper" if blue else "shuuro_place_lower",
                              move=text, suggestion=right)
        kind = TYPE_OF[letter.upper()]
        sq = self.geo.index.get(name, -1)
        if (kind, sq) not in self._placements():
            raise self._refused_placement(kind, sq, text)
        self.stack.append((None, self._snapshot(), text))
        self._place(kind, sq)
        self.ply += 1

    def _refused_placement(self, kind: int, sq: int, text: str) -> IllegalMove:
        """Why the placement ``text`` (a piece of type ``kind`` on ``sq``) is refused."""
        p = self.to_move
        letter, name = text.split("@")
        if self.army[p][kind] == 0:
            return IllegalMove(f"{text}: no {NAMES[kind]} left to place",
                               why="shuuro_none_in_hand", move=text, letter=letter)
        if kind not in self._deployable(p):
            return IllegalMove(f"{text}: the King goes first, then the nobles, then the pawns",
                               why="shuuro_deploy_order", move=text)
        if sq < 0:
            return IllegalMove(f"{text}: there is no square {name}", why="shuuro_no_square",
                               move=text, square=name)
        return IllegalMove(f"{text}: a {NAMES[kind]} may not be placed there now",
                           why="shuuro_place_here", move=text, letter=letter, square=name)

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
        for m in self._moves():
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

    def undo(self) -> None:
        if not self.stack:
            raise IllegalMove("there is no move to undo", why="no_undo")
        if self.stack[-1][0] is None:
            self._restore(self.stack.pop()[1])
        else:
            self._pop()             # a combat move

    # -------------------------------------------------------- text
    def _side_letter(self) -> str:
        if self.to_move >= 0:
            return SIDE_LETTER[self.to_move]
        if self.phase == PLINTHS:
            return SIDE_LETTER[self._roller()]
        return "w"

    def board_text(self) -> str:
        n = self.geo.size
        rows = []
        for rank in range(n - 1, -1, -1):
            row, empty = "", 0
            for f in range(n):
                sq = rank * n + f
                p = self.board[sq]
                if not p and not self.plinth[sq]:
                    empty += 1
                    continue
                if empty:
                    row, empty = row + str(empty), 0
                letter = LETTERS[p & 7] if p else "."
                if p and p >> 3 == RED:
                    letter = letter.lower()
                row += ("_" + letter) if self.plinth[sq] else letter
            rows.append(row + (str(empty) if empty else ""))
        return "/".join(rows)

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

    # -------------------------------------------------------- view
    def can_see_army(self, owner: int, viewer: int | None) -> bool:
        if self.phase != RECRUIT:
            return True
        return viewer == owner

    def public_moves(self, moves: list[str], player: int | None = None) -> list[str]:
        """``moves`` as ``player`` may see them: while the armies are secret
        (recruitment not confirmed by both), the purchases (``+Q``, ``-Q``,
        ``preset``) of a player other than ``player`` read ``?``; ``done``
        and the dice stay visible.  Blue buys until his first ``done``, then
        Red."""
        if self.phase != RECRUIT:
            return list(moves)
        out, buyer = [], BLUE
        for move in moves:
            if move == "done":
                out.append(move)
                buyer = RED
            elif (move == "preset" or move[:1] in "+-") and buyer != player:
                out.append("?")
            else:
                out.append(move)
        return out

    def plinth_rolls(self) -> list[dict]:
        """Every plinth roll of this game so far (from the undo stack), in
        order: the dice, the quarter, the square and whether a plinth was
        placed there (a repeated square places none)."""
        out, seen, n = [], set(), 0
        per = self.game.options["plinths"]
        for entry in self.stack:
            found = DICE_RE.fullmatch(entry[2]) if entry[0] is None else None
            if not found or found.group(1) != "plinth":
                continue
            a, b = int(found.group(2)), int(found.group(3))
            quarter = n // per
            f, r = plinth_square(quarter, a, b)
            name = self.geo.names[r * self.geo.size + f]
            out.append({"column": a, "row": b, "quarter": quarter, "square": name,
                        "placed": name not in seen,
                        "player": BLUE if quarter < 2 else RED})
            seen.add(name)
            n += 1
        return out

    def last_move(self, viewer: int | None) -> dict | None:
        if not self.stack:
            return None
        entry = self.stack[-1]
        if entry[0] is None:
            text = entry[2]
            found = PLACE_RE.fullmatch(text)
            if found:
                return {"move": text, "from": "@" + found.group(1).upper(), "to": found.group(2),
                        "piece": found.group(1).upper(), "captured": None}
            return {"move": text, "from": None, "to": None, "piece": None, "captured": None}
        m, cap = entry[0], entry[1]
        names = self.geo.names
        frm, to = m & 255, (m >> 8) & 255
        if m & EP_FLAG:
            cap = (self.to_move) * 8 + PAWN
        return {"move": self.move_text(m), "from": names[frm], "to": names[to],
                "piece": LETTERS[self.board[to] & 7] if self.board[to] else None,
                "captured": LETTERS[cap & 7] if cap else None}

    def view(self, player=None) -> dict:
        """The picture the browser draws; during recruitment ``player`` sees
        only his own army (``None``: neither army)."""
        geo, names = self.geo, self.geo.names
        result = self.result()
        hidden = self.phase == RECRUIT
        moves = []
        if result is None and self.to_move >= 0 and not (hidden and player != self.to_move):
            if self.phase == RECRUIT:
                moves = [{"move": t, "from": None, "to": None, "capture": False}
                         for t in self._recruit_moves()]
            elif self.phase == DEPLOY:
                moves = [{"move": self.placement_text(t, sq), "from": "@" + LETTERS[t],
                          "to": names[sq], "capture": False} for t, sq in self._placements()]
            else:
                for m in self._moves():
                    to = (m >> 8) & 255
                    item = {"move": self.move_text(m), "from": names[m & 255], "to": names[to],
                            "capture": bool(self.board[to]) or bool(m & EP_FLAG)}
                    if m >> 16 & 7:
                        item["promotion"] = LETTERS[m >> 16 & 7]
                    moves.append(item)
        terrain = [{"sq": names[sq], "kind": "plinth"} for sq in range(geo.count)
                   if self.plinth[sq]]
        pieces = [{"sq": names[sq], "kind": LETTERS[p & 7], "owner": p >> 3,
                   "plinth": self.plinth[sq]} for sq, p in enumerate(self.board) if p]
        players = []
        for p in (BLUE, RED):
            visible = self.can_see_army(p, player)
            players.append({
                "budget": self.game.budgets[p],
                "spent": self.spent(p) if visible and self.phase == RECRUIT else None,
                "left": self.budget_left(p) if visible and self.phase == RECRUIT else None,
                "army": ({LETTERS[t]: self.army[p][t] for t in range(1, 7)}
                         if visible else None),
                "removed": {LETTERS[t]: self.removed[p][t] for t in range(1, 7)
                            if self.removed[p][t]},
                "done": (self.phase != RECRUIT and not (self.game.scouts and self.phase == PLINTHS)
                         ) or (self.phase == RECRUIT and p == BLUE and self.to_move == RED),
            })
        shop = None
        if self.phase == RECRUIT and player is not None and player == self.to_move:
            shop = [{"piece": LETTERS[t], "cost": COST[t], "max": self.game.maxima[t],
                     "count": self.army[player][t], "refused": self.refusal(player, t)}
                    for t in range(1, 7)]
        hand = None
        if self.phase == DEPLOY:
            hand = [[{"piece": LETTERS[t], "count": self.army[p][t]} for t in range(1, 7)
                     if self.army[p][t]] for p in (BLUE, RED)]
        dice = None
        if self.dice:
            kind, a, b, sq, ok = self.dice
            dice = ({"kind": kind, "column": a, "row": b, "square": sq, "placed": ok}
                    if kind == "plinth" else {"kind": kind, "blue": a, "red": b, "tie": not ok})
        check = [names[self.kings[p]] for p in (BLUE, RED)
                 if self.phase == COMBAT and self.in_check(p)]
        warning = None
        if self.phase == RECRUIT and player is not None:
            warning = self.fit_warning(player)
        panels = {
            "phase": self.phase,
            "players": players,
            "shop": shop,
            "preset": {LETTERS[t]: PRESET[t] for t in range(1, 7)},
            "hand": hand,
            "dice": dice,
            "rolls": self.plinth_rolls(),
            "check": check,
            "actions": self.actions(),
            "fit_warning": warning,
            "first_deployer": self.first if self.first >= 0 else None,
            "clock": ({"minutes": self.game.clock,
                       "increment": self.game.options["increment"]}
                      if self.game.clock else None),
        }
        return self.board_view(grid(geo.size, geo.size), terrain, pieces, moves, panels,
                               result, None if hidden else self.last_move(player),
                               None if hidden else self.to_text())

    def refusal(self, player: int, kind: int) -> str | None:
        """Why ``player`` may not buy one more piece of this type now (a key
        the browser translates), or None: ``king`` (always one, free),
        ``maximum`` (per type), ``army_full`` (the army's size), ``budget``."""
        army = self.army[player]
        if kind == KING:
            return "king"
        if army[kind] >= self.game.maxima[kind]:
            return "maximum"
        if sum(army) >= self.game.cap:
            return "army_full"
        if COST[kind] > self.budget_left(player):
            return "budget"
        return None

    def fit_warning(self, player: int) -> bool:
        """True when the army may not fit on the deployment ranks (known plinths)."""
        geo, n = self.geo, self.geo.size
        ranks = geo.home[player]
        free = [sum(1 for f in range(n) if not self.plinth[r * n + f]) for r in ranks]
        allsq = 3 * n
        army = self.army[player]
        nobles = sum(army[t] for t in (QUEEN, ROOK, BISHOP))
        pieces = 1 + nobles + army[KNIGHT] + army[PAWN]
        return (pieces > allsq or 1 + nobles + army[PAWN] > sum(free)
                or army[PAWN] > free[1] + free[2])


# ------------------------------------------------------------ reading positions

EXTRA_FIELDS = ("phase", "rolls", "ep", "halfmove", "ambush", "offer", "end")
ENDINGS = ("ambush", "resign", "agreement", "timeout")


def _game_of_board(game: Shuuro, field: str) -> Shuuro:
    """[decision] The board's size says the game: 6 ranks, Mini-Shuuro; 12
    ranks, the standard game (the other options kept)."""
    ranks = field.count("/") + 1
    if ranks not in (6, 12):
        raise BadPosition(f"the board needs 12 ranks (6 in Mini-Shuuro) separated by '/', "
                          f"not {ranks}", why="shuuro_ranks", found=ranks)
    if (ranks == 6) == game.mini:
        return game
    return type(game)(**{**game.options, "mini": ranks == 6})


def _rank_size(rank: int, n: int, found: int | None = None) -> BadPosition:
    count = f"{found} squares" if found is not None else f"more than {n} squares"
    return BadPosition(f"rank {rank + 1} has {count}, not {n}", why="shuuro_rank_size",
                       rank=rank + 1, size=n)


def _parse_board(game: Shuuro, field: str) -> tuple[list[int], list[bool]]:
    """The board: ranks from the last to the first, '/' between them; a
    number for a run of empty squares, ``_.`` an empty plinth, ``_N`` or
    ``_n`` a Knight on a plinth, a letter for a piece (upper case: Blue)."""
    n, names = game.geo.size, game.geo.names
    board, plinth = [0] * (n * n), [False] * (n * n)
    for i, row in enumerate(field.split("/")):
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


def _parse_hand(game: Shuuro, field: str) -> list[list[int]]:
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


def parse_text(game: Shuuro, text: str) -> ShuuroState:
    if not isinstance(text, str):
        raise BadPosition("a position is a text", why="not_text")
    fields = text.split()
    if len(fields) < 4:
        raise BadPosition("a Shuuro position (SFEN) has four fields: board, side (w or b), "
                          "hand (like 2R3Pk or -) and ply", why="shuuro_fields",
                          found=len(fields))
    game = _game_of_board(game, fields[0])
    board, plinth = _parse_board(game, fields[0])
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
    state = ShuuroState(game)
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


def _check_setup(state: ShuuroState, side: int, extras: dict) -> None:
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


def _check_deployment(state: ShuuroState, side: int) -> None:
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


def _check_combat(state: ShuuroState, side: int, extras: dict) -> None:
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


# ------------------------------------------------------------ perft

def perft(state: ShuuroState, depth: int) -> int:
    """Leaf count ``depth`` plies deep; combat counts the last ply in bulk.
    Draw rules (repetition, 50 moves, material) are not applied, as in chess
    perft; the ambush King capture ends the game."""
    if state.phase != COMBAT or state.to_move < 0:
        return generic_perft(state, depth)
    return bulk_perft(state, depth)

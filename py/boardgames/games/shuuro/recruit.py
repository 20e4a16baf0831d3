"""Shuuro's recruitment (``rules/en/shuuro.html``, "Phase 1: recruitment"):
each player buys an army within his budget and the limits, Blue first,
then Red, in secret; the King is always in the army and costs nothing.

Moves: ``+Q`` buys, ``-Q`` sells, ``preset`` takes the balanced army of the
reference, ``done`` confirms."""

from __future__ import annotations

from ...core import CHANCE, IllegalMove, shown
from .board import (BISHOP, BLUE, COST, KING, KNIGHT, LETTERS, NAMES, ORDER, PAWN, PLINTHS, PRESET,
                    QUEEN, RED, ROOK, TYPE_OF)
from .notation import PIECE_LETTERS


class Recruitment:
    """The recruitment phase of a ``ShuuroState``."""

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


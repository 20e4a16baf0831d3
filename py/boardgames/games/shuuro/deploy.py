"""Shuuro's battlefield and deployment (``rules/en/shuuro.html``, "Phase 2:
the battlefield", "Phase 3: deployment"): the plinth rolls, the roll for who
deploys first, the placing of the pieces (the King first, then the nobles,
then the pawns, each on its own three ranks) and the roll for the initiative.

Moves: ``K@e1`` (Blue, upper case), ``n@f11`` (Red, lower case); chance
outcomes ``plinth:C.R`` (column, row of the quarter) and ``roll:B.R`` (Blue's
die, Red's die)."""

from __future__ import annotations

from ...core import CHANCE, IllegalMove, shown
from .board import (BISHOP, BLUE, DEPLOY, INITIATIVE, KING, KNIGHT, LETTERS, NAMES, ORDER, PAWN,
                    PLINTHS, QUEEN, RECRUIT, RED, ROOK, SIDE, TYPE_OF, plinth_square)
from .notation import DICE_RE, PLACE_RE


class Deployment:
    """The plinths, the order roll, the deployment and the initiative roll
    of a ``ShuuroState``."""

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


"""Shuuro's rules (``rules/en/shuuro.html``): the game and its variants
("Variants"), the state through its four phases, the actions (resigning,
draw offers, the clock's flag fall) and the end of the game.

The phases themselves are in ``recruit`` (1. Recruitment), ``deploy`` (2.
Battlefield, 3. Deployment) and ``combat`` (4. Combat); ``ShuuroState``
gathers them."""

from __future__ import annotations

from ...core import (CHANCE, BadOption, EngineState, Game, IllegalMove, Option, Result, perft,
                     shown)
from .board import (BLUE, COLOUR, COMBAT, COST, DEPLOY, GEOMETRY, MAXIMUM, PAWN, PLINTHS, PRESET,
                    QUEEN, RECRUIT, RED)
from .combat import Combat
from .deploy import Deployment
from .look import LOOK
from .notation import ShuuroNotation, parse_text
from .recruit import Recruitment
from .view import ShuuroView


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
    names = ("Shuuro",)
    players = ("blue", "red")
    in_browser = True
    look = LOOK
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
    # The variants of the reference ("Variants"), one click each in the New
    # game dialog: the options each sets (the others keep their defaults).
    presets = (
        ("standard", {}),
        ("mini", {"mini": True}),
        ("clock", {"clock": 10, "increment": 5}),
        ("handicap", {"budget_red": 600}),
        ("big_armies", {"budget": 1000}),
        ("no_limits", {"no_limits": True}),
        ("scouts", {"scouts": True}),
        ("jungle", {"plinths": 3}),
        ("king_in_castle", {"king_in_castle": True}),
        ("serious", {"serious": True}),
    )
    # Values that stand for a rule rather than a number: what each means.
    unset_values = {"budget": (0, "standard"), "budget_red": (0, "as_blue"),
                    **{f"max_{name}": (-1, "table")
                       for name in ("queen", "rook", "bishop", "knight", "pawn")},
                    "clock": (0, "no_clock")}

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

    def describe(self) -> dict:
        return {**super().describe(),
                "presets": [{"name": name, "options": dict(options)}
                            for name, options in self.presets],
                "unset": {name: {"value": value, "means": means}
                          for name, (value, means) in self.unset_values.items()}}

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
        return parse_text(self, text, ShuuroState)

    def preset_ok(self, budget: int) -> bool:
        return (sum(c * n for c, n in zip(COST, PRESET)) <= budget and sum(PRESET) <= self.cap
                and all(PRESET[t] <= self.maxima[t] for t in range(1, 7)))


SNAPSHOT = ("board", "plinth", "army", "removed", "phase", "to_move", "rolls", "ply", "dice",
            "first", "finished", "ep", "halfmove", "ambush", "kings", "hash", "seen", "end",
            "offer")


class ShuuroState(Recruitment, Deployment, Combat, ShuuroNotation, ShuuroView, EngineState):
    """A Shuuro game in any phase, with its history for undo.

    Combat moves are ``EngineState``'s internal moves (``parse_move``,
    ``push``, ``pop``).  The other phases (actions, chance, recruitment,
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

    # -------------------------------------------------------- moves and results
    def legal_moves(self) -> list[str]:
        if self.to_move == CHANCE or self.end is not None:
            return []
        if self.phase == RECRUIT:
            return self._recruit_moves()
        if self.phase == DEPLOY:
            return [self.placement_text(t, sq) for t, sq in self._placements()]
        moves = self.engine_moves()
        if not moves or self._draw_reason():
            return []
        return [self.move_text(m) for m in moves]

    def result(self) -> Result | None:
        if self.end is not None:
            return self.end
        if self.phase != COMBAT or self.to_move == CHANCE:
            return None
        if not self.engine_moves():
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

    def action_moves(self) -> list[dict]:
        """The actions a player may take now besides the moves of the rules,
        as ``{"move", "kind", "player"}``: either player may resign; in
        combat the player to move may offer a draw (once), or accept the
        opponent's offer.  None once the game is over or while dice are due."""
        if self.result() is not None or self.to_move < 0:
            return []
        out = [{"move": "resign:" + COLOUR[p], "kind": "resign", "player": p} for p in (BLUE, RED)]
        if self.phase == COMBAT:
            if self.offer < 0:
                out.append({"move": "offer", "kind": "offer", "player": self.to_move})
            elif self.offer == self.to_move ^ 1:
                out.append({"move": "accept", "kind": "accept", "player": self.to_move})
        return out

    def offered_by(self) -> int | None:
        """Who offered the draw that waits for an answer (None: nobody), as
        in every game (``core.actions``)."""
        return self.offer if self.offer >= 0 and self.result() is None else None

    def actions(self) -> list[str]:
        """The texts of ``action_moves``, then with the clock variant the
        flag falls of both players (``timeout_move``)."""
        out = [action["move"] for action in self.action_moves()]
        if out and self.game.clock:
            out += [self.timeout_move(BLUE), self.timeout_move(RED)]
        return out

    @staticmethod
    def timeout_move(player: int) -> str:
        """The move a flag fall plays: ``player``'s time ran out, he loses."""
        return "timeout:" + COLOUR[player]

    def flag(self, player: int) -> None:
        """The clock of ``player`` ran out: he loses (move ``timeout:<player>``)."""
        self.play(self.timeout_move(player))

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
            super().play(text)          # combat: parse_move, then push

    def undo(self) -> None:
        if not self.stack:
            raise IllegalMove("there is no move to undo", why="no_undo")
        if self.stack[-1][0] is None:
            self._restore(self.stack.pop()[1])
        else:
            self.pop()             # a combat move

    # -------------------------------------------------------- for the match
    def undo_reveals(self) -> bool:
        """While Red buys, taking back Blue's ``done`` would reopen Blue's
        army (a secret) to whoever holds the device: no undo then."""
        if self.phase != RECRUIT or self.to_move != RED or self.end is not None or \
                not self.stack:
            return False
        last = self.stack[-1]
        return last[0] is None and last[2] == "done"

    def secret(self) -> dict | None:
        """During recruitment the player to move buys in secret: the device
        goes to him alone, the other player looks away."""
        if self.phase != RECRUIT or self.to_move < 0 or self.result() is not None:
            return None
        return {"player": self.to_move, "others": [self.to_move ^ 1]}

    def stand_in(self) -> list[str]:
        """An army bought on another device and not yet revealed stands as
        the King alone (``done`` at once) until it is."""
        return ["done"]

    def perft(self, depth: int) -> int:
        """Leaf count ``depth`` plies deep; combat counts the last ply in bulk.
        Draw rules (repetition, 50 moves, material) are not applied, as in
        chess perft; the ambush King capture ends the game.  Before combat,
        through the text moves and dice (``core.perft``)."""
        if self.phase != COMBAT or self.to_move < 0:
            return perft(self, depth)
        return super().perft(depth)

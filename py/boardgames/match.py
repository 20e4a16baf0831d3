"""A match: a game in play, from its start position to the moves made so far.

A ``Match`` holds the state of one game and everything the page needs around
it:

* the moves made, each marked as a player's move or a chance outcome (dice,
  sticks, plinths, who starts), and whose turn it was played in;
* the chance: whenever the state waits on ``CHANCE`` and the game throws by
  itself, the match throws, from fixed ``dice`` first (a diagram's), then
  from the seed and the ply (``core.dice.draw``), and records the outcome as
  a move -- so a seed gives one game, an undo never re-rolls and a redo
  replays the same dice; where a player throws himself (``State.thrower``)
  it waits for his ``throw``;
* undo and redo: an undo takes back a player's last action with the dice
  thrown after it (refused when that would show a secret,
  ``State.undo_reveals``); the moves taken back wait in ``undone`` for redo,
  which replays them, dice included; ``goto`` steps to any ply;
* the record (``record.py``): written with ``record()``, read back with
  ``Match.from_record``, the moves to redo kept apart (``redo_moves``,
  ``restore_redo``);
* the views: ``view(match_id, player)`` is ``State.view`` for one seat plus
  the match's history, turns, undo and redo, options, seed and computer
  seats (the contract is ``schema/view.schema.json``); a past position is
  ``review.view_at``; the history in words is ``said.py``'s.

The JSON facade (``api.py``) keeps the matches of a page by id and turns its
requests into calls on them; nothing here knows about requests.
"""

from __future__ import annotations

from . import record as records
from .core import CHANCE, GameError, IllegalMove, State, clip, draw, shown
from .said import said


class Match:
    """A game in play, with its moves and the moves undone.

    Chance (dice, plinth rolls, who starts) is thrown here, never in the
    browser: whenever the state waits on ``CHANCE``, the match draws the
    outcome from the game's seed and the ply, and records it as a move.  So a
    seed gives one game, undo never re-rolls, and redo replays the same dice."""

    def __init__(self, state: State, seed: int = 0, position: str | None = None,
                 throw: bool = True, dice: list[str] | None = None) -> None:
        self.state = state
        self.seed = seed
        self.position = position
        self.dice = list(dice or [])       # fixed throws to use first (a diagram's), then the seed's
        self.moves: list[str] = []         # every move, chance outcomes included
        self.chance: list[bool] = []       # True where that move was a chance outcome
        self.acts: list[bool] = []         # True where a player acted (a move, his own throw)
        self.turns: list[int] = []         # whose turn each move was played in
        self.undone: list[tuple[str, bool]] = []
        self.computer: dict[int, int] = {}   # the seats the computer plays: player -> level
        self.friend = None   # a game by links (friend.py): its dice, its seats, its hops
        if throw:
            self._throw_dice()

    @classmethod
    def from_record(cls, parsed: records.Record) -> "Match":
        match = cls(parsed.start(), parsed.seed, parsed.position, throw=False)
        match.computer = dict(parsed.computer)
        parsed.replay(match.state, lambda move: match._push(move, match.state.to_move == CHANCE))
        match._throw_dice()
        return match

    def redo_moves(self) -> list[str]:
        """The moves taken back and not replayed, in the order redo plays them."""
        return [move for move, _ in reversed(self.undone)]

    def restore_redo(self, moves: list[str]) -> None:
        """Make ``moves`` (from ``redo_moves``) ready to redo again: play them,
        then take them back.  Refused as a whole (nothing changes) if one of
        them does not replay."""
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise records.BadRecord("the moves to redo are a list of texts", why="redo")
        pushed = 0
        try:
            for move in moves:
                self._push(move, self.state.to_move == CHANCE)
                pushed += 1
        except GameError as error:
            for _ in range(pushed):
                self._pop()
            raise records.BadRecord(f"the moves to redo do not replay: {error}", why="redo",
                                    detail=error.to_json()) from None
        self.undone = [self._pop() for _ in range(pushed)]

    def _push(self, move: str, chance: bool) -> None:
        turn, acted = self.state.turn_player(), not chance or self.state.thrower() is not None
        self.state.play(move)
        self.moves.append(move)
        self.chance.append(chance)
        self.acts.append(acted)
        self.turns.append(turn)

    def _pop(self) -> tuple[str, bool]:
        """Take back the last move, chance or not: (move, chance)."""
        self.state.undo()
        self.turns.pop()
        self.acts.pop()
        return self.moves.pop(), self.chance.pop()

    def throw_due(self) -> int | None:
        """The player who is to throw the dice himself now, or None."""
        state = self.state
        if state.to_move != CHANCE or state.is_over():
            return None
        if self.friend is not None and not self.friend.can_draw(self):
            return None                 # drawn on another device (friend.py)
        return state.thrower()

    def _throw(self) -> None:
        outcomes = self.state.chance_outcomes()
        if self.dice:
            fixed = self.dice.pop(0)
            if fixed not in [outcome for outcome, _ in outcomes]:
                raise IllegalMove(f"{shown(fixed)} is not a throw the dice can give here",
                                  why="bad_dice", move=fixed)
            self._push(fixed, True)
        elif self.friend is not None:
            self._push(self.friend.draw(self, outcomes), True)
        else:
            self._push(draw(outcomes, self.seed, len(self.moves)), True)

    def replay(self, moves: list[str]) -> None:
        """Play a line of moves as a record lists them (dice outcomes
        included); a throw the line leaves out is thrown as in play.  Make
        the match with ``throw=False`` so that the line's first throws are
        its own."""
        for number, move in enumerate(moves, 1):
            try:
                if not self._replay_chance(move):
                    self._push(move, False)
            except GameError as error:
                raise records.BadRecord(f"move {number} ({clip(move)}): {error}", why="ply",
                                        ply=number, move=move, detail=error.to_json()) from None
        self._throw_dice()

    def _replay_chance(self, move: str) -> bool:
        """Before ``move`` of a line: throw the game's own dice the line
        leaves out (from ``dice``, then the seed); True if ``move`` itself was
        the throw (an outcome, or ``throw`` where a player throws)."""
        state = self.state
        while state.to_move == CHANCE and not state.is_over():
            if move in [outcome for outcome, _ in state.chance_outcomes()]:
                self._push(move, True)
                return True
            if self.throw_due() is None:
                self._throw()
            elif move.strip() == "throw":
                self._throw()
                return True
            else:
                return False           # the player's throw is due: the move is refused
        return False

    def goto(self, ply: int) -> None:
        """Take back or replay single moves (dice included) until ``ply``
        moves are on the board: stepping through a game."""
        while len(self.moves) > ply:
            self.undone.append(self._pop())
        while len(self.moves) < ply and self.undone:
            self._push(*self.undone.pop())

    def _throw_dice(self) -> None:
        """Throw every chance the game throws by itself (not a player's throw)."""
        while self.state.to_move == CHANCE and not self.state.is_over() and \
                self.state.thrower() is None and \
                (self.friend is None or self.friend.can_draw(self)):
            self._throw()

    def play(self, move: str) -> None:
        """A player's move; ``"throw"`` when the player is to throw the dice.
        An action (resigning, a draw offer: ``State.is_action``) is played at
        any moment, also while the dice are due."""
        if self.state.is_over() and not self.state.is_action(move):
            raise IllegalMove(f"{shown(move)}: the game is over", why="over", move=move)
        if self.friend is not None:
            self.friend.guard(self, move)
        if self.state.to_move == CHANCE and not self.state.is_action(move):
            due = self.throw_due()
            if due is None:
                raise IllegalMove("the dice are thrown by the game, not chosen", why="chance",
                                  move=move)
            if move.strip() != "throw":
                raise IllegalMove(f"{shown(move)}: throw the dice first (send 'throw')",
                                  why="throw_first", move=move)
            again = self.undone and self.undone[-1][1]   # thrown before, taken back: the same dice
            self._push(*self.undone.pop()) if again else self._throw()
        else:
            self._push(move, False)
        self.undone.clear()
        self._throw_dice()

    def undo(self) -> None:
        """Take back a player's last action (a move, or his own throw: Shakku's
        sticks) with the dice the game threw after it; refused if that shows a secret."""
        if self.state.undo_reveals():
            raise IllegalMove("this move cannot be taken back: that would show a secret "
                              "(the other player's army) to whoever holds the device",
                              why="undo_secret")
        if not self.undo_plies():
            raise IllegalMove("there is no move to undo", why="no_undo")
        while True:
            acted = self.acts[-1]
            self.undone.append(self._pop())
            if acted:
                break

    def redo(self) -> None:
        """Replay the next undone move of a player, with its recorded dice."""
        if not self.undone:
            raise IllegalMove("there is no move to redo", why="no_redo")
        self._push(*self.undone.pop())
        while self.undone and self.undone[-1][1] and self.throw_due() is None:
            self._push(*self.undone.pop())

    def record(self) -> str:
        """The game record (``record.py``): the start, the seed, every move
        (dice included), the computer's seats."""
        tags = {"Computer": records.computer_tag(self.state.game, self.computer)} \
            if self.computer else None
        return records.write(self.state.game, self.state, self.moves, self.seed, self.position,
                             tags)

    def state_at(self, ply: int) -> State:
        """A new state as it stood after the first ``ply`` moves (the match
        itself does not change)."""
        state = records.Record(self.state.game, self.seed, self.position).start()
        for move in self.moves[:ply]:
            state.play(move)
        return state

    def undo_plies(self) -> int:
        """How many moves an undo takes back: the last player's action and the
        dice the game threw after it; 0 when there is none, or when taking it
        back would show a secret (``State.undo_reveals``)."""
        if True not in self.acts or self.state.undo_reveals():
            return 0
        last = max(i for i, acted in enumerate(self.acts) if acted)
        if self.friend is not None and last < self.friend.hop_moves():
            return 0                    # sent in a link: no longer this device's to take back
        return len(self.acts) - last

    def turn_starts(self) -> list[dict]:
        """The turns of the game so far: where each starts in the history
        and whose it is (a new turn starts when the turn's player changes)."""
        return [{"start": i, "player": player} for i, player in enumerate(self.turns)
                if i == 0 or player != self.turns[i - 1]]

    def view(self, match_id: int, player: int | None = None, words: bool = True) -> dict:
        """The view for seat ``player`` (``None``: hot-seat or spectator);
        ``words=False`` leaves out ``said`` (the review adds its own)."""
        view = self.state.view(player)
        undo = self.undo_plies()
        view.update(match=match_id, history=self.state.public_moves(self.moves, player),
                    turns=self.turn_starts(), ply=len(self.moves), viewer=player,
                    chance=[i for i, chance in enumerate(self.chance) if chance],
                    can_undo=bool(undo), undo_plies=undo, can_redo=bool(self.undone),
                    throw=self.throw_due(),
                    options=dict(self.state.game.options), seed=self.seed,
                    computer={self.state.game.players[p]: level
                              for p, level in sorted(self.computer.items())})
        if self.friend is not None:
            view["friend"] = self.friend.view(self)
        if words:
            view["said"] = said(self, player)  # the history's words' parameters (said.py)
        return view

"""The match layer throws the dice: from the seed and the ply, recorded as
moves, never re-rolled by undo, replayed exactly from a record.  Checked on a
tiny dice race defined here, so that every game with chance behaves alike."""

from __future__ import annotations

import pytest

import boardgames
from boardgames import CHANCE, IllegalMove, Result, record
from boardgames.core import Game, State, draw
from boardgames.match import Match


class Race(Game):
    """Two runners; a throw of 1-3, then the runner goes or stays; 10 wins."""

    name = "race"
    players = ("one", "two")

    def new(self, seed=None):
        return RaceState(self)

    def from_text(self, text):
        return RaceState(self)

    def start_text(self):
        return "0 0"


class RaceState(State):
    def __init__(self, game):
        self.game, self.pos, self.player, self.die, self.stack = game, [0, 0], 0, None, []
        self.to_move = CHANCE

    def chance_outcomes(self):
        return [(str(n), 1 / 3) for n in (1, 2, 3)]

    def legal_moves(self):
        if self.to_move == CHANCE:
            return [o for o, _ in self.chance_outcomes()]
        return [] if self.is_over() else ["go", "stay"]

    def play(self, move):
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not legal here", move=move)
        self.stack.append((list(self.pos), self.player, self.die, self.to_move))
        if self.to_move == CHANCE:
            self.die, self.to_move = int(move), self.player
        else:
            if move == "go":
                self.pos[self.player] += self.die
            self.player ^= 1
            self.to_move = CHANCE

    def undo(self):
        self.pos, self.player, self.die, self.to_move = self.stack.pop()

    def result(self):
        for p in (0, 1):
            if self.pos[p] >= 10:
                return Result(p, "finish")
        return None

    def to_text(self):
        return f"{self.pos[0]} {self.pos[1]}"

    def view(self, player=None):
        return {"game": "race", "to_move": self.to_move, "die": self.die}


@pytest.fixture(autouse=True)
def race_registered(monkeypatch):
    monkeypatch.setitem(boardgames.GAMES, "race", Race)


def test_the_same_seed_and_ply_always_draw_the_same_outcome():
    outcomes = [("1", 1 / 3), ("2", 1 / 3), ("3", 1 / 3)]
    assert [draw(outcomes, 7, ply) for ply in range(30)] == [draw(outcomes, 7, ply) for ply in range(30)]
    assert {draw(outcomes, 7, ply) for ply in range(60)} == {"1", "2", "3"}
    assert [draw(outcomes, 7, p) for p in range(30)] != [draw(outcomes, 8, p) for p in range(30)]


def test_the_match_throws_the_dice_and_records_them():
    match = Match(Race().new(), seed=11)
    assert match.chance == [True] and match.state.to_move == 0
    match.play("go")
    assert match.chance == [True, False, True]
    waiting = Match(Race().new(), seed=11, throw=False)
    with pytest.raises(boardgames.GameError, match="thrown by the game"):
        waiting.play("2")                    # a player never chooses the dice
    assert waiting.moves == []


def test_undo_never_rerolls_and_redo_replays_the_same_dice():
    match = Match(Race().new(), seed=3)
    match.play("go")
    match.play("stay")
    thrown = list(match.moves)
    match.undo()                             # back to before "stay", its die kept
    assert match.moves == thrown[:3] and match.state.to_move == 1
    match.undo()
    assert match.moves == thrown[:1]
    with pytest.raises(boardgames.GameError):
        match.undo()                         # the first throw is no one's move
    match.redo()
    match.redo()
    assert match.moves == thrown
    match.undo()
    match.play("stay")                       # the same move again: the same dice
    assert match.moves == thrown


def test_a_record_with_dice_replays_exactly():
    match = Match(Race().new(), seed=5)
    while not match.state.is_over():
        match.play("go")
    text = match.record()
    assert "[Seed \"5\"]" in text
    again = Match.from_record(record.read(text))
    assert again.moves == match.moves and again.chance == match.chance
    assert again.record() == text


def test_a_record_whose_dice_were_changed_is_refused():
    match = Match(Race().new(), seed=5)
    match.play("go")
    text = match.record().replace(f"1. {match.moves[0]} go", "1. 4 go")
    with pytest.raises(boardgames.BadRecord, match="move 1"):
        Match.from_record(record.read(text))

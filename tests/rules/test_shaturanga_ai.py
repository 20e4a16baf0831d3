"""Shaturanga's computer player (``games/shaturanga/ai.py``): a legal move in
every phase (the start, the die before and after the throw, a commander
playing his lost ally's turn, the exchange of lost Radjahs), its time, the
state left alone, the team search (a Radjah taken, an ally's Radjah saved)
and whole games against other players."""

from __future__ import annotations

import os
import random
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import boardgames  # noqa: F401
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from shaturanga_positions import EX_POS, pos  # noqa: E402

from boardgames import CHANCE, IllegalMove, Result  # noqa: E402
from boardgames.ai import brain, get_level, think  # noqa: E402
from boardgames.ai.players import computer, duel, greedy, random_mover  # noqa: E402
from boardgames.ai.search import Search  # noqa: E402
from boardgames.games.shaturanga import Shaturanga  # noqa: E402
from boardgames.games.shaturanga.ai import (CHECK_ROUNDS, DANGER_KEPT, ELEPHANT_REACH,  # noqa: E402
                                             EXPOSED, PLACE, VALUE, own_square)
from boardgames.games.shaturanga.board import (ELEPHANT, GREEN, HORSE, RADJAH, S_STEP,  # noqa: E402
                                               SOLDIER, THRONE)
from boardgames.match import Match  # noqa: E402
from boardgames.record import Record  # noqa: E402

HANGING = {"d1": "gR", "a3": "gE", "f2": "gH", "a7": "yR", "e8": "kR", "h4": "dR", "g4": "dE"}
"""Green to move: his Elephant takes Yellow's Radjah (a3a7); his Horse could
take Red's Elephant instead (f2g4)."""

ALLY_EN_PRISE = {"d1": "gR", "f1": "gE", "b1": "gH", "c3": "dE", "f6": "yH", "e8": "kR",
                 "a5": "yR", "h4": "dR", "b7": "kS"}
"""Green to move: Yellow, next, would take Black's Radjah with the Horse on
f6; only f1f6 saves it.  The Red Elephant b1c3 would win is a bait."""

COMMANDED = {"e8": "gR", "c3": "gE", "f5": "kE", "a5": "yR", "h4": "dR", "b2": "kS"}
"""Black is lost but Green commands his army: Black's turn, played by Green;
Black's Elephant takes Yellow's Radjah (f5a5)."""

DIE_TAKES = {"d1": "gR", "a1": "gE", "b1": "gH", "a8": "yR", "e8": "kR", "h4": "dR",
             "c2": "gS", "g5": "dE"}
"""With the die: the Elephant on a1 reaches Yellow's Radjah on a8."""

FREE_HORSE = {"d1": "gR", "e4": "gE", "e7": "yH", "a8": "yR", "h8": "kR", "h1": "dR"}
"""With the die naming Green's Elephant: it may take Yellow's Horse on e7,
which nobody guards, or go to any of 12 other squares."""

GUARDED_BOAT = {"d1": "gR", "e4": "gE", "e7": "yB", "d8": "yR", "h7": "yE", "a3": "kR",
                "h1": "dR"}
"""The same with a Boat on e7, guarded by Yellow's Radjah and Elephant:
Yellow, next, takes the Elephant back if his die names either."""


HORSE_EN_PRISE = {"d1": "gR", "a4": "gH", "a8": "yE", "g7": "yR", "d6": "kR", "e3": "dR"}
"""With the die, Yellow to throw: his Elephant on a8 reaches Green's Horse on
a4, which it takes only if the die names the Elephant (a quarter of the time)."""

HORSE_COVERED = dict(HORSE_EN_PRISE, h4="kE")
"""The same, and Black's Elephant on h4 would take Yellow's Elephant back on
a4, if Black's die names the Elephant too."""


HORSE_COVERED_TWICE = dict(HORSE_COVERED, b6="dH")
"""The same, and Red's Horse on b6 would take Black's Elephant on a4 in turn,
if Red's die names the Horse."""

HORSE_GUARDED_BY_A_SOLDIER = dict(HORSE_EN_PRISE, b3="gS")
"""The same, and Green's Soldier on b3 reaches a4; but a Soldier may take
only Soldiers and Boats, so it would not take Yellow's Elephant back."""

HORSE_CHECK = {"d1": "gR", "c3": "yH", "a5": "yR", "e8": "kR", "h4": "dR"}
"""With the die, Yellow to throw: his Horse on c3 checks Green's Radjah on
d1.  Nothing can block a Horse, so only the Radjah answers the check, when
Green's die names him."""

HORSE_CHECK_COVERED = dict(HORSE_CHECK, c8="gE")
"""The same, and Green's Elephant on c8 may take the Horse: the die answers
the check when it names the Radjah or the Elephant."""


def horizon_worth(state, throws: int | None = None) -> int:
    """Green's team's worth, searched to depth 0 (at a throw: the horizon's),
    with the game's horizon throws or ``throws``."""
    mind = brain(state)
    if throws is not None:
        mind.horizon_throws = throws
    return Search(mind, state.copy()).value(0, -mind.win, mind.win, 0, 0)


def state_of(pieces, dice=False, **kw):
    return Shaturanga(dice=dice).from_text(pos(pieces, dice=dice, **kw))


def test_start_gives_a_legal_move_for_green():
    state = Shaturanga().new()
    thought = think(state, ms=200)
    assert thought.move in state.legal_moves()
    assert thought.scores[0] == thought.scores[2] == -thought.scores[1]


def test_think_leaves_the_state_unchanged():
    state = Shaturanga().new()
    for move in ("b1c3", "a5b4", "e8d7", "h4g5"):
        state.play(move)
    before = (state.to_text(), len(state.stack), state.key, dict(state.seen))
    think(state, level=4)
    think(state, ms=100)
    assert (state.to_text(), len(state.stack), state.key, dict(state.seen)) == before


def test_copy_is_independent_of_the_original():
    state = Shaturanga().new()
    state.play("b1c3")
    other = state.copy()
    other.play("a5b4")
    other.undo()
    other.undo()
    assert state.to_text() != other.to_text()
    state.undo()
    assert state.to_text() == other.to_text()


def test_ms_200_answers_in_time():
    state = Shaturanga().new()
    for move in ("b1c3", "a5b4", "e8d7", "h4g5", "c3d5", "b4c5"):
        state.play(move)
    started = time.perf_counter()
    thought = think(state, ms=200)
    assert time.perf_counter() - started < 0.6
    assert thought.move in state.legal_moves()


def test_sides_are_teams():
    state = state_of(COMMANDED, seat="k", armies="CAMA")
    mind = brain(state)
    assert state.to_move == 0 and state.seat == 2
    assert mind.side(state) == 0
    assert [mind.side_of(p) for p in range(4)] == [0, 1, 0, 1]


def test_takes_a_hanging_radjah():
    state = state_of(HANGING)
    assert think(state, ms=300).move == "a3a7"
    assert think(state, level=3, seed=1).move == "a3a7"


def test_saves_the_allys_radjah_from_the_next_enemy():
    state = state_of(ALLY_EN_PRISE)
    assert "b1c3" in state.legal_moves()
    assert think(state, ms=300).move == "f1f6"
    assert think(state, level=4).move == "f1f6"


def test_commander_plays_his_lost_allys_turn():
    """On Black's turn the commander sees a forced win (nodes, not time: as
    deep in Pyodide as in CPython), and the computer playing every seat
    ends the game within eight plies: both enemy Radjahs lost."""
    state = state_of(COMMANDED, seat="k", armies="CAMA")
    thought = think(state, nodes=20_000)
    assert thought.move in state.legal_moves()
    assert thought.scores[0] == thought.scores[2] >= 1_000_000 - 8      # a win, 8 plies at most
    for _ in range(8):
        state.play(think(state, nodes=20_000).move)
        if state.is_over():
            break
    assert state.result() == Result(0, "radjahs", team=(0, 2))


def test_die_is_thrown_by_the_game_not_chosen():
    state = Shaturanga(dice=True).new()
    assert state.to_move == CHANCE
    with pytest.raises(IllegalMove):
        think(state)
    outcomes = brain(state).outcomes(state)
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    assert {brain(state).move_text(state, m) for m, _ in outcomes} == {
        "die:1", "die:2", "die:3", "die:4"}


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_after_the_throw_a_legal_move(k):
    state = Shaturanga(dice=True).new()
    state.play(f"die:{k}")
    thought = think(state, ms=150)
    assert thought.move in state.legal_moves()


def test_die_naming_the_elephant_takes_the_radjah():
    state = state_of(DIE_TAKES, dice=True, die="3")
    assert think(state, ms=300).move == "a1a8"
    state = state_of(DIE_TAKES, dice=True, die="2")  # the Horse: the Elephant may not move
    move = think(state, ms=200).move
    assert move in state.legal_moves() and move[:2] in ("b1", "c2")


def test_at_the_horizon_a_piece_en_prise_is_lost_when_the_die_names_its_taker():
    state = state_of(HORSE_EN_PRISE, dice=True, seat="y")
    assert state.to_move == CHANCE
    mind = brain(state)
    horizon = horizon_worth(state)
    faces = []
    for face, chance in mind.outcomes(state):
        after = state.copy()
        after.push(face)
        faces.append(chance * horizon_worth(after))
    assert horizon == round(sum(faces))
    green_horse = HORSE                               # player 0's piece code is its kind
    horse = mind.place[green_horse][state.board.index(green_horse)]
    loss = mind.evaluate(state) - horizon
    assert loss == pytest.approx(horse / 4, abs=10)   # and the Elephant's lines change a little


def test_at_the_horizon_a_capture_is_taken_back_when_the_next_die_allows():
    state = state_of(HORSE_COVERED, dice=True, seat="y")
    mind = brain(state)
    loss = mind.evaluate(state) - horizon_worth(state)
    alone = state_of(HORSE_EN_PRISE, dice=True, seat="y")
    loss_alone = brain(alone).evaluate(alone) - horizon_worth(alone)
    yellow_elephant = 8 + ELEPHANT                    # player 1's pieces: 8 + kind
    elephant = mind.place[yellow_elephant][state.board.index(yellow_elephant)]
    # Yellow's Elephant takes (a quarter), Black's takes it back (a quarter of that)
    assert loss_alone - loss == pytest.approx(elephant / 16, abs=10)


def test_at_the_horizon_a_recapture_is_answered_when_the_third_die_allows():
    covered = state_of(HORSE_COVERED, dice=True, seat="y")
    assert horizon_worth(covered, 3) == horizon_worth(covered, 2)   # nobody can answer
    state = state_of(HORSE_COVERED_TWICE, dice=True, seat="y")
    mind = brain(state)
    black_elephant = 16 + ELEPHANT                    # player 2's pieces: 16 + kind
    elephant = mind.place[black_elephant][state.board.index(black_elephant)]
    # Yellow's Elephant takes, Black's takes back, Red's Horse takes that: a quarter each
    assert horizon_worth(state, 2) - horizon_worth(state, 3) == pytest.approx(elephant / 64, abs=3)


class Star1(Search):
    """The search without the stand-pat bound at the horizon's throws."""

    def _stand_pat(self, side):
        return None


def die_game_positions(count: int) -> list:
    """Positions of a die game (seed 3), every few moves after the start."""
    match = Match(Record(Shaturanga(dice=True), 3).start(), 3)
    rng, found = random.Random(3), []
    while len(found) < count:
        if match.throw_due() is not None:
            match.play("throw")
            continue
        if len(match.moves) % 5 == 3:
            found.append(match.state.copy())
        match.play(greedy(match.state, rng))
    return found


def test_the_throws_bounded_first_change_no_score_and_save_nodes():
    """Star2's probes (``Brain.probe``) and, at the horizon, each face's
    stand-pat bound only skip what cannot change the answer: every root
    move's score two plies deep is what plain Star1 finds, and three plies
    deep the same best move and score are found in fewer nodes."""
    nodes = {Search: 0, Star1: 0}
    for state in die_game_positions(4):
        found = {}
        for kind, probe in ((Search, True), (Star1, False)):
            mind = brain(state)
            mind.probe = probe
            scores = kind(mind, state.copy())
            scores.reductions = False
            best = kind(mind, state.copy())
            best.reductions = False
            outcome = best.root(3)
            found[kind] = scores.root(2, every=True).scores, outcome.move, outcome.score
            nodes[kind] += best.nodes
        assert found[Search] == found[Star1]
    assert nodes[Search] < 0.85 * nodes[Star1]


def test_with_the_die_club_takes_what_it_sees_and_expert_sees_the_enemys_reply():
    """With the die every level below the strongest looks one ply
    (``LADDER_WITH_DIE``).  Club always takes the best it sees; casual,
    novice and the beginner choose less and less carefully.  A Boat that
    Yellow, throwing next, takes back half the time is bait: club takes it,
    since it does not see Yellow's throw; expert, who sees it, never does.
    Without the die, club and expert look a whole round ahead."""
    free = state_of(FREE_HORSE, dice=True, die="3")
    thoughts = {n: [think(free, n, seed=seed) for seed in range(40)] for n in range(1, 6)}
    assert {t.depth for n in thoughts for t in thoughts[n]} == {1}
    taken = {n: sum(t.move == "e4e7" for t in thoughts[n]) for n in thoughts}
    assert taken[1] <= 8 and taken[1] <= taken[2] < taken[3] < taken[4] == 40
    assert taken[5] >= 38
    bait = state_of(GUARDED_BOAT, dice=True, die="3")
    assert [sum(think(bait, n, seed=seed).move == "e4e7" for seed in range(10))
            for n in (4, 5)] == [10, 0]
    assert think(bait, ms=300).move != "e4e7"
    plain = brain(Shaturanga().new())
    assert [plain.level(get_level(level)).depth for level in (3, 4, 5)] == [2, 4, 4]


def test_the_strongest_searches_a_ply_deeper_in_check_without_the_die():
    """Green's Radjah on d1 is in check from Yellow's Elephant on d5: the
    strongest (not expert, not with the die) extends the search there."""
    checked = {"d1": "gR", "d5": "yE", "a8": "yR", "h8": "kR", "h1": "dR"}
    calm = {"d1": "gR", "c5": "yE", "a8": "yR", "h8": "kR", "h1": "dR"}
    rng = random.Random(0)

    def extends(pieces, dice=False, level=6):
        state = state_of(pieces, dice=dice, die="2" if dice else "-")
        mind = brain(state)
        mind.choose(state, rng, get_level(level))
        return mind.in_check(state)

    assert extends(checked)
    assert not extends(calm)
    assert not extends(checked, level=5)
    assert not extends(checked, dice=True)


def test_with_the_die_a_check_lasts_until_the_die_names_a_piece_that_answers_it():
    """With the die, a Radjah in check is safe at his owner's turn only if
    the die names a piece that can answer the check; otherwise the turn is
    lost and the enemies throw again.  The strongest follows such a check
    for ``CHECK_ROUNDS`` rounds; the other levels, and the greedy player,
    only until the owner's turn."""
    state = state_of(HORSE_CHECK, dice=True, seat="y")
    assert state.to_move == CHANCE and state.in_check(0)
    assert [state.has_move(0, face) for face in (1, 2, 3, 4)] == [False, False, False, True]
    covered = state_of(HORSE_CHECK_COVERED, dice=True, seat="y")
    assert [covered.has_move(0, face) for face in (1, 2, 3, 4)] == [False, False, True, True]
    minds = {}
    for name, level in (("expert", get_level(5)), ("strongest", get_level(6)), ("greedy", None)):
        minds[name] = brain(state)
        minds[name].choose(state, random.Random(1), level)
    radjah = minds["expert"].place[RADJAH][state.board.index(RADJAH)]
    # a round: Yellow's Horse takes a quarter of the time, Black's turn keeps
    # half the danger (he may cover), Green's die answers a quarter of the time
    kept = (1 - 1 / 4) * DANGER_KEPT * (1 - 1 / 4)
    followed = sum(radjah / 4 * kept ** r for r in range(CHECK_ROUNDS))
    plain = minds["expert"].evaluate(state)
    assert minds["greedy"].evaluate(state) == plain
    assert plain - minds["strongest"].evaluate(state) == pytest.approx(followed - radjah / 4,
                                                                       abs=2)
    # an Elephant that may take the Horse answers the check half the time;
    # the danger weighs the whole army (the Elephant reaches nine squares)
    strongest = brain(covered)
    strongest.choose(covered, random.Random(1), get_level(6))
    expert = brain(covered)
    expert.choose(covered, random.Random(1), get_level(5))
    army = radjah + expert.place[ELEPHANT][covered.board.index(ELEPHANT)] + 9 * ELEPHANT_REACH
    kept = (1 - 1 / 4) * DANGER_KEPT * (1 - 1 / 2)
    followed = sum(army / 4 * kept ** r for r in range(CHECK_ROUNDS))
    assert expert.evaluate(covered) - strongest.evaluate(covered) == pytest.approx(
        followed - army / 4, abs=2)
    # without the die the owner always answers (or is mated): one round
    plain_game = state_of(HORSE_CHECK, seat="y")
    mind = brain(plain_game)
    mind.choose(plain_game, random.Random(1), get_level(6))
    assert mind.rounds == 1


def test_with_the_die_the_strongest_counts_a_piece_exposed_until_its_owner_moves():
    """With the die, the strongest counts ``EXPOSED`` of what each team's
    most exposed piece may lose before its owner moves: its worth if nobody
    of its team can take the taker back, times the chance an enemy's die
    lets him take it.  Below the strongest, and for the greedy player,
    nothing changes."""
    def worth(pieces, level):
        state = state_of(pieces, dice=True, seat="y")
        mind = brain(state)
        mind.choose(state, random.Random(1), level)
        return mind.evaluate(state)

    exposed_horse = EXPOSED * VALUE[HORSE] / 4        # Yellow's die names his Elephant: 1 in 4
    for pieces in (HORSE_EN_PRISE, HORSE_GUARDED_BY_A_SOLDIER):
        expert = worth(pieces, get_level(5))
        assert worth(pieces, None) == expert
        assert expert - worth(pieces, get_level(6)) == pytest.approx(exposed_horse, abs=1)
    # Black's Elephant would take Yellow's Elephant back: taking costs Yellow more
    assert worth(HORSE_COVERED, get_level(6)) == worth(HORSE_COVERED, get_level(5))
    # Green to move: his Horse is his own to save
    state = state_of(HORSE_EN_PRISE, dice=True, seat="g")
    mind = brain(state)
    mind.choose(state, random.Random(1), get_level(6))
    assert mind.exposure == EXPOSED and mind._exposed(state, [True] * 4) == 0
    plain_game = state_of(HORSE_EN_PRISE, seat="y")
    plain = brain(plain_game)
    plain.choose(plain_game, random.Random(1), get_level(6))
    assert plain.exposure == 0


def test_every_army_reads_the_table_from_its_own_throne():
    """The table is written once, as Green sees the board; each player reads
    it turned so that his own throne is Green's and his Soldiers march up
    the files as Green's do: the same piece on the same square, as he sees
    it, is worth the same to all four (without promotion and with)."""
    for player in range(4):
        assert own_square(player, THRONE[player]) == THRONE[GREEN]
        assert own_square(player, THRONE[player ^ 2]) == THRONE[GREEN ^ 2]   # the ally's throne
        turned = sorted(own_square(player, sq) for sq in range(64))
        assert turned == list(range(64))
        for sq in range(64):
            ahead = S_STEP[player][sq]
            if ahead >= 0:
                assert own_square(player, ahead) == own_square(player, sq) + 8
    for promotion in (False, True):
        for player in range(4):
            for sq in range(64):
                seen = own_square(player, sq)                 # Green's squares are his own
                for kind in range(RADJAH, SOLDIER + 1):
                    assert PLACE[promotion][player * 8 + kind][sq] == PLACE[promotion][kind][seen]


def test_promotion_makes_an_elephant():
    game = Shaturanga(promotion=True)
    # Yellow's Horse on b6 would take the Soldier next: it promotes now
    state = game.from_text(pos({"d1": "gR", "d7": "gS", "b6": "yH", "a5": "yR", "e8": "kR",
                                "h4": "dR"}))
    assert think(state, ms=200).move == "d7d8e"


def test_exchange_offer_and_answer():
    state = state_of(EX_POS, armies="ALLA")
    assert "exchange:offer" in state.legal_moves()
    assert think(state, ms=150).move in state.legal_moves()
    state = state_of(EX_POS, armies="ALLA", extra="offer=g")
    assert state.to_move == 3
    assert think(state, ms=150).move in ("exchange:accept", "exchange:decline")


def test_low_levels_play_a_whole_game_to_its_end():
    players = {0: computer(1), 1: computer(2), 2: computer(1), 3: computer(2)}
    result, moves = duel(Shaturanga(), players, seed=5, max_plies=2000)
    assert result is not None and len(moves) > 10


@pytest.mark.parametrize("team", [0, 1])
def test_strongest_beats_random_movers(team):
    best = computer(None, 100)
    players = {p: best if p & 1 == team else random_mover for p in range(4)}
    result, _ = duel(Shaturanga(), players, seed=11 + team)
    assert result is not None and result.winner is not None and result.winner & 1 == team


@pytest.mark.parametrize("options", [{}, {"dice": True}, {"promotion": True}])
def test_the_quiescence_is_given_every_capture_and_promotion(options):
    # Brain.noisy_moves: the captures and promotions alone, generated apart,
    # are the legal moves that take or promote, in their order, every noisy one among them
    from boardgames.ai.brain import NOISY
    from boardgames.games.shaturanga.board import DIE
    rng = random.Random(7)
    seen = 0
    for _ in range(4):
        state = Shaturanga(**options).new()
        mind = brain(state)
        while not state.is_over() and len(state.stack) < 200:
            moves = state.engine_moves()
            captures = mind.noisy_moves(state)
            takes = [m for m in moves if m < DIE and (m >= 4096 or state.board[m >> 6 & 63])]
            if state.to_move != CHANCE and state.offer < 0:
                assert captures == takes
            noisy = {m for m, k in zip(moves, mind.keys(state, moves)) if k >= NOISY}
            assert noisy <= set(captures)
            seen += bool(captures)
            state.push(rng.choice(moves))
    assert seen > 50

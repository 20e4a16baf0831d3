"""Shaturanga (four-handed chaturanga) in headless Chromium: whole games by
clicks on the canvas, with and without the die, the throne's command, the
exchange of Radjahs, the board turning to face the player, reload and
undo/redo; every step checked against the rules package under CPython
(``boardgames.api``, which throws the same dice from the same seed).

The game lines below were found offline with the rules under CPython: one
team's moves were chosen by a small beam search (material, checks, enemy
Radjahs lost), the other team always plays its first legal move (in the
order of ``legal_moves()``); the tests check that policy as they play."""

from __future__ import annotations

from boardgames.api import Api
from app_page import click, dismiss_notices, open_app, point, wait_ply, wait_ready

GAME = "shaturanga"
DIE_PIECE = {1: "B", 2: "H", 3: "E", 4: "R"}          # the die names a piece
DIE_NAME = {1: "Boat", 2: "Horse", 3: "Elephant", 4: "Radjah"}
SEAT_TURNS = {"south": 0, "west": 1, "north": 2, "east": 3}

# Without the die, with promotion: Green + Black play their first legal move,
# Yellow + Red attack.  Black's e-Soldier promotes on e1 (the chooser opens),
# Red's Horse mates Green (d2e4), Yellow's Horse mates Black (a7c6).
PLAIN_LINE = ["a1c3", "a5b4", "e7e6", "h2f3", "b1a3", "a6a3", "e6e5", "f3d2", "c1b1", "a3c3",
              "e5e4", "d2b1", "d1c1", "c3f3", "e4e3", "b1d2", "c1d1", "f3f1", "e3e2", "d2e4",
              "f1f7", "e2e1e", "e4d6", "a7c6"]
PLAIN_ATTACKERS = 1                  # Yellow + Red; Green + Black play their first move

# With the die, seed 5: Green + Black play their first legal move.  Yellow's
# first throw is a 6, thrown again (a 2); Black, in check from the Horse on
# d6, throws an Elephant and loses his turn; Red's Horse takes Green's Radjah
# (f3e1), Yellow's Horse takes Black's (d6e8).
DIE_SEED = 5
DIE_LINE = ["a1c3", "a7c8", "e7e6", "g1f1", "b1a3", "c8d6", "g2f2", "d1e1", "b5c5", "h2f3",
            "c5d5", "f3e1", "d5e6", "e1c2", "d6e8"]
DIE_ATTACKERS = 1

# Green's Radjah steps onto Black's throne (e8) and commands both armies:
# on Black's turns Green moves Black's Radjah (a4a5) or his own Horse
# (e3c2).  Yellow and Red play their first legal move.
THRONE_POS = "8/4gR3/8/8/kR1gH4yE/8/1kS6/yR6dR g AAAA nodice - 0"
THRONE_LINE = ["e7e8", "a1a2", "a4a5", "h1g1", "c4e3", "a2a1", "e3c2", "g1f1", "c2a1", "a1c2",
               "f1e2", "c2d4", "d4e2"]

# Yellow and Black have lost their Radjahs (L): each side has lost one.
EXCHANGE_POS = "1kS6/yS7/5dE2/8/7dR/2gE5/8/3gR4 g ALLA nodice - 0"


# ---------------------------------------------------------------- helpers


def rules_match(seed, position=None, **options):
    """The same game under CPython, dice thrown by the match from the seed."""
    api = Api()
    request = {"op": "new", "game": GAME, "options": options, "seed": seed}
    if position:
        request["position"] = position
    answer = api.handle(request)
    assert answer["ok"], answer
    return api.matches[answer["match"]]


def new_game(page, seed, **options):
    match = rules_match(seed, **options)
    assert page.evaluate("([o, s]) => app.newGame('shaturanga', o, s)", [options, seed])
    wait_ply(page, len(match.moves))
    assert page.evaluate("app.view.game") == GAME
    return match


def import_position(page, text, **options):
    """A Shaturanga game first (for its options), then the position."""
    assert page.evaluate("([o]) => app.newGame('shaturanga', o, 0)", [options])
    wait_ply(page, len(rules_match(0, **options).moves))
    assert page.evaluate("t => app.importPosition(t)", text) is True
    match = rules_match(0, position=text, **options)
    wait_ply(page, len(match.moves))
    assert page.evaluate("app.view.position") == text
    dismiss_notices(page)
    return match


def board_moves(match):
    return [m for m in match.state.legal_moves() if not m.startswith(("exchange:", "die:"))]


def view_targets(page, frm):
    return sorted({m["to"] for m in page.evaluate("app.view.moves") if m["from"] == frm})


def seat_tags(page, owner):
    return page.locator(f'#seats li[data-owner="{owner}"] span[data-tag]').evaluate_all(
        "spans => spans.map(s => s.dataset.tag)")


def event_kinds(page):
    return page.locator("#events li").evaluate_all("lis => lis.map(li => li.dataset.kind)")


def rules_events(match):
    """What happened by itself since the last decision, as the rules list it."""
    return match.state.view()["panels"]["events"]


def play_by_clicks(page, match, move):
    """Click the piece, check the lit squares against the rules, click the
    target; a promotion opens the chooser, whose buttons are checked too."""
    frm, to = move[:2], move[2:4]
    assert page.evaluate("app.highlighted()") == []
    click(page, frm)
    legal = sorted({m[2:4] for m in board_moves(match) if m[:2] == frm})
    assert legal, (move, board_moves(match))
    assert page.evaluate("app.highlighted()") == legal, move
    assert view_targets(page, frm) == legal
    match.play(move)
    click(page, to)
    if len(move) == 5:
        dialog = page.locator("#choose-dialog")
        dialog.wait_for(state="visible", timeout=5_000)
        choices = dialog.locator("button.choice").evaluate_all("bs => bs.map(b => b.dataset.move)")
        assert sorted(choices) == sorted(move[:4] + p for p in "ehb")
        names = dialog.locator("button.choice").all_inner_texts()
        assert sorted(names) == ["Boat", "Elephant", "Horse"]
        assert dialog.locator("#choose-title").inner_text() == "Promote to"
        dialog.locator(f'button[data-move="{move}"]').click()
    wait_ply(page, len(match.moves))
    assert page.evaluate("app.view.history") == match.moves


def check_policy(match, move, attackers):
    """The defenders' move is their first legal one (the line's policy)."""
    if match.state.to_move & 1 != attackers:
        assert move == board_moves(match)[0], (move, board_moves(match))


def player_moves(match):
    return [m for m, chance in zip(match.moves, match.chance) if not chance]


# ---------------------------------------------------------------- a game without the die


def test_four_player_game_by_clicks_to_a_team_victory(page, site):
    """Moves, promotion (option), mate of a player with no legal move in
    check, skipped seats, and the team win when both enemy Radjahs are lost
    (rules: Moves, Check, A Radjah lost)."""
    open_app(page, site)
    match = new_game(page, 11, promotion=True)
    assert page.evaluate("app.view.position") == match.state.to_text()
    assert page.locator("#seats li").count() == 4
    assert page.locator("#die-named, #die-throws").count() == 0     # no die in this game
    assert "Green + Black against Yellow + Red" in page.locator("#game-panel").inner_text()
    mated = skipped = 0
    for i, move in enumerate(PLAIN_LINE):
        seat = match.state.seat
        assert page.evaluate("app.view.panels.seat") == seat
        assert "turn" in seat_tags(page, seat)
        check_policy(match, move, PLAIN_ATTACKERS)
        play_by_clicks(page, match, move)
        kinds = [e["kind"] for e in rules_events(match)]
        assert event_kinds(page) == [k for k in kinds if k != "throw"], move
        if "mated" in kinds:
            mated += 1
            loser = next(e["player"] for e in rules_events(match) if e["kind"] == "mated")
            if match.state.result() is None:
                assert "lost" in seat_tags(page, loser)
        if "skip" in kinds:
            skipped += 1
        if i < len(PLAIN_LINE) - 1:
            assert page.evaluate("app.view.result") is None
    assert mated == 2 and skipped >= 1
    view = page.evaluate("app.view")
    assert view["result"] == {"winner": 1, "reason": "radjahs", "team": [1, 3]}
    assert view["moves"] == []
    # The same moves replayed by the rules under CPython give the same game.
    replay = rules_match(11, promotion=True)
    for move in player_moves(match):
        replay.play(move)
    assert view["history"] == replay.moves == PLAIN_LINE
    assert view["position"] == replay.state.to_text()
    assert view["position"].split()[2] == "LALA"
    pieces = {p["sq"]: (p["owner"], p["kind"]) for p in view["pieces"]}
    assert pieces["e1"] == (2, "E")                # the promoted Soldier
    result = page.locator("#result").inner_text()
    assert "Yellow + Red" in result and "both enemy Radjahs are lost" in result
    # The end is told over the board; once that card is closed, nothing lights up.
    page.wait_for_selector("#game-over:not([hidden])")
    assert "Yellow + Red" in page.locator("#game-over-title").inner_text()
    page.click("#game-over-close")
    click(page, "b4")                            # Yellow's Radjah
    assert page.evaluate("app.highlighted()") == []


# ---------------------------------------------------------------- a game with the die


def test_die_game_by_clicks_to_a_team_victory(page, site):
    """The die (rules: The die): thrown by the game each turn, 5 and 6 thrown
    again; only the named piece or a Soldier may move (ringed); a throw that
    allows no move loses the turn; the team win."""
    open_app(page, site)
    match = new_game(page, DIE_SEED, dice=True)
    assert page.evaluate("app.view.history") == match.moves == ["die:1"]
    rethrows_seen = lost_turns_seen = 0
    for move in DIE_LINE:
        view = page.evaluate("app.view")
        die = view["panels"]["die"]
        value = match.state.die
        assert die["value"] == value and 1 <= value <= 4
        assert DIE_NAME[value] in page.locator("#die-named").inner_text()
        # The throws of this turn (and of turns lost since the last move).
        throws = [e["die"] for e in rules_events(match) if e["kind"] == "throw"]
        shown = page.locator("#die-throws .die").evaluate_all(
            "ds => ds.map(d => d.getAttribute('aria-label'))")
        assert shown == [f"die showing {k}" for k in throws]
        if any(k >= 5 for k in throws):
            assert len(shown) >= 2
            assert "thrown again" in page.locator("#game-panel").inner_text()
            rethrows_seen += 1
        # The pieces that may move (ringed): the named type or a Soldier only.
        pieces = {p["sq"]: p for p in view["pieces"]}
        origins = {m["from"] for m in view["moves"] if m["from"]}
        assert origins == {m[:2] for m in board_moves(match)}
        assert {pieces[o]["kind"] for o in origins} <= {DIE_PIECE[value], "S"}, (value, origins)
        acting = view["to_move"]
        assert acting == match.state.to_move
        # A piece of another type lights nothing.
        other = sorted(sq for sq, p in pieces.items() if p["owner"] == acting
                       and p["kind"] not in (DIE_PIECE[value], "S"))
        if other:
            click(page, other[0])
            assert page.evaluate("app.highlighted()") == []
        check_policy(match, move, DIE_ATTACKERS)
        play_by_clicks(page, match, move)
        events = rules_events(match)
        lost = [e for e in events if e["kind"] == "lost_turn"]
        assert page.locator('#events li[data-kind="lost_turn"]').count() == len(lost)
        if lost:
            lost_turns_seen += 1
            text = page.locator('#events li[data-kind="lost_turn"]').first.inner_text()
            assert "the turn is lost" in text
            assert DIE_NAME[lost[0]["die"]] in text
        assert event_kinds(page) == [e["kind"] for e in events if e["kind"] != "throw"]
    assert rethrows_seen >= 1 and lost_turns_seen >= 1
    view = page.evaluate("app.view")
    assert view["result"] == {"winner": 1, "reason": "radjahs", "team": [1, 3]}
    replay = rules_match(DIE_SEED, dice=True)
    for move in DIE_LINE:
        replay.play(move)
    assert view["history"] == replay.moves
    assert view["position"] == replay.state.to_text()
    assert "Yellow + Red" in page.locator("#result").inner_text()


# ---------------------------------------------------------------- the throne


def test_throne_command_by_clicks(page, site):
    """Thrones: a Radjah on the ally's throne commands both armies; on the
    ally's turn the commander moves any piece of either army; the game then
    goes on to the team's win."""
    open_app(page, site)
    match = import_position(page, THRONE_POS)
    for i, move in enumerate(THRONE_LINE):
        state = match.state
        if state.seat == 2 and i > 0:
            # Black's turn, Green commands: Black's army and Green's move.
            assert page.evaluate("[app.view.panels.seat, app.view.to_move]") == [2, 0]
            origins = {m["from"] for m in page.evaluate("app.view.moves")}
            owners = {p["sq"]: p["owner"] for p in page.evaluate("app.view.pieces")}
            assert {owners[o] for o in origins} == {0, 2}, origins
            assert origins == {m[:2] for m in board_moves(match)}
            assert "turn" in seat_tags(page, 2)
            assert "Green" in page.locator("#turn").inner_text()
        check_policy(match, move, 0)
        play_by_clicks(page, match, move)
        if i == 0:
            assert "command" in seat_tags(page, 0)
            assert "Black" in page.locator('#seats li[data-owner="0"] [data-tag="command"]').inner_text()
            assert page.locator('#events li[data-kind="command"]').count() == 1
            assert page.evaluate("app.view.panels.command") == [{"player": 0, "armies": [0, 2]}]
            assert page.evaluate("app.view.position").split()[2] == "CAAA"
        elif match.state.result() is None:
            assert "command" in seat_tags(page, 0)
            assert page.locator('#events li[data-kind="command"]').count() == 0
    view = page.evaluate("app.view")
    assert view["result"] == {"winner": 0, "reason": "radjahs", "team": [0, 2]}
    assert view["position"] == match.state.to_text()
    assert view["position"].split()[2] == "CLAL"
    assert "Green + Black" in page.locator("#result").inner_text()


# ---------------------------------------------------------------- the exchange


def offer_exchange(page, match):
    assert page.locator('#game-panel button[data-action="exchange:accept"]').count() == 0
    page.click('#game-panel button[data-action="exchange:offer"]')
    match.play("exchange:offer")
    wait_ply(page, len(match.moves))
    assert "offer=g" in page.evaluate("app.view.position")
    panel = page.locator("#game-panel")
    assert "Green offers the exchange. Red, do you accept?" in panel.inner_text()
    assert panel.locator('button[data-action="exchange:offer"]').count() == 0
    assert panel.locator('button[data-action="exchange:accept"]').inner_text() == "Accept (Red)"
    assert panel.locator('button[data-action="exchange:decline"]').inner_text() == "Decline (Red)"
    assert page.evaluate("app.view.to_move") == 3
    assert "turn" in seat_tags(page, 3) and "turn" in seat_tags(page, 0)
    assert event_kinds(page) == ["offer"]
    # No board move while the offer waits.
    click(page, "c3")
    assert page.evaluate("app.highlighted()") == []


def test_exchange_of_radjahs_accepted_and_declined(page, site):
    """Exchange: when each side has lost exactly one Radjah, the player to
    move offers; accepted, both Radjahs return to their thrones and their
    players play again; declined, the offerer moves and may not offer again
    this turn, and the other side may offer on its turn."""
    open_app(page, site)
    match = import_position(page, EXCHANGE_POS)
    assert "lost" in seat_tags(page, 1) and "passive" in seat_tags(page, 2)
    assert page.locator('#game-panel button[data-action="exchange:offer"]').is_visible()
    offer_exchange(page, match)
    page.click('#game-panel button[data-action="exchange:accept"]')
    match.play("exchange:accept")
    wait_ply(page, len(match.moves))
    view = page.evaluate("app.view")
    pieces = {p["sq"]: (p["owner"], p["kind"], p["passive"]) for p in view["pieces"]}
    assert pieces["a5"] == (1, "R", False) and pieces["e8"] == (2, "R", False)
    assert view["position"] == match.state.to_text()
    assert view["position"].split()[2] == "AAAA"
    assert view["panels"]["lost"] == [] and view["panels"]["passive"] == []
    for owner in range(4):
        assert not {"lost", "passive"} & set(seat_tags(page, owner)), owner
    assert event_kinds(page) == ["accepted", "returned", "returned"]
    returned = page.locator('#events li[data-kind="returned"]').all_inner_texts()
    assert "a5" in returned[0] and "e8" in returned[1]
    assert page.locator('#game-panel button[data-action^="exchange:"]').count() == 0
    # The offerer moves now; then Yellow plays again.
    assert view["to_move"] == 0
    play_by_clicks(page, match, "d1d2")
    assert page.evaluate("app.view.to_move") == 1

    # Declined: the offerer moves, then Red may offer on his turn.
    match = import_position(page, EXCHANGE_POS)
    offer_exchange(page, match)
    page.click('#game-panel button[data-action="exchange:decline"]')
    match.play("exchange:decline")
    wait_ply(page, len(match.moves))
    assert event_kinds(page) == ["declined"]
    assert page.evaluate("app.view.to_move") == 0
    assert page.locator('#game-panel button[data-action^="exchange:"]').count() == 0
    assert "offered=1" in page.evaluate("app.view.position")
    assert "lost" in seat_tags(page, 1) and "lost" in seat_tags(page, 2)
    play_by_clicks(page, match, "c3c4")
    assert page.evaluate("app.view.to_move") == 3
    assert page.locator('#game-panel button[data-action="exchange:offer"]').is_visible()
    assert page.evaluate("app.view.position") == match.state.to_text()


# ---------------------------------------------------------------- rotation


def bottom_side(page):
    """Which side of the board is nearest the player: south, west, north, east."""
    a1, h1, a8 = point(page, "a1"), point(page, "h1"), point(page, "a8")
    if a1["y"] > a8["y"] + 1 and abs(a1["y"] - h1["y"]) < 1:
        return "south"
    if a8["y"] > a1["y"] + 1 and abs(a1["y"] - h1["y"]) < 1:
        return "north"
    if abs(a1["y"] - a8["y"]) < 1 and a1["y"] > h1["y"]:
        return "west"
    if abs(a1["y"] - a8["y"]) < 1 and h1["y"] > a1["y"]:
        return "east"
    return None


def test_board_faces_the_player_to_move_and_flip_steps_through_seats(page, site):
    """With "Face the player" the board turns to the seat of the player to
    move (south, west, north, east); clicks still hit the right squares;
    the flip button steps through the four seats and stops following."""
    open_app(page, site)
    match = new_game(page, 3)
    assert page.evaluate("app.turns") == 0 and bottom_side(page) == "south"
    page.click("#follow")
    assert page.get_attribute("#follow", "aria-pressed") == "true"
    round_ = ["d2d3", "b6c6", "e7e6", "g3f3"]
    for move, seat in zip(round_, ("south", "west", "north", "east")):
        assert page.evaluate("app.turns") == SEAT_TURNS[seat]
        assert bottom_side(page) == seat
        play_by_clicks(page, match, move)
    assert page.evaluate("app.view.history") == round_
    # Green to move again: south.  Flip takes over and steps through the seats.
    assert page.evaluate("app.turns") == 0 and bottom_side(page) == "south"
    assert page.get_attribute("#flip", "aria-pressed") == "false"
    for seat in ("west", "north", "east"):
        page.click("#flip")
        assert page.get_attribute("#follow", "aria-pressed") == "false"
        assert page.get_attribute("#flip", "aria-pressed") == "true"
        assert page.evaluate("app.turns") == SEAT_TURNS[seat] and bottom_side(page) == seat
    # Not following: the board stays east while Green moves, by clicks.
    play_by_clicks(page, match, "c2c3")
    assert page.evaluate("app.turns") == 3 and bottom_side(page) == "east"
    page.click("#flip")
    assert page.evaluate("app.turns") == 0 and bottom_side(page) == "south"
    assert page.get_attribute("#flip", "aria-pressed") == "false"
    # Following again: Yellow to move, west at the bottom; then Black, north.
    page.click("#follow")
    assert page.evaluate("app.turns") == 1 and bottom_side(page) == "west"
    play_by_clicks(page, match, "b7c7")
    assert page.evaluate("app.turns") == 2 and bottom_side(page) == "north"
    assert page.evaluate("app.view.position") == match.state.to_text()


# ---------------------------------------------------------------- reload, undo, redo


def test_reload_keeps_the_game_and_undo_redo_keep_the_dice(page, site):
    """The four-player die game survives a reload; undo takes back a move
    with the dice thrown after it, redo replays the same dice."""
    open_app(page, site)
    match = new_game(page, DIE_SEED, dice=True)
    for move in DIE_LINE[:3]:
        play_by_clicks(page, match, move)
    before = page.evaluate("app.view")
    page.reload()
    wait_ready(page)
    wait_ply(page, before["ply"])
    after = page.evaluate("app.view")
    assert after["history"] == before["history"] == match.moves
    assert after["position"] == before["position"]
    assert after["panels"]["die"] == before["panels"]["die"]
    assert page.locator("#seats li").count() == 4
    assert DIE_NAME[before["panels"]["die"]["value"]] in page.locator("#die-named").inner_text()
    # Undo: back before Black's move; the die is Black's earlier 4.
    die_after = before["panels"]["die"]["value"]
    page.click("#undo")
    ply_before_black = match.moves.index(DIE_LINE[2])
    wait_ply(page, ply_before_black)
    assert page.evaluate("app.view.panels.die.value") == 4
    assert page.evaluate("app.view.history") == match.moves[:ply_before_black]
    page.click("#undo")
    ply_before_yellow = match.moves.index(DIE_LINE[1])
    wait_ply(page, ply_before_yellow)
    # Yellow's throws: a 6 thrown again, then a 2 — shown again after the undo.
    assert page.evaluate("app.view.panels.die.value") == 2
    assert page.locator("#die-throws .die").count() == 2
    page.click("#redo")
    wait_ply(page, ply_before_black)
    assert page.evaluate("app.view.panels.die.value") == 4
    page.click("#redo")
    wait_ply(page, len(match.moves))
    assert page.evaluate("app.view.history") == match.moves
    assert page.evaluate("app.view.panels.die.value") == die_after
    assert page.evaluate("app.view.position") == match.state.to_text()
    assert page.locator("#redo").is_disabled()
    # And play goes on by clicks.
    play_by_clicks(page, match, DIE_LINE[3])

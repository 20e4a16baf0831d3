"""The <game-board> element against the computer (``computer``, ``level``,
``think-ms``), on a page of another site (the fixtures of conftest.py).

Checked: the computer answers the reader's moves in Dou Shou Qi, saying it
thinks meanwhile, with the reader's input refused for its seat; the
attributes changed at run time take effect on the game going on; New game
drops a thought on its way; wrong values are said in place, in the element's
language, and change nothing; the games whose brains exist play a few turns
against the computer, dice included.  The time from the reader's move to the
computer's reply is printed (``-s`` shows it)."""

from __future__ import annotations



from test_embed import head, shadow, wait_alive

BOARD = "document.getElementById('{}')"


def page_with(dist_url, boards, lang="en"):
    return head(dist_url).replace('lang="en"', f'lang="{lang}"') + f"<body>{boards}</body></html>"


def reader_turn(page, id_, timeout=30_000):
    """Wait until the reader may move on board ``id_`` (or the game is over)."""
    page.wait_for_function(f"""() => {{
        const b = {BOARD.format(id_)};
        const s = b.session;
        return b.view && (b.view.result || (s && !s.thinking && !s.busy && !b._isComputer(b.view)));
    }}""", timeout=timeout)


def reader_move(page, id_):
    """A move for the reader: the engine's beginner's choice for the seat to move."""
    return page.evaluate(f"""async () => {{
        const b = {BOARD.format(id_)};
        const answer = await b.session.request("think", {{match: b.session.match, level: 1}});
        return answer.move;
    }}""")


def computer_moves(page, id_):
    return [e[2] for e in page.evaluate("events") if e[0] == "move" and e[1] == id_ and e[2].get("computer")]


def test_embed_plays_against_the_computer(page, dist, host):
    html = page_with(dist.url, '<game-board id="vs" game="doushouqi" mode="play" computer="red" level="1"></game-board>')
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(host.page("vs.html", html))
    wait_alive(page, "vs")
    board = BOARD.format("vs")
    assert shadow(page, "vs", ".play-bar", "hidden") is False
    assert shadow(page, "vs", ".new-game") == "New game"
    assert "Green to move" in shadow(page, "vs", ".status")
    # The first reply, by a click: "thinking…" at once, the board closed meanwhile.
    page.evaluate(f"{board}._board.select('g3')")
    point = page.evaluate(f"{board}._board.squareCenter('g4')")
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function(f"{board}.ply === 1")
    assert "(the computer) is thinking" in shadow(page, "vs", ".status")
    assert shadow(page, "vs", ".status", "className") == "status thinking"
    assert page.evaluate(f"{board}._board.enabled") is False
    assert page.evaluate(f"{board}.play('a7a6')") is False          # the computer's seat
    assert shadow(page, "vs", ".hint", "disabled") is True
    page.wait_for_function(f"{board}.ply === 2", timeout=20_000)
    reply = computer_moves(page, "vs")[0]
    assert reply["ply"] == 2
    assert page.evaluate(f"{board}.view.last_move.move") == reply["move"]   # marked like the reader's
    # The reply said in words ("Red: Wolf e7–d7"), never in notation.
    said = shadow(page, "vs", ".status")
    assert said.startswith("Red: ") and reply["move"] not in said, said
    assert page.evaluate(f"{board}._board.enabled") is True
    # More turns by play(), timed from the reader's move to the reply.
    times = []
    for _ in range(3):
        reader_turn(page, "vs")
        if page.evaluate(f"{board}.view.result"):
            break
        move = reader_move(page, "vs")
        ply = page.evaluate(f"{board}.ply")
        start = page.evaluate("performance.now()")
        assert page.evaluate(f"{board}.play({move!r})") is True
        page.wait_for_function(f"{board}.ply >= {ply + 2} || {board}.view.result", timeout=20_000)
        times.append(page.evaluate("performance.now()") - start)
    assert len(computer_moves(page, "vs")) >= 4
    print(f"\nlevel 1 replies (ms): {[round(t) for t in times]}")
    # A hint: an arrow on the board, for the reader's seat.
    reader_turn(page, "vs")
    page.evaluate(f"{board}.addEventListener('hint', (e) => events.push(['hint', 'vs', e.detail]))")
    page.evaluate(f"{board}.shadowRoot.querySelector('.hint').click()")
    page.wait_for_function("events.some(e => e[0] === 'hint')", timeout=10_000)
    hint = [e[2] for e in page.evaluate("events") if e[0] == "hint"][0]
    assert hint["ply"] == page.evaluate(f"{board}.ply") and hint["move"]
    assert shadow(page, "vs", ".marks path", "localName") == "path"
    assert "Hint:" in shadow(page, "vs", ".status")
    # New game: back to the start, the reader (Green) to move.
    page.evaluate(f"{board}.shadowRoot.querySelector('.new-game').click()")
    page.wait_for_function(f"{board}.ply === 0")
    assert "Green to move" in shadow(page, "vs", ".status")
    assert errors == []


def test_levels_and_the_new_game_dropping_a_thought(page, dist, host):
    html = page_with(dist.url, '<game-board id="vs" game="doushouqi" mode="play" computer="red" level="3"></game-board>')
    page.goto(host.page("levels.html", html))
    wait_alive(page, "vs")
    board = BOARD.format("vs")
    figures = {}
    for level, ms in (("1", None), ("3", None), ("6", "1000")):
        page.evaluate(f"{board}.setAttribute('level', {level!r})")
        if ms:
            page.evaluate(f"{board}.setAttribute('think-ms', {ms!r})")
        ply = page.evaluate(f"{board}.ply")
        move = reader_move(page, "vs")
        start = page.evaluate("performance.now()")
        assert page.evaluate(f"{board}.play({move!r})") is True
        page.wait_for_function(f"{board}.ply === {ply + 2}", timeout=20_000)
        figures[level] = (round(page.evaluate("performance.now()") - start), page.evaluate(f"{board}._lastThought.engineMs"))
        assert page.evaluate(f"{board}._lastThought.level") == int(level)
    print(f"\nreply times by level (ms, in the element and the engine's own): {figures}")
    # New game while it thinks: the thought is dropped when it comes.
    page.evaluate(f"{board}.setAttribute('think-ms', '1500')")
    assert page.evaluate(f"{board}.play({reader_move(page, 'vs')!r})") is True
    assert page.evaluate(f"!!{board}.session.thinking") is True
    # The page goes on while the worker thinks: frames keep coming.
    frame = page.evaluate("""() => { const t = performance.now();
        return new Promise(r => requestAnimationFrame(() => r(performance.now() - t))); }""")
    assert frame < 300
    assert "thinking" in shadow(page, "vs", ".status")
    page.evaluate(f"{board}.shadowRoot.querySelector('.new-game').click()")
    page.wait_for_function(f"{board}.ply === 0", timeout=10_000)
    page.wait_for_timeout(1800)
    assert page.evaluate(f"{board}.ply") == 0
    assert page.evaluate(f"{board}.session.thinking") is None
    assert "Green to move" in shadow(page, "vs", ".status")


def test_the_attributes_changed_at_run_time_take_effect(page, dist, host):
    html = page_with(dist.url, '<game-board id="duo" game="doushouqi" mode="play"></game-board>')
    page.goto(host.page("duo.html", html))
    wait_alive(page, "duo")
    board = BOARD.format("duo")
    assert shadow(page, "duo", ".play-bar", "hidden") is True       # people only
    assert page.evaluate(f"{board}.play('g3g4')") is True
    page.wait_for_timeout(500)
    assert page.evaluate(f"{board}.ply") == 1                         # nobody answers
    # Red handed to the computer, Red to move: it plays at once.
    page.evaluate(f"{board}.setAttribute('computer', 'red')")
    page.wait_for_function(f"{board}.ply === 2", timeout=20_000)
    assert shadow(page, "duo", ".play-bar", "hidden") is False
    # Handed back: the reader plays Red again.
    page.evaluate(f"{board}.removeAttribute('computer')")
    assert page.evaluate(f"{board}.play({reader_move(page, 'duo')!r})") is True
    assert page.evaluate(f"{board}.play({reader_move(page, 'duo')!r})") is True
    assert page.evaluate(f"{board}.ply") == 4
    # The computer takes Green, whose turn it is.
    page.evaluate(f"{board}.setAttribute('computer', 'green')")
    page.wait_for_function(f"{board}.ply === 5", timeout=20_000)
    assert page.evaluate(f"{board}.view.to_move") == 1


def test_a_bad_attribute_gives_a_message(page, dist, host):
    boards = """<div style="display:grid;grid-template-columns:repeat(3,300px);align-items:start">
<div lang="fr"><game-board id="fr" game="doushouqi" mode="play" computer="green" level="6" think-ms="1000">
</game-board></div>
<game-board id="live" game="doushouqi" mode="play" computer="red" level="1"></game-board>
<game-board id="seat" game="doushouqi" mode="play" computer="purple"></game-board>
<game-board id="zero" game="doushouqi" mode="play" computer="red" level="0"></game-board>
<game-board id="nine" game="doushouqi" mode="play" computer="red" level="9" lang="fr"></game-board>
<game-board id="x" game="doushouqi" mode="play" computer="red" level="x"></game-board></div>"""
    page.set_viewport_size({"width": 1000, "height": 900})
    page.goto(host.page("badcomputer.html", page_with(dist.url, boards)))
    wait_alive(page, "live", "fr")
    # In French, the computer (Green, the first to move) thinks aloud.
    assert "l’ordinateur) réfléchit" in shadow(page, "fr", ".status")
    assert shadow(page, "fr", ".new-game") == "Nouvelle partie"
    assert page.evaluate(f"{BOARD.format('fr')}._board.turns") == 2     # the reader's Red at the bottom
    page.wait_for_function(f"{BOARD.format('fr')}.ply === 1", timeout=20_000)
    page.wait_for_function("events.filter(e => e[0] === 'error').length === 4")
    said = {e[1]: e[2] for e in page.evaluate("events") if e[0] == "error"}
    assert said["seat"]["why"] == "computer" and "purple" in said["seat"]["message"]
    assert "green, red" in said["seat"]["message"]
    for id_ in ("zero", "nine", "x"):
        assert said[id_]["code"] == "bad_attribute" and said[id_]["why"] == "level"
        assert shadow(page, id_, ".message-text") == said[id_]["message"]
        assert shadow(page, id_, ".message", "hidden") is False
    assert "niveau" in said["nine"]["message"]                        # in the element's language
    # On a live board a wrong value is said and changes nothing: the game goes on at level 1.
    live = BOARD.format("live")
    page.evaluate(f"{live}.setAttribute('level', '9')")
    page.wait_for_function("events.filter(e => e[0] === 'error').length === 5")
    assert "not “9”" in shadow(page, "live", ".message-text")
    assert page.evaluate(f"{live}.play('g3g4')") is True
    page.wait_for_function(f"{live}.ply === 2", timeout=20_000)
    assert page.evaluate(f"{live}._lastThought.level") == 1
    page.evaluate(f"{live}.setAttribute('computer', 'blue')")
    page.wait_for_function("events.filter(e => e[0] === 'error').length === 6")
    assert page.evaluate(f"Object.keys({live}._computer.seats)") == ["red"]
    page.evaluate(f"{live}.setAttribute('computer', 'red')")
    page.evaluate(f"{live}.setAttribute('level', '2')")
    assert shadow(page, "live", ".message", "hidden") is True
    # Mended by a new attribute, a failed board comes alive.
    page.evaluate(f"{BOARD.format('zero')}.setAttribute('level', '1')")
    wait_alive(page, "zero")


OTHERS = [
    ("shaturanga", "", "yellow black red"),
    ("shaturanga", "dice=true", "green black red"),
    ("shakku", "", "red"),
    ("shuuro", "mini=true", "red"),
]


def test_the_other_games_against_the_computer(page, dist, host):
    games = [(i, *other) for i, other in enumerate(OTHERS)]
    boards = "".join(f'<game-board id="g{i}" game="{game}" options="{options}" mode="play" '
                     f'computer="{computer}" level="1"></game-board>' for i, game, options, computer in games)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_viewport_size({"width": 1300, "height": 900})
    page.goto(host.page("others.html", page_with(dist.url, f'<div style="display:grid;grid-template-columns:repeat(4,300px)">{boards}</div>')))
    wait_alive(page, *[f"g{i}" for i, *_ in games])
    for i, game, options, computer in games:
        id_ = f"g{i}"
        board = BOARD.format(id_)
        for _ in range(40):                   # Shuuro: the reader's whole army first
            reader_turn(page, id_)
            if page.evaluate(f"{board}.view.result") or len(computer_moves(page, id_)) >= 2:
                break
            assert page.evaluate(f"{board}.play({reader_move(page, id_)!r})") is True, game
        reader_turn(page, id_)
        assert len(computer_moves(page, id_)) >= 2, game
        assert page.evaluate(f"Object.keys({board}._computer.seats)") == computer.split()
        view = page.evaluate(f"{board}.view")
        if view.get("secret"):                # a hidden hand: the reader's, never the computer's
            assert view["players"][view["viewer"]] not in computer.split()
    assert errors == []

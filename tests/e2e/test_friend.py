"""Playing a friend on another device by links (issue 39): browser contexts of
their own (two, four for Shaturanga) play a whole game of each game by
passing links only (made with New game → Play a friend and the Send the link
button, opened as a player opens a link); no link carries a secret its sender
has not revealed, Shuuro's armies travel as commitments, no computer seat
travels, and a tampered, replayed or old link changes nothing."""

from __future__ import annotations

import json

import pytest

from app_page import click, open_app, wait_ready
from boardgames.core.actions import ENDINGS

PERMISSIONS = ["clipboard-read", "clipboard-write"]

# Play this device's hop: random moves of the view (the throw when it is
# due; first the moves of `script`) until the hop is over (its link to
# send) or the game is.
PLAY_HOP = """async (script) => {
  const idle = () => new Promise((r) => { const t = () => (app.busy ? setTimeout(t, 20) : r()); t(); });
  for (let i = 0; i < 300; i++) {
    await idle();
    const v = app.view;
    if (!v.friend?.holding || v.friend.send || v.result) return v.ply;
    if (v.throw !== null && v.throw !== undefined) { await app.throwDice(); continue; }
    let moves = script.length ? [script.shift()] : (v.moves || []).map((m) => m.move);
    if (!moves.length) return -1;
    // Shuuro: buy until the money is gone, then "done" (a random "done" could
    // leave two Kings alone, a game over before it has begun)
    if (moves.includes("done")) {
      const buys = moves.filter((m) => m.startsWith("+"));
      moves = buys.length ? buys : moves.filter((m) => !m.startsWith("-"));
    }
    await app.play(moves[Math.floor(Math.random() * moves.length)]);
  }
  return -2;
}"""


class Player:
    """One device: a browser context of its own with the app open."""

    def __init__(self, browser, site):
        self.context = browser.new_context(permissions=PERMISSIONS)
        self.page = self.context.new_page()
        self.site = site
        open_app(self.page, site, "")

    def view(self):
        return self.page.evaluate("app.view")

    def play_hop(self, script=()):
        ply = self.page.evaluate(PLAY_HOP, list(script))
        assert ply >= 0, (ply, self.view().get("history"))

    def send(self):
        """Press Send the link; the link the dialog shows (then closed)."""
        page = self.page
        page.wait_for_function("!document.getElementById('friend-send').hidden && "
                               "!document.getElementById('friend-send').disabled")
        page.click("#friend-send")
        page.wait_for_function("document.getElementById('friend-link-dialog').open")
        link = page.input_value("#friend-link")
        assert link.startswith(self.site) and "#friend=" in link
        page.click("#friend-link-dialog button[type=submit]")
        page.wait_for_function("!app.busy && !document.getElementById('friend-link-dialog').open")
        return link

    def open(self, link):
        """Open a link as a player does: the page's address becomes it (a
        page of the same address only changes its fragment)."""
        same = self.page.url.split("#")[0] == link.split("#")[0]
        before = self.page.evaluate("app.friendLinks") if same else 0
        self.page.goto(link)
        wait_ready(self.page)
        self.page.wait_for_function("n => app.friendLinks > n && !app.busy", arg=before)

    def notice(self):
        return self.page.locator("#notice").inner_text()

    def kept(self):
        return self.page.evaluate("JSON.parse(localStorage.getItem('boardgames.friends.v1') || '{}')")

    def close(self):
        self.context.close()


def start(player, game, seats, options=None):
    """New game → Play a friend, this device's seats ticked."""
    page = player.page
    if options:
        page.evaluate("([g, o]) => app.newGame(g, o)", [game, options])
        page.wait_for_function("!app.busy")
    page.click("#new-game")
    page.select_option("#new-game-select", game)
    page.click("#new-vs-friend")
    page.wait_for_function("document.getElementById('friend-dialog').open")
    for box in page.locator("#friend-seats input").all():
        if (box.get_attribute("value") in seats) != box.is_checked():
            box.click()
    page.click("#friend-start")
    page.wait_for_function("app.view.friend && !app.busy && !document.getElementById('friend-dialog').open")


def unpack(page, link):
    """The game a link carries (JSON), read by the page's own code."""
    text = page.evaluate("async (p) => (await import('./js/session/link.js')).unpackText(p)",
                         link.split("#friend=", 1)[1])
    return json.loads(text)


def repack(page, link, data):
    """The link with another game in it, as a forger would make it."""
    packed = page.evaluate("async (t) => (await import('./js/session/link.js')).packRecord(t)",
                           json.dumps(data))
    return link.split("#friend=", 1)[0] + "#friend=" + packed


def play_by_links(by_seat, first, resign_after, check=None):
    """Pass links from device to device, each playing its hop, until the game
    ends; after ``resign_after`` links the device holding the game resigns.
    ``check(sender, link)`` looks at every link.  (links, last device)."""
    player, links = first, []
    for _ in range(400):
        view = player.view()
        if view.get("result") and not view["friend"]["send"]:
            return links, player            # the end is here and on every device
        if not view.get("result"):
            if len(links) >= resign_after:
                seat = view["friend"]["me"][0]
                player.page.evaluate(f"app.play('resign:{seat}')")
                player.page.wait_for_function("!app.busy && app.view.result")
            else:
                player.play_hop()
        link = player.send()
        links.append(link)
        if check:
            check(player, link)
        sent = player.view()
        receiver = by_seat[sent["friend"]["waiting"][0]]
        receiver.open(link)
        got = receiver.view()
        assert got.get("friend") and got["friend"]["hops"] == sent["friend"]["hops"], \
            (len(links), receiver.notice(), sent["history"])
        player = receiver                   # (a throw drawn there may end the game: it sends the end)
    raise AssertionError("the game did not end")


def no_secret_in(sender, link):
    """A link never carries the secret its sender keeps for the next one."""
    data = unpack(sender.page, link)
    entry = sender.kept()[data["id"]]
    assert entry["kept"]["secret"] not in json.dumps(data)
    assert "computer" not in data and "me" not in data and "secret" not in data


GAMES = {
    "doushouqi": (["green"], ["red"], None),
    "shakku": (["red"], ["blue"], None),
    "shuuro": (["blue"], ["red"], {"mini": True}),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_by_links_between_two_devices(browser, site, game):
    mine, theirs, options = GAMES[game]
    a, b = Player(browser, site), Player(browser, site)
    start(a, game, mine, options)
    links, last = play_by_links({mine[0]: a, theirs[0]: b}, a, resign_after=8, check=no_secret_in)
    results = [player.view().get("result") for player in (a, b)]
    assert results[0] and results[0] == results[1], (results, a.view()["history"], b.view()["history"])
    assert a.view()["history"] == b.view()["history"]
    # The resignation after 8 links ends it, unless the rules ended it before:
    # random Shakku ends within 8 throws in about 4% of games, mostly
    # "blocked" (a pawn of the other side on the point where the rightmost
    # inactive pawn activates, while no pawn is active).
    assert len(links) > 8 or results[0]["reason"] not in ENDINGS, (results, links)
    # The device keeps the game in its list, and a reload shows it as it ended.
    a.page.reload()
    wait_ready(a.page)
    a.page.wait_for_function("!app.busy && app.view.friend")
    assert a.view()["result"] == results[0]
    a.page.click("#friend-games")
    a.page.wait_for_function("document.querySelectorAll('#friends-list li').length === 1")
    assert "Over" in a.page.locator("#friends-list").inner_text()
    a.close()
    b.close()


def test_a_whole_game_of_shaturanga_with_the_die_round_the_table(browser, site):
    seats = ["green", "yellow", "black", "red"]
    players = [Player(browser, site) for _ in seats]
    start(players[0], "shaturanga", ["green"], {"dice": True})
    assert players[0].view()["options"]["dice"] is True
    links, last = play_by_links(dict(zip(seats, players)), players[0], resign_after=12,
                                check=no_secret_in)
    assert last.view()["result"]
    joined = [p for p in players if p.view()["friend"]]
    assert len(joined) == 4
    dice = [m for m in last.view()["history"] if m.startswith("die:")]
    assert dice, "the die was thrown"
    for player in players:
        player.close()


def test_shuuro_army_travels_as_a_commitment(browser, site):
    a, b = Player(browser, site), Player(browser, site)
    start(a, "shuuro", ["blue"], {"mini": True})
    a.play_hop(["+Q", "+R", "done"])
    link = a.send()
    data = unpack(a.page, link)
    assert data["hops"][-1].get("h") == 1 and "m" not in data["hops"][-1]
    assert "+Q" not in json.dumps(data)
    b.open(link)
    assert "+Q" not in json.dumps(b.view()["history"])
    b.play_hop(["+N", "done"])
    link = b.send()
    a.open(link)
    a.play_hop()
    link = a.send()
    assert "+Q" in json.dumps(unpack(a.page, link))          # revealed once both have bought
    # The army changed after the fact: refused, and Red's game is unchanged.
    forged = unpack(a.page, link)
    forged["hops"][0]["m"] = ["+Q", "+Q", "done"]
    before = b.view()["history"]
    b.open(repack(a.page, link, forged))
    assert "changed on its way" in b.notice()
    assert b.view()["history"] == before
    b.open(link)
    assert "+Q" in b.view()["history"]
    a.close()
    b.close()


def two_in_shakku(browser, site):
    """Two devices some links into a game of Shakku, the holder's hop played
    and the game not over (random play is sometimes "blocked" within a few
    turns: then two new devices start again)."""
    for _ in range(10):
        a, b = Player(browser, site), Player(browser, site)
        start(a, "shakku", ["red"])
        by_seat = {"red": a, "blue": b}
        holder, links = a, []
        while len(links) < 4 or not any(m.startswith("throw:") for m in holder.view()["history"]):
            holder.play_hop()
            if holder.view().get("result"):
                break
            links.append(holder.send())
            receiver = by_seat[holder.view()["friend"]["waiting"][0]]
            receiver.open(links[-1])
            holder = receiver
        else:
            holder.play_hop()
        if not holder.view().get("result"):
            return a, b, holder, by_seat, links
        a.close()
        b.close()
    raise AssertionError("ten games of random Shakku ended within four links")


def test_tampered_link_is_refused(browser, site):
    a, b, holder, by_seat, links = two_in_shakku(browser, site)
    link = holder.send()
    receiver = by_seat[holder.view()["friend"]["waiting"][0]]
    before = receiver.view()["history"]
    data = unpack(holder.page, link)
    last = data["hops"][-1]

    def forged(change):
        copy = json.loads(json.dumps(data))
        change(copy["hops"][-1])
        return repack(holder.page, link, copy)

    board_moves = [i for i, m in enumerate(last["m"]) if not m.startswith(("throw:", "first:"))]
    throws = [i for i, m in enumerate(last["m"]) if m.startswith("throw:")]
    tries = [lambda h: h.update(r="A" * 22)]
    if board_moves:
        tries.append(lambda h: h["m"].__setitem__(board_moves[0], "1:z9"))
    if throws:
        other = "throw:III.III.III" if last["m"][throws[0]] != "throw:III.III.III" else "throw:-.-.-"
        tries.append(lambda h: h["m"].__setitem__(throws[0], other))
    for change in tries:
        receiver.open(forged(change))
        assert "changed on its way" in receiver.notice(), receiver.notice()
        assert receiver.view()["history"] == before
    receiver.open(link)                       # the true link opens
    assert receiver.view()["friend"]["holding"]
    after = receiver.view()["history"]
    receiver.open(link)                       # and again: a replayed link changes nothing
    assert "older than the game kept here" in receiver.notice()
    assert receiver.view()["history"] == after
    a.close()
    b.close()


def test_old_link_changes_nothing(browser, site):
    a, b, holder, by_seat, links = two_in_shakku(browser, site)
    other = a if holder is b else b
    before = other.view()["history"]
    other.open(links[0])
    assert "older than the game kept here" in other.notice() or "another device" in other.notice()
    assert other.view()["history"] == before
    a.close()
    b.close()


def test_link_never_carries_a_computer_seat(browser, site):
    """The receiver hands his seat to the computer on his own device: the
    computer plays there, the next link only says so, and nobody's
    computer seat reaches the other device."""
    a, b = Player(browser, site), Player(browser, site)
    start(a, "doushouqi", ["green"])
    a.play_hop()
    b.open(a.send())
    assert b.view()["computer"] == {}
    b.page.evaluate("app.setSeats({red: 1})")
    b.page.wait_for_function("!app.busy && app.view.friend.send")
    link = b.send()
    data = unpack(b.page, link)
    assert data["hops"][-1]["cpu"] == 1
    assert "computer" not in json.dumps(data).replace('"cpu"', "")
    a.open(link)
    assert a.view()["computer"] == {}
    assert a.view()["friend"]["holding"]
    a.close()
    b.close()


def test_a_move_is_played_by_clicks_and_the_other_seat_is_refused(browser, site):
    """On the board: this device's piece moves by clicks; after the link is
    sent, nothing moves; the other seat's pieces never move here."""
    a, b = Player(browser, site), Player(browser, site)
    start(a, "doushouqi", ["green"])
    assert "Your move" in a.page.locator("#friend-bar").inner_text()
    click(a.page, "a3")
    click(a.page, "a4")
    a.page.wait_for_function("app.view.ply === 1 && !app.busy && app.view.friend.send")
    assert "Send the link to Red" in a.page.locator("#friend-bar").inner_text()
    assert not a.page.evaluate("app.boardInput")
    link = a.send()
    assert "Waiting for the link of Red" in a.page.locator("#friend-bar").inner_text()
    b.open(link)
    assert "You play Red" in b.notice()          # joined: the first link of this device
    assert b.page.evaluate("app.boardInput")
    click(b.page, "g7")
    click(b.page, "g6")
    b.page.wait_for_function("app.view.ply === 2 && !app.busy")
    a.open(b.send())
    assert "Their link is open: Red: " in a.notice() and "g7" in a.notice()
    assert a.page.evaluate("app.boardInput")
    b.page.evaluate("app.undo()")                # sent: no longer this device's to take back
    b.page.wait_for_function("!app.busy")
    assert b.view()["ply"] == 2
    click(a.page, "a4")
    click(a.page, "a5")
    a.page.wait_for_function("app.view.ply === 3 && !app.busy")
    # A reload keeps the move made and not yet sent, and the seat guard.
    a.page.reload()
    wait_ready(a.page)
    a.page.wait_for_function("!app.busy && app.view.friend && app.view.ply === 3")
    assert a.view()["friend"]["send"] and not a.page.evaluate("app.boardInput")
    a.close()
    b.close()


def test_the_link_dialog_shows_a_qr_code_of_the_link(browser, site):
    import zxingcpp                  # a QR decoder (python build.py test installs it)
    a = Player(browser, site)
    start(a, "doushouqi", ["green"])
    a.play_hop()
    a.page.click("#friend-send")
    a.page.wait_for_function("document.getElementById('friend-link-dialog').open")
    link = a.page.input_value("#friend-link")
    rows = a.page.evaluate("""async (t) => {
        const q = (await import('./js/session/qr.js')).qrMatrix(t);
        return Array.from({length: q.size}, (_, y) =>
          Array.from({length: q.size}, (_, x) => q.dark(x, y) ? '1' : '0').join(''));
    }""", link)
    size = int(a.page.get_attribute("#friend-qr svg", "data-size"))
    assert size == len(rows)
    assert zxingcpp.read_barcodes(Bitmap(rows))[0].text == link
    a.close()


class Bitmap:
    """A QR code's modules as an 8-bit grey image (four pixels a module, a
    quiet zone of four modules), for the decoder."""

    def __init__(self, rows, scale=4):
        side = (len(rows) + 8) * scale
        pixels = bytearray([255]) * (side * side)
        for y, row in enumerate(rows):
            for x, dark in enumerate(row):
                if dark == "1":
                    for dy in range(scale):
                        start = ((y + 4) * scale + dy) * side + (x + 4) * scale
                        pixels[start:start + scale] = bytes(scale)
        self.pixels = bytes(pixels)
        self.__array_interface__ = {"shape": (side, side), "typestr": "|u1", "data": self.pixels,
                                    "version": 3}


def test_the_game_shown_before_is_kept_and_a_second_tab_cannot_fork(browser, site):
    """Opening a friend's link keeps the game being played here (Back to my
    game); a second tab of the same game that is behind does not send a
    link that would fork it: it shows the game as the first tab left it."""
    a, b = Player(browser, site), Player(browser, site)
    b.page.evaluate("app.play(app.view.moves[0].move)")          # a game of its own, one move in
    b.page.wait_for_function("app.view.ply === 1 && !app.busy")
    mine = b.view()["history"]
    start(a, "doushouqi", ["green"])
    a.play_hop()
    b.open(a.send())
    assert "You play Red" in b.notice() and "Back to my game" in b.notice()
    second = b.context.new_page()                                  # the same browser, another tab
    second.goto(site + "index.html")
    wait_ready(second)
    second.wait_for_function("!app.busy && app.view.friend && app.view.friend.holding")
    b.play_hop()
    b.send()
    # The second tab follows: the game as sent, waiting for Green's link, never its own fork.
    second.wait_for_function("!app.busy && app.view.friend && !app.view.friend.holding")
    assert second.evaluate("app.view.history") == b.view()["history"]
    assert not second.evaluate("app.boardInput")
    # Back to the game played before the link.
    b.page.get_by_role("button", name="Back to my game").click()
    b.page.wait_for_function("h => JSON.stringify(app.view.history) === JSON.stringify(h) && !app.busy",
                             arg=mine)
    assert not b.view().get("friend")
    a.close()
    b.close()


def test_a_link_is_opened_and_made_with_the_network_off(browser, site):
    """After one visit, a device with no network opens a friend's link (the
    app from its service worker's cache), plays, and makes the next link."""
    a, b = Player(browser, site), Player(browser, site)
    b.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    start(a, "doushouqi", ["green"])
    a.play_hop()
    link = a.send()
    b.context.set_offline(True)
    b.open(link)
    assert b.view()["friend"]["holding"]
    b.play_hop()
    back = b.send()
    b.context.set_offline(False)
    a.open(back)
    assert a.view()["ply"] == 2 and a.view()["friend"]["holding"]
    a.close()
    b.close()

"""Playing a friend by links (``boardgames.friend``): a game passed from
device to device as links, the dice drawn from both sides' secrets
(commit-reveal), Shuuro's armies committed until both have bought, and every
tampered, old or misdirected link refused without changing the game kept."""

from __future__ import annotations

import json
import os
import random
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from boardgames import friend  # noqa: E402
from checks import views_fit  # noqa: E402
from boardgames.api import Api  # noqa: E402
from boardgames.match import Match  # noqa: E402
from boardgames import record as records  # noqa: E402

TWO = {"doushouqi": [["green"], ["red"]], "shakku": [["red"], ["blue"]],
       "shuuro": [["blue"], ["red"]]}
FOUR = [["green"], ["yellow"], ["black"], ["red"]]


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch, request):
    """Each test draws its devices' secrets from its own seed, so a test
    that looks for a given throw meets it on every run (the secrets are
    fresh random bits in play: ``friend.new_secret``)."""
    rng = random.Random(request.node.name)
    monkeypatch.setattr("boardgames.friend.requests.new_secret",
                        lambda: bytes(rng.getrandbits(8) for _ in range(friend.dice.SECRET_BYTES)))


class Table:
    """Devices round a table, each with its own engine (``Api``) and its own
    kept games, passing links and nothing else."""

    def __init__(self, game, parties, options=None, me=0):
        self.devices = [Api() for _ in parties]
        self.kept = [None] * len(parties)
        answer = self.devices[me].handle({"op": "friend_new", "game": game, "parties": parties,
                                          "me": me, "options": options or {}})
        assert answer["ok"], answer
        self.holder, self.match, self.kept[me] = me, answer["match"], answer["friend"]
        self.view = answer["view"]
        self.links = []

    @property
    def api(self):
        return self.devices[self.holder]

    def play(self, move):
        answer = self.api.handle({"op": "play", "match": self.match, "move": move})
        assert answer["ok"], (answer, move)
        self.view, self.kept[self.holder] = answer["view"], answer["friend"]
        return answer

    def play_turn(self, rng):
        """Play this device's moves (random legal ones) until its hop is over."""
        for _ in range(300):
            if self.view["friend"]["send"] or self.view.get("result"):
                return
            if self.view.get("throw") is not None:
                self.play("throw")
            else:
                self.play(rng.choice(self.api.matches[self.match].state.legal_moves()))
        raise AssertionError("a hop that never ends")

    def send(self):
        answer = self.api.handle({"op": "friend_send", "match": self.match})
        assert answer["ok"], answer
        self.kept[self.holder] = answer["friend"]
        self.links.append(answer["link"])
        return answer["link"]

    def open(self, link, device=None):
        device = json.loads(link)["to"] if device is None else device
        return self.devices[device].handle({"op": "friend_open", "link": link,
                                            "kept": self.kept[device]}), device

    def pass_on(self):
        return self.deliver(self.send())

    def deliver(self, link):
        answer, device = self.open(link)
        assert answer["ok"], answer
        self.holder, self.match, self.kept[device] = device, answer["match"], answer["friend"]
        self.view = answer["view"]
        return answer

    def play_until(self, rng, hops, resign=False, hold_the_end=False):
        """Play and pass ``hops`` links (fewer if the game ends); with
        ``resign``, the device holding the game then resigns, and its link
        tells the others; with ``hold_the_end``, the device where the game
        ended keeps it, its link not sent."""
        for _ in range(hops):
            self.play_turn(rng)
            if self.view.get("result") and (hold_the_end or not self.view["friend"]["send"]):
                return                      # the end is here (and, sent, on every device)
            self.pass_on()
        if resign and not self.view.get("result"):
            mine = self.view["friend"]["me"][0]
            self.play(f"resign:{mine}")
            self.pass_on()


def link_data(link):
    return json.loads(link)


def retyped(link, change):
    data = json.loads(link)
    change(data)
    return json.dumps(data)


# ---------------------------------------------------------------- whole games

@pytest.mark.parametrize("game, parties, options", [
    ("doushouqi", TWO["doushouqi"], {}),
    ("shakku", TWO["shakku"], {}),
    ("shuuro", TWO["shuuro"], {"mini": True}),
    ("shaturanga", FOUR, {"dice": True}),
    ("shaturanga", [["green", "black"], ["yellow", "red"]], {}),
])
def test_a_whole_game_is_played_by_links_only(game, parties, options):
    """Every device plays only its seats and passes a link; after 30 links
    (random moves) the device holding the game resigns; the last link
    carries the finished game, which replays exactly as a record."""
    rng = random.Random(7)
    table = Table(game, parties, options)
    table.play_until(rng, 30, resign=True)
    views_fit(table.api.matches[table.match], (None, 0))     # the view's contract, its friend included
    assert table.view.get("result"), "the game reached its end"
    m = table.api.matches[table.match]
    again = Match.from_record(records.read(m.record()))
    assert again.state.to_text() == m.state.to_text()
    assert again.moves == m.moves


def test_no_device_plays_another_devices_seat():
    table = Table("doushouqi", TWO["doushouqi"])      # this device plays Green, who moves first
    table.play("a3a4")
    answer = table.api.handle({"op": "play", "match": table.match, "move": "g7g6"})
    assert not answer["ok"] and answer["error"]["params"]["why"] in ("friend_not_yours",)
    link = table.send()
    answer = table.api.handle({"op": "play", "match": table.match, "move": "g7g6"})
    assert answer["error"]["params"]["why"] == "friend_waiting"
    assert link_data(link)["to"] == 1


def test_the_moves_sent_are_no_longer_taken_back():
    table = Table("doushouqi", TWO["doushouqi"])
    table.play("a3a4")
    assert table.view["can_undo"]
    table.pass_on()
    table.play("g7g6")
    answer = table.api.handle({"op": "undo", "match": table.match})
    assert answer["ok"] and answer["view"]["ply"] == 1           # its own move, not the other's
    assert not answer["view"]["can_undo"]


# ---------------------------------------------------------------- fair dice

def test_a_dice_game_starts_with_a_round_of_links():
    """Nobody can draw the first throw alone: the maker's device sends an
    invitation, the other device answers, and the maker's device draws."""
    table = Table("shakku", TWO["shakku"])
    assert table.view["friend"]["send"] and table.view["ply"] == 0
    table.pass_on()                        # the invitation
    assert table.view["ply"] == 0 and table.view["friend"]["send"]
    table.pass_on()                        # the answer: now the maker's device draws
    assert table.view["ply"] >= 1 and table.view["history"][0].startswith("first:")


def test_each_throw_is_drawn_from_both_sides_secrets():
    rng = random.Random(3)
    table = Table("shakku", TWO["shakku"])
    table.play_until(rng, 12)
    data = table.kept[table.holder]        # a device keeps every hop's secrets
    hops = [friend.Hop.from_json(h, 2) for h in data["hops"]]
    checked = 0
    for j, hop in enumerate(hops):
        if j == 0 or hop.reveal is None or hops[j - 1].reveal is None:
            continue
        if not any(h.party == hop.party for h in hops[:j]):
            continue
        state = _state_before(data, j)
        for i, move in enumerate(hop.moves):
            if move.startswith(("throw:", "first:")):
                assert move == friend.thrown(state.chance_outcomes(), hops[j - 1].reveal,
                                             hop.reveal, j, i)
                checked += 1
            state.play(move)
    assert checked >= 5


def _state_before(data, upto):
    """The state of a kept game's position before hop ``upto``."""
    game = friend.Friend.from_json(json.dumps(data), kept=True).make_game()
    state = records.Record(game, 0, data["position"]).start()
    for hop in data["hops"][:upto]:
        for move in hop["m"]:
            state.play(move)
    return state


def test_a_device_cannot_know_the_throw_after_its_own_move():
    """After its move, the next throw is drawn on the next device: the
    sender cannot see it before committing to the move."""
    rng = random.Random(5)
    table = Table("shakku", TWO["shakku"])
    table.play_until(rng, 3)
    table.play_turn(rng)
    m = table.api.matches[table.match]
    assert m.state.to_move == -1 and table.view["throw"] is None and table.view["friend"]["send"]
    answer = table.api.handle({"op": "play", "match": table.match, "move": "throw"})
    assert not answer["ok"]


def test_a_secret_is_committed_before_it_is_revealed():
    rng = random.Random(2)
    table = Table("shaturanga", FOUR, {"dice": True})
    table.play_until(rng, 10)
    hops = [friend.Hop.from_json(h, 4) for h in table.kept[table.holder]["hops"]]
    assert len(hops) >= 10
    for j, hop in enumerate(hops):
        before = next((k for k in range(j - 1, -1, -1) if hops[k].party == hop.party), None)
        if before is not None:
            assert friend.commitment(hop.reveal) == hops[before].commit


# ---------------------------------------------------------------- refusals

def shakku_in_play(hops=6, seed=4):
    """A game of Shakku some links on, the device holding it having just
    played a throw and at least one move (the dice are random: each
    device's secrets are)."""
    rng = random.Random(seed)
    table = Table("shakku", TWO["shakku"])
    table.play_until(rng, hops)
    for _ in range(50):
        table.play_turn(rng)
        pending = table.kept[table.holder]["pending"]
        if any(not m.startswith(("throw:", "first:")) for m in pending) and \
                pending[0].startswith("throw:"):
            return table
        table.pass_on()
    raise AssertionError("no move played in 50 links")


def refused(table, link, why):
    answer, device = table.open(link)
    assert not answer["ok"], answer
    assert answer["error"]["code"] == "bad_link"
    assert answer["error"]["params"]["why"].startswith(why), answer["error"]
    return answer


def test_tampered_link_is_refused():
    """A move, a throw, a secret changed, or a link replayed: refused, and
    the game kept on the receiving device is unchanged."""
    table = shakku_in_play()
    link = table.send()
    receiver = link_data(link)["to"]
    kept_before = json.dumps(table.kept[receiver])

    def last_hop(data):
        return data["hops"][-1]

    def change_move(data):
        moves = last_hop(data)["m"]
        index = next(i for i, m in enumerate(moves) if not m.startswith("throw:"))
        moves[index] = "9:z9"
    refused(table, retyped(link, change_move), "tampered")

    def change_throw(data):
        moves = last_hop(data)["m"]
        data["hops"][-1]["m"] = ["throw:III.III.III"] + moves[1:]
    refused(table, retyped(link, change_throw), "tampered")

    def change_secret(data):
        last_hop(data)["r"] = "A" * 22
    refused(table, retyped(link, change_secret), "tampered")

    def change_earlier_move(data):
        data["hops"][2]["m"][-1] = data["hops"][2]["m"][-1] + "x"
    refused(table, retyped(link, change_earlier_move), "forks")

    def send_to_other_seat(data):
        data["to"] = 1 - data["to"]
    answer, _ = table.open(retyped(link, send_to_other_seat), receiver)
    assert not answer["ok"] and answer["error"]["params"]["why"] in ("not_for_you", "tampered_order")
    assert json.dumps(table.kept[receiver]) == kept_before

    answer, _ = table.open(link)                      # the true link opens
    assert answer["ok"], answer
    table.kept[receiver] = answer["friend"]
    refused(table, link, "old_link")                  # and again: a replayed link


def test_old_link_changes_nothing():
    table = shakku_in_play()
    old = table.links[-2]
    receiver = link_data(old)["to"]
    kept = json.dumps(table.kept[receiver])
    answer, _ = table.open(old, receiver)
    assert not answer["ok"] and answer["error"]["params"]["why"] == "old_link"
    assert json.dumps(table.kept[receiver]) == kept


def test_a_seat_played_on_one_device_cannot_be_taken_on_another():
    table = shakku_in_play()
    link = table.send()
    answer = Api().handle({"op": "friend_open", "link": link})
    assert answer["error"]["params"]["why"] == "elsewhere"


def test_a_damaged_link_says_so():
    api = Api()
    for link in ["", "{}", "[1]", '{"v":1}', "x" * 100, json.dumps({"v": 1, "id": "zz"})]:
        answer = api.handle({"op": "friend_open", "link": link})
        assert not answer["ok"] and answer["error"]["code"] == "bad_link", link


# ---------------------------------------------------------------- computer seats

def test_link_never_carries_a_computer_seat():
    """A device may hand its seat to the computer; the link only says so,
    and the receiver's game has no computer seat."""
    table = Table("doushouqi", TWO["doushouqi"])
    answer = table.api.handle({"op": "computer", "match": table.match, "seats": {"green": 2}})
    assert answer["ok"]
    table.play("a3a4")
    link = table.send()
    data = link_data(link)
    assert "computer" not in link.lower().replace('"cpu"', "")
    assert data["hops"][-1]["cpu"] == 2
    answer, _ = table.open(link)
    assert answer["ok"] and answer["view"]["computer"] == {}
    assert "Computer" not in answer["record"]


# ---------------------------------------------------------------- Shuuro's armies

def test_shuuro_army_is_a_commitment_until_both_have_bought():
    table = Table("shuuro", TWO["shuuro"], {"mini": True})     # this device is Blue, who buys first
    for move in ("+Q", "+R", "done"):
        table.play(move)
    link = table.send()
    data = link_data(link)
    assert "m" not in data["hops"][-1] and data["hops"][-1]["h"] == 1
    assert "+Q" not in link and "+R" not in link
    answer = table.deliver(link)
    red = answer["view"]
    assert red["friend"]["hidden"] == [["blue"]]
    for move in ("+N", "done"):
        table.play(move)
    table.pass_on()                                     # Red's army travels: Blue is committed
    table.play_turn(random.Random(1)) if not table.view["friend"]["send"] else None
    link = table.send()
    assert '"+Q"' in link                               # now Blue's army is revealed
    answer, _ = table.open(link)
    assert answer["ok"], answer
    assert answer["view"]["friend"]["hidden"] == []


def test_shuuro_army_changed_after_the_fact_is_refused():
    table = Table("shuuro", TWO["shuuro"], {"mini": True})
    for move in ("+Q", "done"):
        table.play(move)
    table.pass_on()
    for move in ("+N", "done"):
        table.play(move)
    table.pass_on()
    if not table.view["friend"]["send"]:
        table.play_turn(random.Random(1))
    link = table.send()

    def other_army(data):
        data["hops"][0]["m"] = ["+R", "done"]
    refused(table, retyped(link, other_army), "tampered")


def test_a_throw_that_ends_the_game_goes_back_in_a_link():
    """Two Kings alone in Mini-Shuuro: the initiative roll, drawn on the
    device after the last deployment, ends the game (insufficient
    material) there; that device sends the end, and the other sees it."""
    rng = random.Random(1)
    table = Table("shuuro", TWO["shuuro"], {"mini": True})
    table.play("done")
    table.pass_on()
    table.play("done")
    table.play_until(rng, 12, hold_the_end=True)
    ended = table.view
    assert ended["result"]["reason"] == "insufficient_material"
    assert ended["friend"]["send"] and ended["history"][-1].startswith("roll:")
    table.pass_on()
    assert table.view["result"] == ended["result"] and not table.view["friend"]["send"]


def test_a_device_resigns_for_its_seat_in_its_own_hop_whoever_moves_next():
    """Shuuro's initiative, drawn on this device, gives the first move to
    the other: this device may still resign for its own seat before it sends
    the link (Shuuro's actions are its own words, not core.actions')."""
    for seed in range(40):
        rng = random.Random(seed)
        table = Table("shuuro", TWO["shuuro"], {"mini": True})
        table.play_until(rng, 8, hold_the_end=True)
        view = table.view
        mine = view["friend"]["me"][0]
        if view.get("result") or not view["friend"]["send"] or view["players"][view["to_move"]] == mine:
            continue
        table.play(f"resign:{mine}")
        assert table.view["result"]["reason"] == "resign"
        table.pass_on()
        assert table.view["result"]["reason"] == "resign"
        return
    pytest.fail("no hop where the other moves next was met")

"""The requests on games by links (``api.py``'s ``friend_*``): make one,
open a link, open a kept one again, send this device's hop."""

from __future__ import annotations

from typing import Any

from ..core import CHANCE, IllegalMove
from .dice import BadLink, commitment, new_id, new_secret
from .game import KEPT_SECRETS, Friend, Hop


def _attach(friend: Friend, match) -> None:
    match.friend = friend


def _start_match(friend: Friend):
    from .. import record as records
    from ..match import Match
    start = records.Record(friend.make_game(), 0, friend.position).start()
    return Match(start, 0, friend.position, throw=False)


def start(game, position: str | None, parties: list[list[int]], me: int):
    """A new game by links, made on this device for party ``me``: (friend, match)."""
    friend = Friend(new_id(), game.name, dict(game.options), position, parties, me=me)
    match = _start_match(friend)
    _attach(friend, match)
    match._throw_dice()
    return friend, match


def resume(kept: Any):
    """A kept game by links opened again, with the moves of the hop this
    device was playing: (friend, match)."""
    friend = Friend.from_json(kept, kept=True)
    match = _start_match(friend)
    friend.replay(match, check_from=len(friend.hops))
    _attach(friend, match)
    _play_pending(friend, match, friend.pending)
    return friend, match


def _play_pending(friend: Friend, match, moves: list[str]) -> None:
    """The moves of this device's hop, played again (its throws drawn again
    from the same secrets: the same throws)."""
    friend.pending = []
    match._throw_dice()
    for move in moves:
        if match.state.to_move == CHANCE and not match.state.is_action(move):
            if match.throw_due() is None:
                continue                # thrown already by _throw_dice
            match.play("throw")
        else:
            match.play(move)
    friend.pending = match.moves[friend.hop_moves():]


def receive(link: Any, kept: Any = None):
    """Open a link: checked against the game kept on this device (None: a
    game this device has not met; it joins as the link's receiver).
    (friend, match, news); refused with a ``BadLink`` that says why."""
    incoming = Friend.from_json(link)
    window = min(len(incoming.hops), KEPT_SECRETS * len(incoming.parties) + 2)
    if any(h.commit is None or h.reveal is None for h in incoming.hops[len(incoming.hops) - window:]):
        raise BadLink("the link has lost its last secrets", why="damaged", what="secret")
    if not incoming.hops or incoming.to is None:
        raise BadLink("the link carries no move and no invitation", why="damaged", what="hops")
    if kept is None:
        me = incoming.to
        if any(h.party == me for h in incoming.hops):
            raise BadLink("this seat of the game is played on another device", why="elsewhere",
                          player=incoming.game_players[incoming.parties[me][0]])
        # A device that joins late meets the oldest hops without their
        # secrets: it checks the hops from the first whose throws it can.
        friend, recheck = incoming, frozenset()
        first = next((j for j, h in enumerate(friend.hops) if h.reveal is not None), len(friend.hops))
        check_from = min(len(friend.hops), first + (1 if first else 0))
        friend.me = me
    else:
        mine = Friend.from_json(kept, kept=True)
        if (mine.id, mine.game, mine.options, mine.position, mine.parties) != \
                (incoming.id, incoming.game, incoming.options, incoming.position, incoming.parties):
            raise BadLink("the link's game is not the one kept here", why="forks")
        for old, new in zip(mine.hops, incoming.hops):
            if not old.same_as(new):
                raise BadLink("the link changes a move already played", why="forks")
        if len(incoming.hops) <= len(mine.hops):
            raise BadLink("this link is older than the game kept here", why="old_link",
                          hops=len(incoming.hops), kept=len(mine.hops))
        if mine.holding():
            raise BadLink("the link continues a game this device holds", why="forks")
        if incoming.to != mine.me:
            raise BadLink("this link is for another seat", why="not_for_you",
                          player=incoming.game_players[incoming.parties[incoming.to][0]])
        recheck = frozenset(j for j, old in enumerate(mine.hops)
                            if old.moves is None and incoming.hops[j].moves is not None)
        hops = [old if old.moves is not None or incoming.hops[j].moves is None
                else Hop(old.party, incoming.hops[j].moves, old.commit, old.reveal, old.hidden,
                         old.computer)
                for j, old in enumerate(mine.hops)]
        friend = Friend(mine.id, mine.game, mine.options, mine.position, mine.parties,
                        hops + incoming.hops[len(mine.hops):], mine.me, mine.secret,
                        [], incoming.to)
        check_from = len(mine.hops)
    match = _start_match(friend)
    friend.replay(match, check_from, recheck)
    last = friend.hops[-1].party
    if friend.next_party(match.state, last) != friend.to:
        raise BadLink("the link was sent to a seat whose turn it is not", why="tampered_order",
                      hop=len(friend.hops))
    news = {"hops": len(friend.hops) - check_from,
            "from": friend.news_from if friend.news_from is not None else len(match.moves),
            "by": [friend.game_players[s] for s in friend.parties[last]],
            "moves": friend.hops[-1].moves or []}
    _attach(friend, match)
    match._throw_dice()
    friend.pending = match.moves[friend.hop_moves():]
    return friend, match, news


def send(match) -> str:
    """Seal this device's hop and make the link to the next device: the hop's
    moves, the secret its last hop committed (or a fresh one), a commitment to
    a new one (and to the moves chosen in secret, then left out)."""
    friend = match.friend
    if friend is None:
        raise BadLink("this game is not played by links", why="not_friend")
    if not friend.must_send(match):
        raise IllegalMove("play your move before sending the link", why="friend_play_first")
    start = friend.hop_moves()
    moves = match.moves[start:]
    state = match.state_at(start)
    mine, chose_in_secret = friend.parties[friend.me], False
    for move in moves:
        secret = state.secret()
        if secret and secret.get("player") in mine:
            chose_in_secret = True
        state.play(move)
    hidden = chose_in_secret and state.secret() is not None
    new = new_secret()
    levels = [match.computer[s] for s in mine if s in match.computer]
    friend.hops.append(Hop(friend.me, moves, commitment(new, moves if hidden else None),
                           friend.secret if friend.secret is not None else new_secret(), hidden,
                           max(levels) if levels else None))
    friend.secret, friend.pending = new, []
    friend.to = friend.next_party(match.state, friend.me)
    friend._moves_count = len(match.moves)
    match.undone.clear()
    return friend.link()


def parties_from(game, value: Any) -> list[list[int]]:
    """Parties given by seat names (``[["red"], ["blue"]]``), checked."""
    players = list(game.players)
    if not isinstance(value, list) or len(value) < 2 or not all(
            isinstance(p, list) and p and all(isinstance(s, str) for s in p) for p in value):
        raise BadLink("the seats of a game by links are lists of seat names",
                      why="bad_parties")
    parties = []
    for party in value:
        if not all(s in players for s in party):
            raise BadLink("a seat of a game by links is none of the game's", why="bad_parties")
        parties.append(sorted(players.index(s) for s in party))
    if sorted(s for p in parties for s in p) != list(range(len(players))):
        raise BadLink("every seat is played on exactly one device", why="bad_parties")
    return parties

"""A game by links as a device keeps it or a link carries it: the hops,
their parties and secrets, and the checks a link must pass (``friend``'s
docstring says what they are)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from ..core import CHANCE, GameError, IllegalMove, shown
from .dice import BadLink, _b64, _unb64, commitment, thrown

VERSION = 1
KEPT_SECRETS = 1
"""A link keeps the secrets of its last ``KEPT_SECRETS * parties + 2`` hops, and
of every hop since its receiver's last one (which the receiver checks)."""
MAX_HOPS = 4000
MAX_MOVES = 20_000
ID = re.compile(r"[0-9a-f]{16}")


# ---------------------------------------------------------------- hops

@dataclass
class Hop:
    """What one device sent: its party, its moves (None: hidden from this
    device), its commitment and its reveal, and whether the computer played
    its seats there (the level; only said, never played by the receiver)."""

    party: int
    moves: list[str] | None
    commit: bytes | None
    reveal: bytes | None
    hidden: bool = False
    computer: int | None = None

    def to_json(self, moves: bool = True, keys: bool = True) -> dict:
        out: dict[str, Any] = {"p": self.party}
        if moves and self.moves is not None:
            out["m"] = list(self.moves)
        if self.hidden:
            out["h"] = 1
        if keys:
            out["c"], out["r"] = _b64(self.commit), _b64(self.reveal)
        if self.computer is not None:
            out["cpu"] = self.computer
        return out

    @classmethod
    def from_json(cls, data: Any, parties: int) -> "Hop":
        if not isinstance(data, dict):
            raise BadLink("a hop of the link is damaged", why="damaged", what="hop")
        party = data.get("p")
        if isinstance(party, bool) or not isinstance(party, int) or not 0 <= party < parties:
            raise BadLink("a hop of the link names no party", why="damaged", what="party")
        moves = data.get("m")
        if moves is not None and (not isinstance(moves, list) or len(moves) > MAX_MOVES or
                                  not all(isinstance(m, str) and 0 < len(m) <= 40 for m in moves)):
            raise BadLink("the moves of a hop are damaged", why="damaged", what="moves")
        computer = data.get("cpu")
        if computer is not None and (isinstance(computer, bool) or computer not in range(1, 7)):
            raise BadLink("a hop's computer level is damaged", why="damaged", what="computer")
        hidden = data.get("h", 0) == 1
        if moves is None and not hidden:
            raise BadLink("a hop of the link has no moves", why="damaged", what="moves")
        return cls(party, moves, _unb64(data.get("c"), "commitment"),
                   _unb64(data.get("r"), "secret"), hidden, computer)

    def same_as(self, other: "Hop") -> bool:
        """Do two copies of a hop agree wherever both know it?"""
        def agree(a, b):
            return a is None or b is None or a == b
        return (self.party == other.party and self.hidden == other.hidden and
                agree(self.moves, other.moves) and agree(self.commit, other.commit) and
                agree(self.reveal, other.reveal))


# ---------------------------------------------------------------- a game by links

@dataclass
class Friend:
    """A game by links as a device keeps it (``me``: the party it plays) or as
    a link carries it (``me`` None)."""

    id: str
    game: str
    options: dict
    position: str | None
    parties: list[list[int]]
    hops: list[Hop] = field(default_factory=list)
    me: int | None = None
    secret: bytes | None = None       # this device's secret, committed in its last hop
    pending: list[str] = field(default_factory=list)   # the moves of the hop being played here
    to: int | None = None             # the party a link was sent to

    # ------------------------------------------------------------ reading and writing

    def link(self) -> str:
        """The link's payload (JSON): no unrevealed secret, no hidden moves,
        the secrets of the last hops only."""
        keep_from = len(self.hops) - (KEPT_SECRETS * len(self.parties) + 2)
        if self.to is not None:       # and every hop since the receiver's last one
            keep_from = min(keep_from, self.previous(len(self.hops), self.to) or 0)
        hops = []
        for j, hop in enumerate(self.hops):
            revealed = any(h.party == hop.party for h in self.hops[j + 1:])
            hops.append(hop.to_json(moves=not hop.hidden or revealed, keys=j >= keep_from))
        return json.dumps({"v": VERSION, "id": self.id, "game": self.game,
                           "options": self.options, "position": self.position,
                           "parties": self.parties, "hops": hops, "to": self.to},
                          separators=(",", ":"), ensure_ascii=False)

    def kept(self) -> dict:
        """What this device keeps (its secret included: never in a link)."""
        return {"v": VERSION, "id": self.id, "game": self.game, "options": self.options,
                "position": self.position, "parties": self.parties,
                "hops": [h.to_json() for h in self.hops], "me": self.me,
                "secret": _b64(self.secret), "pending": list(self.pending), "to": self.to}

    @classmethod
    def from_json(cls, data: Any, kept: bool = False) -> "Friend":
        from .. import GAMES
        if isinstance(data, str):
            if len(data) > 1_000_000:
                raise BadLink("the link is too long", why="damaged", what="length")
            try:
                data = json.loads(data)
            except ValueError:
                raise BadLink("the link is not a game by links", why="not_friend") from None
        if not isinstance(data, dict) or data.get("v") != VERSION:
            raise BadLink("the link is not a game by links (or of a newer version)",
                          why="not_friend")
        ident, game = data.get("id"), data.get("game")
        if not isinstance(ident, str) or not ID.fullmatch(ident):
            raise BadLink("the link's game id is damaged", why="damaged", what="id")
        if not isinstance(game, str) or game not in GAMES:
            raise BadLink(f"{shown(game)} is not a game here", why="damaged", what="game")
        options, position = data.get("options") or {}, data.get("position")
        if not isinstance(options, dict) or (position is not None and not isinstance(position, str)):
            raise BadLink("the link's options are damaged", why="damaged", what="options")
        players = len(GAMES[game].players)
        parties = data.get("parties")
        if (not isinstance(parties, list) or len(parties) < 2 or
                not all(isinstance(p, list) and p and all(type(s) is int for s in p) for p in parties)
                or sorted(s for p in parties for s in p) != list(range(players))):
            raise BadLink("the link's seats are damaged", why="damaged", what="parties")
        hops = data.get("hops")
        if not isinstance(hops, list) or len(hops) > MAX_HOPS:
            raise BadLink("the link's hops are damaged", why="damaged", what="hops")
        friend = cls(ident, game, options, position, parties,
                     [Hop.from_json(h, len(parties)) for h in hops])
        to = data.get("to")
        if to is not None and (type(to) is not int or not 0 <= to < len(parties)):
            raise BadLink("the link names no receiver", why="damaged", what="to")
        friend.to = to
        if kept:
            me = data.get("me")
            if type(me) is not int or not 0 <= me < len(parties):
                raise BadLink("the kept game names no party", why="damaged", what="me")
            friend.me, friend.secret = me, _unb64(data.get("secret"), "secret")
            pending = data.get("pending") or []
            if not isinstance(pending, list) or not all(isinstance(m, str) for m in pending):
                raise BadLink("the kept game's moves are damaged", why="damaged", what="pending")
            friend.pending = pending
        return friend

    # ------------------------------------------------------------ the game

    def make_game(self):
        from .. import game as make_game
        return make_game(self.game, **self.options)

    def party_of(self, seat: int) -> int:
        return next(i for i, seats in enumerate(self.parties) if seat in seats)

    def previous(self, j: int, party: int) -> int | None:
        """The index of ``party``'s hop before hop ``j``, or None."""
        return next((k for k in range(j - 1, -1, -1) if self.hops[k].party == party), None)

    _moves_count = 0

    def hop_moves(self) -> int:
        """How many moves the hops hold (a hidden one as its stand-in)."""
        return self._moves_count

    def holding(self) -> bool:
        """Does this device hold the game (its turn to play and send)?"""
        if self.me is None:
            return False
        if not self.hops:
            return self.to is None          # made here, not yet sent
        return self.to == self.me and self.hops[-1].party != self.me

    def replay(self, match, check_from: int = 0, recheck: frozenset = frozenset()) -> None:
        """Play every hop on ``match`` (made with ``throw=False`` at the
        start), checking hops ``check_from`` onwards (and the moves of the
        hops in ``recheck``, revealed since): each move is its party's, each
        reveal its commitment's, each throw its secrets'."""
        state = match.state
        self.news_from = None
        for j, hop in enumerate(self.hops):
            check = j >= check_from
            if j == check_from:
                self.news_from = len(match.moves)
            before = self.previous(j, hop.party)
            if check and before is not None:
                earlier = self.hops[before]
                if earlier.commit is not None and hop.reveal is not None:
                    hidden = earlier.moves if earlier.hidden else None
                    if earlier.hidden and earlier.moves is None:
                        raise BadLink("a hop reveals a secret choice that is missing",
                                      why="tampered_secret", hop=j + 1)
                    if commitment(hop.reveal, hidden) != earlier.commit:
                        raise BadLink(f"hop {j + 1}: the secret does not match its commitment",
                                      why="tampered_secret", hop=j + 1)
            if check and (hop.commit is None or hop.reveal is None):
                raise BadLink(f"hop {j + 1} has lost its secrets", why="damaged", what="secret")
            moves = hop.moves if hop.moves is not None else state.stand_in()
            given = self.hops[j - 1].reveal if j else None
            own = hop.reveal if before is not None else None
            self._play_hop(match, j, self.parties[hop.party], moves, given, own,
                           (check or j in recheck) and hop.moves is not None)
        self._moves_count = len(match.moves)

    def _play_hop(self, match, j: int, seats: list[int], moves: list[str], given: bytes | None,
                  own: bytes | None, check: bool) -> None:
        state, acted = match.state, False
        for i, move in enumerate(moves):
            try:
                if state.to_move == CHANCE and not state.is_action(move):
                    thrower = state.thrower()
                    if check:
                        if thrower is not None and thrower not in seats:
                            raise BadLink(f"hop {j + 1}: a throw of another seat",
                                          why="wrong_seat", hop=j + 1)
                        if acted or given is None or own is None:
                            raise BadLink(f"hop {j + 1}: a throw no device could draw there",
                                          why="tampered_throw", hop=j + 1)
                        if move != thrown(state.chance_outcomes(), given, own, j, i):
                            raise BadLink(f"hop {j + 1}: the throw {shown(move)} is not the one "
                                          "its secrets give", why="tampered_throw", hop=j + 1)
                    match._push(move, True)
                else:
                    if check and actor(state, move) not in seats:
                        raise BadLink(f"hop {j + 1}: {shown(move)} is a move of another seat",
                                      why="wrong_seat", hop=j + 1)
                    match._push(move, False)
                    acted = True
            except BadLink:
                raise
            except GameError as error:
                raise BadLink(f"hop {j + 1}, move {i + 1} ({shown(move)}): {error}",
                              why="tampered_move", hop=j + 1, move=move,
                              detail=error.to_json()) from None

    # ------------------------------------------------------------ this device's dice

    def can_draw(self, match) -> bool:
        """May this device draw the throw due now (its party committed a
        secret before, the previous hop revealed one, and it has not moved
        in this hop)?"""
        j = len(self.hops)
        if not self.holding() or self.secret is None or j == 0 or self.hops[-1].reveal is None:
            return False
        thrower = match.state.thrower() if match.state.to_move == CHANCE else None
        if thrower is not None and thrower not in self.parties[self.me]:
            return False                # another device's own throw
        start = self._moves_count
        return not any(acted and not chance for acted, chance in
                       zip(match.acts[start:], match.chance[start:]))

    def draw(self, match, outcomes) -> str:
        j, index = len(self.hops), len(match.moves) - self._moves_count
        return thrown(outcomes, self.hops[-1].reveal, self.secret, j, index)

    # ------------------------------------------------------------ sending

    def next_party(self, state, party: int) -> int:
        """Where the link goes after ``party``'s hop: the party of the seat
        who acts next (at the game's own throw, the seat whose turn it is),
        unless that is ``party``; then the next party round the table."""
        if not state.is_over():
            seat = state.turn_player() if state.to_move == CHANCE else state.to_move
            if state.to_move == CHANCE and state.thrower() is not None:
                seat = state.thrower()
            if seat is not None and seat >= 0 and self.party_of(seat) != party:
                return self.party_of(seat)
        return (party + 1) % len(self.parties)

    # ------------------------------------------------------------ this device's turn

    def guard(self, match, move: str) -> None:
        """Refuse a move this device may not play: while another device
        holds the game, or a seat of another device's."""
        names = self.game_players
        if not self.holding():
            raise IllegalMove("this game is played by links: wait for the next link",
                              why="friend_waiting", move=move,
                              player=names[self.parties[self.to][0]])
        state = match.state
        if state.to_move == CHANCE and not state.is_action(move):
            return                          # Match.play refuses a throw nobody may draw here
        seat = actor(state, move)
        if seat not in self.parties[self.me]:
            raise IllegalMove(f"{shown(move)}: that seat is played on another device",
                              why="friend_not_yours", move=move,
                              player=names[seat] if 0 <= seat < len(names) else "?")

    def must_send(self, match) -> bool:
        """Is this device's hop over (the next to act is another device, a
        throw is due that it may not draw, or the game is over after its
        moves)?"""
        if not self.holding():
            return False
        state = match.state
        if state.is_over():
            return len(match.moves) > self._moves_count or not self.hops
        if len(match.moves) < self._moves_count:
            return False
        if state.to_move == CHANCE:
            return not self.can_draw(match)
        return state.to_move not in self.parties[self.me]

    def view(self, match) -> dict:
        """The view's ``friend``: whose devices play which seats, whether this
        one holds the game, where its link goes, what it waits for."""
        names = self.game_players
        seats = [[names[s] for s in party] for party in self.parties]
        holding = self.holding()
        out = {"id": self.id, "me": seats[self.me], "parties": seats, "holding": holding,
               "hops": len(self.hops), "send": self.must_send(match),
               "hidden": [seats[h.party] for h in self.hops if h.hidden and h.moves is None]}
        if holding:
            out["to"] = seats[self.next_party(match.state, self.me)]
        elif self.to is not None:
            out["waiting"] = seats[self.to]
        return out

    @property
    def game_players(self) -> tuple:
        from .. import GAMES
        return GAMES[self.game].players


ACTION_WORDS = ("resign", "offer", "accept", "timeout")
"""The actions' words (``core.actions``; Shuuro's own, with its clock's timeout)."""


def actor(state, move: str) -> int:
    """The seat that plays ``move`` now: an action's named player (or whose
    turn it is), else the player to move."""
    word, _, who = move.strip().partition(":")
    if word in ACTION_WORDS:
        players = state.game.players
        if who in players:
            return players.index(who)
        whose = getattr(state, "whose_turn", None)
        return whose() if whose else state.to_move
    return state.to_move

"""Resigning and draws by agreement: the actions a player may take besides
the moves of the rules, the same in Dou Shou Qi, Shakku and Shaturanga
(Shuuro has its own, with the clock's flag fall, in the same shape).

* ``resign`` (the player whose turn it is) or ``resign:<player>`` (any
  player still playing, at any moment of a game not over, whoever is to
  move, dice due or not): his side loses, reason ``resign``;
* ``offer``: the player whose turn it is offers the other side a draw.  It
  does not use his turn (he moves next as before), and only one offer waits
  at a time;
* ``accept``: the player offered the draw (a player of the other side), on
  his turn, accepts it: the game is drawn, reason ``agreement``;
* the offer lapses when a player of the other side makes a move on the
  board instead (``lapses``).

``offer:<player>`` and ``accept:<player>`` are read too, when they name the
player whose turn it is.  What "side" and "whose turn" mean is each game's
own (``side_of``, ``whose_turn``: Shaturanga's sides are its teams, Shakku's
turn goes on while its sticks are due), and so is who may still resign
(``may_resign``) and what a resignation gives (``concession``).

The actions are not moves of the rules: ``legal_moves()`` and
``engine_moves()`` never list them, so neither the computer's search nor
the random players ever play one; ``action_moves()`` lists them for the
view (``panels["action_moves"]``).  Nor are they on the engine's ``stack``:
each is kept in ``action_log`` with what it changed, and so is an offer
that lapsed with the move that let it lapse, and ``undo`` takes them back
in the order they came.

In a position text they are two optional words (``position_words``,
``read_position_words``): the pending offer, ``offer=<player letter>``
(Shaturanga: ``draw=``, its ``offer=`` being the exchange's), and a game
ended by them, ``end=resign:<winner letter>`` or ``end=agreement:draw``.
"""

from __future__ import annotations

from .errors import BadPosition, IllegalMove, shown
from .state import CHANCE, Result

ACTIONS = ("resign", "offer", "accept")
"""The words of the actions."""

SAID = {"resign": "resign", "offer": "draw_offer", "accept": "draw_accept"}
"""Each action's kind in the moves' words (``said.py``)."""

ENDINGS = ("resign", "agreement")
"""The reasons of a game ended by an action."""


class Actions:
    """Resigning and draws by agreement, for a state (see the module).

    The state sets ``draw_offer`` (the player who offered a draw, -1: none),
    ``end`` (a ``Result`` or None; ``result()`` returns it first) and
    ``action_log`` (``[]``) when it is made, and copies ``action_log`` when
    it is copied."""

    draw_offer: int
    action_log: list

    # ------------------------------------------------------------ the game's own
    def whose_turn(self) -> int:
        """The player whose turn it is: he may offer, accept, and ``resign``
        without naming himself (-1: nobody's, before the game's first throw)."""
        return self.to_move

    def side_of(self, player: int) -> int:
        """The side a player plays for (Shaturanga: his team)."""
        return player

    def may_resign(self, player: int) -> bool:
        """May ``player`` resign now (the game is not over)?"""
        return True

    def may_offer(self) -> bool:
        """May the player whose turn it is offer a draw now (none waits)?"""
        return True

    def concession(self, player: int) -> Result:
        """The result when ``player`` resigns: the other side wins."""
        return Result(player ^ 1, "resign")

    def lapses(self, move) -> bool:
        """Does the internal ``move``, about to be played, let the waiting
        offer lapse?  A move of a player of the other side does."""
        mover = self.to_move
        return mover != CHANCE and self.side_of(mover) != self.side_of(self.draw_offer)

    # ------------------------------------------------------------ playing them
    def is_action(self, move) -> bool:
        """Is ``move`` written as an action (``resign``, ``offer:red``...)?"""
        return isinstance(move, str) and move.strip().partition(":")[0] in ACTIONS

    def _actor(self, text: str, word: str, who: str) -> int:
        """The player an action names, or whose turn it is; refused when the
        name is none of the game's players, or when it is nobody's turn."""
        players = self.game.players
        if who:
            if who not in players:
                raise IllegalMove(f"{shown(text)}: name one of the players "
                                  f"({', '.join(players)}), like {word}:{players[0]}",
                                  why="action_player", move=text, action=word,
                                  players=", ".join(players))
            return players.index(who)
        player = self.whose_turn()
        if player < 0:
            raise IllegalMove(f"{text}: it is nobody's turn yet: name the player, like "
                              f"{word}:{players[0]}", why="action_player", move=text,
                              action=word, players=", ".join(players))
        return player

    def _action(self, text: str) -> bool:
        """Resigning, offering or accepting a draw; True if ``text`` was one
        (played), False if it is no action.  A refused action changes nothing."""
        word, sep, who = text.partition(":")
        if word not in ACTIONS:
            return False
        if self.result() is not None:
            raise IllegalMove(f"{shown(text)}: the game is over", why="over", move=text)
        if sep and not who:
            raise IllegalMove(f"{shown(text)}: name one of the players after the colon",
                              why="action_player", move=text, action=word,
                              players=", ".join(self.game.players))
        player = self._actor(text, word, who)
        name = self.game.players[player]
        if word == "resign":
            if not self.may_resign(player):
                raise IllegalMove(f"{text}: {name} is out of the game and cannot resign",
                                  why="resign_out", move=text, player=name)
            self._log(text)
            self.end = self.concession(player)
        elif word == "offer":
            if player != self.whose_turn() or self.draw_offer >= 0 or not self.may_offer():
                raise IllegalMove(f"{text}: a draw is offered by the player whose turn it is, "
                                  "while no other offer waits", why="draw_offer", move=text,
                                  player=name)
            self._log(text)
            self.draw_offer = player
        else:
            offer = self.draw_offer
            if player != self.whose_turn() or offer < 0 or \
                    self.side_of(offer) == self.side_of(player):
                raise IllegalMove(f"{text}: there is no draw offer for {name} to accept",
                                  why="draw_accept", move=text, player=name)
            self._log(text)
            self.end = Result(None, "agreement")
        return True

    def _log(self, what: str) -> None:
        """Keep what an action (or a lapse) is about to change, for undo."""
        self.action_log.append((len(self.stack), self.draw_offer, self.end, what))

    def play(self, move: str) -> None:
        """A move of the rules, or an action.  A refused move raises
        ``IllegalMove`` (saying why) and changes nothing."""
        if not isinstance(move, str):
            raise IllegalMove("a move is a text", why="not_a_move", move=shown(move))
        text = move.strip()
        if self._action(text):
            return
        m = self.parse_move(text)
        lapse = self.draw_offer >= 0 and self.lapses(m)
        self.push(m)
        if lapse:
            self._log("lapse")
            self.draw_offer = -1

    def undo(self) -> None:
        """Take back the last move or action (a move that let an offer lapse
        brings the offer back)."""
        log = self.action_log
        if log and log[-1][0] == len(self.stack):
            _, self.draw_offer, self.end, what = log.pop()
            if what != "lapse":
                return
        if not self.stack:
            raise IllegalMove("there is no move to undo", why="no_undo")
        self.pop()

    def resign(self, player: int) -> None:
        """``player`` resigns (the move ``resign:<player>``)."""
        self.play("resign:" + self.game.players[player])

    # ------------------------------------------------------------ the view
    def action_moves(self) -> list[dict]:
        """The actions a player may take now, as moves ``{"move", "kind",
        "player"}``: each player who may resign, and the player whose turn it
        is offering a draw or accepting the one offered to him.  None once
        the game is over."""
        if self.result() is not None:
            return []
        players = self.game.players
        out = [{"move": "resign:" + players[p], "kind": "resign", "player": p}
               for p in range(len(players)) if self.may_resign(p)]
        player = self.whose_turn()
        if player >= 0:
            offer = self.draw_offer
            if offer < 0 and self.may_offer():
                out.append({"move": "offer", "kind": "offer", "player": player})
            elif offer >= 0 and self.side_of(offer) != self.side_of(player):
                out.append({"move": "accept", "kind": "accept", "player": player})
        return out

    def offered_by(self) -> int | None:
        """Who offered the draw that waits for an answer (None: nobody)."""
        return self.draw_offer if self.draw_offer >= 0 and self.result() is None else None

    def action_said(self, move: str) -> dict | None:
        """The words' parameters of an action (``said.py``): ``{"kind":
        "resign" | "draw_offer" | "draw_accept", "player"}``; None for a move."""
        if not self.is_action(move):
            return None
        word, sep, who = move.strip().partition(":")
        players = self.game.players
        player = players.index(who) if who in players else self.whose_turn()
        return {"kind": SAID[word], "player": player}

    # ------------------------------------------------------------ the position text
    def position_words(self, letters: str, key: str = "offer") -> list[str]:
        """The words a position text ends with: the offer waiting
        (``offer=w``) and a game ended by an action (``end=resign:b``,
        ``end=agreement:draw``); ``letters``: each player's letter."""
        words = []
        end = self.end
        if self.draw_offer >= 0 and self.result() is None:
            words.append(f"{key}={letters[self.draw_offer]}")
        if end is not None and end.reason in ENDINGS:
            words.append(f"end={end.reason}:"
                         f"{'draw' if end.winner is None else letters[end.winner]}")
        return words

    def read_position_words(self, words: dict, letters: str, key: str = "offer") -> None:
        """Set the offer and the end ``words`` give (``{"offer": "w", "end":
        "resign:b"}``, as ``position_words`` writes them), checked: a known
        letter, a reason and its winner, and a game the board does not end
        already."""
        offer, end = -1, None
        if key in words:
            value = words[key]
            if len(value) != 1 or value not in letters:
                raise BadPosition(f"{key}= names the player who offered a draw: one of "
                                  f"{', '.join(letters)}, not {shown(value)}",
                                  why="offer_field", value=value, field=key,
                                  letters=", ".join(letters))
            offer = letters.index(value)
        if "end" in words:
            reason, _, winner = words["end"].partition(":")
            if not (reason == "agreement" and winner == "draw" or
                    reason == "resign" and len(winner) == 1 and winner in letters):
                raise BadPosition(f"end= is resign:<the winner's letter> or agreement:draw, "
                                  f"not {shown(words['end'])}", why="end_field",
                                  value=words["end"], letters=", ".join(letters))
            if offer >= 0:
                raise BadPosition("a finished game has no draw offer waiting", why="action_over",
                                  field=key)
            # the winner's letter: anyone of the other side resigned
            end = Result(None, "agreement") if reason == "agreement" else \
                self.concession(letters.index(winner) ^ 1)
        if (offer >= 0 or end is not None) and self.result() is not None:
            raise BadPosition("the board already ends this game: it takes no offer= nor end=",
                              why="action_over", field=key if offer >= 0 else "end")
        self.draw_offer = offer
        if end is not None:
            self.end = end

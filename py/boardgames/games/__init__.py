"""The games, one package each: ``<game>/__init__.py`` exports the ``Game``
class; ``rules.py`` holds the state, its moves and results, ``notation.py``
its position and move texts, ``view.py`` what its board shows, ``said.py``
its moves in words' parameters, ``ai.py`` what the computer knows of it,
``look.py`` its colours in the static pictures (``Game.look``).

``boardgames.GAMES`` lists them (one line each in ``boardgames/__init__.py``)
and imports a game's package only when it is first asked for."""

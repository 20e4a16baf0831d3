"""Checks the random-play tests of several games share."""


def play_undo_replay(state, move, moves):
    """Play ``move``, take it back (the position and its legal ``moves`` must
    come back exactly), then play it again to the same position.  Returns the
    position text after the move."""
    before = state.to_text()
    state.play(move)
    after = state.to_text()
    state.undo()
    assert state.to_text() == before, ("undo", move)
    assert state.legal_moves() == moves, ("undo changed the moves", move)
    state.play(move)
    assert state.to_text() == after, ("replaying after undo", move)
    return after

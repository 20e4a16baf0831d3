"""Shakku: the weight of each term of the evaluation (``ai.TERMS``), in
hundredths of a pawn (the two kinds of hits in percent of what they may
take), as set by hand.  ``python bench/tune.py fit --game shakku --write``
writes them fitted on self-play instead; fitted on 161,011 positions of
1,900 games (held-out loss 0.1831 -> 0.1802: pawns 51, King 479, held 371,
hits 35 and 17), they scored 44.6% against these in 56 games at 100 ms a
move: kept as they are."""

FITTED = {
    "pawns": 100,
    "king": 450,
    "held": 300,
    "runway": 500,
    "blocked": 3000,
    "hits_first": 80,
    "hits_second": 20,
    "tempo": 0,
}

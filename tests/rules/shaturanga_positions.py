"""Shaturanga positions shared by the rules tests: ``pos`` writes a position
in the module's text form from ``{"a1": "gR", ...}``, the seat, the armies
(A playing, C commanding, L lost, M lost but commanded), the die mode, the die
and the quiet turns; and a few named positions."""


def pos(pieces, seat="g", armies="AAAA", dice=False, die="-", quiet=0, extra=""):
    rows = []
    for rank in range(8, 0, -1):
        row, empty = "", 0
        for f in "abcdefgh":
            piece = pieces.get(f"{f}{rank}")
            if piece is None:
                empty += 1
                continue
            if empty:
                row, empty = row + str(empty), 0
            row += piece
        rows.append(row + (str(empty) if empty else ""))
    text = f"{'/'.join(rows)} {seat} {armies} {'dice' if dice else 'nodice'} {die} {quiet}"
    return text + (" " + extra if extra else "")


DIE_POS = {"d1": "gR", "a1": "gB", "b1": "gH", "c1": "gE", "e2": "gS", "a5": "yR", "e8": "kR",
           "h4": "dR"}

CMD_POS = {"e7": "gR", "c4": "gH", "h4": "yE", "a4": "kR", "a1": "yR", "h1": "dR", "b2": "kS"}

EX_POS = {"d1": "gR", "h4": "dR", "c3": "gE", "f6": "dE", "b8": "kS", "a7": "yS"}

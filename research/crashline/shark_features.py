"""What the fast Shark looks at before it flips again or cashes in: a few numbers from its seat's view.

``features(view, chance)`` gives them in the order of ``FEATURE_NAMES`` for the acting seat, which may cash
in now and faces the exact crash chance ``chance`` (0 < chance < 1). Pure; a few microseconds.
"""

from __future__ import annotations

import math

from arcade.games.crashline.cards import NUM, POPCOUNT

TURN_SPREAD = 6.6  # spread of one turn's points (measured over Careful games)
CARDS_PER_TURN = 3.9  # cards flipped per turn
RECYCLE = 0.4  # share of today's deck that comes back in the reshuffled discard pile

FEATURE_NAMES = (
    "bias",  # 1
    "margin",  # 0.3 - crash chance: the Careful grown-up's rule
    "margin_m1",  # the same with one machine in the line (0 otherwise)
    "margin_m3",  # ... with three or more
    "value",  # points on the line / 10
    "gain",  # mean points of a safe flip / 5
    "risk",  # crash chance x points on the line / 10
    "lead",  # lead over the best rival if it cashes in now, in spreads of the turns left (+-2)
    "lead_risk",  # lead x crash chance
    "gift",  # a crash hands a rival a Hand-Me-Down: crash chance x that card's points / 5
    "late",  # share of the game gone (0 at the start, 1 at GAME OVER)
    "late_lead",  # late x lead
    "last_pass",  # 1 after CONTINUE?
    "cards",  # own score cards minus the fewest of a rival, / 5 (+-2)
)


def features(view, chance: float) -> list:
    seat = view.seat
    scores = view.scores()
    n = len(scores)
    line_value = view.line_value()
    best = max(scores[q] for q in range(n) if q != seat)
    lead = scores[seat] + line_value - best
    deck = view.deck_count
    final = view.continues
    cards_left = deck if final else deck * (1.0 + RECYCLE) + len(view.discard)
    turns = cards_left / (CARDS_PER_TURN * n)  # own turns still to come, roughly
    z = lead / (TURN_SPREAD * math.sqrt(2.0 * turns + 1.0))
    z = -2.0 if z < -2.0 else 2.0 if z > 2.0 else z
    late = 1.0 - cards_left / 75.0
    late = 0.0 if late < 0.0 else late
    tops = view.pile_tops(seat)
    mask = view.line_mask
    total = count = 0
    for c in view.unseen_cards():
        if c >= 45:
            break
        m = c // 9
        if mask >> m & 1:
            continue
        top = tops[m]
        total += NUM[c] if top < 0 else (c - top + 1 if c > top else 1)
        count += 1
    gain = total / count if count else 0.0
    counts = view.pile_counts()
    mine = counts[seat]
    fewest, picker = mine, -1
    for i in range(1, n):  # the Hand-Me-Down goes to the fewest cards, ties to the left
        q = (seat + i) % n
        if counts[q] < fewest:
            fewest, picker = counts[q], q
    gift = 0.0
    if picker >= 0:
        ptops = view.pile_tops(picker)
        for c in view.line:
            if c < 45:
                top = ptops[c // 9]
                g = NUM[c] if top < 0 else (c - top + 1 if c > top else 1)
                if g > gift:
                    gift = g
    rival_fewest = min(counts[q] for q in range(n) if q != seat)
    card_diff = (mine - rival_fewest) / 5.0
    card_diff = -2.0 if card_diff < -2.0 else 2.0 if card_diff > 2.0 else card_diff
    margin = 0.3 - chance
    machines = POPCOUNT[mask]
    return [
        1.0,
        margin,
        margin if machines == 1 else 0.0,
        margin if machines >= 3 else 0.0,
        line_value / 10.0,
        gain / 5.0,
        chance * line_value / 10.0,
        z,
        z * chance,
        chance * gift / 5.0,
        late,
        late * z,
        float(final),
        card_diff,
    ]

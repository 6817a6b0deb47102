"""Where each level's chips come from (a diagnostic for tuning the ladder): per lineup entry, the mean
chips per game by reason (duel prizes, bets, Collect cards and spaces, FINISH) and the duels it plays
as challenger and defender, with its share won.

    python -m research.mania.income --lineup Ace,Regular,Regular,Regular --games 200
"""

from __future__ import annotations

import argparse
import collections
import sys

from arcade.games.mania.bots import SmartBot
from arcade.games.mania.events import BetSettled, ChipsPaid, DuelWon
from arcade.games.mania.rules import Mania

BANK = -1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m research.mania.income")
    ap.add_argument("--lineup", default="Ace,Regular,Regular,Regular")
    ap.add_argument("--games", type=int, default=200)
    args = ap.parse_args(argv)
    levels = args.lineup.split(",")
    n = len(levels)
    money: dict[str, collections.Counter[str]] = {lv: collections.Counter() for lv in set(levels)}
    count = collections.Counter(levels)
    for g in range(args.games):
        seat_level = [levels[(s - g) % n] for s in range(n)]
        bots = [SmartBot(seat_level[s], g * 31 + s) for s in range(n)]
        state = Mania(n, g)
        while not state.is_terminal():
            seat = state.current_player()
            duel_before = state.duel
            for e in state.apply(bots[seat].choose(state.view(seat))):
                if type(e) is ChipsPaid:
                    if e.dst >= 0 and e.dst < n:
                        money[seat_level[e.dst]][e.reason] += e.value
                    if e.src >= 0 and e.src < n:
                        money[seat_level[e.src]][e.reason] -= e.value
                elif type(e) is DuelWon and duel_before is not None:
                    c, d = duel_before.challenger, duel_before.defender
                    money[seat_level[c]]["duels_as_challenger"] += 1
                    money[seat_level[d]]["duels_as_defender"] += 1
                    money[seat_level[e.winner]]["duels_won"] += 1
                elif type(e) is BetSettled:
                    money[seat_level[e.seat]]["bets_" + e.outcome] += 1
        for s in range(n):
            money[seat_level[s]]["final"] += state.chips.worth(s)
    for lv, c in money.items():
        per = args.games * count[lv]
        print(lv, {k: round(v / per, 2) for k, v in sorted(c.items())})
    return 0


if __name__ == "__main__":
    sys.exit(main())

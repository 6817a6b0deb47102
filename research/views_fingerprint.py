"""Seeded CPU games of the games whose views were made plain data (issue 26): a fingerprint of each game's
end (scores and a hash of the final state's plain data), to compare before and after the change.

    python research/views_fingerprint.py > before.json   # on the old code
    python research/views_fingerprint.py > after.json    # on the new code; the two must be equal
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any


def _digest(state: Any) -> str:
    return hashlib.sha256(json.dumps(state.to_data(), sort_keys=True).encode()).hexdigest()[:16]


def crashline(seed: int) -> dict[str, Any]:
    from arcade.games.crashline.cpu import play

    seats = ["kid+kidmode", "careful", "shark"]
    state = play([seats[(s - seed) % 3] for s in range(3)], seed)
    return {"scores": state.scores(), "state": _digest(state)}


def crashline_headsup(seed: int) -> dict[str, Any]:
    from arcade.games.crashline.cpu import play

    state = play(["careful", "shark"], seed)
    return {"scores": state.scores(), "state": _digest(state)}


def insertcoin(seed: int) -> dict[str, Any]:
    from arcade import match
    from arcade.games.insertcoin.sim import GAME

    state = match.play_one(GAME, ["Kid", "Greedy", "Planner"], seed)
    return {"scores": state.scores(), "state": _digest(state)}


def vegas(seed: int) -> dict[str, Any]:
    from arcade import match
    from arcade.games.vegas.bots import LEVELS
    from arcade.games.vegas.sim import GAME

    state = match.play_one(GAME, list(LEVELS)[:3], seed)
    return {"scores": state.scores(), "state": _digest(state)}


def mania(seed: int) -> dict[str, Any]:
    from arcade import match
    from arcade.games.mania.sim import GAME, entries, game_result, parse_lineup

    lineup = entries(parse_lineup("smart:Ace,smart:Regular,smart:Rookie,random_bettor:Regular"))
    result = game_result(match.play_deal(GAME, lineup, seed, 0, seed % 4, game_seed=seed))
    return {"chips": result["chips"], "actions": result["actions"]}


GAMES = {
    "crashline": crashline,
    "crashline_headsup": crashline_headsup,
    "insertcoin": insertcoin,
    "vegas": vegas,
    "mania": mania,
}


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 6
    names = argv[1:] or list(GAMES)
    out = {name: [GAMES[name](seed) for seed in range(games)] for name in names}
    json.dump(out, sys.stdout, indent=1, sort_keys=True)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""``python -m arcade.sim console``: computer duellists play many games; prints the score distribution.

python -m arcade.sim console --game rattler --skill 2 --bot 250 --games 1000 --seed 7 [--json]
python -m arcade.sim console --table [--games 300] [--json]   (median score per game, skill, bot)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from typing import TypedDict

from arcade.games.console.bots import DIFFICULTIES, parse_speed, play_out
from arcade.games.console.cpu import make_bot
from arcade.games.console.layout import GAMES
from arcade.games.console.machine import Machine, new_game

TABLE_SPEEDS = (170, 200, 250, 350)


class TableRow(TypedDict):
    """One row of ``--table``: the median score for each bot speed (keyed by the speed in ms, as text)."""

    game: str
    skill: int
    medians: dict[str, float]


def play_many(game: str, skill: int, median_ms: int, games: int, seed: int) -> list[int]:
    """Scores of ``games`` seeded games; game i uses machine seed ``seed*1_000_003+i`` and its own bot."""
    scores: list[int] = []
    for i in range(games):
        s = seed * 1_000_003 + i
        m = new_game(game, skill, seed=s)
        play_out(m, make_bot(str(median_ms), 0, s ^ 0x5EED))
        scores.append(m.scores()[0])  # the final score (the points so far, had it run past the limit)
    return scores


def play(levels: list[str], seed: int) -> Machine:
    """One game for the match runner (``GameInfo.play``): the duellist of ``levels[0]`` on the game and
    skill the seed picks (every game and skill in turn), played out."""
    game = GAMES[seed % len(GAMES)]
    skill = 1 + (seed // len(GAMES)) % 3
    return play_out(new_game(game, skill, seed=seed), make_bot(levels[0], 0, seed ^ 0x5EED))


def summary(scores: list[int]) -> dict[str, float]:
    qs = statistics.quantiles(scores, n=10, method="inclusive") if len(scores) > 1 else [scores[0]] * 9
    return {
        "games": len(scores),
        "median": statistics.median(scores),
        "mean": round(statistics.fmean(scores), 2),
        "p10": qs[0],
        "p90": qs[8],
        "min": min(scores),
        "max": max(scores),
        "over_45": sum(s > 45 for s in scores),
    }


def histogram(scores: list[int], width: int = 50) -> list[str]:
    lo, hi = min(scores), max(scores)
    bucket = max(1, (hi - lo + 1 + 14) // 15)
    counts: dict[int, int] = {}
    for s in scores:
        counts[(s - lo) // bucket] = counts.get((s - lo) // bucket, 0) + 1
    top = max(counts.values())
    lines = []
    for b in range(max(counts) + 1):
        n = counts.get(b, 0)
        a = lo + b * bucket
        label = f"{a:>3}" if bucket == 1 else f"{a:>3}-{a + bucket - 1:<3}"
        lines.append(f"{label} | {'#' * max(1 if n else 0, round(n * width / top)):<{width}} {n}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m arcade.sim console", description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES, default="alien_raiders")
    ap.add_argument("--skill", type=int, choices=(1, 2, 3), default=1)
    ap.add_argument("--bot", default="250", help=f"median reaction in ms or one of {', '.join(DIFFICULTIES)}")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print JSON instead of text")
    ap.add_argument("--table", action="store_true", help="median scores for every game, skill and bot speed")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    try:
        speed = parse_speed(args.bot)
    except ValueError as exc:
        ap.error(str(exc))
    if args.table:
        return _table(args)
    scores = play_many(args.game, args.skill, speed, args.games, args.seed)
    result = {"game": args.game, "skill": args.skill, "bot_ms": speed, "seed": args.seed, **summary(scores)}
    if args.json:
        result["scores"] = scores
        print(json.dumps(result))
        return 0
    print(f"{args.game} skill {args.skill}, bot median {speed} ms, {args.games} games, seed {args.seed}")
    print(
        "median {median}  mean {mean}  p10 {p10}  p90 {p90}  min {min}  max {max}  above 45: {over_45}".format(**result)
    )
    print("\n".join(histogram(scores)))
    return 0


def _table(args: argparse.Namespace) -> int:
    rows: list[TableRow] = []
    for game in GAMES:
        for skill in (1, 2, 3):
            medians = [statistics.median(play_many(game, skill, ms, args.games, args.seed)) for ms in TABLE_SPEEDS]
            rows.append({"game": game, "skill": skill, "medians": dict(zip(map(str, TABLE_SPEEDS), medians))})
    if args.json:
        print(json.dumps({"games_each": args.games, "seed": args.seed, "rows": rows}))
        return 0
    print(f"median score, {args.games} games each, seed {args.seed}; columns: bot median reaction (ms)")
    print("| game | skill | " + " | ".join(f"bot {ms}" for ms in TABLE_SPEEDS) + " |")
    print("|---|---|" + "---|" * len(TABLE_SPEEDS))
    for r in rows:
        print(f"| {r['game']} | {r['skill']} | " + " | ".join(f"{v:g}" for v in r["medians"].values()) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

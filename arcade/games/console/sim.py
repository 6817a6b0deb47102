"""``python -m arcade.sim console``: computer duellists play many games; prints the score distribution.

python -m arcade.sim console --game rattler --skill 2 --bot 250 --games 1000 --seed 7 [--workers W] [--json]
python -m arcade.sim console --table [--games 300] [--json]   (median score per game, skill, bot)

The games are the match runner's (:mod:`arcade.match`: game ``i`` of a run seeded ``s`` on the machine
seeded ``s * 1_000_003 + i``, played through :func:`play` with the game and skill as options), spread over
``--workers`` processes; the results do not depend on how many.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from typing import TypedDict

from arcade import match
from arcade.core.cli import cap_workers, positive_int
from arcade.games.console.bots import DIFFICULTIES, parse_speed, play_out
from arcade.games.console.cpu import LADDER, make_bot
from arcade.games.console.layout import GAMES
from arcade.games.console.machine import Machine, new_game

GAME = match.Game(
    "console",
    new="arcade.games.console.machine:new_state",
    make_bot="arcade.games.console.cpu:make_bot",
    play="arcade.games.console.sim:play",
    seats=(1,),
    levels=LADDER,
)
"""What the runner plays: the GameInfo's engine, bots and play hook (:func:`play`) (the same names as its ``INFO``,
which is not imported here: it reaches the scene types; tests/test_match_sims.py checks they agree)."""

TABLE_SPEEDS = (170, 200, 250, 350)


class TableRow(TypedDict):
    """One row of ``--table``: the median score for each bot speed (keyed by the speed in ms, as text)."""

    game: str
    skill: int
    medians: dict[str, float]


def final_scores(game: str, skill: int, median_ms: int, games: int, seed: int, workers: int = 1) -> list[int]:
    """Final scores of ``games`` seeded games of ``game`` at ``skill`` by the duellist of ``median_ms``
    (through the match runner, over ``workers`` processes)."""
    options = GAME.with_options({"game": game, "skill": skill})
    results = match.run(options, [str(median_ms)], games, seed, workers, rotate=False)
    return [int(r.scores[0]) for r in results]  # the final score (the points so far, had it run past the limit)


def play(levels: list[str], seed: int, game: str | None = None, skill: int | None = None) -> Machine:
    """One game for the match runner (``GameInfo.play``): the duellist of ``levels[0]`` (its bot seeded
    ``seed ^ 0x5EED``) on ``game`` at ``skill``, or, for the ladder, on the game and skill the seed picks
    (every game and skill in turn), played out."""
    if game is None:
        game = GAMES[seed % len(GAMES)]
    if skill is None:
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
    ap.add_argument("--games", type=positive_int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=positive_int, default=match.JOBS, help=f"processes (default {match.JOBS})")
    ap.add_argument("--json", action="store_true", help="print JSON instead of text")
    ap.add_argument("--table", action="store_true", help="median scores for every game, skill and bot speed")
    args = ap.parse_args(argv)
    try:
        speed = parse_speed(args.bot)
    except ValueError as exc:
        ap.error(str(exc))
    args.workers = cap_workers(args.workers, args.games)
    if args.table:
        return _table(args)
    scores = final_scores(args.game, args.skill, speed, args.games, args.seed, args.workers)
    result = {"game": args.game, "skill": args.skill, "bot_ms": speed, "seed": args.seed, **summary(scores)}
    if args.json:
        result["scores"] = scores
        print(json.dumps(result))
        return 0
    print(
        f"{args.game} skill {args.skill}, bot median {speed} ms, {args.games} games, seed {args.seed}, "
        f"{args.workers} worker(s)"
    )
    print(
        "median {median}  mean {mean}  p10 {p10}  p90 {p90}  min {min}  max {max}  above 45: {over_45}".format(**result)
    )
    print("\n".join(histogram(scores)))
    return 0


def _table(args: argparse.Namespace) -> int:
    rows: list[TableRow] = []
    for game in GAMES:
        for skill in (1, 2, 3):
            medians = [
                statistics.median(final_scores(game, skill, ms, args.games, args.seed, args.workers))
                for ms in TABLE_SPEEDS
            ]
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

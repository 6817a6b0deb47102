"""Headless Top Speed! races between CPU racers: ``python -m arcade.sim topspeed [options]``.

Bots press keys through the same controls a person uses; the engine resolves their moves in timestamp
order. Reports win rates, mean points, mistakes and game length in seconds of game time.

``--rates`` reports each CPU level's measured rates in races against itself (cards a second, mistakes
and corrections per card, race length) and in practice (what ``ladder.PRACTICE_FIGURES`` holds). The
races are the match runner's (:mod:`arcade.match`, race ``g`` of a run seeded ``s`` seeded
``s * 1_000_003 + g``, each played through :func:`play`, red and blue keeping their levels), spread over
``--workers`` processes; the results do not depend on how many. The ladder of adjacent pairs is the
runner's, as for every game: ``python -m arcade.sim topspeed --ladder``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from typing import Any, TypedDict, cast

from arcade import match
from arcade.core.cli import cap_workers, positive_int
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.bots import LADDER, LEVELS, CpuRacer
from arcade.games.topspeed.controls import SeatControls
from arcade.games.topspeed.cpu import make_bot
from arcade.games.topspeed.rules import Move, TopSpeedState
from arcade.games.topspeed.sim_report import (
    LevelRates,
    RatesReport,
    RunReport,
    SeatReport,
    format_rates,
    format_report,
)

MAX_RACE_MS = 600_000.0
"""Safety limit for simulated races (ten minutes of game time); a race that reaches it ends on time."""


class RaceResult(TypedDict):
    """One finished race as plain data (per-seat lists are indexed by seat)."""

    winner: int | None
    decided_by: str
    points: list[int]
    row_points: list[int]
    flag: int | None
    caller: int | None
    call_valid: bool | None
    end: str | None
    length_s: float
    cards_left: list[int]
    mistakes: list[int]
    corrected: list[int]
    mistakes_left: list[int]
    placed: list[int]
    bottoms: list[int]


def parse_player(spec: str) -> str:
    """'cpu:hard' -> 'hard'. Only CPU racers can play in the simulator."""
    kind, _, level = spec.partition(":")
    if kind != "cpu" or level not in LEVELS:
        raise argparse.ArgumentTypeError(f"player must be cpu:<{'|'.join(LEVELS)}>, not {spec!r}")
    return level


class Race:
    """CPU racers driving one state through their controls, event by event (no frames needed)."""

    def __init__(
        self, state: TopSpeedState, bots: dict[int, CpuRacer], controls: dict[int, SeatControls] | None = None
    ) -> None:
        self.state = state
        self.bots = bots
        self.controls = controls or {s: SeatControls(s) for s in bots}
        for s, bot in bots.items():
            if bot.wake_ms is None and bot.mode != "done":
                bot.poll(state.view(s), self.controls[s].lane, state.now_ms)

    def step(self) -> bool:
        """Advance to the next moment a racer acts and apply what it presses; False once finished."""
        state = self.state
        if state.over:
            return False
        wakes = [b.wake_ms for b in self.bots.values() if b.wake_ms is not None]
        if not wakes:
            return False
        t = min(wakes)
        state.advance_to(t, settle=True)
        if state.over:
            return False
        moves: list[Move] = []
        for s, bot in self.bots.items():
            if bot.wake_ms is not None and bot.wake_ms <= t:
                for press in bot.poll(state.view(s), self.controls[s].lane, t):
                    move = self.controls[s].press("cpu", press.action, press.t_ms)
                    if move is not None:
                        moves.append(move)
        state.apply_all(moves)
        return not state.over

    def run(self) -> TopSpeedState:
        while self.step():
            pass
        return self.state


def new_race(
    seed: int,
    red: str = "medium",
    blue: str | None = "medium",
    *,
    practice: bool = False,
    start_ms: float = 0.0,
    max_ms: float = MAX_RACE_MS,
) -> Race:
    """A race between CPU racers, everything seeded from ``seed`` (``blue`` unused in practice)."""
    rng = random.Random(seed)
    limit = None if practice else max_ms
    state = TopSpeedState(rng.getrandbits(32), practice=practice, start_ms=start_ms, time_limit_ms=limit)
    levels = {C.RED: red} if blue is None else {C.RED: red, C.BLUE: blue}
    if any(s not in levels for s in state.seats):
        raise ValueError("a race against a rival needs the blue racer's level")
    bots = {s: make_bot(levels[s], s, rng.getrandbits(32)) for s in state.seats}
    return Race(state, bots)


def play(levels: list[str], seed: int) -> TopSpeedState:
    """One race for the match runner (``GameInfo.play``): red played by ``levels[0]``, blue by
    ``levels[1]`` (a lone level races in practice), everything seeded from ``seed``."""
    if len(levels) == 1:
        return new_race(seed, levels[0], None, practice=True).run()
    return new_race(seed, levels[0], levels[1]).run()


def race_result(state: TopSpeedState) -> RaceResult:
    """A finished race as plain data (the simulator's per-game record)."""
    score = state.score()
    st = state.stats
    end = state.end_ms if state.end_ms is not None else state.now_ms
    return {
        "winner": score.winner,
        "decided_by": score.decided_by,
        "points": list(score.points),
        "row_points": list(score.row_points),
        "flag": score.flag,
        "caller": score.caller,
        "call_valid": score.call_valid,
        "end": state.end_reason,
        "length_s": (end - state.start_ms) / 1000.0,
        "cards_left": list(score.cards_left),
        "mistakes": list(st.mistakes),
        "corrected": list(st.corrected),
        "mistakes_left": list(score.mistakes_left),
        "placed": list(st.placed),
        "bottoms": list(st.bottoms),
    }


GAME = match.Game(
    "topspeed",
    new="arcade.games.topspeed.rules:new_state",
    make_bot="arcade.games.topspeed.cpu:make_bot",
    play="arcade.games.topspeed.sim:play",
    seats=(2, 1),
    levels=tuple(level.capitalize() for level in LADDER),
    record="arcade.games.topspeed.sim:record",
)
"""What the runner plays: the GameInfo's engine, bots and play hook (:func:`play`) (the same names as its ``INFO``,
which is not imported here: it reaches the scene types; tests/test_match_sims.py checks they agree), and
:func:`record` of each race."""


def record(state: TopSpeedState) -> dict[str, Any]:
    """:func:`race_result` as the runner keeps it (``match.Game.record``)."""
    return dict(race_result(state))


def races(levels: list[str], games: int, seed: int, workers: int = match.JOBS) -> list[RaceResult]:
    """``games`` races through the match runner (red ``levels[0]``, blue ``levels[1]``; one level races in
    practice) over ``workers`` processes."""
    return [cast(RaceResult, r.extra) for r in match.run(GAME, levels, games, seed, workers, rotate=False)]


def play_race(
    seed: int,
    red: str = "medium",
    blue: str | None = "medium",
    *,
    practice: bool = False,
    start_ms: float = 0.0,
    max_ms: float = MAX_RACE_MS,
) -> RaceResult:
    """Run one seeded race between CPU racers (see :func:`new_race`) to the end; :func:`race_result`."""
    race = new_race(seed, red, blue, practice=practice, start_ms=start_ms, max_ms=max_ms)
    return race_result(race.run())


def run(games: int, seed: int, red: str, blue: str, workers: int = match.JOBS) -> RunReport:
    """Many races; returns the summary and per-seat statistics as plain data."""
    results = races([red, blue], games, seed, workers)
    n = len(results)
    lengths = sorted(r["length_s"] for r in results)

    def pct(p: float) -> float:
        return lengths[min(n - 1, int(p * n))]

    seats: list[SeatReport] = []
    for s, level in ((C.RED, red), (C.BLUE, blue)):
        wins = sum(1 for r in results if r["winner"] == s)
        calls = [r for r in results if r["caller"] == s]
        seats.append(
            {
                "seat": C.SEAT_NAMES[s],
                "player": f"cpu:{level}",
                "wins": wins,
                "win_rate": wins / n,
                "mean_points": statistics.fmean(r["points"][s] for r in results),
                "flag_rate": sum(1 for r in results if r["flag"] == s) / n,
                "calls": len(calls),
                "false_calls": sum(1 for r in calls if not r["call_valid"]),
                "mean_mistakes": statistics.fmean(r["mistakes"][s] for r in results),
                "mean_corrected": statistics.fmean(r["corrected"][s] for r in results),
                "mean_mistakes_left": statistics.fmean(r["mistakes_left"][s] for r in results),
                "mean_cards_left": statistics.fmean(r["cards_left"][s] for r in results),
                "mean_placed": statistics.fmean(r["placed"][s] for r in results),
                "cards_per_s": sum(r["placed"][s] - r["corrected"][s] for r in results)
                / max(1e-9, sum(r["length_s"] for r in results)),
            }
        )
    return {
        "game": "topspeed",
        "games": n,
        "seed": seed,
        "seats": seats,
        "draws": sum(1 for r in results if r["winner"] is None),
        "decided_by": {k: sum(1 for r in results if r["decided_by"] == k) for k in ("points", "cards", "flag", "draw")},
        "ended_on_time": sum(1 for r in results if r["end"] == "time"),
        "length_s": {
            "mean": statistics.fmean(lengths),
            "median": statistics.median(lengths),
            "p10": pct(0.10),
            "p90": pct(0.90),
            "max": lengths[-1],
        },
    }


def level_rates(level: str, games: int, seed: int, workers: int = match.JOBS) -> LevelRates:
    """A level's measured rates over ``games`` races against itself (both seats counted) and as many
    practice runs (seeded ``seed + 1``)."""
    placed = mistakes = corrected = bottoms = 0
    seconds = 0.0
    lengths: list[float] = []
    for r in races([level, level], games, seed, workers):
        placed += sum(r["placed"])
        mistakes += sum(r["mistakes"])
        corrected += sum(r["corrected"])
        bottoms += sum(r["bottoms"])
        seconds += 2 * r["length_s"]
        lengths.append(r["length_s"])
    kept = placed - corrected
    practice = [practice_pace(r) for r in races([level], games, seed + 1, workers)]
    return {
        "level": level,
        "games": games,
        "cards_per_s": kept / max(1e-9, seconds),
        "mistakes_per_card": mistakes / max(1, placed),
        "corrected_share": corrected / max(1, mistakes),
        "mean_race_s": statistics.fmean(lengths),
        "median_race_s": statistics.median(lengths),
        "practice_cards_per_s": statistics.fmean(p[0] for p in practice),
        "practice_mistakes_per_card": statistics.fmean(p[1] for p in practice),
    }


def practice_pace(result: RaceResult) -> tuple[float, float]:
    """(cards kept per second, mistakes per card placed) of seat 0 in a finished practice race: the same
    two figures the practice mode keeps for a person (see ``ladder.practice_figures``)."""
    placed, corrected = result["placed"][0], result["corrected"][0]
    return ((placed - corrected) / max(1e-9, result["length_s"]), result["mistakes"][0] / max(1, placed))


def rates(games: int, seed: int, workers: int = match.JOBS) -> RatesReport:
    """Every level's own rates over ``games`` races against itself and as many practice runs."""
    levels = [level_rates(level, games, seed + 100 + 2 * i, workers) for i, level in enumerate(LADDER)]
    return {"game": "topspeed", "mode": "rates", "games": games, "seed": seed, "levels": levels}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m arcade.sim topspeed", description=__doc__.splitlines()[0])
    levels = "|".join(f"cpu:{lv}" for lv in LADDER)
    ap.add_argument("--red", type=parse_player, default="cpu:medium", help=levels)
    ap.add_argument("--blue", type=parse_player, default="cpu:medium", help=levels)
    ap.add_argument(
        "--rates",
        action="store_true",
        help="each CPU level's rates against itself and in practice (the ladder: arcade.sim topspeed --ladder)",
    )
    ap.add_argument("--games", type=positive_int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=positive_int, default=match.JOBS, help=f"processes (default {match.JOBS})")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args(sys.argv[1:] if argv is None else argv)
    args.workers = cap_workers(args.workers, args.games)
    if args.rates:
        steps = rates(args.games, args.seed, args.workers)
        print(json.dumps(steps, indent=2) if args.json else format_rates(steps))
        return 0
    rep = run(args.games, args.seed, args.red, args.blue, args.workers)
    print(json.dumps(rep, indent=2) if args.json else format_report(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main())

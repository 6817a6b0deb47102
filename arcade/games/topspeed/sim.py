"""Headless Top Speed! races between CPU racers: ``python -m arcade.sim topspeed [options]``.

Bots press keys through the same controls a person uses; the engine resolves their moves in timestamp
order. Reports win rates, mean points, mistakes and game length in seconds of game time.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from typing import Optional

from arcade.games.topspeed import cards as C
from arcade.games.topspeed.bots import LEVELS, CpuRacer
from arcade.games.topspeed.controls import SeatControls
from arcade.games.topspeed.rules import TopSpeedState

MAX_RACE_MS = 600_000.0
"""Safety limit for simulated races (ten minutes of game time); a race that reaches it ends on time."""


def parse_player(spec: str) -> str:
    """'cpu:hard' -> 'hard'. Only CPU racers can play in the simulator."""
    kind, _, level = spec.partition(":")
    if kind != "cpu" or level not in LEVELS:
        raise argparse.ArgumentTypeError(f"player must be cpu:<{'|'.join(LEVELS)}>, not {spec!r}")
    return level


class Race:
    """CPU racers driving one state through their controls, event by event (no frames needed)."""

    def __init__(self, state: TopSpeedState, bots: dict, controls: Optional[dict] = None) -> None:
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
        moves = []
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


def new_race(seed: int, red: str = "medium", blue: Optional[str] = "medium", *, practice: bool = False,
             start_ms: float = 0.0, max_ms: float = MAX_RACE_MS) -> Race:
    """A race between CPU racers, everything seeded from ``seed`` (``blue`` unused in practice)."""
    rng = random.Random(seed)
    limit = None if practice else max_ms
    state = TopSpeedState(rng.getrandbits(32), practice=practice, start_ms=start_ms, time_limit_ms=limit)
    levels = {C.RED: red, C.BLUE: blue}
    bots = {s: CpuRacer(s, levels[s], seed=rng.getrandbits(32)) for s in state.seats}
    return Race(state, bots)


def race_result(state: TopSpeedState) -> dict:
    """A finished race as plain data (the simulator's per-game record)."""
    score = state.score()
    st = state.stats
    end = state.end_ms if state.end_ms is not None else state.now_ms
    return {
        "winner": score.winner, "decided_by": score.decided_by, "points": list(score.points),
        "row_points": list(score.row_points), "flag": score.flag, "caller": score.caller,
        "call_valid": score.call_valid, "end": state.end_reason,
        "length_s": (end - state.start_ms) / 1000.0,
        "cards_left": list(score.cards_left), "mistakes": list(st.mistakes), "corrected": list(st.corrected),
        "mistakes_left": list(score.mistakes_left), "placed": list(st.placed), "bottoms": list(st.bottoms),
    }


def play_race(seed: int, red: str = "medium", blue: Optional[str] = "medium", **kw) -> dict:
    """Run one seeded race between CPU racers to the end and return :func:`race_result`."""
    return race_result(new_race(seed, red, blue, **kw).run())


def run(games: int, seed: int, red: str, blue: str) -> dict:
    """Many races; returns the summary and per-seat statistics as plain data."""
    master = random.Random(seed)
    results = [play_race(master.getrandbits(48), red, blue) for _ in range(games)]
    n = len(results)
    lengths = sorted(r["length_s"] for r in results)

    def pct(p: float) -> float:
        return lengths[min(n - 1, int(p * n))]

    seats = []
    for s, level in ((C.RED, red), (C.BLUE, blue)):
        wins = sum(1 for r in results if r["winner"] == s)
        calls = [r for r in results if r["caller"] == s]
        seats.append({
            "seat": C.SEAT_NAMES[s], "player": f"cpu:{level}", "wins": wins, "win_rate": wins / n,
            "mean_points": statistics.fmean(r["points"][s] for r in results),
            "flag_rate": sum(1 for r in results if r["flag"] == s) / n,
            "calls": len(calls), "false_calls": sum(1 for r in calls if not r["call_valid"]),
            "mean_mistakes": statistics.fmean(r["mistakes"][s] for r in results),
            "mean_corrected": statistics.fmean(r["corrected"][s] for r in results),
            "mean_mistakes_left": statistics.fmean(r["mistakes_left"][s] for r in results),
            "mean_cards_left": statistics.fmean(r["cards_left"][s] for r in results),
            "mean_placed": statistics.fmean(r["placed"][s] for r in results),
            "cards_per_s": sum(r["placed"][s] - r["corrected"][s] for r in results)
            / max(1e-9, sum(r["length_s"] for r in results)),
        })
    return {
        "game": "topspeed", "games": n, "seed": seed, "seats": seats,
        "draws": sum(1 for r in results if r["winner"] is None),
        "decided_by": {k: sum(1 for r in results if r["decided_by"] == k)
                       for k in ("points", "cards", "flag", "draw")},
        "ended_on_time": sum(1 for r in results if r["end"] == "time"),
        "length_s": {"mean": statistics.fmean(lengths), "median": statistics.median(lengths),
                     "p10": pct(0.10), "p90": pct(0.90), "max": lengths[-1]},
    }


def format_report(rep: dict) -> str:
    a, b = rep["seats"]
    lines = [f"Top Speed! {rep['games']} races, seed {rep['seed']}: red {a['player']} vs blue {b['player']}",
             "",
             "| seat | player | win rate | mean points | flag taken | false calls | mistakes made "
             "| corrected | mistakes left | cards left | cards/s |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in rep["seats"]:
        lines.append(f"| {s['seat']} | {s['player']} | {s['win_rate']:.1%} | {s['mean_points']:.2f} "
                     f"| {s['flag_rate']:.1%} | {s['false_calls']} | {s['mean_mistakes']:.2f} "
                     f"| {s['mean_corrected']:.2f} | {s['mean_mistakes_left']:.2f} | {s['mean_cards_left']:.2f} "
                     f"| {s['cards_per_s']:.2f} |")
    L = rep["length_s"]
    d = rep["decided_by"]
    lines += ["",
              f"game length (s of game time): mean {L['mean']:.1f}, median {L['median']:.1f}, "
              f"p10 {L['p10']:.1f}, p90 {L['p90']:.1f}, max {L['max']:.1f}",
              f"decided by points {d['points']}, cards left {d['cards']}, flag {d['flag']}, draws {d['draw']}; "
              f"ended on the time limit {rep['ended_on_time']}"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m arcade.sim topspeed", description=__doc__.splitlines()[0])
    ap.add_argument("--red", type=parse_player, default="medium", help="cpu:easy|cpu:medium|cpu:hard")
    ap.add_argument("--blue", type=parse_player, default="medium", help="cpu:easy|cpu:medium|cpu:hard")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args(sys.argv[1:] if argv is None else argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    rep = run(args.games, args.seed, args.red, args.blue)
    print(json.dumps(rep, indent=2) if args.json else format_report(rep))
    return 0

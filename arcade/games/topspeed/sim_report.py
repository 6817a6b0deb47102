"""What ``python -m arcade.sim topspeed`` reports, as plain data and as text (pure, no pygame)."""

from __future__ import annotations

from typing import TypedDict


class SeatReport(TypedDict):
    seat: str
    player: str
    wins: int
    win_rate: float
    mean_points: float
    flag_rate: float
    calls: int
    false_calls: int
    mean_mistakes: float
    mean_corrected: float
    mean_mistakes_left: float
    mean_cards_left: float
    mean_placed: float
    cards_per_s: float


class Lengths(TypedDict):
    mean: float
    median: float
    p10: float
    p90: float
    max: float


class RunReport(TypedDict):
    """What :func:`run` reports: both seats, how the races were decided and how long they lasted."""

    game: str
    games: int
    seed: int
    seats: list[SeatReport]
    draws: int
    decided_by: dict[str, int]
    ended_on_time: int
    length_s: Lengths


class LevelRates(TypedDict):
    level: str
    games: int
    cards_per_s: float
    mistakes_per_card: float
    corrected_share: float
    mean_race_s: float
    median_race_s: float
    practice_cards_per_s: float
    practice_mistakes_per_card: float


class RatesReport(TypedDict):
    game: str
    mode: str
    games: int
    seed: int
    levels: list[LevelRates]


def format_rates(rep: RatesReport) -> str:
    lines = [
        f"Top Speed! CPU levels, {rep['games']} races and practice runs each, seed {rep['seed']}",
        "",
        "| level | cards/s | mistakes per card | mistakes corrected | race vs itself s (median) "
        "| practice cards/s | practice mistakes per card |",
        "|---|---|---|---|---|---|---|",
    ]
    for lv in rep["levels"]:
        lines.append(
            f"| {lv['level']} | {lv['cards_per_s']:.3f} | {lv['mistakes_per_card']:.3f} "
            f"| {lv['corrected_share']:.0%} | {lv['median_race_s']:.1f} "
            f"| {lv['practice_cards_per_s']:.3f} | {lv['practice_mistakes_per_card']:.3f} |"
        )
    return "\n".join(lines)


def format_report(rep: RunReport) -> str:
    a, b = rep["seats"]
    lines = [
        f"Top Speed! {rep['games']} races, seed {rep['seed']}: red {a['player']} vs blue {b['player']}",
        "",
        "| seat | player | win rate | mean points | flag taken | false calls | mistakes made "
        "| corrected | mistakes left | cards left | cards/s |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for s in rep["seats"]:
        lines.append(
            f"| {s['seat']} | {s['player']} | {s['win_rate']:.1%} | {s['mean_points']:.2f} "
            f"| {s['flag_rate']:.1%} | {s['false_calls']} | {s['mean_mistakes']:.2f} "
            f"| {s['mean_corrected']:.2f} | {s['mean_mistakes_left']:.2f} | {s['mean_cards_left']:.2f} "
            f"| {s['cards_per_s']:.2f} |"
        )
    L = rep["length_s"]
    d = rep["decided_by"]
    lines += [
        "",
        f"game length (s of game time): mean {L['mean']:.1f}, median {L['median']:.1f}, "
        f"p10 {L['p10']:.1f}, p90 {L['p90']:.1f}, max {L['max']:.1f}",
        f"decided by points {d['points']}, cards left {d['cards']}, flag {d['flag']}, draws {d['draw']}; "
        f"ended on the time limit {rep['ended_on_time']}",
    ]
    return "\n".join(lines)

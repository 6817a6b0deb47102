"""``python -m arcade.sim mania``: CPU players play many games of Electronic Arcade Mania.

    python -m arcade.games.mania.sim --seats 4 --games 500 --seed 9 [--json]
    python -m arcade.games.mania.sim --lineup smart,random_bettor,smart,random_bettor --games 500

Every duel is played on the console machine by the duellists' reaction-model bots (``mania.duel``). The
games are the match runner's (:mod:`arcade.match`): every deal is played once in each seating of the
lineup, so every player meets the same deals from every seat. Reported: winner
shares per player, mean chips, net bet winnings, duels per game, game length (turns and actions) and
``chips_conserved`` (the 100 chips are counted after every action of every game). ``--jobs`` processes
share the games (default 2, one per core); the results do not depend on it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any, TypedDict, cast

from arcade import match
from arcade.core.cli import cap_workers, positive_int
from arcade.core.rules import GameState
from arcade.games.mania.board import load_board
from arcade.games.mania.bots import KINDS, LEVELS
from arcade.games.mania.events import BetSettled
from arcade.games.mania.rules import Mania

Lineup = list[tuple[str, str]]
"""(bot kind, level) per player, in lineup order."""


class GameResult(TypedDict):
    """One game's results, per lineup entry where a list."""

    chips: list[int]
    win_share: list[float]
    bet_net: list[int]
    duels: int
    turns: int
    actions: int
    chips_conserved: bool
    short: int
    cards_played: int
    lost_turns: int
    extra_turns: int


class Summary(TypedDict):
    """Many games' results, per player label where a mapping."""

    players: list[str]
    winner_shares: dict[str, float]
    mean_chips: dict[str, float]
    mean_bet_net: dict[str, float]
    duels_per_game: float
    turns_per_game: float
    actions_per_game: float
    cards_played_per_game: float
    lost_turns_per_game: float
    extra_turns_per_game: float
    chips_conserved: bool
    games_short_of_change: int


DEFAULT_LINEUPS = {
    3: "smart:Ace,smart:Regular,smart:Rookie",
    4: "smart:Ace,smart:Regular,smart:Rookie,random_bettor:Regular",
}


def parse_lineup(text: str) -> Lineup:
    """``kind[:level],...`` -> [(kind, level)]; level defaults to Regular."""
    out: Lineup = []
    for part in text.split(","):
        kind, _, level = part.strip().partition(":")
        level = level or "Regular"
        if kind not in KINDS or level not in LEVELS:
            raise ValueError(
                f"lineup entry {part!r}: kind is one of {', '.join(KINDS)}, level one of {', '.join(LEVELS)}"
            )
        out.append((kind, level))
    if not 3 <= len(out) <= 4:
        raise ValueError("a lineup has 3 or 4 players")
    return out


GAME = match.Game(
    "mania",
    new="arcade.games.mania.rules:new_state",
    make_bot="arcade.games.mania.cpu:make_bot",
    play="arcade.games.mania.sim:play",
    seats=(3, 4),
    levels=tuple(LEVELS),
)
"""The simulator's game for the match runner: the GameInfo's engine and bots (whose ``make_bot`` knows the lineup
entries ``kind:level``) (the same names as its ``INFO``, which is not imported here: it reaches the scene types;
tests/test_match_sims.py checks they agree), played by :func:`play`, which keeps the simulator's tallies."""


def play(levels: list[str], seed: int) -> match.Played:
    """One game for the runner (seat ``s`` played by the entry ``levels[s]``, its bot seeded ``seed * 31
    + s``) with the simulator's tallies by seat: bet winnings, actions, whether the chips were conserved."""
    n = len(levels)
    state = Mania(n, seed)
    tally = {"actions": 0, "conserved": True}
    bet_net = [0] * n

    def watch(state: GameState, seat: int, events: list[Any]) -> None:
        tally["actions"] += 1
        for e in events:
            if type(e) is BetSettled and e.outcome in ("won", "lost", "taken"):
                bet_net[e.seat] += e.amount if e.outcome == "won" else -e.amount
        try:
            cast(Mania, state).check_chips()
        except AssertionError:
            tally["conserved"] = False

    match.drive(state, match.seat_bots(GAME.make_bot, levels, seed), watch)
    extra = {
        "bet_net": bet_net,
        "duels": len(state.history),
        "turns": state.stats["turns"],
        "actions": int(tally["actions"]),
        "chips_conserved": bool(tally["conserved"]),
        "short": state.chips.short,
        "cards_played": state.stats["cards_played"],
        "lost_turns": state.stats["lost_turns"],
        "extra_turns": state.stats["extra_turns"],
    }
    return match.Played(state, extra)


def entries(lineup: Lineup) -> list[str]:
    return [f"{kind}:{level}" for kind, level in lineup]


def game_result(result: match.Result) -> GameResult:
    """A runner's result as the simulator reports it: per lineup entry where a list."""
    x = result.extra
    n = len(result.scores)
    return {
        "chips": [int(c) for c in result.scores],
        "win_share": [match.share(result, i) for i in range(n)],
        "bet_net": [x["bet_net"][result.seats[i]] for i in range(n)],
        "duels": x["duels"],
        "turns": x["turns"],
        "actions": x["actions"],
        "chips_conserved": x["chips_conserved"],
        "short": x["short"],
        "cards_played": x["cards_played"],
        "lost_turns": x["lost_turns"],
        "extra_turns": x["extra_turns"],
    }


def run(lineup: Lineup, games: int, seed: int, jobs: int = 2) -> list[GameResult]:
    """At least ``games`` games through the match runner: paired deals, each in every seating, on ``jobs``
    processes."""
    load_board()  # parse the map once, before the workers fork
    n = len(lineup)
    return [game_result(r) for r in match.run(GAME, entries(lineup), -(-games // n), seed, jobs)]


def summarise(lineup: Lineup, results: list[GameResult]) -> Summary:
    n = len(lineup)
    labels = [f"{i}:{k}:{lv}" for i, (k, lv) in enumerate(lineup)]
    games = len(results)
    return {
        "players": labels,
        "winner_shares": {labels[i]: round(sum(r["win_share"][i] for r in results) / games, 4) for i in range(n)},
        "mean_chips": {labels[i]: round(statistics.fmean(r["chips"][i] for r in results), 2) for i in range(n)},
        "mean_bet_net": {labels[i]: round(statistics.fmean(r["bet_net"][i] for r in results), 2) for i in range(n)},
        "duels_per_game": round(statistics.fmean(r["duels"] for r in results), 2),
        "turns_per_game": round(statistics.fmean(r["turns"] for r in results), 2),
        "actions_per_game": round(statistics.fmean(r["actions"] for r in results), 1),
        "cards_played_per_game": round(statistics.fmean(r["cards_played"] for r in results), 2),
        "lost_turns_per_game": round(statistics.fmean(r["lost_turns"] for r in results), 2),
        "extra_turns_per_game": round(statistics.fmean(r["extra_turns"] for r in results), 2),
        "chips_conserved": all(r["chips_conserved"] for r in results),
        "games_short_of_change": sum(1 for r in results if r["short"]),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m arcade.sim mania", description=__doc__.splitlines()[0])
    ap.add_argument("--seats", type=int, choices=(3, 4), default=4)
    ap.add_argument("--games", type=positive_int, default=500)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument(
        "--lineup",
        help="kind[:level] per seat, kinds "
        + ", ".join(KINDS)
        + "; levels "
        + ", ".join(LEVELS)
        + " (default: "
        + DEFAULT_LINEUPS[4]
        + ")",
    )
    ap.add_argument(
        "--jobs", "--workers", dest="jobs", type=positive_int, default=2, help="worker processes (default 2)"
    )
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    args.jobs = cap_workers(args.jobs, args.games)
    try:
        lineup = parse_lineup(args.lineup or DEFAULT_LINEUPS[args.seats])
    except ValueError as exc:
        ap.error(str(exc))
    if args.lineup and len(lineup) != args.seats:
        args.seats = len(lineup)
    started = time.perf_counter()
    results = run(lineup, args.games, args.seed, args.jobs)
    summary = summarise(lineup, results)
    seconds = round(time.perf_counter() - started, 2)
    out = {
        "game": "mania",
        "seats": args.seats,
        "games": len(results),
        "seed": args.seed,
        **summary,
        "seconds": seconds,
    }
    if args.json:
        print(json.dumps(out))
        return 0 if summary["chips_conserved"] else 1
    print(f"mania: {len(results)} games, {args.seats} seats, seed {args.seed}, {seconds} s ({args.jobs} processes)")
    print(f"{'player':<28} {'wins':>7} {'chips':>8} {'bet net':>8}")
    for label in summary["players"]:
        print(
            f"{label:<28} {summary['winner_shares'][label]:>7.1%} {summary['mean_chips'][label]:>8.1f} "
            f"{summary['mean_bet_net'][label]:>8.2f}"
        )
    print(
        f"duels/game {summary['duels_per_game']}  turns/game {summary['turns_per_game']}  "
        f"actions/game {summary['actions_per_game']}  cards played/game {summary['cards_played_per_game']}"
    )
    print(
        f"chips conserved in every game: {'yes' if summary['chips_conserved'] else 'NO'}; "
        f"games where the bank ran short: {summary['games_short_of_change']}"
    )
    return 0 if summary["chips_conserved"] else 1


if __name__ == "__main__":
    sys.exit(main())

"""``python -m arcade.sim mania``: CPU players play many games of Electronic Arcade Mania.

    python -m arcade.games.mania.sim --seats 4 --games 500 --seed 9 [--json]
    python -m arcade.games.mania.sim --lineup smart,random_bettor,smart,random_bettor --games 500

Every duel is played on the console machine by the duellists' reaction-model bots (``mania.duel``). The
lineup is rotated round the table from game to game, so no player keeps the same seat. Reported: winner
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
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypedDict, cast

from arcade import match
from arcade.core.bots import Bot
from arcade.core.rules import GameState
from arcade.games.mania import cpu
from arcade.games.mania.board import load_board
from arcade.games.mania.bots import KINDS, LEVELS, make_bot
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


def play_game(lineup: Lineup, seed: int, rotate: int = 0) -> GameResult:
    """One game; lineup entry ``i`` sits at seat ``(i + rotate) % n``. Results are per lineup entry."""
    n = len(lineup)
    seat_of = [(i + rotate) % n for i in range(n)]
    bot_at: dict[int, Bot] = {}
    for i, (kind, level) in enumerate(lineup):
        # the lobby's CPUs through GameInfo.make_bot; the simulator's own random kinds beside them
        seed_i = seed * 31 + i
        if kind == "smart":
            bot_at[seat_of[i]] = cpu.make_bot(level, seat_of[i], seed_i)
        else:
            bot_at[seat_of[i]] = cpu.ManiaCpu(level, seed_i, make_bot(kind, level, seed_i))
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

    match.drive(state, [bot_at[seat] for seat in range(n)], watch)
    actions, conserved = int(tally["actions"]), bool(tally["conserved"])
    scores = state.scores()
    winners = set(state.winners())
    return {
        "chips": [scores[seat_of[i]] for i in range(n)],
        "win_share": [1 / len(winners) if seat_of[i] in winners else 0.0 for i in range(n)],
        "bet_net": [bet_net[seat_of[i]] for i in range(n)],
        "duels": len(state.history),
        "turns": state.stats["turns"],
        "actions": actions,
        "chips_conserved": conserved,
        "short": state.chips.short,
        "cards_played": state.stats["cards_played"],
        "lost_turns": state.stats["lost_turns"],
        "extra_turns": state.stats["extra_turns"],
    }


def _play_chunk(args: tuple[Lineup, list[int]]) -> list[GameResult]:
    lineup, seeds = args
    return [play_game(lineup, s, s) for s in seeds]


def run(lineup: Lineup, games: int, seed: int, jobs: int = 2) -> list[GameResult]:
    """Play ``games`` games (game ``i`` has seed ``seed * 100_000 + i``) on ``jobs`` processes."""
    load_board()  # parse the map once, before the workers fork
    seeds = [seed * 100_000 + i for i in range(games)]
    if jobs <= 1 or games < 8:
        return _play_chunk((lineup, seeds))
    size = -(-games // (jobs * 4))
    chunks = [(lineup, seeds[i : i + size]) for i in range(0, games, size)]
    with ProcessPoolExecutor(jobs) as pool:
        return [r for part in pool.map(_play_chunk, chunks) for r in part]


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
    ap.add_argument("--games", type=int, default=500)
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
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
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
    out = {"game": "mania", "seats": args.seats, "games": args.games, "seed": args.seed, **summary, "seconds": seconds}
    if args.json:
        print(json.dumps(out))
        return 0 if summary["chips_conserved"] else 1
    print(f"mania: {args.games} games, {args.seats} seats, seed {args.seed}, {seconds} s ({args.jobs} processes)")
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

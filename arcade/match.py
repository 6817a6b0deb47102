"""The one match runner: games between computer players of any game, from its GameInfo. Pure: no pygame.

A game is played from its ``GameInfo``: the engine's ``new(seed, seats)`` and ``make_bot(level, seat,
seed)`` in the turn-based loop of :func:`play_turns`, or the game's own ``play(levels, seed)`` where that
loop does not fit (real-time games, a table set up by the levels seated). On top of one game:

- **paired deals**: deal ``d`` of a run seeded ``seed`` is played with the game seed
  :func:`deal_seed` ``(seed, d)`` once in every seating (lineup entry ``i`` at seat ``(i + r) % n`` for
  each rotation ``r``), so every player meets the same cards from every seat;
- a process pool (``jobs``, 2 by default: one per core); the results do not depend on it;
- win shares (a shared win counts as a fraction) with 95% Wilson intervals, score distributions (median
  and quartiles), plain data for JSON;
- the ladder (:func:`ladder`): each adjacent pair of levels (``GameInfo.bot_levels``, weakest first)
  heads-up, or where the game needs three or more seats the stronger level against the weaker one
  filling the other seats; the stronger level's rate of finishing ahead of a given weaker seat (the win
  first, then the score; a tie counts half). A one-seat game compares the two levels on the same deals.

``python -m arcade.sim GAME --ladder --games N [--json]`` runs :func:`ladder_main` for every game.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import multiprocessing
import os
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol, cast

from arcade.core.bots import Bot, MakeBot, bot_seed
from arcade.core.cli import cap_workers, positive_int, usage_error
from arcade.core.figures import distribution as distribution
from arcade.core.figures import percentile as percentile
from arcade.core.figures import wilson as wilson
from arcade.core.rules import SIMULTANEOUS, TERMINAL, GameState

MAX_ACTIONS = 100_000
"""A turn-based game that has not ended after this many actions is a bug: the runner says so."""

JOBS = 2
"""Processes by default: the machine this is measured on has two cores."""


class Engine(Protocol):
    @property
    def new(self) -> str: ...
    @property
    def seats(self) -> tuple[int, ...]: ...


class Info(Protocol):
    """What the runner reads of a ``GameInfo`` (named here, not imported: the GameInfo module reaches the
    scene types, and the runner stays clear of pygame)."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def engine(self) -> Engine | None: ...
    @property
    def make_bot(self) -> str | None: ...
    @property
    def play(self) -> str | None: ...
    @property
    def bot_levels(self) -> tuple[str, ...]: ...


def resolve(path: str) -> Any:
    """``"package.module:attr"`` -> the attribute (as ``arcade.games.info.resolve``)."""
    module, _, attr = path.partition(":")
    obj = importlib.import_module(module)
    return getattr(obj, attr) if attr else obj


@dataclass(frozen=True)
class Game:
    """What the runner needs of a game, as names (picklable: the pool's workers import what they name)."""

    id: str
    new: str
    make_bot: str
    play: str | None
    seats: tuple[int, ...]
    levels: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()
    """A simulator's game options, handed to ``play(levels, seed, **options)`` (a game with options
    names its play hook)."""
    record: str | None = None
    """``"module:function"``: ``record(state) -> dict`` of plain data a simulator keeps of each game
    (computed in the worker, kept in :attr:`Result.extra`)."""

    def with_options(self, options: dict[str, Any], record: str | None = None) -> Game:
        return dataclasses.replace(self, options=tuple(sorted(options.items())), record=record)

    @classmethod
    def of(cls, info: Info) -> Game:
        if info.engine is None or not info.make_bot:
            raise ValueError(f"{info.id} has no engine or no make_bot: the runner cannot play it")
        return cls(info.id, info.engine.new, info.make_bot, info.play, info.engine.seats, info.bot_levels)

    @property
    def ladder_seats(self) -> int:
        """Seats of a ladder game: two where the game allows it, else the fewest it allows above one (a
        one-seat game plays alone)."""
        if 2 in self.seats:
            return 2
        more = [s for s in self.seats if s > 2]
        return min(more) if more else 1


@dataclass(frozen=True)
class Result:
    """One game of a run, by lineup entry: its deal, seating, game seed, scores and the entries that
    share the win."""

    deal: int
    rotation: int
    seed: int
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    seats: tuple[int, ...] = ()
    """The seat each entry played (empty where the entries played alone)."""
    extra: dict[str, Any] = dataclasses.field(default_factory=dict, compare=False)
    """The game's own ``record(state)`` (see :attr:`Game.record`)."""


@dataclass(frozen=True)
class Played:
    """What a play hook may return instead of the bare final state: the state and the game's own
    tallies of the game (plain data, by seat where a list), kept in :attr:`Result.extra`."""

    state: GameState
    extra: dict[str, Any]


def deal_seed(seed: int, deal: int) -> int:
    """The game seed of deal ``deal`` of a run seeded ``seed`` (independent of how the deals are split)."""
    return (seed * 1_000_003 + deal) & 0xFFFFFFFFFFFF


def seat_of(entry: int, rotation: int, seats: int) -> int:
    """The seat lineup entry ``entry`` takes in seating ``rotation``."""
    return (entry + rotation) % seats


OnApply = Callable[[GameState, int, list[Any]], None]
"""``(state, seat, events)`` after each applied action (a simulator's own tallies)."""


def drive(state: GameState, bots: Sequence[Bot], on_apply: OnApply | None = None) -> GameState:
    """The turn-based loop: seat ``s`` played by ``bots[s]`` on its own view until the game is over. When
    several seats act at once (``SIMULTANEOUS``) each decides from the same table before any choice is
    applied. Returns ``state``."""
    for _ in range(MAX_ACTIONS):
        seat = state.current_player()
        if seat == TERMINAL:
            return state
        if seat == SIMULTANEOUS:
            acting = [s for s in range(len(bots)) if state.legal_actions(s)]
            chosen = [(s, bots[s].choose(state.view(s))) for s in acting]
        else:
            chosen = [(seat, bots[seat].choose(state.view(seat)))]
        for s, action in chosen:
            events = state.apply(action)
            if on_apply is not None:
                on_apply(state, s, events)
    raise RuntimeError(f"a game did not end in {MAX_ACTIONS} actions")


def seat_bots(make_bot: str | MakeBot, levels: Sequence[str], seed: int) -> list[Bot]:
    """The bots of a game seeded ``seed``: seat ``s`` played by ``make_bot(levels[s], s, bot_seed(seed, s))``."""
    maker = resolve(make_bot) if isinstance(make_bot, str) else make_bot
    return [cast(Bot, maker(level, s, bot_seed(seed, s))) for s, level in enumerate(levels)]


def play_turns(new: str, make_bot: str, levels: Sequence[str], seed: int) -> GameState:
    """A fresh state of ``len(levels)`` seats seeded ``seed`` played to its end by :func:`seat_bots`."""
    state: GameState = resolve(new)(seed, len(levels))
    return drive(state, seat_bots(make_bot, levels, seed))


def play_one(game: Game, levels: Sequence[str], seed: int) -> GameState:
    """One whole game, seat ``s`` played by ``levels[s]``: the game's own ``play`` or :func:`play_turns`."""
    return play_recorded(game, levels, seed)[0]


def play_recorded(game: Game, levels: Sequence[str], seed: int) -> tuple[GameState, dict[str, Any]]:
    """:func:`play_one` and the game's own tallies: what its play hook returned beside the state
    (:class:`Played`) and its ``record(state)``."""
    extra: dict[str, Any] = {}
    if game.play:
        out = resolve(game.play)(list(levels), seed, **dict(game.options))
        if isinstance(out, Played):
            state, extra = out.state, dict(out.extra)
        else:
            state = out
    else:
        state = play_turns(game.new, game.make_bot, levels, seed)
    if game.record:
        extra.update(resolve(game.record)(state))
    return state, extra


def play_deal(
    game: Game, lineup: Sequence[str], seed: int, deal: int, rotation: int, game_seed: int | None = None
) -> Result:
    """Deal ``deal`` in seating ``rotation`` (the game seeded :func:`deal_seed`, or ``game_seed`` when
    given). A one-seat game plays each entry alone on the deal."""
    g = deal_seed(seed, deal) if game_seed is None else game_seed
    n = len(lineup)
    if max(game.seats) == 1 and n > 1:
        scores = tuple(float(play_one(game, [level], g).scores()[0]) for level in lineup)
        return Result(deal, 0, g, scores, tuple(i for i, s in enumerate(scores) if s == max(scores)))
    seats = tuple(seat_of(i, rotation, n) for i in range(n))
    levels = [""] * n
    for i, level in enumerate(lineup):
        levels[seats[i]] = level
    state, extra = play_recorded(game, levels, g)
    by_seat, won = state.scores(), set(state.winners())
    scores = tuple(float(by_seat[seats[i]]) for i in range(n))
    return Result(deal, rotation, g, scores, tuple(i for i in range(n) if seats[i] in won), seats, extra)


Task = tuple[Game, tuple[str, ...], int, list[tuple[int, int]]]
"""A worker's share: the game, the lineup, the run's seed and (deal, rotation) pairs."""


def _play_tasks(task: Task) -> list[Result]:
    game, lineup, seed, pairs = task
    return [play_deal(game, lineup, seed, deal, rotation) for deal, rotation in pairs]


def rotations(game: Game, lineup: Sequence[str], rotate: bool = True) -> int:
    """Seatings per deal: every rotation of the lineup (one where the entries play alone, or unrotated)."""
    if not rotate or (max(game.seats) == 1 and len(lineup) > 1):
        return 1
    return len(lineup)


CHUNK = 500
"""Most games in one worker's share (fast games go in big shares: fewer round trips to the workers)."""

Progress = Callable[[int, int], None]
"""``progress(games done, games in all)``, called as the shares come back."""


def run(
    game: Game,
    lineup: Sequence[str],
    deals: int,
    seed: int = 1,
    jobs: int = JOBS,
    rotate: bool = True,
    progress: Progress | None = None,
) -> list[Result]:
    """``deals`` deals, each in every seating (see :func:`rotations`), over ``jobs`` processes; results in
    deal then seating order (the same whatever ``jobs``)."""
    pairs = [(d, r) for d in range(deals) for r in range(rotations(game, lineup, rotate))]
    jobs = cap_workers(jobs, len(pairs))  # never more processes than cores or games
    size = max(1, min(CHUNK, -(-len(pairs) // (jobs * 4))))
    tasks: list[Task] = [(game, tuple(lineup), seed, pairs[i : i + size]) for i in range(0, len(pairs), size)]
    if jobs <= 1 or len(tasks) < 2:
        return _gather(map(_play_tasks, tasks), len(pairs), progress)
    context = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
    with ProcessPoolExecutor(min(jobs, len(tasks)), mp_context=context) as pool:
        return _gather(pool.map(_play_tasks, tasks), len(pairs), progress)


def _gather(parts: Iterable[list[Result]], total: int, progress: Progress | None) -> list[Result]:
    """The shares' results in order, telling ``progress`` as each comes back."""
    out: list[Result] = []
    for part in parts:
        out += part
        if progress is not None:
            progress(len(out), total)
    return out


# ---------------------------------------------------------------------------------------------- figures
def ahead(result: Result, a: int, b: int) -> float:
    """1 when entry ``a`` finished ahead of entry ``b`` (a win first, then the score), 0 behind, 0.5 level."""
    key_a = (a in result.winners, result.scores[a])
    key_b = (b in result.winners, result.scores[b])
    return 1.0 if key_a > key_b else 0.0 if key_a < key_b else 0.5


def share(result: Result, entry: int) -> float:
    """Entry's share of the win (a win shared by k seats counts 1/k)."""
    return 1.0 / len(result.winners) if entry in result.winners else 0.0


def summary(game: Game, lineup: Sequence[str], results: Sequence[Result]) -> dict[str, Any]:
    """Per lineup entry: its win share with a 95% interval and its score distribution; plain data."""
    n = len(results)
    players: list[dict[str, Any]] = []
    for i, level in enumerate(lineup):
        wins = sum(share(r, i) for r in results)
        lo, hi = wilson(wins, n)
        players.append(
            {
                "entry": i,
                "level": level,
                "win_share": round(wins / n, 4),
                "interval": [round(lo, 4), round(hi, 4)],
                "mean_score": round(statistics.fmean(r.scores[i] for r in results), 2),
                "scores": distribution([r.scores[i] for r in results]),
            }
        )
    return {"game": game.id, "games": n, "lineup": list(lineup), "players": players}


def ladder_lineup(game: Game, stronger: str, weaker: str, seats: int | None = None) -> list[str]:
    """The stronger level in entry 0, the weaker filling the other seats (entry 1 is the one compared);
    ``seats``: a table of that many (one the game allows), else :attr:`Game.ladder_seats`."""
    if seats is not None and seats not in game.seats:
        raise ValueError(f"{game.id} is not played with {seats} seats (it is with {list(game.seats)})")
    return [stronger] + [weaker] * (max(2, seats or game.ladder_seats) - 1)


def pair(
    game: Game, stronger: str, weaker: str, games: int, seed: int, jobs: int = JOBS, seats: int | None = None
) -> dict[str, Any]:
    """At least ``games`` games of ``stronger`` against ``weaker`` (whole deals: every seating of each)."""
    lineup = ladder_lineup(game, stronger, weaker, seats)
    per = rotations(game, lineup)
    results = run(game, lineup, -(-games // per), seed, jobs)
    wins = sum(ahead(r, 0, 1) for r in results)
    lo, hi = wilson(wins, len(results))
    return {
        "stronger": stronger,
        "weaker": weaker,
        "games": len(results),
        "seats": len(lineup) if max(game.seats) > 1 else 1,
        "win_rate": round(wins / len(results), 4),
        "interval": [round(lo, 4), round(hi, 4)],
    }


def ladder(game: Game, games: int, seed: int = 1, jobs: int = JOBS, seats: int | None = None) -> dict[str, Any]:
    """Every adjacent pair of the game's levels (weakest first), the stronger's rate of finishing ahead."""
    levels = game.levels
    pairs = [pair(game, levels[i + 1], levels[i], games, seed + i, jobs, seats) for i in range(len(levels) - 1)]
    return {"game": game.id, "seed": seed, "pairs": pairs}


def format_ladder(report: dict[str, Any]) -> str:
    lines = [
        f"{report['game']} CPU ladder, seed {report['seed']}",
        "| stronger | weaker | seats | games | stronger ahead | 95% interval |",
        "|---|---|---|---|---|---|",
    ]
    for p in report["pairs"]:
        lo, hi = p["interval"]
        lines.append(
            f"| {p['stronger']} | {p['weaker']} | {p['seats']} | {p['games']} | {p['win_rate']:.1%} "
            f"| [{lo:.1%}, {hi:.1%}] |"
        )
    return "\n".join(lines)


def ladder_main(info: Info, argv: Sequence[str]) -> int:
    """``python -m arcade.sim GAME --ladder [--games N] [--seed S] [--workers J] [--seats K] [--json]``
    (``--jobs`` is the same as ``--workers``)."""
    ap = argparse.ArgumentParser(
        prog=f"python -m arcade.sim {info.id} --ladder",
        description=f"{info.title}: each adjacent pair of CPU levels, the stronger's rate of finishing ahead.",
    )
    ap.add_argument("--ladder", action="store_true", required=True)
    ap.add_argument("--games", type=positive_int, default=1000, help="games a pair (whole deals; default 1000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--jobs", "--workers", dest="jobs", type=positive_int, default=JOBS, help=f"processes (default {JOBS})"
    )
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--seats", type=positive_int, default=None, help="table size (default: the fewest allowed)")
    try:
        args = ap.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        game = Game.of(info)
    except ValueError as exc:
        return usage_error(ap, str(exc))
    args.jobs = cap_workers(args.jobs, args.games)
    started = time.perf_counter()
    try:
        report = ladder(game, args.games, args.seed, args.jobs, args.seats)
    except ValueError as exc:
        return usage_error(ap, str(exc))
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["jobs"] = args.jobs
    print(json.dumps(report, indent=2) if args.json else format_ladder(report) + f"\n{report['seconds']} s")
    return 0

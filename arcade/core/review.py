"""The review of a finished game: for each decision a seat made, the strongest computer player's
evaluation of the move made against the best move, from that seat's view at that moment. Pure: no pygame,
no game module (the game's evaluator and the replay's engine and codec are handed in).

A game offers an evaluator through ``GameInfo.review`` ("module:function", ``make(seed) -> Evaluator``).
The evaluator sees only ``state.view(seat)``: the seat's own view, hidden cards sampled as the bots
already do, so a review never reveals what the seat could not know. Its values are in one unit for the
game (a chance to win, or expected points), and a decision's ``cost`` is the best move's value less the
value of the move made (0 when the move made is the best, or as good).

Only the moves that stand are reviewed: a move taken back by undo is not a decision of the game played.
A decision with one legal move is no decision and is left out, and so is one whose move made, or all but
one of its moves, the judge does not weigh.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Protocol

from arcade.core.playback import Playback
from arcade.core.replays import Codec, Replay, standing
from arcade.core.rules import SIMULTANEOUS

Progress = Callable[[int, int], None]
"""Told (decisions reviewed, decisions in all) as the review goes on."""


class Evaluator(Protocol):
    """A game's judge of one decision: a value per legal move, from the deciding seat's view only."""

    unit: str  # what a value is, in a player's words ("chance to win", "points")

    def values(self, view: Any, actions: Sequence[Hashable]) -> dict[Hashable, float]:
        """The value of each of ``actions`` for the seat whose ``view`` it is (higher is better); a move
        the judge does not weigh (a game's bookkeeping step) may be left out."""
        ...

    def describe(self, action: Any, view: Any) -> str:
        """The move in a player's words ("cash in", "steal the 5 from Bob")."""
        ...


@dataclass(frozen=True)
class Decision:
    """One reviewed decision. ``step``: its index in the replay's steps (where the viewer jumps to);
    ``move``: its number among the standing moves (1-based); ``made``/``best``: the moves in words;
    ``cost``: how much worse the move made was than the best (0 for the best move)."""

    step: int
    move: int
    seat: int
    made: str
    best: str
    value_made: float
    value_best: float
    cost: float
    unit: str

    def to_data(self) -> dict[str, Any]:
        return asdict(self)


def people_seats(replay: Replay) -> list[int]:
    """The seats people played, by the replay's own set-up (a CPU's seat is reviewed only when asked)."""
    seats = replay.config.get("seats") if isinstance(replay.config, dict) else None
    if not isinstance(seats, list):
        return []
    return [i for i, s in enumerate(seats) if isinstance(s, dict) and s.get("kind") == "human"]


def decisions_in(replay: Replay) -> list[int]:
    """The indexes of the steps that stand at the end (the moves of the game as played)."""
    return standing(replay.steps)


@dataclass(frozen=True)
class Question:
    """One decision to judge: the seat's own view then, its legal moves and the move made (plain data, so
    it can be sent to the CPU worker)."""

    step: int
    move: int
    seat: int
    view: Any
    legal: tuple[Any, ...]
    made: Any


def questions(
    replay: Replay, engine: Any, codec: Codec, seats: Iterable[int], progress: Progress | None = None
) -> list[Question]:
    """Every standing decision of ``seats`` with more than one legal move, in the order played, as the seat
    saw it (the replay played through once)."""
    wanted = set(seats)
    stands = decisions_in(replay)
    kept = set(stands)
    order = {step: n + 1 for n, step in enumerate(stands)}
    run = Playback(replay, engine, codec)
    total = len(stands)
    seen = 0
    found: list[Question] = []
    while not run.finished:
        i = run.done
        kind, _t, data, _clock = replay.steps[i]
        if kind != "u" and i in kept:
            seen += 1
            state = run.state
            made = codec.from_data(data)
            seat = state.current_player() if not state.is_terminal() else -1
            if seat == SIMULTANEOUS:
                seat = getattr(made, "seat", -1)  # everyone decides at once: the move names its seat
            if seat in wanted:
                legal = tuple(state.legal_actions(seat))
                if len(legal) > 1 and made in legal:
                    found.append(Question(i, order[i], seat, state.view(seat), legal, made))
            if progress is not None:
                progress(seen, total)
        run.step()
    return found


def answer(evaluator: Evaluator, q: Question) -> Decision | None:
    """One decision judged: the evaluator's value of each legal move, the move made against the best (None
    when the judge does not weigh the move made, or weighs only one move)."""
    values = evaluator.values(q.view, q.legal)
    made = q.made
    if made not in values or len(values) < 2:
        return None
    best = max(values, key=lambda a: (values[a], a == made))  # a tie goes to the move made: it cost nothing
    return Decision(
        q.step,
        q.move,
        q.seat,
        evaluator.describe(made, q.view),
        evaluator.describe(best, q.view),
        values[made],
        values[best],
        max(0.0, values[best] - values[made]),
        evaluator.unit,
    )


def review(
    replay: Replay,
    engine: Any,
    codec: Codec,
    evaluator: Evaluator,
    seats: Iterable[int],
    progress: Progress | None = None,
) -> list[Decision]:
    """Every standing decision of ``seats`` with more than one legal move, judged, in the order played."""
    judged = (answer(evaluator, q) for q in questions(replay, engine, codec, seats, progress))
    return [d for d in judged if d is not None]


def costliest(decisions: Sequence[Decision], count: int = 3) -> list[Decision]:
    """The ``count`` decisions that cost most (ties: the earlier first); none that cost nothing."""
    ranked = sorted((d for d in decisions if d.cost > 0), key=lambda d: (-d.cost, d.step))
    return ranked[:count]

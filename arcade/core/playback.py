"""Playing a replay (:mod:`arcade.core.replays`) again and checking it: its start is the deal its own
set-up gives, its steps play, and its end is the end its file claims. Pure: no pygame, no game module (a
game's codec, with its engine's deal, is handed in).

Undo costs in proportion to what it takes back, not to the game so far: :class:`Playback` keeps a copy
of the game every :data:`MARK_EVERY` standing moves (and the last state an undo went back to), so an undo
goes back to the nearest copy at or before its target and plays at most a few moves from there. A flood of
undos (a move and its undo, thousands of times) plays in time proportional to its steps.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from arcade.core.replays import Codec, Replay, standing, state_digest
from arcade.core.rules import Event, GameState, Wait

MARK_EVERY = 32  # standing moves between kept copies of the game (an undo plays at most this many again)


def wait_to(state: GameState, clock: float | None) -> list[Event]:
    """A real-time engine waits to ``clock`` (when it is behind it); nothing for a turn-based one."""
    if clock is None or not getattr(state, "REALTIME", False) or state.is_terminal():
        return []
    now = float(getattr(state, "now_ms", 0.0))
    return state.apply(Wait(clock)) if clock > now else []


class Point(NamedTuple):
    """Where a playback was, to go on from later: the game after ``done`` steps and the copies an undo
    goes back to (``marks``: (standing moves, game) pairs, oldest first), each kept as compact JSON text
    (one object the garbage collector never walks, however many are kept); ``moves``, the standing moves
    then, or None to work them out from the steps when the point is used."""

    state: str
    done: int
    moves: list[int] | None
    marks: list[tuple[int, str]]


def freeze(state: GameState) -> str:
    """A game kept as compact JSON text (``thaw`` gives it back)."""
    return json.dumps(state.to_data(), separators=(",", ":"), allow_nan=False)


class Playback:
    """A replay played again, one step at a time, from its start: ``state`` is the game after the steps
    taken so far (``done``); ``step()`` takes the next. Every error the game raises on a step is a
    ValueError naming the step."""

    def __init__(self, replay: Replay, engine: Any, codec: Codec, at: Point | None = None) -> None:
        """``at``: go on from a point taken earlier (:meth:`point`) instead of the start."""
        self.replay, self.engine, self.codec = replay, engine, codec
        self.moves: list[int] = []  # indexes of the action steps standing, in order
        self.done = 0
        self._recent: tuple[int, GameState] | None = None  # the last state an undo went back to
        self._thawed: tuple[int, GameState] | None = None  # the last kept copy an undo read back
        if at is not None:
            self.state, self.done = self.thaw(at.state), at.done
            self.moves = list(at.moves) if at.moves is not None else standing(replay.steps[: at.done])
            self.marks = list(at.marks)
            return
        try:
            self.state = engine.from_data(replay.start)
        except ValueError as exc:
            raise ValueError(f"its start is not a game of this kind ({str(exc)[:100]})") from None
        except Exception as exc:
            raise ValueError(f"its start cannot be played ({type(exc).__name__})") from None
        self.marks = [(0, freeze(self.state))]

    def thaw(self, text: str) -> GameState:
        """A game kept by :func:`freeze`, as a state of this replay's engine."""
        state: GameState = self.engine.from_data(json.loads(text))
        return state

    @property
    def finished(self) -> bool:
        return self.done >= len(self.replay.steps)

    def point(self, moves: bool = True) -> Point:
        """Where the playback is now, to go on from later (``moves`` False: not kept, worked out when the
        point is used)."""
        return Point(freeze(self.state), self.done, list(self.moves) if moves else None, list(self.marks))

    def step(self) -> list[Event]:
        """Take the next step; returns its events (an undo returns none)."""
        i = self.done
        kind, _t, data, clock = self.replay.steps[i]
        try:
            if kind == "u":
                self._back_to(int(data))
                events: list[Event] = []
            else:
                action = self.codec.from_data(data)
                events = wait_to(self.state, clock)
                events += self.codec.apply_step(self.state, action)
                self.moves.append(i)
                if len(self.moves) % MARK_EVERY == 0:
                    self.marks.append((len(self.moves), freeze(self.state)))
        except ValueError as exc:
            raise ValueError(f"step {i + 1} cannot be played: {str(exc)[:120]}") from None
        except Exception as exc:
            raise ValueError(f"step {i + 1} cannot be played ({type(exc).__name__}: {str(exc)[:80]})") from None
        self.done += 1
        return events

    def finish(self) -> list[Event]:
        """After the last step, a real-time engine's clock runs on to where the recording stopped."""
        try:
            return wait_to(self.state, self.replay.end_clock)
        except Exception as exc:
            raise ValueError(f"its end cannot be played ({type(exc).__name__})") from None

    def _back_to(self, kept: int) -> None:
        """The game after its first ``kept`` standing moves: from the nearest copy at or before it."""
        if kept >= len(self.moves):
            return  # nothing taken back: the game is the game after those moves already
        del self.moves[kept:]
        while self.marks[-1][0] > kept:
            self.marks.pop()
        if self._recent is not None and self._recent[0] > kept:
            self._recent = None  # moves before it were taken back (only a truncation changes what stands)
        if self._thawed is not None and self._thawed[0] > kept:
            self._thawed = None
        base, text = self.marks[-1]
        if self._recent is not None and self._recent[0] >= base:
            base, state = self._recent[0], self._recent[1].clone()
        elif self._thawed is not None and self._thawed[0] == base:
            state = self._thawed[1].clone()  # undos one after another go back to the same copy
        else:
            self._thawed = (base, self.thaw(text))
            state = self._thawed[1].clone()
        for j in self.moves[base:kept]:
            _kind, _t, data, clock = self.replay.steps[j]
            wait_to(state, clock)
            self.codec.apply_step(state, self.codec.from_data(data))
        self.state = state
        if self._recent is None or self._recent[0] != kept:
            self._recent = (kept, state.clone())  # the next undo to here is a copy, not a thaw


def simulate(
    replay: Replay, engine: Any, codec: Codec, on_step: Callable[[int, list[Event]], None] | None = None
) -> GameState:
    """Play the whole replay; returns the end state. Raises ValueError when it cannot be played."""
    run = Playback(replay, engine, codec)
    play_out(run, on_step)
    return run.state


def play_out(run: Playback, on_step: Callable[[int, list[Event]], None] | None = None) -> None:
    """Play ``run`` to its end, telling ``on_step`` each step's events (the closing events last)."""
    while not run.finished:
        events = run.step()
        if on_step is not None:
            on_step(run.done - 1, events)
    events = run.finish()
    if on_step is not None and events:
        on_step(len(run.replay.steps), events)


@dataclass
class Verdict:
    """What playing a replay again gave: ``ok`` when its start is its deal and its end the end its file
    claims; ``problem`` in words otherwise; ``scores`` the scores the play really gives (None when it
    cannot be played)."""

    ok: bool
    problem: str | None
    scores: list[float] | None
    state: GameState | None


def start_problem(replay: Replay, codec: Codec, start: GameState) -> str | None:
    """Why ``start`` (the replay's recorded start) is not the game its own set-up deals, in words; None
    when it is (or the game has no deal to compare with). A game resumed from a kept game whose earlier
    replay was lost starts mid-game: it cannot be checked, so it is never genuine."""
    if codec.deal is None:
        return None
    if replay.meta.get("mid_game"):
        return "it starts mid-game (a kept game's earlier moves were not kept), so it cannot be checked"
    try:
        dealt = codec.deal(replay.config)
    except Exception as exc:
        return f"its set-up does not give a game ({type(exc).__name__})"
    if state_digest(dealt) != state_digest(start):
        return "its start is not the deal its seed and options give"
    return None


def claim_problem(replay: Replay, end: GameState) -> str | None:
    """What the replay's file claims of its end that ``end`` (its play) does not give, in words; None when
    the end state, the scores and whether the game was over are the ones it claims."""
    claim = replay.claim
    if claim.get("digest") != state_digest(end):
        return "its moves do not give the game it claims"
    if "scores" in claim and [float(s) for s in claim["scores"]] != [float(s) for s in end.scores()]:
        return "its file claims other scores"
    if "terminal" in claim and bool(claim["terminal"]) != bool(end.is_terminal()):
        return "its file claims the game " + ("was over" if claim["terminal"] else "was not over")
    return None


def verify(
    replay: Replay, engine: Any, codec: Codec, on_step: Callable[[int, list[Event]], None] | None = None
) -> Verdict:
    """Play the replay once (``on_step`` is told each step's events, as :func:`simulate` does) and judge
    it: its start, its steps, its end against its claim."""
    try:
        run = Playback(replay, engine, codec)
    except ValueError as exc:
        return Verdict(False, str(exc), None, None)
    first = start_problem(replay, codec, run.state)
    try:
        play_out(run, on_step)
    except ValueError as exc:
        return Verdict(False, first or str(exc), None, None)
    end = run.state
    problem = first or claim_problem(replay, end)
    return Verdict(problem is None, problem, [float(s) for s in end.scores()], end)

"""Replays of every game: the set-up, the state the game started from and every rule action applied, with
its time; what the game's end was (a digest of the end state, the scores) so a replay that does not give
what it claims is caught. Pure: no pygame, no game module (a game's codec and engine are handed in).

A replay is plain data, versioned, size-limited and checked like every user file:

- ``config``: the lobby set-up (names, seats, options), for the viewer to seat the table;
- ``start``: the state's ``to_data()`` when the game began (its own seeded random generator included), so
  the replay does not depend on how a state is dealt from a seed;
- ``steps``: in order, ``["a", t_ms, action, clock]`` (an action applied at scene time ``t_ms``, as the
  game's codec writes it; ``clock`` is a real-time engine's ``now_ms`` just before it, else None) and
  ``["u", t_ms, kept]`` (an undo: the game went back to the state after its first ``kept`` moves still
  standing);
- ``end_clock``: a real-time engine's clock when the recording stopped (time moves between actions through
  ``Wait``; replays do not store the waits, they wait to each action's clock and to this one at the end, so
  the frame rate a replay is watched at changes nothing);
- ``claim``: what the game's end was: ``digest`` (:func:`state_digest`), ``scores``, ``terminal``.

:func:`simulate` plays a replay again from ``start``; :func:`verify` compares its end with the claim.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arcade.core import safe_files
from arcade.core.rules import Event, GameState, Wait
from arcade.core.schema import (
    Bool,
    Int,
    List,
    Maybe,
    Num,
    Obj,
    OneOf,
    Plain,
    SchemaError,
    Str,
    check,
    parse_json,
)
from arcade.core.storage import write_json_atomic

FORMAT = "coin-op-replay"
VERSION = 1
MAX_BYTES = 2 * 1024 * 1024  # checked before parsing; a typical replay is 17 KB, a long Mania with its duels 120 KB
MAX_STEPS = 40_000
MAX_TIME_MS = 1e10  # scene times and engine clocks (about four months)

Step = tuple[str, float, Any, float | None]
"""("a", t_ms, action data, clock) or ("u", t_ms, kept moves, None)."""

_META = Obj({}, optional={"date": Str(32), "title": Str(48), "names": List(Str(24), 8), "kept": Bool()})
SHAPE = Obj(
    {
        "format": Str(32, choices=(FORMAT,)),
        "version": OneOf((VERSION,)),
        "game": Str(32, ascii_only=True),
        "config": Obj({}, max_keys=16),
        "start": Obj({}, max_keys=64),
        "steps": List(Plain(max_len=64, max_str=64), MAX_STEPS),
    },
    optional={
        "end_clock": Maybe(Num(0, MAX_TIME_MS)),
        "claim": Maybe(
            Obj(
                {},
                optional={
                    "digest": Str(64, ascii_only=True),
                    "scores": List(Num(-1e9, 1e9), 8),
                    "terminal": Bool(),
                },
            )
        ),
        "meta": Maybe(_META),
        "notes": Maybe(Obj({}, max_keys=2000)),
    },
)


class Codec:
    """How one game's actions become plain data and back (its module's ``action_to_data`` and
    ``action_from_data``), and how a recorded action is applied (``apply_step``, default ``state.apply``;
    Top Speed! applies a batch of moves of one frame together, as its scene did)."""

    def __init__(
        self,
        to_data: Callable[[Any], Any],
        from_data: Callable[[Any], Any],
        apply_step: Callable[[Any, Any], list[Event]] | None = None,
    ) -> None:
        self.to_data, self.from_data = to_data, from_data
        self.apply_step = apply_step or (lambda state, action: state.apply(action))


@dataclass
class Replay:
    game: str
    config: dict[str, Any]
    start: dict[str, Any]
    steps: list[Step] = field(default_factory=list)
    end_clock: float | None = None
    claim: dict[str, Any] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    notes: dict[int, dict[str, Any]] = field(default_factory=dict)
    """What a step showed besides its action, by step index: a Mania duel's console run (``"duel"``)."""

    def to_data(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "config": self.config,
            "start": self.start,
            "steps": [list(step) if step[0] == "a" else list(step[:3]) for step in self.steps],
            "end_clock": self.end_clock,
            "claim": dict(self.claim),
            "meta": dict(self.meta),
            "notes": {str(i): note for i, note in self.notes.items()},
        }

    @classmethod
    def from_data(cls, data: object) -> Replay:
        """Check the envelope and every step's shape; raises ValueError (a SchemaError naming the place)
        for anything else. The actions and the start are checked by the game (``simulate``)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a Coin-Op replay")
        if data.get("version") != VERSION:
            raise ValueError(f"replay version {str(data.get('version'))[:12]!r}, expected {VERSION}")
        d = check(SHAPE, data)
        d["config"] = check(Plain(max_len=64, max_str=64), data["config"])  # its shape: the lobby's (the game's)
        d["start"] = check(Plain(max_len=20_000), data["start"])  # its shape: the game's own from_data
        steps: list[Step] = []
        moves = 0
        for i, raw in enumerate(d["steps"]):
            where = f"steps[{i}]"
            if not isinstance(raw, list) or len(raw) not in (3, 4) or raw[0] not in ("a", "u"):
                raise SchemaError(f"{where} is not a step")
            t = check(Num(0, MAX_TIME_MS), raw[1])
            if raw[0] == "u":
                kept = check(Int(0, moves), raw[2])
                steps.append(("u", t, kept, None))
                moves = kept
            else:
                clock = check(Maybe(Num(0, MAX_TIME_MS)), raw[3] if len(raw) == 4 else None)
                steps.append(("a", t, raw[2], clock))
                moves += 1
        notes: dict[int, dict[str, Any]] = {}
        for key, note in (data.get("notes") or {}).items():
            if not isinstance(key, str) or not key.isascii() or not key.isdigit() or int(key) >= len(steps):
                raise SchemaError(f"notes: {str(key)[:12]!r} is not a step")
            if not isinstance(note, dict):
                raise SchemaError(f"notes.{key} is not an object")
            notes[int(key)] = check(Plain(max_len=20_000, max_str=64), note)
        return cls(
            d["game"],
            d["config"],
            d["start"],
            steps,
            d.get("end_clock"),
            dict(d.get("claim") or {}),
            dict(d.get("meta") or {}),
            notes,
        )


def state_digest(state: GameState) -> str:
    """A short fingerprint of everything a state holds (its random generator too)."""
    text = json.dumps(state.to_data(), sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def claim_of(state: GameState) -> dict[str, Any]:
    scores = [float(s) for s in state.scores()]
    return {"digest": state_digest(state), "scores": scores, "terminal": bool(state.is_terminal())}


def standing(steps: list[Step]) -> list[int]:
    """The indexes of the action steps still standing after every undo, in order."""
    kept: list[int] = []
    for i, step in enumerate(steps):
        if step[0] == "u":
            del kept[int(step[2]) :]
        else:
            kept.append(i)
    return kept


def wait_to(state: GameState, clock: float | None) -> list[Event]:
    """A real-time engine waits to ``clock`` (when it is behind it); nothing for a turn-based one."""
    if clock is None or not getattr(state, "REALTIME", False) or state.is_terminal():
        return []
    now = float(getattr(state, "now_ms", 0.0))
    return state.apply(Wait(clock)) if clock > now else []


class Playback:
    """A replay played again, one step at a time, from its start: ``state`` is the game after the steps
    taken so far (``done``); ``step()`` takes the next (an undo rebuilds the state from the start with
    the moves still standing). Every error the game raises on a step is a ValueError naming the step."""

    def __init__(
        self, replay: Replay, engine: Any, codec: Codec, at: tuple[GameState, int, list[int]] | None = None
    ) -> None:
        """``at``: go on from a point taken earlier (a copy of the state after ``done`` steps, and the
        moves standing then) instead of the start."""
        self.replay, self.engine, self.codec = replay, engine, codec
        self.moves: list[int] = []  # indexes of the action steps standing, in order
        self.done = 0
        if at is not None:
            self.state, self.done, self.moves = at[0], at[1], list(at[2])
            return
        try:
            self.state = engine.from_data(replay.start)
        except ValueError as exc:
            raise ValueError(f"its start is not a game of this kind ({str(exc)[:100]})") from None
        except Exception as exc:
            raise ValueError(f"its start cannot be played ({type(exc).__name__})") from None

    @property
    def finished(self) -> bool:
        return self.done >= len(self.replay.steps)

    def step(self) -> list[Event]:
        """Take the next step; returns its events (an undo returns none)."""
        i = self.done
        kind, _t, data, clock = self.replay.steps[i]
        try:
            if kind == "u":
                self.moves = self.moves[: int(data)]
                self.state = self._rebuild(self.moves)
                events: list[Event] = []
            else:
                action = self.codec.from_data(data)
                events = wait_to(self.state, clock)
                events += self.codec.apply_step(self.state, action)
                self.moves.append(i)
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

    def _rebuild(self, moves: list[int]) -> GameState:
        state: GameState = self.engine.from_data(self.replay.start)
        for j in moves:
            _kind, _t, data, clock = self.replay.steps[j]
            wait_to(state, clock)
            self.codec.apply_step(state, self.codec.from_data(data))
        return state


def simulate(
    replay: Replay, engine: Any, codec: Codec, on_step: Callable[[int, list[Event]], None] | None = None
) -> GameState:
    """Play the whole replay; returns the end state. Raises ValueError when it cannot be played."""
    run = Playback(replay, engine, codec)
    while not run.finished:
        events = run.step()
        if on_step is not None:
            on_step(run.done - 1, events)
    events = run.finish()
    if on_step is not None and events:
        on_step(len(replay.steps), events)
    return run.state


@dataclass
class Verdict:
    """What playing a replay again gave: ``ok`` when its end is the end its file claims; ``problem`` in
    words otherwise; ``scores`` the scores the play really gives (None when it cannot be played)."""

    ok: bool
    problem: str | None
    scores: list[float] | None
    state: GameState | None


def claim_problem(replay: Replay, end: GameState) -> str | None:
    """What the replay's file claims of its end that ``end`` (its play) does not give, in words; None when
    the end state and the scores are the ones it claims."""
    claim = replay.claim
    if claim.get("digest") != state_digest(end):
        return "its moves do not give the game it claims"
    if "scores" in claim and [float(s) for s in claim["scores"]] != [float(s) for s in end.scores()]:
        return "its file claims other scores"
    return None


def verify(replay: Replay, engine: Any, codec: Codec) -> Verdict:
    try:
        end = simulate(replay, engine, codec)
    except ValueError as exc:
        return Verdict(False, str(exc), None, None)
    problem = claim_problem(replay, end)
    return Verdict(problem is None, problem, [float(s) for s in end.scores()], end)


def save(replay: Replay, path: str | os.PathLike[str]) -> Path:
    """Write the replay atomically (refused before writing if it is over the size limit)."""
    doc = replay.to_data()
    size = len(json.dumps(doc, separators=(",", ":"), allow_nan=False))
    if size > MAX_BYTES // 2:  # written indented: keep well inside what load accepts
        raise ValueError(f"the replay is too large to keep ({size // 1024} KB)")
    return write_json_atomic(Path(path), doc)


def load(path: str | os.PathLike[str]) -> Replay:
    """Read a replay file; raises ValueError with a clear message for anything that is not one."""
    name = Path(path).name
    try:
        raw = safe_files.read_bytes(path, MAX_BYTES)
    except (safe_files.NotRegularFile, safe_files.TooLarge) as exc:
        raise ValueError(f"{name} is not a replay: {exc}") from None
    except OSError as exc:
        raise ValueError(f"{name} cannot be read ({exc.strerror or exc})") from None
    try:
        return Replay.from_data(parse_json(raw, MAX_BYTES))
    except ValueError as exc:
        raise ValueError(f"{name} is not a replay: {str(exc)[:160]}") from None

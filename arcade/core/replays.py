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
- ``claim``: what the game's end was: ``digest`` (:func:`state_digest`), ``scores``, ``terminal``;
- ``summary`` (version 2): the game, its ``meta`` (date, title, names) and its count of steps, written
  first in the file (compact JSON, in this order: ``format``, ``version``, ``summary``, the rest), so a
  list of replays reads a few KB of each file (:func:`read_summary`) and checks a replay whole only when
  it is opened. Version 1 files (no summary, keys sorted) still load; their summary is read from the
  whole file.

The limits (steps, bytes) are :mod:`arcade.core.limits`'s, the recorder's as well. Playing a replay
again and checking it against its claim is :mod:`arcade.core.playback`'s.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arcade.core import limits, safe_files
from arcade.core.rules import Event, GameState
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
VERSION = 2
VERSIONS = (1, 2)  # what loads: version 1 has no summary
MAX_BYTES = limits.REPLAY_BYTES  # checked before parsing; a typical replay is 17 KB, a long Mania with its duels 120 KB
MAX_STEPS = limits.REPLAY_STEPS
HEAD_BYTES = 8 * 1024  # where a version 2 file's summary must end
MAX_TIME_MS = 1e10  # scene times and engine clocks (about four months)

Step = tuple[str, float, Any, float | None]
"""("a", t_ms, action data, clock) or ("u", t_ms, kept moves, None)."""

_META = Obj(
    {}, optional={"date": Str(32), "title": Str(48), "names": List(Str(24), 8), "kept": Bool(), "mid_game": Bool()}
)
SUMMARY = Obj({"game": Str(32, ascii_only=True), "meta": _META, "steps": Int(0, MAX_STEPS)})
SHAPE = Obj(
    {
        "format": Str(32, choices=(FORMAT,)),
        "version": OneOf(VERSIONS),
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
        "summary": SUMMARY,
    },
)


class Codec:
    """How one game's actions become plain data and back (its module's ``action_to_data`` and
    ``action_from_data``), how a recorded action is applied (``apply_step``, default ``state.apply``;
    Top Speed! applies a batch of moves of one frame together, as its scene did) and the game a replay's
    set-up deals (``deal(config data) -> state``, the game's own; None: the start is not compared)."""

    def __init__(
        self,
        to_data: Callable[[Any], Any],
        from_data: Callable[[Any], Any],
        apply_step: Callable[[Any, Any], list[Event]] | None = None,
        deal: Callable[[dict[str, Any]], GameState] | None = None,
    ) -> None:
        self.to_data, self.from_data = to_data, from_data
        self.apply_step = apply_step or (lambda state, action: state.apply(action))
        self.deal = deal


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

    def summary(self) -> dict[str, Any]:
        """What a list shows of the replay without reading it whole (written first in its file)."""
        return {"game": self.game, "meta": dict(self.meta), "steps": len(self.steps)}

    def to_data(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "summary": self.summary(),
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
        if data.get("version") not in VERSIONS or isinstance(data.get("version"), bool):
            raise ValueError(
                f"replay version {str(data.get('version'))[:12]!r}: this cabinet reads versions 1 to {VERSION}"
            )
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


def save(replay: Replay, path: str | os.PathLike[str]) -> Path:
    """Write the replay atomically, compact, its summary first (refused before writing when it is over
    the size :func:`load` accepts)."""
    if len(replay.steps) > MAX_STEPS:
        raise ValueError(f"the replay is too long to keep ({len(replay.steps):,} steps, at most {MAX_STEPS:,})")
    try:
        return write_json_atomic(Path(path), replay.to_data(), compact=True, sort_keys=False, limit=MAX_BYTES)
    except ValueError as exc:
        raise ValueError(f"the replay is not kept: {str(exc)[:80]}") from None


def read_summary(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A replay's summary (game, meta, steps) from the first :data:`HEAD_BYTES` of a version 2 file,
    checked like the rest of a replay; a version 1 file (or one whose head is not a summary) is loaded
    whole for it. Raises ValueError with words, as :func:`load` does."""
    name = Path(path).name
    try:
        head = safe_files.read_head(path, MAX_BYTES, HEAD_BYTES)
    except (safe_files.NotRegularFile, safe_files.TooLarge) as exc:
        raise ValueError(f"{name} is not a replay: {exc}") from None
    except OSError as exc:
        raise ValueError(f"{name} cannot be read ({exc.strerror or exc})") from None
    summary = _head_summary(head)
    if summary is None:
        return load(path).summary()
    try:
        return dict(check(SUMMARY, summary))
    except ValueError as exc:
        raise ValueError(f"{name} is not a replay: {str(exc)[:160]}") from None


_PREFIX = f'{{"format":"{FORMAT}","version":{VERSION},"summary":'


def _head_summary(head: bytes) -> Any:
    """The summary object at the start of a version 2 file (None when the head is not laid out so)."""
    try:
        text = head.decode("utf-8", errors="ignore")
        if not text.startswith(_PREFIX):
            return None
        value, _end = json.JSONDecoder(parse_constant=lambda name: None).raw_decode(text, len(_PREFIX))
    except (ValueError, RecursionError):
        return None
    return value


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

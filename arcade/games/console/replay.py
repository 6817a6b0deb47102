"""Replays: the seed, game, skill and timed inputs of one run, saved as a versioned JSON file.

Running a replay feeds the recorded inputs back at their timestamps into a new machine with the same
seed, which gives the identical trace and score; the frame times at which ``advance_to`` is called in
between (``frames_ms``) make no difference, which is what lets a replay be watched at any frame rate.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from arcade.games.console.layout import CELLS, GAMES
from arcade.games.console.machine import Machine
from arcade.core.storage import write_json_atomic

REPLAY_FORMAT = "coin-op-console-replay"
REPLAY_VERSION = 1


@dataclass
class Replay:
    seed: int
    game: str
    skill: int
    inputs: list[tuple[float, str, int]]
    t0_ms: float = 0.0
    score: int | None = None
    digest: str | None = None  # Machine.game_digest() of the original run
    meta: dict = field(default_factory=dict)

    def to_data(self) -> dict:
        return {
            "format": REPLAY_FORMAT, "version": REPLAY_VERSION,
            "seed": self.seed, "game": self.game, "skill": self.skill, "t0_ms": self.t0_ms,
            "inputs": [[t, kind, cell] for t, kind, cell in self.inputs],
            "score": self.score, "digest": self.digest, "meta": dict(self.meta),
        }

    @classmethod
    def from_data(cls, data: dict) -> "Replay":
        if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
            raise ValueError("not a console replay")
        if data.get("version") != REPLAY_VERSION:
            raise ValueError(f"console replay version {data.get('version')!r}, expected {REPLAY_VERSION}")
        if data["game"] not in GAMES or data["skill"] not in (1, 2, 3):
            raise ValueError(f"console replay of an unknown game or skill: {data['game']!r} {data['skill']!r}")
        inputs = []
        last = float("-inf")
        for t, kind, cell in data["inputs"]:
            t = float(t)
            if kind not in ("press", "release") or cell not in CELLS or t < last:
                raise ValueError(f"console replay has a bad input: {[t, kind, cell]!r}")
            inputs.append((t, kind, int(cell)))
            last = t
        return cls(int(data["seed"]), data["game"], int(data["skill"]), inputs, float(data["t0_ms"]),
                   data.get("score"), data.get("digest"), dict(data.get("meta") or {}))


def from_machine(m: Machine, meta: dict | None = None) -> Replay:
    """The replay of everything ``m`` was given since it was made (its last game and skill)."""
    if m.game_id is None or m.skill is None:
        raise ValueError("the machine has not played a game")
    return Replay(m.seed, m.game_id, m.skill, list(m.inputs), m.t0, m.final_score, m.game_digest(),
                  dict(meta or {}))


def run(replay: Replay, frames_ms: Iterable[float] | None = None, to_end: bool = True) -> Machine:
    """Play ``replay`` into a new machine, calling ``advance_to`` at each of ``frames_ms`` in between.

    With ``to_end`` the machine then runs on until it has turned itself off.
    """
    m = Machine(replay.seed, replay.t0_ms)
    pending = list(replay.inputs)
    i = 0
    for frame in frames_ms or ():
        while i < len(pending) and pending[i][0] <= frame:
            _apply(m, pending[i])
            i += 1
        m.advance_to(frame)
    for item in pending[i:]:
        _apply(m, item)
    if to_end:
        while m.next_due() is not None:
            m.advance_to(m.next_due())
    return m


def _apply(m: Machine, item: tuple[float, str, int]) -> None:
    t, kind, cell = item
    (m.press if kind == "press" else m.release)(cell, t)


def save(replay: Replay, path: str | os.PathLike) -> Path:
    """Write the replay atomically (a temporary file in the same folder, then a rename)."""
    return write_json_atomic(path, replay.to_data())


def load(path: str | os.PathLike) -> Replay:
    """Read a replay file; raises ``ValueError`` with a clear message for anything that is not one."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{Path(path).name} is not a console replay ({exc})") from exc
    try:
        return Replay.from_data(data)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"{Path(path).name} is a damaged console replay ({exc!r})") from exc

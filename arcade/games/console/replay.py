"""Replays: the seed, game, skill and timed inputs of one run, saved as a versioned JSON file.

Running a replay feeds the recorded inputs back at their timestamps into a new machine with the same
seed, which gives the identical trace and score; the frame times at which ``advance_to`` is called in
between (``frames_ms``) make no difference, which is what lets a replay be watched at any frame rate.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from arcade.core import safe_files
from arcade.core.schema import Int, List, Maybe, Num, Obj, OneOf, SchemaError, Str, Tuple, check, parse_json
from arcade.core.storage import write_json_atomic
from arcade.games.console.layout import CELLS, GAMES
from arcade.games.console.machine import Machine

REPLAY_FORMAT = "coin-op-console-replay"
REPLAY_VERSION = 1
MAX_BYTES = 2 * 1024 * 1024  # checked before parsing: a real replay is a few KB
MAX_INPUTS = 20_000  # presses and releases; a minute of frantic mashing is about 1,000
MAX_TIME_MS = 1e9  # about eleven days on the machine clock

_INPUT = Tuple(Num(0, MAX_TIME_MS), Str(8, choices=("press", "release")), OneOf(CELLS))
SHAPE = Obj(
    {
        "format": Str(32, choices=(REPLAY_FORMAT,)),
        "version": OneOf((REPLAY_VERSION,)),
        "seed": Int(0, (1 << 64) - 1),
        "game": Str(32, choices=GAMES),
        "skill": OneOf((1, 2, 3)),
        "t0_ms": Num(0, MAX_TIME_MS),
        "inputs": List(_INPUT, MAX_INPUTS),
    },
    optional={
        "score": Maybe(Int(0, 10**9)),
        "digest": Maybe(Str(64, ascii_only=True)),
        "meta": Maybe(Obj({}, optional={"player": Str(24), "date": Str(32)})),
    },
)


@dataclass
class Replay:
    seed: int
    game: str
    skill: int
    inputs: list[tuple[float, str, int]]
    t0_ms: float = 0.0
    score: int | None = None
    digest: str | None = None  # Machine.game_digest() of the original run
    meta: dict[str, str] = field(default_factory=dict)  # "player" and "date", both optional
    verified: bool | None = None  # set by load(verify=True): replaying gave the recorded digest
    verified_score: int | None = None  # the score the replay really gives when played
    mismatch: str | None = None  # set by verify: what the file claims that its play does not give

    def to_data(self) -> dict[str, object]:
        return {
            "format": REPLAY_FORMAT,
            "version": REPLAY_VERSION,
            "seed": self.seed,
            "game": self.game,
            "skill": self.skill,
            "t0_ms": self.t0_ms,
            "inputs": [[t, kind, cell] for t, kind, cell in self.inputs],
            "score": self.score,
            "digest": self.digest,
            "meta": dict(self.meta),
        }

    @classmethod
    def from_data(cls, data: object) -> Replay:
        """Check every field against :data:`SHAPE` (types, ranges, sizes, clean strings); raises ValueError
        (a SchemaError naming the field) for anything else, never another exception type."""
        if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
            raise ValueError("not a console replay")
        if data.get("version") != REPLAY_VERSION:
            raise ValueError(f"console replay version {str(data.get('version'))[:12]!r}, expected {REPLAY_VERSION}")
        d = check(SHAPE, data)
        inputs: list[tuple[float, str, int]] = []
        last = float("-inf")
        for i, (t, kind, cell) in enumerate(d["inputs"]):
            if t < last:
                raise SchemaError(f"inputs[{i}] is earlier than the input before it")
            inputs.append((t, kind, cell))
            last = t
        return cls(
            d["seed"],
            d["game"],
            d["skill"],
            inputs,
            d["t0_ms"],
            d.get("score"),
            d.get("digest"),
            dict(d.get("meta") or {}),
        )


def from_machine(m: Machine, meta: dict[str, str] | None = None) -> Replay:
    """The replay of everything ``m`` was given since it was made (its last game and skill)."""
    if m.game_id is None or m.skill is None:
        raise ValueError("the machine has not played a game")
    return Replay(m.seed, m.game_id, m.skill, list(m.inputs), m.t0, m.final_score, m.game_digest(), dict(meta or {}))


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
        m.run_out()
    return m


def run_to(replay: Replay, t_ms: float) -> tuple[Machine, list[tuple[float, str, int]]]:
    """A new machine given the replay's inputs up to console time ``t_ms`` and run to it, and the inputs
    still to come (watching a replay goes back this way)."""
    m = Machine(replay.seed, replay.t0_ms)
    done = [item for item in replay.inputs if item[0] <= t_ms]
    for item in done:
        _apply(m, item)
    m.advance_to(t_ms)
    return m, list(replay.inputs[len(done) :])


def _apply(m: Machine, item: tuple[float, str, int]) -> None:
    t, kind, cell = item
    (m.press if kind == "press" else m.release)(cell, t)


def save(replay: Replay, path: str | os.PathLike[str]) -> Path:
    """Write the replay atomically (a temporary file in the same folder, then a rename)."""
    return write_json_atomic(Path(path), replay.to_data())


def verify(replay: Replay) -> bool:
    """Play the replay and compare what the file claims with what the play gives: the digest of the game as
    played, the game and skill, and the score. Sets ``verified`` (all agree), ``verified_score`` (the score
    the play really gives: the one to show) and ``mismatch`` (words for what does not agree)."""
    try:
        m = run(replay)
        replay.verified_score = m.final_score
        if replay.digest is None or m.game_digest() != replay.digest:
            replay.mismatch = "not its recorded game"
        elif m.game_id != replay.game or m.skill != replay.skill:
            replay.mismatch = "not the game it names"
        elif replay.score != m.final_score:
            replay.mismatch = "its file claims another score"
        else:
            replay.mismatch = None
    except Exception:
        replay.verified_score, replay.mismatch = None, "not its recorded game"
    replay.verified = replay.mismatch is None
    return replay.verified


def load(path: str | os.PathLike[str], verify_digest: bool = False) -> Replay:
    """Read a replay file; raises ``ValueError`` with a clear message for anything that is not one (size
    checked before parsing, then every field). With ``verify_digest`` the replay is also played and
    marked ``verified`` True or False."""
    name = Path(path).name
    try:  # a regular file within the limit, opened without blocking (a FIFO here hung the replay list)
        raw = safe_files.read_bytes(path, MAX_BYTES)
    except (safe_files.NotRegularFile, safe_files.TooLarge) as exc:
        raise ValueError(f"{name} is not a console replay: {exc}") from None
    except OSError as exc:
        raise ValueError(f"{name} cannot be read ({exc.strerror or exc})") from None
    try:
        replay = Replay.from_data(parse_json(raw, MAX_BYTES))
    except ValueError as exc:
        raise ValueError(f"{name} is not a console replay: {exc}") from None
    if verify_digest:
        verify(replay)
    return replay

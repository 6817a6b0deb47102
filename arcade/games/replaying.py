"""Replays by game: each game's codec and engine (from its GameInfo), the recorder every game scene keeps,
and the folder of saved replays. The file format and the playback are in :mod:`arcade.core.replays`.

A recorder starts from the state a game began with (``to_data``) and notes every rule action the scene
applies, with its scene time and (real-time engines) the engine clock before it; an undo is noted too, so
a replay keeps what was taken back. Waits are not noted: a replay waits to each action's clock instead.
Pure: no pygame.
"""

from __future__ import annotations

import importlib
import json
import time
from pathlib import Path
from typing import Any

from arcade.core import limits
from arcade.core import replays as rp
from arcade.core.rules import Wait
from arcade.core.storage import new_file, os_error_words
from arcade.games import registry
from arcade.games.info import GameInfo, LobbyConfig, resolve

FOLDER = "replays"
KEEP_PER_GAME = 30  # the newest replays of each game are kept; older ones are removed when one is saved
STEP_BYTES = 32  # a step's own bytes besides its action's: ["a",123456.789,...,null],


def codec_for(info: GameInfo) -> rp.Codec | None:
    """The game's replay codec (with the deal a replay's start is checked against), or None when it keeps
    no replays of this kind."""
    if not info.replay_codec:
        return None
    module = importlib.import_module(info.replay_codec)
    deal = None
    if info.replay_deal:
        made = resolve(info.replay_deal)

        def deal(config: dict[str, Any]) -> Any:
            return made(LobbyConfig.from_data({**config, "game_id": info.id}))

    return rp.Codec(module.action_to_data, module.action_from_data, getattr(module, "apply_step", None), deal)


def engine_for(info: GameInfo) -> Any:
    from arcade.core.userfiles import engine_class

    return engine_class(info)


def games_with_replays() -> list[GameInfo]:
    return [info for info in registry.games() if info.enabled and info.replay_codec]


class Recorder:
    """What one game has done, as a replay in the making (see the module docstring)."""

    def __init__(self, game_id: str, config: dict[str, Any], state: Any, codec: rp.Codec) -> None:
        self.game_id, self.config, self.codec = game_id, config, codec
        self.start: dict[str, Any] = state.to_data()
        self.steps: list[rp.Step] = []
        self.moves = 0  # actions standing (after undos)
        self.realtime = bool(getattr(state, "REALTIME", False))
        self.broken: str | None = None  # why recording stopped (an action the codec could not write, a limit)
        self.notes: dict[int, dict[str, Any]] = {}  # what a step showed besides its action (Replay.notes)
        self.size = 0  # the steps and notes as compact JSON, about (limits.RECORD_BYTES)
        self.mid_game = False  # started where a kept game was resumed, its earlier moves lost
        self.told = False  # the player was told recording stopped
        self.pending: dict[str, Any] | None = None  # a kept game's earlier replay, still being checked

    def _room(self, size: int) -> bool:
        """One more step of about ``size`` bytes fits (:mod:`arcade.core.limits`); else recording stops."""
        if self.broken is not None:
            return False
        if len(self.steps) >= limits.RECORD_STEPS or self.size + size > limits.RECORD_BYTES:
            self.broken = f"the game grew too long to keep as a replay (it was kept up to move {len(self.steps):,})"
            return False
        self.size += size
        return True

    def note(self, t_ms: float, action: Any, state_before_clock: float | None = None) -> None:
        """An action was applied at scene time ``t_ms`` (``state_before_clock``: a real-time engine's clock
        just before it)."""
        if isinstance(action, Wait) or self.broken is not None:
            return
        try:
            data = self.codec.to_data(action)
            size = len(json.dumps(data, separators=(",", ":"))) + STEP_BYTES
        except Exception as exc:
            self.broken = f"an action could not be written ({type(exc).__name__})"
            return
        if not self._room(size):
            return
        clock = state_before_clock if self.realtime else None
        self.steps.append(("a", float(t_ms), data, clock))
        self.moves += 1

    def unnote(self) -> None:
        """Forget the last action noted (the rules refused it)."""
        if self.steps and self.steps[-1][0] == "a" and self.broken is None:
            self.notes.pop(len(self.steps) - 1, None)
            self.steps.pop()
            self.moves -= 1

    def attach(self, note: dict[str, Any]) -> None:
        """Keep ``note`` (plain data) with the last step (a Mania duel's console run with its score)."""
        if self.steps and self.steps[-1][0] == "a" and self.broken is None:
            try:
                size = len(json.dumps(note, separators=(",", ":")))
            except (TypeError, ValueError):
                self.broken = "a step's note could not be written"
                return
            if self.size + size > limits.RECORD_BYTES:
                self.broken = "the game grew too long to keep as a replay (its notes)"
                return
            self.size += size
            self.notes[len(self.steps) - 1] = note

    def note_undo(self, t_ms: float, kept: int) -> None:
        """The game went back to the state after its first ``kept`` standing moves."""
        kept = max(0, min(kept, self.moves))
        if not self._room(STEP_BYTES):
            return
        self.steps.append(("u", float(t_ms), kept, None))
        self.moves = kept

    def replay(self, state: Any, names: list[str], title: str, kept: bool = False) -> rp.Replay:
        meta: dict[str, Any] = {
            "date": time.strftime("%Y-%m-%d %H:%M"),
            "title": title[:48],
            "names": [n[:24] for n in names][:8],
        }
        if kept:
            meta["kept"] = True
        if self.mid_game:
            meta["mid_game"] = True
        end_clock = float(state.now_ms) if self.realtime else None
        steps = list(self.steps)
        return rp.Replay(
            self.game_id, self.config, self.start, steps, end_clock, rp.claim_of(state), meta, dict(self.notes)
        )

    # ---------------------------------------------------------------- Hold & Quit
    def to_data(self) -> dict[str, Any]:
        """The replay so far, to keep with the game. While a kept game's earlier replay is still being
        checked (:mod:`arcade.games.kept_replay`), it is kept in front, as it would be merged."""
        steps = [list(s) for s in self.steps]
        notes = {str(i): note for i, note in self.notes.items()}
        data = {"start": self.start, "steps": steps, "notes": notes, "mid_game": self.mid_game}
        pending = self.pending
        base = standing_of(pending.get("steps")) if isinstance(pending, dict) else None
        if pending is None or base is None:
            return data
        offset = len(pending["steps"])
        return {
            "start": pending.get("start"),
            "steps": [*pending["steps"], *[_shifted(step, base) for step in steps]],
            "notes": {**(pending.get("notes") or {}), **{str(int(i) + offset): n for i, n in notes.items()}},
            "mid_game": bool(pending.get("mid_game")),
        }

    def merge(self, kept: rp.Replay, mid_game: bool = False) -> int:
        """A kept game's earlier replay (checked: it leads to the game as it was kept) goes in front of
        what was recorded since the resume; returns its standing moves (every count of standing moves
        since the resume grows by it: the undo steps here, and the scene's undo snapshots)."""
        base = len(rp.standing(kept.steps))
        offset = len(kept.steps)
        self.steps = [*kept.steps, *[_step(_shifted(list(step), base)) for step in self.steps]]
        self.notes = {**kept.notes, **{i + offset: note for i, note in self.notes.items()}}
        self.start, self.moves, self.mid_game, self.pending = kept.start, self.moves + base, mid_game, None
        self.size += len(json.dumps([list(s) for s in kept.steps], separators=(",", ":")))
        self.size += len(json.dumps({str(i): n for i, n in kept.notes.items()}, separators=(",", ":")))
        if len(self.steps) > limits.RECORD_STEPS or self.size > limits.RECORD_BYTES:
            self.broken = "the game grew too long to keep as a replay"
        return base


def standing_of(steps: Any) -> int | None:
    """The standing moves after kept steps as they were written (None when they are not steps)."""
    if not isinstance(steps, list):
        return None
    moves = 0
    try:
        for step in steps:
            moves = int(step[2]) if step[0] == "u" else moves + 1
    except (TypeError, ValueError, IndexError, KeyError):
        return None
    return moves


def _step(raw: list[Any]) -> rp.Step:
    return (str(raw[0]), float(raw[1]), raw[2], raw[3] if len(raw) > 3 else None)


def _shifted(step: list[Any], base: int) -> list[Any]:
    """An undo step recorded since a resume counts the kept game's standing moves too."""
    return [step[0], step[1], int(step[2]) + base, *step[3:]] if step[0] == "u" else step


# -------------------------------------------------------------------- the folder of replays
def folder(root: Path) -> Path:
    return Path(root) / FOLDER


def save(root: Path, replay: rp.Replay) -> Path:
    """Save ``replay`` as a new file (atomic) and keep only the newest :data:`KEEP_PER_GAME` of its game.
    Raises OSError or ValueError (too large) with words to show."""
    where = folder(root)
    path = new_file(where, f"{replay.game}-{time.strftime('%Y%m%d-%H%M%S')}")
    rp.save(replay, path)
    _prune(where, replay.game)
    return path


def _prune(where: Path, game: str) -> None:
    for old in _newest(where, f"{game}-*.json")[KEEP_PER_GAME:]:
        try:
            old.unlink()
        except OSError:
            pass


def _newest(where: Path, pattern: str) -> list[Path]:
    """The files of ``where`` matching ``pattern``, newest first (none when the folder cannot be read). A
    name that cannot be looked at (a dangling or looping link, a file gone meanwhile) is left out: one such
    name hides nothing else."""
    try:
        names = list(where.glob(pattern))
    except OSError:
        return []
    dated: list[tuple[float, Path]] = []
    for path in names:
        try:
            dated.append((path.stat().st_mtime, path))
        except (OSError, ValueError):
            continue
    dated.sort(key=lambda pair: pair[0], reverse=True)
    return [path for _mtime, path in dated]


def save_words(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return f"The replay could not be saved: {os_error_words(exc)}."
    return f"The replay could not be saved: {str(exc)[:80]}."


def read(path: Path) -> rp.Replay:
    """Read a replay file and check all of it that can be checked without playing it: the envelope and
    steps (:func:`arcade.core.replays.load`), that its game is here and keeps replays, its set-up (the
    lobby's shape), its start (the game's own ``from_data``) and every action (the game's codec). Raises
    ValueError with words for anything wrong."""
    from arcade.core.schema import SchemaError
    from arcade.core.userfiles import check_lobby

    replay = rp.load(path)
    try:
        info = registry.get(replay.game)
    except KeyError:
        raise ValueError(f"{path.name} is of a game this cabinet does not have") from None
    codec = codec_for(info)
    if codec is None:
        raise ValueError(f"{path.name}: {info.title} keeps no replays")
    try:
        replay.config = check_lobby(replay.config, info.id)
        state = engine_for(info).from_data(replay.start)
        if len(replay.config["seats"]) != state.num_seats:
            raise ValueError("its set-up and its game have different numbers of seats")
        for i, step in enumerate(replay.steps):
            if step[0] == "a":
                try:
                    codec.from_data(step[2])
                except (TypeError, ValueError) as exc:
                    raise ValueError(f"step {i + 1}: {str(exc)[:80]}") from None
    except (SchemaError, ValueError) as exc:
        raise ValueError(f"{path.name} is not a replay: {str(exc)[:120]}") from None
    except Exception as exc:  # an engine tripping over the data: the file is bad, never the app
        raise ValueError(f"{path.name} is not a replay ({type(exc).__name__})") from None
    return replay


def listing(root: Path) -> list[Path]:
    """The replay files in the folder, newest first."""
    return _newest(folder(root), "*.json")


def summaries(root: Path, most: int) -> tuple[list[tuple[Path, dict[str, Any]]], list[tuple[Path, str]]]:
    """The newest ``most`` replays' summaries (:func:`arcade.core.replays.read_summary`: a few KB of each
    file, no step played or checked), and the files whose summary cannot be read, with words why."""
    found: list[tuple[Path, dict[str, Any]]] = []
    bad: list[tuple[Path, str]] = []
    for path in listing(root)[:most]:
        try:
            found.append((path, rp.read_summary(path)))
        except ValueError as exc:
            bad.append((path, str(exc)))
    return found, bad

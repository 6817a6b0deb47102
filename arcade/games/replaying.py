"""Replays by game: each game's codec and engine (from its GameInfo), the recorder every game scene keeps,
and the folder of saved replays. The file format and the playback are in :mod:`arcade.core.replays`.

A recorder starts from the state a game began with (``to_data``) and notes every rule action the scene
applies, with its scene time and (real-time engines) the engine clock before it; an undo is noted too, so
a replay keeps what was taken back. Waits are not noted: a replay waits to each action's clock instead.
Pure: no pygame.
"""

from __future__ import annotations

import importlib
import time
from pathlib import Path
from typing import Any

from arcade.core import replays as rp
from arcade.core.rules import Wait
from arcade.core.storage import new_file, os_error_words
from arcade.games import registry
from arcade.games.info import GameInfo

FOLDER = "replays"
KEEP_PER_GAME = 30  # the newest replays of each game are kept; older ones are removed when one is saved


def codec_for(info: GameInfo) -> rp.Codec | None:
    """The game's replay codec, or None when it keeps no replays of this kind."""
    if not info.replay_codec:
        return None
    module = importlib.import_module(info.replay_codec)
    return rp.Codec(module.action_to_data, module.action_from_data, getattr(module, "apply_step", None))


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
        self.broken: str | None = None  # an action the codec could not write: the replay is not kept
        self.notes: dict[int, dict[str, Any]] = {}  # what a step showed besides its action (Replay.notes)

    def note(self, t_ms: float, action: Any, state_before_clock: float | None = None) -> None:
        """An action was applied at scene time ``t_ms`` (``state_before_clock``: a real-time engine's clock
        just before it)."""
        if isinstance(action, Wait) or self.broken is not None:
            return
        if len(self.steps) >= rp.MAX_STEPS:
            self.broken = "the game was too long to keep as a replay"
            return
        try:
            data = self.codec.to_data(action)
        except Exception as exc:
            self.broken = f"an action could not be written ({type(exc).__name__})"
            return
        clock = state_before_clock if self.realtime else None
        self.steps.append(("a", float(t_ms), data, clock))
        self.moves += 1

    def unnote(self) -> None:
        """Forget the last action noted (the rules refused it)."""
        if self.steps and self.steps[-1][0] == "a":
            self.notes.pop(len(self.steps) - 1, None)
            self.steps.pop()
            self.moves -= 1

    def attach(self, note: dict[str, Any]) -> None:
        """Keep ``note`` (plain data) with the last step (a Mania duel's console run with its score)."""
        if self.steps and self.steps[-1][0] == "a":
            self.notes[len(self.steps) - 1] = note

    def note_undo(self, t_ms: float, kept: int) -> None:
        """The game went back to the state after its first ``kept`` standing moves."""
        kept = max(0, min(kept, self.moves))
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
        end_clock = float(state.now_ms) if self.realtime else None
        steps = list(self.steps)
        return rp.Replay(
            self.game_id, self.config, self.start, steps, end_clock, rp.claim_of(state), meta, dict(self.notes)
        )

    # ---------------------------------------------------------------- Hold & Quit
    def to_data(self) -> dict[str, Any]:
        return {
            "start": self.start,
            "steps": [list(s) for s in self.steps],
            "notes": {str(i): note for i, note in self.notes.items()},
        }

    def restore(self, data: Any, state: Any) -> None:
        """Continue a kept game's recording (``to_data``); raises ValueError when it is malformed or does
        not lead to ``state`` (the kept game then records from where it was kept)."""
        if not isinstance(data, dict):
            raise ValueError("the kept replay is not an object")
        replay = rp.Replay.from_data(
            {
                "format": rp.FORMAT,
                "version": rp.VERSION,
                "game": self.game_id,
                "config": self.config,
                "start": data.get("start"),
                "steps": data.get("steps"),
                "end_clock": None,
                "notes": data.get("notes") or {},
            }
        )
        replay.end_clock = float(state.now_ms) if self.realtime else None
        end = rp.simulate(replay, engine_for(registry.get(self.game_id)), self.codec)
        if rp.state_digest(end) != rp.state_digest(state):
            raise ValueError("the kept replay does not lead to the kept game")
        self.start, self.steps, self.notes = replay.start, replay.steps, replay.notes
        self.moves = len(rp.standing(self.steps))


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
    """The files of ``where`` matching ``pattern``, newest first (none when it cannot be read)."""
    try:
        return sorted(where.glob(pattern), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return []


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

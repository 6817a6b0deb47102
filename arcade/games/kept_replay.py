"""A kept game's replay, checked off the frame when the game is resumed (issue 34).

Hold & Quit keeps the game's replay with it; on Resume that replay must lead to the kept game before it
is taken as the start of the game's replay. Playing it again takes time in proportion to its steps (tens
of thousands, seconds), so it is done on a worker thread (:class:`KeptCheck`) while the game is already
played: the scene records from the kept game on and, once the check is done, puts the kept replay in front
(:meth:`arcade.games.replaying.Recorder.merge`), or says it could not be read back. The frame loop never
waits on it; leaving the game stops it. Pure: no pygame.
"""

from __future__ import annotations

import threading
from typing import Any

from arcade.core import limits, playback
from arcade.core import replays as rp
from arcade.games import registry


class Stopped(Exception):
    """The check was called off (the game was left)."""


def check(
    game_id: str,
    config: dict[str, Any],
    codec: rp.Codec,
    data: Any,
    state_data: dict[str, Any],
    realtime: bool,
    stop: threading.Event | None = None,
) -> rp.Replay:
    """The kept replay ``data`` (a recorder's ``to_data``) when it leads to the kept game (``state_data``,
    its ``to_data()``); ValueError with words otherwise, :class:`Stopped` when ``stop`` is set."""
    from arcade.games.replaying import engine_for

    if not isinstance(data, dict):
        raise ValueError("the kept replay is not an object")
    replay = rp.Replay.from_data(
        {
            "format": rp.FORMAT,
            "version": rp.VERSION,
            "game": game_id,
            "config": config,
            "start": data.get("start"),
            "steps": data.get("steps"),
            "end_clock": None,
            "notes": data.get("notes") or {},
        }
    )
    if len(replay.steps) > limits.RECORD_STEPS:
        raise ValueError("the kept replay is longer than a replay may grow")
    engine = engine_for(registry.get(game_id))
    kept = engine.from_data(state_data)
    replay.end_clock = float(kept.now_ms) if realtime else None
    run = playback.Playback(replay, engine, codec)
    while not run.finished:
        if stop is not None and stop.is_set():
            raise Stopped()
        run.step()
    run.finish()
    if rp.state_digest(run.state) != rp.state_digest(kept):
        raise ValueError("the kept replay does not lead to the kept game")
    return replay


class KeptCheck:
    """:func:`check` on a worker thread: ``done`` once it has an answer, then ``replay`` (it leads to the
    kept game) or ``problem`` (words); :meth:`stop` calls it off."""

    def __init__(self, game_id: str, config: dict[str, Any], codec: rp.Codec, data: Any, state: Any) -> None:
        self.replay: rp.Replay | None = None
        self.problem: str | None = None
        self.mid_game = bool(data.get("mid_game")) if isinstance(data, dict) else False
        self._stop = threading.Event()
        self._job = (game_id, config, codec, data, state.to_data(), bool(getattr(state, "REALTIME", False)))
        self._thread = threading.Thread(target=self._run, name="kept-replay-check", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        game_id, config, codec, data, state_data, realtime = self._job
        try:
            self.replay = check(game_id, config, codec, data, state_data, realtime, stop=self._stop)
        except Stopped:
            self.problem = "the check was called off"
        except Exception as exc:  # whatever the kept replay holds, it is words, never a crash
            self.problem = str(exc)[:120] or type(exc).__name__

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the answer (tools and tests; a scene polls ``done``); True when there is one."""
        self._thread.join(timeout)
        return self.done

    def stop(self) -> None:
        self._stop.set()

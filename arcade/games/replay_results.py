"""What each saved game ended with, for the Replays page: the winner and the final scores, found by playing
the replay to its end with its engine (the same check the viewer makes, :func:`arcade.core.playback`), so a
score on the page is one its moves really give. Pure: no pygame.

The page opens at once from the files' summaries; the results come after, a few milliseconds of play each
update (:meth:`Results.work`), newest first (a file over :data:`AT_ONCE_BYTES` is read on a worker thread
meanwhile, as the viewer's opening does), and are kept (:data:`CACHE`, keyed by the file's name, size and
time) so the page opened again shows them at once. A file that cannot be read or played says so
(``unreadable``); one whose moves do not give the end it claims says MISMATCH and shows no score.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arcade.core import playback
from arcade.core import replays as rp
from arcade.games import registry, replaying

AT_ONCE_BYTES = 256 * 1024  # a larger file is read on a worker thread (a few MB take a while to check)
CACHE_MAX = 400  # results kept between openings of the page (the page lists at most 120)
UNREADABLE = "unreadable"
MISMATCH = "MISMATCH: no score"


@dataclass(frozen=True)
class Result:
    """One replay's result: ``kind`` is ``"ok"``, ``"mismatch"`` or ``"unreadable"``; ``words`` what its
    row shows."""

    kind: str
    words: str


CACHE: OrderedDict[tuple[str, int, int], Result] = OrderedDict()


def file_key(path: Path) -> tuple[str, int, int] | None:
    """The file as it is now (a changed file is played again); None when it cannot be looked at."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (str(path), st.st_mtime_ns, st.st_size)


def _number(value: Any) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def result_words(names: list[str], scores: list[Any], winners: list[int]) -> str:
    """ "winner Kid · 34-20", "winners Ann & Bob · 40-40", or a lone player's "Ann · 34 points": the winners'
    scores first, then the others' from the highest, so the first number is the winner's."""
    if len(scores) == 1:
        return f"{names[0]} \u00b7 {_number(scores[0])} points"
    won = [names[s] for s in winners if 0 <= s < len(names)]
    head = ("winner " if len(won) == 1 else "winners ") + " & ".join(won) if won else "no winner"
    first = [s for s in winners if 0 <= s < len(scores)]
    rest = sorted((s for s in range(len(scores)) if s not in first), key=lambda s: scores[s], reverse=True)
    return f"{head} \u00b7 " + "-".join(_number(scores[s]) for s in first + rest)


class Playing:
    """One replay played to its end, a step at a time (:meth:`work`); :attr:`result` once done."""

    def __init__(self, path: Path, size: int = 0) -> None:
        self.path = path
        self.result: Result | None = None
        self.run: playback.Playback | None = None
        self.replay: rp.Replay | None = None
        self.first_problem: str | None = None
        self._read: list[Any] | None = None  # what the worker thread read: [the replay or the error]
        self._thread: threading.Thread | None = None
        if size > AT_ONCE_BYTES:
            self._thread = threading.Thread(target=self._read_file, name="replay-result-read", daemon=True)
            self._thread.start()
        else:
            self._set_up(self._load())

    def _load(self) -> Any:
        try:
            return rp.load(self.path)
        except Exception as exc:  # the file is bad, never the page
            return exc

    def _read_file(self) -> None:
        self._read = [self._load()]

    def _set_up(self, replay: Any) -> None:
        """Ready to play ``replay`` (or unreadable: it is an error, or not a replay of a game here)."""
        try:
            if not isinstance(replay, rp.Replay):
                raise ValueError("not read")
            info = registry.get(replay.game)
            codec = replaying.codec_for(info)
            if codec is None:
                raise ValueError("keeps no replays")
            self.replay = replay
            self.run = playback.Playback(replay, replaying.engine_for(info), codec)
            self.first_problem = playback.start_problem(replay, codec, self.run.state)
        except Exception:  # the file is bad, never the page
            self.result = Result("unreadable", UNREADABLE)

    def work(self, until: float) -> None:
        """Play steps until the clock passes ``until`` (at least one) or the end; then judge it."""
        if self._thread is not None:
            if self._read is None:
                return  # still being read
            self._thread = None
            self._set_up(self._read[0])
        run, replay = self.run, self.replay
        if self.result is not None or run is None or replay is None:
            return
        try:
            while not run.finished:
                run.step()
                if time.perf_counter() >= until:
                    return
            run.finish()
        except Exception:
            self.result = Result("unreadable", UNREADABLE)
            return
        end = run.state
        if self.first_problem is not None or playback.claim_problem(replay, end) is not None:
            self.result = Result("mismatch", MISMATCH)
            return
        names = [str(n) for n in replay.meta.get("names") or []]
        seats = replay.config.get("seats") or []
        scores = list(end.scores())
        while len(names) < len(scores):
            seat = seats[len(names)] if len(names) < len(seats) and isinstance(seats[len(names)], dict) else {}
            names.append(str(seat.get("name") or f"seat {len(names) + 1}"))
        try:
            self.result = Result("ok", result_words(names, scores, list(end.winners())))
        except Exception:
            self.result = Result("unreadable", UNREADABLE)


class Results:
    """The results of a list of replay files, found a little at a time (see the module docstring)."""

    def __init__(self, paths: list[Path]) -> None:
        self.keys = {path: file_key(path) for path in paths}
        self.pending = [path for path in paths if self.get(path) is None]
        self._playing: Playing | None = None

    def get(self, path: Path) -> Result | None:
        key = self.keys.get(path)
        if key is None:
            return Result("unreadable", UNREADABLE) if path in self.keys else None
        return CACHE.get(key)

    @property
    def done(self) -> bool:
        return not self.pending

    def work(self, seconds: float) -> bool:
        """Play replays for about ``seconds`` (a step at least); True when a result was found."""
        until = time.perf_counter() + seconds
        found = False
        while self.pending:
            path = self.pending[0]
            if self._playing is None or self._playing.path != path:
                key = self.keys.get(path)
                self._playing = Playing(path, key[2] if key is not None else 0)
            self._playing.work(until)
            result = self._playing.result
            if result is None:
                return found  # played on next update (or still being read)
            self._keep(path, result)
            self.pending.pop(0)
            self._playing = None
            found = True
            if time.perf_counter() >= until:
                break
        return found

    def _keep(self, path: Path, result: Result) -> None:
        key = self.keys.get(path)
        if key is None:
            return
        CACHE[key] = result
        CACHE.move_to_end(key)
        while len(CACHE) > CACHE_MAX:
            CACHE.popitem(last=False)

    def drop(self, path: Path) -> None:
        """A file set aside: nothing more to find for it."""
        if path in self.pending:
            self.pending.remove(path)
        if self._playing is not None and self._playing.path == path:
            self._playing = None

"""What the replay viewer knows of a replay before it is shown: the replay played through once, a little
each frame (:meth:`Watch.work`), so the frame loop never waits on a long replay. Pure: no pygame.

Played through, it gives the verdict (its start against its deal, its end against its claim: a replay that
fails says MISMATCH and shows no score), the start of every turn (to jump by turns) and a copy of the game
every :data:`CHECKPOINT` steps, so going back a move is quick. Each step costs in proportion to what it
does (:mod:`arcade.core.playback`: an undo plays at most a few moves again).
"""

from __future__ import annotations

import json
import time
from typing import Any

from arcade.core import playback
from arcade.core import replays as rp
from arcade.core.rules import SIMULTANEOUS, TERMINAL

CHECKPOINT = 25  # steps between kept copies of the game
MARK_EVERY = 8  # standing moves between the copies a shown game keeps for its undos (Trail)
REALTIME_TURN_MS = 10_000.0  # a real-time game's "turn" for jumping: ten seconds of play


def _turn_count(state: Any) -> int | None:
    """The game's own turn number, when its state keeps one (an int ``turn``)."""
    turn = getattr(state, "turn", None)
    return turn if isinstance(turn, int) and not isinstance(turn, bool) else None


class Watch:
    """The replay, played through step by step (see the module docstring). Until :attr:`ready`, only the
    start is known; ``problem`` is the verdict once ready (None: the replay is genuine)."""

    def __init__(self, replay: rp.Replay, engine: Any, codec: rp.Codec) -> None:
        self.replay, self.engine, self.codec = replay, engine, codec
        self._run = run = playback.Playback(replay, engine, codec)  # ValueError: its start cannot be played
        self.turns: list[int] = [0]  # step indexes where a turn begins
        self.checkpoints: dict[int, playback.Point] = {0: run.point(moves=False)}
        self._start = run.state.clone()
        self._realtime = bool(getattr(run.state, "REALTIME", False))
        self._last_player, self._last_turn_ms = run.state.current_player(), 0.0
        self._last_count = _turn_count(run.state)
        self._start_problem = playback.start_problem(replay, codec, run.state)
        self.problem: str | None = None
        self.playable = 0  # steps that can be played (known once ready)
        self.ready = False

    @property
    def total(self) -> int:
        return len(self.replay.steps)

    @property
    def checked(self) -> int:
        """Steps played through so far."""
        return self._run.done

    @property
    def start(self) -> Any:
        """The game as it began (not to be changed: ``clone`` it)."""
        return self._start

    def work(self, seconds: float) -> int:
        """Play steps through for about ``seconds`` (at least one step while any is left); returns how many
        were played. Once the last is played the verdict is made and :attr:`ready` is True."""
        if self.ready:
            return 0
        run = self._run
        until = time.perf_counter() + seconds
        played = 0
        while not run.finished:
            if played and time.perf_counter() >= until:
                return played
            if not self._step():
                break
            played += 1
        self._judge()
        return played

    def finish(self) -> None:
        """Play every step left now (tools and tests; a scene calls :meth:`work` each frame)."""
        while not self.ready:
            self.work(1.0)

    def _step(self) -> bool:
        """Play the next step through, noting where turns begin; False when it cannot be played."""
        run = self._run
        i = run.done
        player = run.state.current_player()
        if self._realtime:
            clock = self.replay.steps[i][3] or 0.0
            if clock - self._last_turn_ms >= REALTIME_TURN_MS:
                self.turns.append(i)
                self._last_turn_ms = clock
        elif self._last_count is not None:  # the game counts its own turns (Mania): a turn is one of those
            count = _turn_count(run.state)
            if count != self._last_count:
                self.turns.append(i)
                self._last_count = count
        elif player != self._last_player and player not in (SIMULTANEOUS, TERMINAL):
            self.turns.append(i)
        self._last_player = player
        try:
            run.step()
        except ValueError as exc:
            self.problem = str(exc)
            return False
        if run.done % CHECKPOINT == 0:
            self.checkpoints[run.done] = run.point(moves=False)  # text: nothing for the collector to walk
        return True

    def _judge(self) -> None:
        run = self._run
        self.playable = run.done
        problem = self.problem
        if problem is None:
            try:
                run.finish()
            except ValueError as exc:
                problem = str(exc)
        if problem is None:
            problem = playback.claim_problem(self.replay, run.state)
        self.problem = self._start_problem or problem
        self.ready = True

    def state_at(self, k: int) -> Any:
        """The game after its first ``k`` steps (a fresh copy; ``k`` at most the steps played through)."""
        return self.position_at(k)[0]

    def position_at(self, k: int) -> tuple[Any, Trail]:
        """The game after its first ``k`` steps (a fresh copy) and its :class:`Trail` (the moves standing
        then and the copies an undo goes back to)."""
        base = max(c for c in self.checkpoints if c <= k)
        run = playback.Playback(self.replay, self.engine, self.codec, at=self.checkpoints[base])
        while run.done < k:
            run.step()
        return run.state, Trail(self, list(run.moves), list(run.marks))


class Seek:
    """The game an undo goes back to, reached from a kept copy a few moves at a time: ``state`` is that game
    once :attr:`done`."""

    def __init__(self, watch: Watch, state: Any, moves: list[int]) -> None:
        self.watch, self.state, self.moves = watch, state, moves
        self.at = 0

    @property
    def done(self) -> bool:
        return self.at >= len(self.moves)

    def advance(self, most: int) -> int:
        """Play at most ``most`` of the moves left; returns how many were played."""
        steps, codec = self.watch.replay.steps, self.watch.codec
        played = 0
        while played < most and not self.done:
            _kind, _t, data, clock = steps[self.moves[self.at]]
            playback.wait_to(self.state, clock)
            codec.apply_step(self.state, codec.from_data(data))
            self.at += 1
            played += 1
        return played


class Trail:
    """The game a viewer shows, as the replay built it: the action steps still standing (``moves``, step
    indexes in order) and copies of the game (``marks``: (standing moves, frozen game), oldest first), so an
    undo goes back to the nearest copy and plays only the moves after it (:meth:`undo`)."""

    def __init__(self, watch: Watch, moves: list[int], marks: list[tuple[int, str]]) -> None:
        self.watch, self.moves, self.marks = watch, moves, marks

    def moved(self, step: int, state: Any) -> None:
        """The action step ``step`` was played; ``state`` is the game after it."""
        self.moves.append(step)
        if len(self.moves) % MARK_EVERY == 0 and self.marks[-1][0] < len(self.moves):
            self.marks.append((len(self.moves), playback.freeze(state)))

    def undo(self, kept: int) -> Seek | None:
        """An undo back to the game after the first ``kept`` standing moves: the seek that reaches it, or
        None when it takes nothing back."""
        if kept >= len(self.moves):
            return None
        del self.moves[kept:]
        while self.marks[-1][0] > kept:
            self.marks.pop()
        base, text = self.marks[-1]
        state = self.watch.engine.from_data(json.loads(text))
        return Seek(self.watch, state, self.moves[base:kept])

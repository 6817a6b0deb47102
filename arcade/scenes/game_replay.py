"""Every game scene records its game as a replay (:mod:`arcade.games.replaying`), once.

:class:`GameReplay` is the part of :class:`arcade.scenes.game.GameScene` that keeps the recorder: made
from the state the game starts with (not in demos, not for a game without a replay codec), told of every
rule action the scene applies (``act``, and ``apply_rule`` for the actions a scene hands the engine itself:
Vegas's timer ticks, Top Speed!'s batches of moves), kept with a Hold & Quit (so a kept game is its
replay), and saved when the game ends. A replay that cannot be saved is a message, never a crash.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core import replays as rp
from arcade.core.rules import IllegalAction
from arcade.games import replaying

if TYPE_CHECKING:
    from arcade.games.info import LobbyConfig


class GameReplay:
    """Mixed into ``GameScene`` (see the module docstring)."""

    if TYPE_CHECKING:
        app: Any
        config: LobbyConfig
        state: Any
        demo: bool
        game_id: str | None

        def now(self) -> float: ...
        def name(self, seat: int) -> str: ...

    recorder: replaying.Recorder | None = None
    kept_check: Any = None  # a kept game's replay being checked (arcade.games.kept_replay.KeptCheck)
    replay_path: Any = None  # where the finished game's replay was saved (None: not saved)
    watched = False  # showing a replay (watch_only)
    viewer_acting = False  # the viewer is playing a step through ``act``

    def watch_only(self) -> None:
        """This scene shows a replay (:mod:`arcade.scenes.replay_viewer`): no CPU plays, nothing acts but
        the viewer (a scene's own automatic moves, a person's pass, a timer tick are the replay's steps),
        no curtain, no result or replay is recorded, and a real-time game's clock is the viewer's."""
        self.watched = True
        self.demo = True
        self.cpus: dict[int, Any] = {}
        self.recorder = None

    def watched_act(self, action: Any) -> list:
        """The viewer plays one recorded step through the scene's own ``act`` (its call-outs play)."""
        self.viewer_acting = True
        try:
            events: list = self.act(action)  # type: ignore[attr-defined]
        finally:
            self.viewer_acting = False
        return events

    def start_recording(self) -> None:
        """A recorder from the state as it is now (the game's start, or where a kept game was kept)."""
        self.recorder = None
        if self.demo or not self.game_id:
            return
        from arcade.games import registry

        try:
            codec = replaying.codec_for(registry.get(self.game_id))
        except KeyError:
            return
        if codec is not None:
            self.recorder = replaying.Recorder(self.game_id, self.config.to_data(), self.state, codec)

    def apply_rule(self, action: Any) -> list:
        """Hand one rule action to the engine and note it in the replay (what ``act`` does without
        presenting it; for scenes that stage the events themselves)."""
        if self.watched and not self.viewer_acting:
            return []  # a replay on show: only the viewer's steps are played
        self.note_action(action, getattr(self.state, "now_ms", None))  # first: a step that fails is kept
        try:
            events: list = self.state.apply(action)
        except IllegalAction:
            self.unnote_action()  # refused: the state is as it was, and the replay too
            raise
        return events

    def note_action(self, action: Any, clock: float | None) -> None:
        if self.recorder is not None:
            self.recorder.note(self.now(), action, clock)
            self._told_stopped()

    def _told_stopped(self) -> None:
        """The replay stopped recording (a limit reached): the player is told once, when it happens."""
        recorder = self.recorder
        if recorder is not None and recorder.broken is not None and not recorder.told:
            recorder.told = True
            self.app.toast(f"This game's replay stopped recording: {recorder.broken}. The game plays on.", 6000)

    def replay_words(self) -> str:
        """What Hold & Quit tells about the replay kept with the game ("" when it is kept whole)."""
        recorder = self.recorder
        if recorder is None or recorder.broken is None:
            return ""
        return f"Its replay is not kept: {recorder.broken}."

    def unnote_action(self) -> None:
        """The action just noted was refused by the rules (``IllegalAction``: nothing changed): not kept."""
        if self.recorder is not None:
            self.recorder.unnote()

    def note_undo(self, kept: int) -> None:
        if self.recorder is not None:
            self.recorder.note_undo(self.now(), kept)
            self._told_stopped()

    def replay_now(self, kept: bool = False) -> Any:
        """The replay of the game so far (None when this game is not recorded)."""
        if self.recorder is None or self.recorder.broken:
            return None
        from arcade.games import registry

        title = registry.get(str(self.game_id)).title
        names = [self.name(s) for s in range(len(self.config.seats))]
        return self.recorder.replay(self.state, names, title, kept=kept)

    def save_replay(self) -> None:
        """At the end of a game: its replay into the replays folder (a message when it cannot be)."""
        replay = self.replay_now()
        if replay is None:
            return
        try:
            if self.replay_path is not None:  # saved before its kept part was checked: the same file, whole
                self.replay_path = rp.save(replay, self.replay_path)
            else:
                self.replay_path = replaying.save(self.app.store.root, replay)
        except (OSError, ValueError) as exc:
            self.app.toast(replaying.save_words(exc))

    def hold_replay(self) -> dict | None:
        return self.recorder.to_data() if self.recorder is not None and not self.recorder.broken else None

    def hold_with(self, data: dict, action: Any) -> None:
        """A kept game's state was kept with ``action`` applied (a score made that cannot be played again):
        its replay is kept with that action too, so the two still agree."""
        kept = data.get("replay")
        if self.recorder is not None and isinstance(kept, dict):
            try:
                step = ["a", self.now(), self.recorder.codec.to_data(action), None]
            except Exception:
                data["replay"] = None
                return
            kept["steps"] = [*kept["steps"], step]

    def restore_replay(self, data: Any) -> None:
        """A kept game's replay goes on from where it was kept: it is checked on a worker thread (it must
        lead to the kept game; :mod:`arcade.games.kept_replay`) while the game is played, and put in front
        of what is recorded meanwhile once it is; one that is malformed or does not lead to the kept game is
        dropped with a message (the game itself is kept) and the replay starts where the game was kept."""
        if self.recorder is None:
            return
        self.recorder.mid_game = True  # until the kept replay is checked: this replay starts here
        if data is None:
            return
        from arcade.games.kept_replay import KeptCheck

        self.recorder.pending = data if isinstance(data, dict) else None
        self.kept_check = KeptCheck(str(self.game_id), self.config.to_data(), self.recorder.codec, data, self.state)

    def poll_kept_check(self) -> None:
        """Once a frame: when the kept replay's check has its answer, merge it or say why not."""
        check = self.kept_check
        if check is None or not check.done:
            return
        self.kept_check = None
        recorder = self.recorder
        if recorder is None:
            return
        if check.replay is None:
            recorder.pending = None
            self.app.toast("This game's replay could not be read back: it is kept from here on.")
            return
        base = recorder.merge(check.replay, check.mid_game)
        undos = getattr(self, "undos", None)  # GameUndo's snapshots count standing moves too
        if undos is not None:
            undos.shift(base)
        self._told_stopped()
        if self.replay_path is not None:  # the game ended meanwhile: its replay again, now whole
            self.save_replay()

    def exit(self) -> None:
        """Leaving the game: a kept replay still being checked is called off (it was kept with the game)."""
        if self.kept_check is not None:
            self.kept_check.stop()
        super().exit()  # type: ignore[misc]

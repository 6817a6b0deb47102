"""Every game scene records its game as a replay (:mod:`arcade.games.replaying`), once.

:class:`GameReplay` is the part of :class:`arcade.scenes.game.GameScene` that keeps the recorder: made
from the state the game starts with (not in demos, not for a game without a replay codec), told of every
rule action the scene applies (``act``, and ``apply_rule`` for the actions a scene hands the engine itself:
Vegas's timer ticks, Top Speed!'s batches of moves), kept with a Hold & Quit (so a kept game is its
replay), and saved when the game ends. A replay that cannot be saved is a message, never a crash.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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

    def unnote_action(self) -> None:
        """The action just noted was refused by the rules (``IllegalAction``: nothing changed): not kept."""
        if self.recorder is not None:
            self.recorder.unnote()

    def note_undo(self, kept: int) -> None:
        if self.recorder is not None:
            self.recorder.note_undo(self.now(), kept)

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
        """A kept game's replay goes on from where it was kept; one that is malformed or does not lead to
        the kept game is dropped (the game itself is kept) and recording starts again from here."""
        if self.recorder is None or data is None:
            return
        try:
            self.recorder.restore(data, self.state)
        except Exception:  # whatever the kept replay holds, the kept game is played on
            self.app.toast("This game's replay could not be read back: it is kept from here on.")

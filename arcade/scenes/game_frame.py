"""Frames, in every game scene: the part of :class:`arcade.scenes.game.GameScene` that builds the kit's
:class:`~arcade.scenes.kit.frame.Frame` (what painters draw from), the :class:`~arcade.scenes.kit.present.Stage`
(what a presenter is given) and applies a controller's :class:`~arcade.scenes.kit.controller.Step`.

A game on the kit's frames keeps its UI state in ``self.ui`` (plain data), routes a press through its pure
controller (``self.apply_step(controller(self.ui, seat, action, view))``), stages events on
``self.staging()`` and draws with ``paint(surface, self.frame(), self.layers)``; its ``picture_key`` is the
frame. Nothing here draws or changes the game.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from arcade.scenes.kit import secrecy
from arcade.scenes.kit.controller import Step
from arcade.scenes.kit.frame import Frame, SeatFace
from arcade.scenes.kit.keys import KeyLabels, KeyNames
from arcade.scenes.kit.present import Stage
from arcade.scenes.kit.timeline import Shot

if TYPE_CHECKING:
    from arcade.games.info import LobbyConfig
    from arcade.scenes.kit.timeline import Timeline

DEFAULT_DEVICE = "keys_a"  # whose keys a table of CPUs names (the first seat's device by default)
STEP_CUE_MS = 1400.0  # how long a controller's cue shows (as the "not your turn" cue)


class GameFrames:
    """Mixed into ``GameScene`` (see the module docstring)."""

    frame_settings: ClassVar[tuple[tuple[str, Hashable], ...]] = ()
    """The game's own settings its painters read, ``(name, default)``: they go into every frame."""
    frame_class: ClassVar[type[Frame]] = Frame
    """The frame a game's painters are handed: the kit's, or a frozen subclass with fields of the game's own
    (their values: :meth:`frame_extra`)."""
    ui: Any = None  # the game's UI state (a frozen value), changed only by its controller's steps
    _frame_memo: tuple[Any, float, float, Frame, tuple[Any, ...]] | None = None
    """(what it was worked out from, when, until when it holds, the frame, its parts)"""
    _faces: tuple[SeatFace, ...] | None = None
    _view_memo: tuple[Any, Any] | None = None
    _keys: KeyNames | None = None

    if TYPE_CHECKING:
        app: Any
        config: LobbyConfig
        timeline: Timeline
        acts: int
        state: Any
        demo: bool
        watched: bool
        cue: tuple[str, float] | None

        def screen(self) -> secrecy.Screen: ...
        def curtain_mark(self) -> tuple[int | None, int | None]: ...
        def now(self) -> float: ...
        def secret_now(self) -> bool: ...
        def end_shown(self) -> bool: ...
        def end_key_hints(self) -> list[tuple[str, str]]: ...
        def anim_ms(self, ms: float) -> float: ...
        def coach_on(self) -> bool: ...
        def act(self, action: Any) -> list: ...

    def frame_beat(self, view: Any, now: float) -> Hashable:
        """What the time shows in the game's own drawings now (a pulse quantised as drawn, a CPU's dots);
        None when nothing of the game's own is timed."""
        return None

    def frame_extra(self, now: float) -> dict[str, Hashable]:
        """The values of a game's own frame fields (``frame_class``), worked out for this moment."""
        return {}

    def frame_actions(self) -> Hashable:
        """What of the rule actions applied the frame's memo compares: their count (``acts``) by default. A
        game whose rule actions are mostly its clock running (the console) may answer None and say in
        :meth:`frame_memo_extra` what it shows instead."""
        return self.acts

    def frame_memo_extra(self) -> Hashable:
        """What else a game's frame shows that may change within one moment without a rule action or a
        press (a held roll, a result card's time): part of the moment's memo."""
        return None

    def seat_faces(self) -> tuple[SeatFace, ...]:
        if self._faces is None:
            self._faces = tuple(
                SeatFace(s.name, True, s.level or "", "") if s.is_cpu else SeatFace(s.name, False, "", s.device)
                for s in self.config.seats
            )
        return self._faces

    def frame_moving(self, shot: Shot, view: Any, now: float) -> Hashable:
        """While something on the timeline moves (``shot.moving_at`` is ``now``): what the moving parts look
        like at ``now`` in the frame of ``view``, as a comparable value. Two moments that give the same value
        draw the same picture (a pawn waiting for the die to land, a float between two pixels), so the
        later one is not drawn. ``now`` itself (the default): every moment is a new picture. A game that
        answers must cover every move and float its painters show, answering ``now`` for any it does not
        know (``tests/test_frame_memo.py`` paints the kept frame and a fresh one at every moment)."""
        return now

    def frame_until(self, frame: Frame, now: float) -> float:
        """Until when (scene ms, after ``now``) what the game's own parts of ``frame`` (the frame for ``now``)
        show stays the same, while nothing the frame's memo compares changes (a rule action, a press, the UI state, the
        timeline, the settings, :meth:`frame_memo_extra`): its beat, its own fields (:meth:`frame_extra`),
        when its end card is due. Until then a frame asked for is the one of ``now``, built no more.
        ``now`` itself (the default) when the game cannot say: its frame is then worked out every moment.
        ``math.inf`` when nothing of the game's own is timed."""
        return now

    def frame(self) -> Frame:
        """The frame for now. Worked out when something it is built from has changed (a rule action, a
        press, the UI state, the timeline, a setting, the curtain) or when the time has come at which what
        the timeline or the game's own timed parts show may change (:meth:`Timeline.shot_until`,
        :meth:`frame_until`); in between, the frame of the moment it was worked out is handed out again (the
        picture key and the painters share it; its ``now`` is that moment, which by the frame's contract
        draws the same picture). A worked-out frame equal to the last one is the last one itself."""
        now = self.now()
        said = self.frame_said()
        memo_key = (
            self.frame_actions(),
            self.ui,
            self.app.handled,
            id(self.state),
            said,
            self.timeline.changes,
            self.curtain_mark(),
            self.frame_memo_extra(),
        )
        memo = self._frame_memo
        if memo is not None and memo[0] == memo_key and (memo[1] <= now < memo[2] or now == memo[1]):
            return memo[3]
        parts = self.frame_parts(now, said)
        frame = memo[3] if memo is not None and memo[4] == parts else self.frame_of(parts, now)
        until = min(self.timeline.shot_until(now), self.frame_until(frame, now))
        self._frame_memo = (memo_key, now, until, frame, parts)
        return frame

    def frame_afresh(self) -> Frame:
        """The frame for now, worked out from scratch whatever is kept (what :meth:`frame` must equal)."""
        now = self.now()
        return self.frame_of(self.frame_parts(now, self.frame_said(), self.timeline.take_shot(now)), now)

    def frame_said(self) -> tuple[Any, ...]:
        """The settings a frame shows (colour-blind, reduce flashing, the coach, the game's own): one changed
        (by a test, or behind a page) is a new frame."""
        settings = self.app.settings
        return (
            bool(settings.get("colour_blind")),
            bool(settings.get("reduce_flashing")),
            self.coach_on(),
            tuple((name, self.frame_setting(name, default)) for name, default in self.frame_settings),
        )

    def frame_parts(self, now: float, said: tuple[Any, ...], shot: Shot | None = None) -> tuple[Any, ...]:
        """What a frame is made of at ``now`` (compared with the last frame's: equal parts, the same frame)."""
        # who may see (the kit's one decision); with no secret now its answer is nobody's, asked cheaply
        seat = secrecy.who_may_see(self.screen()) if self.secret_now() else secrecy.PUBLIC
        view = self.frame_view(seat)
        faces = self.seat_faces()
        if shot is None:
            shot = self.timeline.shot(now)
        if shot.moving_at is not None:  # the looks of what moves, not the time (see frame_moving)
            look = self.frame_moving(shot, view, now)
            if look != shot.moving_at:
                shot = replace(shot, moving_at=look)
        return (
            view,
            self.ui,
            shot,
            self.frame_beat(view, now),
            seat,
            self.key_labels([f.device for f in faces if not f.cpu] or [DEFAULT_DEVICE]),
            said,
            ("REPLAY" if self.watched else "DEMO") if self.demo else "",
            self.end_shown(),
            tuple(self.end_key_hints()) if self.state.is_terminal() else (),
            tuple(self.frame_extra(now).items()),
        )

    def frame_of(self, parts: tuple[Any, ...], now: float) -> Frame:
        view, ui, shot, beat, seat, keys, said, watching, ending, end_hints, extra = parts
        return self.frame_class(
            view=view,
            ui=ui,
            timeline=shot,
            now=now,
            beat=beat,
            seats=self.seat_faces(),
            viewer=seat,
            colour_blind=said[0],
            reduce_flashing=said[1],
            keys=keys,
            settings=said[3],
            watching=watching,
            ending=ending,
            end_hints=end_hints,
            **dict(extra),
        )

    def forget_frame(self) -> None:
        """The next frame asked for is built afresh, even at the same moment (something it shows changed
        outside what the moment's memo compares: the timeline, a game's own clock). The last frame is still
        handed out again if the new one would equal it."""
        memo = self._frame_memo
        if memo is not None:
            self._frame_memo = (None, *memo[1:])

    def key_labels(self, devices: list[str]) -> KeyLabels:
        """The key names a frame carries: the kit's for ``devices`` and the system keys, then the game's own
        (:meth:`own_key_labels`)."""
        if self._keys is None:
            self._keys = KeyNames()
        return self._keys.labels(self.app.keymap, devices, self.own_key_labels)

    def own_key_labels(self) -> tuple[tuple[str, str, str], ...]:
        """Key names a game's painters read beyond the kit's, ``(device, action, name)`` (keys the game names
        its own way, for its people's devices); none by default. Read only the keymap's entries of those
        devices: they are asked again when those entries change (:class:`~.kit.keys.KeyNames`)."""
        return ()

    def frame_setting(self, name: str, default: Hashable) -> Hashable:
        """A setting as the frame carries it: the Options value, but the coach only where it may speak
        (``coach_on``: not in a lesson, not in a replay on show)."""
        if name == "coach":
            return self.coach_on()
        return self.app.settings.get(name, default)

    def frame_view(self, seat: int | None) -> Any:
        """The view a frame shows for ``seat`` (:func:`kit.secrecy.view_for`), made once per rule action
        applied: a game whose state changes outside ``act`` counts it in ``acts``."""
        key = (seat, self.acts, id(self.state))
        if self._view_memo is None or self._view_memo[0] != key:
            self._view_memo = (key, secrecy.view_for(self.state, seat))
        return self._view_memo[1]

    def staging(self) -> Stage:
        """What the presenter and its effects are given: the timeline, the names, the animation pace, the
        CPUs."""
        faces = self.seat_faces()
        return Stage(self.timeline, tuple(f.name for f in faces), self.anim_ms, tuple(f.cpu for f in faces))

    def apply_step(self, step: Step) -> None:
        """Do what a controller's step says: the new UI state, its sound and cue, then its rule action."""
        self.ui = step.ui
        if step.sound:
            self.app.sound(step.sound)
        if step.cue:
            self.cue = (step.cue, self.now() + STEP_CUE_MS)
        if step.action is not None:
            self.act(step.action)

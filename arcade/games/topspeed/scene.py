"""The Top Speed! scene on the cabinet's game-scene base: every seat races at once from its own device.

Glue by design: the rules live in ``rules.py``, the keys in ``controls.py`` (and their hints in
``keyhints.py``), the CPU in ``bots.py``, the table layout in ``levels/topspeed_table.tmx``. Typed events
become sounds, landing flashes, seat messages and the end-of-race reveal through the table in
:mod:`.present`, staged on the kit's ``Stage`` (the base's one timeline). Here only the routing: a
person's press and a CPU racer's press go to the pure controller (:mod:`.controller`, with the cursors of
:mod:`.ui` and the seat's view) and the move it answers is stamped with the press's race time; the race
is drawn by :func:`.screen.paint` from the frame alone (its painters: :mod:`.table`, :mod:`.panels`,
:mod:`.endscreen`); :mod:`.endscreen` also says what the end card holds. The race runs on the base's
scene clock (it stops while paused or unfocused), and every move goes through the engine's ``apply``:
stamped moves wait in a :class:`~arcade.games.topspeed.rules.MoveQueue` that the engine plays once their
millisecond is over (so the engine orders same-millisecond ties). Players wear their cabinet seat colour
and symbol everywhere; red and blue are only the card backs.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import palette
from arcade.games.info import LobbyConfig
from arcade.games.topspeed import cards as C
from arcade.games.topspeed import coach, endscreen, keyhints, pace, present, readout, screen
from arcade.games.topspeed.bots import CpuRacer, paced
from arcade.games.topspeed.clock import race_seconds
from arcade.games.topspeed.controller import control
from arcade.games.topspeed.controls import SeatControls, seat_action
from arcade.games.topspeed.layout import load_table
from arcade.games.topspeed.panels import PRACTICE_BEST
from arcade.games.topspeed.reveal import Frame, Reveal
from arcade.games.topspeed.rules import COUNTDOWN_MS, MoveQueue, TopSpeedState, deal_from
from arcade.games.topspeed.ui import RaceUI
from arcade.scenes.game import GameScene
from arcade.scenes.kit.controller import Step

RESUME_FREEZE_MS = 2000.0

__all__ = ["TopSpeedScene", "COUNTDOWN_MS", "level_name"]


def level_name(label: str) -> str:
    """Lobby label ("Hard") to the racer's level ("hard")."""
    return label.strip().lower() or "medium"


class TopSpeedScene(GameScene):
    game_id = "topspeed"
    engine = TopSpeedState
    pausable = True
    realtime = True
    fast_input = True  # input stamped within about a millisecond: who was first really counts here
    block_input_while_busy = False
    frame_settings = screen.SETTINGS

    def __init__(self, app, config: LobbyConfig, *, state: TopSpeedState | None = None) -> None:
        self.practice = len(config.seats) == 1
        self.layout = load_table()
        resumed = state is not None and not config.options.get("lesson")  # a lesson's race starts at once
        super().__init__(app, config, state=state)
        self.ui = RaceUI.start(self.state.seats)
        self.queue = MoveQueue()
        app.cards  # the painters' card faces follow the colour-blind setting from now on  # noqa: B018
        # race time = race_base + scene time since race_from; a kept race waits a moment before going on
        now = self.now()
        freeze = self._freeze_ms() if resumed else 0.0
        self.race_base = self.state.now_ms if resumed else 0.0
        self.race_from = now + freeze
        if freeze > 0:
            self.timeline.callout("READY?", "The race goes on in a moment", palette.NEON_YELLOW, now, freeze)
        self.last_count: int | None = None
        self.notes = coach.RaceNotes()  # each seat's move times and slips, for the coach after the race
        self.coach_said: dict[int, list[str]] = {}  # person -> the coach's lines, once the race is over

    # ------------------------------------------------------------------ base hooks
    def new_state(self, config: LobbyConfig) -> TopSpeedState:
        return deal_from(config)

    def make_cpu(self, seat: int, seat_config) -> CpuRacer:
        bot = self.new_bot(level_name(seat_config.level), seat, self.config.seed * 7 + seat + 1, default="medium")
        bot.level = paced(bot.level, self.pace())
        return bot

    def hold_extra(self) -> dict:
        return {
            "bots": {str(s): b.to_data() for s, b in self.cpus.items()},
            "controls": {str(s): c.to_data() for s, c in self.controls.items()},
        }

    @property
    def controls(self) -> dict[int, SeatControls]:
        """Each racing seat's cursor, read from the UI state (copies: the controller moves the cursors)."""
        return {s: SeatControls(s, self.ui.lane(s)) for s in self.state.seats}

    def restore_extra(self, data: dict) -> None:
        bots = {int(s): CpuRacer.from_data(b) for s, b in data.get("bots", {}).items()}
        controls = {int(s): SeatControls.from_data(c) for s, c in data.get("controls", {}).items()}
        for seat, bot in bots.items():
            if seat in self.cpus:
                bot.level = paced(bot.level, self.pace())
                self.cpus[seat] = bot
        for seat, ctl in controls.items():
            if seat in self.state.seats and 0 <= ctl.lane < C.N_LANES:
                self.ui = self.ui.moved(seat, ctl.lane)

    def stats_board(self) -> str:
        return "topspeed:practice" if self.practice else self.game_id

    def single_result(self) -> bool:
        return self.practice  # practice: one racer against the clock

    def on_recorded(self) -> None:
        """A person's practice run joins their pace log (the CPU ladder's suggestion reads it)."""
        if self.practice and not self.config.seats[0].is_cpu:
            st = self.state
            seconds = ((st.end_time_ms or st.now_ms) - st.start_ms) / 1000.0
            pace.add_run(
                self.app.store, st.stats.placed[0], st.stats.corrected[0], st.stats.mistakes[0], max(0.0, seconds)
            )

    # ------------------------------------------------------------------ time
    def _freeze_ms(self) -> float:
        return self.app.anim(RESUME_FREEZE_MS) if self.app.anim(1) else 0.0

    def race_ms(self, scene_ms: float) -> float:
        """Race time of a scene time: the scene clock already leaves pauses out."""
        return self.race_base + max(0.0, scene_ms - self.race_from)

    @property
    def now_race(self) -> float:
        return self.race_ms(self.now())

    def frozen(self) -> bool:
        return self.now() < self.race_from

    # ------------------------------------------------------------------ input
    def acting_seats(self) -> list[int]:
        """Real time: every racing seat may press at any moment until the race is over."""
        return [] if self.state.is_terminal() else list(self.state.seats)

    def handle(self, ev: ActionEvent) -> None:
        if ev.pressed and not ev.repeat and self.state.is_terminal() and self.busy():
            if ev.action in ("confirm", "back"):
                self.skip_reveal()
            return
        if self.frozen() and not self.state.is_terminal():
            return
        super().handle(ev)

    def on_input(self, seat: int, action: str, ev: ActionEvent) -> None:
        pressed = seat_action(ev.device, action)
        if pressed is None:
            return
        step = control(self.ui, seat, pressed, self.state.view(seat))
        self.apply_step(Step(step.ui, sound=step.sound, cue=step.cue))
        if step.action is not None:  # stamped with the moment of the press: who was first really counts
            self.queue.add(step.action.at(self.race_ms(self.clock.from_app(ev.t_ms))))

    def key_hints(self, seat: int) -> list[tuple[str, str]]:
        """This seat's real keys (from the keymap or the pad's buttons), one hint per line."""
        return keyhints.key_hints(self.config.seats[seat].device, self.app.keymap)

    def key_hint_lines(self, seat: int, width: int) -> list[tuple[str, str, bool]]:
        """(key, what, wrapped) per hint for a panel ``width`` wide (see :func:`keyhints.hint_lines`)."""
        return keyhints.hint_lines(self.key_hints(seat), width)

    # ------------------------------------------------------------------ update
    def update_game(self, now: float, dt_ms: float) -> None:
        if self.state.is_terminal() or self.frozen():
            return
        self._countdown_sounds(self.race_ms(now))
        self.play(now)

    def run_cpus(self, now: float) -> None:
        """Poll each CPU racer with its own view; its presses go through the same controls and queue."""
        if self.frozen():
            return
        rt = self.race_ms(now)
        for seat, bot in self.cpus.items():
            view = self.state.view(seat)
            for press in bot.poll(view, self.ui.lane(seat), rt):
                step = control(self.ui, seat, press.action, view)
                self.ui = step.ui  # a CPU's cursor moves without a sound
                if step.action is not None:
                    self.queue.add(step.action.at(press.t_ms))
        self.play(now)

    def play(self, now: float) -> None:
        """Hand the moves of every finished millisecond to the engine and let its clock run (not in a
        replay: its clock is the viewer's, arcade.scenes.replay_viewer)."""
        if self.state.is_terminal() or self.watched:
            return
        rt = self.race_ms(now)
        due = self.queue.take(rt)  # the moves of every finished millisecond, handed over together
        events = []
        if due:
            self.note_action(due, self.state.now_ms)  # the replay keeps the batch as it is played
            events = self.state.apply_all(due)
        events += self.state.advance_to(rt)
        if events:
            self.present(events, now)

    def present(self, events: list, now: float) -> None:
        self.notes.read(events, self.state.seats)
        over = self.state.is_terminal()
        if over and not self.coach_said and not self.watched:
            self.coach_said = self.race_coach()
        self.acts += present.changed(events)  # the kit's count of changes: the moves are played outside act
        for name in present.present(self.staging(), events, now, self.state.score() if over else None):
            self.app.sound(name)

    def race_coach(self) -> dict[int, list[str]]:
        """What the coach tells each person once the race is over (worked out here, once, never while
        drawing): their pace, move times and slips set against the CPU ladder, and what to practise."""
        st = self.state
        seconds = race_seconds(st)
        out = {}
        for seat in self.human_seats():
            stats = st.stats
            out[seat] = coach.lines(
                self.notes,
                seat,
                self.name(seat),
                stats.placed[seat],
                stats.corrected[seat],
                stats.mistakes[seat],
                seconds,
            )
        return out

    def coach_lines(self, seat: int) -> list[str]:
        """The coach's words to ``seat`` (read only): after the race, to a person, when the coach is on."""
        if not self.coach_on() or not self.state.is_terminal():
            return []
        return self.coach_said.get(seat, [])

    def _countdown_sounds(self, rt: float) -> None:
        left = self.state.start_ms - rt
        count = int(left // 1000) + 1 if left > 0 else 0
        if count != self.last_count:
            if self.last_count is not None and count > 0:
                self.app.sound("tick")
            self.last_count = count

    # ------------------------------------------------------------------ the reveal (on the timeline)
    @property
    def reveal(self) -> Reveal | None:
        shown = self.timeline.moves.get(present.REVEAL)
        return None if shown is None else shown.data

    def reveal_frame(self) -> Frame | None:
        shown = self.timeline.moves.get(present.REVEAL)
        return None if shown is None else shown.data.at(self.now() - shown.t0)

    def end_card(self):
        names = [self.name(s) for s in range(len(self.config.seats))]
        coached = [self.coach_lines(seat) for seat in sorted(self.coach_said)]
        return endscreen.end_card(self.state.score(), names, self.practice, race_seconds(self.state), coached)

    def end_card_due(self) -> bool:
        frame = self.reveal_frame()
        return frame is None or frame.done  # once the reveal has played

    def skip_reveal(self) -> None:
        present.skip_reveal(self.timeline, self.now())

    # ------------------------------------------------------------------ drawing
    def frame_beat(self, view: Any, now: float) -> Hashable:
        """What the time shows now (:class:`.readout.Moment`): the clock, the countdown, the landing
        flashes, the seats' messages, the reveal's step, a kept race's freeze."""
        rt = self.race_ms(now)
        return readout.moment(self.timeline, now, view, rt, self.state.now_ms, self.practice, self.frozen())

    def frame_until(self, frame: Any, now: float) -> float:
        """The moment's next change: the clock's next second, the countdown's next step, a landing flash's
        next step, the reveal (every moment while it plays), a kept race going on again. A replay on show
        sets the engine's clock itself: its frame is worked out every moment."""
        if self.watched:
            return now
        timed = readout.timed_until(self.timeline, now)
        if self.frozen():
            return min(timed, self.race_from)  # the race's clock stands until then
        rt = self.race_ms(now)
        view = frame.view
        race = readout.clock_until(view, rt, self.state.now_ms, self.practice)
        if readout.countdown_shown(view, rt):
            race = min(race, readout.countdown_until(view, rt))
        return min(timed, now + (race - rt))

    def frame_memo_extra(self) -> Hashable:
        """Where the race's clock stands against the scene's (a kept race's freeze)."""
        return self.race_base, self.race_from

    def own_key_labels(self) -> tuple[tuple[str, str, str], ...]:
        """Each person's race keys among the frame's key names (as the keymap names them now)."""
        devices = dict.fromkeys(s.device for s in self.config.seats if not s.is_cpu)
        return tuple(label for d in devices for label in keyhints.race_labels(d, self.app.keymap))

    def frame_setting(self, name: str, default: Hashable) -> Hashable:
        """In practice, the best score so far rides with the settings the panels read."""
        if name == PRACTICE_BEST:
            return self.app.stats.board("topspeed:practice").get("best") if self.practice else None
        return super().frame_setting(name, default)

    def picture_key(self):
        """The frame (see ``GameScene.picture_key``): the table's view, the cursors, what the timeline and
        the clock show, the seats, the key names and the settings drawn."""
        return self.frame()

    def draw_game(self, surface: pygame.Surface) -> None:
        screen.paint(surface, self.frame(), self.layers)

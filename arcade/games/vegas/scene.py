"""The Vegas Slot Machine 1973 scene on the cabinet's game-scene base: input -> controller -> the step
applied, and the frame handed to the painters.

The rules live in ``rules.py``, the CPUs in ``bots.py``. Here the base's hooks, the game's clock and the
routing: a person's press goes to the pure controller (:mod:`.controller`, with the UI state of :mod:`.ui`
and the acting seat's view) and the step it answers is applied (a placement that would draw waits for
"end turn"); typed events are staged through :mod:`.present` on a :class:`~.present.VegasStage` (the
cascade's beats land as in :mod:`.cascade`); the table is drawn by :func:`.screen.paint` from the frame
alone, Vegas's part of it a :class:`~.shown.Table`; :mod:`.endscreen` says what the end card holds.

Keys: left/right choose a hand card, confirm picks it; arrows move over the machine, confirm plays;
back steps back. Alt (numpad ".") shows the score card at any time; extra (numpad 9) asks for a hint
in solo play. Hands are hidden between people (the base's hot-seat curtain); with one person their
hand is simply shown.
"""

from __future__ import annotations

import datetime
from collections.abc import Hashable
from dataclasses import replace
from typing import Any

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import palette
from arcade.games.info import LobbyConfig
from arcade.games.vegas.lobby import engine_options
from arcade.scenes.game import GameScene
from arcade.scenes.game_undo import GameUndo
from arcade.scenes.kit import LogLine
from arcade.scenes.kit.controller import Step
from arcade.scenes.kit.frame import Frame

from . import cascade, coach, endscreen, machine, panels, present, screen
from .components import CUMBER
from .controller import CUE_MS, control, settle
from .machine import MACHINE
from .present import VegasStage
from .rules import PH_BUILD, PH_REACT, Act, VegasState, deal_from
from .shown import Table
from .ui import first_ui

__all__ = ["MACHINE", "VegasScene", "engine_options"]


class VegasScene(GameUndo, GameScene):
    game_id = "vegas"
    engine = VegasState
    hidden_hands = True
    undo_rules = "arcade.games.vegas.undo"  # solo and co-op: a person takes their own moves back

    def __init__(self, app, config: LobbyConfig, *, state: VegasState | None = None) -> None:
        super().__init__(app, config, state=state)
        self.ui = first_ui(self.state.geo.size)
        self.advice: tuple[tuple, coach.Advice | None] | None = None  # (its position, the coach's advice)
        self.version = 0  # the position on the table: one more after every action and clock tick
        self._points_kept: tuple[tuple, tuple[int, ...]] | None = None  # (when, each seat's round points)
        self.tick_from = self.now()
        self.rects = machine.rects_of(self.state.geo)
        self.pre_grid = self.live_grid()  # the machine's picture before the action being presented
        app.cards  # the painters' card faces follow the colour-blind setting from now on  # noqa: B018
        self.start_undo()
        seat = self.acting()
        if seat is not None and not self.state.is_terminal():
            self.timeline.note(present.turn_words(self.staging(), seat), panels.seat_colour(seat))

    # ------------------------------------------------------------------ base hooks
    def new_state(self, config: LobbyConfig) -> VegasState:
        # the month is part of the deal: kept in the set-up the replay records, so it deals the same later
        config.options.setdefault("date", datetime.date.today().isoformat())
        return deal_from(config)

    def make_cpu(self, seat: int, seat_config):
        return self.new_bot(seat_config.level, seat, self.config.seed * 31 + seat)

    def on_rematch(self) -> LobbyConfig:
        cfg = super().on_rematch()
        if "date" in cfg.options:
            cfg.options["date"] = datetime.date.today().isoformat()
        return cfg

    def mode(self) -> str:
        return self.state.cfg.mode

    def stats_board(self) -> str:
        return f"vegas:{self.mode()}" if self.mode() in ("solo", "coop") else self.game_id

    def single_result(self) -> bool:
        return self.mode() in ("solo", "coop")  # the table plays for one score

    def hold_extra(self) -> dict:
        return {"log": [line.text for line in self.timeline.log[-6:]]}

    def restore_extra(self, data: dict) -> None:
        log = data.get("log")
        if isinstance(log, list):
            self.timeline.log = tuple(LogLine(str(m), palette.GREY) for m in log[-6:])

    # ------------------------------------------------------------------ the table's position
    def acting(self) -> int | None:
        seats = self.acting_seats()
        return seats[0] if seats else None

    def my_turn_shown(self) -> bool:
        """A person is to act and their hand is on screen."""
        seat = self.acting()
        return seat is not None and not self.is_cpu(seat) and self.viewer == seat

    def choosing(self) -> tuple[int, int] | None:
        """The position a person's choice is built for (the seat, the table's version); None on a CPU's
        turn or at the end."""
        seat = self.acting()
        if seat is None or self.is_cpu(seat) or self.state.is_terminal():
            return None
        return (seat, self.version)

    def settle(self) -> None:
        """A changed table starts the person's choice again (every update and before a key, never while
        drawing)."""
        at = self.choosing()
        if at is not None and self.ui.at != at:
            self.ui = settle(self.ui, at, self.state.view(at[0]))

    def bump(self) -> None:
        """The table changed: one more version; the hint given for the last one is spent."""
        self.version += 1
        if self.ui.hint is not None:
            self.ui = replace(self.ui, hint=None)

    def live_grid(self) -> tuple:
        st = self.state
        return tuple(st.tops()), tuple(len(x) for x in st.stacks)

    def shown_grid(self) -> tuple:
        """The machine on show: the cascade's picture while it is replayed, else the state's (with a held
        placement's card on its space, as placed)."""
        grid = cascade.shown(self.timeline)
        if grid is not None:
            return grid
        tops, heights = self.live_grid()
        if self.held is not None:
            act, seat, _shown = self.held
            tops, heights = list(tops), list(heights)
            tops[act.a] = self.state.sym[self.state.hands[seat][act.slot]]
            heights[act.a] += 1
            return tuple(tops), tuple(heights)
        return tops, heights

    # ------------------------------------------------------------------ a placement held until "end turn"
    def holds(self, action) -> bool:
        """A card built or played onto the machine waits for "end turn" (issue 36 #19). Not under M: turning a
        face-down card over is what the variation asks you to remember, so that play is final at once."""
        return action.kind in ("build", "play") and not self.state.cfg.has("M")

    def after_hold(self) -> None:
        self.bump()  # the picker starts again and the table is drawn again

    def time_left_ms(self) -> int | None:
        """Variation U: the time left to play (None without U)."""
        st = self.state
        return max(0, st.cfg.time_limit_ms - st.elapsed_ms) if st.cfg.has("U") else None

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        """Keys for anyone, before seat routing: the score card opens and closes; numpad 9 is "extra"."""
        action = ev.action
        if ev.pressed and not ev.repeat and action == "alt" and ev.device not in ("system", "mouse"):
            self.ui = replace(self.ui, show_card=not self.ui.show_card)  # the score card, for anyone, at any time
            self.app.sound("flip")
            return
        if self.ui.show_card and ev.pressed and action in ("back", "confirm") and ev.device != "system":
            self.ui = replace(self.ui, show_card=False)
            return
        if ev.device == "numpad" and action == "b9":
            ev = ActionEvent(ev.device, "extra", ev.pressed, ev.t_ms, ev.repeat)
        super().handle(ev)

    def on_input(self, seat: int, action: str, ev: ActionEvent) -> None:
        if action == "undo":
            if self.viewer == seat:  # behind the curtain nothing is taken back
                self.press_undo(seat)
            return
        if self.held is not None:
            if self.held[1] == seat and action == "confirm":
                self.app.sound("confirm")
                self.end_turn()
            elif self.held[1] == seat and action == "back":
                self.press_undo(seat)
            return
        if self.viewer != seat:
            return  # behind the curtain nothing is chosen
        self.settle()
        if action != "extra" and self.choosing() is None:
            return
        self.apply_step(control(self.ui, seat, action, self.state.view(seat)))

    def apply_step(self, step: Step) -> None:
        """The controller's step: its UI state, sound and cue (as long as the cue asks); its action is
        offered (a placement that would draw waits for "end turn")."""
        self.ui = step.ui
        if step.sound:
            self.app.sound(step.sound)
        if step.cue:
            self.cue = (step.cue, self.now() + CUE_MS[step.cue])
        if step.action is not None:
            self.offer(step.action, self.acting())

    # ------------------------------------------------------------------ acting and presenting
    def act(self, action) -> list:
        self.pre_grid = self.shown_grid()
        seat = self.acting()
        self.undo_before(seat)
        events = super().act(action)
        self.undo_after(seat)
        self.bump()
        if self.state.is_terminal():
            self.ui = replace(self.ui, show_card=False)  # at the end the score card closes
        return events

    def after_undo(self, snap, undone: VegasState) -> None:
        """The table shows the state put back; under U the time spent stays spent (the clock is not undone)."""
        self.bump()
        self.pre_grid = self.live_grid()
        lost = undone.elapsed_ms - self.state.elapsed_ms
        while lost > 0 and not self.state.is_terminal():
            tick = min(lost, 600_000)
            self.apply_rule(Act("tick", a=tick))
            self.acts += 1  # the state changed outside ``act``: frames make their view again
            lost -= tick

    def staging(self) -> VegasStage:
        """The kit's stage and what Vegas's presenter needs besides (the machine before the action, the
        layout, whether the table is building, the CPU pace)."""
        st = super().staging()
        building = self.state.phase == PH_BUILD
        return VegasStage(st.timeline, st.names, st.pace, st.cpus, self.pre_grid, self.state.geo, building, self.pace())

    def present(self, events: list, now: float) -> None:
        present.present(self.staging(), events, now)

    def update_game(self, now: float, dt_ms: float) -> None:
        glow_ms, lit_ms = self.anim_ms(cascade.GLOW_MS), self.anim_ms(cascade.LIT_MS)
        cascade.land(self.timeline, now, glow_ms, lit_ms, panels.seat_colour)
        self._run_timer(now)
        self._auto_pass()
        self.settle()  # a changed table gets its choice started again here, never while drawing
        if self.coach_on():
            self.refresh_coach()

    def refresh_coach(self) -> None:
        """Work the coach's advice out once per position, for the person to act whose hand is on screen (the
        Strong CPU's move takes about a millisecond)."""
        at = self.choosing()
        if at is None or not self.my_turn_shown() or (self.advice is not None and self.advice[0] == at):
            return
        self.advice = (at, coach.advise(self.shown_view()))

    def _run_timer(self, now: float) -> None:
        """Variation U: real time spent (the scene clock leaves pauses and the curtain out) goes to the
        engine as whole-second ticks."""
        if not self.state.cfg.has("U") or self.state.is_terminal():
            self.tick_from = now
            return
        whole = int((now - self.tick_from) // 1000) * 1000
        if whole >= 1000:
            self.tick_from += whole
            self.pre_grid = self.shown_grid()
            events = self.apply_rule(Act("tick", a=min(whole, 600_000)))
            self.acts += 1  # the state changed outside ``act``: frames make their view again
            if self.state.is_terminal():
                self.bump()
                self.present(events, now)
                self.busy_until = max(self.busy_until, now)

    def _auto_pass(self) -> None:
        """Another player's card may be answered with a Cumber card; a person without one is not asked
        (the engine asks every seat so CPUs never learn who holds one)."""
        st = self.state
        if st.phase != PH_REACT or self.busy():
            return
        seat = st.current_player()
        if not self.is_cpu(seat) and CUMBER not in st.hand_symbols(seat):
            self.act(Act("pass"))

    # ------------------------------------------------------------------ drawing
    def frame_beat(self, view: Any, now: float) -> Hashable:
        """Vegas's part of the frame (:class:`.shown.Table`): the machine as the cascade shows it, what the
        time lights, the clock of U, whose turn, a placement waiting, the coach, the hint bar's keys."""
        tl, st = self.timeline, self.state
        left = self.time_left_ms()
        acting = self.acting()
        at = self.choosing()
        humans = self.human_seats()
        keyed = acting if acting is not None and not self.is_cpu(acting) else (humans[0] if humans else None)
        device = self.config.seats[keyed].device if keyed is not None else ""
        advised = self.advice is not None and at is not None and self.advice[0] == at
        glows, prize, lit = cascade.reading(tl, now)
        return Table(
            grid=self.shown_grid(),
            glows=glows,
            prize=prize,
            lit=lit,
            left_s=None if left is None else left // 1000,
            acting=acting,
            busy=self.busy(now),
            over=st.is_terminal(),
            held=None if self.held is None else self.held[:2],
            ready=at is not None and self.ui.at == at,
            coaching=self.coach_on(),
            advised=advised,
            advice=self.advice[1] if advised and self.advice is not None else None,
            undo=keyed is not None and not st.is_terminal() and self.can_undo(keyed),
            keycaps=endscreen.keycaps(self.app.keymap, device) if device else (),
            round_points=self._round_points(),
            placed=st.placed_count,
        )

    def frame_until(self, frame: Frame, now: float) -> float:
        """No later than :meth:`frame_beat` next shows something else while nothing the frame's memo compares
        changes: a landed card's glow stepping (a beat beginning, a glow or lit line going out and the table
        no longer busy are the timeline's own times, which the kit follows). The rest of the table follows a
        rule action (the clock of U shows the state's time, ticked in whole seconds), a press or
        :meth:`frame_memo_extra`."""
        return cascade.glows_until(frame.timeline.moves, now)

    def frame_memo_extra(self) -> Hashable:
        """What the beat reads that may change in an update without a rule action or a press: the table's
        version, a placement waiting for "end turn", the coach's advice arriving."""
        return self.version, self.held, self.advice

    def _round_points(self) -> tuple[int, ...]:
        """Each seat's points this round, worked out once per rule action (a frame asks every moment)."""
        key = (self.acts, self.version, id(self.state))
        kept = self._points_kept
        if kept is None or kept[0] != key:
            st = self.state
            kept = self._points_kept = (key, tuple(st.round_points(s) for s in range(st.num_seats)))
        return kept[1]

    def picture_key(self):
        """The frame (see ``GameScene.picture_key``): the view, the UI state, what the timeline, the cascade
        and the clock show, the seats and Vegas's :class:`.shown.Table`."""
        return self.frame()

    def draw_game(self, surface: pygame.Surface) -> None:
        screen.paint(surface, self.frame(), self.layers)

    def end_card(self):
        names = [self.name(s) for s in range(self.state.num_seats)]
        record = self.app.stats.board(self.stats_board())
        return endscreen.end_card(self.state.public_view(), names, self.state.winners(), record, self.demo)

    def end_hints(self) -> list[tuple[str, str]]:
        return [*super().end_hints(), ("alt", "score card")]

    def end_button(self, action: str) -> None:
        if action == "alt":  # the score card button, pressed through the focus
            self.ui = replace(self.ui, show_card=True)
            self.app.sound("flip")

    def draw_overlay(self, surface: pygame.Surface) -> None:
        screen.overlay(surface, self.frame())

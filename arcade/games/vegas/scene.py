"""The Vegas Slot Machine 1973 scene on the cabinet's game-scene base: glue between its parts.

The rules live in ``rules.py``, the CPUs in ``bots.py``. Here the base's hooks and the game's clock:
a person's keys become rule actions in :mod:`.controls` (step by step through ``picker.py``); typed
events become the log, sounds and the cascade's beats on the one timeline through :mod:`.present` (the
beats land as in :mod:`.cascade`); painters draw: :mod:`.machine` (header, machine), :mod:`.hand` (the
hand, menus), :mod:`.panels` (the side panel, the log), :mod:`.endscreen` (the end, the score card, keys).

Keys: left/right choose a hand card, confirm picks it; arrows move over the machine, confirm plays;
back steps back. Alt (numpad ".") shows the score card at any time; extra (numpad 9) asks for a hint
in solo play. Hands are hidden between people (the base's hot-seat curtain); with one person their
hand is simply shown.
"""

from __future__ import annotations

import datetime

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import palette
from arcade.games.info import LobbyConfig
from arcade.games.vegas import machine_art
from arcade.games.vegas.lobby import engine_options
from arcade.scenes.game import GameScene
from arcade.scenes.game_undo import GameUndo
from arcade.scenes.kit import LogLine, paint

from . import cascade, endscreen, hand, machine, panels, present
from .components import CUMBER
from .controls import Controls
from .machine import HAND_AREA, MACHINE
from .picker import MENU, Picker
from .rules import PH_REACT, Act, VegasState, deal_from

__all__ = ["MACHINE", "VegasScene", "engine_options"]


class VegasScene(GameUndo, GameScene):
    game_id = "vegas"
    engine = VegasState
    hidden_hands = True
    undo_rules = "arcade.games.vegas.undo"  # solo and co-op: a person takes their own moves back

    def __init__(self, app, config: LobbyConfig, *, state: VegasState | None = None) -> None:
        super().__init__(app, config, state=state)
        self.controls = Controls(self)
        self.version = 0  # the position on the table: one more after every action and clock tick
        self.tick_from = self.now()
        geo = self.state.geo
        self.rects = machine_art.machine_rects(panels.machine_area(MACHINE, geo), geo.width, geo.height, geo.machines)
        self.pre_grid = self.live_grid()  # the machine's picture before the action being presented
        self.start_undo()
        seat = self.acting()
        if seat is not None and not self.state.is_terminal():
            self.timeline.note(present.turn_words(self, seat), panels.seat_colour(seat))

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
            self.timeline.log = [LogLine(str(m), palette.GREY) for m in log[-6:]]

    # ------------------------------------------------------------------ what the painters ask
    def acting(self) -> int | None:
        seats = self.acting_seats()
        return seats[0] if seats else None

    def my_turn_shown(self) -> bool:
        """A person is to act and their hand is on screen."""
        seat = self.acting()
        return seat is not None and not self.is_cpu(seat) and self.viewer == seat

    def columns_of(self) -> list[int]:
        geo = self.state.geo
        return [(p // geo.cells) * geo.width + (p % geo.cells) % geo.width for p in range(geo.size)]

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
        self.version += 1  # the picker starts again and the table is drawn again

    def time_left_ms(self) -> int | None:
        """Variation U: the time left to play (None without U)."""
        st = self.state
        return max(0, st.cfg.time_limit_ms - st.elapsed_ms) if st.cfg.has("U") else None

    def space_marks(self, picker: Picker, cands: list) -> tuple[set, set]:
        """Spaces to light for the choice of a space: (safe, tried); only under M do they differ."""
        if self.state.cfg.has("M") and picker.kind == "play":
            return panels.memory_marks(self.state.view(self.acting()), picker.chosen.get("slot"), cands)
        return set(cands), set()

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        routed = self.controls.intercept(ev)
        if routed is not None:
            super().handle(routed)

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
        self.controls.key(seat, action)

    # ------------------------------------------------------------------ acting and presenting
    def act(self, action) -> list:
        self.pre_grid = self.shown_grid()
        seat = self.acting()
        self.undo_before(seat)
        events = super().act(action)
        self.undo_after(seat)
        self.version += 1
        self.controls.acted(self.state.is_terminal())
        return events

    def after_undo(self, snap, undone: VegasState) -> None:
        """The table shows the state put back; under U the time spent stays spent (the clock is not undone)."""
        self.version += 1
        self.pre_grid = self.live_grid()
        self.controls.acted(False)
        lost = undone.elapsed_ms - self.state.elapsed_ms
        while lost > 0 and not self.state.is_terminal():
            tick = min(lost, 600_000)
            self.apply_rule(Act("tick", a=tick))
            lost -= tick

    def present(self, events: list, now: float) -> None:
        present.present(self, events, now)

    def update_game(self, now: float, dt_ms: float) -> None:
        glow_ms, lit_ms = self.anim_ms(cascade.GLOW_MS), self.anim_ms(cascade.LIT_MS)
        cascade.land(self.timeline, now, glow_ms, lit_ms, panels.seat_colour)
        self._run_timer(now)
        self._auto_pass()
        self.controls.current_picker()  # a changed table gets its picker here, never while drawing
        if self.coach_on():
            self.controls.refresh_coach()

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
            if self.state.is_terminal():
                self.version += 1
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
    def picture_key(self):
        """All the machine's picture depends on besides input (see ``GameScene.picture_key``): actions and
        their version, what the timeline shows (the cascade's beats, glows and lit lines, the log, busy),
        the grid on show, the clock of variation U, the viewer, the score card, the hint."""
        now = self.now()
        st = self.state
        left = self.time_left_ms()
        return (
            self.acts,
            self.version,
            self.timeline.picture_key(now),
            tuple(sorted(cascade.glows(self.timeline, now).items())),
            cascade.shown(self.timeline),
            None if left is None else left // 1000,
            self.viewer,
            self.controls.show_card,
            self.controls.hint_now() is not None,
            self.coach_on(),
            self.controls.advice is not None and self.controls.advice[0],
            self.held,
            st.is_terminal(),
            self.recorded,
            bool(self.app.settings.get("colour_blind")),
        )

    def draw_game(self, surface: pygame.Surface) -> None:
        now = self.now()
        geo, cfg = self.state.geo, self.state.cfg
        key = (geo.width, geo.height, geo.machines, cfg.has("H"))  # what the still parts show
        surface.blit(self.layers.get("vegas_table", key, lambda: machine.table(self)), (0, 0))
        machine.draw_top(surface, self)
        machine.draw_machine(surface, self, self.timeline, now)
        hand.draw_hand(surface, self)
        paint.draw_floats(surface, self.timeline, now, lambda anchor: HAND_AREA.center, rise=40, size=26)
        panels.draw_side(self, surface, machine.SIDE)
        picker = self.controls.shown_picker()
        if picker is not None:
            name, kind, cands = picker.step()
            if kind == MENU:
                hand.draw_menu(surface, self, picker, name, cands)
        endscreen.draw_hints(surface, self)

    def end_card(self):
        return endscreen.end_card(self)

    def end_hints(self) -> list[tuple[str, str]]:
        return [*super().end_hints(), ("alt", "score card")]

    def end_button(self, action: str) -> None:
        if action == "alt":  # the score card button, pressed through the focus
            self.controls.show_card = True
            self.app.sound("flip")

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self.controls.show_card:
            endscreen.draw_score_card(surface, self)

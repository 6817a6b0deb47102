"""The Crash Line scene on the cabinet's game-scene base: input -> controller -> the step applied, and the
frame handed to the painters.

The base (:class:`arcade.scenes.game.GameScene`) does the scene clock, seat routing, paced CPUs, the end,
rematch and Hold & Quit, and builds the kit's frames. Here only the routing: a person's press goes to the
pure controller (:mod:`.controller`, with the UI state of :mod:`.ui` and the acting seat's view) and the
step it answers is applied; typed events are staged through :mod:`.present` on the kit's ``Stage``; the
table is drawn by :func:`.screen.paint` from the frame alone (its painters: :mod:`.table`, :mod:`.panels`,
:mod:`.prompt`); :mod:`.endscreen` says what the end card holds.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from arcade.games.info import LobbyConfig
from arcade.scenes.game import GameScene
from arcade.scenes.kit import paint
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.timeline import Shot

from . import endscreen, present, screen, table
from .controller import control, selected_pick, selected_steal
from .layout import TableLayout, load_table
from .rules import CrashLine, deal_from
from .ui import CrashUI


def table_layout() -> TableLayout:
    return load_table()  # the level loader keeps the map while its file is unchanged


class CrashLineScene(GameScene):
    game_id = "crashline"
    engine = CrashLine
    frame_settings = screen.SETTINGS

    def __init__(self, app, config: LobbyConfig, *, state: CrashLine | None = None) -> None:
        super().__init__(app, config, state=state)
        self.layout = table_layout()
        self.panels = self.layout.panels(self.state.num_seats)
        self.ui = CrashUI()
        app.cards  # the painters' card faces follow the colour-blind setting from now on  # noqa: B018

    # ------------------------------------------------------------------ the base's hooks
    def new_state(self, config: LobbyConfig) -> CrashLine:
        return deal_from(config)

    def make_cpu(self, seat: int, seat_config):
        return self.new_bot(seat_config.level, seat, self.config.seed * 8 + seat)

    @property
    def bots(self) -> dict:
        return self.cpus

    def present(self, events: list, now: float) -> None:
        present.present(self.staging(), events, now)

    def end_card(self):
        return endscreen.end_card(self.state.public_view(), [self.name(s) for s in range(self.state.num_seats)])

    def end_card_due(self) -> bool:
        return self.timeline.current(self.now()) is None  # after the last call-out

    def act(self, action) -> list:
        self.ui = CrashUI()  # a choice made: the cursors start again
        return super().act(action)

    # ------------------------------------------------------------------ a person's keys
    def on_input(self, seat: int, action: str, ev) -> None:
        self.apply_step(control(self.ui, seat, action, self.state.view(seat)))

    @property
    def cursor(self) -> int:
        return self.ui.cursor

    def selected_steal(self):
        return selected_steal(self.ui, self.state.public_view())

    def selected_pick(self):
        return selected_pick(self.ui, self.state.public_view())

    # ------------------------------------------------------------------ drawing
    def frame_beat(self, view: Any, now: float) -> Hashable:
        return screen.beat(view, now, self.seat_faces())

    def frame_moving(self, shot: Shot, view: Any, now: float) -> Hashable:
        """What moves looks like: the flying card where it is drawn, each float's rise in whole pixels
        (``now`` while anything else moves)."""
        if any(name != "fly" and not m.still and m.active(now) for name, m in shot.moves):
            return now
        return table.flying(view, shot, now, self.layout), tuple(paint.risen(f, now) for f in shot.floats)

    def frame_until(self, frame: Frame, now: float) -> float:
        """The beat's next step: the glow's, or a CPU's thinking dots' (the end card follows the timeline)."""
        return screen.beat_until(frame.view, now, frame.seats)

    def picture_key(self):
        """The frame (see ``GameScene.picture_key``): the view, the UI state, what the timeline and the clock
        show, the seats and the settings drawn."""
        return self.frame()

    def draw_game(self, surface: pygame.Surface) -> None:
        screen.paint(surface, self.frame(), self.layers)

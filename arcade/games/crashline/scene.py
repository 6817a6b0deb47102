"""The Crash Line scene on the cabinet's game-scene base: a person's keys -> rule actions, and the table.

The base (:class:`arcade.scenes.game.GameScene`) does the scene clock, seat routing, paced CPUs, the end,
rematch and Hold & Quit. Here: which bot plays each CPU level, what each key does in each phase, and
drawing, which lives in small modules: :mod:`.table` (deck, Play Line, log, coach, call-outs),
:mod:`.panels` (the seats), :mod:`.prompt` (choices and keycap hints), :mod:`.endscreen`; typed events
become call-outs and animations through the table in :mod:`.present`.
"""

from __future__ import annotations

import pygame

from arcade.games.info import LobbyConfig
from arcade.scenes.game import GameScene

from . import endscreen, panels, present, prompt, table
from .cards import machine_of
from .layout import TableLayout, load_table
from .rules import CASH, FLIP, PICK, STEAL, TURN, CrashLine, deal_from


def table_layout() -> TableLayout:
    return load_table()  # the level loader keeps the map while its file is unchanged


class CrashLineScene(GameScene):
    game_id = "crashline"
    engine = CrashLine

    def __init__(self, app, config: LobbyConfig, *, state: CrashLine | None = None) -> None:
        super().__init__(app, config, state=state)
        self.layout = table_layout()
        self.panels = self.layout.panels(self.state.num_seats)
        self.cursor = 0  # the chosen button (turn) or card (Hand-Me-Down)
        self.steal_victim = 0
        self.steal_card = 0
        self._table: tuple | None = None  # (colour-blind setting, the table with the panels' still parts)
        self.under_glow: dict = {}  # (glowing seat, later seat) -> (where the glow reaches its panel, the table there)

    # ------------------------------------------------------------------ the base's hooks
    def new_state(self, config: LobbyConfig) -> CrashLine:
        return deal_from(config)

    def make_cpu(self, seat: int, seat_config):
        return self.new_bot(seat_config.level, seat, self.config.seed * 8 + seat)

    @property
    def bots(self) -> dict:
        return self.cpus

    def present(self, events: list, now: float) -> None:
        present.present(self, events, now)

    def end_card(self):
        return endscreen.end_card(self)

    def end_card_due(self) -> bool:
        return self.timeline.current(self.now()) is None  # after the last call-out

    def act(self, action) -> list:
        self.cursor = self.steal_victim = self.steal_card = 0
        return super().act(action)

    # ------------------------------------------------------------------ a person's keys
    def on_input(self, seat: int, action: str, ev) -> None:
        phase = self.state.phase
        if phase == TURN:
            self._turn_key(action)
        elif phase == STEAL:
            self._steal_key(action)
        elif phase == PICK:
            self._pick_key(action)

    def turn_options(self) -> list:
        return self.state.legal_actions()

    def _turn_key(self, action: str) -> None:
        options = self.turn_options()
        if action in ("left", "right") and len(options) > 1:
            self.cursor = (self.cursor + (1 if action == "right" else -1)) % len(options)
            self.app.sound("select")
        elif action == "up":
            self.act(FLIP)
        elif action == "down" and CASH in options:
            self.act(CASH)
        elif action == "confirm":
            self.act(options[self.cursor % len(options)])

    def steal_choices(self) -> tuple[list[int], dict[int, list]]:
        """Victims in seat order from the thief's left, and each one's stealable cards: by machine, best first."""
        by_victim: dict[int, list] = {}
        for a in self.state.legal_actions():
            by_victim.setdefault(a.victim, []).append(a)
        n, thief = self.state.num_seats, self.state.cur
        victims = sorted(by_victim, key=lambda q: (q - thief) % n)
        for q in victims:
            by_victim[q].sort(key=lambda a: (machine_of(a.card), -a.card))
        return victims, by_victim

    def selected_steal(self):
        victims, by_victim = self.steal_choices()
        cards = by_victim[victims[self.steal_victim % len(victims)]]
        return cards[self.steal_card % len(cards)]

    def _steal_key(self, action: str) -> None:
        victims, by_victim = self.steal_choices()
        if action in ("left", "right"):
            self.steal_victim = (self.steal_victim + (1 if action == "right" else -1)) % len(victims)
            self.steal_card = 0
            self.app.sound("select")
        elif action in ("up", "down"):
            cards = by_victim[victims[self.steal_victim % len(victims)]]
            self.steal_card = (self.steal_card + (1 if action == "down" else -1)) % len(cards)
            self.app.sound("select")
        elif action == "confirm":
            self.act(self.selected_steal())

    def selected_pick(self):
        options = self.state.legal_actions()
        return options[self.cursor % len(options)]

    def _pick_key(self, action: str) -> None:
        options = self.state.legal_actions()
        if action in ("left", "right"):
            self.cursor = (self.cursor + (1 if action == "right" else -1)) % len(options)
            self.app.sound("select")
        elif action == "confirm":
            self.act(self.selected_pick())

    # ------------------------------------------------------------------ drawing
    def picture_key(self):
        """All the table's picture depends on (see ``GameScene.picture_key``): the state through the count of
        actions applied, the choices, the settings drawn, and what the time shows (the acting seat's
        quantised glow, a CPU's thinking dots, the call-out and its countdown; the time itself while a
        card flies or points float)."""
        now = self.now()
        state = self.state
        glow = dots = None
        if not state.is_terminal():
            glow = panels.glow_level(now)
            if self.is_cpu(state.current_player()):
                dots = prompt.dots_count(now)
        settings = self.app.settings
        return (
            self.acts,
            self.cursor,
            self.steal_victim,
            self.steal_card,
            self.timeline.picture_key(now),
            glow,
            dots,
            settings.get("coach", True),
            settings.get("colour_blind"),
            self.end_ready(),
        )

    def draw_game(self, surface: pygame.Surface) -> None:
        now = self.now()
        blind = self.app.settings.get("colour_blind")
        if self._table is None or self._table[0] != blind:
            layer = table.backdrop(self.layout)
            self.under_glow = panels.glow_overlaps(layer, self)
            for seat in range(self.state.num_seats):
                panels.draw_static(layer, self, seat)
            self._table = (blind, layer)  # a copy of draw.backdrop(), already in the display's format
        surface.blit(self._table[1], (0, 0))
        table.draw_hud(surface, self)
        table.draw_piles(surface, self)
        table.draw_line(surface, self, now)
        prompt.draw_prompt(surface, self, now)
        table.draw_log(surface, self)
        if self.app.settings.get("coach", True):
            table.draw_coach(surface, self)
        panels.draw_panels(surface, self, now, baked=True)
        table.draw_floats(surface, self, now)
        table.draw_callout(surface, self, now)
        if not self.end_shown():
            draw_hints(surface, self)


def draw_hints(surface, scene) -> None:
    from arcade.core.render import draw

    draw.hint_bar(surface, prompt.hints(scene))

"""The Crash Line scene: maps the acting seat's device actions to rule actions, paces CPU seats, draws.

Thin by design: the rules live in ``rules.py`` (the very engine the simulator measures), the players in
``bots.py``/``shark.py``, the card art in ``art.py`` and the table in ``levels/crashline_table.tmx``.
``apply`` returns events; :class:`Show` turns them into timed call-outs and sounds, and input waits until
they have played.
"""
from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Optional

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text, tween
from arcade.core.scenes import Scene
from arcade.core.stats import SeatResult
from arcade.games.info import LobbyConfig
from . import art
from .bots import Careful, Kid
from .cards import MACHINES, N_MACHINES, NUM, card_name
from .layout import TableLayout, load_table
from .odds import coach_line
from .rules import (
    CASH, EV_CASH, EV_CONTINUE, EV_CRASH, EV_DISCARD_LINE, EV_FLIP, EV_GAME_OVER, EV_GLITCH, EV_GOT_NEXT,
    EV_OFFER, EV_PERFECT, EV_PICK, EV_SAVE, EV_STEAL, EV_TURN, FLIP, PICK, STEAL, TURN, CrashLine,
    machine_points,
)
from .shark import Shark

CPU_LEVELS = ("Kid", "Careful", "Shark")
CPU_SPEEDS = (0.5, 1.0, 2.0, 4.0)
SPEED_LABELS = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 4.0: "Turbo"}
THINK_MS = 900.0            # a CPU's pause before each choice at normal pace
FLY_MS = 260.0
# The numpad's middle cross works like arrows; 5 is confirm.
ALIASES = {"b4": "left", "b6": "right", "b8": "up", "b2": "down", "b5": "confirm"}


def make_bot(level: str, seed: int):
    """The computer player for a lobby level name."""
    name = (level or "Careful").strip().lower()
    if name == "kid":
        return Kid()
    if name == "shark":
        return Shark(seed=seed, rollouts=96)
    return Careful()


def kid_seats(config: LobbyConfig) -> list[int]:
    """Seats in Kid mode: the lobby's switch, and every CPU Kid (it plays with the free save)."""
    return [i for i, s in enumerate(config.seats)
            if s.flags.get("kid") or (s.is_cpu and (s.level or "").lower() == "kid")]


@dataclass
class Callout:
    """A big message shown from ``t0`` for ``ms`` (with an optional countdown), then gone."""
    title: str
    sub: str
    colour: tuple
    t0: float
    ms: float
    countdown: tuple = ()

    def active(self, now: float) -> bool:
        return self.t0 <= now < self.t0 + self.ms


@dataclass
class Show:
    """What the table is showing on top of the state: call-outs, a flying card, a crashed line."""
    callouts: list = field(default_factory=list)
    sounds: list = field(default_factory=list)       # (t_ms, name) still to play
    fly: Optional[tuple] = None                      # (card, t0, ms)
    ghost: Optional[tuple] = None                    # (cards, crash card, until_ms)
    floats: list = field(default_factory=list)       # (text, seat, t0, ms)
    busy_until: float = 0.0

    def add(self, now: float, title: str, sub: str, colour, ms: float, sound: str | None,
            countdown: tuple = ()) -> float:
        t0 = max(now, self.busy_until)
        self.callouts.append(Callout(title, sub, colour, t0, ms, countdown))
        if sound:
            self.sounds.append((t0, sound))
        self.busy_until = t0 + ms
        return t0


_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="crashline-cpu")


class CrashLineScene(Scene):
    game_id = "crashline"
    pausable = True

    def __init__(self, app, config: LobbyConfig, *, state: CrashLine | None = None,
                 layout: TableLayout | None = None) -> None:
        super().__init__(app)
        self.config = config
        self.layout = layout or load_table()
        n = len(config.seats)
        self.state = state or CrashLine(n, config.seed, kid=kid_seats(config))
        self.demo = bool(config.options.get("demo"))
        self.speed = float(config.options.get("cpu_speed", 1.0))
        self.bots = {i: make_bot(s.level, config.seed * 8 + i) for i, s in enumerate(config.seats) if s.is_cpu}
        self.views = [self.state.view(i) for i in range(n)]
        self.panels = self.layout.panels(n)
        self.show = Show()
        self.cursor = 0
        self.steal_victim = 0
        self.steal_card = 0
        self.cpu_due: Optional[float] = None
        self.cpu_thought: Optional[Future] = None
        self.recorded = False
        self.log: list[str] = []
        self._table: Optional[pygame.Surface] = None

    # ------------------------------------------------------------------ helpers
    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def is_cpu(self, seat: int) -> bool:
        return self.config.seats[seat].is_cpu

    def busy(self, now: float | None = None) -> bool:
        return (self.app.now() if now is None else now) < self.show.busy_until

    def think_ms(self) -> float:
        pace = float(self.app.settings.get("cpu_pace", 1.0) or 1.0)
        return self.app.anim(THINK_MS) / (pace * self.speed) if self.app.anim(1) else 0.0

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        if not ev.pressed or ev.repeat:
            return
        action = ALIASES.get(ev.action, ev.action) if ev.device == "numpad" else ev.action
        state = self.state
        if state.is_terminal():
            if not self.busy():
                if action == "confirm":
                    self.rematch()
                elif action == "back":
                    self.app.sound("back")
                    self.app.pop()
            return
        if self.busy():
            return
        actor = state.current_player()
        seat = self.config.seats[actor]
        if seat.is_cpu or seat.device != ev.device:
            return
        if state.phase == TURN:
            self._handle_turn(action)
        elif state.phase == STEAL:
            self._handle_steal(action)
        elif state.phase == PICK:
            self._handle_pick(action)

    def turn_options(self) -> list:
        return self.state.legal_actions()

    def _handle_turn(self, action: str) -> None:
        options = self.turn_options()
        if action in ("left", "right") and len(options) > 1:
            self.cursor = (self.cursor + (1 if action == "right" else -1)) % len(options)
            self.app.sound("select")
        elif action == "up":
            self.act(FLIP)
        elif action == "down" and CASH in options:
            self.act(CASH)
        elif action == "confirm":
            self.act(options[min(self.cursor, len(options) - 1)])

    def steal_choices(self) -> tuple[list[int], dict[int, list]]:
        """Victims in seat order from the thief's left, and each one's stealable cards, best first."""
        by_victim: dict[int, list] = {}
        for a in self.state.legal_actions():
            by_victim.setdefault(a.victim, []).append(a)
        n, thief = self.state.n, self.state.cur
        victims = sorted(by_victim, key=lambda q: (q - thief) % n)
        for q in victims:
            by_victim[q].sort(key=lambda a: (a.card // 9, -a.card))
        return victims, by_victim

    def _handle_steal(self, action: str) -> None:
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

    def selected_steal(self):
        victims, by_victim = self.steal_choices()
        cards = by_victim[victims[self.steal_victim % len(victims)]]
        return cards[self.steal_card % len(cards)]

    def _handle_pick(self, action: str) -> None:
        options = self.state.legal_actions()
        if action in ("left", "right"):
            self.cursor = (self.cursor + (1 if action == "right" else -1)) % len(options)
            self.app.sound("select")
        elif action == "confirm":
            self.act(options[self.cursor % len(options)])

    # ------------------------------------------------------------------ acting and showing
    def act(self, action) -> None:
        """Apply one rule action (from a person or a CPU) and stage what happened."""
        now = self.app.now()
        before = list(self.state.score)
        events = self.state.apply(action)
        self.cursor = 0
        self.steal_victim = self.steal_card = 0
        self.cpu_due = None
        self.cpu_thought = None
        self.present(events, now, before)

    def present(self, events: list, now: float, before: list | None = None) -> None:
        """Stage the events of one action: call-outs, sounds and animations, one after another."""
        a = self.app.anim
        show = self.show
        for ev in events:
            kind = ev[0]
            if kind == EV_FLIP:
                t0 = max(now, show.busy_until)
                show.fly = (ev[2], t0, a(FLY_MS))
                show.sounds.append((t0, "flip"))
                show.busy_until = t0 + a(FLY_MS)
            elif kind == EV_SAVE:
                how = "the free save" if ev[3] < 0 else "a 1-UP"
                show.add(now, "SAVED!", f"{card_name(ev[2])} was a repeat: {how} saves {self.name(ev[1])}",
                         palette.NEON_GREEN, a(1000), "coin")
            elif kind == EV_CRASH:
                line = tuple(self.state.line) if self.state.phase == PICK else None
                t0 = show.add(now, "CRASH!", f"{card_name(ev[2])} repeats a machine: {self.name(ev[1])} "
                              "loses the line", palette.NEON_RED, a(1300), "crash")
                if line:
                    show.ghost = (line, ev[2], t0 + a(1300))
                self.note(f"{self.name(ev[1])} crashed on {card_name(ev[2])}")
            elif kind == EV_DISCARD_LINE:
                crash = next((e[2] for e in events if e[0] == EV_CRASH), None)
                if crash is not None:
                    show.ghost = (ev[2], crash, max(now, show.busy_until))
            elif kind == EV_OFFER:
                show.add(now, "HAND-ME-DOWN", f"{self.name(ev[1])} has the fewest cards and picks one from "
                         "the wreck", palette.NEON_CYAN, a(1100), "select")
            elif kind == EV_PICK:
                self.note(f"{self.name(ev[1])} takes {card_name(ev[2])} (Hand-Me-Down)")
                show.floats.append((f"+{card_name(ev[2])}", ev[1], max(now, show.busy_until), a(900)))
                show.sounds.append((max(now, show.busy_until), "place"))
            elif kind == EV_GLITCH:
                show.add(now, "BLOW THE CARTRIDGE!", "GLITCH! Flip 2 more cards before cashing in",
                         palette.NEON_ORANGE, a(1300), "error")
            elif kind == EV_GOT_NEXT:
                sub = "Steal one machine card from a rival" if ev[2] else "Nobody has a card to steal"
                show.add(now, "I GOT NEXT!", sub, palette.NEON_ORANGE, a(1000), "coin")
            elif kind == EV_STEAL:
                msg = f"{self.name(ev[1])} steals {card_name(ev[3])} from {self.name(ev[2])}"
                self.note(msg)
                show.add(now, "STOLEN!", msg, palette.NEON_ORANGE, a(1100), "place")
            elif kind == EV_CASH:
                if ev[2]:
                    pts = self.state.score[ev[1]] - (before[ev[1]] if before else 0)
                    show.floats.append((f"+{pts}", ev[1], max(now, show.busy_until), a(1000)))
                    show.sounds.append((max(now, show.busy_until), "place"))
                    self.note(f"{self.name(ev[1])} cashed in " + ", ".join(card_name(c) for c in ev[2]))
            elif kind == EV_PERFECT:
                show.add(now, "HIGH SCORE!", f"PERFECT RUN: {self.name(ev[1])} cashes in and goes again",
                         palette.NEON_YELLOW, a(1600), "fanfare")
            elif kind == EV_CONTINUE:
                t0 = show.add(now, "CONTINUE?", "The discard pile becomes the new deck",
                              palette.NEON_CYAN, a(1800), "tick", countdown=("10...", "9...", "8..."))
                for i in (1, 2):
                    show.sounds.append((t0 + a(600) * i, "tick"))
            elif kind == EV_GAME_OVER:
                show.add(now, "GAME OVER", f"The deck ran out again: {self.name(ev[1])}'s line cashes in",
                         palette.NEON_RED, a(1600), "crash")
            elif kind == EV_TURN:
                show.busy_until = max(show.busy_until, now) + a(250)

    def note(self, message: str) -> None:
        self.log = (self.log + [message])[-3:]

    # ------------------------------------------------------------------ update
    def update(self, now_ms: float, dt_ms: float) -> None:
        show = self.show
        if show.sounds:
            due = [s for s in show.sounds if s[0] <= now_ms]
            for _t, name in due:
                self.app.sound(name)
            show.sounds = [s for s in show.sounds if s[0] > now_ms]
        state = self.state
        if state.is_terminal():
            if not self.recorded and not self.busy(now_ms):
                self._record()
            return
        if self.busy(now_ms):
            return
        actor = state.current_player()
        if actor not in self.bots:
            return
        if self.cpu_due is None:
            # The CPU thinks on a worker thread while its pacing delay runs, so a Shark's rollouts do
            # not freeze the animation; the answer is taken when the delay is over (waiting if need be).
            self.cpu_due = now_ms + self.think_ms()
            self.cpu_thought = _THINKER.submit(self.bots[actor].choose, self.views[actor])
        if now_ms >= self.cpu_due:
            self.act(self.cpu_thought.result())

    def _record(self) -> None:
        self.recorded = True
        self.app.sound("fanfare")
        if self.demo:
            return
        winners = self.state.winners()
        self.app.stats.record("crashline", [
            SeatResult(s.name, float(self.state.score[i]), not s.is_cpu, i in winners)
            for i, s in enumerate(self.config.seats)])

    def rematch(self) -> None:
        cfg = LobbyConfig(self.config.game_id, self.config.seats, dict(self.config.options),
                          random.Random(self.config.seed).getrandbits(30))
        self.app.sound("confirm")
        self.app.replace(CrashLineScene(self.app, cfg, layout=self.layout))

    # ------------------------------------------------------------------ Hold & Quit, pause menu
    def hold_data(self) -> Optional[dict]:
        if self.state.is_terminal():
            return None
        return {"config": self.config.to_data(), "state": self.state.to_data()}

    @classmethod
    def from_hold(cls, app, data: dict) -> "CrashLineScene":
        config = LobbyConfig.from_data(data["config"])
        return cls(app, config, state=CrashLine.from_data(data["state"]))

    def pause_menu_extra(self):
        return [(f"CPU speed: {SPEED_LABELS[self.speed]} (change)", self.cycle_speed)]

    def cycle_speed(self) -> None:
        i = CPU_SPEEDS.index(self.speed) if self.speed in CPU_SPEEDS else 1
        self.speed = CPU_SPEEDS[(i + 1) % len(CPU_SPEEDS)]
        self.app.toast(f"CPU speed: {SPEED_LABELS[self.speed]}")
        self.app.sound("select")

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        now = self.app.now()
        surface.blit(self._table_surface(), (0, 0))
        self._draw_hud(surface)
        self._draw_piles(surface)
        self._draw_line(surface, now)
        self._draw_prompt(surface, now)
        self._draw_status(surface)
        if self.app.settings.get("coach", True):
            self._draw_coach(surface)
        for seat in range(self.state.n):
            self._draw_panel(surface, seat, now)
        self._draw_floats(surface, now)
        self._draw_hints(surface)
        callout = next((c for c in self.show.callouts if c.active(now)), None)
        if callout is not None:
            self._draw_callout(surface, callout, now)
        elif self.state.is_terminal() and not self.busy(now):
            self._draw_end(surface)

    def _table_surface(self) -> pygame.Surface:
        if self._table is None:
            surf = draw.backdrop().copy()
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((*palette.BLACK, 110))
            surf.blit(shade, (0, 0))
            lay = self.layout
            draw.panel(surf, lay.hud, palette.DUSK, palette.PANEL, radius=0, width=0, alpha=210)
            line = pygame.Rect(lay.line).inflate(16, 16)
            draw.panel(surf, line, palette.BLACK, palette.PANEL, alpha=150, width=2)
            text.blit(surf, "PLAY LINE", (line.left + 10, line.top - 2), size=14, colour=palette.GREY,
                      anchor="bottomleft")
            self._table = surf
        return self._table

    def _draw_hud(self, surface) -> None:
        hud = pygame.Rect(self.layout.hud)
        state = self.state
        text.title(surface, "CRASH LINE", (hud.left + 24, hud.centery), size=20, colour=palette.NEON_PINK,
                   anchor="midleft")
        if state.is_terminal():
            where = "GAME OVER"
        elif state.continues:
            where = "LAST DECK: when it runs out, GAME OVER"
        else:
            where = "First deck: when it runs out, CONTINUE?"
        text.blit(surface, where, (hud.centerx, hud.centery), size=22, colour=palette.WHITE, anchor="center",
                  face=text.BODY_BOLD)
        if self.demo:
            text.title(surface, "DEMO", (hud.right - 24, hud.centery), size=16, colour=palette.NEON_YELLOW,
                       anchor="midright")
        else:
            text.blit(surface, "Esc: pause   F1: rules", (hud.right - 24, hud.centery), size=18,
                      colour=palette.GREY, anchor="midright")

    def _draw_piles(self, surface) -> None:
        lay = self.layout
        state = self.state
        deck = pygame.Rect(lay.deck)
        size = deck.size
        if state.deck:
            for i in range(min(3, len(state.deck) - 1), -1, -1):
                surface.blit(self.app.cards.custom(art.paint_back, "back", size), (deck.x + 3 * i, deck.y - 3 * i))
        else:
            pygame.draw.rect(surface, palette.DIM, deck, 2, border_radius=10)
        text.blit(surface, f"DECK {len(state.deck)}", (deck.centerx, deck.bottom + 6), size=18,
                  colour=palette.WHITE, anchor="midtop", face=text.BODY_BOLD)
        discard = pygame.Rect(lay.discard)
        if state.discard:
            surface.blit(self.app.cards.custom(art.paint_card, state.discard[-1], size), discard)
        else:
            pygame.draw.rect(surface, palette.DIM, discard, 2, border_radius=10)
            text.blit(surface, "discard", discard.center, size=16, colour=palette.DIM, anchor="center")
        text.blit(surface, f"DISCARD {len(state.discard)}", (discard.centerx, discard.bottom + 6), size=18,
                  colour=palette.WHITE, anchor="midtop", face=text.BODY_BOLD)

    def _shown_line(self, now: float) -> tuple[list, int | None]:
        """The line to draw and the crash card in it (a wrecked line stays visible during CRASH!)."""
        ghost = self.show.ghost
        if self.state.phase == PICK:
            return list(self.state.line), (ghost[1] if ghost else None)
        if ghost is not None and now < ghost[2]:
            return list(ghost[0]), ghost[1]
        return list(self.state.line), None

    def _draw_line(self, surface, now: float) -> None:
        lay = self.layout
        cards, crash = self._shown_line(now)
        fly = self.show.fly
        picking = self.state.phase == PICK and not self.is_cpu(self.state.picker) and not self.busy(now)
        options = [c for c in cards if c < 45] if picking else []
        for i, card in enumerate(cards):
            x, y, w, h = lay.line_slot(i, len(cards))
            if fly and fly[0] == card and now < fly[1] + fly[2] and crash is None:
                p = tween.ease_out(max(0.0, (now - fly[1]) / max(1.0, fly[2])))
                dx, dy = lay.deck[:2]
                x, y = round(dx + (x - dx) * p), round(dy + (y - dy) * p)
            surface.blit(self.app.cards.custom(art.paint_card, card, (w, h)), (x, y))
            if crash is not None:
                shade = pygame.Surface((w, h), pygame.SRCALPHA)
                shade.fill((*palette.NEON_RED, 70))
                surface.blit(shade, (x, y))
                if card == crash:
                    pygame.draw.line(surface, palette.NEON_RED, (x + 8, y + 8), (x + w - 8, y + h - 8), 6)
                    pygame.draw.line(surface, palette.NEON_RED, (x + w - 8, y + 8), (x + 8, y + h - 8), 6)
            if options and card == options[self.cursor % len(options)]:
                draw.glow_rect(surface, pygame.Rect(x, y, w, h).inflate(8, 8), palette.NEON_CYAN, radius=12)
        state = self.state
        line = pygame.Rect(lay.line)
        if not cards and not state.is_terminal():
            text.blit(surface, "Flip a card to start the line", line.center, size=24, colour=palette.DIM,
                      anchor="center")

    def _draw_prompt(self, surface, now: float) -> None:
        lay = self.layout
        rect = pygame.Rect(lay.prompt)
        state = self.state
        if state.is_terminal():
            return
        actor = state.current_player()
        who = self.name(actor)
        colour = palette.SEATS[actor % len(palette.SEATS)]
        if self.is_cpu(actor):
            level = self.config.seats[actor].level or "CPU"
            msg = {TURN: "flip again or cash in", STEAL: "choosing a card to steal",
                   PICK: "picking a Hand-Me-Down"}[state.phase]
            dots = "." * (1 + int(now // 300) % 3)
            text.blit(surface, f"{who} ({level}): {msg}{dots}", rect.center, size=26, colour=colour,
                      anchor="center", face=text.BODY_BOLD)
            return
        if state.phase == TURN:
            options = self.turn_options()
            gain = self._line_gain(state.cur)
            labels = {"flip": "FLIP AGAIN" if state.flips else "FLIP", "cash": f"CASH IN  +{gain}"}
            width = 260
            total = width * len(options) + 20 * (len(options) - 1)
            x = rect.centerx - total // 2
            for i, option in enumerate(options):
                box = pygame.Rect(x + i * (width + 20), rect.y + 4, width, 44)
                selected = i == self.cursor % len(options)
                draw.menu_item(surface, box, labels[option.kind], selected, size=22,
                               accent=palette.NEON_GREEN if option.kind == "cash" else palette.NEON_CYAN)
            if state.forced:
                tip = f"GLITCH! {state.forced} more flip{'s' if state.forced > 1 else ''} before you may cash in"
            elif not state.flips:
                tip = f"{who}: your turn - flip the top card"
            else:
                tip = f"{who}: flip again or cash in?"
            text.blit(surface, tip, (rect.centerx, rect.bottom - 4), size=18, colour=colour, anchor="midbottom")
        elif state.phase == STEAL:
            action = self.selected_steal()
            msg = f"{who}: steal {card_name(action.card)} from {self.name(action.victim)}?"
            text.blit(surface, msg, (rect.centerx, rect.y + 6), size=24, colour=colour, anchor="midtop",
                      face=text.BODY_BOLD)
            text.blit(surface, "left / right: whose pile    up / down: which card    confirm: steal",
                      (rect.centerx, rect.bottom - 4), size=18, colour=palette.GREY, anchor="midbottom")
        elif state.phase == PICK:
            options = state.legal_actions()
            card = options[self.cursor % len(options)].card
            text.blit(surface, f"{who}: take {card_name(card)} from {self.name(state.cur)}'s wreck?",
                      (rect.centerx, rect.y + 6), size=24, colour=colour, anchor="midtop", face=text.BODY_BOLD)
            text.blit(surface, "left / right: choose a card    confirm: take it",
                      (rect.centerx, rect.bottom - 4), size=18, colour=palette.GREY, anchor="midbottom")

    def _line_gain(self, seat: int) -> int:
        pile = self.state.piles[seat]
        total = 0
        for c in self.state.line:
            if c < 45:
                cards = pile[c // 9]
                total += machine_points(cards + [c]) - machine_points(cards)
        return total

    def _draw_status(self, surface) -> None:
        rect = pygame.Rect(self.layout.status)
        y = rect.y
        for line in self.log[-3:]:
            part = text.wrap(line, text.BODY, 15, rect.w)[0]
            if part != line:
                part = part.rstrip(",") + "..."
            text.blit(surface, part, (rect.x, y), size=15, colour=palette.GREY)
            y += 19

    def _draw_coach(self, surface) -> None:
        rect = pygame.Rect(self.layout.coach)
        draw.panel(surface, rect, palette.DUSK, palette.PANEL, alpha=200, width=2)
        text.title(surface, "COACH", (rect.centerx, rect.y + 16), size=14, colour=palette.NEON_GREEN)
        state = self.state
        if state.is_terminal() or state.phase != TURN:
            text.paragraph(surface, "The odds of the next flip show here during a turn.",
                           rect.inflate(-20, -50).move(0, 20), size=17, colour=palette.GREY)
            return
        view = self.views[state.cur]
        y = rect.y + 36
        chance = view.crash_chance()
        big = f"{chance:.0%}" if state.line_mask else "0%"
        text.title(surface, big, (rect.centerx, y + 26), size=30,
                   colour=palette.NEON_RED if chance >= 0.4 else palette.NEON_YELLOW if chance >= 0.2
                   else palette.NEON_GREEN)
        text.blit(surface, "chance the next flip crashes", (rect.centerx, y + 50), size=15, colour=palette.GREY,
                  anchor="midtop")
        y += 74
        text.paragraph(surface, coach_line(view), pygame.Rect(rect.x + 10, y, rect.w - 20, 50), size=15,
                       colour=palette.WHITE)
        y += 44
        left = view.deck_machine
        for m in range(N_MACHINES):
            if state.line_mask >> m & 1:
                text.blit(surface, f"{MACHINES[m]}: {left[m]} left", (rect.x + 12, y), size=15,
                          colour=art.MACHINE_COLOURS[m])
                y += 18

    def _draw_panel(self, surface, seat: int, now: float) -> None:
        state = self.state
        rect = pygame.Rect(self.panels[seat])
        colour = palette.SEATS[seat % len(palette.SEATS)]
        acting = not state.is_terminal() and seat == state.current_player()
        draw.panel(surface, rect, palette.dim(colour, 0.16), palette.dim(colour, 0.7), alpha=220, width=2)
        if acting:
            draw.glow_rect(surface, rect, colour, radius=14, strength=0.6 + 0.4 * tween.pulse(now, 1600))
        cfg = self.config.seats[seat]
        draw.seat_badge(surface, seat, (rect.x + 18, rect.y + 20), 10, self.app.settings.get("colour_blind"))
        name = cfg.name if len(cfg.name) <= 14 else cfg.name[:13] + "."
        text.blit(surface, name, (rect.x + 34, rect.y + 8), size=20, colour=colour, face=text.BODY_BOLD)
        who = f"CPU {cfg.level}" if cfg.is_cpu else "Human"
        text.blit(surface, who, (rect.x + 12, rect.y + 32), size=15, colour=palette.GREY)
        if state.kid[seat]:
            label, shade = "Kid mode", palette.NEON_GREEN
            if seat == state.cur and state.phase == TURN and not state.is_terminal():
                label, shade = (("Kid: save ready", palette.NEON_GREEN) if state.free_save
                                else ("Kid: save used", palette.GREY))
            text.blit(surface, label, (rect.x + 12, rect.y + 48), size=13, colour=shade, face=text.BODY_BOLD)
        text.title(surface, str(state.score[seat]), (rect.right - 12, rect.y + 24), size=22,
                   colour=palette.WHITE, anchor="midright")
        count = state.pile_count[seat]
        text.blit(surface, f"{count} card{'' if count == 1 else 's'}", (rect.right - 12, rect.y + 40), size=15,
                  colour=palette.GREY, anchor="topright")
        self._draw_pile(surface, seat, rect, now)

    def _draw_pile(self, surface, seat: int, rect: pygame.Rect, now: float) -> None:
        state = self.state
        mw, mh = self.layout.mini_size
        col_w = (rect.w - 12) / N_MACHINES
        mw = min(mw, int(col_w) - 4)
        top = rect.y + 64
        steal = None
        if state.phase == STEAL and not self.is_cpu(state.cur) and not self.busy(now):
            steal = self.selected_steal()
        for m in range(N_MACHINES):
            cx = round(rect.x + 6 + col_w * m + col_w / 2)
            cards = sorted(state.piles[seat][m])
            draw.symbol(surface, art.MACHINE_SYMBOLS[m], (cx, top + 6), 6, art.MACHINE_COLOURS[m])
            if cards:
                text.blit(surface, str(machine_points(cards)), (cx, top + 14), size=14, colour=palette.WHITE,
                          anchor="midtop", face=text.BODY_BOLD)
            room = rect.bottom - 8 - (top + 34) - mh
            step = min(16, room / max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for k, card in enumerate(cards):
                x, y = cx - mw // 2, round(top + 34 + k * step)
                surface.blit(self.app.cards.custom(art.paint_mini, ("mini", card), (mw, mh)), (x, y))
                if steal is not None and steal.victim == seat and steal.card == card:
                    draw.glow_rect(surface, pygame.Rect(x, y, mw, mh).inflate(6, 6), palette.NEON_ORANGE,
                                   radius=8)

    def _draw_floats(self, surface, now: float) -> None:
        keep = []
        for label, seat, t0, ms in self.show.floats:
            if now < t0:
                keep.append((label, seat, t0, ms))
                continue
            if now > t0 + ms:
                continue
            keep.append((label, seat, t0, ms))
            p = (now - t0) / max(1.0, ms)
            rect = pygame.Rect(self.panels[seat])
            text.title(surface, label, (rect.centerx, rect.y - 10 - 30 * p), size=16, colour=palette.NEON_YELLOW)
        self.show.floats = keep

    def _draw_hints(self, surface) -> None:
        state = self.state
        if state.is_terminal():
            draw.hint_bar(surface, [("Confirm", "rematch"), ("Back", "leave")])
            return
        actor = state.current_player()
        if self.is_cpu(actor):
            draw.hint_bar(surface, [("Esc", "pause / CPU speed"), ("F1", "rules")])
            return
        dev = self.config.seats[actor].device
        keys = {"keys_a": ("Left/Right", "Enter", "Up", "Down"), "keys_b": ("A/D", "Space", "W", "S"),
                "numpad": ("4/6", "5 or Enter", "8", "2")}.get(dev, ("D-pad", "A", "Up", "Down"))
        hints = [(keys[0], "choose"), (keys[1], "do it")]
        if state.phase == TURN:
            hints += [(keys[2], "flip")] + ([(keys[3], "cash in")] if CASH in state.legal_actions() else [])
        elif state.phase == STEAL:
            hints += [(f"{keys[2]}/{keys[3]}", "card")]
        draw.hint_bar(surface, [(f"{self.name(actor)}:", "")] + hints if state.n > 1 else hints)

    def _draw_callout(self, surface, callout: Callout, now: float) -> None:
        title = callout.title
        if callout.countdown:
            step = min(len(callout.countdown) - 1, int((now - callout.t0) / max(1.0, callout.ms / 3)))
            title = f"{callout.title} {callout.countdown[step]}"
        draw.banner(surface, title, now, colour=callout.colour, y=480, size=52, sub=callout.sub)

    def _draw_end(self, surface) -> None:
        state = self.state
        draw.dim_overlay(surface, 150)
        box = pygame.Rect(140, 70, 1000, 580)
        draw.panel(surface, box, palette.NIGHT, palette.NEON_PINK, alpha=240)
        winners = state.winners()
        if len(winners) == 1:
            title = f"{self.name(winners[0]).upper()} WINS!"
        else:
            title = "SHARED WIN: " + " & ".join(self.name(w) for w in winners)
        text.title(surface, title, (box.centerx, box.y + 40), size=28, colour=palette.NEON_YELLOW)
        cols = [box.x + 40, box.x + 260] + [box.x + 360 + 105 * m for m in range(N_MACHINES)] + [box.x + 900]
        y = box.y + 90
        text.blit(surface, "player", (cols[0], y), size=18, colour=palette.GREY)
        text.blit(surface, "cards", (cols[1], y), size=18, colour=palette.GREY)
        for m in range(N_MACHINES):
            text.blit(surface, MACHINES[m], (cols[2 + m] + 40, y), size=15, colour=art.MACHINE_COLOURS[m],
                      anchor="midtop")
        text.blit(surface, "TOTAL", (cols[-1], y), size=18, colour=palette.GREY)
        y += 34
        text.blit(surface, "best card + tickets per machine", (cols[2] + 10, y - 10), size=14, colour=palette.DIM)
        row_h = min(64, (box.bottom - 70 - y) // max(1, state.n))
        order = sorted(range(state.n), key=lambda s: (-state.score[s], -state.pile_count[s], s))
        for s in order:
            y += row_h
            colour = palette.SEATS[s % len(palette.SEATS)]
            mark = "* " if s in winners else ""
            text.blit(surface, mark + self.name(s), (cols[0], y), size=22, colour=colour, face=text.BODY_BOLD,
                      anchor="midleft")
            text.blit(surface, str(state.pile_count[s]), (cols[1], y), size=22, anchor="midleft")
            for m in range(N_MACHINES):
                cards = state.piles[s][m]
                if cards:
                    label = f"{NUM[max(cards)]} + {len(cards) - 1}" if len(cards) > 1 else f"{NUM[max(cards)]}"
                else:
                    label = "-"
                text.blit(surface, label, (cols[2 + m] + 40, y), size=20, anchor="center")
            text.title(surface, str(state.score[s]), (cols[-1] + 30, y), size=20, colour=palette.WHITE)
        text.blit(surface, "Ties: most cards wins; still tied, the win is shared.", (box.centerx, box.bottom - 30),
                  size=17, colour=palette.GREY, anchor="center")

"""The Vegas Slot Machine 1973 scene on the cabinet's game-scene base.

Thin by design: the rules live in ``rules.py``, the step-by-step choice in ``picker.py`` (a person picks
a hand card, then a space, or an entry of a small menu; the candidates are exactly what the engine's
legal actions allow), the CPUs in ``bots.py`` and the card art in ``art.py``. Events carry what changed,
``Grid`` snapshots included, so a cascade is replayed step by step: the card lands, each prize's payline
lights in the winner's colour and its cards leave, the refills come in left to right, top to bottom.

Keys: left/right choose a hand card, confirm picks it; arrows move over the machine, confirm plays;
back steps back. Alt (numpad ".") shows the score card at any time; extra (numpad 9) asks for a hint
in solo play. Hands are hidden between people (the base's hot-seat curtain); with one person their
hand is simply shown.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.stats import SeatResult
from arcade.games.info import LobbyConfig
from arcade.games.vegas import art, panels
from arcade.games.vegas.bots import hint as strong_hint
from arcade.games.vegas.bots import make_bot
from arcade.games.vegas.components import CUMBER, NAMES, RANK_TEXT, RANKS, SPIN, rank_of
from arcade.games.vegas.picker import CELL, COLUMN, HAND, MENU, Picker, whole_label
from arcade.games.vegas.rules import (
    EMPTY,
    MONTH_EFFECTS,
    PH_BUILD,
    PH_REACT,
    Act,
    CardDiscarded,
    CardPlaced,
    CardsBuried,
    CardsDrawn,
    Covered,
    CumberTaken,
    CumberUsed,
    DeckEmpty,
    DeckReshuffled,
    GameOver,
    Grid,
    Misplayed,
    PrizeClaimed,
    Refilled,
    RoundOver,
    SpinAgainUsed,
    TurnSkipped,
    TurnStarted,
    VegasState,
)
from arcade.games.vegas.setup import MONTH_NAMES
from arcade.scenes.game import GameScene

MACHINE = pygame.Rect(24, 58, 800, 456)
HAND_AREA = pygame.Rect(24, 524, 800, 150)
SIDE = pygame.Rect(840, 58, 420, 616)
PLACE_MS, PRIZE_MS, REFILL_MS, SHIFT_MS = 280.0, 700.0, 230.0, 200.0
ENGINE_KEYS = ("mode", "variations", "spin", "cumber", "decks", "rounds", "date", "month", "time_limit_s")


def engine_options(options: dict) -> dict:
    """The lobby's options as the engine's: the variation switches joined into letters, "auto" choices
    left to the engine's defaults, scene-only keys (demo) left out."""
    from arcade.games.vegas.info import lobby_options

    out = lobby_options(options)
    if out.get("mode") == "auto":
        out.pop("mode")
    if out.get("decks") == "auto":
        out.pop("decks")
    return {k: v for k, v in out.items() if k in ENGINE_KEYS}


def rank_line(score: int) -> str:
    """The rulebook's own line for the rank of a solo or co-op score ("650+ points Master")."""
    name = rank_of(score)
    return next(t for (_low, n), t in zip(RANKS, RANK_TEXT) if n == name)


seat_colour = panels.seat_colour


@dataclass
class Step:
    kind: str  # place, prize, refill, grid
    data: object
    ms: float
    grid: tuple | None = None
    start: float = 0.0

    @property
    def end(self) -> float:
        return self.start + self.ms


class VegasScene(GameScene):
    game_id = "vegas"
    engine = VegasState
    hidden_hands = True

    def __init__(self, app, config: LobbyConfig, *, state: VegasState | None = None) -> None:
        super().__init__(app, config, state=state)
        self.picker: Picker | None = None
        self.picker_key = None
        self.hand_cursor = 0
        self.cell_cursor = 4 if self.state.geo.size > 4 else 0
        self.menu_cursor = 0
        self.show_card = False
        self.hint: tuple | None = None
        self.steps: list[Step] = []
        self.disp: tuple | None = None  # (tops, heights) while a cascade is replayed
        self.lines: list[tuple] = []  # (cells, colour, until) lit paylines
        self.drops: dict[int, float] = {}  # position -> when a card landed there
        self.log: list[tuple[str, tuple]] = []
        self.version = 0
        self.tick_from = self.now()
        geo = self.state.geo
        self.rects = art.machine_rects(panels.machine_area(MACHINE, geo), geo.width, geo.height, geo.machines)
        self._table: pygame.Surface | None = None
        self.pre_grid = self._live_grid()
        self._say_turn()

    # ------------------------------------------------------------------ base hooks
    def new_state(self, config: LobbyConfig) -> VegasState:
        opts = engine_options(config.options)
        opts.setdefault("date", datetime.date.today().isoformat())
        return VegasState(len(config.seats), config.seed, opts)

    def make_cpu(self, seat: int, seat_config):
        bot = make_bot(seat_config.level or "Medium", self.config.seed * 31 + seat)
        bot.instant = True  # every level decides in well under a millisecond or two
        return bot

    def on_rematch(self) -> LobbyConfig:
        cfg = super().on_rematch()
        if "date" in cfg.options:
            cfg.options["date"] = datetime.date.today().isoformat()
        return cfg

    def mode(self) -> str:
        return self.state.cfg.mode

    def board(self) -> str:
        return f"vegas:{self.mode()}" if self.mode() in ("solo", "coop") else self.game_id

    def results(self) -> list[SeatResult]:
        if self.mode() == "coop":
            humans = [s.name for s in self.config.seats if not s.is_cpu]
            name = " & ".join(humans)[:12] if humans else "CPU team"
            return [SeatResult(name, float(self.state.scores()[0]), bool(humans), False)]
        if self.mode() == "solo":
            seat = self.config.seats[0]
            return [SeatResult(seat.name, float(self.state.scores()[0]), not seat.is_cpu, False)]
        return super().results()

    def record(self) -> None:
        self.recorded = True
        self.app.sound("fanfare")
        if not self.demo:
            self.app.stats.record(self.board(), self.results())

    def hold_extra(self) -> dict:
        return {"log": [m for m, _c in self.log[-6:]]}

    def restore_extra(self, data: dict) -> None:
        log = data.get("log")
        if isinstance(log, list):
            self.log = [(str(m), palette.GREY) for m in log[-6:]]

    # ------------------------------------------------------------------ helpers
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

    def current_picker(self) -> Picker | None:
        seat = self.acting()
        if seat is None or self.is_cpu(seat) or self.state.is_terminal():
            return None
        key = (seat, self.version)
        if self.picker_key != key:
            view = self.state.view(seat)
            self.picker = Picker(
                self.state.legal_actions(seat), self.state.cfg.month, list(view.hand), self.columns_of()
            )
            self.picker_key = key
            self.menu_cursor = 0
            self.hand_cursor = min(self.hand_cursor, max(0, len(view.hand) - 1))
        return self.picker

    def say(self, message: str, colour=palette.WHITE) -> None:
        self.log.append((message, colour))
        del self.log[:-7]

    def _say_turn(self) -> None:
        seat = self.acting()
        if seat is not None and not self.state.is_terminal():
            what = "builds" if self.state.phase == PH_BUILD else "to play"
            self.say(f"{self.name(seat)} {what}", seat_colour(seat))

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        action = ev.action
        if ev.pressed and not ev.repeat and action == "alt" and ev.device not in ("system", "mouse"):
            self.show_card = not self.show_card  # the score card, for anyone, at any time
            self.app.sound("flip")
            return
        if self.show_card and ev.pressed and action in ("back", "confirm") and ev.device != "system":
            self.show_card = False
            return
        if ev.device == "numpad" and action == "b9":
            ev = ActionEvent(ev.device, "extra", ev.pressed, ev.t_ms, ev.repeat)
        super().handle(ev)

    def on_input(self, seat: int, action: str, ev: ActionEvent) -> None:
        if self.viewer != seat:
            return  # behind the curtain nothing is chosen
        if action == "extra":
            self.ask_hint(seat)
            return
        picker = self.current_picker()
        if picker is None:
            return
        name, kind, cands = picker.step()
        if kind == HAND:
            n = max(1, len(self.state.hands[seat]))
            if action in ("left", "right"):
                self.hand_cursor = (self.hand_cursor + (1 if action == "right" else -1)) % n
                self.app.sound("select")
            elif action == "confirm":
                self.pick(picker, self.hand_cursor)
            elif action == "back":
                self.step_back(picker)
        elif kind in (CELL, COLUMN):
            if action in ("left", "right", "up", "down"):
                self.move_cell(action)
            elif action == "confirm":
                self.pick(picker, self.cell_cursor)
            elif action == "back":
                self.step_back(picker)
        elif kind == MENU:
            if action in ("up", "down", "left", "right"):
                d = 1 if action in ("down", "right") else -1
                self.menu_cursor = (self.menu_cursor + d) % max(1, len(cands))
                self.app.sound("select")
            elif action == "confirm" and cands:
                self.pick(picker, cands[self.menu_cursor % len(cands)])
            elif action == "back":
                self.step_back(picker)

    def step_back(self, picker: Picker) -> None:
        if picker.back():
            self.menu_cursor = 0
            self.app.sound("back")

    def pick(self, picker: Picker, value) -> None:
        try:
            done = picker.pick(value)
        except ValueError:
            self.app.sound("error")
            self.cue = ("Not allowed there", self.now() + 1100)
            return
        self.app.sound("select")
        self.menu_cursor = 0
        if done is not None:
            self.act(done)
            return
        _name, kind, cands = picker.step()
        if kind in (CELL, COLUMN) and cands:
            cols = self.columns_of()
            ok = [p for p in range(self.state.geo.size) if (cols[p] if kind == COLUMN else p) in cands]
            if ok and self.cell_cursor not in ok:
                self.cell_cursor = ok[0]

    def move_cell(self, action: str) -> None:
        geo = self.state.geo
        g, c = divmod(self.cell_cursor, geo.cells)
        x, y = c % geo.width + g * geo.width, c // geo.width
        wide = geo.width * geo.machines
        dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[action]
        x, y = (x + dx) % wide, (y + dy) % geo.height
        g, x = divmod(x, geo.width)
        self.cell_cursor = g * geo.cells + y * geo.width + x
        self.app.sound("select")

    def ask_hint(self, seat: int) -> None:
        if self.mode() != "solo":
            self.cue = ("Hints are for solo play", self.now() + 1200)
            self.app.sound("error")
            return
        act, reason = strong_hint(self.state.view(seat))
        self.hint = (act, reason, self.version)
        self.app.sound("confirm")

    # ------------------------------------------------------------------ acting and presenting
    def act(self, action) -> list:
        self.pre_grid = self._grid()
        events = super().act(action)
        self.version += 1
        self.hint = None
        if self.state.is_terminal():
            self.show_card = False
        return events

    def present(self, events: list, now: float) -> None:
        steps: list[Step] = []
        a = self.app.anim
        for ev in events:
            if isinstance(ev, Grid):
                if steps and steps[-1].grid is None:
                    steps[-1].grid = (ev.tops, ev.heights)
                else:
                    steps.append(Step("grid", None, 0.0, (ev.tops, ev.heights)))
            elif isinstance(ev, CardPlaced):
                steps.append(Step("place", ev, a(PLACE_MS)))
                self.app.sound("place")
                self.say(
                    f"{self.name(ev.seat)}: {art.LABEL[ev.symbol].title()} {self.state.geo.place_name(ev.pos)}",
                    seat_colour(ev.seat),
                )
            elif isinstance(ev, (Refilled, Covered)):
                steps.append(Step("refill", ev, a(REFILL_MS)))
            elif isinstance(ev, CumberTaken):
                steps.append(Step("refill", ev, a(SHIFT_MS)))
                self.say(f"{self.name(ev.seat)} takes the Cumber card", seat_colour(ev.seat))
            elif isinstance(ev, PrizeClaimed):
                if ev.where == "grid":
                    steps.append(Step("prize", ev, a(PRIZE_MS)))
                geo = self.state.geo
                where = (
                    " (hand)"
                    if ev.where == "hand"
                    else (
                        f" ({panels.machine_name(geo, geo.grid_of[ev.cells[0]]).lower()})"
                        if geo.machines > 1 and ev.cells
                        else ""
                    )
                )
                self.say(f"{self.name(ev.seat)}: {NAMES[ev.symbol]} +{ev.points}{where}", seat_colour(ev.seat))
                self.app.sound("fanfare" if ev.points >= 60 else "confirm")
            elif isinstance(ev, Misplayed):
                self.say(f"{self.name(ev.seat)} misplays {NAMES[ev.symbol]}: discarded", palette.NEON_RED)
                self.app.sound("error")
            elif isinstance(ev, CumberUsed):
                self.say(f"{self.name(ev.seat)} plays Cumber: {ev.action.replace('c_', '')}", palette.NEON_GREEN)
            elif isinstance(ev, SpinAgainUsed):
                self.say(f"{self.name(ev.seat)}: Spin Again!", palette.NEON_CYAN)
            elif isinstance(ev, CardsBuried):
                self.say(f"{self.name(ev.seat)} puts {ev.count} card under the deck", palette.GREY)
            elif isinstance(ev, CardDiscarded):
                self.say(f"{self.name(ev.seat)} discards a card", palette.GREY)
            elif isinstance(ev, CardsDrawn) and ev.open_card != EMPTY:
                self.say(f"{self.name(ev.seat)} takes the open {NAMES[ev.open_card]}", palette.GREY)
            elif isinstance(ev, DeckEmpty):
                self.say("The deck is empty: no more draws", palette.WARN)
            elif isinstance(ev, DeckReshuffled):
                self.say("The discards are shuffled into a new deck", palette.GREY)
            elif isinstance(ev, TurnSkipped):
                self.say(f"{self.name(ev.seat)} has no cards: skipped", palette.GREY)
            elif isinstance(ev, TurnStarted):
                what = "takes another turn" if ev.extra else "builds" if self.state.phase == PH_BUILD else "to play"
                self.say(f"{self.name(ev.seat)} {what}", seat_colour(ev.seat))
            elif isinstance(ev, RoundOver):
                pts = ", ".join(str(p) for p in ev.scores)
                self.say(f"Round {ev.round + 1} over: {pts}", palette.NEON_YELLOW)
            elif isinstance(ev, GameOver):
                self.app.sound("fanfare")
        if steps:
            t = max(now, self.steps[-1].end if self.steps else now)
            if self.disp is None:
                self.disp = self.pre_grid
            for s in steps:
                s.start = t
                t += s.ms
                if s.kind == "prize":
                    t += a(REFILL_MS)  # the gaps show a moment before refills come in
            self.steps.extend(steps)
            self.busy_until = max(self.busy_until, t)

    def _live_grid(self) -> tuple:
        st = self.state
        return tuple(st.tops()), tuple(len(x) for x in st.stacks)

    def update_game(self, now: float, dt_ms: float) -> None:
        while self.steps and self.steps[0].start <= now:
            s = self.steps[0]
            if s.kind == "prize" and now < s.end:
                break  # the payline shows, then its cards leave
            self.steps.pop(0)
            if s.kind == "prize":
                ev = s.data
                self.lines.append((ev.cells, seat_colour(ev.seat), now + self.app.anim(500)))
            if s.kind in ("place", "refill"):
                self.drops[s.data.pos] = now
            if s.grid is not None:
                self.disp = s.grid
        if not self.steps:
            self.disp = None
        self.lines = [ln for ln in self.lines if ln[2] > now]
        self._run_timer(now)
        self._auto_pass()

    def _run_timer(self, now: float) -> None:
        """Variation U: real time spent (the scene clock leaves pauses and the curtain out) goes to the
        engine as whole-second ticks."""
        if not self.state.cfg.has("U") or self.state.is_terminal():
            self.tick_from = now
            return
        whole = int((now - self.tick_from) // 1000) * 1000
        if whole >= 1000:
            self.tick_from += whole
            self.pre_grid = self._grid()
            events = self.state.apply(Act("tick", a=min(whole, 600_000)))
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
        their version, the log, the clock of variation U, the viewer, the score card, the hint, the cascade's
        grid on show, the payline of a prize and the lit ones, landing glows at their drawn strength."""
        now = self.now()
        st = self.state
        glow_ms = max(1.0, self.app.anim(350))
        glows = tuple(
            (p, round(8 * (1.0 - (now - landed) / glow_ms)))
            for p, landed in self.drops.items()
            if now - landed < self.app.anim(350)
        )
        prize = self.steps[0] if self.steps and self.steps[0].kind == "prize" and self.steps[0].start <= now else None
        clock = None
        if st.cfg.has("U"):
            clock = max(0, st.cfg.time_limit_ms - st.elapsed_ms) // 1000
        return (
            self.acts,
            self.version,
            glows,
            prize,
            tuple(self.lines),
            self.busy(),
            clock,
            self.viewer,
            self.show_card,
            self.hint is not None and self.hint[2] == self.version,
            tuple(self.log),
            self.disp,
            st.is_terminal(),
            self.recorded,
            bool(self.app.settings.get("colour_blind")),
        )

    def draw_game(self, surface: pygame.Surface) -> None:
        surface.blit(self._table_surface(), (0, 0))
        self._draw_top(surface)
        self._draw_machine(surface)
        self._draw_hand(surface)
        self._draw_side(surface)
        picker = self.current_picker() if self.my_turn_shown() and not self.busy() else None
        if picker is not None:
            name, kind, cands = picker.step()
            if kind == MENU:
                self._draw_menu(surface, picker, name, cands)
        if self.state.is_terminal() and not self.busy():
            self._draw_end(surface)
        if self.show_card:
            self._draw_score_card(surface)
        self._draw_hints(surface)

    def _table_surface(self) -> pygame.Surface:
        if self._table is None:
            surf = draw.backdrop().copy()
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((*palette.BLACK, 110))
            surf.blit(shade, (0, 0))
            geo = self.state.geo
            art.machine_frame(surf, self.rects, geo.cells)
            panels.machine_labels(surf, self.rects, geo)
            panels.machine_caption(surf, self.rects, MACHINE, geo, not self.state.cfg.has("H"))
            draw.panel(surf, SIDE, palette.NIGHT, palette.PANEL, alpha=215)
            draw.panel(surf, HAND_AREA, palette.NIGHT, palette.PANEL, alpha=200)
            self._table = surf
        return self._table

    def _draw_top(self, surface) -> None:
        st = self.state
        cfg = st.cfg
        mode = {"solo": "Solo", "coop": "Co-op", "competitive": "Competitive", "teams": "Teams"}[cfg.mode]
        parts = [mode, f"Round {min(st.round_no + 1, cfg.rounds)} of {cfg.rounds}"]
        if cfg.variations:
            parts.append("Var. " + "".join(sorted(cfg.variations)))
        if cfg.spin:
            parts.append(f"Spin Again {cfg.spin}")
        if cfg.cumber:
            parts.append(f"Cumber {cfg.cumber}")
        if cfg.cumber == "B":
            parts.append(f"{MONTH_NAMES[cfg.month - 1]}: {MONTH_EFFECTS[cfg.month - 1][0]}")
        text.blit(surface, "  \u00b7  ".join(parts), (28, 28), size=19, colour=palette.GREY, anchor="midleft")
        if cfg.has("U"):
            left = max(0, cfg.time_limit_ms - st.elapsed_ms)
            colour = palette.NEON_RED if left < 60_000 else palette.NEON_YELLOW
            text.title(
                surface,
                f"{left // 60000}:{left // 1000 % 60:02d}",
                (SIDE.right - 8, 28),
                size=20,
                colour=colour,
                anchor="midright",
            )

    def _grid(self) -> tuple:
        return self.disp if self.disp is not None else self._live_grid()

    def _draw_machine(self, surface) -> None:
        tops, heights = self._grid()
        now = self.now()
        for p, rect in enumerate(self.rects):
            art.stack(surface, self.app.cards, rect, tops[p], heights[p])
            landed = self.drops.get(p)
            if landed is not None and now - landed < self.app.anim(350):
                draw.glow_rect(
                    surface,
                    rect.inflate(8, 8),
                    palette.WHITE,
                    radius=10,
                    strength=1.0 - (now - landed) / max(1.0, self.app.anim(350)),
                )
        if self.steps and self.steps[0].kind == "prize" and self.steps[0].start <= now:
            ev = self.steps[0].data
            art.payline(surface, self.rects, ev.cells, seat_colour(ev.seat))
            r = self.rects[ev.cells[1] if len(ev.cells) > 1 else ev.cells[0]]
            self._tag(surface, f"{NAMES[ev.symbol]} +{ev.points}", r.center, seat_colour(ev.seat))
        for cells, colour, _until in self.lines:
            art.payline(surface, self.rects, cells, palette.dim(colour, 0.6), width=3)
        picker = self.current_picker() if self.my_turn_shown() and not self.busy() else None
        if picker is not None:
            name, kind, cands = picker.step()
            if kind in (CELL, COLUMN):
                cols = self.columns_of()
                safe, tried = set(cands), set()
                if self.state.cfg.has("M") and picker.kind == "play":
                    safe, tried = panels.memory_marks(self.state.view(self.acting()), picker.chosen.get("slot"), cands)
                for p, rect in enumerate(self.rects):
                    if (cols[p] if kind == COLUMN else p) in safe:
                        draw.glow_rect(surface, rect.inflate(10, 10), palette.NEON_GREEN, radius=10, strength=0.55)
                    elif p in tried:
                        pygame.draw.rect(
                            surface, palette.dim(palette.NEON_ORANGE, 0.8), rect.inflate(8, 8), 2, border_radius=10
                        )
                panels.payline_guides(surface, self.rects, self.state.geo, self.cell_cursor, palette.NEON_YELLOW)
                rect = self.rects[self.cell_cursor]
                pygame.draw.rect(surface, seat_colour(self.acting()), rect.inflate(16, 16), 4, border_radius=12)
            chosen = picker.chosen
            if picker.kind == "c_move" and "a" in chosen:
                pygame.draw.rect(
                    surface, palette.NEON_YELLOW, self.rects[chosen["a"]].inflate(12, 12), 3, border_radius=10
                )
        if self.hint is not None and self.hint[2] == self.version and self.hint[0].kind in ("play", "build"):
            rect = self.rects[self.hint[0].a]
            pygame.draw.rect(surface, palette.NEON_CYAN, rect.inflate(22, 22), 3, border_radius=14)

    def _tag(self, surface, label: str, center, colour) -> None:
        img = text.render(label, text.BODY_BOLD, 24, tuple(colour))
        box = img.get_rect(center=center).inflate(20, 10)
        pygame.draw.rect(surface, palette.BLACK, box, border_radius=10)
        pygame.draw.rect(surface, colour, box, 2, border_radius=10)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_hand(self, surface) -> None:
        st = self.state
        seat = self.viewer
        area = HAND_AREA
        if seat is None:
            who = self.acting()
            label = "Hands are hidden" if who is None else f"{self.name(who)}'s hand is hidden"
            text.blit(surface, label, area.center, size=22, colour=palette.GREY, anchor="center")
            return
        view = st.view(seat)
        hand = view.hand
        n = max(1, len(hand))
        ch = area.h - 48
        cw = min(int(ch / 1.28), (area.w - 200) // n - 10)
        ch = int(cw * 1.28)
        text.blit(
            surface,
            f"{self.name(seat)}'s hand",
            (area.x + 14, area.y + 14),
            size=18,
            colour=seat_colour(seat),
            anchor="midleft",
            face=text.BODY_BOLD,
        )
        picker = self.current_picker() if self.my_turn_shown() and not self.busy() else None
        step = picker.step() if picker is not None else ("", "", [])
        for i, sym in enumerate(hand):
            rect = pygame.Rect(area.x + 16 + i * (cw + 10), area.bottom - ch - 8, cw, ch)
            chosen = picker is not None and picker.chosen.get("slot") == i
            if chosen:
                rect.move_ip(0, -6)
            surface.blit(art.card(self.app.cards, sym, rect.size), rect)
            if step[1] == HAND and i == self.hand_cursor:
                pygame.draw.rect(surface, seat_colour(seat), rect.inflate(10, 10), 4, border_radius=10)
            elif chosen:
                pygame.draw.rect(surface, palette.NEON_YELLOW, rect.inflate(8, 8), 3, border_radius=10)
            if self.hint is not None and self.hint[2] == self.version and self.hint[0].slot == i:
                pygame.draw.rect(surface, palette.NEON_CYAN, rect.inflate(18, 18), 2, border_radius=12)
        x = area.x + 16 + n * (cw + 10) + 8
        if picker is not None:
            prompt = picker.prompt()
            if st.cfg.has("M") and picker.kind == "play" and step[1] == CELL:
                prompt = panels.memory_prompt(view, picker.chosen.get("slot"))
            text.paragraph(
                surface,
                prompt,
                pygame.Rect(x, area.y + 28, area.right - x - 12, 110),
                size=19,
                colour=palette.NEON_YELLOW,
            )
        elif self.acting() is not None and not st.is_terminal() and not self.busy():
            text.paragraph(
                surface,
                f"{self.name(self.acting())} is playing",
                pygame.Rect(x, area.y + 28, area.right - x - 12, 80),
                size=19,
                colour=palette.GREY,
            )
        if view.front[seat]:
            text.blit(
                surface,
                "Spin Again card ready",
                (area.right - 12, area.y + 14),
                size=16,
                colour=palette.NEON_CYAN,
                anchor="midright",
            )

    def _draw_side(self, surface) -> None:
        panels.draw_side(self, surface, SIDE)

    def _draw_menu(self, surface, picker: Picker, name: str, cands: list) -> None:
        st = self.state
        last = st.view(self.acting()).last_played
        labels = []
        for c in cands:
            if name == "":
                labels.append(whole_label(c, [st.sym[x] for x in st.open], last[1] if last else -1))
            else:
                labels.append(picker.menu_label(c))
        cols = 2 if len(labels) > 8 else 1
        per = (len(labels) + cols - 1) // cols
        w = 520 if cols == 1 else 760
        box = pygame.Rect(0, 0, w, 70 + per * 38)
        box.center = MACHINE.center
        draw.panel(surface, box, palette.DUSK, palette.NEON_YELLOW, alpha=235)
        title = {"": "Your choice", "kind": "Use this card how?"}.get(name, picker.prompt())
        text.blit(
            surface,
            title[:60],
            (box.centerx, box.y + 24),
            size=22,
            anchor="center",
            colour=palette.NEON_YELLOW,
            face=text.BODY_BOLD,
        )
        for i, label in enumerate(labels):
            r = pygame.Rect(box.x + 16 + (i // per) * (w // cols), box.y + 50 + (i % per) * 38, w // cols - 32, 34)
            draw.menu_item(
                surface, r, label, i == self.menu_cursor % max(1, len(labels)), size=19, accent=palette.NEON_YELLOW
            )

    def _draw_score_card(self, surface) -> None:
        draw.dim_overlay(surface, 150)
        box = pygame.Rect(0, 0, 760, 560)
        box.center = (draw.SCREEN_W // 2, draw.SCREEN_H // 2 - 10)
        cfg = self.state.cfg
        extras = tuple(s for s, on in ((SPIN, cfg.spin), (CUMBER, cfg.cumber)) if on)
        text.title(surface, "SCORE CARD", (box.centerx, box.y - 4), size=22, colour=palette.NEON_YELLOW)
        art.score_card(
            surface,
            self.app.cards,
            box.inflate(0, -24).move(0, 12),
            ranks=True,
            extras=extras,
            note=panels.score_note(self.state.geo, not cfg.has("H")),
        )

    def _draw_end(self, surface) -> None:
        st = self.state
        box = pygame.Rect(0, 0, 640, 300)
        box.center = MACHINE.center
        draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW, alpha=235)
        scores = st.scores()
        if self.mode() in ("solo", "coop"):
            text.title(surface, f"{scores[0]} POINTS", (box.centerx, box.y + 56), size=34)
            text.blit(
                surface,
                rank_line(scores[0]),
                (box.centerx, box.y + 110),
                size=28,
                anchor="center",
                colour=palette.NEON_PINK,
                face=text.BODY_BOLD,
            )
            rec = self.app.stats.board(self.board())
            best = rec.get("best")
            if best is not None and not self.demo:
                text.blit(
                    surface,
                    f"High score: {best:g}",
                    (box.centerx, box.y + 156),
                    size=22,
                    anchor="center",
                    colour=palette.WHITE,
                )
            top = rec.get("top", [])[:3]
            for i, e in enumerate(top):
                text.blit(
                    surface,
                    f"{i + 1}. {e['name']}  {e['score']:g}  {e['date']}",
                    (box.centerx, box.y + 192 + 26 * i),
                    size=18,
                    anchor="center",
                    colour=palette.GREY,
                )
        else:
            win = st.winners()
            names = " & ".join(self.name(s) for s in win)
            text.title(
                surface,
                f"{names.upper()[:24]} WIN{'S' if len(win) == 1 else ''}",
                (box.centerx, box.y + 50),
                size=26,
                colour=seat_colour(win[0]),
            )
            order = sorted(range(len(scores)), key=lambda s: -scores[s])
            for i, s in enumerate(order[:8]):
                text.blit(
                    surface,
                    f"{self.name(s)}  {scores[s]}",
                    (box.x + 60 + (i // 4) * 280, box.y + 100 + 36 * (i % 4)),
                    size=22,
                    colour=seat_colour(s),
                )

    def _key(self, device: str, action: str) -> str:
        if device.startswith("pad"):
            return {"confirm": "A", "back": "B", "alt": "X", "extra": "Y"}.get(action, action)
        if device == "numpad":
            return {"confirm": "5", "back": "0", "alt": ".", "extra": "9"}.get(action, action)
        return self.app.input.key_name(device, action) or action

    def _draw_hints(self, surface) -> None:
        humans = self.human_seats()
        if self.state.is_terminal():
            if not self.busy() and humans:
                dev = self.config.seats[humans[0]].device
                draw.hint_bar(
                    surface,
                    [
                        (self._key(dev, "confirm"), "rematch"),
                        (self._key(dev, "back"), "leave"),
                        (self._key(dev, "alt"), "score card"),
                    ],
                    y=draw.SCREEN_H - 24,
                )
            return
        seat = self.acting()
        if seat is None or self.is_cpu(seat):
            seat = humans[0] if humans else None
        if seat is None:
            draw.hint_bar(surface, [("Demo", "all CPUs")], y=draw.SCREEN_H - 24)
            return
        dev = self.config.seats[seat].device
        hints = [
            ("Arrows" if dev in ("keys_a", "pad") else "WASD" if dev == "keys_b" else "2468", "move"),
            (self._key(dev, "confirm"), "choose"),
            (self._key(dev, "back"), "step back"),
            (self._key(dev, "alt"), "score card"),
        ]
        if self.mode() == "solo":
            hints.append((self._key(dev, "extra"), "hint"))
        draw.hint_bar(surface, hints, y=draw.SCREEN_H - 24)

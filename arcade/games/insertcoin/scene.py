"""The Insert Coin to Play scene on the cabinet's game-scene base: 1-6 seats fill their GamePads from the
same face-up card.

Everyone acts on the card at once: each person from their own device (people sharing one device take
turns on it, the base routes a press to the first seat of that device with a decision), the CPUs together
from one snapshot of the table, thought by the base's ``think`` (the worker process). A person's ghost
piece follows their cursor over their sheet, red where it does not fit (the engine's ``placement_legal``);
``confirm`` stages it, ``back`` undoes, a second ``confirm`` draws it. In spare time between frames the
Level looks the coming moves will show are painted ahead (``warm_one``). Keys and the cursor are in :mod:`.controls`,
the geometry
in :mod:`.layout`, the pictures in :mod:`.art`. Events become call-outs in the top bar and flashes on the
sheets; nothing blocks the other players while they show.
"""

from __future__ import annotations

from concurrent.futures import Future
from functools import lru_cache, partial

import pygame

from arcade.core.input import MOUSE_DEVICE, PAD_BUTTONS, ActionEvent, device_label
from arcade.core.render import draw, palette, text
from arcade.core.rules import TERMINAL
from arcade.games.info import LobbyConfig
from arcade.scenes import game as base
from arcade.scenes.game import GameScene

from . import art, prompts
from . import callouts as C
from . import events as E
from . import layout as L
from .bots import choose_all, make_bot
from .controls import ALIASES, FILL, KABUKI, KEEP_BUTTON, LEVEL_TOOLS, LIFE, MOVES, Cursor, footprint
from .pieces import GRID
from .rules import KEEP_PHASE, PLAY, InsertCoin, cards
from .shapes import DECK_CARDS

CALLOUT_MS = 1700.0
FLASH_MS = 700.0
NOTE_MS = 1600.0
END_HOLD_MS = 1200.0
CPU_FILL_SHARE = 0.45  # a CPU's pause before an ability fill, as a share of its normal pause
END_REASONS = {
    "all_levels": "{who} completed all 3 Levels",
    "deck_empty": "the deck ran out",
    "out_of_lives": "{who} ran out of Lives and Coins",
    "game_over_card": "{who} could not pay for the GAME OVER card",
}


@lru_cache(maxsize=1024)
def fit(line: str, size: int, width: int, bold: bool = False) -> str:
    """``line`` cut with an ellipsis to fit ``width`` pixels."""
    f = text.body(size, bold)
    line = line[: max(1, width)]  # no glyph is under a pixel wide: the rest can never show
    if f.size(line)[0] <= width:
        return line
    low, high = 1, len(line) - 1  # the longest prefix that fits with its ellipsis (binary search)
    while low < high:
        mid = (low + high + 1) // 2
        if f.size(line[:mid] + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return line[:low] + "…"


ABILITY_LINE = 18  # px a line of the hovered card's ability under the dealt cards


def status_lines(status: str, width: int, room: int) -> list[str]:
    """``status`` wrapped to ``width`` pixels in at most ``room`` lines (at least one); when it needs more,
    the last line shown ends with an ellipsis, so a cut is never silent."""
    lines = text.wrap(status, text.BODY, 15, width)
    room = max(1, room)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = fit(lines[-1] + " \u2026", 15, width)
    return lines


def sheet_glow(surface, lay: L.SheetLayout, colour) -> None:
    """A sheet's glow (a Level completed, an ability used)."""
    draw.glow_rect(surface, pygame.Rect(lay.rect).inflate(4, 4), colour, radius=12, strength=0.9)


def glow_reach(lay: L.SheetLayout) -> pygame.Rect:
    """Everything ``sheet_glow`` may touch: its outline's rect and the halo 12 px around it."""
    return pygame.Rect(lay.rect).inflate(4 + 24, 4 + 24)


class InsertCoinScene(GameScene):
    game_id = "insertcoin"
    levels = ("arcade.games.insertcoin.shapes:load_catalog",)
    demo_banner = "bottom"  # the header shows the flipped card: the demo's banner covers the key hints
    engine = InsertCoin
    block_input_while_busy = False  # people keep drawing while another seat's call-out shows
    scene_caches = (art.LEVEL_CACHE.clear,)  # the Levels' looks (up to 3 MB) go with the game

    def __init__(self, app, config: LobbyConfig, *, state: InsertCoin | None = None) -> None:
        super().__init__(app, config, state=state)
        self.cursors = {s: Cursor() for s in self.human_seats()}
        self.layouts = L.layouts(len(config.seats))
        self.callouts: list[C.Callout] = []
        self.flashes: dict[tuple[int, int], tuple[int, float]] = {}  # (seat, level) -> (squares, until)
        self.notes: dict[int, tuple[str, tuple, float]] = {}  # seat -> (text, colour, until)
        self.glow: dict[int, tuple[tuple, float]] = {}  # seat -> (colour, until)
        self.refused: dict[int, float] = {}  # seat -> red flash until
        self.cpu_job: Future | None = None
        self.cpu_job_due = 0.0
        self.cpu_job_key: tuple = ()
        self.focus: int | None = None  # the person whose keys the hint bar shows
        self._table: pygame.Surface | None = None
        self._warm_key: tuple | None = None  # the coming moves whose Level looks are being painted ahead
        self._warm_looks: list[tuple] = []
        self._end_warmed = False  # the end screen's panel and strings made in spare time
        if state is None and self.state.setup_events:
            self.present(list(self.state.setup_events), self.now())

    # ------------------------------------------------------------------ base hooks
    def new_state(self, config: LobbyConfig) -> InsertCoin:
        return InsertCoin(len(config.seats), config.seed)

    def make_cpu(self, seat: int, seat_config):
        level = seat_config.level or "Greedy"
        bot = make_bot(level, seed=self.config.seed * 31 + seat)
        bot.instant = level.lower() != "planner"
        return bot

    def acting_seats(self) -> list[int]:
        """Seats with a decision on this card (cheap: the engine's task lists, not every placement)."""
        if self.state.current_player() == TERMINAL:
            return []
        return self.state.active_seats()

    # ------------------------------------------------------------------ CPUs: all at once
    def run_cpus(self, now: float) -> None:
        """Every CPU with a decision chooses from the same snapshot of the table (on the worker unless
        all are instant), then their choices are applied together after the pacing pause."""
        seats = tuple(s for s in self.acting_seats() if s in self.cpus)
        if not seats:
            self.cpu_job = None
            return
        key = (self.state.flips, seats, tuple(tuple(self.state.tasks[s]) for s in seats))
        if self.cpu_job is None or key != self.cpu_job_key:
            snapshot = self.state.clone()
            bots = {s: self.cpus[s] for s in seats}
            pause = self.think_ms()
            if all(self.state.tasks[s] and self.state.tasks[s][0][0] == "fill" for s in seats):
                pause *= CPU_FILL_SHARE
            self.cpu_job_key = key
            self.cpu_job_due = now + pause
            self.cpu_job = self.think(
                partial(choose_all, bots),
                snapshot,
                seats,
                keep=tuple(bots.values()),
                instant=all(getattr(bots[s], "instant", False) for s in seats),
            )
        if now < self.cpu_job_due or not self.cpu_job.done():
            return
        choices = self.cpu_job.result()
        self.cpu_job = None
        for action in choices:
            if self.state.is_terminal():
                break
            if self.state.placement_legal(action):
                self.act(action)

    # ------------------------------------------------------------------ spare time: Level looks ahead
    def warm_one(self) -> bool:
        """Between frames: paint the Level looks the coming moves will show (the CPUs' placements once they
        are thought, a person's staged one) before the frame that applies them; one look per call."""
        if self.state.is_terminal():
            if not self._end_warmed:  # while the last moves play out: the end screen's panel and strings
                self._end_warmed = True  # (drawn on a 1x1 surface: made and cached, nothing shown)
                self.draw_end(pygame.Surface((1, 1)), dim=False)
            return False
        key = (self.acts, tuple(self.coming_moves()))
        if key != self._warm_key:
            self._warm_key = key
            self._warm_looks = self.looks_after(key[1]) if key[1] else []
            return bool(self._warm_looks)
        while self._warm_looks:
            cell, shape, filled, colour, flags = self._warm_looks.pop(0)
            if art.warm_level(cell, shape, filled, colour, **flags):
                return bool(self._warm_looks)
        return False

    def coming_moves(self) -> list:
        """Placements known before they are applied: the CPUs' thought choices waiting for their pause to
        end, then the placements people have staged."""
        moves = []
        job = self.cpu_job
        if job is not None and job.done() and not job.cancelled() and job.exception() is None:
            moves.extend(job.result())
        moves.extend(cur.staged for cur in self.cursors.values() if cur.staged is not None)
        return moves

    def looks_after(self, moves) -> list[tuple]:
        """``art.warm_level`` arguments for the looks of the Levels that ``moves`` change (squares drawn,
        Levels chosen), once applied as the scene applies them. A flash is painted over a look, so it needs
        none of its own."""
        trial = self.state.clone()
        for move in moves:
            if trial.is_terminal():
                break
            if trial.placement_legal(move):
                trial.apply(move)
        out = []
        for seat, lay in enumerate(self.layouts):
            before = list(zip(self.state.levels[seat], self.state.filled[seat]))
            for lv, look in enumerate(zip(trial.levels[seat], trial.filled[seat])):
                if lv >= len(before) or before[lv] != look:
                    out.append(
                        (
                            lay.cell,
                            trial.shape_of(seat, lv),
                            look[1],
                            art.seat_colour(seat),
                            {"done": trial.is_complete(seat, lv)},
                        )
                    )
        return out

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        if ev.device == MOUSE_DEVICE:
            if ev.pos is not None and not self.state.is_terminal():
                self.mouse(ev)
            return
        super().handle(ev)

    def on_input(self, seat: int, action: str, ev: ActionEvent) -> None:
        if ev.device == "numpad":
            action = ALIASES.get(action, action)
        self.focus = seat
        cur = self.cursors[seat]
        st = self.state
        if st.phase == KEEP_PHASE:
            chosen = cur.keep_key(st.hands[seat], action, seat)
            if chosen is not None:
                self.act(chosen)
            self.app.sound("confirm" if chosen is not None else "select")
            return
        cur.sync(st, seat)
        tool = cur.tool_name(st, seat)
        if action in MOVES:
            cur.move(tool, *MOVES[action])
            self.app.sound("tick")
        elif action in ("alt", "extra"):
            if cur.turn(tool, "rotate" if action == "alt" else "mirror"):
                self.app.sound("tick")
        elif action in ("back", "next"):
            if cur.staged is not None and action == "back":
                cur.staged = None
                self.app.sound("back")
            else:
                cur.next_tool(st, seat)
                self.app.sound("select")
        elif action == "confirm":
            self.press_confirm(seat)

    def press_confirm(self, seat: int) -> None:
        cur = self.cursors[seat]
        if cur.staged is not None:
            staged, cur.staged = cur.staged, None
            if self.state.placement_legal(staged):
                self.act(staged)
            return
        cand = cur.action(self.state, seat)
        if cand is not None and self.state.placement_legal(cand):
            cur.staged = cand
            self.app.sound("select")
        else:
            self.refuse(seat)

    def refuse(self, seat: int) -> None:
        self.refused[seat] = self.now() + self.app.anim(FLASH_MS) + 1
        cur = self.cursors[seat]
        tool = cur.tool_name(self.state, seat)
        what = {
            LIFE: "No empty square there",
            FILL: "No empty square there",
            KABUKI: "Kabuki Love cannot finish that Level",
        }.get(tool, f"{tool} does not fit there")
        self.cue = (f"{self.name(seat)}: {what}", self.now() + base.CUE_MS)
        self.app.sound("error")

    def mouse_seat(self) -> int | None:
        """The mouse moves the first person with a decision (the hint bar's person)."""
        acting = [s for s in self.acting_seats() if s in self.cursors]
        if self.focus in acting:
            return self.focus
        return acting[0] if acting else None

    def mouse(self, ev: ActionEvent) -> None:
        seat = self.mouse_seat()
        if seat is None:
            return
        if self.state.phase == KEEP_PHASE:
            self.mouse_keep(seat, ev)
            return
        if self.state.phase != PLAY:
            return
        cur = self.cursors[seat]
        cur.sync(self.state, seat)
        tool = cur.tool_name(self.state, seat)
        if ev.action == "up" and ev.pressed:
            cur.turn(tool, "rotate")
            return
        if ev.action == "down" and ev.pressed:
            cur.turn(tool, "mirror")
            return
        spot = self.layouts[seat].square_at(*ev.pos)
        if ev.action == "point" and spot is not None:
            cur.point(tool, *spot)
        elif ev.action == "click" and ev.pressed:
            if spot is not None and cur.staged is None:
                cur.point(tool, *spot)
            self.focus = seat
            self.press_confirm(seat)

    def mouse_keep(self, seat: int, ev: ActionEvent) -> None:
        """Point at a dealt card to move the cursor there; click marks it (or clicks KEEP)."""
        cur = self.cursors[seat]
        hand = self.state.hands[seat]
        rects = self.hand_rects(self.layouts[seat], len(hand))
        hit = next((i for i, r in enumerate(rects) if r.collidepoint(ev.pos)), None)
        if hit is None or (hit == len(hand) and len(cur.chosen) != 3):
            return
        cur.pick = KEEP_BUTTON if hit == len(hand) else hit
        if ev.action == "click" and ev.pressed:
            self.focus = seat
            chosen = cur.keep_key(hand, "confirm", seat)
            if chosen is not None:
                self.act(chosen)
            self.app.sound("confirm" if chosen is not None else "select")

    # ------------------------------------------------------------------ events -> call-outs
    def callout(self, now: float, title: str, sub: str, colour, seat: int | None = None, urgent: bool = False) -> None:
        """Queue a call-out (see :func:`.callouts.enqueue`; ``urgent`` for an effect landing now)."""
        new = C.Callout(title, sub, colour, now, self.app.anim(CALLOUT_MS) or 1.0, seat, urgent)
        self.callouts = C.enqueue(self.callouts, new, now)

    def note(self, seat: int, message: str, colour, now: float) -> None:
        self.notes[seat] = (message, colour, now + max(1.0, self.app.anim(NOTE_MS)))

    def present(self, events: list, now: float) -> None:
        for seat, cur in self.cursors.items():  # a new decision starts on its first choice
            cur.sync(self.state, seat)
        flash = max(1.0, self.app.anim(FLASH_MS))
        for ev in events:
            if isinstance(ev, E.CardFlipped):
                self.app.sound("flip")
            elif isinstance(ev, E.Kept):
                self.note(ev.seat, "Levels chosen", art.seat_colour(ev.seat), now)
            elif isinstance(ev, E.DeckStacked):
                self.callout(now, "INSERT COIN!", "Every sheet is ready: the first card is up", palette.NEON_GREEN)
            elif isinstance(ev, E.Placed):
                self.flashes[(ev.seat, ev.level)] = (ev.cells, now + flash)
                self.app.sound("place")
            elif isinstance(ev, E.Filled):
                old = self.flashes.get((ev.seat, ev.level), (0, 0.0))[0]
                self.flashes[(ev.seat, ev.level)] = (old | 1 << (ev.y * GRID + ev.x), now + flash)
                if ev.cause == "life":
                    self.note(ev.seat, "a Life for one square", palette.NEON_PINK, now)
                self.app.sound("place")
            elif isinstance(ev, E.SymbolPassed):
                self.note(ev.seat, f"second symbol {ev.piece} passed", palette.GREY, now)
            elif isinstance(ev, E.LevelCompleted):
                self.glow[ev.seat] = (palette.NEON_YELLOW, now + 2 * flash)
                self.app.sound("coin")
            elif isinstance(ev, E.AbilityUsed):
                colour = art.seat_colour(ev.seat)
                kind, title, sub = C.ability(
                    ev,
                    self.name,
                    waiting=self.state.kabuki[ev.seat],
                    gained=any(isinstance(e, E.LifeGained) and e.seat == ev.seat for e in events),
                )
                if kind == "callout":
                    self.callout(now, title, sub, colour, ev.seat)
                else:
                    self.note(ev.seat, title, colour, now)
                self.glow[ev.seat] = (colour, now + 3 * flash)
            elif isinstance(ev, E.AbilityDeclined):
                self.note(ev.seat, C.declined(ev), palette.GREY, now)
                self.callouts = C.withdraw(self.callouts, ev.seat, C.title_of(ev.shape), now)
            elif isinstance(ev, E.Attack):
                title, sub = C.attack(ev, self.name)  # called as it lands, with its Lives lost
                self.callout(now, title, sub, palette.NEON_RED, ev.seat, urgent=True)
                self.app.sound("crash")
            elif isinstance(ev, E.LifeLost):
                if ev.cause != "spent":
                    self.note(ev.seat, "-1 Life", palette.NEON_RED, now)
            elif isinstance(ev, E.LifeGained):
                self.note(ev.seat, "+1 Life", palette.NEON_GREEN, now)
            elif isinstance(ev, E.CoinInserted):
                self.note(ev.seat, "Coin inserted" if ev.reason == "lives" else "Coin for GAME OVER", art.COIN, now)
                self.app.sound("coin")
            elif isinstance(ev, E.GameOverFlipped):
                paid = ", ".join(self.name(s) for s in ev.paid) or "nobody"
                self.callout(now, f"GAME OVER CARD {ev.number}", f"a Coin from: {paid}", palette.NEON_RED)
                self.app.sound("error")
            elif isinstance(ev, E.TurnSkipped):
                self.note(ev.seat, "skips this card (White Skull)", palette.GREY, now)
            elif isinstance(ev, E.OutOfPlay):
                self.callout(
                    now,
                    "OUT OF COINS",
                    f"{self.name(ev.seat)}: the game ends after this card",
                    palette.NEON_RED,
                    ev.seat,
                )
            elif isinstance(ev, E.GameEnded):
                self.busy_until = max(self.busy_until, now + self.app.anim(END_HOLD_MS))

    # ------------------------------------------------------------------ drawing
    def picture_key(self):
        """All the sheets' picture depends on besides input (see ``GameScene.picture_key``): actions applied,
        and which timed marks show now (the call-out, just-drawn squares, notes, glows, a refusal's red).
        Under the end screen no timed mark is drawn (see ``marks_now``), so none is in the key: the end
        screen is drawn once, not again each time a mark under the dim would have ended."""
        if self.end_ready():
            return (self.acts, True, self.focus, bool(self.app.settings.get("colour_blind")))
        now = self.now()
        live = next((c for c in self.callouts if c.active(now)), None)
        return (
            self.acts,
            live,
            tuple(k for k, (_sq, until) in self.flashes.items() if now < until),
            tuple((seat, note[0]) for seat, note in self.notes.items() if now < note[2]),
            tuple((seat, g[0]) for seat, g in self.glow.items() if now < g[1]),
            tuple(seat for seat, until in self.refused.items() if now < until),
            self.end_ready(),
            self.focus,
            bool(self.app.settings.get("colour_blind")),
        )

    def marks_now(self) -> float:
        """The time the timed marks (call-outs, flashes, notes, glows) are drawn at: now, or, under the end
        screen, a time after every mark has ended (the sheets show the final result, without marks)."""
        return float("inf") if self.end_ready() else self.now()

    def draw_game(self, surface: pygame.Surface) -> None:
        now = self.marks_now()
        surface.blit(self.table_layer(), (0, 0))
        self.draw_top_bar(surface, now)
        glowing = [(seat, colour) for seat, (colour, until) in sorted(self.glow.items()) if now < until]
        for seat, lay in enumerate(self.layouts):
            if glowing:
                self.under_earlier_glows(surface, seat, lay, glowing)
            self.draw_sheet(surface, seat, lay, now)
        if self.state.is_terminal() and self.end_ready():
            self.draw_end(surface)
        else:
            self.draw_hints(surface)

    def under_earlier_glows(self, surface, seat: int, lay: L.SheetLayout, glowing) -> None:
        """A glow's halo reaches a few pixels over the next sheets, whose fills are drawn after it (and so lie
        over it). The fills come from the table layer, drawn first: where an earlier seat's halo reaches
        this sheet, the backdrop, those halos and this sheet's fill are drawn again there, in that order."""
        rect = pygame.Rect(lay.rect)
        earlier = [(s, colour) for s, colour in glowing if s < seat]
        clip = surface.get_clip()
        for s, _colour in earlier:
            strip = glow_reach(self.layouts[s]).clip(rect)
            if not strip.w or not strip.h:
                continue
            surface.set_clip(strip.clip(clip))
            surface.blit(draw.backdrop(), strip, strip)
            for t, colour in earlier:
                sheet_glow(surface, self.layouts[t], colour)
            self.sheet_fill(surface, seat, lay)
            surface.set_clip(clip)

    def table_layer(self) -> pygame.Surface:
        """What never changes, drawn once: the backdrop, the top bar's and the sheets' translucent fills (a
        sheet's border, which shows whose turn it is, is drawn each frame)."""
        if self._table is None:
            surf = draw.backdrop().copy()
            self.top_bar_fill(surf)
            for seat, lay in enumerate(self.layouts):
                self.sheet_fill(surf, seat, lay)
            self._table = surf  # a copy of draw.backdrop(), already in the display's format
        return self._table

    @staticmethod
    def top_bar_fill(surface) -> None:
        draw.panel(surface, pygame.Rect(L.TOP_BAR), palette.DUSK, palette.PANEL, radius=0, width=0, alpha=215)

    @staticmethod
    def sheet_fill(surface, seat: int, lay: L.SheetLayout) -> None:
        draw.panel(
            surface,
            pygame.Rect(lay.rect),
            palette.dim(art.seat_colour(seat), 0.14),
            palette.EDGE,
            radius=10,
            width=0,
            alpha=225,
        )

    def draw_top_bar(self, surface, now: float) -> None:
        st = self.state
        text.title(surface, "INSERT COIN", (24, 24), size=18, colour=palette.NEON_GREEN, anchor="midleft")
        if st.phase == KEEP_PHASE:
            lines = ["Choose your Levels:", "keep 3 of your 5 dealt cards"]
        else:
            lines = [
                f"Card {st.flips} of {DECK_CARDS} · {len(st.deck)} left in the deck",
                f"GAME OVER cards flipped: {st.game_overs} of 2",
            ]
        for i, line in enumerate(lines):
            text.blit(
                surface,
                line,
                (24, 52 + 26 * i),
                size=20,
                colour=palette.WHITE if i == 0 else palette.GREY,
                anchor="midleft",
            )
        card_rect = pygame.Rect(L.CARD_RECT)
        if st.phase == PLAY and st.card >= 0:
            art.draw_card(surface, card_rect, cards()[st.card])
        else:
            pygame.draw.rect(surface, palette.PANEL, card_rect, border_radius=8)
            pygame.draw.rect(surface, palette.EDGE, card_rect, 2, border_radius=8)
            text.title(surface, "?", card_rect.center, size=28, colour=palette.GREY)
        self.draw_symbols(surface, pygame.Rect(L.SYMBOLS_RECT))
        area = pygame.Rect(L.CALLOUT_RECT)
        live = [c for c in self.callouts if c.active(now)]
        if live:
            c = live[0]
            draw.panel(surface, area, palette.BLACK, c.colour, radius=10, width=3, alpha=200)
            if c.seat is not None:
                draw.seat_badge(
                    surface, c.seat, (area.x + 26, area.centery), 12, bool(self.app.settings.get("colour_blind"))
                )
            x = area.x + (48 if c.seat is not None else 18)
            text.title(surface, c.title, (x, area.y + 28), size=22, colour=c.colour, anchor="midleft")
            text.blit(
                surface,
                fit(c.sub, 20, area.right - x - 12),
                (x, area.y + 66),
                size=20,
                colour=palette.WHITE,
                anchor="midleft",
            )
        elif st.phase == PLAY:
            lines = (
                "Everyone draws one of these symbols,",
                "turned any way, into one of their shapes,",
                "or loses a Life to fill one square.",
            )
            for i, line in enumerate(lines):
                text.blit(
                    surface, line, (area.x + 8, area.y + 18 + 28 * i), size=19, colour=palette.GREY, anchor="midleft"
                )

    def draw_symbols(self, surface, rect: pygame.Rect) -> None:
        """The face-up card's two symbols, large, with their names."""
        st = self.state
        if st.phase != PLAY or st.card < 0:
            return
        info = cards()[st.card]
        half = rect.w // len(info.symbols)
        for i, piece in enumerate(info.symbols):
            cx = rect.x + half * i + half // 2
            art.draw_symbol(surface, piece, (cx, rect.y + 38), 15, (palette.NEON_PINK, palette.NEON_BLUE)[i])
            text.blit(
                surface,
                piece,
                (cx, rect.bottom - 4),
                size=18,
                colour=palette.WHITE,
                anchor="midbottom",
                face=text.BODY_BOLD,
            )

    def status(self, seat: int) -> tuple[str, tuple]:
        st = self.state
        if st.phase == KEEP_PHASE:
            if st.levels[seat]:
                return ("ready", palette.NEON_GREEN)
            cur = self.cursors.get(seat)
            if cur is not None and cur.pick < len(st.hands[seat]) and not self.ability_room(seat):
                return (self.hovered_ability(seat), palette.WHITE)  # no room under the hand: said here
            return ("choosing Levels", palette.WHITE)
        if st.is_terminal():
            return ("", palette.GREY)
        if st.out[seat]:
            return ("out of Lives and Coins", palette.NEON_RED)
        return prompts.task_status(st, seat, seat in self.cursors)

    def draw_sheet(self, surface, seat: int, lay: L.SheetLayout, now: float) -> None:
        st = self.state
        colour = art.seat_colour(seat)
        rect = pygame.Rect(lay.rect)
        acting = st.phase != "over" and seat in st.active_seats()
        # the panel's fill is in the table layer; its border says whether this seat acts
        pygame.draw.rect(
            surface, colour if acting else palette.dim(colour, 0.5), rect, 3 if acting else 2, border_radius=10
        )
        glow = self.glow.get(seat)
        if glow and now < glow[1]:
            sheet_glow(surface, lay, glow[0])
        self.draw_info(surface, seat, lay, now)
        if st.phase == KEEP_PHASE:  # chosen Levels stay face down until every seat has chosen
            if st.levels[seat]:
                self.draw_kept(surface, seat, lay)
            else:
                self.draw_hand(surface, seat, lay)
            return
        for lv in range(len(st.levels[seat])):
            shape = st.shape_of(seat, lv)
            flash, until = self.flashes.get((seat, lv), (0, 0.0))
            origin = lay.levels[lv]
            done = st.is_complete(seat, lv)
            art.draw_level(
                surface,
                origin,
                lay.cell,
                shape,
                st.filled[seat][lv],
                colour,
                done=done,
                flash=flash if now < until else 0,
            )
            box = pygame.Rect(lay.level_rect(lv))
            if done:
                pygame.draw.rect(surface, palette.NEON_YELLOW, box.inflate(4, 4), 2)
            cap = shape.title
            pts = f"{st.level_points(seat, lv)}/{shape.value}"
            size = 15 if lay.cell < 20 else 17
            text.blit(
                surface,
                fit(cap, size, box.w - 44),
                (box.x, lay.caption_y),
                size=size,
                colour=palette.NEON_YELLOW if done else palette.GREY,
            )
            text.blit(
                surface,
                pts,
                (box.right, lay.caption_y),
                size=size,
                colour=palette.NEON_YELLOW if done else palette.WHITE,
                anchor="topright",
            )
        if seat in self.cursors and seat in st.active_seats() and not st.is_terminal():
            self.draw_ghost(surface, seat, lay, now)

    def draw_info(self, surface, seat: int, lay: L.SheetLayout, now: float) -> None:
        st = self.state
        colour = art.seat_colour(seat)
        x, y, w, h = lay.info
        cfg = self.config.seats[seat]
        cb = bool(self.app.settings.get("colour_blind"))
        who = f"CPU {cfg.level}" if cfg.is_cpu else device_label(cfg.device)
        status, scol = self.status(seat)
        note = self.notes.get(seat)
        if note and now < note[2]:
            status, scol = note[0], note[1]
        score = st.score_breakdown(seat)["total"] if st.phase != KEEP_PHASE else None
        if lay.column:
            draw.seat_badge(surface, seat, (x + 10, y + 12), 9, cb)
            text.blit(
                surface,
                fit(cfg.name, 20, w - 26, True),
                (x + 24, y + 12),
                size=20,
                colour=colour,
                anchor="midleft",
                face=text.BODY_BOLD,
            )
            text.blit(surface, fit(who, 15, w - 4), (x, y + 36), size=15, colour=palette.GREY, anchor="midleft")
            art.draw_lives(surface, (x, y + 62), st.lives[seat], st.coins[seat], size=7)
            if score is not None:
                text.blit(
                    surface,
                    f"{score} pts",
                    (x, y + 88),
                    size=20,
                    colour=palette.WHITE,
                    anchor="midleft",
                    face=text.BODY_BOLD,
                )
            for i, line in enumerate(status_lines(status, w - 4, (h - 112 + 9) // 18)):
                text.blit(surface, line, (x, y + 112 + 18 * i), size=15, colour=scol, anchor="midleft")
            return
        cy = y + h // 2
        draw.seat_badge(surface, seat, (x + 10, cy), 9, cb)
        name_r = text.blit(
            surface,
            fit(cfg.name, 20, 150, True),
            (x + 24, cy),
            size=20,
            colour=colour,
            anchor="midleft",
            face=text.BODY_BOLD,
        )
        who_r = text.blit(
            surface, fit(who, 15, 110), (name_r.right + 10, cy), size=15, colour=palette.GREY, anchor="midleft"
        )
        score_r = text.blit(
            surface,
            "" if score is None else f"{score} pts",
            (x + w, cy),
            size=20,
            colour=palette.WHITE,
            anchor="midright",
            face=text.BODY_BOLD,
        )
        lives_r = art.draw_lives(surface, (score_r.left - 150, cy), st.lives[seat], st.coins[seat], size=8)
        room = lives_r.left - who_r.right - 20
        if room > 40:
            text.blit(surface, fit(status, 15, room), (who_r.right + 12, cy), size=15, colour=scol, anchor="midleft")

    @staticmethod
    def hand_rects(lay: L.SheetLayout, count: int) -> list[pygame.Rect]:
        """Where the dealt cards lie in the keep phase (and the KEEP button last)."""
        x0, y0 = lay.levels[0]
        width = lay.levels[-1][0] + GRID * lay.cell - x0
        height = GRID * lay.cell
        cw = min((width - 6 * 8) // 6, int(height / 1.15))
        ch = min(height, int(cw * 1.15))
        out = [pygame.Rect(x0 + i * (cw + 8), y0 + (height - ch) // 2, cw, ch) for i in range(count)]
        out.append(pygame.Rect(x0 + count * (cw + 8), y0 + (height - 40) // 2, cw, 40))
        return out

    def hovered_ability(self, seat: int) -> str:
        shape = cards()[self.state.hands[seat][self.cursors[seat].pick]].shape
        alone = self.state.num_seats == 1 and shape.solo_ability
        return f"{shape.title}: {shape.solo_ability if alone else shape.ability}"

    def ability_area(self, seat: int) -> pygame.Rect:
        """Under the dealt cards, inside the sheet: where the card under a person's cursor is explained."""
        lay = self.layouts[seat]
        rects = self.hand_rects(lay, len(self.state.hands[seat]))
        top = max(r.bottom for r in rects) + 14  # clear of the cursor frame round the card (6 px)
        sheet = pygame.Rect(lay.rect)
        return pygame.Rect(rects[0].x, top, rects[-1].right - rects[0].x, sheet.bottom - 6 - top)

    def ability_room(self, seat: int, area: pygame.Rect | None = None) -> int:
        """How many lines of 18 px fit in :meth:`ability_area` (``area``: that area, when the caller has it)."""
        return max(0, (area or self.ability_area(seat)).h // ABILITY_LINE)

    def draw_hand(self, surface, seat: int, lay: L.SheetLayout) -> None:
        """The keep phase: the five dealt cards face up, the chosen ones marked."""
        st = self.state
        hand = st.hands[seat]
        rects = self.hand_rects(lay, len(hand))
        cur = self.cursors.get(seat)
        chosen = cur.chosen if cur else []
        for i, card in enumerate(hand):
            r = rects[i]
            art.draw_card(surface, r, cards()[card])
            if card in chosen:
                pygame.draw.rect(surface, art.seat_colour(seat), r.inflate(6, 6), 4, border_radius=10)
            if cur and cur.pick == i:
                pygame.draw.rect(surface, palette.WHITE, r.inflate(12, 12), 2, border_radius=12)
        if cur:
            btn = rects[-1]
            ready = len(chosen) == 3
            draw.panel(
                surface,
                btn,
                palette.NEON_GREEN if ready else palette.PANEL,
                palette.WHITE if cur.pick == KEEP_BUTTON else palette.EDGE,
                radius=8,
                width=2,
            )
            text.blit(
                surface,
                "KEEP" if ready else f"{len(chosen)}/3",
                btn.center,
                size=18,
                colour=palette.NIGHT if ready else palette.GREY,
                anchor="center",
                face=text.BODY_BOLD,
            )
            area = self.ability_area(seat)
            room = self.ability_room(seat, area)
            if cur.pick < len(hand) and room:
                for i, line in enumerate(status_lines(self.hovered_ability(seat), area.w, room)):
                    text.blit(surface, line, (area.x, area.y + ABILITY_LINE * i), size=15, colour=palette.WHITE)

    def draw_kept(self, surface, seat: int, lay: L.SheetLayout) -> None:
        """A seat that has chosen while others still choose: three cards face down, which ones unsaid."""
        rects = self.hand_rects(lay, len(self.state.hands[seat]))
        mid = pygame.Rect(lay.rect).centerx - rects[2].centerx
        for r in rects[1:4]:
            art.draw_card_back(surface, r.move(mid, 0), art.seat_colour(seat))
        text.blit(
            surface,
            "3 Levels chosen: shown when everyone has chosen",
            (pygame.Rect(lay.rect).centerx, rects[0].bottom + 24),
            size=15,
            colour=palette.GREY,
            anchor="center",
        )

    def ghost(self, seat: int):
        """(squares as (level, x, y) list, fits, tool) of a person's ghost piece."""
        cur = self.cursors[seat]
        cur.sync(self.state, seat)
        tool = cur.tool_name(self.state, seat)
        action = cur.staged or cur.action(self.state, seat)
        ok = action is not None and self.state.placement_legal(action)
        cells = [(cur.level, cur.x + dx, cur.y + dy) for dx, dy in footprint(tool, cur.orient)]
        return cells, ok, tool

    def draw_ghost(self, surface, seat: int, lay: L.SheetLayout, now: float) -> None:
        cur = self.cursors[seat]
        cells, ok, tool = self.ghost(seat)
        red = not ok or now < self.refused.get(seat, 0.0)
        staged = palette.mix(art.seat_colour(seat), palette.WHITE, 0.55)  # apart from the drawn squares
        colour = art.GHOST_BAD if red else (staged if cur.staged else art.GHOST_OK)
        if tool in LEVEL_TOOLS:
            box = pygame.Rect(lay.level_rect(cur.level)).inflate(8, 8)
            if tool == KABUKI:
                pygame.draw.rect(surface, colour, box, 3, border_radius=4)
            return
        origin = lay.levels[cur.level]
        alpha = 235 if cur.staged else 170
        art.draw_cells(
            surface,
            [(x, y) for _, x, y in cells],
            origin,
            lay.cell,
            colour,
            alpha=alpha,
            outline=art.GHOST_BAD if red else palette.WHITE,
        )

    # ------------------------------------------------------------------ key hints
    def key(self, seat: int, action: str) -> str:
        dev = self.config.seats[seat].device
        if dev.startswith("pad"):
            inv = {v: k for k, v in PAD_BUTTONS.items()}
            return (
                inv.get(action, action).replace("dp", "Pad ").title()
                if action in MOVES
                else inv.get(action, action).upper()
            )
        if dev == "numpad":
            action = {"left": "b4", "right": "b6", "up": "b8", "down": "b2", "extra": "b9"}.get(action, action)
        name = self.app.input.key_name(dev, action)
        return name[4:] if name.startswith("Num ") and name[4:].isdigit() else (name or action)

    def hint_focus(self) -> int | None:
        acting = [s for s in self.acting_seats() if s in self.cursors]
        if self.focus in acting:
            return self.focus
        return acting[0] if acting else None

    def hints(self, seat: int) -> list[tuple[str, str]]:
        st = self.state
        k = lambda a: self.key(seat, a)  # noqa: E731
        if st.phase == KEEP_PHASE:
            return [(f"{k('left')} {k('right')}", "card"), (k("confirm"), "mark / keep"), (k("back"), "unmark")]
        cur = self.cursors[seat]
        cur.sync(st, seat)
        return prompts.hints(st, seat, cur, k, self.config.seats[seat].device == "numpad")

    def draw_hints(self, surface) -> None:
        seat = self.hint_focus()
        if seat is None:
            draw.hint_bar(surface, [("Esc", "pause"), ("F1", "rules")], y=L.HINT_Y)
            return
        hints = self.hints(seat)
        if len(self.cursors) > 1:
            hints = [(self.name(seat), "")] + hints
        draw.hint_bar(surface, hints, y=L.HINT_Y)

    # ------------------------------------------------------------------ the end
    def draw_end(self, surface, dim: bool = True) -> None:
        st = self.state
        if dim:
            draw.dim_overlay(surface, 150)
        n = st.num_seats
        rect = pygame.Rect(0, 0, 820, 150 + 48 * n)
        rect.center = (L.SCREEN_W // 2, L.SCREEN_H // 2 + 10)
        draw.panel(surface, rect, palette.DUSK, palette.NEON_GREEN, radius=14, width=3, alpha=240)
        winners = st.winners()
        if n == 1:
            title = f"{st.scores()[0]} POINTS"
        elif len(winners) == 1:
            title = f"{self.name(winners[0]).upper()} WINS!"
        else:
            title = "SHARED WIN!"
        text.title(
            surface,
            title,
            (rect.centerx, rect.top + 36),
            size=28,
            colour=art.seat_colour(winners[0]) if len(winners) == 1 else palette.NEON_YELLOW,
        )
        who = ", ".join(self.name(s) for s in st.enders) or "nobody"
        reason = END_REASONS.get(st.end_reason, st.end_reason).format(who=who)
        text.blit(
            surface,
            f"Game over: {reason}.",
            (rect.centerx, rect.top + 70),
            size=20,
            colour=palette.GREY,
            anchor="center",
        )
        y = rect.top + 104
        cols = (rect.x + 40, rect.x + 300, rect.x + 470, rect.x + 570, rect.x + 660, rect.x + 760)
        for label, cx in zip(("", "Levels", "Coins", "Lives", "Total"), cols[1:]):
            text.blit(surface, label, (cx, y), size=16, colour=palette.GREY, anchor="midright")
        order = sorted(range(n), key=lambda s: (-st.scores()[s], s))
        for rank, seat in enumerate(order):
            yy = y + 30 + 48 * rank
            b = st.score_breakdown(seat)
            colour = art.seat_colour(seat)
            draw.seat_badge(surface, seat, (cols[0], yy), 11, bool(self.app.settings.get("colour_blind")))
            text.blit(
                surface,
                fit(self.name(seat), 22, 220, True),
                (cols[0] + 22, yy),
                size=22,
                colour=colour,
                anchor="midleft",
                face=text.BODY_BOLD,
            )
            text.blit(
                surface,
                " + ".join(str(p) for p in b["levels"]),
                (cols[2], yy),
                size=20,
                colour=palette.WHITE,
                anchor="midright",
            )
            text.blit(surface, str(b["coins"]), (cols[3], yy), size=20, colour=palette.WHITE, anchor="midright")
            text.blit(surface, str(b["lives"]), (cols[4], yy), size=20, colour=palette.WHITE, anchor="midright")
            text.blit(
                surface,
                str(b["total"]),
                (cols[5], yy),
                size=24,
                colour=palette.NEON_YELLOW,
                anchor="midright",
                face=text.BODY_BOLD,
            )
            if seat in winners:
                text.blit(
                    surface,
                    "WIN",
                    (cols[5] + 12, yy),
                    size=16,
                    colour=palette.NEON_GREEN,
                    anchor="midleft",
                    face=text.BODY_BOLD,
                )
        humans = self.human_seats() or [0]
        dev_seat = humans[0]
        if self.config.seats[dev_seat].is_cpu:
            hints = [("Enter", "play again"), ("Backspace", "leave")]
        else:
            hints = [(self.key(dev_seat, "confirm"), "rematch"), (self.key(dev_seat, "back"), "leave")]
        draw.hint_bar(surface, hints, y=L.HINT_Y)

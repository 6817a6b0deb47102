"""The Top Speed! scene on the cabinet's game-scene base: every seat races at once from its own device.

Thin by design: the rules live in ``rules.py``, the keys in ``controls.py``, the CPU in ``bots.py``, the
end-of-race timeline in ``reveal.py`` and the table layout in ``levels/topspeed_table.tmx``. The race runs
on the base's scene clock (it stops while paused or unfocused), and every move goes through the engine's
``apply``: key presses and CPU presses become stamped moves in a :class:`~arcade.games.topspeed.rules.MoveQueue`
that the engine plays once their millisecond is over (so the engine orders same-millisecond ties).
Players wear their cabinet seat colour and symbol everywhere; red and blue are only the card backs.
"""

from __future__ import annotations

import pygame

from arcade.core.input import PAD_BUTTONS, ActionEvent, binding_label
from arcade.core.render import draw, palette, text
from arcade.core.rules import TimeAdvanced
from arcade.core.stats import SeatResult
from arcade.games.info import LobbyConfig
from arcade.games.topspeed import art, pace
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.bots import CpuRacer, paced
from arcade.games.topspeed.controls import LEFT, LOWER, RIGHT, UPPER, SeatControls, command_for
from arcade.games.topspeed.layout import TableLayout, load_table
from arcade.games.topspeed.reveal import Reveal
from arcade.games.topspeed.rules import (
    BOTTOM,
    CALL,
    COUNTDOWN_MS,
    NOT_STARTED,
    RACE_OVER,
    TAKE_BACK,
    Called,
    MoveQueue,
    Placed,
    RaceStarted,
    Refused,
    SentToBottom,
    TimeUp,
    TookBack,
    TopSpeedState,
)
from arcade.scenes.game import GameScene

RESUME_FREEZE_MS = 2000.0
BIG_CARD = (180, 120)
DROP_MS = 160.0
DECK_NAMES = ("RED", "BLUE")

__all__ = ["TopSpeedScene", "COUNTDOWN_MS", "level_name"]


def level_name(label: str) -> str:
    """Lobby label ("Hard") to the racer's level ("hard")."""
    return label.strip().lower() or "medium"


def seat_colour(seat: int):
    return palette.SEATS[seat % len(palette.SEATS)]


class TopSpeedScene(GameScene):
    game_id = "topspeed"
    engine = TopSpeedState
    pausable = True
    realtime = True
    fast_input = True  # input stamped within about a millisecond: who was first really counts here
    block_input_while_busy = False

    def __init__(
        self, app, config: LobbyConfig, *, state: TopSpeedState | None = None, layout: TableLayout | None = None
    ) -> None:
        self.practice = len(config.seats) == 1
        self.layout = layout or load_table()
        resumed = state is not None
        super().__init__(app, config, state=state)
        self.controls = {s: SeatControls(s) for s in self.state.seats}
        self.queue = MoveQueue()
        # race time = race_base + scene time since race_from; a kept race waits a moment before going on
        self.race_base = self.state.now_ms if resumed else 0.0
        self.race_from = self.now() + (self._freeze_ms() if resumed else 0.0)
        self.flash: dict[int, tuple[str, float]] = {}  # seat -> (message, race ms shown until)
        self.drops: dict[tuple[int, int], float] = {}  # (row, card) -> race ms it landed
        self.reveal: Reveal | None = None
        self.reveal_t0 = 0.0
        self.last_count: int | None = None
        self._table: pygame.Surface | None = None
        self.changes = 0  # events other than the clock's (picture key: the table changed)

    # ------------------------------------------------------------------ base hooks
    def new_state(self, config: LobbyConfig) -> TopSpeedState:
        assist = tuple(bool(s.flags.get("assist")) for s in config.seats) + (False, False)
        limit = float(config.options.get("practice_s", 90)) * 1000.0 if self.practice else None
        return TopSpeedState(
            config.seed, practice=self.practice, assist=assist[:2], start_ms=COUNTDOWN_MS, time_limit_ms=limit
        )

    def make_cpu(self, seat: int, seat_config) -> CpuRacer:
        bot = CpuRacer(seat, level_name(seat_config.level), seed=self.config.seed * 7 + seat + 1)
        bot.level = paced(bot.level, self.pace())
        return bot

    def hold_extra(self) -> dict:
        return {
            "bots": {str(s): b.to_data() for s, b in self.cpus.items()},
            "controls": {str(s): c.to_data() for s, c in self.controls.items()},
        }

    def restore_extra(self, data: dict) -> None:
        bots = {int(s): CpuRacer.from_data(b) for s, b in data.get("bots", {}).items()}
        controls = {int(s): SeatControls.from_data(c) for s, c in data.get("controls", {}).items()}
        for seat, bot in bots.items():
            if seat in self.cpus:
                bot.level = paced(bot.level, self.pace())
                self.cpus[seat] = bot
        for seat, ctl in controls.items():
            if seat in self.controls and 0 <= ctl.lane < C.N_LANES:
                self.controls[seat] = ctl

    def results(self) -> list[SeatResult]:
        if self.practice:
            seat = self.config.seats[0]
            return [SeatResult(seat.name, float(self.state.scores()[0]), not seat.is_cpu, False)]
        return super().results()

    def record(self) -> None:
        self.recorded = True
        self.app.sound("fanfare")
        if not self.demo:
            self.app.stats.record("topspeed:practice" if self.practice else self.game_id, self.results())
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
        ctl = self.controls[seat]
        cmd = command_for(ev.device, action)
        if cmd is None:
            return
        t = self.race_ms(self.clock.from_app(ev.t_ms))
        before = ctl.lane
        move = ctl.command(cmd, t)
        if move is not None:
            self.queue.add(move)
        elif ctl.lane != before:
            self.app.sound("tick")

    # ------------------------------------------------------------------ update
    def update_game(self, now: float, dt_ms: float) -> None:
        if self.state.is_terminal() or self.frozen():
            return
        rt = self.race_ms(now)
        self._countdown_sounds(rt)
        self.play(rt)

    def run_cpus(self, now: float) -> None:
        """Poll each CPU racer with its own view; its presses go through the same controls and queue."""
        if self.frozen():
            return
        rt = self.race_ms(now)
        for seat, bot in self.cpus.items():
            for press in bot.poll(self.state.view(seat), self.controls[seat].lane, rt):
                move = self.controls[seat].press("cpu", press.action, press.t_ms)
                if move is not None:
                    self.queue.add(move)
        self.play(rt)

    def play(self, rt: float) -> None:
        """Hand the moves of every finished millisecond to the engine and let its clock run."""
        if self.state.is_terminal():
            return
        events = self.queue.play(self.state, rt)
        if events:
            self.present(events, rt)

    def present(self, events: list, rt: float) -> None:
        self.changes += sum(not isinstance(ev, TimeAdvanced) for ev in events)
        for ev in events:
            if isinstance(ev, Placed):
                self.drops[(ev.row, ev.card)] = rt
                self.app.sound("place")
            elif isinstance(ev, SentToBottom):
                self.app.sound("flip")
            elif isinstance(ev, TookBack):
                self.app.sound("back")
                self.flash[ev.seat] = ("Mistake taken back", rt + 800)
            elif isinstance(ev, Refused):
                self._refused(ev, rt)
            elif isinstance(ev, RaceStarted):
                self.app.sound("confirm")
            elif isinstance(ev, Called):
                self.app.sound("crash")
            elif isinstance(ev, TimeUp):
                self.app.sound("error")
        if self.state.is_terminal() and self.reveal is None:
            self._start_reveal()

    def _refused(self, ev: Refused, rt: float) -> None:
        if self.is_cpu(ev.seat) or ev.reason in (NOT_STARTED, RACE_OVER):
            return
        if "assist" in ev.reason:
            self.flash[ev.seat] = ("Repeat! Not there.", rt + 900)
        elif ev.move_kind == TAKE_BACK:
            self.flash[ev.seat] = ("Only a mistake comes back", rt + 1100)
        else:
            return
        self.app.sound("error")

    def _countdown_sounds(self, rt: float) -> None:
        left = self.state.start_ms - rt
        count = int(left // 1000) + 1 if left > 0 else 0
        if count != self.last_count:
            if self.last_count is not None and count > 0:
                self.app.sound("tick")
            self.last_count = count

    def _start_reveal(self) -> None:
        a = self.app.anim
        self.reveal = Reveal(
            self.state.score(),
            call_ms=a(1500),
            check_ms=a(1900),
            row_ms=a(650),
            empty_ms=a(220),
            flag_ms=a(800),
            has_call=self.state.caller is not None,
        )
        self.reveal_t0 = self.now()
        self.busy_until = self.reveal_t0 + self.reveal.total_ms

    def skip_reveal(self) -> None:
        if self.reveal is not None:
            self.reveal_t0 = self.now() - self.reveal.total_ms
        self.busy_until = self.now()

    def reveal_frame(self):
        return None if self.reveal is None else self.reveal.at(self.now() - self.reveal_t0)

    # ------------------------------------------------------------------ drawing helpers
    def _card(self, card_id: int, row: int, band: int) -> pygame.Surface:
        info_below = self.layout.rows[row][1] < 0
        return self.app.cards.custom(art.paint_part_card, (card_id, info_below, band), self.layout.card_size)

    def _back(self, deck: int, size=None) -> pygame.Surface:
        return self.app.cards.custom(art.paint_back, deck, size or self.layout.card_size)

    def _badge(self, surface, seat: int, center, size: int = 10) -> None:
        draw.seat_badge(surface, seat, center, size, bool(self.app.settings.get("colour_blind")))

    def _banner(
        self,
        surface,
        title: str,
        colour,
        *,
        cy: int = 360,
        size: int = 52,
        sub: str | None = None,
        sub2: str | None = None,
    ) -> None:
        """A call-out across the table only: the panels and the top bar stay in view."""
        lines = [s for s in (sub, sub2) if s]
        rect = pygame.Rect(self.layout.banner_rect(size + 40 + 30 * len(lines), cy))
        draw.tint(surface, rect, palette.BLACK, 200)
        pygame.draw.line(surface, colour, rect.topleft, (rect.right - 1, rect.top), 3)
        pygame.draw.line(surface, colour, (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1), 3)
        text.title(surface, title, (rect.centerx, rect.top + 20 + size // 2), size=size, colour=colour)
        y = rect.top + 34 + size
        for line in lines:
            text.blit(surface, line, (rect.centerx, y), size=22, anchor="midtop", colour=palette.WHITE)
            y += 30

    # ------------------------------------------------------------------ drawing
    def picture_key(self):
        """All the race's picture depends on (see ``GameScene.picture_key``): the table through the count of
        events, the lane cursors, the clock as shown, landing flashes at their drawn strength, the seats'
        messages, the countdown, the reveal's step and a frozen start."""
        rt = self.now_race
        frame = self.reveal_frame()
        drop = max(1.0, self.app.anim(DROP_MS))
        flashes = ()
        if frame is None:
            flashes = tuple(
                (where, round(8 * (1.0 - (rt - landed) / drop)))
                for where, landed in self.drops.items()
                if rt - landed < drop
            )
        shown = None if frame is None else (frame.step, frame.turned, frame.tally, frame.flag_counted, frame.done)
        st = self.state
        countdown = self._countdown_label(rt) if st.phase == "ready" or 0 <= rt - st.start_ms < 600 else None
        return (
            self.changes,
            tuple(c.lane for c in self.controls.values()),
            self._clock_text(),
            flashes,
            tuple(seat for seat, msg in self.flash.items() if msg[1] > rt),
            countdown,
            shown,
            self.frozen(),
            self.recorded,
            bool(self.app.settings.get("colour_blind")),
        )

    def draw_game(self, surface: pygame.Surface) -> None:
        rt = self.now_race
        frame = self.reveal_frame()
        surface.blit(self._table_surface(), (0, 0))
        self._draw_hud(surface, frame)
        self._draw_lanes(surface)
        self._draw_rows(surface, rt, frame)
        if frame is None and not self.state.is_terminal():
            self._draw_cursors(surface)
        for seat in (0, 1):
            self._draw_panel(surface, seat, rt, frame)
        if self.state.phase == "ready" or 0 <= rt - self.state.start_ms < 600:
            self._draw_countdown(surface, rt)
        if frame is not None:
            self._draw_end(surface, frame)
            if frame.done:
                self._draw_end_hints(surface)
        elif self.frozen():
            self._banner(surface, "READY?", palette.NEON_YELLOW, sub="The race goes on in a moment")

    def _table_surface(self) -> pygame.Surface:
        """The unchanging part of the picture (backdrop, shade, top bar, deck panels), drawn once."""
        if self._table is None:
            surf = draw.backdrop().copy()
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((*palette.BLACK, 120))
            surf.blit(shade, (0, 0))
            draw.panel(surf, self.layout.hud, palette.DUSK, palette.PANEL, radius=0, width=0, alpha=200)
            for seat in (0, 1):
                rect = pygame.Rect(self.layout.seats[seat])
                if seat in self.state.seats:
                    colour = seat_colour(seat)
                    draw.panel(surf, rect, palette.dim(colour, 0.16), colour, alpha=215)
                else:
                    draw.panel(surf, rect, palette.DUSK, palette.PANEL, alpha=200)
            self._table = surf
        return self._table

    def _draw_hud(self, surface, frame) -> None:
        lay = self.layout
        hud = pygame.Rect(lay.hud)
        st = self.state
        clock = self._clock_text()
        flag_rect = pygame.Rect(lay.flag)
        text.title(surface, clock, (flag_rect.left - 24, hud.centery), size=18, colour=palette.WHITE, anchor="midright")
        text.title(
            surface,
            "TOP SPEED!",
            (flag_rect.right + 24, hud.centery),
            size=18,
            colour=palette.NEON_YELLOW,
            anchor="midleft",
        )
        if st.flag is None or (frame is not None and not frame.flag_counted):
            surface.blit(self.app.cards.custom(art.paint_flag, 0, flag_rect.size), flag_rect)
        for seat in range(len(self.config.seats)):
            x = hud.left + 24 if seat == 0 else hud.right - 24
            self._badge(surface, seat, (x, hud.centery), 10)
            text.blit(
                surface,
                self.name(seat),
                (x + (20 if seat == 0 else -20), hud.centery),
                size=22,
                colour=seat_colour(seat),
                anchor="midleft" if seat == 0 else "midright",
                face=text.BODY_BOLD,
            )

    def _clock_text(self) -> str:
        st = self.state
        end = st.end_ms if st.end_ms is not None else self.now_race
        race = max(0.0, min(self.now_race, end) - st.start_ms)
        if self.practice:
            left = st.view(0).time_left_ms or 0.0
            return f"{int(left // 60000)}:{int(left // 1000) % 60:02d} LEFT"
        return f"{int(race // 60000)}:{int(race // 1000) % 60:02d}"

    def _draw_lanes(self, surface) -> None:
        view = self.state.view(0)
        for pos, rect in enumerate(self.layout.lanes):
            surface.blit(self.app.cards.custom(art.paint_lane, view.lanes[pos], pygame.Rect(rect).size), rect[:2])

    def _draw_rows(self, surface, rt: float, frame) -> None:
        lay = self.layout
        drop = max(1.0, self.app.anim(DROP_MS))
        for r, cards in enumerate(self.state.rows):
            n = len(cards)
            result = self.reveal.score.rows[r] if frame is not None else None
            turned = frame is not None and r in frame.turned
            for k, card in enumerate(cards):
                x, y, w, h = lay.card_rect(r, k, n)
                if turned and result is not None and result.kind == "clean" and k == result.index:
                    surface.blit(self._back(C.deck_of(card)), (x, y))
                    continue
                surface.blit(self._card(card, r, lay.visible(r, k, n)), (x, y))
                landed = self.drops.get((r, card))
                if landed is not None and frame is None and rt - landed < drop:
                    # a neutral flash where the card lands: who placed it stays hidden until the reveal
                    glow = 1.0 - (rt - landed) / drop
                    draw.glow_rect(
                        surface, pygame.Rect(x, y, w, h).inflate(6, 6), palette.WHITE, radius=10, strength=glow
                    )
            if turned and result is not None and result.kind == "crosswise" and result.index is not None:
                self._draw_crosswise(surface, r, result.index, n, cards[result.index])
            if frame is not None and frame.step.kind == "row" and frame.step.row == r:
                area = pygame.Rect(lay.rows[r][0])
                draw.glow_rect(surface, area.inflate(6, 6), palette.NEON_YELLOW, radius=10, strength=0.8)
            if turned and result is not None and result.scorer is not None:
                self._draw_points_tag(surface, r, result)

    def _draw_crosswise(self, surface, r: int, k: int, n: int, card: int) -> None:
        """The first mistake turned face down and laid crosswise: its back across the strip of it that shows,
        on top of the row so it reads however long the row is (and inside the row's area)."""
        lay = self.layout
        x, y, w, h = lay.card_rect(r, k, n)
        strip = lay.visible(r, k, n)
        grow = lay.rows[r][1]
        top = y + h - strip if grow < 0 else y  # the strip is on the lane side of the card
        ax, ay, aw, ah = lay.rows[r][0]
        size = (w - 36, min(ah, max(24, strip + 8)))
        rect = pygame.Rect(0, 0, *size)
        rect.center = (x + w // 2, top + strip // 2)
        rect.clamp_ip(pygame.Rect(ax, ay, aw, ah))
        surface.blit(self._back(C.deck_of(card), size), rect)

    def _draw_points_tag(self, surface, r: int, result) -> None:
        tag = pygame.Rect(self.layout.tag_rect(r, len(result.cards)))
        colour = seat_colour(result.scorer)
        draw.panel(surface, tag, palette.BLACK, colour, radius=8, width=2)
        self._badge(surface, result.scorer, (tag.left + 16, tag.centery), 8)
        text.blit(
            surface,
            f"+{result.points}",
            (tag.left + 32, tag.centery),
            size=20,
            colour=colour,
            anchor="midleft",
            face=text.BODY_BOLD,
        )

    def _draw_cursors(self, surface) -> None:
        lay = self.layout
        for seat, ctl in self.controls.items():
            colour = seat_colour(seat)
            lane = pygame.Rect(lay.lanes[ctl.lane])
            inset = 0 if seat == 0 else 7
            draw.glow_rect(surface, lane.inflate(14 - 2 * inset, 14 - 2 * inset), colour, radius=12, strength=0.9)
            mx = lane.left - 16 if seat == 0 else lane.right + 16
            pygame.draw.circle(surface, palette.BLACK, (mx, lane.centery), 13)
            self._badge(surface, seat, (mx, lane.centery), 9)
            for side in (C.UPPER, C.LOWER):
                row = C.row_id(ctl.lane, side)
                slot = pygame.Rect(lay.next_slot(row, len(self.state.rows[row])))
                slot = slot.inflate(-2 * inset - 4, -2 * inset - 4)
                pygame.draw.rect(surface, colour, slot, 2, border_radius=8)

    def key_hints(self, seat: int) -> list[tuple[str, str]]:
        """This seat's real keys (from the keymap or the pad's buttons), one hint per line."""
        dev = self.config.seats[seat].device
        if dev.startswith("pad"):
            inv = {v: k for k, v in PAD_BUTTONS.items()}

            def label(action: str) -> str:
                if action in ("left", "right", "up", "down"):
                    return inv[action].replace("dp", "Pad ").title()
                return inv.get(action, action).upper()

            actions = ("left", "right", "up", "down", "confirm", "back", "extra")
        else:
            keymap = self.app.keymap.get(dev, {})

            def label(action: str) -> str:
                binds = keymap.get(action) or []
                text_ = binding_label(binds[0]) if binds else action
                digit = dev == "numpad" and text_.startswith("Num ") and text_[4:].isdigit()
                return text_[4:] if digit else text_

            actions = (
                ("b4", "b6", "b8", "b2", "confirm", "back", "alt")
                if dev == "numpad"
                else ("left", "right", "up", "down", "confirm", "back", "extra")
            )
        keys = {}
        for a in actions:
            cmd = command_for(dev, a)
            if cmd is not None and cmd not in keys:
                keys[cmd] = label(a)
        return [
            (f"{keys[LEFT]} {keys[RIGHT]}", "lane"),
            (f"{keys[UPPER]} {keys[LOWER]}", "place"),
            (keys[BOTTOM], "next card"),
            (keys[TAKE_BACK], "fix mistake"),
            (keys[CALL], "TOP SPEED!"),
        ]

    def key_hint_lines(self, seat: int, width: int) -> list[tuple[str, str, bool]]:
        """(key, what, wrapped) per hint: ``wrapped`` when the words do not fit beside their keycap in a
        panel ``width`` wide (as :func:`draw.hint_bar` lays it out), so they go on the line below (long
        keys: "Backspace", remapped "Right Shift")."""
        return [(key, what, draw.HINT_X + draw.hint_width(key, what) > width - 8) for key, what in self.key_hints(seat)]

    def _draw_key_hints(self, surface, seat: int, rect: pygame.Rect, y: int) -> int:
        """Keycaps in the shared hint-bar style, one per line inside the seat's panel; words that would
        not fit beside their keycap go under it."""
        sub_x = max(0, rect.left - 14)
        sub = surface.subsurface(pygame.Rect(sub_x, rect.top, rect.right - sub_x - 4, rect.height))
        for key, what, wrapped in self.key_hint_lines(seat, sub.get_width()):
            if not wrapped:
                draw.hint_bar(sub, [(key, what)], y=y - rect.top)
                y += 32
                continue
            draw.hint_bar(sub, [(key, "")], y=y - rect.top)
            text.blit(sub, what, (draw.HINT_X + 8, y - rect.top + 25), size=20, colour=palette.GREY, anchor="midleft")
            y += 56
        return y

    def _draw_panel(self, surface, seat: int, rt: float, frame) -> None:
        lay = self.layout
        rect = pygame.Rect(lay.seats[seat])
        if seat not in self.state.seats:
            self._draw_practice_panel(surface, rect)
            return
        colour = seat_colour(seat)
        cfg = self.config.seats[seat]
        view = self.state.view(seat)
        self._badge(surface, seat, (rect.left + 22, rect.top + 22), 11)
        name = text.fit(cfg.name, text.BODY_BOLD, 20, rect.width - 52)  # cut, not spilling onto the table
        text.blit(
            surface,
            name,
            (rect.left + 40, rect.top + 22),
            size=20,
            colour=colour,
            anchor="midleft",
            face=text.BODY_BOLD,
        )
        big = pygame.Rect(0, 0, *BIG_CARD)
        big.midtop = (rect.centerx, rect.top + 44)
        if view.phase == "ready":
            surface.blit(self._back(seat, BIG_CARD), big)
        elif view.top is not None:
            surface.blit(self.app.cards.custom(art.paint_big_card, view.top, BIG_CARD), big)
        elif not self.state.is_terminal():
            pygame.draw.rect(surface, palette.dim(colour, 0.6), big, 2, border_radius=8)
            text.blit(surface, "no cards", big.center, size=20, colour=palette.GREY, anchor="center")
        # the deck: its back colour is the rulebook's (red or blue), shown beside the seat's own badge
        left = view.deck_sizes[seat]
        stack = pygame.Rect(rect.left + 16, big.bottom + 14, 96, 50)
        for i in range(min(3, max(1, left))):
            surface.blit(self._back(seat, stack.size), (stack.x + 3 * (2 - i), stack.y + 3 * (2 - i)))
        text.blit(
            surface,
            f"{left}",
            (stack.right + 44, stack.top + 6),
            face=text.PIXEL,
            size=20,
            colour=palette.WHITE,
            anchor="midtop",
        )
        text.blit(
            surface,
            f"{DECK_NAMES[seat].lower()} deck",
            (stack.right + 44, stack.top + 32),
            size=16,
            colour=art.DECK_RGB[seat],
            anchor="midtop",
            face=text.BODY_BOLD,
        )
        y = stack.bottom + 16
        msg = self.flash.get(seat)
        if msg and msg[1] > rt and frame is None:
            text.blit(
                surface, msg[0], (rect.centerx, y), size=18, colour=palette.WARN, anchor="midtop", face=text.BODY_BOLD
            )
        elif view.last_row is not None and not cfg.is_cpu:
            text.blit(surface, "mistake? fix it now", (rect.centerx, y), size=16, colour=palette.GREY, anchor="midtop")
        y += 36
        if frame is not None:
            self._draw_tally(surface, seat, rect, frame)
        elif cfg.is_cpu:
            text.blit(
                surface,
                f"CPU racer: {cfg.level}",
                (rect.centerx, y),
                size=18,
                colour=colour,
                anchor="midtop",
                face=text.BODY_BOLD,
            )
            text.blit(surface, "racing through", (rect.centerx, y + 26), size=18, colour=palette.GREY, anchor="midtop")
            text.blit(surface, "the same keys", (rect.centerx, y + 48), size=18, colour=palette.GREY, anchor="midtop")
        else:
            y = self._draw_key_hints(surface, seat, rect, y + 8)
            if view.assist:
                text.blit(
                    surface,
                    "Assist on: repeats blocked",
                    (rect.centerx, y),
                    size=15,
                    colour=palette.NEON_GREEN,
                    anchor="midtop",
                )

    def _draw_practice_panel(self, surface, rect: pygame.Rect) -> None:
        text.title(surface, "PRACTICE", (rect.centerx, rect.top + 40), size=16, colour=palette.NEON_CYAN)
        lines = [
            "Place all 21 cards",
            "before the clock",
            "runs out.",
            "",
            "Call TOP SPEED!",
            "when none fits",
            "for the flag's",
            "3 points.",
        ]
        for i, line in enumerate(lines):
            text.blit(
                surface, line, (rect.centerx, rect.top + 90 + 28 * i), size=20, anchor="midtop", colour=palette.GREY
            )
        best = self.app.stats.board("topspeed:practice").get("best")
        if best is not None:
            text.blit(
                surface,
                f"Best: {best:g} pts",
                (rect.centerx, rect.bottom - 40),
                size=22,
                anchor="center",
                colour=palette.NEON_YELLOW,
            )

    def _draw_tally(self, surface, seat: int, rect: pygame.Rect, frame) -> None:
        colour = seat_colour(seat)
        pts = frame.tally[seat]
        text.title(surface, f"{pts}", (rect.centerx, rect.bottom - 70), size=34, colour=colour)
        text.blit(surface, "points", (rect.centerx, rect.bottom - 38), size=18, colour=palette.GREY, anchor="center")
        if frame.flag_counted and self.reveal.score.flag == seat:
            flag = pygame.Rect(0, 0, 60, 38)
            flag.center = (rect.right - 40, rect.bottom - 70)
            surface.blit(self.app.cards.custom(art.paint_flag, 0, flag.size), flag)

    def _draw_countdown(self, surface, rt: float) -> None:
        left = self.state.start_ms - rt
        label = self._countdown_label(rt)
        text.title(
            surface,
            label,
            (draw.SCREEN_W // 2, 360),
            size=96 if left > 0 else 80,
            colour=palette.NEON_YELLOW if left > 0 else palette.NEON_GREEN,
        )

    def _countdown_label(self, rt: float) -> str:
        left = self.state.start_ms - rt
        return str(int(left // 1000) + 1) if left > 0 else "GO!"

    def _draw_end(self, surface, frame) -> None:
        st = self.state
        sc = self.reveal.score
        kind = frame.step.kind
        if kind == "call":
            if st.caller is None:
                self._banner(surface, "TIME!", palette.NEON_RED, size=64, sub="The clock ran out")
            else:
                self._banner(
                    surface, "TOP SPEED!", seat_colour(st.caller), size=64, sub=f"{self.name(st.caller)} calls it!"
                )
        elif kind == "check":
            who = self.name(st.caller)
            if sc.call_valid:
                title, colour = "FLAG!", palette.NEON_GREEN
                sub, sub2 = f"{who} had no card left to play:", "the flag is theirs (+3)"
            else:
                card = next((c for c in st.decks[st.caller] if any(C.fits(c, r) for r in st.rows)), None)
                what = C.describe(card) if card is not None else "a card"
                to = "nobody" if self.practice else self.name(1 - st.caller)
                title, colour = "TOO EARLY!", palette.NEON_RED
                sub, sub2 = f"{who} could still play the {what}:", f"the flag goes to {to}"
            self._banner(surface, title, colour, size=48, sub=sub, sub2=sub2)
        elif frame.done:
            if self.practice:
                used = ((st.end_ms if st.end_ms is not None else st.now_ms) - st.start_ms) / 1000.0
                self._banner(surface, f"{sc.points[0]} POINTS", palette.NEON_YELLOW, size=44, sub=f"in {used:.1f} s")
            elif sc.winner is None:
                self._banner(
                    surface,
                    "DEAD HEAT!",
                    palette.NEON_YELLOW,
                    size=44,
                    sub=f"{sc.points[0]} - {sc.points[1]}, same cards left, no flag",
                )
            else:
                how = {"points": "", "cards": " (fewer cards left)", "flag": " (holds the flag)"}[sc.decided_by]
                self._banner(
                    surface,
                    f"{self.name(sc.winner).upper()} WINS",
                    seat_colour(sc.winner),
                    size=44,
                    sub=f"{sc.points[0]} - {sc.points[1]}{how}",
                )

    def _draw_end_hints(self, surface) -> None:
        humans = self.human_seats() or [0]
        dev = self.config.seats[humans[0]].device
        if dev.startswith("pad"):
            again, leave = "A", "B"
        else:
            keymap = self.app.keymap.get(dev, {})
            again = binding_label((keymap.get("confirm") or ["key:return"])[0])
            leave = binding_label((keymap.get("back") or ["key:backspace"])[0])
        what = "again" if self.practice else "rematch"
        draw.hint_bar(surface, [(again, what), (leave, "leave")], y=draw.SCREEN_H - 26)

"""The Top Speed! scene: maps each seat's device actions to moves, drives CPU racers, draws the table.

Thin by design: the rules live in ``rules.py``, the keys in ``controls.py``, the CPU in ``bots.py``, the
end-of-race timeline in ``reveal.py`` and the table layout in ``levels/topspeed_table.tmx``. The race runs
on its own clock: game-clock milliseconds since the scene started, less the time spent paused.
"""
from __future__ import annotations

import random
from typing import Optional

import pygame

from arcade.core.input import PAD_BUTTONS, ActionEvent, binding_label
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.core.stats import SeatResult
from arcade.games.info import LobbyConfig
from arcade.games.topspeed import art
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.bots import CpuRacer, paced
from arcade.games.topspeed.controls import CALL, SeatControls, command_for
from arcade.games.topspeed.layout import TableLayout, load_table
from arcade.games.topspeed.reveal import Reveal
from arcade.games.topspeed.rules import BOTTOM, TAKE_BACK, Outcome, TopSpeedState

COUNTDOWN_MS = 3000.0
RESUME_FREEZE_MS = 2000.0
SEAT_NAMES = ("RED", "BLUE")
BIG_CARD = (180, 120)


def level_name(label: str) -> str:
    """Lobby label ("Hard") to the racer's level ("hard")."""
    return label.strip().lower() or "medium"


class TopSpeedScene(Scene):
    game_id = "topspeed"
    pausable = True
    realtime = True
    fast_input = True  # input stamped within about a millisecond: who was first really counts here

    def __init__(self, app, config: LobbyConfig, *, layout: Optional[TableLayout] = None,
                 state: Optional[TopSpeedState] = None, bots: Optional[dict] = None,
                 controls: Optional[dict] = None, race_ms: float = 0.0) -> None:
        super().__init__(app)
        self.config = config
        self.layout = layout or load_table()
        self.practice = len(config.seats) == 1
        self.demo = bool(config.options.get("demo"))
        if state is None:
            assist = tuple(bool(s.flags.get("assist")) for s in config.seats) + (False, False)
            limit = float(config.options.get("practice_s", 90)) * 1000.0 if self.practice else None
            state = TopSpeedState(config.seed, practice=self.practice, assist=assist[:2],
                                  start_ms=COUNTDOWN_MS, time_limit_ms=limit)
        self.state = state
        self.controls = controls or {s: SeatControls(s) for s in state.seats}
        pace = float(app.settings.get("cpu_pace", 1.0) or 1.0)
        self.bots: dict[int, CpuRacer] = {}
        for i, seat in enumerate(config.seats[:2]):
            if seat.is_cpu:
                bot = (bots or {}).get(i) or CpuRacer(i, level_name(seat.level), seed=config.seed * 7 + i + 1)
                bot.level = paced(bot.level, pace)
                self.bots[i] = bot
        self.device_seat: dict[str, int] = {}
        for i, seat in enumerate(config.seats[:2]):
            if not seat.is_cpu:
                self.device_seat.setdefault(seat.device, i)
        self.origin: Optional[float] = None
        self.start_race_ms = race_ms
        self.paused_ms = 0.0
        self.paused_at: Optional[float] = None
        self.freeze_until: Optional[float] = None
        self.flash: dict[int, tuple[str, float]] = {}  # seat -> (message, race ms shown until)
        self.slides: list[tuple[int, int, int, float]] = []  # (seat, row, card, race ms placed)
        self.reveal: Optional[Reveal] = None
        self.reveal_t0 = 0.0
        self.recorded = False
        self.last_count = None
        self._table: Optional[pygame.Surface] = None
        if race_ms > 0:
            self.freeze_until = 0.0  # set at enter: a short "ready" pause when a kept race comes back

    # ------------------------------------------------------------------ time
    def enter(self) -> None:
        now = self.app.now()
        self.origin = now - self.start_race_ms
        if self.freeze_until is not None:
            self.paused_at = now
            self.freeze_until = now + self.app.anim(RESUME_FREEZE_MS) if self.app.anim(1) else now

    def pause(self) -> None:
        if self.paused_at is None:
            self.paused_at = self.app.now()

    def resume(self) -> None:
        if self.paused_at is not None and self.freeze_until is None:
            self.paused_ms += self.app.now() - self.paused_at
            self.paused_at = None

    def race_ms(self, t_ms: float) -> float:
        """Race time of a game-clock time: time since the scene started, less pauses."""
        if self.origin is None:
            self.origin = t_ms
        if self.paused_at is not None:
            t_ms = min(t_ms, self.paused_at)
        return t_ms - self.origin - self.paused_ms

    @property
    def now_race(self) -> float:
        return self.race_ms(self.app.now())

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        if not ev.pressed or ev.repeat:
            return
        if self.reveal is not None:
            self._handle_end(ev)
            return
        if self.paused_at is not None or self.state.over:
            return
        seat = self.device_seat.get(ev.device)
        if seat is None or seat not in self.state.seats:
            return
        t = self.race_ms(ev.t_ms)
        ctl = self.controls[seat]
        before = ctl.lane
        move = ctl.press(ev.device, ev.action, t)
        if move is not None:
            self.state.submit(move)
        elif ctl.lane != before:
            self.app.sound("tick")

    def _handle_end(self, ev: ActionEvent) -> None:
        frame = self.reveal.at(self.now_race - self.reveal_t0)
        if not frame.done:
            if ev.action in ("confirm", "back"):
                self.reveal_t0 = self.now_race - self.reveal.total_ms  # skip to the result
            return
        if ev.action == "confirm":
            self.rematch()
        elif ev.action == "back":
            self.app.sound("back")
            self.app.pop()

    def rematch(self) -> None:
        cfg = LobbyConfig(self.config.game_id, self.config.seats, dict(self.config.options),
                          random.Random(self.config.seed).getrandbits(30))
        self.app.sound("confirm")
        self.app.replace(TopSpeedScene(self.app, cfg, layout=self.layout))

    # ------------------------------------------------------------------ update
    def update(self, now_ms: float, dt_ms: float) -> None:
        if self.freeze_until is not None:
            if now_ms < self.freeze_until:
                return
            self.paused_ms += now_ms - self.paused_at
            self.paused_at = None
            self.freeze_until = None
        rt = self.race_ms(now_ms)
        state = self.state
        if not state.over:
            self._countdown_sounds(rt)
            for seat, bot in self.bots.items():
                for press in bot.poll(state.view(seat), self.controls[seat].lane, rt):
                    move = self.controls[seat].press("cpu", press.action, press.t_ms)
                    if move is not None:
                        state.submit(move)
            for outcome in state.advance_to(rt):
                self._feedback(outcome, rt)
        if state.over and self.reveal is None:
            self._start_reveal(rt)
        if self.reveal is not None:
            frame = self.reveal.at(rt - self.reveal_t0)
            if frame.done and not self.recorded:
                self._record()

    def _countdown_sounds(self, rt: float) -> None:
        left = COUNTDOWN_MS - rt
        count = int(left // 1000) + 1 if left > 0 else 0
        if count != self.last_count:
            if self.last_count is not None:
                self.app.sound("tick" if count > 0 else "confirm")
            self.last_count = count

    def _feedback(self, o: Outcome, rt: float) -> None:
        seat = o.move.seat
        if o.refused:
            if "assist" in o.refused:
                self.flash[seat] = ("Repeat! Not there.", rt + 900)
                self.app.sound("error")
            return
        ev = o.event
        if ev.kind == "placed":
            self.slides.append((seat, ev.row, ev.card, rt))
            self.slides = self.slides[-6:]
            self.app.sound("place")
        elif ev.kind == "bottom":
            self.app.sound("flip")
        elif ev.kind == "took_back":
            self.app.sound("back")
            self.flash[seat] = ("Taken back", rt + 700)
        elif ev.kind == "called":
            self.app.sound("crash")

    def _start_reveal(self, rt: float) -> None:
        a = self.app.anim
        self.reveal = Reveal(self.state.score(), call_ms=a(1500), check_ms=a(1900), row_ms=a(650),
                             empty_ms=a(220), flag_ms=a(800), has_call=self.state.caller is not None)
        self.reveal_t0 = rt
        if self.state.end_reason == "time":
            self.app.sound("error")

    def _record(self) -> None:
        self.recorded = True
        sc = self.reveal.score
        self.app.sound("fanfare")
        if self.demo:
            return
        board = "topspeed:practice" if self.practice else "topspeed"
        results = [SeatResult(seat.name, float(sc.points[i]), not seat.is_cpu,
                              (sc.winner == i) if not self.practice else False)
                   for i, seat in enumerate(self.config.seats[:2])]
        self.app.stats.record(board, results)

    # ------------------------------------------------------------------ Hold & Quit
    def hold_data(self) -> Optional[dict]:
        if self.state.over:
            return None
        return {"config": self.config.to_data(), "state": self.state.to_data(),
                "bots": {str(s): b.to_data() for s, b in self.bots.items()},
                "controls": {str(s): c.to_data() for s, c in self.controls.items()},
                "race_ms": max(0.0, self.now_race)}

    @classmethod
    def from_hold(cls, app, data: dict) -> "TopSpeedScene":
        config = LobbyConfig.from_data(data["config"])
        state = TopSpeedState.from_data(data["state"])
        bots = {int(s): CpuRacer.from_data(b) for s, b in data.get("bots", {}).items()}
        controls = {int(s): SeatControls.from_data(c) for s, c in data.get("controls", {}).items()}
        return cls(app, config, state=state, bots=bots, controls=controls or None,
                   race_ms=float(data.get("race_ms", 0.0)))

    # ------------------------------------------------------------------ drawing
    def _card(self, card_id: int, row: int) -> pygame.Surface:
        info_below = self.layout.rows[row][1] < 0
        return self.app.cards.custom(art.paint_part_card, (card_id, info_below), self.layout.card_size)

    def _back(self, seat: int, size=None) -> pygame.Surface:
        return self.app.cards.custom(art.paint_back, seat, size or self.layout.card_size)

    def draw(self, surface: pygame.Surface) -> None:
        rt = self.now_race
        surface.blit(self._table_surface(), (0, 0))
        frame = self.reveal.at(rt - self.reveal_t0) if self.reveal is not None else None
        self._draw_hud(surface, rt, frame)
        self._draw_lanes(surface)
        self._draw_rows(surface, rt, frame)
        if frame is None and self.state.phase != "over":
            self._draw_cursors(surface, rt)
        for seat in (0, 1):
            self._draw_panel(surface, seat, rt, frame)
        if self.state.phase == "ready" or 0 <= rt - COUNTDOWN_MS < 600:
            self._draw_countdown(surface, rt)
        if frame is not None:
            self._draw_end(surface, rt, frame)
        elif self.freeze_until is not None:
            draw.banner(surface, "READY?", self.app.now(), sub="The race goes on in a moment")

    def _table_surface(self) -> pygame.Surface:
        """The unchanging part of the picture (backdrop, shade, HUD band, deck panels), drawn once."""
        if self._table is None:
            surf = draw.backdrop().copy()
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((*palette.BLACK, 120))
            surf.blit(shade, (0, 0))
            draw.panel(surf, self.layout.hud, palette.DUSK, palette.PANEL, radius=0, width=0, alpha=200)
            for seat in (0, 1):
                rect = pygame.Rect(self.layout.seats[seat])
                if seat in self.state.seats:
                    colour = art.SEAT_RGB[seat]
                    draw.panel(surf, rect, palette.dim(colour, 0.18), colour, alpha=215)
                elif self.practice:
                    draw.panel(surf, rect, palette.DUSK, palette.PANEL, alpha=200)
            self._table = surf
        return self._table

    def _draw_hud(self, surface, rt: float, frame) -> None:
        lay = self.layout
        hud = pygame.Rect(lay.hud)
        st = self.state
        race = max(0.0, min(rt, st.end_ms if st.end_ms is not None else rt) - COUNTDOWN_MS)
        if self.practice:
            left = st.view(0).time_left_ms or 0.0
            clock = f"{int(left // 60000)}:{int(left // 1000) % 60:02d} LEFT"
        else:
            clock = f"{int(race // 60000)}:{int(race // 1000) % 60:02d}"
        flag_rect = pygame.Rect(lay.flag)
        text.title(surface, clock, (flag_rect.left - 24, hud.centery), size=18, colour=palette.WHITE,
                   anchor="midright")
        text.title(surface, "TOP SPEED!", (flag_rect.right + 24, hud.centery), size=18, colour=palette.NEON_YELLOW,
                   anchor="midleft")
        flag_holder = st.flag if frame is None or frame.flag_counted else None
        if flag_holder is None:
            surface.blit(self.app.cards.custom(art.paint_flag, 0, pygame.Rect(lay.flag).size), lay.flag)
        for seat in (0, 1):
            if seat >= len(self.config.seats):
                continue
            name = self.config.seats[seat].name
            x = hud.left + 24 if seat == 0 else hud.right - 24
            anchor = "midleft" if seat == 0 else "midright"
            text.blit(surface, name, (x + (26 if seat == 0 else -26), hud.centery), size=22,
                      colour=art.SEAT_RGB[seat], anchor=anchor, face=text.BODY_BOLD)
            draw.symbol(surface, art.SEAT_SYMBOL[seat], (x + (8 if seat == 0 else -8), hud.centery), 9,
                        art.SEAT_RGB[seat])

    def _draw_lanes(self, surface) -> None:
        view = self.state.view(0)
        for pos, rect in enumerate(self.layout.lanes):
            key = view.lanes[pos]
            surface.blit(self.app.cards.custom(art.paint_lane, key, pygame.Rect(rect).size), rect[:2])

    def _draw_rows(self, surface, rt: float, frame) -> None:
        lay = self.layout
        rows = self.state.rows
        cw, ch = lay.card_size
        for r, cards in enumerate(rows):
            n = len(cards)
            result = self.reveal.score.rows[r] if frame is not None else None
            turned = frame is not None and r in frame.turned
            for k, card in enumerate(cards):
                x, y, w, h = lay.card_rect(r, k, n)
                slide = next((s for s in self.slides if s[1] == r and s[2] == card), None)
                if slide is not None and frame is None:
                    p = min(1.0, (rt - slide[3]) / max(1.0, self.app.anim(140)))
                    if p < 1.0:
                        px, py, _, _ = lay.seats[slide[0]]
                        sx, sy = px + 20, py + 60
                        x, y = round(sx + (x - sx) * p), round(sy + (y - sy) * p)
                if turned and result.kind == "crosswise" and k == result.index:
                    surface.blit(self._card(card, r), (x, y))
                    cross = pygame.transform.rotate(self._back(C.deck_of(card), (ch, ch)), 90)
                    surface.blit(cross, cross.get_rect(center=(x + w // 2, y + h // 2)))
                elif turned and result.kind == "clean" and k == result.index:
                    surface.blit(self._back(C.deck_of(card)), (x, y))
                else:
                    surface.blit(self._card(card, r), (x, y))
            if frame is not None and frame.step.kind == "row" and frame.step.row == r:
                area = pygame.Rect(lay.rows[r][0])
                draw.glow_rect(surface, area.inflate(10, 10), palette.NEON_YELLOW, radius=10, strength=0.8)
            if turned and result.scorer is not None:
                self._draw_points_tag(surface, r, result)

    def _draw_points_tag(self, surface, r: int, result) -> None:
        lay = self.layout
        n = len(result.cards)
        x, y, w, h = lay.card_rect(r, n - 1, n)
        grow = lay.rows[r][1]
        cy = y - 14 if grow < 0 else y + h + 14
        colour = art.SEAT_RGB[result.scorer]
        tag = pygame.Rect(0, 0, 110, 24)
        tag.center = (x + w // 2, cy)
        draw.panel(surface, tag, palette.BLACK, colour, radius=8, width=2)
        text.blit(surface, f"+{result.points} {SEAT_NAMES[result.scorer]}", tag.center, size=18, colour=colour,
                  anchor="center", face=text.BODY_BOLD)

    def _draw_cursors(self, surface, rt: float) -> None:
        lay = self.layout
        for seat, ctl in self.controls.items():
            colour = art.SEAT_RGB[seat]
            lane = pygame.Rect(lay.lanes[ctl.lane])
            inset = 0 if seat == 0 else 7
            draw.glow_rect(surface, lane.inflate(14 - 2 * inset, 14 - 2 * inset), colour, radius=12,
                           strength=0.9)
            mx = lane.left - 16 if seat == 0 else lane.right + 16
            draw.symbol(surface, art.SEAT_SYMBOL[seat], (mx, lane.centery), 9, colour)
            draw.symbol(surface, art.SEAT_SYMBOL[seat], (mx, lane.centery), 9, palette.BLACK, 2)
            for side in (C.UPPER, C.LOWER):
                row = C.row_id(ctl.lane, side)
                slot = pygame.Rect(lay.next_slot(row, len(self.state.rows[row])))
                slot = slot.inflate(-2 * inset - 4, -2 * inset - 4)
                pygame.draw.rect(surface, colour, slot, 2, border_radius=8)

    def _key_hints(self, seat: int) -> list[tuple[str, str]]:
        cfg = self.config.seats[seat]
        dev = cfg.device
        if dev.startswith("pad"):
            inv = {v: k for k, v in PAD_BUTTONS.items()}

            def label(action):
                return {"left": "D-pad", "up": "D-pad"}.get(action, inv.get(action, action).upper())
        else:
            keymap = self.app.keymap.get("numpad" if dev == "numpad" else dev, {})

            def label(action):
                binds = keymap.get(action) or []
                return binding_label(binds[0]) if binds else action

        def keys_for(cmd):
            acts = [a for a in ("left", "right", "up", "down", "confirm", "back", "extra", "alt",
                                "b4", "b6", "b8", "b2", "b5") if command_for(dev, a) == cmd]
            return acts

        def pair(actions):
            a, b = (label(x) for x in actions[:2])
            head = a.rsplit(" ", 1)[0] + " " if " " in a and " " in b and a.rsplit(" ", 1)[0] == b.rsplit(" ", 1)[0] else ""
            return f"{a} / {b[len(head):]}" if head else f"{a} / {b}"

        lr = keys_for("left") + keys_for("right")
        ud = keys_for("place_upper") + keys_for("place_lower")
        return [(pair(lr), "lane"),
                (pair(ud), "place up / down"),
                (label(keys_for(BOTTOM)[0]), "next card"),
                (label(keys_for(TAKE_BACK)[0]), "take back"),
                (label(keys_for(CALL)[0]), "TOP SPEED!")]

    def _draw_panel(self, surface, seat: int, rt: float, frame) -> None:
        lay = self.layout
        rect = pygame.Rect(lay.seats[seat])
        colour = art.SEAT_RGB[seat]
        if seat not in self.state.seats:
            if self.practice:
                text.title(surface, "PRACTICE", (rect.centerx, rect.top + 40), size=16, colour=palette.NEON_CYAN)
                lines = ["Place all 21 cards", "before the clock", "runs out.", "",
                         "Call TOP SPEED!", "when none fits", "for the flag's", "3 points."]
                for i, line in enumerate(lines):
                    text.blit(surface, line, (rect.centerx, rect.top + 90 + 28 * i), size=20, anchor="midtop",
                              colour=palette.GREY)
                best = self.app.stats.board("topspeed:practice").get("best")
                if best is not None:
                    text.blit(surface, f"Best: {best:g} pts", (rect.centerx, rect.bottom - 40), size=22,
                              anchor="center", colour=palette.NEON_YELLOW)
            return
        cfg = self.config.seats[seat]
        view = self.state.view(seat)
        who = f"CPU {cfg.level}" if cfg.is_cpu else f"{SEAT_NAMES[seat]} deck"
        text.blit(surface, who, (rect.centerx, rect.top + 10), size=20, colour=colour, anchor="midtop",
                  face=text.BODY_BOLD)
        big = pygame.Rect(0, 0, *BIG_CARD)
        big.midtop = (rect.centerx, rect.top + 42)
        if view.phase == "ready":
            surface.blit(self._back(seat, BIG_CARD), big)
        elif view.top is not None:
            surface.blit(self.app.cards.custom(art.paint_big_card, view.top, BIG_CARD), big)
        else:
            pygame.draw.rect(surface, palette.dim(colour, 0.6), big, 2, border_radius=8)
            text.blit(surface, "no cards", big.center, size=20, colour=palette.GREY, anchor="center")
        left = view.deck_sizes[seat]
        stack = pygame.Rect(0, 0, 120, 52)
        stack.topleft = (rect.left + 16, big.bottom + 14)
        for i in range(min(3, max(0, left - 1))):
            surface.blit(self._back(seat, stack.size), (stack.x + 3 * (2 - i), stack.y + 3 * (2 - i)))
        text.blit(surface, f"{left}", (stack.right + 34, stack.centery), face=text.PIXEL, size=20,
                  colour=palette.WHITE, anchor="center")
        text.blit(surface, "cards", (stack.right + 34, stack.centery + 20), size=16, colour=palette.GREY,
                  anchor="center")
        y = stack.bottom + 22
        msg = self.flash.get(seat)
        if msg and msg[1] > rt:
            text.blit(surface, msg[0], (rect.centerx, y), size=20, colour=palette.WARN, anchor="midtop",
                      face=text.BODY_BOLD)
        elif view.last_row is not None and not cfg.is_cpu:
            text.blit(surface, "last card can be taken back", (rect.centerx, y), size=16, colour=palette.GREY,
                      anchor="midtop")
        y += 34
        if cfg.is_cpu:
            text.blit(surface, "racing through", (rect.centerx, y), size=18, colour=palette.GREY, anchor="midtop")
            text.blit(surface, "the same keys", (rect.centerx, y + 22), size=18, colour=palette.GREY,
                      anchor="midtop")
        else:
            for key, what in self._key_hints(seat):
                r = text.blit(surface, key, (rect.left + 14, y), size=18, colour=palette.WHITE, face=text.BODY_BOLD)
                if r.right + 10 + text.body(16).size(what)[0] > rect.right - 12:
                    y += 22  # no room beside the key: the meaning goes on its own line
                text.blit(surface, what, (rect.right - 12, y), size=16, colour=palette.GREY, anchor="topright")
                y += 26
            if view.assist:
                text.blit(surface, "Assist on: repeats are blocked", (rect.centerx, y + 6), size=15,
                          colour=palette.NEON_GREEN, anchor="midtop")
        if frame is not None:
            pts = frame.tally[seat]
            text.title(surface, f"{pts}", (rect.centerx, rect.bottom - 62), size=34, colour=colour)
            text.blit(surface, "points", (rect.centerx, rect.bottom - 32), size=18, colour=palette.GREY,
                      anchor="center")
            if frame.flag_counted and self.reveal.score.flag == seat:
                flag = pygame.Rect(0, 0, 60, 38)
                flag.center = (rect.right - 40, rect.bottom - 62)
                surface.blit(self.app.cards.custom(art.paint_flag, 0, flag.size), flag)

    def _draw_countdown(self, surface, rt: float) -> None:
        left = COUNTDOWN_MS - rt
        label = str(int(left // 1000) + 1) if left > 0 else "GO!"
        text.title(surface, label, (draw.SCREEN_W // 2, 360), size=96 if left > 0 else 80,
                   colour=palette.NEON_YELLOW if left > 0 else palette.NEON_GREEN)

    def _draw_end(self, surface, rt: float, frame) -> None:
        st = self.state
        sc = self.reveal.score
        kind = frame.step.kind
        if kind == "call":
            if st.caller is None:
                draw.banner(surface, "TIME!", self.app.now(), colour=palette.NEON_RED, sub="The clock ran out")
            else:
                who = self.config.seats[st.caller].name
                draw.banner(surface, "TOP SPEED!", self.app.now(), size=72, sub=f"{who} calls it!")
        elif kind == "check":
            who = self.config.seats[st.caller].name
            if sc.call_valid:
                sub = f"{who} had no card left to play: the flag is theirs (+3)"
                title, colour = "FLAG!", palette.NEON_GREEN
            else:
                card = next((c for c in st.decks[st.caller] if any(C.fits(c, r) for r in st.rows)), None)
                what = C.describe(card) if card is not None else "a card"
                to = "nobody" if self.practice else self.config.seats[1 - st.caller].name
                sub = f"{who} could still play the {what}: the flag goes to {to}"
                title, colour = "TOO EARLY!", palette.NEON_RED
            draw.banner(surface, title, self.app.now(), colour=colour, size=56, sub=sub)
        elif kind == "result" or frame.done:
            if self.practice:
                used = ((st.end_ms or st.now_ms) - COUNTDOWN_MS) / 1000.0
                title = f"{sc.points[0]} POINTS"
                sub = f"in {used:.1f} s    Enter: again    Backspace: leave"
            elif sc.winner is None:
                title, sub = "DEAD HEAT!", "Enter: rematch    Backspace: leave"
            else:
                how = {"points": "", "cards": " (fewer cards left)", "flag": " (holds the flag)"}[sc.decided_by]
                title = f"{self.config.seats[sc.winner].name.upper()} WINS"
                sub = f"{sc.points[0]} - {sc.points[1]}{how}    Enter: rematch    Backspace: leave"
            colour = palette.NEON_YELLOW if sc.winner is None else art.SEAT_RGB[sc.winner]
            draw.banner(surface, title, self.app.now(), colour=colour, size=48, y=360, sub=sub)

"""Console Free Play: the console on screen, played on the numpad, timed on the game clock.

The scene is thin. A button action becomes ``Machine.press``/``release`` at the event's own timestamp (on
the console's time base: game-clock ms minus the time the console was switched on, shifted by any time
spent paused); ``update`` and a pre-render frame hook advance the machine to the current time, so every
light change due by a frame is in that frame. The same scene plays a saved replay and the attract demo
(a computer duellist pressing the buttons through the same interface).

Controls: the numpad keys Num 1..9 (or the digit row) are the nine buttons; arrows/WASD/d-pad move a cursor over the
panel and confirm presses the button under it; a mouse click presses a button. Alt (numpad ., Right
Shift, gamepad X) opens the saved replays, back leaves (not during a game: Esc pauses as everywhere).
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from arcade.core.input import GLOBAL_DEVICE, MOUSE_DEVICE, ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.rules import Wait
from arcade.games.console import labels, library
from arcade.games.console import replay as rp
from arcade.games.console.bots import ReflexBot
from arcade.games.console.events import Beeped, Press, Release, events_from_trace
from arcade.games.console.layout import (
    CELL_OF_GAME,
    GAME_TITLES,
    GAMES,
    NUMPAD_ACTION_TO_CELL,
    SKILL_OF_CELL,
    SLIDE_COLOURS,
    col_of,
    row_of,
    score_display,
)
from arcade.games.console.machine import Machine
from arcade.games.console.panel import build_chassis, draw_console, light_looks, light_tag, load_layout
from arcade.games.console.reach import ReachDelay
from arcade.games.console.reflex_game import OFF, ON
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.game import GameScene

BEEP_SOUNDS = {
    "skill": "beep",
    "light": "beep",
    "test": "beep",
    "score": "beep",
    "board": "beep",
    "step": "beep",
    "hit": "tick",
    "miss": "error",
    "bump": "error",
    "over": "crash",
}
DEMO_NEXT_GAME_MS = 4_000.0
INITIALS_QUIET_MS = 700.0
"""The high-score prompt comes up once the game's lights have gone out and no console button has been
pressed for this long (and none is held), so it does not spring up under a hand still pressing buttons.
It comes while the score is shown, when the console takes no new session anyway; a player who starts
one (a Skill button once the score stands) before it came has the score entered under their name."""


@dataclass
class DuelMode:
    """The console lent to a host game for one duel (Electronic Arcade Mania): the scene starts ``game`` at
    ``skill`` when the player is ready (a person presses a button; a ``bot`` starts after ``intro_ms``),
    shows ``opponent_score`` on the lights before the game and as the mark to beat, makes presses on
    ``late_cells`` land ``late_ms`` late (One Hand), runs its clock ``speed`` times fast (computer duels),
    saves no replay and no high score, and once the final score has shown for ``show_ms`` leaves and hands it
    to ``on_score``. ``host_game_id`` and ``hold`` make F1 help and Hold & Quit speak for the host game."""

    game: str
    skill: int
    on_score: Callable[[int], None]
    heading: str = "DUEL"
    lines: tuple[str, ...] = ()
    opponent_score: int | None = None
    bot: ReflexBot | None = None
    late_cells: frozenset = frozenset()
    late_ms: float = 0.0
    speed: float = 1.0
    intro_ms: float = 1500.0
    show_ms: float = 2500.0
    host_game_id: str | None = None
    hold: Callable[[], dict | None] | None = None


DUEL_HINTS: tuple[tuple[str, str], ...] = (("Num 1-9", "buttons"), ("Esc", "pause"), ("F1", "help"))


def board_name(game: str, skill: int) -> str:
    """The high-score board of one console game at one skill."""
    return f"console:{game}:{skill}"


class ConsoleScene(GameScene):
    """Console Free Play on the game-scene base: one seat, played on the numpad (any other device steers
    a cursor over the panel). The base's scene clock is the console's clock, so a pause stops it."""

    game_id = "console"
    engine = Machine
    realtime = True
    fast_input = True
    pausable = True
    block_input_while_busy = False

    def __init__(
        self,
        app,
        seed: int = 0,
        *,
        player: str = "Player 1",
        replay: rp.Replay | None = None,
        bot: ReflexBot | None = None,
        demo: bool = False,
        on_finish: Callable[[int], None] | None = None,
        config: LobbyConfig | None = None,
        duel: DuelMode | None = None,
    ) -> None:
        self.duel = duel
        self.speed = duel.speed if duel is not None else 1.0
        # One Hand for a person: the far column's presses are on their way a reach late (a CPU's bot
        # delays its own presses the same way).
        self.reach = (
            ReachDelay(duel.late_cells, duel.late_ms)
            if duel is not None and duel.late_cells and duel.bot is None
            else None
        )
        self.duel_started: float | None = None  # scene ms the duel's game started
        self.duel_over: float | None = None  # scene ms its final score came
        if duel is not None:
            bot = duel.bot
            if duel.host_game_id:
                self.game_id = duel.host_game_id
        if config is None:
            seat = SeatConfig(player, "cpu" if demo else "human", "fast" if demo else "", "numpad")
            config = LobbyConfig("console", [seat], {"demo": demo} if demo else {}, seed)
        self.seeds = random.Random(config.seed)
        self.player = config.seats[0].name
        self.replay = replay
        self.bot = bot
        self.on_finish = on_finish
        self.t_base = replay.t0_ms if replay is not None else 0.0
        super().__init__(app, config)
        self.layout = load_layout()
        self._pending = list(replay.inputs) if replay is not None else []
        self._initials_due = False
        self._last_press = float("-inf")
        self.cursor: int | None = None
        self._cursor_down: int | None = None
        self._mouse_cell: int | None = None
        self.last_saved: str | None = None
        self.verified: bool | None = None
        self._demo_next: float | None = None
        self._chassis: dict[str | None, pygame.Surface] = {}
        self.frame_times: list[float] = []  # console ms of drawn frames (benchmarks read it)

    # ------------------------------------------------------------------ the base's hooks
    def new_state(self, config: LobbyConfig) -> Machine:
        if self.replay is not None:
            return Machine(self.replay.seed, self.replay.t0_ms)
        return Machine(self.seeds.randrange(1 << 31), 0.0)

    def make_cpu(self, seat: int, seat_config) -> ReflexBot:
        """The demo's duellist (each demo game gets a fresh one in ``_demo_start``)."""
        if self.bot is None:
            self.bot = ReflexBot(200, seed=self.seeds.randrange(1 << 30))
        return self.bot

    def run_cpus(self, now: float) -> None:
        """A duellist presses in real time: ``_sync`` runs it at its own exact times."""

    def hold_data(self) -> dict | None:
        if self.duel is not None and self.duel.hold is not None:
            return self.duel.hold()  # the host keeps its game as it was before the duel
        return None  # Free Play is not kept (Hold & Quit): a reflex game cannot wait

    @property
    def machine(self) -> Machine:
        return self.state

    # ------------------------------------------------------------------ time base
    def console_now(self) -> float:
        """The console's time now: the scene clock (stopped while paused) on the machine's time base."""
        return self.now() * self.speed + self.t_base

    def console_ms(self, app_ms: float) -> float:
        """Console time of an input stamped ``app_ms`` on the app clock."""
        return self.clock.from_app(app_ms) * self.speed + self.t_base

    @property
    def offset(self) -> float:
        """The app-clock time at console time 0 (while the scene runs)."""
        return -self.clock.from_app(0.0) - self.t_base

    def enter(self) -> None:
        self.app.frame_hooks.append(self._frame_hook)
        if self.demo:
            self._demo_start(self.machine.now + 300)

    def exit(self) -> None:
        if self._frame_hook in self.app.frame_hooks:
            self.app.frame_hooks.remove(self._frame_hook)

    def pause(self) -> None:
        super().pause()
        if self._frame_hook in self.app.frame_hooks:
            self.app.frame_hooks.remove(self._frame_hook)

    def resume(self) -> None:
        super().resume()
        # Keys let go while another scene was on top never reach us: pausing lets go of every button.
        if self.reach is not None:
            self.reach.clear()
        for cell in sorted(self.machine.held):
            self._feed("release", cell, self.machine.now)
        if self._frame_hook not in self.app.frame_hooks:
            self.app.frame_hooks.append(self._frame_hook)

    # ------------------------------------------------------------------ driving the machine
    def _feed(self, kind: str, cell: int, t: float) -> None:
        """A press or release at console time ``t``: a rules action while the game runs, the machine's own
        input afterwards (the score display still takes button presses)."""
        m = self.machine
        if (cell in m.held) == (kind == "press"):
            return  # a press of a held button or a release of a free one changes nothing
        t = m.stamp(t)
        if m.is_terminal():
            mark = len(m.trace)
            (m.press if kind == "press" else m.release)(cell, t)
            self.present(events_from_trace(m.trace[mark:]), self.now())
        else:
            self.act((Press if kind == "press" else Release)(cell, t))

    def _advance(self, t: float) -> None:
        """Let the console run to ``t``: a Wait while the game runs, then the score display's own clock."""
        m = self.machine
        if t <= m.now:
            return
        if m.is_terminal():
            mark = len(m.trace)
            m.advance_to(t)
            self.present(events_from_trace(m.trace[mark:]), self.now())
        else:
            self.act(Wait(t))

    def present(self, events: list, now: float) -> None:
        """Beeps: one sound per moment (a hit and its point share one)."""
        last_t = None
        for e in events:
            if isinstance(e, Beeped) and e.t_ms != last_t:
                self.app.sound(BEEP_SOUNDS.get(e.tone, "beep"))
                last_t = e.t_ms

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        if ev.device == GLOBAL_DEVICE:
            return
        if self.replay is not None or self.demo:
            if ev.pressed and ev.action in ("confirm", "back", "click") and self.replay is not None:
                self.app.sound("back")
                self.app.pop()
            return
        if ev.pressed and ev.repeat:
            return
        t = self.console_ms(ev.t_ms)
        cell = NUMPAD_ACTION_TO_CELL.get(ev.action) if ev.device in self._button_devices() else None
        if self.duel is not None and self._duel_input(ev, cell):
            return
        if cell is not None:
            self._button(cell, ev.pressed, t)
            return
        if ev.device == MOUSE_DEVICE:
            if ev.action == "click" and ev.pos is not None:
                hit = self.layout.button_at(ev.pos) if ev.pressed else None
                if ev.pressed and hit is not None:
                    self._mouse_cell = hit
                    self._button(hit, True, t)
                elif not ev.pressed and self._mouse_cell is not None:
                    self._button(self._mouse_cell, False, t)
                    self._mouse_cell = None
            return
        if ev.action in ("up", "down", "left", "right"):
            if ev.pressed:
                self._move_cursor(ev.action)
        elif ev.action == "confirm" and ev.device != "numpad":
            if ev.pressed:
                self.cursor = self.cursor or 5
                self._cursor_down = self.cursor
                self._button(self.cursor, True, t)
            elif self._cursor_down is not None:  # let go of the button this confirm pressed
                self._button(self._cursor_down, False, t)
                self._cursor_down = None
        elif ev.pressed and ev.action == "alt" and self.machine.mode != "playing":
            from arcade.games.console.replays_menu import ReplayListScene

            self.app.push(ReplayListScene(self.app))
        elif ev.pressed and ev.action == "back" and self.machine.mode != "playing":
            self.app.sound("back")
            self.app.pop()

    def _duel_input(self, ev: ActionEvent, cell: int | None) -> bool:
        """Duel mode: a person starts the game with any button (or confirm); nothing leaves the duel, no
        new session starts after it. True when the input is used up here."""
        if self.bot is not None:
            return True  # a computer is playing: hands off
        if self.duel_started is None:
            if ev.pressed and (cell is not None or ev.action in ("confirm", "click")):
                self._duel_start()
            return True
        if self.machine.final_score is not None and self.machine.mode != "playing":
            return True
        return ev.action in ("alt", "back")

    def _duel_start(self) -> None:
        """Switch the console on at the duel's skill and start its game, as a person would."""
        from arcade.games.console.layout import CELL_OF_GAME

        self.duel_started = self.now()
        t = max(self.console_now(), self.machine.now)
        for at, cell in ((t, self.duel.skill), (t + 60, CELL_OF_GAME[self.duel.game])):
            self._feed("press", cell, at)
            self._feed("release", cell, at + 40)
        if self.bot is not None:
            self.bot.observe(self.machine.view())

    def _button_devices(self) -> set[str]:
        """Devices whose digit buttons are the console's nine: the seat's own, and always the numpad."""
        return {"numpad", *(s.device for s in self.config.seats if not s.is_cpu)}

    def _move_cursor(self, action: str) -> None:
        c = self.cursor or 5
        r, k = row_of(c), col_of(c)
        r = max(0, min(2, r + {"up": -1, "down": 1}.get(action, 0)))
        k = max(0, min(2, k + {"left": -1, "right": 1}.get(action, 0)))
        self.cursor = r * 3 + k + 1
        self.app.sound("select")

    def _button(self, cell: int, pressed: bool, t: float) -> None:
        m = self.machine
        if pressed:
            self._last_press = t
        if pressed and cell in SKILL_OF_CELL and m.final_score is not None and m.mode in ("off", "score", "test1"):
            if m.mode == "off" or m.phase == "off":
                self._fresh_machine(t)
        if self.reach is not None:  # One Hand: queued, fed in time order with everything else
            self.reach.add("press" if pressed else "release", cell, t)
            self._feed_reach(t)
            return
        self._feed("press" if pressed else "release", cell, t)

    def _feed_reach(self, t: float) -> None:
        """Feed the One Hand inputs that have landed by console time ``t``, in time order."""
        for at, kind, cell in self.reach.due(t):
            self._feed(kind, cell, at)

    def _fresh_machine(self, t: float) -> None:
        """A game has been played on this machine: the next session gets a new machine (one replay each)."""
        old = self.machine
        if self._initials_due:
            # The player moved on before the initials prompt came up: the score goes in under their name.
            self._initials_due = False
            self._record(self.player)
        self.state = Machine(self.seeds.randrange(1 << 31), max(t, old.now))
        self.state.held = set(old.held)
        self.recorded = False

    # ------------------------------------------------------------------ time passing
    def _frame_hook(self, now_ms: float) -> None:
        self._sync()
        self.frame_times.append(self.console_now())
        del self.frame_times[:-2000]

    def _sync(self) -> None:
        """Bring the machine (and a replay's inputs, and a bot's presses) up to the console's time."""
        t = self.console_now()
        if self.reach is not None:
            self._feed_reach(t)
        if self.replay is not None:
            while self._pending and self._pending[0][0] <= t:
                at, kind, cell = self._pending.pop(0)
                self._feed(kind, cell, at)
        if self.bot is not None:
            while True:
                m = self.machine
                tb, td = self.bot.next_time(), m.next_due()
                if tb is not None and tb <= t and (td is None or tb <= td):
                    plan = self.bot.pop()
                    at = max(plan.t_ms, m.now)
                    self._feed(plan.kind, plan.cell, at)
                    if plan.kind == "press":
                        self.bot.pressed(plan.cell, at)
                elif td is not None and td <= t:
                    self._advance(td)
                else:
                    break
                self.bot.observe(self.machine.view())
        self._advance(t)

    def update_game(self, now: float, dt_ms: float) -> None:
        self._sync()
        if dt_ms <= 0:
            return
        m = self.machine
        if self.duel is not None:
            self._duel_tick(now)
            return
        if (
            self._initials_due
            and m.mode == "score"
            and m.phase != "lights_out"
            and not m.held
            and m.now - self._last_press >= INITIALS_QUIET_MS
        ):
            self._initials_due = False
            self._ask_initials()
        if self.replay is not None and self.verified is None and m.final_score is not None:
            self.verified = m.game_digest() == self.replay.digest
        if self.demo:
            self._demo_tick()

    def _duel_tick(self, now: float) -> None:
        m = self.machine
        if self.duel_started is None:
            if self.bot is not None and now >= self.duel.intro_ms:
                self._duel_start()
            return
        if m.final_score is None or m.mode == "playing":
            return
        if self.duel_over is None:
            self.duel_over = now
        elif now - self.duel_over >= self.duel.show_ms and self.app.scenes.top is self:
            score = m.final_score
            self.duel_over = float("inf")  # hand the score over once
            self.app.pop()
            self.duel.on_score(score)

    # ------------------------------------------------------------------ after a game
    def record(self) -> None:
        """The base calls this once when the game is over: save the replay, then the high score."""
        self.recorded = True
        if self.duel is not None:
            return  # a duel's score goes back to its host game (``_duel_tick``), not to the tables
        m = self.machine
        score = m.final_score
        if self.on_finish is not None:
            self.on_finish(score)
        if self.replay is not None or self.demo:
            return
        replay = rp.from_machine(m, {"player": self.player, "date": time.strftime("%Y-%m-%d %H:%M")})
        try:
            path = library.save_run(self.app.store.root, replay)
            self.last_saved = path.name
        except OSError as exc:
            self.app.toast(f"The replay could not be saved ({exc}).")
        if score <= 0:
            return  # a run that scored nothing is not a high score
        if self.app.stats.qualifies(board_name(m.game_id, m.skill), score):
            self._initials_due = True
        else:
            self._record(self.player)

    def _ask_initials(self) -> None:
        from arcade.scenes.initials import InitialsScene

        m = self.machine
        self.app.push(
            InitialsScene(self.app, labels.high_score(m.game_id, m.skill, m.final_score), on_done=self._record)
        )

    def _record(self, name: str) -> None:
        from arcade.core.stats import SeatResult

        m = self.machine
        if not m.final_score or m.game_id is None:
            return
        self.app.stats.record(board_name(m.game_id, m.skill), [SeatResult(name, m.final_score, True, False)])

    # ------------------------------------------------------------------ the attract demo
    def _demo_start(self, t: float) -> None:
        game = GAMES[self.seeds.randrange(len(GAMES))]
        if self.machine.final_score is not None:
            self._fresh_machine(t)
        for at, cell in ((t, 1), (t + 450, CELL_OF_GAME[game])):
            self._feed("press", cell, at)
            self._feed("release", cell, at + 90)
        self.bot = ReflexBot(200, seed=self.seeds.randrange(1 << 30))
        self.bot.observe(self.machine.view())

    def _demo_tick(self) -> None:
        m = self.machine
        if m.final_score is None or m.mode == "playing":
            return
        if self._demo_next is None:
            self._demo_next = m.now + DEMO_NEXT_GAME_MS
        elif m.now >= self._demo_next:
            self._demo_next = None
            self._demo_start(m.now)

    # ------------------------------------------------------------------ drawing
    def _shown(self) -> tuple:
        """The console's view and slide as drawn now (before a duel's game, its slide and the mark to beat)."""
        m = self.machine
        view = m.view()
        slide = m.game_id
        if self.duel is not None and self.duel_started is None:
            slide = self.duel.game
            if self.duel.opponent_score is not None:  # the score to beat, as the lights show a score
                cells = score_display(self.duel.opponent_score)[1]
                view = dataclasses.replace(view, lights=tuple(ON if c in cells else OFF for c in range(1, 10)))
        return view, slide

    def picture_key(self):
        m = self.machine
        view, slide = self._shown()
        flashing = self.app.settings["reduce_flashing"]
        key = (
            slide,
            light_looks(view, m.now, flashing),
            view.held,
            self.cursor,
            flashing,
            m.mode,
            m.skill,
            m.over_reason,
            m.game_id,
            m.score,
            m.final_score,
            self.replay is not None,
            self.verified,
            self.last_saved,
            self.demo,
        )
        if self.duel is not None:
            d = self.duel
            return key + (
                d.heading,
                d.game,
                d.skill,
                tuple(d.lines),
                d.opponent_score,
                self.duel_started is None,
                self.bot is None,
            )
        if m.game_id is not None:
            top = self.app.stats.board(board_name(m.game_id, m.skill))["top"][:5]
            key += tuple((row["name"], row["score"]) for row in top)
        return key

    def draw_game(self, surface: pygame.Surface) -> None:
        m = self.machine
        view, slide = self._shown()
        draw_console(
            surface,
            self.layout,
            view,
            m.now,
            reduce_flashing=self.app.settings["reduce_flashing"],
            slide=slide,
            cursor=self.cursor,
            chassis=self._background(slide),
        )
        if self.duel is not None:
            self._draw_duel_info(surface)
        else:
            self._draw_info(surface)

    def _background(self, slide: str | None) -> pygame.Surface:
        """The console's chassis under this slide, the info panel's frame and the key hints: made once each."""
        if slide not in self._chassis:
            surf = build_chassis(self.layout, slide)
            draw.panel(surf, self.layout.info, palette.DUSK, SLIDE_COLOURS.get(slide, palette.NEON_PURPLE), radius=16)
            hints = (
                DUEL_HINTS
                if self.duel is not None
                else (labels.REPLAY_HINTS if self.replay is not None else labels.HINTS)
            )
            draw.hint_bar(surf, list(hints))
            self._chassis[slide] = surf.convert() if pygame.display.get_surface() else surf
        return self._chassis[slide]

    def _draw_info(self, surface: pygame.Surface) -> None:
        box = self.layout.info
        m = self.machine
        accent = SLIDE_COLOURS.get(m.game_id, palette.NEON_PURPLE)
        x, y = box.x + 28, box.y + 26
        heading = "REPLAY" if self.replay is not None else ("DEMO" if self.demo else "CONSOLE FREE PLAY")
        text.title(surface, heading, (box.centerx, y + 8), size=22, colour=palette.NEON_YELLOW)
        y += 52
        text.blit(surface, labels.status(m.mode, m.skill, m.over_reason), (x, y), size=24, colour=palette.WHITE)
        y += 40
        if m.game_id is not None:
            text.blit(
                surface,
                f"{GAME_TITLES[m.game_id]}  -  Skill {m.skill}",
                (x, y),
                size=26,
                colour=accent,
                face=text.BODY_BOLD,
            )
            y += 44
            shown = m.final_score if m.final_score is not None else m.score
            label = "SCORE" if m.final_score is None else "FINAL SCORE"
            text.blit(surface, label, (x, y), size=20, colour=palette.GREY)
            text.title(surface, str(shown), (box.right - 40, y + 14), size=44, colour=palette.WHITE, anchor="midright")
            y += 48
            if m.final_score is not None:
                self._draw_score_sum(surface, x, y, m.final_score)
            y += 36
            tips = labels.TIPS[m.game_id]
            if self.app.settings["reduce_flashing"]:
                tips += ("(Reduce flashing: a ringed light is a blinking one.)",)
            for line in tips:
                text.blit(surface, line, (x, y), size=20, colour=palette.WHITE)
                y += 26
            y += 18
            self._draw_table(surface, board_name(m.game_id, m.skill), x, y, box.right - 28)
        else:
            for line in labels.IDLE_LINES:
                text.blit(surface, line, (x, y), size=21, colour=palette.WHITE)
                y += 30
        if self.replay is not None and self.verified is not None:
            msg = "Replay matches the original run" if self.verified else "Replay differs from the original!"
            text.blit(
                surface, msg, (x, box.bottom - 40), size=20, colour=palette.GOOD if self.verified else palette.BAD
            )
        elif self.last_saved and self.replay is None and not self.demo:
            text.blit(surface, labels.REPLAY_SAVED, (x, box.bottom - 40), size=20, colour=palette.GREY)

    def _draw_duel_info(self, surface: pygame.Surface) -> None:
        """Duel mode: whose turn it is, what is played, the mark to beat, the score."""
        box = self.layout.info
        d, m = self.duel, self.machine
        accent = SLIDE_COLOURS.get(d.game, palette.NEON_PURPLE)
        x, y = box.x + 28, box.y + 22
        text.title(surface, d.heading, (box.centerx, y + 10), size=20, colour=palette.NEON_YELLOW)
        y += 44
        text.blit(
            surface, f"{GAME_TITLES[d.game]}  -  Skill {d.skill}", (x, y), size=26, colour=accent, face=text.BODY_BOLD
        )
        y += 40
        for line in d.lines:
            text.blit(surface, line, (x, y), size=20, colour=palette.WHITE)
            y += 26
        if d.opponent_score is not None:
            text.blit(
                surface, f"To beat: {d.opponent_score}", (x, y), size=22, colour=palette.NEON_CYAN, face=text.BODY_BOLD
            )
            y += 30
            if self.duel_started is None:
                self._draw_score_sum(surface, x, y, d.opponent_score)
                y += 34
        y += 8
        if self.duel_started is None:
            msg = "Get ready..." if self.bot is not None else "Press any button (Num 1-9) to start"
            text.blit(surface, msg, (x, y), size=22, colour=palette.NEON_YELLOW)
            y += 36
        else:
            shown = m.final_score if m.final_score is not None else m.score
            label = "SCORE" if m.final_score is None else "FINAL SCORE"
            text.blit(surface, label, (x, y), size=20, colour=palette.GREY)
            text.title(surface, str(shown), (box.right - 40, y + 14), size=44, colour=palette.WHITE, anchor="midright")
            y += 52
            if m.final_score is not None:
                self._draw_score_sum(surface, x, y, m.final_score)
            y += 36
        for line in labels.TIPS[d.game]:
            text.blit(surface, line, (x, y), size=20, colour=palette.GREY)
            y += 26

    def _draw_score_sum(self, surface, x: int, y: int, score: int) -> None:
        """The score as the lights show it: the lit lights' number tags added up (``labels.score_sum``)."""
        boards, cells = score_display(score)
        x = text.blit(surface, "Lights lit:", (x, y), size=20, colour=palette.GREY).right + 8
        pieces: list = []
        if boards:
            pieces.append("full board 45" if boards == 1 else f"{boards} full boards {45 * boards}")
        pieces += list(cells)
        for i, piece in enumerate(pieces):
            if i:
                x = text.blit(surface, "+", (x, y), size=20, colour=palette.GREY).right + 6
            if isinstance(piece, int):
                tag = light_tag(piece)
                surface.blit(tag, tag.get_rect(midleft=(x, y + 12)))
                x += tag.get_width() + 6
            else:
                x = text.blit(surface, piece, (x, y), size=20, colour=palette.GREY).right + 6
        if not pieces:
            x = text.blit(surface, "none", (x, y), size=20, colour=palette.GREY).right + 6
        text.blit(surface, f"= {score}", (x, y), size=20, colour=palette.GREY)

    def _draw_table(self, surface, board: str, x: int, y: int, right: int) -> None:
        top = self.app.stats.board(board)["top"][:5]
        text.blit(surface, "HIGH SCORES", (x, y), size=20, colour=palette.NEON_CYAN, face=text.BODY_BOLD)
        y += 30
        if not top:
            text.blit(surface, "none yet", (x, y), size=20, colour=palette.DIM)
        for i, row in enumerate(top):
            text.blit(surface, f"{i + 1}. {row['name']}", (x, y), size=20, colour=palette.WHITE)
            text.blit(surface, str(row["score"]), (right, y), size=20, colour=palette.NEON_YELLOW, anchor="topright")
            y += 26

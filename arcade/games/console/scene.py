"""Console Free Play: the console on screen, played on the numpad, timed on the game clock.

Glue by design. A button action becomes ``Machine.press``/``release`` at the event's own timestamp (on the
console's time base: the scene clock, which stops while paused, times the duel's ``speed``, plus a
replay's start); ``update`` and a pre-render frame hook advance the machine to the current time, so every
light change due by a frame is in that frame. The same scene plays a saved replay and the attract demo
(a computer duellist pressing the buttons through the same interface), and a host game's duel
(:mod:`.duel_mode`).

On the scene kit's frames (views in, frames out): an input goes to the pure controller
(:func:`.controls.control`, the UI state in :mod:`.ui`), whose step is a timed button press or release, or
a command the scene carries out; events are staged by :mod:`.present` on a Stage; the picture is painted by
:func:`.shown.paint` from the frame (the view as drawn now, and the console's :class:`.shown.Shown`, worked
out from :class:`.screen.Facts`), with the painters :mod:`.panel` (the console) and :mod:`.panels` (the
background and the info panel). The parts the scene holds, none of which holds the scene: a
:class:`.drive.Driver` (the machine run at exact times: presses, a replay's inputs, a bot's presses, One
Hand's late presses), :class:`.sessions.HighScores` (after a game: the replay kept, the high score and its
initials), a :class:`.watching.TimeBase` (the console's time from the scene's, and where a watched replay's
controls take it) and, in a duel, a :class:`.duel_mode.DuelFlow`; the demo's running order is
:mod:`.sessions`'s.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from dataclasses import replace
from typing import Any

import pygame

from arcade.core.input import MOUSE_DEVICE, ActionEvent
from arcade.core.render import tween
from arcade.core.stats import SeatResult
from arcade.games.console import coach, labels, screen, sessions, watching
from arcade.games.console import present as presenter
from arcade.games.console import replay as rp
from arcade.games.console.bots import ReflexBot
from arcade.games.console.controls import Key, Leave, OpenReplays, StartDuel, Watch, control
from arcade.games.console.cpu import make_bot
from arcade.games.console.drive import Driver
from arcade.games.console.duel_mode import DUEL_HINTS, DuelFlow, DuelMode
from arcade.games.console.events import Press, Release, events_from_trace
from arcade.games.console.layout import NUMPAD_ACTION_TO_CELL, SKILL_OF_CELL
from arcade.games.console.machine import Machine
from arcade.games.console.panel import light_looks, load_layout
from arcade.games.console.reach import ReachDelay
from arcade.games.console.reflex_game import BLINK
from arcade.games.console.replays_menu import ReplayListScene
from arcade.games.console.sessions import HighScores, board_name, machine_board
from arcade.games.console.shown import Drawn, Shown, drawn, paint
from arcade.games.console.timing import BLINK_HALF_MS
from arcade.games.console.ui import ConsoleUI
from arcade.games.console.watching import TimeBase
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.game import GameScene
from arcade.scenes.kit.controller import Step
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.keys import key_label

__all__ = ["ConsoleScene", "DuelMode", "board_name"]


class ConsoleScene(GameScene):
    """Console Free Play on the game-scene base: one seat, played on the numpad (any other device steers
    a cursor over the panel). The base's scene clock is the console's clock, so a pause stops it."""

    game_id = "console"
    engine = Machine
    realtime = True
    fast_input = True
    pausable = True
    block_input_while_busy = False

    @classmethod
    def watching(cls, app: Any, replay: rp.Replay) -> ConsoleScene:
        """The console playing a saved replay back (the replay list's choice)."""
        return cls(app, replay=replay)

    def __init__(
        self,
        app: Any,
        seed: int = 0,
        *,
        player: str = "Player 1",
        replay: rp.Replay | None = None,
        bot: ReflexBot | None = None,
        demo: bool = False,
        config: LobbyConfig | None = None,
        duel: DuelMode | None = None,
    ) -> None:
        self.duel = duel
        self.duel_flow = DuelFlow(duel) if duel is not None else None  # where a duel stands
        # One Hand for a person: the far column's presses are on their way a reach late (a CPU's bot
        # delays its own presses the same way).
        self.reach = (
            ReachDelay(duel.late_cells, duel.late_ms)
            if duel is not None and duel.late_cells and duel.bot is None
            else None
        )
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
        # the console's time from the scene's: a duel's clock may run fast, a replay starts at its first input
        self.timebase = TimeBase(duel.speed if duel is not None else 1.0, replay.t0_ms if replay is not None else 0.0)
        super().__init__(app, config)
        self.layout = load_layout()
        self.pending = list(replay.inputs) if replay is not None else []  # a replay's inputs still to come
        self.ui = ConsoleUI()
        self.driver = Driver(self.act, lambda events: self.present(events, self.now()))
        self.scores = HighScores(app)
        self.verified: bool | None = None
        self.watch_paused = False  # a replay being watched is paused
        self.demo_next: float | None = None  # console ms the demo's next game starts
        self._facts: screen.Facts | None = None  # the facts of the frame being made (only while it is)
        self.frame_times: list[float] = []  # console ms of drawn frames (benchmarks read it)
        self.coach_said: tuple[Machine, tuple[str, ...]] | None = (
            None  # (the machine, the coach's words after its game)
        )

    # ------------------------------------------------------------------ the base's hooks
    def start_recording(self) -> None:
        """A duel lent to a host game keeps no replay of its own (its game id is the host's, whose replay
        codec cannot write console presses: the recorder broke on the first press and said so); the host
        attaches the duel's run to its own replay."""
        if self.duel is not None:
            self.recorder = None
            return
        super().start_recording()

    def new_state(self, config: LobbyConfig) -> Machine:
        if self.replay is not None:
            return Machine(self.replay.seed, self.replay.t0_ms)
        return Machine(self.seeds.randrange(1 << 31), 0.0)

    def make_cpu(self, seat: int, seat_config: SeatConfig) -> ReflexBot:
        """The demo's duellist (each demo game gets a fresh one in ``sessions.demo_start``)."""
        if self.bot is None:
            self.bot = self.new_bot("fast", seat, self.seeds.randrange(1 << 30))  # 200 ms
        return self.bot

    def run_cpus(self, now: float) -> None:
        """A duellist presses in real time: ``drive.sync`` runs it at its own exact times."""

    def hold_data(self) -> dict | None:
        if self.duel is not None and self.duel.hold is not None:
            return self.duel.hold()  # the host keeps its game as it was before the duel
        return None  # Free Play is not kept (Hold & Quit): a reflex game cannot wait

    @property
    def machine(self) -> Machine:
        return self.state

    @property
    def duel_started(self) -> float | None:
        """The scene time a duel's game started (None: no duel, or still waiting for its player)."""
        return None if self.duel_flow is None else self.duel_flow.started

    @property
    def cursor(self) -> int | None:
        """The panel cursor's button (None until a cursor key is used)."""
        return self.ui.cursor

    # ------------------------------------------------------------------ time base
    def console_now(self) -> float:
        """The console's time now: the scene clock (stopped while paused) on the machine's time base."""
        return self.timebase.at(self.now())

    def console_ms(self, app_ms: float) -> float:
        """Console time of an input stamped ``app_ms`` on the app clock."""
        return self.timebase.at(self.clock.from_app(app_ms))

    @property
    def offset(self) -> float:
        """The app-clock time at console time 0 (while the scene runs)."""
        return -self.clock.from_app(0.0) - self.timebase.t_base

    def enter(self) -> None:
        self.app.frame_hooks.append(self._frame_hook)
        if self.demo:
            self.demo_start(self.machine.now + 300)

    def exit(self) -> None:
        if self._frame_hook in self.app.frame_hooks:
            self.app.frame_hooks.remove(self._frame_hook)
        super().exit()  # the base lets its kept pictures go and calls off a kept replay's check

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
            self.feed("release", cell, self.machine.now)
        if self._frame_hook not in self.app.frame_hooks:
            self.app.frame_hooks.append(self._frame_hook)

    # ------------------------------------------------------------------ input, events, time passing
    def handle(self, ev: ActionEvent) -> None:
        """An input, as the controller (:func:`.controls.control`) says: the button it is and its console
        time worked out here."""
        devices = {"numpad", *(s.device for s in self.config.seats if not s.is_cpu)}  # whose digits are buttons
        cell = NUMPAD_ACTION_TO_CELL.get(ev.action) if ev.device in devices else None
        pointed = ev.device == MOUSE_DEVICE and ev.pos is not None
        hit = self.layout.button_at(ev.pos) if pointed and ev.pressed else None
        duel = ""
        if self.duel_flow is not None:
            duel = self.duel_flow.status(cpu=self.bot is not None)
        t = self.console_ms(ev.t_ms)
        key = Key(
            ev.action, ev.device, ev.pressed, t, ev.repeat, cell, hit, pointed, self.replay is not None, self.demo, duel
        )
        self.apply_step(control(self.ui, 0, key, self.machine.view()))

    def apply_step(self, step: Step) -> None:
        """The controller's step: the UI state and sound, then a press or release of a button, or what the
        scene does (start the duel, steer a watched replay, the replays list, leaving)."""
        action = step.action
        super().apply_step(replace(step, action=None))
        if isinstance(action, (Press, Release)):
            self.button(action.cell, isinstance(action, Press), action.t_ms)
        elif isinstance(action, StartDuel):
            self.duel_start()
        elif isinstance(action, Watch):
            self.watch(action)
        elif isinstance(action, (OpenReplays, Leave)) and not self.initials_first():  # signed first
            if isinstance(action, OpenReplays):
                self.app.push(ReplayListScene(self.app, type(self).watching))
            else:
                self.app.sound("back")
                self.app.pop()

    def new_machine(self, machine: Machine) -> None:
        """The machine on show is replaced (the next session's, a watched replay run again to an earlier
        time): frames make their view again."""
        self.state = machine
        self.acts += 1

    def present(self, events: list, now: float) -> None:
        for name in presenter.present(self.staging(), events, now):
            self.app.sound(name)

    def _frame_hook(self, now_ms: float) -> None:
        self.sync()
        self.frame_times.append(self.console_now())
        del self.frame_times[:-2000]

    def update_game(self, now: float, dt_ms: float) -> None:
        self.sync()
        if dt_ms <= 0:
            return
        if self.duel is not None:
            self.duel_tick(now)
        else:
            self.after_game_tick()
            if self.coach_on():
                self.refresh_coach()

    def coached(self) -> bool:
        """Whether the coach may speak here: Free Play played by a person (not a replay, the demo or a duel)."""
        return self.duel is None and self.replay is None and not self.demo and self.bot is None

    def refresh_coach(self) -> None:
        """Once a person's game is over, what the coach tells them (worked out here once from the console's
        trace, never while drawing)."""
        m = self.machine
        if not self.coached() or m.final_score is None:
            return
        if self.coach_said is not None and self.coach_said[0] is m:
            return
        game = coach.notes(events_from_trace(m.trace))
        self.coach_said = (m, tuple(coach.lines(game, self.player)) if game is not None else ())

    def coach_lines(self) -> tuple[str, ...]:
        """The coach's words after this machine's game (read only), when the coach is on."""
        said = self.coach_said
        if not self.coach_on() or said is None or said[0] is not self.machine:
            return ()
        return said[1]

    # ------------------------------------------------------------------ the machine at exact times
    def feed(self, kind: str, cell: int, t: float) -> None:
        """A press or release of button ``cell`` at console time ``t`` (:meth:`.drive.Driver.feed`)."""
        self.driver.feed(self.machine, kind, cell, t)

    def sync(self) -> None:
        """Bring the machine (a replay's inputs, a bot's presses, late One Hand presses) up to now."""
        self.driver.sync(self.machine, self.console_now(), self.pending, self.bot, self.reach)

    def button(self, cell: int, pressed: bool, t: float) -> None:
        """A person pressed or let go of button ``cell`` at console time ``t``. A Skill button after a game
        starts the next session on a fresh machine, once a high score waiting for its initials is signed."""
        m = self.machine
        if pressed and cell in SKILL_OF_CELL and m.final_score is not None and m.mode in ("off", "score", "test1"):
            if m.mode == "off" or m.phase == "off":
                if self.initials_first():
                    return  # the next session waits for the high score's initials
                self.fresh_machine(t)
        if self.reach is not None:  # One Hand: queued, fed in time order with everything else
            self.reach.add("press" if pressed else "release", cell, t)
            self.driver.feed_reach(self.machine, self.reach, t)
            return
        self.feed("press" if pressed else "release", cell, t)

    def initials_first(self) -> bool:
        """A high score still waits for its initials: ask now (True), before anything moves on from it."""
        if not self.scores.initials_due:
            return False
        self.ask_initials()
        return True

    def ask_initials(self) -> None:
        """The initials prompt over the console, for the final score on its machine."""
        from arcade.scenes.initials import InitialsScene

        m, scores = self.machine, self.scores
        title = scores.take_prompt(m)
        if title is not None:
            self.app.push(InitialsScene(self.app, title, on_done=lambda name: scores.record_name(name, m)))

    def fresh_machine(self, t: float) -> None:
        """A game has been played on this machine: the next session gets a new machine (one replay each)."""
        old = self.machine
        self.scores.next_session()
        machine = Machine(self.seeds.randrange(1 << 31), max(t, old.now))
        machine.held = set(old.held)
        self.new_machine(machine)
        self.recorded = False

    # ------------------------------------------------------------------ a watched replay, a duel, the demo
    def watch(self, w: Watch) -> None:
        """Carry out a watched replay's control (the controller's :class:`.controls.Watch`)."""
        if w.what == "leave":
            self.app.pop()
        elif w.what == "pause":
            self.watch_paused = not self.watch_paused
            (self.clock.stop if self.watch_paused else self.clock.start)("watch")
        elif w.what == "speed":
            self.timebase = self.timebase.with_speed(self.now(), watching.next_speed(self.timebase.speed))
        elif w.what in ("step", "jump") and self.replay is not None:
            self.watch_go_to(watching.target(self.replay, w, self.console_now()))

    def watch_go_to(self, target: float) -> None:
        """Show the console at replay time ``target``: going back runs a new machine to it unseen."""
        replay = self.replay
        assert replay is not None
        if target < self.machine.now:
            machine, self.pending = rp.run_to(replay, target)
            self.new_machine(machine)
            self.timeline.stop_showing(self.now())  # what was playing belongs to the time left behind
            self.recorded = machine.is_terminal()
            self.verified = None
        self.timebase = self.timebase.moved_to(self.now(), target)

    def duel_start(self) -> None:
        """Switch the console on at the duel's skill and start its game, as a person would."""
        assert self.duel_flow is not None
        for kind, cell, at in self.duel_flow.start(self.now(), max(self.console_now(), self.machine.now)):
            self.feed(kind, cell, at)
        if self.bot is not None:
            self.bot.observe(self.machine.view())

    def duel_tick(self, now: float) -> None:
        """Per step: a computer's duel starts after the intro; the final score shows, then goes to the host."""
        flow, m = self.duel_flow, self.machine
        assert flow is not None
        stands = m.final_score is not None and m.mode != "playing"
        what = flow.tick(now, self.bot is not None, stands, self.in_front())
        if what == "start":
            self.duel_start()
        elif what == "hand over" and m.final_score is not None:
            self.close_over()
            flow.mode.on_score(m.final_score)

    def after_game_tick(self) -> None:
        """Per step outside a duel: the initials prompt once the score stands, a replay's verdict, the demo."""
        m = self.machine
        if self.scores.initials_due and (m.mode != "score" or m.phase == "off"):
            self.ask_initials()
        if self.replay is not None and self.verified is None and m.final_score is not None:
            self.verified = m.game_digest() == self.replay.digest
        if self.demo:
            start, self.demo_next = sessions.demo_due(m, self.demo_next)
            if start:
                self.demo_start(m.now)

    def demo_start(self, t: float) -> None:
        """The demo's next game at console time ``t``: Skill 1, a game at random, a fresh duellist."""
        game = sessions.demo_game(self.seeds)
        if self.machine.final_score is not None:
            self.fresh_machine(t)
        for kind, cell, at in sessions.demo_presses(game, t):
            self.feed(kind, cell, at)
        bot = make_bot("fast", 0, self.seeds.randrange(1 << 30))
        bot.observe(self.machine.view())
        self.bot = bot

    # ------------------------------------------------------------------ the end (the base's hooks)
    def keeps_result(self) -> bool:
        """A duel's score goes back to its host (:meth:`duel_tick`); a watched replay, the demo and a lesson
        keep nothing."""
        return self.duel is None and self.replay is None and not self.demo and not self.config.options.get("lesson")

    def end_sting(self) -> str | None:
        return None  # the console's end is its own score show, beeps and all

    def single_result(self) -> bool:
        return True  # one player's score against the high-score table

    def stats_board(self) -> str:
        return machine_board(self.machine) or "console"

    def enter_results(self, results: list[SeatResult]) -> None:
        """The high-score table: signed with initials later when the score makes it (:class:`.HighScores`)."""
        self.scores.enter(self.machine, results[0].score, self.player)

    def save_replay(self) -> None:
        self.scores.save_replay(self.machine, self.player)

    # ------------------------------------------------------------------ frames
    def facts(self) -> screen.Facts:
        """What the info panel and the lights are worked out from now (:class:`.screen.Facts`)."""
        m = self.machine
        duel = self.duel
        reduce_flashing = bool(self.app.settings["reduce_flashing"])
        if duel is not None:
            return screen.Facts(
                m.mode, m.phase, m.skill, m.game_id, m.over_reason, m.score, m.final_score,
                reduce_flashing=reduce_flashing,
                duel=(duel.game, duel.skill, duel.heading, tuple(duel.lines), duel.opponent_score),
                duel_started=self.duel_flow is not None and self.duel_flow.started is not None,
                bot=self.bot is not None,
            )  # fmt: skip
        if self.replay is not None:
            heading = "REPLAY PAUSED" if self.watch_paused else f"REPLAY x{round(self.timebase.speed)}"
        else:
            heading = "DEMO" if self.demo else "CONSOLE FREE PLAY"
        board: tuple[tuple[str, int], ...] = ()
        table = machine_board(m)
        if table is not None:
            top = self.app.stats.board(table)["top"][: screen.TABLE_ROWS]
            board = tuple((row["name"], row["score"]) for row in top)
        return screen.Facts(
            m.mode, m.phase, m.skill, m.game_id, m.over_reason, m.score, m.final_score,
            heading=heading,
            footer=screen.footer(self.replay is not None, self.verified, self.scores.last_saved, self.demo),
            reduce_flashing=reduce_flashing,
            board=board,
            coach=self.coach_lines() if m.final_score is not None else (),
        )  # fmt: skip

    def frame_view(self, seat: int | None) -> Drawn:
        """The console as drawn now (before a duel's game, the mark to beat on its lights)."""
        return drawn(screen.shown(self.machine.view(), self._facts or self.facts())[0])

    def frame_beat(self, shown_view: Drawn, now: float) -> Shown:
        """The console's part of the frame (:class:`.shown.Shown`)."""
        view = shown_view.console
        f = self._facts or self.facts()
        slide = screen.shown(view, f)[1]
        panel = screen.duel_panel(f) if self.duel is not None else screen.free_play_panel(f)
        looks = light_looks(view, view.t_ms, bool(self.app.settings["reduce_flashing"]))
        return Shown(slide, looks, screen.score_values(f), self.cursor, panel, self._hints(slide), f.phase)

    def frame_actions(self) -> None:
        """The console's rule actions are mostly its clock running: what they changed is in
        :meth:`frame_memo_extra`."""
        return None

    def frame_memo_extra(self) -> Hashable:
        """The machine runs between rule actions and presses (its games' own clocks light and put out its
        lights, the score display counts): what it shows, but for its time, and the facts the panel is
        worked out from (a watched replay's controls, a duel's start, the high-score table) are part of the
        frame's memo."""
        m = self.machine
        return (
            self._facts,
            m.mode,
            tuple(m.lights),
            tuple(m.light_since),
            frozenset(m.held),
            m.score,
        )

    def frame_until(self, frame: Frame, now: float) -> float:
        """When a blinking light next turns (in the console's time, on its time base). A replay on show is
        worked out every moment (its clock is moved and sped up by its watcher)."""
        if self.replay is not None or self.timebase.speed <= 0:
            return now
        view = frame.view.console
        if frame.reduce_flashing:
            return math.inf  # a blinking light is drawn steady
        turns = [
            tween.next_step(view.t_ms, BLINK_HALF_MS, since)
            for state, since in zip(view.lights, view.light_since)
            if state == BLINK
        ]
        if not turns:
            return math.inf
        return max(now, (min(turns) - self.timebase.t_base) / self.timebase.speed)

    def frame(self) -> Frame:
        """The kit's frame, its view and beat worked out from the same facts (worked out once a moment)."""
        self._facts = self.facts()
        try:
            return super().frame()
        finally:
            self._facts = None

    def picture_key(self) -> Frame:
        return self.frame()

    def draw_game(self, surface: pygame.Surface) -> None:
        paint(surface, self.frame(), self.layers)

    def _hints(self, slide: str | None) -> tuple[tuple[str, str], ...]:
        """The key hints under the console, the keys named as the player's keymap names them when this
        slide was first shown (kept with the scene's layers, as the background they are drawn on)."""
        return self.layers.get(("console_hints", slide), None, self._name_hints)

    def _name_hints(self) -> tuple[tuple[str, str], ...]:
        if self.duel is not None:
            hints = DUEL_HINTS
        else:
            hints = labels.REPLAY_HINTS if self.replay is not None else labels.HINTS
        keymap = self.app.keymap  # the system keys and Enter as the player's keymap names them now
        named = {
            "Esc": key_label(keymap, "system", "pause"),
            "F1": key_label(keymap, "system", "help"),
            "Enter": key_label(keymap, "keys_a", "confirm"),
            "Left Right": f"{key_label(keymap, 'keys_a', 'left')} {key_label(keymap, 'keys_a', 'right')}",
            "Up Down": f"{key_label(keymap, 'keys_a', 'up')} {key_label(keymap, 'keys_a', 'down')}",
            "Alt": key_label(keymap, "keys_a", "alt"),
            "Back": key_label(keymap, "keys_a", "back"),
        }
        return tuple((named.get(key, key), words) for key, words in hints)

    def end_card_due(self) -> bool:
        """No end card over the console: its end is its own score show, on its lights and in the panel,
        and the next session starts from its Skill buttons (a duel's score goes back to its host)."""
        return False

"""Electronic Arcade Mania on screen: the board game on the game-scene base, its duels on the real console.

This class is glue on the base: a person's press goes to the pure controller (:mod:`.controller`, with the
UI state of :mod:`.ui` and the person's own view) and the step it answers is applied; typed events are
staged through :mod:`.present` on a :class:`.present.ManiaStage`; the board is drawn by
:func:`.screen.paint` from the frame and a :class:`.screen.Showing` (its painters: :mod:`.table`,
:mod:`.panels`, :mod:`.boxes`, :mod:`.duel_result`); :mod:`.endscreen` says what the end card holds. Here
stay who is asked, a person's roll held for their press, the duel's result held until seen
(:mod:`.duel_result`), the coach's advice and the duels: the console in duel mode
(:mod:`.console_duel`) for the Challenger, then the Defender; in the attract demo the pure simulator plays
them. Hold & Quit during a duel keeps what was played (``duel.held_score``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from functools import partial
from typing import Any

import pygame

from arcade.games.console.duel_api import run_data
from arcade.games.console.duel_screen import ConsoleScene
from arcade.games.info import LobbyConfig
from arcade.scenes.game import NUMPAD_DIRECTIONS, GameScene
from arcade.scenes.kit.controller import Step
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.timeline import Shot
from arcade.scenes.log_reader import LogScene

from . import boardart, coach, console_duel, duel_result, endscreen, logview, present, prompts, screen, table
from .actions import MAX_SCORE, NO_BET, PASS, Action, DuelScore, Pass
from .controller import HUSH, control, under_cursor
from .cpu import ManiaCpu
from .duel import held_score, trial
from .rules import Mania, deal_from
from .ui import ManiaUI, for_question

LANDED = -1  # a hopping pawn's place once it has landed (its space, read from the view)
DEMO_SPEED = 2.5  # the attract demo's presentations run this many times fast


class ManiaScene(GameScene):
    game_id = "mania"
    levels = ("arcade.games.mania.board:load_board",)
    engine = Mania
    hidden_hands = True
    scene_caches = (boardart.board_surface.cache_clear,)  # the board picture (3.5 MB) goes with the game

    def __init__(self, app, config: LobbyConfig, *, state=None) -> None:
        self.rng = random.Random(config.seed ^ 0x3A41A)  # scene-side chance: console seeds, dice tumbling
        self.desk = duel_result.Desk()  # the duel's result card, held until seen
        self.hushed: set[int] = set()  # people who chose "don't ask again" before opponents' rolls
        self.asked_turn: dict[int, int] = {}  # person -> the turn they were last asked before its roll
        super().__init__(app, config, state=state)
        self.desk.card = duel_result.from_duel(self.state.duel)
        self.kept = logview.KeptTimeline()  # the timeline, keeping every log line to read back
        self.timeline = self.kept
        self.fit = boardart.Fit.into(self.state.board, table.BOARD_AREA)  # where the map sits on the screen
        self.ui = ManiaUI()
        self._showing: tuple[tuple, screen.Showing] | None = None
        self._seat_view: tuple[tuple, Any] | None = None
        self.adviser = coach.Adviser()  # the Ace's advice for the person choosing, once per question
        self.cpu_action: Action | None = None  # what the acting CPU (or a pass made for a person) will do
        # a CPU's choice thought in spare time: the position it is for (the count of moves, the seat, the
        # state, the last move made), the choice, the CPU's random numbers as they were before it
        self._thought: tuple[tuple[int, int, int, Any], Action, Any] | None = None
        self.last_acted: Any = None  # the last move applied
        self.roll_armed = False  # the person to roll has pressed: the action that rolls may be made
        self.held: Action | None = None  # an action that rolls a person's die, waiting for their press
        self.held_roller: int | None = None
        self.held_shown = 0  # how many of the held action's events were shown when it was held
        self.console: ConsoleScene | None = None
        present.present_setup(self.staging(), self.state.setup_events if state is None else [], self.now())

    # ------------------------------------------------------------------ the base's hooks
    def new_state(self, config: LobbyConfig) -> Mania:
        return deal_from(config)

    def make_cpu(self, seat: int, seat_config) -> ManiaCpu:
        return self.new_bot(seat_config.level, seat, self.rng.getrandbits(30))

    def ms(self, base: float) -> float:
        """A presentation time under the animation speed and the CPU pace (demos run faster)."""
        return self.app.anim(base) / (DEMO_SPEED if self.demo else 1.0)

    def handle(self, ev) -> None:
        """The alt key of any person at the table opens the whole log (``logview``), whoever is to act and
        while play shows what happened; while a duel's result waits, any person's confirm goes on
        (``duel_result``); everything else goes the base's way."""
        if ev.pressed and not ev.repeat and ev.action == "alt" and self.seats_of(ev.device) and not self.demo:
            self.app.sound("select")
            self.app.push(LogScene(self.app, self.kept, self.game_id, ev.device, self.now))
            return
        if duel_result.waiting(self.desk):
            action = NUMPAD_DIRECTIONS.get(ev.action, ev.action) if ev.device == "numpad" else ev.action
            if ev.pressed and not ev.repeat and action == "confirm" and self.seats_of(ev.device) and not self.busy():
                self.app.sound("confirm")
                duel_result.dismiss(self.desk, self.now())
            return
        super().handle(ev)

    def log_key(self) -> str:
        """The key that opens the full log, as the first person's keycap reads (the hint bar's)."""
        people = self.human_seats()
        return self.key_name(people[0], "alt") if people else "Alt"

    def key_name(self, seat: int, action: str = "confirm") -> str:
        """The seat's own key for ``action``, as its keycap reads ("Return", "Space", "Num Enter", "A")."""
        return screen.keycap(self.app.input, self.config.seats[seat].device or "keys_a", action)

    def end_card(self):
        names = [self.name(s) for s in range(self.state.num_seats)]
        return endscreen.end_card(self.state.public_view(), names)

    def draw_end_cell(self, surface: pygame.Surface, seat: int, column: int, rect: pygame.Rect) -> None:
        blind = bool(self.app.settings.get("colour_blind"))
        endscreen.draw_cell(self.frame_view(None), blind, surface, seat, column, rect)

    def on_input(self, seat: int, action: str, ev) -> None:
        """A person at ``seat`` (the one to act) pressed ``action``: their roll, or their question's
        controller (from their own view); a list's choice before an opponent's roll is noted as asked."""
        st = self.state
        if self.roll_prompt() == seat:  # (a duel's last score may be the action that rolls)
            if action == "confirm":
                self.app.sound("confirm")
                self.press_roll()
            return
        if st.phase == "duel" or self.person_to_choose() != seat:
            return  # nothing is asked (a pass is being made for them, or play waits): no hidden menu acts
        view = st.view(seat)
        step = control(self.ui, seat, action, view)
        if step.action is not None and st.phase not in ("bet", "challenge"):
            if prompts.before_their_roll(view, seat):  # asked once in this opponent's turn at most
                self.asked_turn[seat] = st.turn
            if step.action == HUSH:
                self.hushed.add(seat)
                step = Step(step.ui, PASS, step.sound)
            # "Roll the die (no card)" is their press to roll
            self.roll_armed = isinstance(step.action, Pass) and st.window == "preroll" and st.mover == seat
        self.apply_step(step)

    def seat_view(self, seat: int):
        """``seat``'s own view, made once per rule action applied."""
        key = (seat, self.acts, id(self.state))
        if self._seat_view is None or self._seat_view[0] != key:
            self._seat_view = (key, self.state.view(seat))
        return self._seat_view[1]

    def person_to_choose(self) -> int | None:
        """The person whose choice is drawn now (only for the viewer in hot-seat play)."""
        st = self.state
        if self.busy() or st.phase == "duel" or duel_result.waiting(self.desk):
            return None
        seat = st.current_player()
        if seat < 0 or self.is_cpu(seat) or (self.hot_seat() and self.viewer != seat):
            return None
        if st.phase in ("window", "draw") and not prompts.worth_asking(self.seat_view(seat), seat, self.hush(seat)):
            return None  # nothing worth a question: passed for them (pass_for_person)
        return seat

    def run_cpus(self, now: float) -> None:
        st = self.state
        if self.held is not None and self.held_roller is None and not duel_result.waiting(self.desk):
            self.release_result()  # a duel's result was held (and has been seen)
        if self.held is not None or duel_result.waiting(self.desk):
            return  # a person's roll waits for their press; a duel's result for a person to go on
        if st.phase == "duel" and not self.demo:
            self.launch_duel()
            return
        seat = st.current_player()
        if seat not in self.cpus:
            self.pass_for_person(now)
            return
        if self.cpu_seat != seat or self.cpu_due is None:
            self.cpu_seat = seat
            self.cpu_action = self.cpu_choice(seat)
            if isinstance(self.cpu_action, Pass) and st.phase == "window":
                self.cpu_due = now  # a pass in a card window shows nothing: no pause in the CPU's name
            else:
                quick = isinstance(self.cpu_action, (Pass, DuelScore)) or (self.cpu_action == NO_BET)
                self.cpu_due = now + self.think_ms() * (0.3 if quick else 1.0)
        if now >= self.cpu_due and self.cpu_action is not None:
            self.act(self.cpu_action)

    def cpu_choice(self, seat: int) -> Action:
        """What the CPU in ``seat`` does now: thought ahead in the spare time between frames when it could
        be (:meth:`warm_one`), else now. A thought ahead that turns out not to be for now is undone (the
        CPU's own random numbers put back), so the game plays the same with or without spare time."""
        ahead, self._thought = self._thought, None
        if ahead is not None:
            key, action, before = ahead
            if key == (self.acts, seat, id(self.state), self.last_acted):
                return action
            self.cpus[key[1]].rng.setstate(before)  # (a choice changes nothing else of a CPU's)
        return self.cpus[seat].choose(self.state.view(seat))

    def warm_one(self) -> bool:
        """Between frames: the choice of the CPU to act next (:meth:`cpu_choice`), so no frame pays for it
        (in a demo a duel's score is the CPU playing a whole console game in its head). Thought while what
        is playing still plays, or while a CPU's move waits for its pause to end: then for the position
        that move makes (worked out on a copy)."""
        st = self.state
        if self._thought is not None or self.held is not None or duel_result.waiting(self.desk):
            return False
        acts, seat, last = self.acts, st.current_player(), self.last_acted
        if self.cpu_seat == seat and self.cpu_due is not None:  # its move is chosen: the one after it
            if self.cpu_action is None:
                return False
            st = st.clone()
            st.apply(self.cpu_action)
            acts, seat, last = acts + 1, st.current_player(), self.cpu_action
        if seat not in self.cpus or (st.phase == "duel" and not self.demo):  # (a duel a CPU plays on the console)
            return False
        cpu = self.cpus[seat]
        before = cpu.rng.getstate()
        self._thought = ((acts, seat, id(self.state), last), cpu.choose(st.view(seat)), before)
        return False

    # ------------------------------------------------------------------ a person rolls their own die
    def act(self, action) -> list:
        """Apply ``action``, unless it would roll a person's die before they pressed to roll: then it is
        held (``held``) and "Press ... to roll" is shown; their press makes it (``press_roll``). What the
        action brings before the roll (a duel's result and payout, the turn passing) is shown at once,
        from a trial on a copy; the rest when it is made."""
        if not self.roll_armed and not self.demo and self.human_seats():
            events = trial(self.state, action)
            k = prompts.first_roll(events, lambda seat: not self.is_cpu(seat))
            cut = duel_result.stop(events)
            if cut is not None and (k is None or cut <= k):  # the duel's result first, then the next turn
                self.held, self.held_roller, self.held_shown = action, None, cut
                present.present(self.staging(), events[:cut], self.now())
                return []
            if k is not None:
                self.held, self.held_roller, self.held_shown = action, events[k].seat, k
                present.present(self.staging(), events[:k], self.now())
                return []
        self.roll_armed = False
        self.held = self.held_roller = None
        self.last_acted = action
        events = super().act(action)
        self.ask()  # in the same moment as the move: one new frame, not a second one for the cursors
        return events

    def ask(self) -> None:
        """A new question puts the cursors back to the top (in update and after a move, never while
        drawing)."""
        st = self.state
        self.ui = for_question(
            self.ui, (st.phase, st.window, st.current_player(), st.turn, len(st.discard), len(st.history))
        )

    def update_game(self, now: float, dt_ms: float) -> None:
        self.ask()
        if self.coach_on() and not self.demo:  # (a demo's table is all computers: nobody to advise)
            self.adviser.refresh(self.coach_key(), self.state.view)

    def coach_key(self) -> tuple | None:
        """The question the coach may speak to now: a person's own Game Slide, challenge or bet (after their
        curtain; the coach on), or None. Its advice is worked out once per question, in update."""
        seat = self.person_to_choose()
        if seat is None or self.state.phase not in ("slide", "challenge", "bet") or not self.coach_on():
            return None
        return (seat, self.acts, self.state.phase)

    def coach_lines(self) -> list[str]:
        """What the coach says to the person choosing now: the Ace's choice and the chance of the one under
        their cursor; nothing on a CPU's turn, behind the curtain, or when the coach is off."""
        names = [self.name(s) for s in range(len(self.config.seats))]
        return self.adviser.say(self.coach_key(), partial(under_cursor, self.ui), names)

    def staging(self) -> present.ManiaStage:
        base, st = super().staging(), self.state
        hands = tuple(len(hand) for hand in st.hands)
        stage = (self.timeline, base.names, self.ms, base.cpus, st.board, hands, self.pace(), self.demo)
        return present.ManiaStage(*stage, self.watched, self.desk)

    def present(self, events: list, now: float) -> None:
        shown, self.held_shown = self.held_shown, 0  # a held action's start was shown when it was held
        present.present(self.staging(), events[shown:], now)

    def roll_prompt(self) -> int | None:
        """The person whose "Press ... to roll" is up now (their roll waits for their press), or None."""
        if self.busy() or self.held is None or duel_result.waiting(self.desk):
            return None
        return self.held_roller

    def check_curtain(self) -> None:
        """No curtain comes up over a duel's result that waits to be seen (it is public)."""
        if not duel_result.waiting(self.desk):
            super().check_curtain()

    def release_result(self) -> None:
        """The duel's result has been seen: the held action goes on, to the next person's roll if any."""
        held = self.held
        if held is None or self.held_roller is not None:
            return
        events = trial(self.state, held)
        k = prompts.first_roll(events, lambda seat: not self.is_cpu(seat))
        if k is not None and k >= self.held_shown:
            self.held_roller = events[k].seat
            present.present(self.staging(), events[self.held_shown : k], self.now())
            self.held_shown = k
            return
        self.roll_armed = True
        self.act(held)

    def press_roll(self) -> None:
        """The person to roll pressed: the held action is made, and the die tumbles."""
        held = self.held
        if held is not None:
            self.roll_armed = True
            self.act(held)

    def acting_seats(self) -> list[int]:
        """Keys go to the person whose roll waits, or to every person while a duel's result waits."""
        if duel_result.waiting(self.desk):
            return self.human_seats()
        return [self.held_roller] if self.held_roller is not None else super().acting_seats()

    def pass_for_person(self, now: float) -> None:
        """A person with no card worth playing now (``prompts``) or only a draw to skip is not asked: the pass
        is made at once (issue 25: a beat per card window read as 4-5 questions per opponent's turn)."""
        st = self.state
        seat = st.current_player()
        if seat < 0 or self.is_cpu(seat) or st.phase not in ("window", "draw"):
            return
        if not prompts.worth_asking(self.seat_view(seat), seat, self.hush(seat)):
            self.act(PASS)

    def hush(self, seat: int) -> bool:
        """Whether ``seat`` is not to be asked before this opponent's roll: asked once already this turn, or
        they chose "don't ask again this game" (``prompts``; issue 36)."""
        return seat in self.hushed or self.asked_turn.get(seat) == self.state.turn

    def hold_extra(self) -> dict:
        """The people's "don't ask again" choices are kept with the game (Hold & Quit)."""
        return {"hushed": sorted(self.hushed)}

    def restore_extra(self, data: dict) -> None:
        hushed = data.get("hushed", [])
        people = set(self.human_seats())
        if not isinstance(hushed, list) or not all(isinstance(s, int) and s in people for s in hushed):
            raise ValueError(f"hushed must list people's seats: {hushed!r}")
        self.hushed = set(hushed)

    def hold_data(self) -> dict | None:
        data = super().hold_data()
        if data is not None and isinstance(self.held, DuelScore):  # a score made waits for a roll: kept
            kept = self.state.clone()
            kept.apply(self.held)
            data["state"] = kept.to_data()
            self.hold_with(data, self.held)
            return data
        console = self.console
        if data is None or self.state.phase != "duel" or console is None:
            return data
        seat = self.state.current_player()
        score = held_score(console.machine, console.bot)
        if score is not None:  # what was played is kept: it cannot be played again
            kept = self.state.clone()
            kept.apply(DuelScore(seat, score))
            data["state"] = kept.to_data()
            self.hold_with(data, DuelScore(seat, score))
        return data

    # ------------------------------------------------------------------ duels on the console
    def launch_duel(self) -> None:
        """Push the console in duel mode for the duellist whose score is owed (once)."""
        if self.console is not None:
            return
        seat = self.state.current_player()
        self.timeline.drop("card")  # the card on show goes: the console comes up
        faces = self.seat_faces()
        call = console_duel.DuelCall.of(self.state.view(seat), faces, self.pace(), self.app.anim(1500), self.rng)
        mode, cfg = console_duel.duel_mode(call, partial(self.duel_done, seat), self.hold_data)
        self.console = ConsoleScene(self.app, config=cfg, duel=mode)
        self.open_over(self.console)  # pushed; in a lesson, shown by the lesson in the board's place

    def duel_done(self, seat: int, score: int) -> None:
        console, self.console = self.console, None
        if self.state.phase == "duel" and self.state.current_player() == seat:
            self.act(DuelScore(seat, min(score, MAX_SCORE)))
            run = run_data(console.machine) if console is not None and self.recorder is not None else None
            if run is not None and self.recorder is not None:  # the duel itself, to watch in the replay
                self.recorder.attach({"duel": run})

    # ------------------------------------------------------------------ drawing
    def showing(self) -> screen.Showing:
        """What is up on the board now besides the frame (:class:`.screen.Showing`), for the painters (made
        once per moment and what it is made from: the beat and the frame's own field share it)."""
        now = self.now()
        said = (self.coach_on(), self.curtain_mark(), self.timeline.changes)  # (the log read back grows with it)
        key = (now, self.acts, self.ui, self.app.handled, id(self.state), said, self.frame_memo_extra())
        if self._showing is not None and self._showing[0] == key:
            return self._showing[1]
        self._showing = (key, self._show(now))
        return self._showing[1]

    def _show(self, now: float) -> screen.Showing:
        roller = self.roll_prompt()
        result = duel_result.shown(self.desk, now)
        people = self.human_seats()
        shown = self.kept.shown(now)
        waits = result is not None and result.until == math.inf and not self.busy()
        return screen.Showing(
            roller,
            self.key_name(roller) if roller is not None else "",
            self.person_to_choose(),
            tuple(self.coach_lines()),
            result,
            None if result is None else (id(result), result.until),
            duel_result.confirm_keys([self.key_name(s, "confirm") for s in people]) if waits else "",
            tuple(shown[-table.LOG_LINES :]),
            len(shown) - table.LOG_LINES,
            self.log_key() if people else None,
            self.held is not None,
        )

    def frame_beat(self, view, now: float) -> Hashable:
        return screen.beat(now, self.showing())

    frame_class = screen.ManiaFrame  # the kit's frame with what is up on the board besides it

    def frame_extra(self, now: float) -> dict[str, Hashable]:
        return {"showing": self.showing()}

    def frame_memo_extra(self) -> Hashable:
        """What changes what is up on the board without a rule action or a press: a roll held (and whose),
        the duel's result card (a new one, won, its time, seen) and the coach's advice worked out."""
        card = self.desk.card
        shown = None if card is None else (id(card), card.winner is not None, card.until)
        return (self.held is not None, self.held_roller, shown, self.adviser.worked)

    def frame_moving(self, shot: Shot, view: Any, now: float) -> Hashable:
        """What moves looks like: the face and throw of the tumbling die, and where the hopping pawn stands
        (still on its space while the die rolls); ``now`` while anything else moves."""
        if shot.floats or any(n not in ("roll", "hop") and not m.still and m.active(now) for n, m in shot.moves):
            return now
        hop = shot.move("hop")
        spot = None
        if hop is not None and hop.active(now):
            spot = (hop.data.seat, present.pawn_index(shot, hop.data.seat, now, LANDED))
        return present.tumble(shot, now), spot

    def frame_until(self, frame: Frame, now: float) -> float:
        """The first time at which what is up on the board may show something else, with nothing in the
        frame's memo changed: the roll prompt's next pulse; the result card's time; the next log line to be
        read (the table no longer busy, which changes whose roll or question is up, is the timeline's own
        time, which the kit follows)."""
        times = [self.kept.shown_until(now)]
        assert isinstance(frame, screen.ManiaFrame)  # frame_class
        if frame.showing.roller is not None:
            times.append(screen.beat_until(now))
        card = self.desk.card
        if card is not None and card.winner is not None:
            times.append(card.until)
        return min((t for t in times if t > now), default=math.inf)

    def picture_key(self):
        """The frame (see ``GameScene.picture_key``): the view, the cursors, the timeline, the time as it
        shows, and what is up on the board."""
        return self.frame()

    def draw_game(self, surface: pygame.Surface) -> None:
        frame = self.frame()
        assert isinstance(frame, screen.ManiaFrame)  # frame_class
        screen.paint(surface, frame, self.layers)

"""The Insert Coin to Play scene on the cabinet's game-scene base: 1-6 seats fill their GamePads from the
same face-up card.

Everyone acts on the card at once: each person from their own device (people sharing one device take
turns on it, the base routes a press to the first seat of that device with a decision), the CPUs together
from one snapshot of the table, thought by the base's ``think`` (the worker process). In spare time between
frames the Level looks the coming moves will show are painted ahead (``warm_one``).

This class is glue; the parts are by role:

- :mod:`.controller`: a person's keys and mouse -> their cursor (:mod:`.ui`, kept in ``self.ui``) and rule
  actions, a pure function of the seat's view (the ghost piece, red where it does not fit); the scene aims
  the mouse (which square, which dealt card) and marks a refused ghost red on its timeline;
- :mod:`.present`: typed events -> the scene's timeline (one table; call-outs in the top bar, notes,
  flashes and glows on the sheets, sounds); nothing there blocks the other players while it shows;
- painters: :mod:`.topbar`, :mod:`.sheets` (with :mod:`.hand` for the keep phase), :mod:`.endscreen`,
  :mod:`.hintbar`; the geometry is :mod:`.layout`'s, the pictures :mod:`.art`'s.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from concurrent.futures import Future
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from arcade.core.input import MOUSE_DEVICE, ActionEvent
from arcade.core.rules import TERMINAL
from arcade.games.info import LobbyConfig
from arcade.scenes.game import GameScene
from arcade.scenes.game_undo import UNDO_CUE_MS, GameUndo
from arcade.scenes.kit.endscreen import draw_end_card
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.timeline import Shot

from . import art, coach, controller, endscreen, hand, hintbar, present, sheets, topbar
from . import layout as L
from . import present as P
from .bots import choose_all
from .controls import Ghost
from .present import CoinStage
from .rules import KEEP, KEEP_PHASE, InsertCoin, deal_from
from .shown import Shown
from .ui import CoinUI

CPU_FILL_SHARE = 0.45  # a CPU's pause before an ability fill, as a share of its normal pause


LOOKS_HOLD_MS = 100.0  # how long the CPUs' moves may wait for their Level looks to be painted


class InsertCoinScene(GameUndo, GameScene):
    game_id = "insertcoin"
    undo_rules = "arcade.games.insertcoin.undo"  # solo: a person takes back decisions owed on the card
    levels = ("arcade.games.insertcoin.shapes:load_catalog",)
    demo_banner = "bottom"  # the header shows the flipped card: the demo's banner covers the key hints
    engine = InsertCoin
    block_input_while_busy = False  # people keep drawing while another seat's call-out shows
    scene_caches = (art.LEVEL_CACHE.clear,)  # the Levels' looks (up to 3 MB) go with the game

    _acting: tuple[tuple, tuple[int, ...]] | None = None  # (the position, the seats deciding in it)

    def __init__(self, app, config: LobbyConfig, *, state: InsertCoin | None = None) -> None:
        super().__init__(app, config, state=state)
        self.ui: CoinUI = CoinUI.start(self.human_seats())  # each person's cursor (a value, replaced by each step)
        self._seat_views: dict[int, tuple[tuple, Any]] = {}
        self.layouts = L.layouts(len(config.seats))
        self._outside_sheets = [pygame.Rect(r) for r in L.outside([lay.rect for lay in self.layouts])]
        self.cpu_job: Future | None = None
        self.cpu_job_due = 0.0
        self.cpu_job_key: tuple = ()
        self.focus: int | None = None  # the person whose keys the hint bar shows
        self._warm_key: tuple | None = None  # the coming moves whose Level looks are being painted ahead
        self._warm_looks: list[tuple] = []
        self._looks_hold: tuple[Any, float] | None = None  # (the CPUs' thought held, until when at most)
        self._end_warmed = False  # the end screen's panel and strings made in spare time
        self._coin_frame: tuple[Frame, Frame] | None = None  # the kit's frame, and this game's made from it
        self.adviser = coach.Adviser()  # the Planner's advice for each person deciding, once per position
        self.start_undo()
        self.ui = self.ui.synced(self.state)  # each person starts on their first choice
        self.seat_faces()  # the seats as frames show them, made once here (drawing changes nothing)
        if state is None and self.state.setup_events:
            self.present(list(self.state.setup_events), self.now())

    # ------------------------------------------------------------------ base hooks
    def new_state(self, config: LobbyConfig) -> InsertCoin:
        return deal_from(config)

    def make_cpu(self, seat: int, seat_config):
        return self.new_bot(seat_config.level, seat, self.config.seed * 31 + seat)

    def acting_seats(self) -> list[int]:
        """Seats with a decision on this card (the engine's task lists, not every placement), worked out
        once per rule action: the hint bar, the coach and the frame all ask every moment. While Levels are
        kept at a table of two or more people, the people keep one at a time, in seat order, each behind
        their own curtain (the CPUs keep meanwhile): see docs/rules-decisions.md, "Who may see"."""
        key = (self.acts, id(self.state))
        if self._acting is None or self._acting[0] != key:
            self._acting = (key, tuple(self._seats_deciding()))
        return list(self._acting[1])

    def _seats_deciding(self) -> list[int]:
        if self.state.current_player() == TERMINAL:
            return []
        seats = self.state.active_seats()
        if self.state.phase == KEEP_PHASE and len(self.ui.cursors) >= 2:
            humans = self.ui.seats()  # the people at the table (each has a cursor)
            people = [s for s in seats if s in humans]
            return [s for s in seats if s not in humans or s == people[0]]
        return seats

    def secret_now(self) -> bool:
        """Which Levels a person marks is secret while Levels are kept (the dealt cards are face up)."""
        return self.state.phase == KEEP_PHASE

    def curtain_message(self, seat: int) -> str:
        return "Choose your 3 Levels. Everyone else, look away!"

    # ------------------------------------------------------------------ the coach
    def update_game(self, now: float, dt_ms: float) -> None:
        if self.ui.cursors and self.coach_on():  # the Planner takes a few ms a person: in update, never in drawing
            self.adviser.refresh(self.coached_seats(), self.coach_key(), self.state.view)

    def coached_seats(self) -> list[int]:
        """The people the coach may speak to now: each person with a decision on this card, while Levels
        are kept only the one whose curtain is lifted (the viewer); nobody in a replay on show."""
        if self.watched or self.state.is_terminal():
            return []
        humans = self.ui.seats()
        people = [s for s in self.acting_seats() if s in humans]
        if self.state.phase == KEEP_PHASE:
            return [s for s in people if s == self.viewer]
        return people

    def coach_key(self) -> tuple:
        return (self.acts, self.state.phase)

    def coach_lines(self, seat: int) -> list[str]:
        """What the coach says to ``seat`` now (read only): nothing when off, on a CPU's seat, behind the
        curtain or before the advice for this position is worked out."""
        if not self.coach_on() or seat not in self.coached_seats() or not self.adviser.ready(seat, self.coach_key()):
            return []
        cur = self.ui.cursor(seat)
        under = cur.staged or (cur.action(self.state, seat) if self.state.phase != KEEP_PHASE else None)
        return self.adviser.say(seat, self.coach_key(), under)

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
        if now < self.cpu_job_due or not self.cpu_job.done() or self.holding_for_looks(now):
            return
        choices = self.cpu_job.result()
        self.cpu_job = None
        for action in choices:
            if self.state.is_terminal():
                break
            if self.state.placement_legal(action):
                self.act(action)

    def holding_for_looks(self, now: float) -> bool:
        """A thought that comes in after its pause is applied once the spare time between frames has
        painted the Level looks it will show (:meth:`warm_one`), so the frame that shows the move does not
        paint them too; held no longer than :data:`LOOKS_HOLD_MS`, and not at all with no pause to pace."""
        if self.think_ms() <= 0 or self.looks_painted():
            return False
        job = self.cpu_job
        if self._looks_hold is None or self._looks_hold[0] is not job:
            self._looks_hold = (job, now + LOOKS_HOLD_MS)
        return now < self._looks_hold[1]

    def looks_painted(self) -> bool:
        """The looks of the moves known to come are painted (or nothing is known to come)."""
        return self._warm_key == (self.acts, tuple(self.coming_moves())) and not self._warm_looks

    # ------------------------------------------------------------------ spare time: Level looks ahead
    def warm_one(self) -> bool:
        """Between frames: paint the Level looks the coming moves will show (the CPUs' placements once they
        are thought, a person's staged one) before the frame that applies them; one look per call."""
        if self.state.is_terminal():
            if not self._end_warmed:  # while the last moves play out: the end card's panel and strings
                self._end_warmed = True  # (drawn on a 1x1 surface: made and cached, nothing shown)
                draw_end_card(pygame.Surface((1, 1)), replace(self.end_card(), dim=0), hints=self.end_key_hints())
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
        moves.extend(cur.staged for _seat, cur in self.ui.cursors if cur.staged is not None)
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
                    done = {"done": trial.is_complete(seat, lv)}
                    out.append((lay.cell, trial.shape_of(seat, lv), look[1], art.seat_colour(seat), done))
        return out

    # ------------------------------------------------------------------ input, events
    def handle(self, ev: ActionEvent) -> None:
        if ev.device == MOUSE_DEVICE:
            if ev.pos is not None and not self.state.is_terminal():
                self.mouse(ev)
            return
        super().handle(ev)

    def seat_view(self, seat: int) -> Any:
        """The seat's own view, made once per rule action applied (what the controller is given)."""
        key = (self.acts, id(self.state))
        kept = self._seat_views.get(seat)
        if kept is None or kept[0] != key:
            kept = self._seat_views[seat] = (key, self.state.view(seat))
        return kept[1]

    def on_input(self, seat: int, action: str, ev: ActionEvent) -> None:
        self.focus = seat
        if action == "undo":
            if self.undos is not None and seat in self.ui.seats() and self.ui.cursor(seat).staged is not None:
                # a placement not yet confirmed: taken back freely, nothing was shown
                self.ui = self.ui.put(seat, replace(self.ui.cursor(seat), staged=None))
                self.cue = ("Taken back: the placement was not made", self.now() + UNDO_CUE_MS)
                self.app.sound("back")
                return
            self.press_undo(seat)
            return
        if self.state.phase == KEEP_PHASE and self.viewer != seat:
            return  # Levels are marked only where nobody else may look (arcade.scenes.kit.secrecy)
        self.step(seat, controller.control(self.ui, seat, action, self.seat_view(seat), ev.device))

    def step(self, seat: int, step) -> None:
        """Apply a controller's step; a refused ghost flashes red and the cue names whose it is."""
        if step.sound == controller.REFUSED:
            self.timeline.move(P.refused_key(seat), None, self.now(), self.anim_ms(P.FLASH_MS) + 1, still=True)
            step = replace(step, cue=f"{self.name(seat)}: {step.cue}")
        self.apply_step(step)

    def hint_focus(self) -> int | None:
        """The person the hint bar (and the mouse) follows: the last to press, while they have a decision."""
        humans = self.ui.seats()
        acting = [s for s in self.acting_seats() if s in humans]
        if self.focus in acting:
            return self.focus
        return acting[0] if acting else None

    def mouse(self, ev: ActionEvent) -> None:
        """Aim the mouse: the dealt card under it (keep phase) or the square of a Level (play)."""
        seat = self.hint_focus()  # the mouse moves the hint bar's person
        if seat is None or ev.pos is None:
            return
        view = self.seat_view(seat)
        pressed = ev.action == "click" and ev.pressed
        if self.state.phase == KEEP_PHASE:
            if self.viewer != seat:
                return
            dealt = self.state.hands[seat]
            rects = hand.hand_rects(self.layouts[seat], len(dealt))
            hit = next((i for i, r in enumerate(rects) if r.collidepoint(ev.pos)), None)
            if hit is None or (hit == len(dealt) and len(self.ui.cursor(seat).chosen) != KEEP):
                return
            if pressed:
                self.focus = seat
            self.step(seat, controller.pick_card(self.ui, seat, hit, pressed, view))
            return
        if ev.action in ("up", "down") and ev.pressed:
            self.step(seat, controller.turn(self.ui, seat, "rotate" if ev.action == "up" else "mirror", view))
            return
        spot = self.layouts[seat].square_at(*ev.pos)
        if ev.action == "point":
            self.step(seat, controller.point(self.ui, seat, spot, view))
        elif pressed:
            self.focus = seat
            self.step(seat, controller.click(self.ui, seat, spot, view))

    def ghost(self, seat: int, look: bool = False) -> Any:
        """(squares as (level, x, y), fits, tool) of a person's ghost piece (``look``: as a frame holds it)."""
        cells, ok, tool = controller.ghost(self.ui.cursor(seat), self.state, seat, self.state.placement_legal)
        return ((tuple(cells) if look else cells), ok, tool)

    def can_undo(self, seat: int | None) -> bool:
        """A staged placement (not yet confirmed) can always be taken back; else the stack's moves."""
        cur: Ghost | None = self.ui.cursor(seat) if seat is not None and seat in self.ui.seats() else None
        if self.undos is not None and cur is not None and cur.staged is not None:
            return True
        return super().can_undo(seat)

    def act(self, action) -> list:
        seat = getattr(action, "seat", None)
        self.undo_before(seat)
        events = super().act(action)
        self.undo_after(seat)
        return events

    def after_undo(self, snap, undone: InsertCoin) -> None:
        """Every cursor starts again on the decision put back; nothing staged stays."""
        self.cpu_job = None
        self._warm_key = None
        self.ui = self.ui.synced(self.state, unstage=True)

    def end_card(self):
        names = [self.name(s) for s in range(self.state.num_seats)]
        return endscreen.end_card(self.state.public_view(), names, self.state.winners())

    def present(self, events: list, now: float) -> None:
        self.ui = self.ui.synced(self.state)  # a new decision starts on its first choice
        present.present(self.staging(), events, now)
        self.forget_frame()  # the timeline changed: the frame for now is made again

    def staging(self) -> CoinStage:
        """The kit's stage, with each seat's Kabuki Love waiting for a target (what a used one says)."""
        st = super().staging()
        return CoinStage(st.timeline, st.names, st.pace, st.cpus, kabuki=tuple(self.state.kabuki))

    # ------------------------------------------------------------------ drawing
    def frame_beat(self, view: Any, now: float) -> Hashable:
        """What the painters read beyond the view (:class:`.shown.Shown`): the hint bar's focus, who acts,
        each seat's coach lines, each person's ghost piece while they place and the marks showing."""
        seat = self.hint_focus()
        st = self.state
        placing = st.phase != KEEP_PHASE and not st.is_terminal()
        people = self.ui.seats()
        active = st.active_seats() if placing and people else []
        coached = self.coached_seats() if self.coach_on() else []
        return Shown(
            hintbar.Focus(seat, seat is not None and self.can_undo(seat)),
            tuple(self.acting_seats()),
            tuple(tuple(self.coach_lines(s)) if s in coached else () for s in range(st.num_seats)),
            tuple(self.ghost(s, look=True) if s in people and s in active else None for s in range(st.num_seats)),
            () if self.end_ready() else tuple(k for k, m in self.timeline.moves.items() if m.active(now)),
        )

    def frame_until(self, frame: Frame, now: float) -> float:
        """Nothing of Insert Coin's own in the frame is timed: its marks are the timeline's (whose times the
        kit follows), the rest changes with a rule action, a press or :meth:`frame_memo_extra`."""
        return math.inf

    def frame_memo_extra(self) -> Hashable:
        """The person the hint bar follows and the advice worked out (it arrives between presses)."""
        return self.focus, self.adviser.worked

    def own_key_labels(self) -> tuple[tuple[str, str, str], ...]:
        """The keys Insert Coin names its own way (numpad 9 and 3, undo), for the people's devices."""
        return hintbar.own_labels(self.app.keymap, [s.device for s in self.config.seats if not s.is_cpu])

    def frame(self) -> Frame:
        """The kit's frame; under the end screen its timeline is still (no timed mark is drawn there: the
        sheets show the final result, and a mark ending under the dim changes nothing)."""
        base = super().frame()
        if not self.end_ready():
            return base
        if self._coin_frame is None or self._coin_frame[0] is not base:
            shot = base.timeline
            still = Shot(None, None, (), (), shot.log, shot.logged, None, False)
            self._coin_frame = (base, replace(base, timeline=still))
        return self._coin_frame[1]

    def picture_key(self):
        """The frame: an equal frame is the same picture."""
        return self.frame()

    def draw_game(self, surface: pygame.Surface) -> None:
        frame = self.frame()
        table = sheets.table_layer(self.layers, self.layouts)
        for area in self._outside_sheets:  # each sheet's own part is laid down by draw_sheets
            surface.blit(table, area, area)
        topbar.draw_top_bar(surface, frame)
        sheets.draw_sheets(surface, frame, self.layers)
        if not self.end_shown():
            hintbar.draw_hints(surface, frame)

"""The end of every game, once: the result recorded to statistics, the end card, rematch and leaving.

:class:`GameEnd` is the part of :class:`arcade.scenes.game.GameScene` that owns the end. It decides *when*
the end card shows (the state is terminal and everything has played out: ``end_shown``), draws the card's
frame and its buttons, each named by the key of the first person at the table that presses it
(:mod:`arcade.scenes.kit.endscreen`),
and records the result once. A game says *what* its card holds (``end_card``: plain data from its state)
and may draw cells of its own (``draw_end_cell``), add keys (``end_hints``), hold the card back until its
own finale has played (``end_card_due``) and draw over it (``draw_overlay``).

The card takes no input for its first ``END_GRACE_MS`` of scene time (a key pressed to play on as the game
ended does nothing), then left/right move the focus along its buttons, confirm presses the one in focus and
each button's own key presses it: back leaves, the rematch has :data:`REMATCH_KEY` (not confirm, so a key
pressed to play on never starts a new game), a game's button its action. The focus starts on a button that
does not start a new game (leave). Every button shows the key that presses it, read from the player's
keymap: the one in focus the confirm key, the others their own.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from arcade.core.stats import SeatResult
from arcade.games.info import LobbyConfig
from arcade.scenes.kit.endscreen import (
    CELEBRATION_MS,
    EndCard,
    EndRow,
    card_rect,
    celebration_step,
    draw_confetti,
    draw_end_card,
    standings,
    winner_title,
)
from arcade.scenes.kit.keys import NUMPAD_KEYS, key_label

END_GRACE_MS = 1000.0  # the end card ignores input this long after it comes up (scene time)
REMATCH_KEY = "next"  # the rematch button's own key: / and Tab on the keyboard halves, RB on a gamepad
END_NUMPAD = {**NUMPAD_KEYS, REMATCH_KEY: "b9"}  # the numpad has no next key: its 9 (top right) is the rematch


class GameEnd:
    """Mixed into ``GameScene``: everything about a game's end (see the module docstring)."""

    end_focus: int | None = None  # the end card's button in focus (an index of end_hints), once it is up

    if TYPE_CHECKING:
        app: Any
        config: LobbyConfig
        state: Any
        demo: bool
        recorded: bool
        game_id: str | None

        end_since: float | None
        end_box: pygame.Rect | None

        def end_ready(self) -> bool: ...
        def now(self) -> float: ...
        def name(self, seat: int) -> str: ...
        def human_seats(self) -> list[int]: ...
        def save_replay(self) -> None: ...

    # ------------------------------------------------------------------ what a game may say
    def stats_board(self) -> str:
        """The statistics board this game's result goes to (default: the game's id; a game with modes that
        score differently names one board per mode, e.g. ``"vegas:solo"``)."""
        return str(self.game_id)

    def single_result(self) -> bool:
        """True when the table plays for one score (solo, co-op, practice): one result for the table,
        named after the people at it, which wins nothing (a score to beat, not a rival)."""
        return False

    def on_recorded(self) -> None:
        """After the result went to statistics (not in demos): a game's own record (a practice log...)."""

    def keeps_result(self) -> bool:
        """Whether this game's end keeps anything (its result, its replay): not in a demo. A game that is
        sometimes played for nothing says when (the console: a duel lent to a host game, a replay watched,
        a lesson)."""
        return not self.demo

    def enter_results(self, results: list[SeatResult]) -> None:
        """Put the results on the game's statistics board (default: at once). A game whose board is a
        high-score table may hold a result back: the console leaves a run that scored nothing off its
        board and has a score that makes the table signed with initials first."""
        self.app.stats.record(self.stats_board(), results)

    def end_card(self) -> EndCard:
        """What the end card holds (plain data from the state). The default: who won, every seat's score,
        best first; a game names its own columns (how the score is made) and lines."""
        scores, winners = self.state.scores(), list(self.state.winners())
        names = [self.name(s) for s in range(len(scores))]
        rows = tuple(EndRow(s, names[s], (), str(scores[s]), s in winners) for s in standings(scores))
        return EndCard(winner_title(names, winners), rows=rows)

    def end_card_due(self) -> bool:
        """The game's own finale (a reveal) has played and the card may show (default: at once)."""
        return True

    def draw_end_cell(self, surface: pygame.Surface, seat: int, column: int, rect: pygame.Rect) -> None:
        """Draw a cell the end card leaves to the game (a ``None`` cell of ``EndRow.cells``)."""

    def end_hints(self) -> list[tuple[str, str]]:
        """The buttons under the end card, as (action, words): a rematch and leaving. Each is pressed by its
        action's key (the rematch's is :data:`REMATCH_KEY`) or by confirm while it is in focus."""
        return [(REMATCH_KEY, "rematch"), ("back", "leave")]

    def end_button(self, action: str) -> None:
        """A button of the game's own (not the rematch or leaving) was pressed on the end card."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn last, over the end card too (a score card the player opened)."""

    # ------------------------------------------------------------------ the base's part
    def end_shown(self) -> bool:
        """The end card is up: the game is over, everything has played out, and the game's finale too."""
        return self.end_ready() and self.end_card_due()

    def end_key_hints(self) -> list[tuple[str, str]]:
        """The end's buttons, each named by the key of the first person at the table that presses it (none in
        a demo): the confirm key for the button in focus, each other button's own key."""
        if self.demo:
            return []
        humans = self.human_seats()
        device = self.config.seats[humans[0]].device if humans else "keys_a"  # a table of CPUs: any keys
        focus = self.end_focus_index()
        out = []
        for i, (action, words) in enumerate(self.end_hints()):
            shown = "confirm" if i == focus else action  # the button in focus: the confirm key presses it
            out.append((key_label(self.app.keymap, device, shown, END_NUMPAD), words))
        return out

    def end_focus_index(self) -> int:
        """The button in focus: where the player moved it, else the first that starts no new game."""
        hints = self.end_hints()
        if self.end_focus is not None and 0 <= self.end_focus < len(hints):
            return self.end_focus
        return next((i for i, (action, _w) in enumerate(hints) if action == "back"), 0)

    def end_open(self) -> bool:
        """The end card is up and takes input (its first ``END_GRACE_MS`` of scene time have passed)."""
        return self.end_since is not None and self.end_shown() and self.now() - self.end_since >= END_GRACE_MS

    def end_input(self, action: str) -> None:
        """A person's press while the game is over: nothing in the grace time; then left/right move the
        focus, confirm presses the button in focus, back leaves, a game button's own key presses it."""
        if not self.end_open():
            return
        hints = self.end_hints()
        focus = self.end_focus_index()
        if action == END_NUMPAD[REMATCH_KEY]:
            action = REMATCH_KEY  # the numpad's rematch key
        if action in ("left", "right"):
            self.end_focus = max(0, min(len(hints) - 1, focus + (1 if action == "right" else -1)))
            self.app.sound("select")
            return
        if action == "confirm":
            action = hints[focus][0]
        if action == REMATCH_KEY:
            self.rematch()
        elif action == "back":
            self.app.sound("back")
            self.leave()
        elif any(action == a for a, _w in hints):
            self.end_button(action)

    def track_end(self, now: float) -> None:
        """Called each step: note when the end card came up (its confetti falls from then)."""
        if self.end_since is None and self.end_shown():
            self.end_since = now

    def celebration(self) -> int | None:
        """The confetti's picture now (None: not falling), for the picture key and the painter."""
        if self.end_since is None:
            return None
        return celebration_step(self.end_since, self.now(), float(self.app.anim(CELEBRATION_MS)))

    def draw_end(self, surface: pygame.Surface) -> None:
        """The end card, when it is up, and its keys (the confetti over it: :meth:`draw_confetti`)."""
        if not self.end_shown():
            return
        blind = bool(self.app.settings.get("colour_blind"))
        card = self.end_card()
        hints = self.end_key_hints()
        self.end_box = draw_end_card(
            surface, card, colour_blind=blind, hints=hints, draw_cell=self.draw_end_cell, focus=self.end_focus_index()
        )

    def draw_confetti(self, surface: pygame.Surface, step: int) -> None:
        """Picture ``step`` of the confetti over the end card (where it was last drawn: the card is not
        built again for each picture of the confetti)."""
        box = self.end_box or card_rect(self.end_card(), len(self.end_key_hints()))
        draw_confetti(surface, box, step, float(self.app.anim(CELEBRATION_MS)), seed=self.config.seed)

    def results(self) -> list[SeatResult]:
        scores, winners = self.state.scores(), set(self.state.winners())
        seats = self.config.seats
        if self.single_result():
            humans = [s.name for s in seats if not s.is_cpu]
            name = " & ".join(humans)[:12] if humans else (seats[0].name if len(seats) == 1 else "CPU team")
            return [SeatResult(name, float(scores[0]), bool(humans), False)]
        return [SeatResult(s.name, float(scores[i]), not s.is_cpu, i in winners) for i, s in enumerate(seats)]

    def record(self) -> None:
        """The end: its sting, then (when the game keeps it: ``keeps_result``) the result to its statistics
        board, the replay, the game's own record."""
        self.recorded = True
        sting = self.end_sting()
        if sting is not None:
            self.app.sound(sting)
        if self.keeps_result():
            self.enter_results(self.results())
            self.save_replay()
            self.on_recorded()

    def end_sting(self) -> str | None:
        """``lose`` when the people at the table all lost to a CPU; ``win`` otherwise (a solo run, a demo, a
        game among people: someone at the table won). None: the game sounds its own end."""
        results = self.results()
        people = [r for r in results if r.human]
        cpu_won = any(r.won and not r.human for r in results)
        return "lose" if people and cpu_won and not any(r.won for r in people) else "win"

    def on_rematch(self) -> LobbyConfig:
        """The set-up of the next game: the same seats and options, a new seed."""
        return LobbyConfig(
            self.config.game_id,
            self.config.seats,
            dict(self.config.options),
            random.Random(self.config.seed).getrandbits(30),
        )

    def rematch(self) -> None:
        self.app.sound("confirm")
        self.app.replace(type(self)(self.app, self.on_rematch()))  # type: ignore[call-arg]

    def leave(self) -> None:
        self.app.pop()

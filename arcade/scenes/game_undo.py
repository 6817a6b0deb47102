"""Undo for a person's moves, in the game scenes that offer it (issue 27): Vegas solo and co-op, Insert
Coin solo. The stack and its barriers are :mod:`arcade.games.undoing`'s; what a game counts as revealing is
its own ``undo`` module's (``undo_rules``: "module" with ``offered(state)`` and ``reveals(before, after,
seat)``).

:class:`GameUndo` is mixed into such a scene (before :class:`~arcade.scenes.game.GameScene`): the scene's
``act`` calls :meth:`undo_before` and :meth:`undo_after` around every rule action, and its ``on_input``
hands the ``undo`` action to :meth:`press_undo`. An undo puts the newest snapshot's state back, notes the
undo in the replay (the moves still standing, so the replay rebuilds the same state), stops what was being
shown, tells the player ("Undone: ..." in the log and the cue) and lets the scene refresh its own parts
(``after_undo``). Not offered in demos, with nobody at the table, or where the game says no
(``offered``: with an opponent who could be wronged). A kept game resumes with nothing to undo.

A placement that would show the person something (the end-of-turn draw, the gaps refilled) is held first
(issue 36 #19, "undo within your turn"): :meth:`offer` tries the person's action on a copy that is never
shown and, when the game's ``reveals`` names something, keeps the action as the scene's ``held`` step
instead of applying it. The scene shows it on the table as placed, with "end turn" on confirm; undo (or
back) takes it away freely, confirm applies it as the rule action (only then is a card drawn or turned up).
A held step is no rule action: it is never recorded in the replay, and the engines stay as they are.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, ClassVar

from arcade.games.undoing import Snapshot, UndoStack

if TYPE_CHECKING:
    from arcade.scenes.kit.timeline import Timeline

UNDO_CUE_MS = 1600.0


class GameUndo:
    """Mixed into a game scene that offers undo (see the module docstring)."""

    if TYPE_CHECKING:
        app: Any
        state: Any
        demo: bool
        timeline: Timeline
        recorder: Any
        acts: int
        cue: tuple[str, float] | None
        cpu_due: float | None
        cpu_seat: int | None
        cpu_thought: Any

        def now(self) -> float: ...
        def name(self, seat: int) -> str: ...
        def is_cpu(self, seat: int) -> bool: ...
        def human_seats(self) -> list[int]: ...
        def note_undo(self, kept: int) -> None: ...
        def act(self, action: Any) -> list: ...

    undo_rules: ClassVar[str] = ""  # the game's undo module (offered, reveals)
    undos: UndoStack | None = None
    held: tuple[Any, int, str] | None = None  # a placement not yet confirmed: (action, seat, what ending shows)
    _logged_before = 0

    def start_undo(self) -> None:
        """Called once the scene's state is set: the stack, when this game offers undo."""
        self.undos = None
        self.held = None
        if self.demo or not self.undo_rules or not self.human_seats():
            return
        rules = importlib.import_module(self.undo_rules)
        if rules.offered(self.state):
            self.undos = UndoStack(rules.reveals)

    def can_undo(self, seat: int | None) -> bool:
        """``seat`` has a move to take back now (the key hint shows then)."""
        if self.held is not None and self.held[1] == seat:
            return True
        return self.undos is not None and seat is not None and self.undos.can_undo(seat)

    # ------------------------------------------------------------------ a placement held until the turn ends
    def holds(self, action: Any) -> bool:
        """Whether this kind of action is held until confirmed when it would show something (the scene's:
        a placement)."""
        return False

    def shows(self, action: Any, seat: int) -> str | None:
        """What applying the person's ``action`` would show them (tried on a copy nobody sees), or None."""
        if self.undos is None:
            return None
        trial = self.state.clone()
        trial.apply(action)
        return self.undos.reveals(self.state, trial, seat)

    def offer(self, action: Any, seat: int | None) -> None:
        """A person at ``seat`` chose ``action``: held when it is a placement that would show them something
        (undo can take it away until they end the turn), else applied at once."""
        if (
            self.held is None
            and self.undos is not None
            and seat is not None
            and not self.is_cpu(seat)
            and self.holds(action)
        ):
            shown = self.shows(action, seat)
            if shown is not None:
                self.held = (action, seat, shown)
                self.after_hold()
                return
        self.act(action)

    def end_turn(self) -> None:
        """The held placement is confirmed: it is applied as the rule action (now the card is drawn)."""
        if self.held is None:
            return
        action, seat, _shown = self.held
        self.held = None
        if self.state.is_terminal() or action not in self.state.legal_actions(seat):
            self.after_hold()  # the game moved on meanwhile (a clock ran out): nothing to confirm
            return
        self.act(action)

    def drop_held(self) -> None:
        """The held placement is taken away: nothing was applied, nothing was shown."""
        self.held = None
        self.after_hold()

    def after_hold(self) -> None:
        """The scene's own parts after a placement was held or taken away."""

    # ------------------------------------------------------------------ around every rule action
    def undo_before(self, seat: int | None) -> None:
        """``seat``: the seat whose action is about to be applied (None: nobody's, e.g. the clock)."""
        if self.undos is None:
            return
        mine = seat is not None and not self.is_cpu(seat)
        moves = self.recorder.moves if self.recorder is not None else 0
        self.undos.before(self.state, moves, seat, mine)
        self._logged_before = self.timeline.logged

    def undo_after(self, seat: int | None) -> None:
        if self.undos is None:
            return
        self.undos.after(self.state, self.name(seat) if seat is not None else "the game")
        new = self.timeline.logged - self._logged_before
        if new > 0:
            lines = self.timeline.log[-new:]
            if lines:
                self.undos.label(lines[0].text)

    # ------------------------------------------------------------------ the undo key
    def press_undo(self, seat: int) -> bool:
        """The person at ``seat`` pressed undo: take their last move back, or say why not. True when a
        move was taken back."""
        now = self.now()
        if self.held is not None and self.held[1] == seat:
            self.drop_held()
            self.cue = ("Taken back: your card is in your hand again", now + UNDO_CUE_MS)
            self.app.sound("back")
            return True
        if self.undos is None:
            self.cue = ("Undo is for solo and co-op games", now + UNDO_CUE_MS)
            self.app.sound("error")
            return False
        snap = self.undos.pop(seat)
        if snap is None:
            self.cue = (self.undos.refusal(), now + UNDO_CUE_MS)
            self.app.sound("error")
            return False
        undone = self.state
        self.state = snap.state
        self.note_undo(snap.moves)
        self.acts += 1
        self.cpu_due = self.cpu_seat = self.cpu_thought = None
        self.timeline.stop_showing(now)  # what was being shown of the moves taken back
        words = f"Undone: {snap.words}" if snap.words else "Undone: your last move"
        self.timeline.note(words)
        self.cue = (words, now + UNDO_CUE_MS)
        self.after_undo(snap, undone)
        self.app.sound("back")
        return True

    def after_undo(self, snap: Snapshot, undone: Any) -> None:
        """The scene's own parts after ``self.state`` went back to ``snap.state`` (``undone``: the state that
        was taken back)."""

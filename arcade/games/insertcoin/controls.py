"""A person's cursor on their GamePad (:class:`Ghost`): which choice (a symbol, a Life, a fill, a pass),
where the ghost piece is, how it is turned, and the placement staged before it is confirmed. A cursor is a
value: every move gives a new one (the UI state, :mod:`.ui`, holds each person's). Pure: no pygame; the
rules are asked through the state's cheap queries (``placement_legal``), never recomputed here.

Keys (every device has the eight seat actions; the numpad's 4 6 8 2 5 are already arrows and confirm):
arrows move the ghost (across the edge into the next Level), ``next`` jumps it to the next shape not yet
completed (where it first fits there), ``alt`` rotates a quarter turn, ``extra`` mirrors, ``back`` undoes a
staged placement or else switches to the next choice, ``confirm`` stages the placement and a second
``confirm`` draws it. The numpad has no ``extra``: its 9 mirrors, its 7 switches choices and its 3 jumps.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from .pieces import GRID, PIECES, Cells, mirrored, orientations, rotated
from .rules import KEEP, PLAY, Action, Table, decline, fill, kabuki, keep, pass_symbol, place, spend_life, use_attack

LIFE, PASS, FILL, KABUKI, DECLINE, USE = "life", "pass", "fill", "kabuki", "decline", "attack"
LEVEL_TOOLS = (KABUKI, PASS, DECLINE, USE)  # choices with no ghost piece: the arrows pick a Level
KEEP_BUTTON = 5  # the keep phase's cursor index of the KEEP button
CHOICE = "choice"  # the numpad's own key for "next choice" (elsewhere ``back`` does it when nothing is staged)
ALIASES = {"b9": "extra", "b7": CHOICE, "b3": "next"}  # numpad keys left over by the arrows
MOVES = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def tools_for(state: Table, seat: int) -> list[str]:
    """The choices a seat has on its current decision, in the order ``back`` cycles them."""
    if state.phase != PLAY or not state.tasks[seat]:
        return []
    kind = state.tasks[seat][0][0]
    symbols = list(state.symbols_for(seat))
    if kind == "draw":
        return symbols + [LIFE]
    if kind == "second":
        return symbols + [PASS]
    if kind == "fill":
        return [FILL, DECLINE]
    if kind == "attack":
        return [USE, DECLINE]
    return [KABUKI, DECLINE]


def footprint(tool: str, orient: int) -> Cells:
    """The squares the ghost covers, relative to its anchor (the top-left of its bounding box)."""
    if tool in PIECES:
        shapes = orientations(tool)
        return shapes[orient % len(shapes)]
    if tool in (LIFE, FILL):
        return ((0, 0),)
    return ()


def action_at(seat: int, tool: str, orient: int, level: int, x: int, y: int) -> Action | None:
    """The rule action a ghost of ``tool`` stands for, turned ``orient`` with its anchor at ``level, x, y``."""
    if tool in PIECES:
        return place(seat, tool, orient % len(orientations(tool)), level, x, y)
    if tool == LIFE:
        return spend_life(seat, level, x, y)
    if tool == FILL:
        return fill(seat, level, x, y)
    if tool == PASS:
        return pass_symbol(seat)
    if tool == KABUKI:
        return kabuki(seat, level)
    if tool == DECLINE:
        return decline(seat)
    if tool == USE:
        return use_attack(seat)
    return None


@dataclass(frozen=True, slots=True)
class Ghost:
    """A person's cursor, frozen and hashable: each move below returns a new one (``dataclasses.replace``)."""

    level: int = 0
    x: int = 2
    y: int = 2
    tool: int = 0  # which of :func:`tools_for`
    orient: int = 0
    staged: Action | None = None  # a placement staged, drawn by the next ``confirm``
    signature: tuple[object, ...] = ()  # the decision this cursor was set up for (only compared)
    pick: int = 0  # keep phase: 0-4 a dealt card, KEEP_BUTTON the button
    chosen: tuple[int, ...] = ()  # keep phase: the marked cards

    # ------------------------------------------------------------------ what it stands for
    def tool_name(self, state: Table, seat: int) -> str:
        tools = tools_for(state, seat)
        return tools[self.tool % len(tools)] if tools else ""

    def action(self, state: Table, seat: int) -> Action | None:
        """The rule action the ghost stands for now."""
        return action_at(seat, self.tool_name(state, seat), self.orient, self.level, self.x, self.y)

    def span(self, tool: str) -> tuple[int, int]:
        cells = footprint(tool, self.orient)
        if not cells:
            return 1, 1
        return max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1

    # ------------------------------------------------------------------ decision
    def synced(self, state: Table, seat: int) -> Ghost:
        """On the decision now: a new one (new card, a fill after a completion...) starts on its first choice."""
        tasks = state.tasks[seat] if state.phase == PLAY else []
        sig = (state.phase, state.flips, len(tasks), tuple(tasks[0]) if tasks else ())
        if sig == self.signature:
            return self
        level = self.level
        if tasks and tasks[0][0] == "kabuki":
            targets = state.kabuki_targets(seat)
            level = targets[0] if targets else level
        elif tasks and state.is_complete(seat, level):
            open_levels = [lv for lv in range(KEEP) if not state.is_complete(seat, lv)]
            level = open_levels[0] if open_levels else level
        ghost = replace(self, signature=sig, tool=0, staged=None, level=level)
        ghost = ghost.clamped(ghost.tool_name(state, seat))  # the new symbol stays inside the grid
        fits = getattr(state, "placement_legal", None)  # the game's cheap query (a seat's view has none)
        return ghost.settled(state, seat, fits) if fits is not None else ghost

    def settled(self, state: Table, seat: int, fits: Callable[[Action], bool]) -> Ghost:
        """A new decision whose ghost does not fit where the last one was (on the squares just filled):
        the ghost goes to the nearest place where it fits (fewest squares away; this Level first, then the
        Levels nearest to it), in its own turn if it fits anywhere so, else in the first turn that does.
        Nowhere at all: it stays (and shows red)."""
        tool = self.tool_name(state, seat)
        if tool in LEVEL_TOOLS or not footprint(tool, self.orient):
            return self
        now = self.action(state, seat)
        if now is None or fits(now):
            return self
        turns = len(orientations(tool)) if tool in PIECES else 1
        own = self.orient % turns
        levels = sorted(range(KEEP), key=lambda lv: (abs(lv - self.level), lv))
        for orient in [own, *(o for o in range(turns) if o != own)]:
            w, h = replace(self, orient=orient).span(tool)
            spots = [(x, y) for y in range(GRID - h + 1) for x in range(GRID - w + 1)]
            spots.sort(key=lambda p: (abs(p[0] - self.x) + abs(p[1] - self.y), p[1], p[0]))
            for level in levels:
                for x, y in spots:
                    candidate = action_at(seat, tool, orient, level, x, y)
                    if candidate is not None and fits(candidate):
                        return replace(self, orient=orient, level=level, x=x, y=y)
        return self

    # ------------------------------------------------------------------ moving
    def clamped(self, tool: str = "") -> Ghost:
        """Inside the grid (and on one of the Levels) with ``tool``'s footprint."""
        w, h = self.span(tool)
        level = min(max(self.level, 0), KEEP - 1)
        x = min(max(self.x, 0), GRID - w)
        y = min(max(self.y, 0), GRID - h)
        return self if (level, x, y) == (self.level, self.x, self.y) else replace(self, level=level, x=x, y=y)

    def moved(self, tool: str, dx: int, dy: int) -> Ghost:
        """One square; off the side of a Level into the next one (the kabuki choice moves Level by Level)."""
        if tool in LEVEL_TOOLS:
            return replace(self, staged=None, level=(self.level + dx) % KEEP)
        w, h = self.span(tool)
        level = self.level
        x = self.x + dx
        if x < 0:
            if level > 0:
                level -= 1
                x = GRID - w
            else:
                x = 0
        elif x > GRID - w:
            if level < KEEP - 1:
                level += 1
                x = 0
            else:
                x = GRID - w
        return replace(self, staged=None, level=level, x=x, y=min(max(self.y + dy, 0), GRID - h))

    def jumped(self, state: Table, seat: int, fits: Callable[[Action], bool] | None = None) -> Ghost:
        """To the next shape (Level) to the right, wrapping, that is not completed yet (a completed one is
        skipped; with all completed, simply the next). There the ghost goes to the first place, row by row,
        where it fits (``fits``: the rules' cheap ``placement_legal``), else stays where it was on the grid."""
        tool = self.tool_name(state, seat)
        order = [(self.level + i) % KEEP for i in range(1, KEEP + 1)]
        if tool == KABUKI:  # Kabuki Love can only finish some Levels
            targets = state.kabuki_targets(seat)
            order = [lv for lv in order if lv in targets] or order
        else:
            order = [lv for lv in order if not state.is_complete(seat, lv)] or order
        there = replace(self, staged=None, level=order[0]).clamped(tool)
        if fits is None or tool in LEVEL_TOOLS:
            return there
        w, h = there.span(tool)
        for y in range(GRID - h + 1):
            for x in range(GRID - w + 1):
                candidate = action_at(seat, tool, there.orient, there.level, x, y)
                if candidate is not None and fits(candidate):
                    return replace(there, x=x, y=y)
        return there

    def pointed(self, tool: str, level: int, x: int, y: int) -> Ghost:
        """The mouse: centred on square ``x, y`` of ``level``."""
        w, h = self.span(tool)
        new = (level, x - (w - 1) // 2, y - (h - 1) // 2)
        staged = self.staged if new == (self.level, self.x, self.y) else None
        return replace(self, staged=staged, level=new[0], x=new[1], y=new[2]).clamped(tool)

    def turned(self, tool: str, how: str) -> Ghost | None:
        """A quarter turn (``rotate``) or mirrored (``mirror``); None when ``tool`` is no symbol to turn."""
        if tool not in PIECES:
            return None
        o = self.orient % len(orientations(tool))
        orient = rotated(tool, o) if how == "rotate" else mirrored(tool, o)
        return replace(self, staged=None, orient=orient).clamped(tool)

    def next_choice(self, state: Table, seat: int) -> Ghost:
        tools = tools_for(state, seat)
        if not tools:
            return self
        tool = (self.tool + 1) % len(tools)
        return replace(self, staged=None, tool=tool).clamped(tools[tool])

    # ------------------------------------------------------------------ the keep phase
    def keyed(self, hand: Sequence[int], action: str, seat: int) -> tuple[Ghost, Action | None]:
        """Choose 3 of 5 dealt cards: left/right move along the row (stopping at its ends: Right from KEEP
        stays on KEEP); confirm marks/unmarks a card; with 3 marked the cursor goes to KEEP,
        where confirm keeps them. ``back`` unmarks the last one (the cursor goes back to it). Returns the
        cursor after the key and the keep action when confirmed."""
        pick, chosen = self.pick, list(self.chosen)
        stops = len(hand) + (1 if len(chosen) == KEEP else 0)
        if action in ("left", "up"):  # the row has ends: no wrapping from the first card to KEEP or back
            pick = max(0, pick - 1)
        elif action in ("right", "down"):
            pick = min(stops - 1, pick + 1)
        elif action == "back" and chosen:
            card = chosen.pop()
            pick = hand.index(card) if card in hand else 0
        elif action == "confirm":
            if pick == KEEP_BUTTON and len(chosen) == KEEP:
                return self, keep(seat, chosen)
            if pick < len(hand):
                card = hand[pick]
                if card in chosen:
                    chosen.remove(card)
                elif len(chosen) < KEEP:
                    chosen.append(card)
                    if len(chosen) == KEEP:
                        pick = KEEP_BUTTON
        if pick == KEEP_BUTTON and len(chosen) != KEEP:
            pick = len(hand) - 1
        return replace(self, pick=pick, chosen=tuple(chosen)), None

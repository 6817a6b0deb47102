"""A person's cursor on their GamePad: which choice (a symbol, a Life, a fill, a pass), where the ghost
piece is, how it is turned, and the placement staged before it is confirmed. Pure: no pygame; the rules
are asked through the state's cheap queries (``placement_legal``), never recomputed here.

Keys (every device has the eight seat actions; the numpad's 4 6 8 2 5 are already arrows and confirm):
arrows move the ghost (across the edge into the next Level), ``next`` jumps it to the next shape not yet
completed (where it first fits there), ``alt`` rotates a quarter turn, ``extra`` mirrors, ``back`` undoes a
staged placement or else switches to the next choice, ``confirm`` stages the placement and a second
``confirm`` draws it. The numpad has no ``extra``: its 9 mirrors, its 7 switches choices and its 3 jumps.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

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


@dataclass
class Cursor:
    level: int = 0
    x: int = 2
    y: int = 2
    tool: int = 0
    orient: int = 0
    staged: Action | None = None
    signature: tuple[object, ...] = ()  # the decision this cursor was set up for (only compared)
    pick: int = 0  # keep phase: 0-4 a dealt card, KEEP_BUTTON the button
    chosen: list[int] = field(default_factory=list)  # keep phase: the marked cards

    # ------------------------------------------------------------------ decision
    def sync(self, state: Table, seat: int) -> None:
        """A new decision (new card, a fill after a completion...) starts on its first choice."""
        tasks = state.tasks[seat] if state.phase == PLAY else []
        sig = (state.phase, state.flips, len(tasks), tuple(tasks[0]) if tasks else ())
        if sig != self.signature:
            self.signature = sig
            self.tool = 0
            self.staged = None
            if tasks and tasks[0][0] == "kabuki":
                targets = state.kabuki_targets(seat)
                self.level = targets[0] if targets else self.level
            elif tasks and state.is_complete(seat, self.level):
                open_levels = [lv for lv in range(KEEP) if not state.is_complete(seat, lv)]
                self.level = open_levels[0] if open_levels else self.level
            self.clamp(self.tool_name(state, seat))  # the new symbol stays inside the grid
            fits = getattr(state, "placement_legal", None)  # the game's cheap query (a seat's view has none)
            if fits is not None:
                self.settle(state, seat, fits)

    def settle(self, state: Table, seat: int, fits: Callable[[Action], bool]) -> None:
        """A new decision whose ghost does not fit where the last one was (on the squares just filled):
        the ghost goes to the nearest place where it fits (fewest squares away; this Level first, then the
        Levels nearest to it), in its own turn if it fits anywhere so, else in the first turn that does.
        Nowhere at all: it stays (and shows red)."""
        tool = self.tool_name(state, seat)
        if tool in LEVEL_TOOLS or not footprint(tool, self.orient):
            return
        now = self.action(state, seat)
        if now is None or fits(now):
            return
        start = (self.level, self.x, self.y, self.orient)
        turns = len(orientations(tool)) if tool in PIECES else 1
        own = self.orient % turns
        levels = sorted(range(KEEP), key=lambda lv: (abs(lv - start[0]), lv))
        for orient in [own, *(o for o in range(turns) if o != own)]:
            self.orient = orient
            w, h = self.span(tool)
            spots = [(x, y) for y in range(GRID - h + 1) for x in range(GRID - w + 1)]
            spots.sort(key=lambda p: (abs(p[0] - start[1]) + abs(p[1] - start[2]), p[1], p[0]))
            for level in levels:
                self.level = level
                for x, y in spots:
                    self.x, self.y = x, y
                    candidate = self.action(state, seat)
                    if candidate is not None and fits(candidate):
                        return
        self.level, self.x, self.y, self.orient = start

    def tool_name(self, state: Table, seat: int) -> str:
        tools = tools_for(state, seat)
        return tools[self.tool % len(tools)] if tools else ""

    def action(self, state: Table, seat: int) -> Action | None:
        """The rule action the ghost stands for now."""
        tool = self.tool_name(state, seat)
        if tool in PIECES:
            return place(seat, tool, self.orient % len(orientations(tool)), self.level, self.x, self.y)
        if tool == LIFE:
            return spend_life(seat, self.level, self.x, self.y)
        if tool == FILL:
            return fill(seat, self.level, self.x, self.y)
        if tool == PASS:
            return pass_symbol(seat)
        if tool == KABUKI:
            return kabuki(seat, self.level)
        if tool == DECLINE:
            return decline(seat)
        if tool == USE:
            return use_attack(seat)
        return None

    # ------------------------------------------------------------------ moving
    def span(self, tool: str) -> tuple[int, int]:
        cells = footprint(tool, self.orient)
        if not cells:
            return 1, 1
        return max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1

    def clamp(self, tool: str = "") -> None:
        w, h = self.span(tool)
        self.level = min(max(self.level, 0), KEEP - 1)
        self.x = min(max(self.x, 0), GRID - w)
        self.y = min(max(self.y, 0), GRID - h)

    def move(self, tool: str, dx: int, dy: int) -> None:
        """One square; off the side of a Level into the next one (the kabuki choice moves Level by Level)."""
        self.staged = None
        if tool in LEVEL_TOOLS:
            self.level = (self.level + dx) % KEEP
            return
        w, h = self.span(tool)
        x = self.x + dx
        if x < 0:
            if self.level > 0:
                self.level -= 1
                x = GRID - w
            else:
                x = 0
        elif x > GRID - w:
            if self.level < KEEP - 1:
                self.level += 1
                x = 0
            else:
                x = GRID - w
        self.x = x
        self.y = min(max(self.y + dy, 0), GRID - h)

    def jump(self, state: Table, seat: int, fits: Callable[[Action], bool] | None = None) -> None:
        """To the next shape (Level) to the right, wrapping, that is not completed yet (a completed one is
        skipped; with all completed, simply the next). There the ghost goes to the first place, row by row,
        where it fits (``fits``: the rules' cheap ``placement_legal``), else stays where it was on the grid."""
        self.staged = None
        tool = self.tool_name(state, seat)
        order = [(self.level + i) % KEEP for i in range(1, KEEP + 1)]
        if tool == KABUKI:  # Kabuki Love can only finish some Levels
            targets = state.kabuki_targets(seat)
            order = [lv for lv in order if lv in targets] or order
        else:
            order = [lv for lv in order if not state.is_complete(seat, lv)] or order
        self.level = order[0]
        self.clamp(tool)
        if fits is None or tool in LEVEL_TOOLS:
            return
        w, h = self.span(tool)
        was = (self.x, self.y)
        for y in range(GRID - h + 1):
            for x in range(GRID - w + 1):
                self.x, self.y = x, y
                candidate = self.action(state, seat)
                if candidate is not None and fits(candidate):
                    return
        self.x, self.y = was

    def point(self, tool: str, level: int, x: int, y: int) -> None:
        """The mouse: centre the ghost on square ``x, y`` of ``level``."""
        w, h = self.span(tool)
        new = (level, x - (w - 1) // 2, y - (h - 1) // 2)
        if new != (self.level, self.x, self.y):
            self.staged = None
        self.level, self.x, self.y = new
        self.clamp(tool)

    def turn(self, tool: str, how: str) -> bool:
        if tool not in PIECES:
            return False
        self.staged = None
        o = self.orient % len(orientations(tool))
        self.orient = rotated(tool, o) if how == "rotate" else mirrored(tool, o)
        self.clamp(tool)
        return True

    def next_tool(self, state: Table, seat: int) -> None:
        tools = tools_for(state, seat)
        if tools:
            self.staged = None
            self.tool = (self.tool + 1) % len(tools)
            self.clamp(tools[self.tool])

    # ------------------------------------------------------------------ the keep phase
    def keep_key(self, hand: Sequence[int], action: str, seat: int) -> Action | None:
        """Choose 3 of 5 dealt cards: left/right move along the row (stopping at its ends: Right from KEEP
        stays on KEEP); confirm marks/unmarks a card; with 3 marked the cursor goes to KEEP,
        where confirm keeps them. ``back`` unmarks the last one (the cursor goes back to it). Returns the keep action
        when confirmed."""
        stops = len(hand) + (1 if len(self.chosen) == KEEP else 0)
        if action in ("left", "up"):  # the row has ends: no wrapping from the first card to KEEP or back
            self.pick = max(0, self.pick - 1)
        elif action in ("right", "down"):
            self.pick = min(stops - 1, self.pick + 1)
        elif action == "back" and self.chosen:
            card = self.chosen.pop()
            self.pick = hand.index(card) if card in hand else 0
        elif action == "confirm":
            if self.pick == KEEP_BUTTON and len(self.chosen) == KEEP:
                return keep(seat, self.chosen)
            if self.pick < len(hand):
                card = hand[self.pick]
                if card in self.chosen:
                    self.chosen.remove(card)
                elif len(self.chosen) < KEEP:
                    self.chosen.append(card)
                    if len(self.chosen) == KEEP:
                        self.pick = KEEP_BUTTON
        if self.pick == KEEP_BUTTON and len(self.chosen) != KEEP:
            self.pick = len(hand) - 1
        return None

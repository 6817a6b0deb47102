"""How a person builds one Vegas action step by step from the engine's legal actions (pure, no pygame).

Every action is a kind plus fields; each field is picked on the table: a hand card ("hand"), a space of
the machine ("cell"), a column ("column", picked by any of its spaces) or an entry of a small menu
("menu"). At each step the candidates are exactly the values the legal actions still allow, so the scene
never decides a rule itself: it highlights ``candidates`` and turns the last pick into the action.

Phases where the choice is a whole action (take a Cumber card turned up or leave it, Spin Again or not,
draw from the deck or an open card, answer another player's card with a Cumber card) are one menu.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .components import NAMES
from .rules import MONTH_EFFECTS, Act

Candidate = Act | int | str
"""One choice at a step: a whole action (menu), a hand slot, space, column or wish (number), or a kind."""
Fields = tuple[tuple[str, str], ...]  # (Act field name, how it is picked) in the order they are asked

HAND, CELL, COLUMN, MENU = "hand", "cell", "column", "menu"
HAND_KINDS = ("build", "play", "c_move", "c_look", "c_bury", "c_draw3", "c_special", "bury", "discard")
KIND_LABEL = {
    "build": "Place it in the machine",
    "play": "Play it on the machine",
    "c_move": "Cumber: move a card",
    "c_look": "Cumber: look through the stacks",
    "c_bury": "Cumber: bury the last card played",
    "c_draw3": "Cumber: draw three, keep three",
    "bury": "Put it under the deck",
    "discard": "Discard it",
}
# The fields after the hand slot, by kind; c_special depends on the month (see MONTH_FIELDS).
FIELDS: dict[str, Fields] = {
    "build": (("a", CELL),),
    "play": (("a", CELL),),
    "c_move": (("a", CELL), ("b", CELL)),
    "c_look": (),
    "c_bury": (),
    "c_draw3": (),
    "bury": (),
    "discard": (),
}
MONTH_FIELDS: dict[int, Fields] = {
    1: (),
    2: (("a", CELL), ("b", CELL)),
    3: (("a", HAND), ("b", CELL)),
    4: (),
    5: (("a", CELL),),
    6: (),
    7: (),
    8: (("a", CELL),),
    9: (("a", HAND), ("b", CELL)),
    10: (("a", CELL),),
    11: (("a", COLUMN),),
    12: (("a", MENU),),
}
PROMPT = {("c_move", "a"): "Choose the card to move", ("c_move", "b"): "Choose where it goes"}


def whole_label(act: Act, open_syms: list[int], last_sym: int = -1) -> str:
    """The menu label of an action chosen whole."""
    k = act.kind
    if k == "take":
        return "Take the Cumber card into your hand"
    if k == "leave":
        return "Leave it in the machine"
    if k == "spin":
        return "Spin Again: take another turn"
    if k == "pass":
        return "No, go on"
    if k == "c_bury":
        what = NAMES[last_sym] if last_sym >= 0 else "the card"
        return f"Use a Cumber card: bury the {what} just played"
    if k == "draw":
        if act.a < 0:
            return "Draw from the deck"
        return f"Take the open {NAMES[open_syms[act.a]]}" if act.a < len(open_syms) else "Take an open card"
    if k == "stop":
        return "Draw no more (variation O)"
    return k


@dataclass
class Picker:
    """The choice being built from ``legal`` (the seat's legal actions, ticks left out)."""

    legal: list[Act]
    month: int
    hand: list[int]  # the symbols the person sees in hand (-1: face down)
    columns_of: list[int] = field(default_factory=list)  # position -> column id (for COLUMN fields)
    kind: str | None = None
    chosen: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.legal = [a for a in self.legal if a.kind != "tick"]

    # -- what is asked now ----------------------------------------------------------------------------
    def whole(self) -> bool:
        """True when this phase's choices are whole actions in one menu."""
        return (
            bool(self.legal)
            and not any(a.kind in HAND_KINDS for a in self.legal)
            or any(a.kind == "pass" for a in self.legal)
        )

    def fields(self, kind: str) -> Fields:
        extra = MONTH_FIELDS[self.month] if kind == "c_special" else FIELDS.get(kind, ())
        return (("slot", HAND), *extra)

    def matching(self) -> list[Act]:
        out = self.legal
        if self.kind is not None:
            out = [a for a in out if a.kind == self.kind]
        for name, value in self.chosen.items():
            out = [a for a in out if getattr(a, name) == value]
        return out

    def step(self) -> tuple[str, str, list[Candidate]]:
        """(field name, field type, candidates) still to pick; ("", MENU, actions) for a whole-action menu;
        ("kind", MENU, kinds) when the hand card allows several kinds."""
        if self.whole():
            return "", MENU, list(self.legal)
        if "slot" not in self.chosen:
            return "slot", HAND, sorted({a.slot for a in self.legal if a.kind in HAND_KINDS})
        if self.kind is None:
            kinds: list[Candidate] = []
            for a in self.legal:
                if a.slot == self.chosen["slot"] and a.kind in HAND_KINDS and a.kind not in kinds:
                    kinds.append(a.kind)
            return "kind", MENU, kinds
        for name, kind in self.fields(self.kind):
            if name not in self.chosen:
                values: list[Candidate] = []
                for a in self.matching():
                    v: int = getattr(a, name)  # an int field of Act: "slot", "a" or "b"
                    if kind == COLUMN:
                        v = a.a
                    if v not in values:
                        values.append(v)
                return name, kind, values
        return "", "", []

    def prompt(self) -> str:
        name, kind, cands = self.step()
        if name == "" and kind == MENU:
            return "Choose"
        if name == "slot":
            return "Choose a card from your hand"
        if name == "kind":
            return "What will you do with it?"
        if self.kind is not None and (self.kind, name) in PROMPT:
            return PROMPT[(self.kind, name)]
        if self.kind in ("build", "play"):
            return "Choose a space (lit spaces are allowed)"
        if self.kind == "c_special":
            return MONTH_EFFECTS[self.month - 1][1]
        return "Choose"

    def kind_label(self, kind: str) -> str:
        if kind == "c_special":
            return f"Cumber: {MONTH_EFFECTS[self.month - 1][0]}"
        return KIND_LABEL.get(kind, kind)

    def menu_label(self, value: Candidate) -> str:
        """The label of a menu entry at the current step."""
        name, _kind, _c = self.step()
        if name == "kind" and isinstance(value, str):
            return self.kind_label(value)
        if self.kind == "c_special" and self.month == 12 and isinstance(value, int) and 0 <= value < len(NAMES):
            return f"Wish for {NAMES[value]}"
        return str(value)

    # -- picking --------------------------------------------------------------------------------------
    def slot_for(self, index: int, candidates: list[int]) -> int | None:
        """The hand slot a pick of card ``index`` stands for: itself, or the listed slot holding the same
        symbol (cards of one symbol are interchangeable, the engine lists one slot per symbol)."""
        if index in candidates:
            return index
        sym = self.hand[index] if 0 <= index < len(self.hand) else -1
        if sym < 0:
            return None
        for c in candidates:
            if 0 <= c < len(self.hand) and self.hand[c] == sym and c != index:
                return c
        return None

    def pick(self, value: Candidate) -> Act | None:
        """Pick ``value`` for the current step; returns the finished action, or None if more is needed.
        A value that is not a candidate raises ValueError."""
        name, kind, cands = self.step()
        if name == "" and kind == MENU:
            if not isinstance(value, Act) or value not in cands:
                raise ValueError(f"{value!r} is not a choice now")
            return value
        if name == "kind":
            if not isinstance(value, str) or value not in cands:
                raise ValueError(f"{value!r} is not allowed now")
            self.kind = value
        else:
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{value!r} is not allowed now")
            if kind == HAND:
                slot = self.slot_for(value, [c for c in cands if isinstance(c, int)])
                if slot is None:
                    raise ValueError("that card cannot be used now")
                value = slot
            elif kind == COLUMN:
                if not 0 <= value < len(self.columns_of):
                    raise ValueError(f"{value!r} is not allowed now")
                value = self.columns_of[value]
            if value not in cands:
                raise ValueError(f"{value!r} is not allowed now")
            self.chosen[name] = value
            if name == "slot":
                kinds = {a.kind for a in self.legal if a.slot == value and a.kind in HAND_KINDS}
                if len(kinds) == 1:
                    self.kind = kinds.pop()
        if self.kind is not None and all(n in self.chosen for n, _k in self.fields(self.kind)):
            done = self.matching()
            if len(done) == 1:
                return done[0]
        return None

    def back(self) -> bool:
        """Undo the last pick; False when there was nothing to undo."""
        if not self.chosen and self.kind is None:
            return False
        order = [n for n, _k in self.fields(self.kind)] if self.kind else ["slot"]
        last = [n for n in order if n in self.chosen]
        if self.kind is not None and last and last[-1] == "slot":
            kinds = {a.kind for a in self.legal if a.slot == self.chosen["slot"] and a.kind in HAND_KINDS}
            if len(kinds) > 1:
                self.kind = None
                return True
        if last:
            del self.chosen[last[-1]]
            if last[-1] == "slot":
                self.kind = None
        else:
            self.kind = None
        return True

    def ready(self) -> bool:
        """A choice was started (a second back leaves the picking altogether)."""
        return bool(self.chosen) or self.kind is not None

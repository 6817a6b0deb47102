"""Vegas Slot Machine 1973, Cumber variation B: the effect of the month (docs/rules-decisions.md, "Effect
of the month"). Its name and text, the choices it offers and what it does, one small function per month
in two tables {month: function}. Functions over a :class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .actions import EMPTY, Act
from .claims import claim_grid
from .components import CUMBER
from .deck import draw_card, draw_to, give, misplay, remove_hand
from .events import CardPlaced, CardsDrawn
from .placement import distinct_slots, forbidden, open_spaces, placements

if TYPE_CHECKING:
    from .rules import VegasState

MONTH_EFFECTS = (
    ("Fresh Start", "Shuffle your other hand cards into the deck and draw as many new ones."),
    ("Sweetheart Swap", "Swap the top cards of two stacks (no placement rules)."),
    ("Lucky Clover", "Swap one of your hand cards with the top card of a stack."),
    ("Fool's Spin", "Every player passes a random hand card to the next player clockwise."),
    ("Bloom", "Turn the top card of the deck face up onto any stack of your choice."),
    ("Midsummer Peek", "Look at the top three cards of the deck."),
    ("Jackpot", "Your next prize this round scores double."),
    ("Heat Wave", "Discard the top card of any stack."),
    ("Back to School", "Play one more card from your hand now (placement rules apply)."),
    ("Haunted Stack", "Put the top card of a stack of two or more at the bottom of that stack."),
    ("Spin the Reel", "Choose a column: its stacks move down one space, the bottom one to the top."),
    ("Wish List", "Name a symbol: take one from the deck instead of drawing (then shuffle the deck)."),
)


class Choice:
    """What the month's choices are made from: the Cumber card's slot ``k``, the hand's symbols, the
    tops, the filled spaces and the other hand slots."""

    __slots__ = ("k", "syms", "tops", "filled", "others")

    def __init__(self, st: VegasState, k: int, syms: list[int], tops: list[int]) -> None:
        self.k, self.syms, self.tops = k, syms, tops
        self.filled = [p for p in range(st.geo.size) if st.stacks[p]]
        self.others = [i for i in range(len(syms)) if i != k]


def special_actions(st: VegasState, seat: int, k: int, syms: list[int], tops: list[int]) -> list[Act]:
    """The month's ``c_special`` actions for the Cumber card in hand slot ``k``."""
    return CHOICES[st.cfg.month](st, seat, Choice(st, k, syms, tops))


def do_special(st: VegasState, seat: int, act: Act) -> int:
    """The effect of the month; returns how many cards to draw afterwards."""
    return EFFECTS[st.cfg.month](st, seat, act)


# ---- the choices ----------------------------------------------------------------------------------
def _one_if(ok: bool, k: int) -> list[Act]:
    return [Act("c_special", k)] if ok else []


def _choose_back_to_school(st: VegasState, seat: int, c: Choice) -> list[Act]:
    forbid = forbidden(st)
    if st.cfg.has("M"):  # from memory, as a play (see legal._play)
        spaces = open_spaces(st, c.tops, forbid)
        return [Act("c_special", c.k, i, p) for i in c.others for p in spaces]
    return [
        Act("c_special", c.k, i, p)
        for i in distinct_slots(st, c.syms)
        if i != c.k
        for p in placements(st, c.syms[i], c.tops, forbid)
    ]


def _choose_column(st: VegasState, seat: int, c: Choice) -> list[Act]:
    geo = st.geo
    return [Act("c_special", c.k, g * geo.width + x) for g in range(geo.machines) for x in range(geo.width)]


def _choose_symbol(st: VegasState, seat: int, c: Choice) -> list[Act]:
    if not st.draw:
        return []
    return [Act("c_special", c.k, s) for s in sorted(set(st.sym)) if s != CUMBER]


Chooser = Callable[["VegasState", int, Choice], list[Act]]
CHOICES: dict[int, Chooser] = {
    1: lambda st, seat, c: _one_if(bool(c.others and st.draw), c.k),
    2: lambda st, seat, c: [Act("c_special", c.k, p, q) for i, p in enumerate(c.filled) for q in c.filled[i + 1 :]],
    3: lambda st, seat, c: [Act("c_special", c.k, i, p) for i in c.others for p in c.filled],
    4: lambda st, seat, c: _one_if(st.n > 1, c.k),
    5: lambda st, seat, c: [Act("c_special", c.k, p) for p in range(st.geo.size)] if st.draw else [],
    6: lambda st, seat, c: _one_if(bool(st.draw), c.k),
    7: lambda st, seat, c: _one_if(not st.jackpot[seat], c.k),
    8: lambda st, seat, c: [Act("c_special", c.k, p) for p in c.filled],
    9: _choose_back_to_school,
    10: lambda st, seat, c: [Act("c_special", c.k, p) for p in c.filled if len(st.stacks[p]) >= 2],
    11: _choose_column,
    12: _choose_symbol,
}


# ---- the effects ----------------------------------------------------------------------------------
def _fresh_start(st: VegasState, seat: int, act: Act) -> int:
    back = list(st.hands[seat])
    st.hands[seat], st.fresh[seat] = [], []
    st.draw.extend(back)
    st.rng.shuffle(st.draw)
    draw_to(st, seat, len(back))
    return 1


def _sweetheart_swap(st: VegasState, seat: int, act: Act) -> int:
    a, b = act.a, act.b
    st.stacks[a][-1], st.stacks[b][-1] = st.stacks[b][-1], st.stacks[a][-1]
    return 1


def _lucky_clover(st: VegasState, seat: int, act: Act) -> int:
    i = act.a - (1 if act.a > act.slot else 0)  # the Cumber card has left the hand
    st.hands[seat][i], st.stacks[act.b][-1] = st.stacks[act.b][-1], st.hands[seat][i]
    return 1


def _fools_spin(st: VegasState, seat: int, act: Act) -> int:
    passed: list[int] = []
    for s in range(st.n):
        hand = st.hands[s]
        passed.append(remove_hand(st, s, st.rng.randrange(len(hand))) if hand else EMPTY)
    for s in range(st.n):
        if passed[s] != EMPTY:
            give(st, (s + 1) % st.n, passed[s])
    return 1


def _bloom(st: VegasState, seat: int, act: Act) -> int:
    st.stacks[act.a].append(draw_card(st))
    return 1


def _midsummer_peek(st: VegasState, seat: int, act: Act) -> int:
    st.peek[seat] = [st.sym[c] for c in reversed(st.draw[-3:])]
    return 1


def _jackpot(st: VegasState, seat: int, act: Act) -> int:
    st.jackpot[seat] = True
    return 1


def _heat_wave(st: VegasState, seat: int, act: Act) -> int:
    st.discard.append(st.stacks[act.a].pop())
    return 1


def _back_to_school(st: VegasState, seat: int, act: Act) -> int:
    i, b = act.a - (1 if act.a > act.slot else 0), act.b
    if st.cfg.has("M") and b not in placements(st, st.sym[st.hands[seat][i]], st.tops(), forbidden(st)):
        misplay(st, seat, i, b)
        return 1
    card = remove_hand(st, seat, i)
    st.stacks[b].append(card)
    st._events.append(CardPlaced(seat, b, st.sym[card]))
    st.grid_event()
    st.last_played = [b, card, seat, claim_grid(st, seat)]
    return 1


def _haunted_stack(st: VegasState, seat: int, act: Act) -> int:
    stack = st.stacks[act.a]
    stack.insert(0, stack.pop())
    return 1


def _spin_the_reel(st: VegasState, seat: int, act: Act) -> int:
    g, x = divmod(act.a, st.geo.width)
    col = st.geo.column(g, x)
    moved = [st.stacks[p] for p in col]
    for i, p in enumerate(col):
        st.stacks[p] = moved[i - 1]
    return 1


def _wish_list(st: VegasState, seat: int, act: Act) -> int:
    for i in range(len(st.draw) - 1, -1, -1):
        if st.sym[st.draw[i]] == act.a:
            give(st, seat, st.draw.pop(i))
            st._events.append(CardsDrawn(seat, 1))
            st.rng.shuffle(st.draw)
            return 0
    st.rng.shuffle(st.draw)
    return 1


Effect = Callable[["VegasState", int, Act], int]
EFFECTS: dict[int, Effect] = {
    1: _fresh_start,
    2: _sweetheart_swap,
    3: _lucky_clover,
    4: _fools_spin,
    5: _bloom,
    6: _midsummer_peek,
    7: _jackpot,
    8: _heat_wave,
    9: _back_to_school,
    10: _haunted_stack,
    11: _spin_the_reel,
    12: _wish_list,
}

"""Vegas Slot Machine 1973: where the cards are and what a seat cannot see. Every card's place (the
card-count check), the places hidden from a seat, and :func:`sample_hidden`, a state that seat cannot tell
from the real one (variation M's face-down hand cards get symbol cards only). Functions over a
:class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .actions import PH_SPIN
from .components import SPIN

if TYPE_CHECKING:
    from .rules import VegasState


def card_places(st: VegasState) -> list[tuple[str, list[int]]]:
    places = [("draw", st.draw), ("discard", st.discard), ("box", st.box), ("open", st.open)]
    places += [(f"stack{p}", stack) for p, stack in enumerate(st.stacks)]
    places += [(f"hand{s}", h) for s, h in enumerate(st.hands)]
    places += [(f"front{s}", f) for s, f in enumerate(st.front)]
    places += [(f"prize{s}.{i}", pr[1]) for s in range(st.n) for i, pr in enumerate(st.prizes[s])]
    return places


def check_cards(st: VegasState) -> None:
    """Assert every card of the game is in exactly one place (and nothing else is anywhere)."""
    seen: dict[int, str] = {}
    for name, cards in card_places(st):
        for c in cards:
            if c in seen:
                raise AssertionError(f"card {c} is both in {seen[c]} and in {name}")
            seen[c] = name
    if len(seen) != len(st.sym) or set(seen) != set(range(len(st.sym))):
        missing = sorted(set(range(len(st.sym))) - set(seen))
        raise AssertionError(f"cards missing: {missing[:10]} ({len(missing)}), or unknown ids present")
    for s in range(st.n):
        if len(st.fresh[s]) != len(st.hands[s]):
            raise AssertionError(f"seat {s}: memory flags out of step with the hand")


def hidden_slots(st: VegasState, seat: int) -> list[tuple[list[int], int]]:
    """(list, index) of every card the seat cannot see."""
    out = [(st.draw, i) for i in range(len(st.draw))]
    out += [(st.discard, i) for i in range(len(st.discard))]
    for stack in st.stacks:
        out += [(stack, i) for i in range(len(stack) - 1)]
    pinned = -1  # Spin Again B asks its question only of a hand with a Spin Again: that one is known
    if st.phase == PH_SPIN and st.cfg.spin == "B" and st.cur != seat:
        syms = st.hand_symbols(st.cur)
        pinned = syms.index(SPIN) if SPIN in syms else -1
    for s in range(st.n):
        hand = st.hands[s]
        if s != seat:
            out += [(hand, i) for i in range(len(hand)) if not (s == st.cur and i == pinned)]
        elif st.cfg.has("M"):
            out += [(hand, i) for i in range(len(hand)) if not st.fresh[s][i]]
    return out


def sample_hidden(st: VegasState, seat: int, rng: random.Random) -> VegasState:
    """A state this seat cannot tell from this one: every unseen card shuffled among the unseen
    places, and a fresh random generator for what comes later."""
    other = st.clone()
    slots = hidden_slots(other, seat)
    cards = [lst[i] for lst, i in slots]
    rng.shuffle(cards)
    if other.cfg.has("M"):
        cards = deal_face_down(other, cards, face_down_slots(other, slots), rng)
    for (lst, i), c in zip(slots, cards):
        lst[i] = c
    other.rng = random.Random(rng.getrandbits(64))
    other._legal_cache = None
    return other


def face_down_slots(st: VegasState, slots: list[tuple[list[int], int]]) -> list[int]:
    """Under M: which of the hidden ``slots`` are face-down hand cards (any seat's)."""
    seat_of = {id(hand): s for s, hand in enumerate(st.hands)}
    return [k for k, (lst, i) in enumerate(slots) if id(lst) in seat_of and not st.fresh[seat_of[id(lst)]][i]]


def deal_face_down(st: VegasState, cards: list[int], face_down: list[int], rng: random.Random) -> list[int]:
    """``cards`` (shuffled, one per hidden slot) dealt again so that the slots ``face_down`` (face-down
    hand cards under M) get symbol cards only: under M a hand's action cards lie apart and its owner
    always knows them, so no face-down card is one (docs: "Issue 23 decisions"). The face-down slots
    take the first symbol cards of the shuffle, the other slots the rest, shuffled again."""
    if not face_down:
        return cards
    picked = [k for k, c in enumerate(cards) if not st._action_card(c)][: len(face_down)]
    taken = set(picked)
    rest = [c for k, c in enumerate(cards) if k not in taken]
    rng.shuffle(rest)
    short = len(face_down) - len(picked)  # 0: the face-down cards themselves are symbol cards
    mine, rest = [cards[k] for k in picked] + rest[:short], rest[short:]
    slots = set(face_down)
    mine.reverse()
    rest.reverse()
    return [mine.pop() if k in slots else rest.pop() for k in range(len(cards))]

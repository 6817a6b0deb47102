"""Vegas Slot Machine 1973: a turn. Building the grid, playing a card (variation M's misplay), the other
players' chance to answer with a Cumber card, the claim-and-refill cascade (steps 3-6), the end of a turn
(variation N's discard, Spin Again, the draw) and passing the turn on. Functions over a
:class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import rounds
from .actions import EMPTY, PH_BUILD, PH_DISCARD, PH_DRAW, PH_PLAY, PH_REACT, PH_SPIN, PH_TAKE, Act
from .claims import claim_grid, claim_hand
from .components import CUMBER, SPIN
from .deck import deck_out, draw_card, draw_to, misplay, remove_hand, seat_at
from .events import CardPlaced, Covered, DeckReshuffled, Refilled, SpinAgainUsed, TurnSkipped, TurnStarted
from .legal import play_map
from .paylines import find_prizes
from .placement import can_bury_last

if TYPE_CHECKING:
    from .rules import VegasState


def do_build(st: VegasState, seat: int, act: Act) -> None:
    card = remove_hand(st, seat, act.slot)
    st.stacks[act.a].append(card)
    st.placed_count += 1
    st._events.append(CardPlaced(seat, act.a, st.sym[card], True))
    st.grid_event()
    if st.cfg.has("P"):  # P: cover prizes up from the deck instead of claiming
        while True:
            found = find_prizes(st.geo, st.tops())
            if not found or not st.draw:
                break
            pos = min(found[0][1])
            card = draw_card(st)
            st.stacks[pos].append(card)
            st._events.append(Covered(pos, st.sym[card]))
            st.grid_event()
        made = False
    else:
        made = claim_grid(st, seat)
    st.last_played = [act.a, card, seat, made]  # F (and Cumber's bury) count build cards too
    draw_to(st, seat, max(0, min(1, st.limits[seat] - len(st.hands[seat]))))
    if all(st.stacks[p] for p in range(st.geo.size)):
        next_turn(st, build_done=True)
    else:
        next_turn(st)


# ---- a round: dealt, its turns, scored -----------------------------------------------------------
def start_round(st: VegasState, stack: Sequence[int] = ()) -> None:
    """Deal a round (:func:`.rounds.setup_round`, with ``stack`` on top of the pile) and begin its first turn."""
    rounds.setup_round(st, stack)
    begin_turn(st, seat_at(st, 0))


def end_round(st: VegasState) -> None:
    """Score the round (:func:`.rounds.end_round`); when another round is dealt, begin its first turn."""
    if rounds.end_round(st):
        begin_turn(st, seat_at(st, 0))


# ---- a turn ------------------------------------------------------------------------------------
def begin_turn(st: VegasState, seat: int, extra: bool = False) -> None:
    st.turn_seat = st.cur = seat
    st.played = False
    st.end_stage = 0
    st.turn_draws = 0
    st._events.append(TurnStarted(seat, extra))
    if not (st.phase == PH_BUILD and st.cfg.has("P")):
        claim_hand(st, seat)


def next_turn(st: VegasState, build_done: bool = False) -> None:
    """Pass the turn on (turn order, variation S); seats with no cards left are skipped; when no
    seat holds a card any more the round is over."""
    if st.phase == PH_BUILD and not build_done:
        st.turn_idx += 1
        seat = seat_at(st, st.turn_idx)
        begin_turn(st, seat)
        if st.hands[seat]:
            return
        st.turn_idx -= 1  # nothing left to build with: play on from here
    st.phase = PH_PLAY
    for _ in range(st.n):
        st.turn_idx += 1
        seat = seat_at(st, st.turn_idx)
        if not st.hands[seat]:
            st._events.append(TurnSkipped(seat))
            continue
        begin_turn(st, seat)
        if st.hands[seat]:
            return
    end_round(st)


def do_play(st: VegasState, seat: int, slot: int, pos: int) -> None:
    if st.cfg.has("M") and pos not in play_map(st, st.hand_symbols(seat), st.tops()).get(slot, ()):
        misplay(st, seat, slot, pos)
        st.played = True
        advance_end(st)
        return
    card = remove_hand(st, seat, slot)
    st.stacks[pos].append(card)
    st.played = True
    st._events.append(CardPlaced(seat, pos, st.sym[card]))
    st.grid_event()
    made = claim_grid(st, seat)
    st.last_played = [pos, card, seat, made]
    st.cont = "end"
    if not made and st.cfg.cumber == "B":
        # every other player with cards, clockwise, may answer with a Cumber card (or pass): asking
        # everyone keeps who holds a Cumber card secret
        st.react_queue = [(seat + d) % st.n for d in range(1, st.n) if st.hands[(seat + d) % st.n]]
        if st.react_queue:
            next_reactor(st)
            return
    start_resolve(st)


def next_reactor(st: VegasState) -> None:
    if st.react_queue and can_bury_last(st):
        st.phase = PH_REACT
        st.cur = st.react_queue[0]
        return
    st.react_queue = []
    st.phase = PH_PLAY
    st.cur = st.turn_seat
    start_resolve(st)


def start_resolve(st: VegasState) -> None:
    st.refilling = False
    st.filled_any = False
    continue_resolve(st)


def continue_resolve(st: VegasState) -> None:
    """Steps 3-6: claim, refill the gaps left to right and top to bottom, claim again, until nothing
    changes. A Cumber card turned up while refilling (Cumber B) pauses for the turn player."""
    while True:
        if not st.refilling:
            claim_grid(st, st.turn_seat)
            st.refilling = True
            st.filled_any = False
        while True:
            pos = next((p for p in range(st.geo.size) if not st.stacks[p]), EMPTY)
            if pos == EMPTY:
                break
            card = draw_card(st)
            if card == EMPTY:
                break
            st.stacks[pos].append(card)
            st.filled_any = True
            st._events.append(Refilled(pos, st.sym[card]))
            st.grid_event()
            if (
                st.sym[card] == CUMBER
                and st.cfg.cumber == "B"
                and st.phase != PH_BUILD
                and len(st.hands[st.turn_seat]) < st.limits[st.turn_seat]
            ):
                st.phase = PH_TAKE
                st.take_pos = pos
                st.cur = st.turn_seat
                return
        st.refilling = False
        if not st.filled_any:
            break
    st._legal_cache = None
    st.cur = st.turn_seat
    cont, st.cont = st.cont, ""
    if cont == "end":
        advance_end(st)
    else:  # back to the play step after a Cumber action
        st.phase = PH_PLAY
        if not st.hands[st.turn_seat]:
            st.end_stage = 0
            advance_end(st)


def advance_end(st: VegasState) -> None:
    """The end of a turn: N's discard, Spin Again A (before drawing), the draw, Spin Again B. N's discard
    comes first so that every turn, an extra turn from Spin Again A too, owes its own discard ("After
    playing a card, at the end of your turn, discard another card")."""
    seat = st.turn_seat
    st.cur = seat
    cfg = st.cfg
    while True:
        stage = st.end_stage
        if stage == 0:
            st.end_stage = 1
            if cfg.has("N") and st.hands[seat]:
                st.phase = PH_DISCARD
                return
        elif stage == 1:
            st.end_stage = 2
            if cfg.spin == "A" and st.front[seat] and st.hands[seat]:
                st.phase = PH_SPIN
                return
        elif stage == 2:
            want = st.limits[seat] - len(st.hands[seat])
            if cfg.has("O"):  # "Take one card" (two under N), a skipped one is lost
                want = min(want, (2 if cfg.has("N") else 1) - st.turn_draws)
            if want > 0 and not deck_out(st):
                if cfg.has("L") or cfg.has("O"):
                    if not st.draw:  # Q: the discards become the deck first
                        st.q_cycle = 0
                        st.draw, st.discard = st.discard, []
                        st.rng.shuffle(st.draw)
                        st._events.append(DeckReshuffled(len(st.draw)))
                    if st.draw:
                        st.phase = PH_DRAW
                        return
                else:
                    draw_to(st, seat, want)
            st.end_stage = 3
        elif stage == 3:
            st.end_stage = 4
            if cfg.spin == "B" and SPIN in st.hand_symbols(seat) and len(st.hands[seat]) > 1:
                st.phase = PH_SPIN
                return
        else:
            st.phase = PH_PLAY
            next_turn(st)
            return


def use_spin(st: VegasState, seat: int) -> None:
    if st.cfg.spin == "A":
        st.discard.append(st.front[seat].pop())
    else:
        i = st.hand_symbols(seat).index(SPIN)
        st.discard.append(remove_hand(st, seat, i))
    st._events.append(SpinAgainUsed(seat))
    st.phase = PH_PLAY
    begin_turn(st, seat, extra=True)
    if not st.hands[seat]:
        advance_end(st)

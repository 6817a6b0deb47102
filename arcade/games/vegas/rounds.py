"""Vegas Slot Machine 1973: a round's deal and its scoring, and the end of the game. A round's turns are
:mod:`.turns`, which deals a round and begins its first turn (``turns.start_round``) and ends it
(``turns.end_round``); this module never calls a turn. Functions over a :class:`.rules.VegasState`'s data;
pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arcade.core.rules import TERMINAL

from .actions import EMPTY, PH_BUILD, PH_OVER
from .components import SPIN
from .deck import give, seat_at
from .events import GameOver, RoundOver
from .scoring import round_points

if TYPE_CHECKING:
    from .rules import VegasState


def setup_round(st: VegasState, stack: Sequence[int] = ()) -> None:
    """Deal a round; its first turn (the first seat's, building) is begun by the caller. ``stack``: symbols
    whose cards leave the draw pile first, in that order (the deal, then the draws), the rest of the pile
    below them in the shuffle (see ``VegasState.stacked``)."""
    cfg, n = st.cfg, st.n
    st._legal_cache = None
    cards = list(range(len(st.sym)))
    st.box = []
    st.front = [[] for _ in range(n)]
    if cfg.spin == "A":  # one Spin Again card in front of every player, the rest boxed
        spins = [c for c in cards if st.sym[c] == SPIN]
        cards = [c for c in cards if st.sym[c] != SPIN]
        for s in range(n):
            st.front[s].append(spins.pop(0))
        st.box = spins
    st.rng.shuffle(cards)
    if stack:
        picked: list[int] = []
        for symbol in stack:
            card = next((c for c in cards if st.sym[c] == symbol and c not in picked), None)
            if card is None:
                raise ValueError(f"the deck has too few cards of symbol {symbol!r} for the stacked top")
            picked.append(card)
        taken = set(picked)
        cards = [c for c in cards if c not in taken] + picked[::-1]  # the draw pile's top is its end
    st.draw = cards
    st.discard = []
    st.open = []
    st.stacks = [[] for _ in range(st.geo.size)]
    st.hands = [[] for _ in range(n)]
    st.fresh = [[] for _ in range(n)]
    st.prizes = [[] for _ in range(n)]
    st.look = [None] * n
    st.peek = [None] * n
    st.jackpot = [False] * n
    st.last_played = None
    st.refilling = False
    st.filled_any = False
    st.cont = ""
    st.end_stage = 0
    st.react_queue = []
    st.take_pos = EMPTY
    st.bury_seat = EMPTY
    st.played = False
    st.placed_count = 0
    st.deck_signalled = False
    st.turn_draws = 0
    st.q_cycle = -1  # Q: -1 no reshuffle yet, 0 reshuffled and no prize since, 1 a prize since
    order = [seat_at(st, t) for t in range(n)]
    st.limits = [3] * n
    for k, s in enumerate(order):
        if cfg.has("I"):
            st.limits[s] = 4
        if cfg.has("T"):
            st.limits[s] = 3 + k
    for _ in range(max(st.limits)):  # deal one card at a time
        for s in order:
            if len(st.hands[s]) < st.limits[s]:
                give(st, s, st.draw.pop())
    if cfg.has("K"):  # discard a random card without looking
        for s in order:
            i = st.rng.randrange(len(st.hands[s]))
            st.discard.append(st.hands[s].pop(i))
            st.fresh[s].pop(i)
            st.limits[s] -= 1
    if cfg.has("L"):
        for _ in range(n):
            st.open.append(st.draw.pop())
    st.turn_idx = 0
    st.phase = PH_BUILD


def end_round(st: VegasState) -> bool:
    """Score the round; then deal the next one (True: its first turn is the caller's to begin) or end the
    game (False, as when the game was already over)."""
    if st.phase == PH_OVER:
        return False
    pts = [round_points(st, s, final=True) for s in range(st.n)]
    st.round_scores.append(pts)
    for s in range(st.n):
        st.totals[s] += pts[s]
    st._events.append(RoundOver(st.round_no, tuple(pts)))
    if st.round_no + 1 < st.cfg.rounds:
        st.round_no += 1
        st.start = (st.start + 1) % st.n
        setup_round(st)
        return True
    end_game(st, scored=True)
    return False


def end_game(st: VegasState, scored: bool = False) -> None:
    if not scored:
        pts = [round_points(st, s, final=True) for s in range(st.n)]
        st.round_scores.append(pts)
        for s in range(st.n):
            st.totals[s] += pts[s]
        st._events.append(RoundOver(st.round_no, tuple(pts)))
    st.phase = PH_OVER
    st.cur = TERMINAL
    st._events.append(GameOver(tuple(st.scores()), tuple(st.winners())))

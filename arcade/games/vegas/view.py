"""Vegas Slot Machine 1973: what one seat sees (:class:`VegasView`), plain data without the hidden
cards. Pure: no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import EMPTY, PH_PLAY, PHASES
from .components import NAMES, NUM_SYMBOLS, SPIN
from .paylines import completion_map
from .placement import forbidden, pair_cells, placements

if TYPE_CHECKING:
    from .rules import VegasState


class VegasView:
    """What one seat sees. ``to_data()`` is plain data; bots use the attributes. ``legal`` (the seat's
    legal actions now) is a convenience for bots and is not part of the data. Under variation M it gives
    nothing away: every hand card may be tried on the same spaces, and the engine checks the real card
    when it is played; ``spaces_for`` and ``known_spaces`` say where a card of a known symbol is safe."""

    def __init__(self, state: VegasState, seat: int) -> None:
        st = state
        self.seat = seat
        self.cfg = st.cfg
        self.geo = st.geo
        self.n = st.n
        self.phase = st.phase
        self.current = st.current_player()
        self.turn_seat = st.turn_seat
        self.tops = st.tops()
        self.heights = [len(x) for x in st.stacks]
        m = st.cfg.has("M")
        self.hand = [st.sym[c] if (not m or st.fresh[seat][i]) else EMPTY for i, c in enumerate(st.hands[seat])]
        self.hand_counts = [len(h) for h in st.hands]
        self.limits = list(st.limits)
        self.draw_count = len(st.draw)
        self.discard_count = len(st.discard)
        self.open = [st.sym[c] for c in st.open]
        self.front = [len(f) for f in st.front]
        self.prizes = [[(p[0], len(p[1]), p[2]) for p in pr] for pr in st.prizes]
        self.prize_cards = [[st.sym[c] for p in pr for c in p[1]] for pr in st.prizes]
        lp = st.last_played
        self.last_played = None if lp is None else (lp[0], st.sym[lp[1]], lp[2], bool(lp[3]))
        look, peek = st.look[seat], st.peek[seat]
        self.look = None if look is None else [list(cards) for cards in look]  # copies: a view
        self.peek = None if peek is None else list(peek)  # shares no list
        self.jackpot = st.jackpot[seat]
        self.scores = st.scores()
        self.round_no = st.round_no
        self.start = st.start
        self.elapsed_ms = st.elapsed_ms
        self.take_pos = st.take_pos
        self.totals = list(st.totals)
        self.box = [st.sym[c] for c in st.box]
        self.total_counts = st.total_counts
        self.legal = st.legal_actions(seat)
        shared = st._comp if self.legal and st.phase == PH_PLAY else None
        self._comp = None if shared is None else [dict(c) for c in shared]  # a copy: the state's is its cache
        self._spaces: dict[int, list[int]] = {}
        if m and self.legal and st.phase == PH_PLAY:
            # where a card of each symbol may go by the placement rules, from what everyone sees (the
            # tops, the stack heights, the card just played): a seat remembering a card knows this much
            tops, forbid = self.tops, forbidden(st)
            pairs = set() if st.cfg.has("A") else pair_cells(st, tops)
            comp = self.completions()
            self._spaces = {s: placements(st, s, tops, forbid, pairs, comp) for s in range(NUM_SYMBOLS)}

    def spaces_for(self, symbol: int) -> list[int]:
        """Play step: the spaces a card of ``symbol`` may go by the placement rules (without M: the legal
        spaces of the hand card of that symbol)."""
        if self.cfg.has("M"):
            return list(self._spaces.get(symbol, ()))
        slots = [i for i, s in enumerate(self.hand) if s == symbol]
        return sorted({a.a for a in self.legal if a.kind == "play" and a.slot in slots})

    def known_spaces(self) -> dict[int, list[int]]:
        """Play step: hand slot -> the spaces its card may go, for every card this seat can see now."""
        if self.phase != PH_PLAY or not self.legal:
            return {}
        return {i: self.spaces_for(s) for i, s in enumerate(self.hand) if s >= 0}

    def completions(self) -> list[dict[int, int]]:
        """For every position, the points each symbol played there claims at once (from the tops)."""
        if self._comp is None:
            self._comp = completion_map(self.geo, self.tops)
        return self._comp

    def unseen_counts(self) -> list[int]:
        """How many cards of each symbol this seat has not got in sight (deck, other hands, under the
        stacks, the discards): the odds a strong CPU plans with."""
        counts = list(self.total_counts)
        for s in self.tops:
            if s >= 0:
                counts[s] -= 1
        for s in self.hand:
            if s >= 0:
                counts[s] -= 1
        for s in self.open + self.box:
            counts[s] -= 1
        for cards in self.prize_cards:
            for s in cards:
                counts[s] -= 1
        counts[SPIN] -= sum(self.front)
        return counts

    def to_data(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "phase": PHASES[self.phase],
            "current": self.current,
            "turn_seat": self.turn_seat,
            "tops": self.tops,
            "heights": self.heights,
            "hand": self.hand,
            "hand_counts": self.hand_counts,
            "limits": self.limits,
            "draw": self.draw_count,
            "discard": self.discard_count,
            "open": self.open,
            "front": self.front,
            "prizes": [[list(p) for p in pr] for pr in self.prizes],
            "last_played": None if self.last_played is None else list(self.last_played),
            "look": self.look,
            "peek": self.peek,
            "jackpot": self.jackpot,
            "scores": self.scores,
            "round": self.round_no,
            "start": self.start,
            "elapsed_ms": self.elapsed_ms,
            "take_pos": self.take_pos,
            "totals": self.totals,
            "box": self.box,
            "options": self.cfg.to_data(),
        }

    def symbol_name(self, s: int) -> str:
        return NAMES[s] if s >= 0 else "?"


NOBODY = -1  # the seat of a public view: nobody's


def public_view(state: VegasState) -> VegasView:
    """What every player may know (issue 35: a frame nobody private is looking at is built from it): a
    seat's view with that seat's own secrets left out, not made up: no hand (``hand_counts`` says how many
    cards each seat holds), no look, no peek, no Jackpot, no legal actions; ``seat`` is :data:`NOBODY`.
    Like every view it is a copy made when it is asked for."""
    view = VegasView(state, 0)
    view.seat = NOBODY
    view.hand = []
    view.look = None
    view.peek = None
    view.jackpot = False
    view.legal = []
    view._comp = None
    view._spaces = {}
    return view

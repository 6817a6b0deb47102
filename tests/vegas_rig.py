"""Hand-built Vegas states for the tests: put chosen symbols in the grid, the hands and the deck. And the
choice a person is making on a running scene (:func:`picker_now`)."""

from __future__ import annotations

import random

from arcade.games.vegas.controller import picker_of
from arcade.games.vegas.picker import Picker
from arcade.games.vegas.rules import PH_PLAY, VegasState

CH, LE, OR, PL, BE, BA, SE, SH, ANY, SP, CU = range(11)


def rig(seats=1, opts=None, grid=None, hands=None, draw=None, exact=False, seed=0, turn=0):
    """A state in the play step of seat ``turn``. ``grid``: per position a symbol, a list of symbols
    (bottom to top) or None (empty); ``hands``: symbols per seat; ``draw``: the next cards drawn, in
    order. The other cards go under them (or, with ``exact``, to the discard pile)."""
    opts = dict(opts or {})
    opts.setdefault("mode", "solo" if seats == 1 else "competitive")
    st = VegasState(seats, seed, opts)
    front_ids = {c for f in st.front for c in f} | set(st.box)
    pool: dict[int, list[int]] = {}
    for c in range(len(st.sym)):
        if c not in front_ids:
            pool.setdefault(st.sym[c], []).append(c)

    def take(s):
        return pool[s].pop()

    size = st.geo.size
    grid = grid or [None] * size
    stacks = []
    for p in range(size):
        spec = grid[p] if p < len(grid) else None
        spec = [] if spec is None else ([spec] if isinstance(spec, int) else list(spec))
        stacks.append([take(s) for s in spec])
    st.stacks = stacks
    hands = hands or [[] for _ in range(seats)]
    st.hands = [[take(s) for s in h] for h in hands]
    st.fresh = [[True] * len(h) for h in st.hands]
    nxt = [take(s) for s in (draw or [])]
    rest = sorted(c for lst in pool.values() for c in lst)
    random.Random(seed).shuffle(rest)
    if exact:
        st.draw = list(reversed(nxt))
        st.discard = rest
    else:
        st.draw = rest + list(reversed(nxt))
        st.discard = []
    st.open = []
    st.prizes = [[] for _ in range(seats)]
    st.phase = PH_PLAY
    st.cur = st.turn_seat = turn
    st.turn_idx = turn
    st.last_played = None
    st.end_stage = 0
    st.react_queue = []
    st.deck_signalled = False
    st._legal_cache = None
    st.check_cards()
    return st


def plays(st, seat_slot_sym=None):
    """The positions each hand symbol of the acting seat may be played on: {symbol: sorted positions}."""
    hand = st.hand_symbols(st.cur)
    out: dict[int, list[int]] = {}
    for a in st.legal_actions():
        if a.kind == "play":
            out.setdefault(hand[a.slot], []).append(a.a)
    return {s: sorted(v) for s, v in out.items()}


def picker_now(scene) -> Picker | None:
    """The choice of the person to act on a running Vegas scene, as it stands before their next key (started
    again first if the table changed, as the scene does before a key); None on a CPU's turn or at the end."""
    scene.settle()
    at = scene.choosing()
    return None if at is None else picker_of(scene.ui, scene.state.view(at[0]))

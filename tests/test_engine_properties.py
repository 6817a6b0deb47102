"""Property-based conformance of every registered rules engine (hypothesis): the rule-based state
machine of ``tests/engine_machine.py`` drives each engine only through ``arcade.core.rules`` and checks
every clause of it and the game's own invariants (``EngineSpec.invariants``) after every step; a
failure shrinks to the shortest action trace. Nothing here names a game: a new game's engine is covered
by its ``INFO.engine``. ``make test`` runs the derandomised ``cabinet`` profile (conftest.py); ``make
test-slow`` runs the long one. ``tests/test_engines.py`` keeps the seeded whole-game playthroughs.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

import pytest
from engine_machine import COUNTS, machine_for
from hypothesis import Phase, settings
from hypothesis.stateful import run_state_machine_as_test

from arcade.core.rules import TERMINAL, Event, IllegalAction, check_data_version, rng_from_data, rng_to_data
from arcade.games import registry

SPECS = [(info.id, info.engine) for info in registry.games() if info.engine is not None]
MACHINES = {gid: machine_for(gid, gid, spec.make, spec.seats, spec.check_invariants) for gid, spec in SPECS}

# Option sets a registry factory does not reach (per-game hooks): Vegas with both expansions, the
# effect of the month and the variations that hide a seat's own hand (M) and open cards to draw (L).
_VEGAS_OPTIONS = {"mode": "competitive", "spin": "B", "cumber": "B", "month": 6, "variations": "LMN"}
if "vegas" in MACHINES:
    from arcade.games.vegas.rules import VegasState

    MACHINES["vegas-expansions"] = machine_for(
        "vegas-expansions",
        "vegas",
        lambda seed, seats: VegasState(seats, seed, _VEGAS_OPTIONS),
        (2, 3, 4),
        dict(SPECS)["vegas"].check_invariants,
    )
# Engines with bugs this suite found that belong to another change (see the machine's report), by case:
# marked xfail (not strict, so a fix shows as XPASS) and failing fast (no shrinking) meanwhile. None today.
KNOWN_BUGS: dict[str, str] = {}
CASES = [
    pytest.param(
        gid, id=gid, marks=[pytest.mark.xfail(strict=False, reason=KNOWN_BUGS[gid])] if gid in KNOWN_BUGS else []
    )
    for gid in MACHINES
]


def _run(game_id: str, profile: str | None) -> None:
    machine = MACHINES[game_id]
    COUNTS.pop(game_id, None)
    chosen = settings() if profile is None else settings.get_profile(profile)
    if game_id in KNOWN_BUGS:
        chosen = settings(chosen, phases=(Phase.explicit, Phase.reuse, Phase.generate), report_multiple_bugs=False)
    run_state_machine_as_test(machine, settings=chosen)
    counts = COUNTS[game_id]
    print(
        f"\n{game_id}: {counts['examples']} runs, {counts['steps']} steps, {counts['actions']} actions, "
        f"{counts['finished']} games finished"
    )
    # the budget reaches the end of a game: the late game is explored, not only the opening
    assert counts["finished"] > 0, f"{game_id}: no run reached the end of a game"


@pytest.mark.parametrize("game_id", CASES)
def test_engine_follows_the_protocol_and_its_invariants(game_id):
    _run(game_id, None)


@pytest.mark.parametrize("game_id, spec", [pytest.param(g, s, id=g) for g, s in SPECS])
def test_seat_counts_the_engine_does_not_take_are_refused(game_id, spec):
    for seats in (0, max(spec.seats) + 1):
        with pytest.raises(ValueError):
            spec.make(1, seats)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", CASES)
def test_engine_follows_the_protocol_and_its_invariants_long(game_id, request):
    if game_id + "-long" in KNOWN_BUGS:
        request.applymarker(pytest.mark.xfail(strict=False, reason=KNOWN_BUGS[game_id + "-long"]))
    _run(game_id, "cabinet-long")


# ---------------------------------------------------------------------------------------------- the suite can fail
@dataclass(frozen=True)
class Take:
    """Take the top card of the deck."""


@dataclass(frozen=True)
class Drop:
    """Put a held card on the table."""

    card: int


@dataclass(frozen=True)
class Moved(Event):
    card: int


class Dealer:
    """A tiny one-seat engine with a planted bug: ``bug`` "lose" drops the card put down while four are
    held; "alias" makes a clone share the hand; "lax" accepts a Drop of a card not held (as a Take)."""

    GAME_ID = "dealer"
    DATA_VERSION = 1
    REALTIME = False
    bug = ""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.deck = list(range(12))
        self.rng.shuffle(self.deck)
        self.hand: list[int] = []
        self.table: list[int] = []

    num_seats = 1

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else 0

    def is_terminal(self) -> bool:
        return not self.deck and not self.hand

    def legal_actions(self, seat=None) -> list:
        if self.is_terminal() or seat not in (None, 0):
            return []
        return ([Take()] if self.deck else []) + [Drop(c) for c in sorted(self.hand)]

    def apply(self, action) -> list:
        lax = self.bug == "lax" and isinstance(action, Drop) and self.deck
        if action not in self.legal_actions() and not lax:
            raise IllegalAction(f"{action!r}")
        if isinstance(action, Take) or lax:
            self.hand.append(self.deck.pop())
            return [Moved(self.hand[-1])]
        self.hand.remove(action.card)
        if not (self.bug == "lose" and len(self.hand) == 3):
            self.table.append(action.card)
        return [Moved(action.card)]

    def scores(self) -> list:
        return [len(self.table)]

    def winners(self) -> list:
        return [0]

    def view(self, seat: int):
        return _DealerView(self)

    def sample_hidden(self, seat: int, rng: random.Random) -> Dealer:
        other = self.clone()
        rng.shuffle(other.deck)
        other.rng = random.Random(rng.random())
        return other

    def clone(self) -> Dealer:
        other = type(self).from_data(self.to_data())
        if self.bug == "alias":
            other.hand = self.hand
        return other

    def to_data(self) -> dict:
        return {
            "game": self.GAME_ID,
            "version": self.DATA_VERSION,
            "rng": rng_to_data(self.rng),
            "deck": list(self.deck),
            "hand": list(self.hand),
            "table": list(self.table),
        }

    @classmethod
    def from_data(cls, data) -> Dealer:
        try:
            check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
            other = cls.__new__(cls)
            other.rng = rng_from_data(data["rng"])
            other.deck, other.hand, other.table = ([int(c) for c in data[k]] for k in ("deck", "hand", "table"))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"dealer: {exc!r}") from exc
        return other


class _DealerView:
    def __init__(self, state: Dealer) -> None:
        self.data = {"hand": sorted(state.hand), "table": list(state.table), "deck": len(state.deck)}

    def to_data(self) -> dict:
        return json.loads(json.dumps(self.data))


def dealer_cards(state: Dealer) -> None:
    assert sorted(state.deck + state.hand + state.table) == list(range(12)), "a card was lost"


@pytest.mark.parametrize(
    "bug, message",
    [("lose", "a card was lost"), ("alias", "playing on"), ("lax", "is not legal now but apply accepted it")],
)
def test_a_planted_bug_is_found_and_shrunk_to_a_short_trace(bug, message):
    """The machine finds each planted bug within the ``make test`` budget and reports a short trace."""
    engine = type(f"Dealer_{bug}", (Dealer,), {"bug": bug})
    machine = machine_for(f"dealer-{bug}", "dealer", lambda seed, seats: engine(seed), (1,), dealer_cards)
    with pytest.raises(AssertionError) as caught:
        run_state_machine_as_test(
            machine, settings=settings(settings(), report_multiple_bugs=False, max_examples=40, stateful_step_count=10)
        )
    assert message in str(caught.value)
    notes = "\n".join(getattr(caught.value, "__notes__", []))
    steps = [
        line
        for line in notes.splitlines()
        if line.startswith("state.")
        and not line.startswith(("state.start(", "state.teardown(", "state.follows_", "state.keeps_"))
    ]
    assert steps, f"no trace reported: {notes}"
    # "lose" needs four cards taken and one put down: at most that many steps, fewer with a burst
    assert len(steps) <= 5, f"the trace was not shrunk: {steps}"


def test_the_planted_bugs_are_absent_from_the_honest_dealer():
    """The fake engine itself follows the protocol: only the planted bugs make the machine fail."""
    machine = machine_for("dealer", "dealer", lambda seed, seats: Dealer(seed), (1,), dealer_cards)
    run_state_machine_as_test(machine, settings=settings(settings(), max_examples=40, stateful_step_count=10))

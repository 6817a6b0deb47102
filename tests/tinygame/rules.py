"""High Card Duel rules (pure): each seat holds three secret cards from a 1-12 deck; in turn each plays one
face up; after three rounds the highest total wins (ties share)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from arcade.core.rules import (
    TERMINAL,
    Event,
    IllegalAction,
    check_data_version,
    copy_rng,
    rng_from_data,
    rng_to_data,
)


@dataclass(frozen=True, slots=True)
class Play:
    card: int


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Ended(Event):
    winners: tuple


@dataclass
class DuelView:
    seat: int
    hand: list
    played: list
    cur: int

    def to_data(self) -> dict:
        return {"seat": self.seat, "hand": sorted(self.hand), "played": [list(p) for p in self.played], "cur": self.cur}


class Duel:
    GAME_ID = "tinyduel"
    DATA_VERSION = 1
    REALTIME = False

    def __init__(self, seats: int = 2, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        deck = list(range(1, 13))
        self.rng.shuffle(deck)
        self.hands = [deck[3 * i : 3 * i + 3] for i in range(seats)]
        self.deck = deck[3 * seats :]
        self.played: list[list[int]] = [[] for _ in range(seats)]
        self.cur = 0

    @property
    def num_seats(self) -> int:
        return len(self.hands)

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.cur

    def is_terminal(self) -> bool:
        return all(not h for h in self.hands)

    def legal_actions(self, seat=None):
        if self.is_terminal() or (seat is not None and seat != self.cur):
            return []
        return [Play(c) for c in sorted(self.hands[self.cur])]

    def apply(self, action):
        if action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not legal now")
        seat = self.cur
        self.hands[seat].remove(action.card)
        self.played[seat].append(action.card)
        self.cur = (seat + 1) % self.num_seats
        events: list[Event] = [Played(seat, action.card)]
        if self.is_terminal():
            events.append(Ended(tuple(self.winners())))
        return events

    def scores(self):
        return [sum(p) for p in self.played]

    def winners(self):
        best = max(self.scores())
        return [i for i, s in enumerate(self.scores()) if s == best]

    def view(self, seat):
        return DuelView(seat, list(self.hands[seat]), [list(p) for p in self.played], self.cur)

    def public_view(self):
        """What every player may know: the cards played, whose turn it is; no hand (seat -1: nobody's)."""
        return DuelView(-1, [], [list(p) for p in self.played], self.cur)

    def sample_hidden(self, seat, rng):
        other = self.clone()
        pool = self.deck + [c for i, h in enumerate(self.hands) if i != seat for c in h]
        rng.shuffle(pool)
        for i, h in enumerate(other.hands):
            if i != seat:
                other.hands[i] = [pool.pop() for _ in h]
        other.deck = pool
        return other

    def clone(self):
        return Duel.from_data(self.to_data())

    def to_data(self):
        return {
            "game": self.GAME_ID,
            "version": self.DATA_VERSION,
            "rng": rng_to_data(self.rng),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "played": [list(p) for p in self.played],
            "cur": self.cur,
        }

    @classmethod
    def from_data(cls, data):
        check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
        try:
            state = cls.__new__(cls)
            state.rng = copy_rng(rng_from_data(data["rng"]))
            state.hands = [[int(c) for c in h] for h in data["hands"]]
            state.deck = [int(c) for c in data["deck"]]
            state.played = [[int(c) for c in p] for p in data["played"]]
            state.cur = int(data["cur"])
        except (KeyError, TypeError) as exc:
            raise ValueError(f"tinyduel: malformed state: {exc!r}") from exc
        if not 0 <= state.cur < len(state.hands):
            raise ValueError("tinyduel: no such seat")
        return state


def new_state(seed: int, seats: int) -> Duel:
    return Duel(seats, seed)

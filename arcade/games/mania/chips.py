"""Chips: 100 in the box, 65 red (worth 5) and 35 white (worth 1), held by the players and the bank.

Chips only ever move between holders, so the total never changes (``check`` proves it). Payments are made
by value; the bank makes change (a red for five whites) whenever a payer lacks the right chips, and keeps
players' stacks tidy: a player never holds five or more white chips while the bank has a red one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

TOTAL_RED, TOTAL_WHITE = 65, 35
RED_VALUE = 5
START_RED, START_WHITE = 1, 5


class ChipsData(TypedDict):
    """The plain-data form of :class:`ChipStacks` (holders 0..players-1, then the bank)."""

    red: list[int]
    white: list[int]
    short: int


class ChipStacks:
    """Red and white chips of ``players`` players (holders 0..players-1) and the bank (holder ``bank``)."""

    __slots__ = ("red", "white", "bank", "short")

    def __init__(self, players: int) -> None:
        self.bank = players
        self.red = [0] * players + [TOTAL_RED]
        self.white = [0] * players + [TOTAL_WHITE]
        self.short = 0  # value a payment fell short by (the bank ran dry); reported by the sim

    def copy(self) -> ChipStacks:
        other = ChipStacks.__new__(ChipStacks)
        other.bank, other.red, other.white, other.short = self.bank, self.red[:], self.white[:], self.short
        return other

    def worth(self, holder: int) -> int:
        return self.red[holder] * RED_VALUE + self.white[holder]

    def deal_start(self) -> None:
        """Every player gets 1 red and 5 white chips from the bank."""
        for p in range(self.bank):
            self._move(self.bank, p, START_RED, START_WHITE)

    def _move(self, src: int, dst: int, reds: int, whites: int) -> None:
        self.red[src] -= reds
        self.white[src] -= whites
        self.red[dst] += reds
        self.white[dst] += whites

    def _exchange(self, holder: int, changer: int) -> bool:
        """``holder`` swaps one red for five whites with ``changer``; False if either lacks the chips."""
        if self.red[holder] < 1 or self.white[changer] < RED_VALUE:
            return False
        self._move(holder, changer, 1, 0)
        self._move(changer, holder, 0, RED_VALUE)
        return True

    def pay(self, src: int, dst: int, value: int) -> int:
        """Move chips worth ``value`` from ``src`` to ``dst``; returns the value moved.

        A payer worth less pays all it has (only the bank can be short: players never pay more than they
        have). Change: the payer breaks reds with the bank (or, when the bank is the payer or has no whites,
        with the payee) until exact payment is possible.
        """
        value = min(value, self.worth(src))
        if value <= 0:
            return 0
        for _ in range(self.red[src] + 1):
            reds = min(self.red[src], value // RED_VALUE)
            whites = value - reds * RED_VALUE
            if whites <= self.white[src]:
                self._move(src, dst, reds, whites)
                self.tidy(dst)
                self.tidy(src)
                return value
            changers = [h for h in (self.bank, dst) if h != src]
            if not any(self._exchange(src, h) for h in changers):
                over = (reds + 1) * RED_VALUE - value
                if self.red[src] > reds and self.white[dst] >= over:
                    # Pay with one red too many and take the difference back in whites.
                    self._move(src, dst, reds + 1, 0)
                    self._move(dst, src, 0, over)
                    self.tidy(dst)
                    self.tidy(src)
                    return value
                break
        # No exact change anywhere: pay the nearest lower amount (recorded; the sim counts it).
        reds = min(self.red[src], value // RED_VALUE)
        whites = min(self.white[src], value - reds * RED_VALUE)
        self._move(src, dst, reds, whites)
        self.short += value - reds * RED_VALUE - whites
        self.tidy(dst)
        self.tidy(src)
        return reds * RED_VALUE + whites

    def tidy(self, holder: int) -> None:
        """A player holding five whites changes them for a red at the bank when it has one."""
        if holder == self.bank:
            return
        while self.white[holder] >= RED_VALUE and self.red[self.bank] > 0:
            self._move(holder, self.bank, 0, RED_VALUE)
            self._move(self.bank, holder, 1, 0)

    def check(self) -> None:
        """Raise AssertionError unless all 100 chips are accounted for and no stack is negative."""
        assert sum(self.red) == TOTAL_RED, f"red chips: {sum(self.red)} != {TOTAL_RED}"
        assert sum(self.white) == TOTAL_WHITE, f"white chips: {sum(self.white)} != {TOTAL_WHITE}"
        assert min(self.red) >= 0 and min(self.white) >= 0, f"negative stack: {self.red} {self.white}"

    def to_data(self) -> ChipsData:
        return {"red": list(self.red), "white": list(self.white), "short": self.short}

    @classmethod
    def from_data(cls, data: Mapping[str, Any], players: int) -> ChipStacks:
        """Stacks from :meth:`to_data` output read back from JSON (anything malformed raises)."""
        c = cls(players)
        red, white = [int(x) for x in data["red"]], [int(x) for x in data["white"]]
        if len(red) != players + 1 or len(white) != players + 1:
            raise ValueError(f"chip stacks for {players} players and the bank expected")
        c.red, c.white, c.short = red, white, int(data["short"])
        c.check()
        return c

"""Shared by Mania's tests: dice for arranged games."""

from __future__ import annotations

import random


class Dice(random.Random):
    """Fixed dice for arranged games: the given rolls in order, then the lowest face; no shuffling. A real
    generator underneath, so a kept game saves its state as usual."""

    def __init__(self, *rolls: int) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return max(a, min(b, self.rolls.pop(0))) if self.rolls else a

    def shuffle(self, items) -> None:
        pass

"""Vegas Slot Machine 1973: the set-up options, checked, and the grid geometry (pure, no pygame).

``parse_options(seats, options)`` turns the lobby's plain options into a :class:`Config`, refusing
contradicting combinations with a ValueError that says what clashes and why.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass, field

from arcade.games.vegas.variations import VARIATION_TEXT, VARIATIONS  # noqa: F401 (re-exported)

MODES = ("solo", "coop", "competitive", "teams")
MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
DEFAULT_DATE = "2020-03-03"  # the rulebook's own date: the month used when none is given


@dataclass(frozen=True)
class Config:
    seats: int
    mode: str
    variations: frozenset[str]
    spin: str | None
    cumber: str | None
    decks: int
    rounds: int
    month: int
    time_limit_ms: int
    teams: int  # number of teams (variation C), else 0

    def to_data(self) -> dict[str, str | int | None]:
        return {
            "seats": self.seats,
            "mode": self.mode,
            "variations": "".join(sorted(self.variations)),
            "spin": self.spin,
            "cumber": self.cumber,
            "decks": self.decks,
            "rounds": self.rounds,
            "month": self.month,
            "time_limit_s": self.time_limit_ms // 1000,
        }

    def has(self, letter: str) -> bool:
        return letter in self.variations


def month_of(date: object) -> int:
    """The month (1-12) of a ``YYYY-MM-DD`` string or a date; a bad value raises ValueError."""
    if isinstance(date, (datetime.date, datetime.datetime)):
        return date.month
    if not isinstance(date, str):
        raise ValueError(f"date must be a 'YYYY-MM-DD' string, not {date!r}")
    try:
        return datetime.date.fromisoformat(date).month
    except ValueError:
        raise ValueError(f"date must be a 'YYYY-MM-DD' string, not {date!r}") from None


def _whole(value: object, name: str, low: int, high: int, what: str) -> int:
    """``value`` when it is a whole number from ``low`` to ``high`` (not a bool, not a float), else a
    ValueError saying what ``name`` must be."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{name} must be {what}, not {value!r}")
    return value


def _expansion(name: str, value: object) -> str | None:
    """An expansion's variation: None (not played), "A" or "B"."""
    if value is None or value in ("A", "B"):
        return None if value is None else str(value)
    raise ValueError(f"{name} must be None, 'A' or 'B' (the expansion's variation), not {value!r}")


def parse_options(seats: int, options: Mapping[str, object] | None = None) -> Config:
    """Check the set-up; contradicting or impossible combinations raise ValueError with the reason."""
    opts = dict(options or {})
    if not isinstance(seats, int) or isinstance(seats, bool) or not 1 <= seats <= 8:
        raise ValueError(f"Vegas Slot Machine 1973 takes 1 to 8 players, not {seats!r}")
    unknown = set(opts) - {"mode", "variations", "spin", "cumber", "decks", "rounds", "date", "month", "time_limit_s"}
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    mode = opts.get("mode", "solo" if seats == 1 else "competitive")
    if not isinstance(mode, str) or mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    raw = opts.get("variations", "")
    if isinstance(raw, (list, tuple, set, frozenset)) and all(isinstance(x, str) for x in raw):
        raw = "".join(str(x) for x in raw)
    if not isinstance(raw, str):
        raise ValueError(f"variations must be letters A-U, not {raw!r}")
    letters = raw.replace(",", "").replace(" ", "").upper()
    bad = [c for c in letters if c not in VARIATIONS]
    if bad:
        raise ValueError(f"unknown variation(s) {''.join(bad)}: variations are A to U")
    var = set(letters)
    if "C" in var and mode in ("solo", "coop"):
        raise ValueError(
            f"variation C is a teams game: choose Teams or Competitive, or turn C off "
            f"(it cannot be played {'solo' if mode == 'solo' else 'co-operatively'})"
        )
    if mode == "teams":
        var.add("C")
    if "C" in var:
        mode = "teams"
    spin, cumber = _expansion("spin", opts.get("spin")), _expansion("cumber", opts.get("cumber"))
    decks = _whole(opts.get("decks", 2 if seats > 4 and "Q" not in var else 1), "decks", 1, 2, "1 or 2")
    raw_rounds = opts.get("rounds")
    rounds = None if raw_rounds is None else _whole(raw_rounds, "rounds", 1, 3, "1, 2 or 3")
    if "month" in opts:
        month = _whole(opts["month"], "month", 1, 12, "1 to 12")
        if "date" in opts and month_of(opts["date"]) != month:
            raise ValueError("give either a date or a month for the effect of the month, not two that differ")
    else:
        month = month_of(opts.get("date", DEFAULT_DATE))
    limit_s = _whole(
        opts.get("time_limit_s", 300), "time_limit_s", 30, 7200, "a whole number of seconds from 30 to 7200"
    )

    # Modes and seats.
    if mode == "solo" and seats != 1:
        raise ValueError(f"solo is for one player, not {seats}; choose co-op or competitive")
    if mode == "coop" and seats < 2:
        raise ValueError("co-op needs at least two players; one player plays solo")
    teams = 0
    if mode == "teams":
        if seats not in (4, 6, 8):
            raise ValueError(f"variation C (teams) needs 4, 6 or 8 players, not {seats}")
        teams = seats // 2
    # The deck for more than four players.
    if "Q" in var and decks == 2:
        raise ValueError(
            "variation Q is the way to play 5+ players with ONE deck: it cannot be combined with a second deck"
        )
    if seats > 4 and decks == 1 and "Q" not in var:
        raise ValueError(f"{seats} players need a second deck or variation Q")
    if "Q" in var and "O" in var:
        raise ValueError(
            "variations O and Q contradict: O ends the game when the deck runs out, Q "
            "reshuffles the discards to keep playing"
        )
    if "I" in var and "T" in var:
        raise ValueError(
            "variations I and T contradict: I fixes the hand at four cards, T gives each player a different hand size"
        )
    if "E" in var:
        if rounds is not None and rounds != seats:
            raise ValueError(
                f"variation E plays one round per player ({seats}); it cannot be combined with {rounds} round(s)"
            )
        rounds = seats
    if rounds is None:
        rounds = 1
    if "U" in var and mode not in ("solo", "coop"):
        raise ValueError("variation U (the timer) is for solo and co-op games only")
    if spin == "A" and seats > 4 * decks:
        raise ValueError(
            f"Spin Again variation A gives every player a Spin Again card: {seats} players "
            f"need more than the {4 * decks} in the box"
        )
    if "P" in var and "H" in var:
        pass  # compatible: no prizes while building, and the hand is never a payline
    return Config(seats, mode, frozenset(var), spin, cumber, decks, rounds, month, limit_s * 1000, teams)


@dataclass(frozen=True)
class Geometry:
    """The slot machine(s): positions 0..n-1, grid by grid in reading order; every straight run of three
    spaces is a payline (3x3: three rows, three columns, two diagonals; 4x3: 14 lines). A frozen value
    of tuples: a game and every seat's view share it, and nothing can change it."""

    width: int
    height: int
    machines: int
    cells: int = field(init=False)
    size: int = field(init=False)
    lines: tuple[tuple[int, int, int], ...] = field(init=False)
    grid_of: tuple[int, ...] = field(init=False)
    lines_through: tuple[tuple[int, ...], ...] = field(init=False)
    grid_cells: tuple[range, ...] = field(init=False)
    neighbours: tuple[tuple[int, ...], ...] = field(init=False)

    def __post_init__(self) -> None:
        width, height, machines = self.width, self.height, self.machines
        cells = width * height
        size = cells * machines
        lines: list[tuple[int, int, int]] = []
        for g in range(machines):
            base = g * cells
            for y in range(height):
                for x in range(width):
                    for dx, dy in ((1, 0), (0, 1), (1, 1), (-1, 1)):
                        pts = [(x + k * dx, y + k * dy) for k in range(3)]
                        if all(0 <= px < width and 0 <= py < height for px, py in pts):
                            a, b, c = (base + py * width + px for px, py in pts)
                            lines.append((a, b, c))
        neighbours: list[tuple[int, ...]] = []
        for p in range(size):
            g, c = divmod(p, cells)
            x, y = c % width, c // width
            neighbours.append(
                tuple(
                    g * cells + ny * width + nx
                    for ny in range(y - 1, y + 2)
                    for nx in range(x - 1, x + 2)
                    if (nx, ny) != (x, y) and 0 <= nx < width and 0 <= ny < height
                )
            )
        derived = {
            "cells": cells,
            "size": size,
            "lines": tuple(lines),
            "grid_of": tuple(p // cells for p in range(size)),
            "lines_through": tuple(tuple(i for i, line in enumerate(lines) if p in line) for p in range(size)),
            "grid_cells": tuple(range(g * cells, (g + 1) * cells) for g in range(machines)),
            "neighbours": tuple(neighbours),
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)  # a frozen dataclass sets its derived fields once

    def place_name(self, pos: int) -> str:
        """Where position ``pos`` is, in words for the log: "top left" on one 3x3 machine, "top row,
        column 2" on the 4x3 grid (J), with "left machine:" / "right machine:" in front under D."""
        g, c = divmod(pos, self.cells)
        x, y = c % self.width, c // self.width
        row = ("top", "middle", "bottom")[y] if self.height == 3 else f"row {y + 1}"
        if self.width == 3:
            name = "centre" if (x, y) == (1, 1) else f"{row} {('left', 'middle', 'right')[x]}"
        else:
            name = f"{row} row, column {x + 1}"
        if self.machines > 1:
            name = f"{('left', 'right')[g] if self.machines == 2 else f'machine {g + 1}'} machine: {name}"
        return name

    def column(self, grid: int, x: int) -> list[int]:
        return [grid * self.cells + y * self.width + x for y in range(self.height)]

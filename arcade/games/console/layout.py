"""The console's 3x3 panel: cell numbering, what each button is printed with, lines and neighbours.

Cells are numbered 1..9 in reading order, as the console's own labels run: the top row is Skill 1, 2, 3,
so cell 1 is top left and cell 9 bottom right. The same number names a button and the light above it.
The numpad is upside down to that (its 7 8 9 are the top row), so input is translated by
``NUMPAD_ACTION_TO_CELL``.
"""

from __future__ import annotations

CELLS: tuple[int, ...] = tuple(range(1, 10))

ALIEN_RAIDERS = "alien_raiders"
RATTLER = "rattler"
SNEAK_ATTACK = "sneak_attack"
RUN_AMUK = "run_amuk"
GAMES: tuple[str, ...] = (ALIEN_RAIDERS, RATTLER, SNEAK_ATTACK, RUN_AMUK)

GAME_TITLES = {
    ALIEN_RAIDERS: "Alien Raiders",
    RATTLER: "Rattler",
    SNEAK_ATTACK: "Sneak Attack",
    RUN_AMUK: "Run Amuk",
}

SLIDE_COLOURS = {
    # The rulebook's slide colours (RGB chosen by us).
    SNEAK_ATTACK: (40, 110, 230),
    RATTLER: (150, 60, 200),
    ALIEN_RAIDERS: (40, 170, 70),
    RUN_AMUK: (240, 140, 30),
}

SKILL_OF_CELL = {1: 1, 2: 2, 3: 3}
"""Top row: Skill 1, 2, 3 (orange buttons)."""

GAME_OF_CELL = {4: RUN_AMUK, 6: SNEAK_ATTACK, 7: ALIEN_RAIDERS, 9: RATTLER}
CELL_OF_GAME = {game: cell for cell, game in GAME_OF_CELL.items()}

MIDDLE_CENTRE = 5
"""Yellow centre button of the middle row: Skill 1 then this starts Test Pattern I."""
BOTTOM_CENTRE = 8
"""Yellow centre button of the bottom row: Skill 1 then this starts Test Pattern II."""

BUTTON_COLOURS = {
    1: "orange",
    2: "orange",
    3: "orange",
    4: "red",
    5: "yellow",
    6: "blue",
    7: "green",
    8: "yellow",
    9: "purple",
}

BUTTON_LABELS = {
    1: "SKILL 1",
    2: "SKILL 2",
    3: "SKILL 3",
    4: "RUN AMUK",
    5: "",
    6: "SNEAK ATTACK",
    7: "ALIEN RAIDERS",
    8: "",
    9: "RATTLER",
}

NUMPAD_ACTION_TO_CELL = {
    "b7": 1,
    "b8": 2,
    "b9": 3,
    "b4": 4,
    "b5": 5,
    "b6": 6,
    "b1": 7,
    "b2": 8,
    "b3": 9,
}


def row_of(cell: int) -> int:
    """0 for the top row, 2 for the bottom row."""
    return (cell - 1) // 3


def col_of(cell: int) -> int:
    """0 for the left column, 2 for the right."""
    return (cell - 1) % 3


def cell_at(row: int, col: int) -> int:
    return row * 3 + col + 1


TOP_ROW = (1, 2, 3)
MIDDLE_ROW = (4, 5, 6)
BOTTOM_ROW = (7, 8, 9)


def distance(a: int, b: int) -> int:
    """Steps between two cells moving one space at a time along rows and columns."""
    return abs(row_of(a) - row_of(b)) + abs(col_of(a) - col_of(b))


def neighbours(cell: int) -> tuple[int, ...]:
    """Cells one space away along a row or column, in ascending order."""
    return tuple(c for c in CELLS if distance(c, cell) == 1)


LINES: tuple[tuple[int, int, int], ...] = (
    (1, 2, 3),
    (4, 5, 6),
    (7, 8, 9),
    (1, 4, 7),
    (2, 5, 8),
    (3, 6, 9),
    (1, 5, 9),
    (3, 5, 7),
)
"""The eight straight lines of three: rows, columns, diagonals."""

MISSILE_PATHS: tuple[tuple[int, int, int], ...] = tuple(path for line in LINES for path in (line, line[::-1]))
"""Sneak Attack's sixteen 3-light sequences: from one end, through the middle, to the other end."""


def landing_cell(first: int, second: int) -> int | None:
    """The third light of a straight line whose first two lights are ``first`` then ``second``."""
    for path in MISSILE_PATHS:
        if path[0] == first and path[1] == second:
            return path[2]
    return None


def score_cells(total: int) -> tuple[int, ...]:
    """The numbered lights whose numbers add up to ``total`` (0..45), largest numbers first."""
    if not 0 <= total <= 45:
        raise ValueError(f"a light pattern shows 0..45, not {total}")
    cells = []
    left = total
    for cell in range(9, 0, -1):
        if cell <= left:
            cells.append(cell)
            left -= cell
    return tuple(sorted(cells))


def score_display(score: int) -> tuple[int, tuple[int, ...]]:
    """How a score appears on the lights: (full boards flashed first, cells left lit).

    Up to 45 the lit numbers add up to the score. Above 45, each full 45 is flashed first as the whole
    board lit once, and the lights then show the rest (1..45): 46 is one full board then light 1; 90 is
    one full board then all nine.
    """
    if score < 0:
        raise ValueError("a score is never negative")
    if score <= 45:
        return 0, score_cells(score)
    boards = (score - 1) // 45
    return boards, score_cells(score - 45 * boards)

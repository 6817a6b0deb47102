"""Every piece of console text that names a button, a light or a key, in one numbering convention.

The console has two sets of digits, and on screen no digit may mean both (issue 9 #4):

- **Light numbers** are the console's own: lights (and the buttons under them) are numbered 1..9 in
  reading order, 1 2 3 across the top. The rules need them: a score is the sum of the lit light numbers.
  In text they always follow the word "light" or "lights" ("lights 3 + 7 = 10"); on the screen they are
  round yellow tags beside the lights.
- **Keys** are the numpad, upside down to that (Num 7 8 9 is the top row). In text a key is always "Num 7";
  on the panel it is a square keycap in the corner of its button.

A button itself is named by what is printed on it (Skill 1, Run Amuk, the yellow centre button of the
middle row). "Skill 1" names the button and the level; it is also light 1's button, so the 1 agrees.
Pure: no pygame, so the tests check every text.
"""

from __future__ import annotations

from arcade.games.console.layout import (
    ALIEN_RAIDERS,
    CELL_OF_GAME,
    GAME_TITLES,
    NUMPAD_ACTION_TO_CELL,
    RATTLER,
    RUN_AMUK,
    SNEAK_ATTACK,
    score_display,
)

KEY_OF_CELL = {cell: action[1:] for action, cell in NUMPAD_ACTION_TO_CELL.items()}
"""The numpad digit of each button: cell 1 (top left) is Num 7."""


def key(cell: int) -> str:
    """The key for a button, as text: ``"Num 7"``."""
    return f"Num {KEY_OF_CELL[cell]}"


def keycap(cell: int) -> str:
    """What the keycap drawn on a button shows: the numpad digit alone (the cap's shape says "key")."""
    return KEY_OF_CELL[cell]


def light(cell: int) -> str:
    return f"light {cell}"


def score_sum(score: int) -> str:
    """How the lights show ``score``, in words: ``"lights 3 + 7 + 8 + 9 = 27"``; above 45 each full board
    flashed first counts 45 (``"full board 45 + lights 1 = 46"``); 0 is ``"no lights = 0"``."""
    boards, cells = score_display(score)
    parts = [] if not boards else ["full board 45" if boards == 1 else f"{boards} full boards {45 * boards}"]
    if cells:
        parts.append(("light " if len(cells) == 1 else "lights ") + " + ".join(str(c) for c in cells))
    return f"{' + '.join(parts) if parts else 'no lights'} = {score}"


def high_score(game: str, skill: int, score: int) -> str:
    """The line under the initials prompt: ``"Rattler, Skill 2, score 27"``."""
    return f"{GAME_TITLES[game]}, Skill {skill}, score {score}"


def game_button(game: str) -> str:
    """``"Num 1 Alien Raiders"``: the key, then the button's name."""
    return f"{key(CELL_OF_GAME[game])} {GAME_TITLES[game]}"


IDLE_LINES: tuple[str, ...] = (
    "Press a Skill button: Num 7, Num 8 or Num 9",
    "(Skill 1, 2, 3 across the top), then a game:",
    f"  {game_button(RUN_AMUK)}     {game_button(SNEAK_ATTACK)}",
    f"  {game_button(ALIEN_RAIDERS)}  {game_button(RATTLER)}",
    "",
    "Skill 1, then Num 5 (yellow): Test Pattern I",
    "Skill 1, then Num 2 (yellow): Test Pattern II",
)
"""The info panel while no game is on."""

TIPS: dict[str, tuple[str, ...]] = {
    ALIEN_RAIDERS: ("Zap the alien: press the button under it.", "Wrong button: it drops a row at once."),
    RATTLER: ("Zap the blinking tail of the snake.", "Any other button and the rattler strikes."),
    SNEAK_ATTACK: ("Two lights show the missile's line: press", "the third spot, and HOLD until the next."),
    RUN_AMUK: ("You are the steady light: press any other", "button to jump there. Don't get caught!"),
}

HINTS: tuple[tuple[str, str], ...] = (
    ("Num 7 8 9", "skill"),
    ("Num 4 6 1 3", "game"),
    ("Num .", "replays"),
    ("Num 0", "leave"),
    ("Esc", "pause"),
    ("F1", "help"),
)
REPLAY_HINTS: tuple[tuple[str, str], ...] = (("Enter", "stop watching"), ("Esc", "pause"))

REPLAY_SAVED = "Replay saved (Num . to watch)"


def status(mode: str, skill: int | None, over_reason: str | None) -> str:
    """One line on what the console is doing."""
    return {
        "off": "Console off",
        "ready": f"Skill {skill} chosen: press a game button",
        "playing": "Playing",
        "score": "Game over" + (f" ({over_reason.replace('_', ' ')})" if over_reason else ""),
        "test1": "Test Pattern I",
        "test2": "Test Pattern II: press any button",
    }[mode]

"""Every piece of console text that names a button, a light or a key, in one numbering convention.

A player never translates a number in play (issue 25 #3):

- **In play a light is named by where it is and by the key under it**: "the top-left light (Num 7)". On
  the screen each light carries its key's digit on a small square keycap, the same digit as the keycap of
  the button under it (``light_legend``), so "the lights over Num 2 and Num 5 came on: press Num 8" needs
  no sum in the head. In text a key is always "Num 7".
- **Score values** are the rulebook's 1..9 in reading order (1 2 3 across the top), and only the score
  uses them: a score is the sum of the lit lights' values. They show on round yellow tags only once a game
  is over and the score is read from the lights (and for a duel's mark to beat), with ``SCORE_VALUES_NOTE``
  on screen saying so; in text they follow "light"/"lights" only in a score's sum ("lights 3 + 7 = 10").

A button itself is named by what is printed on it (Skill 1, Run Amuk, the yellow centre button of the
middle row). Pure: no pygame, so the tests check every text.
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


PLACES = {
    1: "top left",
    2: "top middle",
    3: "top right",
    4: "middle left",
    5: "centre",
    6: "middle right",
    7: "bottom left",
    8: "bottom middle",
    9: "bottom right",
}
"""Where each light (and the button under it) is, in words."""


def light(cell: int) -> str:
    """A light as a player names it in play: where it is and the key under it: ``"top-left light (Num 7)"``."""
    return f"{PLACES[cell].replace(' ', '-')} light ({key(cell)})"


def light_legend(cell: int, score_values: bool) -> str:
    """The digit on a light's tag: its key's digit in play (the keycap under it shows the same), its score
    value (1..9 from the top left) only while a score is read from the lights."""
    return str(cell) if score_values else keycap(cell)


SCORE_VALUES_NOTE = "For the score only, lights count 1 to 9 from the top left"
"""Said on screen whenever the lights carry score values (the round yellow tags)."""


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
    SNEAK_ATTACK: ("Two lights show the missile's line: press", "the third spot's key, HOLD until the next."),
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
REPLAY_HINTS: tuple[tuple[str, str], ...] = (  # watching a replay (arcade.games.console.watching)
    ("Enter", "play/pause"),
    ("Left Right", "press"),
    ("Up Down", "five seconds"),
    ("Alt", "speed"),
    ("Back", "stop watching"),
)

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

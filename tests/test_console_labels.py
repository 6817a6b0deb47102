"""Issue 9 #4, issue 25 #3: the console's texts use one numbering convention, so no digit means two things.

Keys are always "Num 7", and in play a light is named by its place and its key. Score values (1 2 3 across
the top; a score is the sum of lit values) follow "light"/"lights" only in a score's sum. Every other digit
must be a count, a total or a duration.
"""

import re

import pytest

from arcade.games.console import labels
from arcade.games.console.howto import PAGES
from arcade.games.console.layout import BUTTON_LABELS, CELLS, GAMES, NUMPAD_ACTION_TO_CELL, score_display

NAMED = [
    r"\bNum \d( \d)*",  # keys: Num 7, Num 7 8 9 (hint keycaps)
    r"\blights? \d+((, and |, | and | to | then | \+ )\d+)*",  # light numbers: light 3, lights 3 + 7
    r"\b[Ss][Kk][Ii][Ll][Ll] \d(, \d)*",  # the Skill buttons (and levels): Skill 1, 2, 3
    r"\bfull board 45\b",
    r"\b\d+ full boards \d+",  # a score's full boards
    r"= \d+\b",
    r"\bscore \d+\b",  # a total, a score
    r"\b\d+ seconds\b",
    r"\b3x3\b",
    r"\b1 to 9\b",  # the score values' range
    r"\b(above|Above|full) 45\b",
    r"\bF1\b",
]


def unnamed_digits(text: str) -> str:
    """What is left of ``text``'s digits once every named number is taken out (empty: all named)."""
    for pattern in NAMED:
        text = re.sub(pattern, " ", text)
    return "".join(re.findall(r"\d", text))


def every_text() -> list[str]:
    out = [page[1] for page in PAGES] + [page[0] for page in PAGES]
    out += list(labels.IDLE_LINES) + [line for tips in labels.TIPS.values() for line in tips]
    out += [f"{k} {what}" for k, what in labels.HINTS + labels.REPLAY_HINTS] + [labels.REPLAY_SAVED]
    out += [
        labels.status(mode, skill, reason)
        for mode in ("off", "ready", "playing", "score", "test1", "test2")
        for skill in (1, 2, 3)
        for reason in (None, "too_soon")
    ]
    out += [labels.score_sum(s) for s in range(0, 140)] + [label for label in BUTTON_LABELS.values() if label]
    out += [labels.key(c) for c in CELLS] + [labels.light(c) for c in CELLS] + [labels.SCORE_VALUES_NOTE]
    out += [labels.high_score(game, skill, 27) for game in GAMES for skill in (1, 2, 3)]
    return out


def test_the_checker_catches_a_bare_digit():
    assert unnamed_digits("on the lights: 2 + 9") == "29"  # the old score line read like keys
    assert unnamed_digits("Skill 1 then 5: Test Pattern I") == "5"
    assert unnamed_digits("lights 3 + 7 = 10, press Num 9") == ""


def test_no_text_uses_a_bare_digit():
    bad = [text for text in every_text() if unnamed_digits(text)]
    assert not bad, f"digits that are neither a light number nor a key in: {bad}"


def test_a_light_is_named_by_its_place_and_the_key_under_it():
    # the alien in the top right is zapped with Num 9
    assert labels.light(3) == "top-right light (Num 9)" and labels.key(3) == "Num 9"
    assert labels.light(7) == "bottom-left light (Num 1)"
    for action, cell in NUMPAD_ACTION_TO_CELL.items():
        assert labels.key(cell) == f"Num {action[1]}" and labels.keycap(cell) == action[1]


@pytest.mark.parametrize("score", [0, 1, 10, 27, 45, 46, 90, 91, 133])
def test_the_score_sum_names_the_lit_lights_and_no_keys(score):
    text = labels.score_sum(score)
    assert "Num" not in text and text.endswith(f"= {score}")
    boards, cells = score_display(score)
    listed = [int(n) for n in re.findall(r"\blights? (\d+(?: \+ \d+)*)", text)[0].split(" + ")] if cells else []
    assert listed == list(cells) and 45 * boards + sum(listed) == score


def test_how_to_names_keys_and_lights_the_same_way_as_the_screen():
    body = {p[0]: p[1] for p in PAGES}["Sneak Attack, Run Amuk"]
    assert "the lights by Num 2 then Num 5 come on, press Num 8 (top middle)" in body
    assert "Num 7" in {p[0]: p[1] for p in PAGES}["Test patterns"]

"""Issue 23: what typing the Vegas engine under mypy --strict turned up (bad input that crashed instead of
being refused), and the prize record the engine keeps."""

from __future__ import annotations

import pytest

from arcade.games.vegas.rules import VegasState
from arcade.games.vegas.setup import parse_options


@pytest.mark.parametrize(
    "options",
    [
        {"decks": 1.0},  # passed the old "in (1, 2)" check, then range(1.0) crashed the engine
        {"decks": True},  # True == 1
        {"variations": [1, 2]},  # "".join of numbers raised TypeError
        {"variations": ["F", 7]},
    ],
)
def test_bad_set_up_values_are_refused_with_a_reason(options):
    with pytest.raises(ValueError):
        parse_options(1, options)
    with pytest.raises(ValueError):
        VegasState(1, 0, options)


def test_variation_letters_may_still_come_as_a_list():
    assert parse_options(1, {"variations": ["F", "H"]}).variations == frozenset("FH")

"""The Electronic Arcade Mania board map: every rulebook fact checked, and broken maps refused clearly."""

from pathlib import Path

import pytest

from arcade.core import paths
from arcade.core.levels import LevelError, load_level
from arcade.games.mania.board import (
    ANY,
    COLLECT,
    FINISH,
    GAME,
    PAWN_COLOURS,
    RULES,
    SLIDES,
    START,
    board_from_level,
    load_board,
)

MAP = Path(paths.level("mania_board.tmx"))


def test_board_has_start_and_a_path_of_27():
    b = load_board()
    assert len(b.spaces) == 28 and b.spaces[0].kind == START and b.spaces[27].kind == FINISH
    kinds = [s.kind for s in b.spaces[1:]]
    assert kinds.count(COLLECT) == 5 and kinds.count(FINISH) == 1
    assert kinds.count(GAME) == 16 and kinds.count(ANY) == 5
    assert sorted((s.collect, s.defend) for s in b.spaces if s.kind == COLLECT) == [
        (3, 2),
        (5, 1),
        (5, 3),
        (7, 2),
        (10, 1),
    ]
    assert b.spaces[27].collect == 10


def test_duel_spaces_and_limits():
    b = load_board()
    for slide in SLIDES:
        limits = sorted(s.limit for s in b.spaces if s.kind == GAME and s.slide == slide)
        assert len(limits) == 4 and all(1 <= x <= 5 for x in limits)
    assert all(s.limit == 5 for s in b.spaces if s.kind == ANY)
    assert any(s.slide == "sneak_attack" and s.limit == 3 for s in b.spaces)  # the rulebook's Figure 4
    assert PAWN_COLOURS == {"sneak_attack": "blue", "rattler": "purple", "alien_raiders": "green", "run_amuk": "orange"}


def test_arrows_and_positions():
    b = load_board()
    assert b.arrows and all(0 <= a < 27 for a in b.arrows)
    a = b.arrows[0]
    assert b.arrows_crossed(a, a + 1) == 1 and b.arrows_crossed(a - 1, a) == 0
    assert b.arrows_crossed(0, 27) == len(b.arrows)
    rects = {s.rect for s in b.spaces}
    assert len(rects) == 28 and all(r[2] > 0 and r[3] > 0 for r in rects)  # each space drawn on its own
    assert dict(b.ui)["centre"][2] > 0


def _broken(tmp_path, old, new, count=1):
    text = MAP.read_text()
    assert old in text
    p = tmp_path / "broken_board.tmx"
    p.write_text(text.replace(old, new, count))
    return p


def test_wrong_collect_amount_is_refused(tmp_path):
    p = _broken(
        tmp_path, '<property name="collect" type="int" value="7"/>', '<property name="collect" type="int" value="8"/>'
    )
    with pytest.raises(LevelError, match=r"broken_board\.tmx: layer 'spaces': the collect spaces"):
        board_from_level(load_level(p, RULES))


def test_missing_property_names_file_layer_and_object(tmp_path):
    p = _broken(tmp_path, '<property name="slide" value="rattler"/>', "")
    with pytest.raises(
        LevelError,
        match=r"broken_board\.tmx: layer 'spaces', object 'RATTLER 1' \(id \d+\): "
        r"a game space needs property 'slide'",
    ):
        board_from_level(load_level(p, RULES))


def test_any_space_limit_and_unknown_slide_are_refused(tmp_path):
    text = MAP.read_text()
    old = 'name="limit" type="int" value="5"'
    at = text.index(old, text.index('type="any"'))
    p = tmp_path / "broken_board.tmx"
    p.write_text(text[:at] + old.replace('"5"', '"4"') + text[at + len(old) :])
    with pytest.raises(LevelError, match=r"layer 'spaces', object 'ANY GAME / ANY PLAYER' \(id \d+\): an ANY"):
        board_from_level(load_level(p, RULES))
    p = _broken(tmp_path, 'value="run_amuk"', 'value="pacman"')
    with pytest.raises(LevelError, match=r"slide 'pacman' is not one of"):
        board_from_level(load_level(p, RULES))


def test_missing_layer_is_refused_by_the_rule_set(tmp_path):
    p = _broken(tmp_path, 'name="arrows"', 'name="arrowz"')
    with pytest.raises(LevelError, match=r"broken_board\.tmx: missing object layer 'arrows'"):
        load_level(p, RULES)

"""Issue 24: the Vegas rules are split by role. Every pure module and class stays within 400 lines, the
action kinds and phases are dispatched by tables that cover them all, and the names other modules import
from ``rules`` and ``bots`` still import from there."""

from __future__ import annotations

import ast
import importlib
import pathlib

from arcade.games.vegas import bots, rules
from arcade.games.vegas.handlers import HANDLERS
from arcade.games.vegas.info import INFO
from arcade.games.vegas.legal import LEGAL
from arcade.games.vegas.months import CHOICES, EFFECTS, MONTH_EFFECTS

LIMIT = 400


def _pure_paths() -> list[pathlib.Path]:
    assert INFO.engine is not None
    return [pathlib.Path(importlib.import_module(m).__file__ or "") for m in INFO.engine.pure_modules]


def test_every_pure_vegas_module_and_class_is_at_most_400_lines():
    too_long = []
    for path in _pure_paths():
        source = path.read_text(encoding="utf-8")
        if len(source.splitlines()) > LIMIT:
            too_long.append(f"{path.name}: {len(source.splitlines())} lines")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > LIMIT:
                too_long.append(f"{path.name}: class {node.name}")
    assert not too_long, too_long


def test_the_tables_cover_every_action_kind_phase_and_month():
    kinds = {"tick", "build", "play", "c_move", "c_look", "c_bury", "c_draw3", "c_special"}
    kinds |= {"pass", "take", "leave", "bury", "spin", "discard", "draw", "stop"}
    assert set(HANDLERS) == kinds
    assert set(LEGAL) == set(range(rules.PH_OVER))  # every phase but the end of the game
    assert set(CHOICES) == set(EFFECTS) == set(range(1, len(MONTH_EFFECTS) + 1)) == set(range(1, 13))


def test_names_other_modules_import_still_come_from_rules_and_bots():
    for name in (
        "EMPTY PH_BUILD PH_BURY PH_DISCARD PH_DRAW PH_OVER PH_PLAY PH_REACT PH_SPIN PH_TAKE PHASES PRIZE_TABLE "
        "MONTH_EFFECTS Act Prize VegasState VegasView CardDiscarded CardPlaced CardsBuried CardsDrawn ClockTicked "
        "Covered CumberTaken CumberUsed DeckEmpty DeckReshuffled GameOver Grid Misplayed PrizeClaimed Refilled "
        "RoundOver SpinAgainUsed TurnSkipped TurnStarted completion_map hand_prize line_prize prize_symbol "
        "shield_prize new_state"
    ).split():
        assert hasattr(rules, name), name
    for name in ("LEVELS", "DESCRIPTIONS", "Easy", "Medium", "Strong", "make_bot", "hint"):
        assert hasattr(bots, name), name
    st = rules.new_state(3, 2)
    assert type(bots.make_bot("strong").choose(st.view(st.current_player()))) is rules.Act

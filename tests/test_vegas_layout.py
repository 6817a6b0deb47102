"""Issue 24: the Vegas rules are split by role: the action kinds and phases are dispatched by tables that
cover them all, and the names other modules import from ``rules`` and ``bots`` still import from there."""

from __future__ import annotations

from arcade.games.vegas import bots, rules
from arcade.games.vegas.handlers import HANDLERS
from arcade.games.vegas.legal import LEGAL
from arcade.games.vegas.months import CHOICES, EFFECTS, MONTH_EFFECTS


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

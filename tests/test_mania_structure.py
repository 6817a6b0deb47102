"""Issue 24: Electronic Arcade Mania's rules are split by role, and the names other code imports from
``arcade.games.mania.rules`` still come from there."""


def test_every_phase_but_the_end_has_a_handler_and_rules_still_exports_its_names():
    from arcade.games.mania import rules

    assert set(rules._PHASES) == set(rules.PHASES) - {rules.OVER}
    for name in rules.__all__:
        assert hasattr(rules, name), name
    assert {"Mania", "Duel", "DuelSetup", "ManiaView", "new_state", "PHASES", "WINDOW", "WINDOWS"} <= set(rules.__all__)


def test_a_seeded_game_plays_the_same_through_the_phase_handlers_as_through_its_saved_copies():
    import random

    from arcade.games.mania.rules import Mania, new_state

    live = new_state(5, 4)
    pick = random.Random(5)
    while not live.is_terminal():
        action = pick.choice(live.legal_actions())
        copy = Mania.from_data(live.to_data())
        assert copy.apply(action) == live.apply(action)
        assert copy.to_data() == live.to_data()

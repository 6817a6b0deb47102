"""Who may see (issue 35): one decision in the scene kit (``arcade.scenes.kit.secrecy``), and the pixel
test of every game with hidden information. Two people (Ann on Keys A, Bob on Keys B) and a CPU play at
the default pace through the real scene, each person's moves made with their own keys; whenever someone
else is to act, a person's hidden cards (or staged picks, or secret bet) are changed and the frame drawn
again at the same moment must be the same picture (``tests/secrecy_probe.py``)."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

import secrecy_probe as probe

from arcade.scenes.kit.secrecy import PUBLIC, Screen, next_curtain, still_lifted, who_may_see

# ---------------------------------------------------------------------------------------------- the decision


def test_one_person_at_the_screen_always_sees_their_own_secrets():
    for deciding in ((0,), (1,), (), (0, 1)):
        assert who_may_see(Screen(people=(0,), deciding=deciding)) == 0
    assert next_curtain(Screen(people=(0,), deciding=(0,))) is None, "no curtain at a table of one"


def test_two_people_see_only_on_their_own_turn_after_their_curtain():
    table = dict(people=(0, 1))
    assert who_may_see(Screen(**table, deciding=(0,))) is PUBLIC, "not before Ann's curtain"
    assert next_curtain(Screen(**table, deciding=(0,))) == 0
    assert who_may_see(Screen(**table, deciding=(0,), lifted=0)) == 0
    assert next_curtain(Screen(**table, deciding=(0,), lifted=0)) is None
    assert who_may_see(Screen(**table, deciding=(2,), lifted=0)) is PUBLIC, "a CPU's turn: put away"
    assert still_lifted(Screen(**table, deciding=(2,), lifted=0)) is None, "and her curtain comes again"
    assert who_may_see(Screen(**table, deciding=(1,), lifted=0)) is PUBLIC, "Bob's turn"
    assert next_curtain(Screen(**table, deciding=(1,), lifted=0)) == 1
    assert who_may_see(Screen(**table, deciding=(0, 1), lifted=0)) is PUBLIC, "two people at once: nobody"
    assert who_may_see(Screen(**table, deciding=(0, 2), lifted=0)) == 0, "a CPU deciding with her looks not"
    assert who_may_see(Screen(**table, deciding=(), lifted=None)) is PUBLIC, "the end: nobody's"


def test_no_secret_nobody_and_a_watcher_chooses():
    assert who_may_see(Screen(people=(0,), deciding=(0,), secret=False)) is PUBLIC
    assert who_may_see(Screen(people=(), deciding=(0,))) is PUBLIC, "a demo of CPUs shows no hand"
    watched = Screen(people=(0, 1), deciding=(0,), watched=True, followed=2)
    assert who_may_see(watched) == 2, "a replay's watcher sees the seat they chose"
    assert next_curtain(watched) is None


# ---------------------------------------------------------------------------------------------- the pixels


def _clean(tally: probe.Tally, least: int) -> None:
    assert tally.checks >= least, f"too few checks ({tally.checks}): the game was not looked at"
    assert tally.leaks == 0, f"{tally}:\n" + "\n".join(tally.where)


def test_the_test_game_shows_no_hand_while_anybody_else_acts():
    tally, scene = probe.tiny_game()
    assert scene.state.is_terminal()
    _clean(tally, 20)


def test_vegas_whole_game_shows_no_hand_while_anybody_else_acts():
    tally, scene = probe.vegas_game(seed=3, step_ms=200.0)
    assert scene.state.is_terminal()
    _clean(tally, 300)


def test_mania_whole_game_shows_no_event_card_or_bet_while_anybody_else_acts():
    tally, scene = probe.mania_game(seed=11, step_ms=200.0)
    assert scene.state.is_terminal()
    _clean(tally, 300)


@pytest.mark.parametrize("seed", [5, 9])
def test_insert_coin_levels_are_kept_in_turn_and_no_picks_are_shown_to_others(seed):
    _clean(probe.insertcoin_keep(seed), 10)


def test_the_probe_sees_a_hand_left_on_the_screen():
    """The probe can fail: a Vegas scene that draws Bob's hand while Ann is to act is caught."""
    from arcade.games.vegas.scene import VegasScene

    tally = probe.Tally()
    h = probe.Harness(render=False)
    h.boot(None)
    cfg = probe.LobbyConfig("vegas", probe.seats("Medium"), {"mode": "competitive"}, 3)
    scene = h.app.push(VegasScene(h.app, cfg))
    scene.frame_view = lambda seat: scene.state.view(1)  # a frame holding Bob's view whoever looks
    h.advance(200)
    h.app.pop()  # Ann's curtain, taken away: the table is on show while Ann is to act
    h.advance(500)  # (past the fade)
    probe.check(h, scene, probe.vegas_swap, tally, "start")
    assert (tally.checks, tally.leaks) == (1, 1), tally


def test_one_person_with_a_cpu_keeps_their_hand_in_view_during_the_cpus_turn():
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.vegas.scene import VegasScene

    h = probe.Harness(render=False)
    h.boot(None)
    people = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Cy", "cpu", "Medium")]
    scene = h.app.push(VegasScene(h.app, LobbyConfig("vegas", people, {"mode": "competitive"}, 3)))
    h.advance(200)
    assert h.top is scene, "no curtain at a table of one"
    probe.vegas_person(h, scene, 0)
    for _ in range(50):
        if scene.acting_seats() == [1]:
            break
        h.advance(100)
    assert scene.acting_seats() == [1], "the CPU is to act"
    assert scene.viewer == 0 and scene.shown_view().seat == 0 and scene.shown_view().hand, "Ann's hand stays up"


def test_a_replays_watcher_chooses_whose_hidden_cards_are_shown(tmp_path):
    from test_replay_viewer import saved, watching

    _scene, replay = saved("vegas", tmp_path)
    h, viewer = watching(tmp_path, replay)
    h.tap("keys_a", "confirm")  # pause
    viewer.go_to(len(replay.steps) // 2)
    seats = []
    for _ in range(len(viewer.names)):
        seats.append(viewer.inner.shown_view().seat)
        assert viewer.inner.viewer == viewer.follow == seats[-1]
        h.tap("keys_a", "extra")  # the next seat's cards (a CPU's too: the watcher's own choice)
    assert sorted(seats) == list(range(len(viewer.names)))

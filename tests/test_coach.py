"""The coach on a person's turn (issue 37, part 2): from the seat's own view only, in their own words, its
numbers the strongest CPU's own evaluation; quiet on a CPU's turn; off with the Options switch."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from secrecy_probe import vegas_swap

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig, resolve
from arcade.games.vegas import coach as vegas_coach
from arcade.games.vegas.botkit import immediate
from arcade.games.vegas.rules import PH_PLAY
from arcade.games.vegas.strong import Strong
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness


def vegas_positions(seed: int, count: int):
    """States of a two-seat competitive Vegas game played by Strong CPUs, at seat 0's decisions."""
    from arcade.games.vegas.rules import VegasState

    info = registry.get("vegas")

    config = LobbyConfig(
        "vegas",
        [SeatConfig("Ann", "cpu", "Strong"), SeatConfig("Pixel", "cpu", "Strong")],
        {"mode": "competitive"},
        seed,
    )
    state: VegasState = resolve(info.replay_deal)(config)
    bots = [Strong(seed), Strong(seed + 1)]
    found = []
    while not state.is_terminal() and len(found) < count:
        seat = state.current_player()
        if seat == 0 and len([a for a in state.legal_actions(0) if a.kind != "tick"]) > 1:
            found.append(state.clone())
        state.apply(bots[seat].choose(state.view(seat)))
    return found


def test_vegas_coach_numbers_are_the_strong_cpus_own():
    checked = 0
    for state in vegas_positions(4, 12):
        view = state.view(0)
        advice = vegas_coach.advise(view)
        assert advice is not None and advice.best == Strong(0).choose(view)  # its move: the Strong CPU's
        for slot, symbol in enumerate(view.hand):
            if symbol < 0:
                continue
            for pos in {a.a for a in view.legal if a.kind in ("play", "build") and a.slot == slot}:
                assert vegas_coach.claims_now(view, slot, pos) == immediate(view, view.tops, pos, symbol)[0]
                checked += 1
    assert checked > 20


def test_vegas_coach_is_unchanged_when_another_seats_hand_is_swapped():
    for state in vegas_positions(6, 8):
        view = state.view(0)
        said = vegas_coach.lines(view, vegas_coach.advise(view), 0, None)
        vegas_swap(state, 1)  # the other player's hidden hand changed for other cards of the deck
        again = state.view(0)
        assert vegas_coach.lines(again, vegas_coach.advise(again), 0, None) == said


def vegas_scene(coach_on: bool):
    h = Harness(render=False, think_in_process=True)
    h.app.settings["anim_speed"] = 0.0
    h.app.settings["coach"] = coach_on
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Pixel", "cpu", "Strong")]
    scene = registry.get("vegas").start(h.app, LobbyConfig("vegas", seats, {"mode": "competitive"}, 7))
    h.app.push(scene)
    return h, scene


@pytest.mark.parametrize("coach_on", [True, False])
def test_vegas_coach_speaks_on_the_persons_turn_only_and_only_when_on(coach_on):
    h, scene = vegas_scene(coach_on)
    spoke_to_person = spoke_on_cpu = 0
    for step in range(400):
        h.advance(100)
        lines = scene.controls.coach_lines()
        mine = scene.acting() == 0 and scene.controls.shown_picker() is not None
        if mine:
            spoke_to_person += bool(lines)
            if lines:
                assert lines[-1].startswith("Strong CPU: ")
            h.tap("keys_a", "confirm")
        elif scene.acting() == 1:
            spoke_on_cpu += bool(lines)
        if scene.state.is_terminal() or scene.state.phase == PH_PLAY and step > 200:
            break
    assert spoke_on_cpu == 0
    assert (spoke_to_person > 0) == coach_on


def test_vegas_coach_keeps_quiet_in_a_lesson():
    """The lesson's steps teach: a coach naming another move would talk over them."""
    from arcade.games.vegas.lesson import LESSON

    h = Harness(render=False, think_in_process=True)
    h.app.settings["coach"] = True
    h.boot(GameSelectScene(h.app))
    game = LESSON.build(h.app)
    h.app.push(game)
    h.advance(500)
    assert game.acting() == 0 and game.controls.current_picker() is not None
    assert game.controls.coach_lines() == []

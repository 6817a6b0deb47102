"""Odd key mashing: random actions from every device, across every scene the cabinet can reach, never
crash the app and never leave it without a scene."""

import random

import pytest

from arcade.core.input import NUMPAD_ACTIONS, SEAT_ACTIONS
from arcade.testing import Harness

DEVICES = {
    "keys_a": SEAT_ACTIONS,
    "keys_b": SEAT_ACTIONS,
    "numpad": NUMPAD_ACTIONS,
    "system": ("pause", "help"),
    "pad0": SEAT_ACTIONS,
}


pytestmark = pytest.mark.slow


@pytest.mark.parametrize("seed", range(4))
def test_random_mashing_never_crashes(seed):
    rng = random.Random(seed)
    h = Harness(fps=30)
    h.boot()
    h.app.quit = lambda: None  # "Quit" would end the session; keep mashing instead
    seen = set()
    for _ in range(300):
        device = rng.choice(list(DEVICES))
        action = rng.choice(DEVICES[device])
        h.send(device, action, True)
        if rng.random() < 0.8:
            h.send(device, action, False)
        h.advance(rng.choice((5, 16, 16, 40, 120, 400)))
        assert h.app.scenes.top is not None
        seen.add(type(h.app.scenes.top).__name__)
    assert len(seen) >= 4, seen  # the mashing really went places


def _playable_games():
    from arcade.games import registry

    return [g.id for g in registry.games() if g.enabled and g.start is not None]


def test_mashing_covers_every_playable_game():
    assert len(_playable_games()) == 6, _playable_games()  # the five tabletop games and the console


@pytest.mark.parametrize("game_id", _playable_games())
@pytest.mark.parametrize("seed", range(2))
def test_mashing_inside_each_game_never_crashes(game_id, seed):
    from arcade.games import registry
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.scenes.select import GameSelectScene

    info = registry.get(game_id)
    rng = random.Random(seed)
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Bob", "human", "", "keys_b")]
    if info.cpu_levels and info.max_players > 2:
        seats.append(SeatConfig("Cpu", "cpu", info.cpu_levels[-1]))
    seats = seats[: info.max_players]
    h = Harness(fps=30)
    h.boot(GameSelectScene(h.app))
    h.app.quit = lambda: None
    game = h.app.push(info.start(h.app, LobbyConfig(game_id, seats, {}, seed)))
    in_game = 0
    for _ in range(300):
        device = rng.choice(["keys_a", "keys_a", "keys_b", "keys_b", "numpad", "system"])
        action = rng.choice(DEVICES[device] if device != "system" else ("pause", "help", "pause"))
        h.send(device, action, True)
        h.send(device, action, False)
        h.advance(rng.choice((5, 16, 40, 120, 300)))
        assert h.app.scenes.top is not None
        in_game += h.app.scenes.top is game
        if game not in h.app.scenes.stack and isinstance(h.app.scenes.top, GameSelectScene):
            game = h.app.push(info.start(h.app, LobbyConfig(game_id, seats, {}, rng.randrange(1000))))
    assert in_game > 25  # a good share of the mashing reached the game itself (not only its overlays)

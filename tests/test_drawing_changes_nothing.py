"""Drawing only reads (issue 35): a frame drawn of any turn-based game changes nothing in the scene, its
controls or its rules state, and the same moment drawn twice is the same picture. The games are played by a
person (scripted keys) and CPUs, updated without drawing, and at each checkpoint drawn twice; a cursor put
back, a picker rebuilt, a spent message dropped or a kept picture stashed by a painter shows as a
difference. Kept pictures live in the scene's value-keyed store, so it is left out, and so is the frame's
own count of frames drawn."""

from __future__ import annotations

import json

import pygame
import pytest

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness

GAMES = ["crashline", "vegas", "mania", "insertcoin", "topspeed", "console"]
# The frame's own memos (the view and frame made for this moment, the key names resolved from the keymap)
# and the kept pictures; the rules state is compared by its data.
FRAME_BOOKKEEPING = {"_drawn", "_shown", "_view_memo", "_frame_memo", "_keys", "_humans", "layers", "state"}
FRAME_BOOKKEEPING |= {"_showing", "_seat_view"}  # Mania's: what is up, a seat's view
FRAME_BOOKKEEPING |= {"_coin_frame", "_acting"}  # Insert Coin's frame, and the seats deciding per action
FRAME_BOOKKEEPING |= {"_points_kept"}  # Vegas's round points for the frame, once per action
FRAME_BOOKKEEPING |= {"_shot"}  # a timeline's shot, kept while it holds (Mania's kept log is one)
KEYS = ["confirm", "down", "right", "confirm", "left", "up", "confirm"]


def plain(value: object) -> object:
    """A comparable copy of a value made of plain data (other objects by their type's name)."""
    if isinstance(value, (int, float, str, bool, type(None))):
        return value
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [plain(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    if isinstance(value, dict):
        return {repr(k): plain(v) for k, v in value.items()}
    return type(value).__name__


def fingerprint(scene) -> str:
    """The rules state's data, the scene's own fields and the fields of its game-side helpers (controls)."""
    parts: dict[str, object] = {"state": scene.state.to_data()}
    for name, value in vars(scene).items():
        if name in FRAME_BOOKKEEPING or isinstance(value, pygame.Surface):
            continue
        if type(value).__module__.startswith("arcade.games") and hasattr(value, "__dict__"):
            parts[name] = {k: plain(v) for k, v in vars(value).items() if k != "scene" and k not in FRAME_BOOKKEEPING}
        else:
            parts[name] = plain(value)
    return json.dumps(parts, sort_keys=True, default=repr)


def start(game: str, seed: int) -> tuple[Harness, object]:
    info = registry.get(game)
    h = Harness(render=False, think_in_process=True)  # frames update only: this test draws them itself
    h.app.settings["anim_speed"] = 0.3
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a")]
    if info.max_players > 1:  # a one-seat game (the console) is played by the person alone
        seats.append(SeatConfig("Pixel", "cpu", info.cpu_levels[0]))
    while len(seats) < info.min_players:
        seats.append(SeatConfig(f"CPU {len(seats)}", "cpu", info.cpu_levels[0]))
    config = LobbyConfig(game, seats, {o.key: o.default for o in info.options}, seed)
    scene = info.start(h.app, config)
    h.app.push(scene)
    return h, scene


@pytest.mark.parametrize("game", GAMES)
def test_a_drawn_frame_changes_nothing_and_draws_the_same_twice(game):
    h, scene = start(game, 4)
    screen = h.app.screen
    checked = 0
    for step in range(160):
        h.advance(90)
        if step % 2 == 0:
            h.tap("keys_a", KEYS[step % len(KEYS)])
        if h.top is not scene:
            break  # the end card or a curtain: drawn by their own scenes
        before = fingerprint(scene)
        h.app.render(force=True)
        first = pygame.image.tobytes(screen, "RGB")
        assert fingerprint(scene) == before, f"{game}: drawing changed the scene at step {step}"
        h.app.render(force=True)
        assert pygame.image.tobytes(screen, "RGB") == first, f"{game}: the same moment drew two pictures"
        checked += 1
        if scene.state.is_terminal():
            break
    assert checked >= 20, f"{game}: only {checked} moments checked"

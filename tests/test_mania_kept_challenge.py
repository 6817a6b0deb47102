"""Issue 34, item 5: a kept Mania game in the challenge phase whose challenger has nobody to challenge (its
``mover`` changed to a seat that stands on no duel space) was accepted, and its first Up or Down key raised
ZeroDivisionError, every Resume. The engine refuses it; a resumed game that fails in its scene is set
aside, not kept to fail again."""

from __future__ import annotations

import json
import random

import pytest

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.mania.rules import CHALLENGE, Mania
from arcade.testing import Harness


def challenge_data(seed: int) -> dict:
    """A real game played by random legal moves up to a challenge, as plain data."""
    rng = random.Random(seed)
    s = Mania(3, seed)
    for _ in range(5000):
        if s.phase == CHALLENGE:
            return json.loads(json.dumps(s.to_data()))
        s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no challenge in 5000 moves")


def no_duel_seats(data: dict) -> list[int]:
    board = Mania(3, 0).board
    return [s for s in range(data["players"]) if s != data["mover"] and not board.spaces[data["pos"][s]].duel_games]


SEEDS = [seed for seed in range(40) if no_duel_seats(challenge_data(seed))][:12]


@pytest.mark.parametrize("seed", SEEDS)
def test_a_challenger_with_nobody_to_challenge_is_refused_with_a_clear_message(seed):
    data = challenge_data(seed)
    assert Mania.from_data(data).legal_actions(), "the game as kept is playable"
    for seat in no_duel_seats(data):
        with pytest.raises(ValueError, match="nobody to challenge") as caught:
            Mania.from_data({**data, "mover": seat})
        assert str(caught.value).startswith("mania: saved state is damaged")


def test_enough_mutations_were_tried():
    assert len(SEEDS) >= 8


def test_the_kept_file_of_a_resumed_game_that_fails_in_its_scene_is_set_aside(tmp_path, monkeypatch):
    """Whatever the engine lets through, a resumed game whose scene raises on the first key is set aside
    (kept for the curious as .bad), with a message: the next visit offers no Resume that can only crash."""
    from arcade.games.mania.scene import ManiaScene
    from arcade.scenes.select import GameSelectScene

    info = registry.get("mania")
    h = Harness(store_root=tmp_path)
    h.boot()
    seats = [SeatConfig("Ann", "human", "", "keys_a")] + [SeatConfig(f"CPU {i}", "cpu", "Rookie") for i in (1, 2)]
    scene = h.app.push(info.start(h.app, LobbyConfig("mania", seats, {}, 3)))
    h.advance(50)
    assert h.app.hold("mania", scene.hold_data())
    h.app.pop()
    path = tmp_path / "hold-mania.json"
    before = path.read_bytes()

    def broken(self, event):
        raise ZeroDivisionError("integer modulo by zero")

    monkeypatch.setattr(ManiaScene, "handle", broken)
    h = Harness(store_root=tmp_path)
    h.app.guard.enabled = True  # as in the real app
    h.boot()
    sel = h.app.push(GameSelectScene(h.app))
    h.advance(300)
    sel._resume(info, h.app.held("mania"))
    h.frame()
    h.tap("keys_a", "up")
    for _ in range(10):
        h.advance(1000 / 60)
    assert isinstance(h.top, GameSelectScene), "back in the menu"
    assert not path.exists() and (tmp_path / "hold-mania.json.bad").read_bytes() == before, "set aside whole"
    said = " ".join(m for m, _ in h.app.toasts)
    assert "stopped because of an error" in said and "set aside" in said and "still kept" not in said
    assert h.app.held("mania") is None and "mania" not in GameSelectScene(h.app).kept

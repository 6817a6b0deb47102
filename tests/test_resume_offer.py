"""The Resume offer shows the kept game's players and scores (read from its kept data, no scene built), and
a resumed game keeps its log (issue 25, the cabinet)."""

from __future__ import annotations

import pytest

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.common import ChoiceDialog
from arcade.scenes.game import GameScene
from arcade.scenes.resume import offer_text, read_kept
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness


def _config(info, seed: int = 5) -> LobbyConfig:
    seats = [SeatConfig("Ann", "human", "", info.devices[0])]
    seats += [SeatConfig(f"Bot {i}", "cpu", info.cpu_levels[0], info.devices[0]) for i in range(1, info.min_players)]
    if len(seats) < 2 and info.max_players >= 2 and info.cpu_levels:
        seats.append(SeatConfig("Bot 1", "cpu", info.cpu_levels[0], info.devices[0]))
    return LobbyConfig(info.id, seats, {o.key: o.default for o in info.options}, seed)


def _kept_crashline(tmp_path):
    """A Crash Line game of Ann and a CPU, played until its log has lines, kept by the real app."""
    info = registry.get("crashline")
    h = Harness(store_root=tmp_path, render=False)
    h.boot()
    seats = [SeatConfig("CPU A", "cpu", info.cpu_levels[0], "keys_a"), SeatConfig("CPU B", "cpu", "Kid", "keys_a")]
    scene = h.app.push(info.start(h.app, LobbyConfig("crashline", seats, {}, 9)))
    for _ in range(3000):
        if len(scene.timeline.log) >= 3 and not scene.state.is_terminal():
            break
        h.advance(1000 / 60)
    assert len(scene.timeline.log) >= 3
    data = scene.hold_data()
    assert h.app.hold("crashline", data)
    return scene, data


def test_the_offer_names_the_players_and_their_scores(tmp_path):
    scene, _data = _kept_crashline(tmp_path)
    scores = [str(int(s)) for s in scene.state.scores()]
    h = Harness(store_root=tmp_path)
    h.boot(GameSelectScene(h.app))
    sel = h.top
    sel.index = [g.id for g in sel.games].index("crashline")
    h.tap("keys_a", "confirm")
    dialog = h.top
    assert isinstance(dialog, ChoiceDialog)
    assert dialog.rows == (("CPU A (CPU)", scores[0]), ("CPU B (CPU)", scores[1]))
    assert "You kept a game of Crash Line on " in dialog.message
    turn = scene.state.current_player()
    assert f"{scene.name(turn)} to play" in dialog.message


def test_a_resumed_game_keeps_its_log(tmp_path):
    scene, data = _kept_crashline(tmp_path)
    h = Harness(store_root=tmp_path, render=False)
    h.boot()
    held = h.app.held("crashline")
    assert held is not None
    again = registry.get("crashline").resume(h.app, held["state"])
    assert [(line.text, line.colour) for line in again.timeline.log] == [
        (line.text, tuple(line.colour)) for line in scene.timeline.log
    ]
    assert again.timeline.logged == len(scene.timeline.log)


@pytest.mark.parametrize("game", [g.id for g in registry.games() if g.enabled and g.holdable and g.scene])
def test_every_game_keeps_its_log(game):
    info = registry.get(game)
    h = Harness(render=False)
    h.boot()
    scene = info.start(h.app, _config(info))
    assert isinstance(scene, GameScene)
    scene.timeline.note("Ann did something worth reading back", (250, 200, 40))
    data = scene.hold_data()
    assert data is not None and data["log"][-1] == ["Ann did something worth reading back", [250, 200, 40]]
    again = type(scene).from_hold(h.app, data)
    assert again.timeline.log[-1].text == "Ann did something worth reading back"
    assert again.timeline.log[-1].colour == (250, 200, 40)


@pytest.mark.parametrize(
    "bad",
    [
        "not a list",
        [["a line"]],
        [["a line", [300, 0, 0]]],
        [["a line", [1, 2, True]]],
        [["bad\x00text", [1, 2, 3]]],
        [[5, [1, 2, 3]]],
        [["x", [1, 2, 3]]] * 81,
    ],
)
def test_a_malformed_log_is_refused_with_a_clear_message(bad):
    info = registry.get("crashline")
    h = Harness(render=False)
    h.boot()
    scene = info.start(h.app, _config(info))
    data = scene.hold_data()
    data["log"] = bad
    with pytest.raises(ValueError, match="malformed"):
        type(scene).from_hold(h.app, data)


def test_a_kept_game_with_a_bad_log_is_not_lost(tmp_path):
    _scene, data = _kept_crashline(tmp_path)
    data["log"] = [["a line", [999, 0, 0]]]
    h = Harness(store_root=tmp_path)
    h.boot()
    assert h.app.hold("crashline", data)
    sel = h.app.push(GameSelectScene(h.app))
    h.frame()
    held = h.app.held("crashline")
    assert held is not None
    sel._resume(registry.get("crashline"), held)
    assert h.top is sel, "not resumed"
    # issue 34: it would fail at every Resume, so it is set aside whole, with a message (not deleted)
    assert not h.app.store.exists("hold-crashline") and (tmp_path / "hold-crashline.json.bad").is_file()
    assert "set aside" in " ".join(m for m, _ in h.app.toasts)


def test_unreadable_players_give_a_sentence_not_an_error():
    info = registry.get("crashline")
    kept = read_kept(info, {"saved": "2026-12-03 15:52", "state": {"config": {"seats": "??"}, "state": {}}})
    assert kept.seats == () and kept.saved == "2026-12-03 15:52"
    assert "cannot be read" in kept.problem
    assert offer_text("Crash Line", kept).startswith("You kept a game of Crash Line on 2026-12-03 15:52.")
    assert read_kept(info, None).problem  # not even an envelope: still a sentence


def test_a_game_kept_without_a_set_up_shows_its_time_only():
    kept = read_kept(registry.get("crashline"), {"saved": "2026-12-03", "state": {"count": 3}})
    assert kept == ("2026-12-03", (), "", "")

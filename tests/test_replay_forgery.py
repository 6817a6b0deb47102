"""Issue 34, item 7: a replay's start must be the deal its own seed and options give. A forger who
changes the start (Vegas: seat 2's banked totals raised by 500), plays the steps from there and writes
that end's claim is caught by every checker (the CLI, the viewer), in every game; a claim whose
``terminal`` flag is false is caught too, and a replay that starts mid-game is never called genuine."""

from __future__ import annotations

import io
import json

import pytest
from replay_rig import recorded

from arcade import replay as cli
from arcade.core import playback as pb
from arcade.core import replays as rp
from arcade.games import registry, replaying
from arcade.scenes.replay_viewer import ReplayViewer
from arcade.testing import Harness

FORGERIES = {
    "vegas": lambda s: s["totals"].__setitem__(1, s["totals"][1] + 500),
    "crashline": lambda s: s["stats"]["steals"].__setitem__(1, 3),
    "insertcoin": lambda s: s["stats"]["placed"].__setitem__(1, 3),
    "mania": lambda s: (
        s["chips"]["red"].__setitem__(1, s["chips"]["red"][1] + 5),
        s["chips"]["red"].__setitem__(-1, s["chips"]["red"][-1] - 5),
    ),
    "topspeed": lambda s: s.__setitem__("tie_seat", 1 - s["tie_seat"]),
}
START = "its start is not the deal its seed and options give"


def forged(game, root):
    """A genuine replay, and the same with its start changed, its steps played from there and that end
    claimed (as a forger would write it)."""
    _scene, replay = recorded(game, root)
    doc = json.loads(json.dumps(replay.to_data()))
    FORGERIES[game](doc["start"])
    info = registry.get(game)
    end = pb.simulate(rp.Replay.from_data(doc), replaying.engine_for(info), replaying.codec_for(info))
    doc["claim"] = rp.claim_of(end)
    return replay, rp.Replay.from_data(doc), end


def no_deal(game):
    codec = replaying.codec_for(registry.get(game))
    codec.deal = None
    return codec


@pytest.mark.parametrize("game", sorted(FORGERIES))
def test_a_start_that_is_not_the_deal_is_refused_in_every_game(game, tmp_path):
    genuine, forgery, _end = forged(game, tmp_path)
    engine, codec = replaying.engine_for(registry.get(game)), replaying.codec_for(registry.get(game))
    assert pb.verify(genuine, engine, codec).ok
    assert pb.verify(forgery, engine, no_deal(game)).ok, "without the deal to compare, the forgery passes"
    verdict = pb.verify(forgery, engine, codec)
    assert not verdict.ok and verdict.problem == START


def test_the_forged_vegas_replay_is_a_mismatch_in_the_cli_the_page_and_the_viewer(tmp_path):
    from arcade.scenes.replays import ReplaysScene

    genuine, forgery, end = forged("vegas", tmp_path)
    assert end.scores()[1] == genuine.claim["scores"][1] + 500  # seat 2 "won" 500 it never played for
    path = replaying.folder(tmp_path) / "vegas-20990101-000000.json"
    rp.save(forgery, path)
    out = io.StringIO()
    result = cli.run(str(path), quiet=True, out=out)
    assert not result["ok"] and f"MISMATCH: {START}" in out.getvalue()
    assert cli.main([str(path), "--quiet"]) == 1
    h = Harness(store_root=tmp_path, render=True)
    h.app.settings["anim_speed"] = 0.0
    h.boot()
    page = h.app.push(ReplaysScene(h.app))
    assert page.items[0].label.startswith("Vegas")  # listed (a list checks nothing) ...
    h.tap("keys_a", "confirm")
    viewer = h.top
    assert isinstance(viewer, ReplayViewer)
    while not viewer.watch.ready:
        h.advance(20)
    assert viewer.watch.problem == START  # ... and a mismatch once opened: no score shown
    viewer.go_to(viewer.watch.playable)
    assert viewer.inner.state.is_terminal() and not viewer.inner.end_shown()


def test_a_replay_whose_set_up_names_another_seed_is_refused(tmp_path):
    _scene, replay = recorded("crashline", tmp_path)
    doc = json.loads(json.dumps(replay.to_data()))
    doc["config"]["seed"] += 1
    verdict = pb.verify(
        rp.Replay.from_data(doc),
        replaying.engine_for(registry.get("crashline")),
        replaying.codec_for(registry.get("crashline")),
    )
    assert verdict.problem == START


def test_a_claim_of_a_game_not_over_for_one_that_is_over_is_refused(tmp_path):
    _scene, replay = recorded("vegas", tmp_path)
    doc = json.loads(json.dumps(replay.to_data()))
    assert doc["claim"]["terminal"] is True
    doc["claim"]["terminal"] = False
    info = registry.get("vegas")
    verdict = pb.verify(rp.Replay.from_data(doc), replaying.engine_for(info), replaying.codec_for(info))
    assert not verdict.ok and verdict.problem == "its file claims the game was not over"


def test_a_replay_that_starts_mid_game_is_never_genuine(tmp_path):
    from matrix_rig import play_to_end
    from test_replays import mid_game

    h, scene = mid_game("crashline", tmp_path, 6)
    data = json.loads(json.dumps(scene.hold_data()))
    data["replay"] = None  # a kept game whose replay was not kept
    h.app.pop()
    again = type(scene).from_hold(h.app, data)
    h.app.push(again)
    play_to_end(h, again, 3_600_000)
    replay = rp.load(again.replay_path)
    assert replay.meta.get("mid_game") is True
    info = registry.get("crashline")
    verdict = pb.verify(replay, replaying.engine_for(info), replaying.codec_for(info))
    assert not verdict.ok and "starts mid-game" in (verdict.problem or "")


def test_a_vegas_replay_keeps_its_month_in_its_set_up_and_checks_out_in_another_month(tmp_path, monkeypatch):
    import datetime

    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.vegas.scene import VegasScene

    h = Harness(store_root=tmp_path)
    h.boot()
    config = LobbyConfig("vegas", [SeatConfig("Ann", "human", "", "keys_a")], {"mode": "solo"}, 9)
    scene = h.app.push(VegasScene(h.app, config))
    assert scene.recorder.config["options"]["date"] == datetime.date.today().isoformat()
    scene.act(scene.state.legal_actions(0)[0])
    replay = rp.Replay.from_data(scene.replay_now().to_data())

    later = datetime.date(2031, 7 if datetime.date.today().month != 7 else 8, 1)  # another month

    class LaterDate(datetime.date):
        @classmethod
        def today(cls):
            return later

    monkeypatch.setattr(datetime, "date", LaterDate)
    info = registry.get("vegas")
    assert pb.verify(replay, replaying.engine_for(info), replaying.codec_for(info)).ok

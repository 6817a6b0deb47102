"""Issue 27: ``python -m arcade.replay FILE`` plays a replay headless (each step's events, the scores,
the verdict); a failing monkey run leaves a replay that plays to the failing step."""

from __future__ import annotations

import io
import json

from matrix_rig import Setup, play

from arcade import monkey as monkey_mod
from arcade import replay as cli
from arcade.core import replays as rp
from arcade.games.vegas.rules import VegasState


def test_the_cli_prints_each_step_the_scores_and_the_verdict(tmp_path, capsys):
    played = play(Setup("crashline", ("Kid", "Careful")), 3_600_000, store_root=tmp_path)
    path = str(played.scene.replay_path)
    out = io.StringIO()
    result = cli.run(path, out=out)
    text = out.getvalue()
    assert result["ok"] and result["scores"] == [float(s) for s in played.scene.state.scores()]
    assert "[    1]" in text and "replay checks out" in text and "Flipped(seat=0" in text
    assert cli.main([path, "--quiet", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["ok"] is True
    doc = json.loads(played.scene.replay_path.read_text())
    doc["claim"]["scores"] = [1.0, 2.0]
    played.scene.replay_path.write_text(json.dumps(doc))
    assert cli.main([path, "--quiet"]) == 1
    assert "MISMATCH: its file claims other scores" in capsys.readouterr().out
    (tmp_path / "bad.json").write_text("[[[")
    assert cli.main([str(tmp_path / "bad.json")]) == 2


def test_a_failing_monkey_run_saves_a_replay_that_plays_to_the_failing_step(tmp_path, monkeypatch):
    real_apply = VegasState.apply
    calls = {"n": 0}

    def flaky(self, action):
        if getattr(action, "kind", "") != "tick":
            calls["n"] += 1
            if calls["n"] == 4:
                raise RuntimeError("the fourth move breaks the rules engine")
        return real_apply(self, action)

    monkeypatch.setattr(VegasState, "apply", flaky)
    lines: list[str] = []
    m = monkey_mod.Monkey("vegas", 3, lines.append, render_every=50, replay_dir=str(tmp_path))
    m.run(1500)
    assert m.failures and "fourth move" in m.failures[0]["error"]
    (saved,) = m.failures[0]["replays"]
    assert any("python -m arcade.replay" in line for line in lines)
    replay = rp.load(saved)
    calls["n"] = 0
    out = io.StringIO()
    result = cli.run(saved, out=out)
    assert not result["ok"] and f"step {len(replay.steps)} cannot be played" in result["problem"]
    assert "fourth move" in result["problem"] and "stopped:" in out.getvalue()

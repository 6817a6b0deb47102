"""Issue 22 (smaller): ``--smoke --home DIR`` checks what it did and accepts what a user may have: bad
files it did not write (the app set them aside), a lobby of two people in Vegas, only people in Mania."""

import json
import os

from arcade.games import registry


def envelope(data):
    return json.dumps({"app": "coin-op-cabinet", "version": 1, "data": data})


def test_the_smoke_walk_passes_on_a_lived_in_folder(tmp_path, capsys):
    from arcade import smoke

    for gid, people in (("vegas", 2), ("mania", 3)):
        info = registry.get(gid)
        seats = [
            {"name": f"P{i + 1}", "kind": "human", "level": "", "device": "keys_a", "flags": {}} for i in range(people)
        ]
        (tmp_path / f"lobby-{gid}.json").write_text(
            envelope({"game_id": gid, "seed": 1, "seats": seats, "options": {o.key: o.default for o in info.options}})
        )
    (tmp_path / "stats.json").write_text("not json at all")
    (tmp_path / "console-replays").mkdir()
    (tmp_path / "console-replays" / "20260101-000000-rattler-s1-001.json").write_text('{"format": 1')
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "console-replays" / "20260101-000001-rattler-s1-002.json")
    smoke.run(verbose=True, home=str(tmp_path))  # raises AssertionError naming a failed step
    out = capsys.readouterr().out
    assert "user files read back ok" in out
    assert (tmp_path / "stats.json.bad").exists()
    assert (tmp_path / "lobby-vegas.json").exists() and (tmp_path / "lobby-mania.json").exists()

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


TOLD = "smoke: note: not written, and the player was told: Could not save "


def test_the_smoke_walk_passes_where_nothing_can_be_written_and_the_player_is_told(tmp_path, capsys):
    """Issue 33: a data folder that cannot be written: the app tells the player and loses nothing, so the
    smoke passes, checking each time that the player was told. A folder under a plain file cannot be
    made, even by root (a read-only mount needs privileges a test should not ask for)."""
    from arcade import smoke

    (tmp_path / "plain-file").write_text("")
    smoke.run(verbose=True, home=str(tmp_path / "plain-file" / "home"))
    out = capsys.readouterr().out
    assert "user files read back ok" in out
    assert TOLD + "the kept Crash Line game:" in out
    assert TOLD + "your settings:" in out


def test_the_smoke_walk_passes_on_a_full_disk(tmp_path, capsys, monkeypatch):
    import errno

    from arcade import smoke
    from arcade.core import storage

    def full(path, doc, **how):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "write_json_atomic", full)
    smoke.run(verbose=True, home=str(tmp_path))
    out = capsys.readouterr().out
    for info in registry.games():
        if info.enabled and info.holdable and info.resume is not None:
            assert f"{TOLD}the kept {info.title} game: the disk is full." in out
    assert f"{TOLD}the statistics and high scores: the disk is full." in out
    assert not list(tmp_path.glob("*.json"))

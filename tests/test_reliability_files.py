"""Issue 22, item 5: files that are not regular files. A FIFO, a symlink to /dev/zero, a folder or a
device in the user folder or among the levels is never opened in a way that blocks, never read without a
limit: the app sets it aside (or ignores it, for the sound cache) and goes on.

Each case runs on a daemon thread joined with a generous bound: before the fix these calls block forever
(a FIFO opened for reading waits for a writer), so the bound is what turns a hang into a failure; it is not a
timing measurement."""

import os
import threading
from pathlib import Path

import pytest

from arcade.core import safe_files
from arcade.testing import Harness

HANG_BOUND_S = 60.0
pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX attack")


def finishes(fn, *args):
    """Run ``fn(*args)`` on a daemon thread; its result, or fail when it does not end (it hangs)."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn(*args)
        except BaseException as exc:
            out["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(HANG_BOUND_S)
    assert not t.is_alive(), f"{fn.__name__} hangs"
    if "error" in out:
        raise out["error"]
    return out.get("value")


def hostile(path: Path, kind: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        os.symlink("/dev/zero", path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "link_to_fifo":
        target = path.with_name(path.name + ".target")
        os.mkfifo(target)
        os.symlink(target, path)
    return path


KINDS = ["fifo", "zero", "folder", "link_to_fifo"]


def test_the_shared_reader_refuses_what_is_not_a_regular_file_without_blocking(tmp_path):
    good = tmp_path / "good.json"
    good.write_bytes(b"x" * 100)
    assert safe_files.read_bytes(good, 100) == b"x" * 100
    with pytest.raises(safe_files.TooLarge):
        safe_files.read_bytes(good, 99)
    link = tmp_path / "link.json"
    os.symlink(good, link)
    assert safe_files.read_bytes(link, 100) == b"x" * 100, "a link to a regular file is read"
    for kind in KINDS:
        p = hostile(tmp_path / f"{kind}.json", kind)
        with pytest.raises(safe_files.NotRegularFile):
            finishes(safe_files.read_bytes, p, 1 << 20)
        assert not safe_files.is_regular(p)
    with pytest.raises(FileNotFoundError):
        safe_files.read_bytes(tmp_path / "missing.json", 10)


def test_a_fifo_swapped_in_after_the_look_is_not_waited_on(tmp_path, monkeypatch):
    """The race: the path is a regular file when looked at, a FIFO when opened."""
    p = tmp_path / "settings.json"
    os.mkfifo(p)
    real_stat = os.stat

    def looks_regular(path, *a, **k):
        st = real_stat(path, *a, **k)
        if Path(path) == p:
            fake = list(st)
            fake[0] = 0o100644  # S_IFREG
            return os.stat_result(fake)
        return st

    monkeypatch.setattr(safe_files.os, "stat", looks_regular)
    with pytest.raises(safe_files.NotRegularFile):
        finishes(safe_files.read_bytes, p, 1000)


@pytest.mark.parametrize("kind", KINDS)
def test_a_sound_cache_entry_that_is_not_a_file_is_ignored(tmp_path, kind):
    from arcade.core import audio

    rate, channels = 22050, 1
    for name in audio.EFFECTS:
        hostile(tmp_path / audio.cache_key(name, rate, channels), kind)
    for name in audio.EFFECTS:
        samples = finishes(audio._samples_for, name, rate, channels, tmp_path)
        assert len(samples) == audio.expected_samples(name, rate, channels)


@pytest.mark.parametrize("kind", KINDS)
def test_a_music_cache_entry_that_is_not_a_file_is_ignored(tmp_path, kind):
    from arcade.core import music, songs

    hostile(tmp_path / music.cache_name(songs.STINGS["prize"], 22050, 1), kind)
    box = music.Jukebox(tmp_path)
    samples = finishes(box.samples_of, "prize")
    assert len(samples) == box.expected("prize") and box.render_ms["prize"] > 0, "rendered, not read"


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", ["settings", "keymap", "stats", "lobby-crashline", "hold-crashline"])
def test_user_files_that_are_not_files_are_set_aside(tmp_path, kind, name):
    hostile(tmp_path / f"{name}.json", kind)

    def boot():
        h = Harness(store_root=tmp_path)
        h.boot()
        h.app.held("crashline")
        from arcade.games import registry
        from arcade.scenes.lobby import LobbyScene

        h.app.push(LobbyScene(h.app, registry.get("crashline")))
        h.advance(300)
        return h

    h = finishes(boot)
    said = " ".join(m for m, _ in h.app.toasts) + " ".join(h.app.store.warnings)
    assert "could not be used" in said
    assert (tmp_path / f"{name}.json.bad").exists() or (tmp_path / f"{name}.json.bad").is_symlink()


@pytest.mark.parametrize("kind", KINDS)
def test_a_replay_that_is_not_a_file_does_not_hang_the_list(tmp_path, kind):
    folder = tmp_path / "console-replays"
    hostile(folder / "2026-11-30-1200-sneak_attack-s2-100.json", kind)

    def listing():
        h = Harness(store_root=tmp_path)
        h.boot()
        from arcade.games.console.replays_menu import ReplayListScene
        from arcade.games.console.scene import ConsoleScene

        menu = h.app.push(ReplayListScene(h.app, ConsoleScene.watching))
        h.advance(100)
        return menu

    menu = finishes(listing)
    assert not menu.items[0].enabled  # nothing to list


TSX_MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="8" height="8" tilewidth="16" tileheight="16">
 <tileset firstgid="1" source="{source}"/>
 <objectgroup id="1" name="rows"><object id="1" name="row1" x="1" y="1" width="5" height="5"/></objectgroup>
</map>
"""


@pytest.mark.parametrize("kind", KINDS + ["missing"])
def test_a_level_or_its_tileset_that_is_not_a_file_is_a_level_error(tmp_path, kind):
    from arcade.core.levels import load_guarded

    (tmp_path / "m.tmx").write_text(TSX_MAP.format(source="set.tsx"))
    if kind != "missing":
        hostile(tmp_path / "set.tsx", kind)
    level, error = finishes(load_guarded, tmp_path / "m.tmx")
    assert level is None and "set.tsx" in error
    hostile(tmp_path / "map.tmx", kind if kind != "missing" else "fifo")
    level, error = finishes(load_guarded, tmp_path / "map.tmx")
    assert level is None and "map.tmx" in error


def test_a_good_external_tileset_still_loads(tmp_path):
    from arcade.core.levels import load_level

    (tmp_path / "m.tmx").write_text(TSX_MAP.format(source="set.tsx"))
    (tmp_path / "set.tsx").write_text(
        '<?xml version="1.0"?><tileset version="1.10" name="s" tilewidth="16" '
        'tileheight="16" tilecount="1" columns="1"/>'
    )
    level = load_level(tmp_path / "m.tmx")
    assert level.get("rows", "row1").rect == (1, 1, 5, 5)

"""Saving never crashes and never loses the last good save: a read-only folder, a full disk, a data path
that is a file, a process killed mid-save. (Tests run as root, for whom chmod stops nothing, so the
failures are made by a data path that is a file or by os calls that raise EROFS / ENOSPC.)"""

import errno
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from arcade.core.stats import SeatResult
from arcade.core.storage import Store
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.testing import Harness

ROOT = Path(__file__).resolve().parents[1]


def said(h):
    return " ".join(m for m, _ in h.app.toasts) + " ".join(h.app.store.warnings)


def failing(monkeypatch, code):
    def boom(*_a, **_k):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "replace", boom)


def test_data_path_that_is_a_file_keeps_settings_in_memory_and_says_why(tmp_path):
    data = tmp_path / "coin-op"
    data.write_text("I am a file")
    h = Harness(store_root=data)
    h.boot()
    h.app.settings["volume"] = 0.3
    assert h.app.save_settings() is False
    h.advance(20)
    assert "Could not save your settings: the data folder path is taken by a file" in said(h)
    assert h.app.settings["volume"] == 0.3 and data.read_text() == "I am a file"
    assert h.app.save_keymap() is False and h.app.stats.save() is False


@pytest.mark.parametrize(
    "code,words", [(errno.EROFS, "the data folder is read-only"), (errno.ENOSPC, "the disk is full")]
)
def test_read_only_or_full_disk_saves_are_reported_once_not_raised(tmp_path, monkeypatch, code, words):
    h = Harness(store_root=tmp_path)
    h.boot()
    failing(monkeypatch, code)
    from arcade.scenes.options import OptionsScene

    h.app.push(OptionsScene(h.app))
    h.taps("keys_a", "right", "right", "left")  # volume: three saves, all failing
    h.app.stats.record("crashline", [SeatResult("Ann", 5.0, True, True)])  # high scores at game end
    assert h.app.stats.board("crashline")["best"] == 5.0
    h.advance(20)
    text = said(h)
    assert f"Could not save your settings: {words}" in text
    assert text.count("Could not save your settings") == 1  # one message per problem, not per key press
    assert f"Could not save the statistics and high scores: {words}" in text
    assert not list(tmp_path.glob(".*.tmp"))
    monkeypatch.undo()
    assert h.app.save_settings() and "again" in " ".join(h.app.store.take_warnings())


def crashline_game(h):
    info = registry.get("crashline")
    cfg = LobbyConfig(
        "crashline",
        [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Bob", "cpu", "Careful")],
        {"cpu_speed": 1.0},
        3,
    )
    game = h.app.push(info.start(h.app, cfg))
    h.advance(200)
    return game


def test_hold_and_quit_that_cannot_write_keeps_the_game_open(tmp_path, monkeypatch):
    h = Harness(store_root=tmp_path)
    from arcade.scenes.select import GameSelectScene

    h.boot(GameSelectScene(h.app))
    game = crashline_game(h)
    h.tap("system", "pause")
    pause = h.top
    failing(monkeypatch, errno.ENOSPC)
    pause._quit()  # Quit to menu -> HOLD & QUIT dialog
    h.tap("keys_a", "confirm")  # "Keep it"
    assert game in h.app.scenes.stack and not h.app.store.exists("hold-crashline")
    assert "could not be kept" in said(h) and "disk is full" in said(h)
    monkeypatch.undo()
    pause._quit()
    h.tap("keys_a", "confirm")
    assert game not in h.app.scenes.stack and h.app.held("crashline") is not None


def test_closing_the_window_when_the_game_cannot_be_kept_stays_open_once(tmp_path, monkeypatch):
    h = Harness(store_root=tmp_path)
    h.boot()
    crashline_game(h)
    failing(monkeypatch, errno.EROFS)
    h.app.running = True
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    h.app.pump()
    assert h.app.running and "stays open" in said(h)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    h.app.pump()
    assert not h.app.running  # asked twice: the player may quit anyway


def test_closing_the_window_keeps_the_game_when_it_can(tmp_path):
    h = Harness(store_root=tmp_path)
    h.boot()
    crashline_game(h)
    h.app.running = True
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    h.app.pump()
    assert not h.app.running and h.app.held("crashline") is not None


CHILD = """
import sys
from arcade.core.storage import Store
st = Store(sys.argv[1])
i = 0
while True:
    i += 1
    if st.save("stats", {"n": i, "pad": "x" * (i * 997 % 60000)}, 1):
        print(i, flush=True)
"""


def test_a_save_killed_at_any_moment_leaves_the_last_good_save(tmp_path):
    rnd = random.Random(11)
    for attempt in range(5):
        proc = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE, text=True
        )
        first = proc.stdout.readline()
        assert first.strip(), "the child saved at least once"
        time.sleep(rnd.uniform(0.0, 0.08))
        proc.send_signal(signal.SIGKILL)
        rest = proc.stdout.read()
        proc.wait()
        acks = [int(x) for x in (first + rest).split()]
        st = Store(tmp_path)  # a new start: stale temp files from the killed save go
        data = st.load("stats", None, 1, validate=lambda d: d)
        assert data is not None and not st.warnings, f"attempt {attempt}: {st.warnings}"
        assert data["n"] in (acks[-1], acks[-1] + 1), f"attempt {attempt}: {data['n']} after {acks[-1]}"
        assert not list(tmp_path.glob(".*.tmp"))


def test_smoke_uses_the_data_folder_it_is_given(tmp_path, monkeypatch):
    """--home DIR / COIN_OP_HOME: the smoke walk runs on that folder (the full walk is `make smoke`)."""
    from arcade import __main__ as entry
    from arcade import smoke

    seen = []

    def stop(self, scene=None):
        seen.append(Path(self.app.store.root))
        raise RuntimeError("stop after boot")

    monkeypatch.setattr(Harness, "boot", stop)
    monkeypatch.setenv("COIN_OP_HOME", str(tmp_path / "env-home"))
    with pytest.raises(RuntimeError):
        smoke.run(verbose=False)
    assert entry.main(["--smoke", "--home", str(tmp_path / "flag-home")]) == 1  # stopped by the patch
    assert seen == [tmp_path / "env-home", tmp_path / "flag-home"]

"""Issue 34, item 1: the CPUs' worker process imports nothing from the folder the player started the game in.

Before, the worker was ``python -m arcade`` in the app's working folder, and ``-m`` puts that folder first on
the import path: whoever could write there planted ``arcade/__init__.py`` and it ran, as the player, in the
worker that holds the secret of the line to the app."""

from __future__ import annotations

import os
import sys

import pytest
from thinker_fakes import where

from arcade.core import worker_link
from arcade.core.thinker import Thinker

PLANTED = """\
import os
with open({marker!r}, "w") as fh:
    fh.write(os.environ.get("COIN_OP_THINK_TOKEN", "no secret"))
"""


def plant(folder, marker) -> None:
    """A stranger's ``arcade`` package (and a module the worker may import) in ``folder``."""
    for name in ("arcade/__init__.py", "arcade/__main__.py", "random.py", "pickle.py"):
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(PLANTED.format(marker=str(marker)))


@pytest.mark.parametrize("frozen", [False, True], ids=["source", "packaged"])
def test_a_package_planted_in_the_working_folder_never_runs_and_the_cpu_still_thinks(tmp_path, monkeypatch, frozen):
    from arcade.games.crashline.cpu import make_bot
    from arcade.games.crashline.rules import new_state

    played = tmp_path / "shared"
    marker = tmp_path / "planted-code-ran"
    plant(played, marker)
    if frozen:  # the packaged app: its own executable, which runs the app's main (as the bundle does)
        exe = tmp_path / "bundle" / "coin-op-cabinet"
        exe.parent.mkdir()
        exe.write_text(f'#!/bin/sh\nexec {sys.executable} -I -c {worker_link.isolated_boot("arcade")!r} "$@"\n')
        exe.chmod(0o755)
        monkeypatch.setattr(sys, "frozen", True, raising=False)
        monkeypatch.setattr(sys, "executable", str(exe))
        monkeypatch.setenv(worker_link.PATH_ENV, os.pathsep.join(worker_link.child_import_path()))
    monkeypatch.chdir(played)
    monkeypatch.syspath_prepend(str(played))  # even if the app's own path held the folder it was started in
    state = new_state(seed=5, seats=3)
    seat = state.current_player()
    shark = make_bot("Shark", seat, 9)
    thinker = Thinker(process=True, max_starts=1)
    try:
        assert thinker.wait_ready(), "the worker starts"
        pid = thinker.pid
        assert thinker.think(where).result(timeout=30)[0] == pid != os.getpid()
        answer = thinker.think(shark.choose, state.view(seat)).result(timeout=60)
        assert answer in state.legal_actions(seat), "the CPU thought in the worker and answered"
        assert thinker.counts["process"] == 2 and thinker.counts["fallback"] == 0
        assert os.readlink(f"/proc/{pid}/cwd") != str(played), "it does not run in the player's folder"
    finally:
        thinker.close()
    assert not marker.exists(), "code planted in the working folder ran in the worker"


def test_the_child_runs_in_the_program_folder_with_no_working_folder_on_its_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend("")
    monkeypatch.syspath_prepend("relative/dir")
    paths = worker_link.child_import_path()
    assert paths[0] == worker_link.program_dir() and os.path.isdir(os.path.join(paths[0], "arcade"))
    assert str(tmp_path) not in paths and "" not in paths and all(os.path.isabs(p) for p in paths)
    command = worker_link.worker_command("fd:3")
    assert command[1] == "-I" and "-m" not in command, "isolated: no working folder, no PYTHON* variables"
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    env = worker_link._child_env("t")
    assert "PYTHONPATH" not in env and env[worker_link.TOKEN_ENV] == "t"

"""Issue 34, item 11 (second half): a CPU worker whose app was killed printed argparse's usage and "Broken
pipe" into the player's terminal. Now a worker whose line is gone, whenever it goes, leaves without a word."""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from arcade.core import worker_link

ROOT = Path(__file__).resolve().parents[1]


def spawn_worker(token: str):
    """The real worker, started as the app starts it, on a socketpair whose other end the test holds."""
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    theirs.set_inheritable(True)
    child = subprocess.Popen(
        worker_link.worker_command(f"fd:{theirs.fileno()}"),
        env=worker_link.child_env(**{worker_link.TOKEN_ENV: token}),
        cwd=worker_link.program_dir(),
        pass_fds=(theirs.fileno(),),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    theirs.close()
    return ours, child


def finish(child) -> tuple[int, bytes]:
    out, err = child.communicate(timeout=60)
    return child.returncode, out + err


@pytest.mark.parametrize("when", ["before answering its hello", "after half an answer"])
def test_an_app_gone_during_the_handshake_leaves_the_worker_quiet(when):
    ours, child = spawn_worker(secrets.token_hex(16))
    ours.settimeout(60)
    hello = ours.recv(24)
    assert hello.startswith(b"COINOPW2")
    if when == "after half an answer":
        ours.sendall(os.urandom(10))
    ours.close()  # the app is killed here
    code, said = finish(child)
    assert said == b"", said.decode(errors="replace")
    assert code == 0


def test_an_app_killed_while_its_cpu_thinks_leaves_the_worker_quiet(tmp_path):
    """The real app's thinker, a CPU thinking in the worker, and the app killed with SIGKILL meanwhile: the
    worker's answer finds no one (Broken pipe before) and it ends without a word."""
    app = textwrap.dedent(
        f"""
        import os, signal, sys, time
        sys.path[:0] = [{str(ROOT)!r}, {str(ROOT / "tests")!r}]
        from arcade.core.thinker import Thinker
        from thinker_fakes import SlowBot
        thinker = Thinker(process=True, max_starts=1)
        assert thinker.wait_ready(60)
        print(thinker.pid, flush=True)
        thinker.think(SlowBot(1, ms=800).choose, [1, 2, 3])  # the CPU thinks when the app dies
        time.sleep(0.2)
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", app], cwd=tmp_path, capture_output=True, timeout=120
    )  # returns once the worker, which shares the app's stderr, has ended too
    assert done.returncode == -signal.SIGKILL
    worker = int(done.stdout.split()[0])
    deadline = time.monotonic() + 30
    while os.path.exists(f"/proc/{worker}") and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not os.path.exists(f"/proc/{worker}") or open(f"/proc/{worker}/stat").read().split()[2] == "Z"
    assert done.stderr == b"", done.stderr.decode(errors="replace")


def test_a_stranger_that_does_not_prove_itself_is_still_refused_with_a_message():
    ours, child = spawn_worker(secrets.token_hex(16))
    ours.settimeout(60)
    ours.recv(24)
    ours.sendall(os.urandom(48))  # a reply with a forged proof: not the app
    code, said = finish(child)
    ours.close()
    assert code == 2 and b"not our parent" in said and b"Traceback" not in said

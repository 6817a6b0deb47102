"""Issue 22, items 7 and 8: the line to the CPUs' worker process, attacked.

The tests play the attacker. Before, only the child sent the secret: whoever held the parent's port (after
the app died hard between spawning the child and its call back) received the secret and had the child
unpickle anything. Now the default line is an inherited socketpair (no port at all), and on the localhost
fallback both ends prove the secret before a single pickle is read. A lost child is ended without waiting
on the frame thread."""

from __future__ import annotations

import os
import pickle
import secrets
import socket
import stat
import struct
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from thinker_fakes import HangsInChild, where

from arcade.core import thinker as thinker_mod
from arcade.core import worker_link
from arcade.core.thinker import Thinker

ROOT = Path(__file__).resolve().parents[1]


class Evil:
    """A pickle that, when loaded, creates ``target`` (code of the attacker's choosing, run as the app)."""

    def __init__(self, target: Path) -> None:
        self.target = str(target)

    def __reduce__(self):
        return (open, (self.target, "w"))


def framed(data: bytes) -> bytes:
    return struct.pack("!Q", len(data)) + data


def evil_job(target: Path) -> bytes:
    """What the old parent sent a child: a head (fn, keep) and the arguments, each a framed pickle."""
    blob = pickle.dumps(Evil(target))
    return framed(blob) + framed(blob)


def worker_env(token: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env[worker_link.TOKEN_ENV] = token
    return env


@pytest.mark.parametrize("reply", ["nothing", "garbage", "echo"])
def test_a_stranger_holding_the_port_gets_no_secret_and_no_pickle_is_loaded(tmp_path, reply):
    """The old hole: the app died, a stranger bound its port, the real worker connects to the stranger."""
    target = tmp_path / "pwned"
    token = secrets.token_hex(16)  # the real app's secret: the stranger never learns it
    stranger = socket.socket()
    stranger.bind(("127.0.0.1", 0))
    stranger.listen(1)
    port = stranger.getsockname()[1]
    child = subprocess.Popen(
        [sys.executable, "-m", "arcade", "--think-worker", str(port)],  # a bare port: tcp
        env=worker_env(token),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        stranger.settimeout(60)
        conn, _ = stranger.accept()
        conn.settimeout(60)
        heard = conn.recv(4096)
        if reply == "garbage":
            conn.sendall(os.urandom(48))
        elif reply == "echo":  # hand the child its own words back, hoping they pass for a proof
            conn.sendall((heard * 3)[:48])
        try:
            conn.sendall(evil_job(target) + framed(b"ready"))
        except OSError:
            pass  # the child has already hung up on us
        try:
            child.wait(60)  # it hangs up on us (the old worker instead ran the pickle and waited on)
        except subprocess.TimeoutExpired:
            pass
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        stranger.close()
    assert not target.exists(), "the stranger's pickle ran in the worker"
    assert token.encode() not in heard, "the secret is never sent"
    assert child.returncode == 2 and b"Traceback" not in child.stderr.read()


def test_a_stranger_posing_as_the_child_is_refused_and_the_real_one_works(tmp_path, monkeypatch):
    """On the localhost fallback a stranger knocks first, with a good greeting, then a forged proof, then
    a pickle: it is closed; the real child is let in and thinks."""
    monkeypatch.setattr(worker_link, "default_transport", lambda: "tcp")
    refused = []

    def rest_of_knock(s: socket.socket) -> None:
        try:
            s.recv(48)
            s.sendall(os.urandom(32) + framed(pickle.dumps(Evil(tmp_path / "pwned-parent"))))
            refused.append(s.recv(10) == b"")
        except OSError:
            refused.append(True)
        s.close()

    def command(where_to: str) -> list[str]:
        assert where_to.startswith("tcp:")
        s = socket.create_connection(("127.0.0.1", int(where_to[4:])))  # first in line, before the child
        s.settimeout(30)
        s.sendall(b"COINOPW2" + os.urandom(16))
        threading.Thread(target=rest_of_knock, args=(s,), daemon=True).start()
        return worker_link.worker_command(where_to)

    thinker = Thinker(process=True, command=command, max_starts=1)
    try:
        assert thinker.wait_ready()
        assert thinker.think(where).result(timeout=30)[0] == thinker.pid != os.getpid()
    finally:
        thinker.close()
    assert refused == [True] and not (tmp_path / "pwned-parent").exists()


def test_the_default_line_has_no_port_to_reach(monkeypatch):
    listened = []
    real_listen = socket.socket.listen

    def listen(self, *args):
        listened.append(self.family)
        return real_listen(self, *args)

    monkeypatch.setattr(socket.socket, "listen", listen)
    thinker = Thinker(process=True, max_starts=1)
    try:
        assert thinker.wait_ready()
        pid = thinker.pid
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            args = fh.read().split(b"\0")
        where_to = args[args.index(b"--think-worker") + 1].decode()
        assert where_to.startswith("fd:")
        fd = int(where_to[3:])
        assert os.readlink(f"/proc/{pid}/fd/{fd}").startswith("socket:")
        assert stat.S_ISSOCK(os.stat(f"/proc/{pid}/fd/{fd}").st_mode)
        assert thinker.think(where).result(timeout=30)[0] == pid
    finally:
        thinker.close()
    assert listened == [], "no socket listened for the worker"


def test_the_packaged_app_starts_its_worker_the_new_way(tmp_path, monkeypatch):
    """Frozen (PyInstaller), the worker is the app's own executable run with --think-worker fd:N."""
    exe = tmp_path / "coin-op-cabinet"
    exe.write_text(f'#!/bin/sh\ncd {ROOT}\nexec {sys.executable} -m arcade "$@"\n')
    exe.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    assert worker_link.worker_command("fd:7") == [str(exe), "--think-worker", "fd:7"]
    proc, chan = worker_link.start_worker(30)
    try:
        assert chan.poll(30) and chan.recv_bytes(5) == b"ready"
    finally:
        chan.close()
        proc.join(10)
        proc.kill()


def test_a_hung_child_is_ended_without_waiting_on_the_frame_thread(monkeypatch):
    thinker = Thinker(process=True, hang_s=0.3, max_starts=1)
    frame_thread = threading.get_ident()
    waits_here = []
    real_join = worker_link.WorkerProcess.join

    def join(self, timeout=None):
        if threading.get_ident() == frame_thread:
            waits_here.append(timeout)
        return real_join(self, timeout)

    monkeypatch.setattr(worker_link.WorkerProcess, "join", join)
    try:
        assert thinker.wait_ready()
        pid = thinker.pid
        future = thinker.think(HangsInChild(8).choose, [1, 2])
        while not future.done():  # the frame loop asking each frame, as the app does
            thinker.pump()
            threading.Event().wait(0.01)
        assert future.result() in (1, 2)
        assert waits_here == [], "the frame thread waited for the lost child"
        assert thinker.wait_reaped(10) and not os.path.exists(f"/proc/{pid}")
    finally:
        thinker.close()


def test_the_child_refuses_a_bad_where():
    with pytest.raises(RuntimeError):
        worker_link.connect_back("fd:0")  # no secret in the environment
    os.environ[worker_link.TOKEN_ENV] = "x"
    try:
        with pytest.raises(ValueError):
            worker_link.connect_back("pipe:/tmp/x")
    finally:
        os.environ.pop(worker_link.TOKEN_ENV, None)
    assert thinker_mod.run_worker.__doc__

"""The line to the CPUs' worker process (arcade/core/worker_link.py): only our own child is let in, a child
that dies at start is reported at once, messages of any size arrive whole, and the hidden flag is refused
to anyone but the app."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time

import pytest

from arcade.core.worker_link import Channel, start_worker

# A stand-in child: on the localhost transport, strangers knock first (one that connects and then says
# nothing at all, a wrong greeting, a claim of a 1 TB message, a right greeting with a wrong proof); then it
# connects with the real secret and sends back, doubled, every message it gets until the parent closes.
CHILD = textwrap.dedent("""
    import os, socket, struct, sys
    where = sys.argv[1]
    held = []
    if where.startswith("tcp:"):
        port = int(where[4:])
        silent = socket.create_connection(("127.0.0.1", port)); held.append(silent)
        bad = socket.create_connection(("127.0.0.1", port)); bad.sendall(struct.pack("!Q", 5) + b"wrong")
        big = socket.create_connection(("127.0.0.1", port)); big.sendall(struct.pack("!Q", 1 << 40))
        liar = socket.create_connection(("127.0.0.1", port)); liar.sendall(b"COINOPW2" + b"n" * 16)
        liar.recv(48); liar.sendall(b"p" * 32); held.append(liar)
    from arcade.core.worker_link import connect_back
    chan = connect_back(where)
    while True:
        try:
            data = chan.recv_bytes()
        except EOFError:
            break
        chan.send_bytes(data * 2)
""")


@pytest.mark.parametrize("transport", ["fd", "tcp"])
def test_only_the_child_with_the_secret_is_let_in_and_messages_arrive_whole(transport):
    # the silent stranger stays connected all along: it must not hold up the real child (before: the
    # parent waited on it until its whole deadline and the start failed)
    proc, chan = start_worker(20, lambda where: [sys.executable, "-c", CHILD, where], transport=transport)
    try:
        assert proc.is_alive()
        assert not chan.poll(0.0), "nothing is waiting before we ask"
        for size in (0, 1, 70_000, 3_000_000):
            chan.send_bytes(b"x" * size)
            assert chan.poll(10)
            assert chan.recv_bytes() == b"x" * (2 * size)
    finally:
        chan.close()  # the child sees the end of the connection and exits
        proc.join(10)
    assert not proc.is_alive() and proc.exitcode == 0


def test_a_child_that_dies_at_start_is_reported_at_once():
    started = time.monotonic()
    seen = []
    with pytest.raises(RuntimeError, match="exit code 3"):
        start_worker(20, lambda where: [sys.executable, "-c", "raise SystemExit(3)"], on_spawn=seen.append)
    assert time.monotonic() - started < 10
    assert seen and not seen[0].is_alive()


def test_a_start_can_be_stopped_and_leaves_no_child():
    seen = []
    with pytest.raises(RuntimeError, match="stopped"):
        start_worker(
            20,
            lambda where: [sys.executable, "-c", "import time; time.sleep(30)"],
            stop=lambda: bool(seen),
            on_spawn=seen.append,
        )
    assert not seen[0].is_alive(), "the child was ended and reaped"


def test_the_hidden_flag_is_refused_without_the_secret():
    for where in ("9", "fd:0", "tcp:9"):
        done = subprocess.run(
            [sys.executable, "-m", "arcade", "--think-worker", where], capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 2
        assert "--think-worker" in done.stderr and "COIN_OP_THINK_TOKEN" in done.stderr
        assert "Traceback" not in done.stderr


def test_a_message_longer_than_allowed_is_refused():
    import socket

    a, b = socket.socketpair()
    try:
        Channel(a).send_bytes(b"y" * 100)
        with pytest.raises(ValueError, match="100 bytes"):
            Channel(b).recv_bytes(max_size=10)
    finally:
        a.close()
        b.close()

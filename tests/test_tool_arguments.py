"""Issue 34, item 8: every command-line tool answers a bad argument with argparse's usage and a one-line
reason (exit 2): no traceback, no run that goes on without end, no 10,000 processes. The tools are run
in-process through their ``main(argv)``; each game's simulator and benchmark is found through its GameInfo."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from contextlib import contextmanager

import pytest

from arcade import __main__ as app_main
from arcade import bench, match, monkey, replay, sim
from arcade.core import cli
from arcade.games import registry

TOOLS = {"bench": bench.main, "sim": sim.main, "monkey": monkey.main, "replay": replay.main, "coin-op": app_main.main}

BAD = [
    # the findings of the review, as reported
    "bench crashline --seats 0",
    "bench crashline --seats 99",
    "bench mania --lineup bogus",
    "bench console --loop --fps 0",
    "bench loop --fps 0",
    "bench loop --runs 0",
    "bench startup --runs 0",
    "bench startup --binary /dev/null",
    "bench console --games 0",
    "bench console --games -1",
    "bench topspeed --repeat 0",
    "bench topspeed --repeat -1",
    "bench console --loop --seconds -1",
    "bench loop --seconds -1",
    "sim mania --workers 0",
    # and their kin
    "bench loop --fps 10000",
    "bench loop --seconds nan",
    "bench startup --binary /no/such/file",
    "bench frame --frames 0",
    "bench frame --runs -1",
    "bench hostile --runs 0",
    "bench crashline --games 0",
    "bench crashline --workers 0",
    "bench crashline --shark -1",
    "bench mania --games 0",
    "bench mania --lineup rookie,rookie",
    "bench vegas --games 0",
    "bench vegas --decisions -1",
    "bench insertcoin --games -1",
    "bench topspeed --bogus",
    "bench nosuchbench",
    "sim nosuchgame",
    "sim crashline --seats 0",
    "sim crashline --seats kid",
    "sim crashline --games 0",
    "sim crashline --workers 0",
    "sim mania --games 0",
    "sim mania --lineup bogus",
    "sim insertcoin --seats 0",
    "sim insertcoin --seats 7",
    "sim insertcoin --workers 0",
    "sim insertcoin --cpus bogus",
    "sim vegas --cpu bogus",
    "sim vegas --rounds 0",
    "sim vegas --month 0",
    "sim topspeed --red bogus",
    "sim console --bot bogus",
    "sim console --games 0",
    "monkey --events 0",
    "monkey --events -5",
    "monkey --seeds 0",
    "monkey --workers 0",
    "monkey --render-every 0",
    "monkey --soak -1",
    "monkey --soak 0",
    "monkey --fps 0",
    "monkey --scene nosuchscene",
    "replay /no/such/replay.json",
    "replay /dev/null",
    "replay /",
    "coin-op --fps 0",
    "coin-op --fps many",
]
# every game's simulator and benchmark, found through its GameInfo
for _info in registry.games():
    if _info.sim:
        BAD += [
            f"sim {_info.id} --games 0",
            f"sim {_info.id} --games -1",
            f"sim {_info.id} --bogus",
            f"sim {_info.id} --ladder --games 0",
            f"sim {_info.id} --ladder --workers 0",
            f"sim {_info.id} --ladder --seats 99",
        ]
    if _info.bench:
        BAD += [f"bench {_info.id} --bogus", f"bench {_info.id} --json extra"]
BAD = list(dict.fromkeys(BAD))


@contextmanager
def deadline(seconds: int):
    """A tool that takes a bad argument and starts running fails the test instead of running on."""

    def stop(*_args):
        raise TimeoutError(f"still running after {seconds} s: the bad argument was accepted")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def run_tool(line: str) -> int:
    tool, *argv = line.split()
    try:
        with deadline(30):
            code = TOOLS[tool](argv)
    except SystemExit as exc:
        code = exc.code
    return code


@pytest.mark.parametrize("line", BAD)
def test_a_bad_argument_gets_the_usage_and_a_one_line_reason(line, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # nothing a tool might write lands in the tree
    code = run_tool(line)
    out, err = capsys.readouterr()
    assert code == 2, f"{line}: exit {code!r}\n{err[-500:]}"
    assert "Traceback" not in out + err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert lines and lines[0].startswith("usage:"), f"{line}: no usage\n{err}"
    reason = lines[-1]
    assert ": error: " in reason and len(reason) > len(reason.split(": error: ")[0]) + 12, f"{line}: {reason!r}"


def test_the_review_s_lines_in_a_real_process_give_no_traceback():
    for line in ("bench startup --binary /dev/null", "sim mania --workers 0"):
        tool, *argv = line.split()
        done = subprocess.run(
            [sys.executable, "-m", f"arcade.{tool}", *argv], capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 2 and "Traceback" not in done.stderr and done.stdout == ""
        assert done.stderr.splitlines()[-1].count("error:") == 1


class CountingPool:
    """Stands in for the process pool: records how many workers were asked for, runs the shares here."""

    asked: list[int] = []

    def __init__(self, workers, mp_context=None):
        CountingPool.asked.append(workers)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def map(self, fn, items):
        return map(fn, items)


@pytest.mark.parametrize(
    "line",
    [
        "sim crashline --workers 10000 --games 1 --quiet --json",
        "sim mania --workers 10000 --games 1 --json",
        "sim crashline --workers 60 --games 1 --quiet --json",
        "sim console --workers 10000 --games 3 --json",
        "sim vegas --ladder --workers 10000 --games 2 --json",
    ],
)
def test_workers_are_capped_at_the_cores_and_the_games(line, monkeypatch, capsys):
    monkeypatch.setattr(match, "ProcessPoolExecutor", CountingPool)
    monkeypatch.setattr(os, "cpu_count", lambda: 64)  # plenty of cores: the games are the cap
    CountingPool.asked = []
    assert run_tool(line) == 0
    games = int(line.split("--games ")[1].split()[0])
    rotations = 4 if "crashline" in line or "mania" in line else 2 if "--ladder" in line else 1
    for asked in CountingPool.asked:
        assert 2 <= asked <= games * rotations * (2 if "--ladder" in line else 1), CountingPool.asked
    capsys.readouterr()
    monkeypatch.setattr(os, "cpu_count", lambda: 3)
    CountingPool.asked = []
    assert run_tool(line) == 0
    assert all(asked <= 3 for asked in CountingPool.asked), CountingPool.asked


def test_cap_workers():
    assert cli.cap_workers(10_000, 1) == 1
    assert cli.cap_workers(60, 4) == min(4, os.cpu_count() or 1)
    assert cli.cap_workers(1, 1000) == 1
    assert cli.cap_workers(10_000, 10_000) == (os.cpu_count() or 1)

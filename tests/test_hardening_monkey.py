"""The monkey: random input from every device and raw window events over every scene; a short run finds
nothing, and a planted fault is reported with the seed and event index that reproduce it."""

import pytest

from arcade import monkey
from arcade.scenes.attract import AttractScene


def test_a_short_monkey_run_over_every_scene_finds_no_failure():
    result = monkey.monkey("all", events=12, seed=3, log=lambda *_: None, max_wait_ms=400)
    assert set(result["per_scene"]) >= {"cabinet", "crashline", "topspeed", "console"}
    assert result["events"] == 12 * len(result["per_scene"])
    assert result["failures"] == [], result["failures"]


def test_a_planted_fault_is_reported_with_seed_and_event_and_reproduces(monkeypatch):
    def broken(self, ev):
        if ev.pressed and ev.action == "down":
            raise RuntimeError("planted")

    monkeypatch.setattr(AttractScene, "handle", broken)
    logs = []
    first = monkey.Monkey("cabinet", 5, logs.append, max_wait_ms=100).run(30)
    assert first.failures, "the monkey presses down on the title screen within 30 events"
    f = first.failures[0]
    assert f["seed"] == 5 and f["scene"] == "cabinet" and "planted" in f["error"]
    assert f"seed=5 event={f['event']}" in logs[0]
    again = monkey.Monkey("cabinet", 5, lambda *_: None, max_wait_ms=100).run(f["event"] + 1)
    assert [x["event"] for x in again.failures] == [f["event"]]


def test_seeds_spread_over_worker_processes_add_up_to_the_same_runs_as_one_process():
    serial = monkey.monkey("cabinet", events=20, seed=5, log=lambda *_: None, max_wait_ms=100, seeds=2)
    spread = monkey.monkey("cabinet", events=20, seed=5, log=lambda *_: None, max_wait_ms=100, seeds=2, workers=2)
    assert spread["events"] == serial["events"] == 40 and spread["per_scene"] == {"cabinet": 40}
    assert spread["failures"] == serial["failures"] == []


def test_a_worker_job_reports_the_failures_of_its_run(monkeypatch):
    def broken(self, ev):
        if ev.pressed and ev.action == "down":
            raise RuntimeError("planted")

    monkeypatch.setattr(AttractScene, "handle", broken)
    target, events, failures = monkey._run_job(("cabinet", 5, 30, 100, 25, True, None))
    assert (target, events) == ("cabinet", 30) and failures and failures[0]["seed"] == 5
    alone = monkey.Monkey("cabinet", 5, lambda *_: None, max_wait_ms=100).run(30)
    assert [f["event"] for f in failures] == [f["event"] for f in alone.failures]


def test_frames_are_drawn_only_now_and_then(monkeypatch):
    from arcade.app import App

    drawn = []
    real = App.render

    def counting(self, force=False):
        drawn.append(force)
        return real(self, force)

    monkeypatch.setattr(App, "render", counting)
    monkey.Monkey("cabinet", 2, lambda *_: None, max_wait_ms=100, render_every=10).run(40)
    assert drawn.count(True) == 4, "events 0, 10, 20 and 30 are drawn in full"


@pytest.mark.slow
def test_a_longer_monkey_run_over_every_scene_on_two_workers_finds_no_failure():
    result = monkey.monkey("all", events=3000, seed=11, log=lambda *_: None, seeds=2, workers=2)
    assert result["events"] == 3000 * 2 * len(result["per_scene"])
    assert result["failures"] == [], result["failures"]

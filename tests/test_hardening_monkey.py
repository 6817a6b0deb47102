"""The monkey: random input from every device and raw window events over every scene; a short run finds
nothing, and a planted fault is reported with the seed and event index that reproduce it."""
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

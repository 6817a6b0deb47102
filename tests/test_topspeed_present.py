"""Top Speed! presenter: race events -> the scene kit's timeline (sounds, landing flashes, seat messages,
READY?, the end-of-race reveal), through the one PRESENTATIONS table."""

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from arcade.core.rules import Event, TimeAdvanced
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.topspeed import rules
from arcade.games.topspeed.present import DROP_MS, PRESENTATIONS, REVEAL, drop_name, flash_name
from arcade.games.topspeed.rules import (
    NOT_STARTED,
    TAKE_BACK,
    Called,
    Placed,
    RaceStarted,
    Refused,
    SentToBottom,
    TimeUp,
    TookBack,
)
from arcade.games.topspeed.scene import COUNTDOWN_MS, TopSpeedScene
from arcade.scenes.kit.present import lookup
from arcade.testing import Harness


def race(seats=None, seed=4, fps=20):
    seats = seats or [SeatConfig("Ann", "human", "", "keys_b"), SeatConfig("Bob", "human", "", "keys_a")]
    h = Harness(fps=fps)
    h.boot()
    scene = h.app.push(TopSpeedScene(h.app, LobbyConfig("topspeed", seats, {}, seed)))
    return h, scene


def test_the_table_presents_every_event_the_old_isinstance_chain_did_and_every_race_event():
    old_chain = (Placed, SentToBottom, TookBack, Refused, RaceStarted, Called, TimeUp)
    for cls in old_chain:
        assert lookup(PRESENTATIONS, cls.__new__(cls)) is PRESENTATIONS[cls], cls.__name__
    engine_events = {
        v for v in vars(rules).values() if isinstance(v, type) and issubclass(v, Event) and v is not TimeAdvanced
    }
    engine_events.discard(Event)
    assert engine_events == set(old_chain)  # a new event class in the rules must get a presentation too


def test_race_events_sound_in_the_step_they_happen():
    h, scene = race()
    h.advance(COUNTDOWN_MS + 50)
    played = len(h.app.audio.played)
    scene.present([Placed(0, 3100.0, 1, 5, True), SentToBottom(1, 3100.0, 7)], scene.now())
    assert h.app.audio.played[played:] == ["place", "flip"]  # at once, in order: a race is real time
    assert scene.timeline.sounds == []


def test_a_landing_flash_and_a_seat_message_last_their_time_on_the_timeline():
    h, scene = race()
    h.advance(COUNTDOWN_MS + 50)
    now = scene.now()
    scene.present([Placed(1, 3100.0, 2, 9, True), Refused(0, 3100.0, TAKE_BACK, "only a mistake")], now)
    tl = scene.timeline
    assert tl.moving(drop_name(2, 9), now) == (1, 0.0)
    assert tl.moving(flash_name(0), now)[0] == "Only a mistake comes back"
    assert tl.moving(drop_name(2, 9), now + h.app.anim(DROP_MS)) is None
    assert tl.moving(flash_name(0), now + 1099) is not None and tl.moving(flash_name(0), now + 1100) is None
    assert h.app.audio.played[-2:] == ["place", "error"]


def test_a_cpu_refusal_or_one_before_the_start_says_nothing():
    cpu = [SeatConfig("Ann", "human", "", "keys_b"), SeatConfig("Blinky", "cpu", "Hard")]
    h, scene = race(cpu)
    played = len(h.app.audio.played)
    now = scene.now()
    scene.present([Refused(1, 10.0, TAKE_BACK, "x"), Refused(0, 10.0, "place", NOT_STARTED)], now)
    assert scene.timeline.moving(flash_name(1), now) is None and scene.timeline.moving(flash_name(0), now) is None
    assert h.app.audio.played[played:] == []


def test_a_resumed_race_says_ready_on_the_timeline_while_it_waits():
    cpu = [SeatConfig("Ann", "human", "", "keys_b"), SeatConfig("Blinky", "cpu", "Medium")]
    h, scene = race(cpu, seed=21)
    h.advance(COUNTDOWN_MS + 2000)
    data = json.loads(json.dumps(scene.hold_data()))
    h.app.pop()
    again = h.app.push(registry.get("topspeed").resume(h.app, data))
    h.advance(500)
    shown = again.timeline.current(again.now())
    assert again.frozen() and shown is not None and shown.title == "READY?"
    h.advance(2000)
    assert not again.frozen() and again.timeline.current(again.now()) is None


def test_the_reveal_plays_on_the_timeline_and_a_press_skips_to_its_end():
    h, scene = race(seed=5)
    h.advance(COUNTDOWN_MS + 50)
    h.tap("keys_a", "extra")
    h.advance(20)
    shown = scene.timeline.moves[REVEAL]
    assert shown.data is scene.reveal and shown.still
    assert scene.busy_until == shown.t0 + scene.reveal.total_ms and scene.busy()
    assert scene.reveal_frame().step.kind in ("call", "check")
    h.tap("keys_b", "confirm")
    assert scene.reveal_frame().done and not scene.busy()

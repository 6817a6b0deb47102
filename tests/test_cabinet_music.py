"""The music (issue 25, Sound): loops and stings rendered by our own chiptune engine, a loop per game and
one for the menus picked by the scene on top, its own volume, crossfades, ducking under stings, silence
a minute into the attract loop, and silence (never a crash) without an audio device."""

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import array
import time

import pygame
import pytest

from arcade.core import audio as audio_mod
from arcade.core import chiptune, music, settings, songs
from arcade.core.audio import Audio
from arcade.core.music import MUSIC_CHANNELS, Jukebox
from arcade.core.scenes import Scene
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.attract import MUSIC_OFF_MS, AttractScene, DemoScene
from arcade.testing import Harness

RATE = 22050


@pytest.fixture(scope="module")
def rendered():
    return {name: chiptune.render(song, RATE) for name, song in {**songs.SONGS, **songs.STINGS}.items()}


@pytest.mark.parametrize("name", [*songs.SONGS, *songs.STINGS])
def test_a_song_renders_to_its_length_and_is_not_silent(rendered, name):
    song = {**songs.SONGS, **songs.STINGS}[name]
    samples = rendered[name]
    beats = song.step_count() / song.steps_per_beat
    seconds = beats * 60 / song.bpm + (0 if song.loop else chiptune.TAIL_S)
    assert len(samples) == song.length(RATE)
    assert abs(len(samples) - seconds * RATE) <= song.step_count() + 1  # steps are whole samples
    assert max(map(abs, samples)) > 8000, "audible"
    loud = sum(1 for s in samples[:: RATE // 100] if abs(s) > 500)
    assert loud > len(samples[:: RATE // 100]) // 3, "it plays most of the time, not one blip"
    assert song.step_count() % 16 == 0 or not song.loop, "loops are whole bars"


def test_every_loop_differs_from_every_other(rendered):
    loops = list(songs.SONGS)
    assert len(loops) == 7
    for i, a in enumerate(loops):
        for b in loops[i + 1 :]:
            assert rendered[a] != rendered[b], f"{a} and {b} sound the same"
            assert songs.SONGS[a].tracks[0].notes != songs.SONGS[b].tracks[0].notes


def test_stereo_doubles_each_sample_and_rendering_in_pieces_equals_rendering_at_once():
    song = songs.STINGS["prize"]
    mono = chiptune.render(song, RATE)
    stereo = chiptune.render(song, RATE, channels=2)
    assert stereo[::2] == mono and stereo[1::2] == mono
    work = chiptune.Render(song, RATE)
    pieces = 0
    while work.step():
        pieces += 1
    assert work.samples == mono and pieces > 10


def test_a_loop_wraps_its_tail_to_the_start_and_a_sting_has_room_for_it():
    note = chiptune.Track("pulse", "C5 - - - " * 3 + "C5 - - -", 0.3)  # the last note's release rings on
    looping = chiptune.render(chiptune.Song("t", 120, (note,)), RATE)
    sting = chiptune.render(chiptune.Song("t", 120, (note,), loop=False), RATE)
    assert len(sting) - len(looping) == int(RATE * chiptune.TAIL_S)
    assert max(map(abs, sting[len(looping) :])) == 0  # the notes end within their steps
    with pytest.raises(ValueError):
        chiptune.Song("bad", 120, (chiptune.Track("pulse", "C5 - -"), chiptune.Track("drums", "k .")))
    with pytest.raises(ValueError):
        chiptune.Track("pulse", "H5", 0.3).notes and chiptune.Song("bad", 120, (chiptune.Track("pulse", "H5"),))
    assert chiptune.frequency("A4") == 440.0 and round(chiptune.frequency("C4"), 2) == 261.63


def test_each_game_names_its_own_loop_and_the_names_agree():
    named = [info.music for info in registry.games()]
    assert all(name in songs.SONGS for name in named) and len(set(named)) == len(named) == 6
    assert songs.MENUS == music.MENUS and songs.MENUS not in named
    assert set(songs.STINGS) == set(audio_mod.STINGS) and audio_mod.DUCKING >= set(songs.STINGS) | {"crash"}


def test_music_volume_is_its_own_setting_and_bad_values_are_refused_with_a_message():
    out, problems = settings.validate({"volume": 0.9, "music_volume": 0.2})
    assert (out["volume"], out["music_volume"], problems) == (0.9, 0.2, [])
    for bad in (1.5, -0.1, "loud", True, float("nan"), None):
        out, problems = settings.validate({"music_volume": bad, "volume": 0.4})
        assert out["music_volume"] == settings.DEFAULTS["music_volume"] and out["volume"] == 0.4
        assert len(problems) == 1 and problems[0].startswith("music_volume:")
    assert set(settings.DEFAULTS["effects"]) == set(audio_mod.SOUNDS) >= {"win", "lose", "prize"}


def test_the_options_page_changes_the_music_volume_alone_and_it_reaches_the_jukebox():
    from arcade.scenes.options import OptionsScene

    h = Harness(render=False)
    h.boot()
    page = h.app.push(OptionsScene(h.app))
    h.advance(300)
    labels = [item.label for item in page.items]
    assert labels[:2] == ["Effects volume", "Music volume"]
    h.tap("keys_a", "down")
    h.tap("keys_a", "left")
    assert h.app.settings["music_volume"] == 0.4 and h.app.settings["volume"] == 0.7
    assert h.app.audio.music.volume == 0.4 and h.app.audio.volume == 0.7
    assert h.app.store.load("settings", None, settings.VERSION)["music_volume"] == 0.4


class Quiet(Scene):
    music = ""


class Overlay(Scene):
    opaque = False  # no opinion: the loop below goes on


def crash_line(app):
    from arcade.games.crashline.scene import CrashLineScene

    seats = [SeatConfig("Player 1", "human", "", "keys_a"), SeatConfig("Blinky", "cpu", "Careful")]
    return CrashLineScene(app, LobbyConfig("crashline", seats, {}, 5))


def test_the_scene_on_top_picks_the_loop():
    h = Harness(render=False)
    h.boot()
    box = h.app.audio.music
    assert isinstance(h.top, AttractScene) and box.wanted == "cabinet" and box.asked >= 1
    h.tap("keys_a", "confirm")  # to the game select: the same loop
    assert box.wanted == "cabinet"
    game = h.app.push(crash_line(h.app))
    h.advance(100)
    assert box.wanted == registry.get("crashline").music == "redline"
    h.app.push(Overlay(h.app))
    h.advance(100)
    assert box.wanted == "redline", "an overlay with no opinion keeps the game's loop"
    h.app.push(Quiet(h.app))
    h.advance(100)
    assert box.wanted == ""
    h.app.pop()
    h.app.pop()
    assert h.top is game
    h.app.pop()
    h.advance(100)
    assert box.wanted == "cabinet"


def test_the_attract_loops_music_stops_a_minute_after_the_last_key_press_and_a_press_brings_it_back():
    h = Harness(render=False)
    h.boot()
    box = h.app.audio.music
    attract = h.top
    h.advance(MUSIC_OFF_MS - 2000)
    assert box.wanted != "", "still on before the minute (the demo plays its game's loop)"
    if isinstance(h.top, DemoScene):
        assert box.wanted == h.top.inner.music
    h.advance(2500)
    assert box.wanted == "", f"off after a minute without input ({h.top})"
    h.advance(60000)
    assert box.wanted == "", "and stays off, demos or not"
    h.tap("keys_a", "left")  # any key: a demo ends, the attract screen's own key does nothing else
    h.advance(100)
    assert h.top is attract and box.wanted == "cabinet"


def warmed(box: Jukebox, *names: str) -> None:
    """Spare time until these are made (the tests' stand-in for the loop's spare time)."""
    for _ in range(200000):
        if all(n in box.samples for n in names):
            return
        assert box.warm_one()
    raise AssertionError("never made")


@pytest.fixture
def mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_a_loop_plays_once_made_crossfades_to_the_next_and_a_sting_ducks_it(tmp_path, mixer):
    a = Audio(tmp_path)
    a.start()
    assert a.ok, a.error
    a.configure(0.7, False, {}, 0.5)
    box = a.music
    box.want(None, 0.0)
    assert box.playing is None, "nothing plays before it is made (it is never made on the frame's path)"
    warmed(box, "cabinet")
    box.want(None, 20.0)
    assert box.playing == "cabinet"
    first = pygame.mixer.Channel(MUSIC_CHANNELS[box._current])
    assert first.get_sound() is box.sounds["cabinet"] and box._applied == 0.5
    box.want("jackpot", 30.0)  # asked for: made in spare time (a loop nobody asks for is never made)
    assert box.playing == "cabinet", "the old loop plays on until the new one is made"
    warmed(box, "jackpot")
    box.want("jackpot", 40.0)
    second = pygame.mixer.Channel(MUSIC_CHANNELS[box._current])
    assert box.playing == "jackpot" and second is not first and second.get_sound() is box.sounds["jackpot"]
    assert first.get_busy(), "the old loop fades out while the new one fades in"
    time.sleep((music.FADE_MS + 300) / 1000)  # the mixer fades in real time
    assert second.get_volume() == pytest.approx(0.5, abs=0.01) and not first.get_busy()
    t = 40.0 + music.FADE_MS
    a.play("win")
    box.want("jackpot", t)
    assert box.ducked() and second.get_volume() == pytest.approx(0.5 * music.DUCK, abs=0.01)
    box.want("jackpot", t + a.length_ms("win") + 1)
    assert not box.ducked() and second.get_volume() == pytest.approx(0.5, abs=0.01)
    a.configure(0.7, True, {}, 0.5)
    box.want("jackpot", 5000.0)
    assert box.playing is None, "mute silences the music too"
    a.configure(0.7, False, {}, 0.0)
    box.want("jackpot", 5100.0)
    assert box.playing is None, "music volume 0: no music, the effects still play"
    a.play("coin")
    assert a.played[-1] == "coin"


def test_made_loops_are_kept_in_the_cache_and_read_back_by_the_next_start(tmp_path, mixer):
    a = Audio(tmp_path)
    a.start()
    warmed(a.music, "cabinet")
    assert "cabinet" in a.music.render_ms
    b = Jukebox(tmp_path)
    b.start(a.rate, a.channels)
    b.warm_one()  # loads the songs' data
    b.want(None, 0.0)
    assert b.playing == "cabinet" and "cabinet" not in b.render_ms, "read back, not rendered again"
    assert b.samples["cabinet"] == a.music.samples["cabinet"]
    path = tmp_path / music.cache_name(songs.SONGS["cabinet"], a.rate, a.channels)
    path.write_bytes(b"\x00\x01\x02")  # a bad copy is ignored and the loop rendered again
    c = Jukebox(tmp_path)
    c.start(a.rate, a.channels)
    warmed(c, "cabinet")
    assert "cabinet" in c.render_ms and c.samples["cabinet"] == a.music.samples["cabinet"]


def test_no_audio_device_means_silence_and_never_a_crash(monkeypatch, tmp_path):
    def fail(*_a, **_k):
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    a = Audio(tmp_path)
    a.start()
    assert not a.ok and not a.music.ok
    a.configure(0.7, False, {}, 0.8)
    for now in range(0, 1000, 100):
        a.music.want("redline" if now > 500 else None, float(now))
    a.play("win")
    a.play("crash")
    assert not a.warm_one() and a.played == ["win", "crash"] and a.music.playing is None
    assert a.music.wanted == "redline"


def test_an_unknown_loop_name_falls_back_to_the_menus_loop(tmp_path):
    box = Jukebox(tmp_path)
    box.warm_one()
    box.want("no such song", 0.0)
    assert box.wanted == "cabinet"


def test_the_end_sting_is_lose_only_when_the_people_all_lost_to_a_cpu():
    from arcade.core.stats import SeatResult
    from arcade.scenes.game_end import GameEnd

    class End(GameEnd):
        def __init__(self, results):
            self._results = results

        def results(self):
            return self._results

    person, cpu = SeatResult("Ann", 3, True, False), SeatResult("Blinky", 9, False, True)
    assert End([person, cpu]).end_sting() == "lose"
    assert End([SeatResult("Ann", 9, True, True), SeatResult("Blinky", 3, False, False)]).end_sting() == "win"
    assert End([SeatResult("Ann", 120, True, False)]).end_sting() == "win"  # a solo run
    assert End([SeatResult("Ann", 1, True, False), SeatResult("Bo", 5, True, True)]).end_sting() == "win"


def test_memory_of_every_made_loop_stays_small(rendered):
    held = sum(len(s) * array.array("h").itemsize for s in rendered.values())
    assert held < 4 * 1024 * 1024, f"{held} bytes of samples"


def test_the_app_makes_the_menus_loop_in_its_spare_time_and_then_plays_it(mixer):
    h = Harness(render=False)
    h.boot()
    box = h.app.audio.music
    assert box.ok and box.samples == {} and box.playing is None, "nothing made on the way to the first frame"
    for _ in range(5000):
        h.app.spare(time.perf_counter() + 1.0)  # a frame's wait with plenty of time left
        if "cabinet" in box.samples:
            break
    assert "cabinet" in box.samples and 0 < box.render_ms["cabinet"] < 5000
    h.advance(50)
    assert box.playing == "cabinet"


def test_the_first_frame_imports_no_song_and_renders_nothing(tmp_path):
    import json
    import subprocess
    import sys

    from tests.test_cabinet_startup_path import FIRST_FRAME

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", COIN_OP_HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, env=env, timeout=60, check=True
    ).stdout
    modules = json.loads(out.strip().splitlines()[-1])["modules"]
    assert "arcade.core.music" in modules  # the jukebox is there, knowing only what the scenes want
    assert "arcade.core.songs" not in modules and "arcade.core.chiptune" not in modules


def test_the_jukebox_holds_only_the_loops_it_plays_and_reads_others_back_from_the_cache(tmp_path, mixer):
    a = Audio(tmp_path)
    a.start()
    box = a.music
    t = 0.0
    for name in ("redline", "jackpot", "pixels", "overdrive"):
        box.want(name, t)
        warmed(box, name)
        t += 1000.0
        box.want(name, t)
        assert box.playing == name
    loops = [n for n in box.samples if n in songs.SONGS]
    assert set(loops) <= {"overdrive", "pixels", "cabinet"}, "the one playing, the one fading out, the menus'"
    rendered = dict(box.render_ms)
    box.want("redline", t + 1000.0)
    warmed(box, "redline")
    box.want("redline", t + 2000.0)
    assert box.playing == "redline" and box.render_ms["redline"] == rendered["redline"], "read back, not made again"

"""Sounds are made on first use (none at start-up), kept in the user folder's cache for the next start, and
a cache that cannot be written or holds a bad file falls back to synthesis without a word."""

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from arcade.core import audio as audio_mod
from arcade.core.audio import EFFECTS, Audio, cache_key, expected_samples, samples_for, synth


def test_start_makes_no_sound_and_play_makes_one(tmp_path, monkeypatch):
    monkeypatch.setattr(audio_mod, "_MADE", {})  # as in a fresh process (an earlier test may have warmed them)
    made = []
    real = audio_mod.synth
    monkeypatch.setattr(audio_mod, "synth", lambda recipe, rate=22050: made.append(recipe) or real(recipe, rate))
    a = Audio(tmp_path)
    a.start()
    try:
        assert a.ok, a.error
        assert a.sounds == {} and made == []
        a.play("tick")
        assert list(a.sounds) == ["tick"] and len(made) == 1
        a.play("tick")
        assert len(made) == 1  # made once
        assert (tmp_path / cache_key("tick", a.rate, a.channels)).exists()
        # Another start reads the cache back instead of synthesising.
        b = Audio(tmp_path)
        b.start()
        b.play("tick")
        assert len(made) == 1 and "tick" in b.sounds
        # Spare-time warming makes the rest, one per call (then goes on to the music, piece by piece).
        count = 0
        while set(b.sounds) != set(EFFECTS) and b.warm_one():
            count += 1
        assert count == len(EFFECTS) - 1 and set(b.sounds) == set(EFFECTS)
        assert b.music.samples == {} and b.warm_one(), "the music is not made until the effects are"
    finally:
        pygame.mixer.quit()


def test_cached_samples_equal_synthesised_ones_and_bad_files_are_ignored(tmp_path):
    first = samples_for("coin", 22050, 1, tmp_path)
    assert first == synth(EFFECTS["coin"][1], 22050)
    path = tmp_path / cache_key("coin", 22050, 1)
    assert samples_for("coin", 22050, 1, tmp_path) == first
    path.write_bytes(b"\x01\x02\x03")  # truncated / odd-length junk
    assert samples_for("coin", 22050, 1, tmp_path) == first
    assert len(samples_for("coin", 22050, 2, tmp_path)) == expected_samples("coin", 22050, 2)


def test_an_unwritable_cache_folder_falls_back_to_synthesis(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    samples = samples_for("beep", 22050, 1, blocker / "sounds")
    assert samples == synth(EFFECTS["beep"][1], 22050)

import pygame

from arcade.core.audio import EFFECTS, Audio, duration_ms, synth


def test_synth_lengths_match_recipes():
    for name, (_desc, recipe) in EFFECTS.items():
        samples = synth(recipe, 22050)
        assert abs(len(samples) - 22050 * duration_ms(name) / 1000) <= len(recipe)
        assert max(abs(s) for s in samples) > 1000  # audible, not silence


def test_no_audio_device_means_silence_not_a_crash(monkeypatch):
    def fail(*_a, **_k):
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    a = Audio()
    a.start()
    assert not a.ok and "ALSA" in a.error
    a.play("crash")  # must not raise
    assert a.played == ["crash"]


def test_mute_and_per_effect_toggles():
    a = Audio()
    a.configure(0.5, False, {"flip": False})
    a.play("flip")
    a.play("coin")
    assert a.played == ["coin"]
    a.configure(0.5, True, {})
    a.play("coin")
    assert a.played == ["coin"]


def test_dummy_driver_plays():
    a = Audio()
    a.start()
    assert a.ok, a.error
    a.play("beep")
    pygame.mixer.quit()

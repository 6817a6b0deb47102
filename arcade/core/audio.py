"""Sound effects synthesised by our own code (square waves, sweeps and noise into 16-bit buffers).

No audio device means silence, never a crash: ``Audio.start`` catches the mixer's failure and every call
afterwards does nothing. Volume, mute and per-effect toggles come from the settings.
"""
from __future__ import annotations

import array
import random

RATE = 22050

# name -> (description, recipe); a recipe is a list of (kind, f0, f1, ms, volume)
EFFECTS: dict[str, tuple[str, list[tuple[str, float, float, int, float]]]] = {
    "beep": ("console beep", [("square", 880, 880, 70, 0.5)]),
    "select": ("menu move", [("square", 660, 660, 30, 0.25)]),
    "confirm": ("menu choose", [("square", 660, 990, 60, 0.35)]),
    "back": ("menu back", [("square", 520, 330, 70, 0.3)]),
    "flip": ("card flip", [("noise", 0, 0, 25, 0.25), ("square", 1200, 1600, 25, 0.15)]),
    "crash": ("crash", [("noise", 0, 0, 280, 0.6), ("square", 220, 55, 260, 0.4)]),
    "coin": ("coin", [("square", 988, 988, 60, 0.4), ("square", 1319, 1319, 220, 0.4)]),
    "fanfare": ("fanfare", [("square", 523, 523, 110, 0.4), ("square", 659, 659, 110, 0.4),
                            ("square", 784, 784, 110, 0.4), ("square", 1047, 1047, 320, 0.45)]),
    "error": ("mistake buzz", [("square", 140, 120, 180, 0.45)]),
    "tick": ("countdown tick", [("square", 1500, 1500, 18, 0.3)]),
    "place": ("card placed", [("noise", 0, 0, 18, 0.3), ("square", 400, 300, 30, 0.2)]),
}


def synth(recipe, rate: int = RATE, seed: int = 7) -> array.array:
    """Render a recipe to mono signed 16-bit samples."""
    rng = random.Random(seed)
    out = array.array("h")
    for kind, f0, f1, ms, vol in recipe:
        n = int(rate * ms / 1000)
        phase = 0.0
        amp = int(32767 * vol)
        for i in range(n):
            t = i / max(1, n - 1)
            env = min(1.0, i / (rate * 0.003) if i < rate * 0.003 else 1.0) * (1 - t) ** 0.6
            if kind == "noise":
                v = rng.uniform(-1, 1)
            else:
                f = f0 + (f1 - f0) * t
                phase += f / rate
                v = 1.0 if (phase % 1.0) < 0.5 else -1.0
            out.append(int(amp * env * v))
    return out


_SAMPLES: dict[tuple[str, int, int], bytes] = {}


def _samples(name: str, freq: int, channels: int) -> bytes:
    """An effect's samples, synthesised once per process (a second App, as tests make, reuses them)."""
    key = (name, freq, channels)
    if key not in _SAMPLES:
        samples = synth(EFFECTS[name][1], freq)
        if channels > 1:
            samples = array.array("h", (s for s in samples for _ in range(channels)))
        _SAMPLES[key] = samples.tobytes()
    return _SAMPLES[key]


class Audio:
    def __init__(self) -> None:
        self.ok = False
        self.sounds: dict[str, object] = {}
        self.volume = 0.7
        self.muted = False
        self.enabled: dict[str, bool] = {name: True for name in EFFECTS}
        self.played: list[str] = []  # what was asked for (tests read it; works even when silent)
        self.error: str | None = None

    def start(self) -> None:
        import pygame

        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            freq, _size, channels = pygame.mixer.get_init()
            for name, (_desc, recipe) in EFFECTS.items():
                self.sounds[name] = pygame.mixer.Sound(buffer=_samples(name, freq, channels))
            self.ok = True
        except Exception as exc:  # noqa: BLE001 - no sound card is normal; play silent
            self.ok = False
            self.error = str(exc) or exc.__class__.__name__

    def configure(self, volume: float, muted: bool, enabled: dict[str, bool]) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.muted = muted
        self.enabled.update({k: bool(v) for k, v in enabled.items() if k in self.enabled})

    def play(self, name: str) -> None:
        if name not in EFFECTS:
            raise KeyError(f"unknown sound effect {name!r}")
        if self.muted or not self.enabled.get(name, True) or self.volume <= 0:
            return
        self.played.append(name)
        del self.played[:-50]
        sound = self.sounds.get(name)
        if self.ok and sound is not None:
            try:
                sound.set_volume(self.volume)
                sound.play()
            except Exception:  # noqa: BLE001
                pass


def duration_ms(name: str) -> float:
    return sum(ms for *_rest, ms, _v in EFFECTS[name][1]) if name in EFFECTS else 0.0


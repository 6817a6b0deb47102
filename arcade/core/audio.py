"""Sound effects synthesised by our own code (square waves, sweeps and noise into 16-bit buffers).

No audio device means silence, never a crash: ``Audio.start`` catches the mixer's failure and every call
afterwards does nothing. Volume, mute and per-effect toggles come from the settings. The music (loops and
the stings ``win``, ``lose``, ``prize``) is :mod:`arcade.core.music`'s, at its own volume on its own
channels; a sting, and the crash, duck the music while they play.

Nothing is synthesised at start-up (it took a third of the time to the first frame): a sound is made the
first time it is played, or earlier in a frame's spare time (``warm_one``), and its samples are kept in
``cache_dir`` (the user folder's ``cache/sounds``) so the next start reads them back. The cache is only a
shortcut: a file that cannot be written, read or that has the wrong length is ignored and the sound is
synthesised again, silently.
"""

from __future__ import annotations

import array
import random
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Protocol

RATE = 22050

# name -> (description, recipe); a recipe is a list of (kind, f0, f1, ms, volume)
Step = tuple[str, float, float, int, float]
EFFECTS: dict[str, tuple[str, list[Step]]] = {
    "beep": ("console beep", [("square", 880, 880, 70, 0.5)]),
    "select": ("menu move", [("square", 660, 660, 30, 0.25)]),
    "confirm": ("menu choose", [("square", 660, 990, 60, 0.35)]),
    "back": ("menu back", [("square", 520, 330, 70, 0.3)]),
    "flip": ("card flip", [("noise", 0, 0, 25, 0.25), ("square", 1200, 1600, 25, 0.15)]),
    "crash": ("crash", [("noise", 0, 0, 280, 0.6), ("square", 220, 55, 260, 0.4)]),
    "coin": ("coin", [("square", 988, 988, 60, 0.4), ("square", 1319, 1319, 220, 0.4)]),
    "fanfare": (
        "fanfare",
        [
            ("square", 523, 523, 110, 0.4),
            ("square", 659, 659, 110, 0.4),
            ("square", 784, 784, 110, 0.4),
            ("square", 1047, 1047, 320, 0.45),
        ],
    ),
    "error": ("mistake buzz", [("square", 140, 120, 180, 0.45)]),
    "tick": ("countdown tick", [("square", 1500, 1500, 18, 0.3)]),
    "place": ("card placed", [("noise", 0, 0, 18, 0.3), ("square", 400, 300, 30, 0.2)]),
}


# the stings: short tunes of arcade.core.songs, played like effects (and switched on or off like them)
STINGS: dict[str, str] = {"win": "win sting", "lose": "lose sting", "prize": "prize sting"}
SOUNDS: dict[str, str] = {**{name: desc for name, (desc, _r) in EFFECTS.items()}, **STINGS}  # every toggle
DUCKING = frozenset({*STINGS, "crash"})  # these turn the music down while they play


def synth(recipe: Iterable[Step], rate: int = RATE, seed: int = 7) -> array.array[int]:
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


CACHE_FORMAT = 1


def cache_key(name: str, rate: int, channels: int) -> str:
    """A file name that changes whenever the recipe, the rate, the channels or this code's format do."""
    import hashlib

    recipe = repr((CACHE_FORMAT, EFFECTS[name][1], rate, channels, array.array("h").itemsize, sys.byteorder))
    return f"{name}-{hashlib.sha1(recipe.encode()).hexdigest()[:12]}.pcm"


def expected_samples(name: str, rate: int, channels: int) -> int:
    return sum(int(rate * ms / 1000) for *_rest, ms, _v in EFFECTS[name][1]) * channels


_MADE: dict[tuple[str, int, int], array.array[int]] = {}  # made once per process (tests make many Apps)


def samples_for(name: str, rate: int, channels: int, cache_dir: Path | None) -> array.array[int]:
    """The samples of one effect: made once per process; from the disk cache when it holds a good copy,
    else synthesised (and written to the cache when it can be; any failure there is silent)."""
    key = (name, rate, channels)
    if key not in _MADE:
        _MADE[key] = _samples_for(name, rate, channels, cache_dir)
    return _MADE[key]


def _samples_for(name: str, rate: int, channels: int, cache_dir: Path | None) -> array.array[int]:
    want = expected_samples(name, rate, channels)
    path = Path(cache_dir) / cache_key(name, rate, channels) if cache_dir is not None else None
    if path is not None:
        from arcade.core.pcm_cache import read_cached, write_cached

        cached = read_cached(path, want)
        if cached is not None:
            return cached
    samples = synth(EFFECTS[name][1], rate)
    if channels > 1:
        samples = array.array("h", (s for s in samples for _ in range(channels)))
    if path is not None:
        write_cached(path, samples)
    return samples


class Audio:
    def __init__(self, cache_dir: Path | None = None) -> None:
        self.ok = False
        self.cache_dir = cache_dir
        self.rate = RATE
        self.channels = 1
        self.sounds: dict[str, _Sound] = {}  # made so far (lazily)
        self.volume = 0.7
        self.muted = False
        self.enabled: dict[str, bool] = {name: True for name in SOUNDS}
        self.played: list[str] = []  # what was asked for (tests read it; works even when silent)
        self.error: str | None = None
        from arcade.core.music import Jukebox

        self.music = Jukebox(cache_dir)

    def start(self) -> None:
        import pygame

        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            init = pygame.mixer.get_init()
            if not init:
                raise pygame.error("the mixer did not start")
            self.rate, _size, self.channels = init
            self.ok = True
            self.music.start(self.rate, self.channels)
        except Exception as exc:
            self.ok = False
            self.error = str(exc) or exc.__class__.__name__

    def configure(self, volume: float, muted: bool, enabled: dict[str, bool], music_volume: float = 0.5) -> None:
        """Effects' volume, mute (the music too), the effects' toggles, and the music's own volume."""
        self.volume = max(0.0, min(1.0, volume))
        self.muted = muted
        self.enabled.update({k: bool(v) for k, v in enabled.items() if k in self.enabled})
        self.music.configure(music_volume, muted)

    def play(self, name: str) -> None:
        if name not in SOUNDS:
            raise KeyError(f"unknown sound effect {name!r}")
        if self.muted or not self.enabled.get(name, True) or self.volume <= 0:
            return
        self.played.append(name)
        del self.played[:-50]
        if name in DUCKING:
            self.music.duck(self.length_ms(name))
        if not self.ok:
            return
        try:
            sound = self.sound(name)
            sound.set_volume(self.volume)
            sound.play()
        except Exception:
            pass

    def length_ms(self, name: str) -> float:
        """How long an effect or a sting plays."""
        if name in STINGS:
            return 1000.0 * self.music.song(name).length(self.rate) / self.rate
        return duration_ms(name)

    def sound(self, name: str) -> _Sound:
        """The pygame Sound of one effect or sting, made on first use (needs a started mixer)."""
        if name in STINGS:
            sting: _Sound = self.music.sound(name)
            return sting
        sound = self.sounds.get(name)
        if sound is None:
            import pygame

            samples = samples_for(name, self.rate, self.channels, self.cache_dir)
            sound = self.sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())
        return sound

    def warm_one(self) -> bool:
        """Make one sound not made yet, or one piece of the music (spare time between frames); False when
        there is nothing left to make."""
        if not self.ok:
            return False
        for name in EFFECTS:
            if name not in self.sounds:
                try:
                    self.sound(name)
                except Exception:
                    self.sounds[name] = _Silent()
                return True
        try:
            return self.music.warm_one()
        except Exception:
            return False


class _Sound(Protocol):
    """What :class:`Audio` needs of a sound: a pygame ``Sound``, or :class:`_Silent` for one that failed."""

    def set_volume(self, value: float, /) -> None: ...

    def play(self) -> object: ...


class _Silent:
    def set_volume(self, _v: float) -> None:
        pass

    def play(self) -> None:
        pass


def duration_ms(name: str) -> float:
    return sum(ms for *_rest, ms, _v in EFFECTS[name][1]) if name in EFFECTS else 0.0

"""The music: one loop at a time on the mixer's two reserved channels, crossfaded when the wanted loop
changes, ducked while a sting plays, at its own volume (the ``music_volume`` setting).

Each frame the app tells the :class:`Jukebox` which loop the scenes want (``Scene.music`` read from the top
of the stack down: a name, ``""`` for silence, ``None`` for no opinion, which means the menus' loop). A loop
not rendered yet is rendered in the spare time between frames (``warm_one``, one small piece per call,
the wanted loop first, then the stings, then the other loops) and starts once it is ready; rendered samples
are kept in the user folder's sound cache, so later starts read them back. Nothing here runs before the
first frame, and the songs' data (:mod:`arcade.core.songs`) is imported only when the first piece is
rendered. Without a mixer (``start`` not called or it failed) every call only keeps count: silence, never
a crash.
"""

from __future__ import annotations

import array
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arcade.core.chiptune import Render, Song

FADE_MS = 700  # the crossfade between two loops, and the fade-out to silence
DUCK = 0.3  # the music's loudness (of its volume) while a sting plays
CACHE_FORMAT = 1
MUSIC_CHANNELS = (0, 1)  # reserved: effects never take them
WARM_BUDGET_MS = 2.0  # rendering done in one frame's spare time (App.spare asks with 8 ms left)


MENUS = "cabinet"  # the menus' loop (arcade.core.songs.MENUS; named here so a frame never imports the songs)


def _songs() -> tuple[dict[str, Song], dict[str, Song]]:
    from arcade.core import songs

    return songs.SONGS, songs.STINGS


def cache_name(song: Song, rate: int, channels: int) -> str:
    """A file name that changes whenever the song, the rate, the channels or the engine's format do."""
    import hashlib

    from arcade.core import chiptune

    recipe = repr((CACHE_FORMAT, chiptune.PIECE, song, rate, channels, sys.byteorder))
    return f"song-{song.name}-{hashlib.sha1(recipe.encode()).hexdigest()[:12]}.pcm"


class Jukebox:
    def __init__(self, cache_dir: Path | None = None) -> None:
        self.cache_dir = cache_dir
        self.ok = False
        self.rate = 22050
        self.channels = 1
        self.volume = 0.5
        self.muted = False
        self.wanted: str | None = None  # the loop the scenes want now ("" = silence)
        self.playing: str | None = None  # the loop on the music channel (None: none)
        self.samples: dict[str, array.array[int]] = {}  # rendered or read from the cache
        self.sounds: dict[str, Any] = {}  # pygame Sounds of the samples
        self.render_ms: dict[str, float] = {}  # how long each render took, its pieces added up
        self.asked = 0  # how many frames told us what they want (works without a mixer too)
        self._render: Render | None = None
        self._render_spent = 0.0
        self._duck_until = 0.0
        self._duck_for = 0.0  # a sting asked to duck this long (ms), from the next frame's time
        self._now = 0.0
        self._current = 0  # index into MUSIC_CHANNELS of the loop's channel
        self._applied: float | None = None  # the volume last set on the channel
        self._fading_until = 0.0  # a fade-in sets the channel's volume itself until then (game-clock ms)
        self._names: set[str] | None = None  # the loops' names, once the songs' data is loaded (spare time)
        self._cache_tried: set[str] = set()

    # -- set-up ------------------------------------------------------------------------------------
    def start(self, rate: int, channels: int) -> None:
        """The mixer is up: reserve the music's channels (the effects take the others)."""
        import pygame

        self.rate, self.channels = rate, channels
        try:
            pygame.mixer.set_reserved(len(MUSIC_CHANNELS))
            self.ok = True
        except Exception:
            self.ok = False

    def configure(self, volume: float, muted: bool) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.muted = muted
        self._applied = None

    # -- each frame --------------------------------------------------------------------------------
    def want(self, name: str | None, now_ms: float) -> None:
        """The loop the scenes want this frame (None: the menus'; an unknown name: the menus' too)."""
        self.asked += 1
        self._now = now_ms
        if self._duck_for:
            self._duck_until = now_ms + self._duck_for
            self._duck_for = 0.0
        if name is None or (name and self._names is not None and name not in self._names):
            name = MENUS
        self.wanted = name
        target = name if self.volume > 0 and not self.muted else ""
        if target != (self.playing or ""):
            if not target:
                self._stop()
            elif target in self.samples or (self._names is not None and self._from_cache(target)):
                self._switch(target)
        self._apply_volume()

    def duck(self, ms: float) -> None:
        """A sting plays for ``ms``: the music goes down to ``DUCK`` of its volume meanwhile."""
        self._duck_for = max(self._duck_for, ms)

    def ducked(self) -> bool:
        return self._duck_for > 0 or self._now < self._duck_until

    # -- rendering ---------------------------------------------------------------------------------
    def song(self, name: str) -> Song:
        songs, stings = _songs()
        return songs[name] if name in songs else stings[name]

    def samples_of(self, name: str) -> array.array[int]:
        """A loop's or a sting's samples: from memory, the cache, or rendered now (all at once)."""
        if name not in self.samples and not self._from_cache(name):
            from arcade.core.chiptune import Render

            if self._render is not None and self._render.song.name == name:
                render = self._render
                self._render = None
            else:
                render = Render(self.song(name), self.rate, self.channels)
            t0 = time.perf_counter()
            self._done(name, render.run(), (time.perf_counter() - t0) * 1000.0)
        return self.samples[name]

    def sound(self, name: str) -> Any:
        """The pygame Sound of a loop or a sting (needs a started mixer)."""
        sound = self.sounds.get(name)
        if sound is None:
            import pygame

            sound = self.sounds[name] = pygame.mixer.Sound(buffer=self.samples_of(name).tobytes())
        return sound

    def warm_one(self, budget_ms: float = WARM_BUDGET_MS) -> bool:
        """Pieces of rendering for about ``budget_ms`` (spare time between frames; each piece is a
        millisecond or less); False when everything is made."""
        if self._names is None:  # the first call only loads the songs' data (a few milliseconds)
            self._names = set(_songs()[0])
            return True
        t0 = time.perf_counter()
        while self._warm_piece():
            if (time.perf_counter() - t0) * 1000.0 >= budget_ms:
                return True
        return False

    def _warm_piece(self) -> bool:
        if self._render is None:
            name = self._next_to_make()
            if name is None:
                return False
            if self._from_cache(name):
                return True
            from arcade.core.chiptune import Render

            self._render = Render(self.song(name), self.rate, self.channels)
            self._render_spent = 0.0
        t0 = time.perf_counter()
        more = self._render.step()
        self._render_spent += (time.perf_counter() - t0) * 1000.0
        if not more:
            render, self._render = self._render, None
            assert render.samples is not None
            self._done(render.song.name, render.samples, self._render_spent)
        return True

    def _next_to_make(self) -> str | None:
        songs, stings = _songs()
        wanted = self.wanted if self.wanted in songs else MENUS
        order = [wanted, MENUS, *stings]  # what is or will soon be asked for; another game's loop on its turn
        return next((n for n in order if n and n not in self.samples), None)

    def _done(self, name: str, samples: array.array[int], ms: float) -> None:
        self.samples[name] = samples
        self.render_ms[name] = ms
        self._to_cache(name, samples)

    def expected(self, name: str) -> int:
        return self.song(name).length(self.rate) * self.channels

    def _path(self, name: str) -> Path | None:
        if self.cache_dir is None:
            return None
        return Path(self.cache_dir) / cache_name(self.song(name), self.rate, self.channels)

    def _from_cache(self, name: str) -> bool:
        """Read a good cached copy once (a name tried and missed is not tried again: it gets rendered)."""
        from arcade.core.pcm_cache import read_cached

        if name in self._cache_tried:
            return False
        self._cache_tried.add(name)
        path = self._path(name)
        data = read_cached(path, self.expected(name)) if path is not None else None
        if data is None:
            return False
        self.samples[name] = data
        return True

    def _to_cache(self, name: str, samples: array.array[int]) -> None:
        from arcade.core.pcm_cache import write_cached

        path = self._path(name)
        if path is not None:
            write_cached(path, samples)

    # -- the channels ------------------------------------------------------------------------------
    def _channel(self, i: int) -> Any:
        import pygame

        return pygame.mixer.Channel(MUSIC_CHANNELS[i])

    def _switch(self, name: str) -> None:
        before, self.playing = self.playing, name
        self._forget(keep={name, before, MENUS})
        if not self.ok:
            return
        try:
            sound = self.sound(name)
            self._channel(self._current).fadeout(FADE_MS)
            self._current = 1 - self._current
            channel = self._channel(self._current)
            channel.set_volume(self._level())
            channel.play(sound, loops=-1, fade_ms=FADE_MS)
            self._applied = self._level()
            self._fading_until = self._now + FADE_MS
        except Exception:
            self.ok = False  # the device went away: silence from now on

    def _forget(self, keep: set[str | None]) -> None:
        """Let go of other games' loops (samples and Sound) that the cache can give back (~1 ms): the
        music holds the loop playing, the one fading out, the menus' and the stings, not every loop
        visited."""
        songs, _stings = _songs()
        for name in [n for n in self.samples if n in songs and n not in keep]:
            path = self._path(name)
            if path is not None and path.is_file():
                self.samples.pop(name, None)
                self.sounds.pop(name, None)
                self._cache_tried.discard(name)  # it may be read back

    def _stop(self) -> None:
        self.playing = None
        if not self.ok:
            return
        try:
            for i in range(len(MUSIC_CHANNELS)):
                self._channel(i).fadeout(FADE_MS)
        except Exception:
            self.ok = False

    def _level(self) -> float:
        return self.volume * (DUCK if self.ducked() else 1.0)

    def _apply_volume(self) -> None:
        level = self._level()
        if not self.ok or self.playing is None or level == self._applied or self._now < self._fading_until:
            return  # (during a fade-in, a volume set now would be undone at its end: it waits)
        self._applied = level
        try:
            self._channel(self._current).set_volume(level)
        except Exception:
            self.ok = False

    def memory_bytes(self) -> int:
        """The samples held in memory (the pygame Sounds hold a copy each of those made into sounds)."""
        held = sum(len(s) * s.itemsize for s in self.samples.values())
        return held + sum(len(self.samples[n]) * self.samples[n].itemsize for n in self.sounds)

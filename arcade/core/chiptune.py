"""A small chiptune engine in pure Python: a song is data (a tempo and a few tracks of notes written as
text), rendered once to mono signed 16-bit samples (``array('h')``), the way the effects are.

A track is one voice: ``pulse`` (a square/pulse lead, its ``duty`` 0.125, 0.25 or 0.5), ``triangle`` (a
stepped 4-bit triangle, the bass) or ``drums`` (noise and a falling tone: kick, snare, hats). Its notes are
whitespace-separated steps, one per ``1 / steps_per_beat`` of a beat:

- a pitch (``C4``, ``F#3``, ``Bb2``): a note starts; ``-``: the note before goes on; ``.``: silence;
- on a drums track: ``k`` kick, ``s`` snare, ``h`` closed hat, ``o`` open hat, ``.`` or ``-`` nothing;
- ``|`` is ignored (bar lines, to read the data).

Every track of a song has the same number of steps. A looping song is rendered to exactly its steps' length
and what rings past the end (a note's tail, an open hat) wraps round to the start, so the loop is seamless;
a sting (``loop=False``) gets ``TAIL_S`` of room at its end instead. Rendering is work in pieces
(:class:`Render`), so the cabinet can spread it over the spare time between frames. No pygame here.
"""

from __future__ import annotations

import array
import random
from collections.abc import Iterator
from operator import add, mul

from arcade.core.record import FrozenValue

WAVES = ("pulse", "triangle", "drums")
DUTIES = (0.125, 0.25, 0.5)
DRUMS = "ksho"
TAIL_S = 0.35  # room after a sting's last step for its notes to die away
PIECE = 2048  # samples made per piece of work (about a millisecond or two)
_NAMES = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
_TRIANGLE = [(abs(i - 15.5) - 7.75) / 7.75 for i in range(32)]  # 32 steps of a 4-bit triangle, -1..1


class Track(FrozenValue):
    """One voice of a song: its wave, its notes (see the module's notes) and its loudness (0..1)."""

    wave: str
    notes: str
    volume: float
    duty: float
    _fields = ("wave", "notes", "volume", "duty")
    __slots__ = _fields

    def __init__(self, wave: str, notes: str, volume: float = 0.3, duty: float = 0.5) -> None:
        if wave not in WAVES:
            raise ValueError(f"unknown wave {wave!r}")
        if duty not in DUTIES:
            raise ValueError(f"duty {duty!r} is not one of {DUTIES}")
        object.__setattr__(self, "wave", wave)
        object.__setattr__(self, "notes", notes)
        object.__setattr__(self, "volume", float(volume))
        object.__setattr__(self, "duty", float(duty))

    def steps(self) -> list[str]:
        return [s for s in self.notes.split() if s != "|"]


class Song(FrozenValue):
    """A tune: beats per minute, steps per beat, its tracks, and whether it loops (music) or not (a sting)."""

    name: str
    bpm: float
    steps_per_beat: int
    tracks: tuple[Track, ...]
    loop: bool
    _fields = ("name", "bpm", "steps_per_beat", "tracks", "loop")
    __slots__ = _fields

    def __init__(
        self, name: str, bpm: float, tracks: tuple[Track, ...], steps_per_beat: int = 4, loop: bool = True
    ) -> None:
        lengths = {len(t.steps()) for t in tracks}
        if len(lengths) != 1 or 0 in lengths:
            raise ValueError(f"song {name!r}: every track needs the same number of steps, got {sorted(lengths)}")
        for t in tracks:
            for s in t.steps():
                _check_step(t.wave, s, name)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "bpm", float(bpm))
        object.__setattr__(self, "steps_per_beat", steps_per_beat)
        object.__setattr__(self, "tracks", tuple(tracks))
        object.__setattr__(self, "loop", loop)

    def step_count(self) -> int:
        return len(self.tracks[0].steps())

    def step_samples(self, rate: int) -> int:
        return max(1, round(rate * 60.0 / self.bpm / self.steps_per_beat))

    def length(self, rate: int) -> int:
        """The rendered length in samples (mono): the steps' length, plus the tail of a sting."""
        body = self.step_count() * self.step_samples(rate)
        return body if self.loop else body + int(rate * TAIL_S)


def _check_step(wave: str, step: str, song: str) -> None:
    if step in ("-", "."):
        return
    if wave == "drums":
        if step not in DRUMS:
            raise ValueError(f"song {song!r}: {step!r} is not a drum ({DRUMS})")
        return
    frequency(step)  # raises ValueError for a bad pitch


def frequency(pitch: str) -> float:
    """Hertz of a pitch name: ``A4`` is 440, ``C4`` middle C, ``F#3``/``Gb3`` sharps and flats."""
    if len(pitch) < 2 or pitch[0] not in _NAMES:
        raise ValueError(f"bad pitch {pitch!r}")
    semis = _NAMES[pitch[0]]
    rest = pitch[1:]
    if rest[0] in "#b" and len(rest) > 1:
        semis += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    if not rest.isdigit():
        raise ValueError(f"bad pitch {pitch!r}")
    midi = 12 * (int(rest) + 1) + semis
    return float(440.0 * 2 ** ((midi - 69) / 12))


def notes_of(track: Track, step_samples: int) -> list[tuple[int, int, str]]:
    """(start sample, length in samples, what) of each note or drum hit of a track."""
    out: list[tuple[int, int, str]] = []
    current: list[int | str] | None = None
    for i, s in enumerate(track.steps()):
        if s == "-" and current is not None:
            if track.wave != "drums":
                current[1] = int(current[1]) + step_samples
            continue
        if current is not None:
            out.append((int(current[0]), int(current[1]), str(current[2])))
            current = None
        if s not in ("-", "."):
            current = [i * step_samples, step_samples, s]
    if current is not None:
        out.append((int(current[0]), int(current[1]), str(current[2])))
    return out


def _ramp(n: int, a: float, b: float) -> list[float]:
    if n <= 0:
        return []
    return [a + (b - a) * i / n for i in range(n)]


def _envelope(kind: str, n: int, rate: int) -> list[float]:
    """A note's loudness over its ``n`` samples: a quick attack, a decay to a sustain, a release at its end."""
    attack = min(n // 4, int(rate * 0.003))
    release = min(n // 3, int(rate * (0.012 if kind == "triangle" else 0.02)))
    if kind == "triangle":
        return _ramp(attack, 0.0, 1.0) + [1.0] * (n - attack - release) + _ramp(release, 1.0, 0.0)
    decay = min(n - attack - release, int(rate * 0.09))
    hold = n - attack - decay - release
    return _ramp(attack, 0.0, 1.0) + _ramp(decay, 1.0, 0.6) + [0.6] * hold + _ramp(release, 0.6, 0.0)


def _tone(kind: str, hz: float, duty: float, n: int, rate: int, amp: float) -> Iterator[list[float]]:
    """A pulse or triangle note, in pieces of at most ``PIECE`` samples."""
    env = _envelope(kind, n, rate)
    inc = hz / rate
    for j0 in range(0, n, PIECE):
        j1 = min(n, j0 + PIECE)
        if kind == "pulse":
            wave = [amp if (j * inc) % 1.0 < duty else -amp for j in range(j0, j1)]
        else:
            tri = _TRIANGLE
            wave = [amp * tri[int((j * inc) % 1.0 * 32)] for j in range(j0, j1)]
        yield list(map(mul, wave, env[j0:j1]))


def _drum(hit: str, rate: int, amp: float, rng: random.Random) -> list[float]:
    """One drum hit: a kick is a falling tone, a snare noise over a short tone, a hat a burst of noise."""
    if hit == "k":
        n = int(rate * 0.11)
        out, phase = [], 0.0
        for i in range(n):
            t = i / n
            phase += (150.0 - 105.0 * t) / rate
            out.append(amp * 1.4 * _TRIANGLE[int(phase % 1.0 * 32)] * (1.0 - t) ** 1.5)
        return out
    if hit == "s":
        n = int(rate * 0.13)
        tone = 185.0 / rate
        return [
            amp * (0.8 * rng.uniform(-1, 1) + 0.4 * (1.0 if (i * tone) % 1.0 < 0.5 else -1.0)) * (1.0 - i / n) ** 2
            for i in range(n)
        ]
    n = int(rate * (0.025 if hit == "h" else 0.12))
    noise = [rng.uniform(-1, 1) for _ in range(n + 1)]
    return [amp * 0.55 * (noise[i + 1] - noise[i]) * (1.0 - i / n) for i in range(n)]  # a difference: bright


class Render:
    """The rendering of one song, done piece by piece: ``step()`` makes about ``PIECE`` samples of work and
    says whether more is left; ``samples`` is the result once done (``run()`` does it all at once)."""

    def __init__(self, song: Song, rate: int, channels: int = 1) -> None:
        self.song = song
        self.rate = rate
        self.channels = channels
        self.samples: array.array[int] | None = None
        self._work = self._pieces()

    @property
    def done(self) -> bool:
        return self.samples is not None

    def step(self) -> bool:
        """One piece of work; False once the song is rendered."""
        if self.samples is not None:
            return False
        try:
            next(self._work)
        except StopIteration:
            pass
        return self.samples is None

    def run(self) -> array.array[int]:
        while self.step():
            pass
        assert self.samples is not None
        return self.samples

    def _pieces(self) -> Iterator[None]:
        song, rate = self.song, self.rate
        size = song.length(rate)
        mix = array.array("d", [0.0]) * size  # an array, not a list: freed at once when done
        yield
        rng = random.Random(song.name)
        step = song.step_samples(rate)
        made: dict[tuple[str, str, int, float, float], array.array[float]] = {}  # the same note sounds the same
        for track in song.tracks:
            amp = 32767.0 * track.volume
            for start, n, what in notes_of(track, step):
                key = (track.wave, what, n if track.wave != "drums" else 0, amp, track.duty)
                sound = made.get(key)
                if sound is None:
                    sound = array.array("d")
                    if track.wave == "drums":
                        sound.extend(_drum(what, rate, amp, rng))
                        yield
                    else:
                        for piece in _tone(track.wave, frequency(what), track.duty, n, rate, amp):
                            sound.extend(piece)
                            yield
                    made[key] = sound
                for at in range(0, len(sound), PIECE):
                    _add(mix, start + at, sound[at : at + PIECE], song.loop)
                    yield
        out = array.array("h")
        for i in range(0, size, PIECE):
            chunk = [int(v) if -32767.0 < v < 32767.0 else (32767 if v > 0 else -32767) for v in mix[i : i + PIECE]]
            if self.channels > 1:
                chunk = [s for s in chunk for _ in range(self.channels)]
            out.extend(chunk)
            yield
        self.samples = out


def _add(mix: array.array[float], at: int, piece: array.array[float], wrap: bool) -> None:
    """Mix ``piece`` into ``mix`` from ``at``: past the end it wraps to the start (a loop) or is cut."""
    size = len(mix)
    while piece:
        if at >= size:
            if not wrap:
                return
            at -= size
        end = min(size, at + len(piece))
        mix[at:end] = array.array("d", map(add, mix[at:end], piece[: end - at]))
        piece = piece[end - at :]
        at = end


def render(song: Song, rate: int, channels: int = 1) -> array.array[int]:
    """The whole song at once (tests, tools; the cabinet renders in pieces)."""
    return Render(song, rate, channels).run()

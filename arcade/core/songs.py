"""The cabinet's music and stings, as data for :mod:`arcade.core.chiptune`. All of it is our own writing.

Each loop has its own character: ``cabinet`` (the attract screen and the menus: bright, C major, a steady
groove), ``redline`` (tense A minor at a push-your-luck gallop, thin 12.5% pulse, pumping bass),
``jackpot`` (a lounge swing in F with a walking bass and a round square lead), ``boardwalk`` (a bouncy
march in G, oom-pah bass), ``pixels`` (fast E minor arpeggios), ``overdrive`` (a racing D major with long
notes over driving eighths) and ``bleeps`` (a sparse 1983 console: beeps, hats and a slow bass). A game names
its loop in its ``GameInfo.music``. Stings (``win``, ``lose``, ``prize``) do not loop; they duck the music.
Four steps to a beat and sixteen to a bar throughout; ``|`` marks the bars.
"""

from __future__ import annotations

from arcade.core.chiptune import Song, Track


def _bars(*bars: str) -> str:
    return " | ".join(bars)


def _octaves(*roots: str) -> str:
    """A bar of bass eighths per root, low and high octave in turn (``C`` -> C2 C3 C2 C3 ...)."""
    return _bars(*(" ".join([f"{r}2 - {r}3 -"] * 4) for r in roots))


def _pump(*roots: str) -> str:
    """A bar of bass sixteenths per root, the fourth an octave up."""
    return _bars(*(" ".join([f"{r}2 {r}2 {r}2 {r}3"] * 4) for r in roots))


CABINET = Song(
    "cabinet",
    128,
    (
        Track(
            "pulse",
            _bars(
                "E5 - G5 - C6 - G5 - E5 - - - D5 - E5 -",
                "C5 - - - A4 - C5 - E5 - - - D5 - C5 -",
                "A4 - C5 - F5 - E5 - F5 - A5 - G5 - F5 -",
                "G5 - - - - - . . D5 - G5 - B5 - D6 -",
                "C6 - - - B5 - G5 - E5 - G5 - C6 - - -",
                "A5 - - - G5 - E5 - C5 - E5 - A5 - G5 -",
                "F5 - A5 - C6 - A5 - F5 - E5 - D5 - C5 -",
                "D5 - - - B4 - D5 - G5 - - - . . . .",
            ),
            0.22,
            0.25,
        ),
        Track("triangle", _octaves("C", "A", "F", "G", "C", "A", "F", "G"), 0.34),
        Track(
            "drums",
            _bars(*["k . h . s . h . k . k h s . h ."] * 7, "k . h . s . s . k s . s s s s s"),
            0.28,
        ),
    ),
)

REDLINE = Song(
    "redline",
    148,
    (
        Track(
            "pulse",
            _bars(
                "A4 . C5 . E5 . A5 - - - G5 . E5 . C5 .",
                "D5 . F5 . A5 . D6 - - - C6 . A5 . F5 .",
                "E5 . G#5 . B5 . E6 - - - D6 . B5 . G#5 .",
                "A5 - - - E5 - - - A4 . . . . . . .",
            ),
            0.2,
            0.125,
        ),
        Track("triangle", _pump("A", "D", "E", "A"), 0.32),
        Track("drums", _bars(*["k . h h s . h h k . h h s . h o"] * 3, "k . h h s . h h k k s . s s s s"), 0.26),
    ),
)

JACKPOT = Song(
    "jackpot",
    116,
    (
        Track(
            "pulse",
            _bars(
                "F5 - A5 - C6 - - - D6 - C6 - A5 - - -",
                "D5 - F5 - A5 - - - Bb5 - A5 - F5 - - -",
                "G5 - Bb5 - D6 - C6 - Bb5 - A5 - G5 - F5 -",
                "E5 - G5 - C6 - - - - - - - . . . .",
            ),
            0.2,
            0.5,
        ),
        Track(
            "triangle",
            _bars(
                "F2 - - - A2 - - - C3 - - - A2 - - -",
                "D2 - - - F2 - - - A2 - - - F2 - - -",
                "G2 - - - Bb2 - - - D3 - - - Bb2 - - -",
                "C2 - - - E2 - - - G2 - - - Bb2 - - -",
            ),
            0.36,
        ),
        Track("drums", _bars(*["k . . h . . h . s . . h . . h ."] * 3, "k . . h . . h . s . . h o . . ."), 0.24),
    ),
)

BOARDWALK = Song(
    "boardwalk",
    132,
    (
        Track(
            "pulse",
            _bars(
                "B4 - D5 - G5 - D5 - B4 - D5 - G5 - B5 -",
                "C6 - - - B5 - A5 - G5 - E5 - - - . .",
                "A4 - D5 - F#5 - A5 - D6 - C6 - B5 - A5 -",
                "G5 - - - D5 - B4 - G4 - - - . . . .",
            ),
            0.22,
            0.25,
        ),
        Track(
            "triangle",
            _bars(
                "G2 - . . D3 - . . G2 - . . D3 - . .",
                "C3 - . . G2 - . . C3 - . . G2 - . .",
                "D2 - . . A2 - . . D2 - . . A2 - . .",
                "G2 - . . D3 - . . G2 - . . G2 - . .",
            ),
            0.36,
        ),
        Track("drums", _bars(*["k . . . s . . . k . k . s . . ."] * 3, "k . . . s . . . k . s . s . s ."), 0.26),
    ),
)

PIXELS = Song(
    "pixels",
    160,
    (
        Track(
            "pulse",
            _bars(
                "E5 G5 B5 E6 B5 G5 E5 G5 B5 E6 B5 G5 E5 - . .",
                "C5 E5 G5 C6 G5 E5 C5 E5 G5 C6 G5 E5 C5 - . .",
                "D5 F#5 A5 D6 A5 F#5 D5 F#5 A5 D6 A5 F#5 D5 - . .",
                "B4 D#5 F#5 B5 F#5 D#5 B4 D#5 F#5 B5 - - - - . .",
            ),
            0.16,
            0.125,
        ),
        Track(
            "triangle",
            _bars(
                "E2 - - - - - - - E3 - - - - - - -",
                "C2 - - - - - - - C3 - - - - - - -",
                "D2 - - - - - - - D3 - - - - - - -",
                "B1 - - - - - - - B2 - - - D#3 - - -",
            ),
            0.36,
        ),
        Track("drums", _bars(*["k . h . s . h . k k h . s . h h"] * 4), 0.24),
    ),
)

OVERDRIVE = Song(
    "overdrive",
    172,
    (
        Track(
            "pulse",
            _bars(
                "D5 - - - F#5 - - - A5 - - - D6 - - -",
                "C6 - - - - - B5 - A5 - G5 - E5 - - -",
                "G5 - - - B5 - - - D6 - - - B5 - G5 -",
                "A5 - - - - - - - A5 - B5 - C#6 - - -",
            ),
            0.18,
            0.5,
        ),
        Track(
            "triangle",
            _bars(*(" ".join([f"{r}2 . {r}2 . {r}3 . {r}2 ."] * 2) for r in ("D", "C", "G", "A"))),
            0.34,
        ),
        Track("drums", _bars(*["k . k . s . h . k . k h s . h ."] * 3, "k . k . s . s . s s s s s s s s"), 0.28),
    ),
)

BLEEPS = Song(
    "bleeps",
    112,
    (
        Track(
            "pulse",
            _bars(
                "A5 . . . E5 . . . G5 . A5 . . . . .",
                "C6 . . . A5 . . . G5 . E5 . . . . .",
                "D5 . . . E5 . . . G5 . . . A5 . C6 .",
                "A5 - - - - - - - . . . . . . . .",
            ),
            0.2,
            0.5,
        ),
        Track(
            "triangle",
            _bars(
                "A2 - - - - - - - A2 - - - G2 - - -",
                "F2 - - - - - - - F2 - - - G2 - - -",
                "D2 - - - - - - - E2 - - - G2 - - -",
                "A2 - - - - - - - - - - - E2 - - -",
            ),
            0.34,
        ),
        Track("drums", _bars(*["k . h . . . h . k . h . . . h h"] * 4), 0.2),
    ),
)

WIN = Song(
    "win",
    150,
    (
        Track("pulse", "G5 . G5 . C6 - - - E6 - D6 - E6 - - - - - - - . . . .", 0.24, 0.25),
        Track("pulse", "E5 . E5 . G5 - - - C6 - B5 - C6 - - - - - - - . . . .", 0.14, 0.5),
        Track("triangle", "C3 . C3 . C3 - - - G2 - - - C3 - - - - - - - . . . .", 0.36),
        Track("drums", "k . k . s . . . k . . . s . . . o . . . . . . .", 0.26),
    ),
    loop=False,
)

LOSE = Song(
    "lose",
    120,
    (
        Track("pulse", "B4 - A4 - F4 - - - E4 - - - - - - - . . . .", 0.24, 0.5),
        Track("triangle", "E3 - - - D3 - - - E2 - - - - - - - . . . .", 0.36),
        Track("drums", "k . . . . . . . k . . . . . . . . . . .", 0.22),
    ),
    loop=False,
)

PRIZE = Song(
    "prize",
    180,
    (
        Track("pulse", "A5 C#6 E6 A6 E6 A6 C#7 - - - - - - - . .", 0.2, 0.125),
        Track("pulse", ". . A5 C#6 E6 C#6 E6 - - - - - - - . .", 0.12, 0.25),
        Track("drums", "h . h . h . o . . . . . . . . .", 0.2),
    ),
    loop=False,
)

SONGS: dict[str, Song] = {s.name: s for s in (CABINET, REDLINE, JACKPOT, BOARDWALK, PIXELS, OVERDRIVE, BLEEPS)}
STINGS: dict[str, Song] = {s.name: s for s in (WIN, LOSE, PRIZE)}
MENUS = "cabinet"  # the attract screen's and the menus' loop, and that of any scene that names none

"""Player names made safe to keep and to draw.

A name can come from the name-entry grid, a lobby file, a kept game's seats or the statistics file. Some
characters pass a text check yet draw as nothing (U+200B ZERO WIDTH SPACE, U+FEFF, U+00AD SOFT HYPHEN,
U+200D ZERO WIDTH JOINER) or turn the text around (U+202E RIGHT-TO-LEFT OVERRIDE): they are Unicode's
*format* characters (category Cf). :func:`clean_name` keeps what a player can see: the name in NFC form,
without format, control, surrogate, private-use or unassigned characters, line breaks turned into spaces,
runs of spaces made one, trimmed and cut to a length. An empty result becomes the default given
("Player 2").

This module imports no pygame.
"""

from __future__ import annotations

import unicodedata

_DROPPED = {"Cc", "Cf", "Cs", "Co", "Cn"}  # control, format, surrogate, private use, unassigned
_SPACES = {"Zs", "Zl", "Zp"}


def clean_text(value: object, max_len: int = 64) -> str:
    """``value`` as visible text: NFC, no invisible or control characters, single spaces, trimmed, at
    most ``max_len`` characters (cut on a character, never inside a pair of surrogates)."""
    if not isinstance(value, str):
        return ""
    try:
        value = unicodedata.normalize("NFC", value)
    except (UnicodeError, ValueError):
        pass
    out: list[str] = []
    for ch in value:
        cat = unicodedata.category(ch)
        if cat in _DROPPED:
            continue
        if cat in _SPACES:
            if out and out[-1] != " ":
                out.append(" ")
            continue
        out.append(ch)
    text = "".join(out).strip()
    # a name made only of combining marks would draw as nothing
    if text and all(unicodedata.category(ch).startswith("M") for ch in text):
        return ""
    return text[:max_len].rstrip()


def clean_name(value: object, default: str, max_len: int = 24) -> str:
    """A player's name fit to keep and draw: :func:`clean_text`, or ``default`` when nothing visible is
    left."""
    return clean_text(value, max_len) or default


def seat_default(index: int) -> str:
    """The name a seat gets when its own cannot be used: "Player 1", "Player 2", ..."""
    return f"Player {index + 1}"

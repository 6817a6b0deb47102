"""Vegas Slot Machine 1973: the lobby's summary of what the options turn on, in words (the expansions on the
first line, the variations on the second), so the variations far down the list are seen beside START."""

from __future__ import annotations

from collections.abc import Mapping

from arcade.games.vegas.variations import VARIATION_NAMES, VARIATIONS


def lobby_summary(options: Mapping[str, object]) -> tuple[str, ...]:
    expansions = [
        f"{name} {options[key]}" for key, name in (("spin", "Spin Again"), ("cumber", "Cumber")) if options.get(key)
    ]
    variations = [f"{letter} {VARIATION_NAMES[letter]}" for letter in VARIATIONS if options.get(f"var_{letter}")]
    if not expansions and not variations:
        return ("Plain game: no expansions, no variations",)
    return (
        "Expansions: " + (", ".join(expansions) if expansions else "none"),
        "Variations: " + (", ".join(variations) if variations else "none"),
    )

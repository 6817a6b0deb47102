"""The Vegas lobby's options as the engine's (pure, no pygame): shared by the scene and the lobby's checks."""

from __future__ import annotations

from typing import Any

ENGINE_KEYS = ("mode", "variations", "spin", "cumber", "decks", "rounds", "date", "month", "time_limit_s")


def lobby_options(options: dict[str, Any]) -> dict[str, Any]:
    """The lobby's switches as engine options: variation letters joined, the rest passed on."""
    out = {k: v for k, v in options.items() if not k.startswith("var_")}
    out["variations"] = "".join(k[4:] for k, v in sorted(options.items()) if k.startswith("var_") and v)
    if "E" in out["variations"]:
        out.pop("rounds", None)  # E: one round per player
    return out


def engine_options(options: dict[str, Any]) -> dict[str, Any]:
    """The lobby's options as the engine's: the variation switches joined into letters, "auto" choices
    left to the engine's defaults, scene-only keys (demo) left out."""
    out = lobby_options(options)
    if out.get("mode") == "auto":
        out.pop("mode")
    if out.get("decks") == "auto":
        out.pop("decks")
    return {k: v for k, v in out.items() if k in ENGINE_KEYS}

"""Player settings: defaults, validation field by field (a bad field falls back alone), save/load."""

from __future__ import annotations

import copy
import math
from typing import TYPE_CHECKING, Any

from arcade.core.audio import SOUNDS

if TYPE_CHECKING:
    from arcade.core.storage import Store

VERSION = 1
NAME = "settings"
ANIM_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0)  # 0 = animations off; >1 = faster
CPU_PACES = (0.5, 1.0, 2.0)  # how fast CPU turns are shown
FPS_CHOICES = (30, 60, 120, 144, 240)

DEFAULTS: dict[str, Any] = {
    "volume": 0.7,  # the sound effects' (and the stings')
    "music_volume": 0.5,
    "muted": False,  # the effects and the music
    "effects": {name: True for name in SOUNDS},
    "fullscreen": False,
    "anim_speed": 1.0,
    "cpu_pace": 1.0,
    "colour_blind": False,
    "reduce_flashing": False,
    "fps": 60,
    "coach": True,
    "last_game": "",  # the id of the game last started: the game select opens on it
}
GAME_ID_LEN = 32


def defaults() -> dict[str, Any]:
    return copy.deepcopy(DEFAULTS)


def _field(key: str, value: Any) -> tuple[bool, Any]:
    """(ok, cleaned value) for one settings field; never raises whatever the value is."""
    default = DEFAULTS[key]
    if isinstance(default, bool):
        return isinstance(value, bool), value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False, value
    if isinstance(value, int) and not -(1 << 53) <= value <= (1 << 53):
        return False, value  # float() of a huge int overflows; no setting is that large
    if isinstance(default, float):
        value = float(value)
        if not math.isfinite(value):
            return False, value
    elif isinstance(value, float):
        if not value.is_integer():
            return False, value
        value = int(value)
    if key in ("volume", "music_volume"):
        return 0.0 <= value <= 1.0, value
    if key == "anim_speed":
        return value in ANIM_SPEEDS, value
    if key == "cpu_pace":
        return value in CPU_PACES, value
    if key == "fps":
        return value in FPS_CHOICES, value
    return True, value


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 24 else text[:21] + "..."


def validate(data: Any) -> tuple[dict[str, Any], list[str]]:
    """Usable settings and the problems found: each bad field falls back to its default alone."""
    out = defaults()
    problems: list[str] = []
    if not isinstance(data, dict):
        return out, ["settings are not an object; defaults used"]
    for key, value in data.items():
        if key not in DEFAULTS:
            continue
        default = DEFAULTS[key]
        if key == "effects":
            if not isinstance(value, dict):
                problems.append("effects: not an object; all sound effects on")
                continue
            for name, on in value.items():
                if name in out["effects"] and isinstance(on, bool):
                    out["effects"][name] = on
                elif name in out["effects"]:
                    problems.append(f"effect {name}: {_show(on)} is not on or off; on used")
            continue
        if key == "last_game":
            # a game's id as text; one naming no game of this cabinet is ignored by the game select
            if isinstance(value, str) and len(value) <= GAME_ID_LEN and value.isascii() and value.isprintable():
                out[key] = value
            else:
                problems.append(f"last_game: {_show(value)} is not a game's name; the first game used")
            continue
        ok, clean = _field(key, value)
        if ok:
            out[key] = clean
        else:
            problems.append(f"{key}: {_show(value)} is not valid; {default!r} used")
    return out, problems


def load(store: Store) -> dict[str, Any]:
    """The saved settings through ``store``: a file that is unreadable or has any bad field is set aside
    (the good fields are kept) and the player is told what was reset."""
    data = store.load(NAME, None, VERSION, validate=lambda d: d)
    out, problems = validate(data if data is not None else {})
    if data is not None and problems:
        shown = "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else "")
        store.set_aside(NAME, shown, "Those settings are back to their defaults, the others kept")
        store.save(NAME, out, VERSION)
    return out

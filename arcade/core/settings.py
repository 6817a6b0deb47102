"""Player settings: defaults, validation field by field (a bad field falls back alone), save/load."""
from __future__ import annotations

import copy
from typing import Any

from arcade.core.audio import EFFECTS

VERSION = 1
ANIM_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0)   # 0 = animations off; >1 = faster
CPU_PACES = (0.5, 1.0, 2.0)              # how fast CPU turns are shown
FPS_CHOICES = (30, 60, 120, 144, 240)

DEFAULTS: dict[str, Any] = {
    "volume": 0.7,
    "muted": False,
    "effects": {name: True for name in EFFECTS},
    "fullscreen": False,
    "anim_speed": 1.0,
    "cpu_pace": 1.0,
    "colour_blind": False,
    "reduce_flashing": False,
    "fps": 60,
    "coach": True,
}


def defaults() -> dict[str, Any]:
    return copy.deepcopy(DEFAULTS)


def validate(data: Any) -> tuple[dict[str, Any], list[str]]:
    out = defaults()
    problems: list[str] = []
    if not isinstance(data, dict):
        return out, ["settings are not an object; defaults used"]
    for key, value in data.items():
        if key not in DEFAULTS:
            continue
        default = DEFAULTS[key]
        if key == "effects":
            if isinstance(value, dict):
                for name, on in value.items():
                    if name in out["effects"] and isinstance(on, bool):
                        out["effects"][name] = on
            else:
                problems.append("effects: not an object; defaults used")
            continue
        ok = isinstance(value, type(default)) and not (isinstance(value, bool) and not isinstance(default, bool))
        if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
            value, ok = float(value), True
        if key == "volume" and ok:
            ok = 0.0 <= value <= 1.0
        if key == "anim_speed" and ok:
            ok = value in ANIM_SPEEDS
        if key == "cpu_pace" and ok:
            ok = value in CPU_PACES
        if key == "fps" and ok:
            ok = value in FPS_CHOICES
        if ok:
            out[key] = value
        else:
            problems.append(f"{key}: {value!r} is not valid; {default!r} used")
    return out, problems

"""Options: sound (the effects' and the music's volumes, mute, each effect), display (fullscreen, frame
rate), animation speed, CPU pace, colour-blind mode, reduce flashing, the coach panel, and the controls (key
remapping). Every change is saved at once."""

from __future__ import annotations

import pygame

from arcade.core import settings as S
from arcade.core.audio import SOUNDS
from arcade.core.input import binding_label
from arcade.scenes.common import MenuItem, MenuScene, cycle, key

ANIM_LABELS = {0.0: "Off", 0.5: "Slow", 1.0: "Normal", 1.5: "Fast", 2.0: "Very fast"}
PACE_LABELS = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast"}


def on_off(v: bool) -> str:
    return "On" if v else "Off"


class OptionsScene(MenuScene):
    title = "OPTIONS"
    panel_rect = pygame.Rect(240, 140, 800, 480)
    row_h = 46

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.items = [
            MenuItem("Effects volume", value=lambda: f"{round(s['volume'] * 100)}%", on_adjust=self._volume),
            MenuItem(
                "Music volume",
                value=lambda: f"{round(s['music_volume'] * 100)}%",
                on_adjust=lambda d: self._volume(d, "music_volume"),
            ),
            MenuItem(
                "Mute",
                value=lambda: on_off(s["muted"]),
                on_adjust=lambda d: self._flip("muted"),
                on_choose=lambda: self._flip("muted"),
            ),
            MenuItem(
                "Sound effects...", on_choose=lambda: app.push(EffectsScene(app)), hint="Turn single sounds on or off"
            ),
            MenuItem(
                "Fullscreen",
                value=lambda: on_off(s["fullscreen"]),
                on_adjust=lambda d: app.toggle_fullscreen(),
                on_choose=app.toggle_fullscreen,
                hint=f"{key(app, 'fullscreen')} or Alt+{binding_label('key:return')} also toggle it",
            ),
            MenuItem(
                "Animation speed",
                value=lambda: ANIM_LABELS[s["anim_speed"]],
                on_adjust=lambda d: self._cycle("anim_speed", S.ANIM_SPEEDS, d),
            ),
            MenuItem(
                "CPU turn pace",
                value=lambda: PACE_LABELS[s["cpu_pace"]],
                on_adjust=lambda d: self._cycle("cpu_pace", S.CPU_PACES, d),
                hint="How fast computer players' turns are shown",
            ),
            MenuItem(
                "Colour-blind mode",
                value=lambda: on_off(s["colour_blind"]),
                on_adjust=lambda d: self._flip("colour_blind"),
                on_choose=lambda: self._flip("colour_blind"),
                hint="Adds patterns and shapes wherever colour carries meaning",
            ),
            MenuItem(
                "Reduce flashing",
                value=lambda: on_off(s["reduce_flashing"]),
                on_adjust=lambda d: self._flip("reduce_flashing"),
                on_choose=lambda: self._flip("reduce_flashing"),
                hint="Steady highlights instead of blinking",
            ),
            MenuItem(
                "Frame rate", value=lambda: f"{s['fps']} fps", on_adjust=lambda d: self._cycle("fps", S.FPS_CHOICES, d)
            ),
            MenuItem(
                "Coach panel",
                value=lambda: on_off(s["coach"]),
                on_adjust=lambda d: self._flip("coach"),
                on_choose=lambda: self._flip("coach"),
                hint="Shows exact odds where a game offers them",
            ),
            MenuItem("Controls...", on_choose=self._keys, hint="Remap the keys of each keyboard seat"),
            MenuItem("Back", on_choose=self.on_back),
        ]

    def _keys(self) -> None:
        from arcade.scenes.keys import KeysScene

        self.app.push(KeysScene(self.app))

    def _volume(self, d: int, key: str = "volume") -> None:
        v = round(self.app.settings[key] * 10) + d
        self.app.settings[key] = max(0, min(10, v)) / 10
        self.app.save_settings()
        if key == "volume":
            self.app.sound("beep")

    def _flip(self, key: str) -> None:
        self.app.settings[key] = not self.app.settings[key]
        self.app.save_settings()

    def _cycle(self, key: str, options, d: int) -> None:
        self.app.settings[key] = cycle(options, self.app.settings[key], d)
        self.app.save_settings()


class EffectsScene(MenuScene):
    title = "SOUND EFFECTS"

    def __init__(self, app) -> None:
        super().__init__(app)
        eff = app.settings["effects"]
        self.items = [
            MenuItem(
                desc.capitalize(),
                value=lambda n=name: on_off(eff[n]),
                on_adjust=lambda d, n=name: self._flip(n),
                on_choose=lambda n=name: self._flip(n),
            )
            for name, desc in SOUNDS.items()
        ] + [MenuItem("Back", on_choose=self.on_back)]

    def _flip(self, name: str) -> None:
        eff = self.app.settings["effects"]
        eff[name] = not eff[name]
        self.app.save_settings()
        self.app.sound(name)

"""The cabinet's wiring: which scene the app boots into, the top-level scenes by name (``App.go``) and what
the global keys open.

The app (:mod:`arcade.app`) knows nothing of the cabinet's scenes; ``__main__``, the smoke walk and the
test harness hand it these. Help (F1) opens the how-to pages of the game on top; pause (Esc) opens the
pause overlay, but only over a game scene itself: on a page opened from a game (help, options,
controls) Esc goes back one step instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arcade.app import App
    from arcade.core.scenes import Scene


def first_scene(app: App) -> Scene:
    from arcade.scenes.attract import AttractScene

    return AttractScene(app)


def game_select(app: App) -> Scene:
    from arcade.scenes.select import GameSelectScene

    return GameSelectScene(app)


ROUTES = {"home": first_scene, "menu": game_select}  # App.go: the attract screen and game select


def open_help(app: App, top: Scene) -> Scene | None:
    from arcade.scenes.howto import HowToScene

    if isinstance(top, HowToScene):
        return None
    return HowToScene(app, top.game_id or "cabinet")


def open_pause(app: App, top: Scene) -> Scene | None:
    from arcade.scenes.pause import PauseScene

    if not top.pausable:
        return None
    return PauseScene(app)


GLOBAL_KEYS = {"help": open_help, "pause": open_pause}

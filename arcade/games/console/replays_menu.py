"""The list of saved console replays; choosing one plays it on the console."""
from __future__ import annotations

from dataclasses import replace

from arcade.games.console import library
from arcade.core.input import ActionEvent
from arcade.scenes.common import MenuItem, MenuScene

NUMPAD_NAV = {"b8": "up", "b2": "down", "b4": "left", "b6": "right", "b5": "confirm"}


class ReplayListScene(MenuScene):
    title = "CONSOLE REPLAYS"
    subtitle = "Newest first. Choose one to watch it."
    game_id = "console"

    def __init__(self, app) -> None:
        super().__init__(app)
        found, problems = library.entries(app.store.root)
        for note in problems[:2]:
            app.toast(f"A replay could not be read: {note}")
        self.items = [MenuItem(e.label, (lambda e=e: self._watch(e))) for e in found]
        if not self.items:
            self.items = [MenuItem("No replays yet: play a game first", None, enabled=False)]
            self.index = 0

    def _watch(self, entry: library.Entry) -> None:
        from arcade.games.console.scene import ConsoleScene
        self.app.replace(ConsoleScene(self.app, replay=entry.replay))

    def hints(self) -> list[tuple[str, str]]:
        return [("Enter / Num 5", "watch"), ("Up Down / Num 8 2", "move"), ("Esc / Num 0", "back")]

    def handle(self, ev: ActionEvent) -> None:
        """The numpad works here too: 8 and 2 move, 5 (or Enter) chooses, 0 goes back."""
        if ev.device == "numpad" and ev.action in NUMPAD_NAV:
            ev = replace(ev, action=NUMPAD_NAV[ev.action])
        super().handle(ev)

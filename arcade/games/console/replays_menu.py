"""The list of saved console replays; choosing one plays it on the console.

The list does not know the console scene: whoever opens it says how a chosen replay is watched
(``watch(app, replay) -> Scene``): the console scene passes its own replay mode; the cabinet's tools open it
through ``GameInfo.menus`` (:func:`arcade.games.console.info.replays_menu`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arcade.core.input import ActionEvent
from arcade.games.console import library
from arcade.games.console import replay as rp
from arcade.scenes.common import MenuItem, MenuScene
from arcade.scenes.kit.keys import key_label

NUMPAD_NAV = {"b8": "up", "b2": "down", "b4": "left", "b6": "right", "b5": "confirm"}


def _label(entry: library.Entry) -> str:
    """The list line, with the score the replay gives when played (never the score the file claims); a
    replay whose file claims what its play does not give (another game, another score) is marked."""
    r = entry.replay
    if r.verified is None:
        rp.verify(r)
    if r.verified:
        return entry.label
    from arcade.games.console.layout import GAME_TITLES

    score = r.verified_score if r.verified_score is not None and r.mismatch != "not its recorded game" else "?"
    return (
        f"{GAME_TITLES[r.game]} S{r.skill}  {score:>3}  {r.meta.get('player', '')}  "
        f"MISMATCH: {r.mismatch or 'not its recorded game'}"
    )


class ReplayListScene(MenuScene):
    title = "CONSOLE REPLAYS"
    subtitle = "Newest first. Choose one to watch it."
    game_id = "console"

    def __init__(self, app: Any, watch: Callable[[Any, rp.Replay], Any]) -> None:
        super().__init__(app)
        self.watch = watch
        found, problems = library.entries(app.store.root)
        for note in problems[:2]:
            app.toast(f"A replay could not be read: {note}")
        self.items = [MenuItem(_label(e), (lambda e=e: self._watch(e))) for e in found]
        if not self.items:
            self.items = [MenuItem("No replays yet: play a game first", None, enabled=False)]
            self.index = 0

    def _watch(self, entry: library.Entry) -> None:
        self.app.replace(self.watch(self.app, entry.replay))

    def hints(self) -> list[tuple[str, str]]:
        keymap = self.app.keymap
        choose, back = key_label(keymap, "keys_a", "confirm"), key_label(keymap, "system", "pause")
        return [(f"{choose} / Num 5", "watch"), ("Up Down / Num 8 2", "move"), (f"{back} / Num 0", "back")]

    def handle(self, ev: ActionEvent) -> None:
        """The numpad works here too: 8 and 2 move, 5 (or Enter) chooses, 0 goes back."""
        if ev.device == "numpad" and ev.action in NUMPAD_NAV:
            ev = ev.replace(action=NUMPAD_NAV[ev.action])
        super().handle(ev)

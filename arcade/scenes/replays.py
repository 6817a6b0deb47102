"""The Replays page (from the title screen): every saved game, newest first; choosing one watches it in
:class:`~arcade.scenes.replay_viewer.ReplayViewer`. The console keeps its own replays (one per run, with
its high scores): the last row opens its list (a game's ``replays_menu`` in ``GameInfo.menus``). A file
that cannot be read is set aside (``.bad``) with a message; a replay that cannot be watched is a message,
never a crash."""

from __future__ import annotations

from functools import partial
from typing import Any

from arcade.core import replays as rp
from arcade.core.storage import set_aside_file
from arcade.games import registry, replaying
from arcade.games.info import resolve
from arcade.scenes.common import MenuItem, MenuScene

MAX_LISTED = 120


def line(replay: rp.Replay) -> str:
    """The list line: the game, when, who played (no score: a score is shown only once it is verified)."""
    meta = replay.meta
    names = ", ".join(meta.get("names") or [])
    kept = " (kept)" if meta.get("kept") else ""
    return f"{meta.get('title') or replay.game}  {meta.get('date', '')}  {names}{kept}"


class ReplaysScene(MenuScene):
    title = "REPLAYS"
    subtitle = "Every finished game, newest first. Choose one to watch it again."

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        titles = {g.id: g.title for g in replaying.games_with_replays()}
        items: list[MenuItem] = []
        problems = []
        for path in replaying.listing(app.store.root)[:MAX_LISTED]:
            try:
                replay = replaying.read(path)
            except ValueError as exc:
                problems.append(str(exc))
                set_aside_file(path)  # out of the list, kept as .bad
                continue
            if replay.game in titles:
                items.append(MenuItem(line(replay), partial(self.watch, replay)))
        for note in problems[:2]:
            app.toast(f"A replay could not be read and was set aside: {note[:100]}")
        if not items:
            items.append(MenuItem("No replays yet: finish a game first", None, enabled=False))
        for info in registry.games():  # a game's own replay list (the console's runs) comes last
            for menu in info.menus:
                if info.enabled and menu.endswith(":replays_menu"):
                    items.append(MenuItem(f"{info.title} replays", partial(self._open, menu)))
        self.items = items
        self.index = next((i for i, item in enumerate(items) if item.enabled), 0)

    def watch(self, replay: rp.Replay) -> None:
        from arcade.scenes.replay_viewer import ReplayViewer

        try:
            viewer = ReplayViewer(self.app, replay, registry.get(replay.game))
        except (KeyError, ValueError) as exc:
            self.app.toast(f"This replay cannot be watched: {str(exc)[:90]}")
            self.app.sound("error")
            return
        self.app.sound("confirm")
        self.app.push(viewer)

    def _open(self, menu: str) -> None:
        self.app.push(resolve(menu)(self.app))

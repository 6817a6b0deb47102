"""The Replays page (from the title screen): every saved game, newest first; choosing one watches it in
:class:`~arcade.scenes.replay_viewer.ReplayViewer`. The console keeps its own replays (one per run, with
its high scores): the last row opens its list (a game's ``replays_menu`` in ``GameInfo.menus``).

The page lists each replay from its file's summary (the first few KB: the game, when, who played), so it
opens at once however long the replays are. Each row's result (the winner and the final scores) comes
after: the replays are played to their end a few milliseconds each update, newest first, and the results
kept for the next opening (:mod:`arcade.games.replay_results`); one that cannot be read says
``unreadable``, one whose moves do not give the end it claims MISMATCH and no score. A replay is read for
watching only when it is chosen (and played through by the viewer, off the frame). A file whose summary
cannot be read is set aside (``.bad``) with a message when it is listed, one that cannot be read whole
when it is chosen; a replay that cannot be watched is a message, never a crash."""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from arcade.core.storage import set_aside_file
from arcade.games import registry, replay_results, replaying
from arcade.games.info import resolve
from arcade.scenes.common import MenuItem, MenuScene

MAX_LISTED = 120
WORK_S = 0.003  # finding the rows' results: at most about this long each update
NONE_YET = "No replays yet: finish a game first"


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def when(date: str, this_year: int) -> str:
    """A replay's date and time as a row shows it, short: ``6 Dec 21:22`` this year, ``30 Nov 2025 09:15``
    before; a date in another form (an old or hand-edited file) as it is."""
    day, _, clock = str(date).partition(" ")
    parts = day.split("-")
    if len(parts) != 3 or not all(p.isdigit() for p in parts) or not 1 <= int(parts[1]) <= 12:
        return str(date)
    year, month, mday = (int(p) for p in parts)
    shown = f"{mday} {MONTHS[month - 1]}" + ("" if year == this_year else f" {year}")
    return f"{shown} {clock}".strip()


def line(summary: dict[str, Any], this_year: int | None = None) -> str:
    """The list line: the game, when, who played (its result is the row's value, shown once its replay is played
    to its end and gives the end it claims). Who played comes last: a row too long is cut there, never
    before the time."""
    meta = summary.get("meta") or {}
    names = ", ".join(str(n) for n in meta.get("names") or [])
    kept = " (kept)" if meta.get("kept") else ""
    year = time.localtime().tm_year if this_year is None else this_year
    return f"{meta.get('title') or summary.get('game', '')}  {when(meta.get('date', ''), year)}  {names}{kept}"


class ReplaysScene(MenuScene):
    title = "REPLAYS"
    subtitle = "Every finished game, newest first. Choose one to watch it again."
    panel_rect = pygame.Rect(100, 150, 1080, 470)  # wide: a row holds the game, when, who and the result

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        titles = {g.id: g.title for g in replaying.games_with_replays()}
        items: list[MenuItem] = []
        found, bad = replaying.summaries(app.store.root, MAX_LISTED)
        for path, _why in bad:
            set_aside_file(path)  # out of the list, kept as .bad
        listed = [(path, summary) for path, summary in found if summary["game"] in titles]
        self.results = replay_results.Results([path for path, _summary in listed])
        for path, summary in listed:
            items.append(MenuItem(line(summary), partial(self.watch, path), value=partial(self.result, path)))
        for _path, why in bad[:2]:
            app.toast(f"A replay could not be read and was set aside: {why[:100]}")
        if not items:
            items.append(MenuItem(NONE_YET, None, enabled=False))
        for info in registry.games():  # a game's own replay list (the console's runs) comes last
            for menu in info.menus:
                if info.enabled and menu.endswith(":replays_menu"):
                    items.append(MenuItem(f"{info.title} replays", partial(self._open, menu)))
        self.items = items
        self.index = next((i for i, item in enumerate(items) if item.enabled), 0)

    def result(self, path: Path) -> str:
        """The row's result: the winner and the scores, once its replay has been played to its end."""
        found = self.results.get(path)
        return found.words if found is not None else "checking"

    def update(self, now_ms: float, dt_ms: float) -> None:
        if not self.results.done:
            self.results.work(WORK_S)  # a little each update: the page never waits on the replays

    def watch(self, path: Path) -> None:
        """Read the chosen replay whole (its envelope, set-up, start and every action: a long one on a
        worker thread, :mod:`arcade.scenes.replay_opening`) and watch it; one that cannot be read is set
        aside and leaves the list, with a message."""
        from arcade.scenes.replay_opening import ReplayOpening, is_large, read_words

        if is_large(path):
            self.app.push(ReplayOpening(self.app, path, partial(self.opened, path)))
            return
        self.opened(path, *read_words(path))

    def opened(self, path: Path, replay: Any, problem: str | None) -> None:
        from arcade.scenes.replay_viewer import ReplayViewer

        if replay is None:
            set_aside_file(path)
            self.app.toast(f"This replay could not be read and was set aside: {str(problem)[:90]}")
            self.app.sound("error")
            self._drop(path)
            return
        try:
            viewer = ReplayViewer(self.app, replay, registry.get(replay.game))
        except (KeyError, ValueError) as exc:
            self.app.toast(f"This replay cannot be watched: {str(exc)[:90]}")
            self.app.sound("error")
            return
        self.app.sound("confirm")
        self.app.push(viewer)

    def _drop(self, path: Path) -> None:
        """The row of a replay set aside leaves the list."""
        self.results.drop(path)
        keep = [it for it in self.items if not (isinstance(it.on_choose, partial) and it.on_choose.args == (path,))]
        if not any(it.enabled and isinstance(it.on_choose, partial) and it.on_choose.func == self.watch for it in keep):
            keep.insert(0, MenuItem(NONE_YET, None, enabled=False))
        self.items = keep
        self.index = next((i for i, item in enumerate(keep) if item.enabled), 0)

    def _open(self, menu: str) -> None:
        self.app.push(resolve(menu)(self.app))

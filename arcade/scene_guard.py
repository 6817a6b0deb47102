"""A scene that fails does not end the cabinet, and a kept game is not lost to a scene that cannot show it.

:class:`SceneGuard` (one per app, ``app.guard``) does two things:

- **A scene's error.** When a scene raises while it updates, draws or takes input, the app (``App.step``,
  ``App.dispatch``) hands the error here instead of ending: the scene and every scene above it (its pause
  overlay, a dialog) leave the stack, so the player is back where they came from (the game select menu, a
  lobby); a game still running is kept first when it can be (Hold & Quit, so Resume offers it); a crash
  report (the traceback) is written to the user folder's ``crash-logs``; and a message says what happened
  and where the report is. If the bottom scene itself keeps failing the error is raised after all (there
  is nothing left to go back to). The real app guards; the test harness lets errors through unless a test
  asks (``App(catch_scene_errors=True)``), so a broken scene fails its test.
- **A resumed kept game.** Resume no longer deletes the kept game when the game is built: ``keep_until_played``
  leaves the file in place until the resumed scene has drawn a frame *and* a move was made in it (a rule
  action, a CPU's or a person's, or the first input it handled). If it fails before that, the kept file is
  set aside whole as ``hold-<game>.json.bad`` and the message says so (issue 34: a kept game that fails as
  it resumes fails the same way every time; nothing else is touched).
"""

from __future__ import annotations

import os
import time
import traceback
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arcade.core.scenes import Scene

MAX_BOTTOM_FAILURES = 5  # the first scene failing this often: raise (nothing to go back to)
CRASH_DIR = "crash-logs"
KEEP_LOGS = 20


class _Pending:
    """A resumed game whose kept file is deleted once it has drawn and a move was made."""

    __slots__ = ("scene", "game_id", "acts", "handled", "drawn")

    def __init__(self, scene, game_id: str) -> None:
        self.scene = scene
        self.game_id = game_id
        self.acts = getattr(scene, "acts", 0)
        self.handled = 0
        self.drawn = False

    def played(self) -> bool:
        moved = getattr(self.scene, "acts", 0) != self.acts or self.handled > 0
        return self.drawn and moved


class SceneGuard:
    def __init__(self, app, enabled: bool) -> None:
        self.app = app
        self.enabled = enabled
        self.failures = 0
        self.bottom_failures = 0
        self.logs: list[str] = []  # crash reports written this session
        self._pending: list[_Pending] = []

    # ---------------------------------------------------------------- resumed games
    def keep_until_played(self, scene: Scene, game_id: str) -> None:
        """Delete ``hold-<game_id>`` only once ``scene`` has drawn a frame and a move was made in it."""
        self._pending = [p for p in self._pending if p.game_id != game_id] + [_Pending(scene, game_id)]

    def pending(self, game_id: str) -> bool:
        return any(p.game_id == game_id for p in self._pending)

    def drawn(self, scene: Scene) -> None:
        for p in self._pending:
            if p.scene is scene:
                p.drawn = True

    def handled(self, scene: Scene) -> None:
        """An input event went to ``scene`` (counted once the scene has shown itself)."""
        for p in self._pending:
            if p.scene is scene and p.drawn:
                p.handled += 1

    def check(self) -> None:
        """Once a frame: drop the kept file of a resumed game that has now been played; forget one that left
        the stack (it was held again or ended through its own screens)."""
        if not self._pending:
            return
        stack = self.app.scenes.stack
        still = []
        for p in self._pending:
            if not any(s is p.scene for s in stack):
                continue
            if p.played():
                self.app.drop_hold(p.game_id)
            else:
                still.append(p)
        self._pending = still

    def forget(self, game_id: str) -> None:
        """The game was kept again (Hold & Quit): its new file is not to be deleted."""
        self._pending = [p for p in self._pending if p.game_id != game_id]

    # ---------------------------------------------------------------- a scene's error
    def failed(self, scene: Scene | None, exc: BaseException, doing: str) -> None:
        """``scene`` raised ``exc`` while ``doing`` ("drawing", "updating", "taking input"): go back below
        it, keep its game if it can be kept, write a report and tell the player. Re-raises when the guard is
        off or when the bottom scene keeps failing."""
        if not self.enabled:
            raise exc
        self.failures += 1
        stack = self.app.scenes.stack
        index = next((i for i, s in enumerate(stack) if s is scene), len(stack) - 1)
        if index <= 0:
            self.bottom_failures += 1
            if self.bottom_failures >= MAX_BOTTOM_FAILURES:
                raise exc
        failing = stack[index] if 0 <= index < len(stack) else None
        kept = self._keep(stack[max(0, index) :], exc)
        log = self.write_log(failing, exc, doing)
        self._leave(max(0, index))
        self.app.toast(self.message(failing, kept, log), 12000)
        self.app.invalidate_canvas()

    def _keep(self, scenes: list, exc: BaseException) -> str:
        """Keep the games among ``scenes``: words for the message ("" when there was no game). A resumed
        game not yet played (its kept file still in place) failed as it started: that file is set aside,
        since every Resume of it would fail the same way."""
        words = ""
        for scene in scenes:
            game_id = getattr(scene, "game_id", None)
            if not game_id or not callable(getattr(scene, "hold_data", None)):
                continue
            if any(p.scene is scene for p in self._pending):
                self._pending = [p for p in self._pending if p.scene is not scene]
                words = self.set_aside_kept(game_id, exc)
                continue
            try:
                data = scene.hold_data()
                if data is not None and self.app.hold(game_id, data):
                    words = "The game was kept: choose it to resume."
            except Exception:
                words = words or "The game could not be kept."
        return words

    def set_aside_kept(self, game_id: str, exc: BaseException) -> str:
        """Set the kept ``game_id`` game aside (``hold-<id>.json.bad``, with the store's message) because its
        scene failed with ``exc`` as it was resumed; words for the player."""
        self._pending = [p for p in self._pending if p.game_id != game_id]
        reason = f"it stopped with an error as it was resumed ({exc.__class__.__name__}: {str(exc)[:80]})"
        self.app.store.set_aside(f"hold-{game_id}", reason)
        return "Your kept game could not be played, so it was set aside."

    def _leave(self, index: int) -> None:
        """Take the scenes from ``index`` up off the stack, top first (an exit that fails is ignored), and
        wake the scene now on top; an empty stack gets the cabinet's first screen again."""
        mgr = self.app.scenes
        while len(mgr.stack) > index:
            gone = mgr.stack.pop()
            try:
                mgr._left(gone)
            except Exception:
                pass
        if mgr.stack:
            try:
                mgr.stack[-1].resume()
            except Exception:
                pass
        else:
            from arcade.scenes.select import GameSelectScene

            mgr.push(GameSelectScene(self.app))
        mgr._changed(self.app.anim(180))

    def message(self, scene, kept: str, log: str | None) -> str:
        title = _title(scene)
        where = f" A report was written to {log}." if log else ""
        return f"{title} stopped because of an error and was closed. {kept}{' ' if kept else ''}{where}".strip()

    def write_log(self, scene, exc: BaseException, doing: str) -> str | None:
        """Write the traceback to ``crash-logs/crash-<time>.txt`` in the user folder; its path, or None when
        it cannot be written (never raises)."""
        try:
            folder = self.app.store.root / CRASH_DIR
            folder.mkdir(parents=True, exist_ok=True)
            stamp = time.strftime("%Y%m%d-%H%M%S")
            path = folder / f"crash-{stamp}-{os.getpid()}-{self.failures}.txt"
            lines = [
                f"Coin-Op Cabinet crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}",
                f"Scene: {type(scene).__name__ if scene is not None else '?'} ({_title(scene)}), while {doing}",
                "Scenes: " + " > ".join(type(s).__name__ for s in self.app.scenes.stack),
                "",
                *traceback.format_exception(type(exc), exc, exc.__traceback__),
            ]
            import tempfile

            fd, tmp = tempfile.mkstemp(prefix=".crash.", suffix=".tmp", dir=folder)
            with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as fh:
                fh.write("\n".join(line.rstrip("\n") for line in lines) + "\n")
            os.replace(tmp, path)
            self._prune(folder)
            self.logs.append(str(path))
            return str(path)
        except Exception:
            return None

    @staticmethod
    def _prune(folder) -> None:
        reports = sorted(folder.glob("crash-*.txt"))
        for old in reports[:-KEEP_LOGS]:
            try:
                old.unlink()
            except OSError:
                pass


def _title(scene) -> str:
    game_id = getattr(scene, "game_id", None)
    if game_id:
        try:
            from arcade.games import registry

            return registry.get(game_id).title
        except Exception:
            return str(game_id)
    return "That screen"

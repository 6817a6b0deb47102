"""``python -m arcade --smoke``: boot the real app headless and walk every scene with scripted actions.

Raises AssertionError (exit code 1 from __main__) naming the step that failed.

With ``home`` (``--home DIR``) or ``$COIN_OP_HOME`` set, the walk runs on that data folder instead of a
temporary one, and writes every kind of user file there through the real app: settings, key bindings,
statistics, each game's lobby set-up and a kept game of each game that can be kept (started from its lobby,
then Hold & Quit), and each game's own files (``GameInfo.smoke_files``: a console replay); then it reads
them all back with a fresh store and checks that none is refused. A real folder's files are thus exercised
(and a broken one is reported and set aside). A folder that cannot be written (read-only, or a full disk)
is the app working too, as long as the player is told: a file that was not written must have its "could not
save" message queued for the player, and only the files written are read back.
"""

from __future__ import annotations

import os
import time


def run(verbose: bool = True, home: str | None = None) -> None:
    from arcade.games import registry
    from arcade.scenes.attract import AttractScene
    from arcade.scenes.select import GameSelectScene
    from arcade.testing import Harness

    t0 = time.perf_counter()
    home = home or os.environ.get("COIN_OP_HOME") or None
    h = Harness(store_root=home)
    if verbose and home:
        print(f"smoke: data folder {home}", flush=True)
        for warning in [m for m, _ in h.app.toasts] + h.app.store.warnings:
            print(f"smoke: note: {warning}", flush=True)

    def step(name: str) -> None:
        if verbose:
            print(f"smoke: {name} ok ({(time.perf_counter() - t0) * 1000:.0f} ms)", flush=True)

    written: list[str] = []  # the user files this walk wrote: the ones it checks when reading back
    h.boot()
    assert isinstance(h.top, AttractScene), "boots into the attract screen"
    h.advance(16000)
    assert h.top.in_loop() or not isinstance(h.top, AttractScene), "attract loop starts when idle"
    h.tap("keys_a", "confirm")
    while not isinstance(h.top, AttractScene) and not isinstance(h.top, GameSelectScene):
        h.app.pop()  # a demo had started
    if isinstance(h.top, AttractScene):
        h.tap("keys_a", "confirm")
    assert isinstance(h.top, GameSelectScene), f"PRESS START leads to game select, got {h.top}"
    step("attract + game select")

    sel = h.top
    # options, controls, sound effects, how to play, statistics, then back
    from arcade.scenes.select import BOTTOM

    for name in ("Options", "Statistics", "Replays", "How to play"):
        h.tap("keys_a", "down")
        sel.bottom = BOTTOM.index(name)
        h.tap("keys_a", "confirm")
        assert h.top is not sel, f"{name} opens"
        if name == "Options":
            h.taps("keys_a", "right", "left", "down", "down", "down", "confirm")  # volumes, sound effects...
            h.tap("keys_b", "back")
            for _ in range(8):
                h.tap("keys_a", "down")
            h.tap("keys_a", "confirm")  # Controls...
            h.tap("keys_a", "right")
            h.tap("keys_a", "back")
        h.taps("keys_a", "right", "right", "down")
        h.tap("keys_a", "back")
        assert h.top is sel, f"back from {name}"
        h.tap("keys_a", "up")
        step(name)
    h.tap("system", "help")
    h.tap("keys_a", "back")
    assert h.top is sel, "F1 page closes"

    for i, info in enumerate(registry.games()):
        sel.index, sel.row = i, 0
        if not info.enabled:
            h.tap("keys_a", "confirm")
            assert h.top is sel, f"{info.title} is greyed out and cannot be entered"
            continue
        if info.uses_lobby:
            h.tap("keys_a", "confirm")
            assert h.top is not sel, f"{info.title} lobby opens"
            _take_the_lesson(h, info)
            h.taps("keys_a", "down", "right", "left", "up")
            h.tap("keys_a", "back")
            assert h.top is sel, f"{info.title} lobby closes"
            if home:
                _start_and_keep(h, sel, info, written)
        if info.smoke is not None:
            info.smoke(h)
            while h.top is not sel and h.app.scenes.stack:
                h.app.pop()
            assert h.top is sel, f"{info.title} smoke returns to game select"
        step(info.title)
    h.app.render()
    _think_in_the_worker()
    step("a CPU thought in the worker process")
    if home:
        game_checks = _write_user_files(h, written)
        step("user files written")
    h.app.quit()
    if home:
        _read_back(home, written, game_checks)
        step("user files read back")
    step("all scenes")


def _think_in_the_worker() -> None:
    """The real app's CPUs think in a worker process (the app's own program run with ``--think-worker``:
    in the packaged app, the bundle itself): each game with a slow CPU checks, through its
    ``GameInfo.smoke_worker``, that one decision there equals the same decision made here, bot state
    included; the worker is gone after close."""
    import os

    from arcade.core.thinker import Thinker
    from arcade.games import registry

    checks = [info.smoke_worker for info in registry.games() if info.enabled and info.smoke_worker is not None]
    assert checks, "a game checks a CPU thinking in the worker process"
    thinker = Thinker(process=True)
    try:
        assert thinker.wait_ready(30), "the worker process starts"
        pid = thinker.pid
        for check in checks:
            check(thinker)
        assert thinker.counts["process"] >= len(checks), f"it thought in the worker process ({thinker.counts})"
    finally:
        thinker.close()
    assert not os.path.exists(f"/proc/{pid}"), "the worker is gone after close (no zombie)"


def _take_the_lesson(h, info) -> None:
    """The first opening of a game with a lesson offers it: take it, read its first steps, leave it."""
    from arcade.scenes.common import ChoiceDialog
    from arcade.scenes.lesson import LessonScene

    dialog = h.top
    if not isinstance(dialog, ChoiceDialog) or dialog.title_text != "LEARN TO PLAY":
        return
    dialog.index = 0
    h.tap("keys_a", "confirm")
    lesson = h.top
    assert isinstance(lesson, LessonScene), f"{info.title}: Learn to play opens the lesson"
    h.advance(400)
    h.taps("keys_a", "confirm", "left")
    assert lesson.index == 1 and lesson.tried is not None, f"{info.title}: the lesson moves on and says what to try"
    lesson.leave()


def _start_and_keep(h, sel, info, written: list) -> None:
    """START from the lobby (writes lobby-<game>), play a moment, Hold & Quit (writes hold-<game>); the
    names of the files written go to ``written``. The lobby is the user's own last set-up (any seats: two
    people, only people), so what it starts is whatever a user may have."""
    from arcade.scenes.common import ChoiceDialog
    from arcade.scenes.game import GameScene
    from arcade.scenes.lobby import LobbyScene

    h.tap("keys_a", "confirm")
    if isinstance(h.top, ChoiceDialog):  # a game kept earlier in this folder: start a new one
        h.top.index = 1
        h.tap("keys_a", "confirm")
    _take_the_lesson(h, info)  # offered again where its record could not be written
    lobby = h.top
    assert isinstance(lobby, LobbyScene), f"{info.title} lobby opens again"
    lobby.index = len(lobby.items) - 1  # START
    h.tap("keys_a", "confirm")
    name = f"lobby-{info.id}"
    if written_or_told(h.app, name, h.app.store.exists(name), f"{info.title}: START saves the lobby set-up"):
        written.append(name)
    # the game, wherever it is on the stack: with two people and hidden hands the hot-seat curtain is on top
    game = next((sc for sc in reversed(h.app.scenes.stack) if isinstance(sc, GameScene)), None)
    assert game is not None and game.game_id == info.id, f"{info.title} starts from its lobby"
    h.advance(600)
    if info.holdable and info.resume is not None:
        data = game.hold_data()
        for _ in range(40):  # a moment that cannot be kept (a duel half played): let the game go on a little
            if data is not None or game.state.is_terminal():
                break
            h.advance(250)
            data = game.hold_data()
        if data is None:
            print(f"smoke: note: {info.title}: the game could not be kept at this moment; not kept", flush=True)
        else:
            name = f"hold-{info.id}"
            if not written_or_told(h.app, name, h.app.hold(info.id, data), f"{info.title}: the kept game is written"):
                return
            held = h.app.held(info.id)
            assert held is not None, f"{info.title}: the kept game reads back ({h.app.store.warnings})"
            info.resume(h.app, held["state"])
            written.append(f"hold-{info.id}")
    while h.top is not sel and h.app.scenes.stack:
        h.app.pop()


def _write_user_files(h, written: list) -> list:
    """Settings, key bindings, statistics and each game's own files (``GameInfo.smoke_files``: a console
    replay...); returns the checks that read the games' files back."""
    for name, ok in (
        ("settings", h.app.save_settings()),
        ("keymap", h.app.save_keymap()),
        ("stats", h.app.stats.save()),
    ):
        if written_or_told(h.app, name, ok, f"{name} are written"):
            written.append(name)
    from arcade.games import registry

    if not writable(h.app.store.root):
        print("smoke: note: the data folder cannot be written: the games' own files are not tried", flush=True)
        return []
    checks = []
    for info in registry.games():
        if info.enabled and info.smoke_files is not None:
            try:
                checks.append(info.smoke_files(h.app))
            except OSError as exc:  # the folder filled up or went read-only since the probe
                print(f"smoke: note: {info.title}'s own files could not be written ({exc})", flush=True)
    return checks


def written_or_told(app, name: str, ok: bool, what: str) -> bool:
    """Whether the walk's file ``name`` was written. One that was not (a read-only or full data folder)
    must have left the player a message that it could not be saved: then it is noted and skipped."""
    if ok:
        return True
    told = app.store.save_errors.get(name)
    assert told, f"{what}, or the player is told that it could not be"
    print(f"smoke: note: not written, and the player was told: {told}", flush=True)
    return False


def writable(root) -> bool:
    """Whether a file can be created in the data folder now (a probe file, removed at once)."""
    import tempfile

    try:
        with tempfile.NamedTemporaryFile(dir=root, prefix=".smoke-", delete=True) as probe:
            probe.write(b"x" * 4096)
            probe.flush()
            os.fsync(probe.fileno())
    except OSError:
        return False
    return True


def _read_back(home: str, written: list[str], game_checks: list) -> None:
    """Read back, with a fresh store, what this walk wrote, and check each is accepted. Other files in the
    folder are the user's: one the app refused was set aside and reported (printed as a note), which is
    the app working, not the smoke failing."""
    from arcade.core import input as inp
    from arcade.core import settings
    from arcade.core.stats import Stats
    from arcade.core.storage import Store

    store = Store(home)
    readers = {
        "settings": lambda: settings.load(store),
        "keymap": lambda: inp.load_keymap(store),
        "stats": lambda: Stats(store),
    }
    checks = [(name, readers.get(name, lambda name=name: store.load(name, None, 1))) for name in written]
    for name, read in checks:
        before = len(store.warnings)
        value = read()
        assert value is not None and len(store.warnings) == before, (
            f"{name} (written by the smoke) reads back cleanly: {store.warnings[before:]}"
        )
    problems: list[str] = []
    for check in game_checks:
        problems += check(store.root) or []
    for note in problems + store.warnings:
        print(f"smoke: note: {note}", flush=True)

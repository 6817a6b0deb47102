"""Issue 22, item 1 (the shared part): a kept game is deleted only once the resumed game has drawn and a
move was made in it; a scene that raises while it is built, drawn, updated or given input takes the
player back to the menu with a message and a crash report, instead of ending the cabinet, and keeps the
game when it can."""

import pytest

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.testing import Harness


def kept_crashline(tmp_path, cpus_only=True):
    """A kept Crash Line game written by the real app (two CPUs: moves come without input)."""
    info = registry.get("crashline")
    h = Harness(store_root=tmp_path)
    h.boot()
    seats = [SeatConfig("Ann", "human", "", "keys_a")] if not cpus_only else []
    seats += [SeatConfig(f"CPU {i}", "cpu", "Kid", "keys_a") for i in range(2 if cpus_only else 1)]
    scene = h.app.push(info.start(h.app, LobbyConfig("crashline", seats, {}, 9)))
    h.advance(50)
    assert h.app.hold("crashline", scene.hold_data())
    h.app.pop()
    return tmp_path / "hold-crashline.json"


def select_and_resume(h):
    from arcade.scenes.select import GameSelectScene

    sel = h.app.push(GameSelectScene(h.app))
    h.advance(300)
    sel.index = [g.id for g in sel.games].index("crashline")
    held = h.app.held("crashline")
    assert held is not None
    sel._resume(registry.get("crashline"), held)
    return sel


def test_the_kept_game_stays_until_the_resumed_game_has_drawn_and_moved(tmp_path):
    path = kept_crashline(tmp_path)
    h = Harness(store_root=tmp_path)
    h.boot()
    select_and_resume(h)
    game = h.top
    assert type(game).__name__ == "CrashLineScene" and path.exists(), "not dropped before the first frame"
    acts = game.acts
    h.frame()
    assert path.exists() or game.acts != acts
    for _ in range(2000):
        if game.acts != acts:
            break
        h.advance(1000 / 60)
    assert game.acts != acts, "a CPU moved"
    h.frame()
    assert not path.exists(), "played: the kept file is gone"


def test_a_person_s_first_input_also_counts_as_playing(tmp_path):
    path = kept_crashline(tmp_path, cpus_only=False)
    h = Harness(store_root=tmp_path)
    h.boot()
    select_and_resume(h)
    game = h.top
    h.frame()
    if game.acts == 0:
        assert path.exists(), "drawn, but no move and no input yet"
    h.tap("keys_a", "right")
    h.frame()
    assert not path.exists(), "the first input the game took counts as playing"


def test_a_resumed_game_that_cannot_be_drawn_is_set_aside_and_returns_to_the_menu(tmp_path, monkeypatch):
    """Issue 34: a kept game that fails as it resumes would fail at every Resume: set aside whole (.bad)."""
    from arcade.games.crashline.scene import CrashLineScene
    from arcade.scenes.select import GameSelectScene

    path = kept_crashline(tmp_path)
    before = path.read_bytes()
    h = Harness(store_root=tmp_path)
    h.app.guard.enabled = True  # as in the real app
    h.boot()
    select_and_resume(h)

    def broken(self, surface):
        raise IndexError("seat 99 has no pawn")

    monkeypatch.setattr(CrashLineScene, "draw", broken)
    for _ in range(30):
        h.advance(1000 / 60)
    assert isinstance(h.top, GameSelectScene), "back in the menu"
    assert not path.exists() and path.with_suffix(".json.bad").read_bytes() == before, "set aside untouched"
    said = " ".join(m for m, _ in h.app.toasts)
    assert "Crash Line stopped because of an error" in said and "set aside" in said
    (log,) = h.app.guard.logs
    assert "IndexError: seat 99 has no pawn" in open(log).read() and "crash-logs" in log


@pytest.mark.parametrize("error", [KeyError("red_deck"), "level"])
def test_a_resumed_game_that_cannot_be_built_is_set_aside_unless_a_level_is_to_blame(tmp_path, monkeypatch, error):
    from arcade.core.levels import LevelError
    from arcade.games.crashline.scene import CrashLineScene
    from arcade.scenes.select import GameSelectScene

    path = kept_crashline(tmp_path)
    before = path.read_bytes()

    def broken(cls, app, data):
        raise LevelError("levels/table.tmx: layer 'seats' is missing") if error == "level" else error

    monkeypatch.setattr(CrashLineScene, "from_hold", classmethod(broken))
    h = Harness(store_root=tmp_path)
    h.boot()
    select_and_resume(h)
    h.advance(100)
    said = " ".join(m for m, _ in h.app.toasts)
    assert isinstance(h.top, GameSelectScene) and "could not be resumed" in said
    if error == "level":  # the shipped level is broken, not the kept game: it stays kept
        assert path.read_bytes() == before and "still kept" in said
    else:
        assert not path.exists() and (tmp_path / "hold-crashline.json.bad").read_bytes() == before
        assert "set aside" in said and h.app.held("crashline") is None


@pytest.mark.parametrize("where", ["update", "handle", "draw"])
def test_a_scene_error_mid_game_goes_back_to_the_menu_and_keeps_the_game(tmp_path, monkeypatch, where):
    from arcade.games.crashline.scene import CrashLineScene
    from arcade.scenes.pause import PauseScene
    from arcade.scenes.select import GameSelectScene

    h = Harness(store_root=tmp_path)
    h.app.guard.enabled = True
    h.boot(GameSelectScene(h.app))
    info = registry.get("crashline")
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Bob", "cpu", "Kid", "keys_a")]
    game = h.app.push(info.start(h.app, LobbyConfig("crashline", seats, {}, 3)))
    h.advance(200)
    if where == "draw":
        h.app.push(PauseScene(h.app))  # an overlay above the game leaves with it
    real = getattr(CrashLineScene, where)

    def broken(self, *args):
        raise ZeroDivisionError("a painter divided by zero")

    monkeypatch.setattr(CrashLineScene, where, broken)
    if where == "handle":
        if h.top is not game:
            h.app.pop()
        h.tap("keys_a", "right")
    for _ in range(5):
        h.advance(1000 / 60)
    monkeypatch.setattr(CrashLineScene, where, real)
    assert isinstance(h.top, GameSelectScene) and len(h.app.scenes.stack) == 1, "the game and its overlays left"
    assert h.app.held("crashline") is not None, "the game was kept"
    assert "choose it to resume" in " ".join(m for m, _ in h.app.toasts)
    assert len(h.app.guard.logs) == 1
    h.advance(500)  # the cabinet goes on
    assert h.app.frames > 0 and isinstance(h.top, GameSelectScene)


def test_tests_still_see_a_scene_error_unless_they_ask_for_the_guard(tmp_path, monkeypatch):
    from arcade.scenes.select import GameSelectScene

    h = Harness(store_root=tmp_path)
    h.boot(GameSelectScene(h.app))

    def broken(self, *args):
        raise RuntimeError("boom")

    monkeypatch.setattr(GameSelectScene, "update", broken)
    with pytest.raises(RuntimeError, match="boom"):
        h.advance(100)


def test_a_bottom_scene_that_keeps_failing_is_replaced_then_given_up(tmp_path, monkeypatch):
    from arcade.scenes.select import GameSelectScene

    h = Harness(store_root=tmp_path)
    h.app.guard.enabled = True
    h.boot(GameSelectScene(h.app))

    def broken(self, *args):
        raise RuntimeError("always")

    monkeypatch.setattr(GameSelectScene, "update", broken)
    with pytest.raises(RuntimeError, match="always"):
        for _ in range(50):
            h.advance(1000 / 60)
    assert 1 <= len(h.app.guard.logs) <= 5

import json

import pytest

from arcade.app import App
from arcade.core.render import palette
from arcade.core.scenes import Scene, SceneManager
from arcade.games import registry
from arcade.games.info import GameInfo, GameOption
from arcade.scenes.attract import AttractScene
from arcade.scenes.common import ChoiceDialog
from arcade.scenes.howto import HowToScene
from arcade.scenes.keys import KeysScene
from arcade.scenes.lobby import LobbyScene
from arcade.scenes.options import OptionsScene
from arcade.scenes.pause import PauseScene
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness


class Counter(Scene):
    """A tiny game: confirm adds one; its state is the count."""

    game_id = "counter"
    pausable = True
    realtime = True

    def __init__(self, app, config=None, count=0):
        super().__init__(app)
        self.config, self.count, self.updates, self.log = config, count, 0, []

    def enter(self):
        self.log.append("enter")

    def pause(self):
        self.log.append("pause")

    def resume(self):
        self.log.append("resume")

    def exit(self):
        self.log.append("exit")

    def handle(self, ev):
        if ev.pressed and ev.action == "confirm":
            self.count += 1

    def update(self, now_ms, dt_ms):
        self.updates += 1

    def draw(self, surface):
        surface.fill((10, 200, 30))

    def hold_data(self):
        return {"count": self.count}


@pytest.fixture
def counter_game(monkeypatch):
    info = GameInfo(
        "counter",
        "Counter",
        "Count up",
        palette.NEON_GREEN,
        "circle",
        1,
        3,
        2,
        cpu_levels=("Easy", "Hard"),
        seat_flags=(("kid", "Kid mode"),),
        options=(GameOption("target", "Target", (5, 10), 5),),
        enabled=True,
        start=lambda app, cfg: Counter(app, cfg),
        resume=lambda app, data: Counter(app, None, data["count"]),
    )
    games = [info] + [g for g in registry.games() if g.id != "counter"]
    monkeypatch.setattr(registry, "_cache", games)
    return info


def test_stack_lifecycle_and_transparent_drawing():
    calls = []
    sm = SceneManager(on_change=lambda: calls.append("released"))
    a, b = Counter(None), Counter(None)
    overlay = Counter(None)
    overlay.opaque = False
    sm.push(a)
    sm.push(b)
    sm.push(overlay)
    assert sm.visible() == [b, overlay]
    sm.pop()
    sm.replace(Counter(None))
    assert a.log == ["enter", "pause"] and b.log == ["enter", "pause", "resume", "exit"]
    assert len(calls) == 5  # held input is released on every change


def test_boot_attract_then_start(tmp_path):
    h = Harness()
    h.boot()
    assert isinstance(h.top, AttractScene)
    h.tap("keys_b", "confirm")
    assert isinstance(h.top, GameSelectScene)
    assert "coin" in h.app.audio.played


def test_attract_loop_after_idle():
    h = Harness(fps=15)  # long idle stretches: fewer frames, the same timing
    h.boot()
    assert not h.top.in_loop()
    h.advance(16000)
    assert h.top.in_loop()
    h.tap("keys_a", "left")
    assert not h.top.in_loop()


def test_greyed_game_cannot_be_entered(monkeypatch):
    # a game listed before it is playable (GameInfo's default): shown greyed, never entered
    coming = GameInfo(
        "coming", "Coming Soon", "Not yet", palette.NEON_GREEN, "circle", start=lambda app, cfg: Counter(app)
    )
    assert not coming.enabled
    monkeypatch.setattr(registry, "_cache", [coming] + [g for g in registry.games() if g.id != "coming"])
    h = Harness()
    h.boot(GameSelectScene(h.app))
    sel = h.top
    sel.index = [g.id for g in sel.games].index("coming")
    h.tap("keys_a", "confirm")
    assert h.top is sel and h.app.audio.played[-1] == "error"
    # the playable game beside it still opens its lobby: the refusal is the game's, not the key's
    sel.index = [g.id for g in sel.games].index("coming") + 1
    h.tap("keys_a", "confirm")
    assert h.top is not sel and h.app.audio.played[-1] == "confirm"


def test_carousel_moves_and_wraps():
    h = Harness()
    h.boot(GameSelectScene(h.app))
    n = len(h.top.games)
    h.tap("keys_a", "left")
    assert h.top.index == n - 1
    h.taps("keys_a", "right", "right")
    assert h.top.index == 1


def test_lobby_builds_the_config(counter_game):
    h = Harness()
    h.boot(GameSelectScene(h.app))
    h.top.index = 0
    h.tap("keys_a", "confirm")
    lobby = h.top
    assert isinstance(lobby, LobbyScene) and len(lobby.seats) == 2
    h.tap("keys_a", "right")  # players 2 -> 3
    assert len(lobby.seats) == 3
    h.taps("keys_a", "down", "down")  # seat 2 row (seat switches live inside each seat's row)
    assert lobby.items[lobby.index].label.startswith("2.")
    assert (lobby.seats[1].kind, lobby.seats[1].level) == ("cpu", "Hard")
    h.tap("keys_a", "left")
    assert (lobby.seats[1].kind, lobby.seats[1].level) == ("cpu", "Easy")
    h.tap("keys_a", "left")
    assert lobby.seats[1].kind == "human" and lobby.seats[1].name == "Player 2"
    lobby.index = next(i for i, it in enumerate(lobby.items) if it.label.startswith("1."))
    h.tap("keys_a", "alt")  # the seat's switch, in its own row
    assert lobby.seats[0].flags["kid"] is True
    assert "Kid mode" in lobby.items[lobby.index].value()
    lobby.index = next(i for i, it in enumerate(lobby.items) if it.label == "Target")
    h.tap("keys_a", "right")
    lobby.index = len(lobby.items) - 1
    h.tap("keys_a", "confirm")
    game = h.top
    assert isinstance(game, Counter)
    assert len(game.config.seats) == 3 and game.config.options["target"] == 10
    assert game.config.seats[0].flags == {"kid": True}
    # the next lobby remembers the set-up
    again = LobbyScene(h.app, counter_game)
    assert len(again.seats) == 3 and again.options["target"] == 10


def test_lobby_start_is_always_in_view(counter_game, monkeypatch):
    big = counter_game.replace(
        max_players=8, options=tuple(GameOption(f"opt{i}", f"Option {i}", (False, True), False) for i in range(12))
    )
    monkeypatch.setattr(registry, "_cache", [big])
    h = Harness(render=False)
    h.boot(LobbyScene(h.app, big))
    lobby = h.top
    for _ in range(6):
        h.tap("keys_a", "right")  # 8 players
    assert len(lobby.seats) == 8
    screen = h.app.screen.get_rect()
    start = len(lobby.items) - 1
    assert lobby.items[start].label == "START"
    for _ in range(len(lobby.items) + 3):
        assert start in lobby.shown_indices(), "START is drawn wherever the list is scrolled"
        assert screen.contains(lobby.item_rect(start))
        assert not lobby.item_rect(start).colliderect(lobby.panel_rect)
        h.tap("keys_a", "down")


def test_rename_a_seat_with_the_letter_grid(counter_game):
    h = Harness()
    h.boot(LobbyScene(h.app, counter_game))
    lobby = h.top
    lobby.index = 1
    h.tap("keys_a", "confirm")  # opens the name grid
    h.tap("keys_a", "alt")  # finish at once? first clear the name:
    assert lobby.seats[0].name == "Player 1"
    h.tap("keys_a", "confirm")
    grid = h.top
    for _ in range(len("Player 1")):
        h.tap("keys_a", "back")
    grid.r, grid.c = 0, 0  # 'A'
    h.taps("keys_a", "confirm", "right", "confirm")
    h.tap("keys_a", "alt")
    assert lobby.seats[0].name == "AB"


def test_escape_pauses_a_game_and_resume(counter_game):
    h = Harness()
    h.boot(GameSelectScene(h.app))
    h.app.push(Counter(h.app))
    game = h.top
    h.tap("system", "pause")
    assert isinstance(h.top, PauseScene)
    updates = game.updates
    h.advance(500)
    assert game.updates == updates, "a paused game does not advance"
    h.tap("keys_a", "confirm")  # Resume
    assert h.top is game


def test_the_pause_panel_fits_its_items(counter_game):
    h = Harness()
    h.boot(None)
    h.app.push(Counter(h.app))
    h.tap("system", "pause")
    pause = h.top
    assert isinstance(pause, PauseScene) and len(pause.items) == 4
    panel = pause.panel_rect
    assert panel.h < PauseScene.panel_rect.h and panel.centery == PauseScene.panel_rect.centery
    assert pause.shown_indices() == [0, 1, 2, 3]
    assert all(panel.contains(pause.item_rect(i)) for i in range(4))
    assert panel.bottom - pause.item_rect(3).bottom < pause.row_h, "no empty rows under the last item"


def test_focus_loss_pauses_realtime_scene(counter_game):
    h = Harness()
    h.boot(Counter(h.app))
    h.app.focus_lost()
    assert isinstance(h.top, PauseScene)


def test_f1_opens_the_current_games_page():
    h = Harness()
    h.boot(GameSelectScene(h.app))
    scene = Counter(h.app)
    scene.game_id = "crashline"
    h.app.push(scene)
    h.tap("system", "help")
    assert isinstance(h.top, HowToScene) and h.top.game_id_shown == "crashline"
    h.taps("keys_a", "right", "right")
    assert h.top.page == 2
    h.tap("keys_a", "back")
    assert h.top is scene


def test_hold_and_quit_then_resume(counter_game):
    h = Harness()
    h.boot(GameSelectScene(h.app))
    sel = h.top
    h.app.push(Counter(h.app, count=0))
    h.taps("keys_a", "confirm", "confirm", "confirm")
    h.tap("system", "pause")
    pause = h.top
    pause.index = [i.label for i in pause.items].index("Quit to menu")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, ChoiceDialog)
    h.tap("keys_a", "confirm")  # Keep it
    assert h.top is sel
    assert sel.kept == {"counter"}  # the carousel says a kept game is waiting
    saved = json.loads(h.app.store.path("hold-counter").read_text())
    assert saved["version"] == 1 and saved["data"]["state"] == {"count": 3}
    # a new session offers Resume
    h2 = Harness(store_root=h.app.store.root)
    h2.boot(GameSelectScene(h2.app))
    h2.top.index = 0
    h2.tap("keys_a", "confirm")
    assert isinstance(h2.top, ChoiceDialog)
    h2.tap("keys_a", "confirm")  # Resume
    assert isinstance(h2.top, Counter) and h2.top.count == 3
    assert h2.app.store.exists("hold-counter"), "kept until the resumed game has been drawn and played"
    h2.tap("keys_a", "confirm")
    assert h2.top.count == 4 and not h2.app.store.exists("hold-counter")


def test_closing_the_window_keeps_the_game(counter_game):
    import pygame

    h = Harness()
    h.boot(Counter(h.app, count=5))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    h.app.running = True
    h.app.pump()
    assert not h.app.running
    assert h.app.held("counter")["state"] == {"count": 5}


def test_broken_hold_file_is_reported_not_fatal(counter_game):
    h = Harness()
    h.app.store.root.mkdir(parents=True, exist_ok=True)
    h.app.store.path("hold-counter").write_text("{{{")
    h.boot(GameSelectScene(h.app))
    h.top.index = 0
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, LobbyScene)  # no resume offered; the bad file is set aside
    assert h.app.store.root.joinpath("hold-counter.json.bad").exists()


def test_options_change_and_persist():
    h = Harness()
    h.boot(OptionsScene(h.app))
    h.tap("keys_a", "left")  # volume 70 -> 60
    assert h.app.settings["volume"] == pytest.approx(0.6)
    opt = h.top
    opt.index = [i.label for i in opt.items].index("Colour-blind mode")
    h.tap("keys_a", "confirm")
    assert h.app.settings["colour_blind"] and h.app.cards.colour_blind
    opt.index = [i.label for i in opt.items].index("Animation speed")
    h.tap("keys_a", "left")
    assert h.app.settings["anim_speed"] == 0.5
    again = App(headless=True, store_root=h.app.store.root)
    assert again.settings["volume"] == pytest.approx(0.6) and again.settings["colour_blind"]
    h.app.settings["colour_blind"] = False
    h.app.apply_settings()


def test_animations_off_means_no_fade():
    h = Harness()
    h.app.settings["anim_speed"] = 0.0
    h.boot(GameSelectScene(h.app))
    h.app.push(OptionsScene(h.app))
    assert h.app.scenes.fade_ms == 0


def test_remap_a_key_and_reset():
    import pygame

    h = Harness()
    h.boot(KeysScene(h.app))
    keys = h.top
    keys.index = [i.label for i in keys.items].index("Choose")
    h.tap("keys_a", "confirm")
    assert keys.capturing == "confirm"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, scancode=14, mod=0))
    h.app.pump()
    assert h.app.keymap["keys_a"]["confirm"] == ["key:k"]
    assert (
        h.app.input.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, scancode=14, mod=0), 1)[0].action
        == "confirm"
    )
    saved = json.loads(h.app.store.path("keymap").read_text())
    assert saved["data"]["keys_a"]["confirm"] == ["key:k"]
    keys.index = [i.label for i in keys.items].index("Reset all keys to defaults")
    h.tap("keys_a", "confirm")
    assert h.app.keymap["keys_a"]["confirm"] == ["key:return"]


def test_corrupt_keymap_and_settings_boot_with_a_warning(tmp_path):
    (tmp_path / "keymap.json").write_text("garbage")
    (tmp_path / "settings.json").write_text('{"app": "coin-op-cabinet", "version": 1, "data": {"volume": "loud"}}')
    h = Harness(store_root=tmp_path)
    h.boot()
    assert h.app.keymap["keys_a"]["up"] == ["key:up"]
    assert h.app.settings["volume"] == 0.7
    messages = " ".join(m for m, _ in h.app.toasts)
    assert "keymap.json" in messages and "volume" in messages
    assert (tmp_path / "keymap.json.bad").read_text() == "garbage"


def test_fixed_timestep_is_independent_of_frame_rate():
    counts = []
    for fps in (30, 60, 144, 240):
        h = Harness(fps=fps)
        game = Counter(h.app)
        h.boot(game)
        game.updates = 0
        h.advance(1000)
        counts.append(game.updates)
    assert max(counts) - min(counts) <= 1 and 119 <= counts[0] <= 121


def test_attract_screen_pixels():
    h = Harness()
    h.boot()
    # the marquee border is neon (pink..yellow); the backdrop corner is near black
    border = h.pixel(640, 62)
    assert border[0] > 200 and border[1] > 50
    assert sum(h.pixel(5, 5)) < 60


@pytest.mark.slow  # the same walk CI runs on the packaged app; here on the source tree
def test_smoke_walk_passes():
    from arcade import smoke

    smoke.run(verbose=False)


def test_a_broken_level_at_start_gives_a_message_not_a_crash(monkeypatch):
    from arcade.core.levels import LevelError

    def broken(app, cfg):
        raise LevelError("counter_table.tmx: missing object layer 'rows'")

    info = GameInfo("counter", "Counter", "Count up", palette.NEON_GREEN, "circle", 1, 2, 1, enabled=True, start=broken)
    monkeypatch.setattr(registry, "_cache", [info])
    h = Harness()
    h.boot(GameSelectScene(h.app))
    h.tap("keys_a", "confirm")
    lobby = h.top
    lobby.index = len(lobby.items) - 1
    h.tap("keys_a", "confirm")  # START
    assert h.top is lobby
    assert any("counter_table.tmx" in m and "rows" in m for m, _ in h.app.toasts)


def test_idle_attract_runs_a_cpu_demo_and_any_key_returns():
    from arcade.scenes.attract import IDLE_TO_LOOP_MS, MARQUEE_MS, DemoScene

    h = Harness(fps=15)  # long idle stretches: fewer frames, the same timing
    h.boot()
    attract = h.top
    h.advance(IDLE_TO_LOOP_MS + MARQUEE_MS + 100)
    demo = h.top
    assert isinstance(demo, DemoScene)
    assert demo.title in {g.title for g in registry.games() if g.enabled and g.demo}
    h.advance(2000)  # the CPUs play on by themselves
    h.tap("keys_b", "confirm")
    assert h.top is attract
    assert not h.app.stats.boards, "a demo records no statistics"


def test_messages_cover_no_title_and_no_key_hint():
    import pygame

    h = Harness()
    h.boot(GameSelectScene(h.app))
    h.advance(500)

    def regions():
        h.app.render(force=True)
        hints_right = __import__("arcade.core.render.draw", fromlist=["x"]).hint_extent()
        top = pygame.image.tobytes(h.app.screen.subsurface((0, 0, 1280, 200)), "RGB")
        hints = pygame.image.tobytes(h.app.screen.subsurface((0, 660, hints_right + 10, 60)), "RGB")
        return top, hints

    before = regions()
    h.app.toast("A long message about a kept game that was saved for later, to be resumed from the select")
    h.app.toast("A second message waits its turn")
    assert regions() == before
    assert h.app.toasts[0][0].startswith("A long message")
    h.advance(4600)
    h.app.render(force=True)
    assert [m for m, _ in h.app.toasts] == ["A second message waits its turn"]


def test_statistics_chart_of_one_score_is_one_slim_bar():
    from arcade.core.stats import SeatResult
    from arcade.scenes.stats import StatsScene, nice_ceiling

    h = Harness()
    h.app.stats.record("crashline", [SeatResult("Ann", 31.0, True, True)])
    h.boot(StatsScene(h.app))
    h.advance(400)
    h.app.render(force=True)
    chart = h.app.screen.subsurface((110, 345, 460, 250))
    yellow = sum(
        1
        for x in range(0, 460, 2)
        for y in range(0, 250, 2)
        if tuple(chart.get_at((x, y)))[:3] == palette.NEON_YELLOW[:3]
    )
    assert 0 < yellow < 0.05 * (230 * 125), "one score is one slim bar, not a block"
    assert nice_ceiling(31) == 50 and nice_ceiling(9) == 10 and nice_ceiling(100) == 200


def test_every_game_title_fits_its_tile_and_every_game_has_marquee_art():
    from arcade.core.render import text
    from arcade.scenes import marquee
    from arcade.scenes.select import TILE_W

    h = Harness(render=False)
    for info in registry.games():
        assert info.marquee, f"{info.id} has no marquee art"
        for width, start in ((int(TILE_W * 0.82) - 24, 12), (256, 12), (TILE_W - 24, 15)):
            lines, size = marquee.fit_title(info.title, width, start=start)
            assert len(lines) <= 3 and " ".join(lines) == info.title.upper()
            assert all(text.pixel(size).size(ln)[0] <= width for ln in lines), (info.id, width)
        surf = marquee.art(info, (200, 150), info.enabled)
        colours = {tuple(surf.get_at((x, y)))[:3] for x in range(0, 200, 5) for y in range(0, 150, 5)}
        assert len(colours) > 6, f"{info.id}: the marquee art draws something"
    h.app.quit()


def test_a_key_asked_for_one_device_is_bound_there_even_if_the_page_moved_to_another():
    """The monkey asked for a new 'down' key on Keys A, the page then showed the numpad (which has no
    'down'), and the key pressed raised KeyError: the binding goes to the device it was asked for."""
    import pygame

    h = Harness()
    h.boot(KeysScene(h.app))
    keys = h.top
    keys.index = [i.label for i in keys.items].index("Down")
    h.tap("keys_a", "confirm")
    assert keys.capturing == "down"
    keys.device = "numpad"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_j, scancode=13, mod=0))
    h.app.pump()
    assert h.app.keymap["keys_a"]["down"][0] == "key:j"
    assert "down" not in h.app.keymap["numpad"]

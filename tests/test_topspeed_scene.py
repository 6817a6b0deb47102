"""Top Speed! scene driven by scripted input actions through the cabinet harness (headless)."""

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from arcade.core.render import palette
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.present import flash_name
from arcade.games.topspeed.scene import COUNTDOWN_MS, TopSpeedScene
from arcade.testing import Harness


def two_humans(seed=4, assist=False):
    return LobbyConfig(
        "topspeed",
        [SeatConfig("Ann", "human", "", "keys_b", {"assist": assist}), SeatConfig("Bob", "human", "", "keys_a")],
        {},
        seed,
    )


def start(cfg, fps=20):
    h = Harness(fps=fps)  # few frames: the race runs on the scene clock whatever the frame rate
    h.boot()
    scene = h.app.push(TopSpeedScene(h.app, cfg))
    return h, scene


def go(h, scene):
    """Run the countdown out."""
    h.advance(COUNTDOWN_MS + 50)
    assert scene.state.phase == "racing"


def test_registered_and_started_from_the_lobby_config():
    info = registry.get("topspeed")
    assert info.enabled and info.min_players == 1 and info.max_players == 2
    assert info.cpu_levels == ("Rookie", "Easy", "Medium", "Hard", "Expert")
    assert len(info.cpu_descriptions) == len(info.cpu_levels) and all(info.cpu_descriptions)
    h = Harness()
    h.boot()
    scene = info.start(h.app, two_humans())
    assert isinstance(scene, TopSpeedScene) and scene.state.seats == (0, 1)


def test_countdown_blocks_placing_but_not_the_cursor():
    h, scene = start(two_humans())
    h.advance(500)
    h.tap("keys_b", "right")
    h.tap("keys_b", "up")
    assert scene.controls[0].lane == 2 and scene.state.rows == [[] for _ in range(8)]
    view = scene.state.view(0)
    assert view.top is None and sum(lane is not None for lane in view.lanes) == 2
    go(h, scene)
    assert all(lane is not None for lane in scene.state.view(0).lanes)


def test_two_seats_typing_at_once_through_the_real_input_path():
    h, scene = start(two_humans(seed=6))
    go(h, scene)
    st = scene.state
    red0, blue0 = st.decks[0][0], st.decks[1][0]
    red1, blue1 = st.decks[0][1], st.decks[1][1]
    t = h.now
    # both players press within one 16 ms frame; blue first by 3 ms, red's cursor already on lane 1
    h.run(
        [
            (t + 5, "keys_a", "up"),
            (t + 8, "keys_b", "up"),
            (t + 300, "keys_a", "left"),
            (t + 302, "keys_b", "down"),
            (t + 320, "keys_a", "down"),
        ],
        until_ms=t + 600,
    )
    upper1 = C.row_id(1, C.UPPER)
    assert st.rows[C.row_id(2, C.UPPER)] == [blue0]  # blue's cursor starts on lane 2
    assert st.rows[upper1] == [red0]
    assert st.rows[C.row_id(1, C.LOWER)] == [red1, blue1]  # red 18 ms before blue: red lies nearer the lane
    assert st.stats.placed == [2, 2]


def test_assist_blocks_a_repeat_with_a_sound_and_changes_nothing():
    h, scene = start(two_humans(seed=3, assist=True))
    go(h, scene)
    st = scene.state
    top = st.decks[0][0]
    clash = next(c for c in st.decks[1] if C.colour_of(c) == C.colour_of(top))
    st.rows[C.row_id(1, C.UPPER)] = [clash]
    st.decks[1].remove(clash)
    h.tap("keys_b", "up")
    h.advance(20)
    assert st.decks[0][0] == top and st.rows[C.row_id(1, C.UPPER)] == [clash]
    assert "error" in h.app.audio.played
    h.tap("keys_b", "down")
    h.advance(20)
    assert st.rows[C.row_id(1, C.LOWER)] == [top] and "place" in h.app.audio.played


def test_take_back_only_a_mistake_and_send_to_bottom_keys():
    h, scene = start(two_humans(seed=9))
    go(h, scene)
    st = scene.state
    a = st.decks[0][0]
    h.tap("keys_b", "up")
    h.tap("keys_b", "back")  # it fitted: it stays (issue 9 #12)
    h.advance(20)
    assert st.rows[C.row_id(1, C.UPPER)] == [a] and st.decks[0][0] != a
    shown = scene.timeline.moving(flash_name(0), scene.now())  # the seat's message, on the timeline
    assert "error" in h.app.audio.played and shown is not None and "mistake" in shown[0]
    clash = next(c for c in st.decks[0] if C.colour_of(c) == C.colour_of(a) or C.part_of(c) == C.part_of(a))
    st.decks[0].remove(clash)
    st.decks[0].insert(0, clash)
    h.tap("keys_b", "up")  # a repeat in the same row: a mistake
    h.advance(20)
    assert st.rows[C.row_id(1, C.UPPER)] == [a, clash] and st.view(0).last_row == C.row_id(1, C.UPPER)
    h.tap("keys_b", "back")
    h.advance(20)
    assert st.rows[C.row_id(1, C.UPPER)] == [a] and st.decks[0][0] == clash
    b = st.decks[0][1]
    h.tap("keys_b", "confirm")
    h.advance(20)
    assert st.decks[0][0] == b and st.decks[0][-1] == clash


def test_cpu_racer_plays_through_the_scene():
    cfg = LobbyConfig(
        "topspeed", [SeatConfig("Ann", "human", "", "keys_b"), SeatConfig("Blinky", "cpu", "Hard")], {}, 12
    )
    h, scene = start(cfg)
    go(h, scene)
    h.advance(6000)
    assert scene.state.stats.placed[1] >= 3 and scene.state.stats.placed[0] == 0
    h.tap("keys_a", "up")  # a device nobody uses does nothing
    h.advance(20)
    assert scene.state.stats.placed[0] == 0


def test_pause_stops_the_race_clock():
    cfg = LobbyConfig("topspeed", [SeatConfig("A", "cpu", "Hard"), SeatConfig("B", "cpu", "Hard")], {}, 2)
    h, scene = start(cfg, fps=8)
    go(h, scene)
    h.advance(2000)
    before = scene.now_race
    placed = sum(scene.state.stats.placed)
    h.tap("system", "pause")
    assert h.top is not scene
    h.advance(5000)
    assert sum(scene.state.stats.placed) == placed
    h.tap("keys_a", "confirm")  # Resume
    assert h.top is scene
    assert scene.now_race - before < 200


def test_call_reveal_result_and_rematch():
    h, scene = start(two_humans(seed=5))
    go(h, scene)
    h.tap("keys_a", "extra")  # blue calls Top Speed! with cards left: too early
    h.advance(20)
    st = scene.state
    assert st.over and st.caller == 1 and st.call_valid is False and st.flag == 0
    assert "crash" in h.app.audio.played
    h.advance(500)
    assert scene.reveal is not None and not scene.reveal_frame().done and not scene.recorded
    h.tap("keys_b", "confirm")  # skip the reveal
    h.advance(50)
    assert scene.reveal_frame().done
    assert scene.recorded and h.app.stats.board("topspeed")["played"] == 1
    h.advance(1000)  # the end card takes no input for a second
    h.tap("keys_b", "left")  # the focus from leave onto the rematch
    h.tap("keys_b", "confirm")  # rematch
    new = h.top
    assert isinstance(new, TopSpeedScene) and new is not scene
    assert new.config.seed != scene.config.seed and not new.state.over
    h.tap("keys_a", "back")
    assert h.top is new  # during the race back is "take back", not leave


def test_leave_after_the_result():
    h, scene = start(two_humans(seed=5))
    go(h, scene)
    h.tap("keys_b", "extra")
    h.advance(300)
    h.tap("keys_b", "back")  # the first press skips the reveal ...
    assert h.top is scene and scene.end_ready()
    h.advance(1000)  # the end card takes no input for a second
    h.tap("keys_b", "back")  # ... then back leaves
    assert h.top is not scene


def test_practice_is_solo_and_ends_on_the_clock():
    cfg = LobbyConfig("topspeed", [SeatConfig("Solo", "human", "", "keys_a")], {"practice_s": 60}, 3)
    h, scene = start(cfg, fps=4)
    assert scene.practice and scene.state.seats == (0,) and scene.state.time_limit_ms == 60000.0
    go(h, scene)
    h.tap("keys_a", "up")
    h.advance(61000)
    assert scene.state.over and scene.state.end_reason == "time"
    assert scene.state.score().winner is None and not scene.recorded
    h.tap("keys_a", "confirm")  # skip the reveal
    h.advance(300)
    assert scene.recorded and h.app.stats.board("topspeed:practice")["played"] == 1


def test_hold_and_quit_round_trip_continues_the_race():
    cfg = LobbyConfig(
        "topspeed", [SeatConfig("Ann", "human", "", "keys_b"), SeatConfig("Blinky", "cpu", "Medium")], {}, 21
    )
    h, scene = start(cfg)
    go(h, scene)
    h.taps("keys_b", "left", "down")
    h.advance(3000)
    data = json.loads(json.dumps(scene.hold_data()))
    h.app.pop()
    again = h.app.push(registry.get("topspeed").resume(h.app, data))
    assert again.state.to_data() == scene.state.to_data()
    assert again.controls[0].lane == 0 and again.cpus[1].to_data()["rng"] == scene.cpus[1].to_data()["rng"]
    h.advance(500)  # the short "ready" freeze: nothing moves
    h.tap("keys_b", "up")
    assert again.state.to_data()["stats"] == scene.state.to_data()["stats"]
    h.advance(8000)
    assert sum(again.state.stats.placed) > sum(scene.state.stats.placed)
    h.tap("keys_b", "extra")
    h.advance(20)
    assert again.hold_data() is None  # a finished race is not worth keeping


def test_malformed_kept_race_is_refused_with_value_error():
    h, scene = start(two_humans())
    go(h, scene)
    data = json.loads(json.dumps(scene.hold_data()))
    data["state"]["now_ms"] = "soon"
    with pytest.raises(ValueError):
        TopSpeedScene.from_hold(h.app, data)


def test_rendered_table_shows_cursors_in_seat_colours_and_cards():
    h, scene = start(two_humans(seed=8))
    go(h, scene)
    h.tap("keys_b", "up")
    h.advance(400)
    lay = scene.layout
    lane = lay.lanes[scene.controls[0].lane]
    x, y = lane[0] - 6, lane[1] + 12  # on seat 1's cursor outline around its lane card
    assert h.pixel(x, y) == palette.SEATS[0]
    bx, by, bw, bh = lay.lanes[scene.controls[1].lane]
    assert h.pixel(bx + bw - 2, by + 12) == palette.SEATS[1]  # seat 2's outline sits inside, on lane 2
    cx, cy, cw, ch = lay.card_rect(C.row_id(1, C.UPPER), 0, 1)
    assert h.pixel(cx + 4, cy + ch // 2) != h.pixel(cx + 4, cy - 40)  # a card lies in the row


def test_seat_badges_match_the_lobby_and_the_deck_colour_stays_the_cards():
    h, scene = start(two_humans(seed=8))
    go(h, scene)
    hud = scene.layout.hud
    for seat, x in ((0, hud[0] + 24), (1, hud[0] + hud[2] - 24)):
        assert h.pixel(x, hud[1] + hud[3] // 2) == palette.SEATS[seat]  # the lobby's colour and symbol
    assert scene.key_hints(0)[0] == ("A D", "lane") and scene.key_hints(1)[-1] == ("Right Ctrl", "TOP SPEED!")


def test_colour_blind_cards_add_a_colour_glyph():
    import pygame

    from arcade.games.topspeed import art

    a = pygame.Surface((150, 64), pygame.SRCALPHA)
    b = pygame.Surface((150, 64), pygame.SRCALPHA)
    art.paint_part_card(a, (C.card("tire", "blue"), True), False)
    art.paint_part_card(b, (C.card("tire", "blue"), True), True)
    assert a.get_at((130, 48)) != b.get_at((130, 48))


def test_a_thin_strip_still_shows_part_and_colour_on_the_lane_side():
    import pygame

    from arcade.games.topspeed import art

    def strip(card, info_below, band=17):
        surf = pygame.Surface((150, 64), pygame.SRCALPHA)
        art.paint_part_card(surf, (card, info_below, band), False)
        rows = range(64 - band, 64) if info_below else range(0, band)
        return [tuple(surf.get_at((x, y))) for y in rows for x in range(150)]

    for below in (True, False):
        base = strip(C.card("tire", "blue"), below)
        assert strip(C.card("helmet", "blue"), below) != base  # another part shows in the strip
        assert strip(C.card("tire", "green"), below) != base  # another colour shows in the strip
        # and the strip holds the part's colour itself, not only the edge
        blue = art.COLOUR_RGB[C.COLOURS.index("blue")]
        assert sum(1 for p in base if p[:3] == tuple(blue)) > 40


def test_smoke_walk_passes():
    h = Harness()
    h.boot()
    registry.get("topspeed").smoke(h)
    assert not isinstance(h.top, TopSpeedScene)


def test_demo_is_all_cpu_and_records_nothing():
    h = Harness()
    h.boot()
    scene = registry.get("topspeed").demo(h.app)
    assert scene.demo and len(scene.cpus) == 2


@pytest.mark.parametrize("cb", [False, True])
def test_screenshot_renders(cb, tmp_path):
    h, scene = start(two_humans(seed=2))
    h.app.settings["colour_blind"] = cb
    h.app.apply_settings()
    go(h, scene)
    h.taps("keys_b", "up", "down", "right", "up")
    h.taps("keys_a", "down", "left", "up")
    path = tmp_path / "shot.png"
    h.screenshot(path)
    assert path.stat().st_size > 10_000


def test_lobby_start_gives_a_race_against_the_cpu_and_one_player_practice():
    from arcade.scenes.lobby import LobbyScene

    h = Harness(fps=20)
    h.boot()
    info = registry.get("topspeed")
    lobby = h.app.push(LobbyScene(h.app, info))
    assert [s.kind for s in lobby.seats] == ["human", "cpu"] and lobby.seats[1].level == "Easy"
    lobby.start()
    race = h.top
    assert isinstance(race, TopSpeedScene) and not race.practice
    assert set(race.cpus) == {1} and race.cpus[1].level.name == "easy"
    h.app.pop()
    lobby = h.app.push(LobbyScene(h.app, info))
    lobby._adjust_count(-1)
    lobby.start()
    assert isinstance(h.top, TopSpeedScene) and h.top.practice


def test_key_hints_fit_their_panel_and_long_keys_put_their_words_underneath():
    from arcade.core.render import text

    h, scene = start(two_humans(seed=8))
    go(h, scene)
    for seat in (0, 1):
        rect = scene.layout.seats[seat]
        width = rect[2] + 14 - 4  # the panel's drawing area (see _draw_key_hints)
        lines = scene.key_hint_lines(seat, width)
        for key, what, wrapped in lines:
            cap = text.body(20, bold=True).size(key)[0] + 7
            words = text.body(20).size(what)[0]
            right = 48 + words if wrapped else 40 + cap + 8 + words
            assert right <= width - 8, f"{key} {what!r} spills out of seat {seat}'s panel"
    wrapped = {key for key, _what, w in scene.key_hint_lines(1, scene.layout.seats[1][2] + 10) if w}
    assert wrapped == {"Backspace", "Right Ctrl"}  # Keys A: the long keys wrap, the short do not


def test_kept_rows_draw_what_painting_every_card_afresh_draws():
    """The table keeps each row's settled cards as one picture (a landing card and the ones after it are
    drawn over it, its flash between them). At every moment of a race with cards placed, taken back and
    sent under, the screen painted with what is kept equals one painted with nothing kept."""
    import random

    import pygame

    from arcade.games.topspeed import screen
    from arcade.scenes.kit.layers import Layers

    h, scene = start(two_humans(seed=5), fps=60)
    go(h, scene)
    rnd = random.Random(5)
    size = pygame.display.get_surface().get_size()
    kept, fresh = pygame.Surface(size), pygame.Surface(size)
    compared = 0
    for _ in range(160):
        device = rnd.choice(("keys_a", "keys_b"))
        h.tap(device, rnd.choice(("up", "down", "up", "down", "left", "right", "back", "confirm")))
        h.advance(rnd.choice((10, 40, 90, 250)))
        frame = scene.frame()
        screen.paint(kept, frame, scene.layers)
        screen.paint(fresh, frame, Layers())
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
        compared += 1
    placed = scene.state.stats.placed
    assert placed[0] + placed[1] >= 20 and compared == 160

"""Console Free Play scene: scripted numpad input, drawn lights, replays, high scores, frame-rate independence."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from arcade.core.levels import LevelError
from arcade.core.stats import SeatResult
from arcade.games.console import library, watching
from arcade.games.console.panel import LIGHT_ON, load_layout
from arcade.games.console.reflex_game import BLINK, ON
from arcade.games.console.scene import ConsoleScene, board_name
from arcade.games.console.timing import START_DELAY_MS, pace
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.testing import Harness

CELL_TO_KEY = {1: "b7", 2: "b8", 3: "b9", 4: "b4", 5: "b5", 6: "b6", 7: "b1", 8: "b2", 9: "b3"}


def booted(seed=11, fps=30):
    h = Harness(fps=fps)
    scene = ConsoleScene(h.app, seed)
    h.boot(scene)
    return h, scene


def light_pixel(h, scene, cell):
    return h.pixel(*scene.layout.lights[cell].center)


def close(a, b, tol=40):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def test_numpad_skill_then_game_starts_it_and_the_light_is_drawn():
    h, scene = booted()
    h.tap("numpad", "b7")  # Skill 1 (top left)
    assert scene.machine.mode == "ready" and scene.machine.skill == 1
    h.tap("numpad", "b1")  # Alien Raiders (bottom left)
    assert scene.machine.mode == "playing" and scene.machine.game_id == "alien_raiders"
    h.advance(START_DELAY_MS + 5)
    (alien,) = [c for c in range(1, 10) if scene.machine.lights[c - 1] == ON]
    # The lit light's centre highlight is near white-yellow; an unlit one is dark.
    lit = light_pixel(h, scene, alien)
    dark = light_pixel(h, scene, 5)
    assert sum(lit) > 600 and sum(dark) < 250


@pytest.mark.parametrize("keycode,mod", [(pygame.K_KP7, pygame.KMOD_NUM), (pygame.K_HOME, 0)])
def test_real_keypad_events_work_with_numlock_on_and_off(keycode, mod):
    h, scene = booted()
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keycode, scancode=95, mod=mod))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=keycode, scancode=95, mod=mod))
    h.app.pump()
    assert scene.machine.mode == "ready" and scene.machine.skill == 1
    assert [i[1:] for i in scene.machine.inputs] == [("press", 1), ("release", 1)]


def test_inputs_apply_at_their_own_timestamp_between_frames():
    h, scene = booted(fps=30)
    h.tap("numpad", "b7")
    start = h.now
    h.run([(start, "numpad", "b6")], until_ms=start + 1)  # Sneak Attack
    m = scene.machine
    game_t0 = m.inputs[-2][0]
    p = pace("sneak_attack", 1)
    h.advance(START_DELAY_MS + p.base_ms + 1)
    target = m.game.path[2]
    land = game_t0 + START_DELAY_MS + 2 * p.base_ms
    # Press 0.5 ms before the landing: at 30 fps the frames are 33 ms apart, the press still counts.
    press_at = land - 0.5 + scene.offset
    h.run([(press_at, "numpad", CELL_TO_KEY[target], True)], until_ms=press_at + 20)
    assert m.score == 1 and m.mode == "playing"
    assert m.inputs[-1] == (land - 0.5, "press", target)


def _scripted_game(fps):
    """The same timed numpad script at a given frame rate; returns the machine's trace."""
    h, scene = booted(seed=3, fps=fps)
    h.app.render = lambda frame_ms=0.0: None  # frames still step and sync the machine; pixels are not the point
    t = h.now
    script = [(t + 100, "numpad", "b7"), (t + 300, "numpad", "b1")]
    for k in range(21):  # press around the top row every 137 ms: some zaps, some misses
        script.append((t + 1000 + 137 * k, "numpad", ("b7", "b8", "b9")[k % 3]))
    h.run(script, until_ms=t + 4_300)  # the score is still flashing: the same machine
    return scene.machine.trace


def test_the_same_script_gives_the_same_trace_at_30_60_144_and_240_fps():
    traces = [_scripted_game(fps) for fps in (30, 60, 144, 240)]
    assert any(e[1] == "point" for e in traces[0])
    assert all(tr == traces[0] for tr in traces[1:])


def test_a_light_change_is_on_screen_by_the_next_frame():
    h, scene = booted(fps=60)
    h.taps("numpad", "b7", "b4")  # Run Amuk
    m = scene.machine
    appear = m.inputs[-2][0] + START_DELAY_MS
    h.advance(appear + scene.offset - h.now - 0.01)
    assert all(s == 0 for s in m.lights)
    h.advance(1000 / 60)  # the next frame
    assert m.lights[5 - 1] == ON and close(light_pixel(h, scene, 5)[:2], LIGHT_ON[:2], 60)
    assert scene.frame_times[-1] >= appear and m.now == scene.frame_times[-1]


def test_reduce_flashing_draws_a_blinking_light_steady():
    h, scene = booted()
    h.app.settings["reduce_flashing"] = True
    h.taps("numpad", "b7", "b4")
    h.advance(START_DELAY_MS + 5)
    monster = [c for c in range(1, 10) if scene.machine.lights[c - 1] == BLINK][0]
    seen = set()
    for _ in range(6):
        h.advance(75)
        seen.add(light_pixel(h, scene, monster))
    assert len(seen) == 1
    h.app.settings["reduce_flashing"] = False
    seen = set()
    for _ in range(6):
        h.advance(75)
        seen.add(light_pixel(h, scene, monster))
    assert len(seen) == 2


def test_pausing_stops_the_console_clock():
    from arcade.scenes.pause import PauseScene

    h, scene = booted()
    h.taps("numpad", "b7", "b1")
    h.advance(START_DELAY_MS + 10)
    before = scene.machine.now
    h.app.push(PauseScene(h.app))
    h.fps = 10  # fewer frames while paused, to keep the test quick
    h.advance(10_000)
    h.app.pop()
    h.advance(1)
    assert scene.machine.mode == "playing" and scene.machine.now - before < 50


def test_cursor_and_confirm_press_buttons_for_keys_and_gamepads():
    h, scene = booted()
    h.tap("keys_a", "up")  # cursor from the centre to the top middle: Skill 2
    h.tap("keys_a", "confirm")
    assert scene.machine.skill == 2
    h.taps("pad0", "down", "right")  # to Sneak Attack
    h.tap("pad0", "confirm")
    assert scene.machine.game_id == "sneak_attack"


def test_mouse_click_presses_the_button_under_it():
    h, scene = booted()
    pos = scene.layout.buttons[3].center
    h.send("mouse", "click", True, h.now)
    assert scene.machine.inputs == []  # a click without a position does nothing
    from arcade.core.input import ActionEvent

    h.app.dispatch(ActionEvent("mouse", "click", True, h.now, pos=pos))
    h.app.dispatch(ActionEvent("mouse", "click", False, h.now + 30, pos=pos))
    assert scene.machine.skill == 3 and scene.machine.held == set()


def _finish_a_game(h, scene):
    """Skill 1, Run Amuk, never move: caught after one monster move (score 1)."""
    h.taps("numpad", "b7", "b4")
    h.fps = 10  # nothing here depends on the frame rate; fewer frames keep the tests quick
    h.advance(START_DELAY_MS + pace("run_amuk", 1).base_ms + pace("run_amuk", 1).at(1) + 10)
    assert scene.machine.final_score == 1


def test_a_finished_game_is_saved_as_a_replay_and_can_be_watched():
    h, scene = booted()
    _finish_a_game(h, scene)
    h.advance(10)
    saved, problems = library.entries(h.app.store.root)
    assert len(saved) == 1 and not problems and saved[0].replay.score == 1
    h.advance(3000)
    from arcade.scenes.initials import InitialsScene

    if isinstance(h.top, InitialsScene):
        h.advance(400)
        h.tap("numpad", "confirm")
    h.tap("numpad", "alt")  # the replay list
    from arcade.games.console.replays_menu import ReplayListScene

    assert isinstance(h.top, ReplayListScene)
    h.tap("numpad", "b5")  # choose the first
    watch = h.top
    assert isinstance(watch, ConsoleScene) and watch.replay is not None
    h.fps = 20
    h.advance(3_500)
    n = min(len(scene.machine.trace), len(watch.machine.trace))
    assert any(e[1] == "game_over" for e in watch.machine.trace[:n])
    assert scene.machine.trace[:n] == watch.machine.trace[:n]
    assert watch.verified is True and watch.machine.final_score == 1
    h.tap("numpad", "confirm")  # keypad Enter pauses the replay (issue 27); Num 0 stops watching
    assert h.top is watch and watch.watch_paused
    h.tap("numpad", "back")
    assert h.top is scene


def test_a_high_score_asks_for_initials_and_enters_the_table():
    h, scene = booted()
    _finish_a_game(h, scene)
    from arcade.scenes.initials import InitialsScene

    h.advance(3000)  # the score flashes, then stays lit: now the initials
    assert isinstance(h.top, InitialsScene)
    h.advance(400)  # the prompt listens once it has been up a moment
    h.taps("keys_a", "up", "right", "up", "up", "confirm")
    assert h.top is scene
    top = h.app.stats.board(board_name("run_amuk", 1))["top"]
    assert top[0]["score"] == 1 and top[0]["name"] == "BCA"


def test_a_score_short_of_the_table_goes_in_under_the_player_s_name_at_once():
    h = Harness(fps=30)
    h.app.stats.record(board_name("run_amuk", 1), [SeatResult(f"P{i}", 50.0, True, False) for i in range(10)])
    scene = ConsoleScene(h.app, 11, player="Ann")
    h.boot(scene)
    _finish_a_game(h, scene)
    h.advance(3000)
    from arcade.scenes.initials import InitialsScene

    assert not isinstance(h.top, InitialsScene), "a score of 1 does not make a full table of 50s"
    board = h.app.stats.board(board_name("run_amuk", 1))
    assert board["played"] == 2 and [r["name"] for r in board["top"]].count("Ann") == 0
    assert len(library.entries(h.app.store.root)[0]) == 1, "the run's replay is kept all the same"


@pytest.mark.parametrize("how", ["lesson", "replay watched"])
def test_a_lesson_or_a_watched_replay_keeps_no_score_and_no_replay(how):
    h, scene = booted()
    _finish_a_game(h, scene)
    h.advance(3000)
    from arcade.scenes.initials import InitialsScene

    if isinstance(h.top, InitialsScene):
        h.advance(400)
        h.tap("numpad", "confirm")
    before = (h.app.stats.board(board_name("run_amuk", 1)), len(library.entries(h.app.store.root)[0]))
    assert before[0]["played"] == 1 and before[1] == 1
    if how == "lesson":
        config = LobbyConfig("console", [SeatConfig("Ann", "human", "", "numpad")], {"lesson": True}, 11)
        again = ConsoleScene(h.app, config=config)
    else:
        again = ConsoleScene.watching(h.app, library.entries(h.app.store.root)[0][0].replay)
    h.app.push(again)
    if how == "lesson":
        _finish_a_game(h, again)
    else:
        h.advance(8000)
    assert again.machine.final_score == 1 and again.recorded
    h.advance(3000)
    assert not isinstance(h.top, InitialsScene)
    assert (h.app.stats.board(board_name("run_amuk", 1)), len(library.entries(h.app.store.root)[0])) == before


def test_a_new_session_after_a_game_gets_a_fresh_machine():
    h, scene = booted()
    _finish_a_game(h, scene)
    first = scene.machine
    h.advance(3000)
    from arcade.scenes.initials import InitialsScene

    if isinstance(h.top, InitialsScene):
        h.advance(400)
        h.tap("keys_a", "confirm")
    h.advance(3000)  # the console's clock stood still under the prompt: let the score come to stand
    assert first.phase == "off" and first.score_shown
    h.taps("numpad", "b8", "b3")  # Skill 2, Rattler
    assert scene.machine is not first and scene.machine.game_id == "rattler" and scene.machine.skill == 2
    assert first.final_score == 1


def test_slide_overlay_tints_the_screen_in_the_games_colour():
    h, scene = booted()
    h.taps("numpad", "b7", "b3")  # Rattler: purple
    x, y = scene.layout.screen.x + 6, scene.layout.screen.bottom - 40
    r, g, b = h.pixel(x, y)
    assert b > g and r > g


def test_the_demo_plays_by_itself():
    h = Harness()
    scene = ConsoleScene(h.app, 4, demo=True)
    h.boot(scene)
    h.advance(6000)
    assert scene.machine.game_id is not None and any(i[0] > 1000 for i in scene.machine.inputs)


def test_panel_layout_comes_from_the_level_and_a_broken_one_is_refused(tmp_path):
    lay = load_layout()
    assert sorted(lay.lights) == list(range(1, 10)) and lay.button_label[7] == "ALIEN RAIDERS"
    assert lay.lights[1].centerx < lay.lights[3].centerx and lay.buttons[1].centery < lay.buttons[7].centery
    from arcade.core import paths

    text = paths.level("console_panel.tmx").read_text()
    broken = tmp_path / "broken.tmx"
    broken.write_text(text.replace('name="cell" type="int" value="5"', 'name="cell" type="int" value="4"', 1))
    with pytest.raises(LevelError, match="cells 1..9"):
        load_layout(str(broken))


def test_registry_lists_console_free_play_enabled():
    from arcade.games import registry

    info = registry.get("console")
    assert info.enabled and not info.uses_lobby and info.start is not None and info.demo is not None


@pytest.mark.parametrize("fps", [30, 240])
def test_watching_a_replay_matches_the_original_at_any_frame_rate(fps):
    from arcade.games.console import replay as rp
    from arcade.games.console.bots import ReflexBot, play_out
    from arcade.games.console.machine import new_game

    m = new_game("rattler", 3, seed=6)
    play_out(m, ReflexBot(400, seed=2))
    assert m.final_score >= 2 and m.now < 8000
    replay = rp.from_machine(m)
    h = Harness(fps=fps)
    watch = ConsoleScene(h.app, replay=replay)
    h.boot(watch)
    h.app.render = lambda frame_ms=0.0: None  # the frames step and sync the replay; pixels are not the point
    h.advance(m.now + 100)
    assert watch.verified is True
    n = len(m.trace)
    assert watch.machine.trace[:n] == m.trace and watch.machine.final_score == m.final_score


def test_both_test_patterns_start_from_the_numpad():
    h, scene = booted()
    h.taps("numpad", "b7", "b5")  # Skill 1, middle-row centre
    assert scene.machine.mode == "test1"
    h.advance(9 * 250 + 10)
    assert all(scene.machine.lights)
    h.fps = 10  # a quiet 15 s: fewer frames keep the test quick
    h.advance(15_200)
    h.fps = 60
    assert scene.machine.mode == "off"
    h.taps("numpad", "b7", "b2")  # Skill 1, bottom-row centre
    assert scene.machine.mode == "test2" and scene.machine.lights[8 - 1] == ON
    h.tap("numpad", "b9")
    assert [c for c in range(1, 10) if scene.machine.lights[c - 1]] == [3]


def test_numpad_presses_after_a_game_never_type_initials_nor_skip_the_prompt():
    """Issue 9 #3: keys meant for Test Pattern I went into the high-score prompt as 'A.A'; issue 25: a
    player who moved on had the score filed under the seat's name. Now Skill 1 once the score stands brings
    the prompt up (it cannot be skipped), and the 5 pressed right after is not a letter."""
    from arcade.scenes.initials import InitialsScene

    h, scene = booted()
    _finish_a_game(h, scene)
    over = next(e[0] for e in scene.machine.trace if e[1] == "game_over")
    t = h.now - (scene.machine.now - over)  # the game over on the harness clock
    script = [(t + 300 + 400 * k, "numpad", "b8") for k in range(6)]  # idle presses while the score flashes
    script += [(t + 2750, "numpad", "b7"), (t + 2950, "numpad", "b5")]
    h.run(script, until_ms=t + 3000)
    assert isinstance(h.top, InitialsScene) and h.top.letters == ["A", "A", "A"] and h.top.pos == 0
    assert scene.machine.mode == "score"
    assert h.app.stats.board(board_name("run_amuk", 1))["top"] == []


def test_the_initials_prompt_comes_once_the_score_stands_and_ignores_a_press_right_away():
    from arcade.scenes.initials import ARM_MS, InitialsScene

    h, scene = booted()
    _finish_a_game(h, scene)
    for _ in range(300):  # it comes once the score has flashed and stands (nothing pressed meanwhile)
        if isinstance(h.top, InitialsScene):
            break
        h.advance(20)
    assert isinstance(h.top, InitialsScene) and scene.machine.mode == "score" and scene.machine.final_score == 1
    assert scene.machine.phase == "off"  # the score stands steady under the prompt
    h.tap("numpad", "b2")  # too soon after it came up: not a letter
    h.advance(ARM_MS)
    h.taps("numpad", "b8", "b5", "b5", "b5")
    assert h.top is scene
    assert h.app.stats.board(board_name("run_amuk", 1))["top"][0]["name"] == "BAA"


def test_a_run_that_scores_nothing_is_not_entered_in_the_table():
    from arcade.scenes.initials import InitialsScene

    h, scene = booted()
    h.taps("numpad", "b7", "b6")  # Sneak Attack
    h.tap("numpad", "b5")  # a press before any missile: too soon, game over with 0
    assert scene.machine.final_score == 0
    h.fps = 20
    h.advance(4500)
    assert not isinstance(h.top, InitialsScene) and scene.machine.score_shown
    assert h.app.stats.board(board_name("sneak_attack", 1))["top"] == []
    assert library.entries(h.app.store.root)[0][0].replay.score == 0  # the replay is still kept


def test_lights_and_buttons_carry_square_keycaps_until_a_score_shows():
    """Issue 9 #4, issue 25 #3: a light carries the key under it; score values only with a score."""
    from arcade.games.console.panel import KEYCAP_FACE, keycap_rect, tag_centre

    h, scene = booted()
    lay = scene.layout
    for cell in (1, 3, 5, 9):
        cx, cy = tag_centre(lay.lights[cell])
        assert close(h.pixel(cx - 7, cy - 7), KEYCAP_FACE, 30)  # the light's small keycap
        cap = keycap_rect(lay.buttons[cell])
        assert close(h.pixel(cap.x + 3, cap.y + 3), KEYCAP_FACE, 30)  # the keycap's face


def test_the_housing_is_yellow_and_each_slide_draws_its_own_picture():
    """Issue 9 #14: the yellow housing with its black name plate; four different slides in their colours."""
    from arcade.games.console.panel import CASE, build_chassis

    lay = load_layout()
    bare = build_chassis(lay)
    assert close(bare.get_at((lay.console.x + 12, lay.console.centery))[:3], CASE, 20)
    assert sum(bare.get_at(lay.nameplate.move(4, 0).midleft)[:3]) < 90
    screens = {}
    for game in ("alien_raiders", "rattler", "sneak_attack", "run_amuk"):
        shot = build_chassis(lay, game).subsurface(lay.screen)
        r, g, b = pygame.transform.average_color(shot)[:3]
        screens[game] = pygame.image.tobytes(shot, "RGB")
        assert {
            "alien_raiders": g > max(r, b),
            "rattler": r > g and b > g,
            "sneak_attack": b > max(r, g),
            "run_amuk": r > g > b,
        }[game], (game, (r, g, b))
    assert len(set(screens.values())) == 4


def test_the_scene_is_a_game_scene_driving_the_machine_with_rules_actions():
    from arcade.core.rules import Wait
    from arcade.games.console.events import Press, Release
    from arcade.scenes.game import GameScene

    h, scene = booted()
    assert isinstance(scene, GameScene) and scene.machine is scene.state
    applied = []
    machine = scene.machine
    original = machine.apply
    machine.apply = lambda action: applied.append(action) or original(action)
    h.taps("numpad", "b7", "b4")  # Skill 1, Run Amuk
    h.advance(START_DELAY_MS + 50)
    kinds = {type(a) for a in applied}
    assert {Press, Release, Wait} <= kinds
    assert Press(1, applied[0].t_ms) == applied[0] and scene.machine.mode == "playing"
    # losing the window's focus stops the scene clock, and with it the console
    scene.focus_changed(False)
    h.advance(50)
    before = scene.machine.now
    h.advance(2000)
    assert scene.machine.now == before
    scene.focus_changed(True)
    h.advance(100)
    assert 0 < scene.machine.now - before <= 110


def _one_hand_duel(fps=30):
    """A person's duel at Alien Raiders with One Hand (left: the right column 3, 6, 9 lands 150 ms late)."""
    from arcade.games.console.scene import DuelMode

    h = Harness(fps=fps, render=False)
    scores = []
    mode = DuelMode("alien_raiders", 1, scores.append, late_cells=frozenset((3, 6, 9)), late_ms=150.0)
    scene = ConsoleScene(h.app, 5, duel=mode)
    h.boot(scene)
    h.tap("numpad", "b5")  # any button starts the duel's game
    assert scene.machine.mode == "playing"
    return h, scene


def test_one_hand_for_a_person_delays_only_far_presses_and_keeps_time_order():
    """Issue 21 #3: a far press landing late must not drag a near press made just after it along."""
    h, scene = _one_hand_duel()
    m = scene.machine
    t0 = m.now
    at = lambda console_ms: t0 + console_ms + scene.offset  # noqa: E731 - console time -> app time
    h.run(
        [
            (at(850.0), "numpad", CELL_TO_KEY[9], True),
            (at(867.0), "numpad", CELL_TO_KEY[1], True),
            (at(900.0), "numpad", CELL_TO_KEY[1], False),
            (at(1100.0), "numpad", CELL_TO_KEY[9], False),
        ],
        until_ms=at(1300.0),
    )
    ins = [i for i in m.inputs if i[0] > t0 + 100]
    assert (t0 + 867.0, "press", 1) in ins, f"the near press keeps its own time: {ins}"
    assert (t0 + 900.0, "release", 1) in ins
    assert (t0 + 1000.0, "press", 9) in ins, "the far press lands 150 ms late"
    assert (t0 + 1100.0, "release", 9) in ins, "a far key held past its late press is let go at its own time"
    assert [i[0] for i in ins] == sorted(i[0] for i in ins), "inputs reach the machine in time order"
    assert m.late_inputs == 0


def test_one_hand_a_quick_far_tap_still_lands_press_then_release():
    h, scene = _one_hand_duel()
    m = scene.machine
    t0 = m.now
    at = lambda console_ms: t0 + console_ms + scene.offset  # noqa: E731
    h.run(
        [(at(700.0), "numpad", CELL_TO_KEY[3], True), (at(740.0), "numpad", CELL_TO_KEY[3], False)], until_ms=at(1000.0)
    )
    ins = [i for i in m.inputs if i[0] > t0 + 100]
    assert ins == [(t0 + 850.0, "press", 3), (t0 + 910.0, "release", 3)], ins
    assert 3 not in m.held


def test_a_watched_replay_pauses_steps_jumps_and_changes_speed_and_still_ends_as_the_run():
    """Issue 27: the console's replays have the viewer's keys: confirm pauses, left/right go a press back
    or on, up/down five seconds, alt 1x/2x/4x; whatever is pressed, the run ends as the original did."""
    from arcade.games.console import replay as rp
    from arcade.games.console.bots import ReflexBot, play_out
    from arcade.games.console.machine import new_game
    from arcade.games.console.scene import ConsoleScene

    m = new_game("alien_raiders", 2, seed=11)
    play_out(m, ReflexBot(220, seed=5))
    while m.next_due() is not None:
        m.advance_to(m.next_due())
    replay = rp.from_machine(m)
    h = Harness()
    h.boot()
    scene = h.app.push(ConsoleScene.watching(h.app, replay))
    h.advance(500)
    h.tap("keys_a", "confirm")
    assert scene.watch_paused
    t = scene.console_now()
    h.advance(1000)
    assert scene.console_now() == t, "paused: the console's time stands still"
    h.tap("keys_a", "right")
    presses = [p for p, kind, _ in replay.inputs if kind == "press"]
    assert scene.console_now() == next(p for p in presses if p > t + 0.5)
    h.tap("keys_a", "down")
    h.tap("keys_a", "down")
    h.tap("keys_a", "up")  # back: the machine is made again up to there
    h.tap("keys_a", "left")
    h.tap("keys_a", "alt")
    h.tap("keys_a", "alt")
    assert scene.timebase.speed == 4.0
    h.tap("keys_a", "confirm")
    for _ in range(400):
        if scene.machine.final_score is not None and not scene.pending:
            break
        h.advance(250)
    assert scene.machine.final_score == m.final_score and scene.machine.game_digest() == m.game_digest()
    assert watching.end_ms(scene.replay) > replay.inputs[-1][0]


def test_kept_console_pictures_draw_what_painting_afresh_draws():
    """The console keeps its chassis with every button up, and draws over it only a button held down or
    under the cursor, on the panel kept from under it. At every moment of games played with held keys and
    the cursor moving, the console drawn that way equals the console drawn button by button on the bare
    chassis, and the screen painted with what is kept equals one painted with nothing kept."""
    import random

    from arcade.games.console import shown
    from arcade.games.console.panel import draw_console
    from arcade.games.console.panels import build_background, build_with_buttons
    from arcade.scenes.kit.layers import Layers

    h, scene = booted(seed=3)
    rnd = random.Random(3)
    size = pygame.display.get_surface().get_size()
    kept, fresh = pygame.Surface(size), pygame.Surface(size)
    lay = scene.layout
    held = set()
    pressed, cursor_on_a_button = 0, 0
    for _ in range(240):
        if rnd.random() < 0.3:
            h.send("keys_a", rnd.choice(("up", "down", "left", "right")), True, h.now)
        key = rnd.choice(sorted(CELL_TO_KEY.values()))
        if key in held:
            h.send("numpad", key, False, h.now)
            held.discard(key)
        else:
            h.send("numpad", key, True, h.now)
            held.add(key)
        h.advance(rnd.choice((15, 40, 120, 400)))
        frame = scene.frame()
        shown.paint(kept, frame, scene.layers)
        shown.paint(fresh, frame, Layers())
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
        s, view = shown.shown(frame), frame.view.console
        pressed += bool(view.held)
        cursor_on_a_button += s.cursor is not None
        for chassis, wells in (
            (build_background(lay, s.slide, s.hints), None),
            build_with_buttons(lay, s.slide, s.hints),
        ):
            out = kept if wells is None else fresh
            draw_console(out, lay, view, view.t_ms, slide=s.slide, cursor=s.cursor, chassis=chassis, wells=wells)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert pressed > 50 and cursor_on_a_button > 50

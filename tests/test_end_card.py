"""The end of a game is the base's and the kit's (arcade/scenes/game_end.py, arcade/scenes/kit/endscreen.py):
the card shows only once the game is over and everything has played out, solid over the table, with the
rematch/leave keys named as the player's keymap has them; every game says what its card holds as data."""

from __future__ import annotations

import os
import random
import sys

import pygame
import pytest

sys.path.insert(0, os.path.dirname(__file__))

from tinygame.scene import DuelScene

from arcade.core.render import palette
from arcade.core.rules import SIMULTANEOUS
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig, resolve
from arcade.scenes.game_end import GameEnd
from arcade.scenes.kit.endscreen import EndCard, EndRow, card_rect, draw_end_card, standings, winner_title
from arcade.testing import Harness

GAMES = [g for g in registry.games() if g.engine is not None and g.scene]


def _tiny_game(h):
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Cpu", "cpu", "Greedy")]
    scene = DuelScene(h.app, LobbyConfig("tinyduel", seats, {}, 7))
    h.boot(scene)
    return scene


def test_the_card_waits_for_the_end_then_shows_solid_with_the_keys():
    h = Harness()
    game = _tiny_game(h)
    assert not game.end_shown()
    for _ in range(3):
        h.tap("keys_a", "confirm")
        h.advance(3000)
    assert game.state.is_terminal() and game.end_shown()
    box = card_rect(game.end_card(), len(game.end_key_hints()))
    h.frame()
    assert h.pixel(box.centerx, box.top + 1)[:3] == palette.NEON_YELLOW, "the card's border"
    assert h.pixel(box.x + 8, box.bottom - 8)[:3] == palette.NIGHT, "solid: nothing shows through"
    assert game.end_key_hints() == [("/", "rematch"), ("Enter", "leave")], "leave in focus: confirm presses it"
    h.app.keymap["keys_a"]["confirm"] = ["key:y"]
    assert game.end_key_hints()[1] == ("Y", "leave"), "a remapped key is named as it now is"
    game.end_focus = 0
    assert game.end_key_hints() == [("Y", "rematch"), ("Backspace", "leave")]


def test_the_card_holds_back_while_the_last_move_plays():
    h = Harness(render=False)
    game = _tiny_game(h)
    for _ in range(2):
        h.tap("keys_a", "confirm")
        h.advance(3000)
    h.tap("keys_a", "confirm")  # the last card: the CPU answers after its pause, then the call-out plays
    while not game.state.is_terminal():
        h.advance(20)
    game.busy_until = game.now() + 500
    assert not game.end_shown(), "the end's call-out is still playing"
    h.advance(600)
    assert game.end_shown()


def test_winner_title_and_standings():
    assert winner_title(["Ann", "Ben"], [1]) == "BEN WINS!"
    assert winner_title(["Ann", "Ben", "Cy"], [0, 2]) == "SHARED WIN: Ann & Cy"
    assert standings([5, 9, 9, 1]) == [1, 2, 0, 3]
    assert standings([5, 9, 9, 1], tiebreak=[0, 1, 4, 0]) == [2, 1, 0, 3]


def test_a_long_name_and_many_columns_stay_inside_the_card():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.Surface((1280, 720))
    surface.fill((1, 2, 3))
    rows = tuple(EndRow(s, "Bartholomew the Magnificent " * 3, ("123456789",) * 9, "999", s == 0) for s in range(8))
    card = EndCard("A VERY LONG TITLE " * 6, subtitle="why " * 80, columns=("a long column name",) * 9, rows=rows)
    box = draw_end_card(surface, card)
    outside = [(x, y) for x in range(0, 1280, 7) for y in range(0, 720, 7) if not box.inflate(2, 2).collidepoint(x, y)]
    dimmed = surface.get_at(outside[0])[:3]
    assert all(surface.get_at(p)[:3] == dimmed for p in outside), "nothing is drawn outside the card"


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.id)
def test_every_game_says_what_its_card_holds(info):
    cls = resolve(info.scene)
    assert cls.end_card is not GameEnd.end_card, f"{info.id}: the end card is the game's own data"
    assert "draw_end" not in vars(cls) and "record" not in vars(cls), "the base draws and records the end"
    h = Harness(render=False)
    n = max(2, info.min_players)
    seats = [SeatConfig(f"CPU {i}", "cpu", info.cpu_levels[0] if info.cpu_levels else "") for i in range(n)]
    scene = info.start(h.app, LobbyConfig(info.id, seats, {o.key: o.default for o in info.options}, 11))
    h.boot(scene)
    scene = h.top
    rng = random.Random(3)
    state = scene.state
    for _ in range(info.engine.max_actions):
        if state.is_terminal():
            break
        cp = state.current_player()
        actions = state.legal_actions() if cp == SIMULTANEOUS else state.legal_actions(cp)
        state.apply(rng.choice(actions))
    assert state.is_terminal()
    card = scene.end_card()
    assert isinstance(card, EndCard) and card.title
    assert sorted(r.seat for r in card.rows) == list(range(n)), "every seat has its standing"
    scores = state.scores()
    assert [scores[r.seat] for r in card.rows] == sorted(scores, reverse=True), "best first"
    winners = set(state.winners())
    assert {r.seat for r in card.rows if r.winner} <= winners
    surface = pygame.Surface((1280, 720))
    draw_end_card(surface, card, hints=scene.end_key_hints(), draw_cell=scene.draw_end_cell)
    assert all(key for key, _words in scene.end_key_hints()), "every button names its key"
    for _ in range(400):  # the finale plays out, then the card's grace time passes
        if scene.end_open():
            break
        h.advance(100)
    assert scene.end_open()
    h.tap("keys_a", "next")  # the key the rematch button names
    assert type(h.top) is type(scene) and h.top is not scene and not h.top.state.is_terminal(), info.id


def test_top_speed_shows_its_card_once_the_reveal_has_played():
    info = registry.get("topspeed")
    h = Harness(render=False)
    seats = [SeatConfig("Ann", "cpu", info.cpu_levels[-1]), SeatConfig("Ben", "cpu", info.cpu_levels[-1])]
    h.boot(info.start(h.app, LobbyConfig("topspeed", seats, {o.key: o.default for o in info.options}, 5)))
    scene = h.top
    while not scene.state.is_terminal():
        h.advance(250)
    h.advance(100)
    frame = scene.reveal_frame()
    assert frame is not None and not frame.done
    assert not scene.end_shown(), "the reveal plays first"
    while not scene.end_shown():
        h.advance(100)
    assert scene.reveal_frame().done
    points = scene.state.score().points
    assert [r.total for r in scene.end_card().rows] == [str(p) for p in sorted(points, reverse=True)]


def test_confetti_falls_for_the_card_s_first_seconds_and_not_with_animations_off():
    from arcade.scenes.kit.endscreen import CELEBRATION_MS

    for speed, falls in ((1.0, True), (0.0, False)):
        h = Harness()
        h.app.settings["anim_speed"] = speed
        game = _tiny_game(h)
        for _ in range(3):
            h.tap("keys_a", "confirm")
            h.advance(3000)
        while not game.end_shown():
            h.advance(20)
        h.advance(300)
        if not falls:
            assert game.celebration() is None
            continue
        box = card_rect(game.end_card(), len(game.end_key_hints()))

        def above(h=h, box=box):
            return [h.pixel(x, y)[:3] for x in range(0, 1280, 3) for y in range(0, box.top - 4, 3)]

        first, before = game.celebration(), above()
        assert first is not None
        h.advance(100)
        assert game.celebration() != first and above() != before, "confetti moves over the table"
        h.advance(CELEBRATION_MS)
        assert game.celebration() is None, "then it has fallen"
        settled = above()
        h.advance(100)
        assert above() == settled


def test_one_wide_column_gets_the_room_between_the_names_and_the_total():
    from arcade.scenes.kit.endscreen import NAME_W, PAD, TOTAL_W, column_xs

    card = EndCard("X", columns=("prizes won",), rows=(EndRow(0, "Ann", ("Seven 80  Bells 38  Plums 26",), "144"),))
    box = card_rect(card)
    (x,), width = column_xs(card, box)
    assert width == box.width - 2 * PAD - NAME_W - TOTAL_W and x == box.x + PAD + NAME_W + width // 2


def test_rematch_and_leave_are_buttons_on_the_card_named_with_their_keys():
    from arcade.scenes.kit.endscreen import BUTTONS_H, PAD, button_rects

    h = Harness()
    game = _tiny_game(h)
    for _ in range(3):
        h.tap("keys_a", "confirm")
        h.advance(3000)
    assert game.end_shown()
    hints = game.end_key_hints()
    box = card_rect(game.end_card(), len(hints))
    area = pygame.Rect(box.x + PAD, box.bottom - PAD // 2 - BUTTONS_H + 6, box.width - 2 * PAD, BUTTONS_H - 12)
    rematch, leave = button_rects(hints, area)
    assert box.contains(rematch) and box.contains(leave) and rematch.right < leave.left
    h.frame()
    assert h.pixel(leave.centerx, leave.top + 1)[:3] == palette.NEON_YELLOW, "the default button is lit"
    assert h.pixel(rematch.centerx, rematch.top + 1)[:3] == palette.EDGE


def test_the_table_under_the_confetti_is_drawn_once_not_every_frame():
    h = Harness()
    h.app.settings["anim_speed"] = 1.0
    game = _tiny_game(h)
    for _ in range(3):
        h.tap("keys_a", "confirm")
        h.advance(3000)
    while not game.end_shown():
        h.advance(20)
    drawn = []
    real = game.draw_game
    game.draw_game = lambda surface: drawn.append(1) or real(surface)
    steps = set()
    for _ in range(30):  # half a second of falling confetti at 60 frames a second
        h.advance(1000 / 60)
        steps.add(game.celebration())
    assert len(steps - {None}) > 5, "the confetti moved"
    assert len(drawn) <= 1, f"the table was drawn {len(drawn)} times under it"


def test_the_card_ignores_presses_at_first_and_its_focus_starts_on_leave():
    """Issue 36, item 9: the key pressed to play on as the game ends (Enter to flip in Crash Line, a
    repeated Enter in Mania) does not start a rematch: the card takes no input for its first second of
    scene time, and then confirm presses the button in focus, which starts on leave."""
    from arcade.scenes.game_end import END_GRACE_MS

    h = Harness()
    game = _tiny_game(h)
    while not game.state.is_terminal():
        h.tap("keys_a", "confirm")
        h.advance(200)
    while not game.end_shown():
        h.advance(50)
    h.advance(300)
    for _ in range(3):  # mashing Enter as the card comes up
        h.tap("keys_a", "confirm")
        h.advance(100)
    assert h.top is game and game.now() - game.end_since < END_GRACE_MS
    h.tap("keys_a", "back")
    assert h.top is game, "back waits too"
    h.advance(END_GRACE_MS)
    assert game.end_hints()[game.end_focus_index()][0] == "back"
    h.tap("keys_a", "left")  # the focus onto the rematch, then confirm presses it
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, DuelScene) and h.top is not game and not h.top.state.is_terminal()


def test_confirm_on_the_first_focus_leaves_without_a_new_game():
    h = Harness(render=False)
    h.boot()
    game = h.app.push(
        DuelScene(
            h.app,
            LobbyConfig(
                "tinyduel", [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Cpu", "cpu", "Greedy")], {}, 7
            ),
        )
    )
    while not game.state.is_terminal():
        h.tap("keys_a", "confirm")
        h.advance(200)
    h.advance(4000)
    h.tap("keys_a", "confirm")
    assert game not in h.app.scenes.stack and not isinstance(h.top, DuelScene)


def _ended(h, device="keys_a"):
    seats = [SeatConfig("Ann", "human", "", device), SeatConfig("Cpu", "cpu", "Greedy")]
    game = h.app.push(DuelScene(h.app, LobbyConfig("tinyduel", seats, {}, 7)))
    press = "b5" if device == "numpad" else "confirm"
    while not game.state.is_terminal():
        h.tap(device, press)
        h.advance(200)
    while not game.end_shown():
        h.advance(50)
    return game


def _button_keys(h, game) -> dict[str, str]:
    """What the card's buttons show, as drawn: each button's words and the keycap text beside it."""
    from arcade.core.render import text

    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    shown = [(r, str(what)) for kind, r, what in rec.marks if kind == "text"]
    out = {}
    for rect, words in shown:
        if words in ("REMATCH", "LEAVE"):
            caps = [w for r, w in shown if abs(r.centery - rect.centery) < 6 and 0 < r.left - rect.right < 40]
            out[words] = caps[0] if caps else ""
    return out


def test_every_button_on_the_card_shows_the_key_that_presses_it_from_the_keymap():
    """Issue 36 play-test: the rematch button showed no key while leave did. Every button names the key
    that presses it now, as the player's keymap has it; pressing that key does it."""
    from arcade.scenes.game_end import END_GRACE_MS

    h = Harness()
    h.boot()
    h.app.keymap["keys_a"]["next"] = ["key:r"]  # remapped: the card names the key as it now is
    game = _ended(h)
    h.advance(END_GRACE_MS)
    assert _button_keys(h, game) == {"REMATCH": "R", "LEAVE": "Enter"}, "leave in focus: confirm presses it"
    h.tap("keys_a", "left")
    assert _button_keys(h, game) == {"REMATCH": "Enter", "LEAVE": "Backspace"}
    h.tap("keys_a", "right")
    h.tap("keys_a", "next")  # the key the rematch showed, with the focus on leave
    assert isinstance(h.top, DuelScene) and h.top is not game and not h.top.state.is_terminal()


def test_a_numpad_player_s_card_names_numpad_keys_and_its_rematch_key_works():
    from arcade.scenes.game_end import END_GRACE_MS

    h = Harness()
    h.boot()
    game = _ended(h, "numpad")
    h.advance(END_GRACE_MS)
    keys = _button_keys(h, game)
    assert keys["REMATCH"].startswith("Num") and keys["LEAVE"] == "Num 5", keys
    h.tap("numpad", "b" + keys["REMATCH"].split()[-1])
    assert isinstance(h.top, DuelScene) and h.top is not game

"""Issue 25, Mania: no dialog click-through (a person is stopped only by a question worth asking), a person
rolls their own die, the board drawn as a board, the bet dialog's stake and limit, a log that can be read
back. Scripted input through the Harness on arranged games (fixed dice)."""

from __future__ import annotations

import pygame
import pytest
from test_mania_scene import SLIDES, Dice, run_until, start

from arcade.core.render import palette
from arcade.games.mania import art, boardart, boxes, icons, present
from arcade.games.mania.board import load_board
from arcade.games.mania.cards import COLLECT_3
from arcade.games.mania.rules import Mania
from arcade.games.mania.table import BOARD_AREA


def test_a_card_window_with_nothing_worth_asking_does_not_stop_in_the_persons_name():
    """Ann holds Collect 3 on Bob's turn: not worth a question, and the game does not stand still in her
    name either (no beat with "Ann to play or pass a card" in the header): the pass is made at once."""
    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")
    run_until(h, lambda: not scene.busy(), 5000)
    h.advance(40)  # one frame
    assert not (st.phase == "window" and st.current_player() == 0), "Ann's pass was not made at once"


def test_keys_pressed_while_nothing_is_asked_play_no_card():
    """Ann presses Down and Enter while a window she is not asked about is open: no hidden menu plays her
    Collect card."""
    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")
    assert st.current_player() == 0 and scene.person_to_choose() is None
    scene.on_input(0, "down", None)
    scene.on_input(0, "confirm", None)
    assert st.hands[0] == [COLLECT_3]


def _ann_to_roll(**kw):
    """Ann (a person) is to roll; Bob (a CPU) holds a Collect card, so his pass closes the card window
    before her roll: the rules roll inside his action."""
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[2, 0, 0], hands=[[], [COLLECT_3], []], rng=Dice(1))
    assert st.window == "preroll" and st.current_player() == 1
    return st, *start(st, "keys_a", "cpu", "cpu", **kw)


def test_a_person_rolls_their_own_die():
    st, h, scene = _ann_to_roll()
    h.advance(3000)
    assert st.pos[0] == 2 and st.last_roll == 0, "the die waits for Ann"
    assert scene.roll_prompt() == 0 and scene.key_name(0) == "Enter"
    h.tap("keys_b", "confirm")  # not Ann's keys: nothing
    assert st.pos[0] == 2 and scene.cue is None or "Ann" in scene.cue[0]
    h.tap("keys_a", "confirm")  # Ann's keys, though the rules name Bob as acting: her press rolls
    assert st.last_roll == 1 and st.pos[0] == 3
    assert present.tumble(scene.timeline, scene.now()) is not None, "the die tumbles"
    assert present.pawn_index(scene.timeline, 0, scene.now(), st.pos[0]) == 2, "the pawn moves after it"
    said = [line.text for line in scene.timeline.shown(scene.now())]
    assert not any("Ann rolls" in t for t in said), "the log does not tell the roll before the die stops"
    run_until(h, lambda: not scene.busy(), 5000)
    assert any("Ann rolls 1" in line.text for line in scene.timeline.shown(scene.now()))
    assert scene.roll_prompt() is None and st.mover != 0 or st.pos[0] == 3


def test_the_roll_prompt_is_drawn_with_the_seats_own_key(monkeypatch):
    st, h, scene = _ann_to_roll(render=True)
    h.advance(500)
    words = []
    real_blit = boxes.text.blit
    monkeypatch.setattr(
        boxes.text, "blit", lambda surface, s, pos, **kw: words.append(s) or real_blit(surface, s, pos, **kw)
    )
    scene.draw_game(pygame.Surface((1280, 720)))
    assert "Press Enter to roll" in words
    assert any(w.endswith("Ann to roll") for w in words), "the header names the roller"


def test_with_animations_off_the_roll_is_instant():
    st, h, scene = _ann_to_roll()
    h.app.settings["anim_speed"] = 0
    h.advance(100)
    h.tap("keys_a", "confirm")
    assert st.pos[0] == 3 and present.tumble(scene.timeline, scene.now()) is None


def test_a_cpus_die_tumbles_at_the_cpu_pace():
    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")  # CPU pace 8
    run_until(h, lambda: st.last_roll, 5000)
    roll = scene.timeline.moves["roll"]
    assert roll.ms == pytest.approx(present.ROLL_MS / 8) and roll.ms > 0
    h.app.settings["cpu_pace"] = 1.0
    assert present.roll_ms(scene.staging(), 1) == pytest.approx(present.ROLL_MS)
    assert present.roll_ms(scene.staging(), 0) == pytest.approx(present.ROLL_MS), "a person's die is not hurried"


def test_pawns_stand_beside_every_spaces_words_never_over_them():
    """Issue 25: a pawn (by its own space, or hopping between two) covers no space's icon or words, its
    own or a neighbour's."""
    board = load_board()
    fit = boardart.Fit.into(board, BOARD_AREA)
    pygame.font.init()
    words = [boardart.space_label_rect(s, fit.rect(s.rect)) for s in board.spaces]
    r = boardart.PAWN_R
    for space in board.spaces:
        for slot in range(4):
            x, y = boardart.pawn_spot(board, fit, space.index, slot)
            pawn = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
            hit = pawn.collidelist(words)
            assert hit < 0, f"pawn {slot} by space {space.index} covers the words of space {hit}"


def test_the_board_is_drawn_as_tiles_with_game_icons_path_arrows_start_and_finish(monkeypatch):
    """Rendered pixels: a game space shows its game's icon in its colour, the gap between two spaces an
    arrow along the path; the words START, FINISH and each space's limit are drawn."""
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[2, 0, 0], hands=[[], [COLLECT_3], []], rng=Dice(1))
    boardart.board_surface.cache_clear()
    words = []
    real_blit = boardart.text.blit
    monkeypatch.setattr(
        boardart.text, "blit", lambda surface, s, pos, **kw: words.append(s) or real_blit(surface, s, pos, **kw)
    )
    h, scene = start(st, "keys_a", "cpu", "cpu", render=True)
    h.advance(500)  # the scene's fade-in is over
    board = st.board
    fit = scene.fit
    space = board.spaces[5]  # Rattler, LIMIT 1: no pawn near it
    assert space.kind == "game" and space.slide == "rattler"
    icon = next(box for what, box, _s, _f in boardart._layout(space, fit.rect(space.rect)) if what == "icon")
    cell = icon.w // icons.SIZE
    grid = icons.GAME_ICONS["rattler"]
    j, i = next((j, i) for j, row in enumerate(grid) for i, ch in enumerate(row) if ch == "X")
    bright = palette.mix(art.PAWN_RGB["rattler"], palette.WHITE, 0.45)
    assert h.pixel(icon.x + i * cell + cell // 2, icon.y + j * cell + cell // 2) == bright, "the Rattler icon"
    (cx, cy), (dx, dy) = boardart.path_arrow_spots(board, fit)[4]  # between spaces 4 and 5, pointing right
    assert (dx, dy) == (1.0, 0.0)
    assert h.pixel(cx, cy) == palette.mix(palette.NEON_CYAN, palette.WHITE, 0.3), "a path arrow in the gap"
    # (COLLECT 10 is too wide for its tile at the smallest body text's size: it stands on two lines)
    assert {"START", "FINISH", "LIMIT 1", "LIMIT 5", "COLLECT", "10", "TAKE A CARD"} <= set(words)
    boardart.board_surface.cache_clear()


def test_pawns_take_their_seats_shape_and_the_colour_blind_outline():
    from arcade.core.render import draw

    surface = pygame.Surface((60, 60))
    art.draw_seat_pawn(surface, (30, 30), 1, art.PAWN_RGB["rattler"], 12)  # seat 1: a square
    assert draw.SEAT_SYMBOLS[1] == "square"
    assert surface.get_at((30 + 7, 30 - 7))[:3] != (0, 0, 0), "a square's corner is drawn (a disc's is not)"
    art.draw_seat_pawn(surface, (30, 30), 1, art.PAWN_RGB["rattler"], 12, colour_blind=True)
    edge = [surface.get_at((x, 30 - 10))[:3] for x in range(20, 41)]
    assert palette.WHITE in edge, "the colour-blind setting outlines the pawn in white"


def _bet_scene():
    st = Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2))  # Cy (CPU) duels Dee: limit 1
    h, scene = start(st, "keys_a", "cpu", "cpu", "cpu")
    run_until(h, lambda: st.phase == "bet" and st.current_player() == 0 and not scene.busy(), 5000)
    return st, h, scene


def test_the_bet_box_shows_the_stake_and_the_limit():
    st, h, scene = _bet_scene()
    assert st.duel.limit == 1
    assert boxes.stake_lines(scene.frame(), 0) == (
        "Stake: none (no bet)",
        "Limit 1: stake 1 to 1, or sit this one out.",
    )
    h.tap("keys_a", "right")  # Cy's card
    assert boxes.stake_lines(scene.frame(), 0) == (
        "Stake: 1 chip on Cy",
        "Limit 1: stake 1 to 1. Right: +1, wrong: -1.",
    )


def test_the_whole_log_can_be_read_back():
    from arcade.scenes.log_reader import ROWS, LogScene

    st, h, scene = _bet_scene()
    for k in range(30):
        scene.timeline.note(f"line {k}", palette.WHITE)
    h.tap("keys_a", "alt")  # Right Shift on keys A, though Ann is asked to bet
    view = h.top
    assert isinstance(view, LogScene) and scene.log_key() == "Right Shift"
    assert view.shown()[-1].text == "line 29" and len(view.shown()) == ROWS > 4
    h.taps("keys_a", "up", "up")
    assert view.shown()[-1].text == "line 27", "scrolled back two lines"
    h.advance(2000)
    assert st.phase == "bet", "the game waits while the log is read"
    h.tap("keys_a", "alt")
    assert h.top is scene


def test_a_cpus_duel_starts_on_dark_lights_with_the_score_to_beat_in_words():
    from arcade.games.console.scene import ConsoleScene
    from arcade.games.console.screen import shown

    st, h, scene = _bet_scene()
    h.tap("keys_a", "confirm")  # no bet
    run_until(h, lambda: isinstance(h.top, ConsoleScene), 10_000)
    first = h.top
    run_until(h, lambda: h.top is not first, 120_000, 100)
    run_until(h, lambda: isinstance(h.top, ConsoleScene), 10_000)
    second = h.top  # Dee's game, after Cy's score
    assert second.duel_started is None and st.duel.raw, "before Dee's game, Cy's score is made"
    view, _slide = shown(second.machine.view(), second.facts())
    assert not any(view.lights), "the previous score's lights are not left lit"
    assert f"To beat: {st.duel.final(2)} (Cy's score)" in second.duel.lines


def test_take_a_card_labels_stand_clear_of_spaces_and_pawns():
    board = load_board()
    fit = boardart.Fit.into(board, BOARD_AREA)
    pygame.font.init()
    r = boardart.PAWN_R
    clear = [fit.rect(s.rect) for s in board.spaces] + [
        pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        for s in board.spaces
        for x, y in (boardart.pawn_spot(board, fit, s.index, slot) for slot in range(4))
    ]
    for i in range(len(board.arrows)):
        label = pygame.Rect(0, 0, 80, 14)
        label.center = boardart.arrow_label_pos(board, fit, i, label.size)
        assert label.collidelist(clear) < 0, f"TAKE A CARD label {i} covers a space or a pawn"


def test_what_comes_before_a_held_roll_is_shown_once_and_the_rest_on_the_press():
    """Nobody holds a card: Cy's (CPU) duel score settles Dee's duel, ends her turn and rolls Ann's die,
    all in one action. The duel's result and "Ann's turn." are shown while her roll waits; her press shows
    the roll, and no line twice."""
    from arcade.games.mania.actions import DuelScore

    st = Mania.arranged(SLIDES, mover=3, pos=[0, 0, 0, 0], hands=[[], [], [], []], rng=Dice(2, 2, 2, 1))
    assert st.phase == "bet" and st.duel.duellists == (3, 2)
    h, scene = start(st, "keys_a", "cpu", "cpu", "cpu")
    run_until(h, lambda: st.phase == "bet" and st.current_player() == 0 and not scene.busy(), 5000)
    h.tap("keys_a", "confirm")  # no bet
    run_until(h, lambda: st.phase == "duel" and st.current_player() == 2 and scene.console is not None, 60_000)
    scene.app.pop()  # the test plays Cy's console game for him: a score of 5
    scene.duel_done(2, 5)
    assert isinstance(scene.held, DuelScore)  # (its result shows first, for a time: nobody at the screen bet)
    run_until(h, lambda: scene.roll_prompt() == 0, 10_000)
    assert scene.held_roller == 0
    said = [line.text for line in scene.kept.shown(scene.now())]
    assert "Cy scores 5 on the console." in said and said[-1] == "Ann's turn."
    assert st.phase == "duel" and st.pos[0] == 0, "the action that rolls Ann's die waits for her"
    h.tap("keys_a", "confirm")
    run_until(h, lambda: not scene.busy(), 5000)
    said = [line.text for line in scene.kept.shown(scene.now())]
    assert st.pos[0] == 1 and any(t.startswith("Ann rolls 1") for t in said)
    assert said.count("Ann's turn.") == 1 and said.count("Cy scores 5 on the console.") == 1


def test_the_log_s_hint_names_the_opener_s_keys_from_the_keymap_after_a_remap():
    from arcade.scenes.log_reader import LogScene

    st, h, scene = _bet_scene()
    h.app.keymap["keys_a"]["up"] = ["key:i"]
    h.app.keymap["keys_a"]["down"] = ["key:k"]
    h.app.keymap["keys_a"]["alt"] = ["key:l"]
    h.tap("keys_a", "alt")
    view = h.top
    assert isinstance(view, LogScene)
    hint = view.hint("lines 1-2 of 2")
    assert hint.startswith("I/K: scroll") and "L / Esc: back to the game" in hint, hint
    assert "Up Down" not in hint
    from arcade.core.render import text

    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    drawn = [str(w) for kind, _r, w in rec.marks if kind == "text"]
    assert any(s.startswith("I/K: scroll") for s in drawn), "the drawn hint is the keymap's"

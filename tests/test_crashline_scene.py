"""Crash Line scene driven by scripted input actions through the cabinet harness (headless)."""

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from arcade.core.levels import LevelError
from arcade.games import registry
from arcade.games.crashline import art, table
from arcade.games.crashline.cards import parse_cards
from arcade.games.crashline.layout import load_table
from arcade.games.crashline.rules import PICK, STEAL, TURN, CrashLine, steal
from arcade.games.crashline.scene import CrashLineScene
from arcade.games.crashline.shark import Shark
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.kit import paint
from arcade.testing import Harness


def C(name):
    return parse_cards([name])[0]


def config(*seats, seed=3, **options):
    return LobbyConfig("crashline", list(seats), dict(options), seed)


def human(name, device="keys_a", kid=False):
    return SeatConfig(name, "human", "", device, {"kid": kid})


def cpu(name, level="Careful"):
    return SeatConfig(name, "cpu", level)


def start(cfg, state=None, render=False):
    h = Harness(fps=30, render=render)
    h.boot()
    scene = h.app.push(CrashLineScene(h.app, cfg, state=state))
    h.advance(400)
    return h, scene


def settle(h, scene, ms=4000):
    """Let call-outs and animations finish."""
    h.advance(ms)
    assert not scene.busy()


def test_registered_with_lobby_levels_flags_and_players():
    info = registry.get("crashline")
    assert info.enabled and (info.min_players, info.max_players) == (2, 6)
    assert info.cpu_levels == ("Kid", "Careful", "Shark")
    assert ("kid", "Kid mode (free save)") in info.seat_flags
    h = Harness()
    h.boot()
    scene = info.start(h.app, config(human("Ann", kid=True), cpu("Tiny", "Kid"), cpu("Dad"), cpu("Fin", "Shark")))
    assert isinstance(scene, CrashLineScene)
    # Kid mode is the lobby's switch on a seat, not part of the Kid CPU level (a handicap for a person)
    assert scene.state.kid == (True, False, False, False)
    switched = SeatConfig("Tiny", "cpu", "Kid", flags={"kid": True})
    assert info.start(h.app, config(human("Ann"), switched)).state.kid == (False, True)
    assert [type(b).__name__ for b in scene.bots.values()] == ["Kid", "Careful", "TableShark"]
    assert isinstance(scene.bots[3], Shark)
    scene.bots[3].size_for(scene.state.view(3))  # what its first choice does
    assert scene.bots[3].rollouts == 128  # at a table: the smaller budget


def test_a_heads_up_shark_gets_the_bigger_rollout_budget():
    h = Harness()
    h.boot()
    scene = registry.get("crashline").start(h.app, config(human("Ann"), cpu("Fin", "Shark")))
    shark = scene.bots[1]
    shark.size_for(scene.state.view(1))  # what its first choice does
    assert (shark.rollouts, shark.batch, shark.z) == (1024, 128, 3.0)


def test_table_layout_loads_and_a_broken_map_is_refused(tmp_path):
    table = load_table()
    assert len(table.panels(6)) == 6 and table.panels(2)[0][2] <= table.max_panel_width
    bad = tmp_path / "broken.tmx"
    text = open(os.path.join(os.path.dirname(__file__), "..", "levels", "crashline_table.tmx")).read()
    bad.write_text(text.replace('name="coach"', 'name="coaches"'))
    with pytest.raises(LevelError, match="coach"):
        load_table(str(bad))


def test_confirm_flips_and_down_cashes_in_for_the_acting_seat_only():
    state = CrashLine.stacked(["SB5", "TF6", "DD7"], players=2)
    h, scene = start(config(human("Ann", "keys_a"), human("Bob", "keys_b")), state)
    h.tap("keys_b", "confirm")  # not Bob's turn
    assert scene.state.flips == 0
    h.tap("keys_a", "confirm")
    settle(h, scene)
    assert scene.state.line == [C("SB5")]
    h.tap("keys_a", "right")  # cursor to CASH IN
    h.tap("keys_a", "confirm")
    settle(h, scene)
    assert scene.state.piles[0][0] == [C("SB5")] and scene.state.current_player() == 1
    h.tap("keys_b", "up")  # W flips for Bob
    settle(h, scene)
    h.tap("keys_b", "down")  # S cashes in
    settle(h, scene)
    assert scene.state.piles[1][1] == [C("TF6")] and scene.state.current_player() == 0
    assert "flip" in h.app.audio.played and "place" in h.app.audio.played


def test_numpad_middle_keys_play_a_turn():
    state = CrashLine.stacked(["SB5", "TF6"], players=2)
    h, scene = start(config(human("Ann", "numpad"), cpu("Dad")), state)
    h.tap("numpad", "b5")
    settle(h, scene)
    assert scene.state.line == [C("SB5")]
    h.tap("numpad", "b2")
    settle(h, scene, 12_000)  # Ann cashes in, then Dad (a CPU) plays his whole turn
    assert scene.state.score[0] == 5


def test_crash_shows_callout_sound_and_keeps_the_wreck_visible():
    state = CrashLine.stacked(["NR4", "NR9"], players=2, piles={1: ["SB1"]})
    h, scene = start(config(human("Ann"), human("Bob", "keys_b")), state)
    h.tap("keys_a", "confirm")
    settle(h, scene)
    h.tap("keys_a", "confirm")
    h.advance(400)  # the card lands, then CRASH!
    assert scene.busy() and "crash" in h.app.audio.played
    cards, crash = table.shown_line(scene.frame())
    assert cards == [C("NR4"), C("NR9")] and crash == C("NR9")
    h.tap("keys_b", "confirm")  # ignored while CRASH! plays
    assert scene.state.flips == 0
    settle(h, scene)
    assert scene.state.current_player() == 1 and scene.state.crashes[0] == 1


def test_steal_chosen_with_the_keyboard():
    piles = {1: ["HH2", "HH9"], 2: ["DD5"]}
    state = CrashLine.stacked(["SB1", "I GOT NEXT!"], players=3, piles=piles)
    h, scene = start(config(human("Ann"), cpu("Bo"), cpu("Cy")), state)
    h.tap("keys_a", "confirm")
    settle(h, scene)
    h.tap("keys_a", "confirm")
    settle(h, scene)
    assert scene.state.phase == STEAL
    assert scene.selected_steal() == steal(1, C("HH9"))  # first victim on the left, best card first
    h.tap("keys_a", "down")
    assert scene.selected_steal() == steal(1, C("HH2"))
    h.tap("keys_a", "right")
    assert scene.selected_steal() == steal(2, C("DD5"))
    h.tap("keys_a", "left")
    h.tap("keys_a", "confirm")
    settle(h, scene)
    assert scene.state.piles[0][4] == [C("HH9")] and scene.state.phase == TURN
    assert scene.state.current_player() == 0


def test_hand_me_down_picked_with_a_gamepad():
    piles = {0: ["SB1", "SB2"], 2: ["TF1", "TF2"]}
    state = CrashLine.stacked(["NR4", "HH8", "NR9"], players=3, piles=piles)
    h, scene = start(config(human("Ann"), human("Pat", "pad0"), cpu("Cy")), state)
    for _ in range(3):
        h.tap("keys_a", "up")
        settle(h, scene)
    assert scene.state.phase == PICK and scene.state.current_player() == 1
    h.tap("keys_a", "confirm")  # not Ann's choice
    assert scene.state.phase == PICK
    h.tap("pad0", "right")
    h.tap("pad0", "confirm")
    settle(h, scene)
    assert scene.state.piles[1][4] == [C("HH8")] and scene.state.current_player() == 1


def test_cpu_turns_are_paced_and_played_through_the_same_engine():
    state = CrashLine.stacked(["SB5", "TF6", "DD7", "NR1"], players=2)
    h, scene = start(config(cpu("Dad"), human("Ann")), state)
    h.advance(100)
    assert scene.state.flips == 0  # still "thinking"
    h.advance(8000)
    assert scene.state.current_player() == 1
    assert scene.state.pile_count[0] >= 1 or scene.state.crashes[0] == 1


def test_rendered_pixels_show_the_flipped_card_and_the_acting_seat():
    state = CrashLine.stacked(["SB5", "TF6"], players=2)
    h, scene = start(config(human("Ann"), human("Bob", "keys_b")), state)  # pixel() draws on demand
    x, y, w, hgt = scene.layout.line_slot(0, 1)
    before = h.pixel(x + w // 2, y + 10)
    h.tap("keys_a", "confirm")
    settle(h, scene)
    band = h.pixel(x + w // 2, y + 10)  # the Star Blaster band is yellow
    assert band != before
    assert band == art.MACHINE_COLOURS[0]


def test_glitch_perfect_run_and_continue_callouts():
    state = CrashLine.stacked(["GLITCH!", "SB1", "TF2", "DD3", "NR4", "HH5"], players=2, fill="discard")
    h, scene = start(config(human("Ann"), human("Bob", "keys_b")), state)
    titles = []
    for _ in range(7):
        h.tap("keys_a", "up")
        h.advance(50)
        titles += [c.title for c in scene.timeline.callouts]
        settle(h, scene)
    assert "BLOW THE CARTRIDGE!" in titles and "HIGH SCORE!" in titles and "CONTINUE?" in titles
    assert scene.state.continues == 1 and "fanfare" in h.app.audio.played


def test_hold_and_resume_round_trip():
    h, scene = start(config(human("Ann"), cpu("Dad"), cpu("Fin", "Shark")))
    h.tap("keys_a", "confirm")
    settle(h, scene)
    data = json.loads(json.dumps(scene.hold_data()))
    again = registry.get("crashline").resume(h.app, data)
    assert again.state.to_data() == scene.state.to_data()
    assert [s.name for s in again.config.seats] == ["Ann", "Dad", "Fin"]


def test_whole_cpu_game_reaches_the_end_screen_and_records_statistics():
    cfg = config(cpu("Tiny", "Kid"), cpu("Dad"), human("Ann"), seed=8)
    h = Harness(fps=30, render=False)
    h.boot()
    h.app.settings["anim_speed"] = 0.0  # animations off: everything at once
    scene = h.app.push(CrashLineScene(h.app, cfg))
    for _ in range(400):
        if scene.state.is_terminal():
            break
        if scene.state.current_player() == 2:
            if scene.state.phase != TURN:
                h.tap("keys_a", "confirm")  # steal or Hand-Me-Down: take the first
            else:
                h.tap("keys_a", "down" if scene.state.view(2).can_cash() else "up")
        h.advance(50)
    h.advance(100)
    assert scene.state.is_terminal() and scene.recorded
    assert h.app.stats.board("crashline")["played"] == 1
    assert scene.hold_data() is None
    h.screenshot(os.path.join(str(h.app.store.root), "end.png"))
    h.advance(1000)  # the end card takes no input for a second
    h.tap("keys_a", "left")  # the focus from leave onto the rematch
    h.tap("keys_a", "confirm")  # rematch
    assert isinstance(h.top, CrashLineScene) and h.top is not scene


def test_smoke_walk():
    h = Harness(render=False)
    h.boot()
    registry.get("crashline").smoke(h)
    assert not isinstance(h.top, CrashLineScene)


def test_one_cpu_pace_no_speed_option_or_pause_toggle():
    info = registry.get("crashline")
    assert info.options == ()
    h, scene = start(config(cpu("Dad"), human("Ann")))
    assert scene.pause_menu_extra() == []
    h.app.settings["cpu_pace"] = 2.0
    assert scene.think_ms() == pytest.approx(h.app.anim(900.0) / 2.0)


def test_hints_are_keycaps_with_the_acting_seats_own_keys():

    from arcade.games.crashline.prompt import hints

    state = CrashLine.stacked(["SB5", "TF6"], players=2)
    h, scene = start(config(human("Ann", "keys_a"), human("Bob", "keys_b")), state)
    assert ("Up", "flip") in hints(scene.frame()) and ("Enter", "do it") in hints(scene.frame())
    h.tap("keys_a", "up")
    settle(h, scene)
    h.tap("keys_a", "down")
    settle(h, scene)
    assert ("W", "flip") in hints(scene.frame()) and ("Space", "do it") in hints(scene.frame())
    h.tap("keys_b", "up")
    settle(h, scene)
    assert ("S", "cash in") in hints(scene.frame()) and ("A/D", "choose") in hints(scene.frame())
    scene.state.phase = 3  # the end screen
    scene.acts += 1  # as a rule action applied through the scene counts itself
    assert hints(scene.frame()) == [("/", "rematch"), ("Enter", "leave")], "the end card's buttons and their keys"


def test_steal_floats_the_points_the_event_carries_and_the_log_keeps_whole_lines():
    piles = {1: ["HH2", "HH9"]}
    state = CrashLine.stacked(["SB1", "I GOT NEXT!"], players=2, piles=piles)
    h, scene = start(config(human("Ann"), human("Bob", "keys_b")), state)
    for _ in range(2):
        h.tap("keys_a", "up")
        settle(h, scene)
    h.tap("keys_a", "confirm")
    h.advance(50)
    assert [(f.text, f.anchor) for f in scene.timeline.floats] == [("+9", 0), ("-8", 1)]
    settle(h, scene)
    scene.timeline.note("Somebody with a very long name cashed in four cards for twenty-nine points at last")
    status = pygame.Rect(scene.layout.status)
    rows = [row for row, _ in paint.log_rows(scene.timeline.log, status.w, status.h, table.LOG_SIZE, table.LOG_LEADING)]
    assert " ".join(rows).endswith("twenty-nine points at last") and not any(r.endswith("...") for r in rows)


def test_special_cards_have_their_own_face_and_the_wreck_mark_spares_the_name():
    import pygame

    pygame.font.init()
    size = (104, 146)
    glitch = pygame.Surface(size, pygame.SRCALPHA)
    art.paint_card(glitch, C("GLITCH!"), False)
    fists = pygame.Surface(size, pygame.SRCALPHA)
    art.paint_card(fists, C("TF9"), False)
    assert tuple(glitch.get_at((12, 100)))[:3] == art.SPECIAL_FACE
    assert tuple(fists.get_at((12, 100)))[:3] == art.PAPER
    arm = (35, 80)  # the left arm of the Turbo Fists cross
    assert tuple(fists.get_at(arm))[:3] == art.MACHINE_COLOURS[1]
    assert tuple(glitch.get_at(arm))[:3] == art.SPECIAL_FACE  # GLITCH! has a bolt, not that cross
    marked, shaded = fists.copy(), fists.copy()
    rect = pygame.Rect((0, 0), size)
    art.wreck(marked, rect, True)
    art.wreck(shaded, rect, False)
    band = art.header_band(*size)
    for x in range(band.left + 2, band.right - 2, 3):
        for y in range(band.top + 2, band.bottom + 14, 3):  # the name band and the small number
            assert marked.get_at((x, y)) == shaded.get_at((x, y)), "the cross covers the card's name"
    assert marked.get_at((26, 64)) != shaded.get_at((26, 64))  # the cross is on the body


def test_a_cpus_prompt_says_flipping_until_it_has_a_choice():
    from arcade.games.crashline.prompt import cpu_doing
    from arcade.games.crashline.rules import FLIP

    state = CrashLine.stacked(["Star Blaster 3", "GLITCH!", "Turbo Fists 4", "Neon Racer 2"], players=2)
    assert cpu_doing(state) == "flipping"  # a turn's first flip is no choice
    state.apply(FLIP)
    assert cpu_doing(state) == "flip again or cash in"
    state.apply(FLIP)  # GLITCH!: two flips owed
    assert cpu_doing(state) == "GLITCH! flipping"
    state.apply(FLIP)
    state.apply(FLIP)
    assert cpu_doing(state) == "flip again or cash in"


def test_the_play_line_label_sits_between_the_hud_band_and_the_frame():
    import pygame

    Harness().boot()
    lay = load_table()
    surf = table.backdrop(lay)
    hud, frame = pygame.Rect(lay.hud), pygame.Rect(lay.line).inflate(16, 16)
    rows = [
        y
        for y in range(hud.top, frame.top + 4)
        if any(sum(surf.get_at((x, y))[:3]) > 250 for x in range(frame.left + 8, frame.left + 70))
    ]
    assert rows and hud.bottom <= rows[0] and rows[-1] < frame.top, (hud.bottom, rows, frame.top)


def test_the_stop_button_says_end_turn_when_the_line_banks_nothing():
    from arcade.games.crashline.prompt import cash_label
    from arcade.games.crashline.rules import CASH, FLIP, CrashLine

    state = CrashLine.stacked(["I GOT NEXT!", "TF3"], piles={0: ["SB1"]})
    state.apply(FLIP)
    assert CASH in state.legal_actions() and state.line == []
    assert cash_label(state) == "END TURN", "not CASH IN +0"
    state.apply(FLIP)
    assert cash_label(state) == "CASH IN  +3"


def test_the_coach_with_an_empty_deck_counts_the_discard_about_to_be_shuffled():
    from arcade.games.crashline.odds import coach_line, machines_left
    from arcade.games.crashline.rules import FLIP, CrashLine

    state = CrashLine.stacked(["SB1", "TF2"], fill="discard")
    state.apply(FLIP)
    state.apply(FLIP)
    assert state.deck == [] and not state.continues
    view = state.view(0)
    counts, where = machines_left(view)
    assert where == "in discard" and sum(counts) == sum(1 for c in state.discard if c < 45) > 0
    line = coach_line(view)
    assert line == f"Deck empty: first the {len(state.discard)} discards are shuffled in"
    state2 = CrashLine.stacked(["SB1", "TF2"])
    state2.apply(FLIP)
    assert machines_left(state2.view(0))[1] == "left"

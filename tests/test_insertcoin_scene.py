"""Insert Coin to Play's scene driven by scripted input through the cabinet harness (headless): the ghost
piece (move, rotate, mirror, stage, undo, confirm), a refused spot shown in red, a Life spent for one
square, CPUs acting together, an ability's call-out, the end and statistics, Hold & Quit, the layout."""

import json
import os
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from arcade.core.render import palette
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.insertcoin import callouts, hand, hintbar, present, sheets, view
from arcade.games.insertcoin import layout as L
from arcade.games.insertcoin import present as P
from arcade.games.insertcoin.controls import DECLINE, FILL, KEEP_BUTTON, LIFE, USE, tools_for
from arcade.games.insertcoin.pieces import GRID, cells_of, mirrored, rotated
from arcade.games.insertcoin.rules import InsertCoin, cards
from arcade.games.insertcoin.scene import InsertCoinScene
from arcade.scenes.common import ChoiceDialog
from arcade.scenes.curtain import CurtainScene
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness

CHERRY, ROBOT, DEMON, SKULL = 26, 0, 8, 12  # card ids (see levels/insertcoin_*.tmx)
KEEP_THREE = ("confirm", "right", "confirm", "right", "confirm", "confirm")  # mark three dealt cards, then KEEP


def config(*kinds, seed=5):
    """``"keys_a"`` etc. for a person on that device, ``"Greedy"``/``"Kid"`` for a CPU."""
    seats = [
        SeatConfig(f"P{i + 1}", "human", "", k)
        if k.startswith(("keys", "numpad", "pad"))
        else SeatConfig(f"C{i + 1}", "cpu", k)
        for i, k in enumerate(kinds)
    ]
    return LobbyConfig("insertcoin", seats, {}, seed)


def start(cfg, state=None):
    h = Harness(render=False)  # pixel checks draw on demand
    h.boot(GameSelectScene(h.app))
    scene = h.app.push(InsertCoinScene(h.app, cfg, state=state))
    h.advance(300)  # past the scene's fade-in
    return h, scene


def walk_to(h, scene, seat, device, level, x, y):
    """Press arrows until the ghost's anchor is at ``level, x, y`` (across Level edges). The cursor is a
    value the scene replaces on each press: it is read again after every one."""
    for _ in range(80):
        cur = scene.ui.cursor(seat)
        if (cur.level, cur.x) == (level, x):
            break
        h.tap(device, "right" if (cur.level, cur.x) < (level, x) else "left")
    for _ in range(10):
        cur = scene.ui.cursor(seat)
        if cur.y == y:
            break
        h.tap(device, "down" if cur.y < y else "up")
    cur = scene.ui.cursor(seat)
    assert (cur.level, cur.x, cur.y) == (level, x, y)


def spot(state, seat, piece, orient):
    """A legal anchor for this symbol and orientation (the engine's own list)."""
    return next(a for a in state.legal_actions(seat) if a.kind == "place" and a.piece == piece and a.orient == orient)


def test_lobby_facts_and_start():
    info = registry.get("insertcoin")
    assert info.enabled and info.holdable and (info.min_players, info.max_players) == (1, 6)
    assert info.cpu_levels == ("Kid", "Greedy", "Planner") and len(info.cpu_descriptions) == 3
    assert "numpad" in info.devices and "pad" in info.devices
    h = Harness(render=False)
    h.boot()
    scene = info.start(h.app, config("keys_a", "Greedy"))
    assert isinstance(scene, InsertCoinScene) and scene.state.num_seats == 2


def test_keep_three_dealt_cards_with_the_keys():
    h, scene = start(config("keys_a", "Greedy"))
    hand = list(scene.state.hands[0])
    h.taps("keys_a", "confirm", "right", "right", "confirm")
    assert list(scene.ui.cursor(0).chosen) == [hand[0], hand[2]] and not scene.state.levels[0]
    h.taps("keys_a", "right", "confirm")  # third card: the cursor jumps to KEEP
    assert not scene.state.levels[0], "three marked cards are only staged"
    h.tap("keys_a", "back")  # unmark the last one
    assert list(scene.ui.cursor(0).chosen) == [hand[0], hand[2]]
    h.taps("keys_a", "confirm", "confirm")  # mark hand[3] again, then KEEP
    assert scene.state.levels[0] == sorted([hand[0], hand[2], hand[3]])
    h.advance(1500)
    assert scene.state.phase == "play", "the CPU kept its cards and the first card is up"


def test_a_person_moves_rotates_mirrors_stages_and_confirms():
    card = cards()[ROBOT]  # D2 / I4
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    piece = card.left
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == piece
    h.tap("keys_a", "alt")
    assert scene.ui.cursor(0).orient == rotated(piece, 0)
    h.tap("keys_a", "extra")
    o = mirrored(piece, rotated(piece, 0))
    assert scene.ui.cursor(0).orient == o
    target = spot(scene.state, 0, piece, o)
    walk_to(h, scene, 0, "keys_a", target.level, target.x, target.y)
    before = list(scene.state.filled[0])
    squares = scene.state.placement_mask(0, piece, o, target.level, target.x, target.y)
    h.tap("keys_a", "confirm")
    assert scene.ui.cursor(0).staged == target and scene.state.filled[0] == before, "staged, not drawn yet"
    h.tap("keys_a", "confirm")
    added = scene.state.filled[0][target.level] & ~before[target.level]
    assert added == squares and len(cells_of(added)) == 2 and not scene.state.tasks[0]
    assert scene.state.stats["placed"][0] == 1


def test_an_illegal_spot_is_red_and_refused():
    state = InsertCoin.arranged([[CHERRY, SKULL, DEMON], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    cherry = scene.state.shape_of(0, 0)
    # a square of Level 1 outside the Power Cherry's outline
    x, y = next((x, y) for y in range(GRID) for x in range(GRID - 1) if not cherry.mask >> (y * GRID + x) & 1)
    walk_to(h, scene, 0, "keys_a", 0, x, y)
    cells, fits, _tool = scene.ghost(0)
    assert not fits
    lay = scene.layouts[0]
    gx, gy = lay.levels[0][0] + x * lay.cell + lay.cell // 2, lay.levels[0][1] + y * lay.cell + lay.cell // 2
    r, g, b = h.pixel(gx, gy)
    assert r > 150 and g < 110, f"the ghost over a spot that does not fit is red, got {(r, g, b)}"
    before = scene.state.to_data()
    h.tap("keys_a", "confirm")
    assert scene.ui.cursor(0).staged is None and scene.state.to_data() == before
    assert scene.cue is not None and "does not fit" in scene.cue[0]


def test_undo_before_confirming():
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    target = spot(scene.state, 0, cards()[ROBOT].left, 0)
    walk_to(h, scene, 0, "keys_a", target.level, target.x, target.y)
    h.tap("keys_a", "confirm")
    assert scene.ui.cursor(0).staged == target
    h.tap("keys_a", "back")
    assert scene.ui.cursor(0).staged is None and scene.state.tasks[0], "undone, nothing drawn"
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == cards()[ROBOT].left, "undo does not switch symbol"
    h.tap("keys_a", "right")  # stage somewhere else instead
    fits = scene.ghost(0)[1]
    h.tap("keys_a", "confirm")
    staged = scene.ui.cursor(0).staged
    if fits:
        assert staged is not None and (staged.level, staged.x) != (target.level, target.x)
    else:
        assert staged is None and scene.cue is not None


def test_lose_a_life_to_fill_one_square():
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    tools = tools_for(scene.state, 0)
    assert tools[-1] == LIFE and len(tools) == 3  # D2, I4, lose a Life
    h.taps("keys_a", "back", "back")
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == LIFE
    x, y = cells_of(scene.state.empty_mask(0, 1))[0]
    walk_to(h, scene, 0, "keys_a", 1, x, y)
    h.taps("keys_a", "confirm", "confirm")
    assert scene.state.lives[0] == 2
    assert scene.state.filled[0][1] == 1 << (y * GRID + x)
    assert scene.state.stats["spent_lives"][0] == 1


def test_cpus_choose_together_and_the_next_card_comes():
    h, scene = start(config("keys_a", "Greedy", "Kid", "Greedy"))
    h.taps("keys_a", *KEEP_THREE)
    h.advance(1200)
    assert scene.state.phase == "play"
    flips = scene.state.flips
    h.advance(1200)
    assert scene.state.active_seats() == [0], "all three CPUs drew at once; the person is still to play"
    assert scene.state.flips == flips
    h.taps("keys_a", "back", "back")  # switch to Life (always fits somewhere)
    if scene.ui.cursor(0).tool_name(scene.state, 0) != LIFE:
        h.tap("keys_a", "back")
    x, y = cells_of(scene.state.empty_mask(0, 0))[0]
    walk_to(h, scene, 0, "keys_a", 0, x, y)
    h.taps("keys_a", "confirm", "confirm")
    assert scene.state.flips == flips + 1 or scene.state.is_terminal()


def lift_curtain(h, device):
    """Two or more people keep their Levels in turn, each behind a curtain (issue 35): open it."""
    assert isinstance(h.top, CurtainScene), "a person keeps their Levels behind the curtain"
    h.tap(device, "confirm")


def test_not_your_turn_while_the_others_finish_the_card():
    h, scene = start(config("keys_a", "keys_b"))
    lift_curtain(h, "keys_a")
    h.taps("keys_a", *KEEP_THREE)
    assert scene.state.levels[0] and not scene.state.levels[1]
    assert isinstance(h.top, CurtainScene) and h.top.player_name == "P2", "then P2 keeps, behind the curtain"
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, CurtainScene), "P1 cannot open P2's curtain"
    lift_curtain(h, "keys_b")
    h.tap("keys_a", "confirm")
    assert scene.cue is not None and "Not your turn" in scene.cue[0] and "P2" in scene.cue[0]


def cherry_nearly_done(piece="O4"):
    """Seat 0's Power Cherry full but for one O4-shaped hole; the card on top is Power Cherry O4/L4."""
    state = InsertCoin.arranged([[CHERRY, SKULL, DEMON], [ROBOT, DEMON, SKULL]], top=[27], seed=3)
    hole = spot(state, 0, piece, 0)
    mask = state.placement_mask(0, piece, 0, 0, hole.x, hole.y)
    filled = [[state.shape_of(0, 0).mask & ~mask, 0, 0], [0, 0, 0]]
    return InsertCoin.arranged(
        [[CHERRY, SKULL, DEMON], [ROBOT, DEMON, SKULL]], top=[27, 1, 2], seed=3, filled=filled
    ), hole


def test_an_ability_fires_with_a_call_out_then_its_fills():
    state, hole = cherry_nearly_done()
    h, scene = start(config("keys_a", "Greedy"), state)
    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.taps("keys_a", "confirm", "confirm")
    assert scene.state.is_complete(0, 0)
    titles = [c.title for c in scene.timeline.callouts]
    assert "POWER CHERRY!" in titles
    now = scene.now()
    assert any(c.active(now) and c.title == "POWER CHERRY!" for c in scene.timeline.callouts), "shown now"
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == FILL
    # the call-out panel is drawn in the top bar in the seat's colour (cyan for seat 0)
    x, y, w, hgt = L.CALLOUT_RECT
    border = [h.pixel(x + w // 2, y + 1), h.pixel(x + w // 2, y + 2)]
    assert any(px[2] > 200 and px[1] > 180 and px[0] < 120 for px in border), border
    for _ in range(3):  # three single squares in Level 2
        x2, y2 = cells_of(scene.state.empty_mask(0, 1))[0]
        walk_to(h, scene, 0, "keys_a", 1, x2, y2)
        h.taps("keys_a", "confirm", "confirm")
    assert scene.state.filled[0][1].bit_count() == 3


def play_the_last_card():
    """A person against Greedy with one card left: the person fills a square, after which the deck is empty
    and the game ends (1.5 s of game time after the move)."""
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], rest=False, seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    h.taps("keys_a", "back", "back")
    x, y = cells_of(scene.state.empty_mask(0, 0))[0]
    walk_to(h, scene, 0, "keys_a", 0, x, y)
    h.taps("keys_a", "confirm", "confirm")
    h.advance(1500)
    return h, scene


def test_the_game_ends_and_is_recorded():
    h, scene = play_the_last_card()
    assert scene.state.is_terminal() and scene.state.end_reason == "deck_empty"
    h.advance(1500)
    assert scene.recorded
    board = h.app.stats.boards["insertcoin"]
    assert board["played"] == 1 and board["counted"] == 1
    assert board["best"] == scene.state.scores()[0]
    h.tap("keys_a", "back")  # leave from the end screen
    assert isinstance(h.top, GameSelectScene)


def test_hold_and_quit_then_resume():
    h, scene = start(config("keys_a", "Greedy"))
    h.taps("keys_a", *KEEP_THREE)
    h.advance(1500)
    assert scene.state.phase == "play"
    saved = scene.state.to_data()
    h.tap("system", "pause")
    pause = h.top
    pause.index = [i.label for i in pause.items].index("Quit to menu")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, ChoiceDialog)
    h.tap("keys_a", "confirm")  # Keep it
    assert isinstance(h.top, GameSelectScene)
    kept = json.loads(h.app.store.path("hold-insertcoin").read_text())["data"]["state"]
    again = registry.get("insertcoin").resume(h.app, kept)
    assert isinstance(again, InsertCoinScene) and again.state.to_data() == saved
    assert [s.name for s in again.config.seats] == ["P1", "C2"]


def test_six_sheets_fit_without_overlap():
    for n in range(1, 7):
        lays = L.layouts(n)
        assert len(lays) == n
        for i, a in enumerate(lays):
            x, y, w, hgt = a.rect
            assert x >= 0 and y >= L.TOP_BAR[3] and x + w <= L.SCREEN_W and y + hgt <= L.HINT_Y - 12
            assert a.cell >= 16, (n, a.cell)
            for lv in range(3):
                lx, ly, lw, lh = a.level_rect(lv)
                assert x <= lx and lx + lw <= x + w and y <= ly and ly + lh <= y + hgt, (n, i, lv)
                for lv2 in range(lv + 1, 3):
                    assert not L.overlaps(a.level_rect(lv), a.level_rect(lv2))
            for b in lays[i + 1 :]:
                assert not L.overlaps(a.rect, b.rect), (n, a.rect, b.rect)


def test_six_seats_play_on_one_screen_with_the_mouse():
    h, scene = start(config("keys_a", "Kid", "Greedy", "Kid", "keys_b", "Greedy", seed=9))
    lift_curtain(h, "keys_a")
    h.taps("keys_a", *KEEP_THREE)
    lift_curtain(h, "keys_b")
    h.taps("keys_b", *KEEP_THREE)
    h.advance(1500)
    assert scene.state.phase == "play"
    seat = scene.hint_focus()
    assert seat == 4, "the mouse moves the person who pressed last"
    cur = scene.ui.cursor(seat)
    target = spot(scene.state, seat, cur.tool_name(scene.state, seat), cur.orient)
    lay = scene.layouts[seat]
    # the ghost centres on the pointed square: point at the square that puts its anchor on the target
    w, hgt = cur.span(target.piece)
    px = lay.levels[target.level][0] + (target.x + (w - 1) // 2) * lay.cell + lay.cell // 2
    py = lay.levels[target.level][1] + (target.y + (hgt - 1) // 2) * lay.cell + lay.cell // 2
    from arcade.core.input import ActionEvent

    h.app.dispatch(ActionEvent("mouse", "point", False, h.now, pos=(px, py)))
    cur = scene.ui.cursor(seat)
    assert (cur.level, cur.x, cur.y) == (target.level, target.x, target.y)
    h.app.dispatch(ActionEvent("mouse", "click", True, h.now, pos=(px, py)))
    assert scene.ui.cursor(seat).staged == target
    h.app.dispatch(ActionEvent("mouse", "click", True, h.now, pos=(px, py)))
    assert scene.state.stats["placed"][seat] == 1
    h.app.render(force=True)  # all six sheets draw
    assert scene.hint_focus() == 0, "the mouse moves on to the other person still to play"


def test_demo_plays_by_itself_and_records_nothing():
    h = Harness(render=False)
    h.boot(GameSelectScene(h.app))
    scene = h.app.push(registry.get("insertcoin").demo(h.app))
    assert scene.demo and not scene.ui.cursors, "nobody's cursor: only CPUs play"
    for _ in range(60):
        if scene.cpu_job is not None:
            scene.cpu_job.result(timeout=5)  # the Planner thinks in real time
        h.advance(250)
        if scene.state.flips >= 2:
            break
    assert scene.state.flips >= 2
    assert scene.hold_data() is None


def test_space_ship_gives_a_second_symbol_that_may_be_passed():
    ship = 5  # Space Ship, O4 / U5
    state = InsertCoin.arranged([[ship, SKULL, DEMON], [ROBOT, DEMON, SKULL]], top=[ship], seed=3)
    hole = spot(state, 0, "O4", 0)
    mask = state.placement_mask(0, "O4", 0, 0, hole.x, hole.y)
    filled = [[state.shape_of(0, 0).mask & ~mask, 0, 0], [0, 0, 0]]
    state = InsertCoin.arranged([[ship, SKULL, DEMON], [ROBOT, DEMON, SKULL]], top=[ship, 1, 2], seed=3, filled=filled)
    h, scene = start(config("keys_a", "Greedy"), state)
    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.taps("keys_a", "confirm", "confirm")
    assert any(c.title == "SPACE SHIP!" for c in scene.timeline.callouts)
    h.advance(1500)  # the CPU draws; the next card (I3 / T4) comes
    assert scene.state.card == 1
    cur = scene.ui.cursor(0)
    first = cur.tool_name(scene.state, 0)
    target = spot(scene.state, 0, first, cur.orient)
    walk_to(h, scene, 0, "keys_a", target.level, target.x, target.y)
    h.taps("keys_a", "confirm", "confirm")
    assert tools_for(scene.state, 0)[-1] == "pass", "both symbols of this card: the second may be passed"
    assert scene.state.tasks[0] and scene.state.tasks[0][0][0] == "second"
    h.tap("keys_a", "back")  # choose "pass"
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == "pass"
    h.taps("keys_a", "confirm", "confirm")
    assert scene.state.stats["placed"][0] == 2 and "passed" in P.last_note(scene.timeline, 0)
    assert not scene.state.tasks[0] or scene.state.tasks[0][0] == ("draw", 0), "nothing more owed on card 1"


def test_keep_with_the_mouse():
    from arcade.core.input import ActionEvent

    h, scene = start(config("keys_a", "Greedy"))
    dealt = list(scene.state.hands[0])
    rects = hand.hand_rects(scene.layouts[0], len(dealt))
    for i in (1, 3, 4):
        h.app.dispatch(ActionEvent("mouse", "click", True, h.now, pos=rects[i].center))
    assert not scene.state.levels[0] and list(scene.ui.cursor(0).chosen) == [dealt[1], dealt[3], dealt[4]]
    h.app.dispatch(ActionEvent("mouse", "click", True, h.now, pos=rects[-1].center))
    assert scene.state.levels[0] == [dealt[1], dealt[3], dealt[4]]


def test_a_new_card_keeps_the_ghost_inside_the_grid():
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT, 12], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    h.taps("keys_a", "back", "back")  # lose a Life: a single square
    x, y = max(cells_of(scene.state.empty_mask(0, 2)))  # far right of Level 3
    walk_to(h, scene, 0, "keys_a", 2, x, y)
    h.taps("keys_a", "confirm", "confirm")
    h.advance(1500)  # the CPU draws: White Skull I3 / I4 is up
    assert scene.state.card == 12
    cells, _fits, tool = scene.ghost(0)
    assert tool == "I3" and all(0 <= gx < GRID and 0 <= gy < GRID for _lv, gx, gy in cells), cells
    assert scene.ui.cursor(0).level == 2


def test_kabuki_love_picks_a_level_to_complete():
    kabuki = 14  # Kabuki Love, D2 / S4
    base = InsertCoin.arranged([[kabuki, CHERRY, SKULL], [ROBOT, DEMON, SKULL]], top=[kabuki], seed=3)
    hole = spot(base, 0, "D2", 0)
    gap = base.placement_mask(0, "D2", 0, 0, hole.x, hole.y)
    cherry = base.shape_of(0, 1).mask
    ten = sum(1 << (y * GRID + x) for x, y in cells_of(cherry)[:10])
    state = InsertCoin.arranged(
        [[kabuki, CHERRY, SKULL], [ROBOT, DEMON, SKULL]],
        top=[kabuki, 1, 2],
        seed=3,
        filled=[[base.shape_of(0, 0).mask & ~gap, ten, 0], [0, 0, 0]],
    )
    h, scene = start(config("keys_a", "Greedy"), state)
    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.taps("keys_a", "confirm", "confirm")
    assert any(c.title == "KABUKI LOVE!" for c in scene.timeline.callouts)
    cur = scene.ui.cursor(0)
    assert cur.tool_name(scene.state, 0) == "kabuki" and cur.level == 1, "the only target is chosen"
    h.tap("keys_a", "right")  # Level 3 is no target: red, refused
    assert not scene.ghost(0)[1]
    h.tap("keys_a", "confirm")
    assert scene.cue is not None and "Kabuki" in scene.cue[0]
    h.taps("keys_a", "left", "confirm", "confirm")
    assert scene.state.is_complete(0, 1)
    assert any(c.title == "POWER CHERRY!" for c in scene.timeline.callouts), "the finished shape fires its own ability"


def test_the_end_screen_is_one_picture_whatever_marks_end_under_it():
    h, scene = play_the_last_card()
    h.advance(1500)
    assert scene.end_ready()
    h.app.render(force=True)
    plain = pygame.image.tobytes(h.app.screen, "RGB")
    key = scene.picture_key()
    now = scene.now()
    present.glow(scene.staging(), 1, (255, 0, 0), now, 400)  # marks that would end while the end screen shows
    scene.timeline.move(P.note_key(0), ("a note", (255, 0, 0)), now, 400, still=True)
    assert scene.picture_key() == key, "nothing under the dim changes the end screen's picture"
    h.app.render(force=True)
    assert pygame.image.tobytes(h.app.screen, "RGB") == plain, "no mark is drawn under the end screen"
    h.advance(600)
    assert scene.picture_key() == key


def test_alone_an_ability_that_needs_opponents_says_what_it_does():
    demon = next(c.id for c in cards() if c.shape.key == "demon_king")
    for n, expected in (
        (1, "Demon King: With no opponents it hits no one: only its points count."),
        (2, "Demon King: Your opponents lose 1 Life."),
    ):
        h, scene = start(config("keys_a", *["Greedy"] * (n - 1)))
        scene.state.hands[0] = [demon] + scene.state.hands[0][1:]
        scene.ui = scene.ui.put(0, replace(scene.ui.cursor(0), pick=0))
        scene.acts += 1  # the state changed outside ``act``: frames make their view again
        assert hand.hovered_ability(scene.frame(), 0) == expected


def test_the_card_under_the_cursor_is_explained_in_full_at_every_table_size():
    from arcade.games.insertcoin.hand import status_lines

    def shown(shape, n):  # alone, a shape whose ability needs opponents says so instead
        return f"{shape.title}: {shape.solo_ability if n == 1 and shape.solo_ability else shape.ability}"

    for n in range(1, 7):
        longest = max((c.shape for c in cards()), key=lambda s: len(shown(s, n)))
        h, scene = start(config("keys_a", *["Greedy"] * (n - 1)))
        dealt = scene.state.hands[0]
        scene.state.hands[0] = [next(c.id for c in cards() if c.shape is longest)] + dealt[1:]
        scene.ui = scene.ui.put(0, replace(scene.ui.cursor(0), pick=0))
        scene.acts += 1  # the state changed outside ``act``: frames make their view again
        room = hand.ability_room(scene.layouts[0], len(scene.state.hands[0]))
        assert room >= 2, f"{n} players: room under the dealt cards"
        area = hand.ability_area(scene.layouts[0], len(scene.state.hands[0]))
        assert pygame.Rect(scene.layouts[0].rect).contains(area), "inside the sheet"
        lines = status_lines(hand.hovered_ability(scene.frame(), 0), area.w, room)
        assert " ".join(lines) == shown(longest, n), f"{n} players: nothing cut"
        assert sheets.status(scene.frame(), 0)[0] == "choosing Levels"
        # the text is drawn there: the area is no longer all the sheet's fill
        h.app.render(force=True)
        colours = {
            tuple(h.app.screen.get_at((x, y)))[:3]
            for x in range(area.x, area.x + 200, 2)
            for y in range(area.y, area.y + 18)
        }
        assert len(colours) > 3


def test_a_status_too_long_for_its_room_ends_with_an_ellipsis():
    from arcade.games.insertcoin.hand import status_lines

    words = "lose one Life for every Level your rivals finish before you do " * 3
    lines = status_lines(words.strip(), 140, 2)
    assert len(lines) == 2 and lines[-1].endswith("\u2026")
    assert status_lines("short", 140, 0) == ["short"]


def test_a_person_may_decline_an_ability():
    state, hole = cherry_nearly_done()
    h, scene = start(config("keys_a", "Greedy"), state)
    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.taps("keys_a", "confirm", "confirm")
    assert tools_for(scene.state, 0) == [FILL, DECLINE]
    assert "next choice" in [label for _key, label in hintbar.hints(scene.frame(), 0)]
    assert [sheets.choice_words(t) for t in tools_for(scene.state, 0)] == ["Fill a square", "Don't use it"], (
        "the choices are in sight: a fill may be declined"
    )
    h.tap("keys_a", "back")  # switch to "decline"
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == DECLINE
    assert hintbar.hints(scene.frame(), 0)[-1][1] == "do not use Power Cherry"
    h.tap("keys_a", "confirm")
    assert hintbar.hints(scene.frame(), 0)[0][1] == "decline it" and scene.state.tasks[0][0][0] == "fill"
    h.tap("keys_a", "confirm")
    assert not scene.state.tasks[0] or scene.state.tasks[0][0][0] == "draw"
    assert scene.state.filled[0][1] == 0 and scene.state.filled[0][2] == 0, "no square filled"
    assert "Power Cherry not used" in P.last_note(scene.timeline, 0)
    assert not any(c.title == "POWER CHERRY!" and c.active(scene.now()) for c in scene.timeline.callouts)


def test_demon_king_is_called_out_when_its_lives_are_lost_not_before():
    # Seat 0 finishes Demon King with a Life; the call-out waits for the attack, at the end of the card.
    base = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, CHERRY, SKULL]], top=[27], seed=3)
    (x, y), *rest = cells_of(base.shape_of(0, 0).mask)
    state = InsertCoin.arranged(
        [[DEMON, SKULL, CHERRY], [ROBOT, CHERRY, SKULL]],
        top=[27, 1, 2],
        seed=3,
        filled=[[base.shape_of(0, 0).mask & ~(1 << (y * GRID + x)), 0, 0], [0, 0, 0]],
    )
    h, scene = start(config("keys_a", "keys_b"), state)
    h.taps("keys_a", "back", "back")  # the Life tool
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == LIFE
    walk_to(h, scene, 0, "keys_a", 0, x, y)
    h.taps("keys_a", "confirm", "confirm")
    assert scene.state.is_complete(0, 0) and scene.state.lives == [2, 3]
    assert not any(c.title == "DEMON KING!" for c in scene.timeline.callouts), "no call-out before the attack lands"
    assert "attacks when the card is done" in P.last_note(scene.timeline, 0)
    h.advance(2500)
    assert scene.state.card == 27, "the card waits for P2"
    p2 = scene.ui.cursor(1)
    place_p2 = spot(scene.state, 1, p2.tool_name(scene.state, 1), p2.orient)
    walk_to(h, scene, 1, "keys_b", place_p2.level, place_p2.x, place_p2.y)
    h.taps("keys_b", "confirm", "confirm")
    assert scene.state.lives[1] == 2 and scene.state.card == 1
    now = scene.now()
    live = [c for c in scene.timeline.callouts if c.active(now)]
    assert live and live[0].title == "DEMON KING!" and live[0].sub == "P1: P2 loses 1 Life"
    assert P.last_note(scene.timeline, 1) == "-1 Life"


def test_chosen_levels_stay_hidden_until_everyone_has_chosen(monkeypatch):
    from arcade.games.insertcoin import art

    drawn = []
    real = art.draw_level
    monkeypatch.setattr(
        art, "draw_level", lambda surface, origin, *a, **k: (drawn.append(origin), real(surface, origin, *a, **k))
    )
    h, scene = start(config("keys_a", "Greedy"))
    h.advance(1500)
    assert scene.state.levels[1] and not scene.state.levels[0], "the CPU has chosen, the person has not"
    h.app.render(force=True)
    cpu_levels = set(scene.layouts[1].levels)
    assert not cpu_levels & set(drawn), "the CPU's chosen Levels are not drawn while the person chooses"
    assert sheets.status(scene.frame(), 1)[0] == "ready"
    h.taps("keys_a", *KEEP_THREE)
    assert scene.state.phase == "play"
    h.app.render(force=True)
    assert cpu_levels <= set(drawn), "shown once everyone has chosen"


def test_a_person_is_asked_before_an_attack_ends_the_game():
    base = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, CHERRY, SKULL]], top=[27], seed=3)
    (x, y), *rest = cells_of(base.shape_of(0, 0).mask)
    state = InsertCoin.arranged(
        [[DEMON, SKULL, CHERRY], [ROBOT, CHERRY, SKULL]],
        top=[27, 1, 2],
        seed=3,
        filled=[[base.shape_of(0, 0).mask & ~(1 << (y * GRID + x)), 0, 0], [0, 0, 0]],
        lives=[3, 1],
        coins=[3, 0],
    )
    h, scene = start(config("keys_a", "keys_b"), state)
    h.taps("keys_a", "back", "back")
    walk_to(h, scene, 0, "keys_a", 0, x, y)
    h.taps("keys_a", "confirm", "confirm")
    p2 = scene.ui.cursor(1)
    a = spot(scene.state, 1, p2.tool_name(scene.state, 1), p2.orient)
    walk_to(h, scene, 1, "keys_b", a.level, a.x, a.y)
    h.taps("keys_b", "confirm", "confirm")
    assert tools_for(scene.state, 0) == [USE, DECLINE]
    assert sheets.status(scene.frame(), 0)[0] == "Demon King would end the game"
    assert hintbar.hints(scene.frame(), 0)[-1][1] == "attack: the game ends"
    h.taps("keys_a", "back", "confirm", "confirm")  # decline: P2 keeps the Life, play goes on
    assert scene.state.lives[1] == 1 and scene.state.card == 1 and not scene.state.is_terminal()
    assert P.last_note(scene.timeline, 0) == "Demon King not used"


def test_a_huge_level_title_is_cut_to_its_caption_with_a_bounded_number_of_measures(monkeypatch):
    """A 900 KB shape title once took 150 s to cut, one character and one whole-string measure at a time; the
    sheet's caption is cut by the shared ``text.fit`` (halving, at most MAX_CHARS measured)."""
    from dataclasses import replace

    from arcade.core.render import text

    state = InsertCoin.arranged([[CHERRY, SKULL, DEMON], [ROBOT, DEMON, SKULL]], top=[27], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    huge = "W" * 900_000
    real_shape = InsertCoin.shape_of
    monkeypatch.setattr(InsertCoin, "shape_of", lambda self, seat, lv: replace(real_shape(self, seat, lv), title=huge))
    real_seen = view.Tables.shape_of  # the sheets are drawn from the frame's view
    monkeypatch.setattr(view.Tables, "shape_of", lambda self, seat, lv: replace(real_seen(self, seat, lv), title=huge))
    real_measure, real_blit = text.measure, text.blit
    measured: list[int] = []
    drawn: list[str] = []

    def measure(font, value):
        if str(value).startswith("WWW"):
            measured.append(len(str(value)))
        return real_measure(font, value)

    def blit(surface, line, pos, **kw):
        if line.startswith("WWW"):
            drawn.append(line)
        return real_blit(surface, line, pos, **kw)

    monkeypatch.setattr(text, "measure", measure)
    monkeypatch.setattr(text, "blit", blit)
    sheets.caption.cache_clear()  # captions are made once per value: make them again, under the recorder
    h.app.render(force=True)
    cell = scene.layouts[0].cell
    size = 15 if cell < 20 else 17
    # each Level's caption and its line in the abilities column beside the Levels, each cut
    # (a caption with the same words and numbers is made once: equal Levels share it)
    assert 6 <= len(drawn) <= 12 and all(line.endswith(text.ELLIPSIS) for line in drawn)
    assert all(real_measure(text.body(size, True), line) <= L.GRID * cell - 44 for line in drawn), "inside its room"
    assert 0 < len(measured) <= 60 and max(measured) <= text.MAX_CHARS + 1, "a few measures (12 lines), none whole"


# the event classes the scene's isinstance chain presented before the scene kit (issue 24)
OLD_CHAIN = (
    "CardFlipped",
    "Kept",
    "DeckStacked",
    "Placed",
    "Filled",
    "SymbolPassed",
    "LevelCompleted",
    "AbilityUsed",
    "AbilityDeclined",
    "Attack",
    "LifeLost",
    "LifeGained",
    "CoinInserted",
    "GameOverFlipped",
    "TurnSkipped",
    "OutOfPlay",
    "GameEnded",
)


def test_the_presentation_table_covers_every_event_the_old_chain_presented():
    from arcade.games.insertcoin import events as E
    from arcade.scenes.kit.present import lookup

    classes = [cls for cls in vars(E).values() if isinstance(cls, type) and issubclass(cls, E.Event)]
    emitted = {cls.__name__ for cls in classes if cls is not E.Event}
    assert set(OLD_CHAIN) <= emitted, "the engine still emits each of them"
    for name in sorted(emitted):
        cls = getattr(E, name)
        how = present.PRESENTATIONS.get(cls)
        assert how is not None and how.effect is not None, name
        assert lookup(present.PRESENTATIONS, cls.__new__(cls)) is how, name


def test_call_outs_sounds_and_marks_go_on_the_one_timeline_and_never_hold_the_table():
    played: list[str] = []
    state, hole = cherry_nearly_done()
    h, scene = start(config("keys_a", "Greedy"), state)
    h.app.audio.play = played.append
    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.taps("keys_a", "confirm", "confirm")
    now = scene.now()
    shown = scene.timeline.current(now)
    assert shown is not None and shown.title == "POWER CHERRY!" and callouts.seat_of(shown) == 0
    assert scene.timeline.moving(P.flash_key(0, 0), now) is not None, "the squares just drawn flash"
    assert scene.timeline.moving(P.glow_key(0), now) is not None, "the sheet glows: a Level completed"
    assert not scene.busy(), "a call-out never holds the other players up"
    h.advance(50)
    assert "place" in played and "coin" in played, "the timeline's sounds are played by the base"


def test_a_level_s_caption_shows_squares_and_points_apart_and_the_abilities_stand_beside(monkeypatch):
    from arcade.core.render import text
    from arcade.games.insertcoin.scoring import level_squares

    state = InsertCoin.arranged([[CHERRY, SKULL, DEMON], [ROBOT, DEMON, SKULL]], top=[27], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    shape = scene.state.shape_of(0, 0)
    assert level_squares(scene.state, 0, 0) == (0, shape.size)
    drawn: list[str] = []
    real_blit = text.blit
    monkeypatch.setattr(
        text, "blit", lambda surface, line, pos, **kw: drawn.append(line) or real_blit(surface, line, pos, **kw)
    )
    sheets.caption.cache_clear()
    h.app.render(force=True)
    assert f"0/{shape.size} sq" in drawn and f"{scene.state.level_points(0, 0)} pts" in drawn
    assert "ABILITIES" in drawn and drawn.count(shape.title) >= 2, "the shapes' abilities beside the Levels"


def test_losing_a_life_for_a_square_is_a_choice_in_sight_and_lit_when_chosen():
    h, scene = start(config("keys_a", "Greedy"))
    h.taps("keys_a", *KEEP_THREE)  # keep three Levels
    h.advance(2500)
    tools = tools_for(scene.state, 0)
    assert tools[-1] == LIFE and sheets.choice_words(LIFE) == "A Life for 1 square"
    lay = scene.layouts[0]
    x, y, w, hh = lay.info
    top = y + hh - len(tools) * sheets.CHOICE_H - 20
    life_box = (x + 10, top + 18 + (len(tools) - 1) * sheets.CHOICE_H + 10)

    def lit():
        h.app.drawing = True
        h.frame()
        return h.pixel(*life_box)[:3] != palette.NIGHT[:3]

    assert not lit(), "not chosen yet: drawn plain"
    for _ in range(len(tools) - 1):
        h.tap("keys_a", "back")
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == LIFE
    assert lit(), "chosen: lit"


def test_in_set_up_the_row_has_ends_right_from_keep_stays_on_keep():
    h, scene = start(config("keys_a", "Greedy"))
    h.tap("keys_a", "left")
    assert scene.ui.cursor(0).pick == 0, "left from the first card stays there"
    h.taps("keys_a", "confirm", "right", "confirm", "right", "confirm")  # three marked: the cursor is on KEEP
    assert scene.ui.cursor(0).pick == KEEP_BUTTON
    h.tap("keys_a", "right")
    assert scene.ui.cursor(0).pick == KEEP_BUTTON, "no wrap back to card 1"
    h.tap("keys_a", "left")
    assert scene.ui.cursor(0).pick == len(scene.state.hands[0]) - 1


def test_the_next_key_jumps_the_ghost_to_the_next_shape_where_it_fits():
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    piece = scene.ui.cursor(0).tool_name(scene.state, 0)
    assert scene.ui.cursor(0).level == 0
    h.tap("keys_a", "next")
    cur = scene.ui.cursor(0)
    assert cur.level == 1, "one press: the next shape"
    assert scene.state.placement_legal(cur.action(scene.state, 0)), "the ghost lands where the symbol fits"
    assert scene.ghost(0)[1]
    h.tap("keys_a", "next")
    assert scene.ui.cursor(0).level == 2
    h.tap("keys_a", "next")
    assert scene.ui.cursor(0).level == 0, "from the last shape back to the first"
    assert scene.ui.cursor(0).tool_name(scene.state, 0) == piece, "the choice is kept"


def test_the_jump_skips_a_completed_shape_and_is_per_seat_and_remappable():
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    state.filled[0][1] = state.shape_of(0, 1).mask  # White Skull drawn in full
    h, scene = start(config("keys_a", "keys_b"), state)

    def levels():  # each person's cursor as the scene holds it now
        return scene.ui.cursor(0).level, scene.ui.cursor(1).level

    assert levels() == (0, 0)
    h.tap("keys_a", "next")
    assert levels() == (2, 0), "Keys A's press moves Keys A's cursor, past the completed shape"
    h.app.keymap["keys_b"]["next"] = ["key:f"]  # a remap: the hint names the new key
    assert ("F", "next shape") in hintbar.hints(scene.frame(), 1)
    h.tap("keys_b", "next")
    assert levels() == (2, 1), "Keys B's own jump moves only Keys B's cursor (its Level 1 is open)"


def test_the_numpad_s_3_jumps_and_its_7_still_switches_the_choice():
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    h, scene = start(config("numpad", "Greedy"), state)
    h.tap("numpad", "b3")
    assert scene.ui.cursor(0).level == 1
    tool = scene.ui.cursor(0).tool
    h.tap("numpad", "b7")
    cur = scene.ui.cursor(0)
    assert cur.tool == tool + 1 and cur.level == 1
    assert ("Num 3", "next shape") in hintbar.hints(scene.frame(), 0)


def test_the_how_to_keys_page_shows_the_jump_key_for_insert_coin_only():
    from arcade.core.render import text
    from arcade.scenes import howto_keys
    from arcade.scenes.howto import HowToScene

    def drawn(game):
        h = Harness()
        h.boot(GameSelectScene(h.app))
        h.app.keymap["keys_b"]["next"] = ["key:g"]  # remapped: the page names the key as it now is
        scene = h.app.push(HowToScene(h.app, game))
        scene.page = len(scene.pages) - 1
        h.app.invalidate_canvas()
        with text.recording(h.app.screen) as rec:
            h.app.render(force=True)
        return [str(w) for kind, _r, w in rec.marks if kind == "text"], h.app.keymap

    words, keymap = drawn("insertcoin")
    assert words.count("next shape") == 3, "Keys A, Keys B and the gamepad"
    assert [howto_keys.next_label(keymap, d) for d in ("keys_a", "keys_b", "pad")] == ["/", "G", "RB"]
    assert "next shape" not in drawn("crashline")[0]


def test_the_frame_carries_the_coach_only_to_the_person_it_shows_and_a_ghost_only_while_placing():
    """The painters read the frame, not the scene: its beat holds the coach's words for the person whose
    view it holds (none for the one behind the curtain, none for a CPU) and each person's ghost in play."""
    h, scene = start(config("keys_a", "keys_b", "Greedy"))
    h.app.settings["coach"] = True
    lift_curtain(h, "keys_a")
    h.advance(100)
    frame = scene.frame()
    assert frame.viewer == 0 and frame.beat.coach[0] and frame.beat.coach[1] == frame.beat.coach[2] == ()
    assert frame.beat.ghosts == (None, None, None), "no ghost while Levels are kept"
    assert frame.view.deck_left == len(scene.state.deck)
    h.taps("keys_a", *KEEP_THREE)
    lift_curtain(h, "keys_b")
    h.taps("keys_b", *KEEP_THREE)
    h.advance(2500)
    assert scene.state.phase == "play"
    frame = scene.frame()
    assert frame.beat.ghosts[0] is not None and frame.beat.ghosts[1] is not None and frame.beat.ghosts[2] is None
    assert frame.beat.ghosts[0] == tuple(scene.ghost(0, look=True)) and frame.beat.coach[2] == ()
    assert scene.picture_key() == frame


def test_a_piece_being_placed_never_looks_like_a_drawn_square():
    """The moving ghost is striped in the seat's colour; staged, it is solid and pale; drawn, the squares are
    solid in the art's own colour. A player can tell the three apart at a glance (a pale ghost once looked
    like a drawn grey square)."""
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    h, scene = start(config("keys_a", "Greedy"), state)
    piece = scene.ui.cursor(0).tool_name(scene.state, 0)
    target = spot(scene.state, 0, piece, scene.ui.cursor(0).orient)
    walk_to(h, scene, 0, "keys_a", target.level, target.x, target.y)
    lay = scene.layouts[0]
    x, y = cells_of(scene.state.placement_mask(0, piece, target.orient, target.level, target.x, target.y))[0]
    square = pygame.Rect(
        lay.levels[target.level][0] + x * lay.cell, lay.levels[target.level][1] + y * lay.cell, lay.cell, lay.cell
    )
    inside = square.inflate(-8, -8)

    def colours() -> set:
        h.app.render(force=True)
        return {
            h.app.screen.get_at((px, py))[:3]
            for px in range(inside.left, inside.right)
            for py in range(inside.top, inside.bottom)
        }

    moving = colours()
    h.tap("keys_a", "confirm")
    staged = colours()
    h.tap("keys_a", "confirm")
    drawn = colours()
    assert len(drawn) == 1 and len(staged) == 1, "a drawn square and a staged one are solid"
    assert len(moving) >= 2, "the moving ghost is striped"
    (solid,) = drawn
    (pale,) = staged
    assert pale != solid and solid not in moving and pale not in moving

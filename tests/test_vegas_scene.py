"""The Vegas Slot Machine 1973 scene driven through the Harness with scripted input: the build phase,
playing a card with the cursor, a cascade replayed step by step, the curtain between two people, a Cumber
card on another player's turn, the score card, the end in the statistics, Hold & Quit and resume, eight
seats and the lobby with every option."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import replace

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from vegas_rig import BA, CH, CU, LE, OR, PL, SE, picker_now, rig

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.vegas import cascade
from arcade.games.vegas.picker import CELL, HAND, MENU
from arcade.games.vegas.rules import PH_BUILD, PH_PLAY, PH_REACT, Act
from arcade.games.vegas.scene import VegasScene, engine_options
from arcade.scenes.common import ChoiceDialog
from arcade.scenes.curtain import CurtainScene
from arcade.scenes.lobby import LobbyScene
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness


def human(name="Ann", device="keys_a"):
    return SeatConfig(name, "human", "", device)


def cpu(name="Blinky", level="Strong"):
    return SeatConfig(name, "cpu", level)


def start(seats, options=None, seed=5, state=None, render=False, anim=0.0, h=None):
    h = h or Harness(render=render)
    h.app.settings["anim_speed"] = anim
    h.boot(GameSelectScene(h.app))
    cfg = LobbyConfig("vegas", seats, dict(options or {}), seed)
    scene = h.app.push(VegasScene(h.app, cfg, state=state))
    h.advance(20)
    return h, scene


def play_by_hint(h, scene, device="keys_a", seat=0):
    """One decision of a person: ask the strong CPU's choice and make it with the cursor keys."""
    act = scene.state.legal_actions(seat)[0] if scene.mode() != "solo" else None
    if act is None:
        h.tap(device, "extra")
        act = scene.ui.hint[0]
    picker = picker_now(scene)
    name, kind, cands = picker.step()
    if kind == MENU:
        scene.ui = replace(scene.ui, menu=cands.index(act))
        h.tap(device, "confirm")
        return act
    scene.ui = replace(scene.ui, hand=act.slot)
    h.tap(device, "confirm")
    if picker_now(scene).step()[1] == MENU:  # a Cumber card: play it as a card
        cands = picker_now(scene).step()[2]
        scene.ui = replace(scene.ui, menu=cands.index(act.kind))
        h.tap(device, "confirm")
    scene.ui = replace(scene.ui, cell=act.a)
    h.tap(device, "confirm")
    if scene.held is not None:  # a play that would draw or turn a card up waits for "end turn"
        h.tap(device, "confirm")
    return act


def test_the_build_phase_lights_the_spaces_next_to_a_card_and_refuses_others():
    h, scene = start([human()], {"mode": "solo"})
    st = scene.state
    assert st.phase == PH_BUILD and scene.viewer == 0
    h.tap("keys_a", "confirm")  # the first hand card
    name, kind, cands = picker_now(scene).step()
    assert kind == CELL and sorted(cands) == list(range(9)), "the first card goes anywhere"
    scene.ui = replace(scene.ui, cell=0)
    h.tap("keys_a", "confirm")
    assert scene.held is not None and not st.stacks[0], "the build draws back up: it waits for end turn"
    h.tap("keys_a", "confirm")  # end turn
    assert len(st.stacks[0]) == 1 and st.placed_count == 1
    h.tap("keys_a", "confirm")
    name, kind, cands = picker_now(scene).step()
    assert sorted(cands) == [1, 3, 4], "then only spaces touching a card are lit"
    scene.ui = replace(scene.ui, cell=8)
    h.tap("keys_a", "confirm")  # not adjacent: refused, nothing changes
    assert st.placed_count == 1 and scene.cue is not None
    h.taps("keys_a", "up", "left", "left")  # from 8 the arrows reach space 3... then 4? walk it
    scene.ui = replace(scene.ui, cell=4)
    h.taps("keys_a", "confirm", "confirm")  # placed, then end turn
    assert len(st.stacks[4]) == 1 and st.placed_count == 2


def test_playing_a_card_with_the_cursor_and_step_back():
    st = rig(1, grid=[CH, LE, OR, PL, BA, SE, OR, PL, LE], hands=[[CH, BA, SE]], draw=[PL, PL, PL])
    h, scene = start([human()], {"mode": "solo"}, state=st)
    assert picker_now(scene).step()[1] == HAND
    h.tap("keys_a", "right")  # the Bar
    h.tap("keys_a", "confirm")
    assert picker_now(scene).step()[1] == CELL
    h.tap("keys_a", "back")  # step back to the hand
    assert picker_now(scene).step()[1] == HAND
    h.tap("keys_a", "confirm")
    legal = {a.a for a in st.legal_actions(0) if a.kind == "play" and a.slot == 1}
    assert set(picker_now(scene).step()[2]) == legal
    target = sorted(legal)[0]
    scene.ui = replace(scene.ui, cell=target)
    h.tap("keys_a", "confirm")
    assert scene.held is not None, "the play would draw: it waits for the end of the turn"
    h.tap("keys_a", "confirm")  # end turn
    assert st.stacks[target] and st.sym[st.stacks[target][-1]] == BA
    assert [st.sym[c] for c in st.hands[0]].count(BA) == 0
    places = (
        "top left",
        "top middle",
        "top right",
        "middle left",
        "centre",
        "middle right",
        "bottom left",
        "bottom middle",
        "bottom right",
    )
    assert f"Ann: Bar {places[target]}" in [line.text for line in scene.timeline.log], (
        "the log says which card went where"
    )


def test_a_cascade_is_replayed_step_by_step():
    # a Seven on the Cherries of space 2 completes the top row of Sevens: the Sevens leave (the Cherries
    # show again) and the two gaps are refilled left to right from the deck (a Bar, then a Lemon)
    grid = [SE, SE, CH, LE, OR, PL, OR, PL, LE]
    st = rig(1, grid=grid, hands=[[SE, CH, BA]], draw=[BA, LE, OR, PL], exact=False)
    h, scene = start([human()], {"mode": "solo"}, state=st, anim=1.0)
    scene.ui = replace(scene.ui, hand=0)
    h.tap("keys_a", "confirm")
    scene.ui = replace(scene.ui, cell=2)
    h.tap("keys_a", "confirm")
    assert scene.held is not None and not st.prizes[0], "the play waits for the end of the turn"
    h.send("keys_a", "confirm")  # end turn: pressed, no frame run yet
    h.send("keys_a", "confirm", False)
    assert st.prizes[0] and st.prizes[0][0][0] == SE, "the engine claimed the row at once"
    beats = cascade.beats(scene.timeline)
    kinds = [m.data.kind for _name, m in beats]
    assert kinds[0] == "place" and "prize" in kinds and kinds.count("refill") == 2
    prize = next(m for _name, m in beats if m.data.kind == "prize")
    assert sorted(prize.data.event.cells) == [0, 1, 2]
    # while the payline shows, the Sevens are still in the machine
    h.advance(beats[1][1].t0 - scene.now() + 50)
    assert cascade.prize_showing(scene.timeline, scene.now()) is prize.data.event
    tops, _heights = scene.shown_grid()
    assert tops[0] == SE and tops[1] == SE and tops[2] == SE
    assert scene.busy(), "people wait while the cascade plays"
    # the refills come in one by one, left to right
    seen = []
    while cascade.beats(scene.timeline):
        h.advance(60)
        tops = scene.shown_grid()[0]
        seen.append(tuple(tops[:3]))
    order = [t for i, t in enumerate(seen) if i == 0 or seen[i - 1] != t]
    assert order[:4] == [(SE, SE, SE), (-1, -1, CH), (BA, -1, CH), (BA, LE, CH)], order
    assert cascade.shown(scene.timeline) is None and scene.shown_grid()[0] == tuple(st.tops())
    h.advance(400)
    assert not scene.busy() and st.current_player() == 0


def _two_people(options=None, state=None, seed=3, render=False):
    return start(
        [human("Ann", "keys_a"), human("Bob", "keys_b")],
        options or {"mode": "competitive"},
        seed=seed,
        state=state,
        render=render,
    )


def test_the_curtain_between_two_people_hides_the_next_hand_until_confirm():
    h, scene = _two_people(render=True)
    assert isinstance(h.top, CurtainScene) and h.top.player_name == "Ann"
    assert scene.viewer is None
    h.tap("keys_a", "confirm")
    assert h.top is scene and scene.viewer == 0
    shown = h.pixel(60, 620)
    play_by_hint(h, scene, "keys_a", 0)
    h.advance(50)
    assert isinstance(h.top, CurtainScene) and h.top.player_name == "Bob"
    assert scene.viewer is None, "Bob's hand is not drawn before he confirms"
    h.app.pop()  # look under the curtain: no hand is drawn
    assert h.pixel(60, 620) != shown
    h.app.push(CurtainScene(h.app, "Bob", None, "keys_b", 1))
    h.app.pop()
    scene._curtain_for = None
    h.advance(30)
    assert isinstance(h.top, CurtainScene)
    h.tap("keys_a", "confirm")  # Ann cannot open Bob's curtain
    assert isinstance(h.top, CurtainScene)
    h.tap("keys_b", "confirm")
    assert h.top is scene and scene.viewer == 1
    h.tap("keys_a", "confirm")  # Ann out of turn
    assert scene.cue and "Not your turn" in scene.cue[0]


def test_a_cumber_card_answers_another_players_card_from_its_own_device():
    grid = [CH, LE, OR, PL, BA, SE, OR, PL, LE]
    st = rig(
        2,
        {"mode": "competitive", "cumber": "B"},
        grid=grid,
        hands=[[BA, CH, OR], [CU, PL, LE]],
        draw=[OR, OR, OR, OR],
        turn=0,
    )
    h, scene = _two_people({"mode": "competitive", "cumber": "B"}, state=st)
    h.tap("keys_a", "confirm")  # Ann opens her curtain
    scene.ui = replace(scene.ui, hand=0)  # the Bar on space 0 makes no prize
    h.tap("keys_a", "confirm")
    scene.ui = replace(scene.ui, cell=0)
    h.tap("keys_a", "confirm")
    h.advance(30)
    assert st.phase == PH_REACT and st.current_player() == 1 and st.turn_seat == 0
    assert isinstance(h.top, CurtainScene) and h.top.player_name == "Bob", "Bob is asked behind the curtain"
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, CurtainScene)
    h.tap("keys_b", "confirm")
    assert h.top is scene and scene.viewer == 1
    name, kind, cands = picker_now(scene).step()
    assert kind == MENU and Act("c_bury", 0) in cands and Act("pass") in cands
    h.tap("keys_a", "confirm")  # Ann may not answer for Bob
    assert st.phase == PH_REACT and "Not your turn" in scene.cue[0]
    scene.ui = replace(scene.ui, menu=cands.index(Act("c_bury", 0)))
    h.tap("keys_b", "confirm")
    assert st.sym[st.draw[0]] == BA, "the Bar went under the deck"
    assert CU not in [st.sym[c] for c in st.hands[1]] and len(st.hands[1]) == 3, "Bob drew a new card"
    assert st.turn_seat == 1 and st.current_player() == 1, "Ann's turn ended; Bob plays next"


def test_a_person_without_a_cumber_card_is_not_asked():
    grid = [CH, LE, OR, PL, BA, SE, OR, PL, LE]
    st = rig(
        2,
        {"mode": "competitive", "cumber": "B"},
        grid=grid,
        hands=[[BA, CH, OR], [PL, PL, LE]],
        draw=[OR, OR, OR, OR],
        turn=0,
    )
    h, scene = _two_people({"mode": "competitive", "cumber": "B"}, state=st)
    h.tap("keys_a", "confirm")
    scene.ui = replace(scene.ui, hand=0)
    h.tap("keys_a", "confirm")
    scene.ui = replace(scene.ui, cell=0)
    h.tap("keys_a", "confirm")
    h.advance(30)
    assert st.phase == PH_PLAY and st.turn_seat == 1, "Bob holds no Cumber card: play goes straight on"


def test_the_score_card_opens_for_anyone_at_any_time():
    h, scene = start([human("Ann", "keys_a"), cpu()], {"mode": "competitive"}, render=True)
    before = h.pixel(640, 360)
    h.tap("keys_b", "alt")  # even a device with no seat
    assert scene.ui.show_card
    assert h.pixel(640, 360) != before
    h.tap("keys_a", "alt")
    assert not scene.ui.show_card


def test_a_solo_game_to_the_end_is_recorded_with_its_rank():
    h, scene = start([human()], {"mode": "solo"}, seed=11)
    for _ in range(200):
        if scene.state.is_terminal():
            break
        play_by_hint(h, scene)
    assert scene.state.is_terminal()
    h.advance(100)
    assert scene.recorded
    board = h.app.stats.board("vegas:solo")
    assert board["played"] == 1 and board["best"] == scene.state.scores()[0]


def test_a_coop_game_has_one_shared_score_on_its_own_board():
    h, scene = start([cpu("A", "Medium"), cpu("B", "Medium")], {"mode": "coop"}, seed=2)
    scene.demo = False
    for _ in range(200):
        if scene.state.is_terminal():
            break
        h.advance(200)
    assert scene.state.is_terminal()
    h.advance(100)
    res = scene.results()
    assert len(res) == 1 and res[0].score == scene.state.scores()[0] == scene.state.scores()[1]
    assert h.app.stats.board("vegas:coop")["played"] == 1


def test_hold_and_quit_then_resume():
    from arcade.scenes.pause import PauseScene

    h, scene = start([human()], {"mode": "solo"}, seed=4)
    for _ in range(3):
        play_by_hint(h, scene)
    data = scene.state.to_data()
    h.tap("system", "pause")
    pause = h.top
    assert isinstance(pause, PauseScene)
    pause.index = [i.label for i in pause.items].index("Quit to menu")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, ChoiceDialog)
    h.tap("keys_a", "confirm")  # keep it
    kept = json.loads(h.app.store.path("hold-vegas").read_text())
    assert kept["data"]["state"]["state"]["stacks"] == data["stacks"]
    h2 = Harness(store_root=h.app.store.root, render=False)
    h2.boot(GameSelectScene(h2.app))
    sel = h2.top
    sel.index, sel.row = [g.id for g in sel.games].index("vegas"), 0
    h2.tap("keys_a", "confirm")
    assert isinstance(h2.top, ChoiceDialog)
    h2.tap("keys_a", "confirm")  # Resume
    again = h2.top
    assert isinstance(again, VegasScene) and again.state.to_data() == data
    assert again.viewer == 0 and again.timeline.log, "the hand shows again, with the last messages"


def test_eight_seats_play_on_and_the_lobby_keeps_start_in_view():
    h, scene = start(
        [human("Ann")] + [cpu(f"C{i}", ("Easy", "Medium", "Strong")[i % 3]) for i in range(7)],
        {"mode": "competitive"},
        seed=8,
    )
    assert scene.state.cfg.decks == 2, "eight players get the second deck"
    for _ in range(6):
        if scene.state.current_player() == 0:
            play_by_hint(h, scene)
        h.advance(300)
    assert scene.state.placed_count >= 7
    # the lobby with eight seats and every option on
    h.app.push(LobbyScene(h.app, registry.get("vegas")))
    lobby = h.top
    for _ in range(7):
        lobby._adjust_count(+1)
    for key in list(lobby.options):
        if key.startswith("var_"):
            lobby.options[key] = True
    lobby.rebuild()
    assert len(lobby.seats) == 8
    for i in range(len(lobby.items)):
        lobby.index = i
        lobby.scroll_into_view()
        assert lobby.item_rect(len(lobby.items) - 1).bottom < 720, "START stays in view"
        assert lobby.item_rect(i).bottom < 720
    f_row = [i.label for i in lobby.items].index("F: no play on last card")
    assert "previous player" in lobby.items[f_row].hint, "each variation says what it does"
    lobby.index = len(lobby.items) - 1
    h.tap("keys_a", "confirm")  # refused with its reason: every variation clashes
    assert h.top is lobby


def test_the_lobby_options_become_engine_options():
    opts = {o.key: o.default for o in registry.get("vegas").options}
    opts.update({"var_F": True, "var_H": True, "date": "2026-07-01", "demo": True})
    out = engine_options(opts)
    assert out["variations"] == "FH" and "mode" not in out and "decks" not in out and "demo" not in out
    assert out["date"] == "2026-07-01"


@pytest.mark.parametrize("month", [7])
def test_todays_month_reaches_the_engine(month):
    h, scene = start([human()], {"mode": "solo", "cumber": "B", "date": f"2026-{month:02d}-15"})
    assert scene.state.cfg.month == month


def test_two_people_play_a_whole_game_through_the_curtain():
    h, scene = _two_people(seed=21)
    devices = {0: "keys_a", 1: "keys_b"}
    curtains = 0
    for _ in range(400):
        if scene.state.is_terminal():
            break
        if isinstance(h.top, CurtainScene):
            curtains += 1
            h.tap(devices[h.top.seat], "confirm")
            continue
        seat = scene.state.current_player()
        assert scene.viewer == seat
        play_by_hint(h, scene, devices[seat], seat)
        h.advance(20)
    assert scene.state.is_terminal() and curtains >= 20
    h.advance(100)
    assert scene.recorded and h.app.stats.board("vegas")["played"] == 1


def _pick_through(picker, act, columns):
    """Make ``act`` the way a person does: one pick per step, as the picker asks."""
    for _ in range(6):
        name, kind, cands = picker.step()
        if name == "" and kind == MENU:
            return picker.pick(act)
        if name == "kind":
            value = act.kind
        elif kind == "column":
            value = columns.index(act.a)
        else:
            value = getattr(act, name)
        assert (act.a if kind == "column" else value) in cands, (act, name, cands)
        done = picker.pick(value)
        if done is not None:
            return done
    raise AssertionError(f"{act} never finished")


@pytest.mark.parametrize(
    "opts",
    [
        {"mode": "competitive", "cumber": "B", "spin": "A", "month": 3},
        {"mode": "competitive", "cumber": "B", "spin": "B", "month": 11, "variations": "LN"},
        {"mode": "competitive", "cumber": "B", "month": 12, "variations": "MOD"},
        {"mode": "competitive", "cumber": "B", "month": 9, "variations": "J"},
        {"mode": "competitive", "cumber": "B", "month": 2},
    ],
)
def test_every_legal_action_can_be_made_with_the_picker(opts):
    import random

    from arcade.games.vegas.picker import Picker
    from arcade.games.vegas.rules import VegasState

    rng = random.Random(4)
    st = VegasState(3, 17, opts)
    geo = st.geo
    columns = [(p // geo.cells) * geo.width + (p % geo.cells) % geo.width for p in range(geo.size)]
    kinds = set()
    for _step in range(160):
        if st.is_terminal():
            break
        seat = st.current_player()
        legal = [a for a in st.legal_actions(seat) if a.kind != "tick"]
        for act in rng.sample(legal, min(12, len(legal))):
            picker = Picker(st.legal_actions(seat), st.cfg.month, list(st.view(seat).hand), columns)
            assert _pick_through(picker, act, columns) == act
            kinds.add(act.kind)
        st.apply(rng.choice(legal))
    assert {"play", "build"} <= kinds and any(k.startswith("c_") for k in kinds)


def test_a_cumber_move_is_made_on_the_machine_with_the_cursor():
    grid = [LE, LE, CH, OR, PL, BA, OR, LE, SE]
    st = rig(1, {"mode": "solo", "cumber": "B"}, grid=grid, hands=[[CU, CH, BA]], draw=[OR, OR, OR, OR, OR])
    h, scene = start([human()], {"mode": "solo", "cumber": "B"}, state=st)
    h.tap("keys_a", "confirm")  # the Cumber card: a menu of what it can do
    name, kind, cands = picker_now(scene).step()
    assert kind == MENU and "c_move" in cands and "play" in cands
    scene.ui = replace(scene.ui, menu=cands.index("c_move"))
    h.tap("keys_a", "confirm")
    scene.ui = replace(scene.ui, cell=7)  # the Lemon at the bottom...
    h.tap("keys_a", "confirm")
    assert 2 in picker_now(scene).step()[2]
    scene.ui = replace(scene.ui, cell=2)  # ...onto the Cherries: three Lemons in the top row
    h.tap("keys_a", "confirm")
    assert st.prizes[0] and st.prizes[0][0][0] == LE
    assert CU not in [st.sym[c] for c in st.hands[0]]


def test_the_timer_runs_on_scene_time_and_ends_the_game():
    h, scene = start([human()], {"mode": "solo", "var_U": True, "time_limit_s": 30})
    assert scene.state.cfg.has("U")
    h.advance(10_000)
    assert 9_000 <= scene.state.elapsed_ms <= 10_000
    from arcade.scenes.pause import PauseScene

    h.tap("system", "pause")
    assert isinstance(h.top, PauseScene)
    h.advance(30_000)  # paused: the clock stands still
    assert scene.state.elapsed_ms <= 10_000
    h.tap("system", "pause")
    h.advance(21_000)
    assert scene.state.is_terminal()
    h.advance(200)
    assert scene.recorded


@pytest.mark.parametrize("letters", ["D", "J", "DJ"])
def test_two_machines_and_the_wide_grid_play_to_the_end_through_the_scene(letters):
    """Variations D (two machines) and J (4x3) put cards on positions 9 and up: the log names them
    (it indexed a nine-name tuple and ended the app), and the picture is drawn every frame."""
    options = {"mode": "competitive", **{f"var_{x}": True for x in letters}}
    h, scene = start([cpu("A", "Medium"), cpu("B", "Strong"), cpu("C", "Easy")], options, seed=3, render=True)
    scene.demo = False
    high, seen = 0, set()
    for _ in range(400):
        if scene.state.is_terminal():
            break
        h.advance(250)
        high = max([high] + [p for p in range(scene.state.geo.size) if scene.state.stacks[p]])
        seen.update(line.text for line in scene.timeline.log)
    assert scene.state.is_terminal()
    assert high >= 9, "a card landed beyond the first 3x3 machine"
    words = " ".join(seen)
    assert ("right machine:" in words) if "D" in letters else ("column 4" in words)

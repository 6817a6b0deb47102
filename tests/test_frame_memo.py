"""A frame handed out again is the frame worked out afresh.

A game scene works its frame out only when something it is built from has changed or a time has come at
which what it shows may change (the timeline's and the game's own, ``frame_until``); in between it hands
out the frame it already has. A time said too late would leave a stale picture on the screen. Here every
game is played (its demo, and two people with a CPU pressing keys at random, at uneven frame times), and at
every moment the frame the scene hands out is compared with one worked out from scratch."""

from __future__ import annotations

import random
from typing import Any

import pytest
from mania_rig import Dice

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.game import GameScene
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness

GAMES = ["crashline", "vegas", "mania", "insertcoin", "topspeed", "console"]
KEYS = ["confirm", "confirm", "left", "right", "up", "down", "back"]
STEPS_MS = [1000.0 / 60, 1000.0 / 60, 1000.0 / 60, 7.0, 33.0, 50.0, 250.0]


def compare_every_moment(h: Harness, scene: GameScene, moments: int, rng: random.Random, devices: list[str]) -> int:
    """Run ``moments`` frames (random presses on ``devices`` between some); returns the moments compared."""
    compared = 0
    for i in range(moments):
        top = h.top
        if devices and rng.random() < 0.12:
            device = rng.choice(devices)
            action = rng.choice(KEYS if scene.game_id != "console" else KEYS[:-1])  # (back: off the console)
            if top is not scene:  # a curtain or a pause: on with it
                action = "confirm"
            h.send(device, action, True)
            h.send(device, action, False)
        h.clock.advance(rng.choice(STEPS_MS))
        h.frame()
        if h.top is scene:
            handed = scene.frame()
            again = scene.frame()
            fresh = scene.frame_afresh()
            assert handed is again, f"{scene.game_id}: two asks at one moment made two frames (moment {i})"
            assert handed == fresh, f"{scene.game_id}: a stale frame at moment {i}, scene time {scene.now():.1f}"
            compared += 1
    return compared


@pytest.mark.parametrize("game", GAMES)
def test_a_frame_handed_out_again_equals_one_worked_out_afresh_in_a_demo(game: str) -> None:
    info = registry.get(game)
    h = Harness(render=False, think_in_process=True)
    h.app.settings["anim_speed"] = 0.5
    h.boot(GameSelectScene(h.app))
    scene = info.demo(h.app)
    h.app.push(scene)
    assert compare_every_moment(h, scene, 900, random.Random(7), []) > 800


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [3, 4])
def test_a_frame_handed_out_again_equals_one_worked_out_afresh_with_people_pressing(game: str, seed: int) -> None:
    info = registry.get(game)
    h = Harness(render=False, think_in_process=True)
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a")]
    if info.max_players > 1:
        seats += [SeatConfig("Bob", "human", "", "keys_b"), SeatConfig("Pixel", "cpu", info.cpu_levels[0])]
    seats = seats[: info.max_players]
    while len(seats) < info.min_players:
        seats.append(SeatConfig(f"CPU {len(seats)}", "cpu", info.cpu_levels[0]))
    config = LobbyConfig(game, seats, {o.key: o.default for o in info.options}, seed)
    scene = info.start(h.app, config)
    h.app.push(scene)
    devices = sorted({s.device for s in seats if s.kind == "human"})
    if game == "console":
        devices.append("numpad")
    assert compare_every_moment(h, scene, 1500, random.Random(seed), devices) > 300


def test_a_timeline_copies_and_pickles_with_its_moves_and_stays_read_only() -> None:
    import copy
    import pickle

    from arcade.scenes.kit.timeline import Timeline

    tl = Timeline()
    tl.move("card", (1, 2), 0.0, 100.0)
    tl.shot(10.0)
    for twin in (copy.deepcopy(tl), pickle.loads(pickle.dumps(tl))):
        assert dict(twin.moves) == dict(tl.moves) and twin.changes == tl.changes
        with pytest.raises(TypeError):
            twin.moves["other"] = None  # type: ignore[index]
        twin.drop("card")
        assert "card" in tl.moves and "card" not in twin.moves


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_consoles_frame_handed_out_again_equals_one_worked_out_afresh_through_its_games(seed: int) -> None:
    """A person on the numpad: a skill, one of the four games, presses at random while it plays (its lights
    blink, run and go out on the games' own clocks), again and again."""
    from arcade.games.console.layout import NUMPAD_ACTION_TO_CELL

    info = registry.get("console")
    h = Harness(render=False, think_in_process=True)
    h.boot(GameSelectScene(h.app))
    config = LobbyConfig("console", [SeatConfig("Ann", "human", "", "keys_a")], {}, seed)
    scene = info.start(h.app, config)
    h.app.push(scene)
    rng = random.Random(seed)
    buttons = sorted(NUMPAD_ACTION_TO_CELL)
    compared = 0
    for i in range(2400):
        if i % 600 == 0:  # switch on at a skill, then a game
            for button in (rng.choice(["b7", "b8", "b9"]), rng.choice(["b4", "b6", "b1", "b3"])):
                h.send("numpad", button, True)
                h.send("numpad", button, False)
        elif rng.random() < 0.08:
            button = rng.choice(buttons)
            h.send("numpad", button, True)
            h.clock.advance(rng.choice([20.0, 60.0, 140.0]))
            h.frame()
            h.send("numpad", button, False)
        h.clock.advance(rng.choice(STEPS_MS))
        h.frame()
        if h.top is scene:
            assert scene.frame() == scene.frame_afresh(), f"a stale console frame at moment {i}"
            compared += 1
    assert compared > 1000 and scene.machine.mode != "off"


# ------------------------------------------------------------------ Vegas Slot Machine 1973's timed parts
VEGAS_KEYS = ["undo", "extra", "alt"]  # besides the shared keys: take back (a placement waiting), hint, score card


def vegas_moments(h: Harness, scene: GameScene, moments: int, rng: random.Random, devices: list[str]) -> dict:
    """:func:`compare_every_moment` one moment at a time (undo, the hint and the score card pressed now and
    then besides), noting what of Vegas's own timed parts the frames compared showed."""
    from arcade.games.vegas.shown import table

    seen: dict = {"compared": 0, "fades": set(), "lit": 0, "prize": 0, "busy": 0, "left_s": set()}
    seen |= {"held": 0, "advised": 0, "over": 0}
    for _ in range(moments):
        if devices and h.top is scene and rng.random() < 0.04:
            device, action = rng.choice(devices), rng.choice(VEGAS_KEYS)
            h.send(device, action, True)
            h.send(device, action, False)
        if not compare_every_moment(h, scene, 1, rng, devices):
            continue
        seen["compared"] += 1
        t = table(scene.frame())
        seen["fades"] |= {strength for _space, strength in t.glows}
        seen["lit"] += bool(t.lit)
        seen["prize"] += t.prize is not None
        seen["busy"] += t.busy
        seen["left_s"].add(t.left_s)
        seen["held"] += t.held is not None
        seen["advised"] += t.advised and t.advice is not None
        seen["over"] += t.over
    return seen


def vegas_scene(h: Harness, seats: list[SeatConfig], options: dict, seed: int) -> GameScene:
    info = registry.get("vegas")
    scene = info.start(h.app, LobbyConfig("vegas", seats, {**options, "date": "2026-03-15"}, seed))
    assert scene is not None
    h.app.push(scene)
    return scene


@pytest.mark.parametrize(("seed", "anim"), [(1, 1.0), (2, 0.5), (5, 1.0), (9, 2.0)])
def test_vegas_frames_handed_out_again_are_fresh_through_cascades_of_cpu_demos(seed: int, anim: float) -> None:
    """CPU tables of several seeds and animation speeds: the landing glows fade step by step, paylines
    light, prizes pay; every frame kept between those steps is the one worked out afresh."""
    h = Harness(render=False, think_in_process=True)
    h.app.settings["anim_speed"] = anim
    h.boot(GameSelectScene(h.app))
    cpus = [SeatConfig(name, "cpu", level) for name, level in (("Lucky", "Strong"), ("Ace", "Medium"), ("Dice", "Kid"))]
    scene = vegas_scene(h, cpus, {"mode": "competitive", "demo": True}, seed)
    seen = vegas_moments(h, scene, 900, random.Random(seed), [])
    assert seen["compared"] > 800
    assert len(seen["fades"] - {0.0, 1.0}) >= 4, seen["fades"]  # glows seen part-way through their fade
    assert seen["lit"] and seen["prize"] and seen["busy"]


@pytest.mark.parametrize("seed", [3, 4, 8])
def test_vegas_frames_are_fresh_as_the_clock_of_u_runs_out_on_a_person_with_the_coach(seed: int) -> None:
    """Solo under variation U (a minute), the coach on: the clock shows each whole second and runs out,
    the coach's advice arrives in an update, a placement waits for "end turn" (or is taken back)."""
    h = Harness(render=False, think_in_process=True)
    h.app.settings["coach"] = True
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a")]
    scene = vegas_scene(h, seats, {"mode": "solo", "var_U": True, "time_limit_s": 60}, seed)
    seen = vegas_moments(h, scene, 1500, random.Random(seed), ["keys_a"])
    assert seen["compared"] > 800  # (until the game is over and a key leaves it)
    assert len(seen["left_s"]) >= 20 and 0 in seen["left_s"] and seen["over"], sorted(seen["left_s"], key=str)
    assert seen["advised"] and seen["held"], seen


@pytest.mark.parametrize(("mode", "seed"), [("coop", 6), ("competitive", 7), ("competitive", 11)])
def test_vegas_frames_are_fresh_with_two_people_a_cpu_and_the_coach(mode: str, seed: int) -> None:
    """Two people (behind the hot-seat curtain) and a CPU, the coach on: co-operative under U, where a
    placement may wait for "end turn", and competitive."""
    h = Harness(render=False, think_in_process=True)
    h.app.settings["coach"] = True
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Bob", "human", "", "keys_b")]
    seats.append(SeatConfig("Pixel", "cpu", "Strong"))
    options: dict = {"mode": mode}
    if mode == "coop":
        options |= {"var_U": True, "time_limit_s": 300}
    scene = vegas_scene(h, seats, options, seed)
    seen = vegas_moments(h, scene, 1500, random.Random(seed), ["keys_a", "keys_b"])
    assert seen["compared"] > 600
    assert seen["advised"] and seen["busy"], seen
    if mode == "coop":
        assert len(seen["left_s"]) >= 20 and seen["held"], seen


def test_vegas_frames_follow_the_coach_and_the_table_version_changed_between_rule_actions() -> None:
    """What Vegas's beat reads besides the rules and the presses (the coach's advice, the table's version, a
    placement waiting) is part of the frame's memo: changed in an update of its own, the next frame shows it."""
    from arcade.games.vegas.shown import table

    h = Harness(render=False, think_in_process=True)
    h.app.settings["coach"] = True
    h.boot(GameSelectScene(h.app))
    scene = vegas_scene(h, [SeatConfig("Ann", "human", "", "keys_a")], {"mode": "solo"}, 3)
    h.advance(500)
    kept = scene.frame()
    assert table(kept).advised and table(kept).ready
    scene.advice = None  # as if the coach had not spoken yet
    assert not table(scene.frame()).advised and scene.frame() == scene.frame_afresh()
    scene.refresh_coach()  # ... and now it does
    assert table(scene.frame()).advised and scene.frame() == scene.frame_afresh()
    scene.bump()  # the table changed: the choice on show is no longer ready
    assert not table(scene.frame()).ready and scene.frame() == scene.frame_afresh()
    scene.settle()
    assert table(scene.frame()).ready and scene.frame() == scene.frame_afresh()


# ---------------------------------------------------------------------- Electronic Arcade Mania's timed parts
MANIA_SLIDES = ("sneak_attack", "rattler", "alien_raiders", "run_amuk")


def _mania_table(kinds: tuple[str, ...], seed: int, state=None):
    """A Mania table (a person's keys or "cpu" per seat), the coach on, played at CPU pace 4."""
    from arcade.games.mania.scene import ManiaScene

    h = Harness(render=False, think_in_process=True)
    h.app.settings["coach"] = True
    h.app.settings["cpu_pace"] = 4.0
    h.boot(GameSelectScene(h.app))
    names = ("Ann", "Bob", "Cy", "Dee")
    seats = [
        SeatConfig(names[i], "cpu", "Regular") if kind == "cpu" else SeatConfig(names[i], "human", "", kind)
        for i, kind in enumerate(kinds)
    ]
    scene = h.app.push(ManiaScene(h.app, LobbyConfig("mania", seats, {}, seed), state=state))
    return h, scene


class _ManiaSeen:
    """Which of Mania's timed parts the moments compared showed (each must have been up, or the test
    proves nothing about it)."""

    def __init__(self) -> None:
        self.parts: set[str] = set()

    def note(self, scene) -> None:
        from arcade.games.mania import duel_result

        if scene.top_is_scene:
            showing = scene.frame().showing
            now = scene.now()
            if showing.roller is not None:
                self.parts.add("roll")
            if showing.result is not None:
                self.parts.add("result waits" if showing.result_waits else "result timed")
            if showing.coach:
                self.parts.add(f"coach {scene.state.phase}")
            if showing.asked is not None:
                self.parts.add(f"asked {scene.state.phase}")
            if scene.kept.shown_until(now) < float("inf"):
                self.parts.add("log waits")
            if duel_result.waiting(scene.desk) and scene.busy():
                self.parts.add("result waits busy")


def _play_mania(h: Harness, scene, moments: int, rng: random.Random, devices: list[str], seen: _ManiaSeen, until=None):
    """Moments compared one by one (random presses between some) until ``until()`` holds or ``moments``
    have passed; returns the moments compared."""
    compared = 0
    for _ in range(moments):
        compared += compare_every_moment(h, scene, 1, rng, devices)
        scene.top_is_scene = h.top is scene
        seen.note(scene)
        if until is not None and until():
            break
    return compared


def _mania_duel_among_cpus(bet: bool, seed: int, then: int = 2500, ann: int = 0) -> tuple[Harness, Any, _ManiaSeen]:
    """Cy (a CPU) lands on the slide of another CPU: a duel between computers, played on the console. Ann,
    the person at the table (seat ``ann``: 0, and Dee's slide is duelled at; 3, and Bob's is, her turn
    next), bets on Cy (the result card then waits for her press) or not (it goes after a paced time); then
    play goes on for ``then`` moments with her pressing at random."""
    from arcade.games.mania.rules import Mania

    roll = 1 if ann == 0 else 5  # onto Run Amuk (Dee's) or Rattler (Bob's)
    st = Mania.arranged(MANIA_SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(roll, 2, 2))
    kinds = ["cpu"] * 4
    kinds[ann] = "keys_a"
    h, scene = _mania_table(tuple(kinds), seed, st)
    rng, seen = random.Random(seed), _ManiaSeen()
    ready = lambda: h.top is scene and st.phase == "bet" and st.current_player() == ann and not scene.busy()  # noqa: E731
    _play_mania(h, scene, 2000, rng, [], seen, ready)
    assert ready(), "Ann is asked for her bet"
    for action in ("right", "confirm") if bet else ("confirm",):
        h.send("keys_a", action, True)
        h.send("keys_a", action, False)
        _play_mania(h, scene, 3, rng, [], seen)
    won = lambda: scene.desk.card is not None and scene.desk.card.winner is not None  # noqa: E731
    _play_mania(h, scene, 20_000, rng, [], seen, won)
    assert won(), "the duel was played out"
    assert (ann in scene.desk.card.bettors) is bet, "Ann bet, or not, as her keys said"
    _play_mania(h, scene, then, rng, ["keys_a"], seen)
    return h, scene, seen


@pytest.mark.parametrize("seed", [5, 6])
def test_mania_frames_stay_fresh_while_a_duels_result_waits_for_a_person_who_bet(seed: int) -> None:
    seen = _mania_duel_among_cpus(True, seed)[2]
    assert {"coach bet", "result waits", "result waits busy", "roll", "log waits"} <= seen.parts, seen.parts


@pytest.mark.parametrize("seed", [5, 6])
def test_mania_frames_stay_fresh_while_a_duels_result_shows_for_a_paced_time(seed: int) -> None:
    seen = _mania_duel_among_cpus(False, seed)[2]
    assert {"coach bet", "result timed", "roll", "log waits"} <= seen.parts, seen.parts


def test_mania_frames_follow_the_result_card_seen_and_the_coach_within_one_moment() -> None:
    """What changes what is up on Mania's board without a rule action or a press (the result card seen, the
    held action going on to the next roll, the coach's advice worked out for another question) makes the
    frame worked out again, even at the same moment."""
    from arcade.games.mania import duel_result

    h, scene, seen = _mania_duel_among_cpus(True, 5, then=0, ann=3)  # Ann's turn is next
    _play_mania(h, scene, 2000, random.Random(5), [], seen, lambda: not scene.busy())
    assert duel_result.waiting(scene.desk) and scene.frame().showing.result_waits
    duel_result.dismiss(scene.desk, scene.now())  # seen (as a person's confirm does)
    assert scene.frame() == scene.frame_afresh() and scene.frame().showing.result is None
    scene.release_result()  # play goes on to Ann's roll, held for her press (the payout said first)
    assert scene.roll_prompt() == 3
    assert scene.frame() == scene.frame_afresh() and scene.frame().showing.roller == 3

    h, scene = _mania_table(("keys_a", "keys_b", "cpu"), 3)
    asked = lambda: h.top is scene and bool(scene.frame().showing.coach)  # noqa: E731
    _play_mania(h, scene, 2000, random.Random(3), ["keys_a", "keys_b"], seen, asked)
    assert asked(), "the coach speaks to a person choosing"
    seat, acts, phase = scene.coach_key()
    scene.adviser.refresh((seat, acts - 1, phase), scene.state.view)  # advice for another question: silent
    assert scene.frame() == scene.frame_afresh() and not scene.frame().showing.coach
    scene.adviser.refresh(scene.coach_key(), scene.state.view)
    assert scene.frame() == scene.frame_afresh() and scene.frame().showing.coach


@pytest.mark.parametrize("seed", [3, 5, 8, 13])
def test_mania_frames_stay_fresh_from_the_game_slides_with_two_people_and_the_coach_on(seed: int) -> None:
    """A new game: each person chooses a Game Slide (the coach speaking), then rolls at their press, bets,
    challenges, at random presses and uneven frame times."""
    h, scene = _mania_table(("keys_a", "keys_b", "cpu"), seed)
    seen = _ManiaSeen()
    assert _play_mania(h, scene, 3000, random.Random(seed), ["keys_a", "keys_b"], seen) > 1000
    assert {"asked slide", "coach slide", "roll", "log waits"} <= seen.parts, seen.parts


@pytest.mark.parametrize("seed", [1, 2, 9])
def test_mania_frames_stay_fresh_in_more_demos(seed: int) -> None:
    """The attract demo (duels among computers, their result cards shown for a paced time) from more deals."""
    info = registry.get("mania")
    h = Harness(render=False, think_in_process=True)
    h.app.settings["anim_speed"] = [0.5, 1.0, 2.0][seed % 3]
    h.boot(GameSelectScene(h.app))
    h.clock.advance(seed * 7919.0)  # the demo deals from the app's time
    scene = info.demo(h.app)
    h.app.push(scene)
    seen = _ManiaSeen()
    assert _play_mania(h, scene, 3000, random.Random(seed), [], seen) > 2500
    assert {"result timed", "log waits"} <= seen.parts, seen.parts


def _painted(paint, surface, frame, layers) -> bytes:
    import pygame

    paint(surface, frame, layers)
    return pygame.image.tobytes(surface, "RGB")


PAINTERS = {
    "crashline": "arcade.games.crashline.screen",  # (these two say what their moving parts look like)
    "mania": "arcade.games.mania.screen",
    "vegas": "arcade.games.vegas.screen",
    "topspeed": "arcade.games.topspeed.screen",
}


@pytest.mark.parametrize("game", sorted(PAINTERS))
@pytest.mark.parametrize("people", [False, True])
def test_a_kept_frame_paints_what_a_fresh_one_paints(game: str, people: bool) -> None:
    """A kept frame is older than now (its ``now`` is the moment it was worked out; frames compare equal
    whatever their time). Painted, it must give the very pixels a frame worked out now gives, at every
    moment: while nothing that shows changes, and while things move that look the same (a pawn waiting for
    the die, a float between two pixels: ``frame_moving``)."""
    import importlib

    import pygame

    from arcade.scenes.kit.layers import Layers

    paint = importlib.import_module(PAINTERS[game]).paint
    info = registry.get(game)
    h = Harness(render=True, think_in_process=True)
    h.boot(GameSelectScene(h.app))
    if people:
        seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Pixel", "cpu", info.cpu_levels[0])]
        seats = [*seats, SeatConfig("Cy", "cpu", info.cpu_levels[0])][: info.max_players]
        scene = info.start(h.app, LobbyConfig(game, seats, {o.key: o.default for o in info.options}, 5))
    else:
        scene = info.demo(h.app)
    h.app.push(scene)
    rng = random.Random(5)
    size = pygame.display.get_surface().get_size()
    kept, fresh = pygame.Surface(size), pygame.Surface(size)
    layers = Layers()
    compared = older = 0
    for _ in range(900):
        if people and rng.random() < 0.1:
            action = rng.choice(KEYS[:-1]) if h.top is scene else "confirm"
            h.send("keys_a", action, True)
            h.send("keys_a", action, False)
        h.clock.advance(rng.choice(STEPS_MS[:4]))
        h.frame()
        if h.top is not scene:
            continue
        handed, afresh = scene.frame(), scene.frame_afresh()
        older += handed.now < afresh.now
        assert _painted(paint, kept, handed, layers) == _painted(paint, fresh, afresh, layers), (
            f"{game}: the kept frame of {handed.now:.1f} paints other pixels than one of {afresh.now:.1f}"
        )
        compared += 1
    assert compared > 500 and older > 100

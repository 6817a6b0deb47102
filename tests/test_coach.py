"""The coach on a person's turn (issue 37, part 2): from the seat's own view only, in their own words, its
numbers the strongest CPU's own evaluation; quiet on a CPU's turn; off with the Options switch."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from secrecy_probe import vegas_swap
from vegas_rig import picker_now

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig, resolve
from arcade.games.vegas import coach as vegas_coach
from arcade.games.vegas import shown
from arcade.games.vegas.botkit import immediate
from arcade.games.vegas.rules import PH_PLAY
from arcade.games.vegas.strong import Strong
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness


def vegas_positions(seed: int, count: int):
    """States of a two-seat competitive Vegas game played by Strong CPUs, at seat 0's decisions."""
    from arcade.games.vegas.rules import VegasState

    info = registry.get("vegas")

    config = LobbyConfig(
        "vegas",
        [SeatConfig("Ann", "cpu", "Strong"), SeatConfig("Pixel", "cpu", "Strong")],
        {"mode": "competitive"},
        seed,
    )
    state: VegasState = resolve(info.replay_deal)(config)
    bots = [Strong(seed), Strong(seed + 1)]
    found = []
    while not state.is_terminal() and len(found) < count:
        seat = state.current_player()
        if seat == 0 and len([a for a in state.legal_actions(0) if a.kind != "tick"]) > 1:
            found.append(state.clone())
        state.apply(bots[seat].choose(state.view(seat)))
    return found


def test_vegas_coach_numbers_are_the_strong_cpus_own():
    checked = 0
    for state in vegas_positions(4, 12):
        view = state.view(0)
        advice = vegas_coach.advise(view)
        assert advice is not None and advice.best == Strong(0).choose(view)  # its move: the Strong CPU's
        for slot, symbol in enumerate(view.hand):
            if symbol < 0:
                continue
            for pos in {a.a for a in view.legal if a.kind in ("play", "build") and a.slot == slot}:
                assert vegas_coach.claims_now(view, slot, pos) == immediate(view, view.tops, pos, symbol)[0]
                checked += 1
    assert checked > 20


def test_vegas_coach_is_unchanged_when_another_seats_hand_is_swapped():
    for state in vegas_positions(6, 8):
        view = state.view(0)
        said = vegas_coach.lines(view, vegas_coach.advise(view), 0, None)
        vegas_swap(state, 1)  # the other player's hidden hand changed for other cards of the deck
        again = state.view(0)
        assert vegas_coach.lines(again, vegas_coach.advise(again), 0, None) == said


def vegas_scene(coach_on: bool):
    h = Harness(render=False, think_in_process=True)
    h.app.settings["anim_speed"] = 0.0
    h.app.settings["coach"] = coach_on
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Pixel", "cpu", "Strong")]
    scene = registry.get("vegas").start(h.app, LobbyConfig("vegas", seats, {"mode": "competitive"}, 7))
    h.app.push(scene)
    return h, scene


@pytest.mark.parametrize("coach_on", [True, False])
def test_vegas_coach_speaks_on_the_persons_turn_only_and_only_when_on(coach_on):
    h, scene = vegas_scene(coach_on)
    spoke_to_person = spoke_on_cpu = 0
    for step in range(400):
        h.advance(100)
        lines = shown.coach_lines(scene.frame())
        mine = scene.acting() == 0 and shown.picker(scene.frame()) is not None
        if mine:
            spoke_to_person += bool(lines)
            if lines:
                assert lines[-1].startswith("Strong CPU: ")
            h.tap("keys_a", "confirm")
        elif scene.acting() == 1:
            spoke_on_cpu += bool(lines)
        if scene.state.is_terminal() or scene.state.phase == PH_PLAY and step > 200:
            break
    assert spoke_on_cpu == 0
    assert (spoke_to_person > 0) == coach_on


# ---------------------------------------------------------------------------------------------- Insert Coin
def insertcoin_positions(seed: int, count: int):
    """States of a two-seat Insert Coin game played by Planner CPUs, at seat 0's placing decisions."""
    from arcade.games.insertcoin.bots import Planner
    from arcade.games.insertcoin.rules import deal_from

    config = LobbyConfig(
        "insertcoin", [SeatConfig("Ann", "cpu", "Planner"), SeatConfig("Pixel", "cpu", "Planner")], {}, seed
    )
    state = deal_from(config)
    bots = [Planner(seed=seed), Planner(seed=seed + 1)]
    found = []
    while not state.is_terminal() and len(found) < count:
        seats = state.active_seats()
        if 0 in seats and state.phase == "play" and state.tasks[0][0][0] in ("draw", "second", "fill"):
            found.append(state.clone())
        for action in [bots[s].choose(state.view(s)) for s in seats]:
            if not state.is_terminal() and state.placement_legal(action):
                state.apply(action)
    return found


def test_insertcoin_coach_numbers_are_the_planners_own():
    from arcade.games.insertcoin import coach as ic_coach
    from arcade.games.insertcoin.bots import Planner
    from arcade.games.insertcoin.review import describe

    positions = insertcoin_positions(3, 10)
    assert len(positions) == 10
    for state in positions:
        view = state.view(0)
        advice = ic_coach.advise(view)
        planner = Planner()
        assert advice.best == planner.choose(view)  # its spot: the Planner's own choice
        assert advice.values == planner.option_values(view, view.legal_actions())
        said = ic_coach.lines(advice, advice.best)
        assert describe(advice.best) in said[0] and f"{advice.values[advice.best]:.1f}" in said[0]
        assert said[1] == "Your spot is as good."
        worst = min(advice.values, key=advice.values.get)
        gap = advice.values[advice.best] - advice.values[worst]
        if gap >= 0.05:
            assert ic_coach.lines(advice, worst)[1] == f"Your spot: {gap:.1f} points less."


def test_insertcoin_keep_coach_is_the_planners_keep_and_ignores_the_others_secret():
    from arcade.games.insertcoin import coach as ic_coach
    from arcade.games.insertcoin.bots import Planner
    from arcade.games.insertcoin.rules import deal_from, keep

    people = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Bob", "human", "", "keys_b")]
    for seed in range(4):
        state = deal_from(LobbyConfig("insertcoin", people, {}, seed))
        view = state.view(0)
        advice = ic_coach.advise(view)
        assert advice.best == Planner().choose(view)
        said = ic_coach.lines(advice, None)
        for other in (state.hands[1][:3], state.hands[1][2:]):  # Bob keeps one set of Levels or another
            trial = state.clone()
            trial.apply(keep(1, other))
            assert ic_coach.lines(ic_coach.advise(trial.view(0)), None) == said


def test_insertcoin_coach_ignores_the_decks_order():
    import random

    from arcade.games.insertcoin import coach as ic_coach

    for state in insertcoin_positions(5, 4):
        said = ic_coach.lines(ic_coach.advise(state.view(0)), None)
        random.Random(1).shuffle(state.deck)  # the hidden order of the cards to come
        assert ic_coach.lines(ic_coach.advise(state.view(0)), None) == said


def insertcoin_scene(coach_on: bool, *kinds: str):
    from arcade.games.insertcoin.scene import InsertCoinScene

    h = Harness(render=False)
    h.app.settings["coach"] = coach_on
    h.boot(GameSelectScene(h.app))
    seats = [
        SeatConfig(f"P{i + 1}", "human", "", k) if k.startswith("keys") else SeatConfig(f"C{i + 1}", "cpu", k)
        for i, k in enumerate(kinds)
    ]
    scene = h.app.push(InsertCoinScene(h.app, LobbyConfig("insertcoin", seats, {}, 5)))
    h.advance(300)
    return h, scene


@pytest.mark.parametrize("coach_on", [True, False])
def test_insertcoin_coach_speaks_to_the_person_deciding_only_and_only_when_on(coach_on):
    from arcade.scenes.curtain import CurtainScene

    h, scene = insertcoin_scene(coach_on, "keys_a", "keys_b", "Greedy")
    assert isinstance(h.top, CurtainScene)
    assert not any(scene.coach_lines(s) for s in range(3)), "behind the curtain the coach is quiet"
    h.tap("keys_a", "confirm")
    h.advance(100)
    assert bool(scene.coach_lines(0)) == coach_on and not scene.coach_lines(1) and not scene.coach_lines(2)
    if coach_on:
        assert "the Planner CPU would keep" in scene.coach_lines(0)[0]
    h.taps("keys_a", "confirm", "right", "confirm", "right", "confirm", "confirm")
    assert isinstance(h.top, CurtainScene)
    assert not any(scene.coach_lines(s) for s in range(3)), "P1 has kept: quiet until P2's curtain is lifted"
    h.tap("keys_b", "confirm")
    h.advance(100)
    assert bool(scene.coach_lines(1)) == coach_on and not scene.coach_lines(0)
    h.taps("keys_b", "confirm", "right", "confirm", "right", "confirm", "confirm")
    h.advance(2500)
    assert scene.state.phase == "play"
    for seat in (0, 1):  # everyone places at once: each person is coached on their own sheet
        said = scene.coach_lines(seat)
        assert bool(said) == coach_on
        if coach_on:
            assert said[0].startswith("Coach: best is ") and said[1].startswith("Your spot")
    assert not scene.coach_lines(2), "never for a CPU"
    h.taps("keys_a", "confirm", "confirm")  # P1 draws: with no decision left, the coach leaves them
    if not scene.state.tasks[0]:
        assert not scene.coach_lines(0)


# ---------------------------------------------------------------------------------------------- Mania
def mania_positions(seed: int, count: int):
    """States of a three-seat Mania game played by Ace CPUs, at seat 0's bets and challenges."""
    from arcade.games.mania.bots import SmartBot

    config = LobbyConfig("mania", [SeatConfig(n, "cpu", "Ace") for n in ("Ann", "Cy", "Dee")], {}, seed)
    state = resolve(registry.get("mania").replay_deal)(config)
    bots = [SmartBot("Ace", seed + s) for s in range(3)]
    found = []
    while not state.is_terminal() and len(found) < count:
        seat = state.current_player()
        if seat == 0 and state.phase in ("bet", "challenge") and len(state.legal_actions(0)) > 1:
            found.append(state.clone())
        state.apply(bots[seat].choose(state.view(seat)))
    return found


def test_mania_coach_numbers_are_the_aces_own():
    import random

    from arcade.games.mania import coach as mania_coach
    from arcade.games.mania.actions import NO_BET
    from arcade.games.mania.board import COLLECT
    from arcade.games.mania.bots_levels import AcePlay
    from arcade.games.mania.bots_model import ScoreModel

    kinds = set()
    for state in mania_positions(2, 14):
        view = state.view(0)
        advice = mania_coach.advise(view)
        model = ScoreModel(view.history)
        ace = AcePlay(random.Random(5))
        kinds.add(view.phase)
        if view.phase == "challenge":
            assert advice.best == ace.challenge(view, list(view.legal), model)
            space = view.board.spaces[view.positions[advice.best.defender]]
            skills = {advice.best.defender: space.defend} if space.kind == COLLECT else {}
            p = model.p_win(0, advice.best.defender, advice.best.game, skills, {}, advice.best.defender)
            assert advice.chance == p
        else:
            assert advice.best == ace.bet(view, list(view.legal), model)
            if advice.best != NO_BET:
                assert advice.chance == AcePlay.odds(view, model, advice.best.on)
        said = mania_coach.lines(view, advice, None, ["Ann", "Cy", "Dee"])
        assert f"{advice.chance:.0%}" in said[0]
    assert kinds == {"bet", "challenge"}


def test_mania_coach_is_unchanged_when_another_seats_hand_and_bet_are_swapped():
    from secrecy_probe import mania_swap

    from arcade.games.mania import coach as mania_coach

    names = ["Ann", "Cy", "Dee"]
    for state in mania_positions(4, 10):
        view = state.view(0)
        said = mania_coach.lines(view, mania_coach.advise(view), None, names)
        for other in (1, 2):
            restore = mania_swap(state, other)
            again = state.view(0)
            assert mania_coach.lines(again, mania_coach.advise(again), None, names) == said
            restore()


@pytest.mark.parametrize("coach_on", [True, False])
def test_mania_coach_speaks_on_the_persons_choice_only_and_only_when_on(coach_on):
    from secrecy_probe import finish_duel

    from arcade.games.mania import duel_result
    from arcade.games.mania.scene import ManiaScene

    h = Harness(render=False, fps=30)
    h.app.settings["coach"] = coach_on
    h.boot(None)
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Cy", "cpu", "Ace"), SeatConfig("Dee", "cpu", "Ace")]
    scene = h.app.push(ManiaScene(h.app, LobbyConfig("mania", seats, {}, 11)))
    spoke: dict[str, int] = {}
    quiet_elsewhere = 0
    for _ in range(6000):
        h.advance(100)
        if scene.state.is_terminal() or {"slide", "bet", "challenge"} <= set(spoke):
            break
        if h.top is not scene:
            if not finish_duel(h, scene):
                h.tap("keys_a", "confirm")
            continue
        said = scene.coach_lines()
        if scene.roll_prompt() == 0 or duel_result.waiting(scene.desk):
            h.tap("keys_a", "confirm")
        elif scene.person_to_choose() == 0:
            if scene.state.phase in ("slide", "bet", "challenge"):
                spoke[scene.state.phase] = spoke.get(scene.state.phase, 0) + bool(said)
                if coach_on and said:
                    assert said[0].startswith("Coach: the Ace CPU ")
            h.tap("keys_a", "confirm")
        else:
            quiet_elsewhere += 1
            assert not said, "quiet on a CPU's turn"
    assert {"slide", "bet", "challenge"} <= set(spoke)
    assert all(spoke.values()) == coach_on and any(spoke.values()) == coach_on, spoke
    assert quiet_elsewhere > 0


# ---------------------------------------------------------------------------------------------- Top Speed!
def topspeed_race(coach_on: bool, seats, options=None, seed: int = 3, level: str = "medium"):
    """A race through the real scene: the person's keys pressed as a CPU racer of ``level`` would press
    them (its presses tapped on the person's device), a CPU seat as the lobby makes it."""
    from arcade.games.topspeed.bots import LEVELS as RACERS
    from arcade.games.topspeed.bots import CpuRacer
    from arcade.games.topspeed.rules import COUNTDOWN_MS
    from arcade.games.topspeed.scene import TopSpeedScene

    h = Harness(fps=20)
    h.app.settings["coach"] = coach_on
    h.boot()
    scene = h.app.push(TopSpeedScene(h.app, LobbyConfig("topspeed", seats, options or {}, seed)))
    h.advance(COUNTDOWN_MS + 50)
    hands = CpuRacer(0, RACERS[level], seed=seed)
    device = seats[0].device
    during = []
    while not scene.state.is_terminal() and h.now < 400_000:
        for press in hands.poll(scene.state.view(0), scene.controls[0].lane, scene.now_race):
            h.tap(device, press.action)
        h.advance(50)
        during.append(any(scene.coach_lines(s) for s in scene.state.seats))
    return h, scene, during


def test_topspeed_coach_numbers_are_the_races_and_the_cpu_ladders_own():
    import statistics

    from arcade.games.topspeed import coach as ts_coach
    from arcade.games.topspeed.bots import LADDER
    from arcade.games.topspeed.clock import race_seconds as practice_seconds
    from arcade.games.topspeed.ladder import PRACTICE_FIGURES, practice_figures, suggest_level

    # the CPU ladder's move times are measured as the module says
    assert {lv: float(round(ts_coach.measure_move_ms(lv, 200, 1))) for lv in LADDER} == ts_coach.CPU_MOVE_MS
    h, scene, _during = topspeed_race(True, [SeatConfig("Ann", "human", "", "keys_a")], {"practice_s": 60})
    st, notes = scene.state, scene.notes
    assert notes.mistakes.get(0, 0) == st.stats.mistakes[0]  # the coach's counts are the engine's
    assert notes.taken_back.get(0, 0) == st.stats.takebacks[0]
    assert len(notes.move_ms[0]) == st.stats.placed[0] + st.stats.bottoms[0]
    said = scene.coach_lines(0)
    pace, slips = practice_figures(
        st.stats.placed[0], st.stats.corrected[0], st.stats.mistakes[0], practice_seconds(st)
    )
    level = suggest_level(pace, slips)
    assert said[0].startswith("Coach, Ann: ") and f"{pace:.2f} cards kept a second" in said[0]
    assert f"the {level.capitalize()} CPU keeps {PRACTICE_FIGURES[level][0]:.2f}" in said[0]
    assert f"{statistics.median(notes.move_ms[0]) / 1000:.1f} s" in said[1]
    assert said[-1].startswith("Practise: ")


def test_topspeed_coach_reads_only_the_persons_own_race():
    from arcade.games.topspeed import coach as ts_coach
    from arcade.games.topspeed.events import Placed, RaceStarted

    mine = [
        RaceStarted(0.0),
        Placed(0, 1500.0, 1, 5, True),
        Placed(0, 3000.0, 2, 6, False),
        Placed(0, 4000.0, 1, 7, True),
    ]
    said = None
    for rival in ([], [Placed(1, 900.0, 3, 40, False)], [Placed(1, 200.0, 3, 41, True)] * 5):
        notes = ts_coach.RaceNotes()
        notes.read(sorted(mine + rival, key=lambda e: e.t_ms), (0, 1))
        words = ts_coach.lines(notes, 0, "Ann", 3, 0, 1, 10.0)
        assert said is None or words == said
        said = words


@pytest.mark.parametrize("coach_on", [True, False])
def test_topspeed_coach_speaks_after_the_race_to_the_person_only_and_only_when_on(coach_on):
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Pixel", "cpu", "Easy")]
    h, scene, during = topspeed_race(coach_on, seats, seed=5)
    assert scene.state.is_terminal() and not any(during[:-1]), "quiet while the race runs"
    assert bool(scene.coach_lines(0)) == coach_on and not scene.coach_lines(1), "never to a CPU"
    card = scene.end_card()
    assert any(line.text.startswith("Coach, Ann: ") for line in card.lines) == coach_on


# ---------------------------------------------------------------------------------------------- Console Free Play
def console_game(coach_on: bool, presses_every: int = 3):
    """A person's Alien Raiders game in Free Play through the real scene: Skill 1, then every few frames
    the button under the alien pressed on the numpad."""
    from arcade.games.console.reflex_game import ON
    from arcade.games.console.scene import ConsoleScene

    keys = {1: "b7", 2: "b8", 3: "b9", 4: "b4", 5: "b5", 6: "b6", 7: "b1", 8: "b2", 9: "b3"}
    h = Harness(fps=30)
    h.app.settings["coach"] = coach_on
    scene = ConsoleScene(h.app, 11)
    h.boot(scene)
    h.taps("numpad", "b7", "b1")
    m = scene.machine
    during = []
    for step in range(3000):
        h.advance(120)
        if m.final_score is not None:
            break
        during.append(bool(scene.coach_lines()))
        lit = [c for c in range(1, 10) if m.lights[c - 1] == ON]
        if lit and step % presses_every == 0:
            h.tap("numpad", keys[lit[0]])
    h.advance(100)
    return h, scene, during


def test_console_coach_numbers_are_the_games_and_the_duellists_own():
    from arcade.games.console import coach as con_coach
    from arcade.games.console.cpu import LADDER
    from arcade.games.console.events import ButtonPressed, GameOver, LightChanged, events_from_trace

    assert {s: float(round(con_coach.measure_reaction_ms(s, 200, 1))) for s in LADDER} == con_coach.CPU_REACTION_MS
    h, scene, _during = console_game(True)
    events = events_from_trace(scene.machine.trace)
    game = con_coach.notes(events)
    over = [e for e in events if isinstance(e, GameOver)][-1]
    assert (game.score, game.reason) == (over.score, over.reason) == (scene.machine.final_score, "landed")
    # each reaction: from the last light change before a press to the press
    expected, last = [], None
    for e in events:
        if isinstance(e, LightChanged):
            last = e.t_ms
        elif isinstance(e, ButtonPressed) and last is not None and e.t_ms > 0:
            expected.append(e.t_ms - last)
            last = None
    assert list(game.reactions) == expected[-len(game.reactions) :] and len(game.reactions) >= 3
    said = scene.coach_lines()
    like = con_coach.nearest_speed(game.median_ms())
    assert said[0] == (
        f"Coach, Player 1: median reaction {game.median_ms():.0f} ms, like the {like} CPU "
        f"({con_coach.CPU_REACTION_MS[like]:.0f} ms); 0 slips."
    )
    assert said[1] == "Practise: " + con_coach.ENDINGS["landed"]


@pytest.mark.parametrize("coach_on", [True, False])
def test_console_coach_speaks_after_the_persons_game_only_and_only_when_on(coach_on):
    from arcade.games.console.screen import free_play_panel

    h, scene, during = console_game(coach_on)
    assert not any(during), "quiet while the game runs"
    assert bool(scene.coach_lines()) == coach_on
    assert bool(free_play_panel(scene.facts()).coach) == coach_on  # on the info panel, in place of the tips
    demo = registry.get("console").demo(h.app)
    assert not demo.coached(), "never in the demo (a computer duellist)"


# ---------------------------------------------------------------------------------------------- the look
def test_every_coachs_words_fit_at_1280x720_and_draw_at_960x540():
    from secrecy_probe import finish_duel
    from test_text_fits import Look, at_900x560

    from arcade.games.mania import duel_result
    from arcade.games.mania.scene import ManiaScene

    # Insert Coin: the keep and a placement, two people and a CPU, each after their curtain
    h, scene = insertcoin_scene(True, "keys_a", "keys_b", "Greedy")
    look = Look(h, "insertcoin coach")
    h.tap("keys_a", "confirm")
    h.advance(100)
    assert scene.coach_lines(0)
    look("keep")
    h.taps("keys_a", "confirm", "right", "confirm", "right", "confirm", "confirm")
    h.tap("keys_b", "confirm")
    h.taps("keys_b", "confirm", "right", "confirm", "right", "confirm", "confirm")
    h.advance(2500)
    assert scene.coach_lines(0) and scene.coach_lines(1)
    look("placement")
    at_900x560(h, (960, 540))
    look.check()

    # Mania: a bet and a challenge
    h = Harness(render=False, fps=30)
    h.boot(None)
    seats = [
        SeatConfig("Annabel", "human", "", "keys_a"),
        SeatConfig("Cy", "cpu", "Ace"),
        SeatConfig("Dee", "cpu", "Ace"),
    ]
    scene = h.app.push(ManiaScene(h.app, LobbyConfig("mania", seats, {}, 11)))
    look, seen = Look(h, "mania coach"), set()
    for _ in range(6000):
        h.advance(100)
        if scene.state.is_terminal() or {"bet", "challenge"} <= seen:
            break
        if h.top is not scene:
            if not finish_duel(h, scene):
                h.tap("keys_a", "confirm")
            continue
        if scene.roll_prompt() == 0 or duel_result.waiting(scene.desk):
            h.tap("keys_a", "confirm")
        elif scene.person_to_choose() == 0:
            if scene.state.phase in ("bet", "challenge") and scene.coach_lines():
                seen.add(scene.state.phase)
                h.tap("keys_a", "right")  # a choice other than the first: the coach says its chance too
                look(scene.state.phase)
            h.tap("keys_a", "confirm")
    assert seen == {"bet", "challenge"}
    at_900x560(h, (960, 540))
    look.check()

    # Top Speed!: the end card of a race of two people
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Bob", "human", "", "keys_b")]
    h, scene, _during = topspeed_race(True, seats, seed=5)
    h.tap("keys_a", "confirm")  # past the reveal
    h.advance(2000)
    assert scene.end_shown() and scene.coach_lines(0) and scene.coach_lines(1)
    look = Look(h, "topspeed coach")
    look("end card")
    at_900x560(h, (960, 540))
    look.check()

    # Console Free Play: after the game
    h, scene, _during = console_game(True)
    look = Look(h, "console coach")
    look("after the game")
    at_900x560(h, (960, 540))
    look.check()


@pytest.mark.parametrize("cpus", [("Planner", "Greedy"), ("Planner", "Greedy", "Kid", "Kid")])
def test_insertcoin_coach_speaks_in_the_top_bar_when_the_sheets_have_no_room(cpus):
    from test_text_fits import Look

    from arcade.core.render import text

    def drawn(h) -> list[str]:
        h.app.invalidate_canvas()
        with text.recording(h.app.screen) as rec:
            h.app.render(force=True)
        return [str(what) for kind, _rect, what in rec.marks if kind == "text"]

    h, scene = insertcoin_scene(True, "keys_a", *cpus)
    look = Look(h, f"insertcoin coach, {1 + len(cpus)} seats")
    h.advance(100)
    look("keep")
    said = drawn(h)
    if len(cpus) > 2:  # six or five seats: no room under the dealt cards
        assert any(s.startswith("Coach, P1: the Planner CPU would keep") for s in said)
    h.taps("keys_a", "confirm", "right", "confirm", "right", "confirm", "confirm")
    h.advance(2500)
    assert scene.state.phase == "play" and scene.coach_lines(0)
    look("placement")
    assert any(s.startswith("Coach, P1: best is ") for s in drawn(h))
    h.app.settings["coach"] = False
    assert not any(s.startswith("Coach") for s in drawn(h))
    look.check()


def test_vegas_coach_keeps_quiet_in_a_lesson():
    """The lesson's steps teach: a coach naming another move would talk over them."""
    from arcade.games.vegas.lesson import LESSON

    h = Harness(render=False, think_in_process=True)
    h.app.settings["coach"] = True
    h.boot(GameSelectScene(h.app))
    game = LESSON.build(h.app)
    h.app.push(game)
    h.advance(500)
    assert game.acting() == 0 and picker_now(game) is not None
    assert shown.coach_lines(game.frame()) == []

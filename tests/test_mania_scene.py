"""Electronic Arcade Mania's scene: scripted input through the Harness on arranged games (fixed dice).

A move onto a collect space; secret bets by two people at one table (the curtain; the other's bet is not
drawn); an event card played in a window; a duel between a person (scripted numpad presses on the console
in duel mode) and a CPU; a CPU-vs-CPU duel that finishes on its own; the end recorded to statistics; Hold
& Quit between duels (and from the console during one) and resume."""

from __future__ import annotations

import json

from mania_helpers import asked_options, asked_title
from mania_rig import Dice

from arcade.games.console.scene import ConsoleScene
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.mania import art
from arcade.games.mania.actions import DuelScore
from arcade.games.mania.cards import ADD_4, COLLECT_3, COLLECT_LOSING
from arcade.games.mania.info import INFO
from arcade.games.mania.panels import PANEL_X, SEAT_H
from arcade.games.mania.rules import Mania
from arcade.games.mania.scene import ManiaScene
from arcade.scenes.common import ChoiceDialog
from arcade.scenes.curtain import CurtainScene
from arcade.testing import Harness

SLIDES = ("sneak_attack", "rattler", "alien_raiders", "run_amuk")


def seats(*kinds: str) -> list[SeatConfig]:
    names = ("Ann", "Bob", "Cy", "Dee")
    out = []
    for i, kind in enumerate(kinds):
        if kind == "cpu":
            out.append(SeatConfig(names[i], "cpu", "Regular"))
        else:
            out.append(SeatConfig(names[i], "human", "", kind))
    return out


def start(state: Mania, *kinds: str, render: bool = False):
    h = Harness(render=render, fps=30)
    h.app.settings["cpu_pace"] = 8.0
    h.boot(None)
    scene = h.app.push(ManiaScene(h.app, LobbyConfig("mania", seats(*kinds), {}, 11), state=state))
    h.advance(50)
    return h, scene


def log_texts(scene) -> list[str]:
    """The lines of the scene's event log (its timeline's), oldest first."""
    return [line.text for line in scene.timeline.log]


def run_until(h, cond, ms: float = 60_000, step: float = 100) -> None:
    end = h.now + ms
    while not cond():
        assert h.now < end, "timed out"
        h.advance(step)


def go_on(h, scene) -> None:
    """The duel's result waits for a person who took part (issue 36): once it is shown, go on."""
    from arcade.games.mania import duel_result

    run_until(h, lambda: duel_result.waiting(scene.desk) and not scene.busy(), 120_000, 250)
    h.tap(scene.config.seats[scene.human_seats()[0]].device, "confirm")


def test_a_move_onto_a_collect_space_pays_and_passes_the_turn():
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[2, 0, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")
    assert st.phase == "window" and st.current_player() == 0
    assert [label for label, _ in asked_options(scene, 0)] == ["Roll the die (no card)", "Play Collect 3"]
    assert asked_title(scene, 0) == "Ann: your roll. A card first?"
    worth = st.worth(0)
    h.tap("keys_a", "confirm")  # no card: roll
    run_until(h, lambda: not scene.busy(), 5000)
    assert st.pos[0] == 3 and st.board.spaces[3].kind == "collect"
    assert st.worth(0) == worth + 3
    assert any("collects 3 from the bank" in line for line in log_texts(scene))
    # Issue 21 #3: a Collect card changes nothing by being played at the end of the turn or before an
    # opponent's roll rather than before your own roll: Ann is not asked again, no key is pressed.
    run_until(h, lambda: st.pos[1] > 0, 10_000)
    assert st.hands[0] == [COLLECT_3] and st.mover == 1
    assert scene.person_to_choose() is None


def test_a_person_is_asked_only_when_a_held_card_can_change_something():
    """Issue 21 #3: holding Collect 3 and Lose Turn, Ann is asked before Bob's roll (Lose Turn matters),
    and the menu then lists both cards; holding only Collect 3 she would not be."""
    from arcade.games.mania.cards import LOSE_TURN

    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[COLLECT_3, LOSE_TURN], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")
    assert st.window == "preroll" and st.current_player() == 0 and scene.person_to_choose() == 0
    assert [label for label, _ in asked_options(scene, 0)] == [
        "Play no card",
        "Play no card, and don't ask again this game",  # (issue 36)
        "Play Collect 3",
        "Play Lose A Turn on Bob",
    ]
    assert asked_title(scene, 0) == "Ann: Event card? Before Bob's roll"
    st2 = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    assert st2.window == "preroll" and st2.current_player() == 0
    h2, scene2 = start(st2, "keys_a", "cpu", "cpu")
    assert not (st2.window == "preroll" and st2.current_player() == 0), "no box: passed for her at once"
    run_until(h2, lambda: st2.pos[1] > 2, 5000)  # Bob rolls
    assert st2.hands[0] == [COLLECT_3]


def test_a_person_whose_only_choice_is_to_play_no_card_is_not_asked():
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[2, 0, 0], hands=[[COLLECT_LOSING], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")
    assert st.phase == "window" and st.current_player() == 0
    assert [label for label, _ in asked_options(scene, 0)] == ["Roll the die (no card)"]
    assert scene.person_to_choose() is None and scene.roll_prompt() == 0, "asked only to roll"
    h.tap("keys_a", "confirm")  # Issue 25: she rolls her own die
    run_until(h, lambda: st.pos[0] == 3, 5000)
    assert st.hands[0] == [COLLECT_LOSING], "the card is kept"


def _bet_centre(seat: int) -> tuple[int, int]:
    return PANEL_X + 190 + 10, 60 + seat * SEAT_H + 28 + 13


def test_secret_bets_at_a_hot_seat_table_and_a_cpu_duel_that_plays_itself():
    # Cy (CPU) lands on Run Amuk, owned by Dee (CPU): Ann and Bob, two people, bet in secret.
    st = Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2))
    h, scene = start(st, "keys_a", "keys_b", "cpu", "cpu", render=True)
    assert st.phase == "bet" and st.current_player() == 0
    assert isinstance(h.top, CurtainScene) and scene.viewer is None
    h.tap("keys_b", "confirm")  # not Bob's curtain
    assert isinstance(h.top, CurtainScene)
    h.tap("keys_a", "confirm")
    assert scene.viewer == 0
    h.taps("keys_a", "right", "confirm")  # Ann backs the Challenger, Cy, with 1
    assert st.duel.bets[0][:2] == [2, 1]
    h.advance(100)
    assert isinstance(h.top, CurtainScene) and h.top.player_name == "Bob"
    h.tap("keys_a", "confirm")  # Ann cannot open Bob's curtain
    assert isinstance(h.top, CurtainScene)
    h.tap("keys_b", "confirm")
    assert scene.viewer == 1
    ann_card = h.pixel(*_bet_centre(0))
    assert ann_card != art.PAWN_RGB[SLIDES[2]], "Ann's bet is drawn face down for Bob"
    h.taps("keys_b", "right", "right", "confirm")  # Bob backs the Defender, Dee
    assert st.duel.bets[1][:2] == [3, 1]
    h.advance(50)
    assert scene.viewer is None, "once Bob's bet is made, nobody's secrets are on show (issue 35)"
    assert h.pixel(*_bet_centre(1)) != art.PAWN_RGB[SLIDES[3]], "Bob's bet is put away as he confirms it"
    assert h.pixel(*_bet_centre(0)) != art.PAWN_RGB[SLIDES[2]], "and Ann's stays face down"
    # The duel between two CPUs runs on the console by itself.
    run_until(h, lambda: isinstance(h.top, ConsoleScene), 10_000)
    console = h.top
    assert console.duel is not None and console.bot is not None and console.duel.game == "run_amuk"
    run_until(h, lambda: console.duel_started is not None, 5000)
    h.advance(300)
    assert console.machine.mode == "playing" and console.machine.inputs, "the CPU presses the console's buttons"
    go_on(h, scene)  # Ann and Bob bet: the result waits for them
    run_until(h, lambda: len(st.history) == 1, 60_000, 250)
    c, d, game, *_rest, winner = st.history[0]
    assert (c, d, game) == (2, 3, "run_amuk") and winner in (2, 3)
    assert st.duel is None or st.duel.revealed
    assert h.top is scene or isinstance(h.top, CurtainScene)


def test_an_event_card_in_a_window_then_a_person_duels_a_cpu_on_the_console():
    # Ann lands on Run Amuk (Dee's): she duels Dee; she holds Add 4.
    st = Mania.arranged(SLIDES, mover=0, pos=[0, 0, 0, 0], hands=[[ADD_4], [], [], []], rng=Dice(1, 2, 2))
    h, scene = start(st, "keys_a", "cpu", "cpu", "cpu")
    assert st.window == "preroll" and scene.roll_prompt() == 0
    h.tap("keys_a", "confirm")  # nothing to play before the roll: she rolls
    run_until(h, lambda: st.window == "after_bets" and not scene.busy(), 20_000)
    labels = [label for label, _ in asked_options(scene, 0)]
    assert labels == ["Play no card", "Play Add 4 on Ann", "Play Add 4 on Dee"]
    h.taps("keys_a", "down", "confirm")
    assert st.duel.bonus == {0: 4} and st.discard[-1] == ADD_4 and not st.hands[0]
    assert any("Ann plays Add 4 on Ann" in line for line in log_texts(scene))
    run_until(h, lambda: isinstance(h.top, ConsoleScene), 20_000)
    console = h.top
    assert console.bot is None and console.duel.heading == "ANN'S DUEL"
    assert "Add 4: 4 is added to this score" in console.duel.lines
    h.advance(500)
    assert console.duel_started is None, "the console waits for the person"
    h.tap("numpad", "b5")  # any button starts the game
    assert console.machine.mode == "playing" and console.machine.game_id == "run_amuk"
    h.run([(h.now + 200 + 180 * i, "numpad", key) for i, key in enumerate(("b7", "b3", "b9", "b1"))])
    assert sum(1 for e in console.machine.inputs if e[1] == "press") >= 6, "the numpad presses reach the console"
    run_until(h, lambda: st.duel is not None and 0 in st.duel.raw, 120_000, 250)
    assert st.duel.raw[0] == console.machine.final_score, "the console's score comes back as Ann's DuelScore"
    go_on(h, scene)
    run_until(h, lambda: len(st.history) == 1, 60_000, 250)
    c, d, game, _limit, _sc, _sd, raw_c, raw_d, final_c, final_d, winner = st.history[0]
    assert (c, d) == (0, 3) and final_c == raw_c + 4 and final_d == raw_d
    assert winner == (0 if final_c > final_d else 3)


def test_the_end_is_recorded_to_statistics():
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[26, 3, 5], hands=[[COLLECT_3], [], []], rng=Dice(4))
    h, scene = start(st, "keys_a", "cpu", "cpu", render=True)
    h.tap("keys_a", "confirm")  # keep the card; roll past FINISH
    run_until(h, lambda: not scene.busy(), 5000)
    assert st.window == "finish" and st.current_player() == 0
    h.tap("keys_a", "confirm")  # keep it again: the game ends
    assert st.is_terminal() and st.finisher == 0
    assert not scene.recorded, "the finish plays out first"
    run_until(h, lambda: scene.recorded, 5000)
    board = h.app.stats.boards["mania"]
    assert board["played"] == 1
    h.app.render(force=True)
    h.tap("keys_a", "confirm")  # too soon: the end card takes no input for a second
    assert h.top is scene
    h.advance(1000)
    h.tap("keys_a", "left")  # the focus from leave onto "play again"
    h.tap("keys_a", "confirm")  # play again
    assert isinstance(h.top, ManiaScene) and h.top is not scene and not h.top.state.is_terminal()


def test_collect_cards_at_finish_are_offered_with_the_card_the_last_arrow_gives():
    """Issue 21 #3 and issue 33 #6: the move to FINISH crosses an arrow and takes its card (the log says
    TAKE A CARD); the Collect cards held, that one too, are offered one last time; cards left at the end are
    named in the log."""
    st = Mania.arranged(
        SLIDES[:3], mover=0, pos=[21, 3, 5], hands=[[COLLECT_3, ADD_4], [], []], deck_top=["collect5"], rng=Dice(6)
    )
    h, scene = start(st, "keys_a", "cpu", "cpu")
    h.tap("keys_a", "confirm")  # no card before the roll: 21 -> FINISH over an arrow
    run_until(h, lambda: not scene.busy(), 5000)
    assert st.window == "finish" and st.current_player() == 0
    assert any(line.endswith("TAKE A CARD x1.") for line in log_texts(scene)), log_texts(scene)
    assert asked_title(scene, 0) == "Ann: Event card? FINISH reached: last chance for Collect cards"
    assert [label for label, _ in asked_options(scene, 0)] == ["Play no card", "Play Collect 3", "Play Collect 5"]
    worth = st.worth(0)
    h.taps("keys_a", "down", "down", "confirm")
    assert st.is_terminal() and st.worth(0) == worth + 5
    run_until(h, lambda: not scene.busy(), 5000)
    lines = log_texts(scene)
    assert "Ann's 2 cards count for nothing now." in lines and lines.index(
        "Ann reached FINISH: the game is over."
    ) < lines.index("Ann's 2 cards count for nothing now.")


def _hold_and_quit(h) -> dict:
    h.tap("system", "pause")
    pause = h.top
    pause.index = [i.label for i in pause.items].index("Quit to menu")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, ChoiceDialog)
    h.tap("keys_a", "confirm")  # Keep it
    return json.loads(h.app.store.path("hold-mania").read_text())["data"]["state"]


def test_hold_and_quit_between_duels_and_from_the_console_then_resume():
    st = Mania.arranged(SLIDES, mover=0, pos=[0, 0, 0, 0], hands=[[ADD_4], [], [], []], seed=5)
    h, scene = start(st, "keys_a", "cpu", "cpu", "cpu")
    assert st.window == "preroll" and st.current_player() == 0
    kept = _hold_and_quit(h)
    assert kept["state"] == st.to_data()
    h2 = Harness(store_root=h.app.store.root, render=False, fps=30)
    h2.app.settings["cpu_pace"] = 8.0
    h2.boot(None)
    again = h2.app.push(INFO.resume(h2.app, kept))
    assert again.state.to_data() == st.to_data() and again.config.seats[1].is_cpu
    st2 = again.state
    # Play on to Ann's duel, then Hold & Quit from the console: the game is kept from before the duel.
    for _ in range(400):
        if isinstance(h2.top, ConsoleScene) or st2.is_terminal():
            break
        if (st2.current_player() == 0 or again.roll_prompt() == 0) and not again.busy() and st2.phase != "duel":
            h2.tap("keys_a", "confirm")
        h2.advance(200)
    if not isinstance(h2.top, ConsoleScene):  # seed 5 brings a duel on Ann's first turn
        raise AssertionError("the seeded dice put Ann (or a CPU) in a duel before the end")
    console = h2.top
    duel = st2.duel
    if console.bot is not None:  # a CPU's console: let it finish, hold at the next one
        run_until(h2, lambda: h2.top is not console, 120_000, 250)
        run_until(h2, lambda: isinstance(h2.top, ConsoleScene), 20_000)
    assert st2.phase == "duel" and st2.duel is duel
    console = h2.top
    assert console.bot is None and console.duel_started is None, "Ann's console waits for her"
    raw = [list(r) for r in sorted(duel.raw.items())]
    kept = _hold_and_quit(h2)
    assert kept["state"]["phase"] == "duel" and kept["state"]["duel"]["raw"] == raw, (
        "a score already made is kept; Ann, who has not started, has none"
    )
    h3 = Harness(store_root=h.app.store.root, render=False, fps=30)
    h3.boot(None)
    h3.app.push(INFO.resume(h3.app, kept))
    h3.advance(200)
    assert isinstance(h3.top, ConsoleScene) and h3.top.duel.game == duel.game
    assert h3.top.bot is None and h3.top.duel.heading == "ANN'S DUEL", "Ann plays her duel on resume"


def _to_console(h, st, scene):
    run_until(h, lambda: isinstance(h.top, ConsoleScene), 20_000)
    return h.top


def test_hold_and_quit_mid_duel_keeps_the_points_so_far_and_resume_does_not_replay_them():
    """Issue 21 #3: a person who holds a duel going badly cannot redo it: quitting ends their game with
    the points made so far, and the resumed game goes on to the Defender."""
    st = Mania.arranged(SLIDES, mover=0, pos=[0, 0, 0, 0], hands=[[], [], [], []], rng=Dice(1, 2, 2))
    h, scene = start(st, "keys_a", "cpu", "cpu", "cpu")
    console = _to_console(h, st, scene)
    assert console.bot is None and st.duel.challenger == 0
    h.tap("numpad", "b5")  # Ann starts her Run Amuk game
    h.run([(h.now + 200 + 180 * i, "numpad", key) for i, key in enumerate(("b7", "b3", "b9"))])
    m = console.machine
    assert m.mode == "playing" and m.final_score is None
    kept = _hold_and_quit(h)
    assert kept["state"]["duel"]["raw"] == [[0, m.score]], "Ann's duel ends with the points she had"
    h2 = Harness(store_root=h.app.store.root, render=False, fps=30)
    h2.app.settings["cpu_pace"] = 8.0
    h2.boot(None)
    again = h2.app.push(INFO.resume(h2.app, kept))
    assert again.state.duel.raw == {0: m.score}
    h2.advance(200)
    assert isinstance(h2.top, ConsoleScene) and h2.top.bot is not None, "the Defender (a CPU) plays next"
    assert h2.top.duel.heading == "DEE'S DUEL"


def test_hold_and_quit_during_a_cpus_duel_plays_it_out_instead_of_cutting_it_short():
    st = Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2))  # Cy (CPU) duels Dee (CPU)
    h, scene = start(st, "keys_a", "keys_b", "cpu", "cpu")
    for seat in (0, 1):  # the two people bet nothing
        run_until(h, lambda seat=seat: st.phase == "bet" and st.current_player() == seat and not scene.busy(), 5000)
        if isinstance(h.top, CurtainScene):
            h.tap(("keys_a", "keys_b")[seat], "confirm")
        h.tap(("keys_a", "keys_b")[seat], "confirm")
    h.app.settings["cpu_pace"] = 1.0  # the CPU's console game at 3x: time to hold it
    console = _to_console(h, st, scene)
    run_until(h, lambda: console.duel_started is not None, 5000)
    run_until(h, lambda: console.machine.score >= 2, 20_000, 50)
    m = console.machine
    assert console.bot is not None and m.mode == "playing"
    so_far = m.score
    kept = _hold_and_quit(h)
    raw = dict(kept["state"]["duel"]["raw"])
    assert set(raw) == {2} and raw[2] >= so_far and m.mode == "playing", "Cy's game is played out on a copy"


def test_info_is_enabled_with_numpad_and_a_demo():
    assert INFO.enabled and "numpad" in INFO.devices and INFO.resume and INFO.demo and INFO.smoke
    h = Harness(render=False, fps=20)
    h.boot(None)
    demo = INFO.demo(h.app)
    assert demo.demo and all(s.is_cpu for s in demo.config.seats)
    assert demo.hold_data() is None
    from arcade.scenes.attract import DemoScene

    h.app.push(DemoScene(h.app, demo, INFO.title))  # the attract loop wraps the scene: it still plays
    h.advance(20_000)
    assert demo.state.turn >= 3 and demo.state.history, "the demo's CPUs play turns and duels"
    assert isinstance(h.top, DemoScene), "demo duels are simulated, no console is pushed over the demo"


def test_pawns_carry_initials_that_tell_seats_apart():
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[0, 0, 0], hands=[[], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")
    assert [art.initials(scene.frame().names, s) for s in range(3)] == ["A", "B", "C"]
    names = [
        SeatConfig("Player 1", "human", "", "keys_a"),
        SeatConfig("Pixel", "cpu", "Regular"),
        SeatConfig("Turbo", "cpu", "Regular"),
    ]
    other = ManiaScene(h.app, LobbyConfig("mania", names, {}, 11), state=Mania.arranged(SLIDES[:3], rng=Dice(1)))
    assert [art.initials(other.frame().names, s) for s in range(3)] == ["PL", "PI", "T"]


def test_a_cpus_choice_is_thought_in_the_spare_time_between_frames_and_plays_the_same():
    """In the spare time between frames the scene thinks the choice of the CPU to act next (a demo's duel
    is the CPU playing a whole console game in its head: milliseconds), so no frame pays for it. The game
    plays move for move as it does when every choice is thought in the frame that acts on it."""
    import time

    def play(with_spare: bool) -> tuple[dict, list[bool]]:
        h = Harness(render=False, fps=60)
        h.boot(None)
        demo = INFO.demo(h.app)
        h.app.push(demo)
        in_spare = [False]
        where: list[bool] = []
        for cpu in demo.cpus.values():
            choose = cpu.choose

            def counted(view, choose=choose):
                where.append(in_spare[0])
                return choose(view)

            cpu.choose = counted
        for _ in range(1500):
            h.advance(1000 / 60)
            if with_spare:
                in_spare[0] = True
                h.app.spare(time.perf_counter() + 0.05)
                in_spare[0] = False
        return demo.state.to_data(), where

    ahead, where_ahead = play(True)
    inline, where_inline = play(False)
    assert ahead == inline, "the same moves, in the same order, at the same times"
    assert len(where_inline) >= 20 and len(where_ahead) - len(where_inline) in (0, 1)  # (+ one thought ahead)
    assert not any(where_inline)
    assert sum(where_ahead) >= 0.6 * len(where_ahead), "with spare time, most choices are thought between frames"


def test_a_choice_thought_ahead_for_a_position_that_never_comes_is_undone():
    """A CPU's choice thought in spare time for a position that is then not reached (another move is made
    first) is dropped, and the CPU's own random numbers are put back: the game goes on exactly as one in
    which nothing was thought ahead."""
    import time

    def game(think_ahead: bool) -> dict:
        h = Harness(render=False, fps=60)
        h.boot(None)
        demo = INFO.demo(h.app)
        h.app.push(demo)
        while demo.state.phase != "duel" or demo.busy():  # a duel: each duellist's score is a thought
            h.advance(1000 / 60)
        if think_ahead:
            h.app.spare(time.perf_counter() + 0.05)
        seat = demo.state.current_player()
        scores = [a for a in demo.state.view(seat).legal_actions() if isinstance(a, DuelScore)]
        demo.act(scores[len(scores) // 2])  # a score of the scene's own: the position thought for never comes
        for _ in range(900):
            h.advance(1000 / 60)
        return demo.state.to_data()

    assert game(True) == game(False)

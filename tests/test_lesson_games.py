"""Learn to play (issue 37) for Top Speed!, Insert Coin to Play, Vegas Slot Machine 1973, Electronic Arcade
Mania and Console Free Play: each game's lesson
is finished by its own steps' keys alone through the real scene; at every step the pointed-at part is
drawn with its highlight (pixels), every other key changes nothing but shows a "Try ..." line, and a step
with cursor moves takes its confirming key only once the cursor is where the step teaches. The lesson is
offered from the game's lobby and how-to pages through the registry, as Crash Line's is.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from arcade import lesson as lesson_cli
from arcade.games import registry
from arcade.games.lessons import PLAY, WATCH
from arcade.scenes.lesson import HIGHLIGHT, LessonScene, highlight_probes
from arcade.scenes.lobby import LobbyScene
from arcade.testing import Harness

KEYS = ("up", "down", "left", "right", "confirm", "back", "alt", "extra", "next")


def _drawn(h: Harness, scene: LessonScene) -> None:
    step = scene.step
    rect = pygame.Rect(scene.lesson.parts(scene.lesson.look(scene.inner))[step.part])
    h.app.render(force=True)
    for point in highlight_probes(rect):
        assert tuple(h.app.screen.get_at(point))[:3] == HIGHLIGHT, (scene.index, step.part, point)


def _wrong_keys_change_nothing(h: Harness, scene: LessonScene, snapshot: Callable[[Any], Any]) -> None:
    step = scene.step
    device = scene.inner.config.seats[scene.lesson.you].device
    wrong = [k for k in KEYS if k != step.accept and k not in step.moves]
    if step.kind == PLAY and step.moves and not step.ready(scene.lesson.look(scene.inner)):
        wrong.insert(0, step.accept)  # the confirming key waits for the cursor
    for key in wrong:
        before = (snapshot(scene.inner), scene.index)
        h.send(device, key, True)
        h.send(device, key, False)
        after = (snapshot(scene.inner), scene.index)
        assert after == before, f"step {scene.index + 1}: {key} changed something"
        assert scene.tried is not None and scene.tried[0].startswith("Try"), (scene.index, key, scene.tried)


def _plays(game: str, snapshot: Callable[[Any], Any], which: int = 0) -> tuple[Harness, LessonScene]:
    lesson = registry.get(game)
    from arcade.scenes.lesson import lesson_of

    found = lesson_of(lesson.id, which)
    assert found is not None
    seen: list[int] = []

    def look(h: Harness, scene: LessonScene) -> None:
        if scene.finished:
            return
        seen.append(scene.index)
        _drawn(h, scene)
        _wrong_keys_change_nothing(h, scene, snapshot)

    h = Harness()
    assert lesson_cli.play(found, look=look, harness=h) == []
    assert seen == list(range(len(found.steps)))
    scene = h.top
    assert isinstance(scene, LessonScene) and scene.finished
    assert not h.app.store.exists("stats"), "a lesson records nothing"
    return h, scene


def _offered_from_lobby_and_howto(game: str) -> None:
    from arcade.core import lessons_offered
    from arcade.scenes.howto import HowToScene

    h = Harness()
    lessons_offered.mark_offered(h.app.store, game)
    lobby = h.boot(LobbyScene(h.app, registry.get(game)))
    labels = [item.label for item in lobby.items]
    assert "Learn to play" in labels
    lobby.index = labels.index("Learn to play")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, LessonScene) and h.top.game_id == game
    h.top.leave()
    assert h.top is lobby
    h.tap("system", "help")
    assert isinstance(h.top, HowToScene) and h.top.lesson_here()
    h.tap("keys_a", "alt")
    assert isinstance(h.top, LessonScene) and h.top.game_id == game


# ---------------------------------------------------------------------------------------------- Top Speed!
def _topspeed(scene) -> Any:
    return (
        json.dumps(scene.state.to_data()),
        tuple(c.lane for c in scene.controls.values()),
        tuple(scene.queue.moves),  # a key's move waits here for its millisecond to end
    )


def test_the_topspeed_lesson_is_finished_by_its_keys_alone_and_wrong_keys_change_nothing():
    from arcade.games.topspeed.lesson import FIVE, FOUR, LESSON, RED_TOP

    assert 15 <= len(LESSON.steps) <= 20
    assert {s.kind for s in LESSON.steps} >= {PLAY, WATCH}
    assert any(s.moves for s in LESSON.steps) and any(s.cpus for s in LESSON.steps)
    h, scene = _plays("topspeed", _topspeed)
    state = scene.inner.state
    assert state.rows[FOUR][:2] == [RED_TOP[0], RED_TOP[4]] and {RED_TOP[5], RED_TOP[6]} <= set(state.rows[FOUR])
    assert state.rows[FIVE][:2] == [RED_TOP[1], RED_TOP[2]]
    assert state.decks[0][-1] == RED_TOP[3], "the helmet went to the bottom of the deck"
    assert state.stats.placed[0] == 7 and state.stats.takebacks[0] == 1 and state.stats.placed[1] >= 1
    assert not state.is_terminal()


def test_the_topspeed_lesson_holds_pokey_while_it_talks_and_moves_the_cursor_before_placing():
    from arcade.games.topspeed.lesson import LESSON

    h = Harness()
    h.app.settings["cpu_pace"] = 4.0
    scene = h.boot(LessonScene(h.app, LESSON))
    h.advance(8000)  # Pokey would have raced by now: the first step only talks
    assert scene.index == 0 and scene.inner.state.stats.placed == [0, 0]
    h.taps("keys_a", "confirm", "confirm", "confirm", "confirm", "up")
    h.advance(300)
    assert scene.index == 5 and scene.inner.state.stats.placed == [1, 0]
    h.tap("keys_a", "down")  # the 5 car is a lane to the left: down here would lay it in the 2 car's row
    h.advance(300)
    assert scene.inner.state.stats.placed[0] == 1 and "Left" in scene.tried[0]
    h.tap("keys_a", "right")  # a cursor move goes to the game, wherever it goes
    assert scene.inner.controls[0].lane == 2 and scene.index == 5
    h.taps("keys_a", "left", "left", "down")
    h.advance(500)
    assert scene.index == 6 and scene.inner.state.rows[4] and scene.inner.state.stats.placed[1] == 0


def test_the_topspeed_lesson_is_offered_from_its_lobby_and_howto_pages():
    _offered_from_lobby_and_howto("topspeed")


# ---------------------------------------------------------------------------------------------- Insert Coin
def _insertcoin(scene) -> Any:
    cur = scene.ui.cursor(0)
    return (json.dumps(scene.state.to_data()), (cur.level, cur.x, cur.y, cur.tool, cur.orient, cur.staged))


def test_the_insertcoin_lesson_is_finished_by_its_keys_alone_and_wrong_keys_change_nothing():
    from arcade.games.insertcoin.lesson import LESSON

    assert 14 <= len(LESSON.steps) <= 18
    assert any(s.moves for s in LESSON.steps) and any(s.cpus for s in LESSON.steps)
    taught = {s.accept for s in LESSON.steps if s.kind == PLAY}
    assert taught >= {"confirm", "back", "next", "alt"}, "stage and draw, switch symbol, jump, turn"
    h, scene = _plays("insertcoin", _insertcoin)
    state = scene.inner.state
    assert state.completed[0] == [1], "the Power Cherry is complete"
    assert state.stats["placed"][0] == 2 and state.flips == 3
    assert state.lives[0] == 3 and state.coins[0] == 3
    assert not state.is_terminal()


def test_the_insertcoin_lesson_takes_the_draw_only_on_the_empty_squares():
    from arcade.games.insertcoin.lesson import LESSON

    h = Harness()
    h.app.settings["cpu_pace"] = 4.0
    scene = h.boot(LessonScene(h.app, LESSON))
    h.advance(300)
    for i, step in enumerate(LESSON.steps[:8]):
        for key in step.presses:
            h.tap("keys_a", key)
        h.advance(4000)
        assert scene.index == i + 1, (i, scene.index)
    cur = scene.inner.ui.cursor(0)
    assert (cur.level, cur.orient) == (1, 1) and scene.inner.state.tasks[0][0][0] == "draw"
    h.tap("keys_a", "confirm")  # not on the empty squares yet: the draw waits
    assert scene.inner.ui.cursor(0).staged is None and scene.tried is not None
    assert scene.tried[0] == "Try Left/Right/Up/Down to move it onto the empty squares first."
    h.taps("keys_a", "left", "left", "down", "confirm", "confirm")
    h.advance(3000)
    assert scene.index == 9 and scene.inner.state.completed[0] == [1]


def test_the_insertcoin_lesson_is_offered_from_its_lobby_and_howto_pages():
    _offered_from_lobby_and_howto("insertcoin")


# ---------------------------------------------------------------------------------------------- Vegas
def _vegas(scene) -> Any:
    ui = scene.ui
    return (
        json.dumps(scene.state.to_data()),
        (ui.hand, ui.cell, ui.menu, ui.show_card, ui.kind, ui.chosen),
        repr(scene.held),
    )


def test_the_vegas_lesson_is_finished_by_its_keys_alone_and_wrong_keys_change_nothing():
    from arcade.games.vegas.components import ORANGE, PLUM
    from arcade.games.vegas.lesson import LESSON

    assert 18 <= len(LESSON.steps) <= 22
    assert any(s.moves for s in LESSON.steps)
    h, scene = _plays("vegas", _vegas)
    state = scene.inner.state
    assert state.cfg.mode == "solo" and not state.cfg.variations and state.cfg.spin is None and state.cfg.cumber is None
    assert [p.symbol for p in state.prizes[0]] == [ORANGE], "one prize: the three Oranges"
    assert state.tops()[4] == PLUM, "the middle shows the Plums again once the Oranges are claimed"
    assert state.placed_count == 9 and not state.is_terminal()


def test_the_vegas_lesson_places_the_oranges_only_in_the_middle():
    from arcade.games.vegas.lesson import LESSON

    h = Harness()
    scene = h.boot(LessonScene(h.app, LESSON))
    h.advance(300)
    for i, step in enumerate(LESSON.steps[:13]):
        for key in step.presses:
            h.tap("keys_a", key)
            h.advance(600)
        h.advance(2000)
        assert scene.index == i + 1, (i, scene.index)
    assert scene.inner.ui.cell == 8
    h.tap("keys_a", "confirm")  # the Oranges would go on the Bar: not what this step teaches
    assert scene.inner.held is None and scene.tried[0] == "Try Left/Right/Up/Down to move to the middle first."
    h.taps("keys_a", "up", "left", "confirm")
    h.advance(500)
    assert scene.index == 14 and scene.inner.held is not None and scene.inner.held[0].a == 4


def test_the_vegas_lesson_is_offered_from_its_lobby_and_howto_pages():
    _offered_from_lobby_and_howto("vegas")


def test_the_vegas_extras_lesson_plays_i_j_and_spin_again_by_its_keys_and_wrong_keys_change_nothing():
    from arcade.games.vegas.lesson_extras import EXTRAS_LESSON, LESSONS

    assert LESSONS[1] is EXTRAS_LESSON and EXTRAS_LESSON.label == "Learn the extras"
    words = " ".join(s.text for s in EXTRAS_LESSON.steps)
    for letter in "ABCDEFGHIJKLMNOPQRSTU":
        assert f" {letter} " in f" {words} " or f" {letter}:" in words, f"variation {letter} is told"
    h, scene = _plays("vegas", _vegas, which=1)
    state = scene.inner.state
    assert state.cfg.spin == "A" and state.cfg.has("I") and state.cfg.has("J") and state.cfg.mode == "solo"
    assert state.geo.width == 4 and state.placed_count == 12, "a four by three machine, built"
    assert not state.front[0], "Spin Again was spent"
    assert len(state.hands[0]) == 4 and not state.is_terminal()


def test_the_vegas_extras_lesson_spends_spin_again_only_when_chosen():
    from arcade.games.vegas.lesson_extras import EXTRAS_LESSON

    h = Harness()
    scene = h.boot(LessonScene(h.app, EXTRAS_LESSON))
    h.advance(300)
    spin = next(i for i, s in enumerate(EXTRAS_LESSON.steps) if s.doing == "spin again")
    for i, step in enumerate(EXTRAS_LESSON.steps[:spin]):
        for key in step.presses:
            h.tap("keys_a", key)
            h.advance(400)
        h.advance(2500)
        assert scene.index == i + 1, (i, scene.index)
    h.tap("keys_a", "confirm")  # the menu rests on "No, go on": that would pass the card by
    h.advance(500)
    assert scene.inner.state.front[0] and scene.tried[0] == "Try Up/Down to choose Spin Again first."
    h.taps("keys_a", "up", "confirm")
    h.advance(2500)
    assert not scene.inner.state.front[0] and scene.index == spin + 1


def test_the_vegas_lobby_offers_both_lessons():
    from arcade.core import lessons_offered

    h = Harness()
    lessons_offered.mark_offered(h.app.store, "vegas")
    lobby = h.boot(LobbyScene(h.app, registry.get("vegas")))
    labels = [item.label for item in lobby.items]
    assert labels.index("Learn the extras") == labels.index("Learn to play") + 1
    lobby.index = labels.index("Learn the extras")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, LessonScene) and h.top.lesson.title == "LEARN THE EXTRAS"
    assert h.top.inner.state.cfg.spin == "A"
    h.top.leave()
    lobby.index = labels.index("Learn to play")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, LessonScene) and h.top.lesson.title == "LEARN TO PLAY"


def test_the_vegas_extras_lesson_s_real_game_keeps_its_extras():
    from arcade.games.vegas.lesson_extras import EXTRAS_LESSON

    h = Harness()
    scene = h.boot(LessonScene(h.app, EXTRAS_LESSON))
    scene.index = len(EXTRAS_LESSON.steps)
    h.tap("keys_a", "confirm")
    h.advance(300)
    real = h.top
    assert not isinstance(real, LessonScene) and real.game_id == "vegas"
    assert real.state.cfg.spin == "A" and real.state.cfg.has("I") and real.state.cfg.has("J")
    assert not real.config.options.get("lesson")


# ---------------------------------------------------------------------------------------------- Mania
def _mania(scene) -> Any:
    if hasattr(scene, "machine"):  # the duel's console, shown inside the lesson
        return ("console", json.dumps(scene.machine.to_data()), scene.duel_started, scene.cursor)
    c = scene.ui
    return (
        json.dumps(scene.state.to_data()),
        (c.menu, c.bet_side, c.bet_amount, c.ch_game, c.ch_defender),
        repr(scene.held),
        len(scene.app.scenes.stack),
    )


def test_the_mania_lesson_is_finished_by_its_keys_alone_and_wrong_keys_change_nothing():
    from arcade.games.console.scene import ConsoleScene
    from arcade.games.mania.lesson import LESSON, NOVA

    assert {s.kind for s in LESSON.steps} >= {PLAY, WATCH}
    assert {"b8", "confirm"} <= {s.accept for s in LESSON.steps if s.kind == PLAY}
    consoles: list[int] = []
    original = LessonScene.host

    def host(self, scene):  # the duel's consoles come up inside the lesson, not over it
        consoles.append(len(self.app.scenes.stack))
        assert isinstance(scene, ConsoleScene) and self.app.scenes.top is self
        original(self, scene)

    LessonScene.host = host
    try:
        h, scene = _plays("mania", _mania)
    finally:
        LessonScene.host = original
    assert len(consoles) == 2, "the challenger's console, then the defender's"
    state = scene.inner.state
    assert len(state.history) == 1, "one duel was played"
    challenger, defender, game, limit = state.history[0][:4]
    assert (challenger, defender, game, limit) == (0, NOVA, "alien_raiders", 5)
    assert state.turn > 1 and not state.is_terminal()


def test_the_mania_lesson_takes_only_the_taught_console_button():
    from arcade.games.mania.lesson import LESSON

    h = Harness()
    h.app.settings["cpu_pace"] = 4.0
    scene = h.boot(LessonScene(h.app, LESSON))
    h.advance(300)
    start = next(i for i, s in enumerate(LESSON.steps) if s.accept == "b8")
    for i, step in enumerate(LESSON.steps[:start]):
        for key in step.presses:
            h.tap("keys_a", key)
            h.advance(300)
        for _ in range(200):
            if scene.index > i:
                break
            h.advance(100)
        assert scene.index == i + 1, (i, scene.index)
    console = scene.inner
    assert hasattr(console, "machine") and h.top is scene
    h.tap("numpad", "b5")  # another button would start the game too, but this step teaches Num 8
    h.advance(300)
    assert console.duel_started is None and scene.tried is not None and "Num 8" in scene.tried[0]
    h.tap("numpad", "b8")
    h.advance(300)
    assert console.duel_started is not None and scene.index == start + 1
    # in the game every button zaps alike: the bar names them once, "Num 1-9", not eight and then one
    assert [keys for keys, words in scene.hints() if words == "zap"] == ["Num 1-9"]


def test_a_duel_console_keeps_no_replay_of_its_own():
    from arcade.games.console.duel_screen import ConsoleScene, DuelMode
    from arcade.games.info import LobbyConfig, SeatConfig

    h = Harness()
    config = LobbyConfig("console", [SeatConfig("P", "human", "", "keys_a")], {}, 3)
    duel = DuelMode("alien_raiders", 1, lambda score: None, host_game_id="mania")
    scene = h.boot(ConsoleScene(h.app, config=config, duel=duel))
    h.tap("numpad", "b8")
    h.advance(2000)
    assert scene.recorder is None and scene.duel_started is not None


def test_the_mania_lesson_is_offered_from_its_lobby_and_howto_pages():
    _offered_from_lobby_and_howto("mania")


# ---------------------------------------------------------------------------------------------- Console
def _console(scene) -> Any:
    return (json.dumps(scene.machine.to_data()), scene.cursor, sorted(scene.machine.held))


def test_the_console_lesson_plays_the_four_games_by_its_timed_script_and_wrong_keys_change_nothing():
    from arcade.games.console import library
    from arcade.games.console.lesson import LESSON

    timed = [s for s in LESSON.steps if s.timed]
    assert len(timed) == 4 and all(s.kind == PLAY for s in timed)
    scores: dict[str, int] = {}
    original = LessonScene.update

    def update(self, now_ms, dt_ms):  # each game's final score, as it stands on the lights
        original(self, now_ms, dt_ms)
        m = self.inner.machine
        if m.final_score is not None:
            scores[m.game_id] = m.final_score

    LessonScene.update = update
    try:
        h, scene = _plays("console", _console)
    finally:
        LessonScene.update = original
    assert scores == {"alien_raiders": 4, "run_amuk": 4, "sneak_attack": 3, "rattler": 4}, "the script scores"
    assert not scene.inner.machine.held, "every scripted press was let go"
    assert library.entries(h.app.store.root)[0] == [], "a lesson saves no replay"


def test_the_console_lesson_takes_the_game_button_only_after_skill_1():
    from arcade.games.console.lesson import LESSON

    h = Harness()
    scene = h.boot(LessonScene(h.app, LESSON))
    h.advance(300)
    h.taps("keys_a", "confirm", "confirm", "confirm")
    h.advance(300)
    assert scene.index == 3 and scene.inner.machine.mode == "off"
    h.tap("numpad", "b1")  # Alien Raiders' button, before a skill: waits
    h.tap("numpad", "b9")  # Skill 3: not this step's
    h.advance(300)
    assert scene.inner.machine.mode == "off" and scene.tried[0] == "Try Num 7 to choose Skill 1 first."
    h.send("numpad", "b7", True)  # the taught Skill button, held: the console holds it too
    h.advance(100)
    assert scene.inner.machine.skill == 1 and 1 in scene.inner.machine.held
    h.send("numpad", "b7", False)  # ... and lets go of it when the key is let go
    h.tap("numpad", "b1")
    h.advance(300)
    assert scene.index == 4 and scene.inner.machine.mode == "playing" and not scene.inner.machine.held

    # the reflex game's step names every button it takes, not the middle one alone
    hints = dict((words, keys) for keys, words in scene.hints())
    assert hints["press"] == "Num 1-9" and scene.accept_label(scene.step) == "Num 1-9"
    assert "Num 5" not in [keys for keys, _words in scene.hints()]


def test_the_console_lesson_is_offered_from_its_lobby_and_howto_pages():
    _offered_from_lobby_and_howto("console")


@pytest.mark.parametrize("game", ["topspeed", "insertcoin", "vegas", "mania", "console"])
def test_a_lesson_s_real_game_has_its_seats_and_a_new_deal(game):
    from arcade.scenes.lesson import lesson_of

    found = lesson_of(game)
    h = Harness()
    h.app.settings["cpu_pace"] = 4.0
    scene = h.boot(LessonScene(h.app, found))
    scene.index = len(found.steps)  # at the end: the offer of a real game
    h.tap("keys_a", "confirm")
    h.advance(300)
    real = h.top
    assert not isinstance(real, LessonScene) and real.game_id == game
    lesson_seats = [(s.name, s.kind, s.level) for s in scene.inner.config.seats]
    assert [(s.name, s.kind, s.level) for s in real.config.seats] == lesson_seats
    assert not real.config.options.get("lesson")
    assert json.dumps(real.state.to_data()) != json.dumps(found.build(h.app).state.to_data()), "a real deal"


# ---------------------------------------------------------------------------------------------- the constructors
def test_vegas_stacked_deals_the_chosen_symbols_first_and_the_rest_by_the_seed():
    from arcade.games.vegas.components import ANY, BELL, CHERRY, SHIELD
    from arcade.games.vegas.rules import VegasState

    top = (CHERRY, BELL, SHIELD, ANY, CHERRY)
    st = VegasState.stacked(top, 1, 5, {"mode": "solo"})
    assert st.hand_symbols(0) == [CHERRY, BELL, SHIELD]
    assert [st.sym[c] for c in st.draw[-2:]] == [CHERRY, ANY], "then the draws, the pile's top last"
    again = VegasState.stacked(top, 1, 5, {"mode": "solo"})
    assert again.to_data() == st.to_data()
    plain = VegasState(1, 5, {"mode": "solo"})
    assert plain.to_data() == VegasState.stacked((), 1, 5, {"mode": "solo"}).to_data(), "nothing stacked: the deal"
    st.check_cards()
    with pytest.raises(ValueError):
        VegasState.stacked((ANY,) * 4, 1, 5, {"mode": "solo"})  # a base deck has three ANY cards


def test_topspeed_arranged_puts_the_chosen_cards_on_top_and_keeps_both_decks_whole():
    from arcade.games.topspeed import cards as C
    from arcade.games.topspeed.rules import TopSpeedState

    red = (C.card("tire", "orange"), C.card("helmet", "purple"))
    st = TopSpeedState.arranged(3, (red, ()), lanes=(3, 2, 1, 0), tie_seat=1)
    assert st.decks[0][:2] == list(red) and sorted(st.decks[0]) == C.deck_cards(0)
    assert sorted(st.decks[1]) == C.deck_cards(1) and st.lanes == [3, 2, 1, 0] and st.tie_seat == 1
    assert st.phase == "racing" and TopSpeedState.from_data(st.to_data()).to_data() == st.to_data()
    with pytest.raises(ValueError):
        TopSpeedState.arranged(3, ((C.card("tire", "yellow"),), ()))  # a blue-backed card in the red deck
    with pytest.raises(ValueError):
        TopSpeedState.arranged(3, lanes=(0, 0, 1, 2))

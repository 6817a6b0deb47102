"""Issue 36, item 14: a Mania duel's result flashed by (about a second; the duel box goes as the turn
passes). Now the result card stays until any person at the table presses their confirm key when a person
took part in the duel (duelled or bet); a duel among computers that nobody at the screen had a stake in
shows it for a time under the CPU pace setting. Through the real scene (CPU duels played on the console),
checked on the drawn text."""

from __future__ import annotations

import pytest
from test_mania_scene import SLIDES, Dice, run_until, start

from arcade.core.render import text
from arcade.games.mania import duel_result, present, table
from arcade.games.mania import events as E
from arcade.games.mania.rules import Mania
from arcade.scenes.curtain import CurtainScene


def _drawn(h) -> list[str]:
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return [str(s) for kind, _r, s in rec.marks if kind == "text"]


def _won(scene) -> bool:
    return any("wins the duel" in line.text for line in scene.timeline.log)


def _cpu_duel(*kinds: str, bet: bool):
    """Cy (CPU) lands on Dee's (CPU) slide: a duel between computers. Ann (a person) bets on Cy or not."""
    st = Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2))
    h, scene = start(st, *kinds, render=True)
    run_until(h, lambda: st.phase == "bet" and st.current_player() == 0 and not scene.busy(), 5000)
    if isinstance(h.top, CurtainScene):
        h.tap("keys_a", "confirm")
    h.taps("keys_a", *(("right", "confirm") if bet else ("confirm",)))
    if "keys_b" in kinds:  # Bob, a person too, does not bet (behind his curtain)
        run_until(h, lambda: isinstance(h.top, CurtainScene), 5000)
        h.taps("keys_b", "confirm", "confirm")
    run_until(h, lambda: _won(scene), 120_000, 50)
    return st, h, scene


def test_the_result_waits_for_a_person_who_took_part():
    st, h, scene = _cpu_duel("keys_a", "cpu", "cpu", "cpu", bet=True)  # Ann bet on Cy
    turn = st.turn
    h.advance(10_000)
    said = _drawn(h)
    assert any("wins the duel" in s for s in said), "the result is still shown after 10 s"
    assert "Enter: go on" in said
    bar = [w for _k, w in table.hints(scene.frame(), scene.frame().showing)]
    assert bar == ["go on", "pause", "help"], "the key bar says what the press does now, nothing else"
    assert st.turn == turn and scene.roll_prompt() is None, "play waits on the result"
    assert not any(line.text.startswith("Dee rolls") for line in scene.timeline.log), "Dee's turn waits too"
    h.tap("keys_a", "confirm")
    assert not duel_result.waiting(scene.desk)
    h.advance(100)
    assert not any("wins the duel!" == s or "DUEL RESULT" in s for s in _drawn(h)), "gone once confirmed"
    run_until(h, lambda: any(line.text.startswith("Dee rolls") for line in scene.timeline.log), 30_000)


def test_any_person_at_the_table_may_go_on():
    st, h, scene = _cpu_duel("keys_a", "keys_b", "cpu", "cpu", bet=True)  # Ann bet; Bob did not
    assert duel_result.waiting(scene.desk)
    h.advance(3000)
    assert not isinstance(h.top, CurtainScene), "no curtain comes up over the result"
    assert "Enter / Space: go on" in _drawn(h)
    h.tap("keys_b", "confirm")  # Bob, who had no part in it
    assert not duel_result.waiting(scene.desk)


def test_a_duel_nobody_at_the_screen_had_a_stake_in_shows_its_result_for_a_paced_time():
    st, h, scene = _cpu_duel("keys_a", "cpu", "cpu", "cpu", bet=False)  # Ann did not bet; CPU pace 8
    assert scene.desk.card is not None and not duel_result.waiting(scene.desk)
    assert any("DUEL RESULT" in s for s in _drawn(h)), "shown"
    h.advance(duel_result.CPU_RESULT_MS / 8 + 100)
    assert duel_result.shown(scene.desk, scene.now()) is None, "gone without a press"


def test_the_paced_time_is_the_cpu_pace_settings():
    st = Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2))
    h, scene = start(st, "cpu", "cpu", "cpu", "cpu")
    for pace in (1.0, 2.0):
        h.app.settings["cpu_pace"] = pace
        present.present(scene.staging(), [E.DuelStarted(2, 3, "run_amuk", 1), E.DuelWon(2, 3, False)], scene.now())
        assert scene.desk.card.until - scene.now() == pytest.approx(scene.ms(duel_result.CPU_RESULT_MS) / pace)


def test_under_the_result_card_the_duel_box_keeps_its_dice_but_not_the_result_words():
    """The result card says who won; the duel box beside it (drawn when no roll is held, as on a CPU's
    turn next) still shows the duellists, dice and scores, but does not say it a second time."""
    import dataclasses

    import pygame

    from arcade.games.mania import table

    st, h, scene = _cpu_duel("keys_a", "cpu", "cpu", "cpu", bet=True)
    h.advance(3000)
    frame = scene.frame()
    assert frame.showing.result is not None and frame.view.duel is not None
    open_box = dataclasses.replace(frame, showing=dataclasses.replace(frame.showing, held=False))
    surface = pygame.Surface(h.app.screen.get_size())
    with text.recording(surface) as rec:
        table.draw_centre(surface, open_box, open_box.showing, scene.layers)
    said = [str(s) for kind, _r, s in rec.marks if kind == "text"]
    assert any(s.startswith("DUEL  ") for s in said), "the duel box is drawn"
    assert not any("wins the duel" in s for s in said), said

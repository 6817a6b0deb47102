"""Issue 36, item 11: at the end of a turn the Spin Again question starts on the choice that spends
nothing, so a confirm pressed on the way does not use the one Spin Again card."""

import pytest
from vegas_rig import BA, BE, CH, LE, OR, PL, SE, SH, picker_now, rig

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.vegas import shown
from arcade.games.vegas.picker import MENU
from arcade.games.vegas.rules import PH_SPIN, Act
from arcade.games.vegas.scene import VegasScene
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness

PAIR_FREE = [CH, LE, OR, PL, BE, BA, SE, SH, LE]


@pytest.mark.parametrize("spin", ["A", "B"])
def test_confirm_on_the_spin_again_question_goes_on_without_spending_the_card(spin):
    from vegas_rig import SP

    st = rig(2, {"spin": spin}, grid=PAIR_FREE, hands=[[CH, OR, BE], [OR, BA, BA]], draw=[SP] if spin == "B" else None)
    h = Harness(render=False)
    h.app.settings["anim_speed"] = 0.0
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Blinky", "cpu", "Strong")]
    scene = h.app.push(
        VegasScene(h.app, LobbyConfig("vegas", seats, {"mode": "competitive", "spin": spin}, 5), state=st)
    )
    h.advance(20)
    scene.act(Act("play", 0, 1))
    h.advance(300)
    assert st.phase == PH_SPIN and st.cur == 0
    picker = picker_now(scene)
    _name, kind, cands = picker.step()
    assert kind == MENU and {c.kind for c in cands} == {"spin", "pass"}
    labels = shown.menu_labels(scene.frame(), picker, "", cands)
    assert labels[scene.ui.menu] == "No, go on"
    h.tap("keys_a", "confirm")
    h.advance(300)
    log = [line.text for line in scene.timeline.log]
    assert any(t.startswith("Blinky") for t in log), "the turn went on to the next player"
    assert not any(t.startswith("Ann") and "Spin Again" in t or t == "Ann takes another turn" for t in log)
    assert (len(st.front[0]) == 1) if spin == "A" else (SP in st.hand_symbols(0)), "the card is not spent"

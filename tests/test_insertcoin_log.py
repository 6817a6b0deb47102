"""Insert Coin says what happened: every Life lost or gained, Coin, GAME OVER card, attack and the end goes
to the log, and the top bar shows the newest lines between call-outs (issue: "both players lost a Life in
one turn with no message")."""

from __future__ import annotations

from test_insertcoin_scene import config, start

from arcade.core.render import palette
from arcade.games.insertcoin import events as E
from arcade.games.insertcoin import layout as L


def test_losses_coins_and_game_over_cards_are_logged_in_words():
    h, scene = start(config("keys_a", "Greedy"))
    events = [
        E.Attack(1, "demon_king", (0,), ()),
        E.LifeLost(0, 2, "demon_king"),
        E.LifeLost(1, 1, "spent"),
        E.CoinInserted(1, 1, "lives"),
        E.GameOverFlipped(1, (0,), (1,), ()),
        E.CoinInserted(0, 0, "game_over"),
        E.OutOfPlay(0),
    ]
    scene.present(events, scene.now())
    lines = [line.text for line in scene.timeline.log]
    assert "DEMON KING! C2: P1 loses 1 Life" in lines, "the attack says who loses a Life (once)"
    assert not any("loses a Life" in line for line in lines)
    assert "C2 spends a Life to fill one square (1 left in the row)" in lines
    assert "C2 inserts a Coin: a new row of Lives (1 Coin left)" in lines
    assert "GAME OVER card 1: a Coin from P1; C2 safe" in lines
    assert not any("pays a Coin" in line for line in lines), "the card's line names who paid"
    assert any(line.startswith("P1 has no Lives or Coins left") for line in lines)


def test_the_top_bar_shows_the_newest_line_between_call_outs():
    h, scene = start(config("keys_a", "Greedy"))
    h.taps("keys_a", "confirm", "right", "confirm", "right", "confirm", "confirm")  # keep three Levels
    h.advance(1500)
    assert scene.state.phase == "play"
    while scene.timeline.current(scene.now()) is not None:  # the opening call-out
        h.advance(100)
    area = L.CALLOUT_RECT

    def white_in_area():
        h.app.drawing = True
        h.frame()
        return sum(
            1
            for x in range(area[0], area[0] + area[2], 2)
            for y in range(area[1], area[1] + area[3], 2)
            if h.pixel(x, y)[:3] == palette.WHITE
        )

    assert white_in_area() == 0, "the reminder is grey"
    scene.present([E.LifeGained(0, 3)], scene.now())
    assert scene.timeline.log[-1].text == "P1 gains a Life"
    assert white_in_area() > 20, "the newest line, in white"

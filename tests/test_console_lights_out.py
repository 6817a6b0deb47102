"""Issue 36, item 14: at game over the lights of play go out before the score's lights show. A Sneak
Attack missile that landed kept its three lights lit while the lights already carried their score values,
so they read 24 for a score of 0. For every reflex game, through the real console scene (a game left to
run out): while the game's last lights are still lit the lights carry their keycaps (drawn, pixel-checked);
the round score tags come only once those lights are out."""

from __future__ import annotations

import pytest
from test_console_scene import CELL_TO_KEY, booted, close

from arcade.core.render import text
from arcade.games.console import screen
from arcade.games.console.layout import CELL_OF_GAME
from arcade.games.console.panel import KEYCAP_FACE, tag_centre
from arcade.games.console.reflex_game import OFF

GAMES = sorted(CELL_OF_GAME)


def _drawn(h) -> list[str]:
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return [str(s) for kind, _r, s in rec.marks if kind == "text"]


def _keycap_shown(h, scene, cell) -> bool:
    cx, cy = tag_centre(scene.layout.lights[cell])
    return close(h.pixel(cx - 7, cy - 7), KEYCAP_FACE, 30)


@pytest.mark.parametrize("game", GAMES)
def test_the_lights_of_play_go_out_before_the_score_lights_show(game):
    h, scene = booted()
    m = scene.machine
    h.taps("numpad", "b7", CELL_TO_KEY[CELL_OF_GAME[game]])  # Skill 1, the game
    assert m.mode == "playing" and m.game_id == game
    h.fps = 20
    end = h.now + 60_000
    while m.final_score is None:  # nobody presses: the game ends by itself
        assert h.now < end
        h.advance(50)
    assert m.phase == "lights_out", "the game's last lights still stand"
    lit = [c for c in range(1, 10) if m.lights[c - 1] != OFF]
    assert lit, "the game ended with its lights lit (the landed missile, the caught player...)"
    assert not screen.score_values(scene.facts())
    said = _drawn(h)
    assert not any(s.startswith("Lights lit") for s in said), "no sum of lights while the play lights stand"
    for cell in lit:
        assert _keycap_shown(h, scene, cell), f"light {cell} of play is read as a score value"
    while m.phase == "lights_out":
        h.advance(50)
    assert screen.score_values(scene.facts()), "the score's lights carry their score values"
    assert any(s.startswith("Lights lit") for s in _drawn(h)), "the sum of the score's lights"
    h.advance(400)  # the score blinks
    assert not _keycap_shown(h, scene, 9), "round score tags while the score shows"
    assert all(m.lights[c - 1] == OFF or c in m.score_lit for c in range(1, 10)), "only the score's lights"

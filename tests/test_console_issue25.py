"""Issue 25, the console: no number to translate in play (lights carry the key under them; score values
only while a score is read, with a note saying so), the high-score prompt that cannot be skipped or filled
by presses from before it, and the replay-saved line that leaves with its game."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from arcade.games.console import labels
from arcade.games.console import panels as console_panels
from arcade.games.console.howto import PAGES
from arcade.games.console.layout import CELLS, NUMPAD_ACTION_TO_CELL
from arcade.games.console.panel import KEYCAP_FACE, TAG_INK, tag_centre
from arcade.games.console.scene import ConsoleScene, board_name
from arcade.games.console.timing import START_DELAY_MS, pace
from arcade.scenes.initials import ARM_MS, InitialsScene
from arcade.testing import Harness

KEY_OF = {cell: action for action, cell in NUMPAD_ACTION_TO_CELL.items()}


def booted(seed=11, fps=30):
    h = Harness(fps=fps)
    scene = ConsoleScene(h.app, seed)
    h.boot(scene)
    return h, scene


def close(a, b, tol=40):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def finish_a_game(h, scene):
    """Skill 1, Run Amuk, never move: caught after one monster move (score 1, a high score)."""
    h.taps("numpad", "b7", "b4")
    h.advance(START_DELAY_MS + pace("run_amuk", 1).base_ms + pace("run_amuk", 1).at(1) + 10)
    assert scene.machine.final_score == 1
    over = next(e[0] for e in scene.machine.trace if e[1] == "game_over")
    return h.now - (scene.machine.now - over)  # the game over on the harness clock


def texts_drawn(h, monkeypatch):
    """Every string the console's info panel draws in one full frame."""
    seen: list[str] = []
    real = console_panels.text.blit

    def spy(surface, s, *args, **kwargs):
        seen.append(s)
        return real(surface, s, *args, **kwargs)

    monkeypatch.setattr(console_panels.text, "blit", spy)
    h.app.invalidate_canvas()  # drawn in full, not skipped as an unchanged picture
    h.app.render(force=True)
    monkeypatch.setattr(console_panels.text, "blit", real)
    return seen


# ------------------------------------------------------------------------------ numbering
def test_in_play_each_light_carries_the_key_under_it_not_a_score_value():
    assert [labels.light_legend(c, False) for c in CELLS] == list("789456123")
    assert [labels.light_legend(c, True) for c in CELLS] == list("123456789")
    assert labels.light(3) == "top-right light (Num 9)"
    h, scene = booted()
    h.taps("numpad", "b7", "b6")  # Skill 1, Sneak Attack
    h.advance(START_DELAY_MS + 10)
    assert scene.machine.mode == "playing"
    for cell in (1, 5, 9):
        cx, cy = tag_centre(scene.layout.lights[cell])
        assert close(h.pixel(cx - 7, cy - 7), KEYCAP_FACE, 30), "a keycap face, not a round yellow tag"


def test_sneak_attack_is_won_by_pressing_the_key_shown_beside_the_landing_light():
    """The third light of the line is pressed on the key its tag shows: no sum in the head."""
    h, scene = booted()
    h.taps("numpad", "b7", "b6")
    p = pace("sneak_attack", 1)
    h.advance(START_DELAY_MS + p.base_ms + 5)
    m = scene.machine
    land = m.game.path[2]
    shown_key = labels.light_legend(land, score_values=False)
    h.send("numpad", "b" + shown_key)
    h.advance(30)
    assert m.score == 1 and m.mode == "playing"


def test_once_the_game_is_over_the_lights_carry_score_values_and_the_panel_says_so(monkeypatch):
    h, scene = booted()
    t = finish_a_game(h, scene)
    h.run([], until_ms=t + 900)  # the score show, before any prompt
    assert scene.machine.mode == "score" and not isinstance(h.top, InitialsScene)
    for cell in (1, 5, 9):
        cx, cy = tag_centre(scene.layout.lights[cell])
        assert close(h.pixel(cx, cy - 10), TAG_INK, 50), "the round score-value tag's yellow ring"
    drawn = texts_drawn(h, monkeypatch)
    assert labels.SCORE_VALUES_NOTE in drawn and "Lights lit:" in drawn


def test_no_end_card_covers_the_console_s_own_score_show():
    h, scene = booted()
    t = finish_a_game(h, scene)
    h.run([], until_ms=t + 900)
    assert scene.end_ready() and not scene.end_shown()


def test_the_how_to_names_sneak_attack_s_landing_spot_by_its_key():
    body = {p[0]: p[1] for p in PAGES}["Sneak Attack, Run Amuk"]
    assert "Num 2 then Num 5" in body and "press Num 8" in body
    assert "light 2" not in body and "lights 8" not in body
    score = {p[0]: p[1] for p in PAGES}["Your score"]
    assert "only" in score and "1 to 9" in score


# ------------------------------------------------------------------------------ the initials prompt
def test_a_player_who_keeps_pressing_and_starts_again_still_signs_the_high_score():
    """The 348 run filed as "Player 1": presses all through the score show, then Skill 1 and a game
    button once the score stands. The prompt comes; nothing was filed under the seat's name."""
    h, scene = booted()
    t = finish_a_game(h, scene)
    script = [(t + 200 + 150 * k, "numpad", "b8") for k in range(18)]  # mashing while the score shows
    script += [(t + 2900, "numpad", "b7"), (t + 3000, "numpad", "b4")]  # Skill 1, Run Amuk
    h.run(script, until_ms=t + 3100)
    assert isinstance(h.top, InitialsScene), "the high score asks for its initials first"
    assert scene.machine.final_score == 1 and scene.machine.mode == "score"
    assert h.app.stats.board(board_name("run_amuk", 1))["top"] == []
    assert h.top.letters == ["A", "A", "A"]
    h.advance(ARM_MS + 10)
    h.taps("keys_a", "up", "right", "up", "up", "confirm")
    assert h.top is scene
    top = h.app.stats.board(board_name("run_amuk", 1))["top"]
    assert [(r["name"], r["score"]) for r in top] == [("BCA", 1)]


@pytest.mark.parametrize("key", ["b5", "b8"])
def test_presses_up_to_the_prompt_and_in_its_guard_time_fill_nothing(key):
    h, scene = booted()
    t = finish_a_game(h, scene)
    k = 0
    while not isinstance(h.top, InitialsScene):  # mashing, the way hands still on the keys do
        h.run([(t + 400 + 60 * k, "numpad", key)], until_ms=t + 400 + 60 * k + 50)
        k += 1
        assert k < 200, "the prompt comes by itself once the score stands"
    prompt = h.top
    end = prompt.shown_at + ARM_MS - 20
    while h.now + 60 < end:
        h.run([(h.now + 10, "numpad", key)], until_ms=h.now + 60)
    assert h.top is prompt and prompt.letters == ["A", "A", "A"] and prompt.pos == 0
    assert h.app.stats.board(board_name("run_amuk", 1))["top"] == []


def test_leaving_before_the_prompt_asks_for_the_initials_first():
    h, scene = booted()
    t = finish_a_game(h, scene)
    h.run([(t + 300, "numpad", "back")], until_ms=t + 400)
    assert isinstance(h.top, InitialsScene) and scene in h.app.scenes.stack


# ------------------------------------------------------------------------------ the replay-saved line
def test_the_replay_saved_line_leaves_with_its_game(monkeypatch):
    h, scene = booted()
    t = finish_a_game(h, scene)
    h.run([], until_ms=t + 900)
    assert labels.REPLAY_SAVED in texts_drawn(h, monkeypatch)
    h.run([], until_ms=t + 3200)
    assert isinstance(h.top, InitialsScene)
    h.advance(ARM_MS + 10)
    h.tap("keys_a", "confirm")
    h.taps("numpad", "b8")  # Skill 2: the next session
    assert scene.machine.final_score is None and scene.machine.mode == "ready"
    assert labels.REPLAY_SAVED not in texts_drawn(h, monkeypatch)

"""Vegas between a person's turn and the CPU's: the score card under the coach's lines stays where it is
and keeps its size whether the coach speaks (the person's turn) or not (the CPU's), and the key bar offers
only what a press does on each."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.vegas import shown
from arcade.games.vegas.machine import SIDE
from arcade.games.vegas.machine_art import GOLD
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness


def _card_edges(h) -> tuple[int, int] | None:
    """The score card's top and bottom border rows, found down the middle of the side panel."""
    h.frame()
    x = SIDE.centerx
    gold = [y for y in range(SIDE.y + 150, SIDE.bottom) if h.app.screen.get_at((x, y))[:3] == GOLD]
    return (gold[0], gold[-1]) if gold else None


def test_the_score_card_stays_put_whether_the_coach_speaks_or_not():
    h = Harness(think_in_process=True)
    h.app.settings["coach"] = True
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Pixel", "cpu", "Strong")]
    scene = registry.get("vegas").start(h.app, LobbyConfig("vegas", seats, {"mode": "competitive"}, 7))
    h.app.push(scene)
    seen: dict[bool, set] = {True: set(), False: set()}  # the coach speaking or not: where the card is
    for step in range(400):
        h.advance(100)
        frame = scene.frame()
        if step >= 3:  # the game has come in (its first frames slide it onto the screen)
            seen[bool(shown.coach_lines(frame))].add(_card_edges(h))
        if scene.acting() == 0 and shown.picker(frame) is not None and step % 5 == 0:
            h.tap("keys_a", "confirm")
        if scene.state.is_terminal() or step > 100 and seen[True] and len(seen[False]) and scene.acts > 6:
            break
    assert seen[True] and seen[False], "frames with the coach speaking and silent (the CPU's turn)"
    edges = seen[True] | seen[False]
    assert None not in edges, "the card is drawn in every frame"
    assert len(edges) == 1, f"the card moved or changed size: {sorted(edges)}"


def test_while_the_cpu_plays_the_key_bar_offers_only_what_a_press_does():
    """On the CPU's turn the first person's move and choose keys do nothing: the bar no longer offers them
    (the score card still opens); on the person's turn it names them again."""
    from arcade.core.render import text

    h = Harness(think_in_process=True)
    h.boot(GameSelectScene(h.app))
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Pixel", "cpu", "Strong")]
    scene = registry.get("vegas").start(h.app, LobbyConfig("vegas", seats, {"mode": "competitive"}, 7))
    h.app.push(scene)

    def bar() -> set[str]:
        h.app.invalidate_canvas()
        with text.recording(h.app.screen) as rec:
            h.app.render(force=True)
        return {str(s) for kind, r, s in rec.marks if kind == "text" and r.top > 640}

    seen = {0: set(), 1: set()}
    for _ in range(300):
        h.advance(100)
        if scene.acting() in seen and not seen[scene.acting()]:
            seen[scene.acting()] = bar()
        if scene.acting() == 0 and shown.picker(scene.frame()) is not None:
            h.tap("keys_a", "confirm")
        if all(seen.values()):
            break
    assert {"move", "choose", "score card"} <= seen[0], seen[0]
    assert "score card" in seen[1] and not {"move", "choose", "step back"} & seen[1], seen[1]

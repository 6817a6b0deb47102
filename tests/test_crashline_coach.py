"""Issue 36, item 17: Crash Line's coach speaks only on a person's turn, addressed to them; during a CPU's
turn it gives no odds ("Next flip: no machine in your line" was said to nobody)."""

import pygame

from arcade.core.render import text
from arcade.games.crashline.rules import TURN
from arcade.games.crashline.scene import CrashLineScene
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.testing import Harness


def coach_texts(h, scene):
    rect = pygame.Rect(scene.layout.coach)
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return [what for kind, r, what in rec.marks if kind == "text" and rect.contains(r)]


def ann_against_a_careful():
    """Ann (a person) and Blinky (Careful), the coach on: the harness and the scene, Ann to play."""
    h = Harness(fps=30)
    h.app.settings["coach"] = True
    h.boot()
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Blinky", "cpu", "Careful")]
    scene = h.app.push(CrashLineScene(h.app, LobbyConfig("crashline", seats, {}, 3)))
    h.advance(400)
    return h, scene


def test_the_coach_talks_to_the_person_on_their_turn_and_not_during_a_cpus():
    h, scene = ann_against_a_careful()
    st = scene.state
    assert st.cur == 0 and st.phase == TURN
    mine = coach_texts(h, scene)
    assert "for Ann" in mine and any(t.startswith("Next flip") for t in mine)
    for _ in range(200):  # flip once, then cash in: Blinky's turn
        if st.cur == 1 and st.phase == TURN:
            break
        if st.cur == 0 and not scene.busy():
            h.tap("keys_a", "down" if st.view(0).can_cash() else "confirm")
        h.advance(50)
    assert st.cur == 1 and st.phase == TURN
    seen_during_cpu = []
    while st.cur == 1 and not st.is_terminal():
        seen_during_cpu += coach_texts(h, scene)
        h.advance(200)
    assert seen_during_cpu, "the coach panel was drawn during the CPU's turn"
    assert not any("Next flip" in t or "your" in t.lower().replace("your turn", "") for t in seen_during_cpu)
    assert any("Blinky is playing" in t for t in seen_during_cpu)


def test_the_coach_keeps_quiet_in_a_replay_on_show(tmp_path):
    """A replay has nobody to coach: its coach panel says nothing ("The odds show on your turn" was
    said to a watcher), while the same game played shows it."""
    from replay_rig import recorded

    from arcade.games import registry
    from arcade.scenes.replay_viewer import ReplayViewer

    _scene, replay = recorded("crashline", tmp_path)
    h = Harness(store_root=tmp_path, fps=30)
    h.app.settings["coach"] = True
    h.boot()
    viewer = h.app.push(ReplayViewer(h.app, replay, registry.get("crashline")))
    while not viewer.watch.ready:
        h.advance(20)
    h.advance(1500)
    assert viewer.inner.frame().setting("coach") is False
    assert coach_texts(h, viewer.inner) == []
    played, scene = ann_against_a_careful()
    assert scene.frame().setting("coach") is True and coach_texts(played, scene)

"""Issue 36, item 15: the Mania board's captions ("LIMIT 1", "ANY GAME ANY PLAYER", "TAKE A CARD", ...)
are at least as large as the smallest body text the cabinet draws (``text.SMALLEST_BODY``), in a real
window of 1280x720 and of 960x540; the TAKE A CARD labels stand clear of the choice boxes (the bet box's
border ran over one). Recorded with the text recorder on frames of the real scene."""

from __future__ import annotations

import pygame
import pytest
from test_mania_scene import SLIDES, Dice, run_until, start

from arcade.core.render import text
from arcade.games.mania import boardart, boxes
from arcade.games.mania.cards import COLLECT_3
from arcade.games.mania.rules import Mania
from arcade.games.mania.table import BOARD_AREA

CARD_BACK = {"ARCADE", "MANIA"}  # the red deck's printed back, a picture of the card, not a caption
CAPTIONS = ("LIMIT 1", "LIMIT 5", "ANY GAME", "PLAYER", "TAKE A CARD", "DEFEND", "COLLECT", "FINISH", "START")


def _frame(h, scene):
    """Every text of one whole frame of ``scene`` (its board layer made again), as the recorder saw it."""
    boardart.board_surface.cache_clear()
    scene.layers.forget("mania_board")
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return rec


def _window(h, size):
    """The app's window at ``size`` (a real window under SDL's dummy driver); the canvas's scale in it."""
    h.app.window.headless = False
    h.app.screen = h.app.window.resized(*size)
    h.app.window.present()
    assert pygame.display.get_surface().get_size() == size
    return h.app.window.dest.h / h.app.screen.get_height()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def test_every_board_caption_is_at_least_the_smallest_body_text(size):
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[2, 0, 0], hands=[[], [COLLECT_3], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu", render=True)
    scale = _window(h, size)
    rec = _frame(h, scene)
    board = [(s, n, r) for s, n, r in rec.sizes if (r is None or BOARD_AREA.colliderect(r)) and s not in CARD_BACK]
    drawn = {s for s, _n, _r in board}
    assert all(any(c in s for s in drawn) for c in CAPTIONS), drawn
    small = sorted({(s, n) for s, n, _r in board if n < text.SMALLEST_BODY})
    assert not small, f"captions smaller than the smallest body text ({text.SMALLEST_BODY}): {small}"
    # As the window shows them: a caption's capitals stand at least as tall as the smallest body text's.
    least = text.render("LIMIT", text.BODY, text.SMALLEST_BODY, (255, 255, 255)).get_bounding_rect().h * scale
    for s, _n, r in board:
        if r is not None and s.isupper():
            assert r.h * scale >= least - 0.5, (s, r.h * scale, least)


def _labels_and_boxes(rec):
    # The labels are drawn on the board's layer, the canvas's size, blitted at (0, 0): its pixels are the
    # canvas's.
    labels = [r for r, s, _clip in rec.sprites if s == "TAKE A CARD"]
    panels = [r for kind, r, _opaque in rec.marks if kind == "box" and not r.contains(BOARD_AREA)]  # (a backdrop)
    return labels, panels


def test_take_a_card_labels_stand_clear_of_the_choice_boxes():
    # A list choice (the box in the middle), then the bet box beside the duel box.
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[2, 0, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu", render=True)
    assert scene.person_to_choose() == 0
    labels, panels = _labels_and_boxes(_frame(h, scene))
    assert len(labels) == 3 and boxes.CHOICE_RECT in panels
    for label in labels:
        assert not label.colliderect(boxes.CHOICE_RECT), f"TAKE A CARD at {label} under the choice box"

    st = Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2))  # Cy (CPU) duels Dee
    h, scene = start(st, "keys_a", "cpu", "cpu", "cpu", render=True)
    run_until(h, lambda: st.phase == "bet" and st.current_player() == 0 and not scene.busy(), 5000)
    assert scene.person_to_choose() == 0
    labels, panels = _labels_and_boxes(_frame(h, scene))
    assert len(labels) == 3 and boxes.DUEL_CHOICE_RECT in panels
    for label in labels:
        hit = label.collidelist(panels)
        assert hit < 0, f"TAKE A CARD at {label} under a box drawn at {panels[hit]}"

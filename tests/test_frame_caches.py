"""Frame time (issue 25): the parts of a picture kept between frames (Insert Coin's sheets, Mania's piles)
are used, and a frame drawn from them is, pixel for pixel, the frame drawn in full (caches are bypassed
while text is recorded, so the text-fits test sees every text drawn)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from arcade.core.render import text
from arcade.games import registry
from arcade.games.insertcoin import sheets
from arcade.games.mania import table
from arcade.testing import Harness


def _full_and_kept(h):
    h.app.invalidate_canvas()
    h.app.render(force=True)
    kept = pygame.image.tobytes(h.app.screen, "RGB")
    h.app.invalidate_canvas()
    with text.recording(h.app.screen):
        h.app.render(force=True)
    return kept, pygame.image.tobytes(h.app.screen, "RGB")


@pytest.mark.parametrize("game", ["insertcoin", "mania"])
def test_a_frame_from_kept_parts_is_the_frame_drawn_in_full(game, monkeypatch):
    calls = {"full": 0}
    if game == "insertcoin":
        real = sheets.draw_sheet
        monkeypatch.setattr(
            sheets, "draw_sheet", lambda *a, **k: (calls.__setitem__("full", calls["full"] + 1), real(*a, **k))
        )
    else:
        real = table.paint_piles
        monkeypatch.setattr(
            table, "paint_piles", lambda *a, **k: (calls.__setitem__("full", calls["full"] + 1), real(*a, **k))
        )
    h = Harness()
    h.boot()
    h.app.scenes.clear()
    h.app.scenes.push(registry.get(game).demo(h.app))
    compared = 0
    for i in range(600):
        h.clock.advance(1000 / 60)
        h.app.step(h.clock.now_ms())
        if i % 40 == 20:
            before = calls["full"]
            h.app.invalidate_canvas()
            h.app.render(force=True)
            h.app.invalidate_canvas()
            h.app.render(force=True)
            if calls["full"] == before:  # the second full redraw drew nothing of those parts again
                compared += 1
            kept, full = _full_and_kept(h)
            assert kept == full, f"{game}: frame {i} drawn from kept parts differs from the full drawing"
    assert compared >= 5, f"{game}: the kept parts are used ({compared} frames)"


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5, 6])
def test_the_table_laid_around_the_sheets_and_under_each_covers_the_screen_once(seats):
    from arcade.games.insertcoin import layout as L

    rects = [lay.rect for lay in L.layouts(seats)]
    around = [pygame.Rect(r) for r in L.outside(rects)]
    parts = around + [pygame.Rect(r) for r in rects]
    assert sum(r.w * r.h for r in parts) == 1280 * 720
    assert not any(a.colliderect(b) for i, a in enumerate(parts) for b in parts[i + 1 :]), "no part laid twice"


@pytest.mark.parametrize("seats", [1, 2, 3, 5])
def test_a_sheet_drawn_again_part_by_part_is_the_sheet_drawn_in_full(seats, monkeypatch):
    """A card landing draws again only the parts of a sheet that changed (its info, a Level: see
    ``sheets.patch_sheet``) over the picture kept from before; at every table's layout the sheets so drawn
    are, pixel for pixel, the sheets drawn in full."""
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.insertcoin.scene import InsertCoinScene

    patched = {"parts": 0}
    real = sheets.patch_sheet

    def counted(*args, **kwargs):
        patched["parts"] += len(args[-1])
        return real(*args, **kwargs)

    monkeypatch.setattr(sheets, "patch_sheet", counted)
    h = Harness()
    h.boot()
    cpus = [SeatConfig(f"C{i + 1}", "cpu", "Greedy") for i in range(seats)]
    scene = InsertCoinScene(h.app, LobbyConfig("insertcoin", cpus, {}, 11 + seats))
    h.app.scenes.clear()
    h.app.scenes.push(scene)
    compared = 0
    for i in range(480):
        job = getattr(scene, "cpu_job", None)
        if job is not None:
            job.result(timeout=30)
        before = patched["parts"]
        h.clock.advance(1000 / 60)
        h.app.step(h.clock.now_ms())
        if patched["parts"] > before:
            compared += 1
            kept, full = _full_and_kept(h)
            assert kept == full, f"{seats} seats: frame {i}, its sheets drawn again part by part differ from in full"
    assert compared >= 5, f"{seats} seats: sheets were drawn again part by part ({compared} frames)"


@pytest.mark.parametrize("on_last", [0, 2])
def test_a_level_completed_draws_the_abilities_beside_the_last_level_again(on_last):
    """One or two seats: the abilities beside the last Level say which Levels are done. A frame where the
    first Level is completed (with squares landing on the last one, or not) draws those abilities again."""
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.insertcoin.pieces import GRID, cells_of
    from arcade.games.insertcoin.rules import InsertCoin
    from arcade.games.insertcoin.scene import InsertCoinScene

    levels = [[14, 26, 12], [0, 8, 12]]  # Kabuki Love, Power Cherry, Skull; Robot, Demon King, Skull
    before = InsertCoin.arranged(levels, top=[1, 2], seed=3)
    h = Harness()
    h.boot()
    cpus = [SeatConfig("C1", "cpu", "Greedy"), SeatConfig("C2", "cpu", "Greedy")]
    scene = InsertCoinScene(h.app, LobbyConfig("insertcoin", cpus, {}, 3), state=before)
    h.app.scenes.clear()
    h.app.scenes.push(scene)
    h.app.invalidate_canvas()
    h.app.render(force=True)  # every sheet kept as it is
    done = before.shape_of(0, 0).mask
    last = sum(1 << (y * GRID + x) for x, y in cells_of(before.shape_of(0, 2).mask)[:on_last])
    scene.state = InsertCoin.arranged(levels, top=[1, 2], seed=3, filled=[[done, 0, last], [0, 0, 0]])
    scene.forget_frame()
    kept, full = _full_and_kept(h)
    assert kept == full, "the abilities say the first Level is done"

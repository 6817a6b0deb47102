"""A game whose results go to boards of its own (Console Free Play: one per game and skill) shows on its
own statistics page the totals of those boards, not "Played 0 / No scores yet" (issue 25, the cabinet)."""

from __future__ import annotations

from arcade.core.stats import SeatResult
from arcade.games.console.sessions import board_name
from arcade.scenes.stats import StatsScene, summary
from arcade.testing import Harness


def _play(h: Harness) -> None:
    h.app.stats.record(board_name("rattler", 1), [SeatResult("ANN", 120, True, False)])
    h.app.stats.record(board_name("rattler", 1), [SeatResult("BOB", 80, True, False)])
    h.app.stats.record(board_name("sneak_attack", 2), [SeatResult("CAT", 348, True, False)])


def test_console_page_sums_its_boards():
    h = Harness()
    _play(h)
    summ = summary(h.app.stats.boards, "console")
    assert summ is not None
    assert summ.played == 3 and summ.won == 0
    assert summ.best == 348
    assert summ.average == (120 + 80 + 348) / 3
    by_title = {line.title: line for line in summ.lines}
    rattler = next(line for t, line in by_title.items() if "Rattler" in t)
    assert rattler.played == 2 and rattler.best is not None and rattler.best["name"] == "ANN"
    assert not any(t.startswith("Console") for t in by_title), "rows named under the game, not again by it"


def test_a_game_with_its_own_runs_keeps_its_own_page():
    h = Harness()
    h.app.stats.record("vegas", [SeatResult("ANN", 50, True, True)])
    h.app.stats.record("vegas:solo", [SeatResult("ANN", 70, True, False)])
    assert summary(h.app.stats.boards, "vegas") is None
    assert summary(h.app.stats.boards, "crashline") is None  # no boards at all: the empty page


def test_the_page_shows_the_totals(monkeypatch):
    import pygame

    import arcade.core.render.text as text_mod

    h = Harness()
    _play(h)
    h.boot(StatsScene(h.app))
    stats = h.top
    stats.index = stats.boards.index("console")
    words: list[str] = []
    real = text_mod.blit

    def spy(surface, s, *a, **k):
        words.append(str(s))
        return real(surface, s, *a, **k)

    monkeypatch.setattr(text_mod, "blit", spy)
    stats.draw(pygame.Surface((1280, 720)))
    assert "No scores yet: go set one!" not in words
    assert "3" in words and "348" in words and "CAT" in words

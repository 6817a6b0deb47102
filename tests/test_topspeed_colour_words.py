"""Issue 36, item 16: in colour-blind mode Top Speed!'s row cards name their colour ("green helmet", or
"green" where both words do not fit), never the part alone ("helmet", "gas can")."""

import pygame

from arcade.core.render import text
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.topspeed import art
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.scene import TopSpeedScene
from arcade.testing import Harness


def labels_drawn_on_the_table(colour_blind, monkeypatch):
    """A real race of two CPUs, drawn as it goes; every row card painted reports the words drawn on it."""
    seen: list[tuple[int, str]] = []
    paint = art.paint_part_card

    def recorded(surf, key, blind):
        with text.recording(surf) as rec:
            paint(surf, key, blind)
        seen.extend((key[0], what) for kind, _r, what in rec.marks if kind == "text")

    monkeypatch.setattr(art, "paint_part_card", recorded)
    h = Harness()
    h.app.settings["colour_blind"] = colour_blind
    h.boot()
    h.app.apply_settings()
    seats = [SeatConfig("Ann", "cpu", "Expert"), SeatConfig("Bo", "cpu", "Expert")]
    scene = h.app.push(TopSpeedScene(h.app, LobbyConfig("topspeed", seats, {}, 11)))
    h.advance(15000)  # the countdown, then the CPUs fill the rows
    scene.app.invalidate_canvas()
    h.app.render(force=True)
    return seen


def test_colour_blind_row_cards_keep_the_colour_word(monkeypatch):
    seen = labels_drawn_on_the_table(True, monkeypatch)
    assert seen, "row cards were painted"
    for card_id, words in seen:
        assert C.COLOURS[C.colour_of(card_id)] in words.split(), (card_id, words)


def test_the_strip_keeps_the_colour_where_both_words_do_not_fit():
    pygame.font.init()
    green_can = art.strip_label(C.card("gascan", "green"))
    assert art.strip_text(green_can, 20, 400, True)[0] == "green gas can"
    assert art.strip_text(green_can, 20, 50, True)[0] == "green"
    assert art.strip_text(green_can, 20, 50, False)[0] == "gas can"

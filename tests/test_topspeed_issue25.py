"""Issue 25, Top Speed!: the next-slot outline clear of the last card, cards that read at a glance, the
lobby's "Practice clock" row only with one player and unchanged by Enter, long rows kept on the table."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.topspeed import art
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.layout import load_table
from arcade.games.topspeed.scene import COUNTDOWN_MS, TopSpeedScene
from arcade.scenes.lobby import LobbyScene
from arcade.testing import Harness


def race(rows=None):
    cfg = LobbyConfig(
        "topspeed",
        [SeatConfig("Ann", "human", "", "keys_b", {}), SeatConfig("Bob", "human", "", "keys_a")],
        {},
        4,
    )
    h = Harness(fps=20)
    h.boot()
    scene = h.app.push(TopSpeedScene(h.app, cfg))
    h.advance(COUNTDOWN_MS + 1500)
    for r, cards in (rows or {}).items():
        scene.state.rows[r] = list(cards)
    scene.acts += 1  # the table changed outside the engine: the frame's view is made again
    return h, scene


# ------------------------------------------------------------------------------ the lobby
def lobby_rows(lobby):
    return [item.label for item in lobby.items]


def test_the_practice_clock_row_shows_only_with_one_player():
    h = Harness(fps=20)
    h.boot()
    lobby = h.app.push(LobbyScene(h.app, registry.get("topspeed")))
    assert lobby.count == 2
    assert not any("Practice" in label for label in lobby_rows(lobby))
    lobby.index = 0  # the Players row
    h.tap("keys_a", "left")
    assert lobby.count == 1
    assert any("Practice" in label for label in lobby_rows(lobby))
    h.tap("keys_a", "right")
    assert not any("Practice" in label for label in lobby_rows(lobby))


def test_enter_on_an_option_row_does_not_change_it_left_and_right_do():
    h = Harness(fps=20)
    h.boot()
    lobby = h.app.push(LobbyScene(h.app, registry.get("topspeed")))
    lobby.index = 0
    h.tap("keys_a", "left")  # one player: the practice clock row
    row = next(i for i, label in enumerate(lobby_rows(lobby)) if "Practice" in label)
    lobby.index = row
    before = lobby.options["practice_s"]
    h.tap("keys_a", "confirm")
    assert lobby.options["practice_s"] == before and h.top is lobby
    assert lobby.items[lobby.index].label == "START"  # Enter goes on to the row it acts on
    lobby.index = row
    h.tap("keys_a", "right")
    assert lobby.options["practice_s"] != before


# ------------------------------------------------------------------------------ the table
def table_rect(lay):
    """Between the deck panels, below the top bar and above the hint line."""
    left = lay.seats[0][0] + lay.seats[0][2]
    top = lay.hud[1] + lay.hud[3]
    return pygame.Rect(left, top, lay.seats[1][0] - left, lay.status[1] - top)


@pytest.mark.parametrize("n", [0, 1, 2, 3, 5, 8, 12, 20, 42])
def test_the_next_slot_outline_never_covers_the_last_card_and_stays_on_the_table(n):
    lay = load_table()
    table = table_rect(lay)
    for row in range(C.N_ROWS):
        slot = pygame.Rect(lay.slot_outline(row, n))
        assert slot.h >= 4 and slot.w > 0
        assert table.contains(slot), (row, n, slot, table)
        if n:
            last = pygame.Rect(lay.card_rect(row, n - 1, n))
            assert not slot.colliderect(last), (row, n, slot, last)


@pytest.mark.parametrize("n", [1, 4, 9, 16, 30, 42])
def test_a_row_with_many_mistakes_stays_inside_its_area(n):
    lay = load_table()
    table = table_rect(lay)
    for row in range(C.N_ROWS):
        area = pygame.Rect(lay.rows[row][0])
        for k in range(n):
            rect = pygame.Rect(lay.card_rect(row, k, n))
            assert area.contains(rect) and table.contains(rect)
        assert area.contains(pygame.Rect(lay.tag_rect(row, n)))


def test_drawn_cursors_leave_the_last_card_as_it_is():
    """The outline is drawn beyond the outermost card: the card's own pixels are untouched."""
    cards = [C.card("tire", "yellow"), C.card("helmet", "red")]
    h, scene = race({1: cards, 5: [C.card(p, p % 6) for p in range(7)] + [C.card(0, 3), C.card(1, 4)]})
    scene.ui = scene.ui.moved(0, 1)  # Ann's cursor on lane 1: rows 1 and 5
    scene.acts += 1  # the table changed outside the engine: the frame's view is made again
    lay = scene.layout
    h.app.invalidate_canvas()
    h.app.render(force=True)
    with_cursor = h.app.screen.copy()
    for row in (1, 5):
        n = len(scene.state.rows[row])
        last = pygame.Rect(lay.card_rect(row, n - 1, n))
        card = scene.app.cards.custom(
            art.paint_part_card,
            (scene.state.rows[row][-1], lay.rows[row][1] < 0, lay.visible(row, n - 1, n)),
            lay.card_size,
        )
        for x in range(last.x + 12, last.right - 4, 9):
            for y in range(last.y + 4, last.bottom - 4, 5):
                got = tuple(with_cursor.get_at((x, y)))[:3]
                want = tuple(card.get_at((x - last.x, y - last.y)))[:3]
                assert got == want, (row, (x, y), got, want)


# ------------------------------------------------------------------------------ cards at a glance
def test_a_row_card_names_its_colour_and_part():
    assert art.strip_label(C.card("plug", "orange")) == "orange plug"
    assert art.strip_label(C.card("wheel", "purple")) == "purple wheel"
    assert art.strip_label(C.card("gascan", "green")) == "green gas can"


@pytest.mark.parametrize("band", [12, 16, 20, 32])
def test_a_thin_strip_draws_its_label_only_where_it_fits(band):
    """Text is drawn only inside the card's visible strip: the covered part stays clean for the next card."""
    pygame.font.init()
    lay = load_table()
    cw, ch = lay.card_size
    surf = pygame.Surface((cw, ch), pygame.SRCALPHA)
    art.paint_part_card(surf, (C.card("muffler", "orange"), False, band), False)
    # below the strip (a row growing downwards shows its top strip), nothing but the card's fill and frame
    rows = range(band + 2, ch - 3)
    colours = {tuple(surf.get_at((x, y)))[:3] for x in range(16, cw - 4) for y in rows}
    assert len(colours) <= 2, colours
    label = art.strip_text(art.strip_label(C.card("muffler", "orange")), band, 95)
    assert (label is None) == (band < art.STRIP_TEXT_MIN)
    if label is not None:
        assert label[1] <= band - 3 and "muffler" in label[0]


@pytest.mark.parametrize("width", [100, 140, 210])
def test_a_big_card_s_name_fits_its_card(width):
    from arcade.core.render import text

    pygame.font.init()
    for card_id in range(C.N_CARDS):
        words, size = art.big_card_label(card_id, width, 16)
        assert text.measure(text.body(size, bold=True), words) <= width, (card_id, words, size)
        assert C.PART_NAMES[C.part_of(card_id)].split()[-1] in words

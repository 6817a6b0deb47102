"""The how-to-play pages: every game has them, and they fit the how-to panel."""

from pathlib import Path

from arcade.games import registry
from arcade.scenes.howto_pages import PAGES as CABINET_PAGES

GAME_IDS = ("crashline", "vegas", "mania", "insertcoin", "topspeed", "console")
ALL_IDS = GAME_IDS + ("cabinet",)
EXTRA_CHARS = set("é…–—")
PAGES = {g.id: g.howto for g in registry.games()} | {"cabinet": CABINET_PAGES}


def _allowed(ch: str) -> bool:
    return ch == "\n" or (ch.isprintable() and (ch.isascii() or ch in EXTRA_CHARS))


def test_every_id_present():
    for game_id in ALL_IDS:
        assert game_id in PAGES, game_id


def test_page_counts():
    for game_id in GAME_IDS:
        assert 3 <= len(PAGES[game_id]) <= 8, game_id
    assert PAGES["cabinet"]


def test_pages_are_heading_body_pairs():
    for game_id, pages in PAGES.items():
        for page in pages:
            assert isinstance(page, tuple) and len(page) in (2, 3), (game_id, page)
            assert all(isinstance(part, str) for part in page), (game_id, page)


def test_bodies_short_enough():
    for game_id, pages in PAGES.items():
        for heading, body, *_picture in pages:
            assert body.strip(), (game_id, heading)
            assert len(body.split()) <= 110, (game_id, heading, len(body.split()))


def test_headings_non_empty_and_unique():
    for game_id, pages in PAGES.items():
        headings = [page[0].strip() for page in pages]
        assert all(headings), game_id
        assert len(set(headings)) == len(headings), game_id


def test_only_printable_characters():
    for game_id, pages in PAGES.items():
        for heading, body, *_picture in pages:
            assert "\n" not in heading, (game_id, heading)
            bad = sorted({ch for ch in heading + body if not _allowed(ch)})
            assert not bad, (game_id, heading, bad)


def test_pictures_resolve_and_every_game_ends_with_its_keys():
    from arcade.games.info import resolve
    from arcade.scenes.howto import KEYS, pages_of

    for info in registry.games():
        for page in info.howto:
            if len(page) == 3:
                assert callable(resolve(page[2])), (info.id, page[0])
        assert pages_of(info.id)[-1][2] == KEYS, info.id


def test_the_keys_page_draws_every_device_of_the_game():
    from arcade.scenes.howto import HowToScene, pages_of
    from arcade.testing import Harness

    h = Harness()
    h.boot(HowToScene(h.app, "crashline"))
    h.top.page = len(pages_of("crashline")) - 1
    h.advance(300)
    h.app.render(force=True)
    caps = sum(
        1
        for x in range(150, 1130, 3)
        for y in range(300, 560, 3)
        if tuple(h.app.screen.get_at((x, y)))[:3] == (150, 146, 176)
    )
    assert caps > 400, "keycaps are drawn"


def test_enabled_games_have_a_quick_reference():
    for info in registry.games():
        if info.enabled:
            assert any(p[0] == "Quick reference" for p in info.howto), info.id


def test_every_page_fits_its_panel():
    """Pages with a picture have a narrower column (520 px at 23 px); the rest 920 px at 25 px: every line
    must fit the panel's 350 px of text height."""
    import pygame

    from arcade.core.render import text

    pygame.font.init()
    for game_id, pages in PAGES.items():
        for page in pages:
            heading, body = page[0], page[1]
            width, size = (520, 23) if len(page) == 3 else (920, 25)
            lines = text.wrap(body, text.BODY, size, width)
            height = len(lines) * (text.font(text.BODY, size).get_linesize() + 2)
            assert height <= 350, (game_id, heading, len(lines))


def test_the_cabinet_pages_say_where_replays_are_and_name_every_option():
    """Issue 36, item 3: Replays is on Select Game (not the title screen), and the Options page names every
    setting the Options screen has."""
    from arcade.scenes.options import OptionsScene
    from arcade.testing import Harness

    pages = dict(page[:2] for page in CABINET_PAGES)
    assert "Select Game" in pages["Replays"] and "title screen" not in pages["Replays"]
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    assert "(on the title screen)" not in readme and "**Replays** (on Select Game" in readme
    h = Harness(render=False)
    h.boot()
    labels = [item.label for item in OptionsScene(h.app).items if not item.label.endswith("...")]
    body = pages["Options"].lower()
    missing = [label for label in labels if label != "Back" and label.lower() not in body]
    assert not missing, f"the Options help page leaves out {missing}"

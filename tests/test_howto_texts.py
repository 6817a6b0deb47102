"""The how-to-play pages: every game has them, and they fit the how-to panel."""
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
        assert 3 <= len(PAGES[game_id]) <= 6, game_id
    assert PAGES["cabinet"]


def test_pages_are_heading_body_pairs():
    for game_id, pages in PAGES.items():
        for page in pages:
            assert isinstance(page, tuple) and len(page) == 2, (game_id, page)
            assert all(isinstance(part, str) for part in page), (game_id, page)


def test_bodies_short_enough():
    for game_id, pages in PAGES.items():
        for heading, body in pages:
            assert body.strip(), (game_id, heading)
            assert len(body.split()) <= 110, (game_id, heading, len(body.split()))


def test_headings_non_empty_and_unique():
    for game_id, pages in PAGES.items():
        headings = [heading.strip() for heading, _ in pages]
        assert all(headings), game_id
        assert len(set(headings)) == len(headings), game_id


def test_only_printable_characters():
    for game_id, pages in PAGES.items():
        for heading, body in pages:
            assert "\n" not in heading, (game_id, heading)
            bad = sorted({ch for ch in heading + body if not _allowed(ch)})
            assert not bad, (game_id, heading, bad)

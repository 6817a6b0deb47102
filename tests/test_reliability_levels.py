"""Issue 22, item 6 (the shared part): level limits set from what the shipped maps need, and text fitted
by halving in the shared menus (a 900 KB title was cut one character at a time)."""

import pytest

from arcade.core import levels, paths
from arcade.core.levels import LevelError, precheck

HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" width="{w}" '
    'height="{h}" tilewidth="16" tileheight="16">\n'
)


def write(tmp_path, body, w=40, h=23):
    p = tmp_path / "t.tmx"
    p.write_text(HEAD.format(w=w, h=h) + body + "</map>\n")
    return p


def tile_layer(i, w, h):
    return f'<layer id="{i}" name="L{i}" width="{w}" height="{h}"><data encoding="csv">{",".join(["0"] * (w * h))}</data></layer>\n'


def test_the_shipped_levels_pass_with_room_to_spare():
    files = sorted(paths.level().glob("*.tmx"))
    assert len(files) >= 10
    for f in files:
        precheck(f)


def test_sixty_tile_layers_of_512_are_refused_before_pytmx(tmp_path):
    body = "".join(
        f'<layer id="{i}" name="L{i}" width="512" height="512"><data encoding="csv"></data></layer>\n'
        for i in range(60)
    )
    with pytest.raises(LevelError, match="expected 1 to 160"):
        precheck(write(tmp_path, body, 512, 512))
    with pytest.raises(LevelError, match="layers, at most 16"):
        precheck(write(tmp_path, body.replace("512", "8"), 8, 8))
    with pytest.raises(LevelError, match="tile layers"):
        precheck(write(tmp_path, "".join(tile_layer(i, 8, 8) for i in range(levels.MAX_TILE_LAYERS + 1)), 8, 8))
    with pytest.raises(LevelError, match="tiles in all"):
        precheck(write(tmp_path, tile_layer(1, 150, 150), 150, 150))
    precheck(write(tmp_path, tile_layer(1, 8, 8), 8, 8))  # what Insert Coin's shapes use


@pytest.mark.parametrize(
    "body,words",
    [
        ('<properties><property name="title" value="{big}"/></properties>', "characters long"),
        ('<properties><property name="title">{big}</property></properties>', "characters long"),
        ('<objectgroup id="1" name="rows"><object id="1" name="{big}" x="1" y="1"/></objectgroup>', "characters"),
        ('<objectgroup id="1" name="{big}"/>', "characters"),
    ],
)
def test_titles_and_labels_longer_than_a_level_needs_are_refused(tmp_path, body, words):
    with pytest.raises(LevelError, match=words):
        precheck(write(tmp_path, body.format(big="T" * 5000)))
    with pytest.raises(LevelError, match="too large|bytes"):  # a 900 KB title: the file itself is too big
        precheck(write(tmp_path, body.format(big="T" * 900_000)))


def test_a_menu_row_cuts_a_long_label_instead_of_drawing_past_its_edge():
    import pygame

    from arcade.core.render import draw, palette

    pygame.init()
    surface = pygame.Surface((1280, 100))
    surface.fill((1, 2, 3))
    rect = pygame.Rect(100, 20, 400, 50)
    draw.menu_item(surface, rect, "W" * 900_000, True, value="V" * 5000)
    outside = {tuple(surface.get_at((x, 45)))[:3] for x in range(rect.right + 2, 1280, 3)}
    assert outside == {(1, 2, 3)}, "nothing drawn right of the row"
    assert palette.WHITE  # the palette imported is the one the row draws with

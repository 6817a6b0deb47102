"""Issue 22, items 3 and 4: names that draw as nothing and lobby files from before an option existed.

The text layer never raises on any string (a seeded loop over random Unicode, with the characters that
draw as nothing, lone surrogates, NUL and very long lines); names are made visible text where they are
entered and where they are read (lobby files, kept games' seats, statistics); a lobby file fills missing
options from the defaults and drops unknown ones and values the option does not have."""

import json
import random

import pytest

from arcade.core.names import clean_name, clean_text
from arcade.core.render import text
from arcade.games import registry
from arcade.games.info import LobbyConfig
from arcade.testing import Harness

SEED = 2026_22_03
INVISIBLE = [
    "\u200b",
    "\ufeff",
    "\u00ad",
    "\u200d",
    "\u202e",
    "\u2060",
    "\u200e",
    "\u061c",
    "\u034f",
    "\u0301",
    "\u180e",
    "\U000e0001",
]
HOSTILE_NAMES = [
    "\u200b",
    "\ufeff",
    "\u00ad",
    "\u200d",
    "\u202eAnn",
    "\u200b\u200d\ufeff",
    " \u00ad ",
    "A\u0301nn\u200b",
    "\u0301\u0301",
]


def envelope(data, version=1):
    return json.dumps({"app": "coin-op-cabinet", "version": version, "data": data})


def random_string(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(0, 12)):
        pick = rng.random()
        if pick < 0.35:
            parts.append(rng.choice(INVISIBLE))
        elif pick < 0.45:
            parts.append(chr(rng.randint(0xD800, 0xDFFF)))  # a lone surrogate
        elif pick < 0.5:
            parts.append("\x00")
        elif pick < 0.55:
            parts.append("W" * rng.choice((1, 300, 5000)))
        else:
            parts.append(chr(rng.randint(0, 0x10FFFF)))
    return "".join(parts)


def test_the_text_layer_never_raises_on_any_string():
    import pygame

    pygame.init()
    rng = random.Random(SEED)
    surface = pygame.Surface((1280, 720))
    tried = 0
    for _ in range(600):
        s = random_string(rng)
        face = rng.choice((text.BODY, text.BODY_BOLD, text.PIXEL))
        size = rng.choice((8, 16, 24))
        text.blit(surface, s, (10, 10), face=face, size=size, shadow=rng.random() < 0.5, anchor="center")
        text.title(surface, s, (640, 360), size=size)
        assert isinstance(text.wrap(s, face, size, 300), list)
        text.paragraph(surface, s, pygame.Rect(0, 0, 400, 300), face=face, size=size)
        width = rng.choice((0, 5, 60, 400))
        cut = text.fit(s, face, size, width)
        assert text.measure(text.font(face, size), cut) <= width
        tried += 1
    assert tried == 600
    for s in INVISIBLE:  # each alone: an empty picture of the font's height, not an error
        img = text.render(s, text.BODY, 24, (255, 255, 255), True)
        assert img.get_height() > 0


def test_fit_cuts_a_long_line_with_an_ellipsis_in_few_measurements(monkeypatch):
    import pygame

    pygame.init()
    f = text.font(text.BODY, 20)
    calls = []
    real = text.measure

    def counting(font, value):
        calls.append(1)
        return real(font, value)

    monkeypatch.setattr(text, "measure", counting)
    line = "Shape title " * 80_000  # about 900 KB
    cut = text.fit(line, text.BODY, 20, 200)
    assert cut.endswith(text.ELLIPSIS) and real(f, cut) <= 200 < real(f, cut[:-1] + "WW" + text.ELLIPSIS)
    assert len(calls) <= 20, "halving, not one character at a time"
    assert text.fit("Short", text.BODY, 20, 200) == "Short"
    assert text.fit("Anything", text.BODY, 20, 1) == ""


@pytest.mark.parametrize(
    "raw,want",
    [
        ("\u200b", "Player 2"),
        ("\ufeff", "Player 2"),
        ("\u00ad", "Player 2"),
        ("\u200d", "Player 2"),
        ("\u202eAnn", "Ann"),
        ("  Bo\u200bb  ", "Bob"),
        ("A\u0301", "\u00c1"),
        ("\u0301", "Player 2"),
        ("Ann\u2028Lee", "Ann Lee"),
    ],
)
def test_names_are_made_visible_text(raw, want):
    assert clean_name(raw, "Player 2") == want
    assert clean_text(None) == ""


def lobby_doc(info, names, options=None):
    seats = []
    for i in range(max(info.min_players, 2 if info.max_players >= 2 else 1)):
        if i == 0 or not info.cpu_levels:
            seats.append({"name": names[i % len(names)], "kind": "human", "level": "", "device": "keys_a", "flags": {}})
        else:
            seats.append(
                {
                    "name": names[i % len(names)],
                    "kind": "cpu",
                    "level": info.cpu_levels[0],
                    "device": "keys_a",
                    "flags": {},
                }
            )
    return {
        "game_id": info.id,
        "seed": 5,
        "seats": seats,
        "options": {o.key: o.default for o in info.options} if options is None else options,
    }


LOBBY_GAMES = [g.id for g in registry.games() if g.enabled and g.uses_lobby]


@pytest.mark.parametrize("gid", LOBBY_GAMES)
def test_every_lobby_draws_names_that_draw_as_nothing(tmp_path, gid):
    from arcade.scenes.lobby import LobbyScene

    info = registry.get(gid)
    for name in HOSTILE_NAMES:
        (tmp_path / f"lobby-{gid}.json").write_text(envelope(lobby_doc(info, [name])))
        h = Harness(store_root=tmp_path)
        h.boot()
        lobby = h.app.push(LobbyScene(h.app, info))
        h.advance(300)  # drawn, with the push's fade
        h.app.render(force=True)
        for i, seat in enumerate(lobby.seats):
            assert seat.name == clean_name(name, f"Player {i + 1}") and seat.name.strip()
        assert not (tmp_path / f"lobby-{gid}.json.bad").exists(), "a name is cleaned, not refused"


def test_name_entry_gives_the_seat_default_for_an_invisible_name(tmp_path):
    from arcade.scenes.lobby import LobbyScene
    from arcade.scenes.names import NameScene

    info = registry.get("crashline")
    (tmp_path / "lobby-crashline.json").write_text(envelope(lobby_doc(info, ["Ann", "\u200b"])))
    h = Harness(store_root=tmp_path)
    h.boot()
    lobby = h.app.push(LobbyScene(h.app, info))
    h.advance(300)
    assert lobby.seats[1].name == "Player 2"
    lobby.seats[1].name = "\u200bZed"  # however a name got there, the entry shows what can be seen
    lobby._rename(1)
    entry = h.top
    assert isinstance(entry, NameScene) and entry.name == "Zed"
    entry.name = "\u00ad \u200d"
    entry._finish()
    assert lobby.seats[1].name == "Player 2"


def held_game(h, gid, names):
    """A kept game of ``gid`` made by the real app, its seats renamed to ``names``."""
    info = registry.get(gid)
    doc = lobby_doc(info, ["Ann"])
    cfg = LobbyConfig.from_data(doc)
    scene = h.app.push(info.start(h.app, cfg))
    h.advance(200)
    data = scene.hold_data()
    h.app.pop()
    h.advance(300)
    for i, seat in enumerate(data["config"]["seats"]):
        seat["name"] = names[i % len(names)]
    assert h.app.hold(gid, data)
    return info


@pytest.mark.parametrize("gid", [g.id for g in registry.games() if g.enabled and g.resume])
def test_every_kept_game_resumes_and_draws_with_such_names(tmp_path, gid):
    h = Harness(store_root=tmp_path)
    h.boot()
    info = held_game(h, gid, HOSTILE_NAMES)
    held = h.app.held(gid)
    assert held is not None, h.app.store.warnings
    names = [s["name"] for s in held["state"]["config"]["seats"]]
    assert all(n.strip() and n == clean_name(n, "x") for n in names), names
    scene = h.app.push(info.resume(h.app, held["state"]))
    h.advance(500)
    h.app.render(force=True)
    assert h.top is scene


def test_statistics_draw_names_that_draw_as_nothing(tmp_path):
    board = {
        "played": 3,
        "won": 1,
        "total": 10.0,
        "counted": 3,
        "best": 5.0,
        "recent": [1, 2],
        "top": [{"name": n, "score": 9.0 - i, "date": "\u200b"} for i, n in enumerate(HOSTILE_NAMES)],
    }
    (tmp_path / "stats.json").write_text(envelope({"crashline": board, "\u200b": board}))
    h = Harness(store_root=tmp_path)
    h.boot()
    from arcade.scenes.stats import StatsScene

    stats = h.app.push(StatsScene(h.app))
    for _ in range(len(stats.boards)):
        h.advance(300)
        h.app.render(force=True)
        h.tap("keys_a", "right")
    assert h.top is stats and not (tmp_path / "stats.json.bad").exists()
    names = [e["name"] for e in h.app.stats.board("crashline")["top"]]
    assert names[0] == "Player" and "Ann" in names and all(n.strip() for n in names)
    from arcade.core.stats import SeatResult

    h.app.stats.record("topspeed", [SeatResult("\u200b\ufeff", 4.0)], save=False)
    assert h.app.stats.board("topspeed")["top"][0]["name"] == "Player"


# -- item 4: lobby files from before an option existed ----------------------------------------------
def test_a_vegas_lobby_from_before_the_expansions_opens_with_the_defaults(tmp_path):
    info = registry.get("vegas")
    options = {o.key: o.default for o in info.options if o.key not in ("spin", "cumber")}
    options["rounds"] = 3
    (tmp_path / "lobby-vegas.json").write_text(envelope(lobby_doc(info, ["Ann", "Bob"], options)))
    h = Harness(store_root=tmp_path)
    from arcade.core import lessons_offered
    from arcade.scenes.select import GameSelectScene

    lessons_offered.mark_offered(h.app.store, "vegas")  # its lesson was offered before: the lobby shows
    h.boot(GameSelectScene(h.app))
    sel = h.top
    sel.index = [g.id for g in sel.games].index("vegas")
    sel.activate()
    h.advance(300)
    lobby = h.top
    assert type(lobby).__name__ == "LobbyScene"
    assert lobby.options["spin"] is None and lobby.options["cumber"] is None and lobby.options["rounds"] == 3
    assert not (tmp_path / "lobby-vegas.json.bad").exists()


@pytest.mark.parametrize("gid", LOBBY_GAMES)
def test_every_lobby_fills_missing_options_and_drops_unknown_and_stale_ones(tmp_path, gid):
    from arcade.scenes.lobby import LobbyScene

    info = registry.get(gid)
    rng = random.Random(SEED)
    for case in range(12):
        options = {}
        for o in info.options:
            roll = rng.random()
            if roll < 0.3:
                continue  # missing (from before the option existed)
            options[o.key] = rng.choice(o.choices) if roll < 0.6 else rng.choice(["nope", 99, True, None, 1.5])
        options["gone_option"] = "x"  # an option the game no longer has
        (tmp_path / f"lobby-{gid}.json").write_text(envelope(lobby_doc(info, ["Ann", "Bob"], options)))
        h = Harness(store_root=tmp_path)
        h.boot()
        lobby = h.app.push(LobbyScene(h.app, info))
        h.advance(300)
        assert set(lobby.options) == {o.key for o in info.options}
        for o in info.options:
            value = lobby.options[o.key]
            assert any(type(c) is type(value) and c == value for c in o.choices), (case, o.key, value)
            saved = options.get(o.key, object())
            if any(type(c) is type(saved) and c == saved for c in o.choices):
                assert value == saved
            else:
                assert value == o.default
        lobby.rebuild()
        h.app.render(force=True)

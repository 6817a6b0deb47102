"""Issue 36, item 4: Vegas's variations sit far down the lobby's list; what the options turn on (the
expansions and the variations, in words) is one summary beside START, always in view, cut to fit."""

from arcade.core.render import text
from arcade.games import registry
from arcade.games.vegas.variations import VARIATIONS
from arcade.scenes.lobby import LobbyScene
from arcade.testing import Harness


def drawn_texts(h):
    h.app.invalidate_canvas()  # drawn in full, not kept from the last frame
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return [(what, rect) for kind, rect, what in rec.marks if kind == "text"]


def vegas_lobby(**options):
    h = Harness()
    h.boot()
    lobby = h.app.push(LobbyScene(h.app, registry.get("vegas")))
    lobby.options.update(options)
    lobby.rebuild()
    lobby.index = 0
    h.advance(300)
    return h, lobby


def test_variations_turned_on_are_named_beside_start_while_their_rows_are_out_of_view():
    h, lobby = vegas_lobby(var_J=True, var_M=True, spin="A")
    shown_rows = {lobby.items[i].label for i in lobby.shown_indices()}
    assert not any(label.startswith(("J:", "M:")) for label in shown_rows), "the rows are below the fold"
    start = lobby.item_rect(len(lobby.items) - 1)
    texts = drawn_texts(h)
    beside = [(what, r) for what, r in texts if abs(r.centery - start.centery) < start.h and r.x >= start.right]
    words = " ".join(what for what, _r in beside)
    assert "Expansions: Spin Again A" in words
    assert "Variations: J 4x3 machine, M from memory" in words
    assert all(r.right <= lobby.panel_rect.right for _w, r in beside)


def test_a_plain_game_says_so_and_a_long_summary_is_cut_to_fit():
    h, lobby = vegas_lobby()
    start = lobby.item_rect(len(lobby.items) - 1)
    assert any("Plain game" in what and r.x >= start.right for what, r in drawn_texts(h))
    lobby.options.update({f"var_{v}": True for v in VARIATIONS})
    h.advance(50)
    lines = [(what, r) for what, r in drawn_texts(h) if what.startswith("Variations: A covered pairs")]
    assert lines and lines[0][0].endswith("\u2026") and lines[0][1].right <= lobby.panel_rect.right


def test_games_without_a_summary_draw_none():
    h = Harness()
    h.boot()
    lobby = h.app.push(LobbyScene(h.app, registry.get("crashline")))
    h.advance(300)
    assert lobby.summary() == ()


def test_the_summary_keeps_clear_of_the_list_s_more_below():
    for options in ({}, {"var_J": True, "var_M": True, "spin": "A"}):
        h, lobby = vegas_lobby(**options)
        texts = drawn_texts(h)
        more = [r for what, r in texts if what == "more below"]
        start = lobby.item_rect(len(lobby.items) - 1)
        summary = [
            r
            for what, r in texts
            if what != "more below" and r.x >= start.right and r.centery > lobby.panel_rect.bottom
        ]
        assert more and summary, "the list runs on below, and the summary is beside START"
        gap = min(s.top - m.bottom for m in more for s in summary)
        assert gap >= 6, f"the summary sits {gap} px under 'more below': the two read as one"

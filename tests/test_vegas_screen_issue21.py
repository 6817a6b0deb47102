"""Vegas Slot Machine 1973, issue 21, what a player is told and shown: D and J explained on screen,
M's lit spaces, Spin Again A's cards for all, team partners, the how-to, the lobby hints."""

from __future__ import annotations

import os
import sys

import pygame

sys.path.insert(0, os.path.dirname(__file__))

from vegas_rig import BE, CH, OR, rig

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.vegas import art, endscreen, machine, machine_art, panels, shown
from arcade.games.vegas.components import SPIN
from arcade.games.vegas.howto import PAGES
from arcade.games.vegas.info import INFO
from arcade.games.vegas.rules import PH_PLAY, Act
from arcade.games.vegas.scene import MACHINE, VegasScene
from arcade.games.vegas.setup import Geometry
from arcade.games.vegas.variations import VARIATION_TEXT
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness


def start(seats, options, seed=5, render=True):
    h = Harness(render=render)
    h.app.settings["anim_speed"] = 0.0
    h.boot(GameSelectScene(h.app))
    scene = h.app.push(VegasScene(h.app, LobbyConfig("vegas", seats, dict(options), seed)))
    h.advance(20)
    return h, scene


def human(name="Ann"):
    return SeatConfig(name, "human", "", "keys_a")


def cpu(name):
    return SeatConfig(name, "cpu", "Medium")


# ---- D and J on screen -----------------------------------------------------------------------------
def test_the_caption_says_how_many_paylines_and_that_each_machine_counts_alone():
    j = panels.caption(Geometry(4, 3, 1), True)
    assert "14 paylines" in j and "hand" in j
    d = panels.caption(Geometry(3, 3, 2), True)
    assert "each counted on its own" in d and "8 paylines" in d
    assert "no payline" in panels.caption(Geometry(3, 3, 2), False)
    assert "14 in each machine" in panels.score_note(Geometry(4, 3, 2))
    assert "one machine" in panels.score_note(Geometry(3, 3, 2))


def test_d_and_j_leave_room_for_the_caption_and_label_each_machine():
    for letters, labels in (("D", 2), ("J", 0), ("DJ", 2)):
        h, scene = start([human(), cpu("Blinky")], {"mode": "competitive", **{f"var_{x}": True for x in letters}})
        frames_bottom = max(r.bottom for r in scene.rects) + 17
        assert frames_bottom <= MACHINE.bottom - panels.CAPTION_H + 4, letters
        seen = []
        orig_render = panels.text.render

        def render(words, *a, **k):
            seen.append(words)  # noqa: B023 - called only inside this iteration
            return orig_render(words, *a, **k)  # noqa: B023

        panels.text.render = render
        try:
            machine.table(scene.state.geo, True)
        finally:
            panels.text.render = orig_render
        assert sum(1 for w in seen if "MACHINE" in w) == labels, letters
        assert any("paylines" in w for w in seen), letters


def test_the_paylines_through_the_cursor_are_drawn_on_the_wide_grid():
    geo = Geometry(4, 3, 1)
    rects = machine_art.machine_rects(panels.machine_area(MACHINE, geo), 4, 3, 1)
    surf = pygame.Surface((1280, 720))
    panels.payline_guides(surf, rects, geo, 5, (255, 220, 40))
    gap = (rects[5].right + rects[6].left) // 2, rects[5].centery  # between spaces 5 and 6
    assert tuple(surf.get_at(gap))[:3] == (255, 220, 40)


def test_a_long_log_line_of_two_machines_fits_the_side_panel():
    line, size = panels.fit("Blinky: Lemon right machine: bottom row, column 3 and more words", 388)
    assert panels.text.font(panels.text.BODY, size).size(line)[0] <= 388


# ---- M: what is lit --------------------------------------------------------------------------------
def test_m_lights_no_safe_space_for_a_face_down_card_and_the_rules_for_a_seen_one():
    st = rig(1, {"variations": "M"}, grid=[CH, 1, OR, 3, BE, 5, 6, 7, 1], hands=[[CH, OR, BE]])
    st.fresh[0] = [False, True, False]
    view = st.view(0)
    cands = sorted({a.a for a in st.legal_actions() if a.kind == "play"})
    safe, tried = shown.memory_marks(view, 0, cands)
    assert safe == set() and tried == set(cands)  # face down: nothing given away
    safe, tried = shown.memory_marks(view, 1, cands)
    assert 2 not in safe and 2 in tried and safe  # the seen Orange: not on the Oranges
    assert "face down" in panels.memory_prompt(view, 0) and "safe" in panels.memory_prompt(view, 1)


def test_m_a_misplay_through_the_scene_is_told_in_the_log():
    h, scene = start([human()], {"mode": "solo", "var_M": True}, render=False)
    st = scene.state
    while st.phase != PH_PLAY:
        scene.act(st.legal_actions()[0])
        h.advance(500)
    st.fresh[0] = [False] * len(st.hands[0])
    tops = st.tops()
    slot = 0
    sym = st.sym[st.hands[0][slot]]
    bad = next((p for p in range(9) if tops[p] == sym), None)
    if bad is None:  # put the same symbol on top of space 0
        card = next(c for c in st.draw if st.sym[c] == sym)
        st.draw.remove(card)
        st.stacks[0].append(card)
        st._legal_cache = None
        bad = 0
    scene.version += 1
    scene.act(Act("play", slot, bad))
    h.advance(500)
    assert any("misplays" in line.text for line in scene.timeline.log)


# ---- Spin Again A, teams ---------------------------------------------------------------------------
def _calls(monkeypatch, h, scene):
    cards, tags = [], []
    real_card, real_tag = art.card, panels.team_tag
    monkeypatch.setattr(art, "card", lambda c, sym, size: cards.append((sym, tuple(size))) or real_card(c, sym, size))
    monkeypatch.setattr(panels, "team_tag", lambda surf, team, pos: tags.append(team) or real_tag(surf, team, pos))
    panels.draw_side(pygame.Surface((1280, 720)), scene.frame(), pygame.Rect(840, 58, 420, 616))
    return cards, tags


def test_spin_again_a_cards_show_in_front_of_every_player(monkeypatch):
    h, scene = start([human(), cpu("Blinky"), cpu("Cy")], {"mode": "competitive", "spin": "A"})
    cards, _tags = _calls(monkeypatch, h, scene)
    assert sum(1 for sym, _size in cards if sym == SPIN) == 3
    scene.state.front[1] = []  # Blinky has used his
    scene.acts += 1  # the state changed outside ``act``: the frame shows it
    cards, _tags = _calls(monkeypatch, h, scene)
    assert sum(1 for sym, _size in cards if sym == SPIN) == 2


def test_team_partners_are_labelled(monkeypatch):
    h, scene = start([human(), cpu("B"), cpu("C"), cpu("D")], {"mode": "teams"})
    _cards, tags = _calls(monkeypatch, h, scene)
    assert tags == [0, 1, 0, 1]


# ---- the how-to and the lobby ----------------------------------------------------------------------
def test_the_how_to_covers_both_expansions_and_every_variation():
    text = " ".join(body for _h, body, *_p in PAGES)
    headings = [p[0] for p in PAGES]
    assert "Expansions" in headings and "Variations" in headings
    assert all(x in text for x in ("Spin Again A", "Spin Again B", "Cumber A", "Cumber B"))
    variations = dict(p[:2] for p in PAGES)["Variations"]
    for letter in VARIATION_TEXT:
        assert f"{letter}: " in variations, letter


def test_the_quick_reference_states_the_real_rules():
    ref = dict(p[:2] for p in PAGES)["Quick reference"]
    assert "third shield" not in ref and "a shield while two shields show" in ref
    assert "up to you" not in " ".join(p[1] for p in PAGES)
    assert "automatically" in ref


def test_the_expansion_rows_of_the_lobby_say_what_a_and_b_do():
    rows = {o.key: o for o in INFO.options}
    for key in ("spin", "cumber"):
        assert rows[key].hint.startswith("A: ") and " B: " in rows[key].hint


def test_the_score_card_shows_the_solo_ranks_under_their_own_heading_in_competitive_play(monkeypatch):
    from arcade.games.vegas.components import RANK_TEXT

    h, scene = start([human(), cpu("Blinky")], {"mode": "competitive"})
    h.tap("keys_a", "alt")
    assert scene.ui.show_card
    said = []
    real = art.text.blit
    monkeypatch.setattr(art.text, "blit", lambda surf, words, *a, **k: said.append(words) or real(surf, words, *a, **k))
    endscreen.draw_score_card(pygame.Surface((1280, 720)), scene.frame())
    assert any(w.startswith("Solo and co-op ranks") for w in said)
    assert all(r in said for r in RANK_TEXT)

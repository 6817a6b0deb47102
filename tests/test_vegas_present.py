"""Vegas Slot Machine 1973 on the scene kit: the presenter table covers every event the engine emits, and
a cascade's beats go onto the one timeline and land in order (Grid snapshots joined to the beat before
them, a prize landing once its payline has shown, glows and lit lines left behind)."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

from vegas_rig import BA, CH, LE, OR, PL, SE, rig

from arcade.core.render import palette
from arcade.core.rules import Event
from arcade.games.vegas import cascade, rules
from arcade.games.vegas.present import PRESENTATIONS, VegasStage, present
from arcade.games.vegas.rules import (
    Act,
    CardDiscarded,
    CardPlaced,
    CardsBuried,
    CardsDrawn,
    ClockTicked,
    Covered,
    CumberTaken,
    CumberUsed,
    DeckEmpty,
    DeckReshuffled,
    GameOver,
    Grid,
    Misplayed,
    PrizeClaimed,
    Refilled,
    RoundOver,
    SpinAgainUsed,
    TurnSkipped,
    TurnStarted,
)
from arcade.scenes.kit import Timeline
from arcade.scenes.kit.present import lookup

# every class the scene's old isinstance chain presented
OLD_CHAIN = (
    Grid,
    CardPlaced,
    Refilled,
    Covered,
    CumberTaken,
    PrizeClaimed,
    Misplayed,
    CumberUsed,
    SpinAgainUsed,
    CardsBuried,
    CardDiscarded,
    CardsDrawn,
    DeckEmpty,
    DeckReshuffled,
    TurnSkipped,
    TurnStarted,
    RoundOver,
    GameOver,
)
SILENT = (ClockTicked,)  # a clock tick shows only through the clock in the header


def fake_scene(state, cpus=(), pace=1.0):
    """The stage a scene hands the presenter for ``state`` (names, CPUs, the CPU pace)."""
    names = ("Ann", "Bob", "Cy", "Di")
    return VegasStage(
        Timeline(),
        names,
        float,
        tuple(seat in cpus for seat in range(len(names))),
        pre_grid=(tuple(state.tops()), tuple(len(x) for x in state.stacks)),
        geo=state.geo,
        building=state.phase == rules.PH_BUILD,
        cpu_pace=pace,
    )


def test_the_table_covers_every_event_class_the_old_chain_handled():
    for cls in OLD_CHAIN:
        assert cls in PRESENTATIONS, cls.__name__
    engine = {c for c in Event.__subclasses__() if getattr(rules, c.__name__, None) is c}
    assert engine == set(OLD_CHAIN) | set(SILENT), "a new event class needs a presentation (or to be silent)"


def test_every_event_of_a_whole_game_is_presented_or_meant_silent():
    st = rules.VegasState(2, 7, {"mode": "competitive", "date": "2024-03-05", "spin": "A", "cumber": "A"})
    scene = fake_scene(st)
    seen: dict[type, object] = {}
    for _ in range(2000):
        if st.is_terminal():
            break
        events = st.apply(st.legal_actions(st.current_player())[0])
        seen.update((type(e), e) for e in events)
        present(scene, events, 0.0)
    assert st.is_terminal()
    assert all(lookup(PRESENTATIONS, e) is not None or type(e) in SILENT for e in seen.values())
    assert CardPlaced in seen and Grid in seen and GameOver in seen


def _play_seven_on_the_cherries():
    """A Seven on the Cherries of space 2 completes the top row of Sevens; two refills follow."""
    grid = [SE, SE, CH, LE, OR, PL, OR, PL, LE]
    st = rig(1, grid=grid, hands=[[SE, CH, BA]], draw=[BA, LE, OR, PL], exact=False)
    scene = fake_scene(st)
    events = st.apply(Act("play", 0, 2))
    return scene, events


def test_a_cascade_becomes_beats_on_the_timeline_each_with_its_picture():
    scene, events = _play_seven_on_the_cherries()
    present(scene, events, 1000.0)
    tl = scene.timeline
    beats = [m for _name, m in cascade.beats(tl)]
    # the last Grid (after the turn passed) is a beat of its own
    assert [b.data.kind for b in beats] == ["place", "prize", "refill", "refill", "grid"]
    assert all(b.data.grid is not None for b in beats), "each Grid snapshot joins the beat before it"
    place, prize, first, second, _last = beats
    assert place.t0 == 1000.0 and prize.t0 == 1000.0 + cascade.PLACE_MS
    assert first.t0 == prize.t0 + cascade.PRIZE_MS + cascade.REFILL_MS, "a gap before the refills come in"
    assert tl.busy_until == second.t0 + second.ms
    assert cascade.shown(tl) == scene.pre_grid, "the machine shows the old picture until the card lands"
    assert (1000.0, "place") in tl.sounds and (1000.0, "prize") in tl.sounds
    assert [line.colour for line in tl.log] == [palette.SEATS[0]] * len(tl.log)
    assert any("Seven +" in line.text for line in tl.log)


def test_beats_land_in_order_and_a_prize_only_after_its_payline_shows():
    scene, events = _play_seven_on_the_cherries()
    present(scene, events, 0.0)
    tl = scene.timeline
    place, prize, first, _second, _last = [m for _name, m in cascade.beats(tl)]
    cascade.land(tl, 0.0, 350.0, 500.0, lambda seat: palette.SEATS[seat])
    assert cascade.shown(tl) == place.data.grid and 2 in cascade.glows(tl, 0.0)
    t = prize.t0 + 10
    cascade.land(tl, t, 350.0, 500.0, lambda seat: palette.SEATS[seat])
    assert cascade.prize_showing(tl, t) is prize.data.event, "the payline shows"
    assert cascade.shown(tl) == place.data.grid, "its cards are still in the machine"
    t = prize.t0 + prize.ms
    cascade.land(tl, t, 350.0, 500.0, lambda seat: palette.SEATS[seat])
    assert cascade.prize_showing(tl, t) is None and cascade.shown(tl) == prize.data.grid
    assert cascade.lit_lines(tl, t) == [(prize.data.event.cells, palette.SEATS[0])]
    cascade.land(tl, first.t0 + 1000, 350.0, 500.0, lambda seat: palette.SEATS[seat])
    assert not cascade.beats(tl) and cascade.shown(tl) is None, "then the machine shows the state again"


def test_a_grid_opening_an_action_gets_a_beat_of_its_own_not_the_last_actions():
    tl = Timeline()
    before = ((1,), (1,))
    placed = CardPlaced(0, 0, BA)
    cascade.queue(tl, cascade.Beat("place", placed), 0.0, 0.0, before)
    cascade.snapshot(tl, ((2,), (1,)), 0.0, [Grid((2,), (1,))], before)  # another action's Grid
    kinds = [(m.data.kind, m.data.grid) for _n, m in cascade.beats(tl)]
    assert kinds == [("place", None), ("grid", ((2,), (1,)))]


def test_log_lines_keep_their_colours_and_a_draw_from_the_deck_says_nothing():
    st = rig(2, {"mode": "competitive"})
    scene = fake_scene(st)
    present(
        scene,
        [Misplayed(1, 0, CH), CardsDrawn(0, 1, rules.EMPTY), DeckEmpty(), TurnStarted(1, extra=True)],
        0.0,
    )
    lines = [(line.text, line.colour) for line in scene.timeline.log]
    assert lines == [
        ("Bob misplays Cherries: discarded", palette.NEON_RED),
        ("The deck is empty: no more draws", palette.WARN),
        ("Bob takes another turn", palette.SEATS[1]),
    ]
    assert (0.0, "error") in scene.timeline.sounds


def test_a_cpu_s_prize_plays_at_the_cpu_pace_a_person_s_at_its_own():
    lengths = {}
    for who, cpus, pace in (("person", (), 0.5), ("cpu slow", (0,), 0.5), ("cpu fast", (0,), 2.0)):
        grid = [SE, SE, CH, LE, OR, PL, OR, PL, LE]
        st = rig(1, grid=grid, hands=[[SE, CH, BA]], draw=[BA, LE, OR, PL], exact=False)
        scene = fake_scene(st, cpus, pace)
        present(scene, st.apply(Act("play", 0, 2)), 0.0)
        prize = next(m for _name, m in cascade.beats(scene.timeline) if m.data.kind == "prize")
        lengths[who] = prize.ms
    assert lengths["person"] == cascade.PRIZE_MS >= 1000.0, "long enough to read"
    assert lengths["cpu slow"] == 2 * cascade.PRIZE_MS and lengths["cpu fast"] == cascade.PRIZE_MS / 2


def test_a_prize_from_the_hand_rises_over_the_hand_and_holds_the_table():
    st = rig(1, grid=[SE, SE, CH, LE, OR, PL, OR, PL, LE], hands=[[SE, CH, BA]], draw=[BA], exact=False)
    scene = fake_scene(st)
    prize = rules.PrizeClaimed(0, SE, 3, 30, "hand")
    present(scene, [prize], 500.0)
    (rising,) = scene.timeline.floats
    assert rising.anchor == "hand" and "+30" in rising.text and rising.ms == cascade.HAND_PRIZE_MS
    assert scene.timeline.busy_until == 500.0 + cascade.HAND_PRIZE_MS


def test_prizes_are_summed_by_symbol_in_words_best_first():
    from arcade.games.vegas.actions import Prize
    from arcade.games.vegas.panels import prize_summary

    won = [Prize(PL, [1], 10), Prize(SE, [2], 80), Prize(PL, [3], 16), Prize(BA, [4], 40)]
    assert prize_summary(won) == ["Seven 80", "Bar 40", "Plums x2 26"]
    assert prize_summary([]) == []


def test_variation_rows_are_named_by_what_they_do_and_fit_the_lobby_row():
    from arcade.core.render import text
    from arcade.games import registry

    rows = [o for o in registry.get("vegas").options if o.key.startswith("var_")]
    assert [o.label for o in rows][3] == "D: two machines"
    assert len({o.label for o in rows}) == 21
    import pygame

    pygame.font.init()
    widest = max(text.body(24).size(o.label)[0] for o in rows)
    assert widest < 300, "as short as the lobby's other row names"


def test_the_side_panel_shows_the_prize_values_and_the_header_the_title(monkeypatch):
    from arcade.core.render import text
    from arcade.games import registry
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.vegas import machine_art
    from arcade.testing import Harness

    h = Harness()
    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Bob", "cpu", "Easy")]
    info = registry.get("vegas")
    h.boot(info.start(h.app, LobbyConfig("vegas", seats, {o.key: o.default for o in info.options}, 4)))
    h.advance(500)
    cards: list = []
    titles: list = []
    real_card, real_title = machine_art.score_card, text.title
    monkeypatch.setattr(machine_art, "score_card", lambda *a, **k: cards.append(a[2]) or real_card(*a, **k))
    monkeypatch.setattr(text, "title", lambda s, t, *a, **k: titles.append(t) or real_title(s, t, *a, **k))
    h.app.invalidate_canvas()  # draw the whole picture, not the one kept
    h.app.render(force=True)
    assert cards and cards[0].width > 300, "a score card in the side panel"
    assert "VEGAS SLOT MACHINE 1973" in titles


def test_the_timer_row_shows_only_with_variation_u():
    from arcade.games import registry
    from arcade.scenes.lobby import LobbyScene
    from arcade.testing import Harness

    h = Harness(render=False)
    h.boot()
    lobby = LobbyScene(h.app, registry.get("vegas"))
    h.app.push(lobby)
    labels = [i.label for i in lobby.items]
    assert "Timer (U)" not in labels
    lobby.index = labels.index("U: timer")
    h.tap("keys_a", "right")
    labels = [i.label for i in lobby.items]
    assert "Timer (U)" in labels and lobby.items[lobby.index].label == "U: timer", "the cursor stays on U"
    h.tap("keys_a", "left")
    assert "Timer (U)" not in [i.label for i in lobby.items]

"""The secrecy probe (issue 35): whole games of Vegas and Mania through the real scene, two people (Ann on
Keys A, Bob on Keys B) and a CPU, every person's move made with their own keys. Whenever someone other than
a person is to act, that person's hidden cards (and Mania's secret bet) are swapped for other cards of the
deck, the frame is drawn again at the same moment and the two pictures are compared: any difference is that
person's secret on the screen while somebody else is looking (a *leak*)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pygame

sys.path.insert(0, os.path.dirname(__file__))

from vegas_rig import picker_now

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.curtain import CurtainScene
from arcade.testing import Harness

DEVICES = {0: "keys_a", 1: "keys_b"}


@dataclass
class Tally:
    checks: int = 0
    leaks: int = 0
    where: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return f"{self.leaks} of {self.checks} checks leak"


def seats(game_cpu_level: str) -> list[SeatConfig]:
    return [
        SeatConfig("Ann", "human", "", "keys_a"),
        SeatConfig("Bob", "human", "", "keys_b"),
        SeatConfig("Cy", "cpu", game_cpu_level),
    ]


def picture(h: Harness) -> bytes:
    """The whole frame, drawn again at this moment (no picture kept from before)."""
    h.app.invalidate_canvas()
    h.app.render(force=True)
    return pygame.image.tobytes(h.app.screen, "RGB")


def check(h: Harness, scene, swap: Callable[[object, int], Callable[[], None]], tally: Tally, what: str) -> None:
    """For each person: when somebody else is to act and the table is on show, swap their secret and compare."""
    if scene.state.is_terminal() or h.top is not scene:
        return
    acting = scene.acting_seats()
    for seat in DEVICES:
        if not acting or acting == [seat]:
            continue
        tally.checks += 1
        if differs(h, scene, swap, seat) and differs(h, scene, swap, seat):  # (see differs)
            tally.leaks += 1
            if len(tally.where) < 20:
                tally.where.append(f"{what}: seat {seat}'s secret shown while {acting} act")
    h.app.invalidate_canvas()


def differs(h: Harness, scene, swap, seat: int) -> bool:
    """Whether the frame drawn now changes when ``seat``'s secret is swapped. A painter's layer kept from
    the frame before (Mania's piles) may differ by a pixel from the same layer painted afresh, so a
    difference is looked at again once the frame has been drawn (the caller asks twice)."""
    before = picture(h)
    restore = swap(scene.state, seat)
    scene.acts += 1  # the state changed outside ``act``: a frame makes its view again (the kit's frames)
    try:
        after = picture(h)
    finally:
        restore()
        scene.acts += 1
    return after != before


# ---------------------------------------------------------------------------------------------- Vegas
def vegas_swap(st, seat: int) -> Callable[[], None]:
    hand, pile, cache = list(st.hands[seat]), list(st.draw), st._legal_cache
    pool = list(st.draw)
    new = []
    for c in hand:
        other = next((d for d in pool if st.sym[d] != st.sym[c]), None)
        if other is None:
            new.append(c)
            continue
        pool.remove(other)
        new.append(other)
    st.hands[seat][:] = new
    st.draw[:] = [hand[new.index(d)] if d in new and d not in hand else d for d in pile]
    st._legal_cache = None

    def restore() -> None:
        st.hands[seat][:] = hand
        st.draw[:] = pile
        st._legal_cache = cache

    return restore


def vegas_person(h: Harness, scene, seat: int) -> None:
    """One decision of a person with their own keys: the first legal action, through the picker."""
    from arcade.games.vegas.picker import MENU

    device = DEVICES[seat]
    act = scene.state.legal_actions(seat)[0]
    picker = picker_now(scene)
    _name, kind, cands = picker.step()
    if kind == MENU:
        scene.ui = replace(scene.ui, menu=cands.index(act))
        h.tap(device, "confirm")
        return
    scene.ui = replace(scene.ui, hand=act.slot)
    h.tap(device, "confirm")
    picker = picker_now(scene)
    if picker is not None and picker.step()[1] == MENU:  # a Cumber card: played as a card
        cands = picker.step()[2]
        scene.ui = replace(scene.ui, menu=cands.index(act.kind))
        h.tap(device, "confirm")
    scene.ui = replace(scene.ui, cell=act.a)
    h.tap(device, "confirm")


def vegas_game(seed: int = 3, step_ms: float = 100.0, limit_ms: float = 3_600_000) -> tuple[Tally, object]:
    from arcade.games.vegas.scene import VegasScene

    h = Harness(render=False)
    h.boot(None)
    cfg = LobbyConfig("vegas", seats("Medium"), {"mode": "competitive"}, seed)
    scene = h.app.push(VegasScene(h.app, cfg))
    return play(h, scene, vegas_swap, vegas_ready, vegas_person, step_ms, limit_ms), scene


def vegas_ready(scene, seat: int) -> bool:
    return picker_now(scene) is not None and scene.viewer == seat and not scene.busy()


# ---------------------------------------------------------------------------------------------- Mania
def mania_swap(st, seat: int) -> Callable[[], None]:
    hand, deck, discard = list(st.hands[seat]), list(st.deck), list(st.discard)
    duel = st.duel
    bet = None if duel is None or seat not in duel.bets else list(duel.bets[seat])
    # each hand card changes places with a card of the deck (or, short of that, under the discard's top):
    # the piles keep their sizes and the discard its top
    places = [(st.deck, i) for i in range(len(deck))] + [(st.discard, i) for i in range(len(discard) - 1)]
    for k, (pile, i) in enumerate(places[: len(hand)]):
        st.hands[seat][k], pile[i] = pile[i], st.hands[seat][k]
    st.hands[seat].sort()
    if duel is not None and bet is not None and bet[0] >= 0 and not duel.revealed:
        others = [d for d in duel.duellists if d != bet[0]]
        duel.bets[seat] = [others[0] if others else bet[0], 2 if bet[1] == 1 else 1, bet[2]]

    def restore() -> None:
        st.hands[seat][:] = hand
        st.deck[:] = deck
        st.discard[:] = discard
        if duel is not None and bet is not None:
            duel.bets[seat] = bet

    return restore


def mania_person(h: Harness, scene, seat: int) -> None:
    """One decision of a person with their own keys: the first choice offered (a bet: no bet, or the first
    side at 1; a challenge: the first game and opponent), or their press to roll."""
    from arcade.games.mania import duel_result

    device = DEVICES[seat]
    if scene.roll_prompt() == seat or duel_result.waiting(scene.desk):  # (any person goes on from a result)
        h.tap(device, "confirm")
        return
    st = scene.state
    if st.phase == "bet" and seat % 2 == 0:
        h.tap(device, "right")  # Ann backs the Challenger; Bob bets nothing
    h.tap(device, "confirm")


def mania_ready(scene, seat: int) -> bool:
    from arcade.games.mania import duel_result

    if scene.busy():
        return False
    return scene.roll_prompt() == seat or scene.person_to_choose() == seat or duel_result.waiting(scene.desk)


def mania_game(seed: int = 11, step_ms: float = 100.0, limit_ms: float = 7_200_000) -> tuple[Tally, object]:
    from arcade.games.mania.scene import ManiaScene

    h = Harness(render=False, fps=30)
    h.boot(None)
    cfg = LobbyConfig("mania", seats("Regular"), {}, seed)
    scene = h.app.push(ManiaScene(h.app, cfg))
    return play(h, scene, mania_swap, mania_ready, mania_person, step_ms, limit_ms), scene


# ---------------------------------------------------------------------------------------------- the loop
def finish_duel(h: Harness, scene) -> bool:
    """A person's duel on the console: the console's part is not about secrecy; its score (0) is handed
    back as the console would."""
    from arcade.games.console.duel_screen import ConsoleScene

    top = h.top
    if not isinstance(top, ConsoleScene) or top.bot is not None:
        return False
    h.app.pop()
    seat = scene.state.current_player()
    scene.console = top
    scene.duel_done(seat, 0)
    return True


def play(h: Harness, scene, swap, ready, person, step_ms: float, limit_ms: float) -> Tally:
    tally = Tally()
    end = h.now + limit_ms
    while not scene.state.is_terminal():
        assert h.now < end, "the game did not end in time"
        top = h.top
        if isinstance(top, CurtainScene):
            h.tap(DEVICES[top.seat], "confirm")
            continue
        if finish_duel(h, scene):
            continue
        check(h, scene, swap, tally, f"t={h.now:.0f}")
        people = [s for s in scene.acting_seats() if s in DEVICES]
        if top is scene and people and ready(scene, people[0]):
            person(h, scene, people[0])
            check(h, scene, swap, tally, f"t={h.now:.0f} after a move")
            continue
        h.advance(step_ms)
    return tally


# ---------------------------------------------------------------------------------------------- Insert Coin
KEEP_KEYS = ("confirm", "right", "confirm", "right", "confirm", "confirm")  # mark three, then KEEP


def insertcoin_swap(scene, seat: int) -> Callable[[], None]:
    """A person's secret in the keep phase: the cards they have marked (their staged picks) and, once
    kept, their chosen Levels, both changed for other cards of their dealt hand."""
    from dataclasses import replace

    st = scene.state
    cur = scene.ui.cursor(seat)  # the cursor is a value in the scene's UI state
    chosen, levels = list(cur.chosen), list(st.levels[seat])
    hand = list(st.hands[seat])
    others = [c for c in hand if c not in chosen] + chosen
    scene.ui = scene.ui.put(seat, replace(cur, chosen=tuple(others[: max(2, len(chosen))])))
    if levels:
        st.levels[seat][:] = sorted([c for c in hand if c not in levels][:2] + levels[:1])

    def restore() -> None:
        scene.ui = scene.ui.put(seat, cur)
        st.levels[seat][:] = levels

    return restore


def insertcoin_keep(seed: int) -> Tally:
    """The keep phase of one deal: Ann, Bob and a CPU; each person marks three cards with their own keys,
    one press at a time; before every press and while anybody else is to act, each person's secret is
    swapped and the frame compared."""
    from arcade.games.insertcoin.scene import InsertCoinScene

    h = Harness(render=False)
    h.boot(None)
    cfg = LobbyConfig("insertcoin", seats("Greedy"), {}, seed)
    scene = h.app.push(InsertCoinScene(h.app, cfg))
    tally = Tally()
    pressed = {seat: 0 for seat in DEVICES}
    end = h.now + 120_000
    while scene.state.phase == "keep":
        assert h.now < end, "the Levels were not kept in time"
        top = h.top
        if isinstance(top, CurtainScene):
            h.tap(DEVICES[top.seat], "confirm")
            continue
        if top is scene:
            acting = scene.acting_seats()
            for seat in DEVICES:
                if acting and ([s for s in acting if s in DEVICES and s != seat] or seat not in acting):
                    tally.checks += 1
                    swap = lambda _st, s=seat: insertcoin_swap(scene, s)  # noqa: E731
                    if differs(h, scene, swap, seat) and differs(h, scene, swap, seat):
                        tally.leaks += 1
                        tally.where.append(f"seed {seed}: seat {seat}'s picks shown while {acting} act")
            h.app.invalidate_canvas()
            person = next((s for s in acting if s in DEVICES and scene.viewer == s), None)
            if person is not None and pressed[person] < len(KEEP_KEYS):
                h.tap(DEVICES[person], KEEP_KEYS[pressed[person]])
                pressed[person] += 1
                continue
        h.advance(100)
    assert all(scene.state.levels[s] for s in DEVICES), "both people kept their Levels"
    return tally


# ---------------------------------------------------------------------------------------------- the test game
def tiny_swap(st, seat: int) -> Callable[[], None]:
    hand, deck = list(st.hands[seat]), list(st.deck)
    k = min(len(hand), len(deck))
    st.hands[seat][:k], st.deck[:k] = deck[:k], hand[:k]

    def restore() -> None:
        st.hands[seat][:] = hand
        st.deck[:] = deck

    return restore


def tiny_person(h: Harness, scene, seat: int) -> None:
    h.tap(DEVICES[seat], "confirm")


def tiny_game(seed: int = 4) -> tuple[Tally, object]:
    """High Card Duel (tests/tinygame): Ann, Bob and a CPU, through its scene on the game-scene base."""
    from tinygame.scene import DuelScene

    h = Harness(render=False)
    h.boot(None)
    people = seats("Highest")
    scene = h.app.push(DuelScene(h.app, LobbyConfig("tinyduel", people, {}, seed)))
    ready = lambda scene, seat: scene.viewer == seat and not scene.busy()  # noqa: E731
    return play(h, scene, tiny_swap, ready, tiny_person, 100.0, 600_000), scene

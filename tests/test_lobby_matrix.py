"""The lobby matrix (issue 21, "Done means"): every game's lobby choices, each alone and every pair, at
every seat count the rules accept, set up in the real lobby with the keys, started with START and played
to the end through the real game scene by CPUs (the Harness, animations off, a frame drawn now and then);
a set-up the rules refuse stays in the lobby and says why. Console Free Play has no lobby: its choices are
the console's own (Skill 1-3 and the four games, and the test patterns), made on the numpad, with a
computer duellist's hands at the numpad playing each game to the end.

Any exception fails the game; so does a game that does not end within its game-time bound
(``matrix_plan.space(...).limit_ms``). The plan is in tests/matrix_plan.py; `make test-slow` runs it (with
pytest-xdist the games spread over the workers, one test each).
"""

from __future__ import annotations

import os
import sys
from functools import cache

import pytest

sys.path.insert(0, os.path.dirname(__file__))

import matrix_plan as mp
from matrix_rig import (
    CELL_ACTION,
    NumpadHands,
    Setup,
    harness,
    open_lobby,
    play,
    play_to_end,
    press_start,
    refusal_shown,
    set_up,
)

from arcade.games import registry
from arcade.games.console.bots import DIFFICULTIES, ReflexBot
from arcade.games.console.layout import CELL_OF_GAME
from arcade.games.console.layout import GAMES as CONSOLE_GAMES
from arcade.games.console.scene import ConsoleScene
from arcade.scenes.initials import InitialsScene

pytestmark = pytest.mark.slow

GAMES = ("vegas", "crashline", "mania", "insertcoin", "topspeed")

# Set-ups the matrix found failing on other deals (MATRIX_SEED=1 and 2), played here on the deal that failed.
FOUND = (
    # Cumber B + Q: once the draw pile and the discards are empty, a Cumber "bury" puts the last played card
    # under the empty draw pile and its player draws it again: the game never ends (5 of 12 deals at 6 players)
    Setup(
        "vegas",
        ("Easy", "Medium", "Strong", "Easy", "Medium", "Strong"),
        (("cumber", "B"), ("var_Q", True)),
        (),
        582008,
    ),
)

# Exact set-ups (``Setup.label()``) that fail in code other helpers are fixing (Vegas, Mania, Insert Coin):
# marked xfail, not fixed here; the lead removes a mark once its fix is merged.
# Set-ups known to fail, each with what fails (xfail, not strict, until its fix lands). Empty: the Vegas
# Cumber B + Q game that never ended (FOUND below keeps playing it) is fixed.
KNOWN: dict[str, str] = {}


@cache
def plan(game: str) -> tuple[mp.Planned, ...]:
    return tuple(mp.plan(game))


def _param(setup: Setup, value):
    marks = [pytest.mark.xfail(strict=False, reason="reported to lead")] if setup.label() in KNOWN else []
    return pytest.param(value, id=setup.label(), marks=marks)


def played_cases():
    found = [mp.Planned("found", s.seats, s.options, s) for s in FOUND]
    return [_param(p.setup, p) for game in GAMES for p in plan(game)] + [_param(p.setup, p) for p in found]


@pytest.mark.parametrize("planned", played_cases())
def test_a_lobby_setup_plays_to_the_end(planned: mp.Planned):
    setup = planned.setup
    sp = mp.space(setup.game)
    process = planned.kind == "defaults"  # the real app's worker process for the CPUs' thinking
    done = play(setup, sp.limit_ms, process=process)
    scene = done.scene
    assert scene.state.is_terminal() and scene.recorded, "the game ended and was recorded"
    assert [s.level for s in scene.config.seats] == list(setup.levels), "the lobby's seats reached the game"
    assert all(s.is_cpu for s in scene.config.seats)
    for key, value in setup.options:
        assert scene.config.options[key] == value, f"the lobby's {key} reached the game"
    on = sorted((i, k) for i, s in enumerate(scene.config.seats) for k, v in s.flags.items() if v)
    assert on == sorted(setup.flags), "the seats' switches reached the game"
    assert done.drawn >= 2, "frames were drawn"
    thinker = done.extra["thinker"]
    assert thinker["fallback"] == 0, f"no thought fell back from the worker: {thinker}"
    if process and thinker["thread"] + thinker["process"]:  # slow CPUs (instant ones think inline)
        assert thinker["process"] > 0 and thinker["thread"] == 0, f"they thought in the worker: {thinker}"
    if setup.game == "vegas":
        letters = {k[4:] for k, v in setup.options if k.startswith("var_") and v}
        assert letters <= set(scene.state.cfg.variations), "the variations reached the rules"


@pytest.mark.parametrize("game", GAMES)
def test_the_plan_holds_every_value_alone_every_pair_and_every_seat_count(game):
    got = mp.coverage(game, list(plan(game)))
    assert got["singles_missing"] == [], "every non-default value is played alone"
    assert got["pairs_missing"] == [], "every pair of non-default values the rules accept is played"
    assert got["own_game_missing"] == [], "every such pair has a game of its own"
    assert got["cover_missing"] == [], "the covering design holds every pair too"
    assert got["counts_missing"] == [], "every seat count is played with the default options"
    sp = mp.space(game)
    for g in plan(game):
        assert sp.ok(g.seats, dict(g.assignment)), f"{g.id}: a planned game the rules accept"
        assert sp.seats[0] <= g.seats <= sp.seats[-1]
    if game == "vegas":
        assert got["pairs"] > 600 and got["forbidden"] == len(mp.forbidden_pairs(game)) > 0
        assert len(got["seat_counts"]) == 8 and min(got["seat_counts"].values()) >= 10, (
            "the pair games take the seat counts in turn"
        )


# ---------------------------------------------------------------------- refused set-ups
def refused_cases():
    """Every single value at every seat count the rules refuse it at, and every forbidden pair at each
    seat count where both its values alone are accepted (or, when there is none, the first)."""
    out = []
    for game in GAMES:
        sp = mp.space(game)

        def refused(n: int, a: dict, sp=sp, game=game) -> bool:  # by the rules (not a row the lobby hides)
            options = sp.lobby_options(a)
            return sp.check(n, options) is not None and not mp.hidden_set(game, n, options)

        for key, value in mp.singles(sp):
            for n in sp.seats:
                if refused(n, {key: value}):
                    out.append(sp.setup(n, {key: value}, seed=n))
        for pair in mp.forbidden_pairs(game):
            counts = [n for n in sp.seats if all(sp.ok(n, dict([v])) for v in pair)] or [sp.seats[0]]
            out += [sp.setup(n, dict(pair), seed=n) for n in counts if refused(n, dict(pair))]
    return [_param(s, s) for s in out]


@pytest.mark.parametrize("setup", refused_cases())
def test_a_refused_setup_stays_in_the_lobby_and_says_why(setup: Setup):
    info = registry.get(setup.game)
    h = harness()
    lobby = open_lobby(h, info)
    set_up(h, lobby, setup)
    assert press_start(h, lobby, setup.seed) is None, "the rules refuse this set-up"
    message = refusal_shown(h, lobby)
    prefix = f"{info.title.split(' Slot')[0]} cannot start: "
    assert message.startswith(prefix) and len(message) > len(prefix) + 10, f"a reason is given: {message!r}"


def test_the_rules_refuse_exactly_what_the_rulebook_forbids():
    """For every seat count, every value alone and every pair: the Vegas engine takes the lobby's set-up
    exactly when the rulebook's set-up rules (``matrix_plan.vegas_check``) allow it."""
    from arcade.games.vegas.rules import VegasState
    from arcade.games.vegas.scene import engine_options

    sp = mp.space("vegas")
    trials = [{}] + [dict([s]) for s in mp.singles(sp)] + [dict(p) for p in mp.all_pairs(sp)]
    wrong = []
    for n in sp.seats:
        for a in trials:
            options = sp.lobby_options(a)
            try:
                VegasState(n, 1, {**engine_options(options), "date": "2024-05-01"})
                refused = None
            except ValueError as exc:
                refused = str(exc)
            expected = sp.check(n, options)
            if (refused is None) != (expected is None):
                wrong.append((n, a, refused, expected))
    assert wrong == [], f"{len(wrong)} set-ups where the engine and the rulebook disagree: {wrong[:5]}"


# ---------------------------------------------------------------------- Console Free Play
SPEEDS = tuple(DIFFICULTIES)


def console_scene(h):
    """Console Free Play opened from the game carousel, as a person does (it has no lobby): the first time,
    its lesson is offered first, and "Not now" starts the game."""
    from arcade.scenes.common import ChoiceDialog

    select = h.top
    select.index = [g.id for g in select.games].index("console")
    h.tap("keys_a", "confirm")
    if isinstance(h.top, ChoiceDialog):
        assert [label for label, _fn in h.top.choices] == ["Learn to play", "Not now"]
        h.tap("keys_a", "right")
        h.tap("keys_a", "confirm")
    scene = h.top
    assert isinstance(scene, ConsoleScene) and not scene.demo
    return scene


def wait_idle(h, scene, ms: float = 15_000.0) -> None:
    """Until the console takes a new session (the score display has gone steady, or it switched off);
    the high-score prompt that comes meanwhile is answered with the initials as they stand."""
    waited = 0.0
    while waited < ms:
        if isinstance(h.top, InitialsScene):
            h.advance(400)
            h.tap("keys_a", "confirm")
        m = scene.machine
        if h.top is scene and (m.mode == "off" or m.phase == "off"):
            return
        h.advance(100)
        waited += 100
    raise AssertionError(f"the console never became idle: {scene.machine.mode}/{scene.machine.phase}")


@pytest.mark.parametrize("skill", (1, 2, 3))
def test_console_every_game_at_a_skill_with_every_duellist_speed_plays_to_the_end(skill):
    """Skill x game x the duellist's speed: every pair (the whole product) over the three tests. One
    console plays its sessions in a row: each a new machine, each high score asked for and kept."""
    h = harness()
    scene = console_scene(h)
    played = 0
    for speed_i, speed in enumerate(SPEEDS):
        for game_i, game in enumerate(CONSOLE_GAMES):
            wait_idle(h, scene)
            h.tap("numpad", CELL_ACTION[skill])
            h.tap("numpad", CELL_ACTION[CELL_OF_GAME[game]])
            m = scene.machine
            assert (m.mode, m.game_id, m.skill) == ("playing", game, skill)
            hands = NumpadHands(ReflexBot(DIFFICULTIES[speed], seed=100 * skill + 10 * speed_i + game_i))
            done = play_to_end(h, scene, 1_800_000.0, hands)
            hands.let_go(h, scene)
            assert m.final_score is not None and hands.keys > 0 and done.drawn >= 2
            played += 1
            wait_idle(h, scene)
            if m.final_score > 0:
                top = h.app.stats.board(f"console:{game}:{skill}")["top"]
                assert any(row["score"] == m.final_score for row in top), "the score is in the table"
    assert played == len(SPEEDS) * len(CONSOLE_GAMES)


def test_console_test_patterns_run_and_switch_off():
    """Skill 1 then the yellow centre buttons: Test Pattern I lights every light in turn, Test Pattern II
    lights the button pressed; both end with the console off, drawn as they go."""
    h = harness()
    scene = console_scene(h)
    for centre, mode in (("b5", "test1"), ("b2", "test2")):
        h.tap("numpad", "b7")
        h.tap("numpad", centre)
        assert scene.machine.mode == mode
        if mode == "test2":
            h.tap("numpad", "b3")
            assert scene.machine.lights[8], "Test Pattern II lights the button pressed"
        for _ in range(600):
            if scene.machine.mode == "off" or scene.machine.phase == "off":
                break
            h.advance(100)
            h.app.render(force=True)
        assert scene.machine.mode == "off" or scene.machine.phase == "off", f"{mode} ends"

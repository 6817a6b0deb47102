"""Any kept game its rules engine accepts can be drawn and played: kept states of every holdable game are
mutated (every top-level field, and one entry inside each list or object, set to odd values), and each
mutant that ``from_hold`` accepts is resumed into its real scene and played by CPUs for 50 moves with
frames drawn. A mutant may be refused (ValueError: the cabinet sets the file aside and says so, so the
message must say in words what is wrong, not be a bare exception); one accepted must play on (a move
made within 500 s of game time, or a game already over); none may crash, hang or draw an exception."""

from __future__ import annotations

import copy
import json
import random
import re

import pytest

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.testing import Harness

ODD = [None, -1, 10**9, "x", "", 1.5, True, [], {}, [[-1]], [-1, 10**9]]
GAMES = [g for g in registry.games() if g.holdable and g.cpu_levels]


def cpu_config(info, seed: int) -> LobbyConfig:
    n = max(info.min_players, min(3, info.max_players))
    seats = [SeatConfig(f"CPU {i + 1}", "cpu", info.cpu_levels[i % len(info.cpu_levels)]) for i in range(n)]
    return LobbyConfig(info.id, seats, {o.key: o.default for o in info.options}, seed)


def kept_game(info, seed: int) -> tuple[Harness, dict]:
    h = Harness(render=False, think_in_process=True)
    h.app.settings["anim_speed"] = 0.0
    h.boot()
    scene = info.start(h.app, cpu_config(info, seed))
    h.app.push(scene)
    scene.demo = False
    changes, last = 0, json.dumps(scene.state.to_data())
    while changes < 3 and not scene.state.is_terminal():  # a few moves in: a game under way
        h.advance(16)
        now = json.dumps(scene.state.to_data())
        changes, last = changes + (now != last), now
    data = scene.hold_data()
    assert data is not None, f"{info.id}: the game ended before it could be kept"
    h.app.pop()
    return h, json.loads(json.dumps(data))


def mutants(state: dict, rng: random.Random, count: int):
    keys = [k for k in state if k not in ("game", "version")]
    made = 0
    while made < count:
        key = rng.choice(keys)
        m = copy.deepcopy(state)
        value = m[key]
        if isinstance(value, list) and value and rng.random() < 0.6:
            value[rng.randrange(len(value))] = rng.choice(ODD)
        elif isinstance(value, dict) and value and rng.random() < 0.6:
            value[rng.choice(list(value))] = rng.choice(ODD)
        else:
            m[key] = rng.choice(ODD)
        made += 1
        yield f"{key}", m


def moves(state) -> int:
    return len(json.dumps(state.to_data()))  # changes as the game moves on (a cheap fingerprint)


def play_resumed(h: Harness, info, data: dict) -> str | int:
    """Resume ``data``. Refused: the message the player is shown. Otherwise play 50 moves (or to the end)
    drawing frames and return how many moves were made (-1: it was over when resumed)."""
    try:
        scene = info.resume(h.app, data)
    except ValueError as exc:
        return str(exc)
    h.app.push(scene)
    scene.demo = False
    over = scene.state.is_terminal()
    seen, last = 0, json.dumps(scene.state.to_data())
    for frame in range(2000):
        h.advance(250)
        if frame % 4 == 0:
            h.app.render(force=True)
        now = json.dumps(scene.state.to_data())
        if now != last:
            seen, last = seen + 1, now
        if seen >= 50 or scene.state.is_terminal() or h.top is not scene:
            break
    h.app.render(force=True)
    while h.app.scenes.top is not None and h.app.scenes.top is not h.app.scenes.stack[0]:
        h.app.pop()
    return -1 if over else seen


def run(info, count: int, seed: int) -> tuple[int, int]:
    """Every mutant is refused with a message that says what is wrong with the kept game, or resumes into a
    game that plays on (a move made, or over); none crashes. The kept game itself, unmutated, must resume
    and play on (so the "plays on" check is one that can fail). Returns (refused, accepted)."""
    h, data = kept_game(info, seed)
    untouched = play_resumed(h, info, data)
    assert not isinstance(untouched, str), f"{info.id}: the kept game itself is refused: {untouched!r}"
    assert untouched != 0, f"{info.id}: the kept game itself resumes but nothing moves in 500 s"
    rng = random.Random(f"{info.id}:{seed}")
    tried = accepted = 0
    for what, state in mutants(data["state"], rng, count):
        tried += 1
        try:
            got = play_resumed(h, info, {**data, "state": state})
        except Exception as exc:
            raise AssertionError(f"{info.id}: a kept game with {what} mutated crashed: {exc!r}") from exc
        if isinstance(got, str):
            assert len(got.split()) >= 4 and not re.match(r"\w*(Error|Exception)\b", got), (
                f"{info.id}: a kept game with {what} mutated is refused without a clear message: {got!r}"
            )
            continue
        assert got != 0, f"{info.id}: a kept game with {what} mutated resumes but nothing moves in 500 s"
        accepted += 1
    return tried - accepted, accepted


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_mutated_kept_games_are_refused_or_play_on(info):
    refused, accepted = run(info, 12, 1)  # each: refused with a clear message, or resumed and played on
    assert refused + accepted == 12 and refused >= 1, f"{info.id}: no mutant was refused ({accepted} accepted)"


@pytest.mark.slow
@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_many_mutated_kept_games_are_refused_or_play_on(info, capsys):
    refused, accepted = run(info, 150, 7)
    with capsys.disabled():
        print(f"\n{info.id}: {refused + accepted} mutated kept games, {accepted} played 50 moves, 0 crashed")

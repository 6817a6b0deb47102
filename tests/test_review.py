"""The review of a finished game (issue 37, part 3): every standing decision of a seat judged by the
strongest computer player's measure from that seat's view, the move made against the best; a deliberately
poor decision ranks first; ``python -m arcade.replay FILE --review`` prints it, and in JSON each decision
carries its cost."""

from __future__ import annotations

import json

import pytest

from arcade import replay as replay_tool
from arcade.core import replays as rp
from arcade.core import review as rv
from arcade.games import registry, replaying
from arcade.games.crashline.actions import Action
from arcade.games.crashline.bots import Careful
from arcade.games.crashline.review import Judge
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.reviewing import review_replay

CASH = Action("cash")


def crashline_game(seed: int, poor_at: int | None) -> tuple[rp.Replay, int | None]:
    """A 4-player game: seat 0 a person who plays as the Careful grown-up, except that at their
    ``poor_at``-th turn decision with one low card on the line and under a 10% chance that the next flip
    crashes, they cash that one card in. The replay, and the index of the poor step (None if none made)."""
    info = registry.get("crashline")
    seats = [SeatConfig("Ann", "human", "", "keys_a")] + [SeatConfig(f"CPU {i}", "cpu", "Careful") for i in (1, 2, 3)]
    config = LobbyConfig("crashline", seats, {}, seed)
    codec = replaying.codec_for(info)
    state = codec.deal(config.to_data())
    recorder = replaying.Recorder("crashline", config.to_data(), state, codec)
    bots = [Careful(seed=seed * 7 + s) for s in range(4)]
    chances = 0
    poor_step = None
    t = 0.0
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view(seat)
        action = bots[seat].choose(view)
        if (
            seat == 0
            and poor_step is None
            and CASH in view.legal_actions()
            and len(view.line) == 1
            and view.line_value() <= 2
            and view.crash_chance() < 0.10
        ):
            chances += 1
            if chances == poor_at:
                action, poor_step = CASH, len(recorder.steps)
        t += 1000.0
        recorder.note(t, action)
        state.apply(action)
    return recorder.replay(state, [s.name for s in seats], info.title), poor_step


def game_with_a_poor_cash_in() -> tuple[rp.Replay, int]:
    for seed in range(1, 60):
        replay, step = crashline_game(seed, 1)
        if step is not None:
            return replay, step
    raise AssertionError("no deal gave the person one low card and a safe next flip")


def test_a_poor_cash_in_is_the_costliest_decision():
    replay, poor = game_with_a_poor_cash_in()
    decisions = review_replay(replay)  # the person's seat: seat 0
    assert decisions and {d.seat for d in decisions} == {0}
    worst = rv.costliest(decisions)
    assert worst[0].step == poor, [(d.step, d.made, d.best, round(d.cost, 3)) for d in worst]
    assert worst[0].made == "cash in" and worst[0].best == "flip" and worst[0].cost > 0.02


def test_the_best_move_costs_nothing_and_every_value_is_the_judges_own():
    replay, _poor = game_with_a_poor_cash_in()
    decisions = review_replay(replay)
    judge = Judge(0)
    engine, codec = replaying.engine_for(registry.get("crashline")), replaying.codec_for(registry.get("crashline"))
    run_states = []
    from arcade.core.playback import Playback

    run = Playback(replay, engine, codec)
    while not run.finished:
        run_states.append((run.done, run.state.clone()))
        run.step()
    at = dict(run_states)
    for d in decisions[:6]:
        state = at[d.step]
        view = state.view(d.seat)
        values = judge.values(view, view.legal_actions())
        assert max(values.values()) == pytest.approx(d.value_best)
        assert d.cost == pytest.approx(d.value_best - d.value_made)
        assert d.cost >= 0 and (d.cost > 0) == (d.made != d.best)


def test_a_hidden_card_swapped_leaves_the_judges_values_alone():
    """The judge reads the seat's view only: the deck's real order is not in it."""
    replay, _poor = game_with_a_poor_cash_in()
    state = replaying.engine_for(registry.get("crashline")).from_data(replay.start)
    view = state.view(0)
    judge = Judge(3)
    before = judge.values(view, view.legal_actions())
    state.deck.reverse()  # the unseen order changed, what seat 0 sees did not
    again = state.view(0)
    assert judge.values(again, again.legal_actions()) == before


def test_undone_moves_are_not_reviewed():
    replay, poor = game_with_a_poor_cash_in()
    doc = json.loads(json.dumps(replay.to_data()))
    steps = doc["steps"]
    kept = len(rp.standing(replay.steps[:poor]))
    # The poor move taken back and made again as a flip: only the flip stands.
    doc["steps"] = steps[: poor + 1] + [["u", steps[poor][1], kept], ["a", steps[poor][1], ["flip", -1, -1], None]]
    doc["claim"] = {}
    fixed = rp.Replay.from_data(doc)
    decisions = review_replay(fixed, seats=[0])
    assert poor not in {d.step for d in decisions}
    assert poor + 2 in {d.step for d in decisions}  # the flip made in its place


def test_the_command_line_prints_the_review_and_its_json(tmp_path, capsys):
    replay, poor = game_with_a_poor_cash_in()
    path = tmp_path / "game.json"
    rp.save(replay, path)
    assert replay_tool.main([str(path), "--review", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["seats"] == [0] and all("cost" in d for d in data["decisions"])
    assert data["costliest"][0]["step"] == poor
    assert any(d["cost"] == 0 for d in data["decisions"])
    assert replay_tool.main([str(path), "--review", "--seat", "2"]) == 0
    out = capsys.readouterr().out
    assert "CPU 1" in out and "costliest" in out.lower()
    assert replay_tool.main([str(path), "--review", "--seat", "0"]) == 2


def one_poor_move(game: str, seats, options: dict, seed: int, bots, values_of, gap: float):
    """A recorded game of ``game`` with ``bots`` (one per seat; seat 0 a person's by the set-up): once, when
    ``values_of(view)`` (the judge's values for seat 0's moves) spread at least ``gap``, seat 0 makes the
    move valued least instead. The replay, and the index of that step (None if the chance never came)."""
    from arcade.core.rules import SIMULTANEOUS

    info = registry.get(game)
    config = LobbyConfig(game, seats, options, seed)
    codec = replaying.codec_for(info)
    state = codec.deal(config.to_data())
    recorder = replaying.Recorder(game, config.to_data(), state, codec)
    poor = None
    t = 0.0
    while not state.is_terminal():
        now = state.current_player()
        acting = [s for s in range(len(bots)) if state.legal_actions(s)] if now == SIMULTANEOUS else [now]
        chosen = []
        for seat in acting:
            view = state.view(seat)
            action = bots[seat].choose(view)
            if seat == 0 and poor is None:
                values = values_of(view)
                if values and max(values.values()) - min(values.values()) >= gap:
                    action = min(values, key=values.__getitem__)
                    poor = len(recorder.steps) + len(chosen)
            chosen.append(action)
        for action in chosen:
            t += 1000.0
            recorder.note(t, action)
            state.apply(action)
    return recorder.replay(state, [s.name for s in seats], info.title), poor


def vegas_game(seed: int) -> tuple[rp.Replay, int]:
    """A Vegas game: seat 0 a person who plays as the Strong CPU except once, where they make the placing
    move the Strong CPU values least (when that costs at least 5 points by its measure)."""
    from arcade.games.vegas.strong import Strong

    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Pixel", "cpu", "Strong")]
    options = {"mode": "competitive", "date": "2026-12-06"}
    bots = [Strong(seed), Strong(seed + 1)]
    replay, poor = one_poor_move("vegas", seats, options, seed, bots, lambda v: Strong(0).play_values(v, v.legal), 5)
    assert poor is not None
    return replay, poor


def test_vegas_a_poor_placement_is_the_costliest_decision():
    replay, poor = vegas_game(5)
    decisions = review_replay(replay)
    assert decisions and {d.seat for d in decisions} == {0}
    worst = rv.costliest(decisions)
    assert worst[0].step == poor and worst[0].cost >= 5 and worst[0].unit == "points"
    assert sum(d.cost == 0 for d in decisions) > len(decisions) // 2  # the Strong CPU's own moves cost nothing


def insertcoin_game(seed: int) -> tuple[rp.Replay, int]:
    """An Insert Coin game: seat 0 a person who plays as the Planner CPU except once, where they place the
    piece where the Planner values it least (when that costs at least 2 points by its estimate)."""
    from arcade.games.insertcoin.bots import Planner

    seats = [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Pixel", "cpu", "Planner")]
    bots = [Planner(seed=seed), Planner(seed=seed + 1)]
    values = lambda v: Planner().option_values(v, v.legal_actions())  # noqa: E731
    replay, poor = one_poor_move("insertcoin", seats, {}, seed, bots, values, 2)
    assert poor is not None
    return replay, poor


def test_insertcoin_a_poor_placement_is_the_costliest_decision():
    replay, poor = insertcoin_game(3)
    decisions = review_replay(replay)
    assert decisions and {d.seat for d in decisions} == {0}
    worst = rv.costliest(decisions)
    assert worst[0].step == poor and worst[0].cost >= 2, [(d.step, d.made, round(d.cost, 1)) for d in worst]


def mania_game(seed: int) -> tuple[rp.Replay, int | None]:
    """A Mania game of three Ace CPUs, seat 0 a person's: once, they make the bet the judge values least
    (when the best bet is worth at least a chip more)."""
    from arcade.games.mania.bots import SmartBot
    from arcade.games.mania.review import Judge as ManiaJudge

    seats = [SeatConfig("Ann", "human", "", "keys_a")] + [SeatConfig(f"CPU {i}", "cpu", "Ace") for i in (1, 2)]
    bots = [SmartBot("Ace", seed * 3 + s) for s in range(3)]
    values = lambda v: ManiaJudge().values(v, v.legal_actions())  # noqa: E731
    return one_poor_move("mania", seats, {}, seed, bots, values, 1)


def test_mania_a_poor_bet_is_the_costliest_decision():
    for seed in range(1, 20):
        replay, poor = mania_game(seed)
        if poor is not None:
            break
    assert poor is not None, "no game offered the person a bet worth a chip"
    decisions = review_replay(replay)
    assert decisions and {d.seat for d in decisions} == {0} and all(d.unit == "chips" for d in decisions)
    worst = rv.costliest(decisions)
    assert worst[0].step == poor and worst[0].cost >= 1, [(d.step, d.made, round(d.cost, 2)) for d in worst]


def test_the_replay_viewer_reviews_the_game_and_jumps_to_the_costliest_decision(tmp_path):
    from arcade.core.render import text
    from arcade.scenes.replay_viewer import ReplayViewer
    from arcade.testing import Harness

    replay, poor = game_with_a_poor_cash_in()
    h = Harness(store_root=tmp_path, render=True, fps=30)
    h.app.settings["anim_speed"] = 0.0
    h.boot()
    viewer = h.app.push(ReplayViewer(h.app, replay, registry.get("crashline")))
    shares = []
    for _ in range(3000):
        h.advance(40)
        if viewer.review is not None:
            shares.append(viewer.review.share())
            if viewer.review.finished:
                break
    assert viewer.review is not None and viewer.review.finished and viewer.review.failed is None
    assert len(set(shares)) > 2 and shares == sorted(shares), "the progress bar moves on as decisions are judged"
    assert viewer.review.decisions == review_replay(replay), "the same review as the command line's"
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    shown = " ".join(str(what) for kind, _rect, what in rec.marks if kind == "text")
    assert "Review 1/" in shown and "chose cash in; flip was better by" in shown and "costly move" in shown
    h.tap("keys_a", "next")
    assert viewer.done == poor and not viewer.playing, "the viewer shows the table the moment the choice was made"


def test_a_replay_of_cpus_only_gets_no_review(tmp_path):
    from arcade.benchmarks.replay import ordinary
    from arcade.scenes.replay_viewer import ReplayViewer
    from arcade.testing import Harness

    h = Harness(store_root=tmp_path, render=False)
    h.boot()
    viewer = h.app.push(ReplayViewer(h.app, ordinary("crashline", 4), registry.get("crashline")))
    for _ in range(200):
        h.advance(40)
    assert viewer.watch.ready and viewer.review is None and "next" not in viewer.controls()

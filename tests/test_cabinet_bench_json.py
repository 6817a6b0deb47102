"""Every cabinet benchmark prints one JSON object with --json, with figures (figure, goal, ratio, ok) that
``bench all`` gathers into one table; a benchmark without figures is listed as not reported."""

import json

from arcade.benchmarks import frame
from arcade.tools import figure_rows, parse_json_output


def test_frame_bench_json_has_a_ratio_against_the_bare_frame(capsys):
    frame.main(["--json", "--frames", "45", "--runs", "1", "--only", "options"])
    out = json.loads(capsys.readouterr().out)
    assert out["bench"] == "frame" and "bare frame" in out["baseline"]
    ((name, scene),) = out["scenes"].items()
    assert "options" in name
    assert scene["bare_median_ms"] > 0 and abs(scene["ratio"] - scene["median_ms"] / scene["bare_median_ms"]) < 1e-9
    figs = [f for f in out["figures"] if "options" in f["figure"]]
    assert figs and figs[0]["ratio"] == scene["ratio"] and figs[0]["ok"] == scene["ok"]
    rows = figure_rows("frame", out, 0)
    assert any("options" in r[0] and r[2].startswith(f"{scene['ratio']:.2f}x") for r in rows)
    (memory,) = [f for f in out["figures"] if "memory" in f["figure"]]
    assert memory["value"] == out["peak_rss_mb"] > 0 and memory["ok"] == (out["peak_rss_mb"] <= frame.MEMORY_GOAL_MB)
    stages = out["rss_mb_by_stage"]  # what the peak is made of, stage by stage
    assert list(stages)[:2] == ["window open", "boot (attract)"] and name in stages and "end" in stages
    if stages["end"] is not None:  # Linux (/proc): resident memory grows as scenes draw
        assert 0 < stages["window open"] < stages["end"]


def test_the_all_table_reads_json_among_other_output_and_marks_missing_figures():
    text = 'warming up\n{"bench": "x", "figures": [{"figure": "f", "goal": "<= 1.5x", "ratio": 2.0, "ok": false}]}\n'
    assert parse_json_output(text)["bench"] == "x"
    assert figure_rows("x", parse_json_output(text), 1) == [("f", "<= 1.5x", "2.00x", "MISSED")]
    assert figure_rows("crashline", {"games_per_second": 5000}, 0)[0][3] == "not reported"
    assert figure_rows("broken", parse_json_output("Traceback ..."), 2)[0][3] == "not reported"


def test_mania_bench_reports_the_500_game_sim_against_its_goal(capsys):
    from arcade.games.mania import bench

    assert bench.main(["--games", "1", "--repeats", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    (fig,) = out["figures"]
    assert fig["value"] == out["sim_500_games_seconds_2_cores"] > 0 and fig["ok"] == out["meets_goal"]
    assert abs(fig["ratio"] - fig["value"] / bench.GOAL_SECONDS) < 1e-12
    assert figure_rows("mania", out, 0)[0][1] == "< 30 s"


def test_console_bench_reports_its_timing_figures(capsys):
    from arcade.games.console import bench

    assert bench.main(["--games", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    exact, apply_input, advance, refusal, boundaries = out["figures"]
    assert out["stamp_to_apply_game_ms"]["n"] > 0 and exact["value"] == out["stamp_to_apply_game_ms"]["max"] == 0
    assert exact["ok"] and boundaries["ok"] and boundaries["value"] == out["deadline_boundaries"]["total"] > 0
    assert apply_input["value"] == out["apply_input_wall_us"]["p99"] > 0
    assert advance["value"] == out["advance_frame_wall_us"]["p99"] > 0
    assert abs(advance["ratio"] - advance["value"] / bench.WALL_GOAL_US) < 1e-12
    sizes = out["replay_refusal"]
    assert refusal["value"] == sizes["cases_ms"]["2,000,000 events (size limit)"] > 0
    assert abs(refusal["ratio"] - refusal["value"] / sizes["sound_ms"]) < 1e-12
    rows = figure_rows("console", out, 0)
    assert len(rows) == 5 and all(r[2] != "-" and r[3] in ("ok", "MISSED") for r in rows)
    late = {**out, "stamp_to_apply_game_ms": {**out["stamp_to_apply_game_ms"], "max": 0.5}}
    assert bench.figures(late)[0]["ok"] is False  # an input decided half a millisecond late is missed


def test_replay_bench_reports_flood_against_ordinary_per_step(capsys):
    from arcade.benchmarks import replay

    replay.main(["--games", "crashline", "--pairs", "40", "--runs", "1", "--json"])
    out = json.loads(capsys.readouterr().out)
    (row,) = out["games"]
    assert row["flood_steps"] == row["ordinary_steps"] + 80
    check, back, update, listing = out["figures"]
    assert abs(check["ratio"] - row["flood_marginal_us"] / row["ordinary_marginal_us"]) < 1e-12
    assert back["ratio"] == row["back_ratio"] and update["value"] == row["viewer_update_p99_ms"]
    assert listing["ratio"] == row["page_flood_ms"] / row["page_ordinary_ms"]
    assert check["ok"] == (check["ratio"] <= replay.GOALS["check"]) and back["ok"] == (
        back["ratio"] <= replay.GOALS["back"]
    )
    assert update["ok"] == (update["value"] <= replay.GOALS["update_ms"])
    assert listing["ok"] == (listing["ratio"] <= replay.GOALS["list"])

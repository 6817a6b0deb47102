"""The Mania ladder measurement: its interval and one small run's shape."""

from research.mania.ladder import measure, wilson


def test_wilson_interval_holds_the_share_and_narrows_with_games():
    low, high = wilson(0.6, 1000)
    assert low < 0.6 < high and abs(low - 0.5693) < 0.001 and abs(high - 0.6299) < 0.001
    wide = wilson(0.6, 100)
    assert wide[0] < low and wide[1] > high
    assert wilson(0.0, 0) == (0.0, 1.0)


def test_a_small_ladder_run_reports_shares_in_range():
    row = measure("Ace", "Rookie", 4, 4, 1, 1)
    assert row["games"] == 4 and 0 <= row["win_rate"] <= 1
    assert row["interval"][0] <= row["win_rate"] <= row["interval"][1]

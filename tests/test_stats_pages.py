"""Issue 36, item 18: the statistics pages say what each board has. Vegas solo plays for a score and a rank,
never a win: its page shows the best rank, not "Won 0". Crash Line's chart of recent scores holds several
people's scores: each person's bars have their colour and symbol, named in a legend."""

from arcade.core.render import palette, text
from arcade.core.stats import SeatResult
from arcade.scenes.stats import StatsScene
from arcade.testing import Harness


def page_texts(h, board):
    stats = h.top
    stats.index = stats.boards.index(board)
    h.advance(50)
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return [(what, r) for kind, r, what in rec.marks if kind == "text"]


def test_vegas_solo_shows_its_best_rank_not_wins():
    h = Harness()
    h.app.stats.record("vegas:solo", [SeatResult("Ann", 512.0, True, False)])
    h.app.stats.record("vegas:solo", [SeatResult("Ann", 380.0, True, False)])
    h.boot(StatsScene(h.app))
    words = [w for w, _r in page_texts(h, "vegas:solo")]
    assert "Won" not in words
    assert "Best rank" in words and "Good" in words  # 512 points: the rulebook's "Good"
    assert "Played" in words and "Best" in words and "Average" in words
    words = [w for w, _r in page_texts(h, "crashline")]
    assert "Won" in words, "a board with wins still shows them"


def test_the_recent_scores_chart_tells_whose_scores_are_whose():
    h = Harness()
    for ann, bo in ((31.0, 12.0), (18.0, 40.0), (25.0, 9.0)):
        h.app.stats.record("crashline", [SeatResult("Ann", ann, True, ann > bo), SeatResult("Bo", bo, True, bo > ann)])
    assert h.app.stats.board("crashline")["recent_names"] == ["Ann", "Bo"] * 3
    h.boot(StatsScene(h.app))
    texts = page_texts(h, "crashline")
    title = next(r for w, r in texts if w == "Recent scores")
    legend = [w for w, r in texts if abs(r.centery - title.centery) < 14 and title.right < r.x < 600]
    assert legend == ["Ann", "Bo"]
    chart = h.app.screen.subsurface((110, 345, 460, 250))
    seen = {tuple(chart.get_at((x, y)))[:3] for x in range(0, 460) for y in range(0, 250, 2)}
    assert palette.SEATS[0][:3] in seen and palette.SEATS[1][:3] in seen


def test_old_files_without_names_still_chart_and_a_lone_player_gets_no_legend():
    h = Harness()
    h.app.stats.record("crashline", [SeatResult("Ann", 31.0, True, True)])
    h.app.stats.boards["crashline"].pop("recent_names")  # a file from before names were kept
    h.app.stats.record("crashline", [SeatResult("Ann", 20.0, True, True)])
    assert h.app.stats.board("crashline")["recent_names"] == ["Ann"]
    h.boot(StatsScene(h.app))
    texts = page_texts(h, "crashline")
    title = next(r for w, r in texts if w == "Recent scores")
    assert not [w for w, r in texts if abs(r.centery - title.centery) < 14 and title.right < r.x < 600]


def test_top_speed_practice_shows_runs_not_wins():
    h = Harness()
    h.app.stats.record("topspeed:practice", [SeatResult("Ann", 14.0, True, False)])
    h.boot(StatsScene(h.app))
    words = [w for w, _r in page_texts(h, "topspeed:practice")]
    assert "Won" not in words and "Runs" in words and "Best" in words

"""Issue 36, item 10: after a placement the next piece's ghost never starts on the squares just filled
(drawn red, "D2 does not fit there" on Enter): it starts on the nearest place where it fits."""

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.insertcoin.pieces import cells_of
from arcade.games.insertcoin.rules import InsertCoin, cards
from arcade.games.insertcoin.scene import InsertCoinScene
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness

CHERRY, ROBOT, DEMON, SKULL = 26, 0, 8, 12  # card ids (see levels/insertcoin_*.tmx)


def test_the_next_ghost_starts_where_it_fits_not_on_the_squares_just_filled():
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT, ROBOT], seed=3)
    seats = [SeatConfig("P1", "human", "", "keys_a"), SeatConfig("C2", "cpu", "Greedy")]
    h = Harness(render=False)
    h.boot(GameSelectScene(h.app))
    scene = h.app.push(InsertCoinScene(h.app, LobbyConfig("insertcoin", seats, {}, 5), state=state))
    h.advance(300)
    piece = cards()[ROBOT].left  # D2
    cur = scene.ui.cursor(0)
    assert cur.tool_name(scene.state, 0) == piece
    _cells, fits, _tool = scene.ghost(0)
    assert fits, "the first ghost starts where it fits"
    where = (cur.level, cur.x, cur.y, cur.orient)
    h.taps("keys_a", "confirm", "confirm")  # placed
    flips = scene.state.flips
    for _ in range(40):  # the CPU draws too, then the same card comes up again
        if scene.state.flips > flips and scene.state.tasks[0]:
            break
        h.advance(100)
    cur = scene.ui.cursor(0)  # the cursor is a value: the one the scene holds now
    assert scene.state.card == ROBOT and cur.tool_name(scene.state, 0) == piece
    cells, fits, _tool = scene.ghost(0)
    filled = set(cells_of(scene.state.filled[0][where[0]]))
    assert fits, f"the ghost fits where it starts ({(cur.level, cur.x, cur.y)}, the last one was at {where})"
    assert not any(lv == where[0] and (x, y) in filled for lv, x, y in cells)
    h.taps("keys_a", "confirm", "confirm")
    assert scene.cue is None or "does not fit" not in scene.cue[0]
    assert scene.state.stats["placed"][0] == 2

"""Issue 36, item 5: in a real-time game's lobby two people cannot share one device: the clash is marked on
the seat, START is refused with the reason shown, and a turn-based game still lets people share keys."""

from arcade.games import registry
from arcade.games.topspeed.scene import TopSpeedScene
from arcade.scenes.lobby import LobbyScene
from arcade.testing import Harness


def lobby_of(gid):
    h = Harness(render=False)
    h.boot()
    lobby = h.app.push(LobbyScene(h.app, registry.get(gid)))
    h.advance(300)
    if lobby.count != 2:
        lobby.index = 0
        h.tap("keys_a", "left" if lobby.count > 2 else "right")
    return h, lobby


def seat_row(lobby, seat):
    return next(i for i, item in enumerate(lobby.items) if item.label.startswith(f"{seat + 1}."))


def set_seat(h, lobby, seat, kind, what):
    """Step the seat's row with left/right, as a player does, until it is (kind, what)."""
    lobby.index = seat_row(lobby, seat)
    for _ in range(20):
        s = lobby.seats[seat]
        if (s.kind, s.device if s.kind == "human" else s.level) == (kind, what):
            return
        h.tap("keys_a", "right")
    raise AssertionError(f"seat {seat} never became {kind} {what}")


def press_start(h, lobby):
    lobby.index = len(lobby.items) - 1
    h.tap("keys_a", "confirm")


def test_top_speed_refuses_two_people_on_the_same_keys():
    h, lobby = lobby_of("topspeed")
    set_seat(h, lobby, 0, "human", "keys_a")
    set_seat(h, lobby, 1, "human", "keys_a")
    assert "CLASH with 1" in lobby.items[seat_row(lobby, 1)].value()
    assert "CLASH" not in lobby.items[seat_row(lobby, 0)].value()
    press_start(h, lobby)
    assert h.top is lobby, "START refused"
    assert "error" in h.app.audio.played
    assert any("Players 1 and 2 both on Keys A" in message for message, _ms in h.app.toasts)
    assert lobby.items[-1].hint.startswith("Players 1 and 2 both on Keys A")
    set_seat(h, lobby, 1, "human", "keys_b")
    assert "CLASH" not in lobby.items[seat_row(lobby, 1)].value()
    press_start(h, lobby)
    assert isinstance(h.top, TopSpeedScene)


def test_a_turn_based_game_still_lets_people_share_keys():
    h, lobby = lobby_of("crashline")
    set_seat(h, lobby, 0, "human", "keys_a")
    set_seat(h, lobby, 1, "human", "keys_a")
    assert "CLASH" not in lobby.items[seat_row(lobby, 1)].value()
    assert "take turns" in lobby.items[-1].hint
    press_start(h, lobby)
    assert h.top is not lobby

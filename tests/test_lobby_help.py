"""Issue 36, item 2: F1 in a game's lobby opens that game's how-to pages, not the cabinet's."""

from arcade.games import registry
from arcade.scenes.howto import HowToScene
from arcade.scenes.lobby import LobbyScene
from arcade.testing import Harness


def test_f1_in_a_lobby_opens_that_games_pages():
    h = Harness(render=False)
    h.boot()
    for gid in ("vegas", "crashline", "topspeed"):
        lobby = h.app.push(LobbyScene(h.app, registry.get(gid)))
        h.advance(300)
        h.tap("system", "help")
        assert isinstance(h.top, HowToScene) and h.top.game_id_shown == gid
        h.tap("keys_a", "back")
        h.advance(300)
        assert h.top is lobby
        assert h.app.hold_open_games() and not h.app.store.exists(f"hold-{gid}")  # a lobby keeps no game
        h.app.pop()
        h.advance(300)

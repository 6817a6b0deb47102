"""Screenshots of the console and Top Speed! screens for issue 25 (looked at by eye; not a test).

Run from the worktree with PYTHONPATH set to it: ``PYTHONPATH=. python research/consolets_shots.py OUT``."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from arcade.games.console.scene import ConsoleScene
from arcade.games.console.timing import START_DELAY_MS, pace
from arcade.scenes.initials import ARM_MS
from arcade.testing import Harness

OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots"
os.makedirs(OUT, exist_ok=True)
KEY = {1: "b7", 2: "b8", 3: "b9", 4: "b4", 5: "b5", 6: "b6", 7: "b1", 8: "b2", 9: "b3"}


def console_shots():
    h = Harness(fps=30)
    scene = ConsoleScene(h.app, 11)
    h.boot(scene)
    h.screenshot(f"{OUT}/console_idle.png")
    h.taps("numpad", "b7", "b6")  # Skill 1, Sneak Attack
    p = pace("sneak_attack", 1)
    h.advance(START_DELAY_MS + p.base_ms + 20)
    h.screenshot(f"{OUT}/console_sneak_second.png")
    target = scene.machine.game.path[2]
    h.send("numpad", KEY[target])
    h.advance(100)
    h.send("numpad", KEY[target], False)  # let go too soon: game over with 1
    h.advance(1500)
    h.screenshot(f"{OUT}/console_score_flash.png")
    h.advance(1500)
    h.screenshot(f"{OUT}/console_prompt.png")
    h.advance(ARM_MS + 10)
    h.taps("keys_a", "up", "confirm")
    h.advance(200)
    h.screenshot(f"{OUT}/console_signed.png")
    h.tap("numpad", "b8")
    h.screenshot(f"{OUT}/console_next_session.png")


if __name__ == "__main__" and len(sys.argv) <= 2:
    console_shots()


def topspeed_shots():
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.topspeed import cards as C
    from arcade.games.topspeed.scene import COUNTDOWN_MS, TopSpeedScene

    cfg = LobbyConfig(
        "topspeed",
        [SeatConfig("Ann", "human", "", "keys_b", {}), SeatConfig("Bob", "human", "", "keys_a")],
        {},
        4,
    )
    h = Harness(fps=20)
    h.boot()
    scene = h.app.push(TopSpeedScene(h.app, cfg))
    h.advance(COUNTDOWN_MS + 50)
    # a table as a long race leaves it: short rows, a long one with many mistakes
    st = scene.state
    free = [c for c in range(C.N_CARDS)]
    st.rows[1] = [C.card("tire", "yellow"), C.card("helmet", "red")]
    st.rows[2] = [C.card("cone", "purple")]
    st.rows[5] = [C.card(p, c) for p, c in ((0, 0), (1, 1), (2, 2), (0, 3), (3, 3), (4, 4), (5, 5), (6, 0), (1, 2))]
    st.rows[6] = [C.card(p, c) for p, c in ((6, 1), (5, 2), (4, 3))]
    del free
    scene.changes += 1
    h.advance(1500)
    h.screenshot(f"{OUT}/topspeed_race.png")
    return h, scene


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[2] == "topspeed":
    topspeed_shots()


def topspeed_long_rows():
    """Rows full of mistakes: 16 and 21 cards, in the race and at the reveal."""
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.topspeed import cards as C
    from arcade.games.topspeed.scene import COUNTDOWN_MS, TopSpeedScene

    cfg = LobbyConfig(
        "topspeed",
        [SeatConfig("Ann", "human", "", "keys_b", {}), SeatConfig("Bob", "human", "", "keys_a")],
        {},
        4,
    )
    h = Harness(fps=20)
    h.boot()
    scene = h.app.push(TopSpeedScene(h.app, cfg))
    h.advance(COUNTDOWN_MS + 50)
    st = scene.state
    ids = list(range(C.N_CARDS))
    st.rows[0] = ids[:16]
    st.rows[4] = ids[16:37]
    st.rows[3] = ids[37:]
    scene.changes += 1
    h.advance(1500)
    h.screenshot(f"{OUT}/topspeed_long_rows.png")
    return h, scene


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[2] == "long":
    topspeed_long_rows()


def topspeed_long_reveal():
    h, scene = topspeed_long_rows()
    h.tap("keys_b", "extra")  # Ann calls Top Speed!
    for k in range(8):
        h.advance(1500)
        h.screenshot(f"{OUT}/topspeed_reveal_{k}.png")


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[2] == "reveal":
    topspeed_long_reveal()


def lobby_shots():
    from arcade.games import registry
    from arcade.scenes.lobby import LobbyScene

    h = Harness(fps=20)
    h.boot()
    lobby = h.app.push(LobbyScene(h.app, registry.get("topspeed")))
    h.advance(300)
    h.screenshot(f"{OUT}/topspeed_lobby_two.png")
    lobby.index = 0
    h.tap("keys_a", "left")
    h.tap("keys_a", "down")
    h.tap("keys_a", "down")
    h.advance(300)
    h.screenshot(f"{OUT}/topspeed_lobby_one.png")


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[2] == "lobby":
    lobby_shots()


def duel_shots():
    """A duel's console before its game: the mark to beat on the lights (score values), then in play."""
    from arcade.games.console.duel_mode import DuelMode

    h = Harness(fps=30)
    h.boot()
    mode = DuelMode("sneak_attack", 2, lambda s: None, heading="DUEL: ANN", lines=("Beat it",), opponent_score=7)
    scene = h.app.push(ConsoleScene(h.app, 3, duel=mode))
    h.advance(300)
    h.screenshot(f"{OUT}/console_duel_to_beat.png")
    h.tap("numpad", "b5")
    h.advance(START_DELAY_MS + 300)
    h.screenshot(f"{OUT}/console_duel_play.png")
    return scene


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[2] == "duel":
    duel_shots()


def howto_shots(game="console", pages=(0, 2, 3)):
    from arcade.scenes.howto import HowToScene

    h = Harness(fps=20)
    h.boot()
    scene = h.app.push(HowToScene(h.app, game))
    for p in pages:
        scene.page = p
        h.advance(200)
        h.screenshot(f"{OUT}/howto_{game}_{p}.png")


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[2] == "howto":
    howto_shots()
    howto_shots("topspeed", (0, 1))

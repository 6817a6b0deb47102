"""Count the stops a person meets in a scripted Mania game: one person (keys A, who always takes the first
choice: no card, no bet; presses to roll) against three CPUs, through the headless harness at the default CPU pace.

    PYTHONPATH=. python -m research.mania.prompt_count --seeds 3

Counted for the person, per game: ``boxes`` (an "Event card?" box drawn in a card window or a full-hand
draw; "only_pass" of them offered nothing but "Play no card"), ``beats`` (a card window where the game
stood still in the person's name, the header saying "<name> to play or pass a card", with no box: the pass
made for them after a pause), on their own turns and on opponents' turns; ``roll_presses`` (a "Press ... to
roll" answered), ``ann_rolls`` and ``rolled_unpressed`` (their die rolled in a frame they pressed nothing).
"""

from __future__ import annotations

import argparse
import json

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.mania.actions import Pass
from arcade.games.mania.controller import options
from arcade.games.mania.scene import ManiaScene
from arcade.testing import Harness


def play(seed: int, max_ms: float = 7_200_000) -> dict:
    h = Harness(render=False, fps=30)
    h.boot(None)
    seats = [SeatConfig("Ann", "human", "", "keys_a")] + [SeatConfig(n, "cpu", "Regular") for n in ("B", "C", "D")]
    scene = h.app.push(ManiaScene(h.app, LobbyConfig("mania", seats, {}, seed)))
    st = scene.state
    counts = {
        "boxes": 0,
        "only_pass": 0,
        "beats": 0,
        "opp_boxes": 0,
        "opp_beats": 0,
        "beat_ms": 0.0,
        "roll_presses": 0,
        "ann_rolls": 0,
        "rolled_unpressed": 0,
    }
    seen: set = set()
    real_act = scene.act
    stood: dict[tuple, float] = {}

    def act(action):
        key = (st.phase, st.window, st.turn, len(st.discard), len(st.history), len(st.pending))
        if st.current_player() == 0 and st.phase in ("window", "draw") and isinstance(action, Pass):
            if key not in seen:  # not a box: a pass made for the person
                started = stood.get(key, scene.now())
                if scene.now() - started >= 100:  # a pause a player sees (not one frame)
                    counts["beats"] += 1
                    counts["opp_beats"] += st.mover != 0
                    counts["beat_ms"] += scene.now() - started
        return real_act(action)

    scene.act = act
    real_present = scene.present
    pressed_at = [-1.0]

    def present(events, now):
        for e in events:
            if type(e).__name__ == "DieRolled" and e.seat == 0:
                counts["ann_rolls"] += 1
                counts["rolled_unpressed"] += pressed_at[0] != now
        return real_present(events, now)

    scene.present = present
    start = h.now
    end = h.now + max_ms
    while not st.is_terminal() and h.now < end:
        top = h.top
        if top is not scene:
            if getattr(top, "duel", None) is not None and top.bot is None and top.duel_started is None:
                h.tap("numpad", "b5")
            h.advance(500)
            continue
        key = (st.phase, st.window, st.turn, len(st.discard), len(st.history), len(st.pending))
        if st.current_player() == 0 and st.phase in ("window", "draw") and not scene.busy():
            stood.setdefault(key, scene.now())
        if getattr(scene, "roll_prompt", lambda: None)() == 0:
            counts["roll_presses"] += 1
            pressed_at[0] = scene.now()
            h.tap("keys_a", "confirm")
        elif scene.person_to_choose() == 0:
            if st.phase in ("window", "draw") and key not in seen:
                seen.add(key)
                counts["boxes"] += 1
                counts["only_pass"] += len(options(st.view(0), scene.frame().names)) == 1
                counts["opp_boxes"] += st.mover != 0
            pressed_at[0] = scene.now()
            h.tap("keys_a", "confirm")
        h.advance(50)
    counts["beat_ms"] = round(counts["beat_ms"])
    counts["game_s"] = round((h.now - start) / 1000)
    return {"seed": seed, "turns": st.turn, "over": st.is_terminal(), **counts}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=3)
    args = ap.parse_args(argv)
    rows = [play(seed) for seed in range(1, args.seeds + 1)]
    for row in rows:
        print(json.dumps(row))
    keys = (
        "turns",
        "boxes",
        "only_pass",
        "beats",
        "opp_boxes",
        "opp_beats",
        "beat_ms",
        "roll_presses",
        "ann_rolls",
        "rolled_unpressed",
        "game_s",
    )
    print("total", json.dumps({k: sum(r[k] for r in rows) for k in keys}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

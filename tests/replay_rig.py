"""Replays for the issue-34 tests: a whole CPU game played from its lobby and saved, and a flood of undo
steps added to a genuine replay (each undo taking the last move back and the move made again, so the end
is the same and the replay still checks out)."""

from __future__ import annotations

import json

from matrix_rig import Setup, play

from arcade.core import replays as rp
from arcade.games import registry, replaying

LEVELS = {
    "crashline": ("Kid", "Careful"),
    "vegas": ("Easy", "Medium"),
    "insertcoin": ("Kid", "Greedy"),
    "topspeed": ("Rookie", "Rookie"),
    "mania": ("Rookie", "Regular", "Ace"),
}


def recorded(game: str, root, seed: int = 2):
    """A whole game of CPUs played from the lobby: its scene and its saved replay (read back)."""
    played = play(Setup(game, LEVELS[game], seed=seed), 3_600_000, store_root=root)
    return played.scene, rp.load(played.scene.replay_path)


def flooded(replay: rp.Replay, pairs: int) -> rp.Replay:
    """``replay`` with ``pairs`` undo-and-again pairs after its last move: the end is unchanged."""
    doc = json.loads(json.dumps(replay.to_data()))
    steps = doc["steps"]
    last = max(i for i, s in enumerate(steps) if s[0] == "a")
    standing = len(rp.standing(replay.steps))
    again = steps[last]
    flood = []
    for _ in range(pairs):
        flood += [["u", again[1], standing - 1], list(again)]
    doc["steps"] = steps[: last + 1] + flood + steps[last + 1 :]
    return rp.Replay.from_data(doc)


def counted_codec(game: str):
    """The game's codec, counting the actions it applies (``codec.applied[0]``)."""
    codec = replaying.codec_for(registry.get(game))
    real = codec.apply_step
    codec.applied = [0]

    def apply_step(state, action):
        codec.applied[0] += 1
        return real(state, action)

    codec.apply_step = apply_step
    return codec


def with_undos(replay: rp.Replay, after: tuple[int, ...], back: int) -> rp.Replay:
    """``replay`` (one without undos) with an undo after each of its moves numbered in ``after``: the
    last ``back`` moves taken back and then made again, so the end is unchanged and still checks out."""
    doc = json.loads(json.dumps(replay.to_data()))
    steps: list = []
    made = 0
    for step in doc["steps"]:
        steps.append(step)
        made += 1
        if made in after:
            kept = max(0, made - back)
            again = [steps[i] for i in rp.standing(steps)][kept:made]
            steps.append(["u", step[1], kept])
            steps += [list(s) for s in again]
    doc["steps"] = steps
    return rp.Replay.from_data(doc)

"""The review of a saved game, by game (the judging itself is :mod:`arcade.core.review`): the game's
judge from its GameInfo (``review``), its engine and replay codec, and the seats to review (the people's,
unless seats are named). Used by ``python -m arcade.replay FILE --review``, the replay viewer (in the CPU
worker) and ``python -m arcade.bench review``. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.core import replays as rp
from arcade.core import review as rv
from arcade.games import registry, replaying
from arcade.games.info import resolve


def reviewable(game: str) -> bool:
    """Whether the cabinet can review a game of this kind (it has a judge and keeps replays)."""
    try:
        info = registry.get(game)
    except KeyError:
        return False
    return bool(info.review and info.replay_codec)


def seats_to_review(replay: rp.Replay, seats: Sequence[int] | None) -> list[int]:
    """``seats`` when given (a CPU's seat too), else the seats people played."""
    return list(seats) if seats is not None else rv.people_seats(replay)


def review_replay(
    replay: rp.Replay, seats: Sequence[int] | None = None, seed: int = 0, progress: rv.Progress | None = None
) -> list[rv.Decision]:
    """Every standing decision of the seats reviewed, judged by the game's own judge. ValueError (in words)
    when the game has no review or the replay cannot be played."""
    try:
        info = registry.get(replay.game)
    except KeyError:
        raise ValueError(f"the replay is of a game this cabinet does not have ({replay.game!r})") from None
    codec = replaying.codec_for(info)
    if not info.review or codec is None:
        raise ValueError(f"{info.title} games have no review")
    judge: Any = resolve(info.review)(seed)
    engine = replaying.engine_for(info)
    return rv.review(replay, engine, codec, judge, seats_to_review(replay, seats), progress)


def review_file(path: str, seats: Sequence[int] | None = None, seed: int = 0) -> list[rv.Decision]:
    """:func:`review_replay` of the replay saved at ``path`` (read with the replay reader's own checks)."""
    return review_replay(rp.load(path), seats, seed)


def ask(replay: rp.Replay, seats: Sequence[int] | None = None) -> list[rv.Question]:
    """The decisions to judge (the seats' own views at each): the replay played through once. The replay
    viewer asks this of the CPU worker, then :func:`judge_some` a few at a time (its progress bar)."""
    info = registry.get(replay.game)
    codec = replaying.codec_for(info)
    if codec is None:
        raise ValueError(f"{info.title} keeps no replays")
    return rv.questions(replay, replaying.engine_for(info), codec, seats_to_review(replay, seats))


def judge_some(game: str, questions: Sequence[rv.Question], seed: int = 0) -> list[rv.Decision | None]:
    """Each of ``questions`` judged by the game's judge (None: a decision it does not weigh)."""
    judge: Any = resolve(registry.get(game).review)(seed)
    return [rv.answer(judge, q) for q in questions]

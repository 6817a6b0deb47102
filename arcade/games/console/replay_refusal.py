"""How quickly a hostile replay file is refused, against listing a sound one (part of ``python -m arcade.bench
console``; the cabinet's own files are timed by ``python -m arcade.bench hostile``).

A two-million-event replay is over the size limit and is refused unread: goal <= 5x listing a sound replay.
One of 25,000 events is under the size limit and over the event limit, so it is parsed before it is refused:
its time is shown without a goal (it is what reading 500 KB costs).
"""

from __future__ import annotations

import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import TypedDict

from arcade.games.console import library
from arcade.games.console import replay as rp
from arcade.games.console.bots import play_out
from arcade.games.console.cpu import make_bot
from arcade.games.console.machine import new_game

SIZE_GOAL = 5.0  # a replay over the size limit costs at most this many sound listings
SIZE_CASE = "2,000,000 events (size limit)"
EVENT_CASE = "25,000 events (event limit)"


class Refusal(TypedDict):
    sound_ms: float
    cases_ms: dict[str, float]


def _sound(tmp: Path) -> tuple[Path, Path]:
    m = new_game("sneak_attack", 2, seed=3)
    play_out(m, make_bot("200", 0, 4))
    m.run_out()
    root = tmp / "sound"
    path = library.save_run(root, rp.from_machine(m, {"player": "Ann", "date": "2026-11-30 12:00"}))
    return root, Path(path)


def _listing_ms(tmp: Path, rel: Path, sound: Path, text: str | None, runs: int) -> float:
    took = []
    for _ in range(runs):
        case = Path(tempfile.mkdtemp(dir=tmp))
        target = case / rel
        target.parent.mkdir(parents=True)
        if text is None:
            shutil.copy(sound, target)
        else:
            target.write_text(text)
        t0 = time.perf_counter()
        found, problems = library.entries(case)
        took.append((time.perf_counter() - t0) * 1000)
        if (text is None) != bool(found):
            raise SystemExit(f"replay listing went wrong: {problems}")
        shutil.rmtree(case)
    return statistics.median(took)


def measure(runs: int = 5) -> Refusal:
    with tempfile.TemporaryDirectory(prefix="coinop-replays-") as name:
        tmp = Path(name)
        root, sound = _sound(tmp)
        rel = sound.relative_to(root)
        doc = json.loads(sound.read_text())
        many = json.dumps({**doc, "inputs": "__MANY__"}).replace(
            '"__MANY__"', "[" + '[1.0,"press",1],' * 1_999_999 + '[1.0,"press",1]]'
        )
        texts = {SIZE_CASE: many, EVENT_CASE: json.dumps({**doc, "inputs": [[1.0, "press", 1]] * 25_000})}
        base = _listing_ms(tmp, rel, sound, None, runs)
        return {"sound_ms": base, "cases_ms": {k: _listing_ms(tmp, rel, sound, t, runs) for k, t in texts.items()}}

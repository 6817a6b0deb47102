"""What the Resume offer says about a kept game: when it was kept, who plays it and their scores so far, and
whose turn it is, read from the kept data itself (``GameScene.hold_data``: the lobby set-up and the rules
state) through the game's rules engine, without building its scene. Never raises: anything it cannot read
becomes a plain sentence, and the kept file is left as it is."""

from __future__ import annotations

from typing import Any, NamedTuple

from arcade.core.rules import SIMULTANEOUS, TERMINAL


class KeptGame(NamedTuple):
    """The offer's facts: ``seats`` is (name, score so far) per seat (score "" when the game has none to
    read); ``turn`` "Ann to play" or ""; ``problem`` why the players and scores cannot be shown ("" when
    they can)."""

    saved: str
    seats: tuple[tuple[str, str], ...]
    turn: str
    problem: str


def _number(value: Any) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def read_kept(info: Any, held: Any) -> KeptGame:
    """The facts of ``held`` (what ``App.held`` gave: ``{"saved", "state": hold data}``) for ``info``'s game."""
    saved = held.get("saved", "") if isinstance(held, dict) else ""
    saved = saved if isinstance(saved, str) else ""
    try:
        return _read(info, held, saved)
    except Exception as exc:
        reason = str(exc)[:80] or exc.__class__.__name__
        return KeptGame(saved, (), "", f"Its players and scores cannot be read ({reason}); resuming may still work.")


def _read(info: Any, held: Any, saved: str) -> KeptGame:
    data = held["state"]
    if not isinstance(data, dict) or "config" not in data:
        return KeptGame(saved, (), "", "")  # a game kept without a lobby set-up: only its time to show
    seats = data["config"]["seats"]
    names = [str(s["name"]) + (" (CPU)" if s.get("kind") == "cpu" else "") for s in seats]
    scores: list[str] = [""] * len(names)
    turn = ""
    if info.engine is not None and "state" in data:
        from arcade.core.userfiles import engine_class

        state = engine_class(info).from_data(data["state"])
        got = list(state.scores())
        if len(got) != len(names):
            raise ValueError(f"{len(got)} scores for {len(names)} players")
        scores = [_number(v) for v in got]
        seat = state.current_player()
        if seat not in (SIMULTANEOUS, TERMINAL) and isinstance(seat, int) and 0 <= seat < len(names):
            turn = f"{seats[seat]['name']} to play"
    return KeptGame(saved, tuple(zip(names, scores)), turn, "")


def offer_text(title: str, kept: KeptGame) -> str:
    """The sentence over the offer's table: "You kept a game of Crash Line on 2026-12-03 15:52. Ann to play."."""
    out = f"You kept a game of {title}" + (f" on {kept.saved}" if kept.saved else "") + "."
    if kept.turn:
        out += f" {kept.turn}."
    if kept.problem:
        out += f" {kept.problem}"
    return out

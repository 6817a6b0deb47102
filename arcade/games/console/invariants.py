"""What holds in every state of the console machine, whatever was pressed (the conformance test runs it
after every step; ``EngineSpec.invariants``). Pure: no pygame. Raises AssertionError naming what is broken."""

from __future__ import annotations

from .layout import CELLS, GAMES
from .machine import MODES, Machine
from .reflex_game import BLINK, OFF, ON

FULL_BOARD = sum(CELLS)
"""A score above this is shown as full boards first (``layout.score_display``)."""


def check(machine: Machine) -> None:
    """Nine lights in a known state, held buttons as the inputs left them, the clock and the trace in
    order, the score the points counted since the game started, and a final score shown as it is."""
    m = machine
    assert len(m.lights) == 9 and all(s in (OFF, ON, BLINK) for s in m.lights), f"lights {m.lights}"
    assert len(m.light_since) == 9 and all(t <= m.now for t in m.light_since), "a light changed in the future"
    held: set[int] = set()
    for _t, kind, cell in m.inputs:
        (held.add if kind == "press" else held.discard)(cell)
    assert m.held == held and m.held <= set(CELLS), f"held {sorted(m.held)}, the inputs leave {sorted(held)}"
    assert m.mode in MODES, f"unknown mode {m.mode!r}"
    assert m.now >= m.t0, "the clock ran backwards past its start"
    assert (m.due is None) == (m.phase is None) and (m.due is None or m.due >= m.now), (
        f"timer {m.phase!r} at {m.due} with the clock at {m.now}"
    )
    if m.mode == "playing":
        assert m.game is not None and m.game_id in GAMES and m.skill in (1, 2, 3), "a game without game or skill"
        try:
            m.game.check(m.phase)
        except ValueError as exc:
            raise AssertionError(str(exc)) from exc
    else:
        assert m.game is None, f"a reflex game kept while the console is {m.mode!r}"
    times = [e[0] for e in m.trace]
    assert times == sorted(times) and (not times or times[-1] <= m.now), "the trace is out of time order"
    starts = [i for i, e in enumerate(m.trace) if e[1] == "start"]
    if starts:
        points = [e[2] for e in m.trace[starts[-1] :] if e[1] == "point"]
        assert points == list(range(1, len(points) + 1)) and m.score == len(points), (
            f"score {m.score} after points {points}"
        )
    assert 0 <= m.score, f"score {m.score}"
    if m.final_score is not None:
        assert m.final_score == m.score and m.mode != "playing", f"final score {m.final_score} of {m.score}"
        if m.mode == "score":
            shown = FULL_BOARD * m.score_boards + sum(m.score_lit)
            assert shown == m.final_score, f"the lights show {shown}, the score is {m.final_score}"

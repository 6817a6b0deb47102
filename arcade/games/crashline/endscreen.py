"""What Crash Line's end card holds: who won, and every score pile as best card + tickets per machine (the
base scene draws it with the scene kit's end card, :mod:`arcade.scenes.kit.endscreen`)."""

from __future__ import annotations

from typing import Any

from arcade.core.render import palette
from arcade.scenes.kit.endscreen import EndCard, EndRow, standings, winner_title

from . import art
from .cards import MACHINES, N_MACHINES
from .rules import machine_parts


def machine_label(cards) -> str:
    best, tickets = machine_parts(cards)
    if not best:
        return "-"
    return f"{best} + {tickets}" if tickets else str(best)


def end_card(scene: Any) -> EndCard:
    """Seats best first by score, then most cards (the rulebook's tie-break): cards, each machine, total."""
    state = scene.state
    winners = state.winners()
    names = [scene.name(s) for s in range(state.num_seats)]
    rows = tuple(
        EndRow(
            s,
            names[s],
            (str(state.pile_count[s]), *(machine_label(state.piles[s][m]) for m in range(N_MACHINES))),
            str(state.score[s]),
            s in winners,
        )
        for s in standings(state.score, state.pile_count)
    )
    return EndCard(
        winner_title(names, winners),
        subtitle="best card + tickets per machine",
        columns=("cards", *MACHINES),
        column_colours=(None, *art.MACHINE_COLOURS[:N_MACHINES]),
        rows=rows,
        footnote="Ties: most cards wins; still tied, the win is shared.",
        accent=palette.NEON_PINK,
        width=1040,
        row_h=60,
    )

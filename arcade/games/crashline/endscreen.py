"""What Crash Line's end card holds: who won, and every score pile as best card + tickets per machine (the
base scene draws it with the scene kit's end card, :mod:`arcade.scenes.kit.endscreen`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.core.render import palette
from arcade.scenes.kit.endscreen import EndCard, EndRow, standings, winner_title

from . import art
from .cards import MACHINES, N_MACHINES
from .scoring import machine_parts


def machine_label(cards) -> str:
    best, tickets = machine_parts(cards)
    if not best:
        return "-"
    return f"{best} + {tickets}" if tickets else str(best)


def end_card(view: Any, names: Sequence[str]) -> EndCard:
    """Seats best first by score, then most cards (the rulebook's tie-break): cards, each machine, total;
    from the final table's view and the seats' names."""
    winners = view.winners()
    rows = tuple(
        EndRow(
            s,
            names[s],
            (str(view.counts[s]), *(machine_label(view.piles[s][m]) for m in range(N_MACHINES))),
            str(view.score[s]),
            s in winners,
        )
        for s in standings(view.score, view.counts)
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

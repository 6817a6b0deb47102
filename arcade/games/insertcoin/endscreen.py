"""What Insert Coin to Play's end card holds: who won and why the game ended, and each seat's Levels,
Coins, Lives and total (the state's own score breakdown). The base scene draws it with the scene kit's end
card (:mod:`arcade.scenes.kit.endscreen`) over the dimmed sheets."""

from __future__ import annotations

from collections.abc import Sequence

from arcade.core.render import palette
from arcade.scenes.kit.endscreen import EndCard, EndRow, standings, winner_title

from . import art
from .view import SheetView

END_REASONS = {
    "all_levels": "{who} completed all 3 Levels",
    "deck_empty": "the deck ran out",
    "out_of_lives": "{who} ran out of Lives and Coins",
    "game_over_card": "{who} could not pay for the GAME OVER card",
}


def end_card(st: SheetView, names: Sequence[str], winners: Sequence[int]) -> EndCard:
    """The end card of the finished game ``st`` (its public view), the seats' ``names`` and its
    ``winners`` (the rules' own tie-break)."""
    n = st.num_seats
    scores = st.scores()
    if n == 1:
        title = f"{scores[0]} POINTS"
    elif len(winners) == 1:
        title = winner_title(names, winners)
    else:
        title = "SHARED WIN!"
    who = ", ".join(names[s] for s in st.enders) or "nobody"
    reason = END_REASONS.get(st.end_reason, st.end_reason).format(who=who)
    rows = []
    for seat in standings(scores):
        b = st.score_breakdown(seat)
        cells = (" + ".join(str(p) for p in b["levels"]), str(b["coins"]), str(b["lives"]))
        rows.append(EndRow(seat, names[seat], cells, str(b["total"]), seat in winners and n > 1, art.seat_colour(seat)))
    return EndCard(
        title,
        title_colour=art.seat_colour(winners[0]) if len(winners) == 1 else palette.NEON_YELLOW,
        subtitle=f"Game over: {reason}.",
        columns=("Levels", "Coins", "Lives"),
        rows=tuple(rows),
        accent=palette.NEON_GREEN,
        width=860,
    )

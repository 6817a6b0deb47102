"""Checks of a kept Electronic Arcade Mania game beyond its shape: every seat a duel, a bet, a card or a
history row names is a seat of the game, every game name a console game, every number in its range. A
state ``Mania.from_data`` accepts can be drawn and played (a duel challenger of -1 once made the chip
settling loop forever paying the bank). Pure: raises ValueError with what is wrong."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.games.mania.board import SLIDES

if TYPE_CHECKING:
    from arcade.games.mania.rules import Duel, Mania

HANDS = ("left", "right")
HISTORY_ROW = 11  # challenger, defender, game, limit, skill c, skill d, raw c, raw d, final c, final d, winner
HistoryRow = tuple[int, int, str, int, int, int, int, int, int, int, int]
"""One duel played: challenger, defender, game, limit, skill c, skill d, raw c, raw d, final c, final d, winner."""


def _whole(value: object, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {value!r}")
    return value


def history_row(row: object, seats: int) -> HistoryRow:
    """A duel history row read back from plain data, every entry checked (ValueError saying what is wrong)."""
    if not isinstance(row, (list, tuple)):
        raise ValueError(f"a duel history row must be a list of {HISTORY_ROW} entries, not {row!r:.40}")
    if len(row) != HISTORY_ROW:
        raise ValueError(f"a duel history row has {len(row)} entries, not {HISTORY_ROW}")
    c = _whole(row[0], "a past challenger", 0, seats - 1)
    d = _whole(row[1], "a past defender", 0, seats - 1)
    game = row[2]
    if not isinstance(game, str) or game not in SLIDES or row[-1] not in (c, d):
        raise ValueError("a duel history row names an unknown game or a winner not in that duel")
    limit, skill_c, skill_d, raw_c, raw_d, final_c, final_d, winner = (
        _whole(v, "a number in the duel history", 0, 999) for v in row[3:]
    )
    return (c, d, game, limit, skill_c, skill_d, raw_c, raw_d, final_c, final_d, winner)


def check_duel(duel: Duel, seats: int, spaces: int) -> None:
    c, d = duel.challenger, duel.defender
    _whole(c, "the challenger", 0, seats - 1)
    _whole(d, "the defender", 0, seats - 1)
    if c == d:
        raise ValueError("a duel needs two different players")
    _whole(duel.space, "the duel's space", 0, spaces - 1)
    _whole(duel.limit, "the duel's limit", 0, 999)
    if duel.game not in SLIDES:
        raise ValueError(f"the duel's game {duel.game!r} is not one of {', '.join(SLIDES)}")
    pair = (c, d)
    for s in duel.bet_pending:
        _whole(s, "a bettor still to bet", 0, seats - 1)
    for s, (on, amount, _loan) in duel.bets.items():
        _whole(s, "a bettor", 0, seats - 1)
        if on != -1 and on not in pair:
            raise ValueError(f"a bet on {on!r}, who is not in the duel")
        _whole(amount, "a bet", 0, 100)
    for table, what in ((duel.skill, "skill"), (duel.raw, "score"), (duel.skill_how, "skill roll")):
        if any(s not in pair for s in table):
            raise ValueError(f"a {what} for a player not in the duel")
    for v in duel.skill.values():
        _whole(v, "a skill level", 1, 3)
    for v in duel.raw.values():
        _whole(v, "a console score", 0, 999)
    for s, v in duel.skill_mod.items():
        if s not in pair or not isinstance(v, int) or v == 0 or abs(v) > seats:
            raise ValueError("skill cards on a player not in the duel, or more than one a player")
    for s, v in duel.bonus.items():
        if s not in pair or not isinstance(v, int) or v <= 0 or v % 4 or v > 4 * seats:
            raise ValueError("Add 4 on a player not in the duel, or not 4 a card")
    for s, hand in duel.one_hand.items():
        if s not in pair or hand not in HANDS:
            raise ValueError("One Hand names a player not in the duel, or a hand that is not left or right")
    if duel.winner != -1 and duel.winner not in pair:
        raise ValueError("the duel's winner is not in the duel")
    for s in duel.cancel:
        _whole(s, "a Cancel Loss player", 0, seats - 1)
    _whole(duel.plays, "the duel's card count", 0, 10_000)
    _whole(duel.collect_losing, "the Collect All Losing Bets order", -1, 10_000)


def check_state(state: Mania) -> None:
    seats = state.n
    for slide in state.slide_of:
        if slide is not None and slide not in SLIDES:
            raise ValueError(f"Game Slide {slide!r} is not one of {', '.join(SLIDES)}")
    if sorted(state.choose_order) != list(range(seats)):
        raise ValueError("the order of choosing Game Slides is not every seat once")
    _whole(state.finisher, "the finisher", -1, seats - 1)
    _whole(state.turn, "the turn", 0, 10**6)
    _whole(state.draws_left, "the draws owed", 0, 100)
    _whole(state.last_roll, "the last roll", 0, 12)
    for s in state.pending:
        _whole(s, "a player to ask", 0, seats - 1)
    if state.duel is not None:
        check_duel(state.duel, seats, len(state.board.spaces))
    for row in state.history:
        history_row(row, seats)

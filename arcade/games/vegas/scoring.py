"""Vegas Slot Machine 1973: the points. A round's points for a seat (variations R and O), the scores as
the mode shows them (co-op shares one, teams add up), the winners and the solo rank. Functions over a
:class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import PH_OVER
from .components import PRIZE, rank_of

if TYPE_CHECKING:
    from .rules import VegasState


def round_points(st: VegasState, seat: int, final: bool = False) -> int:
    """This round's points for one seat: prizes, R's bonus sets, and (``final``: when the round is
    scored) O's cost of the cards left in hand."""
    pts = sum(p[2] for p in st.prizes[seat])
    if st.cfg.has("R"):
        pts += bonus_sets(st, seat)
    if final and st.cfg.has("O"):
        pts -= sum(PRIZE[st.sym[c]] for c in st.hands[seat])
    return pts


def team_of(st: VegasState, seat: int) -> int:
    return seat % st.cfg.teams


def score_sharers(st: VegasState, seat: int) -> list[int]:
    """The seats whose prizes make one score with ``seat``'s: everybody in co-op, the team in teams,
    the seat alone otherwise."""
    if st.cfg.mode == "coop":
        return list(range(st.n))
    if st.cfg.mode == "teams":
        return [s for s in range(st.n) if team_of(st, s) == team_of(st, seat)]
    return [seat]


def bonus_sets(st: VegasState, seat: int) -> int:
    """Variation R's bonus sets this round that count on ``seat``'s line. R is counted on whatever the
    score belongs to (the seat, the team, the co-op group): every two prizes of one symbol among the
    sharers' prizes earn one more such prize. Each bonus is put on the line of the seat holding the
    second prize of its pair (sharers in seat order), so the lines add up to the shared score whoever
    claimed which prize."""
    holders: dict[int, list[int]] = {}
    for s in score_sharers(st, seat):
        for p in st.prizes[s]:
            holders.setdefault(p[0], []).append(s)
    return sum(PRIZE[sym] for sym, who in holders.items() for s in who[1::2] if s == seat)


def scores(st: VegasState) -> list[int]:
    """Each seat's points (finished rounds plus the round in play). Co-op: every seat shows the
    shared score; teams (C): every seat shows its team's score."""
    raw = list(st.totals)
    if st.phase != PH_OVER:
        raw = [raw[s] + round_points(st, s) for s in range(st.n)]
    if st.cfg.mode == "coop":
        return [sum(raw)] * st.n
    if st.cfg.mode == "teams":
        team = [0] * st.cfg.teams
        for s in range(st.n):
            team[team_of(st, s)] += raw[s]
        return [team[team_of(st, s)] for s in range(st.n)]
    return raw


def winners(st: VegasState) -> list[int]:
    sc = st.scores()
    best = max(sc)
    return [s for s in range(st.n) if sc[s] == best]


def rank(st: VegasState) -> str:
    """Solo / co-op: the rulebook's rank for the score so far."""
    return rank_of(st.scores()[0])

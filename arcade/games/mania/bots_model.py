"""What Electronic Arcade Mania's computer players know of the table (pure: no pygame): every player's
expected console score learnt from the public duel history (:class:`ScoreModel`, the Ace's and the
Regular's reading of the odds), plain win-loss records (:func:`records`, the Rookie's), and small reads of
a seat's view shared by the levels. Everything here comes from what every player at the table has seen."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from arcade.games.console.duel_api import ALIEN_RAIDERS, RATTLER, RUN_AMUK, SNEAK_ATTACK
from arcade.games.mania.board import COLLECT

if TYPE_CHECKING:
    from arcade.games.mania.rules import Duel, ManiaView
    from arcade.games.mania.validate import HistoryRow

BASE: dict[str, tuple[float, float, float]] = {
    # Mean console score of the 250 ms reaction bot at skill 1, 2, 3 (300 games each; mania.duel.play_duel).
    ALIEN_RAIDERS: (24.3, 17.1, 10.9),
    RATTLER: (24.2, 15.7, 10.9),
    SNEAK_ATTACK: (20.3, 14.2, 9.9),
    RUN_AMUK: (23.5, 16.5, 9.6),
}
SPREAD = 0.25
"""A duel score's standard deviation as a share of its mean (plus one point)."""
PRIOR = 2.0
"""Weight of the prior (an average player) against observed duels, in duels."""
ONE_HAND_SCALE = 0.8
"""One Hand's effect on a mean console score (13-28% lower, measured: docs/rules-decisions.md)."""


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _skill_options(known: int | None) -> tuple[int, ...]:
    """The skill levels a duellist may play at: the one known, or any face of the black die."""
    return (known,) if known else (1, 2, 3)


def duel_of(view: ManiaView) -> Duel:
    """The duel in progress (the phases and windows that ask for it always have one)."""
    duel = view.duel
    if duel is None:
        raise ValueError(f"seat {view.seat} is asked about a duel, but none is being played")
    return duel


def other_duellist(duel: Duel, seat: int) -> int:
    return duel.defender if seat == duel.challenger else duel.challenger


def known_skills(view: ManiaView) -> dict[int, int | None]:
    """The duellists' skill levels as far as this seat knows now: rolled (with skill cards in force), or
    before the black die only a Defender's DEFEND AT space."""
    duel = duel_of(view)
    if duel.skill:
        return {s: duel.effective_skill(s) for s in duel.skill}
    space = view.board.spaces[view.positions[duel.defender]]
    return {duel.defender: space.defend} if space.kind == COLLECT else {}


def side_of(view: ManiaView) -> int | None:
    """The duellist this seat wants to win: itself, or the one it bet on (None: no stake in a duel)."""
    duel = view.duel
    if duel is None:
        return None
    if view.seat in duel.duellists:
        return view.seat
    bet = view.my_bet()
    return bet[0] if bet else None


def stake(view: ManiaView) -> int:
    """Chips riding on the duel for this seat: a duellist's prize (won, or going to the opponent: twice
    the limit between the two), a bettor's bet."""
    duel = duel_of(view)
    if view.seat in duel.duellists:
        return 2 * duel.limit
    bet = view.my_bet()
    return bet[1] if bet else 0


def records(history: Sequence[HistoryRow], seats: int) -> list[tuple[int, int]]:
    """(duels won, duels played) of every seat, from the public duel history."""
    won = [0] * seats
    played = [0] * seats
    for row in history:
        c, d, winner = row[0], row[1], row[-1]
        played[c] += 1
        played[d] += 1
        won[winner] += 1
    return list(zip(won, played, strict=True))


def win_share(record: tuple[int, int]) -> float:
    """A player's share of duels won, one win and one loss assumed before any is played."""
    won, played = record
    return (won + 1) / (played + 2)


class ScoreModel:
    """Each player's expected console score by game and skill, learnt from the public duel history."""

    def __init__(self, history: Sequence[HistoryRow]) -> None:
        overall: dict[int, list[float]] = {}
        by_game: dict[tuple[int, str], list[float]] = {}
        for c, d, game, _limit, sk_c, sk_d, raw_c, raw_d, *_rest in history:
            for seat, skill, raw in ((c, sk_c, raw_c), (d, sk_d, raw_d)):
                ratio = raw / BASE[game][skill - 1]
                overall.setdefault(seat, []).append(ratio)
                by_game.setdefault((seat, game), []).append(ratio)
        self.factor = {s: (sum(r) + PRIOR) / (len(r) + PRIOR) for s, r in overall.items()}
        self.game_factor: dict[tuple[int, str], float] = {}
        for (s, g), r in by_game.items():
            f = self.factor[s]
            self.game_factor[(s, g)] = (sum(r) + PRIOR * f) / (len(r) + PRIOR)

    def mean(self, seat: int, game: str, skill: int) -> float:
        f = self.game_factor.get((seat, game), self.factor.get(seat, 1.0))
        return BASE[game][skill - 1] * f

    def p_win(
        self,
        seat: int,
        other: int,
        game: str,
        skills: Mapping[int, int | None],
        bonus: Mapping[int, int],
        defender: int,
        one_hand: int | AbstractSet[int] = -1,
    ) -> float:
        """Chance ``seat`` beats ``other`` (a tie goes to ``defender``). ``skills`` maps seat -> a skill or
        None (unknown: the black die, 1..3 equally); ``bonus`` maps seat -> points added (Add 4);
        ``one_hand`` is the seat (or the seats) playing One Hand (its mean scaled by ``ONE_HAND_SCALE``), or -1."""
        hands = {one_hand} if isinstance(one_hand, int) else one_hand
        total = 0.0
        opts_a = _skill_options(skills.get(seat))
        opts_b = _skill_options(skills.get(other))
        hand_a = ONE_HAND_SCALE if seat in hands else 1.0
        hand_b = ONE_HAND_SCALE if other in hands else 1.0
        for sa in opts_a:
            ma = self.mean(seat, game, sa) * hand_a + bonus.get(seat, 0)
            for sb in opts_b:
                mb = self.mean(other, game, sb) * hand_b + bonus.get(other, 0)
                sd = math.hypot(SPREAD * ma + 1, SPREAD * mb + 1)
                edge = 0.5 if seat == defender else -0.5  # integer scores; ties to the defender
                total += _phi((ma - mb + edge) / sd)
        return total / (len(opts_a) * len(opts_b))

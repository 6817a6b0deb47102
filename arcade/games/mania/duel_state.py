"""One duel's plain data (:class:`Duel`: the duellists, bets, skill levels, cards in force and scores) and
what a duellist is asked to play on the console (:class:`DuelSetup`). Pure data with a plain-data round trip;
the duel's flow is in ``dueling``, its settling in ``scoring``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Duel:
    """One duel in progress: who, what, the bets, the skill levels, the cards in force and the scores."""

    __slots__ = (
        "space",
        "limit",
        "challenger",
        "defender",
        "game",
        "bet_pending",
        "bets",
        "skill",
        "skill_how",
        "skill_mod",
        "bonus",
        "one_hand",
        "raw",
        "winner",
        "revealed",
        "collect_losing",
        "cancel",
        "plays",
    )

    def __init__(self, space: int, limit: int, challenger: int, defender: int, game: str) -> None:
        self.space, self.limit = space, limit
        self.challenger, self.defender, self.game = challenger, defender, game
        self.bet_pending: list[int] = []
        self.bets: dict[int, list[int]] = {}  # seat -> [on, amount, loaned (a bool)]; on == -1: no bet
        self.skill: dict[int, int] = {}
        self.skill_how: dict[int, str] = {}
        self.skill_mod: dict[int, int] = {}  # the skill cards played on that duellist, added up (+1 -1 is 0)
        self.bonus: dict[int, int] = {}  # points the Add 4 cards played on that duellist add to its score
        self.one_hand: dict[int, str] = {}  # duellist -> the hand the last One Hand on them names
        self.raw: dict[int, int] = {}
        self.winner = -1
        self.revealed = False
        self.collect_losing = -1  # play order of the winner's Collect All Losing Bets
        self.cancel: dict[int, int] = {}  # bettor -> play order of their Cancel Loss
        self.plays = 0

    @property
    def duellists(self) -> tuple[int, int]:
        return (self.challenger, self.defender)

    def bettor(self, seat: int) -> bool:
        b = self.bets.get(seat)
        return b is not None and b[0] >= 0

    def effective_skill(self, seat: int) -> int:
        return max(1, min(3, self.skill[seat] + self.skill_mod.get(seat, 0)))

    def final(self, seat: int) -> int:
        return self.raw[seat] + self.bonus.get(seat, 0)

    def lost_bet(self, seat: int) -> bool:
        return self.revealed and self.bettor(seat) and self.bets[seat][0] != self.winner

    def to_data(self) -> dict[str, Any]:
        return {
            "space": self.space,
            "limit": self.limit,
            "challenger": self.challenger,
            "defender": self.defender,
            "game": self.game,
            "bet_pending": list(self.bet_pending),
            "bets": [[s, *b] for s, b in sorted(self.bets.items())],
            "skill": sorted(self.skill.items()),
            "skill_how": sorted(self.skill_how.items()),
            "skill_mod": sorted(self.skill_mod.items()),
            "bonus": sorted(self.bonus.items()),
            "one_hand": sorted(self.one_hand.items()),
            "raw": sorted(self.raw.items()),
            "winner": self.winner,
            "revealed": self.revealed,
            "collect_losing": self.collect_losing,
            "cancel": sorted(self.cancel.items()),
            "plays": self.plays,
        }

    @classmethod
    def from_data(cls, d: Mapping[str, Any]) -> Duel:
        duel = cls(int(d["space"]), int(d["limit"]), int(d["challenger"]), int(d["defender"]), str(d["game"]))
        duel.bet_pending = [int(s) for s in d["bet_pending"]]
        duel.bets = {int(s): [int(on), int(a), bool(loan)] for s, on, a, loan in d["bets"]}
        duel.skill = {int(s): int(v) for s, v in d["skill"]}
        duel.skill_how = {int(s): str(v) for s, v in d["skill_how"]}
        duel.skill_mod = {int(s): int(v) for s, v in d["skill_mod"]}
        if "bonus" in d:
            duel.bonus = {int(s): int(v) for s, v in d["bonus"]}
        elif int(d["add4"]) >= 0:  # kept before Add 4 cards added up: the one Add 4 in force
            duel.bonus = {int(d["add4"]): 4}
        hands = d["one_hand"]
        if hands is not None and len(hands) == 2 and not isinstance(hands[0], (list, tuple)):
            hands = [hands]  # kept before One Hand was per duellist: the one in force
        duel.one_hand = {int(s): str(h) for s, h in hands or ()}
        duel.raw = {int(s): int(v) for s, v in d["raw"]}
        duel.winner, duel.revealed = int(d["winner"]), bool(d["revealed"])
        duel.collect_losing = int(d["collect_losing"])
        duel.cancel = {int(s): int(v) for s, v in d["cancel"]}
        duel.plays = int(d["plays"])
        return duel


class DuelSetup:
    """What a duellist plays now: the console ``game`` at ``skill`` (1 easiest), One Hand (``"left"`` or
    ``"right"``, or None), the points Add 4 cards add to the score (``add4``: 0, 4, 8 ...), and the
    opponent's final score if already played."""

    __slots__ = ("seat", "game", "skill", "one_hand", "add4", "opponent_score", "role")

    def __init__(
        self,
        seat: int,
        game: str,
        skill: int,
        one_hand: str | None,
        add4: int,
        opponent_score: int | None,
        role: str,
    ) -> None:
        self.seat, self.game, self.skill, self.one_hand = seat, game, skill, one_hand
        self.add4, self.opponent_score, self.role = add4, opponent_score, role

    def __repr__(self) -> str:
        return (
            f"DuelSetup(seat={self.seat}, {self.role}, game={self.game}, skill={self.skill}, "
            f"one_hand={self.one_hand}, add4={self.add4}, opponent_score={self.opponent_score})"
        )

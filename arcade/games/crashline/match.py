"""Headless games between computer players: seat specs, bot factory and a fast game runner. Pure."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .bots import Bot, Careful, Kid, play_to_end
from .fastplay import play_out
from .rollout_shark import RolloutShark
from .rules import MAX_PLAYERS, MIN_PLAYERS, CrashLine
from .shark import lobby_shark

# Seat kinds that take no parameter: kind -> maker(seed, players). The lobby's three levels are kid,
# careful and shark; ``rollout`` is the rollout Shark at its own default budget. Experiments outside the
# product (research/crashline/players.py) add their players here.
MAKERS: dict[str, Callable[[int, int], Bot]] = {
    "shark": lambda seed, players: lobby_shark(seed, players),
    "rollout": lambda seed, players: RolloutShark(seed=seed),
}


def bot_kinds() -> tuple[str, ...]:
    return ("kid", "careful", *MAKERS)


@dataclass(frozen=True)
class SeatSpec:
    """One player of a match: a bot kind, its parameter (Careful's threshold) and whether Kid mode is on."""

    kind: str
    param: float | None = None
    kid_mode: bool = False

    @property
    def label(self) -> str:
        text = self.kind if self.param is None else f"{self.kind}:{self.param:g}"
        return text + ("+kidmode" if self.kid_mode and self.kind != "kid" else "")

    def make(self, seed: int = 0, players: int = 4) -> Bot:
        """A fresh bot for a table of ``players``; ``seed`` feeds the Sharks' dice (the others are
        deterministic)."""
        if self.kind == "kid":
            return Kid() if self.param is None else Kid(int(self.param))
        if self.kind == "careful":
            return Careful() if self.param is None else Careful(self.param)
        return MAKERS[self.kind](seed, players)


def parse_seats(text: str) -> list[SeatSpec]:
    """``kid,careful,careful:0.25,shark`` -> specs. A kid plays in Kid mode (the free save); any other kind
    can ask for it with ``+kidmode``. Raises ``ValueError`` with a clear message."""
    specs: list[SeatSpec] = []
    for raw in text.split(","):
        item = raw.strip().lower()
        kid_mode = False
        if item.endswith("+kidmode"):
            item, kid_mode = item[: -len("+kidmode")], True
        kind, _, param_text = item.partition(":")
        if kind not in bot_kinds():
            raise ValueError(f"unknown player {raw.strip()!r}: choose from {', '.join(bot_kinds())}")
        param: float | None = None
        if param_text:
            if kind in MAKERS:
                raise ValueError(f"{kind} takes no parameter")
            try:
                param = float(param_text)
            except ValueError:
                raise ValueError(f"bad parameter in {raw.strip()!r}: expected a number") from None
            if kind == "careful" and not 0.0 <= param <= 1.0:
                raise ValueError(f"careful threshold must be between 0 and 1, not {param_text}")
            if kind == "kid" and (param != int(param) or not 1 <= param <= 5):
                raise ValueError(f"kid stop must be a whole number of cards 1..5, not {param_text}")
        specs.append(SeatSpec(kind, param, kid_mode or kind == "kid"))
    if not MIN_PLAYERS <= len(specs) <= MAX_PLAYERS:
        raise ValueError(f"Crash Line takes {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(specs)}")
    return specs


@dataclass
class Tally:
    """Results per player (an index into the seat specs), summed over games."""

    players: int
    games: int = 0
    wins: list[float] = field(default_factory=list)  # shared wins count as a fraction
    wins_sq: list[float] = field(default_factory=list)
    points: list[float] = field(default_factory=list)
    turns: list[float] = field(default_factory=list)
    crashes: list[float] = field(default_factory=list)
    perfects: list[float] = field(default_factory=list)
    ties: int = 0

    def __post_init__(self) -> None:
        for name in ("wins", "wins_sq", "points", "turns", "crashes", "perfects"):
            if not getattr(self, name):
                setattr(self, name, [0.0] * self.players)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.ties += other.ties
        for name in ("wins", "wins_sq", "points", "turns", "crashes", "perfects"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for i in range(self.players):
                mine[i] += theirs[i]


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (independent of how games are split up)."""
    return (seed * 1_000_003 + index) & 0xFFFFFFFFFFFF


def play_game(specs: Sequence[SeatSpec], seed: int, rotate: int = 0) -> CrashLine:
    """Play one full game; player ``i`` of ``specs`` sits at seat ``(i + rotate) % n``. Returns the end state."""
    n = len(specs)
    seat_spec = [specs[(s - rotate) % n] for s in range(n)]
    state = CrashLine(n, seed, kid=[s for s in range(n) if seat_spec[s].kid_mode])
    play_to_end(state, [spec.make(seed * 8 + s, n).choose for s, spec in enumerate(seat_spec)])
    return state


LeanSeats = tuple[list[float | None], list[int], list[int]]
"""``fastplay.play_out``'s Careful thresholds and Kid stops per seat, and the seats in Kid mode."""


def _lean_seats(specs: Sequence[SeatSpec], shift: int) -> LeanSeats | None:
    """For a match of plain Kids and Carefuls, the arguments of ``fastplay.play_out`` and the Kid-mode
    seats when the players sit shifted by ``shift`` (what :func:`play_game` would make); else None."""
    n = len(specs)
    careful: list[float | None] = [None] * n
    stops = [0] * n
    for s in range(n):
        bot = specs[(s - shift) % n].make()
        if type(bot) is Careful:
            careful[s] = bot.threshold
        elif type(bot) is Kid:
            stops[s] = bot.stop_at
        else:
            return None
    return careful, stops, [s for s in range(n) if specs[(s - shift) % n].kid_mode]


def play_many(specs: Sequence[SeatSpec], seed: int, start: int, count: int, rotate: bool = True) -> Tally:
    """Play games ``start .. start+count-1`` of a run; with ``rotate`` game ``i`` shifts the seats by ``i``.
    (Plain Kid/Careful matches skip the per-game bot set-up: the same games as :func:`play_game`.)"""
    n = len(specs)
    tally = Tally(n)
    wins, wins_sq, points, turns, crashes, perfects = (
        tally.wins,
        tally.wins_sq,
        tally.points,
        tally.turns,
        tally.crashes,
        tally.perfects,
    )
    lean: list[LeanSeats | None] = []  # per seat shift
    players: list[list[int]] = []  # per seat shift (loops, not comprehensions: no closure cells below)
    for shift in range(n):
        lean.append(_lean_seats(specs, shift))
        players.append([*range(n - shift, n), *range(n - shift)])  # seat -> player (seat - shift) % n
    for index in range(start, start + count):
        shift = index % n if rotate else 0
        game = game_seed(seed, index)
        seats = lean[shift]
        if seats is None:
            state = play_game(specs, game, shift)
        else:
            careful, stops, kid_seats = seats
            state = CrashLine(n, game, kid=kid_seats)
            play_out(state, careful, stops)
        score = state.score
        winners = state.winners()
        share = 1.0 / len(winners)
        if len(winners) > 1:
            tally.ties += 1
        for seat, i in enumerate(players[shift]):
            if seat in winners:
                wins[i] += share
                wins_sq[i] += share * share
            points[i] += score[seat]
            turns[i] += state.turns[seat]
            crashes[i] += state.crashes[seat]
            perfects[i] += state.perfects[seat]
    tally.games += count
    return tally

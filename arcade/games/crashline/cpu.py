"""Crash Line's computer players: ``GameInfo.make_bot`` and the match runner's play hook (pure, no pygame).

``make_bot(level, seat, seed)`` takes a lobby level by its exact name (Kid, Careful, Shark) or a simulator seat
entry ``kind[:parameter][+kidmode]``: ``careful:0.25`` (a Careful grown-up cashing in past that crash
chance), ``kid:2`` (a Kid stopping at that many Machine cards), ``rollout`` (the rollout Shark at its own
default budget) and any kind added to :data:`KINDS` (research/crashline/players.py adds its experiments).
Kid and Careful decide in microseconds (``instant``); the Shark runs its rollouts in the worker.

Kid mode (the rulebook's free save, a handicap for a young *person*) is the table's rule, not a level's:
a seat plays in it when the lobby's switch is on (``info.deal``) or, in the simulator, when its
entry ends ``+kidmode``. The Kid CPU level plays without it (docs/rules-decisions.md, "The CPU ladder").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from arcade.core.bots import Bot, bot_seed

from .bots import Careful, Kid, play_to_end
from .rollout_shark import RolloutShark
from .rules import MAX_PLAYERS, MIN_PLAYERS, Action, CrashLine
from .shark import HEADS_UP_BUDGET, TABLE_BUDGET, Shark
from .view import TableView

LEVELS = ("Kid", "Careful", "Shark")
CAREFUL_LEVEL = 0.40
"""The lobby's Careful cashes in once the crash chance passes 2 in 5 (issue 26: the middle of the ladder,
clearly above the Kid and clearly below the Shark; docs/computer-players.md). The simulator's plain
``careful`` and the Shark's picture of a careful rival keep ``Careful.DEFAULT_THRESHOLD`` (0.30)."""

KIDMODE = "+kidmode"

KINDS: dict[str, Callable[[int], Bot]] = {"rollout": lambda seed: RolloutShark(seed=seed)}
"""Seat kinds beyond the lobby's levels that take no parameter: kind -> maker(seed)."""


class TableShark(Shark):
    """The lobby's Shark (and the simulator's ``shark``), its rollout budget set by the table it sits at: the
    number of players is read from its first view, since a bot is made before it sees the table."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed, **TABLE_BUDGET)
        self.sized = False

    def size_for(self, view: TableView) -> None:
        """Take the budget of the table ``view`` shows (once: the table does not change)."""
        if not self.sized:
            budget = HEADS_UP_BUDGET if view.players == 2 else TABLE_BUDGET
            self.rollouts, self.batch, self.z = budget["rollouts"], budget["batch"], budget["z"]
            self.sized = True

    def choose(self, view: TableView) -> Action:
        self.size_for(view)
        return super().choose(view)


@dataclass(frozen=True)
class Entry:
    """One seat as the simulator names it: a kind, its parameter (Careful's threshold, Kid's stop) and
    whether the seat plays in Kid mode."""

    kind: str
    param: float | None = None
    kid_mode: bool = False

    @property
    def label(self) -> str:
        text = self.kind if self.param is None else f"{self.kind}:{self.param:g}"
        return text + (KIDMODE if self.kid_mode else "")


def kinds() -> tuple[str, ...]:
    return ("kid", "careful", "shark", *KINDS)


def parse_entry(text: str) -> Entry:
    """``careful:0.25`` / ``kid+kidmode`` / ``Shark`` -> an :class:`Entry`; ValueError with a clear message."""
    item = text.strip().lower()
    kid_mode = item.endswith(KIDMODE)
    if kid_mode:
        item = item[: -len(KIDMODE)]
    kind, _, param_text = item.partition(":")
    if kind not in kinds():
        raise ValueError(f"unknown player {text.strip()!r}: choose from {', '.join(kinds())}")
    param: float | None = None
    if param_text:
        if kind not in ("kid", "careful"):
            raise ValueError(f"{kind} takes no parameter")
        try:
            param = float(param_text)
        except ValueError:
            raise ValueError(f"bad parameter in {text.strip()!r}: expected a number") from None
        if kind == "careful" and not 0.0 <= param <= 1.0:
            raise ValueError(f"careful threshold must be between 0 and 1, not {param_text}")
        if kind == "kid" and (param != int(param) or not 1 <= param <= 5):
            raise ValueError(f"kid stop must be a whole number of cards 1..5, not {param_text}")
    return Entry(kind, param, kid_mode)


def parse_seats(text: str) -> list[str]:
    """``kid,careful:0.25,shark`` -> the entries (checked, as their labels) of a 2-6 seat table."""
    entries = [parse_entry(raw).label for raw in text.split(",")]
    if not MIN_PLAYERS <= len(entries) <= MAX_PLAYERS:
        raise ValueError(f"Crash Line takes {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(entries)}")
    return entries


def make_bot(level: str, seat: int, seed: int) -> Bot:
    """The bot of ``level`` for ``seat``, seeded ``seed``: a lobby level by its own name (``Kid``,
    ``Careful``, ``Shark``: the lobby's players, its Careful at :data:`CAREFUL_LEVEL`), else a simulator entry
    (any case: ``careful`` is the plain Careful at 0.30, ``careful:0.4`` the lobby's)."""
    if level in LEVELS:
        entry = Entry("careful", CAREFUL_LEVEL) if level == "Careful" else Entry(level.lower())
    else:
        entry = parse_entry(level)  # a simulator entry; its own clear message if it is none
    if entry.kind == "kid":
        return Kid(seed=seed) if entry.param is None else Kid(int(entry.param), seed=seed)
    if entry.kind == "careful":
        return Careful(seed=seed) if entry.param is None else Careful(entry.param, seed=seed)
    if entry.kind == "shark":
        return TableShark(seed)
    return KINDS[entry.kind](seed)


def kid_mode_seats(levels: Sequence[str]) -> list[int]:
    """The seats whose entries ask for Kid mode (``+kidmode``); a lobby level never does."""
    return [s for s, level in enumerate(levels) if level.strip().lower().endswith(KIDMODE)]


def play(levels: Sequence[str], seed: int) -> CrashLine:
    """One game for the match runner: seat ``s`` played by ``levels[s]`` (bots seeded ``seed * 31 + s``),
    a ``+kidmode`` seat in Kid mode. Its loop is ``bots.play_to_end``, the Shark's rollouts' hot loop
    (the whole game on local variables when every seat is a plain Kid or Careful)."""
    state = CrashLine(len(levels), seed, kid=kid_mode_seats(levels))
    play_to_end(state, [make_bot(level, s, bot_seed(seed, s)).choose for s, level in enumerate(levels)])
    return state

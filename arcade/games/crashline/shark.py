"""The Crash Line Sharks: the lobby's Shark and the fast one.

:class:`Shark` (the lobby's "Shark", made by :func:`lobby_shark`) is still the rollout Shark of
:mod:`.rollout_shark`: it plays the game out by Monte Carlo over the unseen cards. At a table it uses 128
rollouts (36% against three Careful grown-ups, 36-89 ms a decision); heads-up up to 1,024 (62.5% against
a Careful grown-up, about 95 ms a decision). The scene runs it in the worker process.

:class:`FastShark` decides in well under 2 ms of processor time with :mod:`.policy`: the card counter's
rule of thumb, overruled when a search over the rest of its turn, scored by a model of its chance to win,
clearly disagrees. It reads only its seat's ``TableView``. Measured over 10,000 games it only matches
a Careful grown-up (25.3% against three, 49.2% heads-up), so it does not replace the rollout Shark
yet; the simulator plays it as ``fastshark`` (see docs/dev-notes/opponents.md for what was tried and measured).

:class:`TunedShark` (:mod:`.tuned_shark`, ``tunedshark`` in the simulator) is the stronger fast one:
fitted weights over its view (data: ``shark_params.json``) and, once fewer than 25 cards are left before
GAME OVER, a dozen paired playouts; 0.01 ms median, 1.6 ms p99. 29.5% against three Carefuls and about
54% heads-up: better than FastShark, still short of the rollout Shark, so the lobby keeps the rollout one
(docs/dev-notes/shark.md).

:class:`ValueShark` (:mod:`.value_shark`, ``vshark`` in the simulator) searches the rest of its turn by
expectimax over the exact card odds, each way the turn can end scored by a learned chance to win
(:mod:`.value_model`, data ``value_params.json``), with the tuned Shark's playouts near the end and,
heads-up, steals by a fitted scorer (:mod:`.steal_scorer`); about 0.2 ms median a decision. About 30%
against three Carefuls and 54% heads-up: level with or a little ahead of TunedShark, still short of the
rollout Shark (docs/dev-notes/vshark.md, shark2.md), so the lobby keeps the rollout one.
"""
from __future__ import annotations

from .policy import DEFAULT, Params, choose_flip, pick_choice, steal_choice
from .rollout_shark import Shark  # noqa: F401  (the lobby's Shark: the strongest so far)
from .rules import CASH, FLIP, PICK, STEAL, TURN, Action
from .tuned_shark import TunedShark  # noqa: F401
from .value_shark import ValueShark  # noqa: F401  (the fast Shark that plays best so far)

# The lobby Shark's rollout budget by table size (measured in docs/dev-notes/shark3.md). Heads-up, more
# rollouts buy strength: 1,024 (stop at 3 standard errors) won 62.5% against a Careful grown-up where 128
# won 58.5%, on the same 2,400 deals; about 95 ms a decision (206 ms at most), inside the 900 ms a CPU
# pauses before acting. At three or more players 8x the rollouts bought nothing (36.3% both), so the
# smaller budget stays there.
HEADS_UP_BUDGET = {"rollouts": 1024, "batch": 128, "z": 3.0}
TABLE_BUDGET = {"rollouts": 128, "batch": 32, "z": 2.0}


def lobby_shark(seed: int, players: int) -> Shark:
    """The Shark the lobby seats (and the simulator's ``shark``): the rollout Shark, its budget set by
    the table size."""
    return Shark(seed=seed, **(HEADS_UP_BUDGET if players == 2 else TABLE_BUDGET))


class FastShark:
    """Flip, cash in or steal by the rule of thumb and a win-model search (deterministic: no dice)."""

    name = "fastshark"

    def __init__(self, params: Params = DEFAULT) -> None:
        self.params = params

    def choose(self, view) -> Action:
        phase = view.phase
        if phase == TURN:
            if not view.can_cash():
                return FLIP
            return FLIP if choose_flip(view, self.params) else CASH
        if phase == STEAL:
            victim, card = steal_choice(view, self.params)
            return Action("steal", victim, card)
        if phase == PICK:
            return Action("pick", -1, pick_choice(view))
        raise ValueError("the game is over")

"""The experimental Crash Line players as extra seat kinds of the product's match runner and simulator.

``register()`` adds ``fastshark``, ``tunedshark`` and ``vshark`` to ``arcade.games.crashline.match.MAKERS``
(the product knows only kid, careful, shark and rollout); ``python -m research.crashline.sim ...`` is the
product's simulator with them added."""

from __future__ import annotations

from arcade.games.crashline import match


def register() -> None:
    from research.crashline.fast_shark import FastShark
    from research.crashline.tuned_shark import TunedShark
    from research.crashline.value_shark import ValueShark

    match.MAKERS["fastshark"] = lambda seed, players: FastShark()
    match.MAKERS["tunedshark"] = lambda seed, players: TunedShark(seed=seed)
    match.MAKERS["vshark"] = lambda seed, players: ValueShark(seed=seed)

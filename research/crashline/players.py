"""The experimental Crash Line players as extra seat kinds of the product's match runner and simulator.

``register()`` adds ``fastshark``, ``tunedshark`` and ``vshark`` to ``arcade.games.crashline.cpu.KINDS``
(the product knows only kid, careful, shark and rollout), so ``GameInfo.make_bot`` makes them;
``python -m research.crashline.sim ...`` is the product's simulator with them added (its worker processes
are forked, so they know them too)."""

from __future__ import annotations

from arcade.games.crashline import cpu


def register() -> None:
    from research.crashline.fast_shark import FastShark
    from research.crashline.tuned_shark import TunedShark
    from research.crashline.value_shark import ValueShark

    cpu.KINDS["fastshark"] = lambda seed: FastShark()
    cpu.KINDS["tunedshark"] = lambda seed: TunedShark(seed=seed)
    cpu.KINDS["vshark"] = lambda seed: ValueShark(seed=seed)

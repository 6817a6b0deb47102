"""A Mania duel played on the console: the console's duel mode for the duellist whose score is owed.

Only the console's declared seam is used (:mod:`arcade.games.console.duel_api` and
:mod:`arcade.games.console.duel_screen`). A person plays on the numpad (keys of a One Hand's far side land
late); a CPU's reaction-model duellist presses the buttons, visibly and fast. What the console's card says:
the role and the opponent, a CPU's level, Add 4, One Hand, the Defender's tie. The scene hands over a
:class:`DuelCall` (plain values: who plays, their set-up from their own view, the names, the pace, seeds)
and makes the console scene from the :class:`DuelMode` and set-up answered here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from arcade.games.console.duel_screen import DuelMode, key_label
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.kit.frame import SeatFace

from .cpu import make_duellist
from .duel import REACH_MS, far_cells
from .duel_state import DuelSetup

CPU_DUEL_SPEED = 3.0  # a CPU's console game runs this many times fast (times the CPU pace)


@dataclass(frozen=True)
class DuelCall:
    """What the console for one duellist's game is made from."""

    seat: int
    setup: DuelSetup  # what the duellist plays (from their own view)
    names: tuple[str, ...]
    opponent: int
    cpu: bool
    level: str  # a CPU's level ("Regular" for a person: the console's seat needs one)
    device: str  # a person's device ("numpad" for a CPU)
    pace: float  # the CPU pace setting
    intro_ms: float  # the console's intro under the animation speed (before the CPU pace)
    bot_seed: int
    seed: int
    host_game_id: str = "mania"

    @classmethod
    def of(cls, view: Any, seats: tuple[SeatFace, ...], pace: float, intro_ms: float, rng: random.Random) -> DuelCall:
        """The call for the duellist whose ``view`` it is (``seats``: every seat as the screen shows it;
        ``rng``: the host's scene-side chance, a CPU's duellist seed drawn first, then the console's)."""
        seat, duel = view.seat, view.duel
        face = seats[seat]
        bot_seed = rng.getrandbits(30) if face.cpu else 0
        return cls(
            seat,
            view.duel_setup(),
            tuple(f.name for f in seats),
            duel.defender if seat == duel.challenger else duel.challenger,
            face.cpu,
            face.level or "Regular",
            "numpad" if face.cpu else face.device,
            pace,
            intro_ms,
            bot_seed,
            rng.getrandbits(30),
        )


def duel_mode(call: DuelCall, done: Callable[[int], None], hold: Callable[[], Any]) -> tuple[DuelMode, LobbyConfig]:
    """The console's duel mode for ``call`` (``done(score)`` when it is played; ``hold``: the host's Hold &
    Quit data) and the console's own set-up (its one seat)."""
    setup, seat, person = call.setup, call.seat, not call.cpu
    level, other = call.level, call.names[call.opponent]
    far = far_cells(setup.one_hand)
    bot = None if person else make_duellist(level, call.bot_seed, far)
    lines = [f"{setup.role.capitalize()} against {other}"]
    if not person:
        lines.append(f"Computer player ({level}), played fast")
    if setup.add4:
        lines.append(f"Add 4: {setup.add4} is added to this score")
    if setup.one_hand:
        keys = ", ".join(key_label(c) for c in sorted(far))
        lines.append(f"One Hand ({setup.one_hand}): {keys} land late")
    if setup.role == "defender":
        lines.append("A tie goes to you, the Defender")
    to_beat = setup.opponent_score
    if not person and to_beat is not None:
        # A computer's game starts on dark lights (issue 25): the score to beat is said in words, not left
        # lit from the person's game before it.
        lines.append(f"To beat: {to_beat} ({other}'s score)")
        to_beat = None
    speed = 1.0 if person else CPU_DUEL_SPEED * call.pace
    mode = DuelMode(
        setup.game,
        setup.skill,
        done,
        heading=f"{call.names[seat].upper()}'S DUEL",
        lines=tuple(lines),
        opponent_score=to_beat,
        bot=bot,
        late_cells=far if person else frozenset(),
        late_ms=REACH_MS,
        speed=speed,
        intro_ms=call.intro_ms / call.pace,
        show_ms=2500.0 if person else 1500 / call.pace,
        host_game_id=call.host_game_id,
        hold=hold,
    )
    seats = [SeatConfig(call.names[seat], "cpu" if call.cpu else "human", level, call.device)]
    return mode, LobbyConfig("console", seats, {}, call.seed)

"""A Mania duel played on the console: the console scene in duel mode for the duellist whose score is owed.

Only the console's declared seam is used (:mod:`arcade.games.console.duel_api` and
:mod:`arcade.games.console.duel_screen`). A person plays on the numpad (keys of a One Hand's far side land
late); a CPU's reaction-model duellist presses the buttons, visibly and fast. What the console's card says:
the role and the opponent, a CPU's level, Add 4, One Hand, the Defender's tie.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade.games.console.duel_screen import ConsoleScene, DuelMode, key_label
from arcade.games.info import LobbyConfig, SeatConfig

from .cpu import make_duellist
from .duel import REACH_MS, far_cells

if TYPE_CHECKING:
    from .scene import ManiaScene

CPU_DUEL_SPEED = 3.0  # a CPU's console game runs this many times fast (times the CPU pace)


def duel_console(scene: ManiaScene, seat: int, done: Callable[[int], None]) -> ConsoleScene:
    """The console for ``seat``'s game of the duel in progress; ``done(score)`` when it is played."""
    st = scene.state
    setup = st.duel_setup(seat)
    duel = st.duel
    other = duel.defender if seat == duel.challenger else duel.challenger
    person = not scene.is_cpu(seat)
    level = scene.config.seats[seat].level or "Regular"
    far = far_cells(setup.one_hand)
    bot = None if person else make_duellist(level, scene.rng.getrandbits(30), far)
    lines = [f"{setup.role.capitalize()} against {scene.name(other)}"]
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
        lines.append(f"To beat: {to_beat} ({scene.name(other)}'s score)")
        to_beat = None
    speed = 1.0 if person else CPU_DUEL_SPEED * scene.pace()
    mode = DuelMode(
        setup.game,
        setup.skill,
        done,
        heading=f"{scene.name(seat).upper()}'S DUEL",
        lines=tuple(lines),
        opponent_score=to_beat,
        bot=bot,
        late_cells=far if person else frozenset(),
        late_ms=REACH_MS,
        speed=speed,
        intro_ms=scene.app.anim(1500) / scene.pace(),
        show_ms=2500.0 if person else 1500 / scene.pace(),
        host_game_id=scene.game_id,
        hold=scene.hold_data,
    )
    device = scene.config.seats[seat].device if person else "numpad"
    cfg = LobbyConfig(
        "console",
        [SeatConfig(scene.name(seat), "human" if person else "cpu", level, device)],
        {},
        scene.rng.getrandbits(30),
    )
    return ConsoleScene(scene.app, config=cfg, duel=mode)

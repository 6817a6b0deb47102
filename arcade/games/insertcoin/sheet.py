"""Changes to a seat's GamePad: Lives lost and rows refilled with a Coin, squares filled, Levels completed
with their abilities (a table: shape -> what completing it does) (pure, no pygame)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade.core.rules import Event

from . import events as E
from .constants import LIVES_PER_ROW
from .pieces import GRID

if TYPE_CHECKING:
    from .rules import InsertCoin


def lose_life(state: InsertCoin, seat: int, cause: str, ev: list[Event]) -> None:
    if state.out[seat]:
        return
    state.lives[seat] -= 1
    ev.append(E.LifeLost(seat, state.lives[seat], cause))
    if state.lives[seat] == 0:
        empty_row(state, seat, ev)


def empty_row(state: InsertCoin, seat: int, ev: list[Event]) -> None:
    """The current row has no lit Life: a Coin lights the next row, or without one the seat is out."""
    if state.coins[seat]:
        state.coins[seat] -= 1
        state.lives[seat] = LIVES_PER_ROW
        state.stats["coins_for_lives"][seat] += 1
        ev.append(E.CoinInserted(seat, state.coins[seat], "lives"))
        return
    state.out[seat] = True
    ev.append(E.OutOfPlay(seat))


def fill_square(state: InsertCoin, seat: int, level: int, x: int, y: int, cause: str, ev: list[Event]) -> None:
    state.filled[seat][level] |= 1 << (y * GRID + x)
    ev.append(E.Filled(seat, level, x, y, cause))
    check_complete(state, seat, level, ev)


def check_complete(state: InsertCoin, seat: int, level: int, ev: list[Event]) -> None:
    """When ``level`` has just been completed, note it and set its ability off."""
    if level in state.completed[seat] or not state.is_complete(seat, level):
        return
    state.completed[seat].append(level)
    key = state.shape_of(seat, level).key
    ev.append(E.LevelCompleted(seat, level, key))
    ability = ABILITIES.get(key)
    if ability is not None:
        ability(state, seat, key, ev)


# ---------------------------------------------------------------------- abilities (shape -> completing it)
def _ultra_robot(state: InsertCoin, seat: int, key: str, ev: list[Event]) -> None:
    if state.lives[seat] < LIVES_PER_ROW and not state.out[seat]:
        state.lives[seat] += 1
        ev.append(E.LifeGained(seat, state.lives[seat]))
    if state.has_completed(seat, "alien_invader"):
        state.attacks.append((seat, "ultra_robot"))
        ev.append(E.AbilityUsed(seat, key, "gain 1 life; opponents lose 1 life"))
    else:
        ev.append(E.AbilityUsed(seat, key, "gain 1 life"))


def _space_ship(state: InsertCoin, seat: int, key: str, ev: list[Event]) -> None:
    state.bonus[seat] = True
    ev.append(E.AbilityUsed(seat, key, "both symbols of the next card"))


def _demon_king(state: InsertCoin, seat: int, key: str, ev: list[Event]) -> None:
    state.attacks.append((seat, key))
    ev.append(E.AbilityUsed(seat, key, "opponents lose 1 life"))


def _white_skull(state: InsertCoin, seat: int, key: str, ev: list[Event]) -> None:
    state.attacks.append((seat, key))
    ev.append(E.AbilityUsed(seat, key, "opponents skip the next turn"))


def _kabuki_love(state: InsertCoin, seat: int, key: str, ev: list[Event]) -> None:
    state.kabuki[seat] = True  # fires in play.settle() as soon as a 10-point shape qualifies
    ev.append(E.AbilityUsed(seat, key, "complete a 10-point shape with 10+ filled squares"))


def _magic_shield(state: InsertCoin, seat: int, key: str, ev: list[Event]) -> None:
    ev.append(E.AbilityUsed(seat, key, "opponents' attacks have no effect"))


def _alien_invader(state: InsertCoin, seat: int, key: str, ev: list[Event]) -> None:
    k = 6 if state.has_completed(seat, "ultra_robot") else 3
    state.tasks[seat].insert(0, ("fill", k, key))
    ev.append(E.AbilityUsed(seat, key, f"fill {k} squares"))


def _power_cherry(state: InsertCoin, seat: int, key: str, ev: list[Event]) -> None:
    state.tasks[seat].insert(0, ("fill", 3, key))
    ev.append(E.AbilityUsed(seat, key, "fill 3 squares"))


Ability = Callable[["InsertCoin", int, str, list[Event]], None]

ABILITIES: dict[str, Ability] = {
    "ultra_robot": _ultra_robot,
    "space_ship": _space_ship,
    "demon_king": _demon_king,
    "white_skull": _white_skull,
    "kabuki_love": _kabuki_love,
    "magic_shield": _magic_shield,
    "alien_invader": _alien_invader,
    "power_cherry": _power_cherry,
}

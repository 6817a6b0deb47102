"""The log lines of Insert Coin's events: every Life lost or gained, every Coin, ability, attack, GAME OVER
card and the end are written down, so a player can read back what happened while everyone played at once
(the top bar shows the newest lines between call-outs). Words only: the events carry the numbers."""

from __future__ import annotations

from collections.abc import Callable

from . import callouts as C
from . import events as E
from .endscreen import END_REASONS
from .shapes import TITLES

Namer = Callable[[int], str]


def life_lost(name: Namer, ev: E.LifeLost) -> str:
    """A Life spent on a square; a Life lost to an attack is the attack's own line."""
    if ev.cause == "spent":
        return f"{name(ev.seat)} spends a Life to fill one square ({ev.lives} left in the row)"
    return ""


def life_gained(name: Namer, ev: E.LifeGained) -> str:
    return f"{name(ev.seat)} gains a Life"


def coin(name: Namer, ev: E.CoinInserted) -> str:
    left = f"{ev.coins} Coin{'s' if ev.coins != 1 else ''} left"
    if ev.reason == "lives":
        return f"{name(ev.seat)} inserts a Coin: a new row of Lives ({left})"
    return ""  # paid for a GAME OVER card: that card's own line names who paid


def completed(name: Namer, ev: E.LevelCompleted) -> str:
    return f"{name(ev.seat)} completes Level {ev.level + 1}: {TITLES.get(ev.shape, ev.shape)}"


def ability(name: Namer, ev: E.AbilityUsed) -> str:
    kind, title, sub = C.ability(ev, name)
    return sub if kind == "callout" else f"{name(ev.seat)}'s {title}"


def attack(name: Namer, ev: E.Attack) -> str:
    title, sub = C.attack(ev, name)
    return f"{title} {sub}"


def game_over_card(name: Namer, ev: E.GameOverFlipped) -> str:
    paid = ", ".join(name(s) for s in ev.paid)
    parts = [f"GAME OVER card {ev.number}"]
    if paid:
        parts.append(f"a Coin from {paid}")
    if ev.safe:
        parts.append(f"{', '.join(name(s) for s in ev.safe)} safe")
    if ev.broke:
        parts.append(f"{', '.join(name(s) for s in ev.broke)} cannot pay")
    return ": ".join(parts[:2]) + ("; " + "; ".join(parts[2:]) if parts[2:] else "")


def out_of_play(name: Namer, ev: E.OutOfPlay) -> str:
    return f"{name(ev.seat)} has no Lives or Coins left: the game ends after this card"


def skipped(name: Namer, ev: E.TurnSkipped) -> str:
    return f"{name(ev.seat)} skips this card (White Skull)"


def ended(name: Namer, ev: E.GameEnded) -> str:
    """Why the game ended, in the end card's words (:data:`.endscreen.END_REASONS`)."""
    who = ", ".join(name(s) for s in ev.seats) or "Nobody"
    why = END_REASONS.get(ev.reason, ev.reason).format(who=who)
    return f"{why[:1].upper()}{why[1:]}: game over"

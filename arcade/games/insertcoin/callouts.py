"""The top bar's call-outs: their queue and what an ability's events say. Pure (no pygame).

The call-outs are the scene kit's (:class:`arcade.scenes.kit.Callout`, on the scene's timeline); Insert
Coin keeps its own queue of them (:func:`enqueue`, :func:`withdraw`), which never holds the other players
up, so it does not use the kit's ``Timeline.callout`` (that one makes the scene busy while it shows).

A call-out shows an ability when it takes effect, with that effect (issue 21): Demon King, White Skull and
the Robot's attack are called when they land (the end of the card, when the Lives are lost), not when
their shape is completed; completing one only leaves a note on its owner's sheet. A call-out for an attack
landing goes ahead of the queue, so it shows while its Lives drop; the one it interrupts resumes after it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from arcade.scenes.kit.timeline import Callout

from . import events as E
from .shapes import TITLES

LANDS_LATER = ("demon_king", "white_skull")  # completing these queues an attack for the card's end

RGB = tuple[int, int, int]
Namer = Callable[[int], str]
"""A seat's name as the table shows it."""


@dataclass(frozen=True)
class Mark:
    """What Insert Coin keeps on a kit call-out (its ``data``): the seat it is about (its badge), and whether
    it is an attack landing now (``urgent``: it goes ahead of the queue)."""

    seat: int | None = None
    urgent: bool = False


def make(
    title: str, sub: str, colour: RGB, t0: float, ms: float, seat: int | None = None, urgent: bool = False
) -> Callout:
    """A call-out of the kit's kind with Insert Coin's mark on it."""
    return Callout(title, sub, colour, t0, ms, data=Mark(seat, urgent))


def mark(c: Callout) -> Mark:
    return c.data if isinstance(c.data, Mark) else Mark()


def seat_of(c: Callout) -> int | None:
    """The seat a call-out is about (None: the whole table)."""
    return mark(c).seat


def end(c: Callout) -> float:
    return c.t0 + c.ms


def enqueue(callouts: list[Callout], new: Callout, now: float) -> list[Callout]:
    """The queue with ``new`` added at ``now`` (``new.ms`` is its full length); ended call-outs dropped.

    An ordinary call-out waits for the last one queued (a long queue plays faster, so call-outs never lag a
    card behind). An urgent one starts after the urgent ones already waiting, ahead of every other: those
    move back, a showing one keeping the time it had left."""
    live = [c for c in callouts if end(c) > now]
    if not mark(new).urgent:
        ms = new.ms * (0.5 if len(live) >= 3 else 1.0)
        t0 = max([now] + [end(c) for c in live])
        return live + [replace(new, t0=t0, ms=ms)]
    ahead = [c for c in live if mark(c).urgent]
    t = max([now] + [end(c) for c in ahead])
    out = ahead + [replace(new, t0=t)]
    t += new.ms
    for c in live:
        if mark(c).urgent:
            continue
        left = end(c) - max(now, c.t0)
        out.append(replace(c, t0=t, ms=left))
        t += left
    return out


def withdraw(callouts: list[Callout], seat: int, title: str, now: float) -> list[Callout]:
    """The queue without ``seat``'s call-out ``title`` (an ability its owner declined): a showing one ends
    now, a waiting one goes, and the ones behind move up."""
    out: list[Callout] = []
    shift = 0.0
    for c in callouts:
        if end(c) <= now:
            continue
        if seat_of(c) == seat and c.title == title:
            shift += end(c) - max(now, c.t0)
            continue
        out.append(replace(c, t0=max(now, c.t0 - shift)) if c.t0 > now else c)
    return out


def title_of(shape: str) -> str:
    return TITLES.get(shape, shape).upper() + "!"


def names(seats: Iterable[int], name: Namer) -> str:
    return ", ".join(name(s) for s in seats)


def ability(ev: E.AbilityUsed, name: Namer, *, waiting: bool = False, gained: bool = True) -> tuple[str, str, str]:
    """What a used ability shows: ``("callout", title, sub)`` or ``("note", text, "")`` on its owner's sheet
    (``waiting``: the owner's Kabuki Love is charged with no target yet; ``gained``: Ultra Robot's Life was
    gained, not lost to a full row)."""
    who = name(ev.seat)
    shape = ev.shape
    title = TITLES.get(shape, shape)
    if shape in LANDS_LATER:
        return ("note", f"{title}: attacks when the card is done", "")
    if shape == "ultra_robot":
        attack = "; its attack lands when the card is done" if "opponents" in ev.detail else ""
        life = f"{who} gains 1 Life" if gained else f"{who}'s Lives are full"
        return ("callout", title_of(shape), life + attack)
    if shape == "kabuki_love":
        if ev.detail.startswith("complete level"):
            return ("callout", title_of(shape), f"{who} completes Level {ev.detail.rsplit(' ', 1)[-1]}")
        if waiting:
            return ("note", "Kabuki Love waits for a 10-point shape", "")
        return ("callout", title_of(shape), f"{who}: pick a 10-point shape to complete")
    sub = {
        "space_ship": f"{who} draws both symbols of the next card",
        "magic_shield": f"{who} is safe from attacks",
        "power_cherry": f"{who} fills 3 squares",
    }.get(shape, f"{who}: {ev.detail}")
    if shape == "alien_invader":
        sub = f"{who} {ev.detail.replace('fill', 'fills', 1)}"
    return ("callout", title_of(shape), sub)


def attack(ev: E.Attack, name: Namer) -> tuple[str, str]:
    """(title, sub) of an attack as it lands."""
    if not ev.hit:
        sub = "no opponent to hit" if not ev.blocked else "nobody is hit"
    elif ev.shape == "white_skull":
        sub = f"{names(ev.hit, name)} skip{'s' if len(ev.hit) == 1 else ''} the next card"
    else:
        sub = f"{names(ev.hit, name)} lose{'s' if len(ev.hit) == 1 else ''} 1 Life"
    if ev.blocked:
        sub += f"; Magic Shield saves {names(ev.blocked, name)}"
    return title_of(ev.shape), f"{name(ev.seat)}: {sub}"


def declined(ev: E.AbilityDeclined) -> str:
    return f"{TITLES.get(ev.shape, ev.shape)} not used"

"""Typed events -> what the Mania board shows: the log, the red die tumbling, a pawn hopping, a played card
on show, the duel's result, sounds, and how long play waits for them.

One table, :data:`PRESENTATIONS`, says for each event class what happens (the scene kit's
:class:`~arcade.scenes.kit.Presentation`: a log line and an effect; Mania has no big call-outs). Each wait
is counted from when the action was applied, not from the end of the one before: the die, the hop and a
played card overlap. The timeline's animations, by name: ``roll`` (the die's value), ``hop`` (a
:class:`Hop`), ``card`` (the card on show: seat, card, target, hand), ``result`` (the duel's result, shown
until the next duel or turn). :func:`tumble` and :func:`pawn_index` turn them into what the painter draws.
Nothing here adds up chips: the events carry them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from arcade.core.render import palette
from arcade.games.console.duel_api import GAME_TITLES
from arcade.scenes.kit import Presentation, Timeline
from arcade.scenes.kit import stage as play
from arcade.scenes.kit.present import Namer, Stage
from arcade.scenes.kit.timeline import Move, Shot

from . import art, duel_result
from . import events as E
from .board import PAWN_COLOURS, Board

ROLL_MS = 650.0  # the red die tumbles
STEP_MS = 150.0  # a pawn hops one space
HOP_TAIL_MS = 250.0  # a breath after the pawn lands
CARD_MS = 1100.0  # a played card stays in the middle before play goes on
CARD_LINGER_MS = 800.0  # ... and is still shown this much longer (not waited for)
DUEL_START_MS = 600.0
SKILL_MS = 500.0
DUEL_RESULT_MS = 1600.0
GAME_OVER_MS = 1500.0

REASONS = {
    "collect": "collects",
    "card": "collects (card)",
    "finish": "reaches FINISH: bonus",
    "prize": "wins the duel:",
    "bet_won": "wins a bet:",
    "loan": "is lent a chip to bet:",
}
SETTLED = {"lost": "loses", "taken": "hands the winner", "kept": "keeps (Cancel Loss)"}
SETUP_SHOWN = (E.SlideRolls, E.TurnStarted)  # what the log says of a game's set-up


@dataclass(frozen=True)
class ManiaStage(Stage):
    """The kit's :class:`~arcade.scenes.kit.present.Stage` (its ``pace``: a presentation time under the
    animation speed and the demo's speed) and what Mania's effects read besides: the board, how many cards
    each seat holds, the CPU pace setting, whether a demo or a replay is on show, and the desk the duel's
    result card is kept on."""

    board: Board | None = None
    hand_sizes: tuple[int, ...] = ()
    cpu_pace: float = 1.0
    demo: bool = False
    watched: bool = False
    desk: duel_result.Desk = field(default_factory=duel_result.Desk)


class Hop(NamedTuple):
    """A pawn hopping from ``start`` to ``end``: the first hop at ``t0``, one every ``step`` ms."""

    seat: int
    start: int
    end: int
    t0: float
    step: float


# ---------------------------------------------------------------------- effects
def _forget(timeline: Timeline, *names: str) -> None:
    timeline.drop(*names)


def _turn(stage: ManiaStage, ev: E.TurnStarted, now: float, events: Sequence[Any]) -> None:
    _forget(stage.timeline, "result", "card")


def _card(stage: ManiaStage, ev: E.CardPlayed, now: float, events: Sequence[Any]) -> None:
    tl = stage.timeline
    tl.sound("flip", now)
    tl.move("card", (ev.seat, ev.card, ev.target, ev.hand), now, stage.anim_ms(CARD_MS) + CARD_LINGER_MS, still=True)
    tl.hold(now + stage.anim_ms(CARD_MS))


def roll_ms(stage: ManiaStage, seat: int) -> float:
    """How long ``seat``'s red die tumbles: under the animation speed (off: no tumble), a CPU's at the CPU
    pace as well."""
    ms = stage.anim_ms(ROLL_MS)
    return ms / stage.cpu_pace if stage.is_cpu(seat) and not stage.demo else ms


def _roll(stage: ManiaStage, ev: E.DieRolled, now: float, events: Sequence[Any]) -> None:
    tl = stage.timeline
    tl.sound("tick", now)
    ms = roll_ms(stage, ev.seat)
    tl.move("roll", ev.value, now, ms)
    tl.hold(now + ms)


def _moved(stage: ManiaStage, ev: E.PawnMoved, now: float, events: Sequence[Any]) -> None:
    tl = stage.timeline
    t0 = now + roll_ms(stage, ev.seat)
    step = max(1.0, stage.anim_ms(STEP_MS))
    steps = ev.end - ev.start
    tl.move("hop", Hop(ev.seat, ev.start, ev.end, t0, step), now, t0 - now + step * steps)
    tl.hold(t0 + stage.anim_ms(STEP_MS) * steps + stage.anim_ms(HOP_TAIL_MS))
    if hasattr(tl, "reveal_at"):  # the roll's lines (and what follows) wait till the pawn lands
        tl.reveal_at = t0 + step * steps
    board = stage.board
    assert board is not None
    rolled = next((e.value for e in events if isinstance(e, E.DieRolled) and e.seat == ev.seat), "?")
    drawn = ev.arrows
    tl.note(
        f"{stage.name(ev.seat)} rolls {rolled} and moves to {board.spaces[ev.end].label()}."
        + (f" TAKE A CARD x{ev.arrows}." if drawn else ""),
        palette.WHITE,
    )


def _duel_started(stage: ManiaStage, ev: E.DuelStarted, now: float, events: Sequence[Any]) -> None:
    tl = stage.timeline
    duel_result.started(stage.desk, ev.challenger, ev.defender, ev.game, ev.limit)
    tl.sound("confirm", now)
    _forget(tl, "card", "result")
    tl.hold(now + stage.anim_ms(DUEL_START_MS))


def _skill(stage: ManiaStage, ev: E.SkillSet, now: float, events: Sequence[Any]) -> None:
    stage.timeline.hold(now + stage.anim_ms(SKILL_MS))


def duel_words(name: Namer, ev: E.DuelWon) -> str:
    tie = " on a tie (the Defender)" if ev.tie else ""
    return f"{name(ev.winner)} wins the duel{tie}!"


def _duel_won(stage: ManiaStage, ev: E.DuelWon, now: float, events: Sequence[Any]) -> None:
    tl = stage.timeline
    tl.move("result", duel_words(stage.name, ev), now, math.inf, still=True)  # until the next duel or turn
    tl.sound("fanfare", now)
    tl.hold(now + stage.anim_ms(DUEL_RESULT_MS))
    card = stage.desk.card  # the result card: held until seen by a person who took part (issue 36)
    if card is None:
        return
    people = [s for s in duel_result.part(card) if not stage.is_cpu(s)]
    if people and not stage.demo and not stage.watched:
        duel_result.won(stage.desk, ev.winner, ev.tie, math.inf)
    else:  # nobody at the screen had a stake in it: shown for a paced time
        until = now + stage.anim_ms(duel_result.CPU_RESULT_MS) / stage.cpu_pace
        duel_result.won(stage.desk, ev.winner, ev.tie, until)
        stage.timeline.hold(until)


def _duel_played(stage: ManiaStage, ev: E.DuelPlayed, now: float, events: Sequence[Any]) -> None:
    duel_result.played(stage.desk, ev.seat, ev.final)


def _bet_placed(stage: ManiaStage, ev: E.BetPlaced, now: float, events: Sequence[Any]) -> None:
    duel_result.bet(stage.desk, ev.seat, ev.placed)


def _bets_revealed(stage: ManiaStage, ev: E.BetsRevealed, now: float, events: Sequence[Any]) -> None:
    for bettor, backed, amount in ev.bets:
        stage.timeline.note(f"{stage.name(bettor)} had bet {amount} on {stage.name(backed)}.", palette.WHITE)


def _game_over(stage: ManiaStage, ev: E.GameOver, now: float, events: Sequence[Any]) -> None:
    tl = stage.timeline
    for seat, held in enumerate(stage.hand_sizes):
        if held:
            cards = "1 card counts" if held == 1 else f"{held} cards count"
            tl.note(f"{stage.name(seat)}'s {cards} for nothing now.", palette.GREY)
    tl.hold(now + stage.anim_ms(GAME_OVER_MS))


# ---------------------------------------------------------------------- log lines
def _chips(name: Namer, ev: E.ChipsPaid) -> str:
    if ev.src == E.BANK:
        return f"{name(ev.dst)} {REASONS.get(ev.reason, 'collects')} {ev.value} from the bank."
    if ev.dst == E.BANK:
        return f"{name(ev.src)} pays {ev.value} to the bank."
    return f"{name(ev.src)} pays {ev.value} to {name(ev.dst)}."


def _slide_rolls(name: Namer, ev: E.SlideRolls) -> str:
    rolls = ", ".join(f"{name(s)} {v}" for s, v in ev.rolls)
    return f"Red die for the Game Slides: {rolls}. {name(ev.first_chooser)} picks first."


def _card_played(name: Namer, ev: E.CardPlayed) -> str:
    on = f" on {name(ev.target)}" if ev.target >= 0 else ""
    hand = f" ({ev.hand} hand)" if ev.hand else ""
    return f"{name(ev.seat)} plays {art.CARD_TITLE[ev.card].title()}{on}{hand}."


def _duel_played_note(name: Namer, ev: E.DuelPlayed) -> str:
    extra = f" (+4 = {ev.final})" if ev.final != ev.raw else ""
    return f"{name(ev.seat)} scores {ev.raw}{extra} on the console."


def _skill_set(name: Namer, ev: E.SkillSet) -> str:
    how = "black die" if ev.how == "die" else "DEFEND AT space"
    return f"{name(ev.seat)} duels at skill {ev.skill} ({how})."


# ---------------------------------------------------------------------- the table
PRESENTATIONS: dict[type, Presentation] = {
    E.SlideRolls: Presentation(note=_slide_rolls, colour=palette.WHITE),
    E.SlideChosen: Presentation(
        note=lambda name, e: f"{name(e.seat)} takes {GAME_TITLES[e.slide]} ({PAWN_COLOURS[e.slide]} pawn).",
        colour=palette.WHITE,
    ),
    E.TurnStarted: Presentation(note=lambda name, e: f"{name(e.seat)}'s turn.", colour=palette.NEON_CYAN, effect=_turn),
    E.CardPlayed: Presentation(note=_card_played, colour=palette.NEON_YELLOW, effect=_card),
    E.TurnLost: Presentation(note=lambda name, e: f"{name(e.seat)} loses the turn.", colour=palette.BAD),
    E.ExtraTurnTaken: Presentation(note=lambda name, e: f"{name(e.seat)} takes an extra turn.", colour=palette.GOOD),
    E.DieRolled: Presentation(effect=_roll),
    E.PawnMoved: Presentation(effect=_moved),
    E.CardDrawn: Presentation(note=lambda name, e: f"{name(e.seat)} draws an event card.", colour=palette.WHITE),
    E.DrawSkipped: Presentation(
        note=lambda name, e: f"{name(e.seat)} holds 5 cards and skips the draw.", colour=palette.WHITE
    ),
    E.Reshuffled: Presentation(
        note=lambda name, e: "The discards are shuffled into a new red deck.", colour=palette.WHITE
    ),
    E.ChipsPaid: Presentation(note=_chips, colour=palette.WHITE),
    E.DuelStarted: Presentation(
        note=lambda name, e: (
            f"DUEL: {name(e.challenger)} challenges {name(e.defender)} at {GAME_TITLES[e.game]}, limit {e.limit}."
        ),
        colour=palette.NEON_PINK,
        effect=_duel_started,
    ),
    E.BetPlaced: Presentation(
        note=lambda name, e: f"{name(e.seat)} " + ("places a secret bet." if e.placed else "does not bet."),
        colour=palette.WHITE,
        effect=_bet_placed,
    ),
    E.SkillSet: Presentation(note=_skill_set, colour=palette.WHITE, effect=_skill),
    E.DuelPlayed: Presentation(note=_duel_played_note, colour=palette.WHITE, effect=_duel_played),
    E.DuelWon: Presentation(note=duel_words, colour=palette.GOOD, effect=_duel_won),
    E.BetsRevealed: Presentation(effect=_bets_revealed),
    E.BetSettled: Presentation(
        note=lambda name, e: "" if e.outcome == "won" else f"{name(e.seat)} {SETTLED[e.outcome]} a bet of {e.amount}.",
        colour=palette.WHITE,
    ),
    E.GameOver: Presentation(
        note=lambda name, e: f"{name(e.finisher)} reached FINISH: the game is over.",
        colour=palette.NEON_YELLOW,
        effect=_game_over,
    ),
}


def present(stage: ManiaStage, events: Sequence[Any], now: float) -> None:
    """Stage the events of one action on the stage's timeline (through :data:`PRESENTATIONS`)."""
    if hasattr(stage.timeline, "staged_at"):
        stage.timeline.staged_at = now
    play(stage, PRESENTATIONS, events, now)


def landing(timeline: Shown, now: float) -> bool:
    """Whether a die is rolling or a pawn is on its way (what it lands on is not shown yet)."""
    return timeline.moving("hop", now) is not None or timeline.moving("roll", now) is not None


def present_setup(stage: ManiaStage, events: Sequence[Any], now: float) -> None:
    """The log's first lines for a new game: the dice for the Game Slides, the first turn."""
    play(stage, PRESENTATIONS, [e for e in events if isinstance(e, SETUP_SHOWN)], now)


# ---------------------------------------------------------------------- what the animations show now
Shown = Timeline | Shot  # the timeline, or a frame's shot of it


def _move(timeline: Shown, name: str) -> Move | None:
    return timeline.move(name) if isinstance(timeline, Shot) else timeline.moves.get(name)


def tumble(timeline: Shown, now: float) -> tuple[int, int, int] | None:
    """While the red die rolls: the face it shows and how far it is thrown (dx, dy); else None."""
    roll = _move(timeline, "roll")
    if roll is None or not roll.active(now):
        return None
    left = roll.t0 + roll.ms - now
    return 1 + int(now / 70) % 6, int(left / 30) % 7 - 3, -int(left / 40) % 5


def pawn_index(timeline: Shown, seat: int, now: float, at: int) -> float:
    """Where ``seat``'s pawn stands now on the track (between spaces while it hops); ``at``: its space."""
    hop = _move(timeline, "hop")
    if hop is None or not hop.active(now) or hop.data.seat != seat:
        return at
    data: Hop = hop.data
    done = (now - data.t0) / data.step
    if done < data.end - data.start:
        return data.start + max(0.0, done)
    return at


def shown_card(timeline: Shown, now: float) -> tuple[int, str, int, str] | None:
    """The event card on show in the middle (seat, card, target, hand), if any."""
    got = timeline.moving("card", now)
    return None if got is None else got[0]


def shown_result(timeline: Shown, now: float) -> str | None:
    """The duel's result while it is shown."""
    got = timeline.moving("result", now)
    return None if got is None else got[0]

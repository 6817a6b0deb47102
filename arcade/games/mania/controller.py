"""Mania's controller: a person's press -> the next UI state and maybe a rule action. Pure (no app, no
scene, no pygame): ``control(ui, seat, action, view) -> Step``, ``view`` the acting seat's own.

Three kinds of choice (drawn by :mod:`.boxes`): a list (a card window, a full-hand draw, a Game Slide) moved
with up/down; a secret bet (left/right: no bet, the Challenger's card or the Defender's; up/down: the
amount); a challenge (left/right: the game; up/down: the opponent). Confirm gives the choice's rule action
(or :data:`HUSH`: no card, and don't ask again, which the scene makes a pass). The cursors go back to the top
whenever the question changes (:func:`.ui.for_question`). What is offered and how it reads (``options``,
``label``, ``choice_title``, ``reminder``) is worked out here from the view too, for the painters.
"""

from __future__ import annotations

from typing import Any

from arcade.games.console.duel_api import GAME_TITLES
from arcade.scenes.kit.controller import Step

from . import art, prompts
from .actions import NO_BET, Bet, Challenge, ChooseSlide, Pass, Play
from .board import PAWN_COLOURS, SLIDES
from .cards import COLLECT_AMOUNT, ONE_HAND
from .ui import ManiaUI, for_question, question_of

WINDOW_TITLES = {
    "preroll": "Before the roll",
    "after_bets": "After the bets (Add 4)",
    "after_skill": "After the skill levels (skill cards, One Hand)",
    "after_duel": "After the duel (payout cards)",
    "end_turn": "As the turn ends",
    "finish": "FINISH reached: last chance for Collect cards",
}
PHASE_TITLES = {"slide": "Choose your Game Slide", "draw": "You hold 5 cards: play a Collect card and draw?"}
HUSH = "hush"
"""The choice "no card, and don't ask again this game" before an opponent's roll (a pass; issue 36)."""
HUSH_LABEL = "Play no card, and don't ask again this game"
COLLECT_REMINDER = "FINISH is a roll away: Collect cards count for nothing at the end."
MOVE = "select"  # the sound of a cursor moved
CONFIRM = "confirm"


def control(ui: ManiaUI, seat: int, action: str, view: Any) -> Step:
    """What ``action`` pressed by ``seat`` (asked a question now) does; anything else: nothing."""
    if view.phase == "duel" or view.current_player() != seat:
        return Step(ui)
    ui = for_question(ui, question_of(view))
    if view.phase == "bet":
        return _bet(ui, action, view)
    if view.phase == "challenge":
        return _challenge(ui, action, view)
    options = actions(view)
    if action in ("up", "down"):
        return Step(_with(ui, menu=(ui.menu + (1 if action == "down" else -1)) % len(options)), sound=MOVE)
    if action == "confirm":
        return Step(ui, options[ui.menu], sound=CONFIRM)
    return Step(ui)


def _with(ui: ManiaUI, **changes: int) -> ManiaUI:
    fields = {
        "question": ui.question,
        "menu": ui.menu,
        "bet_side": ui.bet_side,
        "bet_amount": ui.bet_amount,
        "ch_game": ui.ch_game,
        "ch_defender": ui.ch_defender,
    }
    fields.update(changes)
    return ManiaUI(**fields)  # type: ignore[arg-type]


def bet_top(view: Any) -> int:
    """The most the view's seat may bet now."""
    return max(a.amount for a in view.legal_actions())


def chosen_bet(ui: ManiaUI, view: Any) -> Bet:
    """The bet the cursors point at (NO_BET for no bet)."""
    duel = view.duel
    on = (None, duel.challenger, duel.defender)[ui.bet_side]
    return NO_BET if on is None else Bet(on, min(ui.bet_amount, bet_top(view)))


def _bet(ui: ManiaUI, action: str, view: Any) -> Step:
    top = bet_top(view)
    if action in ("left", "right"):
        return Step(_with(ui, bet_side=(ui.bet_side + (1 if action == "right" else -1)) % 3), sound=MOVE)
    if action in ("up", "down") and top > 0:
        amount = max(1, min(top, ui.bet_amount + (1 if action == "up" else -1)))
        return Step(_with(ui, bet_amount=amount), sound=MOVE)
    if action == "confirm" and view.duel is not None:
        return Step(ui, chosen_bet(ui, view), sound=CONFIRM)
    return Step(ui)


def challenge_axes(view: Any) -> tuple[list[str], list[int]]:
    """The games a challenge may be played at (in slide order) and the players who may be challenged."""
    legal = view.legal_actions()
    games = [g for g in SLIDES if any(a.game == g for a in legal)]
    defenders = sorted({a.defender for a in legal})
    return games, defenders


def chosen_challenge(ui: ManiaUI, view: Any) -> Challenge | None:
    """The challenge the cursors point at (None: nothing to challenge)."""
    games, defenders = challenge_axes(view)
    if not games or not defenders:
        return None
    return Challenge(defenders[ui.ch_defender % len(defenders)], games[ui.ch_game % len(games)])


def _challenge(ui: ManiaUI, action: str, view: Any) -> Step:
    games, defenders = challenge_axes(view)
    if action in ("left", "right"):
        return Step(_with(ui, ch_game=(ui.ch_game + (1 if action == "right" else -1)) % len(games)), sound=MOVE)
    if action in ("up", "down"):
        chosen = (ui.ch_defender + (1 if action == "down" else -1)) % len(defenders)
        return Step(_with(ui, ch_defender=chosen), sound=MOVE)
    if action == "confirm":
        return Step(ui, Challenge(defenders[ui.ch_defender], games[ui.ch_game]), sound=CONFIRM)
    return Step(ui)


# ---------------------------------------------------------------------- what is offered, and its words
def actions(view: Any) -> list[Any]:
    """The choices of a list the view's seat has now: rule actions, and :data:`HUSH` before an opponent's
    roll."""
    seat = view.seat
    legal = prompts.menu(view, seat) if view.phase in ("window", "draw") else view.legal_actions()
    if prompts.before_their_roll(view, seat):
        legal.insert(1, HUSH)
    return legal


def options(view: Any, names: tuple[str, ...]) -> list[tuple[str, Any]]:
    """The choices the view's seat has now, labelled (``names``: the seats')."""
    return [(HUSH_LABEL if a == HUSH else label(view, a, names), a) for a in actions(view)]


def reminder(view: Any) -> str:
    """A line under the question of a person about to roll who holds Collect cards while a pawn is within
    a roll of FINISH (the cards count for nothing once the game ends), or ""."""
    seat = view.seat
    mine = view.phase == "window" and view.window == "preroll" and view.mover == seat
    return COLLECT_REMINDER if mine and prompts.collect_reminder(view, seat) else ""


def label(view: Any, a: object, names: tuple[str, ...]) -> str:
    if isinstance(a, ChooseSlide):
        return f"{GAME_TITLES[a.slide]} ({PAWN_COLOURS[a.slide]} pawn)"
    if isinstance(a, Pass):
        if view.phase == "draw":
            return "Skip this draw"
        mine = view.window == "preroll" and view.mover == view.current_player()
        return "Roll the die (no card)" if mine else "Play no card"
    if isinstance(a, Play):
        card = art.CARD_TITLE[a.card].title()
        if a.card == ONE_HAND:
            return f"Play {card} on {names[a.target]}: {a.hand} hand"
        if a.target >= 0:
            return f"Play {card} on {names[a.target]}"
        if a.card in COLLECT_AMOUNT and view.phase == "draw":
            return f"Play {card}, then draw"
        return f"Play {card}"
    return repr(a)


def choice_title(view: Any, seat: int, names: tuple[str, ...]) -> str:
    """The heading of a person's choice box: whose choice and what it is about."""
    when = WINDOW_TITLES.get(view.window, "")
    if view.window == "preroll":  # whose roll: a window opens for every card holder in turn
        if view.mover == seat:
            return f"{names[seat]}: your roll. A card first?"
        when = f"Before {names[view.mover]}'s roll"
    title = PHASE_TITLES.get(view.phase) or f"Event card? {when}"
    return f"{names[seat]}: {title}"


def under_cursor(ui: ManiaUI, view: Any) -> Challenge | Bet | None:
    """The challenge or bet under the cursors of the view's seat (what the coach weighs), or None."""
    if view.phase == "challenge":
        return chosen_challenge(ui, view)
    if view.phase == "bet" and view.duel is not None:
        return chosen_bet(ui, view)
    return None

"""A person's keys at the Mania board -> rule actions: the cursors of the choice boxes and what they mean.

Three kinds of choice (drawn by :mod:`.boxes`): a list (a card window, a full-hand draw, a Game Slide) moved
with up/down; a secret bet (left/right: no bet, the Challenger's card or the Defender's; up/down: the
amount); a challenge (left/right: the game; up/down: the opponent). Confirm applies the choice. The cursors
go back to the top whenever the question changes (another phase, window, player, turn, card or duel).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.input import PAD_BUTTONS
from arcade.games.console.duel_api import GAME_TITLES

from . import art, coach, duel_result, prompts
from .actions import NO_BET, PASS, Bet, Challenge, ChooseSlide, Pass, Play
from .board import PAWN_COLOURS, SLIDES
from .cards import COLLECT_AMOUNT, ONE_HAND

if TYPE_CHECKING:
    from .scene import ManiaScene

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


class ManiaControls:
    """The cursors of a person's choice and the keys that move them."""

    def __init__(self, scene: ManiaScene) -> None:
        self.scene = scene
        self.menu = 0  # the chosen row of a list
        self.menu_key: tuple[object, ...] | None = None  # the question the cursors belong to
        self.bet_side = 0  # 0 no bet, 1 the Challenger, 2 the Defender
        self.bet_amount = 1
        self.ch_game = 0
        self.ch_defender = 0
        self.advice: tuple[tuple, coach.Advice | None, Any] | None = None  # (question, advice, the seat's view)

    # ------------------------------------------------------------------ who is asked
    def person_to_choose(self) -> int | None:
        """The person whose choice is drawn now (only for the viewer in hot-seat play)."""
        scene = self.scene
        st = scene.state
        if scene.busy() or st.phase == "duel" or duel_result.waiting(scene):
            return None
        seat = st.current_player()
        if seat < 0 or scene.is_cpu(seat):
            return None
        if scene.hot_seat() and scene.viewer != seat:
            return None
        if st.phase in ("window", "draw") and not prompts.worth_asking(st, seat, scene.hush(seat)):
            return None  # nothing worth a question: passed for them (ManiaScene.pass_for_person)
        return seat

    def sync(self) -> None:
        """Put the cursors back to the top when the question has changed."""
        st = self.scene.state
        key = (st.phase, st.window, st.current_player(), st.turn, len(st.discard), len(st.history))
        if key != self.menu_key:
            self.menu_key = key
            self.menu = 0
            self.bet_side, self.bet_amount = 0, 1
            self.ch_game = self.ch_defender = 0

    # ------------------------------------------------------------------ the coach
    def coach_key(self) -> tuple | None:
        """The question the coach may speak to now: a person's own Game Slide, challenge or bet (after their
        curtain), or None."""
        seat = self.person_to_choose()
        st = self.scene.state
        if seat is None or st.phase not in ("slide", "challenge", "bet") or self.scene.watched:
            return None
        return (seat, self.scene.acts, st.phase)

    def refresh_coach(self) -> None:
        """The Ace CPU's advice for the person choosing, once per question, from their own view (the scene
        calls this in update when the coach is on, never while drawing)."""
        key = self.coach_key()
        if key is None or (self.advice is not None and self.advice[0] == key):
            return
        view = self.scene.state.view(key[0])
        self.advice = (key, coach.advise(view), view)

    def coach_ready(self) -> bool:
        key = self.coach_key()
        on = self.scene.coach_on()
        return on and key is not None and self.advice is not None and self.advice[0] == key

    def coach_lines(self) -> list[str]:
        """What the coach says to the person choosing now (read only): the Ace's choice and the chance of
        the one under their cursor; nothing on a CPU's turn, behind the curtain, or when the coach is off."""
        if not self.coach_ready():
            return []
        assert self.advice is not None
        scene = self.scene
        seat = self.advice[0][0]
        st = scene.state
        under: Challenge | Bet | None = None
        if st.phase == "challenge":
            games, defenders = self.challenge_axes()
            if games and defenders:
                under = Challenge(defenders[self.ch_defender % len(defenders)], games[self.ch_game % len(games)])
        elif st.phase == "bet" and st.duel is not None:
            on = (None, st.duel.challenger, st.duel.defender)[self.bet_side]
            under = NO_BET if on is None else Bet(on, min(self.bet_amount, self.bet_top(seat)))
        names = [scene.name(s) for s in range(len(scene.config.seats))]
        return coach.lines(self.advice[2], self.advice[1], under, names)

    # ------------------------------------------------------------------ keys
    def key(self, seat: int, action: str) -> None:
        """A person at ``seat`` (the one to act) pressed ``action``."""
        scene = self.scene
        st = scene.state
        if scene.roll_prompt() == seat:  # (a duel's last score may be the action that rolls)
            if action == "confirm":
                scene.app.sound("confirm")
                scene.press_roll()
            return
        if st.phase == "duel":
            return
        if self.person_to_choose() != seat:
            return  # nothing is asked (a pass is being made for them, or play waits): no hidden menu acts
        self.sync()
        if st.phase == "bet":
            self._bet_key(seat, action)
        elif st.phase == "challenge":
            self._challenge_key(action)
        else:
            options = self.options(seat)
            if action in ("up", "down"):
                self.menu = (self.menu + (1 if action == "down" else -1)) % len(options)
                scene.app.sound("select")
            elif action == "confirm":
                scene.app.sound("confirm")
                chosen = options[self.menu][1]
                if prompts.before_their_roll(st, seat):  # asked once in this opponent's turn at most
                    scene.asked_turn[seat] = st.turn
                if chosen == HUSH:
                    scene.hushed.add(seat)
                    chosen = PASS
                scene.roll_armed = isinstance(chosen, Pass) and st.window == "preroll" and st.mover == seat
                scene.act(chosen)  # "Roll the die (no card)" is their press to roll

    def bet_top(self, seat: int) -> int:
        """The most ``seat`` may bet now."""
        return max(a.amount for a in self.scene.state.legal_actions(seat))

    def _bet_key(self, seat: int, action: str) -> None:
        scene = self.scene
        duel = scene.state.duel
        top = self.bet_top(seat)
        if action in ("left", "right"):
            self.bet_side = (self.bet_side + (1 if action == "right" else -1)) % 3
            scene.app.sound("select")
        elif action in ("up", "down") and top > 0:
            self.bet_amount = max(1, min(top, self.bet_amount + (1 if action == "up" else -1)))
            scene.app.sound("select")
        elif action == "confirm" and duel is not None:
            on = (None, duel.challenger, duel.defender)[self.bet_side]
            scene.app.sound("confirm")
            scene.act(NO_BET if on is None else Bet(on, min(self.bet_amount, top)))

    def _challenge_key(self, action: str) -> None:
        scene = self.scene
        games, defenders = self.challenge_axes()
        if action in ("left", "right"):
            self.ch_game = (self.ch_game + (1 if action == "right" else -1)) % len(games)
            scene.app.sound("select")
        elif action in ("up", "down"):
            self.ch_defender = (self.ch_defender + (1 if action == "down" else -1)) % len(defenders)
            scene.app.sound("select")
        elif action == "confirm":
            scene.app.sound("confirm")
            scene.act(Challenge(defenders[self.ch_defender], games[self.ch_game]))

    def key_name(self, seat: int, action: str = "confirm") -> str:
        """The seat's own key for ``action``, as its keycap reads ("Return", "Space", "Num Enter", "A")."""
        scene = self.scene
        device = scene.config.seats[seat].device or "keys_a"
        if device.startswith("pad"):
            return next((b.upper() for b, a in PAD_BUTTONS.items() if a == action), action)
        return scene.app.input.key_name(device, action) or action

    # ------------------------------------------------------------------ what is offered
    def challenge_axes(self) -> tuple[list[str], list[int]]:
        """The games a challenge may be played at (in slide order) and the players who may be challenged."""
        legal = self.scene.state.legal_actions()
        games = [g for g in SLIDES if any(a.game == g for a in legal)]
        defenders = sorted({a.defender for a in legal})
        return games, defenders

    def options(self, seat: int) -> list[tuple[str, Any]]:
        """The choices a person has now, labelled."""
        st = self.scene.state
        legal = prompts.menu(st, seat) if st.phase in ("window", "draw") else st.legal_actions(seat)
        options: list[tuple[str, Any]] = [(self.label(a), a) for a in legal]
        if prompts.before_their_roll(st, seat):
            options.insert(1, (HUSH_LABEL, HUSH))
        return options

    def reminder(self, seat: int) -> str:
        """A line under the question of a person about to roll who holds Collect cards while a pawn is within
        a roll of FINISH (the cards count for nothing once the game ends), or ""."""
        st = self.scene.state
        mine = st.phase == "window" and st.window == "preroll" and st.mover == seat
        return COLLECT_REMINDER if mine and prompts.collect_reminder(st, seat) else ""

    def label(self, a: object) -> str:
        st = self.scene.state
        name = self.scene.name
        if isinstance(a, ChooseSlide):
            return f"{GAME_TITLES[a.slide]} ({PAWN_COLOURS[a.slide]} pawn)"
        if isinstance(a, Pass):
            if st.phase == "draw":
                return "Skip this draw"
            return (
                "Roll the die (no card)"
                if st.window == "preroll" and st.mover == st.current_player()
                else "Play no card"
            )
        if isinstance(a, Play):
            card = art.CARD_TITLE[a.card].title()
            if a.card == ONE_HAND:
                return f"Play {card} on {name(a.target)}: {a.hand} hand"
            if a.target >= 0:
                return f"Play {card} on {name(a.target)}"
            if a.card in COLLECT_AMOUNT and st.phase == "draw":
                return f"Play {card}, then draw"
            return f"Play {card}"
        return repr(a)

    def choice_title(self, seat: int) -> str:
        """The heading of a person's choice box: whose choice and what it is about."""
        scene = self.scene
        st = scene.state
        when = WINDOW_TITLES.get(st.window, "")
        if st.window == "preroll":  # whose roll: a window opens for every card holder in turn
            if st.mover == seat:
                return f"{scene.name(seat)}: your roll. A card first?"
            when = f"Before {scene.name(st.mover)}'s roll"
        title = PHASE_TITLES.get(st.phase) or f"Event card? {when}"
        return f"{scene.name(seat)}: {title}"

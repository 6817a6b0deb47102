"""Electronic Arcade Mania on screen: the board game on the game-scene base, its duels on the real console.

The board is drawn from the Tiled map (``art``); the right-hand column holds each player's pawn, chips and
cards (a hand's faces only for the viewer: secret bets and event cards are hidden from other people, and
in hot-seat play the base's curtain names the next person before their secrets are drawn). A person
chooses with up/down (left/right where there are two things to choose: a bet's card and amount, a
challenge's opponent and game) and confirm.

A duel pushes the console scene in duel mode (``arcade.games.console.scene.DuelMode``) for the Challenger,
then for the Defender: a person plays on the numpad; a CPU's reaction-model duellist presses the buttons,
visibly and fast. The console hands back the score, which becomes a ``DuelScore``. In the attract demo (the
scene runs inside the demo wrapper, not on the stack) the CPUs' duels are played by the pure simulator.
Hold & Quit during a duel keeps what was played (``duel.held_score``): a person's points so far end their
game, a computer's game is played out first; a duel not yet started is played on resume.
"""

from __future__ import annotations

import random
from functools import partial

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.console.duel_api import GAME_TITLES
from arcade.games.console.duel_screen import key_label
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.mania import art, boxes, prompts
from arcade.games.mania import events as E
from arcade.games.mania.actions import MAX_SCORE, NO_BET, PASS, Bet, Challenge, ChooseSlide, DuelScore, Pass, Play
from arcade.games.mania.board import SLIDES
from arcade.games.mania.bots import LEVELS, SmartBot
from arcade.games.mania.cards import COLLECT_AMOUNT, ONE_HAND
from arcade.games.mania.duel import REACH_MS, OneHandBot, far_cells, held_score
from arcade.games.mania.rules import Mania
from arcade.scenes.game import GameScene

BOARD_AREA = pygame.Rect(8, 60, 852, 502)
PANEL_X, PANEL_W = 868, 404
SEAT_H = 124
LOG_RECT = pygame.Rect(8, 570, 852, 98)

ROLL_MS = 650.0  # the red die tumbles
STEP_MS = 150.0  # a pawn hops one space
CARD_MS = 1100.0  # a played card stays in the middle before play goes on
DUEL_RESULT_MS = 1600.0
CPU_DUEL_SPEED = 3.0  # a CPU's console game runs this many times fast (times the CPU pace)

WINDOW_TITLES = {
    "preroll": "Before the roll",
    "after_bets": "After the bets (Add 4)",
    "after_skill": "After the skill levels (skill cards, One Hand)",
    "after_duel": "After the duel (payout cards)",
    "end_turn": "As the turn ends",
    "finish": "FINISH reached: last chance for Collect cards",
}
REASONS = {
    "collect": "collects",
    "card": "collects (card)",
    "finish": "reaches FINISH: bonus",
    "prize": "wins the duel:",
    "bet_won": "wins a bet:",
    "loan": "is lent a chip to bet:",
}


class ManiaCpu:
    """A lobby CPU: the SmartBot's choices (instant; its duels are played on the console by the scene)."""

    instant = True

    def __init__(self, level: str, seed: int) -> None:
        self.level = level if level in LEVELS else "Regular"
        self.bot = SmartBot(self.level, seed)

    def choose(self, view):
        return self.bot.choose(view)


class ManiaScene(GameScene):
    game_id = "mania"
    levels = ("arcade.games.mania.board:load_board",)
    engine = Mania
    hidden_hands = True
    scene_caches = (art.board_surface.cache_clear,)  # the board picture (3.5 MB) goes with the game

    def __init__(self, app, config: LobbyConfig, *, state=None) -> None:
        self.rng = random.Random(config.seed ^ 0x3A41A)  # scene-side chance: console seeds, dice tumbling
        super().__init__(app, config, state=state)
        self.fit = art.Fit.into(self.state.board, BOARD_AREA)
        self.log: list[tuple[str, tuple]] = []
        self.menu = 0
        self.menu_key: tuple | None = None
        self.bet_side = 0
        self.bet_amount = 1
        self.ch_game = 0
        self.ch_defender = 0
        self.roll: tuple[int, float, float] | None = None  # (value, from, until)
        self.hop: tuple[int, int, int, float] | None = None  # (seat, start, end, t0)
        self.shown_card: tuple[int, str, int, str, float] | None = None
        self.result: str | None = None
        self.cpu_action = None
        self.console = None
        self.duels_played = 0
        self._say_turn(self.state.setup_events if state is None else [])

    # ------------------------------------------------------------------ the base's hooks
    def new_state(self, config: LobbyConfig) -> Mania:
        return Mania(len(config.seats), config.seed)

    def make_cpu(self, seat: int, seat_config) -> ManiaCpu:
        return ManiaCpu(seat_config.level or "Regular", self.rng.getrandbits(30))

    def ms(self, base: float) -> float:
        """A presentation time under the animation speed and the CPU pace (demos run faster)."""
        return self.app.anim(base) / (DEMO_SPEED if self.demo else 1.0)

    def run_cpus(self, now: float) -> None:
        st = self.state
        if st.phase == "duel" and not self.demo:
            self.launch_duel()
            return
        acting = [s for s in self.acting_seats() if s in self.cpus]
        if not acting:
            self._pass_for_person(now)
            return
        seat = acting[0]
        if self.cpu_seat != seat or self.cpu_due is None:
            self.cpu_seat = seat
            self.cpu_action = self.cpus[seat].choose(st.view(seat))
            quick = isinstance(self.cpu_action, (Pass, DuelScore)) or (self.cpu_action == NO_BET)
            self.cpu_due = now + self.think_ms() * (0.3 if quick else 1.0)
        if now >= self.cpu_due:
            self.act(self.cpu_action)

    def initials(self, seat: int) -> str:
        """The letters on a seat's pawn: its name's first letter, or its first two when another seat's
        name starts with the same letter (Player 1 and Pixel: "PL" and "PI")."""
        names = [self.name(s).strip().upper() or "?" for s in range(self.state.num_seats)]
        mine = names[seat]
        if sum(1 for other in names if other[:1] == mine[:1]) > 1:
            return mine.replace(" ", "")[:2]
        return mine[:1]

    def _pass_for_person(self, now: float) -> None:
        """A person with no card worth playing now (``prompts``), or whose only choice is to skip a draw, is
        not asked: the pass is made for them after a short beat, as a table would wave them on."""
        st = self.state
        seat = st.current_player()
        if seat < 0 or self.is_cpu(seat) or st.phase not in ("window", "draw") or prompts.worth_asking(st, seat):
            return
        if self.cpu_seat != seat or self.cpu_due is None:
            self.cpu_seat, self.cpu_action = seat, PASS
            self.cpu_due = now + self.think_ms() * 0.3
        if now >= self.cpu_due:
            self.act(PASS)

    def choice_title(self, seat: int) -> str:
        """The heading of a person's choice box: whose choice and what it is about."""
        st = self.state
        when = WINDOW_TITLES.get(st.window, "")
        if st.window == "preroll":  # whose roll: a window opens for every card holder in turn
            when = "Before your roll" if st.mover == seat else f"Before {self.name(st.mover)}'s roll"
        title = {"slide": "Choose your Game Slide", "draw": "You hold 5 cards: play a Collect card and draw?"}.get(
            st.phase
        ) or f"Event card? {when}"
        return f"{self.name(seat)}: {title}"

    def hold_data(self) -> dict | None:
        data = super().hold_data()
        console = self.console
        if data is None or self.state.phase != "duel" or console is None:
            return data
        seat = self.state.current_player()
        score = held_score(console.machine, console.bot)
        if score is not None:  # what was played is kept: it cannot be played again
            kept = self.state.clone()
            kept.apply(DuelScore(seat, score))
            data["state"] = kept.to_data()
        return data

    # ------------------------------------------------------------------ duels on the console
    def launch_duel(self) -> None:
        """Push the console in duel mode for the duellist whose score is owed (once)."""
        if self.console is not None:
            return
        from arcade.games.console.duel_screen import ConsoleScene, DuelMode

        st = self.state
        seat = st.current_player()
        setup = st.duel_setup(seat)
        duel = st.duel
        self.shown_card = None
        other = duel.defender if seat == duel.challenger else duel.challenger
        person = not self.is_cpu(seat)
        level = self.config.seats[seat].level or "Regular"
        far = far_cells(setup.one_hand)
        bot = None if person else OneHandBot(LEVELS.get(level, 250), self.rng.getrandbits(30), far)
        lines = [f"{setup.role.capitalize()} against {self.name(other)}"]
        if not person:
            lines.append(f"Computer player ({level}), played fast")
        if setup.add4:
            lines.append("Add 4: 4 is added to this score")
        if setup.one_hand:
            keys = ", ".join(key_label(c) for c in sorted(far))
            lines.append(f"One Hand ({setup.one_hand}): {keys} land late")
        if setup.role == "defender":
            lines.append("A tie goes to you, the Defender")
        speed = 1.0 if person else CPU_DUEL_SPEED * self.pace()
        mode = DuelMode(
            setup.game,
            setup.skill,
            partial(self.duel_done, seat),
            heading=f"{self.name(seat).upper()}'S DUEL",
            lines=tuple(lines),
            opponent_score=setup.opponent_score,
            bot=bot,
            late_cells=far if person else frozenset(),
            late_ms=REACH_MS,
            speed=speed,
            intro_ms=self.app.anim(1500) / self.pace(),
            show_ms=2500.0 if person else 1500 / self.pace(),
            host_game_id=self.game_id,
            hold=self.hold_data,
        )
        device = self.config.seats[seat].device if person else "numpad"
        cfg = LobbyConfig(
            "console",
            [SeatConfig(self.name(seat), "human" if person else "cpu", level, device)],
            {},
            self.rng.getrandbits(30),
        )
        self.console = ConsoleScene(self.app, config=cfg, duel=mode)
        self.app.push(self.console)

    def duel_done(self, seat: int, score: int) -> None:
        self.console = None
        if self.state.phase == "duel" and self.state.current_player() == seat:
            self.act(DuelScore(seat, min(score, MAX_SCORE)))

    # ------------------------------------------------------------------ input
    def on_input(self, seat: int, action: str, ev) -> None:
        st = self.state
        if st.phase == "duel":
            return
        if self.viewer is not None and self.viewer != seat and self.hot_seat():
            return
        self._sync_menu()
        if st.phase == "bet":
            self._bet_input(seat, action)
        elif st.phase == "challenge":
            self._challenge_input(action)
        else:
            options = self.options(seat)
            if action in ("up", "down"):
                self.menu = (self.menu + (1 if action == "down" else -1)) % len(options)
                self.app.sound("select")
            elif action == "confirm":
                self.app.sound("confirm")
                self.act(options[self.menu][1])

    def _bet_input(self, seat: int, action: str) -> None:
        duel = self.state.duel
        top = max(a.amount for a in self.state.legal_actions(seat))
        if action in ("left", "right"):
            self.bet_side = (self.bet_side + (1 if action == "right" else -1)) % 3
            self.app.sound("select")
        elif action in ("up", "down") and top > 0:
            self.bet_amount = max(1, min(top, self.bet_amount + (1 if action == "up" else -1)))
            self.app.sound("select")
        elif action == "confirm":
            on = (None, duel.challenger, duel.defender)[self.bet_side]
            self.app.sound("confirm")
            self.act(NO_BET if on is None else Bet(on, min(self.bet_amount, top)))

    def _challenge_input(self, action: str) -> None:
        games, defenders = self.challenge_axes()
        if action in ("left", "right"):
            self.ch_game = (self.ch_game + (1 if action == "right" else -1)) % len(games)
            self.app.sound("select")
        elif action in ("up", "down"):
            self.ch_defender = (self.ch_defender + (1 if action == "down" else -1)) % len(defenders)
            self.app.sound("select")
        elif action == "confirm":
            self.app.sound("confirm")
            self.act(Challenge(defenders[self.ch_defender], games[self.ch_game]))

    def challenge_axes(self) -> tuple[list[str], list[int]]:
        legal = self.state.legal_actions()
        games = [g for g in SLIDES if any(a.game == g for a in legal)]
        defenders = sorted({a.defender for a in legal})
        return games, defenders

    def _sync_menu(self) -> None:
        st = self.state
        key = (st.phase, st.window, st.current_player(), st.turn, len(st.discard), len(st.history))
        if key != self.menu_key:
            self.menu_key = key
            self.menu = 0
            self.bet_side, self.bet_amount = 0, 1
            self.ch_game = self.ch_defender = 0

    def options(self, seat: int) -> list[tuple[str, object]]:
        """The choices a person has now, labelled."""
        st = self.state
        legal = prompts.menu(st, seat) if st.phase in ("window", "draw") else st.legal_actions(seat)
        return [(self.label(a), a) for a in legal]

    def label(self, a) -> str:
        st = self.state
        if isinstance(a, ChooseSlide):
            return f"{GAME_TITLES[a.slide]} ({art_colour_name(a.slide)} pawn)"
        if isinstance(a, Pass):
            return "Skip this draw" if st.phase == "draw" else "Play no card"
        if isinstance(a, Play):
            name = art.CARD_TITLE[a.card].title()
            if a.card == ONE_HAND:
                return f"Play {name} on {self.name(a.target)}: {a.hand} hand"
            if a.target >= 0:
                return f"Play {name} on {self.name(a.target)}"
            if a.card in COLLECT_AMOUNT and st.phase == "draw":
                return f"Play {name}, then draw"
            return f"Play {name}"
        return repr(a)

    # ------------------------------------------------------------------ presenting
    def say(self, message: str, colour=palette.WHITE) -> None:
        self.log.append((message, colour))
        del self.log[:-12]

    def _say_turn(self, events: list) -> None:
        for ev in events:
            if isinstance(ev, E.SlideRolls):
                rolls = ", ".join(f"{self.name(s)} {v}" for s, v in ev.rolls)
                self.say(f"Red die for the Game Slides: {rolls}. {self.name(ev.first_chooser)} picks first.")
            elif isinstance(ev, E.TurnStarted):
                self.say(f"{self.name(ev.seat)}'s turn.", palette.NEON_CYAN)

    def present(self, events: list, now: float) -> None:
        hold = now
        for ev in events:
            if isinstance(ev, E.SlideChosen):
                self.say(f"{self.name(ev.seat)} takes {GAME_TITLES[ev.slide]} ({art_colour_name(ev.slide)} pawn).")
            elif isinstance(ev, E.TurnStarted):
                self.say(f"{self.name(ev.seat)}'s turn.", palette.NEON_CYAN)
                self.result = self.shown_card = None
            elif isinstance(ev, E.CardPlayed):
                self.app.sound("flip")
                what = art.CARD_TITLE[ev.card].title()
                on = f" on {self.name(ev.target)}" if ev.target >= 0 else ""
                hand = f" ({ev.hand} hand)" if ev.hand else ""
                self.say(f"{self.name(ev.seat)} plays {what}{on}{hand}.", palette.NEON_YELLOW)
                self.shown_card = (ev.seat, ev.card, ev.target, ev.hand, now)
                hold = max(hold, now + self.ms(CARD_MS))
            elif isinstance(ev, E.TurnLost):
                self.say(f"{self.name(ev.seat)} loses the turn.", palette.BAD)
            elif isinstance(ev, E.ExtraTurnTaken):
                self.say(f"{self.name(ev.seat)} takes an extra turn.", palette.GOOD)
            elif isinstance(ev, E.DieRolled):
                self.app.sound("tick")
                self.roll = (ev.value, now, now + self.ms(ROLL_MS))
                hold = max(hold, now + self.ms(ROLL_MS))
            elif isinstance(ev, E.PawnMoved):
                t0 = now + self.ms(ROLL_MS)
                self.hop = (ev.seat, ev.start, ev.end, t0)
                hold = max(hold, t0 + self.ms(STEP_MS) * (ev.end - ev.start) + self.ms(250))
                space = self.state.board.spaces[ev.end]
                drawn = ev.arrows and ev.end != self.state.board.finish  # FINISH: no card is drawn
                self.say(
                    f"{self.name(ev.seat)} rolls {self.roll[0] if self.roll else '?'} and moves to "
                    f"{space.label()}." + (f" TAKE A CARD x{ev.arrows}." if drawn else "")
                )
            elif isinstance(ev, E.CardDrawn):
                self.say(f"{self.name(ev.seat)} draws an event card.")
            elif isinstance(ev, E.DrawSkipped):
                self.say(f"{self.name(ev.seat)} holds 5 cards and skips the draw.")
            elif isinstance(ev, E.Reshuffled):
                self.say("The discards are shuffled into a new red deck.")
            elif isinstance(ev, E.ChipsPaid):
                self._say_chips(ev)
            elif isinstance(ev, E.DuelStarted):
                self.app.sound("confirm")
                self.shown_card = self.result = None
                self.say(
                    f"DUEL: {self.name(ev.challenger)} challenges {self.name(ev.defender)} at "
                    f"{GAME_TITLES[ev.game]}, limit {ev.limit}.",
                    palette.NEON_PINK,
                )
                hold = max(hold, now + self.ms(600))
            elif isinstance(ev, E.BetPlaced):
                self.say(f"{self.name(ev.seat)} " + ("places a secret bet." if ev.placed else "does not bet."))
            elif isinstance(ev, E.SkillSet):
                how = "black die" if ev.how == "die" else "DEFEND AT space"
                self.say(f"{self.name(ev.seat)} duels at skill {ev.skill} ({how}).")
                hold = max(hold, now + self.ms(500))
            elif isinstance(ev, E.DuelPlayed):
                extra = f" (+4 = {ev.final})" if ev.final != ev.raw else ""
                self.say(f"{self.name(ev.seat)} scores {ev.raw}{extra} on the console.")
            elif isinstance(ev, E.DuelWon):
                self.duels_played += 1
                tie = " on a tie (the Defender)" if ev.tie else ""
                self.result = f"{self.name(ev.winner)} wins the duel{tie}!"
                self.say(self.result, palette.GOOD)
                self.app.sound("fanfare")
                hold = max(hold, now + self.ms(DUEL_RESULT_MS))
            elif isinstance(ev, E.BetsRevealed):
                for bettor, backed, amount in ev.bets:
                    self.say(f"{self.name(bettor)} had bet {amount} on {self.name(backed)}.")
            elif isinstance(ev, E.BetSettled):
                if ev.outcome != "won":
                    words = {"lost": "loses", "taken": "hands the winner", "kept": "keeps (Cancel Loss)"}
                    self.say(f"{self.name(ev.seat)} {words[ev.outcome]} a bet of {ev.amount}.")
            elif isinstance(ev, E.GameOver):
                self.say(f"{self.name(ev.finisher)} reached FINISH: the game is over.", palette.NEON_YELLOW)
                for seat, hand in enumerate(self.state.hands):
                    if hand:
                        cards = "1 card counts" if len(hand) == 1 else f"{len(hand)} cards count"
                        self.say(f"{self.name(seat)}'s {cards} for nothing now.", palette.GREY)
                hold = max(hold, now + self.ms(1500))
        self.busy_until = max(self.busy_until, hold)

    def _say_chips(self, ev) -> None:
        if ev.src == E.BANK:
            self.say(f"{self.name(ev.dst)} {REASONS.get(ev.reason, 'collects')} {ev.value} from the bank.")
        elif ev.dst == E.BANK:
            self.say(f"{self.name(ev.src)} pays {ev.value} to the bank.")
        else:
            self.say(f"{self.name(ev.src)} pays {ev.value} to {self.name(ev.dst)}.")

    # ------------------------------------------------------------------ drawing
    def picture_key(self):
        """All the board's picture depends on besides input (see ``GameScene.picture_key``): actions applied,
        the log, a duel's result, the event card on show, the viewer; the time itself while the die rolls
        or a pawn hops."""
        now = self.now()
        moving = None
        if self.roll and now < self.roll[2]:
            moving = now
        if self.hop and (now - self.hop[3]) / max(1.0, self.ms(STEP_MS)) < self.hop[2] - self.hop[1]:
            moving = now
        card = self.shown_card
        shown = card is not None and now - card[4] < self.ms(CARD_MS) + 800
        return (self.acts, tuple(self.log[-4:]), self.result, shown and card[:4], moving, self.busy(), self.viewer)

    def draw_game(self, surface: pygame.Surface) -> None:
        now = self.now()
        st = self.state
        surface.blit(self._static(surface), (0, 0))
        self._draw_header(surface)
        self._draw_centre(surface, now)
        self._draw_pawns(surface, now)
        for seat in range(st.num_seats):
            self._draw_seat(surface, seat, pygame.Rect(PANEL_X, 60 + seat * SEAT_H, PANEL_W, SEAT_H - 8))
        self._draw_log(surface)
        if st.is_terminal():
            if not self.busy():
                self._draw_end(surface)
        elif self._person_to_choose() is not None:
            self._sync_menu()
            boxes.draw_choice(surface, self, self._person_to_choose())
        draw.hint_bar(
            surface,
            [
                ("Up Down", "choose"),
                ("Left Right", "bet / challenge"),
                ("Enter", "confirm"),
                ("Esc", "pause"),
                ("F1", "help"),
            ],
        )

    def _static(self, surface) -> pygame.Surface:
        """The backdrop with the board drawn on it: made once, opaque (the frame's one big blit)."""
        if getattr(self, "_static_surface", None) is None:
            surf = draw.backdrop().copy()
            art.draw_board(surf, self.state.board, self.fit)
            self._static_surface = surf.convert() if pygame.display.get_surface() else surf
        return self._static_surface

    def _person_to_choose(self) -> int | None:
        """The person whose choice is drawn now (only for the viewer in hot-seat play)."""
        st = self.state
        if self.busy() or st.phase == "duel":
            return None
        seat = st.current_player()
        if seat < 0 or self.is_cpu(seat):
            return None
        if self.hot_seat() and self.viewer != seat:
            return None
        if st.phase in ("window", "draw") and not prompts.worth_asking(st, seat):
            return None  # nothing worth a question: passed for them (_pass_for_person)
        return seat

    def _draw_header(self, surface) -> None:
        st = self.state
        seat = st.current_player()
        who = "" if seat < 0 else f"  -  {self.name(seat)} to {PHASE_VERBS.get(st.phase, 'play')}"
        when = f"turn {st.turn}" if st.turn else "set-up"  # turn 0: the Game Slides are chosen
        text.blit(
            surface,
            f"ELECTRONIC ARCADE MANIA  -  {when}{who}",
            (16, 18),
            size=22,
            colour=palette.NEON_YELLOW,
            face=text.BODY_BOLD,
        )

    def _draw_centre(self, surface, now: float) -> None:
        st = self.state
        board = st.board
        ui = dict(board.ui)
        deck = self.fit.rect(ui["red_deck"])
        for i in range(min(4, len(st.deck))):
            art.draw_event_card(surface, deck.move(-2 * i, -2 * i), None)
        text.blit(
            surface,
            f"Red deck {len(st.deck)}",
            (deck.centerx, deck.bottom + 10),
            size=14,
            anchor="center",
            colour=palette.GREY,
        )
        blue = self.fit.rect(ui["blue_decks"])
        for k in range(2):
            art.draw_bet_card(surface, blue.move(k * 10, k * 6), None)
        text.blit(
            surface, "Blue decks", (blue.centerx + 5, blue.bottom + 16), size=14, anchor="center", colour=palette.GREY
        )
        bank = self.fit.rect(ui["bank"])
        text.blit(
            surface,
            "BANK",
            (bank.centerx, bank.y - 4),
            size=16,
            anchor="center",
            colour=palette.GREY,
            face=text.BODY_BOLD,
        )
        art.draw_stacks(
            surface, (bank.x + 4, bank.y + 50), st.chips.red[st.chips.bank], st.chips.white[st.chips.bank], r=13
        )
        if st.discard:
            art.draw_event_card(surface, self.fit.rect(ui["discard"]), st.discard[-1])
        # the red die
        die = pygame.Rect(0, 0, 54, 54)
        die.center = self.fit.point(600, 430)
        value = st.last_roll or 1
        if self.roll and now < self.roll[2]:
            value = 1 + int(now / 70) % 6
            die = die.move(int((self.roll[2] - now) / 30) % 7 - 3, -int((self.roll[2] - now) / 40) % 5)
        if st.last_roll:
            art.draw_die(surface, die, value)
        # the duel in progress
        duel = st.duel
        if duel is not None:
            boxes.draw_duel_box(surface, self, duel, self.fit.rect(ui["duel"]))
        if self.shown_card and now - self.shown_card[4] < self.ms(CARD_MS) + 800:
            seat, card, target, hand, _t = self.shown_card
            rect = pygame.Rect(0, 0, 100, 136)
            rect.center = self.fit.point(940, 425)
            art.draw_event_card(surface, rect, card, highlight=True)
            text.blit(
                surface,
                f"{self.name(seat)}",
                (rect.centerx, rect.bottom + 14),
                size=16,
                anchor="center",
                colour=palette.NEON_YELLOW,
                face=text.BODY_BOLD,
            )

    def _draw_pawns(self, surface, now: float) -> None:
        st = self.state
        for seat in range(st.num_seats):
            slide = st.slide_of[seat]
            if slide is None:
                continue
            index: float = st.pos[seat]
            if self.hop and self.hop[0] == seat:
                _s, start, end, t0 = self.hop
                steps = end - start
                done = (now - t0) / max(1.0, self.ms(STEP_MS))
                if done < steps:
                    index = start + max(0.0, done)
            x, y = art.pawn_spot(st.board, self.fit, index, SLIDES.index(slide))
            art.draw_pawn(
                surface, (x, y), art.PAWN_RGB[slide], art.PAWN_R, self.initials(seat), highlight=seat == st.mover
            )

    def _draw_seat(self, surface, seat: int, rect: pygame.Rect) -> None:
        st = self.state
        acting = seat == st.current_player()
        draw.panel(
            surface,
            rect,
            palette.DUSK,
            palette.NEON_YELLOW if acting else palette.EDGE,
            radius=10,
            width=3 if acting else 1,
        )
        slide = st.slide_of[seat]
        colour = art.PAWN_RGB.get(slide, palette.GREY)
        art.draw_pawn(surface, (rect.x + 22, rect.y + 24), colour, 13, self.initials(seat))
        who = self.name(seat) + (f" (CPU {self.config.seats[seat].level})" if self.is_cpu(seat) else "")
        text.blit(surface, who, (rect.x + 44, rect.y + 8), size=20, colour=palette.WHITE, face=text.BODY_BOLD)
        game = GAME_TITLES[slide] if slide else "no Game Slide yet"
        text.blit(surface, game, (rect.x + 44, rect.y + 32), size=16, colour=colour)
        worth = st.worth(seat)
        text.blit(
            surface,
            f"{worth}",
            (rect.right - 14, rect.y + 6),
            size=30,
            colour=palette.NEON_YELLOW,
            anchor="topright",
            face=text.BODY_BOLD,
        )
        text.blit(surface, "chips", (rect.right - 14, rect.y + 40), size=14, colour=palette.GREY, anchor="topright")
        art.draw_stacks(surface, (rect.x + 14, rect.bottom - 18), st.chips.red[seat], st.chips.white[seat], r=11)
        # cards: faces for the viewer only
        hand = st.hands[seat]
        x = rect.x + 168
        for i, card in enumerate(sorted(hand)):
            r = pygame.Rect(x + i * 46, rect.y + 56, 43, 56)
            art.draw_event_card(surface, r, card if seat == self.viewer else None)
        duel = st.duel
        if duel is not None and seat in duel.bets and duel.bets[seat][0] >= 0:
            on, amount, _ = duel.bets[seat]
            visible = duel.revealed or seat == self.viewer
            r = pygame.Rect(rect.x + 190, rect.y + 28, 20, 26)
            art.draw_bet_card(surface, r, st.slide_of[on] if visible else None)
            label = f"BET {amount} on {self.name(on)}" if visible else "SECRET BET"
            text.blit(
                surface,
                label,
                (r.right + 6, r.centery),
                size=14,
                colour=palette.NEON_CYAN,
                anchor="midleft",
                face=text.BODY_BOLD,
            )
        elif duel is not None and seat in duel.duellists:
            role = "CHALLENGER" if seat == duel.challenger else "DEFENDER"
            text.blit(
                surface, role, (rect.x + 190, rect.y + 34), size=14, colour=palette.NEON_PINK, face=text.BODY_BOLD
            )

    def _draw_log(self, surface) -> None:
        draw.panel(surface, LOG_RECT, palette.NIGHT, palette.EDGE, radius=8, width=1)
        for i, (line, colour) in enumerate(self.log[-4:]):
            text.blit(surface, line, (LOG_RECT.x + 14, LOG_RECT.y + 8 + i * 23), size=18, colour=colour)

    def _draw_end(self, surface) -> None:
        st = self.state
        box = pygame.Rect(170, 110, 640, 420)
        draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW, radius=14, width=3)
        winners = st.winners()
        title = (
            f"{self.name(winners[0]).upper()} WINS!"
            if len(winners) == 1
            else "SHARED WIN: " + " & ".join(self.name(w) for w in winners)
        )
        text.title(surface, title, (box.centerx, box.y + 40), size=28)
        text.blit(
            surface,
            "Most chips by value (a red chip is worth 5 white)",
            (box.centerx, box.y + 82),
            size=18,
            anchor="center",
            colour=palette.GREY,
        )
        order = sorted(range(st.num_seats), key=lambda s: -st.worth(s))
        for i, seat in enumerate(order):
            y = box.y + 120 + i * 62
            slide = st.slide_of[seat]
            art.draw_pawn(surface, (box.x + 40, y + 20), art.PAWN_RGB.get(slide, palette.GREY), 14, self.initials(seat))
            mark = "* " if seat in winners else ""
            text.blit(
                surface,
                f"{mark}{self.name(seat)}",
                (box.x + 66, y + 6),
                size=22,
                colour=palette.NEON_YELLOW if seat in winners else palette.WHITE,
                face=text.BODY_BOLD,
            )
            art.draw_stacks(surface, (box.x + 300, y + 36), st.chips.red[seat], st.chips.white[seat], r=12)
            text.blit(
                surface,
                f"{st.worth(seat)}",
                (box.right - 30, y + 4),
                size=30,
                anchor="topright",
                colour=palette.NEON_YELLOW,
                face=text.BODY_BOLD,
            )
        text.blit(
            surface,
            "Enter: play again    Esc: back to the games",
            (box.centerx, box.bottom - 26),
            size=18,
            anchor="center",
            colour=palette.NEON_CYAN,
        )


DEMO_SPEED = 2.5
PHASE_VERBS = {
    "slide": "choose a Game Slide",
    "window": "play or pass a card",
    "draw": "draw or not",
    "challenge": "challenge",
    "bet": "bet",
    "duel": "duel on the console",
}


def art_colour_name(slide: str) -> str:
    from arcade.games.mania.board import PAWN_COLOURS

    return PAWN_COLOURS[slide]

"""High Card Duel's scene on the GameScene base and the scene kit, as a newcomer would write one: the scene
is glue, ``on_input`` is the controller (left/right choose a card, confirm plays it), ``tinygame.present``
the presenter (a table), ``draw_game`` the painter (the kit's log and call-out painters), ``end_card`` what
the end card holds."""

from __future__ import annotations

import pygame

from arcade.core.render import palette, text
from arcade.scenes.game import GameScene
from arcade.scenes.kit import paint
from arcade.scenes.kit.endscreen import EndCard, EndRow, standings, winner_title
from tinygame import present
from tinygame.rules import Duel, Play


class HighestCard:
    """The CPU: plays its highest card (decides at once)."""

    instant = True

    def choose(self, view):
        return Play(max(view.hand))


class DuelScene(GameScene):
    game_id = "tinyduel"
    engine = Duel
    hidden_hands = True

    def __init__(self, app, config, *, state=None) -> None:
        super().__init__(app, config, state=state)
        self.cursor = 0

    def new_state(self, config):
        return Duel(len(config.seats), config.seed)

    def make_cpu(self, seat, seat_config):
        return HighestCard()

    def on_input(self, seat, action, ev):
        hand = sorted(self.state.hands[seat])
        if action in ("left", "right"):
            self.cursor = (self.cursor + (1 if action == "right" else -1)) % len(hand)
        elif action == "confirm":
            self.act(Play(hand[self.cursor % len(hand)]))
            self.cursor = 0

    def present(self, events, now):
        present.present(self, events, now)

    def end_card(self):
        """What the end card holds (the base shows it once everything has played, with rematch/leave keys)."""
        scores, winners = self.state.scores(), self.state.winners()
        names = [self.name(s) for s in range(len(scores))]
        rows = tuple(
            EndRow(s, names[s], (" ".join(map(str, self.state.played[s])),), str(scores[s]), s in winners)
            for s in standings(scores)
        )
        return EndCard(winner_title(names, winners), subtitle="Highest total wins", columns=("cards",), rows=rows)

    def picture_key(self):
        return (self.acts, self.cursor, self.viewer, self.timeline.picture_key(self.now()))

    def draw_game(self, surface):
        surface.fill(palette.NIGHT)
        paint.draw_log(surface, pygame.Rect(40, 40, 600, 160), self.timeline, size=22, leading=30, colour=None)
        paint.draw_callout(surface, self.timeline, self.now(), y=360)
        view = self.shown_view()  # the viewer's view, or the public one (arcade.scenes.kit.secrecy)
        if view.seat >= 0:
            hand = " ".join(str(c) for c in sorted(view.hand))
            text.blit(surface, f"{self.name(view.seat)}: {hand}", (40, 600), size=22, colour=palette.NEON_CYAN)

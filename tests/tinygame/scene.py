"""High Card Duel's scene on the GameScene base: left/right choose a card, confirm plays it."""

from __future__ import annotations

from arcade.core.render import palette, text
from arcade.scenes.game import GameScene
from tinygame.rules import Duel, Play, Played


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
        self.shown: list[str] = []

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
        for ev in events:
            if isinstance(ev, Played):
                self.shown.append(f"{self.name(ev.seat)} plays {ev.card}")
                self.busy_until = now + 300

    def draw_game(self, surface):
        surface.fill(palette.NIGHT)
        for i, line in enumerate(self.shown[-5:]):
            text.blit(surface, line, (40, 40 + 30 * i), size=22, colour=palette.WHITE)
        if self.viewer is not None:
            hand = " ".join(str(c) for c in sorted(self.state.hands[self.viewer]))
            text.blit(surface, f"{self.name(self.viewer)}: {hand}", (40, 600), size=22, colour=palette.NEON_CYAN)

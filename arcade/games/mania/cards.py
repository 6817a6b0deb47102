"""Electronic Arcade Mania's cards: the 24 red event cards (our mix) and the blue betting cards.

The rulebook names the event cards but not how many of each; the mix below is ours (see
docs/rules-decisions.md). Cards are named by short ids; ``CARD_TEXT`` is what a card says. :func:`shuffle`
shuffles a pile (the deck, the discards made the deck again).
"""

from __future__ import annotations

import random

COLLECT_3, COLLECT_5, COLLECT_7 = "collect3", "collect5", "collect7"
EXTRA_TURN = "extra_turn"
LOSE_TURN = "lose_turn"
ADD_4 = "add4"
SKILL_DOWN, SKILL_UP = "skill_down", "skill_up"
ONE_HAND = "one_hand"
COLLECT_LOSING = "collect_losing"
CANCEL_LOSS = "cancel_loss"

EVENT_MIX: dict[str, int] = {
    COLLECT_3: 3,
    COLLECT_5: 2,
    COLLECT_7: 1,
    EXTRA_TURN: 2,
    LOSE_TURN: 2,
    ADD_4: 3,
    SKILL_DOWN: 2,
    SKILL_UP: 2,
    ONE_HAND: 2,
    COLLECT_LOSING: 2,
    CANCEL_LOSS: 3,
}
"""How many of each event card the red deck holds (24 in all)."""

CARD_KINDS: tuple[str, ...] = tuple(EVENT_MIX)

EVENT_DECK: tuple[str, ...] = tuple(card for card, n in EVENT_MIX.items() for _ in range(n))
assert len(EVENT_DECK) == 24

COLLECT_AMOUNT = {COLLECT_3: 3, COLLECT_5: 5, COLLECT_7: 7}

CARD_TEXT = {
    COLLECT_3: "Collect 3 tokens. Play at any time.",
    COLLECT_5: "Collect 5 tokens. Play at any time.",
    COLLECT_7: "Collect 7 tokens. Play at any time.",
    EXTRA_TURN: "Extra Turn. Play as soon as your turn ends: roll and move again.",
    LOSE_TURN: "Force an opponent to lose a turn. Play before the opponent rolls.",
    ADD_4: "Add 4 to any duelling player's score. Play after bets, before skill levels.",
    SKILL_DOWN: "Subtract 1 from a duelling player's skill level. Play after skill levels, before the duel.",
    SKILL_UP: "Add 1 to a duelling player's skill level. Play after skill levels, before the duel.",
    ONE_HAND: "Force a duelling player to play with one hand, you say which. Play after skill levels.",
    COLLECT_LOSING: "Duel winner: collect all losing bets instead of the bank.",
    CANCEL_LOSS: "Losing bettor: cancel your loss and keep your bet.",
}

HANDS = ("left", "right")

BETTING_DECKS = 2
"""Two blue decks of four colour cards: in a 4-player game each bettor takes from their own deck."""

MAX_HAND = 5


def shuffle(rng: random.Random, cards: list[str]) -> None:
    rng.shuffle(cards)

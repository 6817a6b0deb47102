"""Vegas Slot Machine 1973: the letters and one-line texts of variations A-U (the lobby shows them
before the rules module is needed)."""

VARIATIONS = "ABCDEFGHIJKLMNOPQRSTU"
VARIATION_TEXT = {
    "A": "Cards that are part of a set of two may be covered",
    "B": "ANY counts as part of a set of two",
    "C": "Teams (4, 6 or 8 players make 2, 3 or 4 teams)",
    "D": "Two slot machines",
    "E": "As many rounds as players; everyone starts once",
    "F": "No playing on the card the previous player just played",
    "G": "Stacks hold at most five cards",
    "H": "Your hand is not a payline",
    "I": "Hand size four",
    "J": "A four by three slot machine",
    "K": "Each round starts with everyone discarding a random hand card",
    "L": "Open cards beside the deck to draw from",
    "M": "Play from memory: you see a card only when it arrives",
    "N": "Discard a second card each turn, then draw two",
    "O": "Drawing is optional; the game ends when the deck runs out; cards left in hand cost points",
    "P": "No prizes while building: cover them up from the deck",
    "Q": "One deck for 5+ players: keep one card per prize, reshuffle the discards",
    "R": "Two prizes of the same symbol score a bonus prize",
    "S": "The first round of turns goes counter-clockwise",
    "T": "Start hands grow: 3, 4, 5... cards from the start player on",
    "U": "Timer (solo and co-op)",
}

"""How-to-play pages for insertcoin: (heading, body) or (heading, body, picture) in our own words, shown by the
how-to scene; the pictures are drawn by :mod:`.howto_art`."""

from arcade.games.info import HowtoPage

PAGES: tuple[HowtoPage, ...] = (
    (
        "Goal",
        "Fill three pixel-art shapes on your GamePad with small symbols. A shape filled to the last square "
        "completes that Level and fires its ability. At the end, each shape scores its value minus its "
        "empty squares, and spare coins and lives add points. Everyone plays at the same time, each on "
        "their own sheet; any number can join, even one.",
        "arcade.games.insertcoin.howto_art:sheet",
    ),
    (
        "Setup",
        "Each player is dealt 5 cards, keeps 3 and copies those three shapes onto the Levels of their "
        "GamePad.\n"
        "Then all cards are reshuffled and split into two piles of 15. A GAME OVER card is shuffled into "
        "each pile and the piles are stacked into one deck, so one GAME OVER hides in each half.\n"
        "Every sheet starts with 3 lit lives and 3 coins.",
    ),
    (
        "Each turn",
        "One card is turned up for everybody. Each player picks one of the two symbols in its bottom "
        "corners and draws it into any one shape, on empty squares only and entirely inside the outline. "
        "The symbol may be rotated or mirrored any way you like.\n"
        "If it will not fit, or you would rather not, lose 1 life instead and fill a single square of a "
        "shape of your choice.",
        "arcade.games.insertcoin.howto_art:symbols",
    ),
    (
        "Abilities",
        "Ultra Robot (20): gain 1 life; opponents lose 1 life if you also completed Alien Invader.\n"
        "Space Ship (10): on the coming card you draw both symbols.\n"
        "Demon King (20): every opponent loses a life.\n"
        "White Skull (30): every opponent misses the coming turn.\n"
        "Kabuki Love (20): finish a 10-point shape of yours with 10+ squares filled.\n"
        "Magic Shield (20): opponents' attacks no longer hurt you.\n"
        "Alien Invader (20): fill 3 squares anywhere, or 6 if Ultra Robot is done.\n"
        "Power Cherry (10): fill 3 squares anywhere.\n"
        "Playing alone, attacks and the shield do nothing.",
    ),
    (
        "Lives, coins, GAME OVER",
        "Losing your last lit life costs a coin: cross one off and light the next row of 3 lives.\n"
        "First GAME OVER card: everyone who has not completed a Level must spend a coin. Second: everyone "
        "with fewer than 2 completed Levels must.\n"
        "The game ends when someone completes all 3 Levels, the deck runs out, someone has no lives and "
        "no coins left, or someone cannot pay a coin for a GAME OVER.",
        "arcade.games.insertcoin.howto_art:lives",
    ),
    (
        "Scoring",
        "A shape is worth the value in the top left of its card, minus 1 for each empty square, never "
        "below 0. Each unused coin adds 3 and each lit life not crossed off adds 1. Highest total wins; a tie "
        "goes to the player with more completed Levels, and if still tied the win is shared.\n"
        "Example: a 20 shape with 14 gaps gives 6, a finished 30 shape 30, a 20 shape with 23 gaps 0; "
        "1 coin gives 3 and 2 lives 2, for 41 in all.",
    ),
    (
        "Quick reference",
        "Each card: pick one of its two symbols, turn or mirror it, fill it inside one shape; or lose a "
        "life and fill one square.\n"
        "A finished shape fires its ability, which you may decline.\n"
        "Last life gone: spend a coin, light 3 new lives.\n"
        "GAME OVER cards: a coin from whoever has too few finished Levels.\n"
        "End: 3 Levels done, deck out, out of lives and coins, or a GAME OVER unpaid.\n"
        "Score: value minus empty squares (not below 0), 3 per coin, 1 per life; a tie goes to more Levels.",
    ),
    (
        "House rules",
        "Where the rulebook is silent:\n"
        "An ability is a choice: you may decline its fills, Kabuki Love, or an attack that would end the game "
        "(your back key picks decline).\n"
        "Kabuki Love waits: if no 10-point shape of yours has 10 filled squares yet, it fires as soon as one does.\n"
        "Attacks land at the end of the card, once everyone has drawn; a Magic Shield finished on that card "
        "already protects.\n"
        "A Life spent on a Space Ship bonus card uses the whole card: no second symbol.\n"
        "A Life spent on Ultra Robot's last square comes straight back.\n"
        "Chosen Levels stay face down until everyone has chosen.",
    ),
)

"""How-to-play pages for crashline: (heading, body) pairs in our own words, shown by the how-to scene."""

from arcade.games.info import HowtoPage

PAGES: tuple[HowtoPage, ...] = (
    (
        "Goal",
        "Flip cards into a line, one at a time, and stop while you are ahead: cards you cash in are yours "
        "to keep. Flip a machine that is already in your line and you crash, losing the lot.\n"
        "The 54-card deck holds five arcade machines (Star Blaster, Turbo Fists, Dungeon Dash, Neon Racer, "
        "Halfpipe Hero), each numbered 1 to 9, plus 9 specials: four 1-UP, three GLITCH! and two "
        "I GOT NEXT! cards. For 2 to 6 players.\n"
        "Computer players, easiest first: Kid stops at 3 machines; Careful counts cards; Shark "
        "plays to win.",
        "arcade.games.crashline.howto_art:machines",
    ),
    (
        "Setup",
        "The deck is shuffled face down. The first seat starts (at a real table: whoever last played a "
        "video game) and turns pass to the left.\n"
        "Head start: the player who goes last flips cards until a machine card appears and puts it "
        "straight into their score pile. Special cards met on the way are shuffled back into the deck.",
    ),
    (
        "Your turn",
        "Flip the top card into your Play Line. A machine not yet in your line is safe; a second card of "
        "a machine already there means CRASH.\n"
        "After each flip, choose: FLIP AGAIN, or CASH IN. Cashing in moves every machine card of your line "
        "to your score pile, sorted by machine so all can see it; 1-UPs are discarded and your turn ends.\n"
        "PERFECT RUN: all five machines in one line is a HIGH SCORE! You cash in automatically and take "
        "another turn.",
    ),
    (
        "Crash!",
        "A crash ends your turn and your whole line is discarded, but first there is a Hand-Me-Down. Whoever "
        "has the smallest score pile picks any one machine card out of the wrecked line and keeps it, "
        "provided their pile is smaller than yours. On a tie for smallest, the tied player sitting closest "
        "to your left gets it.\n"
        "The odds: holding 1 machine, roughly one flip in 6 is a crash; holding 2, one in 3; holding 3, "
        "about one in 2.",
        "arcade.games.crashline.howto_art:crash",
    ),
    (
        "Special cards",
        "1-UP: an extra life that sits in your line. When you would crash, throw away the 1-UP and the "
        "repeated card instead and keep going. 1-UPs stack.\n"
        "GLITCH!: blow the cartridge! Discard it; you must flip 2 more cards before cashing in.\n"
        "I GOT NEXT!: discard it and move one machine card from a rival's score pile to your own. The stolen "
        "card skips your line, so no crash can touch it.\n"
        "Kid mode (a seat's switch in the lobby): that player starts each turn with a free save, like a 1-UP.",
        "arcade.games.crashline.howto_art:specials",
    ),
    (
        "End and scoring",
        "First time the deck runs out: CONTINUE? The discard pile is shuffled into a new deck and the turn "
        "goes on. Second time: GAME OVER, and the current player's line is cashed in automatically.\n"
        "Per machine in your pile, the highest card is worth its number and each further card of that "
        "machine is worth 1 (a ticket). Highest total wins; a tie goes to the most cards, and if still "
        "tied the win is shared.",
        "arcade.games.crashline.howto_art:scoring",
    ),
    (
        "Quick reference",
        "Flip: a new machine is safe; a repeat machine CRASHES (a 1-UP saves you).\n"
        "Stop whenever you like: CASH IN.\n"
        "Five different machines: HIGH SCORE! Cash in and go again.\n"
        "GLITCH!: blow the cartridge, then flip 2 more.\n"
        "I GOT NEXT!: steal one machine card.\n"
        "Deck runs out once: CONTINUE? Twice: GAME OVER.\n"
        "Score: the best card of each machine, plus 1 per extra card.\n"
        "New here? Choose Learn to play in the lobby for a guided first game.",
    ),
)

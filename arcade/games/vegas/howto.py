"""How-to-play pages for vegas: (heading, body) pairs in our own words, shown by the how-to scene."""

from arcade.games.info import HowtoPage

PAGES: tuple[HowtoPage, ...] = (
    (
        "Goal and building",
        "Line up three matching symbols along a payline to win a prize, and score the most points (solo "
        "or co-op: chase a high score). 1 to 8 players, three secret cards each.\n"
        "Paylines: the three rows, three columns and two diagonals of the 3x3 slot machine, plus your hand.\n"
        "Building: in turn, each player lays a card next to one already there (side by side, above, below "
        "or diagonally) and draws, until all nine spaces are filled. Prizes already count.",
        "arcade.games.vegas.howto_art:machine",
    ),
    (
        "Your turn",
        "1. Three of a kind in your hand? Claim them as a prize and refill your hand to three. "
        "Repeat while possible.\n"
        "2. Play a card on top of a card in the grid. You must play one even if it wins nothing. Only the "
        "top card of a stack counts, and nobody may look underneath.\n"
        "3. Claim each payline you completed, refill the gaps from the deck (left to right, top to "
        "bottom) and claim any prize that uncovers, until none is left.\n"
        "4. Draw a card.",
    ),
    (
        "Where cards may go",
        "You may not cover: a card with the same symbol as yours; a card that is one of a matching pair "
        "on a payline; a shield while two shields show; an ANY card, ever.\n"
        "Exceptions: a card that makes a prize may go anywhere (prizes are claimed for you; your choice is "
        "where to play). If every payline shows only pairs, you may cover a pair card; if the one card not "
        "in a pair shows your own symbol, you may cover that instead.",
    ),
    (
        "ANY, shields, prizes",
        "ANY is wild: it stands in for any symbol, shields, Spin Again and Cumber included, but never makes "
        "a pair when checking where cards may go. Three ANY alone pay as a Seven.\n"
        "Three shields anywhere in the machine are a prize; they need not share a payline.\n"
        "One card may complete several paylines: each is its own prize (two lemon lines crossing on one "
        "card give a set of three and a set of two).",
        "arcade.games.vegas.howto_art:cards",
    ),
    (
        "End and scoring",
        "Once the deck is empty, keep playing cards from your hand but draw nothing; gaps stay empty and "
        "you may play into them. After the last card, each prize scores its symbol's value on the score "
        "card. Play 1 to 3 rounds, moving the start clockwise, and add them up; a tie shares the win.\n"
        "Solo and co-op chase the ranks on the score card; the alt key shows it during play, and in solo "
        "the extra key asks for a hint.",
        "arcade.games.vegas.howto_art:score_card",
    ),
    (
        "Expansions",
        "Spin Again A: each player starts with a Spin Again card in front, for all to see. After your play, "
        "before drawing, use it once for another turn.\n"
        "Spin Again B: the cards are in the deck and count in your hand; after drawing, discard one for "
        "another turn. Three Spin Again cards are a 100-point prize.\n"
        "Cumber A: Cumber cards are symbols; three on a payline pay 200.\n"
        "Cumber B: also actions, used before your play: move a top card, look under the stacks, bury the "
        "last card played, draw three and keep three, or the month's special. Then draw a card.",
    ),
    (
        "Variations",
        "A: cover pair cards.  B: ANY counts in a pair.\n"
        "C: teams of two.  D: two machines, scored apart.\n"
        "E: a round per player.  F: not on the last card played.\n"
        "G: stacks of five at most.  H: the hand is no payline.\n"
        "I: hand of four.  J: a 4x3 machine (14 paylines).\n"
        "K: discard a random card first.  L: open cards to draw.\n"
        "M: hand face down; a misplay is discarded.  N: discard one, draw two.\n"
        "O: drawing optional; cards left cost.  P: no prizes while building.\n"
        "Q: one deck for 5+.  R: two same prizes earn a third.\n"
        "S: only round 1 counter-clockwise.  T: growing hands.  U: timer.",
    ),
    (
        "Quick reference",
        "Build: 9 cards, each next to one already placed; draw after each.\n"
        "Turn: claim three of a kind from your hand, play one card onto a stack, claim every payline it "
        "completes, refill gaps left to right and top to bottom, claim again, then draw.\n"
        "Never cover: the same symbol, half of a pair on a payline, a shield while two shields show, an ANY.\n"
        "Anywhere: a card that makes a prize. Prizes are claimed for you automatically.\n"
        "End: deck empty, play out your hand; prizes score by the score card (alt key).",
    ),
)

"""How-to-play pages for vegas: (heading, body) pairs in our own words, shown by the how-to scene."""

PAGES: tuple[tuple[str, str], ...] = (
    ("Goal",
     "Line up three matching symbols along a payline to win a prize, and score the most points. 1 to 8 "
     "players; solo or co-op, you chase a high score instead.\n"
     "There are nine paylines: the three rows, three columns and two diagonals of the 3x3 slot "
     "machine, plus your own hand. Everyone keeps three secret cards in hand, drawn from a 72-card "
     "deck.",
     "arcade.games.vegas.howto_art:machine"),
    ("Building the machine",
     "The starting player lays a card on any space of the empty 3x3 grid and draws a new one. Going "
     "clockwise, each player then lays a card next to one already there (side by side, above, below "
     "or diagonally) and draws, until all nine spaces are filled.\n"
     "Prizes can already be claimed while the machine is being built."),
    ("Your turn",
     "1. Three of a kind in your hand? Claim them as a prize and refill your hand to three. "
     "Repeat while possible.\n"
     "2. Play a card on top of a card in the grid. You must play one even if it wins nothing. Only the "
     "top card of a stack counts, and nobody may look underneath.\n"
     "3. Claim each payline you completed, refill the gaps from the deck (left to right, top to "
     "bottom) and claim any prize that uncovers, until none is left.\n"
     "4. Draw a card."),
    ("Where cards may go",
     "You may not cover: a card with the same symbol as yours; a card that is one of a matching pair "
     "on a payline; a shield when two shields already show; an ANY card, ever.\n"
     "Exceptions: a card that makes a prize may go anywhere (claiming it is still up to you). If every "
     "payline shows only pairs, you may cover a pair card; if the one card not in a pair shows your own "
     "symbol, you may cover that instead."),
    ("ANY, shields, prizes",
     "ANY is wild: it counts as whatever symbol completes a prize, but it never makes a pair when "
     "checking where cards may go.\n"
     "Three shields anywhere in the grid are a prize; they need not share a payline.\n"
     "One card may complete several paylines. Take all those cards and keep each prize as its own "
     "set: two lemon lines crossing on one card give a set of three and a set of two.",
     "arcade.games.vegas.howto_art:cards"),
    ("End and scoring",
     "Once the deck is empty, keep playing cards from your hand but draw nothing; gaps stay empty and "
     "you may play into them. After the last card, each prize scores its symbol's value on the score "
     "card. Play 1 to 3 rounds, moving the start clockwise, and add them up; a tie shares the win.\n"
     "Solo and co-op chase the ranks on the score card; the alt key shows it during play, and in solo "
     "the extra key asks for a hint.",
     "arcade.games.vegas.howto_art:score_card"),
    ("Quick reference",
     "Build: 9 cards, each next to one already placed; draw after each.\n"
     "Turn: claim three of a kind from your hand, play one card onto a stack, claim every payline it "
     "completes, refill gaps left to right and top to bottom, claim again, then draw.\n"
     "Never cover: the same symbol, half of a pair on a payline, a third shield, an ANY.\n"
     "Anywhere: a card that makes a prize.\n"
     "End: deck empty, play out your hand; prizes score by the score card (alt key)."),
)

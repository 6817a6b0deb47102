"""How-to-play pages for mania: (heading, body) pairs in our own words, shown by the how-to scene."""

PAGES: tuple[tuple[str, str], ...] = (
    ("Goal and setup",
     "3 or 4 players travel the board collecting chips; the richest player at the end wins (a red chip "
     "is worth five white ones).\n"
     "Everyone rolls; the highest picks one of the four console games first, then play goes left. You "
     "own that game and move its pawn: Sneak Attack blue, Rattler purple, Alien Raiders green, Run Amuk "
     "orange. With 3 players one game stays unowned.\n"
     "Each player starts with 1 red and 5 white chips and one secret event card. The last to pick a "
     "game moves first."),
    ("Your turn",
     "Roll the die and move that many spaces clockwise toward FINISH. Never move back; pawns may share "
     "a space.\n"
     "Collect spaces pay 3, 5, 7 or 10 chips from the bank and end your turn. Their Defend at 1, 2 or 3 "
     "fixes your skill level if you are challenged while still standing there.\n"
     "The 21 duel spaces, showing a game or ANY GAME / ANY PLAYER, start a duel.\n"
     "Passing a TAKE A CARD arrow, or landing on a space that shows your own game, draws an event card."),
    ("Duels",
     "A space showing a game makes you the Challenger and that game's owner the Defender. On your own "
     "game, or an unowned one, pick any opponent. ANY GAME / ANY PLAYER lets you choose both.\n"
     "After bets, each dueller rolls the skill die (1 to 3) unless a Defend space sets it. The "
     "Challenger plays the console game first, then the Defender. Higher score wins; a tie goes to the "
     "Defender. The winner takes the betting limit of the Challenger's space in chips from the bank; "
     "the loser loses nothing."),
    ("Betting",
     "Everyone not in the duel may bet, from 1 chip up to the betting limit printed on the space "
     "(with no chips, the bank gives you 1 to bet). Secretly pick the betting card of the pawn colour "
     "you back and put your chips on it.\n"
     "After the duel the cards are shown. A right guess is paid its bet again from the bank; a wrong "
     "one loses the bet to the bank.\n"
     "Duellers may throw a game on purpose to upset a sure bet."),
    ("Event cards",
     "Hold at most 5: when full, play one before drawing or skip the draw. You may play one card per "
     "turn; if cards answer each other, the last one played counts.\n"
     "Collect 3, 5 or 7 chips: any time. Extra Turn: as your turn ends. Lose a Turn: on an opponent "
     "before they roll. Add 4 to a score: after bets, before skill levels. Skill +1 or -1, One Hand "
     "Only: after skill levels, before the duel. Collect All Losing Bets (duel winner), Cancel Loss "
     "(losing bettor): at payout."),
    ("Game end",
     "The game ends the moment someone reaches FINISH; no exact roll is needed. That player takes a "
     "10-chip bonus. Everyone counts their chips, each red one as 5 white, and the most chips wins.\n"
     "The duels are the console's four reflex games: see Console Free Play for how each one works and "
     "how its score shows on the lights. Practise there before you bet on yourself."),
)

"""How-to-play pages for mania: (heading, body[, picture]) in our own words, shown by the how-to scene.
Pictures are drawn by ``howto_art`` with the scene's own pieces."""

from arcade.games.info import HowtoPage

ART = "arcade.games.mania.howto_art"

PAGES: tuple[HowtoPage, ...] = (
    (
        "Goal and setup",
        "3 or 4 players travel the board collecting chips; the richest player at the end wins (a red chip "
        "is worth five white ones).\n"
        "Everyone rolls; the highest picks one of the four console games first, then play goes left. You "
        "own that game and move its pawn: Sneak Attack blue, Rattler purple, Alien Raiders green, Run Amuk "
        "orange. With 3 players one game stays unowned.\n"
        "Each player starts with 1 red and 5 white chips and one secret event card. The last to pick a "
        "game moves first.",
    ),
    (
        "The board",
        "On your turn press confirm to roll the red die; your pawn moves that many spaces along the arrows "
        "toward FINISH. Pawns may share a space.\n"
        "Gold spaces pay 3, 5, 7 or 10 chips and end your turn; their Defend at 1, 2 or 3 fixes your skill "
        "if you are challenged there.\n"
        "The 21 coloured spaces start a duel. Passing a white TAKE A CARD arrow, or landing on your own "
        "game's space, draws an event card.",
        f"{ART}:board",
    ),
    (
        "Duels",
        "A game's space makes you the Challenger and its owner the Defender. On your own or an unowned game "
        "pick any opponent; ANY GAME / ANY PLAYER lets you pick both.\n"
        "Each dueller's skill comes from the black die (1 to 3). The Challenger plays first, then the "
        "Defender, who sees the score to beat on the lights. Higher score wins, a tie goes to the Defender; "
        "the winner takes the space's limit from the bank.",
        f"{ART}:console",
    ),
    (
        "Betting",
        "Everyone not in the duel may bet 1 chip up to the space's limit (with no chips, the bank lends "
        "you 1). Secretly pick the betting card of the pawn you back.\n"
        "After the duel the cards are shown: a right guess is paid its bet again by the bank, a wrong one "
        "loses it to the bank. Duellers may throw a game to upset a sure bet.",
        f"{ART}:cards",
    ),
    (
        "Event cards",
        "Hold at most 5: when full, play one before drawing or skip the draw. You may play one card per "
        "turn. Answers add up (two Add 4 on one player: +8) or cancel out (Skill +1 then -1); where two "
        "cards clash (One Hand: which hand), the last one played counts.\n"
        "Collect 3, 5 or 7 chips: any time. Extra Turn: as your turn ends. Lose a Turn: on an opponent "
        "before they roll. Add 4 to a score: after bets, before skill levels. Skill +1 or -1, One Hand "
        "Only: after skill levels, before the duel. Collect All Losing Bets (duel winner), Cancel Loss "
        "(losing bettor): at payout.",
    ),
    (
        "At the cabinet",
        "Up and Down pick a choice, Enter confirms. For a bet, Left and Right pick the card and Up and Down "
        "the amount; for a challenge, Left and Right pick the game and Up and Down the opponent.\n"
        "Duels are played on the console with the numpad (Num 1 to 9): pass it to the player named on it, "
        "who presses a button to start. With two or more people, a curtain hides your cards and bet from "
        "the others. One Hand makes the far column of buttons answer late.",
    ),
    (
        "Game end",
        "The game ends when someone reaches FINISH; no exact roll is needed. That player takes a 10-chip "
        "bonus and no card is drawn. Then anyone holding a Collect card who has not played a card this "
        "turn may cash one; other cards count for nothing. Everyone counts their chips, each red one as 5 "
        "white, and the most chips wins.\n"
        "The duels are the console's four reflex games: see Console Free Play for how each one works and "
        "how its score shows on the lights. Practise there before you bet on yourself.",
    ),
    (
        "Quick reference",
        "Roll the red die and move. Gold space: collect and end the turn. Coloured space: duel.\n"
        "Duel: others bet secretly (1 to the limit); skill by the black die unless Defend at; Challenger "
        "plays, then Defender; a tie goes to the Defender; the winner takes the limit.\n"
        "Bets: right guess paid by the bank, wrong one lost to it.\n"
        "Event cards: at most 5, one a turn, the last played counts.\n"
        "FINISH: +10, a last Collect card each, game over; most chips wins (red = 5 white).\n"
        "The alt key opens the whole log of what happened.",
    ),
)

"""How-to-play pages for every game of the cabinet, and for the cabinet itself.

``PAGES`` maps a game id to its pages; each page is ``(heading, body)``. Bodies are plain text written in
our own words from the rulebooks in ``/work/shared/rules`` (plus the facts their README adds), short
enough to fit about twelve lines of the how-to panel (roughly 90 words at most). ``\\n`` starts a new
paragraph. Only ASCII and the characters "é…–—" are used, which the fonts cover.

Game pages do not name keys: every game scene shows its own key hints. Only the "cabinet" pages and the
console's (which is played on the numpad) talk about keys.
"""

PAGES: dict[str, tuple[tuple[str, str], ...]] = {
    # ------------------------------------------------------------------ Crash Line
    "crashline": (
        ("Goal",
         "Flip cards into a line, one at a time, and stop while you are ahead: cards you cash in are yours "
         "to keep. Flip a machine that is already in your line and you crash, losing the lot.\n"
         "The 54-card deck holds five arcade machines (Star Blaster, Turbo Fists, Dungeon Dash, Neon Racer, "
         "Halfpipe Hero), each numbered 1 to 9, plus 9 specials: four 1-UP, three GLITCH! and two "
         "I GOT NEXT! cards. For 2 to 6 players."),
        ("Setup",
         "The deck is shuffled face down. The first seat starts (at a real table: whoever last played a "
         "video game) and turns pass to the left.\n"
         "Head start: the player who goes last flips cards until a machine card appears and puts it "
         "straight into their score pile. Special cards met on the way are shuffled back into the deck."),
        ("Your turn",
         "Flip the top card into your Play Line. A machine not yet in your line is safe; a second card of "
         "a machine already there means CRASH.\n"
         "After each flip, choose: FLIP AGAIN, or CASH IN. Cashing in moves every machine card of your line "
         "to your score pile, sorted by machine so all can see it; 1-UPs are discarded and your turn ends.\n"
         "PERFECT RUN: all five machines in one line is a HIGH SCORE! You cash in automatically and take "
         "another turn."),
        ("Crash!",
         "A crash ends your turn and your whole line is discarded, but first there is a Hand-Me-Down. Whoever "
         "has the smallest score pile picks any one machine card out of the wrecked line and keeps it, "
         "provided their pile is smaller than yours. On a tie for smallest, the tied player sitting closest "
         "to your left gets it.\n"
         "The odds: holding 1 machine, roughly one flip in 6 is a crash; holding 2, one in 3; holding 3, "
         "about one in 2."),
        ("Special cards",
         "1-UP: an extra life that sits in your line. When you would crash, throw away the 1-UP and the "
         "repeated card instead and keep going. 1-UPs stack.\n"
         "GLITCH!: blow the cartridge! Discard it; you must flip 2 more cards before cashing in.\n"
         "I GOT NEXT!: discard it and move one machine card from a rival's score pile to your own. The stolen "
         "card skips your line, so no crash can touch it.\n"
         "Kid mode: that player starts each turn with a free save, just like holding a 1-UP."),
        ("End and scoring",
         "First time the deck runs out: CONTINUE? The discard pile is shuffled into a new deck and the turn "
         "goes on. Second time: GAME OVER, and the current player's line is cashed in automatically.\n"
         "Per machine in your pile, the highest card is worth its number and each further card of that "
         "machine is worth 1 (a ticket). Highest total wins; a tie goes to the most cards, and if still "
         "tied the win is shared."),
    ),
    # ------------------------------------------------------------------ Vegas Slot Machine 1973
    "vegas": (
        ("Goal",
         "Line up three matching symbols along a payline to win a prize, and score the most points. 1 to 8 "
         "players; solo or co-op, you chase a high score instead.\n"
         "There are nine paylines: the three rows, three columns and two diagonals of the 3x3 slot "
         "machine, plus your own hand. Everyone keeps three secret cards in hand, drawn from a 72-card "
         "deck."),
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
         "set: two lemon lines crossing on one card give a set of three and a set of two."),
        ("End and scoring",
         "Once the deck is empty, keep playing cards from your hand but draw nothing; gaps stay empty and "
         "you may play into them. After the last card, each prize scores its symbol's value on the score "
         "card. Play 1 to 3 rounds, moving the start clockwise, and add them up; a tie shares the win.\n"
         "Solo ranks: 600+ Gambler, 650+ Master, 700+ Slot Machine King. About 732 may be the best ever; "
         "competitive scores rarely pass 100-200."),
    ),
    # ------------------------------------------------------------------ Electronic Arcade Mania
    "mania": (
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
    ),
    # ------------------------------------------------------------------ Insert Coin to Play
    "insertcoin": (
        ("Goal",
         "Fill three pixel-art shapes on your GamePad with small symbols. A shape filled to the last square "
         "completes that Level and fires its ability. At the end, each shape scores its value minus its "
         "empty squares, and spare coins and lives add points. Everyone plays at the same time, each on "
         "their own sheet; any number can join, even one."),
        ("Setup",
         "Each player is dealt 5 cards, keeps 3 and copies those three shapes onto the Levels of their "
         "GamePad.\n"
         "Then all cards are reshuffled and split into two piles of 15. A GAME OVER card is shuffled into "
         "each pile and the piles are stacked into one deck, so one GAME OVER hides in each half.\n"
         "Every sheet starts with 3 lit lives and 3 coins."),
        ("Each turn",
         "One card is turned up for everybody. Each player picks one of the two symbols in its bottom "
         "corners and draws it into any one shape, on empty squares only and entirely inside the outline. "
         "The symbol may be rotated or mirrored any way you like.\n"
         "If it will not fit, or you would rather not, lose 1 life instead and fill a single square of a "
         "shape of your choice."),
        ("Abilities",
         "Ultra Robot (20): gain 1 life; opponents lose 1 life if you also completed Alien Invader.\n"
         "Space Ship (10): on the coming card you draw both symbols.\n"
         "Demon King (20): every opponent loses a life.\n"
         "White Skull (30): every opponent misses the coming turn.\n"
         "Kabuki Love (20): finish a 10-point shape of yours with 10+ squares filled.\n"
         "Magic Shield (20): opponents' attacks no longer hurt you.\n"
         "Alien Invader (20): fill 3 squares anywhere, or 6 if Ultra Robot is done.\n"
         "Power Cherry (10): fill 3 squares anywhere."),
        ("Lives, coins, GAME OVER",
         "Losing your last lit life costs a coin: cross one off and light the next row of 3 lives.\n"
         "First GAME OVER card: everyone who has not completed a Level must spend a coin. Second: everyone "
         "with fewer than 2 completed Levels must.\n"
         "The game ends when someone completes all 3 Levels, the deck runs out, someone has no lives and "
         "no coins left, or someone cannot pay a coin for a GAME OVER."),
        ("Scoring",
         "A shape is worth the value in the top left of its card, minus 1 for each empty square, never "
         "below 0. Each unused coin adds 3 and each lit life not crossed off adds 1. Highest total wins.\n"
         "Example: a 20 shape with 14 gaps gives 6, a finished 30 shape 30, a 20 shape with 23 gaps 0; "
         "1 coin gives 3 and 2 lives 2, for 41 in all."),
    ),
    # ------------------------------------------------------------------ Top Speed!
    "topspeed": (
        ("Goal",
         "A race for two with no turns: both players lay cards at once, as fast as they can. Each has a "
         "21-card deck of car parts, one with red backs and one with blue; the parts come in six colours. "
         "Lay parts beside the best-paying cars without ever repeating a colour or a part in a row. A game "
         "takes about two or three minutes."),
        ("The track",
         "Four lane cards lie in a line between the players, two of them face up. Every lane card has a car "
         "on each side, so the track has eight rows, each worth the points of its car (1 to 5).\n"
         "To start, each player turns up one of the two face-down lane cards, and the race is on."),
        ("Racing",
         "Turn over your top card (it is the only one you may see) and lay it at the end of any row, on "
         "either side of the lanes, half over the card before it.\n"
         "The one rule: no row may hold the same colour twice or the same part twice.\n"
         "A card you cannot or will not play goes under your deck; turn the next one. A misplaced card may "
         "be taken back at once, but as soon as another card covers it, it stays."),
        ("Top Speed!",
         "When your deck is empty, or none of your remaining cards fits in any row, shout Top Speed! and "
         "grab the checkered flag. That ends the game.\n"
         "The claim is checked first: if you still held a card that could legally be played, the flag goes "
         "to your opponent."),
        ("Scoring",
         "Every row is checked. With no repeat, the card at its far end (farthest from the lane) decides: "
         "its owner scores the row's car. With a repeat, the first mistake, the one nearest the lane, is "
         "turned crosswise and the row's points go to the other player.\n"
         "The flag is worth 3 bonus points. Most points wins; on a tie, fewer cards left in hand wins, then "
         "the flag holder."),
        ("Tips",
         "Fill the rows of the big cars first. Each card laid makes its row harder for both of you, so "
         "ending a valuable row with your own card pays. Never sit on an awkward card: send it under the "
         "deck and keep moving. Speed matters, but one careless repeat hands the whole row to your rival."),
    ),
    # ------------------------------------------------------------------ Console Free Play
    "console": (
        ("The console",
         "Nine lights sit above nine buttons, both in a 3x3 grid. The numpad is the button panel, laid out "
         "the same way (the digit row works too):\n"
         "7 8 9: Skill 1, Skill 2, Skill 3\n"
         "4: Run Amuk, 5: yellow, 6: Sneak Attack\n"
         "1: Alien Raiders, 2: yellow, 3: Rattler\n"
         "Press a Skill button, then a game button, and the game starts at once. Skill 1 is the easiest. "
         "The longer you last, the faster it gets. Left alone for 15 seconds, the console switches off."),
        ("Alien Raiders, Rattler",
         "Alien Raiders: aliens appear one by one in the top row. Press the button under an alien to zap "
         "it. Too slow and it drops a row; an alien left standing on the bottom row ends the game. Each hit "
         "scores.\n"
         "Rattler: a three-light snake roams the screen and its blinking light is the tail. Hit the tail "
         "and one of the lights left blinks as the new tail; after the last one a new snake appears. "
         "Each tail hit scores."),
        ("Sneak Attack, Run Amuk",
         "Sneak Attack: two lights show a missile flying in a straight line. Press where the third will "
         "land before it lights (8 then 5: press 2; 1 then 2: press 3) and hold it until the next missile. "
         "A wrong, early or late press, or letting go too soon, ends the game. Each hit scores.\n"
         "Run Amuk: you are the steady light, the monster blinks. Press any button but the monster's to "
         "jump there. It moves one space at a time; you score its moves until it catches you."),
        ("Your score",
         "When the lights you were chasing go out, the game is over. Your score flashes with beeps, then "
         "stays lit for 15 seconds.\n"
         "For scores the lights are numbered 1 to 9 in reading order: 1 2 3 on the top row, 4 5 6 in the "
         "middle, 7 8 9 at the bottom (upside down from the numpad). Add up the lit numbers. Above 45, the "
         "whole board first flashes once for each full 45, then the lights show the rest."),
        ("Test patterns",
         "Test Pattern I: press Skill 1 (7), then the yellow centre button of the middle row (5). All nine "
         "lights come on one by one, bottom row first, beeping each time, stay on for about 15 seconds and "
         "go out.\n"
         "Test Pattern II: press Skill 1 (7), then the yellow centre button of the bottom row (2). Now each "
         "button lights the light above it, with a beep, one at a time. After 3 seconds without a press, "
         "the test ends."),
    ),
    # ------------------------------------------------------------------ the cabinet itself
    "cabinet": (
        ("Menus",
         "Move: arrow keys, W A S D or the gamepad d-pad.\n"
         "Choose: Enter, Space or gamepad A.\n"
         "Go back: Backspace, Q, gamepad B or Esc.\n"
         "Each game's own keys are shown in the game itself."),
        ("Pausing",
         "Esc in a game opens the pause menu: resume, how to play, options, or quit to menu.\n"
         "When you quit, you are offered to keep the game for later: choose Hold & Quit, and resume it from "
         "the game select whenever you like.\n"
         "F1 opens the how-to-play of the game you are in.\n"
         "F11 or Alt+Enter switches fullscreen on and off."),
        ("Two on one keyboard",
         "Two players can share one keyboard.\n"
         "Keys A: arrows to move, Enter to choose, Backspace to go back, Right Shift and Right Ctrl as extra "
         "buttons.\n"
         "Keys B: W A S D to move, Space to choose, Q to go back, Left Shift and E as extra buttons."),
        ("The console numpad",
         "The numpad is the console's 3x3 button panel, laid out as it looks: 7 8 9 is the top row, 4 5 6 "
         "the middle, 1 2 3 the bottom. The digit row along the top of the keyboard works too.\n"
         "See Console Free Play for the four reflex games."),
        ("Options",
         "Volume and mute, and each sound effect switched on or off on its own.\n"
         "Fullscreen.\n"
         "Animation speed, or animations off altogether.\n"
         "Colour-blind mode.\n"
         "Reduce flashing.\n"
         "Key remapping, with a reset back to the default keys."),
    ),
}

"""How-to-play pages for topspeed: (heading, body) pairs in our own words, shown by the how-to scene."""

from arcade.games.info import HowtoPage

PAGES: tuple[HowtoPage, ...] = (
    (
        "Goal",
        "A race for two with no turns: both players lay cards at once, as fast as they can. Each has a "
        "21-card deck of car parts, one with red backs and one with blue; the parts come in six colours. "
        "Lay parts beside the best-paying cars without ever repeating a colour or a part in a row. A game "
        "takes about two or three minutes.",
        "arcade.games.topspeed.howto_art:cards",
    ),
    (
        "The track",
        "Four lane cards lie in a line between the players, two of them face up. Every lane card has a car "
        "on each side, so the track has eight rows, each worth the points of its car (1 to 5).\n"
        "To start, each player turns up one of the two face-down lane cards, and the race is on.",
        "arcade.games.topspeed.howto_art:track",
    ),
    (
        "Racing",
        "Turn over your top card (it is the only one you may see) and lay it at the end of any row, on "
        "either side of the lanes, half over the card before it.\n"
        "The one rule: no row may hold the same colour twice or the same part twice.\n"
        "A card you cannot or will not play goes under your deck; turn the next one. A card laid by mistake "
        "(it repeats a colour or part) may be taken back at once, but as soon as another card covers it, it "
        "stays. A card that fits its row stays where it is.",
    ),
    (
        "Top Speed!",
        "When your deck is empty, or none of your remaining cards fits in any row, shout Top Speed! and "
        "grab the checkered flag. That ends the game.\n"
        "The claim is checked first: if you still held a card that could legally be played, the flag goes "
        "to your opponent.",
    ),
    (
        "Scoring",
        "Every row is checked. With no repeat, the card at its far end (farthest from the lane) decides: "
        "its owner scores the row's car. With a repeat, the first mistake, the one nearest the lane, is "
        "turned crosswise and the row's points go to the other player.\n"
        "The flag is worth 3 bonus points. Most points wins; on a tie, fewer cards left in hand wins, then "
        "the flag holder.",
        "arcade.games.topspeed.howto_art:mistake",
    ),
    (
        "Tips",
        "Fill the rows of the big cars first. Each card laid makes its row harder for both of you, so "
        "ending a valuable row with your own card pays. Never sit on an awkward card: send it under the "
        "deck and keep moving. Speed matters, but one careless repeat hands the whole row to your rival.\n"
        "CPU racers, slowest first: Rookie, Easy, Medium, Hard, Expert. Each wins about three races in "
        "four against the one below. Play a practice run and the lobby suggests the one that fits you.",
    ),
    (
        "Quick reference",
        "Race, no turns: turn your top card and lay it in one of the eight rows.\n"
        "A row never repeats a colour or a car part.\n"
        "Stuck? Send the card under your deck.\n"
        "Laid a repeat by mistake? Correct it at once, before a card covers it.\n"
        "Out of cards or moves: call TOP SPEED! and take the flag (3 points).\n"
        "Each row scores its car's points for the owner of its last card; a row with a mistake goes to "
        "the other player.",
    ),
)

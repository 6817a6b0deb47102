"""How-to-play pages for console: (heading, body) pairs in our own words, shown by the how-to scene.

One numbering convention throughout (see ``labels``): a key is always "Num 7"; in play a light is named
by where it is and by the key under it; the score values 1..9 appear only where a score is read.
"""

from arcade.games.info import HowtoPage

PAGES: tuple[HowtoPage, ...] = (
    (
        "The console",
        "Nine lights sit above nine buttons, both in a 3x3 grid. The numpad is the button panel, laid out "
        "the same way; each button and the light above it show its key: press the key beside a light.\n"
        "Num 7, Num 8, Num 9: Skill 1, Skill 2, Skill 3 (orange)\n"
        "Num 4: Run Amuk (red), Num 5: yellow, Num 6: Sneak Attack (blue)\n"
        "Num 1: Alien Raiders (green), Num 2: yellow, Num 3: Rattler (purple)\n"
        "Press a Skill button, then a game button: the game starts at once. Skill 1 is the easiest; the "
        "longer you last, the faster it gets. Left alone 15 seconds, the console switches off.",
    ),
    (
        "Alien Raiders, Rattler",
        "Alien Raiders: aliens appear one by one in the top row. Press the button under an alien to zap "
        "it. Too slow and it drops a row; an alien left standing on the bottom row ends the game. Each hit "
        "scores.\n"
        "Rattler: a three-light snake roams the screen and its blinking light is the tail. Hit the tail "
        "and one of the lights left blinks as the new tail; after the last one a new snake appears. "
        "A wrong press makes it slither on at once; a tail left too long escapes and ends the game. "
        "Each tail hit scores.",
        "arcade.games.console.howto_art:rattler",
    ),
    (
        "Sneak Attack, Run Amuk",
        "Sneak Attack: two lights show a missile flying in a straight line. Press the key of the spot "
        "where the third will land before it lights, and hold it until the next missile: the lights by "
        "Num 2 then Num 5 come on, press Num 8 (top middle). "
        "A wrong, early or late press, or letting go too soon, ends the game. Each hit scores.\n"
        "Run Amuk: you are the steady light, the monster blinks. Press any button but the monster's to "
        "jump there. It moves one space at a time; you score its moves until it catches you.",
        "arcade.games.console.howto_art:sneak_attack",
    ),
    (
        "Your score",
        "When the lights you were chasing go out, the game is over. Your score flashes with beeps, then "
        "stays lit for 15 seconds.\n"
        "For the score only, the lights count 1 to 9 as the rulebook has it: once a game is over each light "
        "shows its value on a round yellow tag in place of its key, lights 1, 2, 3 across the top down to "
        "lights 7, 8, 9 at the bottom. Add up the lit values: lights 3 + 7 = 10. Above 45, the whole board "
        "first flashes once for each full 45. The panel beside the console spells the sum out.",
        "arcade.games.console.howto_art:score",
    ),
    (
        "Test patterns",
        "Test Pattern I: press Skill 1 (Num 7), then the yellow centre button of the middle row (Num 5). "
        "All nine lights come on one by one, bottom row first, beeping each time, stay on for about 15 "
        "seconds and go out.\n"
        "Test Pattern II: press Skill 1 (Num 7), then the yellow centre button of the bottom row (Num 2). "
        "Now each button lights the light above it, with a beep, one at a time. After 3 seconds without a "
        "press, the test ends.",
    ),
    (
        "Quick reference",
        "Skill: Skill 1 (Num 7), Skill 2 (Num 8), Skill 3 (Num 9).\n"
        "Game: Num 1 Alien Raiders, Num 3 Rattler, Num 6 Sneak Attack, Num 4 Run Amuk.\n"
        "Test patterns: Skill 1 (Num 7), then Num 5 or Num 2.\n"
        "Play: press the key shown beside the light the game asks for; too late ends the game.\n"
        "Score: the lights show values 1 to 9 from the top left; add up the lit ones (the panel does).\n"
        "Num . opens the replays, Num 0 leaves. In a replay: Num 5 pauses, Num 4 6 step, Num . sets the speed.",
    ),
)

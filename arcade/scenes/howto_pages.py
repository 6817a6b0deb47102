"""How-to-play pages for the cabinet: (heading, body) pairs in our own words, shown by the how-to scene."""

PAGES: tuple[tuple[str, str], ...] = (
    (
        "Menus",
        "Move: arrow keys, W A S D or the gamepad d-pad.\n"
        "Choose: Enter, Space or gamepad A.\n"
        "Go back: Backspace, Q, gamepad B or Esc.\n"
        "Each game's own keys are shown in the game itself.",
    ),
    (
        "Pausing",
        "Esc in a game opens the pause menu: resume, how to play, options, or quit to menu.\n"
        "When you quit, you are offered to keep the game for later: choose Hold & Quit, and resume it from "
        "the game select whenever you like.\n"
        "F1 opens the how-to-play of the game you are in.\n"
        "F11 or Alt+Enter switches fullscreen on and off.",
    ),
    (
        "Two on one keyboard",
        "Two players can share one keyboard.\n"
        "Keys A: arrows to move, Enter to choose, Backspace to go back, Right Shift and Right Ctrl as extra "
        "buttons.\n"
        "Keys B: W A S D to move, Space to choose, Q to go back, Left Shift and E as extra buttons.",
    ),
    (
        "The console numpad",
        "The numpad is the console's 3x3 button panel, laid out as it looks: 7 8 9 is the top row, 4 5 6 "
        "the middle, 1 2 3 the bottom. The digit row along the top of the keyboard works too.\n"
        "See Console Free Play for the four reflex games.",
    ),
    (
        "Options",
        "Volume and mute, and each sound effect switched on or off on its own.\n"
        "Fullscreen.\n"
        "Animation speed, or animations off altogether.\n"
        "Colour-blind mode.\n"
        "Reduce flashing.\n"
        "Key remapping, with a reset back to the default keys.",
    ),
)

"""The names of Electronic Arcade Mania's phases and card windows: plain strings, kept as they are in a
saved game. ``rules.Mania`` hands each phase to its handler module (``deal``, ``windows``, ``turn``,
``dueling``); a window's closing step is in ``flow`` (the state's table ``Mania.CLOSE``)."""

from __future__ import annotations

SLIDE, WINDOW, DRAW, CHALLENGE, BETTING, DUEL, OVER = "slide", "window", "draw", "challenge", "bet", "duel", "over"
PHASES = (SLIDE, WINDOW, DRAW, CHALLENGE, BETTING, DUEL, OVER)

PREROLL, AFTER_BETS, AFTER_SKILL = "preroll", "after_bets", "after_skill"
AFTER_DUEL, END_TURN, FINISH = "after_duel", "end_turn", "finish"
WINDOWS = (PREROLL, AFTER_BETS, AFTER_SKILL, AFTER_DUEL, END_TURN, FINISH)
DUEL_WINDOWS = (AFTER_BETS, AFTER_SKILL, AFTER_DUEL)
"""The windows that belong to a duel (a saved game in one of them must hold a duel)."""

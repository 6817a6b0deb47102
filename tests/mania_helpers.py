"""Shared helpers for the Electronic Arcade Mania tests (scripted dice, arranged games, board look-ups)."""

from arcade.games.mania.actions import PASS
from arcade.games.mania.board import load_board
from arcade.games.mania.rules import WINDOW, Mania

SLIDES4 = ["sneak_attack", "rattler", "alien_raiders", "run_amuk"]  # seat 0 blue, 1 purple, 2 green, 3 orange
SLIDES3 = SLIDES4[:3]  # Run Amuk unowned


class ScriptedDice:
    """Stands in for the state's random generator: ``randint`` returns the scripted values in order (then
    the lowest face), ``shuffle`` leaves the order alone."""

    def __init__(self, values=()):
        self.values = list(values)

    def randint(self, lo, hi):
        v = self.values.pop(0) if self.values else lo
        assert lo <= v <= hi, f"scripted {v} outside {lo}..{hi}"
        return v

    def shuffle(self, cards):
        pass


def space(kind, slide=None, limit=None, collect=None):
    """Index of the first board space matching."""
    for s in load_board().spaces:
        if (
            s.kind == kind
            and (slide is None or s.slide == slide)
            and (limit is None or s.limit == limit)
            and (collect is None or s.collect == collect)
        ):
            return s.index
    raise LookupError((kind, slide, limit, collect))


def game(slides=SLIDES4, mover=0, pos=None, hands=None, deck_top=(), chips=None, dice=()):
    return Mania.arranged(slides, mover, pos, hands, deck_top, chips, rng=ScriptedDice(dice))


def pass_windows(state):
    """Everyone passes until the game leaves the card window it is in."""
    while state.phase == WINDOW:
        state.apply(PASS)


def kinds(events):
    return [e.kind for e in events]


def asked_options(scene, seat):
    """The labelled choices a person at ``seat`` of a Mania scene has now (from their own view)."""
    from arcade.games.mania import controller

    names = tuple(scene.name(s) for s in range(scene.state.num_seats))
    return controller.options(scene.state.view(seat), names)


def asked_title(scene, seat):
    """The heading of the choice box of a person at ``seat`` of a Mania scene."""
    from arcade.games.mania import controller

    names = tuple(scene.name(s) for s in range(scene.state.num_seats))
    return controller.choice_title(scene.state.view(seat), seat, names)

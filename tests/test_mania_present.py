"""Electronic Arcade Mania's presenter (arcade.games.mania.present): typed events -> the scene kit's timeline.

The table covers every event the engine emits (the old isinstance chain's classes); the log says what the
old ``say`` lines said, in their colours; the die tumbles, the pawn hops and a played card is on show for
as long as before, and play waits for them; the duel's result stays until the next turn. Staged on a small
stand-in for the scene (its timeline, names, and presentation times at full speed)."""

from __future__ import annotations

import pytest

from arcade.core.render import palette
from arcade.core.rules import Event
from arcade.games.mania import events as E
from arcade.games.mania import present
from arcade.games.mania.rules import Mania
from arcade.scenes.kit import Timeline
from arcade.scenes.kit.present import lookup

SLIDES = ("sneak_attack", "rattler", "alien_raiders", "run_amuk")

# The event classes the scene's old isinstance chain (present and the set-up's _say_turn) handled.
OLD_CHAIN = (
    E.SlideRolls,
    E.SlideChosen,
    E.TurnStarted,
    E.CardPlayed,
    E.TurnLost,
    E.ExtraTurnTaken,
    E.DieRolled,
    E.PawnMoved,
    E.CardDrawn,
    E.DrawSkipped,
    E.Reshuffled,
    E.ChipsPaid,
    E.DuelStarted,
    E.BetPlaced,
    E.SkillSet,
    E.DuelPlayed,
    E.DuelWon,
    E.BetsRevealed,
    E.BetSettled,
    E.GameOver,
)


def staged(*events: Event, now: float = 1000.0, hands=None) -> present.ManiaStage:
    """The events staged on a stage of four people (no CPUs: every die tumbles at full length) at full
    speed, holding the arranged game's board and hand sizes."""
    state = Mania.arranged(SLIDES, mover=0, pos=[0, 0, 0, 0], hands=hands)
    stage = present.ManiaStage(
        Timeline(),
        ("Ann", "Bob", "Cy", "Dee"),
        lambda ms: ms,
        (False,) * 4,
        state.board,
        tuple(len(hand) for hand in state.hands),
    )
    present.present(stage, list(events), now)
    return stage


def lines(scene: present.ManiaStage) -> list[tuple[str, tuple[int, int, int]]]:
    return [(line.text, line.colour) for line in scene.timeline.log]


def test_the_table_presents_every_event_class_the_old_chain_handled():
    missing = [cls.__name__ for cls in OLD_CHAIN if lookup(present.PRESENTATIONS, object.__new__(cls)) is None]
    assert not missing, f"not presented: {missing}"


def test_every_event_class_the_engine_defines_is_in_the_table():
    defined = {
        v for v in vars(E).values() if isinstance(v, type) and issubclass(v, Event) and v.__module__ == E.__name__
    }
    assert defined == set(OLD_CHAIN)
    assert set(present.PRESENTATIONS) == defined


@pytest.mark.parametrize(
    ("event", "said"),
    [
        (E.SlideChosen(1, "rattler"), [("Bob takes Rattler (purple pawn).", palette.WHITE)]),
        (E.TurnStarted(2, 5), [("Cy's turn.", palette.NEON_CYAN)]),
        (E.CardPlayed(0, "one_hand", 3, "left"), [("Ann plays One Hand on Dee (left hand).", palette.NEON_YELLOW)]),
        (E.TurnLost(1), [("Bob loses the turn.", palette.BAD)]),
        (E.ExtraTurnTaken(1), [("Bob takes an extra turn.", palette.GOOD)]),
        (E.ChipsPaid(E.BANK, 2, 5, "prize"), [("Cy wins the duel: 5 from the bank.", palette.WHITE)]),
        (E.ChipsPaid(1, E.BANK, 2, "bet_lost"), [("Bob pays 2 to the bank.", palette.WHITE)]),
        (E.ChipsPaid(1, 3, 2, "bet_taken"), [("Bob pays 2 to Dee.", palette.WHITE)]),
        (
            E.DuelStarted(0, 3, "run_amuk", 2),
            [("DUEL: Ann challenges Dee at Run Amuk, limit 2.", palette.NEON_PINK)],
        ),
        (E.BetPlaced(2, False), [("Cy does not bet.", palette.WHITE)]),
        (E.SkillSet(3, 2, "defend"), [("Dee duels at skill 2 (DEFEND AT space).", palette.WHITE)]),
        (E.DuelPlayed(0, 7, 11), [("Ann scores 7 (+4 = 11) on the console.", palette.WHITE)]),
        (E.DuelWon(3, 0, True), [("Dee wins the duel on a tie (the Defender)!", palette.GOOD)]),
        (
            E.BetsRevealed(((1, 0, 2), (2, 3, 1))),
            [("Bob had bet 2 on Ann.", palette.WHITE), ("Cy had bet 1 on Dee.", palette.WHITE)],
        ),
        (E.BetSettled(1, "won", 2), []),
        (E.BetSettled(1, "kept", 2), [("Bob keeps (Cancel Loss) a bet of 2.", palette.WHITE)]),
        (E.DieRolled(0, 4), []),
    ],
)
def test_the_log_says_what_happened_in_its_colour(event, said):
    assert lines(staged(event)) == said


def test_a_roll_tumbles_the_die_then_the_pawn_hops_space_by_space_and_play_waits_for_both():
    scene = staged(E.DieRolled(0, 3), E.PawnMoved(0, 2, 5, 0), now=1000.0)
    tl = scene.timeline
    assert lines(scene) == [("Ann rolls 3 and moves to Rattler (limit 1).", palette.WHITE)]
    assert tl.busy_until == 1000 + present.ROLL_MS + 3 * present.STEP_MS + present.HOP_TAIL_MS
    assert ("tick" in [name for _t, name in tl.sounds]) and present.tumble(tl, 1100) is not None
    assert present.tumble(tl, 1000 + present.ROLL_MS) is None, "the die stops rolling"
    landed = 1000 + present.ROLL_MS
    assert present.pawn_index(tl, 0, 1100, 5) == 2, "the pawn waits at its space while the die rolls"
    assert present.pawn_index(tl, 0, landed + 1.5 * present.STEP_MS, 5) == pytest.approx(3.5)
    assert present.pawn_index(tl, 1, landed + 1.5 * present.STEP_MS, 0) == 0, "only the mover hops"
    assert present.pawn_index(tl, 0, landed + 3 * present.STEP_MS, 5) == 5


def test_a_move_over_an_arrow_takes_a_card_on_the_way_to_finish_too():
    finish = Mania.arranged(SLIDES, mover=0).board.finish
    over = staged(E.DieRolled(0, 6), E.PawnMoved(0, finish - 6, finish, 1))
    assert lines(over)[0][0] == "Ann rolls 6 and moves to FINISH. TAKE A CARD x1."
    plain = staged(E.DieRolled(0, 3), E.PawnMoved(0, finish - 3, finish, 0))
    assert lines(plain)[0][0] == "Ann rolls 3 and moves to FINISH."
    arrow = staged(E.DieRolled(0, 2), E.PawnMoved(0, 4, 6, 1))
    assert lines(arrow)[0][0].endswith(" TAKE A CARD x1.")


def test_a_played_card_is_on_show_a_while_and_play_waits_for_part_of_it():
    scene = staged(E.CardPlayed(1, "lose_turn", 0, ""), now=500.0)
    tl = scene.timeline
    assert tl.busy_until == 500 + present.CARD_MS and (500.0, "flip") in tl.sounds
    assert present.shown_card(tl, 500 + present.CARD_MS + 100) == (1, "lose_turn", 0, "")
    assert present.shown_card(tl, 500 + present.CARD_MS + present.CARD_LINGER_MS) is None
    present.present(scene, [E.DuelStarted(0, 1, "rattler", 1)], 600.0)
    assert present.shown_card(tl, 700) is None, "a duel clears the card away"


def test_the_duel_result_stays_in_the_duel_box_until_the_next_turn():
    scene = staged(E.DuelWon(0, 3, False), now=2000.0)
    tl = scene.timeline
    assert tl.busy_until == 2000 + present.DUEL_RESULT_MS
    assert present.shown_result(tl, 60_000) == "Ann wins the duel!"
    tl.tidy(60_000)
    assert present.shown_result(tl, 60_000) == "Ann wins the duel!", "a still: kept past its wait"
    present.present(scene, [E.TurnStarted(1, 4)], 61_000)
    assert present.shown_result(tl, 61_000) is None


def test_game_over_names_the_cards_left_in_hands_after_the_finish():
    scene = staged(E.GameOver(0, (0,)), hands=[["add4"], [], ["collect3", "lose_turn"], []], now=0.0)
    assert lines(scene) == [
        ("Ann reached FINISH: the game is over.", palette.NEON_YELLOW),
        ("Ann's 1 card counts for nothing now.", palette.GREY),
        ("Cy's 2 cards count for nothing now.", palette.GREY),
    ]
    assert scene.timeline.busy_until == present.GAME_OVER_MS


def test_a_new_games_log_starts_with_the_slide_dice_and_the_first_turn_only():
    scene = staged()
    events = [E.SlideRolls(((0, 3), (1, 5)), 1), E.ChipsPaid(E.BANK, 0, 3, "collect"), E.TurnStarted(0, 1)]
    present.present_setup(scene, events, 0.0)
    assert [text for text, _ in lines(scene)] == [
        "Red die for the Game Slides: Ann 3, Bob 5. Bob picks first.",
        "Ann's turn.",
    ]

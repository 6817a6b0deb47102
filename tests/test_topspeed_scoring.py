"""Top Speed! scoring: the rulebook's three examples, the flag, the call check and the tie rules."""

from arcade.games.topspeed import cards as C
from arcade.games.topspeed.rules import CALL, Move, TopSpeedState

card = C.card


def table(rows: dict, decks=([], [])) -> TopSpeedState:
    """A state with lanes in order (1|5, 4|2, 3|3, 2|4), the given rows and decks."""
    s = TopSpeedState(0)
    s.lanes = [0, 1, 2, 3]
    s.rows = [list(rows.get(r, [])) for r in range(8)]
    s.decks = [list(decks[0]), list(decks[1])]
    return s


def red_card(i=0):
    return C.deck_cards(C.RED)[i]


def test_example_1_first_mistake_turns_crosswise_and_the_opponent_scores():
    row = [card("tire", "yellow"), card("helmet", "red"), card("tire", "blue"), card("muffler", "yellow")]
    assert C.deck_of(card("tire", "blue")) == C.BLUE  # "the blue player made the mistake"
    sc = table({0: row}).score()
    r = sc.rows[0]
    assert r.value == 1 and r.kind == "crosswise"
    assert r.index == 2 and r.cards[r.index] == card("tire", "blue") and r.owner == C.BLUE
    assert r.scorer == C.RED and sc.row_points == (1, 0)


def test_example_2_clean_rows_go_to_the_bottom_most_cards_owner():
    red_end = card("plug", "purple")  # red-backed
    blue_end = card("cone", "purple")  # blue-backed
    assert C.deck_of(red_end) == C.RED and C.deck_of(blue_end) == C.BLUE
    top = [card("helmet", "orange"), red_end]  # row above the 1|5 lane: ends with red
    bottom = [card("tire", "green"), blue_end]  # row below it: ends with blue
    sc = table({0: top, 4: bottom}).score()
    assert (sc.rows[0].kind, sc.rows[0].scorer, sc.rows[0].points) == ("clean", C.RED, 1)
    assert (sc.rows[4].kind, sc.rows[4].scorer, sc.rows[4].points) == ("clean", C.BLUE, 5)
    assert sc.rows[0].index == 1  # the bottom-most card, furthest from the lane, is turned over
    assert sc.row_points == (1, 5)


def test_example_3_blue_scores_a_clean_row_and_the_row_of_a_red_mistake():
    blue_end = card("cone", "purple")
    assert C.deck_of(blue_end) == C.BLUE
    top = [card("wheel", "yellow"), blue_end]  # above the 4|2 lane, clean, ends blue
    red_mistake = card("plug", "yellow")  # repeats yellow
    assert C.deck_of(red_mistake) == C.RED
    bottom = [card("gascan", "yellow"), red_mistake, card("helmet", "yellow")]
    sc = table({1: top, 5: bottom}).score()
    assert (sc.rows[1].scorer, sc.rows[1].points) == (C.BLUE, 4)
    assert sc.rows[5].kind == "crosswise" and sc.rows[5].owner == C.RED and sc.rows[5].scorer == C.BLUE
    assert sc.row_points == (0, 6)


def test_empty_rows_score_nothing():
    sc = table({}).score()
    assert all(r.kind == "empty" and r.scorer is None for r in sc.rows)
    assert sc.row_points == (0, 0)


def test_valid_call_takes_the_flag_worth_three():
    s = table({0: [red_card(0)]}, decks=([], [card("cone", "purple")]))
    s.apply_all([Move(C.RED, CALL, 10.0)])
    sc = s.score()
    assert s.over and sc.caller == C.RED and sc.call_valid and sc.flag == C.RED
    assert sc.points == (1 + 3, 0)


def test_call_with_a_playable_card_left_gives_the_flag_to_the_opponent():
    s = table({}, decks=([red_card(0)], [card("cone", "purple")]))
    s.apply_all([Move(C.RED, CALL, 10.0)])
    sc = s.score()
    assert sc.call_valid is False and sc.flag == C.BLUE and sc.points == (0, 3)


def test_call_is_valid_when_no_remaining_card_fits_any_row():
    x = card("tire", "green")
    assert C.deck_of(x) == C.RED
    blockers = [c for c in range(42) if c != x and (C.part_of(c) == C.part_of(x) or C.colour_of(c) == C.colour_of(x))]
    rows = {r: [blockers[r]] for r in range(8)}
    s = table(rows, decks=([x], []))
    assert not s.has_legal_play(C.RED)
    s.apply_all([Move(C.RED, CALL, 5.0)])
    assert s.score().call_valid and s.flag == C.RED


def test_tie_on_points_goes_to_the_player_with_fewer_cards_left():
    s = table(
        {2: [red_card(0)], 6: [card("cone", "purple")]},  # 3 points each (the 3|3 lane)
        decks=([red_card(1)], [card("cone", "yellow"), card("plug", "green")]),
    )
    sc = s.score()
    assert sc.points == (3, 3) and sc.cards_left == (1, 2)
    assert sc.winner == C.RED and sc.decided_by == "cards"


def test_full_tie_is_won_by_the_flag_holder():
    s = table(
        {0: [red_card(0)], 1: [card("cone", "purple")]},  # red 1, blue 4
        decks=([red_card(1)], [card("cone", "yellow")]),
    )
    s.flag = C.RED  # red 1 + 3 = 4
    sc = s.score()
    assert sc.points == (4, 4) and sc.cards_left == (1, 1)
    assert sc.winner == C.RED and sc.decided_by == "flag"
    s.flag = C.BLUE
    assert s.score().winner == C.BLUE and s.score().decided_by == "points"


def test_equal_everything_without_a_flag_is_a_draw():
    s = table({2: [red_card(0)], 6: [card("cone", "purple")]}, decks=([red_card(1)], [card("cone", "yellow")]))
    sc = s.score()
    assert sc.winner is None and sc.decided_by == "draw"


def test_most_points_wins():
    s = table({4: [red_card(0)], 0: [card("cone", "purple")]})  # red 5, blue 1
    sc = s.score()
    assert sc.points == (5, 1) and sc.winner == C.RED and sc.decided_by == "points"


def test_practice_scores_own_rows_only_and_has_no_winner():
    s = TopSpeedState(1, practice=True)
    s.lanes = [0, 1, 2, 3]
    s.rows = [[] for _ in range(8)]
    s.rows[4] = [red_card(0)]  # 5 points
    mistake = card("plug", "yellow")
    assert C.deck_of(mistake) == C.RED
    s.rows[1] = [card("gascan", "yellow"), mistake]  # own mistake: nobody scores the 4
    sc = s.score()
    assert sc.winner is None and sc.decided_by == "practice"
    assert sc.rows[1].kind == "crosswise" and sc.rows[1].scorer is None
    assert sc.points == (5, 0)


def test_mistakes_left_on_the_table_are_counted_per_owner():
    row = [card("tire", "yellow"), card("helmet", "red"), card("tire", "blue"), card("muffler", "yellow")]
    sc = table({0: row}).score()
    owners = [C.deck_of(c) for c in row[2:]]
    assert sum(sc.mistakes_left) == 2
    assert sc.mistakes_left[C.BLUE] == owners.count(C.BLUE)


def test_the_end_card_gives_the_winner_s_points_first():
    """ "PIXEL WINS!" over "0 - 27" read as a loss: the score under the title starts with the winner's."""
    from arcade.games.topspeed.endscreen import end_card

    s = table({0: [card("cone", "purple")], 4: [card("cone", "yellow")]})  # blue 1 + 5, red nothing
    sc = s.score()
    assert sc.points == (0, 6) and sc.winner == C.BLUE
    card_ = end_card(sc, ["Ann", "Pixel"], False, 0.0, [])
    assert card_.title == "PIXEL WINS!" and card_.subtitle == "6 - 0"

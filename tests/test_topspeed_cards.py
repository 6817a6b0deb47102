"""Top Speed! components: the 42 part cards, the two decks, the lane cards and the row rule."""

from collections import Counter

from arcade.games.topspeed import cards as C


def test_42_distinct_part_cards_in_six_colours():
    assert C.N_CARDS == 42
    assert len(C.COLOURS) == 6
    faces = {(C.part_of(c), C.colour_of(c)) for c in range(C.N_CARDS)}
    assert len(faces) == 42
    for name in ("cone", "plug", "tire", "helmet", "muffler"):
        assert name in C.PARTS
    for name in ("purple", "orange", "yellow", "red", "blue"):
        assert name in C.COLOURS


def test_two_decks_of_21_split_every_card_once_with_every_part_three_times():
    red, blue = C.deck_cards(C.RED), C.deck_cards(C.BLUE)
    assert len(red) == len(blue) == 21
    assert sorted(red + blue) == list(range(42))
    for deck in (red, blue):
        assert set(Counter(C.part_of(c) for c in deck).values()) == {3}
        assert sorted(Counter(C.colour_of(c) for c in deck).values()) == [3, 3, 3, 4, 4, 4]


def test_lane_cards_have_two_cars_worth_one_to_five_including_the_example_rows():
    values = [v for lane in C.LANE_CARDS for v in lane]
    assert len(C.LANE_CARDS) == 4 and len(values) == 8
    assert set(values) == {1, 2, 3, 4, 5}
    assert (1, 5) in C.LANE_CARDS and (4, 2) in C.LANE_CARDS  # the rulebook's examples


def test_row_rule_no_repeat_of_colour_or_part():
    row = [C.card("cone", "purple"), C.card("plug", "orange")]  # the rulebook's example row
    assert not C.fits(C.card("tire", "purple"), row)
    assert not C.fits(C.card("helmet", "orange"), row)
    assert not C.fits(C.card("cone", "yellow"), row)
    assert not C.fits(C.card("plug", "blue"), row)
    assert C.fits(C.card("tire", "yellow"), row)
    assert C.fits(C.card("tire", "yellow"), [])


def test_first_mistake_is_the_one_closest_to_the_lane():
    row = [C.card("tire", "yellow"), C.card("helmet", "red"), C.card("tire", "blue"), C.card("muffler", "yellow")]
    assert C.first_mistake(row) == 2
    assert C.first_mistake(row[:2]) is None
    assert C.first_mistake([]) is None


def test_row_numbering_covers_both_sides_of_four_lanes():
    rows = {C.row_id(lane, side) for lane in range(4) for side in (C.UPPER, C.LOWER)}
    assert rows == set(range(8))
    assert C.row_lane(C.row_id(3, C.LOWER)) == 3 and C.row_side(C.row_id(3, C.LOWER)) == C.LOWER
    assert C.describe(C.card("tire", "blue")) == "blue tire"

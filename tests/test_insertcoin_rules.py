"""Insert Coin to Play: every rule and ability on hand-built states (see docs/rules-decisions.md)."""

import json
import random

import pytest

from arcade.core.rules import SIMULTANEOUS, TERMINAL, IllegalAction
from arcade.games.insertcoin import events as E
from arcade.games.insertcoin.pieces import GRID, cells_of, orientations
from arcade.games.insertcoin.rules import (
    END_ALL_LEVELS,
    END_DECK,
    END_GAME_OVER,
    END_OUT,
    InsertCoin,
    SeatView,
    Table,
    decline,
    fill,
    kabuki,
    keep,
    new_state,
    pass_symbol,
    place,
    spend_life,
    use_attack,
)
from arcade.games.insertcoin.shapes import GAME_OVER_CARDS, SHAPE_KEYS, load_catalog

GO1, GO2 = GAME_OVER_CARDS
CARDS = load_catalog().cards


def card(key: str, i: int = 0) -> int:
    ids = [c.id for c in CARDS if c.shape.key == key]
    return ids[i % len(ids)]


def shape(key: str):
    return load_catalog().shapes[key]


def with_symbols(*wanted) -> int:
    """A card id whose symbols include all of ``wanted``."""
    return next(c.id for c in CARDS if all(w in (c.left, c.right) for w in wanted))


def full(key: str) -> int:
    return shape(key).mask


def leave(key: str, k: int) -> int:
    """The shape's squares with the last ``k`` (row by row) left empty."""
    cells = cells_of(shape(key).mask)
    m = 0
    for x, y in cells[: len(cells) - k]:
        m |= 1 << (y * GRID + x)
    return m


def empties(state, seat, level):
    return cells_of(state.empty_mask(seat, level))


def only_squares(state, seat, kind="life"):
    return [a for a in state.legal_actions(seat) if a.kind == kind]


def finish_card(state, seats):
    """Every listed seat spends a Life on its first empty square (keeps tests short)."""
    for s in seats:
        lv = next(lv for lv in range(3) if not state.is_complete(s, lv))
        x, y = empties(state, s, lv)[0]
        state.apply(spend_life(s, lv, x, y))


def complete_with_life(state, seat, level):
    """Fill all but one square of ``level`` beforehand is the caller's job; this spends a Life on the last."""
    ((x, y),) = empties(state, seat, level)
    return state.apply(spend_life(seat, level, x, y))


# ---------------------------------------------------------------------------------------------- setup
def test_deal_five_keep_three_then_two_piles_with_a_game_over_each():
    s = new_state(3, 6)
    dealt = [c for h in s.hands for c in h]
    assert len(dealt) == 30 and len(set(dealt)) == 30  # 6 players x 5 = all 30 cards
    assert s.current_player() == SIMULTANEOUS and s.card == -1
    assert len(s.legal_actions(0)) == 10  # 3 of 5
    for seat in range(6):
        ev = s.apply(keep(seat, s.hands[seat][:3]))
        assert ev[0] == E.Kept(seat, tuple(s.levels[seat]))
    assert s.levels[5] and s.lives == [3] * 6 and s.coins == [3] * 6
    assert any(isinstance(e, E.DeckStacked) for e in ev) and any(isinstance(e, E.CardFlipped) for e in ev)
    # 32 cards, the first flipped: the upper pile (top 16) holds GAME OVER 1, the lower 16 GAME OVER 2.
    checked = 0
    for seed in range(30):
        g = new_state(seed, 1)
        g.apply(keep(0, g.hands[0][:3]))
        if g.game_overs == 0:  # GAME OVER 1 was not the top card: the whole order is known
            order = [g.card] + g.deck[::-1]
            assert len(order) == 32 and GO1 in order[:16] and GO2 in order[16:] and g.pile1_left == 15
            assert sorted(c for c in order if c < 30) == list(range(30))
            checked += 1
    assert checked >= 25


def test_keep_is_refused_twice_and_for_cards_not_dealt():
    s = new_state(1, 2)
    s.apply(keep(0, s.hands[0][1:4]))
    before = s.to_data()
    with pytest.raises(IllegalAction, match="already kept"):
        s.apply(keep(0, s.hands[0][:3]))
    other = [c for c in range(30) if c not in s.hands[1]][:3]
    with pytest.raises(IllegalAction, match="keep 3 different cards"):
        s.apply(keep(1, other))
    assert s.to_data() == before and s.current_player() == 1


# ---------------------------------------------------------------------------------------------- drawing
def test_placement_inside_contour_on_empty_squares_with_rotation_and_mirror():
    c = with_symbols("L4")
    s = InsertCoin.arranged([[card("ultra_robot"), card("demon_king"), card("magic_shield")]], top=[c])
    robot = shape("ultra_robot").mask
    legal = [a for a in s.legal_actions(0) if a.kind == "place" and a.piece == "L4"]
    assert {a.orient for a in legal} == set(range(len(orientations("L4"))))  # rotated and mirrored
    a = legal[0]
    m = s.placement_mask(0, "L4", a.orient, a.level, a.x, a.y)
    assert m and m & ~s.shape_of(0, a.level).mask == 0 and m.bit_count() == 4
    ev = s.apply(a)
    assert ev[0] == E.Placed(0, a.level, "L4", m) and s.filled[0][a.level] == m
    del robot


def test_placements_outside_the_contour_or_on_filled_squares_are_refused_unchanged():
    c = with_symbols("O4")
    s = InsertCoin.arranged(
        [
            [card("white_skull"), card("space_ship"), card("power_cherry")],
            [card("white_skull", 1), card("space_ship", 1), card("power_cherry", 1)],
        ],
        top=[c],
    )
    o4 = 0  # the only orientation of the square tetromino
    # White Skull row 2-3 holds eye sockets at x=1..2: a 2x2 square there is outside the contour.
    assert not s.placement_mask(0, "O4", o4, 0, 1, 2)
    assert s.placement_mask(0, "O4", o4, 0, 0, 0) == 0  # (0,0) is not part of the skull
    assert s.placement_mask(0, "O4", o4, 0, 1, 0)
    before = s.to_data()
    for bad in (
        place(0, "O4", o4, 0, 1, 2),
        place(0, "O4", 7, 0, 1, 0),
        place(0, "Z9", 0, 0, 1, 0),
        place(0, "O4", o4, 5, 1, 0),
        fill(0, 0, 1, 0),
        pass_symbol(0),
        kabuki(0, 1),
        ("nonsense",),
        place(9, "O4", o4, 0, 1, 0),
    ):
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_data() == before
    not_on_card = next(
        p for p in ("D2", "I3", "V3", "I4", "T4", "S4", "L4", "P5", "U5") if p not in (CARDS[c].left, CARDS[c].right)
    )
    with pytest.raises(IllegalAction, match="not a symbol"):
        s.apply(place(0, not_on_card, 0, 0, 1, 0))
    s.apply(place(0, "O4", o4, 0, 1, 0))
    assert s.placement_mask(0, "O4", o4, 0, 1, 0) == 0  # those squares are filled now
    assert s.card == c  # seat 1 has not drawn yet


def test_actions_holding_unhashable_values_are_refused_not_crashing():
    # mypy --strict on _reject(action: object): a list where a name or a number belongs raised TypeError
    s = new_state(1, 2)
    before = s.to_data()
    for bad in (
        (["keep"], 0, -1, -1, -1, "", -1, ()),  # a kind that is not a name
        ("keep", 0, -1, -1, -1, "", -1, ({}, s.hands[0][0], s.hands[0][1])),  # a card that is not a number
    ):
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_data() == before
    for seat in range(2):
        s.apply(s.legal_actions(seat)[0])
    a = next(a for a in s.legal_actions(0) if a.kind == "place")
    before = s.to_data()
    for bad in (a._replace(x=[a.x]), a._replace(y={a.y: 0})):
        assert s.placement_mask(0, a.piece, a.orient, a.level, bad.x, bad.y) == 0
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_data() == before


def test_every_player_acts_on_the_same_card_then_the_next_is_flipped():
    a, b = with_symbols("D2"), with_symbols("I3")
    s = InsertCoin.arranged([[0, 4, 8], [1, 5, 9], [2, 6, 10]], top=[a, b])
    assert s.current_player() == SIMULTANEOUS and s.active_seats() == [0, 1, 2]
    first = s.legal_actions()
    assert {x.seat for x in first} == {0, 1, 2}
    s.apply(next(x for x in s.legal_actions(2) if x.kind == "place"))
    s.apply(next(x for x in s.legal_actions(0) if x.kind == "place"))
    assert s.current_player() == 1 and s.card == a and s.legal_actions(0) == []
    ev = s.apply(next(x for x in s.legal_actions(1) if x.kind == "place"))
    assert E.CardFlipped(b, CARDS[b].left, CARDS[b].right) in ev and s.card == b
    assert s.current_player() == SIMULTANEOUS


def test_losing_a_life_instead_fills_one_square():
    s = InsertCoin.arranged([[0, 4, 8]], top=[12, 13])
    x, y = empties(s, 0, 1)[3]
    ev = s.apply(spend_life(0, 1, x, y))
    assert s.lives == [2] and s.filled[0][1] == 1 << (y * GRID + x)
    assert E.LifeLost(0, 2, "spent") in ev and E.Filled(0, 1, x, y, "life") in ev


def test_out_of_lives_inserts_a_coin_and_lights_the_next_row():
    s = InsertCoin.arranged([[0, 4, 8]], top=[12, 13], lives=[1], coins=[2])
    ev = only_squares(s, 0)[0]
    events = s.apply(ev)
    assert s.lives == [3] and s.coins == [1] and E.CoinInserted(0, 1, "lives") in events
    assert not s.is_terminal()


def test_no_lives_and_no_coins_ends_the_game_after_the_card():
    s = InsertCoin.arranged([[0, 4, 8], [1, 5, 9]], top=[12, 13], lives=[1, 3], coins=[0, 3])
    ev = s.apply(only_squares(s, 0)[0])
    assert E.OutOfPlay(0) in ev and not s.is_terminal() and s.current_player() == 1
    ev = s.apply(next(a for a in s.legal_actions(1) if a.kind == "place"))
    assert s.is_terminal() and s.end_reason == END_OUT and s.enders == [0]
    assert s.current_player() == TERMINAL and s.legal_actions() == []
    assert isinstance(ev[-1], E.GameEnded) and ev[-1].reason == END_OUT


# ---------------------------------------------------------------------------------------------- abilities
def sheet(*keys):
    return [card(k, i) for i, k in enumerate(keys)]


def test_ultra_robot_gains_a_life_capped_at_three():
    s = InsertCoin.arranged(
        [sheet("ultra_robot", "space_ship", "demon_king"), sheet("power_cherry", "space_ship", "demon_king")],
        top=[12, 13],
        filled=[[leave("ultra_robot", 1), 0, 0], [0, 0, 0]],
        lives=[2, 3],
    )
    ev = complete_with_life(s, 0, 0)  # a Life spent (2 -> 1) then the Robot gives one back
    assert s.lives[0] == 2 and E.LifeGained(0, 2) in ev
    assert E.LevelCompleted(0, 0, "ultra_robot") in ev
    finish_card(s, [1])
    assert s.lives[1] == 2  # no Alien Invader: no attack
    domino = with_symbols("D2")
    t = InsertCoin.arranged(
        [sheet("ultra_robot", "space_ship", "demon_king")], top=[domino, 13], filled=[[leave("ultra_robot", 2), 0, 0]]
    )
    assert empties(t, 0, 0) == [(4, 6), (5, 6)]
    ev = t.apply(place(0, "D2", 0, 0, 4, 6))
    assert E.LevelCompleted(0, 0, "ultra_robot") in ev and not any(isinstance(e, E.LifeGained) for e in ev)
    assert t.lives[0] == 3  # capped at a full row


def test_ultra_robot_with_alien_invader_complete_attacks_and_the_shield_blocks():
    me = sheet("ultra_robot", "alien_invader", "demon_king")
    s = InsertCoin.arranged(
        [me, sheet("magic_shield", "space_ship", "power_cherry"), sheet("kabuki_love", "space_ship", "power_cherry")],
        top=[12, 13],
        filled=[[leave("ultra_robot", 1), full("alien_invader"), 0], [full("magic_shield"), 0, 0], [0, 0, 0]],
    )
    complete_with_life(s, 0, 0)
    assert s.attacks == [(0, "ultra_robot")]
    finish_card(s, [1, 2])  # both spend a Life on this card too
    assert s.lives == [3, 2, 1]  # seat 0: -1 +1; seat 1 shielded; seat 2: -1 spent -1 attack


def test_alien_invader_fills_three_or_six_with_the_robot_done():
    for robot_done, expected in ((False, 3), (True, 6)):
        first = full("ultra_robot") if robot_done else 0
        s = InsertCoin.arranged(
            [sheet("ultra_robot", "alien_invader", "white_skull")],
            top=[12, 13],
            filled=[[first, leave("alien_invader", 1), 0]],
        )
        ev = complete_with_life(s, 0, 1)
        assert E.AbilityUsed(0, "alien_invader", f"fill {expected} squares") in ev
        count = 0
        while s.tasks[0] and s.tasks[0][0][0] == "fill":
            acts = only_squares(s, 0, "fill")
            assert acts and s.legal_actions(0) == acts + [decline(0)]
            s.apply(next(a for a in acts if a.level == 2))
            count += 1
        assert count == expected and s.filled[0][2].bit_count() == expected


def test_power_cherry_fills_three_anywhere_and_chains_into_another_ability():
    s = InsertCoin.arranged(
        [sheet("power_cherry", "demon_king", "white_skull"), sheet("ultra_robot", "space_ship", "kabuki_love")],
        top=[12, 13],
        filled=[[leave("power_cherry", 1), leave("demon_king", 2), 0], [0, 0, 0]],
    )
    complete_with_life(s, 0, 0)
    assert s.tasks[0][0] == ("fill", 3, "power_cherry")
    for x, y in empties(s, 0, 1):  # two fills finish Demon King, whose attack is queued
        s.apply(fill(0, 1, x, y))
    assert s.attacks == [(0, "demon_king")] and s.tasks[0] == [("fill", 1, "power_cherry")]
    x, y = empties(s, 0, 2)[0]
    s.apply(fill(0, 2, x, y))
    assert s.tasks[0] == []
    finish_card(s, [1])
    assert s.lives[1] == 1  # spent one, Demon King took one


def test_demon_king_hits_every_opponent_unless_shielded_even_if_the_shield_is_done_on_the_same_card():
    s = InsertCoin.arranged(
        [
            sheet("demon_king", "space_ship", "power_cherry"),
            sheet("magic_shield", "space_ship", "power_cherry"),
            sheet("white_skull", "space_ship", "power_cherry"),
        ],
        top=[12, 13],
        filled=[[leave("demon_king", 1), 0, 0], [leave("magic_shield", 1), 0, 0], [0, 0, 0]],
    )
    complete_with_life(s, 0, 0)
    complete_with_life(s, 1, 0)  # shield finished on the same card
    (x, y) = empties(s, 2, 1)[0]
    ev = s.apply(spend_life(2, 1, x, y))
    assert E.Attack(0, "demon_king", (2,), (1,)) in ev
    assert s.lives == [2, 2, 1]


def test_white_skull_makes_opponents_skip_the_next_turn():
    s = InsertCoin.arranged(
        [
            sheet("white_skull", "space_ship", "power_cherry"),
            sheet("demon_king", "space_ship", "power_cherry"),
            sheet("magic_shield", "space_ship", "power_cherry"),
        ],
        top=[12, 13, 14],
        filled=[[leave("white_skull", 1), 0, 0], [0, 0, 0], [full("magic_shield"), 0, 0]],
    )
    complete_with_life(s, 0, 0)
    finish_card(s, [1, 2])
    assert s.card == 13 and s.active_seats() == [0, 2] and s.legal_actions(1) == []
    finish_card(s, [0, 2])
    assert s.card == 14 and s.active_seats() == [0, 1, 2]  # skipped one turn only
    assert s.stats["skipped"] == [0, 1, 0]


def test_when_everybody_skips_the_card_passes_unused():
    s = InsertCoin.arranged(
        [sheet("white_skull", "space_ship", "power_cherry"), sheet("white_skull", "space_ship", "power_cherry")],
        top=[0, 1, 2],
        filled=[[leave("white_skull", 1), 0, 0], [leave("white_skull", 1), 0, 0]],
    )
    complete_with_life(s, 0, 0)
    ev = complete_with_life(s, 1, 0)
    assert E.TurnSkipped(0) in ev and E.TurnSkipped(1) in ev and s.card == 2


def test_space_ship_allows_both_symbols_of_the_next_card():
    nxt = next(c.id for c in CARDS if c.left != c.right and c.left == "D2")
    s = InsertCoin.arranged(
        [sheet("space_ship", "white_skull", "demon_king")], top=[12, nxt], filled=[[leave("space_ship", 1), 0, 0]]
    )
    ev = complete_with_life(s, 0, 0)
    assert E.AbilityUsed(0, "space_ship", "both symbols of the next card") in ev and s.card == nxt
    assert s.tasks[0] == [("draw", 1)]
    first = next(a for a in s.legal_actions(0) if a.kind == "place" and a.piece == "D2")
    s.apply(first)
    other = CARDS[nxt].right
    assert s.tasks[0] == [("second", other)] and s.symbols_for(0) == (other,)
    assert pass_symbol(0) in s.legal_actions(0)
    assert {a.piece for a in s.legal_actions(0) if a.kind == "place"} == {other}
    s.apply(next(a for a in s.legal_actions(0) if a.kind == "place"))
    assert s.tasks[0] == [("draw", 0)] and s.card != nxt  # the next card: one symbol again


def test_space_ship_second_symbol_can_be_passed():
    nxt = next(c.id for c in CARDS if c.left == "D2" and c.right != "D2")
    s = InsertCoin.arranged(
        [sheet("space_ship", "white_skull", "demon_king")], top=[12, nxt, 13], filled=[[leave("space_ship", 1), 0, 0]]
    )
    complete_with_life(s, 0, 0)
    s.apply(next(a for a in s.legal_actions(0) if a.kind == "place"))
    ev = s.apply(pass_symbol(0))
    assert E.SymbolPassed(0, CARDS[nxt].right) in ev and s.card == 13


def test_kabuki_love_completes_a_ten_point_shape_with_ten_filled_squares():
    ship = shape("space_ship")
    ten = leave("space_ship", ship.size - 10)  # exactly 10 filled
    nine = leave("power_cherry", shape("power_cherry").size - 9)
    s = InsertCoin.arranged(
        [sheet("kabuki_love", "space_ship", "power_cherry")],
        top=[12, 13],
        filled=[[leave("kabuki_love", 1), ten, nine]],
    )
    complete_with_life(s, 0, 0)
    assert s.legal_actions(0) == [kabuki(0, 1), decline(0)]  # the cherry has only 9 filled squares
    ev = s.apply(kabuki(0, 1))
    assert s.is_complete(0, 1) and E.LevelCompleted(0, 1, "space_ship") in ev
    assert s.tasks[0] == [("draw", 1)]  # the Space Ship's own ability: both symbols next


def test_kabuki_love_waits_until_a_ten_point_shape_reaches_ten_squares():
    cherry = shape("power_cherry")
    nine = leave("power_cherry", cherry.size - 9)
    s = InsertCoin.arranged(
        [sheet("kabuki_love", "power_cherry", "demon_king")],
        top=[12, 13, 14],
        filled=[[leave("kabuki_love", 1), nine, 0]],
    )
    ev = complete_with_life(s, 0, 0)
    assert s.kabuki[0] and s.tasks[0] == [("draw", 0)] and s.card == 13
    x, y = empties(s, 0, 1)[0]
    s.apply(spend_life(0, 1, x, y))  # 10 filled now: Kabuki Love fires
    assert s.legal_actions(0) == [kabuki(0, 1), decline(0)] and not s.kabuki[0]
    s.apply(kabuki(0, 1))
    assert s.is_complete(0, 1) and s.tasks[0] == [("fill", 3, "power_cherry")]
    del ev


def test_magic_shield_blocks_white_skull():
    s = InsertCoin.arranged(
        [sheet("white_skull", "space_ship", "power_cherry"), sheet("magic_shield", "space_ship", "power_cherry")],
        top=[12, 13],
        filled=[[leave("white_skull", 1), 0, 0], [full("magic_shield"), 0, 0]],
    )
    complete_with_life(s, 0, 0)
    ev = s.apply(only_squares(s, 1)[0])
    assert E.Attack(0, "white_skull", (), (1,)) in ev and s.active_seats() == [0, 1]


# ---------------------------------------------------------------------------------------------- GAME OVER
def test_game_over_cards_demand_a_coin_unless_enough_levels_are_complete():
    s = InsertCoin.arranged(
        [sheet("demon_king", "space_ship", "power_cherry"), sheet("magic_shield", "space_ship", "power_cherry")],
        top=[12, GO1, 13, GO2, 14],
        filled=[[full("demon_king"), 0, 0], [0, 0, 0]],
    )
    finish_card(s, [0, 1])
    assert s.card == 13 and s.coins == [3, 2] and s.game_overs == 1
    x, y = empties(s, 0, 1)[0]
    s.apply(spend_life(0, 1, x, y))
    ev = s.apply(only_squares(s, 1)[0])
    assert E.GameOverFlipped(2, (0, 1), (), ()) in ev and s.coins == [2, 1] and s.card == 14


def test_game_over_without_a_coin_ends_the_game():
    s = InsertCoin.arranged(
        [sheet("demon_king", "space_ship", "power_cherry"), sheet("magic_shield", "space_ship", "power_cherry")],
        top=[12, GO1, 13],
        filled=[[full("demon_king"), 0, 0], [0, 0, 0]],
        coins=[0, 0],
    )
    finish_card(s, [0])
    ev = s.apply(only_squares(s, 1)[0])
    assert E.GameOverFlipped(1, (), (0,), (1,)) in ev
    assert s.is_terminal() and s.end_reason == END_GAME_OVER and s.enders == [1]


# ---------------------------------------------------------------------------------------------- the end
def test_completing_all_three_levels_ends_the_game_after_the_card():
    s = InsertCoin.arranged(
        [sheet("demon_king", "space_ship", "power_cherry"), sheet("magic_shield", "space_ship", "power_cherry")],
        top=[12, 13],
        filled=[[full("demon_king"), full("space_ship"), leave("power_cherry", 1)], [0, 0, 0]],
    )
    complete_with_life(s, 0, 2)
    assert not s.is_terminal() and s.active_seats() == [1]  # the other player still draws
    s.apply(only_squares(s, 1)[0])
    assert s.is_terminal() and s.end_reason == END_ALL_LEVELS and s.enders == [0]


def test_no_more_cards_ends_the_game():
    s = InsertCoin.arranged([sheet("demon_king", "space_ship", "power_cherry")], top=[12], rest=False)
    finish_card(s, [0])
    assert s.is_terminal() and s.end_reason == END_DECK and s.enders == []


def test_rulebook_example_scores_41_points():
    # Level 1: a 20-point shape with 14 empty squares; Level 2: the 30-point White Skull complete;
    # Level 3: a 20-point shape with 23 empty squares; 1 unused coin; 2 spare lives.
    s = InsertCoin.arranged(
        [sheet("demon_king", "white_skull", "alien_invader")],
        top=[12, 13],
        filled=[[leave("demon_king", 14), full("white_skull"), leave("alien_invader", 23)]],
        lives=[2],
        coins=[1],
    )
    assert s.score_breakdown(0) == {"levels": [6, 30, 0], "coins": 3, "lives": 2, "total": 41}
    assert s.scores() == [41]


def test_a_level_never_scores_below_zero_and_ties_go_to_more_completed_levels():
    s = InsertCoin.arranged(
        [sheet("demon_king", "space_ship", "power_cherry"), sheet("magic_shield", "space_ship", "power_cherry")],
        top=[12, 13],
    )
    assert s.score_breakdown(0)["levels"] == [0, 0, 0] and s.scores() == [12, 12] and s.winners() == [0, 1]
    # 10 + 3 coins x 3 + 2 lives = 21 against 9 + 9 + 3 = 21: the completed Space Ship breaks the tie.
    t = InsertCoin.arranged(
        [sheet("demon_king", "space_ship", "power_cherry"), sheet("magic_shield", "space_ship", "power_cherry")],
        top=[12, 13],
        filled=[[0, full("space_ship"), 0], [0, leave("space_ship", 1), 0]],
        lives=[2, 3],
        coins=[3, 3],
    )
    assert t.scores() == [21, 21] and t.winners() == [0]


# ---------------------------------------------------------------------------------------------- data
def test_round_trip_views_and_sample_hidden_keep_the_piles():
    s = new_state(9, 3)
    for seat in range(3):
        s.apply(keep(seat, s.hands[seat][:3]))
    for _ in range(5):
        s.apply(s.legal_actions()[0])
    data = json.loads(json.dumps(s.to_data()))
    assert InsertCoin.from_data(data).to_data() == s.to_data()
    rng = random.Random(1)
    for _ in range(20):
        other = s.sample_hidden(1, rng)
        assert other.view(1).to_data() == s.view(1).to_data()
        assert sorted(other.deck) == sorted(s.deck)
        upper = other.deck[len(other.deck) - other.pile1_left :]
        assert (GO1 in upper) == (s.game_overs == 0) and GO2 in other.deck[: len(other.deck) - other.pile1_left]
    assert "deck" not in s.view(0).to_data() and "rng" not in s.view(0).to_data()
    planned = s.view(2).determinised(random.Random(3))
    assert planned.view(2).to_data() == s.view(2).to_data() and planned is not s


def test_every_view_says_how_many_cards_are_left_in_the_deck_and_a_kept_game_still_does():
    """The deck's size is on the table (its order is not): every seat's view and the public view hold it,
    as the game counts it, through keeping, play and a kept game read back."""
    s = new_state(4, 2)
    counts = set()
    for moment in range(40):
        if s.is_terminal():
            break
        if moment == 0:
            for seat in range(2):
                s.apply(keep(seat, s.hands[seat][:3]))
        else:
            s.apply(s.legal_actions()[0])
        for shown in (s.public_view(), s.view(0), s.view(1)):
            assert shown.deck_left == len(s.deck)
        back = InsertCoin.from_data(json.loads(json.dumps(s.to_data())))
        assert back.public_view().deck_left == len(s.deck) == s.view(0).to_data()["deck_count"]
        counts.add(len(s.deck))
    assert len(counts) > 3, "cards were flipped: the count went down"


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(seats=9),
        lambda d: d.update(filled="x"),
        lambda d: d.update(deck=[1, 1]),
        lambda d: d.update(tasks=[[["warp"]]] * 2),
        lambda d: d.pop("lives"),
        lambda d: d.update(rng=[1]),
        lambda d: d.update(phase="later"),
        lambda d: d["filled"][0].__setitem__(0, 1 << 63),
        lambda d: d.update(version=99),
        lambda d: d.update(attacks=[[0, "tickle"]]),
        lambda d: d["levels"].__setitem__(0, [1, 2]),
        lambda d: d.update(lives=[1.5, 3]),
    ],
)
def test_damaged_data_is_refused_with_value_error(damage):
    s = InsertCoin.arranged(
        [sheet("demon_king", "space_ship", "power_cherry"), sheet("magic_shield", "space_ship", "power_cherry")],
        top=[12, 13],
    )
    data = json.loads(json.dumps(s.to_data()))
    damage(data)
    with pytest.raises(ValueError):
        InsertCoin.from_data(data)


def test_all_eight_shapes_are_dealt():
    assert {c.shape.key for c in CARDS} == set(SHAPE_KEYS)


def test_space_ship_bonus_waits_through_a_skipped_turn_and_a_life_spent_uses_the_whole_card():
    s = InsertCoin.arranged(
        [sheet("space_ship", "demon_king", "power_cherry"), sheet("white_skull", "demon_king", "power_cherry")],
        top=[12, 13, 14, 15],
        filled=[[leave("space_ship", 1), 0, 0], [leave("white_skull", 1), 0, 0]],
    )
    complete_with_life(s, 0, 0)  # Space Ship for seat 0 ...
    complete_with_life(s, 1, 0)  # ... while seat 1's White Skull makes it skip card 13
    assert s.card == 13 and s.active_seats() == [1] and s.bonus[0]
    finish_card(s, [1])
    assert s.card == 14 and s.tasks[0] == [("draw", 1)] and not s.bonus[0]
    finish_card(s, [0, 1])  # a Life instead of the symbols: no second symbol
    assert s.card == 15 and s.tasks[0] == [("draw", 0)]


def test_kabuki_love_finished_by_an_ability_fill_is_offered_before_the_other_fills():
    cherry = shape("power_cherry")
    ten = leave("power_cherry", cherry.size - 10)
    s = InsertCoin.arranged(
        [sheet("power_cherry", "kabuki_love", "alien_invader")],
        top=[12, 13],
        filled=[[ten, leave("kabuki_love", 1), leave("alien_invader", 1)]],
    )
    # Finishing Alien Invader queues 3 fills; the first finishes Kabuki Love, whose choice comes next.
    x, y = empties(s, 0, 2)[0]
    s.apply(spend_life(0, 2, x, y))
    assert s.tasks[0] == [("fill", 3, "alien_invader")]
    x, y = empties(s, 0, 1)[0]
    s.apply(fill(0, 1, x, y))  # Kabuki Love done: the cherry (10 filled) qualifies
    assert s.tasks[0] == [("kabuki",), ("fill", 2, "alien_invader")]
    assert s.legal_actions(0) == [kabuki(0, 0), decline(0)]
    s.apply(kabuki(0, 0))
    assert s.is_complete(0, 0) and s.tasks[0] == []  # all three Levels done: nothing left to fill
    assert s.is_terminal() and s.end_reason == END_ALL_LEVELS
    del cherry


def test_game_over_as_the_first_card_is_settled_before_the_first_flip():
    s = InsertCoin.arranged([sheet("demon_king", "space_ship", "power_cherry")], top=[GO1, 12])
    assert s.coins == [2] and s.game_overs == 1 and s.card == 12
    assert any(isinstance(e, E.GameOverFlipped) for e in s.setup_events)


# ---------------------------------------------------------------------------------------------- issue 21
def test_ultra_robot_finished_with_the_last_life_gives_it_back_before_the_game_over_check():
    # The last Life, no Coin: the square it buys completes the Robot, whose Life comes first.
    s = InsertCoin.arranged(
        [sheet("ultra_robot", "space_ship", "demon_king"), sheet("power_cherry", "space_ship", "demon_king")],
        top=[12, 13, 14],
        filled=[[leave("ultra_robot", 1), 0, 0], [0, 0, 0]],
        lives=[1, 3],
        coins=[0, 3],
    )
    ev = complete_with_life(s, 0, 0)
    assert not s.out[0] and s.lives[0] == 1 and s.coins[0] == 0
    assert E.LifeGained(0, 1) in ev and not any(isinstance(e, E.OutOfPlay) for e in ev)
    finish_card(s, [1])
    assert not s.is_terminal() and s.card == 13
    # With a Coin left the same order holds: the Robot's Life refills the row, no Coin is spent.
    t = InsertCoin.arranged(
        [sheet("ultra_robot", "space_ship", "demon_king")],
        top=[12, 13],
        filled=[[leave("ultra_robot", 1), 0, 0]],
        lives=[1],
        coins=[2],
    )
    ev = complete_with_life(t, 0, 0)
    assert t.lives == [1] and t.coins == [2] and not any(isinstance(e, E.CoinInserted) for e in ev)
    # A spent last Life that completes nothing still costs the Coin (or ends the game) as before.
    u = InsertCoin.arranged(
        [sheet("ultra_robot", "space_ship", "demon_king")],
        top=[12, 13],
        filled=[[leave("ultra_robot", 2), 0, 0]],
        lives=[1],
        coins=[1],
    )
    ev = complete_with_life_of_two(u)
    assert u.lives == [3] and u.coins == [0] and E.CoinInserted(0, 0, "lives") in ev


def complete_with_life_of_two(state):
    x, y = empties(state, 0, 0)[0]
    return state.apply(spend_life(0, 0, x, y))


def test_power_cherry_fills_may_be_declined_so_they_never_force_the_last_level():
    # Demon King is done, White Skull two squares short: the cherry's 3 fills would have to finish it.
    s = InsertCoin.arranged(
        [sheet("power_cherry", "demon_king", "white_skull"), sheet("space_ship", "kabuki_love", "magic_shield")],
        top=[12, 13],
        filled=[[leave("power_cherry", 1), full("demon_king"), leave("white_skull", 2)], [0, 0, 0]],
    )
    complete_with_life(s, 0, 0)
    assert s.tasks[0] == [("fill", 3, "power_cherry")] and decline(0) in s.legal_actions(0)
    x, y = empties(s, 0, 2)[0]
    s.apply(fill(0, 2, x, y))  # one fill used, then the rest declined
    ev = s.apply(decline(0))
    assert E.AbilityDeclined(0, "power_cherry") in ev and s.tasks[0] == []
    assert not s.is_complete(0, 2) and s.filled[0][2].bit_count() == shape("white_skull").size - 1
    finish_card(s, [1])
    assert not s.is_terminal() and s.card == 13
    with pytest.raises(IllegalAction):
        s.apply(decline(0))  # nothing to decline on a plain draw


def test_kabuki_love_may_be_declined_and_is_then_used_up():
    ship = shape("space_ship")
    s = InsertCoin.arranged(
        [sheet("kabuki_love", "space_ship", "power_cherry")],
        top=[12, 13, 14],
        filled=[
            [
                leave("kabuki_love", 1),
                leave("space_ship", ship.size - 10),
                leave("power_cherry", shape("power_cherry").size - 9),
            ]
        ],
    )
    complete_with_life(s, 0, 0)
    assert s.legal_actions(0) == [kabuki(0, 1), decline(0)]
    ev = s.apply(decline(0))
    assert E.AbilityDeclined(0, "kabuki_love") in ev and not s.is_complete(0, 1) and not s.kabuki[0]
    x, y = empties(s, 0, 2)[0]
    s.apply(spend_life(0, 2, x, y))  # the cherry reaches 10 filled: no second offer
    assert s.card == 14 and s.tasks[0] == [("draw", 0)]


def knock_out_table(attacker_ahead: bool):
    """Seat 0 finishes Demon King on card 12 while seat 1 is on its last Life with no Coin."""
    rival = [full("white_skull"), full("ultra_robot"), 0] if not attacker_ahead else [0, 0, 0]
    return InsertCoin.arranged(
        [sheet("demon_king", "space_ship", "power_cherry"), sheet("white_skull", "ultra_robot", "alien_invader")],
        top=[12, 13],
        filled=[[leave("demon_king", 1), 0, 0], rival],
        lives=[3, 1],
        coins=[3, 0],
    )


def test_an_attack_that_would_end_the_game_is_asked_of_its_owner_when_it_lands():
    s = knock_out_table(attacker_ahead=False)
    complete_with_life(s, 0, 0)
    s.apply(next(a for a in s.legal_actions(1) if a.kind == "place"))
    assert s.card == 12 and s.current_player() == 0 and s.tasks == [[("attack", "demon_king")], []]
    assert s.legal_actions() == [use_attack(0), decline(0)] and s.lives[1] == 1
    t = InsertCoin.from_data(json.loads(json.dumps(s.to_data())))
    ev = s.apply(decline(0))
    assert E.AbilityDeclined(0, "demon_king") in ev and s.lives[1] == 1 and s.card == 13
    ev = t.apply(use_attack(0))  # the saved copy: the attack lands, seat 1 is out
    assert E.Attack(0, "demon_king", (1,), ()) in ev and t.is_terminal() and t.end_reason == END_OUT
    # With a Coin left the Life is lost without asking (nothing ends).
    u = knock_out_table(attacker_ahead=False)
    u.coins[1] = 1
    complete_with_life(u, 0, 0)
    u.apply(next(a for a in u.legal_actions(1) if a.kind == "place"))
    assert u.card == 13 and u.coins[1] == 0 and u.lives[1] == 3


def test_a_view_hides_the_others_chosen_levels_until_everyone_has_chosen():
    s = InsertCoin(3, 4)
    mine = keep(0, s.hands[0][:3])
    s.apply(keep(1, s.hands[1][2:]))
    s.apply(mine)
    for seat, own in ((0, list(mine.cards)), (2, [])):
        view = s.view(seat)
        assert view.levels == [own, [], []] and view.to_data()["levels"] == [own, [], []]
        assert view.kept == [True, True, False]
    other = s.sample_hidden(2, random.Random(1))  # what seat 2 cannot see is redrawn
    assert other.view(2).to_data() == s.view(2).to_data()
    assert all(len(lv) == 3 and set(lv) <= set(s.hands[q]) for q, lv in enumerate(other.levels[:2]))
    s.apply(keep(2, s.hands[2][:3]))
    assert s.view(2).levels == s.levels and all(len(lv) == 3 for lv in s.levels)


def test_a_view_gives_every_fact_of_the_table_protocol_the_bots_are_typed_against():
    # every name the bots and the hints rely on (Table, SeatView) must answer on a view, with the state's
    # value, from the view's own copies
    s = InsertCoin.arranged([[0, 4, 8], [1, 5, 9]], top=[12, 13])
    view = s.view(1)
    members = {n for proto in (Table, SeatView) for n in vars(proto) if not n.startswith("_")}
    assert {"n", "tasks", "shape_of", "placement_mask", "seat", "legal_actions"} <= members
    for name in sorted(members - {"seat", "legal_actions", "levels"}):
        mine, real = getattr(view, name), getattr(s, name)
        if callable(real):  # the shared query (view.Tables) on the view's copies, or the view's own answer
            assert mine.__self__ is view, name
            if mine.__func__ is not real.__func__:
                assert mine() == real(), name
        else:
            assert mine == real, name
    assert view.seat == 1 and view.legal_actions() == s.legal_actions(1) and view.levels == s.levels


def test_a_view_cannot_reach_another_seats_secret_levels_or_the_deck_order():
    """A seat's view is a copy without the hidden part: during the keep phase another seat's secret Levels
    are not in it at all (nothing to read through ``shape_of``), and the deck is only its cards sorted."""
    import pickle

    from arcade.games.insertcoin.rules import KEEP_PHASE, InsertCoin, keep

    views = []
    for choice in (0, 1):
        state = InsertCoin(2, seed=3)
        assert state.phase == KEEP_PHASE
        options = sorted({a.cards for a in state.legal_actions(0)})
        state.apply(keep(0, options[choice * (len(options) - 1)]))  # seat 0 keeps a secret choice
        view = state.view(1)
        assert view.levels[0] == [] and view.kept[0]
        with pytest.raises(IndexError):
            view.shape_of(0, 0)
        assert view.unseen_cards() == sorted(view.unseen_cards())
        views.append((view.to_data(), pickle.dumps(view)))
    assert views[0] == views[1]


def test_every_phase_task_and_action_kind_has_its_handler():
    from arcade.games.insertcoin import phases, play
    from arcade.games.insertcoin.actions import FIELDS_OF_KIND
    from arcade.games.insertcoin.constants import PHASES

    assert set(phases.HANDLERS) == set(PHASES)
    assert set(play.LEGAL) == {"draw", "second", "fill", "kabuki", "attack"}
    assert set(play.EFFECTS) == set(play.REJECT) == set(FIELDS_OF_KIND) - {"keep"}
    s = InsertCoin.arranged([[card("ultra_robot"), card("demon_king"), card("magic_shield")]], top=[0])
    assert s.legal_actions(0) and s._reject(keep(0, [0, 1, 2])) == "unknown action kind 'keep'"
    over = InsertCoin.arranged([[card("ultra_robot"), card("demon_king"), card("magic_shield")]], rest=False)
    assert over.is_terminal() and over.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="the game is over"):
        over.apply(decline(0))


def test_a_views_determinised_game_is_the_states_own_sample_from_the_same_generator():
    # built from the view alone (the deck as its sorted cards, the others' secret Levels absent), it is
    # exactly the game sample_hidden draws from the state itself with the same generator
    for seed in range(4):
        s = new_state(seed, 3)
        s.apply(keep(0, s.hands[0][:3]))  # seat 0 has chosen in secret; seat 1 sees only that it has
        for seat in (1, 0):
            got = s.view(seat).determinised(random.Random(seed))
            assert got.to_data() == s.sample_hidden(seat, random.Random(seed)).to_data()
        for q in (1, 2):
            s.apply(keep(q, s.hands[q][:3]))
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 30)):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        got = s.view(2).determinised(random.Random(seed))
        assert got.to_data() == s.sample_hidden(2, random.Random(seed)).to_data()

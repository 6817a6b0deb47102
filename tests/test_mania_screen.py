"""Issue 21 #3, the screen: the choice box beside the duel box, duellists marked by initials and role
words, pawns clear of the space labels. Geometry is read from the painters' own layout functions."""

import pygame
from test_mania_scene import SLIDES, Dice, run_until, start

from arcade.core.render import palette
from arcade.games.mania import art, boardart, boxes
from arcade.games.mania.board import load_board
from arcade.games.mania.rules import Mania
from arcade.games.mania.table import BOARD_AREA


def test_pawns_stand_clear_of_every_space_label():
    board = load_board()
    fit = boardart.Fit.into(board, BOARD_AREA)
    pygame.font.init()
    for space in board.spaces:
        words = boardart.space_label_rect(space, fit.rect(space.rect))
        for slot in range(4):
            x, y = boardart.pawn_spot(board, fit, space.index, slot)
            pawn = pygame.Rect(x - boardart.PAWN_R, y - boardart.PAWN_R, 2 * boardart.PAWN_R, 2 * boardart.PAWN_R)
            assert not pawn.colliderect(words), f"pawn {slot} hides the words of space {space.index}"
    spots = {boardart.pawn_spot(board, fit, 5, slot) for slot in range(4)}
    assert len(spots) == 4, "four pawns on one space stand apart"


def _after_skill_scene(render=True):
    # Ann lands on Run Amuk (Dee's) and duels Dee; Bob (CPU) bets and plays Add 4; Ann decides her cards.
    st = Mania.arranged(
        SLIDES, mover=0, pos=[0, 4, 9, 12], hands=[["skill_up", "one_hand"], ["add4"], [], []], rng=Dice(1, 2, 2, 2)
    )
    h, scene = start(st, "keys_a", "cpu", "cpu", "cpu", render=render)
    run_until(h, lambda: scene.roll_prompt() == 0, 5000)
    h.tap("keys_a", "confirm")  # Ann rolls
    run_until(h, lambda: st.window == "after_skill" and st.current_player() == 0 and not scene.busy(), 30_000)
    return h, scene, st


def test_the_choice_box_leaves_the_duel_box_in_sight():
    h, scene, st = _after_skill_scene()
    assert scene.person_to_choose() == 0 and st.duel.bonus and st.duel.skill
    ui = dict(st.board.ui)
    duel_box = scene.fit.rect(ui["duel"])
    choice = boxes.choice_rect(st)
    assert not choice.colliderect(duel_box)
    for name in ("red_deck", "blue_decks", "bank", "discard"):
        assert not duel_box.colliderect(scene.fit.rect(ui[name])), f"the duel box covers the {name}"
    assert BOARD_AREA.contains(choice)
    # Drawn: the duel box's frame is on screen, not under the choice box.
    assert h.pixel(duel_box.x + 1, duel_box.centery) == palette.NEON_PINK


def test_the_duel_box_names_roles_in_words_and_marks_pawns_by_seat(monkeypatch):
    """The duellists' pawns are their seats' pawns (Ann's and Dee's shapes, issue 25), with the names and
    role words beside them."""
    h, scene, st = _after_skill_scene(render=False)
    pawns, words = [], []
    monkeypatch.setattr(art, "draw_seat_pawn", lambda surface, centre, seat, *a, **kw: pawns.append(seat))
    real_blit = boxes.text.blit
    monkeypatch.setattr(
        boxes.text, "blit", lambda surface, s, pos, **kw: words.append(s) or real_blit(surface, s, pos, **kw)
    )
    surface = pygame.Surface((1280, 720))
    boxes.draw_duel_box(surface, scene.frame(), st.duel, scene.fit.rect(dict(st.board.ui)["duel"]))
    assert pawns == [0, 3], "Ann's and Dee's own pawns, not role letters"
    assert "CHALLENGER" in words and "DEFENDER" in words and "+4" in words
    assert "C" not in words and "D" not in words

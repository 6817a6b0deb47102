"""Issue 27, undo for a person's moves: Vegas solo (and co-op) and Insert Coin solo, driven through the scene
with scripted input. Undo then the same move again gives the same state; undo never crosses a card the
player has seen (refused, the state unchanged, and what the view shows after an undo holds no card they had
not seen); the replay of a game with undos keeps them and verifies; undo is not offered against anyone."""

from __future__ import annotations

import os
import sys
from dataclasses import replace

sys.path.insert(0, os.path.dirname(__file__))

from test_insertcoin_scene import CHERRY, DEMON, SKULL, spot, walk_to
from test_insertcoin_scene import config as ic_config
from test_insertcoin_scene import start as ic_start
from test_vegas_scene import cpu, human, play_by_hint
from test_vegas_scene import start as vegas_start
from vegas_rig import BA, CH, LE, OR, PL, SE, rig

from arcade.core import playback as pb
from arcade.core import replays as rp
from arcade.games import registry, replaying
from arcade.games.insertcoin.actions import keep
from arcade.games.insertcoin.controls import tools_for
from arcade.games.insertcoin.pieces import cells_of
from arcade.games.insertcoin.rules import InsertCoin
from arcade.games.undoing import NOTHING, UndoStack
from arcade.games.vegas.hidden import hidden_slots


def verified(scene):
    """The scene's replay so far, written and read back: it verifies, and its steps. These games are
    arranged by hand, not dealt from a seed, so their start is not compared with a deal (that check:
    tests/test_replay_forgery.py)."""
    replay = rp.Replay.from_data(scene.replay_now().to_data())
    info = registry.get(scene.game_id)
    codec = replaying.codec_for(info)
    codec.deal = None
    verdict = pb.verify(replay, replaying.engine_for(info), codec)
    assert verdict.ok, verdict.problem
    return replay.steps


# ---------------------------------------------------------------------------------------------- Vegas
def vegas_visible(st, seat=0):
    """The card ids this seat can see now."""
    hidden = {lst[i] for lst, i in hidden_slots(st, seat)}
    return set(range(len(st.sym))) - hidden


def vegas_endgame(**opts):
    """A solo game whose draw pile is empty: every play shows nothing new (no draw, no refill), and the
    stack under the top-left holds a lemon no one has seen."""
    grid = [[LE, CH], PL, CH, PL, BA, SE, LE, OR, PL]
    st = rig(1, {"mode": "solo", **opts}, grid=grid, hands=[[CH, BA, SE]], draw=[], exact=True)
    return vegas_start([human()], {"mode": "solo", **opts}, state=st)


def vegas_play(h, scene, act):
    """Play ``act`` with the keys: its hand card, then its space."""
    scene.ui = replace(scene.ui, hand=act.slot)
    h.tap("keys_a", "confirm")
    scene.ui = replace(scene.ui, cell=act.a)
    h.tap("keys_a", "confirm")
    if scene.held is not None:  # a play that would draw or turn a card up waits for "end turn"
        h.tap("keys_a", "confirm")
    assert scene.state.last_played[:3] == [act.a, scene.state.last_played[1], 0]
    h.advance(4000)  # the cascade plays out (input waits for it)


def quiet_plays(st):
    """Plays that make no prize (so nothing is uncovered)."""
    before = st.to_data()
    out = []
    for a in st.legal_actions(0):
        if a.kind != "play":
            continue
        trial = st.clone()
        trial.apply(a)
        if not trial.prizes[0]:
            out.append(a)
    assert st.to_data() == before
    return out


def test_vegas_solo_undo_then_the_same_moves_again_give_the_same_state():
    h, scene = vegas_endgame()
    seen = vegas_visible(scene.state)
    start = scene.state.to_data()
    first = quiet_plays(scene.state)[0]
    vegas_play(h, scene, first)
    after_one = scene.state.to_data()
    seen |= vegas_visible(scene.state)
    second = quiet_plays(scene.state)[0]
    vegas_play(h, scene, second)
    after_two = scene.state.to_data()
    assert scene.can_undo(0)

    h.tap("keys_a", "undo")
    assert scene.state.to_data() == after_one
    assert scene.cue[0].startswith("Undone: ") and scene.timeline.log[-1].text.startswith("Undone: ")
    assert vegas_visible(scene.state) <= seen, "the view after an undo shows only cards seen before"
    h.tap("keys_a", "undo")
    assert scene.state.to_data() == start
    assert not scene.can_undo(0)
    h.tap("keys_a", "undo")
    assert scene.cue[0] == NOTHING and scene.state.to_data() == start, "nothing before the start"

    vegas_play(h, scene, first)
    assert scene.state.to_data() == after_one, "the same move again: the same state"
    vegas_play(h, scene, second)
    assert scene.state.to_data() == after_two
    steps = verified(scene)
    assert [s[2] for s in steps if s[0] == "u"] == [1, 0]
    assert len(rp.standing(steps)) == 2


def test_vegas_undo_across_a_draw_is_refused_and_changes_nothing():
    h, scene = vegas_start([human()], {"mode": "solo"}, seed=7)
    before_draw = len(scene.state.draw)
    play_by_hint(h, scene)  # a build move: its player draws back up to three
    h.advance(4000)
    assert len(scene.state.draw) < before_draw
    assert not scene.can_undo(0)
    held = scene.state.to_data()
    h.tap("keys_a", "undo")
    assert scene.state.to_data() == held, "refused: the state is unchanged"
    assert scene.cue[0] == "Cannot undo past a card you drew or turned up"
    assert not any(s[0] == "u" for s in verified(scene))


def test_vegas_a_prize_that_uncovers_a_card_is_a_barrier():
    h, scene = vegas_endgame()
    seen = vegas_visible(scene.state)
    prize = next(a for a in scene.state.legal_actions(0) if a.kind == "play" and a.slot == 0 and a.a == 1)
    vegas_play(h, scene, prize)  # cherries across the top row: the lemon under the top-left turns up
    assert scene.state.prizes[0] and not vegas_visible(scene.state) <= seen
    held = scene.state.to_data()
    h.tap("keys_a", "undo")
    assert scene.state.to_data() == held
    assert scene.cue[0] == "Cannot undo past a card uncovered under a stack"


def test_vegas_timer_keeps_the_time_spent_through_an_undo():
    h, scene = vegas_endgame(variations="U")
    stacks, hand = [list(x) for x in scene.state.stacks], list(scene.state.hands[0])
    first = quiet_plays(scene.state)[0]
    vegas_play(h, scene, first)
    h.advance(2500)
    spent = scene.state.elapsed_ms
    assert spent >= 6000
    h.tap("keys_a", "undo")
    assert scene.state.stacks == stacks and scene.state.hands[0] == hand, "the card is back in the hand"
    assert scene.state.elapsed_ms == spent, "the clock is not undone"
    steps = verified(scene)
    assert steps[-1][0] == "a" and steps[-1][2][0] == "tick" and any(s[0] == "u" for s in steps)


def test_vegas_undo_is_not_offered_against_anyone():
    h, scene = vegas_start([human(), human("Bob", "keys_b")], {"mode": "competitive"})
    assert scene.undos is None and not scene.can_undo(0)
    h, scene = vegas_start([human(), cpu()], {"mode": "competitive"})
    assert scene.undos is None
    held = scene.state.to_data()
    h.tap("keys_a", "undo")
    assert scene.state.to_data() == held and scene.cue[0] == "Undo is for solo and co-op games"
    h, scene = vegas_start([human(), human("Bob", "keys_b")], {"mode": "coop"})
    assert scene.undos is not None, "co-op: everyone on one side"


def test_a_teammates_move_is_a_barrier():
    class S:
        def clone(self):
            return self

    stack = UndoStack(lambda before, after, seat: None)
    stack.before(S(), 0, 0, mine=True)
    stack.after(S(), "Ann")
    assert stack.can_undo(0) and not stack.can_undo(1)
    stack.before(S(), 1, 1, mine=True)
    stack.after(S(), "Bob")
    assert stack.can_undo(1) and len(stack.snaps) == 1, "Bob may take back his own move, not Ann's"
    stack.before(S(), 2, 2, mine=False)
    stack.after(S(), "Blinky")
    assert not stack.can_undo(1) and stack.refusal() == "Cannot undo past Blinky's move"


# ---------------------------------------------------------------------------------------------- Insert Coin
def cherry_solo():
    """Solo: Power Cherry full but for one O4-shaped hole; the card on top is Power Cherry O4/L4."""
    levels = [[CHERRY, SKULL, DEMON]]
    state = InsertCoin.arranged(levels, top=[27], seed=3)
    hole = spot(state, 0, "O4", 0)
    mask = state.placement_mask(0, "O4", 0, 0, hole.x, hole.y)
    filled = [[state.shape_of(0, 0).mask & ~mask, 0, 0]]
    return InsertCoin.arranged(levels, top=[27, 1, 2], seed=3, filled=filled), hole


def fill_by_keys(h, scene, level):
    x, y = cells_of(scene.state.empty_mask(0, level))[0]
    walk_to(h, scene, 0, "keys_a", level, x, y)
    h.taps("keys_a", "confirm", "confirm")


def test_insert_coin_solo_undo_then_the_same_decisions_again_give_the_same_state():
    state, hole = cherry_solo()
    h, scene = ic_start(ic_config("keys_a"), state)
    assert scene.undos is not None
    start = scene.state.to_data()
    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.taps("keys_a", "confirm", "confirm")  # completes Power Cherry: three fills are owed on this card
    assert scene.state.is_complete(0, 0) and scene.can_undo(0)
    after_place = scene.state.to_data()
    fill_by_keys(h, scene, 1)
    after_fill = scene.state.to_data()
    assert scene.state.flips == InsertCoin.from_data(start).flips, "still the same card"

    h.tap("keys_a", "undo")
    assert scene.state.to_data() == after_place
    assert scene.timeline.log[-1].text.startswith("Undone: ")
    h.tap("keys_a", "undo")
    assert scene.state.to_data() == start and not scene.state.is_complete(0, 0)
    assert tools_for(scene.state, 0)[0] == scene.ui.cursor(0).tool_name(scene.state, 0), "the cursor starts again"

    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.taps("keys_a", "confirm", "confirm")
    assert scene.state.to_data() == after_place, "the same decision again: the same state"
    fill_by_keys(h, scene, 1)
    assert scene.state.to_data() == after_fill
    steps = verified(scene)
    assert [s[2] for s in steps if s[0] == "u"] == [1, 0]


def test_insert_coin_undo_never_takes_back_a_flipped_card():
    state, hole = cherry_solo()
    flips = state.flips
    h, scene = ic_start(ic_config("keys_a"), state)
    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.taps("keys_a", "confirm", "confirm")
    for _ in range(3):
        fill_by_keys(h, scene, 1)
    assert scene.state.flips == flips + 1, "the last fill finished the card: the next one is up"
    held = scene.state.to_data()
    h.tap("keys_a", "undo")
    assert scene.state.to_data() == held, "refused: the state is unchanged"
    assert scene.cue[0] == "Cannot undo past a card you have seen"
    assert not scene.can_undo(0)


def test_insert_coin_keep_is_a_barrier():
    h, scene = ic_start(ic_config("keys_a", seed=4))
    dealt = scene.state.hands[0]
    scene.act(keep(0, dealt[:3]))
    held = scene.state.to_data()
    h.tap("keys_a", "undo")
    assert scene.state.to_data() == held and scene.cue[0] == "Cannot undo past the shuffle"


def test_insert_coin_undo_is_not_offered_against_anyone():
    state, _hole = cherry_solo()
    two = InsertCoin.arranged([[CHERRY, SKULL, DEMON], [CHERRY, SKULL, DEMON]], top=[27], seed=3)
    for cfg in (ic_config("keys_a", "keys_b"), ic_config("keys_a", "Greedy")):
        h, scene = ic_start(cfg, two.clone())
        assert scene.undos is None
        act = spot(scene.state, 0, "O4", 0)
        scene.act(act)
        held = scene.state.to_data()
        h.tap("keys_a", "undo")
        assert scene.state.to_data() == held and not scene.can_undo(0)

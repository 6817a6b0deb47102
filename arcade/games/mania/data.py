"""A game as plain data and back: :func:`state_to_data` builds JSON-safe data (nothing in it is the state's
own list); :func:`state_from_data` reads it back, refusing damaged data with ValueError saying what is
wrong, so a state it returns can be drawn and played."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.rules import check_data_version, rng_from_data, rng_to_data
from arcade.games.mania.board import Board
from arcade.games.mania.chips import ChipStacks
from arcade.games.mania.duel_state import Duel
from arcade.games.mania.phases import BETTING, CHALLENGE, DRAW, DUEL, DUEL_WINDOWS, PHASES, WINDOW, WINDOWS
from arcade.games.mania.validate import check_state, history_row

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania


def state_to_data(s: Mania) -> dict[str, Any]:
    return {
        "game": s.GAME_ID,
        "version": s.DATA_VERSION,
        "players": s.n,
        "rng": rng_to_data(s.rng),
        "phase": s.phase,
        "choose_order": list(s.choose_order),
        "choose_at": s.choose_at,
        "slide_of": list(s.slide_of),
        "pos": list(s.pos),
        "chips": s.chips.to_data(),
        "hands": [list(h) for h in s.hands],
        "deck": list(s.deck),
        "discard": list(s.discard),
        "mover": s.mover,
        "turn": s.turn,
        "played": list(s.played),
        "lose_flag": s.lose_flag,
        "extra_flag": s.extra_flag,
        "window": s.window,
        "pending": list(s.pending),
        "draws_left": s.draws_left,
        "last_roll": s.last_roll,
        "duel": None if s.duel is None else s.duel.to_data(),
        "history": [list(h) for h in s.history],
        "finisher": s.finisher,
        "stats": dict(s.stats),
    }


def state_from_data(cls: type[Mania], data: dict[str, Any], board: Board | None) -> Mania:
    check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
    try:
        s = cls(int(data["players"]), 0, board, _blank=True)
        _fill(s, data)
        _check_phase(s)
        check_state(s)
        s.check_cards()
        _check_playable(s)
    except (KeyError, TypeError, IndexError, AttributeError, AssertionError) as exc:
        raise ValueError(f"mania: saved state is damaged ({exc.__class__.__name__}: {exc})") from exc
    except ValueError as exc:
        raise ValueError(f"mania: saved state is damaged ({exc})") from exc
    return s


def _fill(s: Mania, data: dict[str, Any]) -> None:
    s.rng = rng_from_data(data["rng"])
    s.phase = data["phase"]
    if s.phase not in PHASES:
        raise ValueError(f"unknown phase {s.phase!r}")
    s.choose_order = [int(x) for x in data["choose_order"]]
    s.choose_at = int(data["choose_at"])
    s.slide_of = [None if x is None else str(x) for x in data["slide_of"]]
    s.pos = [int(x) for x in data["pos"]]
    s.chips = ChipStacks.from_data(data["chips"], s.n)
    s.hands = [[str(c) for c in h] for h in data["hands"]]
    s.deck = [str(c) for c in data["deck"]]
    s.discard = [str(c) for c in data["discard"]]
    s.mover, s.turn = int(data["mover"]), int(data["turn"])
    s.played = [bool(x) for x in data["played"]]
    s.lose_flag, s.extra_flag = bool(data["lose_flag"]), bool(data["extra_flag"])
    s.window = data["window"]
    if s.window is not None and s.window not in WINDOWS:
        raise ValueError(f"unknown window {s.window!r}")
    s.pending = [int(x) for x in data["pending"]]
    s.draws_left, s.last_roll = int(data["draws_left"]), int(data["last_roll"])
    s.duel = None if data["duel"] is None else Duel.from_data(data["duel"])
    s.history = [history_row(h, s.n) for h in data["history"]]
    s.finisher = int(data["finisher"])
    stats = {k: int(v) for k, v in data["stats"].items()}
    if set(stats) != set(s.stats) or min(stats.values()) < 0:
        raise ValueError(f"game statistics must be {sorted(s.stats)}, not negative")
    s.stats = stats


def _check_phase(s: Mania) -> None:
    """The seat lists fit the game and the phase has what it asks for (someone to ask, a duel, a draw)."""
    if (
        len(s.slide_of) != s.n
        or len(s.pos) != s.n
        or len(s.hands) != s.n
        or len(s.played) != s.n
        or not all(0 <= p <= s.board.finish for p in s.pos)
        or not 0 <= s.mover < s.n
        or len(s.choose_order) != s.n
        or not 0 <= s.choose_at <= s.n
    ):
        raise ValueError("seat lists have the wrong length or a value out of range")
    if s.phase == WINDOW and (s.window is None or not s.pending):
        raise ValueError("a card window with nobody to ask")
    if s.duel is None and (s.phase in (BETTING, DUEL) or (s.phase == WINDOW and s.window in DUEL_WINDOWS)):
        raise ValueError("a duel phase or duel window without a duel")
    if s.phase == BETTING and not s.the_duel().bet_pending:
        raise ValueError("betting with nobody to bet")
    if s.phase == DRAW and s.draws_left < 1:
        raise ValueError("a draw decision with no draw owed")
    if s.phase == DUEL and (len(s.the_duel().raw) > 1 or len(s.the_duel().skill) != 2):
        raise ValueError("a duel with both scores in or no skill levels")
    if s.phase == CHALLENGE and not s.board.spaces[s.pos[s.mover]].duel_games:
        raise ValueError(
            f"a challenge by player {s.mover + 1}, who stands on space {s.pos[s.mover]}: no duel is played "
            "there, so there is nobody to challenge"
        )


def _check_playable(s: Mania) -> None:
    """A game not over has a player to act who has something to do (a kept game must not stall)."""
    if not s.is_terminal() and not s.legal_actions(s.current_player()):
        raise ValueError(f"player {s.current_player() + 1} is to act in phase {s.phase!r} but has nothing to do")

"""The kinds of per-user file, what to call each in a message, and the declared shape of the ones no
other module owns: a game's last lobby set-up (``lobby-<game>``) and a kept game (``hold-<game>``).

Settings, key bindings and statistics declare their shapes in their own modules (settings.py, input.py,
stats.py); console replays in arcade/games/console/replay.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from arcade.core import limits
from arcade.core.schema import (
    Bool,
    Int,
    List,
    Map,
    Num,
    Obj,
    Plain,
    SchemaError,
    Str,
    Validator,
    check,
    is_ascii_digits,
)

if TYPE_CHECKING:
    from arcade.core.rules import GameState

MAX_SEATS = 8
NAME_LEN = 24


# The games this cabinet has, by id (their GameInfo): core knows nothing above it, so the games' registry
# hands its lookup in when it is imported (``use_games``). Unset, no game is known. A GameInfo (and its
# options) is typed as Any here for the same reason: its class is in arcade.games.info, above core.
_games: Callable[[str], Any] | None = None


def use_games(lookup: Callable[[str], Any]) -> None:
    """Where kept games and lobby files find their game: ``lookup(game_id)`` -> its GameInfo (KeyError
    for an unknown id)."""
    global _games
    _games = lookup


def _lookup(game_id: str) -> Any:
    if _games is None:
        raise KeyError(game_id)
    return _games(game_id)


def _title(game_id: str) -> str:
    try:
        title: str = _lookup(game_id).title
        return title
    except Exception:
        return game_id


def _info(game_id: str) -> Any:
    try:
        return _lookup(game_id)
    except Exception:
        return None


def label(name: str, lower: bool = False) -> str:
    """What a player calls this file: "your settings", "the kept Crash Line game"."""
    if name == "settings":
        text = "Your settings"
    elif name == "keymap":
        text = "Your key bindings"
    elif name == "stats":
        text = "The statistics and high scores"
    elif name.startswith("lobby-"):
        text = f"The last {_title(name[6:])} set-up"
    elif name.startswith("hold-"):
        text = f"The kept {_title(name[5:])} game"
    elif name == "lessons":
        text = "The record of lessons offered"
    else:
        text = f"The file {name}.json"
    return text[:1].lower() + text[1:] if lower else text


def reset_words(name: str) -> str:
    """What the player gets instead of the file's contents."""
    if name == "settings":
        return "The default settings are used"
    if name == "keymap":
        return "The default keys are used"
    if name == "stats":
        return "Statistics start afresh"
    if name.startswith("lobby-"):
        return "The lobby starts from the usual set-up"
    if name.startswith("hold-"):
        return "That game cannot be resumed"
    if name == "lessons":
        return "Each game's lesson may be offered again"
    return "Defaults are used"


# -- shapes ------------------------------------------------------------------------------------------
def _scalar(value: Any, path: str) -> Any:
    if isinstance(value, (bool, str)) or value is None:
        return Str(64)(value, path) if isinstance(value, str) else value
    return Num(-1e9, 1e9)(value, path) if isinstance(value, float) else Int(-(10**9), 10**9)(value, path)


def _device(value: Any, path: str) -> str:
    device: str = Str(16, ascii_only=True, allow_empty=False)(value, path)
    if device.startswith("pad") and not is_ascii_digits(device[3:]):
        raise SchemaError(f"{path} is {device!r}, not a device")
    return device


NAME_RAW_LEN = 4 * NAME_LEN  # what a file may hold before invisible characters are taken out


_NAME_TEXT = Str(NAME_RAW_LEN)


def _name(value: Any, path: str) -> str:
    """A seat's name as written: text of at most NAME_RAW_LEN characters with no control, surrogate,
    private-use or unassigned character (those mean a damaged file); :func:`clean_seats` then takes out
    what draws as nothing (format characters such as U+200B) and gives an empty name the seat's default."""
    name: str = _NAME_TEXT(value, path)
    return name


SEAT: Validator = Obj(
    {"name": _name, "kind": Str(choices=("human", "cpu"))},
    optional={"level": Str(32), "device": _device, "flags": Map(Str(32), Bool(), 16)},
)


def lobby_shape(game_id: str | None) -> Validator:
    fields = Obj(
        {"game_id": Str(32, ascii_only=True, allow_empty=False), "seats": List(SEAT, MAX_SEATS, 1)},
        optional={"options": Map(Str(32), _scalar, 32), "seed": Int(0, (1 << 63) - 1)},
    )

    def checked(value: Any, path: str) -> dict[str, Any]:
        out: dict[str, Any] = fields(value, path)
        if game_id is not None and out["game_id"] != game_id:
            raise SchemaError(f"{path or 'it'} is a set-up of {out['game_id']!r}, not of {game_id!r}")
        clean_seats(out["seats"])
        info = _info(out["game_id"])
        if info is not None:
            out["options"] = game_options(info, out.get("options", {}))
        return out

    return checked


def clean_seats(seats: list[dict[str, Any]]) -> None:
    """Every seat's name as visible text (NFC, no invisible or control characters, trimmed), or the
    seat's default ("Player 2") when nothing visible is left."""
    from arcade.core.names import clean_name, seat_default

    for i, seat in enumerate(seats):
        seat["name"] = clean_name(seat.get("name"), seat_default(i), NAME_LEN)


def option_ok(opt: Any, value: Any) -> bool:
    """True when ``value`` is one of the option's choices, of the same type (True is not 1)."""
    return any(type(c) is type(value) and c == value for c in opt.choices)


def game_options(info: Any, options: dict[str, Any]) -> dict[str, Any]:
    """A set-up's options as the game has them today: every option the game has, holding the saved value
    when it is one of the option's choices and the option's default otherwise (a file from before an
    option existed, or holding a value it no longer has); options the game does not have are dropped."""
    return {
        opt.key: options[opt.key] if opt.key in options and option_ok(opt, options[opt.key]) else opt.default
        for opt in info.options
    }


def check_lobby(data: Any, game_id: str | None = None) -> dict[str, Any]:
    lobby: dict[str, Any] = check(lobby_shape(game_id), data)
    return lobby


def check_kept(game_id: str) -> Callable[[Any], dict[str, Any]]:
    """The shape of ``hold-<game_id>``: the envelope, the lobby set-up it was started from, plain data
    throughout (finite numbers, clean strings), and the game's state accepted by its own rules engine."""
    envelope = Obj({"game": Str(32, choices=(game_id,)), "state": Obj({}, max_keys=32)}, optional={"saved": Str(32)})

    def validate(data: Any) -> dict[str, Any]:
        doc: dict[str, Any] = check(envelope, data)
        kept = dict(data["state"])
        # A kept game's replay (as many steps as any replay: limits.REPLAY_STEPS) is checked whole when the
        # game is resumed, off the frame (arcade.games.kept_replay); here only its kind, at once.
        replay = kept.pop("replay", None)
        state = check(Plain(max_len=limits.KEPT_LIST), kept)
        if "replay" in data["state"]:
            if replay is not None and not isinstance(replay, dict):
                raise SchemaError("state.replay is not an object")
            state["replay"] = replay
        doc["state"] = state
        config = None
        if "config" in state:
            config = state["config"] = check_lobby(state["config"], game_id)
        if "race_ms" in state:
            check(Num(0, 1e9), state["race_ms"])
        engine_check(game_id, state, config)
        return doc

    return validate


def engine_check(game_id: str, kept: dict[str, Any], config: dict[str, Any] | None) -> None:
    """Have the game's own rules engine read the kept state (``from_data`` raises ValueError on malformed
    data) and answer the protocol's questions once; any failure is a SchemaError naming the cause."""
    try:
        info = _lookup(game_id)
    except KeyError:
        raise SchemaError(f"it is a game this cabinet does not have ({game_id!r})") from None
    if info.engine is None or "state" not in kept:
        return
    try:
        cls = engine_class(info)
    except Exception:
        return
    try:
        state = cls.from_data(kept["state"])
        # Ask the protocol's questions the engine answers (an engine still growing into the protocol may
        # lack some): an engine tripping over the state means the kept data is bad.
        seats = getattr(state, "num_seats", None) if hasattr(cls, "num_seats") else None
        if seats is not None:
            if seats not in info.engine.seats:
                raise ValueError(f"{seats} seats (the game has {', '.join(map(str, info.engine.seats))})")
            if config is not None and len(config["seats"]) != seats:
                raise ValueError(f"the set-up has {len(config['seats'])} seats, the game {seats}")
        if config is not None:
            info_seats = len(config["seats"])
            if not info.min_players <= info_seats <= info.max_players:
                raise ValueError(f"{info_seats} seats (the game takes {info.min_players} to {info.max_players})")
            if seats is None:
                seats = info_seats
        if hasattr(cls, "current_player") and seats is not None:
            from arcade.core.rules import SIMULTANEOUS, TERMINAL

            turn = state.current_player()
            if (
                isinstance(turn, bool)
                or not isinstance(turn, int)
                or (turn not in (SIMULTANEOUS, TERMINAL) and not 0 <= turn < seats)
            ):
                raise ValueError(f"it is seat {turn!r}'s turn in a game of {seats}")
        for question in ("legal_actions", "is_terminal", "to_data"):
            if hasattr(cls, question):
                getattr(state, question)()
        if seats is not None and hasattr(cls, "view"):
            for seat in range(seats):
                view = state.view(seat)
                if hasattr(view, "to_data"):
                    view.to_data()
    except ValueError as exc:
        raise SchemaError(f"the game's rules refuse it ({str(exc)[:120]})") from None
    except Exception as exc:
        raise SchemaError(f"the game's rules cannot use it ({exc.__class__.__name__}: {str(exc)[:100]})") from None


def engine_class(info: Any) -> type[GameState]:
    """The state class of a game's rules engine: the class in the engine module whose ``GAME_ID`` is the
    game's and that has ``from_data`` (no state is made)."""
    import importlib

    module = importlib.import_module(info.engine.new.partition(":")[0])
    for value in vars(module).values():
        if (
            isinstance(value, type)
            and getattr(value, "GAME_ID", None) == info.id
            and hasattr(value, "from_data")
            and hasattr(value, "legal_actions")
        ):
            return cast("type[GameState]", value)  # the registry's engine class: a GameState by the protocol
    raise LookupError(f"no rules engine class for {info.id!r}")


def validator(name: str) -> Callable[[Any], Any] | None:
    """The shape registered for a file kind (None: the caller checks the data itself)."""
    if name.startswith("lobby-"):
        game = name[6:]
        return lambda data: check_lobby(data, game)
    if name.startswith("hold-") and name.count("-") == 1:
        return check_kept(name[5:])
    return None

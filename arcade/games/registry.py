"""The games of the cabinet, listed explicitly (no folder scanning: it must work inside a PyInstaller
bundle). Each game's package provides ``entry.py`` with ``INFO: GameInfo``; a game whose entry module does
not exist yet shows greyed out in the carousel and cannot be entered.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable

from arcade.core.render import palette
from arcade.games import howto_texts  # the pages exist for every game, enabled or not

if TYPE_CHECKING:
    from arcade.app import App
    from arcade.core.scenes import Scene


@dataclass(frozen=True)
class GameOption:
    key: str
    label: str
    choices: tuple
    default: object
    labels: tuple = ()  # shown instead of the raw choices, same order


@dataclass
class SeatConfig:
    name: str
    kind: str = "human"             # "human" or "cpu"
    level: str = ""                 # CPU level name (one of GameInfo.cpu_levels)
    device: str = "keys_a"          # input device of a human seat
    flags: dict = field(default_factory=dict)  # per-seat switches (GameInfo.seat_flags)

    @property
    def is_cpu(self) -> bool:
        return self.kind == "cpu"


@dataclass
class LobbyConfig:
    game_id: str
    seats: list[SeatConfig]
    options: dict = field(default_factory=dict)
    seed: int = 0

    def to_data(self) -> dict:
        return {"game_id": self.game_id, "seed": self.seed, "options": dict(self.options),
                "seats": [vars(s).copy() for s in self.seats]}

    @classmethod
    def from_data(cls, data: dict) -> "LobbyConfig":
        return cls(data["game_id"], [SeatConfig(**s) for s in data["seats"]], dict(data.get("options", {})),
                   int(data.get("seed", 0)))


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    tagline: str
    colour: tuple
    symbol: str
    min_players: int = 1
    max_players: int = 1
    default_players: int = 2
    cpu_levels: tuple[str, ...] = ()
    seat_flags: tuple[tuple[str, str], ...] = ()
    options: tuple[GameOption, ...] = ()
    devices: tuple[str, ...] = ("keys_a", "keys_b", "numpad")
    enabled: bool = False
    uses_lobby: bool = True
    howto: tuple[tuple[str, str], ...] = ()
    start: Callable[["App", LobbyConfig], "Scene"] | None = None
    resume: Callable[["App", dict], "Scene"] | None = None
    demo: Callable[["App"], "Scene"] | None = None
    smoke: Callable[[object], None] | None = None  # drives a Harness a few turns for --smoke


# Order of the carousel; module that defines INFO.
_ENTRIES = (
    ("crashline", "arcade.games.crashline.entry"),
    ("vegas", "arcade.games.vegas.entry"),
    ("mania", "arcade.games.mania.entry"),
    ("insertcoin", "arcade.games.insertcoin.entry"),
    ("topspeed", "arcade.games.topspeed.entry"),
    ("console", "arcade.console.entry"),
)

_PLACEHOLDERS = {
    "crashline": GameInfo("crashline", "Crash Line", "Push your luck across five arcade machines",
                          palette.NEON_PINK, "star", 2, 6, 4),
    "vegas": GameInfo("vegas", "Vegas Slot Machine 1973", "Line up paylines on a 3x3 grid of stacks",
                      palette.NEON_YELLOW, "diamond", 1, 8, 1),
    "mania": GameInfo("mania", "Electronic Arcade Mania", "Board game of console duels",
                      palette.NEON_ORANGE, "hexagon", 3, 4, 3),
    "insertcoin": GameInfo("insertcoin", "Insert Coin to Play", "Fill pixel-art shapes with polyominoes",
                           palette.NEON_GREEN, "square", 1, 8, 1),
    "topspeed": GameInfo("topspeed", "Top Speed!", "Real-time race to place car parts",
                         palette.NEON_CYAN, "triangle", 2, 2, 2),
    "console": GameInfo("console", "Console Free Play", "Four reflex games on the 3x3 console",
                        palette.NEON_PURPLE, "circle", 1, 1, 1, uses_lobby=False),
}


def _load(game_id: str, module: str) -> GameInfo:
    try:
        info = importlib.import_module(module).INFO
    except ModuleNotFoundError as exc:
        if exc.name and module.startswith(exc.name):
            info = _PLACEHOLDERS[game_id]  # that game is not built yet: greyed out
        else:
            raise
    if not info.howto:
        info = replace(info, howto=howto_texts.PAGES.get(game_id, ()))
    return info


_cache: list[GameInfo] | None = None


def games() -> list[GameInfo]:
    global _cache
    if _cache is None:
        _cache = [_load(gid, mod) for gid, mod in _ENTRIES]
    return _cache


def get(game_id: str) -> GameInfo:
    for info in games():
        if info.id == game_id:
            return info
    raise KeyError(f"no game {game_id!r}")

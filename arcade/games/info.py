"""What a game package tells the cabinet about itself, in one place: ``INFO = GameInfo(...)`` in the
package's ``info.py``. The registry lists package names only; menus, the lobby, the how-to pages, the
attract loop, Hold & Quit, statistics, the simulator and benchmark entries and the conformance test all read
this. Nothing here imports pygame or the game's own modules: callables import what they need when called,
and modules are named by dotted path, so the carousel starts fast and tools stay out of the packaged app.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from arcade.core.rules import GameState
    from arcade.core.scenes import Scene


@dataclass(frozen=True)
class GameOption:
    key: str
    label: str
    choices: tuple
    default: object
    labels: tuple = ()  # shown instead of the raw choices, same order
    hint: str = ""      # one line shown under the lobby list while this option is selected


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
class EngineSpec:
    """How the conformance test (and tools) make fresh states of this game's rules engine.

    ``new`` is ``"module:function"``; the function takes ``(seed: int, seats: int)`` and returns a state
    that follows :class:`arcade.core.rules.GameState`. ``pure_modules`` must import without pygame.
    """

    new: str
    seats: tuple[int, ...]
    pure_modules: tuple[str, ...]
    max_actions: int = 20_000     # a random playthrough ends within this many actions
    playthroughs: int = 200       # random games the conformance test plays per seat count

    def make(self, seed: int, seats: int) -> "GameState":
        return resolve(self.new)(seed, seats)


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
    cpu_descriptions: tuple[str, ...] = ()    # one line per CPU level, shown in the lobby
    seat_flags: tuple[tuple[str, str], ...] = ()
    options: tuple[GameOption, ...] = ()
    devices: tuple[str, ...] = ("keys_a", "keys_b", "numpad")
    enabled: bool = False
    uses_lobby: bool = True
    holdable: bool = True                      # Hold & Quit keeps a game in progress
    howto: tuple[tuple[str, str], ...] = ()
    scene: str | None = None   # "module:Class", a GameScene: gives start, resume and demo unless set
    demo_seats: tuple[tuple[str, str], ...] = ()  # (name, CPU level) of the attract-mode demo's seats
    start: Callable[[Any, LobbyConfig], "Scene"] | None = None
    resume: Callable[[Any, dict], "Scene"] | None = None
    demo: Callable[[Any], "Scene"] | None = None
    smoke: Callable[[object], None] | None = None  # drives a Harness a few turns for --smoke
    marquee: str | None = None  # "module:function" drawing the game's tile art: f(surface, rect)
    cpu_suggestion: str | None = None  # "module:function": f(app) -> (level, note) or None (lobby default)
    engine: EngineSpec | None = None
    sim: str | None = None     # module with main(argv): python -m arcade.sim <id>
    bench: str | None = None   # module with main(argv): python -m arcade.bench <id>


    def __post_init__(self) -> None:
        if self.scene:
            if self.start is None:
                object.__setattr__(self, "start", _SceneStart(self.scene))
            if self.resume is None:
                object.__setattr__(self, "resume", _SceneResume(self.scene))
            if self.demo is None and self.demo_seats:
                object.__setattr__(self, "demo", _SceneDemo(self.scene, self.id, self.demo_seats))


@dataclass(frozen=True)
class _SceneStart:
    """``start`` for a game whose scene is named: the scene made from the lobby's set-up."""

    scene: str

    def __call__(self, app, config: LobbyConfig):
        return resolve(self.scene)(app, config)


@dataclass(frozen=True)
class _SceneResume:
    """``resume`` for a game whose scene is named: its ``from_hold``."""

    scene: str

    def __call__(self, app, data: dict):
        return resolve(self.scene).from_hold(app, data)


@dataclass(frozen=True)
class _SceneDemo:
    """``demo`` for a game whose scene is named: an all-CPU game of ``seats``, marked as a demo."""

    scene: str
    game_id: str
    seats: tuple[tuple[str, str], ...]

    def __call__(self, app):
        seats = [SeatConfig(name, "cpu", level) for name, level in self.seats]
        config = LobbyConfig(self.game_id, seats, {"demo": True}, int(app.now()) % (1 << 30))
        return resolve(self.scene)(app, config)


def resolve(path: str) -> Any:
    """``"package.module:attr"`` -> the attribute (imported now)."""
    module, _, attr = path.partition(":")
    obj = importlib.import_module(module)
    return getattr(obj, attr) if attr else obj

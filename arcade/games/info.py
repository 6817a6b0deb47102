"""What a game package tells the cabinet about itself, in one place: ``INFO = GameInfo(...)`` in the
package's ``info.py``. The registry lists package names only; menus, the lobby, the how-to pages, the
attract loop, Hold & Quit, statistics, the simulator and benchmark entries and the conformance test all read
this. Nothing here imports pygame or the game's own modules: callables import what they need when called,
and modules are named by dotted path, so the carousel starts fast and tools stay out of the packaged app.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arcade.core.record import FrozenValue, Value, fill

if TYPE_CHECKING:
    from arcade.core.rules import GameState
    from arcade.core.scenes import Scene


HowtoPage = tuple[str, str] | tuple[str, str, str]
"""A how-to page: (heading, body), or (heading, body, picture) where picture is a "module:function" that
draws into a rect (see arcade.scenes.howto)."""


class GameOption(FrozenValue):
    """One lobby option: ``labels`` are shown instead of the raw ``choices`` (same order); ``hint`` is one
    line shown under the lobby list while this option is selected; ``players``: the player counts the row
    shows with (empty: always), so an option that only means something solo is not offered to two;
    ``needs``: the key of another option that must be on (truthy) for this row to show (Vegas's timer
    only with variation U)."""

    key: str
    label: str
    choices: tuple
    default: object
    labels: tuple
    hint: str
    players: tuple
    needs: str
    _fields = ("key", "label", "choices", "default", "labels", "hint", "players", "needs")
    __slots__ = _fields

    def __init__(
        self,
        key: str,
        label: str,
        choices: tuple,
        default: object,
        labels: tuple = (),
        hint: str = "",
        players: tuple = (),
        needs: str = "",
    ) -> None:
        fill(self, locals())


class SeatConfig(Value):
    """One lobby seat: ``kind`` "human" or "cpu", ``level`` a CPU level name (one of GameInfo.cpu_levels),
    ``device`` a human seat's input device, ``flags`` per-seat switches (GameInfo.seat_flags)."""

    name: str
    kind: str
    level: str
    device: str
    flags: dict | None
    _fields = ("name", "kind", "level", "device", "flags")

    def __init__(
        self, name: str, kind: str = "human", level: str = "", device: str = "keys_a", flags: dict | None = None
    ) -> None:
        self.name, self.kind, self.level, self.device = name, kind, level, device
        self.flags = {} if flags is None else flags

    @property
    def is_cpu(self) -> bool:
        return self.kind == "cpu"


class LobbyConfig(Value):
    """A game as set up in the lobby: its seats, options and seed."""

    game_id: str
    seats: list[SeatConfig]
    options: dict
    seed: int
    _fields = ("game_id", "seats", "options", "seed")

    def __init__(self, game_id: str, seats: list[SeatConfig], options: dict | None = None, seed: int = 0) -> None:
        self.game_id, self.seats, self.seed = game_id, seats, seed
        self.options = {} if options is None else options

    def to_data(self) -> dict:
        return {
            "game_id": self.game_id,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [vars(s).copy() for s in self.seats],
        }

    @classmethod
    def from_data(cls, data: dict) -> LobbyConfig:
        return cls(
            data["game_id"],
            [SeatConfig(**s) for s in data["seats"]],
            dict(data.get("options", {})),
            int(data.get("seed", 0)),
        )


class EngineSpec(FrozenValue):
    """How the conformance test (and tools) make fresh states of this game's rules engine.

    ``new`` is ``"module:function"``; the function takes ``(seed: int, seats: int)`` and returns a state
    that follows :class:`arcade.core.rules.GameState`. ``pure_modules`` must import without pygame.
    ``invariants`` (``"module:function"``, or empty) names the game's own invariants: the function takes a
    state and raises AssertionError naming what is broken (cards lost, chips created, squares outside a
    shape); the property-based conformance test runs it after every step.
    """

    new: str
    seats: tuple[int, ...]
    pure_modules: tuple[str, ...]
    max_actions: int
    playthroughs: int
    invariants: str
    _fields = ("new", "seats", "pure_modules", "max_actions", "playthroughs", "invariants")
    __slots__ = _fields

    def __init__(
        self,
        new: str,
        seats: tuple[int, ...],
        pure_modules: tuple[str, ...],
        max_actions: int = 20_000,  # a random playthrough ends within this many actions
        playthroughs: int = 200,  # random games the conformance test plays per seat count
        invariants: str = "",
    ) -> None:
        fill(self, locals())

    def make(self, seed: int, seats: int) -> GameState:
        return resolve(self.new)(seed, seats)

    def check_invariants(self, state: GameState) -> None:
        """Run the game's own invariants on ``state`` (nothing when the game declares none)."""
        if self.invariants:
            resolve(self.invariants)(state)


class GameInfo(FrozenValue):
    """Everything the cabinet knows of one game (see the module's docstring). ``scene`` ("module:Class", a
    GameScene) gives ``start``, ``resume`` and (with ``demo_seats``, the attract demo's (name, CPU level)
    seats) ``demo`` unless they are given. ``cpu_descriptions``: one line per CPU level, shown in the
    lobby. ``holdable``: Hold & Quit keeps a game in progress. ``smoke`` drives a Harness a few turns for
    --smoke; ``smoke_files(app)`` writes the game's own user files (a replay...) for the smoke walk and
    returns a check that reads them back from a fresh store root; ``smoke_worker(thinker)`` checks that one
    of the game's slow CPUs thinks the same in the worker process as here. ``menus`` ("module:function",
    app -> a scene) open the game's own menus, for tools that walk every scene.
    ``marquee`` ("module:function") draws the game's tile art, f(surface, rect);
    ``cpu_suggestion`` ("module:function") is f(app) -> (level, note) or None, the lobby's default level.
    ``stats_rows`` ("module:function") is f(board, record) -> [(label, value), ...] or None: the statistics
    page's lines for one of the game's boards in place of Played / Won / Best / Average (a solo board has
    ranks, not wins).
    ``lobby_summary`` ("module:function") is f(options) -> lines (at most two), in words, of what the game's
    options turn on: the lobby shows them beside START, whatever rows are scrolled out of view.
    ``sim``/``bench``: modules with main(argv) for ``python -m arcade.sim|bench <id>``.
    ``make_bot`` ("module:function"): ``make_bot(level, seat, seed)`` -> a bot on the protocol of
    :mod:`arcade.core.bots`, for a level of ``cpu_levels`` (or ``ladder_levels``); the scenes, the
    simulators, the benchmarks, the match runner (:mod:`arcade.match`) and the tests all make bots with it.
    ``play`` ("module:function", or None for the runner's turn-based loop): ``play(levels, seed)`` plays one
    whole game, seat ``s`` played by ``levels[s]``, and returns the final state (real-time games, and games
    whose table depends on the levels seated). ``ladder_levels``: the levels ``--ladder`` climbs, weakest
    first, when they are not ``cpu_levels`` (a game with no lobby levels).
    ``music``: the name of the game's loop in :mod:`arcade.core.songs` (empty: the menus' loop).
    ``replay_codec``: the module whose ``action_to_data``/``action_from_data`` (and ``apply_step``, when a
    recorded step is not one ``apply``) write the game's actions into its replays (:mod:`arcade.core.replays`);
    empty: the game keeps no replays of its own. ``replay_note`` ("module:function", or empty): f(app, note)
    -> Scene, what the replay viewer opens for a note kept with a step (Mania: the duel on the console).
    ``replay_deal`` ("module:function"): ``deal(config: LobbyConfig) -> state``, the game a lobby set-up
    deals (the scene's ``new_state`` is it); a replay's start is checked against it (:mod:`arcade.core.playback`).
    ``undo``: a person may take their own moves back (the how-to keys page shows the undo key; which games
    and seats is the scene's, :mod:`arcade.scenes.game_undo`). ``next_words``: what the seat action ``next``
    does in this game, in a player's words ("next shape"; the how-to keys page shows the key with them);
    empty: the game has no use for it. ``lesson`` ("module:NAME", or empty): the game's guided first game, a
    :class:`arcade.games.lessons.Lesson` (the lobby's "Learn to play", offered once the first time the game
    is opened; ``python -m arcade.lesson`` checks it). ``review`` ("module:function", or empty):
    ``make(seed)`` -> the game's judge of one decision (:class:`arcade.core.review.Evaluator`), which the
    review of a finished game (``python -m arcade.replay FILE --review``, the replay viewer) and the coach use."""

    id: str
    title: str
    tagline: str
    colour: tuple
    symbol: str
    min_players: int
    max_players: int
    default_players: int
    cpu_levels: tuple[str, ...]
    cpu_descriptions: tuple[str, ...]
    seat_flags: tuple[tuple[str, str], ...]
    options: tuple[GameOption, ...]
    devices: tuple[str, ...]
    enabled: bool
    uses_lobby: bool
    holdable: bool
    howto: tuple[HowtoPage, ...]
    scene: str | None
    demo_seats: tuple[tuple[str, str], ...]
    start: Callable[[Any, LobbyConfig], Scene] | None
    resume: Callable[[Any, dict], Scene] | None
    demo: Callable[[Any], Scene] | None
    smoke: Callable[[object], None] | None
    smoke_files: Callable[[Any], Callable[[Any], list[str]]] | None
    smoke_worker: Callable[[Any], None] | None
    menus: tuple[str, ...]
    marquee: str | None
    cpu_suggestion: str | None
    lobby_summary: str | None
    stats_rows: str | None
    engine: EngineSpec | None
    sim: str | None
    bench: str | None
    make_bot: str | None
    play: str | None
    ladder_levels: tuple[str, ...]
    music: str
    replay_codec: str
    replay_note: str
    replay_deal: str
    undo: bool
    next_words: str
    lesson: str
    review: str
    _fields = (
        "id",
        "title",
        "tagline",
        "colour",
        "symbol",
        "min_players",
        "max_players",
        "default_players",
        "cpu_levels",
        "cpu_descriptions",
        "seat_flags",
        "options",
        "devices",
        "enabled",
        "uses_lobby",
        "holdable",
        "howto",
        "scene",
        "demo_seats",
        "start",
        "resume",
        "demo",
        "smoke",
        "smoke_files",
        "smoke_worker",
        "menus",
        "marquee",
        "cpu_suggestion",
        "lobby_summary",
        "stats_rows",
        "engine",
        "sim",
        "bench",
        "make_bot",
        "play",
        "ladder_levels",
        "music",
        "replay_codec",
        "replay_note",
        "replay_deal",
        "undo",
        "next_words",
        "lesson",
        "review",
    )
    __slots__ = _fields

    def __init__(
        self,
        id: str,
        title: str,
        tagline: str,
        colour: tuple,
        symbol: str,
        min_players: int = 1,
        max_players: int = 1,
        default_players: int = 2,
        cpu_levels: tuple[str, ...] = (),
        cpu_descriptions: tuple[str, ...] = (),
        seat_flags: tuple[tuple[str, str], ...] = (),
        options: tuple[GameOption, ...] = (),
        devices: tuple[str, ...] = ("keys_a", "keys_b", "numpad"),
        enabled: bool = False,
        uses_lobby: bool = True,
        holdable: bool = True,
        howto: tuple[HowtoPage, ...] = (),
        scene: str | None = None,
        demo_seats: tuple[tuple[str, str], ...] = (),
        start: Callable[[Any, LobbyConfig], Scene] | None = None,
        resume: Callable[[Any, dict], Scene] | None = None,
        demo: Callable[[Any], Scene] | None = None,
        smoke: Callable[[object], None] | None = None,
        smoke_files: Callable[[Any], Callable[[Any], list[str]]] | None = None,
        smoke_worker: Callable[[Any], None] | None = None,
        menus: tuple[str, ...] = (),
        marquee: str | None = None,
        cpu_suggestion: str | None = None,
        lobby_summary: str | None = None,
        stats_rows: str | None = None,
        engine: EngineSpec | None = None,
        sim: str | None = None,
        bench: str | None = None,
        make_bot: str | None = None,
        play: str | None = None,
        ladder_levels: tuple[str, ...] = (),
        music: str = "",
        replay_codec: str = "",
        replay_note: str = "",
        replay_deal: str = "",
        undo: bool = False,
        next_words: str = "",
        lesson: str = "",
        review: str = "",
    ) -> None:
        if scene:
            if start is None:
                start = _SceneStart(scene)
            if resume is None:
                resume = _SceneResume(scene)
            if demo is None and demo_seats:
                demo = _SceneDemo(scene, id, demo_seats)
        fill(self, locals())

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """The levels the ladder climbs, weakest first: ``ladder_levels``, else ``cpu_levels``."""
        return self.ladder_levels or self.cpu_levels


class _SceneStart(FrozenValue):
    """``start`` for a game whose scene is named: the scene made from the lobby's set-up."""

    scene: str
    _fields = ("scene",)
    __slots__ = _fields

    def __init__(self, scene: str) -> None:
        fill(self, locals())

    def __call__(self, app, config: LobbyConfig):
        return resolve(self.scene)(app, config)


class _SceneResume(FrozenValue):
    """``resume`` for a game whose scene is named: its ``from_hold``."""

    scene: str
    _fields = ("scene",)
    __slots__ = _fields

    def __init__(self, scene: str) -> None:
        fill(self, locals())

    def __call__(self, app, data: dict):
        return resolve(self.scene).from_hold(app, data)


class _SceneDemo(FrozenValue):
    """``demo`` for a game whose scene is named: an all-CPU game of ``seats``, marked as a demo."""

    scene: str
    game_id: str
    seats: tuple[tuple[str, str], ...]
    _fields = ("scene", "game_id", "seats")
    __slots__ = _fields

    def __init__(self, scene: str, game_id: str, seats: tuple[tuple[str, str], ...]) -> None:
        fill(self, locals())

    def __call__(self, app):
        seats = [SeatConfig(name, "cpu", level) for name, level in self.seats]
        config = LobbyConfig(self.game_id, seats, {"demo": True}, int(app.now()) % (1 << 30))
        return resolve(self.scene)(app, config)


def resolve(path: str) -> Any:
    """``"package.module:attr"`` -> the attribute (imported now)."""
    module, _, attr = path.partition(":")
    obj = importlib.import_module(module)
    return getattr(obj, attr) if attr else obj

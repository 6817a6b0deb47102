"""The Electronic Arcade Mania gameboard, read from the Tiled map ``levels/mania_board.tmx`` (no pygame).

Object layers:

- ``spaces``: 28 objects, each with an int ``index`` (0 is START, 1..27 the clockwise path, 27 FINISH) and a
  type: ``start``, ``game`` (string ``slide`` naming a console game, int ``limit`` 1..5), ``any`` (ANY GAME /
  ANY PLAYER, int ``limit`` 5), ``collect`` (int ``collect`` and int ``defend`` 1..3) or ``finish`` (int
  ``collect``). The object's rectangle is where the space is drawn.
- ``arrows``: the white TAKE A CARD arrows, each with an int ``after``: the arrow sits between space
  ``after`` and ``after + 1``, and a pawn moving across it draws an event card.
- ``ui``: areas for drawing (``centre``, ``red_deck``, ``blue_decks``, ``bank``, ``discard``, ``duel``).

:func:`load_board` checks every fact the rulebook gives (6 collect spaces with the printed amounts, 16 game
spaces 4 per slide, 5 ANY / ANY spaces with limit 5, a Sneak Attack space with limit 3) and raises
:class:`LevelError` naming the file, the layer and the object at fault.

Importing this module does not import pytmx; loading a map does (pytmx's package pulls in pygame's helper
when pygame is installed; the rules never call pygame).
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.levels import LayerRule, Level, LevelError, LevelObject, load_level
from arcade.games.console.duel_api import ALIEN_RAIDERS, GAME_TITLES, RATTLER, RUN_AMUK, SNEAK_ATTACK

BOARD_FILE = "mania_board.tmx"

SLIDES: tuple[str, ...] = (SNEAK_ATTACK, RATTLER, ALIEN_RAIDERS, RUN_AMUK)
"""The four Game Slides in the rulebook's order."""

PAWN_COLOURS = {SNEAK_ATTACK: "blue", RATTLER: "purple", ALIEN_RAIDERS: "green", RUN_AMUK: "orange"}
"""Slide and pawn colours as the rulebook gives them (the betting cards carry the same colours)."""

START, GAME, ANY, COLLECT, FINISH = "start", "game", "any", "collect", "finish"
KINDS = (START, GAME, ANY, COLLECT, FINISH)

Rect = tuple[int, int, int, int]
"""(x, y, width, height) of an object on the map, in pixels."""

PATH_LENGTH = 27
COLLECT_SPACES = ((3, 2), (5, 1), (5, 3), (7, 2), (10, 1))
"""(chips, defend-at skill) of the five collect spaces before FINISH, as printed."""
FINISH_BONUS = 10

RULES = [
    LayerRule("spaces", {"index": int}, min_count=PATH_LENGTH + 1, names=("START", "FINISH")),
    LayerRule("arrows", {"after": int}, min_count=1),
    LayerRule("ui", {}, min_count=6, names=("centre", "red_deck", "blue_decks", "bank", "discard", "duel")),
]

_KIND_PROPS: dict[str, dict[str, type[int] | type[str]]] = {
    START: {},
    GAME: {"slide": str, "limit": int},
    ANY: {"limit": int},
    COLLECT: {"collect": int, "defend": int},
    FINISH: {"collect": int},
}


@dataclass(frozen=True)
class Space:
    index: int
    kind: str
    name: str
    slide: str | None = None  # game spaces: the pictured Game Slide
    limit: int = 0  # duel spaces: the betting limit (and the duel winner's prize)
    collect: int = 0  # collect spaces and FINISH: chips paid by the bank
    defend: int = 0  # collect spaces: the DEFEND AT skill level
    rect: Rect = (0, 0, 0, 0)

    @property
    def is_duel(self) -> bool:
        return self.kind in (GAME, ANY)

    @property
    def duel_games(self) -> tuple[str, ...]:
        """The console games a challenge here may name: any slide on ANY GAME / ANY PLAYER, the pictured
        slide on a game space, none elsewhere."""
        if self.kind == ANY:
            return SLIDES
        return (self.slide,) if self.kind == GAME and self.slide is not None else ()

    def label(self) -> str:
        if self.kind == GAME and self.slide is not None:
            return f"{GAME_TITLES[self.slide]} (limit {self.limit})"
        return self.name


@dataclass(frozen=True)
class Board:
    spaces: tuple[Space, ...]  # by index, 0 = START
    arrows: tuple[int, ...]  # sorted ``after`` indexes of the TAKE A CARD arrows
    arrow_rects: tuple[Rect, ...] = ()
    ui: tuple[tuple[str, Rect], ...] = ()  # (name, rect) pairs

    @property
    def finish(self) -> int:
        return len(self.spaces) - 1

    def arrows_crossed(self, start: int, end: int) -> int:
        """How many TAKE A CARD arrows a pawn crosses moving from ``start`` to ``end``."""
        return sum(1 for a in self.arrows if start <= a < end)


def _label(o: LevelObject) -> str:
    return f"object {o.name!r} (id {o.id})" if o.name else f"object id {o.id}"


def board_from_level(level: Level) -> Board:
    """Turn a loaded level into a :class:`Board`, checking every rulebook fact."""
    fname = level.path.name
    by_index: dict[int, Space] = {}
    for o in level.objects("spaces"):
        where = f"{fname}: layer 'spaces', {_label(o)}"
        if o.kind not in _KIND_PROPS:
            raise LevelError(f"{where}: type {o.kind!r} is not one of {', '.join(KINDS)}")
        for prop, typ in _KIND_PROPS[o.kind].items():
            value = o.props.get(prop)
            if not isinstance(value, typ) or isinstance(value, bool):
                raise LevelError(f"{where}: a {o.kind} space needs property {prop!r} ({typ.__name__}), got {value!r}")
        idx = o.props["index"]
        if not 0 <= idx <= PATH_LENGTH:
            raise LevelError(f"{where}: index {idx} is outside 0..{PATH_LENGTH}")
        if idx in by_index:
            raise LevelError(f"{where}: index {idx} is used twice")
        sp = Space(
            idx,
            o.kind,
            o.name,
            o.props.get("slide"),
            o.props.get("limit", 0),
            o.props.get("collect", 0),
            o.props.get("defend", 0),
            o.rect,
        )
        if sp.kind == GAME and sp.slide not in SLIDES:
            raise LevelError(f"{where}: slide {sp.slide!r} is not one of {', '.join(SLIDES)}")
        if sp.kind == GAME and not 1 <= sp.limit <= 5:
            raise LevelError(f"{where}: betting limit {sp.limit} is outside 1..5")
        if sp.kind == ANY and sp.limit != 5:
            raise LevelError(f"{where}: an ANY GAME / ANY PLAYER space has betting limit 5, not {sp.limit}")
        if sp.kind == COLLECT and not 1 <= sp.defend <= 3:
            raise LevelError(f"{where}: DEFEND AT {sp.defend} is outside 1..3")
        if (idx == 0) != (sp.kind == START) or (idx == PATH_LENGTH) != (sp.kind == FINISH):
            raise LevelError(f"{where}: START must be index 0 and FINISH index {PATH_LENGTH}")
        if sp.kind == FINISH and sp.collect != FINISH_BONUS:
            raise LevelError(f"{where}: FINISH pays {FINISH_BONUS}, not {sp.collect}")
        by_index[idx] = sp
    missing = [i for i in range(PATH_LENGTH + 1) if i not in by_index]
    if missing:
        raise LevelError(f"{fname}: layer 'spaces' has no space with index {missing[0]}")
    spaces = tuple(by_index[i] for i in range(PATH_LENGTH + 1))
    collects = sorted((s.collect, s.defend) for s in spaces if s.kind == COLLECT)
    if collects != sorted(COLLECT_SPACES):
        raise LevelError(
            f"{fname}: layer 'spaces': the collect spaces must be {sorted(COLLECT_SPACES)} "
            f"(chips, defend at), got {collects}"
        )
    for slide in SLIDES:
        n = sum(1 for s in spaces if s.kind == GAME and s.slide == slide)
        if n != 4:
            raise LevelError(f"{fname}: layer 'spaces' has {n} {slide} spaces, needs 4")
    n_any = sum(1 for s in spaces if s.kind == ANY)
    if n_any != 5:
        raise LevelError(f"{fname}: layer 'spaces' has {n_any} ANY GAME / ANY PLAYER spaces, needs 5")
    if not any(s.kind == GAME and s.slide == SNEAK_ATTACK and s.limit == 3 for s in spaces):
        raise LevelError(f"{fname}: layer 'spaces' needs a Sneak Attack space with betting limit 3")
    arrows: list[int] = []
    rects: list[tuple[int, Rect]] = []
    for o in level.objects("arrows"):
        after = o.props["after"]
        if not 0 <= after < PATH_LENGTH:
            raise LevelError(f"{fname}: layer 'arrows', {_label(o)}: 'after' {after} is outside 0..{PATH_LENGTH - 1}")
        if after in arrows:
            raise LevelError(f"{fname}: layer 'arrows', {_label(o)}: a second arrow after space {after}")
        arrows.append(after)
        rects.append((after, o.rect))
    ui = tuple((o.name, o.rect) for o in level.objects("ui"))
    return Board(spaces, tuple(sorted(arrows)), tuple(r for _, r in sorted(rects)), ui)


_boards: dict[int, tuple[Level, Board]] = {}


def load_board(name: str = BOARD_FILE) -> Board:
    """Read and check the board map. The level loader returns the same level while the file is unchanged,
    and the Board made from it is kept beside it (a Board is immutable)."""
    level = load_level(name, RULES)
    kept = _boards.get(id(level))
    if kept is None or kept[0] is not level:
        if len(_boards) > 8:
            _boards.clear()
        kept = _boards[id(level)] = (level, board_from_level(level))
    return kept[1]

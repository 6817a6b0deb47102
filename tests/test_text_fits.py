"""Every screen's text fits (issue 25, item 5): each screen of the cabinet and of every game is drawn on the
1280x720 canvas with the render layer's recorder on (``text.recording``: every text's visible pixels and
every box the drawing helpers fill, in order), and fails on

(a) text outside the screen;
(b) text cut by a box it starts in: its pixels cross the edge of a box drawn before it (neither inside nor
    outside it), where the box holds the text's middle or its start;
(c) text over another text still visible: the two overlap and no opaque box was drawn between them over
    the place they share (a shadow or the same string drawn again at the same place is one text).

The games are seeded: one person (who plays at random through the scene's own ``act``) and CPUs, looked at
at the start, at the person's turn, at a call-out, while a number rises, every few seconds of play and on the
end card. Each screen is also drawn once through the window at 900x560, to prove nothing breaks there."""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator

import pygame
import pytest

from arcade.core.render import text
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.testing import Harness

SCREEN = pygame.Rect(0, 0, 1280, 720)
SAME_PLACE = 6  # px: a string drawn again this near its first place (a shadow, a glow) is the same text
EDGE_SLACK = 1  # px of antialiasing a text's pixels may spill over a box's edge

Mark = tuple[str, pygame.Rect, object]


def problems(marks: list[Mark]) -> list[str]:
    """What does not fit in one frame's marks (see the module's docstring), one sentence each."""
    out: list[str] = []
    texts: list[tuple[int, pygame.Rect, str]] = []
    boxes: list[tuple[int, pygame.Rect, bool]] = []
    for i, (kind, rect, what) in enumerate(marks):
        if kind == "box":
            boxes.append((i, rect, bool(what)))
            continue
        string = str(what)
        if not SCREEN.contains(rect):
            out.append(f"{string!r} at {tuple(rect)} is outside the screen")
        cut = _cut_by(rect, boxes, i)
        if cut is not None:
            out.append(f"{string!r} at {tuple(rect)} is cut by the edge of the box {tuple(cut)}")
        for j, other, other_string in texts:
            if not rect.colliderect(other) or _same_text(rect, string, other, other_string):
                continue
            shared = rect.clip(other)
            if any(opaque and j < k and box.contains(shared) for k, box, opaque in boxes):
                continue
            out.append(f"{string!r} at {tuple(rect)} is drawn over {other_string!r} at {tuple(other)}")
        texts.append((i, rect, string))
    return out


def _same_text(a: pygame.Rect, sa: str, b: pygame.Rect, sb: str) -> bool:
    near = abs(a.x - b.x) <= SAME_PLACE and abs(a.y - b.y) <= SAME_PLACE
    return near and (sa == sb or sa.strip() == sb.strip())


def _cut_by(rect: pygame.Rect, boxes: list[tuple[int, pygame.Rect, bool]], at: int) -> pygame.Rect | None:
    """The box whose edge cuts the text: from the newest box down, the first that holds the text's middle or
    start and not the whole text; a solid box holding the whole text hides every edge under it."""
    inner = rect.inflate(-2 * EDGE_SLACK, -2 * EDGE_SLACK)
    for _k, box, opaque in reversed(boxes):
        if not box.colliderect(inner):
            continue
        if box.contains(inner) or box.contains(SCREEN):
            if opaque:
                return None
            continue
        if box.collidepoint(inner.center) or box.collidepoint(inner.x, inner.centery):
            return box
    return None


class Look:
    """Looks at the harness's screen now and then; gathers what does not fit, each once."""

    def __init__(self, h: Harness, screen: str) -> None:
        self.h = h
        self.screen = screen
        self.found: dict[str, str] = {}
        self.looks = 0

    def __call__(self, moment: str) -> None:
        app = self.h.app
        app.invalidate_canvas()
        with text.recording(app.screen) as rec:
            app.render(force=True)
        self.looks += 1
        assert any(kind == "text" for kind, _r, _w in rec.marks), f"{self.screen} {moment}: no text was drawn"
        new = 0
        cut_off = [
            f"{string!r} at {tuple(ink)} on a picture of {area.w}x{area.h} is cut off at its edge"
            for ink, string, area in rec.sprites
            if not area.inflate(2 * EDGE_SLACK, 2 * EDGE_SLACK).contains(ink)
        ]
        for p in problems(rec.marks) + cut_off:
            key = p.split(" at ")[0] + p.split(" is ")[-1].split(" at ")[0]
            if key not in self.found:
                new += 1
                self.found[key] = f"{self.screen} ({moment}, {type(app.scenes.top).__name__}): {p}"
        shots = os.environ.get("TEXTFIT_SHOTS")  # a folder: a picture of each look that found something new
        if shots and new:
            name = "".join(c if c.isalnum() else "-" for c in f"{self.screen}-{moment}")
            pygame.image.save(app.screen, os.path.join(shots, f"{name}.png"))

    def check(self) -> None:
        assert not self.found, f"{len(self.found)} texts do not fit:\n" + "\n".join(self.found.values())


def at_900x560(h: Harness, size: tuple[int, int] = (900, 560)) -> None:
    """The screen drawn through the window at 900x560 (or ``size``): the whole canvas, smoothly scaled,
    shows."""
    app, win = h.app, h.app.window
    win.headless = False
    try:
        app.screen = win.resized(*size)
        app.invalidate_canvas()
        app.render(force=True)
        win.present()
        shown = pygame.display.get_surface()
        assert shown.get_size() == size and app.screen.get_size() == (1280, 720)
        assert pygame.transform.average_color(shown, win.dest)[:3] != (0, 0, 0), "the picture shows"
    finally:
        app.screen = win.resized(1280, 720)
        win.headless = True
        app.invalidate_canvas()


# -- the cabinet's screens ---------------------------------------------------------------------------------


def _cabinet_screens() -> Iterator[tuple[str, Callable[[Harness, Look], None]]]:
    from arcade.scenes.attract import AttractScene
    from arcade.scenes.howto import HowToScene, order
    from arcade.scenes.keys import KeysScene
    from arcade.scenes.lobby import LobbyScene
    from arcade.scenes.names import NameScene
    from arcade.scenes.options import EffectsScene, OptionsScene
    from arcade.scenes.select import GameSelectScene
    from arcade.scenes.stats import StatsScene

    def attract(h: Harness, look: Look) -> None:
        h.boot(AttractScene(h.app))
        look("title")
        for t in range(4):
            h.advance(6000)
            look(f"loop {t}")

    def select(h: Harness, look: Look) -> None:
        sel = h.boot(GameSelectScene(h.app))
        for i, info in enumerate(sel.games):
            sel.index = i
            sel.slide = float(i)
            look(info.id)
        sel.row = 1
        for b in range(4):
            sel.bottom = b
            look(f"bottom {b}")

    yield "select", select
    yield "attract", attract
    for info in registry.games():
        if info.uses_lobby and info.enabled:

            def lobby(h: Harness, look: Look, info=info) -> None:
                scene = h.boot(LobbyScene(h.app, info))
                for i in range(len(scene.items)):
                    scene.index = i
                    look(f"row {i}")

            yield f"lobby-{info.id}", lobby

    def menu(cls) -> Callable[[Harness, Look], None]:
        def show(h: Harness, look: Look) -> None:
            scene = h.boot(cls(h.app))
            for i in range(len(scene.items)):
                scene.index = i
                look(f"row {i}")

        return show

    yield "options", menu(OptionsScene)
    yield "effects", menu(EffectsScene)
    yield "keys", menu(KeysScene)

    def stats(h: Harness, look: Look) -> None:
        scene = h.boot(StatsScene(h.app))
        for i, board in enumerate(scene.boards):
            scene.index = i
            look(board)

    yield "statistics", stats

    def names(h: Harness, look: Look) -> None:
        h.boot(NameScene(h.app, "Player 1", lambda _n: None))
        look("name")

    yield "names", names
    for game_id in order():

        def howto(h: Harness, look: Look, game_id=game_id) -> None:
            scene = h.boot(HowToScene(h.app, game_id))
            for page in range(len(scene.pages)):
                scene.page = page
                look(f"page {page + 1}")

        yield f"howto-{game_id}", howto
    for info in registry.games():
        for path in info.menus:

            def own_menu(h: Harness, look: Look, path=path) -> None:
                from arcade.games.info import resolve

                h.boot(resolve(path)(h.app))
                look("menu")

            yield f"menu-{path.rsplit(':', 1)[-1]}", own_menu


CABINET = dict(_cabinet_screens())


@pytest.mark.parametrize("screen", list(CABINET))
def test_every_cabinet_screen_s_text_fits(screen):
    h = Harness(render=False)
    look = Look(h, screen)
    CABINET[screen](h, look)
    at_900x560(h)
    look.check()


# -- the games -----------------------------------------------------------------------------------------------

TURN_GAMES = [g for g in registry.games() if g.enabled and g.engine is not None and g.id not in ("console",)]


def _start(h: Harness, info, people: int, seed: int):
    seats = [SeatConfig(f"Player {i + 1}", "human", "", ("keys_a", "keys_b")[i % 2]) for i in range(people)]
    n = min(info.max_players, max(info.default_players, info.min_players, people + 1))
    level = info.cpu_levels[0] if info.cpu_levels else ""
    seats += [SeatConfig(f"CPU {i + 1}", "cpu", level) for i in range(n - people)]
    options = {o.key: o.default for o in info.options}
    h.boot(info.start(h.app, LobbyConfig(info.id, seats, options, seed)))
    return next(s for s in reversed(h.app.scenes.stack) if hasattr(s, "state"))


def _play(h: Harness, scene, look: Look, rng: random.Random, people: int, limit_ms: float) -> None:
    """Play the game through its scene, looking at each kind of moment once, every 8 s, and the end."""
    seen: set[str] = set()
    look("start")
    next_look = 8000.0
    t = 0.0
    floats = finale = 0
    while t < limit_ms and not scene.end_shown():
        h.advance(100)
        t += 100
        now = scene.now()
        if h.top is not scene:  # a curtain, an initials prompt: look, then go on
            name = type(h.top).__name__
            if name not in seen:
                seen.add(name)
                look(name)
            h.tap("keys_a" if people == 1 else "keys_b", "confirm")
            h.tap("keys_a", "confirm")
            continue
        shown = scene.timeline.current(now)
        if shown is not None and f"call-out {shown.title}" not in seen and len(seen) < 60:
            seen.add(f"call-out {shown.title}")  # each call-out once
            look(f"call-out {shown.title}")
        if scene.state.is_terminal() and finale < 90:  # the game's own finale before its end card
            finale += 1
            if finale % 3 == 0:
                look("finale")
        if scene.timeline.live_floats(now) and floats < 80:  # a number rising: look along its way
            floats += 1
            look("rising number")
        state = scene.state
        if not state.is_terminal() and not scene.busy(now):
            mine = [s for s in scene.acting_seats() if s < people]
            if mine:
                if "person's turn" not in seen:
                    seen.add("person's turn")
                    look("person's turn")
                acts = scene.acts
                if rng.random() < 0.3:  # now and then the person's own key (Mania's roll is only a key)
                    h.tap("keys_a", "confirm")
                actions = [] if scene.acts != acts or state.is_terminal() else state.legal_actions(mine[0])
                if actions and not scene.busy(scene.now()):
                    scene.act(rng.choice(actions))
        if t >= next_look:
            next_look += 8000
            look(f"{t / 1000:.0f} s")
    assert scene.end_shown(), f"the game did not end within {limit_ms / 1000:.0f} s"
    look("end card")
    h.advance(3000)
    look("end card, later")


@pytest.mark.parametrize("info", TURN_GAMES, ids=lambda g: g.id)
def test_every_moment_of_a_game_s_text_fits(info):
    h = Harness(render=False)
    look = Look(h, info.id)
    scene = _start(h, info, 1, 7)
    _play(h, scene, look, random.Random(5), 1, 900_000)
    at_900x560(h)
    look.check()


@pytest.mark.parametrize("info", [g for g in TURN_GAMES if g.max_players >= 2], ids=lambda g: g.id)
def test_two_people_pause_and_curtain_text_fits(info):
    h = Harness(render=False)
    look = Look(h, f"{info.id} (two people)")
    scene = _start(h, info, 2, 9)
    if h.top is not scene:
        look(type(h.top).__name__)
        h.tap("keys_a", "confirm")
        h.tap("keys_b", "confirm")
    h.advance(500)
    from arcade.scenes.pause import PauseScene

    pause = h.app.push(PauseScene(h.app))  # Esc: the pause menu over the table
    for i in range(len(pause.items)):
        pause.index = i
        look(f"pause row {i}")
    h.app.pop()
    from arcade.scenes.curtain import CurtainScene

    h.app.push(CurtainScene(h.app, "Player 2", device="keys_b", seat=1, message="Player 1 played a card"))
    look("curtain")
    at_900x560(h)
    look.check()


# -- the console ---------------------------------------------------------------------------------------------


class _Picks(random.Random):
    """The console demo's seeds, but its first game is ``first``."""

    def __init__(self, first: int, seed: int) -> None:
        super().__init__(seed)
        self.first: int | None = first

    def randrange(self, *args, **kwargs):  # type: ignore[override]
        if self.first is not None:
            first, self.first = self.first, None
            return first
        return super().randrange(*args, **kwargs)


def _lessons() -> list[tuple[str, int]]:
    from arcade.scenes.lesson import lessons_of

    return [(g.id, i) for g in registry.games() if g.lesson for i in range(len(lessons_of(g.id)))]


@pytest.mark.parametrize(("game", "which"), _lessons())
def test_every_lesson_step_s_text_fits_at_1280x720_and_960x540(game, which):
    """Each step of each of the game's lessons (issue 37), and its end, drawn while the lesson plays itself."""
    from arcade import lesson
    from arcade.scenes.lesson import lesson_of

    h = Harness()
    look = Look(h, f"lesson-{game}-{which}")
    looked: list[int] = []

    def at_step(h: Harness, scene) -> None:
        looked.append(scene.index)
        look(f"step {scene.index + 1}")
        at_900x560(h, (960, 540))
        look(f"step {scene.index + 1} after 960x540")

    found = lesson_of(game, which)
    assert found is not None
    assert lesson.play(found, look=at_step, harness=h) == []
    assert looked == [*range(len(found.steps)), len(found.steps)], "every step and the end were looked at"
    look.check()


def _console_games() -> list[str]:
    from arcade.games.console.layout import GAMES

    return list(GAMES)


@pytest.mark.parametrize("game", _console_games())
def test_each_console_game_and_its_score_show_fits(game):
    from arcade.games.console.layout import GAMES
    from arcade.games.console.scene import ConsoleScene

    h = Harness(render=False, fps=20)
    look = Look(h, f"console {game}")
    scene = ConsoleScene(h.app, 3, demo=True)
    scene.seeds = _Picks(GAMES.index(game), 3)
    h.boot(scene)
    look("ready")
    m = scene.machine
    t = 0
    while (m.game_id != game or m.mode == "playing" or m.final_score is None) and t < 600_000:
        h.advance(500)
        t += 500
        m = scene.machine
        if m.game_id == game and m.mode == "playing" and t % 4000 == 0:
            look(f"playing {t / 1000:.0f} s")
    assert m.game_id == game and m.final_score is not None, "the demo played the game to its end"
    for s in range(6):
        look(f"score show {s}")
        h.advance(500)
    assert scene.machine is m and m.final_score is not None, "the score is still shown"
    final = m.final_score
    for score in (43, 348):  # the longest sums of lights: eight lights; seven full boards and eight lights
        m.final_score = score
        look(f"a final score of {score}")
    m.final_score = final
    at_900x560(h)
    look.check()


# -- the checker itself --------------------------------------------------------------------------------------


def test_the_checker_sees_each_kind_of_misfit_and_lets_an_opaque_band_cover_a_log():
    R = pygame.Rect
    assert problems([("text", R(1250, 10, 60, 20), "off")]) == ["'off' at (1250, 10, 60, 20) is outside the screen"]
    cut = problems([("box", R(100, 100, 200, 50), True), ("text", R(110, 110, 260, 20), "long")])
    assert cut and "cut by the edge" in cut[0]
    assert problems([("box", R(100, 100, 200, 50), True), ("text", R(110, 110, 100, 20), "fits")]) == []
    over = problems([("text", R(10, 10, 100, 20), "a"), ("text", R(50, 15, 100, 20), "b")])
    assert over and "drawn over 'a'" in over[0]
    shadow = [("text", R(10, 10, 100, 20), "a"), ("text", R(12, 12, 100, 20), "a")]
    assert problems(shadow) == []
    banner = [("text", R(10, 10, 100, 20), "log"), ("box", R(0, 0, 1280, 100), True), ("text", R(50, 15, 90, 20), "B")]
    assert problems(banner) == []
    glass = [("text", R(10, 10, 100, 20), "log"), ("box", R(0, 0, 1280, 100), False), ("text", R(50, 15, 9, 20), "B")]
    assert problems(glass), "a see-through box does not hide the text under it"


def test_the_recorder_notes_text_and_boxes_on_the_screen_only_and_costs_nothing_off():
    from arcade.core.render import draw

    pygame.display.init()
    pygame.font.init()
    screen = pygame.Surface((1280, 720))
    sprite = pygame.Surface((200, 100))
    with text.recording(screen) as rec:
        draw.panel(screen, (10, 10, 300, 100))
        text.blit(screen, "Hello", (20, 20))
        text.blit(sprite, "elsewhere", (0, 0))
        text.blit(screen.subsurface((500, 500, 200, 100)), "inside", (10, 10))
        draw.tint(screen, (0, 0, 50, 50), (0, 0, 0), 100)
    kinds = [(k, w) for k, _r, w in rec.marks]
    assert kinds == [("box", True), ("text", "Hello"), ("text", "inside"), ("box", False)]
    ink = rec.marks[2][1]
    assert ink.x >= 510 and ink.y >= 510, "a subsurface's text is noted where it is on the screen"
    assert text.recorder is None

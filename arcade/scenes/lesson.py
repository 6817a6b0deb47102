"""The lesson scene ("Learn to play", issue 37): a game's lesson (:mod:`arcade.games.lessons`, data in the
game's package) played over the game's real scene.

The scene holds the game scene as ``inner`` (as the attract loop's demo does) and owns the current step:
only the step's accepted input does anything (a ``PLAY`` step hands it to the game scene, a ``READ`` step
moves on; a ``PLAY`` step's cursor moves go to the game scene too), any other input shows a short "Try ..."
line and changes nothing; computer players play only in ``WATCH`` steps and in ``PLAY`` steps that let them
(``cpus_may_play``). Each step's box sits in a corner of the screen the pointed-at part
does not use, with a highlight around that part (``parts(scene)``, from the game's own layout) and an
arrow from the box to it. Esc pauses (the pause menu offers to leave the lesson); after the last step the
box offers a real game with the same seats, or to go back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from arcade.core.input import GLOBAL_DEVICE, MOUSE_DEVICE, ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.games import registry
from arcade.games.info import resolve
from arcade.games.lessons import PLAY, READ, WATCH, Lesson, Step
from arcade.scenes.kit.keys import key_label, pair_label

HIGHLIGHT = palette.NEON_YELLOW
RING = 6  # px between a part and its highlight
THICK = 4  # the highlight's width
TRY_MS = 2600.0  # how long a "Try ..." line shows
BOX_W, BOX_H = 272, 330
NUMPAD = {"b4": "left", "b6": "right", "b8": "up", "b2": "down", "b5": "confirm", "b0": "back"}
BUTTONS = ("b7", "b8", "b9", "b4", "b5", "b6", "b1", "b2", "b3")  # the numpad's nine, a console's buttons
KEY_WORDS = ("up", "down", "left", "right", "confirm", "back", "alt", "extra", "next", *BUTTONS)


def lessons_of(game_id: str) -> tuple[Lesson, ...]:
    """The game's lessons (``GameInfo.lesson`` names one ``Lesson`` or a tuple of them, the first its
    "Learn to play"); empty when it has none (or what it names is not a lesson)."""
    try:
        info = registry.get(game_id)
    except KeyError:
        return ()
    if not info.lesson:
        return ()
    found = resolve(info.lesson)
    if isinstance(found, Lesson):
        return (found,)
    if isinstance(found, (tuple, list)) and found and all(isinstance(x, Lesson) for x in found):
        return tuple(found)
    return ()


def lesson_of(game_id: str, which: int = 0) -> Lesson | None:
    """The game's lesson number ``which`` (the first: its "Learn to play"), or None when it has none."""
    found = lessons_of(game_id)
    return found[which] if 0 <= which < len(found) else None


def open_lesson(app, game_id: str, which: int = 0) -> bool:
    """Open ``game_id``'s lesson ``which`` over the top scene; a lesson that cannot start says so (False)."""
    from arcade.core.levels import guarded

    try:
        lesson = lesson_of(game_id, which)
    except Exception as exc:
        lesson, error = None, f"{exc.__class__.__name__}: {str(exc)[:120]}"
    else:
        error = "" if lesson is not None else "this game has no lesson"
    scene = None
    if lesson is not None:
        scene, fault = guarded(LessonScene, app, lesson)  # a broken level refuses the start with a message
        error = str(fault) if fault is not None else ""
    if scene is None:
        app.sound("error")
        app.toast(f"The lesson cannot start: {error}", 6000)
        return False
    app.push(scene)
    return True


def _open_quietly(app, game_id: str) -> None:
    open_lesson(app, game_id)


def offer_first_time(app, game_id: str, not_now: Callable[[], None] | None = None) -> bool:
    """The first time this user opens a game with a lesson, offer it (once: remembered in the user's
    files). True when the offer was made. ``not_now``: what declining does (a game with no lobby starts
    then; a lobby is already open under the offer)."""
    from arcade.core import lessons_offered
    from arcade.scenes.common import ChoiceDialog

    try:
        info = registry.get(game_id)
    except KeyError:
        return False
    if not info.lesson or lessons_offered.was_offered(app.store, game_id):
        return False
    lessons_offered.mark_offered(app.store, game_id)
    app.push(
        ChoiceDialog(
            app,
            "LEARN TO PLAY",
            f"New to {info.title}? A short guided game shows you what to press, and why.",
            [("Learn to play", lambda: _open_quietly(app, game_id)), ("Not now", not_now or (lambda: None))],
            cancel_index=1,
        )
    )
    return True


def highlight_rect(part: pygame.Rect) -> pygame.Rect:
    """Where the highlight around a part is drawn (its outer edge)."""
    return part.inflate(2 * (RING + THICK), 2 * (RING + THICK))


def highlight_probes(part: pygame.Rect) -> list[tuple[int, int]]:
    """Points on the highlight around ``part`` (the middle of each side's band): a test reads them."""
    r = highlight_rect(part)
    mid = THICK // 2
    return [
        (r.centerx, r.top + mid),
        (r.centerx, r.bottom - 1 - mid),
        (r.left + mid, r.centery),
        (r.right - 1 - mid, r.centery),
    ]


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


class LessonScene(Scene):
    """A lesson over its game's real scene (see the module's docstring)."""

    pausable = True

    def __init__(self, app, lesson: Lesson) -> None:
        super().__init__(app)
        self.lesson = lesson
        self.game_id = lesson.game_id
        self.inner = lesson.build(app)
        self.tables: list = []  # the game scenes under a hosted one (``host``), the lesson's own first
        self.index = 0
        self.tried: tuple[str, float] | None = None  # the "Try ..." line and until when (app time)
        self.end_choice = 0  # 0: a real game, 1: back
        self._shown: object = None  # what the overlay showed last frame
        self.down: set[str] = set()  # actions whose press went to the game scene: their release follows it

    # -- the game scene inside ----------------------------------------------------------------------
    @property
    def music(self) -> str | None:  # type: ignore[override]
        return getattr(self.inner, "music", None)

    @property
    def fast_input(self) -> bool:  # type: ignore[override]
        """A reflex game inside gets its input pumped between frames, as it would on its own."""
        return bool(getattr(self.inner, "fast_input", False))

    @property
    def realtime(self) -> bool:  # type: ignore[override]
        return bool(getattr(self.inner, "realtime", False))

    @property
    def scene_caches(self):
        return self.inner.scene_caches

    def enter(self) -> None:
        self.inner.enter()

    def exit(self) -> None:
        self.inner.exit()
        while self.tables:
            self.tables.pop().exit()

    def host(self, scene) -> None:
        """The game opened ``scene`` over its table (``GameScene.open_over``: Mania's duel console): the
        lesson shows it in the table's place, so its steps, box and highlight go on over it."""
        self.inner.pause()
        self.tables.append(self.inner)
        self.inner = scene
        scene.enter()
        self.app.invalidate_canvas()

    def unhost(self, scene) -> None:
        """The hosted ``scene`` is done (``GameScene.close_over``): the table it covered shows again."""
        if scene is not self.inner or not self.tables:
            return
        scene.exit()
        self.inner = self.tables.pop()
        self.inner.resume()
        self.app.invalidate_canvas()

    def pause(self) -> None:
        self.inner.pause()

    def resume(self) -> None:
        self.inner.resume()

    def focus_changed(self, focused: bool) -> None:
        self.inner.focus_changed(focused)

    def hold_data(self) -> dict | None:
        return None  # a lesson is never kept

    def pause_menu_extra(self) -> list:
        return [("Leave the lesson", self.leave)]

    def leave(self) -> None:
        """From the pause menu: close it and the lesson, back to where the lesson was opened."""
        self.app.sound("back")
        while self.app.scenes.top is not None and self.app.scenes.top is not self:
            self.app.scenes.pop()
        self.app.pop()

    # -- steps --------------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self.index]

    @property
    def cpus_may_play(self) -> bool:
        step = self.step
        return step is not None and (step.kind == WATCH or step.cpus)

    def settled(self) -> bool:
        """The table has played out what the last input made (call-outs, cards flying)."""
        return not self.inner.busy()

    def key_name(self, action: str) -> str:
        if action in BUTTONS:  # a console's button: the numpad's key, whatever the seat's device
            return key_label(self.app.keymap, "numpad", action)
        device = self.inner.config.seats[self.lesson.you].device
        return key_label(self.app.keymap, device, action)

    def step_text(self, step: Step) -> str:
        out = step.text
        for action in KEY_WORDS:
            out = out.replace("{" + action + "}", self.key_name(action))
        return out

    def moves_label(self, step: Step) -> str:
        """The keys of a step's cursor moves ("Left/Right")."""
        return self.keys_label(step.moves)

    @staticmethod
    def plays_alike(step: Step) -> bool:
        """A step whose other keys do what its key does (a real-time game's buttons, ``timed``, or moves
        named with the same words: "zap"): they are named together, "Num 1-9", not one by one."""
        return bool(step.moves) and (bool(step.timed) or step.moving == step.doing)

    def accept_label(self, step: Step) -> str:
        """The key a step takes; where its other keys play alike (:meth:`plays_alike`), every one of them."""
        if self.plays_alike(step):
            return self.keys_label((*step.moves, step.accept))
        return self.key_name(step.accept)

    def keys_label(self, actions: tuple[str, ...]) -> str:
        """Keys named together: "Left/Right", "Num 1/2/3"; a run of four or more numbers as "Num 1-9"."""
        names = list(dict.fromkeys(self.key_name(m) for m in actions))
        heads = {name.rpartition(" ")[0] for name in names}
        if len(names) > 2 and len(heads) == 1 and "" not in heads:  # "Num 1/2/3", not "Num 1/Num 2/Num 3"
            head, tails = heads.pop(), sorted(name.rpartition(" ")[2] for name in names)
            if len(tails) >= 4 and all(t.isdigit() for t in tails):
                numbers = sorted(int(t) for t in tails)
                if numbers == list(range(numbers[0], numbers[-1] + 1)):
                    return f"{head} {numbers[0]}-{numbers[-1]}"
            return f"{head} " + "/".join(tails)
        return "/".join(names)

    def try_words(self, step: Step) -> str:
        if step.kind == WATCH:
            return f"Try waiting: {step.doing}."
        if step.moves and not step.ready(self.lesson.look(self.inner)):
            return f"Try {self.moves_label(step)} to {step.moving} first."
        return f"Try {self.accept_label(step)} to {step.doing}."

    def advance(self) -> None:
        self.index += 1
        self.tried = None
        self.end_choice = 0

    def update(self, now_ms: float, dt_ms: float) -> None:
        self.inner.update(now_ms, dt_ms)
        step = self.step
        if (
            step is not None
            and step.kind in (PLAY, WATCH)
            and self.settled()
            and step.done(self.lesson.look(self.inner))
        ):
            self.advance()

    # -- input --------------------------------------------------------------------------------------
    def handle(self, ev: ActionEvent) -> None:
        if ev.device in (GLOBAL_DEVICE, MOUSE_DEVICE) or ev.repeat:
            return
        if not ev.pressed:
            self._release(ev)
            return
        step = self.step
        taken = (step.accept, *step.moves) if step is not None else ()
        action = ev.action
        if ev.device == "numpad" and action not in taken:  # the numpad's arrows, unless it is a button taught
            action = NUMPAD.get(action, action)
        if step is None:
            self._end_input(action)
            return
        if not self.settled():
            return  # the table is still playing out the last move: nothing is taken, nothing is wrong
        if (
            step.kind != WATCH
            and action == step.accept
            and (step.kind == READ or step.ready(self.lesson.look(self.inner)))
        ):
            if step.kind == READ:
                self.app.sound("select")
                self.advance()
            else:
                self._to_game(action, ev)
            return
        if step.kind == PLAY and action in step.moves:
            self._to_game(action, ev)
            return
        self.tried = (self.try_words(step), self.app.now() + TRY_MS)

    def _to_game(self, action: str, ev: ActionEvent) -> None:
        device = self.inner.config.seats[self.lesson.you].device
        self.down.add(action)
        self.inner.handle(ActionEvent(device, action, True, ev.t_ms))

    def _release(self, ev: ActionEvent) -> None:
        """Letting go of a key whose press went to the game goes there too (a console's button is held
        down until it is let go), whatever the step is now; any other release does nothing."""
        action = ev.action
        if action not in self.down and ev.device == "numpad":
            action = NUMPAD.get(action, action)
        if action in self.down:
            self.down.discard(action)
            device = self.inner.config.seats[self.lesson.you].device
            self.inner.handle(ActionEvent(device, action, False, ev.t_ms))

    def _end_input(self, action: str) -> None:
        if action in ("left", "right", "up", "down"):
            self.end_choice = 1 - self.end_choice
            self.app.sound("select")
        elif action == "back":
            self.back()
        elif action == "confirm":
            if self.end_choice == 0:
                self.real_game()
            else:
                self.back()

    def back(self) -> None:
        self.app.sound("back")
        self.app.pop()

    def real_game(self) -> None:
        """A real game with the lesson's seats (a new deal), in place of the lesson."""
        from arcade.scenes.common import start_game

        info = registry.get(self.lesson.game_id)
        scene = start_game(self.app, info, self.lesson.real_game(self.app))
        if scene is not None:
            self.app.replace(scene)

    # -- drawing ------------------------------------------------------------------------------------
    def part_rect(self, step: Step) -> pygame.Rect | None:
        rect = self.lesson.parts(self.lesson.look(self.inner)).get(step.part)
        return pygame.Rect(rect) if rect is not None else None

    def box_rect(self, part: pygame.Rect | None) -> pygame.Rect:
        """The step's box: bottom left beside the seats, or bottom right when the part is right of the
        middle (or would be under the box). A lesson with parts to keep clear takes the first corner
        (bottom left, bottom right, top left, top right) that covers neither them nor the highlight."""
        box = pygame.Rect(20, draw.SCREEN_H - 50 - BOX_H, BOX_W, BOX_H)
        if self.lesson.keep_clear:
            known = self.lesson.parts(self.lesson.look(self.inner))
            clear = [pygame.Rect(known[name]) for name in self.lesson.keep_clear if name in known]
            if part is not None:
                clear.append(highlight_rect(part))
            for x, y in ((20, box.y), (draw.SCREEN_W - 20 - BOX_W, box.y), (20, 20), (draw.SCREEN_W - 20 - BOX_W, 20)):
                corner = pygame.Rect(x, y, BOX_W, BOX_H)
                if corner.collidelist(clear) < 0:
                    return corner
        if part is not None and (part.centerx > draw.SCREEN_W // 2 + 20 or highlight_rect(part).colliderect(box)):
            box.right = draw.SCREEN_W - 20
        return box

    def overlay_key(self) -> tuple:
        tried = self.tried[0] if self.tried is not None and self.app.now() < self.tried[1] else None
        step = self.step
        part = self.part_rect(step) if step is not None else None
        return (self.index, tried, self.end_choice, tuple(part) if part else None, repr(self.app.keymap))

    def draw(self, surface: pygame.Surface) -> None:
        key = self.overlay_key()
        if key != self._shown:
            self.app.invalidate_canvas()  # the game's picture is drawn again in full under the new box
            self._shown = key
        self.inner.draw(surface)
        self._draw_hints(surface)
        step = self.step
        if step is None:
            self._draw_end(surface)
            return
        part = self.part_rect(step)
        box = self.box_rect(part)
        if part is not None:
            ring = highlight_rect(part)
            pygame.draw.rect(surface, HIGHLIGHT, ring, THICK, border_radius=10)
            self._arrow(surface, box, ring)
        self._draw_box(surface, box, step, key[1])

    def hints(self) -> list[tuple[str, str]]:
        """The lesson's key hints, in place of the game's: only what the lesson takes now."""
        system = [(key_label(self.app.keymap, "system", "pause"), "pause or leave")]
        step = self.step
        if step is None:
            device = self.inner.config.seats[self.lesson.you].device
            return [
                (pair_label(self.app.keymap, device, "up", "down"), "choose"),
                (self.key_name("confirm"), "do it"),
                (self.key_name("back"), "back"),
            ]
        if step.kind == WATCH:
            return system
        moves = [(self.moves_label(step), step.moving)] if step.moves and not self.plays_alike(step) else []
        return [*moves, (self.accept_label(step), step.doing), *system]

    def _draw_hints(self, surface: pygame.Surface) -> None:
        band = pygame.Rect(0, draw.SCREEN_H - 50, draw.SCREEN_W, 50)
        draw.panel(surface, band, palette.BLACK, palette.BLACK, radius=0, width=0)  # over the game's hints
        draw.hint_bar(surface, self.hints())

    def _arrow(self, surface: pygame.Surface, box: pygame.Rect, ring: pygame.Rect) -> None:
        """A line from the box's edge nearest the highlight to the highlight, with a head (none when the
        two are side by side)."""
        start = pygame.Vector2(_clamp(ring.centerx, box.left, box.right), _clamp(ring.centery, box.top, box.bottom))
        end = pygame.Vector2(_clamp(start.x, ring.left, ring.right), _clamp(start.y, ring.top, ring.bottom))
        if start.distance_to(end) < 24:
            return
        pygame.draw.line(surface, HIGHLIGHT, start, end, 3)
        d = (end - start).normalize()
        side = pygame.Vector2(-d.y, d.x)
        pygame.draw.polygon(surface, HIGHLIGHT, [end, end - d * 16 + side * 8, end - d * 16 - side * 8])

    def _frame(self, surface: pygame.Surface, box: pygame.Rect, heading: str) -> None:
        draw.panel(surface, box, palette.NIGHT, HIGHLIGHT, radius=12, width=3)
        text.blit(surface, heading, (box.x + 18, box.y + 14), size=18, colour=HIGHLIGHT, face=text.BODY_BOLD)
        steps = len(self.lesson.steps)
        where = f"{min(self.index + 1, steps)}/{steps}"
        text.blit(surface, where, (box.right - 18, box.y + 14), size=18, colour=palette.GREY, anchor="topright")

    def _draw_box(self, surface: pygame.Surface, box: pygame.Rect, step: Step, tried: str | None) -> None:
        self._frame(surface, box, self.lesson.title)
        body = pygame.Rect(box.x + 18, box.y + 48, box.w - 36, box.h - 150)
        text.paragraph(surface, self.step_text(step), body, size=22)
        if tried:
            text.paragraph(
                surface,
                tried,
                pygame.Rect(box.x + 18, box.bottom - 98, box.w - 36, 50),
                size=18,
                colour=palette.NEON_ORANGE,
            )
        if step.kind == WATCH:
            words = "watch..."
        else:
            words = f"{self.accept_label(step)}: {step.doing}"
        text.blit(
            surface,
            words,
            (box.centerx, box.bottom - 24),
            size=20,
            colour=palette.NEON_CYAN,
            anchor="center",
            face=text.BODY_BOLD,
        )

    def end_labels(self) -> tuple[str, str]:
        return ("Play a real game", "Back")

    def end_buttons(self, box: pygame.Rect) -> list[pygame.Rect]:
        return [pygame.Rect(box.x + 18, box.bottom - 128 + i * 54, box.w - 36, 44) for i in range(2)]

    def _draw_end(self, surface: pygame.Surface) -> None:
        box = self.box_rect(None)
        self._frame(surface, box, self.lesson.title)
        text.paragraph(
            surface, self.lesson.end_text, pygame.Rect(box.x + 18, box.y + 48, box.w - 36, box.h - 190), size=22
        )
        for i, (label, rect) in enumerate(zip(self.end_labels(), self.end_buttons(box))):
            draw.menu_item(surface, rect, label, i == self.end_choice, size=20)

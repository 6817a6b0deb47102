"""How-to-play pages for each game (its package's ``howto.py``, through GameInfo) and for the cabinet itself."""

from __future__ import annotations

import pygame

from arcade.core.input import MOUSE_DEVICE, ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.games import registry
from arcade.games.info import resolve
from arcade.scenes.common import is_back, is_confirm, key_pair
from arcade.scenes.common import key as key_of
from arcade.scenes.howto_keys import draw_keys
from arcade.scenes.howto_pages import PAGES as CABINET_PAGES
from arcade.scenes.howto_pages import fill_keys

KEYS = "keys"
_PICTURES: dict[str, object] = {}


def describe(exc: Exception) -> str:
    """A level fault's own message (it names the file); any other fault by its kind, shortened."""
    from arcade.core.levels import LevelError

    return str(exc)[:200] if isinstance(exc, LevelError) else f"{exc.__class__.__name__}: {str(exc)[:160]}"


def order() -> list[str]:
    return ["cabinet"] + [g.id for g in registry.games()]


def title_of(game_id: str) -> str:
    if game_id == "cabinet":
        return "The Cabinet"
    try:
        return registry.get(game_id).title
    except KeyError:
        return game_id


KEYS_PAGE = (
    "Your keys",
    "Each seat plays from its own device, chosen in the lobby; two people can share a "
    "keyboard, one on each half. {system.pause} pauses, {system.help} opens these pages. Keys can be changed in "
    "Options > Controls.",
    KEYS,
)


KEYS_PAGE_UNDO = (
    KEYS_PAGE[0],
    "Each seat plays from its own device, chosen in the lobby. {system.pause} pauses, {system.help} opens these "
    "pages. Undo takes back your own moves (alone or together), back to the last card you saw.",
    KEYS,
)


def keys_page(undo: bool) -> tuple:
    """The keys page; a game with undo says what its key does (in place of where keys are changed)."""
    return KEYS_PAGE_UNDO if undo else KEYS_PAGE


def pages_of(game_id: str) -> tuple:
    """A game's pages from its GameInfo, ending with a picture of the keys of every device it is played
    from. A page is (heading, body) or (heading, body, picture): picture is "module:function" drawing
    into a rect, f(surface, rect)."""
    if game_id == "cabinet":
        return CABINET_PAGES
    try:
        info = registry.get(game_id)
    except KeyError:
        return ()
    if not info.howto:
        return ()
    return tuple(info.howto) + (keys_page(info.undo),)


class HowToScene(Scene):
    menu_repeat = True
    _lesson_here: tuple[tuple[object, ...], bool] | None = None  # (what it was worked out for, the answer)

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id_shown = game_id if game_id in order() and pages_of(game_id) else "cabinet"
        self.page = 0

    @property
    def pages(self):
        return pages_of(self.game_id_shown)

    def handle(self, ev: ActionEvent) -> None:
        if ev.device == MOUSE_DEVICE:
            if ev.action == "click" and ev.pressed:
                self._turn(1)
            return
        if not ev.pressed:
            return
        if ev.action in ("right", "b6") or (is_confirm(ev) and self.page < len(self.pages) - 1):
            self._turn(1)
        elif ev.action in ("left", "b4"):
            self._turn(-1)
        elif ev.action in ("up", "down"):
            ids = order()
            i = ids.index(self.game_id_shown) if self.game_id_shown in ids else 0
            i = (i + (1 if ev.action == "down" else -1)) % len(ids)
            self.game_id_shown, self.page = ids[i], 0
            self.app.sound("select")
        elif ev.action == "alt" and self.lesson_here():
            from arcade.scenes.lesson import open_lesson

            open_lesson(self.app, self.game_id_shown)
        elif is_confirm(ev) or is_back(ev):
            self.app.sound("back")
            self.app.pop()

    def lesson_here(self) -> bool:
        """The shown game has a lesson and these pages were not opened from a game in play (a lesson opened
        over a paused game would start a second game beside it). Worked out again only when the game shown
        or the scenes under these pages change (each frame's picture key asks)."""
        stack = self.app.scenes.stack
        key = (self.game_id_shown, len(stack), stack[0] if stack else None)
        kept = self._lesson_here
        if kept is None or kept[0] != key:
            kept = self._lesson_here = (key, self._find_lesson_here())
        return kept[1]

    def _find_lesson_here(self) -> bool:
        from arcade.scenes.game import GameScene
        from arcade.scenes.lesson import LessonScene

        try:
            if not registry.get(self.game_id_shown).lesson:
                return False
        except KeyError:
            return False
        return not any(isinstance(s, (GameScene, LessonScene)) for s in self.app.scenes.stack)

    def _picture(self, path: str):
        if path not in _PICTURES:
            _PICTURES[path] = resolve(path)
        return _PICTURES[path]

    def _turn(self, d: int) -> None:
        new = max(0, min(len(self.pages) - 1, self.page + d))
        if new != self.page:
            self.page = new
            self.app.sound("flip")

    def draw(self, surface: pygame.Surface) -> None:
        key = (self.game_id_shown, self.page, len(self.pages), repr(self.app.keymap), self.lesson_here())
        if self.app.picture_unchanged(self, surface, key):  # a page is a still picture
            return
        surface.blit(draw.backdrop(), (0, 0))
        text.title(surface, "HOW TO PLAY", (draw.SCREEN_W // 2, 50), size=30, colour=palette.NEON_CYAN)
        text.blit(
            surface,
            title_of(self.game_id_shown),
            (draw.SCREEN_W // 2, 96),
            size=30,
            anchor="center",
            face=text.BODY_BOLD,
            colour=palette.NEON_YELLOW,
        )
        box = pygame.Rect(140, 130, 1000, 470)
        draw.panel(surface, box, palette.NIGHT, palette.PANEL_HI, alpha=230)
        heading, body, picture = (tuple(self.pages[self.page]) + (None,))[:3]
        body = fill_keys(body, self.app.keymap)
        text.blit(surface, heading, (box.x + 40, box.y + 26), size=32, face=text.BODY_BOLD, colour=palette.NEON_PINK)
        if picture == KEYS:
            text.paragraph(surface, body, pygame.Rect(box.x + 40, box.y + 74, box.w - 80, 70), size=21)
            info = registry.get(self.game_id_shown)
            draw_keys(
                surface,
                self.app.keymap,
                info.devices,
                pygame.Rect(box.x + 30, box.y + 140, box.w - 60, 290),
                undo=info.undo,
                next_words=info.next_words,
            )
        elif picture:
            text.paragraph(surface, body, pygame.Rect(box.x + 40, box.y + 84, 520, box.h - 120), size=23)
            art = pygame.Rect(box.x + 590, box.y + 70, box.w - 620, box.h - 120)
            pygame.draw.rect(surface, palette.BLACK, art, border_radius=10)
            try:
                self._picture(picture)(surface, art.inflate(-16, -16))
            except Exception as exc:
                pygame.draw.rect(surface, palette.BLACK, art, border_radius=10)
                text.paragraph(
                    surface,
                    f"This picture cannot be drawn: {describe(exc)}",
                    art.inflate(-32, -32),
                    size=18,
                    colour=palette.GREY,
                )
        else:
            text.paragraph(surface, body, pygame.Rect(box.x + 40, box.y + 84, box.w - 80, box.h - 120), size=25)
        for i in range(len(self.pages)):
            c = (box.centerx + (i - (len(self.pages) - 1) / 2) * 26, box.bottom - 24)
            draw.symbol(surface, "circle", c, 7, palette.NEON_CYAN if i == self.page else palette.DIM)
        text.blit(
            surface,
            f"page {self.page + 1} of {len(self.pages)}",
            (box.right - 24, box.bottom - 24),
            size=18,
            colour=palette.GREY,
            anchor="midright",
        )
        hints = [(key_pair(self.app, "left", "right"), "page"), (key_pair(self.app, "up", "down"), "other game")]
        if self.lesson_here():
            hints.append((key_of(self.app, "alt"), "learn to play"))
        draw.hint_bar(surface, hints + [(key_of(self.app, "pause"), "back")])

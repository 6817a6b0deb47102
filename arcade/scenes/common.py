"""Pieces shared by the cabinet's menu scenes: a vertical menu with values, mouse support and key hints."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from arcade.core.input import GLOBAL_ACTIONS, GLOBAL_DEVICE, MOUSE_DEVICE, ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.scenes.kit.keys import key_label, pair_label

MENU_DEVICE = "keys_a"  # the keyboard's main half: the keys the cabinet's menus name in their hints


def key(app, action: str, device: str = MENU_DEVICE) -> str:
    """The key that gives ``action``, named as printed on it and read from the player's keymap ("Enter",
    "Esc", "F1"): the global keys (pause, help) from the system keys, the others from ``device``."""
    return key_label(app.keymap, GLOBAL_DEVICE if action in GLOBAL_ACTIONS else device, action)


def key_pair(app, first: str, second: str, device: str = MENU_DEVICE) -> str:
    """Two keys as one keycap: "Left/Right", "Up/Down"."""
    return pair_label(app.keymap, device, first, second)


def either_half(app, action: str) -> str:
    """The key of ``action`` on both halves of the keyboard, where menus take either: "Enter/Space"."""
    a, b = key(app, action, "keys_a"), key(app, action, "keys_b")
    return a if a == b else f"{a}/{b}"


def is_back(ev: ActionEvent) -> bool:
    return ev.pressed and (ev.action == "back" or (ev.device == GLOBAL_DEVICE and ev.action == "pause"))


def is_confirm(ev: ActionEvent) -> bool:
    return ev.pressed and ev.action == "confirm" and ev.device != GLOBAL_DEVICE


@dataclass
class MenuItem:
    label: str
    on_choose: Callable[[], None] | None = None
    value: Callable[[], str] | None = None
    on_adjust: Callable[[int], None] | None = None  # left/right: -1 / +1
    enabled: bool = True
    hint: str = ""
    on_alt: Callable[[], None] | None = None  # the "alt" key on this row (e.g. a seat's switch)


class MenuScene(Scene):
    """A titled list of items. Up/down move, left/right adjust, confirm chooses, back leaves."""

    menu_repeat = True
    title = ""
    subtitle = ""
    panel_rect = pygame.Rect(240, 150, 800, 470)
    row_h = 50
    accent = palette.NEON_CYAN
    pin_last = False  # True: the last item (START) is a button pinned below the panel, always in view

    def __init__(self, app) -> None:
        super().__init__(app)
        self.items: list[MenuItem] = []
        self.index = 0
        self.scroll = 0

    # overridable
    def on_back(self) -> None:
        self.app.sound("back")
        self.app.pop()

    def hints(self) -> list[tuple[str, str]]:
        """The keys of this menu, named as the player's keymap has them; "change" only on a row that
        Left/Right changes."""
        item = self.items[self.index] if self.items else None
        out = [(key(self.app, "confirm"), "choose")]
        if item is not None and item.on_adjust and item.enabled:
            out.append((key_pair(self.app, "left", "right"), "change"))
        return out + [(key(self.app, "pause"), "back"), (key(self.app, "help"), "help")]

    # behaviour
    def visible_rows(self) -> int:
        return max(1, (self.panel_rect.h - 20) // self.row_h)

    def scrolled_count(self) -> int:
        """Items in the scrolling list (all but a pinned last one)."""
        return len(self.items) - (1 if self.pin_last and self.items else 0)

    def is_pinned(self, i: int) -> bool:
        return self.pin_last and i == len(self.items) - 1

    def move(self, delta: int) -> None:
        if not self.items:
            return
        n = len(self.items)
        i = self.index
        for _ in range(n):
            i = (i + delta) % n
            if self.items[i].enabled:
                break
        if i != self.index:
            self.index = i
            self.app.sound("select")
        self.scroll_into_view()

    def scroll_into_view(self) -> None:
        if self.is_pinned(self.index):
            return
        rows = self.visible_rows()
        if self.index < self.scroll:
            self.scroll = self.index
        elif self.index >= self.scroll + rows:
            self.scroll = self.index - rows + 1
        self.scroll = max(0, min(self.scroll, max(0, self.scrolled_count() - rows)))

    def item_rect(self, i: int) -> pygame.Rect:
        r = self.panel_rect
        if self.is_pinned(i):
            return pygame.Rect(r.centerx - 150, r.bottom + 14, 300, self.row_h - 4)
        return pygame.Rect(r.x + 20, r.y + 12 + (i - self.scroll) * self.row_h, r.w - 40, self.row_h - 8)

    def shown_indices(self) -> list[int]:
        rows = range(self.scroll, min(self.scrolled_count(), self.scroll + self.visible_rows()))
        return list(rows) + ([len(self.items) - 1] if self.pin_last and self.items else [])

    def choose(self) -> None:
        item = self.items[self.index] if self.items else None
        if item is None or not item.enabled:
            self.app.sound("error")
            return
        if item.on_choose:
            self.app.sound("confirm")
            item.on_choose()
        elif item.on_adjust:
            item.on_adjust(+1)
            self.app.sound("select")

    def handle(self, ev: ActionEvent) -> None:
        if ev.device == MOUSE_DEVICE:
            self._mouse(ev)
            return
        if not ev.pressed:
            return
        if ev.action == "up":
            self.move(-1)
        elif ev.action == "down":
            self.move(+1)
        elif ev.action in ("left", "right") and self.items:
            item = self.items[self.index]
            if item.on_adjust and item.enabled:
                item.on_adjust(-1 if ev.action == "left" else +1)
                self.app.sound("select")
        elif ev.action == "alt" and self.items and self.items[self.index].on_alt:
            self.items[self.index].on_alt()
            self.app.sound("select")
        elif is_confirm(ev):
            self.choose()
        elif is_back(ev):
            self.on_back()

    def _mouse(self, ev: ActionEvent) -> None:
        if ev.action in ("up", "down"):
            self.move(-1 if ev.action == "up" else 1)
            return
        if ev.pos is None:
            return
        for i in self.shown_indices():
            if self.item_rect(i).collidepoint(ev.pos) and self.items[i].enabled:
                self.index = i
                if ev.action == "click" and ev.pressed:
                    self.choose()
                return

    def draw(self, surface: pygame.Surface) -> None:
        """The picture is drawn only when it changed (``picture_key``); subclasses add to
        ``draw_picture`` and ``picture_key``, not to ``draw``."""
        if not self.app.picture_unchanged(self, surface, self.picture_key()):
            self.draw_picture(surface)

    def picture_key(self) -> tuple:
        """Everything the menu's picture depends on."""
        rows = tuple((it.label, it.value() if it.value else None, it.enabled, it.hint) for it in self.items)
        return (self.title, self.subtitle, self.accent, self.index, self.scroll, rows, tuple(self.hints()))

    def draw_picture(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(), (0, 0))
        self.draw_menu(surface)

    def draw_title(self, surface: pygame.Surface) -> None:
        """The page's title, at the top of the screen."""
        if self.title:
            text.title(surface, self.title, (draw.SCREEN_W // 2, 70), size=36, colour=self.accent)

    def draw_menu(self, surface: pygame.Surface) -> None:
        self.draw_title(surface)
        if self.subtitle:
            text.blit(surface, self.subtitle, (draw.SCREEN_W // 2, 116), size=22, colour=palette.GREY, anchor="center")
        draw.panel(surface, self.panel_rect, palette.NIGHT, palette.PANEL, alpha=215)
        rows = self.visible_rows()
        for i in self.shown_indices():
            item = self.items[i]
            draw.menu_item(
                surface,
                self.item_rect(i),
                item.label,
                i == self.index,
                enabled=item.enabled,
                value=item.value() if item.value else None,
                size=24,
                accent=self.accent,
            )
        if self.scroll > 0:
            text.blit(
                surface,
                "more above",
                (self.panel_rect.right - 16, self.panel_rect.y - 4),
                size=18,
                colour=palette.GREY,
                anchor="bottomright",
            )
        if self.scroll + rows < self.scrolled_count():
            text.blit(
                surface,
                "more below",
                (self.panel_rect.right - 16, self.panel_rect.bottom + 4),
                size=18,
                colour=palette.GREY,
                anchor="topright",
            )
        if self.items and self.items[self.index].hint:
            y = self.panel_rect.bottom + (30 if not self.pin_last else self.row_h + 34)
            text.blit(
                surface,
                text.fit(self.items[self.index].hint, text.BODY, 20, draw.SCREEN_W - 80),
                (draw.SCREEN_W // 2, y),
                size=20,
                colour=palette.GREY,
                anchor="center",
            )
        draw.hint_bar(surface, self.hints())


def start_game(app, info, config):
    """Make a game's first scene; a broken level file gives a clear message instead of a crash.

    Returns the scene, or None (after a toast naming the file and the fault) when it cannot start."""
    from arcade.core.levels import guarded

    scene, error = guarded(info.start, app, config)  # hardening: every level load goes through the guard
    if error is not None:
        app.sound("error")
        app.toast(f"{info.title} cannot start: {error}", 8000)
    else:
        remember_game(app, info.id)
    return scene


def remember_game(app, game_id: str) -> None:
    """Note the game just started (or resumed) in the settings: the game select opens on it next time."""
    if app.settings.get("last_game") != game_id:
        app.settings["last_game"] = game_id
        app.save_settings()


def cycle(options: list | tuple, current, delta: int):
    """The option ``delta`` steps from ``current`` (wrapping); the first when current is unknown."""
    try:
        i = list(options).index(current)
    except ValueError:
        return options[0]
    return options[(i + delta) % len(options)]


MAX_DIALOG_ROWS = 8  # a table of more rows would push the choices off the dialog


class ChoiceDialog(Scene):
    """A small modal question over the current scene: a message, an optional table of (name, value) rows
    in two columns (a kept game's players and scores) and a row of choices."""

    opaque = False
    menu_repeat = True

    def __init__(
        self,
        app,
        title: str,
        message: str,
        choices: list[tuple[str, Callable[[], None]]],
        cancel_index: int | None = None,
        rows: tuple[tuple[str, str], ...] = (),
    ) -> None:
        super().__init__(app)
        self.rows = rows[:MAX_DIALOG_ROWS]
        self.title_text = title
        self.message = message
        self.choices = choices
        self.index = 0
        self.cancel_index = cancel_index

    def _rects(self) -> list[pygame.Rect]:
        n = len(self.choices)
        w = 230
        total = n * w + (n - 1) * 20
        x0 = draw.SCREEN_W // 2 - total // 2
        return [pygame.Rect(x0 + i * (w + 20), self._box().bottom - 90, w, 56) for i in range(n)]

    def _box(self) -> pygame.Rect:
        """280 px tall; a table adds a line of 30 px per row of its two columns."""
        extra = 30 * ((len(self.rows) + 1) // 2) + 16 if self.rows else 0
        return pygame.Rect(240, 220 - extra // 2, 800, 280 + extra)

    def handle(self, ev: ActionEvent) -> None:
        if ev.device == MOUSE_DEVICE and ev.pos:
            for i, r in enumerate(self._rects()):
                if r.collidepoint(ev.pos):
                    self.index = i
                    if ev.action == "click" and ev.pressed:
                        self._choose()
            return
        if not ev.pressed:
            return
        if ev.action in ("left", "up"):
            self.index = (self.index - 1) % len(self.choices)
            self.app.sound("select")
        elif ev.action in ("right", "down"):
            self.index = (self.index + 1) % len(self.choices)
            self.app.sound("select")
        elif is_confirm(ev):
            self._choose()
        elif is_back(ev) and self.cancel_index is not None:
            self.index = self.cancel_index
            self._choose()

    def _choose(self) -> None:
        self.app.sound("confirm")
        _label, fn = self.choices[self.index]
        self.app.pop()
        fn()

    def draw(self, surface: pygame.Surface) -> None:
        draw.dim_overlay(surface, 160)
        box = self._box()
        draw.panel(surface, box, palette.DUSK, palette.NEON_PINK)
        text.title(surface, self.title_text, (box.centerx, box.y + 44), size=26, colour=palette.NEON_YELLOW)
        text.paragraph(surface, self.message, pygame.Rect(box.x + 40, box.y + 84, box.w - 80, 100), size=24)
        half = (len(self.rows) + 1) // 2
        for i, (name, value) in enumerate(self.rows):
            col, row = divmod(i, half)
            x, y = box.x + 60 + col * 360, box.y + 170 + row * 30
            text.blit(surface, text.fit(name, text.BODY, 22, 240), (x, y), size=22, colour=palette.WHITE)
            text.blit(surface, value, (x + 320, y), size=22, face=text.BODY_BOLD, anchor="topright")
        for i, ((label, _fn), r) in enumerate(zip(self.choices, self._rects())):
            draw.menu_item(surface, r, label, i == self.index, size=22, accent=palette.NEON_PINK)

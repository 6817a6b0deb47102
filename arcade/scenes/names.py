"""Name entry: type the name on the keyboard (SDL text input, with the IME), or pick letters on an on-screen
grid with a keyboard half, the numpad or a gamepad. Either way a name holds the grid's characters (letters,
typed in either case, digits, space and - . ') and at most ``MAX_LEN`` of them."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from arcade.core.input import MOUSE_DEVICE, ActionEvent, pad_label
from arcade.core.names import clean_name, clean_text
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.core.text_entry import TextEntry
from arcade.scenes.common import is_back, is_confirm, key
from arcade.scenes.game import NUMPAD_DIRECTIONS

ROWS = ["ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ-.' ", "0123456789"]
SPECIAL = ["DEL", "CLEAR", "DONE"]
MAX_LEN = 12
ALLOWED = set("".join(ROWS))
FIELD = pygame.Rect(370, 200, 540, 60)  # the name field (the IME shows its candidates beside it)


def typable(ch: str) -> bool:
    """A typed character a name may hold: one of the grid's, a letter in either case."""
    return ch.isascii() and ch.upper() in ALLOWED


class NameScene(Scene):
    opaque = False
    menu_repeat = True

    def __init__(self, app, name: str, on_done: Callable[[str], None], default: str = "Player") -> None:
        super().__init__(app)
        self.default = clean_name(default, "Player", MAX_LEN)
        self.name = clean_text(name, MAX_LEN)  # what shows in the field is what the player can see
        self.on_done = on_done
        self.r, self.c = len(ROWS), 2  # start on DONE
        self.text_entry = TextEntry(self.type_text)  # the loop hands it typed text while the box is open

    def enter(self) -> None:
        self.text_entry.start(FIELD, self.app.window)

    def resume(self) -> None:
        self.text_entry.start(FIELD, self.app.window)

    def pause(self) -> None:
        self.text_entry.stop()

    def exit(self) -> None:
        self.text_entry.stop()

    def type_text(self, typed: str) -> None:
        """Typed text (a key, or the IME's whole word): the characters a name may hold, up to the limit; the
        cursor goes to DONE so Enter finishes."""
        kept = [ch for ch in typed if typable(ch)]
        room = MAX_LEN - len(self.name)
        if not kept or room <= 0:
            self.app.sound("error")
            return
        self.name += "".join(kept[:room])
        self.r, self.c = len(ROWS), SPECIAL.index("DONE")
        self.app.sound("select")

    def _cols(self, r: int) -> int:
        return len(SPECIAL) if r == len(ROWS) else len(ROWS[r])

    def _cell(self, r: int, c: int) -> pygame.Rect:
        if r == len(ROWS):
            return pygame.Rect(370 + c * 186, 520, 170, 50)
        return pygame.Rect(370 + c * 56, 290 + r * 56, 50, 50)

    def handle(self, ev: ActionEvent) -> None:
        if ev.device == MOUSE_DEVICE and ev.pos:
            for r in range(len(ROWS) + 1):
                for c in range(self._cols(r)):
                    if self._cell(r, c).collidepoint(ev.pos):
                        self.r, self.c = r, c
                        if ev.action == "click" and ev.pressed:
                            self._press()
            return
        if not ev.pressed:
            return
        if ev.device == "numpad":  # the console's 4 6 8 2 move on the grid, 5 adds the letter
            ev = ev.replace(action=NUMPAD_DIRECTIONS.get(ev.action, ev.action))
        if ev.action in ("left", "right"):
            self.c = (self.c + (1 if ev.action == "right" else -1)) % self._cols(self.r)
        elif ev.action in ("up", "down"):
            old_cols = self._cols(self.r)
            self.r = (self.r + (1 if ev.action == "down" else -1)) % (len(ROWS) + 1)
            self.c = min(self._cols(self.r) - 1, self.c * self._cols(self.r) // max(1, old_cols))
        elif is_confirm(ev):
            self._press()
        elif ev.action == "alt":
            self._finish()
        elif is_back(ev):
            if self.name:
                self.name = self.name[:-1]
            else:
                self.app.pop()

    def _press(self) -> None:
        if self.r == len(ROWS):
            what = SPECIAL[self.c]
            if what == "DEL":
                self.name = self.name[:-1]
            elif what == "CLEAR":
                self.name = ""
            else:
                self._finish()
            return
        if len(self.name) < MAX_LEN:
            self.name += ROWS[self.r][self.c]
            self.app.sound("select")

    def _finish(self) -> None:
        name = clean_name(self.name, self.default, MAX_LEN)
        self.app.sound("confirm")
        self.app.pop()
        self.on_done(name)

    def hint(self) -> str:
        """The keys: a keyboard types (its Shift keys type capitals, so Enter on DONE finishes); a pad or the
        numpad picks letters on the grid and its second button finishes."""
        back, done = key(self.app, "back"), key(self.app, "confirm")
        pads = f"{pad_label('alt')} or {key(self.app, 'alt', 'numpad')}"
        return (
            f"Type a name: {back} deletes, {done} on DONE finishes \u00b7 pad or numpad: pick letters, {pads} finishes"
        )

    def draw(self, surface: pygame.Surface) -> None:
        draw.dim_overlay(surface, 185)
        surface.fill(palette.BLACK, (0, 608, draw.SCREEN_W, draw.SCREEN_H - 608))  # hide the hints beneath
        box = pygame.Rect(330, 130, 620, 470)
        draw.panel(surface, box, palette.NIGHT, palette.NEON_CYAN)
        text.title(surface, "NAME", (box.centerx, box.y + 34), size=24, colour=palette.NEON_CYAN)
        field = FIELD
        draw.panel(surface, field, palette.BLACK, palette.PANEL_HI, radius=8)
        text.blit(
            surface, self.name + "_", (field.x + 16, field.centery), size=32, anchor="midleft", face=text.BODY_BOLD
        )
        for r in range(len(ROWS) + 1):
            for c in range(self._cols(r)):
                cell = self._cell(r, c)
                sel = (r, c) == (self.r, self.c)
                draw.panel(
                    surface,
                    cell,
                    palette.PANEL_HI if sel else palette.DUSK,
                    palette.NEON_YELLOW if sel else palette.PANEL,
                    radius=6,
                    width=2,
                )
                label = SPECIAL[c] if r == len(ROWS) else ROWS[r][c]
                text.blit(
                    surface,
                    "SP" if label == " " else label,
                    cell.center,
                    size=22 if r < len(ROWS) else 20,
                    anchor="center",
                    face=text.BODY_BOLD,
                )
        text.blit(
            surface,
            self.hint(),
            (box.centerx, box.bottom + 24),
            size=20,
            colour=palette.GREY,
            anchor="center",
        )

"""Arcade-style initials entry for a high-score table: three letters, up/down to change, left/right to
move, confirm to accept.

The prompt often comes up while a player's hands are still on the keys (after a reflex game), so it
listens only to keys pressed after it appeared. An input stamped before it appeared is ignored; so is
any press for the first ``ARM_MS`` (the arrows show once it listens). A key held down from before never
reaches it: the input layer forgets held keys when the stack changes, so their key-ups are dropped, and a
menu auto-repeat counts only for a key that went down once the prompt listened."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text, tween
from arcade.core.scenes import Scene
from arcade.scenes.common import is_back, is_confirm, key, key_pair

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ."
ARM_MS = 350.0
"""How long after appearing the prompt waits before it takes a press."""


class InitialsScene(Scene):
    menu_repeat = True
    opaque = False

    def __init__(
        self, app, score_text: str, on_done: Callable[[str], None], initial: str = "AAA", device: str | None = None
    ) -> None:
        super().__init__(app)
        self.letters = [c if c in ALPHABET else "A" for c in (initial + "AAA")[:3]]
        self.pos = 0
        self.score_text = score_text
        self.on_done = on_done
        self.device = device
        self.shown_at: float | None = None

    def enter(self) -> None:
        self.shown_at = self.app.now()

    def armed(self, t_ms: float | None = None) -> bool:
        """Whether the prompt takes presses at ``t_ms`` (default now)."""
        t = self.app.now() if t_ms is None else t_ms
        return self.shown_at is not None and t >= self.shown_at + ARM_MS

    def _stale_input(self, ev: ActionEvent) -> bool:
        """An input that belongs to before the prompt (or came too soon after it to be meant for it)."""
        if self.shown_at is None or ev.t_ms < self.shown_at or not self.armed(ev.t_ms):
            return True
        if ev.repeat:  # a held key's auto-repeat counts only if the key went down once the prompt listened
            since = self.app.input.held.get((ev.device, ev.action))
            return since is None or not self.armed(since)
        return False

    @property
    def initials(self) -> str:
        return "".join(self.letters).strip() or "???"

    def handle(self, ev: ActionEvent) -> None:
        if self._stale_input(ev) or not ev.pressed:
            return
        if ev.action in ("up", "down", "b8", "b2"):
            step = 1 if ev.action in ("up", "b8") else -1
            i = ALPHABET.index(self.letters[self.pos])
            self.letters[self.pos] = ALPHABET[(i + step) % len(ALPHABET)]
            self.app.sound("select")
        elif ev.action in ("left", "b4"):
            self.pos = max(0, self.pos - 1)
        elif ev.action in ("right", "b6"):
            self.pos = min(2, self.pos + 1)
        elif is_confirm(ev) or ev.action == "b5":
            if self.pos < 2 and ev.action != "confirm":
                self.pos += 1
                return
            self.app.sound("coin")
            self.app.pop()
            self.on_done(self.initials)
        elif is_back(ev):
            self.pos = max(0, self.pos - 1)

    def keys_hint(self) -> str:
        """The prompt's keys on the device that plays (the numpad's for the console), as printed on them."""
        dev = self.device if self.device and self.device != "mouse" else "keys_a"
        return (
            f"{key_pair(self.app, 'up', 'down', dev)} letter, {key_pair(self.app, 'left', 'right', dev)} move, "
            f"{key(self.app, 'confirm', dev)} to sign"
        )

    def draw(self, surface: pygame.Surface) -> None:
        draw.dim_overlay(surface, 190)
        box = pygame.Rect(340, 170, 600, 380)
        draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW)
        text.title(surface, "HIGH SCORE!", (box.centerx, box.y + 50), size=34, colour=palette.NEON_PINK)
        text.blit(surface, self.score_text, (box.centerx, box.y + 105), size=26, anchor="center")
        for i, ch in enumerate(self.letters):
            cx = box.centerx + (i - 1) * 110
            r = pygame.Rect(cx - 44, box.y + 150, 88, 110)
            sel = i == self.pos
            draw.panel(
                surface,
                r,
                palette.PANEL_HI if sel else palette.DUSK,
                palette.NEON_CYAN if sel else palette.PANEL,
                radius=10,
            )
            if (
                sel
                and self.armed()
                and (self.app.settings["reduce_flashing"] or tween.blink(self.app.now(), 700, 0.75))
            ):
                pygame.draw.polygon(
                    surface, palette.NEON_CYAN, [(cx - 10, r.y - 8), (cx + 10, r.y - 8), (cx, r.y - 20)]
                )
                pygame.draw.polygon(
                    surface, palette.NEON_CYAN, [(cx - 10, r.bottom + 8), (cx + 10, r.bottom + 8), (cx, r.bottom + 20)]
                )
            text.title(surface, ch, r.center, size=52, colour=palette.WHITE)
        text.blit(
            surface,
            self.keys_hint(),
            (box.centerx, box.bottom - 40),
            size=20,
            colour=palette.GREY,
            anchor="center",
        )

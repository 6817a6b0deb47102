"""The app's messages (toasts): shown one at a time, in order, in the bottom row beside the key hints."""

from __future__ import annotations

import pygame

from arcade.core.render import draw


class Messages:
    def __init__(self) -> None:
        self.queue: list[tuple[str, float]] = []  # (message, how long it shows), shown in order
        self.until: float | None = None  # when the message showing now goes

    def add(self, message: str, ms: float) -> None:
        self.queue.append((message, ms))

    def draw(self, surf: pygame.Surface, now: float) -> bool:
        """Draw the message due now, right of the last key hint drawn this frame, where it covers no
        title, no hint and no table; True when the canvas was drawn on (or a message just left it)."""
        if not self.queue:
            return False
        if self.until is None:
            self.until = now + self.queue[0][1]
        elif now >= self.until:
            self.queue.pop(0)
            self.until = now + self.queue[0][1] if self.queue else None
            if not self.queue:
                return True  # the last message left the canvas: the next frame redraws under it
        from arcade.core.render import palette, text

        message = self.queue[0][0]
        more = len(self.queue) - 1
        if more:
            message += f"  (+{more} more)"
        x0 = max(draw.hint_extent() + 28, 420)
        width = draw.SCREEN_W - 16 - x0
        lines = text.wrap(message, text.BODY, 18, width - 24)
        h = 10 + 21 * len(lines)
        rect = pygame.Rect(x0, draw.SCREEN_H - 6 - h, width, h)
        draw.panel(surf, rect, palette.DUSK, palette.WARN, radius=8, width=2)
        for i, line in enumerate(lines):
            text.blit(surf, line, (rect.x + 12, rect.y + 5 + 21 * i), size=18, colour=palette.WHITE)
        return True

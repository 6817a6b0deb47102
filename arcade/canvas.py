"""What the canvas shows from frame to frame, so a picture that has not changed is not drawn again.

The app notes, per frame, which scenes drew on which canvas and whether a fade or a message covered them;
a scene that drew alone last frame, on a canvas nothing has covered since, may keep it (``holds``) or, with
the same picture key, draw nothing at all (``unchanged``).
"""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw
from arcade.core.scenes import Scene


class Canvas:
    def __init__(self) -> None:
        self.sig: tuple[Any, ...] | None = None  # (canvas, scenes drawn) of the last frame
        self.clean = False  # the last frame had no fade and no message over its scenes
        self.kept = False  # this frame starts on exactly the last frame's picture
        self.picture: tuple[Scene, Any] | None = None  # (scene, key) of the last single scene drawn in full
        self.hints = 0
        self.generation = 0  # counts invalidations: a scene's own kept pictures are of one generation

    def begin(self, sig: tuple[Any, ...], covered: bool, scenes: int) -> None:
        """A frame of ``scenes`` visible scenes starts (``covered``: a message will show over it)."""
        self.kept = sig == self.sig and self.clean and not covered
        if not self.kept or scenes != 1:
            self.picture = None

    def end(self, sig: tuple[Any, ...], clean: bool) -> None:
        self.sig, self.clean, self.hints = sig, clean, draw.hint_extent()

    def holds(self, scene: Scene, surface: pygame.Surface, screen: pygame.Surface | None, visible: list[Scene]) -> bool:
        """True when the canvas still shows exactly what ``scene`` drew last frame (see App.canvas_holds)."""
        if surface is not screen:
            return False
        # the one visible scene, or the game it shows (the attract loop's DemoScene draws its game, then a
        # band of its own the same way every frame)
        if len(visible) != 1 or (visible[0] is not scene and getattr(visible[0], "inner", None) is not scene):
            return False
        holds = self.kept and self.picture is not None and self.picture[0] is scene
        if holds:
            draw.keep_hint_extent(self.hints)
        else:
            self.picture = (scene, None)
        return holds

    def unchanged(
        self, scene: Scene, surface: pygame.Surface, screen: pygame.Surface | None, visible: list[Scene], key: Any
    ) -> bool:
        """True when the canvas already shows ``scene``'s picture for ``key`` (see App.picture_unchanged)."""
        if not self.holds(scene, surface, screen, visible):
            if self.picture is not None and self.picture[0] is scene:
                self.picture = (scene, key)
            return False
        if self.picture is not None and self.picture[1] == key:
            return True
        self.picture = (scene, key)
        return False

    def invalidate(self) -> None:
        """The canvas was drawn on from outside the frame (or replaced): the next frame draws it all."""
        self.sig = None
        self.picture = None
        self.generation += 1

"""The pause overlay: resume, how to play, options, quit to menu (offering Hold & Quit)."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.scenes.common import ChoiceDialog, MenuItem, MenuScene


class PauseScene(MenuScene):
    opaque = False
    pausable = False
    title = "PAUSED"
    panel_rect = pygame.Rect(390, 170, 500, 330)
    accent = palette.NEON_YELLOW

    def __init__(self, app) -> None:
        super().__init__(app)
        below = app.scenes.stack[-1] if app.scenes.stack else None
        below = getattr(below, "covers", None) or below  # over a curtain: the game it hides
        self.game = below
        self.game_id = below.game_id if below else None
        self.items = [MenuItem("Resume", self.on_back)]
        if below is not None:
            for label, fn in below.pause_menu_extra():
                self.items.append(MenuItem(label, fn))
        self.items += [
            MenuItem("How to play", self._howto),
            MenuItem("Options", self._options),
            MenuItem("Quit to menu", self._quit),
        ]
        # the panel fits its items (at most the class's 330 px, then it scrolls), centred where it stood
        full = PauseScene.panel_rect
        height = min(full.h, 24 + len(self.items) * self.row_h)
        self.panel_rect = pygame.Rect(full.x, full.centery - height // 2, full.w, height)

    def on_back(self) -> None:
        self.app.sound("back")
        self.app.pop()

    def _howto(self) -> None:
        from arcade.scenes.howto import HowToScene

        self.app.push(HowToScene(self.app, self.game_id or "cabinet"))

    def _options(self) -> None:
        from arcade.scenes.options import OptionsScene

        self.app.push(OptionsScene(self.app))

    def _quit(self) -> None:
        game = self.game
        data = game.hold_data() if game is not None else None
        if data is None or not self.game_id:
            self._leave()
            return

        def keep() -> None:
            if not self.app.hold(self.game_id, data):  # hardening: not written, so the game stays open
                self.app.toast("The game could not be kept, so it stays open: resume it or abandon it.", 8000)
                return
            words = game.replay_words() if game is not None and hasattr(game, "replay_words") else ""
            self.app.toast(f"Game kept: choose it again in the game select to resume. {words}".strip(), 6000)
            self._leave()

        def drop() -> None:
            self.app.drop_hold(self.game_id)
            self._leave()

        self.app.push(
            ChoiceDialog(
                self.app,
                "HOLD & QUIT",
                "Keep this game to resume it later?",
                [("Keep it", keep), ("Abandon", drop), ("Cancel", lambda: None)],
                cancel_index=2,
            )
        )

    def _leave(self) -> None:
        from arcade.scenes.select import GameSelectScene

        if self.app.scenes.find(GameSelectScene):
            self.app.scenes.pop_to(GameSelectScene, self.app.anim(220))
        else:
            self.app.scenes.clear()  # each scene's exit runs (frame hooks removed, its caches emptied)
            self.app.scenes.push(GameSelectScene(self.app), self.app.anim(220))

    def title_plate(self) -> pygame.Rect:
        """Where the title stands: on a plate of its own just above the menu, so a game's marquee or
        headline under the dimmed table never shows through it."""
        plate = pygame.Rect(0, 0, self.panel_rect.w, 64)
        plate.midbottom = (self.panel_rect.centerx, self.panel_rect.y - 10)
        return plate

    def draw_title(self, surface: pygame.Surface) -> None:
        plate = self.title_plate()
        draw.panel(surface, plate, palette.NIGHT, self.accent)
        text.title(surface, self.title, plate.center, size=36, colour=self.accent)

    def draw(self, surface: pygame.Surface) -> None:
        draw.dim_overlay(surface, 175)
        # the game's own key hints sit under ours: cover them so the two bars never mix
        surface.fill(palette.BLACK, (0, draw.SCREEN_H - 60, draw.SCREEN_W, 60))
        self.draw_menu(surface)
        text.blit(
            surface,
            "The game is stopped while this menu is open.",
            (draw.SCREEN_W // 2, self.panel_rect.bottom + 40),
            size=20,
            colour=palette.GREY,
            anchor="center",
        )

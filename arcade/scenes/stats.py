"""Statistics and high scores per game: played, won, best, average, the top ten, and a small chart of
recent scores drawn in the cabinet's style."""
from __future__ import annotations

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.games import registry
from arcade.scenes.common import is_back, is_confirm


def board_title(board: str) -> str:
    parts = board.split(":")
    try:
        base = registry.get(parts[0]).title
    except KeyError:
        base = parts[0]
    if len(parts) == 3:
        return f"{base}: {parts[1].replace('_', ' ').title()} \u00b7 Skill {parts[2]}"
    return base


class StatsScene(Scene):
    menu_repeat = True

    def __init__(self, app) -> None:
        super().__init__(app)
        games = [g.id for g in registry.games() if g.enabled]
        extra = sorted(b for b in app.stats.boards if b not in games)
        self.boards = games + extra or ["crashline"]
        self.index = 0

    def handle(self, ev: ActionEvent) -> None:
        if not ev.pressed:
            return
        if ev.action in ("left", "up"):
            self.index = (self.index - 1) % len(self.boards)
            self.app.sound("select")
        elif ev.action in ("right", "down"):
            self.index = (self.index + 1) % len(self.boards)
            self.app.sound("select")
        elif is_back(ev) or is_confirm(ev):
            self.app.sound("back")
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.backdrop(), (0, 0))
        board = self.boards[self.index]
        rec = self.app.stats.board(board)
        text.title(surface, "HIGH SCORES", (draw.SCREEN_W // 2, 48), size=30, colour=palette.NEON_YELLOW)
        text.blit(surface, f"<  {board_title(board)}  >", (draw.SCREEN_W // 2, 96), size=28,
                  anchor="center", face=text.BODY_BOLD, colour=palette.NEON_CYAN)
        left = pygame.Rect(80, 130, 520, 500)
        right = pygame.Rect(640, 130, 560, 500)
        draw.panel(surface, left, palette.NIGHT, palette.PANEL_HI, alpha=220)
        draw.panel(surface, right, palette.NIGHT, palette.PANEL_HI, alpha=220)
        avg = self.app.stats.average(board)
        rows = [("Played", str(rec["played"])), ("Won", str(rec["won"])),
                ("Best", _num(rec["best"])), ("Average", _num(avg))]
        for i, (k, v) in enumerate(rows):
            text.blit(surface, k, (left.x + 30, left.y + 26 + i * 34), size=24, colour=palette.GREY)
            text.blit(surface, v, (left.x + 250, left.y + 26 + i * 34), size=24, face=text.BODY_BOLD)
        text.blit(surface, "Recent scores", (left.x + 30, left.y + 180), size=22, colour=palette.NEON_PINK)
        self._chart(surface, pygame.Rect(left.x + 30, left.y + 215, left.w - 60, 250), rec["recent"])
        text.title(surface, "TOP TEN", (right.centerx, right.y + 30), size=20, colour=palette.NEON_PINK)
        if not rec["top"]:
            text.blit(surface, "No scores yet: go set one!", (right.centerx, right.y + 120), size=24,
                      colour=palette.GREY, anchor="center")
        for i, e in enumerate(rec["top"]):
            y = right.y + 64 + i * 42
            colour = palette.NEON_YELLOW if i == 0 else palette.WHITE
            text.title(surface, f"{i + 1:>2}", (right.x + 50, y + 12), size=16, colour=colour, shadow=False)
            text.blit(surface, e["name"], (right.x + 90, y), size=24, colour=colour, face=text.BODY_BOLD)
            text.blit(surface, _num(e["score"]), (right.x + 360, y), size=24, colour=colour, anchor="topright")
            text.blit(surface, e.get("date", ""), (right.right - 24, y + 2), size=20, colour=palette.GREY,
                      anchor="topright")
        draw.hint_bar(surface, [("Left Right", "game"), ("Esc", "back")])

    def _chart(self, surface, rect: pygame.Rect, scores: list) -> None:
        pygame.draw.line(surface, palette.GREY, rect.bottomleft, rect.bottomright, 2)
        pygame.draw.line(surface, palette.GREY, rect.bottomleft, rect.topleft, 2)
        if not scores:
            text.blit(surface, "no games yet", rect.center, size=20, colour=palette.DIM, anchor="center")
            return
        top = max(max(scores), 1)
        n = len(scores)
        bw = max(4, (rect.w - 10) // max(n, 1) - 4)
        for i, s in enumerate(scores):
            h = int((rect.h - 30) * max(0, s) / top)
            bar = pygame.Rect(rect.x + 8 + i * (bw + 4), rect.bottom - h - 2, bw, h)
            colour = palette.NEON_YELLOW if s == top else palette.NEON_CYAN
            pygame.draw.rect(surface, colour, bar)
            pygame.draw.rect(surface, palette.dim(colour, 0.5), bar, 1)
        text.blit(surface, _num(top), (rect.x + 6, rect.y), size=18, colour=palette.GREY)


def _num(v) -> str:
    if v is None:
        return "-"
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"

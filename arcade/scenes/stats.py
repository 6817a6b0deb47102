"""Statistics and high scores per game: played, won, best, average (or a game's own lines for a board:
``GameInfo.stats_rows``), the top ten, and a small chart of recent scores drawn in the cabinet's style,
each person's bars in their own colour and symbol, named in a legend, when it holds several people's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.games import registry
from arcade.games.info import resolve
from arcade.scenes.common import is_back, is_confirm, key_pair
from arcade.scenes.common import key as key_of


def board_title(board: str) -> str:
    parts = board.split(":")
    try:
        base = registry.get(parts[0]).title
    except KeyError:
        base = parts[0]
    if len(parts) == 3:
        return f"{base}: {parts[1].replace('_', ' ').title()} \u00b7 Skill {parts[2]}"
    if len(parts) == 2:  # a game's own extra board ("vegas:solo", "topspeed:practice")
        return f"{base}: {SUB_BOARDS.get(parts[1], parts[1].replace('_', ' ').title())}"
    return base


SUB_BOARDS = {"coop": "Co-op"}
CHART_SLOTS = 20
EVERY = "  \u00b7  every board"  # after a game's name on its summary page


class BoardLine(NamedTuple):
    """One board of a summary page: its name under the game ("Rattler \u00b7 Skill 1"), games played, and
    its best entry of the top ten (None before any score)."""

    title: str
    played: int
    best: dict[str, Any] | None


class Summary(NamedTuple):
    """A game's page when its results go to boards of its own and none to the game's board (Console Free
    Play: one board per game and skill): the totals over those boards, and each board's best."""

    played: int
    won: int
    best: float | None
    average: float | None
    lines: tuple[BoardLine, ...]


def game_rows(board: str, rec: Mapping[str, Any]) -> list[tuple[str, str]] | None:
    """The game's own lines for this board (``GameInfo.stats_rows``: a solo board's best rank in place of
    wins), at most four; None for the usual Played / Won / Best / Average."""
    try:
        info = registry.get(board.split(":")[0])
    except KeyError:
        return None
    if not info.stats_rows:
        return None
    try:
        rows = resolve(info.stats_rows)(board, rec)
    except Exception:
        return None
    return [(str(k), str(v)) for k, v in rows][:4] if rows else None


def sub_boards(boards: Mapping[str, Mapping[str, Any]], game: str) -> list[str]:
    """The boards of ``game``'s own ("console:rattler:1"), in the order the pages show them."""
    return sorted(b for b in boards if b.startswith(game + ":"))


def summary(boards: Mapping[str, Mapping[str, Any]], game: str) -> Summary | None:
    """The summary of ``game``'s own boards, for its page, when the game's board itself has never been
    played but its own boards have; None otherwise (the page shows the game's board as it is)."""
    own = boards.get(game)
    subs = [b for b in sub_boards(boards, game) if boards[b]["played"]]
    if (own is not None and own["played"]) or not subs:
        return None
    recs = [boards[b] for b in subs]
    bests = [r["best"] for r in recs if r["best"] is not None]
    counted = sum(r["counted"] for r in recs)
    lines = tuple(
        BoardLine(board_title(b).split(": ", 1)[-1], r["played"], r["top"][0] if r["top"] else None)
        for b, r in zip(subs, recs)
    )
    return Summary(
        sum(r["played"] for r in recs),
        sum(r["won"] for r in recs),
        max(bests) if bests else None,
        sum(r["total"] for r in recs) / counted if counted else None,
        lines,
    )


class StatsScene(Scene):
    menu_repeat = True

    def __init__(self, app) -> None:
        super().__init__(app)
        games = [g.id for g in registry.games() if g.enabled]
        extra = sorted(b for b in app.stats.boards if b not in games)
        self.boards = games + extra or [g.id for g in registry.games()][:1] or ["cabinet"]
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
        board = self.boards[self.index]
        summ = summary(self.app.stats.boards, board)
        key = (board, repr(self.app.stats.board(board)), repr(self.app.stats.average(board)), summ)
        if self.app.picture_unchanged(self, surface, key):  # the page changes only with the board shown
            return
        surface.blit(draw.backdrop(), (0, 0))
        rec = self.app.stats.board(board)
        text.title(surface, "STATISTICS", (draw.SCREEN_W // 2, 48), size=30, colour=palette.NEON_YELLOW)
        text.blit(
            surface,
            f"<  {board_title(board)}{EVERY if summ else ''}  >",
            (draw.SCREEN_W // 2, 96),
            size=28,
            anchor="center",
            face=text.BODY_BOLD,
            colour=palette.NEON_CYAN,
        )
        left = pygame.Rect(80, 130, 520, 500)
        right = pygame.Rect(640, 130, 560, 500)
        draw.panel(surface, left, palette.NIGHT, palette.PANEL_HI, alpha=220)
        draw.panel(surface, right, palette.NIGHT, palette.PANEL_HI, alpha=220)
        if summ is not None:
            rows = [("Played", str(summ.played)), ("Won", str(summ.won))]
            rows += [("Best", _num(summ.best)), ("Average", _num(summ.average))]
        else:
            rows = game_rows(board, rec) or [
                ("Played", str(rec["played"])),
                ("Won", str(rec["won"])),
                ("Best", _num(rec["best"])),
                ("Average", _num(self.app.stats.average(board))),
            ]
        for i, (k, v) in enumerate(rows):
            text.blit(surface, k, (left.x + 30, left.y + 26 + i * 34), size=24, colour=palette.GREY)
            text.blit(surface, v, (left.x + 250, left.y + 26 + i * 34), size=24, face=text.BODY_BOLD)
        if summ is not None:
            self._summary(surface, left, right, summ)
        else:
            text.blit(surface, "Recent scores", (left.x + 30, left.y + 180), size=22, colour=palette.NEON_PINK)
            owners = chart_owners(rec["recent"], rec.get("recent_names", []))
            self._legend(surface, pygame.Rect(left.x + 190, left.y + 180, left.w - 210, 26), owners)
            self._chart(surface, pygame.Rect(left.x + 30, left.y + 215, left.w - 60, 250), rec["recent"], owners)
            self._top_ten(surface, right, rec["top"])
        draw.hint_bar(surface, [(key_pair(self.app, "left", "right"), "page"), (key_of(self.app, "pause"), "back")])

    def _top_ten(self, surface, right: pygame.Rect, top: list) -> None:
        text.title(surface, "TOP TEN", (right.centerx, right.y + 30), size=20, colour=palette.NEON_PINK)
        if not top:
            text.blit(
                surface,
                "No scores yet: go set one!",
                (right.centerx, right.y + 120),
                size=24,
                colour=palette.GREY,
                anchor="center",
            )
        for i, e in enumerate(top):
            y = right.y + 64 + i * 42
            colour = palette.NEON_YELLOW if i == 0 else palette.WHITE
            text.title(surface, f"{i + 1:>2}", (right.x + 50, y + 12), size=16, colour=colour, shadow=False)
            text.blit(
                surface,
                text.fit(e["name"], text.BODY_BOLD, 24, 180),
                (right.x + 90, y),
                size=24,
                colour=colour,
                face=text.BODY_BOLD,
            )
            text.blit(surface, _num(e["score"]), (right.x + 360, y), size=24, colour=colour, anchor="topright")
            text.blit(
                surface, e.get("date", ""), (right.right - 24, y + 2), size=20, colour=palette.GREY, anchor="topright"
            )

    def _summary(self, surface, left: pygame.Rect, right: pygame.Rect, summ: Summary) -> None:
        """Totals on the left (drawn by ``draw``), a note on where the top tens are, and on the right each
        board: games played there and its best score with whose it is."""
        note = (
            f"Each game and skill keeps its own top ten and recent scores: {key_pair(self.app, 'left', 'right')} "
            "turns to its page."
        )
        text.paragraph(surface, note, pygame.Rect(left.x + 30, left.y + 180, left.w - 60, 120), size=22)
        text.title(surface, "EVERY BOARD", (right.centerx, right.y + 30), size=20, colour=palette.NEON_PINK)
        heads = (("played", right.x + 300, "topright"), ("best", right.x + 390, "topright"))
        for word, x, anchor in heads:
            text.blit(surface, word, (x, right.y + 56), size=18, colour=palette.GREY, anchor=anchor)
        best = summ.best
        for i, line in enumerate(summ.lines[:12]):
            y = right.y + 84 + i * 34
            top = line.best
            colour = palette.NEON_YELLOW if top is not None and top["score"] == best else palette.WHITE
            title = text.fit(line.title, text.BODY_BOLD, 20, 220)
            text.blit(surface, title, (right.x + 24, y), size=20, colour=colour, face=text.BODY_BOLD)
            text.blit(surface, str(line.played), (right.x + 300, y), size=20, colour=colour, anchor="topright")
            if top is None:
                text.blit(surface, "-", (right.x + 390, y), size=20, colour=palette.GREY, anchor="topright")
                continue
            text.blit(surface, _num(top["score"]), (right.x + 390, y), size=20, colour=colour, anchor="topright")
            name = text.fit(top["name"], text.BODY, 20, right.right - 24 - (right.x + 406))
            text.blit(surface, name, (right.x + 406, y), size=20, colour=palette.GREY)

    def _legend(self, surface, rect: pygame.Rect, owners: list[str]) -> None:
        """Whose bars are whose, when the chart holds more than one person's scores: each name with its
        colour and symbol (the symbol tops each of their bars)."""
        names = series(owners)
        if len(names) < 2:
            return
        each = rect.w // len(names)
        for k, name in enumerate(names):
            x = rect.x + k * each
            draw.symbol(
                surface, draw.SEAT_SYMBOLS[k % len(draw.SEAT_SYMBOLS)], (x + 8, rect.centery), 7, series_colour(k)
            )
            shown = text.fit(name, text.BODY_BOLD, 18, each - 26)
            text.blit(
                surface,
                shown,
                (x + 20, rect.centery),
                size=18,
                colour=series_colour(k),
                anchor="midleft",
                face=text.BODY_BOLD,
            )

    def _chart(self, surface, rect: pygame.Rect, scores: list, owners: list[str] | None = None) -> None:
        """Recent scores as bars, oldest first, on a fixed grid of CHART_SLOTS slots, so one score is one
        slim bar, never a block filling the chart; the axis runs from 0 to a round number above the best.
        With several people's scores each person's bars have their colour and symbol (see ``_legend``) and
        the best bar a yellow frame."""
        owners = (owners or [""] * len(scores))[-CHART_SLOTS:]
        names = series(owners)
        scores = [float(x) for x in scores[-CHART_SLOTS:]]
        plot = pygame.Rect(rect.x + 44, rect.y + 8, rect.w - 48, rect.h - 34)
        if not scores:
            pygame.draw.line(surface, palette.GREY, plot.bottomleft, plot.bottomright, 2)
            text.blit(surface, "no games yet", plot.center, size=20, colour=palette.DIM, anchor="center")
            return
        top = nice_ceiling(max(max(scores), 1.0))
        low = min(0.0, min(scores))
        span = top - low
        for frac in (0.0, 0.5, 1.0):
            value = low + span * frac
            y = plot.bottom - int(plot.h * frac)
            pygame.draw.line(
                surface, palette.PANEL if frac else palette.GREY, (plot.x, y), (plot.right, y), 1 if frac else 2
            )
            text.blit(surface, _num(value), (plot.x - 8, y), size=16, colour=palette.GREY, anchor="midright")
        slot = plot.w / CHART_SLOTS
        bw = max(6, int(slot * 0.7))
        best = max(scores)
        zero = plot.bottom - int(plot.h * (0 - low) / span)
        for i, value in enumerate(scores):
            y = plot.bottom - int(plot.h * (value - low) / span)
            x = plot.x + int(slot * i + (slot - bw) / 2)
            bar = pygame.Rect(x, min(y, zero), bw, max(2, abs(zero - y)))
            above = bar.y - 2
            if len(names) >= 2:
                k = names.index(owners[i]) if owners[i] in names else -1
                colour = series_colour(k)
                pygame.draw.rect(surface, colour, bar, border_radius=2)
                if value == best:
                    pygame.draw.rect(surface, palette.NEON_YELLOW, bar.inflate(4, 4), 2, border_radius=3)
                if k >= 0:
                    draw.symbol(
                        surface, draw.SEAT_SYMBOLS[k % len(draw.SEAT_SYMBOLS)], (bar.centerx, bar.y - 9), 5, colour
                    )
                above = bar.y - 16
            else:
                colour = palette.NEON_YELLOW if value == best else palette.NEON_CYAN
                pygame.draw.rect(surface, colour, bar, border_radius=2)
            if len(scores) <= 8:
                text.blit(surface, _num(value), (bar.centerx, above), size=16, colour=colour, anchor="midbottom")
        text.blit(surface, "oldest", (plot.x, plot.bottom + 6), size=16, colour=palette.DIM)
        text.blit(surface, "newest", (plot.right, plot.bottom + 6), size=16, colour=palette.DIM, anchor="topright")


def chart_owners(scores: list, names: list) -> list[str]:
    """Whose each recent score is: ``names`` belong to the newest scores (older files kept no names: "")."""
    names = list(names)[-len(scores) :] if scores else []
    return [""] * (len(scores) - len(names)) + [str(n) for n in names]


def series(owners: list[str]) -> list[str]:
    """The people in a chart, in the order they first appear (nobody's scores, "", are no series)."""
    out: list[str] = []
    for name in owners:
        if name and name not in out:
            out.append(name)
    return out


def series_colour(k: int) -> tuple[int, int, int]:
    """A person's colour in the chart (a seat's colour; grey for a score of nobody known)."""
    return palette.GREY if k < 0 else palette.SEATS[k % len(palette.SEATS)]


def nice_ceiling(value: float) -> float:
    """The smallest of 1, 2, 2.5, 5 x 10^k that is at least ``value`` * 1.1 (room above the best bar)."""
    target = value * 1.1
    k = 1.0
    while k * 10 < target:
        k *= 10
    for m in (1, 2, 2.5, 5, 10):
        if k * m >= target:
            return k * m
    return k * 10


def _num(v) -> str:
    if v is None:
        return "-"
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"

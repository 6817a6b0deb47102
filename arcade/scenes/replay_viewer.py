"""Watching a saved game again, move by move, in the game's own scene (so it looks like the game).

The viewer plays a replay (:mod:`arcade.core.replays`) into the game's scene class, made with the state
the game started from and marked ``watched`` (no CPU plays, no curtain, nothing recorded): each step is
handed to the scene's own ``act`` (turn-based games), so its call-outs, log and sounds play as they did;
a real-time game's clock is the viewer's, run at the chosen speed, waiting to each recorded batch.

First the replay is played through once (:class:`~arcade.scenes.replay_watch.Watch`), a few
milliseconds each update, with its progress on the bar and the back key to leave: the frame loop never
waits on a long replay. That gives its verdict (its start against its deal, its end against its claim: a
replay that fails says MISMATCH and shows no score), the start of every turn (to jump by turns) and a copy
of the game every 25 steps, so going back a move is quick. Then it plays. An undo step is reached from the
nearest copy of the game the viewer kept (:class:`~arcade.scenes.replay_watch.Trail`), :data:`SEEK_MOVES`
moves each update, so no update stalls on it however long the game. Keys (the first keyboard seat's,
from the keymap): confirm play/pause, left/right a move back/forward, up/down a turn back/forward, alt
1x/2x/4x, extra whose hidden cards are shown, back leaves. A key that would do nothing in this replay is
neither shown nor taken (:meth:`ReplayViewer.controls`): no turn keys when the whole replay is one turn (a
solo game), no "whose cards" with one seat, no moving through a replay without a step.
"""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core import playback
from arcade.core import replays as rp
from arcade.core import review as rv
from arcade.core.input import GLOBAL_DEVICE, MOUSE_DEVICE, ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.rules import Wait
from arcade.core.scenes import Scene
from arcade.games import replaying, reviewing
from arcade.games.info import GameInfo, LobbyConfig, resolve
from arcade.scenes.kit.keys import key_label
from arcade.scenes.replay_review import ReviewRun, draw_review
from arcade.scenes.replay_watch import Seek, Trail, Watch

WORK_S = 0.003  # playing the replay through before it is shown: at most this long each update (about)
SPEEDS = (1, 2, 4)
SEEK_MOVES = 4  # an undo step: at most this many moves played each update to reach the game it goes back to
GAP_MS = (350.0, 2200.0)  # a turn-based step waits its recorded gap, kept within these, at 1x
BAR_H = 112  # the bar along the bottom: where the replay is, a note (an undo), and its keys
GAME_H = 682  # the game's picture above its own key hints (the bar has the keys that work here)
NOTE_MS = 2600.0  # how long a note in the bar shows ("The player took a move back")
NOTE_W = 900  # a note wraps to this width at most (one or two lines)


def game_area() -> pygame.Rect:
    """Where the game's picture is shown: above the bar, scaled to keep its shape and centred, so the bar
    covers nothing the game shows (its hand panel, its sheets)."""
    h = draw.SCREEN_H - BAR_H
    w = round(draw.SCREEN_W * h / GAME_H)
    return pygame.Rect((draw.SCREEN_W - w) // 2, 0, w, h)


def bar_rect() -> pygame.Rect:
    return pygame.Rect(0, draw.SCREEN_H - BAR_H, draw.SCREEN_W, BAR_H)


def undo_words(kept: int) -> str:
    """What the viewer says at an undo step that leaves ``kept`` moves of the game."""
    where = "back at its start" if kept <= 0 else f"as it was after move {kept}"
    return f"The player took a move back (undo): the game is {where}."


class ReplayViewer(Scene):
    """See the module docstring."""

    pausable = True

    def __init__(self, app: Any, replay: rp.Replay, info: GameInfo) -> None:
        super().__init__(app)
        codec = replaying.codec_for(info)
        if codec is None or info.scene is None:
            raise ValueError(f"{info.title} keeps no replays")
        self.info, self.replay, self.codec = info, replay, codec
        self.watch = Watch(replay, replaying.engine_for(info), codec)
        self.config = LobbyConfig.from_data({**replay.config, "game_id": info.id})
        self.config.options["demo"] = False
        self.scene_cls = resolve(info.scene)
        self.realtime = bool(getattr(self.watch.start, "REALTIME", False))
        self.names = [s.name for s in self.config.seats]
        self.hidden = bool(getattr(self.scene_cls, "hidden_hands", False))
        humans = [i for i, s in enumerate(self.config.seats) if not s.is_cpu]
        self.follow: int | None = humans[0] if humans else 0
        self.playing = True
        self.speed = 1
        self.done = 0
        self.due = 0.0
        self.clock_ms = 0.0  # a real-time game's clock, as the viewer runs it
        self.inner: Any = None
        self.note: tuple[str, float] | None = None  # words in the bar and until when (the app's clock)
        self._game: pygame.Surface | None = None  # the game's full picture, before it is scaled above the bar
        self.undos = any(step[0] == "u" for step in replay.steps)
        self.trail: Trail | None = None  # the shown game's standing moves and copies (a replay with undos)
        self.seek: Seek | None = None  # an undo step being reached, a few moves each update
        self.review: ReviewRun | None = None  # the people's decisions judged, once the replay checks out
        self.reviewed = reviewing.reviewable(info.id) and bool(rv.people_seats(replay))  # (asked once)
        self._build(0)

    @property
    def music(self) -> str | None:  # type: ignore[override]
        return getattr(self.inner, "music", None)

    # ------------------------------------------------------------------ the game's scene
    def _build(self, k: int) -> None:
        """The game's scene showing the game after ``k`` steps (nothing plays out: it is as it was)."""
        self.seek = None
        if self.undos:
            state, self.trail = self.watch.position_at(k)
        else:
            state = self.watch.state_at(k)
        self._show(state, k)

    def _show(self, state: Any, k: int) -> None:
        """The game's scene made with ``state``, the game after ``k`` steps."""
        inner = self.scene_cls(self.app, self.config, state=state)
        inner.watch_only()
        if self.hidden:
            inner.viewer = self.follow
        if self.watch.problem is not None:
            inner.end_card_due = lambda: False  # a replay that does not give its claim shows no score
        self.inner, self.done = inner, k
        self.clock_ms = float(getattr(state, "now_ms", 0.0))
        self.due = inner.now() + GAP_MS[0]
        self._sync_clock()

    def _sync_clock(self) -> None:
        """A real-time scene reads its race time from its own clock: keep it the engine's."""
        if self.realtime and hasattr(self.inner, "race_base"):
            self.inner.race_base = float(self.inner.state.now_ms)
            self.inner.race_from = self.inner.now()

    def _step(self) -> None:
        """Play the next step through the game's scene, as it was played."""
        kind, _t, data, clock = self.replay.steps[self.done]
        if kind == "u":  # an undo: the game as the player took it back to, reached over the next updates
            kept = int(data)
            self.note = (undo_words(kept), self.app.now() + NOTE_MS)
            self.seek = self.trail.undo(kept) if self.trail is not None else None
            if self.seek is None:
                self.done += 1  # it took nothing back
            return
        action = self.codec.from_data(data)
        inner, state = self.inner, self.inner.state
        if self.realtime:
            events = playback.wait_to(state, clock) + self.codec.apply_step(state, action)
            inner.acts += 1
            inner.present(events, inner.now())
        else:
            inner.watched_act(action)
        if self.trail is not None:
            self.trail.moved(self.done, inner.state)
        self.done += 1
        self._sync_clock()

    def _gap(self) -> float:
        """How long the next turn-based step waits after the last one, at 1x."""
        steps = self.replay.steps
        if self.done == 0 or self.done >= len(steps):
            return GAP_MS[0]
        gap = steps[self.done][1] - steps[self.done - 1][1]
        return max(GAP_MS[0], min(GAP_MS[1], gap))

    # ------------------------------------------------------------------ time
    def update(self, now_ms: float, dt_ms: float) -> None:
        inner = self.inner
        inner.update(now_ms, dt_ms)
        if self.review is not None:
            self.review.poll()
        elif self.reviewed and self.watch.ready and self.watch.problem is None:
            self.review = ReviewRun(self.app.thinker.think, self.replay)  # on the CPU worker, part by part
        if not self.watch.ready:
            self.watch.work(WORK_S)  # a little each update: the frame loop never waits on a long replay
            if self.watch.ready and self.watch.problem is not None:
                inner.end_card_due = lambda: False  # a replay that does not give its claim shows no score
                inner.forget_frame()  # (a kept frame may hold the end card)
            self.due = inner.now() + GAP_MS[0]
            return
        if self.seek is not None:
            self._go_on_seeking(SEEK_MOVES)
            return
        if not self.playing:
            return
        if self.realtime:
            self._run_clock(dt_ms * self.speed)
            return
        if self.done >= self.watch.playable:
            self.playing = False
            return
        t = inner.now()
        if t >= self.due and (not inner.busy() or self.speed > 1):
            self._step()
            self.due = inner.now() + self._gap() / self.speed

    def _go_on_seeking(self, most: int) -> None:
        """Play up to ``most`` moves towards the game an undo step goes back to; once there, it is shown."""
        seek = self.seek
        if seek is None:
            return
        seek.advance(most)
        if seek.done:
            self.seek = None
            self._show(seek.state, self.done + 1)

    def _run_clock(self, ms: float) -> None:
        """A real-time game: its clock runs on; each batch is played when the clock reaches it."""
        state = self.inner.state
        end = self.replay.end_clock if self.replay.end_clock is not None else self.clock_ms
        target = self.clock_ms + ms
        while self.done < self.watch.playable:
            clock = self.replay.steps[self.done][3] or 0.0
            if clock > target:
                break
            self._step()
        if self.done >= self.watch.playable:
            target = min(target, max(end, float(state.now_ms)))
        if target > state.now_ms and not state.is_terminal():
            self.inner.present(state.apply(Wait(target)), self.inner.now())
        self.clock_ms = max(target, float(state.now_ms))
        self._sync_clock()
        if self.done >= self.watch.playable and (state.is_terminal() or self.clock_ms >= end):
            self.playing = False

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        if ev.device in (GLOBAL_DEVICE, MOUSE_DEVICE) or not ev.pressed:
            return
        action = {"b4": "left", "b6": "right", "b8": "up", "b2": "down", "b5": "confirm"}.get(ev.action, ev.action)
        if action == "back":
            self.app.sound("back")
            self.app.pop()  # while it is being checked too: the check stops with the viewer
        elif not self.watch.ready:
            return  # nothing to move through until the replay is checked
        elif action not in self.controls():
            return  # a key that does nothing here is not offered, nor taken
        elif action == "confirm":
            if self.done >= self.watch.playable and not self.playing:
                self._build(0)  # at the end: from the start again
                self.playing = True
            else:
                self.playing = not self.playing
            self.app.sound("select")
        elif action in ("left", "right"):
            self.playing = False
            self.go_to(self.done + (1 if action == "right" else -1))
        elif action in ("up", "down"):
            self.playing = False
            self.go_to(self._turn(+1 if action == "down" else -1))
        elif action == "alt":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
            self.app.sound("select")
        elif action == "next" and self.review is not None:
            costly = self.review.next_costly()
            if costly is not None:
                self.playing = False
                self.go_to(costly.step)  # the moment before the decision: the table as the player saw it
        elif action == "extra" and self.duel_note() is not None:
            self.watch_duel()
        elif action == "extra" and self.hidden:
            self.follow = ((self.follow or 0) + 1) % len(self.names)
            self.inner.viewer = self.follow
            self.app.sound("select")

    def duel_note(self) -> dict | None:
        """What the last step kept to watch besides its action (a Mania duel's console run), when the game
        can show it (``GameInfo.replay_note``)."""
        if not self.info.replay_note or not self.done:
            return None
        return self.replay.notes.get(self.done - 1)

    def watch_duel(self) -> None:
        """Open what the game shows for the note (Mania: the duel on the console, in its replay mode)."""
        self.playing = False
        try:
            scene = resolve(self.info.replay_note)(self.app, self.duel_note())
        except ValueError as exc:
            self.app.toast(f"This duel cannot be watched: {str(exc)[:80]}")
            return
        self.app.sound("confirm")
        self.app.push(scene)

    def _turn(self, direction: int) -> int:
        turns = self.watch.turns
        if direction > 0:
            later = [t for t in turns if t > self.done]
            return later[0] if later else self.watch.playable
        earlier = [t for t in turns if t < self.done]
        return earlier[-1] if earlier else 0

    def go_to(self, k: int) -> None:
        """Show the game after its first ``k`` steps: one step on is played through the scene (its
        call-outs play), anything else is rebuilt as it was."""
        k = max(0, min(k, self.watch.playable))
        if self.seek is not None and k == self.done + 1:
            self._go_on_seeking(len(self.seek.moves))  # on to the undo's game now (a few moves)
        elif k == self.done and self.seek is None:
            return
        elif k == self.done + 1 and self.seek is None:
            self._step()
        else:
            self._build(k)
        self.app.sound("select")

    # ------------------------------------------------------------------ drawing
    def status(self) -> str:
        """The bar's words: where the replay is, who is to play, the speed, whose cards are shown."""
        watch = self.watch
        if not watch.ready:
            share = 100 * watch.checked // max(1, watch.total)
            return (
                f"REPLAY \u00b7 {self.info.title}   checking the replay: {watch.checked:,}/{watch.total:,} steps "
                f"({share}%)   back leaves"
            )
        total = watch.playable
        parts = [f"REPLAY \u00b7 {self.info.title}", f"move {self.done}/{total}"]
        turn = self.watch.turns
        if len(turn) > 1:  # a replay of one turn (a solo game) has no turns to count or move through
            parts.append(f"turn {sum(1 for t in turn if t <= self.done)}/{len(turn)}")
        cp = self.inner.state.current_player()
        if cp >= 0 and cp < len(self.names):
            parts.append(f"{self.names[cp]} to play")
        parts.append(("playing " if self.playing else "paused ") + f"{self.speed}x")
        if self.hidden and len(self.names) > 1:
            parts.append(f"cards: {self.names[self.follow or 0]}")
        return "   ".join(parts)

    def controls(self) -> set[str]:
        """The keys that do something in this replay now (the back key always leaves)."""
        if not self.watch.ready:
            return {"back"}
        keys = {"back"}
        if self.watch.playable:
            keys |= {"confirm", "left", "right", "alt"}
        if len(self.watch.turns) > 1:
            keys |= {"up", "down"}
        if self.duel_note() is not None or (self.hidden and len(self.names) > 1):
            keys.add("extra")
        if self.review is not None and self.review.worst:
            keys.add("next")
        return keys

    def hints(self) -> list[tuple[str, str]]:
        km = self.app.keymap
        k = lambda a: key_label(km, "keys_a", a)  # noqa: E731
        keys = self.controls()
        out = []
        if "confirm" in keys:
            out.append((k("confirm"), "play/pause"))
        if "left" in keys:
            out.append((f"{k('left')} {k('right')}", "move"))
        if "up" in keys:
            out.append((f"{k('up')} {k('down')}", "turn"))
        if "alt" in keys:
            out.append((k("alt"), "speed"))
        if "extra" in keys:
            out.append((k("extra"), "watch the duel" if self.duel_note() is not None else "whose cards"))
        if "next" in keys:
            out.append((k("next"), "costly move"))
        out.append((k("back"), "leave"))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_game(surface)
        bar = bar_rect()
        surface.fill(palette.BLACK, bar)
        pygame.draw.line(surface, palette.NEON_YELLOW, bar.topleft, bar.topright, 2)
        words = self.status()
        if self.watch.problem is not None:
            words = f"MISMATCH: {self.watch.problem} \u00b7 no score shown"
        colour = palette.WARN if self.watch.problem is not None else palette.NEON_YELLOW
        words = text.fit(words, text.BODY_BOLD, 17, bar.width - 32)
        text.blit(surface, words, (16, bar.top + 6), face=text.BODY_BOLD, size=17, colour=colour)
        self._draw_note(surface, bar)
        if self.review is not None:
            note = self.note_rect()
            top = note.bottom + 2 if note is not None else bar.top + 32
            draw_review(surface, self.review, self.names, pygame.Rect(16, top, bar.width - 32, 20))
        draw.hint_bar(surface, self.hints(), y=draw.SCREEN_H - 24)

    def note_rect(self) -> pygame.Rect | None:
        """Where the note shows now (None: no note): one or two lines in the bar, under its status line and
        above its keys."""
        if self.note is None or self.app.now() >= self.note[1]:
            return None
        lines = text.wrap(self.note[0], text.BODY, 16, NOTE_W)[:2]
        bar = bar_rect()
        return pygame.Rect(16, bar.top + 32, NOTE_W, 19 * len(lines) + 2)

    def _draw_note(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        rect = self.note_rect()
        if rect is None or self.note is None:
            return
        for i, line in enumerate(text.wrap(self.note[0], text.BODY, 16, NOTE_W)[:2]):
            text.blit(surface, line, (rect.x, rect.y + 19 * i), size=16, colour=palette.WHITE)

    def _draw_game(self, surface: pygame.Surface) -> None:
        """The game's scene draws its full picture; its part above its own key hints is shown, scaled, above
        the bar. With the text recorder on, what it wrote is noted where it shows."""
        if self._game is None or self._game.get_size() != (draw.SCREEN_W, draw.SCREEN_H):
            self._game = pygame.Surface((draw.SCREEN_W, draw.SCREEN_H), 0, surface)
        game = self._game
        outer = text.recorder
        if outer is not None:
            with text.recording(game) as rec:
                self.inner.draw(game)
        else:
            self.inner.draw(game)
        area = game_area()
        surface.fill(palette.BLACK, pygame.Rect(0, 0, draw.SCREEN_W, area.h))
        shown = surface.subsurface(area)
        pygame.transform.smoothscale(game.subsurface((0, 0, draw.SCREEN_W, GAME_H)), area.size, shown)
        if outer is not None:
            scale = area.h / GAME_H
            for kind, rect, what in rec.marks:
                if rect.top >= GAME_H:
                    continue  # the game's own key hints: not shown
                r = pygame.Rect(
                    area.x + round(rect.x * scale), round(rect.y * scale), round(rect.w * scale), round(rect.h * scale)
                )
                outer.marks.append((kind, r, what))

"""The real loop (App.run) counts every gap between event pumps, the frame's own work included, and a key
pressed while a fast-input scene's frame is being drawn is stamped at the next collect-only pump inside
that frame (between scene draws), but reaches the scene only once the drawing is done."""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from arcade.app import App
from arcade.core.scenes import Scene

DRAW_S = 0.004


class Board(Scene):
    """An opaque scene with a slow draw; in its fourth frame a key is pressed while it draws."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.frames = 0
        self.posted_at: float | None = None

    def draw(self, surface) -> None:
        time.sleep(DRAW_S)
        if self.frames == 3:
            self.posted_at = self.app.now()
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_KP1, scancode=89, mod=pygame.KMOD_NUM))
        self.frames += 1


class Overlay(Scene):
    """A see-through reflex scene over the board, also slow to draw; it takes the input."""

    opaque = False
    fast_input = True

    def __init__(self, app, board: Board) -> None:
        super().__init__(app)
        self.board = board
        self.drawing = False
        self.seen: list[tuple[float, bool]] = []  # (stamp, arrived while a frame was being drawn)

    def handle(self, ev) -> None:
        if ev.action == "b1" and ev.pressed:
            self.seen.append((ev.t_ms, self.drawing))

    def draw(self, surface) -> None:
        self.drawing = True
        time.sleep(DRAW_S)
        self.drawing = False
        if self.board.frames >= 8:
            self.app.running = False


def _run(tmp_path):
    app = App(headless=True, store_root=tmp_path, fps=60)
    app.open_window()
    board = Board(app)
    app.boot(board)
    overlay = Overlay(app, board)
    app.scenes.push(overlay)
    app.pump_gaps = []
    app.run()
    pygame.display.quit()
    return app, board, overlay


def test_every_gap_between_pumps_is_counted_and_a_key_pressed_mid_frame_is_stamped_in_it(tmp_path):
    app, board, overlay = _run(tmp_path)
    assert board.frames == 8
    # The waits are pumped every ~0.4 ms; each draw is one 4 ms block with no pump inside: counted too.
    assert sum(g >= DRAW_S * 1000 for g in app.pump_gaps) >= 8
    assert len(overlay.seen) == 1
    stamp, while_drawing = overlay.seen[0]
    assert not while_drawing
    # Stamped between the board's draw and the overlay's (not after the overlay's 4 ms draw).
    assert 0 <= stamp - board.posted_at < DRAW_S * 1000


class LongDraw(Scene):
    """A lone reflex scene whose draw is two slow halves with a draw checkpoint and a text blit between."""

    fast_input = True

    def __init__(self, app, use) -> None:
        super().__init__(app)
        self.use = use
        self.frames = 0
        self.posted_at: float | None = None
        self.stamps: list[float] = []

    def handle(self, ev) -> None:
        if ev.action == "b1" and ev.pressed:
            self.stamps.append(ev.t_ms)

    def draw(self, surface) -> None:
        from arcade.core.render import draw, text

        time.sleep(DRAW_S)
        if self.frames == 3:
            self.posted_at = self.app.now()
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_KP1, scancode=89, mod=pygame.KMOD_NUM))
        if self.use == "draw":
            draw.checkpoint()
        else:
            text.blit(surface, "go", (10, 10))
        time.sleep(DRAW_S)
        self.frames += 1
        if self.frames >= 6:
            self.app.running = False


def test_a_key_pressed_inside_one_long_draw_is_stamped_at_its_next_checkpoint_or_text_blit(tmp_path):
    from arcade.core.render import text

    for use in ("draw", "text"):
        app = App(headless=True, store_root=tmp_path, fps=60)
        app.open_window()
        scene = LongDraw(app, use)
        app.boot(scene)
        app.run()
        pygame.display.quit()
        assert text.checkpoint is None  # only set while run() draws a fast-input frame
        assert len(scene.stamps) == 1, use
        assert 0 <= scene.stamps[0] - scene.posted_at < DRAW_S * 1000, use


def test_the_loop_writes_its_own_fields_not_the_apps_private_ones(tmp_path):
    """issue 35: the loop's state (its thread, checkpoints, a quit asked once) is a Loop the app owns."""
    import ast
    from pathlib import Path

    import arcade.loop

    tree = ast.parse(Path(arcade.loop.__file__).read_text())
    private = [
        ast.unparse(target)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign))
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Attribute) and target.attr.startswith("_")
    ]
    assert private == []
    app = App(headless=True, store_root=tmp_path)
    assert isinstance(app.loop, arcade.loop.Loop) and app.loop.app is app
    assert (app.loop.thread, app.loop.checkpoints, app.loop.quit_asked) == (None, False, False)

"""Start Coin-Op Cabinet: ``python -m arcade`` or the ``coin-op`` command.

Options: --windowed (ignore the saved fullscreen setting), --fps N (10-480), --home DIR (the per-user data
folder), --smoke (headless scripted walk of every scene; exit 0 on success; with --home DIR or
$COIN_OP_HOME it runs on that data folder and writes every kind of user file there).
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback

from arcade.core.cli import FPS_MAX, FPS_MIN, fps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="coin-op", description="Coin-Op Cabinet: a desktop arcade")
    parser.add_argument("--smoke", action="store_true", help="walk every scene headless and exit")
    parser.add_argument(
        "--home",
        metavar="DIR",
        default=None,
        help="the per-user data folder (default: $COIN_OP_HOME or the platform's)",
    )
    parser.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--fps", type=fps, default=None, help=f"frame rate ({FPS_MIN}-{FPS_MAX})")
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)  # startup benchmark
    parser.add_argument(
        "--think-worker", metavar="fd:N|tcp:PORT", default=None, help=argparse.SUPPRESS
    )  # the app's own CPU worker process (arcade.core.worker_link)
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.think_worker is not None:
        from arcade.core.thinker import run_worker

        try:
            return run_worker(args.think_worker)
        except (RuntimeError, OSError, ValueError) as exc:
            parser.error(f"--think-worker: {exc}")
    if args.home:
        os.environ["COIN_OP_HOME"] = os.path.abspath(args.home)
    if args.smoke:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        try:
            from arcade import smoke

            smoke.run(home=os.environ.get("COIN_OP_HOME"))
        except Exception:
            traceback.print_exc()
            print("smoke: FAILED", file=sys.stderr)
            return 1
        print("smoke: passed")
        return 0
    from arcade.app import App
    from arcade.cabinet import GLOBAL_KEYS, ROUTES, first_scene

    app = App(windowed=args.windowed, fps=args.fps, global_keys=GLOBAL_KEYS, routes=ROUTES)
    app.boot(first_scene)
    if args.first_frame:
        import time

        import pygame

        app.step(app.clock.now_ms())
        app.window.present()
        pygame.display.flip()
        print(f"FIRST_FRAME {time.time():.6f}", flush=True)
        return 0
    try:
        app.run()
    except KeyboardInterrupt:
        app.hold_open_games()
    finally:
        app.close_thinker()  # the CPUs' worker process ends with the app
    import pygame

    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())

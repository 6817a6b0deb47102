"""``python -m arcade.replay FILE [--quiet] [--json]``: play a saved replay headless, print each step's
action and events, then the final scores and whether the replay gives the end its file claims.

``--review [--seat N ...]``: instead, the review of the game: every decision of the people's seats (or of
seat N, a CPU's too; seats count from 1) judged by the game's strongest computer player from that seat's
view, the move made against the best move and what it cost, then the three costliest. With ``--json``,
one object: ``decisions``, each with its ``cost`` (0 for the best move), and ``costliest``.

Exit status 0 when it does, 1 when it does not (or cannot be played), 2 when the file is not a replay. A
replay written by ``python -m arcade.monkey`` for a failing run stops where the game's rules refused a
step or raised: the step is printed with the error, so the failure can be seen again from the file.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from arcade.core import playback
from arcade.core import replays as rp
from arcade.core.cli import usage_error
from arcade.core.rules import Event


def describe(event: Event) -> str:
    fields = getattr(event, "__dataclass_fields__", None) or {}
    inner = ", ".join(f"{name}={getattr(event, name)!r}" for name in fields)
    return f"{event.kind}({inner})"


def run(path: str, quiet: bool = False, out: Any = None) -> dict[str, Any]:
    """Play the replay at ``path``; returns what was found (see ``main``) and prints as it goes."""
    from arcade.games import registry, replaying

    out = out or sys.stdout
    replay = rp.load(path)
    try:
        info = registry.get(replay.game)
    except KeyError:
        raise ValueError(f"the replay is of a game this cabinet does not have ({replay.game!r})") from None
    codec = replaying.codec_for(info)
    if codec is None:
        raise ValueError(f"{info.title} keeps no replays")
    engine = replaying.engine_for(info)
    names = replay.meta.get("names") or []
    print(f"{info.title}: {len(replay.steps)} steps, {', '.join(names)}", file=out)

    def on_step(i: int, events: list[Event]) -> None:
        if quiet:
            return
        if i < len(replay.steps):
            kind, t, data, _clock = replay.steps[i]
            head = f"undo to {data} moves" if kind == "u" else json.dumps(data)
            print(f"[{i + 1:>5}] {t / 1000:9.2f}s  {head}", file=out)
        else:
            print("[  end]  the clock runs to the end", file=out)
        for event in events:
            if event.kind != "TimeAdvanced":
                print(f"         {describe(event)}", file=out)

    result: dict[str, Any] = {"game": replay.game, "steps": len(replay.steps)}
    verdict = playback.verify(replay, engine, codec, on_step)  # played once: each step printed as it goes
    end = verdict.state
    if end is None:
        print(f"stopped: {verdict.problem}", file=out)
        result.update(ok=False, problem=verdict.problem, scores=None)
        return result
    scores = [float(s) for s in end.scores()]
    for seat, score in enumerate(scores):
        who = names[seat] if seat < len(names) else f"seat {seat + 1}"
        print(f"{who:>16}: {score:g}" + ("  (won)" if seat in end.winners() else ""), file=out)
    print("replay checks out" if verdict.ok else f"MISMATCH: {verdict.problem}", file=out)
    result.update(ok=verdict.ok, problem=verdict.problem, scores=scores, terminal=end.is_terminal())
    return result


def print_review(path: str, seats: list[int] | None, as_json: bool, out: Any = None) -> int:
    """The review of the replay at ``path`` (see the module's docstring); 0, or 1 when it cannot be made."""
    from arcade.core.review import costliest
    from arcade.games.reviewing import review_replay, seats_to_review

    out = out or sys.stdout
    replay = rp.load(path)
    names = replay.meta.get("names") or []

    def who(seat: int) -> str:
        return str(names[seat]) if seat < len(names) else f"player {seat + 1}"

    decisions = review_replay(replay, seats)
    worst = costliest(decisions)
    if as_json:
        data = {
            "game": replay.game,
            "seats": seats_to_review(replay, seats),
            "decisions": [d.to_data() for d in decisions],
            "costliest": [d.to_data() for d in worst],
        }
        print(json.dumps(data), file=out)
        return 0
    if not decisions:
        print("nothing to review: no decision of the seats asked for (a CPU's seat needs --seat N)", file=out)
        return 0
    for d in decisions:
        verdict = "best move" if d.cost == 0 else f"best: {d.best} ({d.value_best:.0%}), cost {d.cost:.1%}"
        print(f"move {d.move:>4}  {who(d.seat):>16}: {d.made} ({d.value_made:.0%} {d.unit})  {verdict}", file=out)
    print("costliest decisions:" if worst else "every decision was the best move (or as good)", file=out)
    for d in worst:
        print(
            f"  move {d.move}: {who(d.seat)} chose {d.made}; {d.best} was better by {d.cost:.1%} ({d.unit})", file=out
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.replay", description=__doc__.split("\n\n")[0])
    parser.add_argument("file")
    parser.add_argument("--quiet", action="store_true", help="only the end: scores and the verdict")
    parser.add_argument("--json", action="store_true", help="the result as JSON on the last line")
    parser.add_argument("--review", action="store_true", help="judge each decision against the best move")
    parser.add_argument("--seat", type=int, action="append", help="with --review: this seat (1-based), a CPU's too")
    args = parser.parse_args(argv)
    if args.review:
        seats = None if args.seat is None else [s - 1 for s in args.seat]
        if seats is not None and any(s < 0 for s in seats):
            return usage_error(parser, "seats count from 1")
        try:
            return print_review(args.file, seats, args.json)
        except ValueError as exc:
            return usage_error(parser, str(exc))
    try:
        result = run(args.file, quiet=args.quiet)
    except ValueError as exc:
        return usage_error(parser, str(exc))
    if args.json:
        print(json.dumps(result))
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())

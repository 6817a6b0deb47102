"""Fit the value model of :mod:`.value_model` on simulated games (pure Python, seeded).

``python -m research.crashline.fit_value --games 6000 --seed 31 [--shark] [--out FILE]``

For each table size (2 to 6 players) it plays ``--games`` games (Careful grown-ups at every seat, or with
``--shark`` one seat, rotating, played by the value Shark of the current data file: a round of policy
iteration), records up to ``--per-game`` turn-boundary positions of each game (the table as a seat is
about to start a turn) from every seat's point of view, with who won in the end, and fits the weights by
maximum likelihood (Fisher scoring) for each ``c0`` of a small grid, keeping the best on held-out games
(a separate seed). It prints the held-out log-loss beside that of knowing nothing (1 / players).
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from arcade.games.crashline.bots import Careful
from arcade.games.crashline.phases import OVER, TURN
from arcade.games.crashline.rules import CrashLine
from research.crashline.value_model import (
    PARAMS_FILE,
    PASSES,
    gain_table,
    params_to_data,
    pool_of,
    potential,
    win_share,
)

C0_GRID = (0.5, 1.0, 3.0, 8.0, 20.0)


def boundary(state) -> tuple:
    """(seat to play, scores, counts, potentials, cards left) of a game at the start of a turn."""
    pool = pool_of(state.deck, state.discard, state.continues)
    size = sum(len(p) for p in pool)
    table = gain_table(pool)
    pots = [potential(table, state.tops[q], size) for q in range(state.n)]
    left = len(state.deck) + (0 if state.continues else len(state.discard))
    return state.cur, list(state.score), list(state.pile_count), pots, left


def play_recorded(n: int, seed: int, bots, rng: random.Random, per_game: int) -> list:
    """One game; returns samples (seat, nxt, scores, counts, pots, left, win share) at up to ``per_game``
    turn boundaries picked at random, one sample per seat each."""
    state = CrashLine(n, seed)
    views = [state.view(q) for q in range(n)]
    marks = []
    while state.phase != OVER:
        if state.phase == TURN and (not state.flips or state.forced):
            if not state.flips and not state.forced:
                marks.append(state.clone())
            state.step_flip()
            continue
        p = state.current_player()
        state.step(bots[p](views[p]))
    shares = [win_share(q, state.score, state.pile_count) for q in range(n)]
    out = []
    for mark in rng.sample(marks, min(per_game, len(marks))):
        nxt, scores, counts, pots, left = boundary(mark)
        if left == 0 and mark.continues:
            continue  # the game is over at the next flip: nothing to learn
        for q in range(n):
            out.append((q, nxt, scores, counts, pots, left, shares[q], mark.continues))
    return out


def make_data(n: int, games: int, seed: int, per_game: int, shark: bool) -> list:
    rng = random.Random(seed)
    careful = Careful().choose
    data = []
    for g in range(games):
        bots = [careful] * n
        if shark:
            from research.crashline.value_shark import ValueShark

            bots = list(bots)
            bots[g % n] = ValueShark(seed=g).choose
        data += play_recorded(n, seed * 1_000_003 + g, bots, rng, per_game)
    return data


def rows(data, c0: float) -> list:
    """Per sample (y, [per-rival feature vectors])."""
    out = []
    for seat, nxt, scores, counts, pots, left, y, _ in data:
        n = len(scores)
        s = 1.0 / math.sqrt(left + c0)
        reach = left / n
        my_o = (seat - nxt) % n
        xs = []
        for r in range(n):
            if r != seat:
                xs.append(
                    (
                        1.0,
                        s * (scores[seat] - scores[r]),
                        s * (counts[seat] - counts[r]),
                        s * (pots[seat] - pots[r]) * reach,
                        s * ((r - nxt) % n - my_o),
                    )
                )
        out.append((y, xs))
    return out


def predict(w, xs) -> tuple:
    p = 1.0
    sig = []
    for x in xs:
        z = sum(a * b for a, b in zip(w, x))
        z = max(-30.0, min(30.0, z))
        s = 1.0 / (1.0 + math.exp(-z))
        sig.append(s)
        p *= s
    return p, sig


def log_loss(w, data) -> float:
    total = 0.0
    for y, xs in data:
        p, _ = predict(w, xs)
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(data)


def fit(data, iters: int = 12, ridge: float = 1e-3) -> list:
    """Fisher scoring for the product-of-sigmoids likelihood."""
    k = len(data[0][1][0])
    n_riv = len(data[0][1])
    w = [
        math.log((1.0 / (n_riv + 1)) ** (1.0 / n_riv) / (1 - (1.0 / (n_riv + 1)) ** (1.0 / n_riv))),
        1.0,
        0.0,
        0.0,
        0.0,
    ]
    for _ in range(iters):
        grad = [0.0] * k
        info = [[0.0] * k for _ in range(k)]
        for y, xs in data:
            p, sig = predict(w, xs)
            p = min(max(p, 1e-9), 1 - 1e-9)
            dp = [0.0] * k  # dP/dw
            for x, s in zip(xs, sig):
                f = p * (1 - s)
                for j in range(k):
                    dp[j] += f * x[j]
            scale = (y - p) / (p * (1 - p))
            inv = 1.0 / (p * (1 - p))
            for j in range(k):
                grad[j] += scale * dp[j]
                dj = dp[j] * inv
                row = info[j]
                for i in range(k):
                    row[i] += dj * dp[i]
        for j in range(k):
            info[j][j] += ridge * len(data)
            grad[j] -= ridge * len(data) * (w[j] if j else 0.0)
        step = solve(info, grad)
        now = log_loss(w, data)
        for _ in range(20):  # halve the step until the loss does not rise
            trial = [a + b for a, b in zip(w, step)]
            if log_loss(trial, data) <= now:
                break
            step = [b / 2 for b in step]
        else:
            break
        w = trial
        if max(abs(b) for b in step) < 1e-5:
            break
    return w


def solve(a, b) -> list:
    """Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000, help="training games per table size")
    parser.add_argument("--holdout", type=int, default=1500, help="held-out games per table size")
    parser.add_argument("--per-game", type=int, default=6, help="turn boundaries sampled per game")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--sizes", default="2,3,4,5,6")
    parser.add_argument("--shark", action="store_true", help="one seat plays the value Shark (policy iteration)")
    parser.add_argument("--out", default=PARAMS_FILE)
    args = parser.parse_args(argv)
    import json

    from research.crashline.value_model import load_params

    try:
        params = load_params(args.out)
    except ValueError:
        params = {}
    for n in (int(x) for x in args.sizes.split(",")):
        train = make_data(n, args.games, args.seed * 10 + n, args.per_game, args.shark)
        test = make_data(n, args.holdout, args.seed * 10 + n + 5000, args.per_game, args.shark)
        base = -math.log(1.0 / n) / n - (n - 1) / n * math.log(1 - 1.0 / n)
        for cont, name in enumerate(PASSES):
            part = [d for d in train if d[-1] == cont]
            held = [d for d in test if d[-1] == cont]
            best = None
            for c0 in C0_GRID:
                w = fit(rows(part, c0))
                loss = log_loss(w, rows(held, c0))
                print(
                    f"players {n}, {name} pass: c0 {c0:g}: held-out log-loss {loss:.4f} (knowing nothing "
                    f"{base:.4f}) weights {[round(x, 3) for x in w]}",
                    flush=True,
                )
                if best is None or loss < best[0]:
                    best = (loss, w, c0)
            params[n, cont] = tuple(best[1]) + (best[2],)
    missing = [(n, c) for n in range(2, 7) for c in (0, 1) if (n, c) not in params]
    if missing:
        print(
            f"fit_value: no weights for {missing} (fit every size, or start from a valid file); {args.out} not written",
            file=sys.stderr,
        )
        return 1
    note = f"fit_value --games {args.games} --holdout {args.holdout} --per-game {args.per_game} --seed {args.seed}" + (
        " --shark" if args.shark else ""
    )
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(params_to_data(params, note), fh, indent=1)
        fh.write("\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

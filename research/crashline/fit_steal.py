"""Fit the steal scorer of :mod:`.steal_scorer` on steal positions valued by paired playouts (pure, seeded).

Two steps, each a command:

``python -m research.crashline.fit_steal collect --players 2 --games 1500 --seed 61 --pairs 200 --out FILE``
    plays games (the value Shark in one seat, rotating, Careful grown-ups elsewhere); at every I GOT
    NEXT! of any seat it values each candidate steal by ``--pairs`` playouts (the same sampled deck order
    for every candidate; everyone plays on as a Careful grown-up, as the rollout Shark models the table)
    and writes one JSON line: the candidates' features, their playout win shares, and the candidates the
    Careful grown-up and the value Shark would take.

``python -m research.crashline.fit_steal fit --data FILE... [--holdout 0.25] [--out steal_params.json]``
    fits the heads-up weights by least squares on the win shares
    centred within each position (only differences between candidates matter), and prints, on held-out
    positions, the mean win share given away against the best candidate by each chooser.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from arcade.games.crashline.bots import Careful, leader
from arcade.games.crashline.fastplay import play_out
from arcade.games.crashline.rules import STEAL, CrashLine, steal
from research.crashline.steal_scorer import FEATURE_NAMES, PARAMS_FILE, candidate_features, params_to_data
from research.crashline.value_shark import ValueShark

RIDGE = 1e-3


def value_candidates(view, cands, pairs: int, rng: random.Random) -> list:
    """Mean win share of the stealer after each candidate steal, over ``pairs`` shared samples."""
    seat, n = view.seat, view.players
    kid = view.kid
    careful = [None if kid[q] else Careful.DEFAULT_THRESHOLD for q in range(n)]
    stops = [3 if kid[q] else 0 for q in range(n)]
    totals = [0.0] * len(cands)
    for _ in range(pairs):
        base = view.sample_state(random.Random(rng.getrandbits(64)))
        seed = rng.getrandbits(64)
        for j, (q, c) in enumerate(cands):
            state = base.clone(random.Random(seed))
            state.step(steal(q, c))
            play_out(state, careful, stops)
            winners = state.winners()
            if seat in winners:
                totals[j] += 1.0 / len(winners)
    return [t / pairs for t in totals]


def collect(players: int, games: int, seed: int, pairs: int, out) -> int:
    rng = random.Random(seed)
    written = 0
    careful_bot = Careful()
    for g in range(games):
        state = CrashLine(players, seed * 100_003 + g)
        shark_seat = g % players
        shark = ValueShark(seed=g)
        bots = [shark if q == shark_seat else careful_bot for q in range(players)]
        while not state.is_terminal():
            p = state.current_player()
            view = state.view(p)
            if state.phase == STEAL:
                cands, rows = candidate_features(view)
                if len(cands) > 1:
                    values = value_candidates(view, cands, pairs, rng)
                    careful_pick = careful_bot.choose(view)
                    by_value = {(q, c): v for v, q, c in shark.steal_values(view)}
                    shark_pick = shark.choose(view)
                    record = {
                        "players": players,
                        "seat": p,
                        "shark": p == shark_seat,
                        "cands": cands,
                        "rows": rows,
                        "values": values,
                        "v": [by_value[qc] for qc in cands],
                        "leader": [q == leader(view, p) for q, _ in cands],
                        "careful": cands.index((careful_pick.victim, careful_pick.card)),
                        "vshark": cands.index((shark_pick.victim, shark_pick.card)),
                    }
                    out.write(json.dumps(record) + "\n")
                    out.flush()
                    written += 1
            state.step(bots[p].choose(view))
    return written


def _solve(a: list, b: list) -> list:
    """Solve the small linear system ``a x = b`` by Gaussian elimination with partial pivoting."""
    k = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(k):
        piv = max(range(col, k), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        d = m[col][col]
        if abs(d) < 1e-12:
            continue
        for r in range(k):
            if r != col:
                f = m[r][col] / d
                if f:
                    for cc in range(col, k + 1):
                        m[r][cc] -= f * m[col][cc]
    return [m[i][k] / m[i][i] if abs(m[i][i]) >= 1e-12 else 0.0 for i in range(k)]


def fit_group(records: list) -> tuple:
    """Least-squares weights over candidate features, everything centred within each position."""
    k = len(FEATURE_NAMES)
    ata = [[0.0] * k for _ in range(k)]
    atb = [0.0] * k
    for rec in records:
        rows, values = rec["rows"], rec["values"]
        nc = len(rows)
        mean_x = [sum(r[i] for r in rows) / nc for i in range(k)]
        mean_y = sum(values) / nc
        for r, y in zip(rows, values):
            x = [r[i] - mean_x[i] for i in range(k)]
            yy = y - mean_y
            for i in range(k):
                xi = x[i]
                if xi:
                    atb[i] += xi * yy
                    row = ata[i]
                    for j in range(k):
                        row[j] += xi * x[j]
    scale = max(1.0, sum(ata[i][i] for i in range(k)) / k)
    for i in range(k):
        ata[i][i] += RIDGE * scale
    return tuple(_solve(ata, atb))


def regret(records: list, chooser) -> float:
    """Mean win share given away against each position's best candidate (by its playout values)."""
    total = 0.0
    for rec in records:
        values = rec["values"]
        total += max(values) - values[chooser(rec)]
    return total / max(1, len(records))


def score_choice(weights):
    def choose(rec) -> int:
        best, bi = None, 0
        for i, row in enumerate(rec["rows"]):
            s = sum(w * x for w, x in zip(weights, row))
            if best is None or s > best:
                best, bi = s, i
        return bi

    return choose


def fit(paths: list, holdout: float, seed: int, out_path: str | None) -> dict:
    records = []
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            records += [json.loads(line) for line in fh if line.strip()]
    rng = random.Random(seed)
    params, report = {}, {}
    for group, keep in (("heads_up", lambda r: r["players"] == 2),):
        recs = [r for r in records if keep(r)]
        rng.shuffle(recs)
        cut = int(len(recs) * (1.0 - holdout))
        train, test = recs[:cut], recs[cut:]
        weights = fit_group(train)
        full = fit_group(recs)
        params[group] = full
        report[group] = {
            "positions": len(recs),
            "train": len(train),
            "test": len(test),
            "weights_train": [round(w, 5) for w in weights],
            "weights_all": [round(w, 5) for w in full],
            "regret_fitted": regret(test, score_choice(weights)),
            "regret_careful": regret(test, lambda r: r["careful"]),
            "regret_vshark": regret(test, lambda r: r["vshark"]),
            "regret_gain_plus_loss": regret(test, score_choice([1, 0, 1] + [0] * 7)),
        }
    if out_path:
        note = f"fit_steal fit over {sum(r['positions'] for r in report.values())} positions"
        with open(out_path, "w", encoding="utf-8") as fh:
            json.dump(params_to_data(params, note), fh, indent=1)
            fh.write("\n")
    return report


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m research.crashline.fit_steal", description="Collect steal positions and fit the steal scorer."
    )
    sub = parser.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--players", type=int, default=2)
    c.add_argument("--games", type=int, default=500)
    c.add_argument("--seed", type=int, default=61)
    c.add_argument("--pairs", type=int, default=200)
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("--data", nargs="+", required=True)
    f.add_argument("--holdout", type=float, default=0.25)
    f.add_argument("--seed", type=int, default=5)
    f.add_argument("--out", default=None, help=f"weights file to write (the shipped one: {PARAMS_FILE})")
    args = parser.parse_args(argv)
    if args.cmd == "collect":
        with open(args.out, "a", encoding="utf-8") as fh:
            n = collect(args.players, args.games, args.seed, args.pairs, fh)
        print(f"{n} steal positions written to {args.out}")
        return 0
    print(json.dumps(fit(args.data, args.holdout, args.seed, args.out), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

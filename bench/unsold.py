"""Row: the unsold check's cost per turn on the synthetic 100,000-product catalog (the one the
index rows build; the demo catalog with `--quick`).

The check asks the catalog's titles whether they say the words before the asked-for type's
name ("pannier bag", 自行车驮包). The project looks them up in the titles' word table built
once with the catalog (agent/title_words.py); the baseline in the same run reads every
title with the same rule, as round 36 did (about 50 ms a turn at 100k). Both answer each
request the same: the row says so, or it is an error."""
from __future__ import annotations

import re
import time
from dataclasses import dataclass

from bench.common import CACHE, Row, Settings, ms, p50, timed, verdict
from memory.text import CJK

TARGET_S = 0.002
# Requests with a word before the type's name, in both languages: sold and unsold ones.
REQUESTS = [
    ("a pannier bag for my bike", "en"), ("a leather jacket", "en"), ("I need a winter jacket", "en"),
    ("canvas backpack for school", "en"), ("a bike bag", "en"), ("wireless earbuds for running", "en"),
    ("有没有卖自行车驮包的", "zh"), ("推荐行李箱", "zh"), ("亚麻衬衫", "zh"), ("真皮沙发", "zh"),
]


@dataclass(frozen=True)
class TitleScan:
    """The baseline: every title read for each question (the round-36 reader)."""

    text: str
    en_words: frozenset[str]

    @classmethod
    def of(cls, products) -> "TitleScan":
        text = "\n".join(p.title.lower() for p in products)
        return cls(text, frozenset(re.findall(r"[a-z]+(?:'[a-z]+)?", text)))

    def holds_phrase(self, phrase: str) -> bool:
        phrase = phrase.lower().strip()
        if not phrase:
            return True
        if CJK.search(phrase):
            return phrase in self.text
        body = r"\s+".join(re.escape(w) for w in phrase.split())
        return re.search(rf"(?<![a-z0-9]){body}(?:s|es)?(?![a-z0-9])", self.text) is not None

    def holds_word(self, word: str) -> bool:
        word = word.lower()
        if CJK.search(word):
            return word in self.text
        return word in self.en_words or word.rstrip("s") in self.en_words or f"{word}s" in self.en_words


def run(settings: Settings, demo) -> list[Row]:
    from agent.engines import make_engine
    from agent.engines.base import PlanInput
    from agent.products import read_catalog
    from agent.steps.pick import asked_type
    from agent.steps.unsold import unsold_phrase
    from agent.title_words import title_words
    from bench.synthetic import make
    from memory.models import SessionState
    from memory.paths import CATALOG

    if settings.quick:
        path, size = CATALOG, "demo catalog"
    else:
        big = CACHE / "big100k"
        if not (big / "catalog.jsonl").exists():
            make(big, 100_000)
        path, size = big / "catalog.jsonl", "100k synthetic catalog"
    products = read_catalog(path)
    start = time.perf_counter()
    table = title_words(products)
    build_s = time.perf_counter() - start
    scan = TitleScan.of(products)

    planner = make_engine("offline", index=demo.index)
    state = SessionState(user="bench", session_id="bench")
    asked = []
    for text, lang in REQUESTS:
        plan = planner.plan(PlanInput(text=text, lang=lang))
        asked.append((plan.search_query, asked_type(plan, state)))

    def check(words):
        return [unsold_phrase(query, types, words) for query, types in asked]

    said = check(table)
    if said != check(scan):
        raise AssertionError(f"the table and the scan disagree: {said} vs {check(scan)}")
    reps = settings.reps(20, 3)
    looked_up = timed(lambda: check(table), reps)
    scanned = timed(lambda: check(scan), reps)
    per_turn, per_turn_scan = p50(looked_up) / len(asked), p50(scanned) / len(asked)
    return [Row(
        name=f"unsold check per turn, {len(products):,} products",
        value=f"word table: p50 {ms(per_turn)}", baseline=f"title scan: p50 {ms(per_turn_scan)}",
        ratio=f"{per_turn_scan / per_turn:,.0f}× faster", target=f"p50 ≤ {ms(TARGET_S)}",
        verdict=verdict(per_turn <= TARGET_S),
        notes=[f"unsold check ({size}): {len(asked)} requests with a word before the type's "
               f"name, both languages ({sum(bool(s) for s in said)} unsold, same answers by both "
               f"readers); the word table is built once with the catalog in {build_s:.2f} s "
               f"({len(table.rows):,} keys)"])]

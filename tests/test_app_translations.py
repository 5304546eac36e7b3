"""Translation completeness: every page rendered in both languages with data present (a
conversation, a curated entry, a user entry, favourites, a frozen lab pool, a played demo),
and no raw enum value or English label on the Chinese screen, no Chinese on the English one.

What the shopper and the catalog wrote (product titles, the chat, answers, curated notes,
keywords, scenario narration) is data, not UI: it is taken out before the check. Dedup keys
(`dislike:material:bags_luggage:plastic`) are identifiers shown as such and are taken out
too; the inspector's raw tables are raw by design and are not read."""
from __future__ import annotations

import re

import pytest

from agent.runtime import SCENARIOS
from memory.text import CJK
from tests.test_app_pages import app, app_qdrant_folder, open_page, say  # noqa: F401

PAGES = ["chat", "preferences", "favourites", "inspector", "lab", "catalog", "demo"]
RAW_PAGES = {"inspector"}  # its tables are the raw rows, on purpose
ICON = re.compile(r":material/\w+:")
KEY = re.compile(r"\b(?:session:)?[a-z]+:[a-z_]+:(?:[a-z_]+:)?[\w\-]+\b")


def raw_words() -> set[str]:
    """Enum values a Chinese screen must never show as they are."""
    from memory.domains import Domain
    from memory.models import Category, Polarity, Source

    words = {p.value for p in Polarity} | {c.value for c in Category} | {s.value for s in Source}
    words |= {d.value for d in Domain}
    words |= {"session", "blocking", "budget", "penalized", "removed", "active", "suppressed",
              "yielded", "below_threshold", "default", "lasting", "persistence", "slug", "slot",
              "budget_max", "budget_min", "search", "refine", "none", "dedup_key"}
    return words


def english_labels() -> set[str]:
    """English texts of the strings table that are words, not names (two words or more)."""
    from ui.strings import STRINGS

    out = set()
    for zh, en in STRINGS.values():
        plain = re.sub(r"\{[^}]*\}|:[a-z]+\[|[\]\"“”().,:;!?…·\-—→]", " ", en)
        if len(plain.split()) >= 2 and en != zh:
            out.add(" ".join(plain.split()[:2]).lower())
    return out


def rendered(at, tables: bool = True) -> str:
    """Everything on the page a viewer reads: texts, widget labels and options, tab and
    expander labels, table headers and cells (the raw inspector tables left out)."""
    parts = [e.value for e in (*at.markdown, *at.caption, *at.title, *at.header, *at.subheader,
                               *at.info, *at.success, *at.warning, *at.error)]
    for kind in ("button", "checkbox", "text_input", "toggle", "selectbox", "multiselect",
                 "number_input", "radio", "tabs", "expander"):
        for w in getattr(at, kind, []) if kind not in ("tabs", "expander") else at.get(
                "tab" if kind == "tabs" else "expandable"):
            if getattr(w, "key", None) in ("lang", "engine"):
                continue  # the language names and engine names are names
            parts.append(str(getattr(w, "label", "") or ""))
            parts += [str(o) for o in getattr(w, "options", []) or []]
    for df in at.dataframe if tables else []:
        frame = df.value
        parts += [str(c) for c in frame.columns] + [str(v) for v in frame.astype(str).values.ravel()]
    return re.sub(r"\\(.)", r"\1", "\n".join(str(p) for p in parts))


def user_data(at) -> list[str]:
    """What shoppers and the catalog wrote, longest first (so a title goes before its words)."""
    from agent.replay import load_scenario, scenario_files
    from ui import resources

    rt = resources.runtime()
    data = [p.title for p in rt.index.products]
    for name in rt.store.users():
        data += [e.content for e in rt.store.entries(name)] + [w for e in rt.store.entries(name) for w in e.keywords]
        data += [f.title for f in rt.store.favourites(name)]
        for s in rt.store.sessions(name):
            data += [r.text for r in s.state.transcript] + [r.answer for r in s.state.transcript]
            data += [c for c in s.state.open_questions] + [c for c in s.state.decisions_made]
            data += [w for c in s.state.constraints for w in c.keywords]
            data += [r.reason for r in s.state.rejected_options] + [r.term or "" for r in s.state.rejected_options]
    for path in scenario_files(SCENARIOS):
        sc = load_scenario(path)
        data += [sc.title, *sc.title.split(" / "), sc.description, sc.description_zh]
        data += [s.note for s in sc.steps] + [s.note_zh for s in sc.steps]
        data += [a if isinstance(a, str) else a.get("text", "") for a in (s.args for s in sc.steps if s.kind == "say")
                 if isinstance(a, (str, dict))]
    for view in at.session_state["views"].values():
        for m in view.messages:
            data.append(m.text)
            if m.trace is not None:
                data += [m.trace.answer, m.trace.search_text, *m.trace.plan.prefer_keywords,
                         *m.trace.plan.exclude_keywords]
                data += [r.platform for r in m.trace.results] + [a.token for a in m.trace.affinity]
                data.append(str(m.trace.pt.current_intent or "").partition(":")[2])
    for p in rt.index.products:
        data += [p.platform, p.id, p.currency]
    return sorted({d.strip() for d in data if d and d.strip()}, key=len, reverse=True)


@pytest.fixture
def rich_app(app):
    """An app with something on every page."""
    say(app, "帮我找个旅行收纳包，不要塑料的")
    app.sidebar.button(key="end_session").click().run()
    say(app, "推荐旅行包")
    open_page(app, "favourites")
    app.text_input(key="fav_query").set_value("genuine leather bag").run()
    for _ in range(2):
        next(b for b in app.button if b.key and b.key.startswith("fav_")).click().run()
    open_page(app, "preferences")
    app.text_input(key="add_slug").set_value("leather")
    app.text_input(key="add_keywords").set_value("皮革")
    app.button(key="add_submit").click().run()
    open_page(app, "lab")
    app.text_input(key="lab_query").set_value("推荐旅行包")
    app.button(key="lab_freeze").click().run()
    open_page(app, "demo")
    app.selectbox(key="demo_scenario").set_value(str(SCENARIOS / "02_leather_gate.yml")).run()
    app.button(key="demo_start").click().run()
    app.button(key="demo_run_all").click().run()
    assert not app.exception, [e.value for e in app.exception]
    return app


def screen_text(at, page: str, lang: str) -> str:
    open_page(at, page, lang)
    text = ICON.sub(" ", rendered(at, tables=page not in RAW_PAGES))
    for d in user_data(at):
        text = text.replace(d, " ")
    return KEY.sub(" ", text)


def chinese_problems(text: str) -> list[str]:
    words = set(re.findall(r"[A-Za-z_]+", text))
    lowered = " ".join(re.sub(r"[^a-z ]", " ", text.lower()).split())
    leaked = [p for p in english_labels() if f" {p} " in f" {lowered} "]
    return sorted(words & raw_words()) + sorted(leaked)


def english_problems(text: str) -> list[str]:
    return sorted({line.strip() for line in text.splitlines() if CJK.search(line)})[:10]


def test_the_chinese_screen_shows_no_raw_value_or_english_label(rich_app):
    problems = {page: chinese_problems(screen_text(rich_app, page, "zh")) for page in PAGES}
    assert not {p: v for p, v in problems.items() if v}


def test_the_english_screen_shows_no_chinese_label(rich_app):
    problems = {page: english_problems(screen_text(rich_app, page, "en")) for page in PAGES}
    assert not {p: v for p, v in problems.items() if v}


def test_the_check_sees_a_raw_value_and_a_chinese_label():
    """The checks themselves can fail: a raw enum and an English label are caught on the
    Chinese screen, a Chinese label on the English one."""
    assert "dislike" in chinese_problems("偏好 dislike 箱包")
    assert chinese_problems("会话 Nothing to curate yet")
    assert english_problems("Preferences\n长期偏好")
    assert not chinese_problems("不喜欢 · 材质 · 箱包") and not english_problems("Long-term preferences")


def test_strings_table_has_no_duplicate_keys():
    """A dict literal keeps the last of two equal keys silently, so one label overwrites
    another (the chat's "Product" column once read "Title" after a merge): read the source."""
    import ast
    from pathlib import Path

    import ui.strings

    tree = ast.parse(Path(ui.strings.__file__).read_text(encoding="utf-8"))
    table = next(n.value for n in ast.walk(tree) if isinstance(n, ast.AnnAssign)
                 and getattr(n.target, "id", None) == "STRINGS")
    keys = [k.value for k in table.keys]
    assert len(keys) > 100
    duplicates = sorted({k for k in keys if keys.count(k) > 1})
    assert duplicates == []


def test_chinese_narration_names_rules_and_sources_in_chinese():
    """The stepper shows note_zh as it is: a rule or source written as its enum value
    (规则：session, 来源 agent) is raw English on the Chinese screen. Dedup keys are
    identifiers and stay."""
    import yaml

    raw = raw_words() | {"supersede", "superseded"}
    found = []
    for path in sorted(SCENARIOS.glob("*.yml")):
        for step in yaml.safe_load(path.read_text(encoding="utf-8"))["steps"]:
            note = KEY.sub(" ", step.get("note_zh") or "")
            found += [(path.name, w, note) for w in re.findall(r"[A-Za-z_]+", note) if w.lower() in raw]
    assert found == []

"""A shade asked for is a soft match of its plain colour (DESIGN §5-6, round 37): a yellow
t-shirt ranks above the other colours but under a neon-yellow one; a refused neon yellow
removes the neon-yellow items and leaves the plain yellow ones. Both languages, through the
app's agent on a catalog that sells all three (the demo catalog sells no yellow)."""
from __future__ import annotations

import json

import pytest

from agent.products import read_catalog
from agent.runtime import DEFAULT_CATALOG, open_runtime
from agent.shades import plain_colour

TEES = [("Tovari Men's Cotton Crew Neck T-Shirt - Regular Fit (Neon Yellow)", 19.0),
        ("Tovari Men's Cotton Crew Neck T-Shirt - Regular Fit (Yellow)", 19.5),
        ("Tovari Men's Cotton Crew Neck T-Shirt - Regular Fit (Navy)", 18.0),
        ("Tovari Men's Cotton Crew Neck T-Shirt - Regular Fit (Black)", 18.5),
        ("拾光纯棉圆领T恤男士宽松荧光黄", 99.0), ("拾光纯棉圆领T恤男士宽松黄色", 98.0),
        ("拾光纯棉圆领T恤男士宽松藏青色", 97.0), ("拾光纯棉圆领T恤男士宽松黑色", 96.0)]


@pytest.fixture(scope="module")
def tees_catalog(tmp_path_factory):
    """The demo catalog's first 40 products and the eight tees, one file for the module (the
    index of a catalog file is opened once per session)."""
    shipped = read_catalog(DEFAULT_CATALOG)[:40]
    lines = [p.model_dump(mode="json", exclude_none=True) for p in shipped]
    lines += [{"id": f"TEE{i}", "title": title, "platform": "test", "category": "Apparel > T-Shirts",
               "domain": "apparel", "price": price, "currency": "USD" if title.isascii() else "CNY",
               "product_type": "t_shirt"} for i, (title, price) in enumerate(TEES)]
    path = tmp_path_factory.mktemp("shades") / "tees.jsonl"
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines),
                    encoding="utf-8")
    return path


@pytest.fixture
def agent_on_tees(tmp_path, catalog_index, tees_catalog):
    runtime = open_runtime(db=tmp_path / "m.db", index=catalog_index(tees_catalog), engine="offline")
    yield runtime.agent
    runtime.store.close()


def _colour_order(turn, colours):
    """The colours of the tees in result order (each colour's first place)."""
    order = []
    for r in turn.results:
        said = next((c for c in colours if r.title.endswith((c, f"({c})"))), None)
        if said and said not in order:
            order.append(said)
    return order


def test_the_plain_colour_of_a_shade_is_read_from_the_shade_table():
    assert plain_colour("neon yellow") == "yellow" and plain_colour("浅蓝色") == "蓝色"
    assert plain_colour("Dark Green") == "green"
    assert plain_colour("yellow") == "" and plain_colour("leather") == "" and plain_colour("清淡") == ""


@pytest.mark.parametrize("said, colours", [
    ("a neon yellow t-shirt please", ["Neon Yellow", "Yellow"]),
    ("想要一件荧光黄的T恤", ["荧光黄", "黄色"]),
])
def test_a_shade_ranks_its_plain_colour_above_the_others(agent_on_tees, said, colours):
    turn = agent_on_tees.say("u", said)
    order = _colour_order(turn, colours + ["Navy", "Black", "藏青色", "黑色"])
    assert order[:2] == colours, order
    first = {r.title: r.breakdown.prefer for r in turn.results}
    shade, plain = (next(v for t, v in first.items() if t.endswith((c, f"({c})"))) for c in colours)
    assert shade > plain > 0


@pytest.mark.parametrize("said, refused, kept", [
    ("a t-shirt, but not neon yellow", "Neon Yellow", "(Yellow)"),
    ("T恤，不要荧光黄的", "荧光黄", "黄色"),
])
def test_a_refused_shade_leaves_its_plain_colour(agent_on_tees, said, refused, kept):
    turn = agent_on_tees.say("u", said)
    assert not any(refused in r.title for r in turn.results)
    assert any(refused in r.title for r in turn.removed)
    assert any(r.title.endswith(kept) for r in turn.results)
    assert all(r.breakdown.prefer == 0 for r in turn.results if r.title.endswith(kept))

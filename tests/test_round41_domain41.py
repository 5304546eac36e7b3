"""Round 41 (domain41): the type-description table's vote less each line's hub term (issue 11).

A line that sits near messages of every kind ("a small gadget that charges my things") came out
among the nearest lines of described products it has nothing to do with and thinned the right
type's margin below the cuts. Each line's similarity is now taken less half its mean similarity
to its nearest lines of other types (CSLS), read off the table itself
(`language/type_descriptions.line_hubs`) and committed with its vectors."""
from __future__ import annotations

import numpy as np

from agent.language.type_descriptions import HUB_NEIGHBOURS, TypeDescriptions, line_hubs, load_descriptions


def _unit(*xs):
    v = np.array(xs, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_a_line_near_other_types_has_the_larger_hub_term():
    # two lines of one type close together, a third type's lines far apart, and one generic
    # line halfway to all of them
    vectors = np.stack([_unit(1, 0, 0), _unit(0.98, 0.2, 0), _unit(0, 1, 0), _unit(0, 0, 1),
                        _unit(1, 1, 1)])
    keys = ("kettle", "kettle", "rug", "lamp", "gadget")
    hubs = line_hubs(vectors, keys, neighbours=2)
    assert hubs[4] == max(hubs)
    # a line's own type is no neighbour: the kettles' closeness to each other does not count
    assert hubs[0] < 0.5 and hubs[1] < 0.5


def test_a_generic_line_no_longer_outvotes_the_right_type():
    query = _unit(1, 0.3, 0)
    right = [_unit(1, 0.3, 0.25), _unit(1, 0.3, -0.25)]
    generic = _unit(1, 0.3, 0.02)
    vectors = np.stack([*right, generic, _unit(0, 0, 1), _unit(0, 1, 0)])
    keys = ("cat_litter", "cat_litter", "charger", "lamp", "rug")
    plain = TypeDescriptions(vectors, keys, keys)
    assert plain.vote(query).label == "charger"
    weighed = TypeDescriptions(vectors, keys, keys, line_hubs(vectors, keys, neighbours=2))
    assert weighed.vote(query).label == "cat_litter"


def test_the_committed_hub_terms_are_those_of_the_committed_vectors(engine):
    table = load_descriptions(engine.classifier.embedder)
    assert table is not None and table.hubs is not None, \
        "stale or missing: python -m agent.language.type_descriptions --write"
    assert table.hubs.shape == (len(table.keys),)
    assert np.allclose(table.hubs, line_hubs(table.vectors, table.keys, HUB_NEIGHBOURS), atol=1e-4)

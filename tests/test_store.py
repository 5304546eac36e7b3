"""The long-term store: the single write gate, proposals, audit, isolation, export/import."""
from __future__ import annotations

import json
import threading
from datetime import timedelta

import pytest

from memory.models import PreferenceEntry, Source
from memory.store import MemoryStore

LEATHER_SHOES = {"polarity": "dislike", "category": "material", "domain": "footwear",
                 "slug": "leather", "keywords": ["皮革"], "content": "不要皮鞋"}
NO_PLASTIC = {"polarity": "dislike", "category": "material", "domain": "global",
              "slug": "plastic", "keywords": ["塑料"], "content": "不要塑料"}
PLASTIC_FINE = {"polarity": "like", "category": "material", "domain": "global",
                "slug": "plastic", "keywords": ["塑料"], "content": "塑料的也可以"}
LINEN = {"polarity": "like", "category": "material", "domain": "home_textiles",
         "slug": "linen", "keywords": ["亚麻"]}

LEATHER_KEY = "dislike:material:footwear:leather"
NO_PLASTIC_KEY = "dislike:material:global:plastic"
PLASTIC_FINE_KEY = "like:material:global:plastic"


def snapshot(store: MemoryStore, user: str = "alice") -> str:
    return json.dumps({k: v for k, v in store.export_user(user).items() if k != "exported_at"},
                      sort_keys=True, ensure_ascii=False)


def audit_rows(store: MemoryStore, user: str = "alice") -> list[tuple]:
    return [(a.event, a.dedup_key, a.old_value, a.new_value, a.actor, a.reason, a.at)
            for a in store.audit(user)]


# ---- the write gate -------------------------------------------------------------------------


def test_store_runs_in_wal_mode_with_a_busy_timeout(store):
    assert store.db.journal_mode == "wal"
    assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL, as WAL advises
    assert store.db.execute("PRAGMA busy_timeout").fetchone()[0] > 0


def test_dict_entry_is_validated_and_keyed_by_the_store(store):
    result = store.write("alice", {**LEATHER_SHOES, "dedup_key": "made:up:key:x"},
                         source="agent", actor="curator")
    assert [e.dedup_key for e in result.written] == [LEATHER_KEY]
    assert store.get("alice", LEATHER_KEY).keywords == ["皮革"]


def test_invalid_enum_is_a_value_error_naming_the_field(store):
    with pytest.raises(ValueError, match="domain"):
        store.write("alice", {**LEATHER_SHOES, "domain": "shoes"}, source="agent", actor="curator")
    with pytest.raises(ValueError, match="source"):
        store.write("alice", LEATHER_SHOES, source="robot", actor="curator")
    assert store.entries("alice") == []


def test_agent_write_with_blocking_is_stored_non_blocking(store):
    store.write("alice", {**LEATHER_SHOES, "blocking": True}, source=Source.AGENT, actor="curator")
    stored = store.get("alice", LEATHER_KEY)
    assert stored.blocking is False and stored.source is Source.AGENT


def test_user_tick_makes_the_entry_blocking_and_the_users_own(store):
    store.write("alice", LEATHER_SHOES, source="agent", actor="curator")
    store.set_blocking("alice", LEATHER_KEY, True)
    stored = store.get("alice", LEATHER_KEY)
    assert stored.blocking is True and stored.source is Source.USER
    assert [a.event for a in store.audit("alice", LEATHER_KEY)] == ["create", "update"]


def test_agent_write_aimed_at_a_user_entry_becomes_a_proposal_and_changes_nothing(store):
    store.write("alice", {**LEATHER_SHOES, "blocking": True}, source="user", actor="user")
    before = store.get("alice", LEATHER_KEY)
    result = store.write("alice", {**LEATHER_SHOES, "keywords": ["真皮"], "content": "不要真皮"},
                         source="agent", actor="curator", reason="turn 3")
    assert result.written == [] and len(result.proposals) == 1
    assert store.get("alice", LEATHER_KEY) == before
    [pending] = store.proposals("alice")
    assert pending.target_key == LEATHER_KEY and pending.action == "upsert"
    assert pending.entry.keywords == ["真皮"]


def test_agent_repeating_a_user_entry_makes_no_proposal(store):
    store.write("alice", LEATHER_SHOES, source="user", actor="user")
    result = store.write("alice", {**LEATHER_SHOES, "content": ""}, source="agent", actor="curator")
    assert result.proposals == [] and store.proposals("alice") == []


def test_the_same_proposal_twice_is_one_card(store):
    store.write("alice", LEATHER_SHOES, source="user", actor="user")
    changed = {**LEATHER_SHOES, "keywords": ["真皮"]}
    first = store.write("alice", changed, source="agent", actor="curator").proposals[0]
    second = store.write("alice", changed, source="agent", actor="curator").proposals[0]
    assert first.id == second.id and len(store.proposals("alice")) == 1


def test_approving_a_proposal_applies_it_and_keeps_the_tick(store):
    store.write("alice", {**LEATHER_SHOES, "blocking": True}, source="user", actor="user")
    proposal = store.write("alice", {**LEATHER_SHOES, "keywords": ["真皮"]}, source="agent",
                           actor="curator").proposals[0]
    store.approve("alice", proposal.id)
    stored = store.get("alice", LEATHER_KEY)
    assert stored.keywords == ["真皮"] and stored.blocking is True and stored.source is Source.USER
    assert store.proposals("alice") == []
    assert store.proposals("alice", status="approved")[0].id == proposal.id
    assert [a.event for a in store.audit("alice", LEATHER_KEY)] == ["create", "propose", "approve"]
    with pytest.raises(ValueError, match="already approved"):
        store.approve("alice", proposal.id)


def test_rejecting_a_proposal_changes_nothing_but_is_audited(store):
    store.write("alice", LEATHER_SHOES, source="user", actor="user")
    before = store.get("alice", LEATHER_KEY)
    proposal = store.write("alice", {**LEATHER_SHOES, "keywords": ["真皮"]}, source="agent",
                           actor="curator").proposals[0]
    store.reject("alice", proposal.id)
    assert store.get("alice", LEATHER_KEY) == before
    assert store.audit("alice", LEATHER_KEY)[-1].event == "reject"


def test_agent_contradiction_of_a_user_entry_waits_whole_as_one_proposal(store):
    store.write("alice", NO_PLASTIC, source="user", actor="user")
    result = store.write("alice", PLASTIC_FINE, source="agent", actor="curator",
                         keys_to_supersede=[NO_PLASTIC_KEY])
    assert result.written == [] and result.superseded == []
    assert [e.dedup_key for e in store.entries("alice")] == [NO_PLASTIC_KEY]
    [proposal] = result.proposals
    assert proposal.action == "supersede" and proposal.entry.dedup_key == PLASTIC_FINE_KEY
    store.approve("alice", proposal.id)
    assert [e.dedup_key for e in store.entries("alice")] == [PLASTIC_FINE_KEY]


def test_plastic_is_fine_supersedes_no_plastic_and_the_audit_shows_both(store):
    store.write("alice", NO_PLASTIC, source="agent", actor="curator", reason="session 1")
    result = store.write("alice", PLASTIC_FINE, source="agent", actor="curator",
                         reason="session 2", keys_to_supersede=[NO_PLASTIC_KEY])
    assert result.superseded == [NO_PLASTIC_KEY]
    assert [e.dedup_key for e in store.entries("alice")] == [PLASTIC_FINE_KEY]
    trail = [(a.event, a.dedup_key) for a in store.audit("alice")]
    assert trail == [("create", NO_PLASTIC_KEY), ("supersede", NO_PLASTIC_KEY),
                     ("create", PLASTIC_FINE_KEY)]
    assert store.audit("alice", NO_PLASTIC_KEY)[-1].old_value["keywords"] == ["塑料"]


def test_restatement_with_the_same_key_leaves_one_row_and_an_update_event(store, clock):
    first = store.write("alice", NO_PLASTIC, source="agent", actor="curator").written[0]
    clock.advance(48)
    store.write("alice", {**NO_PLASTIC, "keywords": ["塑料", "plastic"]}, source="agent",
                actor="curator")
    [stored] = store.entries("alice")
    assert stored.keywords == ["塑料", "plastic"]
    assert stored.created_at == first.created_at and stored.updated_at > first.updated_at
    events = store.audit("alice", NO_PLASTIC_KEY)
    assert [a.event for a in events] == ["create", "update"]
    assert events[1].old_value["keywords"] == ["塑料"]


def test_set_domain_rekeys_the_entry_and_audits_both_keys(store):
    store.write("alice", {**LEATHER_SHOES, "domain": "other"}, source="agent", actor="curator")
    old_key = "dislike:material:other:leather"
    moved = store.set_domain("alice", old_key, "footwear")
    assert moved.dedup_key == LEATHER_KEY
    assert store.find("alice", old_key) is None and store.get("alice", LEATHER_KEY).domain.value == "footwear"
    assert [a.event for a in store.audit("alice", old_key)] == ["create", "rekey"]
    assert [a.event for a in store.audit("alice", LEATHER_KEY)] == ["create"]


def test_delete_and_unknown_keys(store):
    store.write("alice", LINEN, source="agent", actor="curator")
    store.delete("alice", "like:material:home_textiles:linen", actor="user", reason="不喜欢了")
    assert store.entries("alice") == []
    assert store.audit("alice")[-1].event == "delete"
    with pytest.raises(KeyError, match="no preference"):
        store.delete("alice", "like:material:home_textiles:linen")
    with pytest.raises(KeyError):
        store.set_blocking("alice", LEATHER_KEY, True)
    with pytest.raises(KeyError):
        store.get("alice", LEATHER_KEY)


def test_agent_delete_of_a_user_entry_is_a_proposal(store):
    store.write("alice", LINEN, source="user", actor="user")
    result = store.delete("alice", "like:material:home_textiles:linen", actor="curator",
                          source="agent")
    assert result.proposals and len(store.entries("alice")) == 1


def test_mark_used_refreshes_last_used_at_without_an_audit_row(store, clock):
    store.write("alice", NO_PLASTIC, source="agent", actor="curator")
    assert store.get("alice", NO_PLASTIC_KEY).last_used_at is None
    clock.advance(5)
    assert store.mark_used("alice", [NO_PLASTIC_KEY, "like:color:global:red"]) == 1
    used = store.get("alice", NO_PLASTIC_KEY)
    assert used.last_used_at - used.created_at >= timedelta(hours=5)
    assert len(store.audit("alice")) == 1


# ---- transactions ---------------------------------------------------------------------------


def test_invalid_second_entry_in_write_many_leaves_the_store_as_it_was(store):
    store.write("alice", LEATHER_SHOES, source="agent", actor="curator")
    before = snapshot(store)
    with pytest.raises(ValueError, match="entry 1"):
        store.write_many("alice", [LINEN, {**NO_PLASTIC, "polarity": "hate"}], source="agent",
                         actor="curator", keys_to_supersede=[LEATHER_KEY])
    assert snapshot(store) == before


def test_failure_in_the_middle_of_write_many_rolls_everything_back(store, monkeypatch):
    store.write("alice", NO_PLASTIC, source="agent", actor="curator")
    before = snapshot(store)
    real_put, calls = store.preferences.put, []

    def flaky_put(*args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise RuntimeError("disk on fire")
        return real_put(*args, **kwargs)

    monkeypatch.setattr(store.preferences, "put", flaky_put)
    with pytest.raises(RuntimeError):
        store.write_many("alice", [PLASTIC_FINE, LINEN], source="agent", actor="curator",
                         keys_to_supersede=[NO_PLASTIC_KEY])
    assert len(calls) == 2  # the supersede and the first write had happened inside it
    assert snapshot(store) == before


def test_writes_from_another_thread_share_the_store(store):
    errors = []

    def work(i):
        try:
            store.write("alice", {**LINEN, "slug": f"linen_{i}"}, source="agent", actor="curator")
        except Exception as err:  # pragma: no cover - reported below
            errors.append(err)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(store.entries("alice")) == 8


# ---- isolation ------------------------------------------------------------------------------


def test_two_users_never_see_each_others_entries_or_favourites(store):
    store.write("alice", LEATHER_SHOES, source="user", actor="user")
    store.add_favourite("alice", "P000123", "Linen Shirt", "apparel")
    store.write("bob", NO_PLASTIC, source="agent", actor="curator")
    assert [e.dedup_key for e in store.entries("alice")] == [LEATHER_KEY]
    assert [e.dedup_key for e in store.entries("bob")] == [NO_PLASTIC_KEY]
    assert store.find("bob", LEATHER_KEY) is None
    assert store.favourites("bob") == [] and [f.product_id for f in store.favourites("alice")] == ["P000123"]
    assert {a.dedup_key for a in store.audit("bob")} == {NO_PLASTIC_KEY}
    with pytest.raises(KeyError):
        store.set_blocking("bob", LEATHER_KEY, True)
    assert store.users() == ["alice", "bob"]


def test_a_proposal_belongs_to_its_user(store):
    store.write("alice", LEATHER_SHOES, source="user", actor="user")
    proposal = store.write("alice", {**LEATHER_SHOES, "keywords": ["真皮"]}, source="agent",
                           actor="curator").proposals[0]
    assert store.proposals("bob") == []
    with pytest.raises(KeyError):
        store.approve("bob", proposal.id)


def test_favourites_add_again_and_remove(store):
    store.add_favourite("alice", "P1", "Linen Shirt", "apparel")
    store.add_favourite("alice", "P1", "Linen Shirt (white)", "apparel")
    assert [f.title for f in store.favourites("alice")] == ["Linen Shirt (white)"]
    assert store.remove_favourite("alice", "P1") is True
    assert store.remove_favourite("alice", "P1") is False
    with pytest.raises(ValueError, match="domain"):
        store.add_favourite("alice", "P2", "x", "shirts")


# ---- export / import ------------------------------------------------------------------------


def fill(store: MemoryStore) -> None:
    store.write("alice", NO_PLASTIC, source="agent", actor="curator", reason="turn 1")
    store.write("alice", PLASTIC_FINE, source="agent", actor="curator",
                keys_to_supersede=[NO_PLASTIC_KEY])
    store.write("alice", {**LEATHER_SHOES, "blocking": True}, source="user", actor="user")
    store.write("alice", {**LEATHER_SHOES, "keywords": ["真皮"]}, source="agent", actor="curator")
    store.mark_used("alice", [LEATHER_KEY])
    store.add_favourite("alice", "P000123", "Linen Shirt", "apparel")
    state = store.new_session("alice")
    state.apply_slots({"size": "42"})
    store.save_session(state)


def test_export_then_import_into_an_empty_store_is_lossless(store, tmp_path):
    fill(store)
    document = json.loads(json.dumps(store.export_user("alice")))  # through real JSON
    other = MemoryStore.open(tmp_path / "other.db")
    try:
        other.import_user("alice", document)
        assert other.entries("alice") == store.entries("alice")
        assert audit_rows(other) == audit_rows(store)
        assert snapshot(other) == snapshot(store)  # proposals, favourites and P_t too
        assert other.current_session("alice").slots == {"size": "42"}
    finally:
        other.close()


@pytest.mark.parametrize("mangle, complaint", [
    (lambda d: [d], "expected a JSON object"),
    (lambda d: {**d, "entries": "nope"}, "'entries' must be a list"),
    (lambda d: {k: v for k, v in d.items() if k != "entries"}, "no 'entries'"),
    (lambda d: {**d, "entries": d["entries"] + [{**NO_PLASTIC, "domain": "kitchen"}]},
     r"entries\[2\]: domain"),
    (lambda d: {**d, "entries": [{**d["entries"][0], "dedup_key": "like:color:global:red"}]},
     "does not match"),
    (lambda d: {**d, "audit": d["audit"] + [{"event": "create"}]}, r"audit\[\d+\]"),
    (lambda d: {**d, "format": "something/9"}, "unknown format"),
])
def test_malformed_import_changes_nothing_and_says_why(store, mangle, complaint):
    fill(store)
    document = json.loads(json.dumps(store.export_user("alice")))
    store.write("carol", LINEN, source="user", actor="user")
    before = snapshot(store, "carol")
    with pytest.raises(ValueError, match=complaint):
        store.import_user("carol", mangle(document))
    assert snapshot(store, "carol") == before


def test_import_without_audit_still_leaves_a_trail(store):
    store.import_user("dave", {"entries": [NO_PLASTIC]})
    assert [e.dedup_key for e in store.entries("dave")] == [NO_PLASTIC_KEY]
    assert [(a.event, a.actor) for a in store.audit("dave")] == [("import", "import")]


def test_entries_come_back_in_a_stable_order(store, clock):
    store.write_many("alice", [LINEN, NO_PLASTIC, LEATHER_SHOES], source="agent", actor="curator")
    clock.advance(1)
    store.write("alice", PLASTIC_FINE, source="agent", actor="curator")
    first = [e.dedup_key for e in store.entries("alice")]
    assert first == [e.dedup_key for e in store.entries("alice")]
    assert first[:3] == sorted(first[:3]) and first[3] == PLASTIC_FINE_KEY  # oldest first
    assert all(isinstance(e, PreferenceEntry) for e in store.entries("alice"))


def test_reset_user_forgets_one_user_and_nobody_else(store):
    for user in ("ann", "ben"):
        store.write(user, {"polarity": "dislike", "category": "material", "domain": "global",
                           "slug": "latex", "keywords": ["乳胶"]}, source="user", actor="user")
        store.add_favourite(user, "P1", "Linen Shirt", "apparel")
        store.new_session(user)
    store.reset_user("ann")
    assert store.entries("ann") == [] and store.favourites("ann") == []
    assert store.audit("ann") == [] and store.current_session("ann") is None
    assert [e.slug for e in store.entries("ben")] == ["latex"] and store.favourites("ben")
    assert "ann" in store.users()

"""P_t: one open session per user, its TTL on the store's clock, overwrite and exact-match rules."""
from __future__ import annotations

from memory.models import Constraint, RejectedOption


def test_session_expires_after_its_ttl_on_the_clock(store, clock):
    state = store.new_session("alice", ttl_hours=24)
    assert not store.is_expired(state)
    clock.advance(23)
    assert not store.is_expired(store.current_session("alice"))
    clock.advance(2)
    expired = store.current_session("alice")
    assert expired is not None and expired.session_id == state.session_id  # still handed back
    assert store.is_expired(expired)


def test_saving_a_turn_restarts_the_ttl(store, clock):
    state = store.new_session("alice", ttl_hours=24)
    clock.advance(20)
    store.save_session(state)
    clock.advance(20)
    assert not store.is_expired(store.current_session("alice"))


def test_new_session_closes_the_open_one(store):
    first = store.new_session("alice")
    second = store.new_session("alice")
    assert store.current_session("alice").session_id == second.session_id
    statuses = {s.session_id: s.status for s in store.sessions("alice")}
    assert statuses == {first.session_id: "closed", second.session_id: "open"}


def test_close_session_leaves_no_current_one(store):
    state = store.new_session("alice")
    store.close_session("alice", state.session_id)
    assert store.current_session("alice") is None


def test_slot_overwrite_keeps_the_latest_value_and_survives_a_save(store):
    state = store.new_session("alice")
    state.apply_slots({"size": "42", "color": "黑色"})
    state.apply_slots({"size": "43", "color": ""})
    store.save_session(state)
    assert store.current_session("alice").slots == {"size": "43"}


def test_open_question_resolves_only_on_an_exact_match(store):
    state = store.new_session("alice")
    state.ask(["你穿多大码的鞋？"])
    assert state.resolve_questions(["鞋码多大？"]) == []  # a paraphrase does not resolve it
    assert state.open_questions == ["你穿多大码的鞋？"]
    assert state.resolve_questions(["你穿多大码的鞋？"]) == ["你穿多大码的鞋？"]
    store.save_session(state)
    assert store.current_session("alice").open_questions == []


def test_constraints_and_rejected_options_round_trip_through_the_store(store):
    state = store.new_session("alice")
    state.add_constraint(Constraint(slug="plastic", keywords=["塑料"], domain="bags_luggage"))
    state.add_constraint(Constraint(slug="plastic", keywords=["塑料", "plastic"], domain="bags_luggage"))
    state.rejected_options.append(RejectedOption(
        product_id="P000123", title="Clear Plastic Tote", reason='said "塑料" this session',
        rule="session", turn=1, term="塑料", source_key="session:dislike:general:plastic"))
    store.save_session(state)
    loaded = store.current_session("alice")
    assert [c.keywords for c in loaded.constraints] == [["塑料", "plastic"]]  # restated, one
    assert loaded.rejected_options == state.rejected_options


def test_users_never_see_each_others_session(store):
    state = store.new_session("alice")
    state.apply_slots({"budget": "300"})
    store.save_session(state)
    assert store.current_session("bob") is None
    assert store.sessions("bob") == []
    bob = store.new_session("bob")  # closes bob's open session only
    assert store.current_session("alice").slots == {"budget": "300"}
    assert store.current_session("bob").session_id == bob.session_id


def test_slots_said_for_one_item_are_put_away_when_the_next_item_starts():
    from memory.models import SessionState

    pt = SessionState(user="a", session_id="s")
    pt.switch_item("running_shoes", 1)
    pt.apply_slots({"size": "42", "budget_max": "300", "currency": "CNY", "recipient": "mum"})
    pt.ask(["What size do you wear?"])
    switch = pt.switch_item("scarf", 2)
    assert pt.slots == {"recipient": "mum"}, "a shoe size is not a scarf's"
    assert switch.dropped == {"size": "42", "budget_max": "300", "currency": "CNY"}
    assert switch.kept == {"recipient": "mum"} and pt.slot_switch == switch
    assert pt.open_questions == [] and switch.questions_dropped == ["What size do you wear?"]
    pt.apply_slots({"color": "red"})
    back = pt.switch_item("running_shoes", 3)
    assert pt.slots["size"] == "42" and "color" not in pt.slots
    assert back.restored["budget_max"] == "300" and pt.item_slots["scarf"]["color"] == "red"
    assert pt.switch_item("running_shoes", 4) is None


def test_slots_said_before_any_item_go_to_the_first_item_named():
    from memory.models import SessionState

    pt = SessionState(user="a", session_id="s")
    pt.apply_slots({"budget_max": "30", "currency": "USD"})  # "under 30 dollars", no item yet
    switch = pt.switch_item("kettle", 1)
    assert pt.slots == {"budget_max": "30", "currency": "USD"}
    assert switch.dropped == {} and pt.slot_switch is None
    assert pt.item_slots["kettle"]["budget_max"] == "30"
    pt.switch_item("scarf", 2)  # the next item does not inherit the kettle's budget
    assert "budget_max" not in pt.slots

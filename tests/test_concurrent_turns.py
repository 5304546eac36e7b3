"""Two messages of one user at the same moment (a second browser tab, or Streamlit rerunning
the chat page while the worker thread still finishes the last turn) are answered one after
the other on the same P_t, never both on the state the first one read. The real agent."""
from __future__ import annotations

import threading


def test_two_messages_at_once_are_both_kept_in_order_of_arrival(runtime):
    agent = runtime.agent
    start = threading.Barrier(2)
    traces = {}

    def send(text):
        start.wait()
        traces[text] = agent.say("twin", text)

    texts = ["a water fountain for my cat, no plastic", "猫砂盆，一百块以内"]
    workers = [threading.Thread(target=send, args=(t,)) for t in texts]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=120)
    pt = runtime.store.current_session("twin")
    assert pt.turn == 2
    assert sorted(r.text for r in pt.transcript) == sorted(texts)
    assert sorted(t.turn for t in traces.values()) == [1, 2]
    # the second one answered saw the first one's constraint (it read the saved P_t)
    second = max(traces.values(), key=lambda t: t.turn)
    first = min(traces.values(), key=lambda t: t.turn)
    assert {c.slug for c in first.pt.constraints} <= {c.slug for c in second.pt.constraints}


def test_other_users_are_not_held_up_by_each_others_turns(runtime):
    agent = runtime.agent
    done = []
    threads = [threading.Thread(target=lambda u=u: done.append(agent.say(u, "a desk lamp")))
               for u in ("left", "right")]
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout=120)
    assert sorted(t.user for t in done) == ["left", "right"]
    assert all(t.turn == 1 for t in done)

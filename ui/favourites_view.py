"""What the favourites page shows besides the list: the affinity signals as the next turn
would use them, and the search box that survives a page change and a reload.

The signals come from the turn's own step (`agent.steps.pick.affinity_for` on the memory the
domain gate lets in for the favourites' domain, with this session's P_t): the page never
decides again whether a dislike suppresses a signal (the README's step 4: a dislike of 皮革
turns `genuine leather` *suppressed* here too, not only in the next turn's panels)."""
from __future__ import annotations

from collections import Counter

import streamlit as st

from agent.schemas import PlannerOutput
from agent.steps.pick import affinity_for
from memory.affinity import AffinitySignal
from memory.assemble import assemble
from memory.domains import Domain, parse_domain

QUERY = "fav_query"  # the text box
KEPT = "fav_query_kept"  # its value, kept while the box is not on screen (another page)


def favourites_domain(favourites) -> Domain | None:
    """The domain most favourites belong to: the turn their signals would act in."""
    counts = Counter(str(getattr(f.domain, "value", f.domain)) for f in favourites if f.domain)
    return parse_domain(counts.most_common(1)[0][0]) if counts else None


def signals(rt, user: str) -> tuple[Domain | None, list[AffinitySignal]]:
    """(domain, signals): the favourites' affinity with every dislike the gate lets in for
    that domain and every constraint of the open session, as the turn step computes it."""
    favourites = rt.store.favourites(user)
    if not favourites:
        return None, []
    domain = favourites_domain(favourites)
    memory = assemble(rt.store.entries(user), domain, rt.store.current_session(user))
    # no message yet: a plan with no words of its own, so only memory speaks
    plan = PlannerOutput(intent="", domain=domain or Domain.OTHER, search_query="")
    return domain, affinity_for([f.title for f in favourites], memory, plan,
                                rt.agent.weights.affinity)


def votes_changed(before: dict[str, int], now: list[AffinitySignal]) -> list[str]:
    after = {s.token: s.votes for s in now}
    return [f"{tok} {before.get(tok, 0)}→{after.get(tok, 0)}"
            for tok in sorted(set(before) | set(after)) if before.get(tok, 0) != after.get(tok, 0)]


def _keep_query() -> None:
    st.session_state[KEPT] = st.session_state.get(QUERY, "")


def search_box(label: str, placeholder: str, linked: str | None) -> str:
    """The search text box, refilled from this session (or the URL's `q`) on every run:
    Streamlit forgets a widget's value when its page is left."""
    if linked is not None and KEPT not in st.session_state:
        st.session_state[KEPT] = linked
    st.session_state[QUERY] = st.session_state.get(KEPT, "")
    return st.text_input(label, key=QUERY, placeholder=placeholder, on_change=_keep_query)


def url_params() -> dict[str, object]:
    """`q` for the address bar: a reload or a shared link shows the same search."""
    return {"q": st.session_state.get(KEPT) or None}

"""Model calls and their cost, for the inspector: the last turn's calls, the session's so
far, and the last curator run, with a cost estimate from per-token prices the user types in
(kept in st.session_state only). The numbers are the trace's `llm_calls`, summed, nothing
re-decided."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import pandas as pd
import streamlit as st

from agent.trace import CurateTrace, LLMCall, TurnTrace
from ui.strings import t

PRICE_PROMPT, PRICE_COMPLETION = "price_prompt_per_m", "price_completion_per_m"


@dataclass
class Usage:
    calls: int
    prompt_tokens: int
    completion_tokens: int
    unreported: int  # calls whose server reported no usage
    ms: float

    def cost(self, prompt_per_m: float, completion_per_m: float) -> float:
        return (self.prompt_tokens * prompt_per_m + self.completion_tokens * completion_per_m) / 1e6


def usage(calls: Iterable[LLMCall]) -> Usage:
    calls = list(calls)
    return Usage(calls=len(calls),
                 prompt_tokens=sum(c.prompt_tokens or 0 for c in calls),
                 completion_tokens=sum(c.completion_tokens or 0 for c in calls),
                 unreported=sum(1 for c in calls if c.prompt_tokens is None and c.completion_tokens is None),
                 ms=round(sum(c.ms for c in calls), 1))


def session_turns(traces: Iterable[TurnTrace], session_id: str) -> list[TurnTrace]:
    return [t for t in traces if t.session_id == session_id]


def _table(calls: list[LLMCall], key: str) -> None:
    frame = pd.DataFrame([c.model_dump(mode="json") for c in calls])
    st.dataframe(frame, hide_index=True, key=key)


def render(last_turn: TurnTrace | None, turns: list[TurnTrace], curate: CurateTrace | None) -> None:
    """`turns`: this session's turn traces, oldest first; `curate`: the last curator run."""
    if last_turn is None and curate is None:
        st.caption(t("usage_none"))
        return
    left, right = st.columns(2)
    prompt_price = left.number_input(t("price_prompt"), min_value=0.0, value=0.0, step=0.05,
                                     key=PRICE_PROMPT, format="%.4f")
    completion_price = right.number_input(t("price_completion"), min_value=0.0, value=0.0,
                                          step=0.05, key=PRICE_COMPLETION, format="%.4f")
    if last_turn is not None:
        st.markdown(f"**{t('usage_turn')}**")
        if last_turn.llm_calls:
            _table(last_turn.llm_calls, "usage_turn_calls")
        else:
            st.caption(t("usage_none"))
        whole = usage(c for t in turns for c in t.llm_calls)
        st.markdown(t("usage_session", turns=len(turns), calls=whole.calls,
                          prompt=whole.prompt_tokens, completion=whole.completion_tokens, ms=whole.ms))
        if whole.unreported:
            st.caption(t("usage_unreported", n=whole.unreported))
        if prompt_price or completion_price:
            turn_cost = usage(last_turn.llm_calls).cost(prompt_price, completion_price)
            st.markdown(t("usage_cost", turn=f"{turn_cost:.6f}",
                              session=f"{whole.cost(prompt_price, completion_price):.6f}"))
        else:
            st.caption(t("usage_cost_hint"))
    if curate is not None and curate.llm_calls:
        st.markdown(f"**{t('usage_curate')}**")
        _table(curate.llm_calls, "usage_curate_calls")

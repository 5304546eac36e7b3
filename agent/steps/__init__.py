"""The turn as a pipeline of named steps, each one function of typed inputs to a typed part
of the trace, read top to bottom in agent/turn.py:

    plan.py     load P_t's view, call the planner (offline fallback)   -> Planned
    update.py   the planner's output lands in P_t (apply_plan)
    memory.assemble.assemble  the domain gate and the terms          -> Assembled
    recall.py   the index query, the one place it is called            -> Recalled
    pick.py     affinity, then the picker with this turn's words       -> PickResult, memory_applied
    answer.py   the answer step (offline fallback)                     -> Answered
    update.py   rejections, questions and the transcript land in P_t (finish_turn)
    curate.py   the curator, once per session, through the one write gate -> CurateTrace

agent/session.py runs the session lifecycle around them; agent/lab.py runs the same steps
with signals switched off.
"""

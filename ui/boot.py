"""Make sure the frame (app.py) wraps every page.

Streamlit treats a `pages/` folder as a v1 multipage app until `st.navigation` has been
called once in the process: the first request for a deep link (/preferences) in a fresh
server, and every AppTest run, execute the page file alone, without the sidebar. A page
calls `ensure_frame()` first; when the frame is not running, it runs app.py (which calls
st.navigation and then this same page, nested) and stops the bare run."""
from __future__ import annotations

import runpy
from pathlib import Path

import streamlit as st

APP = Path(__file__).resolve().parent.parent / "app.py"
ACTIVE = "_frame_active"


def ensure_frame() -> None:
    if st.session_state.get(ACTIVE):
        return
    runpy.run_path(str(APP), run_name="__main__")
    st.stop()

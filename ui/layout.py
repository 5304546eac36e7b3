"""The frame's own CSS (no user text in it): the page fits a projector's 1280×720 and a
1600×1000 screen without scrolling the title away, badges wrap instead of cutting
their words (a chip's "→ penalised 12" was lost at 1024 px), the scroll boxes take the height the
window has, the live panels' tab strip fits a 1280 px screen (side padding 2rem instead of
Streamlit's 5rem, tighter tabs), and Streamlit's built-in English of the file uploader is replaced by ours."""
from __future__ import annotations

import streamlit as st

from ui.strings import t

# Boxes that scroll on their own, by key (Streamlit gives a keyed container the class
# st-key-<key>): their height follows the window instead of a fixed pixel count, which at
# 1600×1000 pushed the page itself to scroll and hid the title.
# A domain select shows its longest option whole ("◆ Global ── cross-domain floor" at 14 px
# plus the arrow); in a column it was cut at 1280 px.
DOMAIN_SELECT_PX = 290

SCROLL_BOXES = {"chat_box": 260, "chat_live_box": 320, "demo_steps_box": 300, "demo_live_box": 350}


def _css_text(value: str) -> str:
    """A quoted CSS string (UTF-8 as it is: CSS does not read JSON's \\u escapes)."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("<", "") + '"'


def apply() -> None:
    # the fixed height sits on the box and on the flex wrapper around it: set both
    boxes = "\n".join(
        f".st-key-{key}, [data-testid='stLayoutWrapper']:has(> .st-key-{key}) "
        f"{{height: calc(100vh - {offset}px) !important; min-height: 300px !important;"
        f" max-height: none !important; flex-basis: auto !important;}}" for key, offset in SCROLL_BOXES.items())
    # a stretched table's resize handle sits 10 px past its right edge: in a scroll box that
    # gave the P_t panel a horizontal scroll bar over its last line (1440 px, 槽位 table)
    boxes += "\n" + ", ".join(f".st-key-{key}" for key in SCROLL_BOXES) + " {overflow-x: hidden !important;}"
    st.html(f"""<style>
.block-container, [data-testid='stMainBlockContainer'] {{padding-top: 3rem; padding-bottom: 1rem;
  padding-left: 2rem; padding-right: 2rem;}}
[role='tablist'] {{gap: 0.9rem;}}
[role='tablist'] button p {{font-size: 0.875rem;}}
@media (max-width: 1150px) {{  /* a 1024 px screen: the Chinese tab strip scrolled its last tabs away */
  [role='tablist'] {{gap: 0.4rem;}}
  [role='tablist'] button p, [role='tab'], [role='tab'] p {{font-size: 0.75rem;}}
}}
[data-testid='stSidebarUserContent'] {{padding-top: 0.25rem; padding-bottom: 1rem;}}
[data-testid='stSidebarHeader'] {{height: 2.25rem; min-height: 2.25rem; padding-top: 0.5rem; padding-bottom: 0;}}
[data-testid='stSidebarNav'] {{padding-top: 0;}}
[data-testid='stSidebarNavItems'] {{padding-top: 0; padding-bottom: 0.25rem;}}
[data-testid='stSidebarNavLink'] {{min-height: 1.75rem; height: 1.75rem; margin: 0;}}
[data-testid='stSidebarUserContent'] [data-testid='stVerticalBlock'] {{gap: 0.5rem;}}
[data-testid='stSidebarUserContent'] hr {{margin: 0.5rem 0;}}
h1 {{padding-top: 0.25rem !important; padding-bottom: 0.25rem !important;}}
.stMarkdownBadge {{white-space: normal !important; overflow: visible !important;
  text-overflow: clip !important; height: auto !important;}}
{boxes}
[data-testid='stFileUploaderDropzoneInstructions'] span {{display: none;}}
[data-testid='stFileUploaderDropzoneInstructions'] > div::after {{
  content: {_css_text(t("uploader_limit"))}; font-size: 0.8rem; opacity: 0.7;}}
[data-testid='stFileUploaderDropzone'] button [data-testid='stMarkdownContainer'] p {{font-size: 0;}}
[data-testid='stFileUploaderDropzone'] button [data-testid='stMarkdownContainer'] p::after {{
  content: {_css_text(t("uploader_button"))}; font-size: 0.875rem;}}
</style>""")

"""Small text facts shared by memory/ and agent/: which characters are Chinese."""
from __future__ import annotations

import re

# CJK unified ideographs (with extension A) and the compatibility block: what a Chinese
# title or request is written in. Compose it into other patterns as `[{CJK_RANGE}]`.
CJK_RANGE = "\u3400-\u9fff\uf900-\ufaff"
CJK = re.compile(f"[{CJK_RANGE}]")


def has_cjk(text: str) -> bool:
    """True when the text holds at least one Chinese character."""
    return CJK.search(text or "") is not None

"""What the shopper sees now, pointed at: a session scope of its own clause (issue 11, round 42).

"just for the tops on this page", "from the shirts I'm scrolling through now", "the skirts in
front of me now", "of the dresses currently displayed", 这一页的上衣里, 眼前这些半裙里, 当前这批
连衣裙, 屏幕上这几件, 目前页面上的卫衣. The refusal said of them is said of the results on the
screen, not of every search to come: it holds for this visit. The markers of offline_reach name
the visit and its steps ("this time", "this selection", 这批) but not the screen the results are
on; the ways of pointing at it are few and of a kind, a small grammar here:

- English: a place on the screen with a demonstrative ("on this page", "on my screen", "in this
  list"), "in front of me", a display participle said as now ("currently displayed", "showing
  right now", "listed here", "on screen now"), a noun pointed at by the shopper's act of looking
  ("the shirts I'm scrolling through", "the ones we're viewing"), "these results";
- Chinese: 这一页 / 本页 / 当前页 / 页面上 / 屏幕上, 眼前 / 面前, 当前 before a demonstrative or a
  display verb, 目前 before a display word, a display verb's object (列出来的, 显示的, 刷到的) with
  这些 / 这几.

A habit said with these words is not pointed at the screen ("I never buy what's on the first
page"): offline_reach.persistence_of weighs a lasting marker against it and reads neither.
"""
from __future__ import annotations

import re
from functools import lru_cache

_EN_PLACE = r"(?:page|screen|list|listing|listings|grid|feed|tab|results\s+page|search\s+page)"
_EN_SHOWN = r"(?:showing|shown|displayed|listed|visible|on\s+(?:the\s+|my\s+)?screen|on\s+display|up)"
_EN_NOW = r"(?:now|right\s+now|at\s+the\s+moment|currently|here|at\s+present)"
_EN_LOOKING = r"(?:scrolling|scrolling\s+through|looking\s+at|browsing|viewing|seeing|flicking\s+through|swiping\s+through|eyeing)"
_EN_ON_SCREEN = re.compile(
    r"(?<![a-z])(?:"
    # ("on my list" is a shopper's own list, a habit: only the screen is "my")
    r"(?:on|in|off|from)\s+(?:this|the\s+current)\s+" + _EN_PLACE + r"(?!\s+(?:of|for)\s+(?!results|suggestions|listings))|"
    r"on\s+(?:my|the)\s+(?:screen|results\s+page|search\s+page)|"
    r"in\s+front\s+of\s+(?:me|us)|"
    # the lot at hand said as the current one ("this current batch of dresses")
    r"(?:this|the)\s+current\s+(?:batch|lot|set|bunch|crop|selection|line-?up|results)|"
    r"(?:currently|now|presently)\s+" + _EN_SHOWN + r"|" + _EN_SHOWN + r"\s+" + _EN_NOW + r"|"
    r"(?:the|these|those)\s+(?:[a-z\-]+\s+){0,2}?(?:(?:that\s+)?(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:currently\s+|now\s+|just\s+)?"
    + _EN_LOOKING + r")(?!\s+for)|"
    r"(?:these|those)\s+(?:search\s+)?(?:results|listings|hits)"
    r")(?![a-z])")
_ZH_ON_SCREEN = re.compile(
    r"这一?页|本页|当前页|(?:页面|屏幕|网页|界面)上|眼前|面前(?:的|这)|"
    r"当前(?=这|那|的|显示|列出|展示|页)|目前(?=页面|屏幕|显示|列出|展示|这)|"
    r"(?:列出来|列出|显示出来|显示|展示|刷到|推出来|搜出来|搜到)的(?:这|那)(?:些|几)|"
    r"这些(?:搜索)?结果")


@lru_cache(maxsize=4096)
def pointed(text: str) -> bool:
    """The text points at the results on the screen now."""
    low = text.lower()
    return bool(_EN_ON_SCREEN.search(low) or _ZH_ON_SCREEN.search(low))


def without(text: str) -> str:
    """The (lower-case) text with what points at the screen blanked."""
    return _ZH_ON_SCREEN.sub(" ", _EN_ON_SCREEN.sub(" ", text.lower()))

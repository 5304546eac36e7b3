"""A question about the assistant's memory of the shopper ("what do you remember about me?",
你还记得我不喜欢什么吗): the first thing an interviewer asks a tool whose point is its memory.
It once answered "What are you shopping for?". Read here; answered from the store by
agent/steps/recap.py, never paraphrased by a model.

A question, not a request to note something: "remember that I hate wool" and 记住我不吃辣 are
statements the planner reads, so they do not count.
"""
from __future__ import annotations

import re

from agent.language.normalize import fold

_EN = re.compile(
    r"\bwhat (?:do|did|have|else do) (?:you|u) (?:still )?(?:remember|recall)\b|"
    r"\bwhat (?:do|did|have) (?:you|u) (?:know|learn(?:ed|t)?|kept|stored|saved|got|have) "
    r"(?:about|of|on) (?:me|my)\b|"
    r"\bwhat (?:did|have) i (?:told|tell|said|say)\b|"
    r"\b(?:do|did|can) (?:you|u) (?:still )?(?:remember|recall)\b(?! that\b)|"
    r"\bwhat(?:'s| is| are) (?:my|in my) (?:preferences|prefs|memory|profile|tastes?)\b|"
    r"\b(?:show|list|tell) (?:me )?(?:my|your) (?:preferences|prefs|memory|memories)\b")
_ZH = re.compile(
    r"(?:还|都)?记(?:得|住)(?:了)?(?:我的?)?(?:什么|啥|哪些|些什么|多少)|"
    r"(?:还)?记得我.*(?:吗|么|嘛|不)[?？]?$|"
    r"(?:你|您)(?:知道|了解|记得)(?:我)?(?:喜欢|不喜欢|讨厌|的偏好|的喜好|多少|什么)|"
    r"我(?:的)?(?:偏好|喜好|口味|忌口)(?:是|有)?(?:什么|哪些|啥)|"
    r"我(?:之前|以前|上次|都)?(?:说|讲|告诉你)过(?:什么|啥|哪些)|"
    r"(?:看看|列出|显示)(?:一下)?我的(?:偏好|喜好|记忆)")


def asks_about_memory(text: str) -> bool:
    """The message asks what the assistant remembers of the shopper."""
    folded = fold(text or "")
    return bool(_EN.search(folded) or _ZH.search(folded))

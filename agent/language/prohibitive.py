"""A Chinese refusal told as a prohibitive, 别 / 勿 / 甭 / 莫 and any verb (issue 11, round 28).

Shoppers refuse a thing they have raised as a topic by forbidding what the assistant would do
with it: "尼龙，永远别出", "格子，这次别来", "尼龙嘛，今后都别弄", "蕾丝，眼下先别推", 勿推荐. The
verb is whatever the writer reaches for (出, 来, 弄, 整, 拿, 推, 显示, 列出来 …); the lists of the
rules knew a few of them (别给 / 别推 / 别要 / 别出现 …), so a new writer's verb read as no
refusal at all and the topic was left unread.

A small grammar over jieba's own segmentation and its dictionary's part-of-speech tags, not a
list of verbs: the prohibitive word cut as a word of its own (so 别扭, 别致, 别墅, 别针, 别的,
特别, 性别 and 别出心裁, each one word of jieba's, never count), then, past the adverbs and the
"for me" a prohibitive takes (再, 都, 也, 给我, 老是), a word jieba tags as a verb.
"""
from __future__ import annotations

from functools import lru_cache

_PROHIBITIVE = frozenset({"别", "勿", "甭", "莫", "别再", "切勿", "请勿"})
_PROHIBITIVE_CHARS = ("别", "勿", "甭", "莫")
# What may stand between the prohibitive and its verb: adverbs of time and degree, and whom
# the deed is for ("别再给我推", "别老是出", "别都弄来").
_BETWEEN = frozenset({"再", "都", "也", "给", "我", "给我", "老", "老是", "总", "总是", "又", "还", "再也",
                      "一直", "随便", "乱", "轻易", "往", "帮", "帮我", "替", "替我", "去", "来"})

# A verb's direction or result said after it (拿出来, 推上来, 列进去, 弄掉).
_COMPLEMENTS = frozenset({"出来", "进来", "上来", "过来", "出去", "进去", "上去", "下来", "回来", "起来",
                          "出", "进", "上", "来", "去", "掉", "走", "到", "给我"})


@lru_cache(maxsize=4096)
def prohibited_verbs(text: str) -> tuple[str, ...]:
    """The prohibitive and its verb as said, once each ("别出", "别再给我推"), in the order
    they come; () when the text forbids no deed."""
    if not any(ch in text for ch in _PROHIBITIVE_CHARS):
        return ()
    from agent.language.segment import cut, default_jieba, verbs

    words = cut(default_jieba(), text, hmm=False)
    known = verbs()
    out = []
    for i, word in enumerate(words):
        if word not in _PROHIBITIVE:
            continue
        for j in range(i + 1, min(len(words), i + 6)):
            nxt = words[j]
            if nxt in known or (nxt and nxt[0] in known and len(nxt) <= 3):
                end = j + 1
                while end < len(words) and words[end] in _COMPLEMENTS:
                    end += 1  # ("别拿出来", "别塞进来": the verb's direction is the verb's)
                out.append("".join(words[i:end]))
                break
            if nxt not in _BETWEEN:
                break
    return tuple(out)


def without_prohibitive(text: str) -> str:
    """The text with each prohibitive and its verb blanked."""
    for said in prohibited_verbs(text):
        text = text.replace(said, " ")
    return text

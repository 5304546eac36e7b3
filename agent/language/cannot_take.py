"""A refusal told as what one cannot take, in Chinese's own forms of "cannot" (issue 11).

A body or a principle that cannot take a thing is often said, in Chinese, not with 不要 or 不能
but in the verb's potential form (碰不得, 沾不得, 吃不得, 戴不得: "cannot touch it") or in the
verb said twice around a negation, "not even" (碰都不碰, 沾都不能沾, 看都不看, 一口都不吃):
"麸质一点都碰不得", "芝麻我是沾都不能沾的", "皮草我碰都不碰" (round 25's held-out global
misses and the round-26 tuner's own). The trigger list of `offline_constraints` names the plain
negations (不碰, 不能碰) one by one; this reader builds the two forms from the verbs of taking a
thing (`_VERBS`), so every verb of the kind has both forms.

Fail narrow: 不得了 (extremely), 不得不 (must), and the verbs of feeling whose 不得 is a wish or a
regret (舍不得, 巴不得, 恨不得, 怪不得, 记不得) are no refusal; only the verbs of taking a thing
are here.
"""
from __future__ import annotations

from functools import lru_cache

# The verbs of taking a thing into the body or onto it, or into one's life (buying it).
_VERBS = ("碰", "沾", "吃", "喝", "穿", "戴", "用", "摸", "抹", "涂", "闻", "挨", "买", "尝", "吸")
# How little is taken, said before 都 / 也 ("一口都吃不得", "一滴都不沾").
_LITTLE = r"(?:一(?:丁点|点点|点|口|滴|丝|下|根|粒|颗|样|件|次|星半点)儿?(?:都|也))?"


@lru_cache(maxsize=1)
def zh_pattern() -> str:
    """The trigger (regex source): a verb of taking in its potential form negated (碰不得, not
    不得了 / 不得不), or said twice around a negation (碰都不碰, 沾都不能沾, 吃也别吃)."""
    verbs = "|".join(_VERBS)
    doubled = "|".join(v + r"(?:都|也)(?:不(?:能|敢|会|想|要|可以|让)?|别|甭)(?:再)?" + v for v in _VERBS)
    return (_LITTLE + r"(?:(?:" + verbs + r")不得(?!了|不)|" + doubled + r")")

"""A thing that gets better with use, told as its outcome (issue 11, round 24).

A like is often told with no verb of liking, as what years of use did to the thing: 亚麻衬衫
越洗越软, 真皮钱包越用越有味道, "cotton sheets that get softer every wash", "maple boards age
beautifully". The stance vote reads such a clause by its physical words (洗 near "一洗就缩水",
"wash" near "shrinks in the wash") and turned the praise into a refusal. The grammar of
improvement is the witness here, not the words around it:

- Chinese: 越 + a verb of using or keeping the thing (用, 洗, 穿, 坐, 睡, 盖, 戴, 翻...; not an
  adjective, 越轻越好) + 越 + a quality that is better (软, 舒服, 顺手, 好看, 亮..., or 有 + what it gains:
  有味道, 有包浆, 有感情; not a smell or a flaw, 越穿越有味儿, 越用越有划痕). A quality that is
  worse (越用越差, 越洗越硬) or a wish about the thing to buy (越轻越好, 越便宜越好: no verb of
  use) is no like;
- English: the thing "gets / grows / becomes" softer, better, comfier... "with" use, "every /
  each" wash or year, "the more" one uses it; "ages beautifully / well / gracefully".

Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re

from memory.text import CJK_RANGE

# (any one verb of use, 越翻越, 越系越, 越骑越; not a wish about the thing to buy, 越大越, 越轻越,
# 越便宜越, 越新越: an adjective of size, weight, price or age is a specification)
_ZH_USE = rf"(?:[{CJK_RANGE}](?<![大小多少新便贵薄厚轻重长短快慢早晚高低宽窄粗细深浅亮暗软硬紧松]))"
# (有 + a quality grows with use, 有味道, 有包浆, 有感情, 有型; not a smell, a stain or a flaw it
# gets: 越穿越有味儿, 越用越有划痕)
_ZH_BETTER = (r"(?:软和?|柔软|舒服|舒适|顺手|顺眼|称手|趁手|好用|好看|耐看|漂亮|"
              r"有(?!味(?!道)|异味|臭|股|霉|划痕|印|污|渍|毛球|球|裂|缝|洞|斑|黄|锈|灰|问题|毛病|点(?:松|旧|脏|破|硬))|"
              r"亮|光亮|温润|润|光滑|服帖|贴身|合身|喜欢|香|暖和?|透气|上手)")
_ZH = re.compile(r"越" + _ZH_USE + r"越(?:来越)?" + _ZH_BETTER)
_EN_BETTER = (r"(?:softer|better|nicer|comfier|cosier|cozier|more\s+comfortable|more\s+beautiful|prettier|"
              r"smoother|lovelier|richer|more\s+supple|more\s+handsome)")
_EN = re.compile(
    r"(?<![a-z])(?:gets?|got|getting|grows?|becomes?|keeps?\s+getting)\s+(?:even\s+|so\s+much\s+|a\s+lot\s+|only\s+)?"
    + _EN_BETTER + r"\s+(?:with|every|each|after|over|the\s+more|as\s+(?:it|they)\s+age)(?![a-z])|"
    r"(?<![a-z])(?:only\s+gets?|just\s+gets?)\s+" + _EN_BETTER + r"(?![a-z])|"
    r"(?<![a-z])ages?\s+(?:so\s+|really\s+)?(?:beautifully|well|gracefully|nicely|wonderfully)(?![a-z])")


def improves(text: str) -> re.Match | None:
    """Where `text` (a clause) tells a thing getting better with use, or None."""
    low = text.lower()
    return _ZH.search(low) or _EN.search(low)

"""A take-back told in words, not by the vote (issue 11, round 27).

A refusal said in an earlier session is taken back in a later one whose session holds no
refusal of the word (only the store does). The vote reads many of these as a refusal or a
like ("I was too hard on X" neared "X is out of my life"; "X …, you can show it again" reads
as praise), so the take-back is also read by three kinds of words, each a small grammar:

- **the assistant allowed to show the thing again**: "bring it back", "let X back in", "put it
  back on the list", "show them again", 可以放出来了, 重新推, 放回推荐里, 解禁. Only what was
  hidden is shown again: it points back at a refusal by itself. (Not "show me the options
  again": more results asked for, nothing named back; nor a wish to *have* it again, "cashmere
  again for her sister", a like.)
- **an earlier judgement owned as wrong**: "I misjudged X", "I was too hard on X", "I was wrong
  about X", "sold X short", 错怪, 冤枉, 看走眼, 想错了, 是我多虑了;
- **a finding since, after checking**: "I read up on X", "I looked into X", "turns out",
  查了查, 了解了一下, 后来发现, 原来: what was learnt since the refusal (the words of a change
  already read are offline_semantics._CHANGED_SINCE).

Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re
from functools import lru_cache

_EN_OBJ = r"(?:it|them|that|those|these|the\s+[a-z\-]+(?:\s+ones?)?|[a-z\-]+(?:\s+ones?)?)"
_EN_RESUMED = re.compile(
    # "bring it back", "put them back on the list", "let X back in", "add it back"
    r"(?<![a-z])(?:bring|put|let|add|slot|pop|throw|invite)\s+" + _EN_OBJ + r"\s+back(?![a-z])|"
    r"(?<![a-z])(?:bring|put|let|add)\s+back\s+(?:the\s+)?[a-z\-]+|"
    # "show it again", "you can show them again", "recommend it again" (never "show me … again")
    r"(?<![a-z])(?:show|recommend|suggest|list|include|surface|feature|offer)\s+(?:it|them|those|that|these)"
    r"(?:\s+(?:to\s+me|once\s+more))?\s+again(?![a-z])|"
    # "back in the results", "back on the table", "back into the mix"
    r"(?<![a-z])back\s+(?:in|into|on|onto)\s+(?:the|my|your)\s+(?:results|list|lists|search|searches|feed|"
    r"recommendations|suggestions|mix|options|table|menu|running|shortlist)(?![a-z])|"
    r"(?<![a-z])(?:un-?ban|un-?block|un-?hide|un-?mute|whitelist)(?:ned|ed)?(?![a-z])|"
    r"(?<![a-z])(?:lift|drop|scrap|cancel)\s+(?:the|my|that)\s+(?:ban|block|veto|rule)\s+on(?![a-z])")
# Fine again: what was refused is acceptable once more ("so they're fine again", 他家又可以了);
# "again" points back at the time it was not. Not when a later time comes before it ("out until
# the jacket is picked, after that it's fine again", 等…之后又可以了): a refusal's end, told now.
_FINE_AGAIN = re.compile(r"(?<![a-z])(?:fine|ok|okay|alright|all\s+right|acceptable|allowed|welcome)\s+"
                         r"again(?![a-z])|又(?:可以|行|能买|能用|没问题|能接受)了|"
                         # (round 35) open to choose again: 又可以考虑了, 又能穿了, 又可以选了
                         r"又(?:可以|能)(?:再)?(?:考虑|选|挑|穿|戴|用|买)了")
_LATER_BEFORE = re.compile(r"(?<![a-z])(?:after(?:wards)?|once|until|till|later|when)(?![a-z])|"
                           r"之后|以后|等|到时")
_ZH_RESUMED = re.compile(
    r"(?:可以|能|就)(?:再|重新)?(?:推|推荐|放出来|出现|回来|上架|展示|给我看)(?:了|吧|啦)|"
    r"重新(?:推|推荐|放|放出来|展示|出现|加回|纳入|列进|上)|"
    r"放(?:回|出)(?:来|去|推荐|结果)|加回(?:来|去)?|拉回来|请?回来吧|"
    r"恢复(?:推荐|显示|展示|推送)|解禁|解封|移出黑名单|从黑名单(?:里|中)?(?:拿|移|放)出|"
    # the restriction let go of (round 29): "X还是放开吧", "X就放行", "X那条松绑了"
    r"放开(?:吧|了|啦|好了)|放行|松绑|"
    # (the restriction itself lifted, 解除 with its result or alone closing the clause: "X挺好，
    # 解除吧", 限制解除了; never 解除合同 or 解除疲劳, a verb with an object of its own)
    r"解除(?:限制|屏蔽|禁令)?(?:吧|了|啦|好了|掉)|"
    r"不用(?:再)?(?:屏蔽|过滤|拉黑|避开|排除|挡着?)了")
_EN_MISJUDGED = re.compile(
    r"(?<![a-z])(?:misjudged|underrated|wrote\s+(?:it|them|[a-z\-]+)\s+off\s+too\s+(?:fast|quickly|soon)|"
    r"sold\s+(?:it|them|[a-z\-]+)\s+short|"
    # (the shopper the subject: "it was harsh on my skin" is a fault of the thing)
    r"(?:(?:i|we)\s+(?:was|were|had\s+been|have\s+been|'ve\s+been|am|are)|i'm|we're)\s+"
    r"(?:a\s+bit\s+|too\s+|so\s+|pretty\s+|rather\s+|very\s+|maybe\s+|probably\s+)?"
    r"(?:hard|harsh|unfair|unkind|wrong|quick|hasty|rough|mean)\s+(?:on|to|about|with|in\s+judging)|"
    r"(?:gave|give)\s+(?:it|them|[a-z\-]+)\s+(?:a\s+)?(?:bad\s+rap|unfair\s+(?:press|rap|time))|"
    r"(?:wrong|mistaken)\s+about|"
    # an earlier no reconsidered: "X deserves another chance", "give it another go"
    r"(?:deserves?|earned|gets?|give|giving)\s+(?:it\s+|them\s+)?another\s+(?:go|chance|look|shot|try))(?![a-z])")
_ZH_MISJUDGED = re.compile(r"错怪|冤枉|看走眼|看错了|想错了|判断错|误会|误解|小看|小瞧|多虑|想多了|偏见|"
                           r"(?:说|讲|评价)得?(?:太|有点|过于)?(?:重|狠|绝|苛刻)了|"
                           # (round 35) a change of heart owned (改主意了, 想通了, 回心转意); not the end a
                           # refusal waits for (在我改主意之前: offline_reach's lasting bound)
                           r"(?<![在等到])改(?:了|变)?主意(?:了|啦)|想通了|回心转意")
# (round 35) A change of heart owned in English, about an earlier stance: "I've come round on X",
# "had a change of heart", "changed my mind about X"; not the end a refusal waits for ("until I
# change my mind"), nor a taste that grew ("I've come round to tweed, it looks smart",
# "X has grown on me": a like, fresh32_wild32).
_EN_CHANGED_MIND = re.compile(
    r"(?<![a-z])(?:(?:come|came|coming)\s+(?:a)?round\s+on|change\s+of\s+heart|"
    r"changed\s+my\s+mind\s+(?:about|on|over))(?![a-z])")
_EN_FOUND_OUT = re.compile(
    r"(?<![a-z])(?:read\s+up\s+on|looked\s+(?:it\s+|them\s+)?(?:up|into)|checked\s+(?:it|them)\s+out|checked\s+up\s+on|"
    r"researched|found\s+out|learnt|learned|did\s+(?:some|a\s+bit\s+of)\s+(?:reading|digging|research)|"
    r"asked\s+(?:around|my|a|the|our))(?![a-z])")
_ZH_FOUND_OUT = re.compile(r"查了|查过|查一查|了解了|研究了|打听|问过|问了|试了|试过|后来发现|才发现|原来|再给.{0,3}(?:一次)?机会")


# The earlier refusal itself cancelled, named as a noun or reported as said (round 28): "scratch
# my earlier no on X", "cancel the no I gave X", "ignore my previous objection to X", "forget
# what I said about X", 上次说不要X的，那话作废, 刚才不要X那句，收回, 之前说不要的作废. The refusal's
# own "no" / 不要 is what is cancelled, never a new refusal (the rules read "no on X", 不要X as
# one, and the vote too: the shopper saw X hidden again).
_EN_CANCEL = (r"(?:scratch|scrap|cancel|forget|ignore|disregard|drop|withdraw|retract|undo|void|rescind|reverse|"
              r"overturn|take\s+back|strike|lift|delete|erase|wipe|never\s+mind|cross\s+out)")
_EN_REVOKED = re.compile(
    r"(?<![a-z])" + _EN_CANCEL + r"\s+(?:my|the|that|this|our)\s+(?:(?:earlier|previous|last|old|original|first|"
    r"former|initial|whole)\s+)?"
    # (the refusal named by its object, as a noun's modifier: "scratch my walnut ban", "forget my
    # sterling silver objection", "drop the no-fleece rule")
    r"(?:[a-z][a-z\-']*\s+){0,3}?"
    r"(?:no|nope|ban|block|veto|rule|objection|refusal|complaint|request|instruction|"
    r"comment|remark|exclusion|filter|thumbs[\s\-]down|pass)(?![a-z])|"
    r"(?<![a-z])" + _EN_CANCEL + r"\s+what\s+(?:i|we)\s+(?:said|told\s+you|wrote|asked|typed|mentioned)"
    r"(?:\s+(?:earlier|before|just\s+now|last\s+time))?\s+(?:about|on|re|regarding|against|of)(?![a-z])")
# 说 / 讲 / 提 of the earlier refusal, then (after its words) that it is void.
_ZH_REVOKED = re.compile(
    r"(?:之前|刚才|刚刚|上次|上回|先前|前面|方才|早先)(?:我)?(?:说|讲|提|讲过|说过|提过)?(?:的)?"
    r"[^。；;！!？?]{0,12}?(?:那句话?|那条|那话|那个要求|的话|那个|的)?[，,\s]*(?:那话|这话|那句)?(?:就|都|也)?"
    r"(?:作废|不算数?|收回|撤销|撤回|取消|无效|当我没说|忽略|解除|撤了)|"
    # (round 35) a refusal reported as said, then let go of (之前说不要X的，算了): the report's
    # verb is needed (上回那个裂了，算了 lets a product go, and refuses), and 算了 closes its own
    # clause, not 还是算了 (the thing refused again)
    r"(?:之前|刚才|刚刚|上次|上回|先前|前面|方才|早先)(?:我)?(?:说|讲|提)(?:过)?[^。；;！!？?]{0,12}?[，,\s]*"
    r"(?<!还是)算了(?=[，,。；;！!\s]|$)")


@lru_cache(maxsize=2048)
def revoked(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of the text that cancel an earlier refusal named or reported in them ("scratch
    my earlier no on X", 上次说不要X的，那话作废), or ()."""
    low = text.lower()
    return tuple(m.span() for p in (_EN_REVOKED, _ZH_REVOKED) for m in p.finditer(low))


@lru_cache(maxsize=2048)
def resumed(text: str) -> bool:
    """The text lets the assistant show the thing again ("bring it back", 可以放出来了)."""
    low = text.lower()
    return bool(_EN_RESUMED.search(low) or _ZH_RESUMED.search(low)) or \
        any(not _LATER_BEFORE.search(low[max(0, m.start() - 40):m.start()])
            for m in _FINE_AGAIN.finditer(low))


@lru_cache(maxsize=2048)
def misjudged(text: str) -> bool:
    """The text owns an earlier judgement as wrong ("I was too hard on X", 错怪)."""
    low = text.lower()
    return bool(_EN_MISJUDGED.search(low) or _EN_CHANGED_MIND.search(low) or _ZH_MISJUDGED.search(low))


@lru_cache(maxsize=2048)
def found_out(text: str) -> bool:
    """The text tells a finding since, after checking ("I read up on X", 查了查)."""
    low = text.lower()
    return bool(_EN_FOUND_OUT.search(low) or _ZH_FOUND_OUT.search(low))


def reconsidered(text: str) -> bool:
    """A take-back told in words: shown again, or an earlier judgement owned as wrong."""
    return resumed(text) or misjudged(text)

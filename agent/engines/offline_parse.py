"""One utterance read into a `Parse`: slots first (offline_slots), then the attribute words
and the constraints they carry (offline_constraints), then the product part that becomes the
search query: what is left once dislikes, lifts, numbers and fillers are out."""
from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass, field

from agent.engines.base import PlanInput
from agent.engines.offline_constraints import (BRAND_TAIL, EN_ASIDE, NO_IDIOM, Found, Mention, find_mentions,
                                               read_allergen_list,
                                               read_allergies, read_clause, read_retractions,
                                               read_symptoms,
                                               told_as_colour_choice, told_as_spec, ZH_INTENTION,
                                               ZH_RESOLVE)
from agent.engines.offline_reach import (EVERYWHERE, GLOBAL_MARKERS, LASTING_MARKERS, SESSION_MARKERS, SYMPTOMS,
                                         ZH_MEASURE_WORDS, persistence_of)
from agent.engines.offline_lexicon import OPEN_ASK, Lexicon, is_cjk, own_token
from agent.language.hobby import INTEREST
from agent.language import every_purchase, identity_reason
from agent.language.cannot_take import zh_pattern as cannot_take_zh
from agent.language.scope_bounds import TIME_SPAN
from agent.language.switch_condition import switches_away
from agent.language.normalize import LOATHED, LOVED, fold
from memory.text import CJK_RANGE
from memory.models import Category, Polarity
from agent.engines.offline_slots import read_budget, read_decisions, read_size

# Words that ask, greet or fill: not part of the product. Verb + measure word first, so
# "我想买个包" loses "我想买个", not "我想买" alone.
# The measure words of a count ("一支钢笔", "来瓶酱油"): a count names no product.
_ZH_MEASURE_WORDS = ZH_MEASURE_WORDS
_ZH_MEASURE = re.compile(
    r"(?:我想|我要|想|要|帮我|给我|请)?(?:找|买|来|选|挑|推荐)一?" + _ZH_MEASURE_WORDS +
    r"|(?:我想要|我要|想要|要|需要)一" + _ZH_MEASURE_WORDS)
_ZH_FILLERS = re.compile(
    # A brand noun and "another maker" name no product ("这个牌子", "换别家的").
    r"换(?:个|一个|一家|家)?(?:牌子|品牌)|(?:这个|那个|这|那|该)?(?:牌子|品牌)|"
    r"换(?:个|一个|一家)?(?=别家|别的|其他|其它)|别家|"
    # "this one" points at the item shopped for, names none ("这件先别要羊毛").
    rf"这一?[件个款双条只张把套](?![{CJK_RANGE}]*?(?:是|的))|先(?=[\s别不要看来]|$)|"
    # "and also" or "still have", opening a clause ("还有密胺的记住以后都不买"): no 有 is asked for
    rf"(?<![{CJK_RANGE}])还有|"
    # whose it is, after 给 (给我家柯基, 给咱家猫): who it is for stays, as "for my corgi" does
    r"(?<=给)(?:我们|咱们|我|咱|俺)家里?的?|"
    r"请问|请|麻烦你|特别|非常|真的|比较|麻烦|帮我|帮忙|给我(?!们?家)们?|替我|我想要|我想买|我想找|我想|我要|我需要|想要|想买|想找|推荐一下|"
    # asking the shop whether it sells a thing (有卖唢呐的吗, 有没有卖, 卖不卖): no product
    r"有没有卖|有卖|卖不卖|有售|有得卖|"
    r"推荐几[个款件]|推荐|找一下|找找|搜一下|搜索|看一下|看看|有没有|有什么|来一[个双件款台只]|"
    r"一(?:个|件|款|台|只|套|些|条|副|把|张|双(?!肩))|"
    r"几[个款件]|都行|都可以|就行|就好|就可以|算了|还是|其实|实际上|说实话|老实说|不过|挑选|挑|找|买|搜|"
    # A sentence particle ends what it is said after: inside a word it is the word's (粗花呢
    # is tweed, 吧台 a bar counter).
    rf"(?:吗|呢|吧|啊|哦|呀|嗯)(?=[^{CJK_RANGE}]|$|谢谢|了|吗|呢|吧|啊|哦|呀|嗯)|那就|就|也|还|再|了|你好|谢谢|我是|我")
_EN_FILLERS = re.compile(
    r"(?<![a-z])(?:hi|hello|hey|thanks|thank you|(?:i'?m|i am|we'?re|we are)\s+(?:looking\s+for|after)|"
    r"looking\s+for|(?:can|could|would)\s+you|"
    # The asking verb opening the request, left alone once a span after it was read
    # ("looking [for a gift for my sister] ..."; not "a looking glass"), and a relative clause's pronoun with its verb ("who loves", "who is
    # into"): no product words; what the clause names (yoga) stays.
    r"(?:(?<![a-z] )|(?<=i'm )|(?<=im )|(?<=i am )|(?<=we're )|(?<=we are ))"
    r"(?:looking|shopping|searching|hunting)(?=\s|$)|"
    r"(?:who|whom)(?:\s+(?:is|are|'s)\s+(?:really\s+)?(?:into|a\s+fan\s+of|mad\s+about|crazy\s+about|big\s+on)|"
    r"\s+(?:really\s+|just\s+|also\s+)?[a-z]+)?|please|pls|plz|help\s+me\s+find|help\s+me|find\s+me|"
    r"show\s+me|get\s+me|give\s+me|recommend(?:\s+me)?|suggest|search\s+for|search|find|"
    r"i(?:'d|\s+would)\s+like|i\s+(?:want|need)|we\s+(?:want|need)|want|need|buy|something|"
    r"do\s+you\s+(?:have|sell|stock|carry)|have\s+you\s+got|is\s+there|are\s+there|what\s+about|how\s+about|"
    r"after\s+all|as\s+a|if\s+(?:you\s+(?:have|got|stock|sell)\s+(?:it|one|them|any)|possible|available|any)|"
    r"some|a|an|the|me|i'?m|i am|i|actually|also|just|maybe|instead|then|ok|okay|so|now|again|"
    # interjections: "ugh", "meh", "hmm", "lol" name no product
    r"ugh+|meh|hm+|lol|oh|um+|uh+|eh|wow|yay|haha|yeah|nah|"
    # chat abbreviations: "btw", "tbh", "fyi" name no product either
    r"btw|tbh|fyi|imo|imho|ngl|idk|afaik|rn|"
    r"(?:that|which)\s+costs?|costing|priced|because|since|"
    # the assistant asked to note what follows ("I'd like you to remember that X is never for
    # me", "please note that"): no product
    r"(?:you\s+to\s+|please\s+)(?:remember|note|keep\s+in\s+mind|bear\s+in\s+mind)(?:\s+that)?|"
    r"(?:remember|note|keep\s+in\s+mind|bear\s+in\s+mind)\s+that|"
    # what a thing wished away becomes ("I want wool gone", "banned from my results")
    r"(?:gone|removed|banned|blocked)(?:\s+(?:from|in)\s+(?:my|the|our)\s+(?:results|list|feed|searches))?|"
    r"(?:out\s+of|off)\s+(?:my|the|our)\s+(?:results|list|feed|searches|sight)|"
    r"too|anyway|any\s?more|my|our|but|though|however|rather|really|kinda|any|here|there|ones|stuff|got|"
    # a pronoun or what is left of a contraction names no product ("he's into fishing",
    # "I've got wide feet" searched "he into fishing", "i ve wide feet")
    r"(?:he|she|it)'s|they'?re|he|she|they|it|them|(?:i|we|you|they)'?ve|ve|"
    r"something|anything|"
    # a copula left once what it joined was read ("whatever shade apart from yellow [is] ok")
    r"is|are|was|were|am|"
    # an idiom of certainty or courtesy ("…, no contest", "no worries", "hands down") names nothing
    r"no" + NO_IDIOM + r"|hands\s+down)(?![a-z'])")
_PUNCT = re.compile(r"[\s,.;:!?，。；：！？、~～—()（）\[\]【】\"'“”‘’]+|(?<![a-z0-9])[-/+|]+|[-/+|]+(?![a-z0-9])")
_SWITCH_BRAND = re.compile(
    r"换(?:个|一个|一家|家|别家|别的|其他|其它)?(?:牌子|品牌|家|别家)|别家|别的牌子|其他牌子|其它牌子|其他品牌|其它品牌|"
    r"(?<![a-z])(?:(?:another|a different|other|some other|a new)\s+(?:brand|label|maker|make|company|"
    r"manufacturer)s?|someone else|somebody else|elsewhere)(?![a-z])")
_CLAUSE_SPLIT = re.compile(r"[,.;!?，。；！？\n]+|\s*(?:—+|–|——)\s*|\s+-{1,2}\s+|(?<![a-z])(?<!anything )(?<!all )(?:but|though|however|although)"
                           r"(?![a-z])|但是|(?<![信比怪舍经太])不过|可是|但(?!凡)|"
                           # a space between two Chinese characters is the pause a phone typer
                           # puts for a comma ("吹风机求推荐 X的别 用俩月就…")
                           rf"(?<=[{CJK_RANGE}])\s+(?=[{CJK_RANGE}])")


@dataclass
class Parse:
    slots: dict[str, str] = field(default_factory=dict)
    found: list[Found] = field(default_factory=list)
    lifted: list[str] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    answered: list[str] = field(default_factory=list)
    bare: list[Mention] = field(default_factory=list)
    # Words too common in other senses to be a bare mention ("dairy", "fur", "glass"), named
    # with no trigger: only a clear dislike reading of the whole utterance may take them
    # (never a like: unknown polarity fails safe).
    guarded: list[Mention] = field(default_factory=list)
    # The guarded words read as bare because goods of a kind follow them (`_makes_goods`):
    # merely the material of the product asked for, they stay guarded (offline_semantics).
    of_goods: list[Mention] = field(default_factory=list)
    product: str = ""  # the product part, attribute words kept
    noun: str = ""  # the product part without attribute words (carried to later turns)
    text: str = ""  # the utterance folded and with typos corrected: what every reader saw
    persistence: str | None = None  # the utterance's own marker (session / lasting), if any
    everywhere: bool = False  # the utterance says its refusals reach every product
    mentions: list[Mention] = field(default_factory=list)  # every attribute word named
    # `text` with the budget and size said blanked out (same length): what a clause's stance
    # is read on. "羊毛围巾不要超过300元" refuses a price, not wool.
    stance_text: str = ""
    # A gift said with nothing else to name the product ("a gift for my son", 送给老婆的生日礼物):
    # no domain is known yet (the neighbours of "gift for son" voted kitchen gift sets).
    gift_only: bool = False


# After an attribute word, the items it picks out: "the navy ones", "cream coloured ones".
_PICKS_ITEMS = re.compile(r"(?:[\s\-]+colou?red)?\s+ones?(?![a-z])|[\s\-]+colou?red(?![a-z])")
# The goods a word of many senses is said to make, right after it ("walnut shelves", "pearl
# studs", "cedar hangers", "oak-framed mirror" is not: only a product's own name).
_GOODS_AFTER = re.compile(r"[\s\-]+([a-z]+)(?:\s+([a-z]+))?")


# Goods of a kind ("walnut shelves", "a cork mat") tell a taste in the material; one thing pointed
# at ("my terracotta pots", "this walnut sideboard", "the granite slab") is a story of that
# thing, whose verdict the word's other senses leave too unsure to read as the material's.
_POINTED_AT = re.compile(r"(?<![a-z'])(?:my|our|his|her|their|your|this|that|these|those|the)\s+"
                         r"(?:[a-z\-]+\s+){0,2}$")


def _makes_goods(low: str, m: Mention, lex: Lexicon) -> bool:
    """A material word of many senses (walnut the nut, oak and pearl the colours, cedar the
    scent) said right before the goods it is made into is the material, the way "sterling
    silver" is silver: nothing else of its senses makes shelves or studs, when goods of that kind
    are spoken of (not one thing pointed at: `_POINTED_AT`). Its clause's vote then reads it
    like any material (round 37: "Walnut shelves …", "Cedar hangers …" were
    never read, whatever the praise)."""
    from agent.engines.offline_names import _product_after

    if m.word.category != Category.MATERIAL or is_cjk(m.said) or _POINTED_AT.search(low[:m.start]):
        return False
    after = _GOODS_AFTER.match(low, m.end)
    if after is None:
        return False
    # (a colour after it is what the word qualifies: "slate grey", "walnut brown")
    qualified = lex.find(after.group(1))
    return not (qualified and qualified.category == Category.COLOR) and \
        _product_after(after.group(1), after.group(2) or "")


# What may follow a one-character attribute word standing alone (end of text included).
# (and before the words naming it as a cause: 是镍闹的, 镍惹的祸, 镍害的, 镍引起的)
_STANDS_ALONE = ("", "的", "会", "让", "就", "对", "我", "，", ",", "。", " ", "、",
                 "闹", "惹", "害", "搞", "弄", "引", "造", "导")


def normalise_text(text: str) -> str:
    """Half-width, Simplified, lower case (agent.language.normalize.fold)."""
    return fold(text)


class Masked:
    """The utterance with spans blanked out as they are consumed (same length, spaces)."""

    def __init__(self, text: str):
        self.text = text
        self.chars = list(text)
        self.taken = [False] * len(text)

    def take(self, start: int, end: int) -> None:
        for i in range(max(0, start), min(end, len(self.chars))):
            self.chars[i] = " "
            self.taken[i] = True

    def free(self, start: int, end: int) -> bool:
        return not any(self.taken[start:end])

    @property
    def now(self) -> str:
        return "".join(self.chars)


def parse(text: str, request: PlanInput, lex: Lexicon) -> Parse:
    low = lex.fix_typos(normalise_text(text))
    masked = Masked(low)
    out = Parse(text=low)
    read_decisions(low, masked, request.lang, out)
    before_slots = list(masked.taken)
    read_budget(low, masked, request, out)
    read_size(low, masked, request, out)
    out.stance_text = "".join(" " if now and not was else ch for ch, now, was in
                              zip(low, masked.taken, before_slots))

    mentions = find_mentions(masked.now, lex)
    out.mentions = mentions
    # (or who one is told as the reason in words no marker has: a condition, a drug taken, a
    # faith kept, a creature or place harmed, a life looking after them)
    # (or the refusal stretched over everything bought in words no marker has: every_purchase)
    # (a stretch over every purchase said with a rule's time to come and no reason a floor
    # needs, "以后我买什么都别推X", "never again, whatever I order": every purchase to come, a
    # lasting no in the domain; over the goods themselves, "not in anything", still everywhere)
    inside = [(x.start, x.end) for x in mentions]
    markers = _marker_outside(GLOBAL_MARKERS, low, mentions)
    stretched = every_purchase.spans(low, inside)
    if (markers or stretched) and every_purchase.over_time_only(low):
        markers = [m for m in markers if not (EVERYWHERE.fullmatch(low, m.start(), m.end()) and
                                              every_purchase.over_acts(low, m.start(), m.end()))]
        stretched = [(a, b) for a, b in stretched if not every_purchase.over_acts(low, a, b)]
    is_global_utterance = bool(markers) or bool(identity_reason.told(low, inside)) or bool(stretched)
    out.everywhere = is_global_utterance
    utter_persist = persistence_of(low)
    out.persistence = utter_persist

    read_retractions(low, masked, mentions, clauses(low), out)
    read_allergies(low, masked, mentions, lex, out, utter_persist, is_global_utterance,
                   request.current_intent.lower())
    read_symptoms(low, masked, mentions, clauses(low), out)
    read_allergen_list(low, masked, mentions, clauses(low), out)
    spans = clauses(low)
    for i, (c_start, c_end) in enumerate(spans):
        read_clause(low, masked, mentions, c_start, c_end, request, lex, out, is_global_utterance,
                    utter_persist, _led_by(low, spans, i, mentions) or _closed_by(low, spans, i, mentions))
    _verdicts(low, masked, mentions, out, utter_persist, is_global_utterance)
    _not_this_time(low, masked, mentions, out)
    _reactions_after(low, mentions, out)
    _specs_of_this_item(low, out)
    _form_nouns(low, masked, mentions, lex, out)
    _brand_nouns(low, masked, out)
    _patterns_told_by_modifier(low, mentions, out, lex)
    for m in mentions:
        if not m.used and not m.word.single and masked.free(m.start, m.end):
            # A word of many senses said as what tells items apart ("the navy ones", "the
            # cream-coloured ones") is that attribute, like any other.
            of_goods = not m.word.bare_ok and _makes_goods(low, m, lex)
            named = m.word.bare_ok or bool(_PICKS_ITEMS.match(low, m.end)) or of_goods
            (out.bare if named else out.guarded).append(m)
            if of_goods:
                out.of_goods.append(m)
        elif not m.used and m.word.single and masked.free(m.start, m.end) and \
                low[m.end:m.end + 1] in _STANDS_ALONE and own_token(low, m.start, m.end):
            # 镍 standing alone ("镍会让我皮肤发炎"), not inside a word (镍币): only a clear
            # allergy or principle reading may take it, as for the other guarded words.
            out.guarded.append(m)

    # A brand named with a wish to shop elsewhere ("换个牌子的枕头", "from another label"): that
    # brand is the one not wanted, whatever was said about it (not a switch told as a
    # condition, "换别家就绝食": language/switch_condition).
    if switches_away(_SWITCH_BRAND, low):
        for m in [b for b in out.bare if b.word.category == Category.BRAND]:
            out.found.append(Found(Polarity.DISLIKE, Category.BRAND, m.word.slug, m.said,
                                   utter_persist or "default", False, m.start))
            m.used = True
            masked.take(m.start, m.end)
        out.bare = [b for b in out.bare if not b.used]

    # The product part: what is left once dislikes, lifts, numbers and fillers are out; the
    # noun is the same without any attribute word (what later turns carry over).
    out.gift_only = _gift_frame(masked, lex)
    _place_only(masked)
    # A verdict said by a symbol (normalize.LOVED, LOATHED) is read by the stance reader, and
    # names no product.
    for at, ch in enumerate(low):
        if ch in (LOVED, LOATHED):
            masked.take(at, at + 1)
    out.product = _product_part(masked.now)
    for m in mentions:
        masked.take(m.start, m.end)
    out.noun = _product_part(masked.now)
    return out


def _led_by(low: str, spans: list[tuple[int, int]], i: int, mentions: list[Mention]) -> str | None:
    """The scope said in the clause right before clause `i`, when that clause names nothing
    and says only this time ("For this order only, no grey. Leather, never, it's cruel"): it
    leads the clause after it, whatever principle the utterance tells elsewhere."""
    if i == 0:
        return None
    a, b = spans[i - 1]
    if any(a <= m.start < b for m in mentions) or persistence_of(low[a:b]) != "session":
        return None
    return "session"


def _closed_by(low: str, spans: list[tuple[int, int]], i: int, mentions: list[Mention]) -> str | None:
    """The scope said right after clause `i` by a clause that is only its marker ("Orange
    doesn't suit this outfit, this once, and ...", "不要红色，就这一次"): a span said after the
    refusal, set off by a comma, closes it, when it is said last or the clause after it says
    its own reach (as language's `_scope_beside` reads it)."""
    if i + 1 >= len(spans):
        return None
    a, b = spans[i + 1]
    if i + 2 < len(spans) and persistence_of(low[spans[i + 2][0]:spans[i + 2][1]]) in (None, "session"):
        return None
    rest = SESSION_MARKERS.sub(" ", low[a:b])
    if any(a <= m.start < b for m in mentions) or persistence_of(low[a:b]) != "session" or \
            len(re.findall(r"[a-z]+", rest)) > 1 or len(re.findall(rf"[{CJK_RANGE}]", rest)) > 2:
        return None
    return "session"


# A clause that is only a verdict on the clause before it, which is only an attribute word:
# "suede? hard pass.", "真皮？算了。" (a dislike only: a bare "yes" is no lasting taste).
_VERDICT_DISLIKE = re.compile(
    r"\s*(?:(?:a\s+)?(?:hard|firm|big)\s+(?:pass|no)|(?:i'?ll\s+)?pass|no\s+thanks?|no\s+thank\s+you|"
    r"nope|no\s+way|not\s+for\s+me|never\s+again|a\s+no\s+from\s+me|count\s+me\s+out|"
    r"no|never|算了|免了|不要|不要了|不行|拉倒|别了|pass)\s*(?:[,.!?，。！？]|$)")
# A refusal with its object slot empty ("that's a never", "never again for me", "I'll never
# want", "I'm never buying again", 以后再也不要了, 永远免谈, 这辈子都不考虑): a verdict whose
# object is the topic said in the clause before it. Only closed-class words may stand in it
# besides the refusal: who refuses, pointing words, auxiliaries, adverbs of resolve, verbs of
# taking; anything else is an object of its own ("not too pricey", "never mind").
# (What is put out of sight is refused too: "i want it gone for good", "keep it banned", "blocked pls".)
_EN_VERDICT_REFUSAL = re.compile(r"no|nope|nah|not|none|never|pass|n't|(?:do|does|did|wo|ca|is|are)nt|"
                                 r"gone|banned|blocked|removed|hidden|nixed")
_EN_VERDICT_WORDS = frozenset((
    "that that's thats it it's its this those they they're them i i'll i'm i'd ill im id we "
    "we'll we're we'd me us my our for from a an the is are was be will would should shall "
    "ever again really just honestly simply definitely absolutely certainly seriously ever "
    "hard firm big total complete absolute definite flat strict straight "
    "want wanting buy buying wear wearing use using get getting order ordering choose keep stays stay "
    "choosing pick picking have having touch touching own owning consider considering go "
    "going do doing see seeing bring bringing thanks thank you please pls plz tho though at all "
    "don't won't can't doesn't isn't aren't dont wont cant doesnt isnt arent "
    # the idioms of never: "not in a million years", "never in my life", "not a chance"
    "in million years life lifetime happening way chance hell rather prefer to "
    # the refusal over every form the word takes: "in any form", "of any kind", "in any shape"
    "any form forms kind kinds sort shape whatsoever").split())
# (the written verbs too, 概不使用, 一律不购买; and what one cannot take, 碰都不碰, 沾不得:
# `cannot_take`, round 26)
_ZH_VERDICT_REFUSAL = re.compile(r"别再?(?:提|有)|不(?:会再?|再)?(?:要|想要|行|考虑|予考虑|买|穿|用|戴|碰|选|看|推荐|沾|使用|采用|购买|购入)|"
                                 r"免谈|算了|免了|拉倒|别|没门|pass|"
                                 r"拉黑|屏蔽|排除掉?|跳过|划掉|去掉|略过|拒绝(?:下去)?|" + cannot_take_zh())
_ZH_VERDICT_REST = re.compile(r"(?:" + ZH_INTENTION + r"|我们|咱们|我|咱|本人|家里|那是|这是|那个|这个|它们|它|那|这|都|也|就|是|再也|再|概|均|皆|"
                              r"绝对|坚决|坚持|肯定|一律|统统|通通|全都|全部|一概|根本|千万|一定|实在|真的|真|可|直接|干脆|"
                              r"给我看|给我|推荐|推|"
                              # every purchase or order a refusal covers (我买什么都, 逛啥也, 哪一单都, 哪回都)
                              r"(?:买|挑|选|看|逛|下单)?(?:什么|啥|哪样|哪个|哪一?(?:单|次|回|样|件|种|款))(?:东西)?(?=都|也)|"
                              r"或者|还是|和|跟|"
                              # resolve said as an idiom: 打死我也, 说什么都, 无论如何, 怎么都
                              + ZH_RESOLVE + r"|怎么|"
                              # the refusal over every form the word takes: 什么样的, 哪种, 任何形式的
                              r"(?:什么样|啥样|哪一?种|哪样|任何|什么)(?:形式|款式|样式|类型)|什么样|啥样|哪一?种|哪样|"
                              r"[" + "了啊吧呢哦的哈啦嘛呗哟喔噢咯呀" + r"]|\s)+")


def objectless_refusal(said: str) -> bool:
    """`said` (a clause, lower case) refuses and names nothing: its words, past any scope
    marker, are a refusal and closed-class words only."""
    said = said.strip(" ,.;:!?，。；：！？")
    # ("never" is a marker of its own: the refusal is looked for before markers are out.)
    plain = LASTING_MARKERS.sub(" ", SESSION_MARKERS.sub(" ", said))
    if not said:
        return False
    if is_cjk(said):
        # (a stretch of the calendar is a span too: 今年不要, 后年也不要, 眼下或者日后都别推)
        plain = _ZH_SPAN.sub(" ", TIME_SPAN.sub(" ", plain))
        rest = _ZH_VERDICT_REFUSAL.sub(" ", plain)
        return bool(_ZH_VERDICT_REFUSAL.search(said)) and not _ZH_VERDICT_REST.sub("", rest).strip()
    refusal = [w for w in re.findall(r"[a-z']+", said) if _EN_VERDICT_REFUSAL.fullmatch(w) or w.endswith("n't")]
    return bool(refusal) and not re.search(r"[^a-z'\s,.;:!?\-]", said) and \
        all(_EN_VERDICT_REFUSAL.fullmatch(w) or w.endswith("n't") or w in _EN_VERDICT_WORDS
            for w in re.findall(r"[a-z']+", plain))


# Words of when that no marker list holds (眼下, 日后, 将来, 后年, 今儿): spans of a verdict.
_ZH_SPAN = re.compile(r"眼下|目前|日后|将来|未来|后年|前年|今儿个?|明儿个?")
# (with the catch-all noun of the word's things: 荧光色的东西, 亮片的玩意儿, 皮草制品)
# (and the written 之物 of 凡属X之物, round 26)
_TOPIC_ONLY = re.compile(r"[\s\"'的呢吗啊嘛?？]*(?:(?:东西|制品|产品|物件|玩意儿?|之?物品?|之类)[\s\"'的呢吗啊嘛?？]*)?")
# A topic clause may open with a joining word and name the product the word makes: "and
# nylon bags, never again", "还有真皮沙发，算了", "as for leather sofas".
# (An interjection may come first: "oh and wool, …", "btw about polyester - …".)
_TOPIC_OPENER = re.compile(r"\s*(?:(?:(?:oh|ah|um+|btw|ps|also)(?![a-z])[\s,]*)*(?:and|or|also|plus|as\s+for|as\s+to|"
                           r"about|regarding|when\s+it\s+comes\s+to)(?![a-z])|还有|至于|和|而且?|可是|(?:凡|但凡)(?:是|属|含有?)?)")
# The speaker asks the assistant to note the topic before the verdict ("而腈纶你记住，我是从来
# 不要的", "velvet, remember: never"): the clause is still only the topic.
_NOTE_IT = re.compile(r"\s*(?:的?(?:你|您)?(?:可|要|一定|千万|务必|麻烦|请)*(?:记住|记好|记着|记得|记一下|记下来?|注意)(?:了|哈|啊|哦|喔)?|"
                      r"(?:,\s*)?(?:remember|note\s+this|mind\s+you|keep\s+in\s+mind)(?![a-z]))\s*")
# The product named before the word with what joins them ("scarves with acrylic", "bags
# made of nylon", "toys in plastic"): the topic is the word in that product.
_EN_PRODUCT_JOIN = re.compile(r"\s*(?P<product>[a-z][a-z'\s\-]*?)\s+(?:with|in|of|made\s+(?:of|from|with)|"
                              r"containing|that\s+(?:has|have|contain)s?)\s+(?:any\s+)?$")


# The items a word picks out: "suede ones", "the navy stuff".
_EN_PICKED = re.compile(r"\s+(?:ones?|stuff|things?|items?)\s*")
# The product a word is in, said after it ("plastic in the kids' toys", "nylon on my sofa").
_EN_IN_PRODUCT = re.compile(r"^\s*(?:in|on|inside|for)\s+(?:(?:the|my|our|his|her|their|any)\s+)?")


def _product_noun(words: str) -> bool:
    """A product's name, or a few words the domain table places (儿童玩具, "kids' toys")."""
    from agent.domain_map import classify_text
    from memory.domains import Domain

    words = words.strip()
    return _names_product(words) or (bool(words) and len(words.split()) <= 3 and len(words) <= 24
                                     and classify_text(words) != Domain.OTHER)


def _topic_of(low: str, a_start: int, a_end: int, mentions: list[Mention]) -> Mention | None:
    """The one attribute word clause `low[a_start:a_end]` is about, when the clause is only
    that topic: the word, a product it makes or is in, an opener, no verb."""
    inside = [m for m in mentions if a_start <= m.start and m.end <= a_end]
    # One material named in two words of one sense, side by side ("down feathers", "duck down
    # feathers"): one topic, read from its first word to its last.
    if len(inside) > 1 and len({m.word.slug for m in inside}) == 1 and \
            all(not low[x.end:y.start].strip(" -") for x, y in zip(inside, inside[1:])):
        inside = [inside[0]] if not any(m.used for m in inside) else inside
        end = max(m.end for m in [*inside, *(x for x in mentions if a_start <= x.start and x.end <= a_end)])
    else:
        end = inside[0].end if len(inside) == 1 else 0
    if len(inside) != 1 or inside[0].used:
        return None
    m = inside[0]
    if m.word.single and not _product_noun(low[end:a_end].strip(" 的呢吗啊嘛")):
        return None  # 皮 only before the product it makes (皮沙发)
    opener = _TOPIC_OPENER.match(low, a_start, m.start)
    head = low[opener.end() if opener else a_start:m.start]
    tail = low[end:a_end]
    if _TOPIC_ONLY.fullmatch(head + tail) or (_TOPIC_ONLY.fullmatch(head) and
                                               (_EN_PICKED.fullmatch(tail) or _NOTE_IT.fullmatch(tail))):
        return m
    if _TOPIC_ONLY.fullmatch(head) and (GLOBAL_MARKERS.search(tail) or SYMPTOMS.search(tail)):
        # The word said first and a reason told of it ("羽绒都是活拔的，我不买", "wool brings me
        # out in hives, so never again"): the verdict after is the word's.
        return m
    joined = _EN_PRODUCT_JOIN.fullmatch(head)
    if (_TOPIC_ONLY.fullmatch(head) or (joined and _product_noun(joined.group("product")))) and \
            (_TOPIC_ONLY.fullmatch(tail) or _product_noun(tail.strip(" 的呢吗啊嘛")) or
             _product_noun(_EN_IN_PRODUCT.sub("", tail)) or
             # the product's name with the word inside it (羊毛衫: a wool sweater)
             (is_cjk(tail) and _product_noun((m.said + tail).strip(" 的呢吗啊嘛")))):
        return m
    return None


_NOT_FOR_ME = re.compile(r"\s*not\s+for\s+(?:me|us|myself)\s*")
_FOR_SOMEONE = re.compile(r"[\s,;:\-]*(?:but\s+)?(?:(?:it'?s|they'?re|it\s+is|they\s+are)\s+)?for\s")


def _verdicts(low: str, masked: Masked, mentions: list[Mention], out: Parse,
              persistence: str | None, is_global: bool = False) -> None:
    spans = [s for s in clauses(low) if not EN_ASIDE.fullmatch(low[s[0]:s[1]])]
    # A scope said between a topic and its verdict, naming nothing ("brass handles, for this
    # cabinet only, no thanks") is an aside of the pair: its marker is read with it.
    # (So is a stretch over everything bought said between, "凡属皮革之物，不论品类，概不使用",
    # "wool, whatever the product, never": the verdict's reach, round 26.)
    spans = [s for i, s in enumerate(spans) if not (
        0 < i < len(spans) - 1 and (persistence_of(low[s[0]:s[1]]) or EVERYWHERE.search(low, s[0], s[1])) and
        not any(s[0] <= m.start < s[1] for m in mentions) and not objectless_refusal(low[s[0]:s[1]]))]
    for (a_start, a_end), (b_start, b_end) in zip(spans, spans[1:]):
        said = low[b_start:b_end]
        if _widened(low, a_start, a_end, b_start, b_end, out):
            continue
        verdict = _VERDICT_DISLIKE.match(said)
        if (verdict is None or said[verdict.end():].strip()) and not objectless_refusal(said):
            continue
        if _NOT_FOR_ME.fullmatch(said) and _FOR_SOMEONE.match(low, b_end):
            continue  # "not for me but for my husband": who it is for, no refusal
        m = _topic_of(low, a_start, a_end, mentions)
        if m is None:
            continue
        for x in mentions:
            if a_start <= x.start and x.end <= a_end and x.word.slug == m.word.slug:
                x.used = True  # the topic's words, one sense ("down feathers")
        # The verdict's own scope first ("nylon bags, never again" after "not black on this one").
        said_for = persistence_of(low[a_start:b_end]) or persistence or "default"
        # A principle said in the utterance makes the verdict a floor, unless for this time.
        # A verdict saying how long it holds ("至于尼龙，从此拉黑") is read where it says so: that
        # clause's marker is the word's, not one said earlier of another word.
        at = b_start if persistence_of(said) else m.start
        out.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug, m.said, said_for,
                               is_global and said_for != "session", at))
        # the product named after the word is still searched; a word to note it is not
        masked.take(a_start, a_end if _NOTE_IT.fullmatch(low[m.end:a_end]) else m.end)
        masked.take(b_start, b_end)


# Words that go on with what the clause before refused: "也", "either", "too", "as well".
_GOES_ON = re.compile(r"(?<![a-z])(?:and|also|either|too|as\s+well|neither|nor)(?![a-z])|也|同样|都")


def _widened(low: str, a_start: int, a_end: int, b_start: int, b_end: int, out: Parse) -> bool:
    """A refusal naming nothing that goes on from the clause before with a lasting marker of
    its own ("这次不要格子，以后也不要", "today no plaid, and not in future either"): what that
    clause refused for this time is refused for good as well (the wider reach holds)."""
    said = low[b_start:b_end]
    if persistence_of(said) != "lasting" or not _GOES_ON.search(said) or \
            not objectless_refusal(_GOES_ON.sub(" ", said)):
        return False
    refused = [f for f in out.found if a_start <= f.at < a_end and f.polarity == Polarity.DISLIKE
               and f.persistence == "session"]
    for f in refused:
        out.found.append(Found(Polarity.DISLIKE, f.category, f.slug, f.said, "lasting", f.is_global, b_start))
    return bool(refused)


# A clause that is a bare refusal of this time, with nothing of its own named: "but not for this
# search", "just not today", 这次不要, 这回先算了 (what is left once the session marker is out).
_EN_NOT_NOW = re.compile(r"\s*(?:(?:but|just|only|though|maybe|probably|definitely|and)\s+)*(?:not|no|nope|nah)"
                         r"(?:\s+(?:for|on|in|at|during))?[\s.!]*")
_ZH_NOT_NOW = re.compile(r"\s*(?:但是?|不过|可是|只是)?(?:就|先|还是|暂时|倒是)?"
                         r"(?:不要|别要?|不行|算了|免了|不用|不考虑|不看|pass)(?:了|吧|啦|哈)?[\s。！!]*")


def _not_this_time(low: str, masked: Masked, mentions: list[Mention], out: Parse) -> None:
    """A word let in or left unread, then a refusal of this time that names nothing ("grey is
    fine another time but not for this search", "wool is ok usually, just not today", 平时灰色
    可以，这次不要): the refusal is of that word, for this session. The first clause's "fine"
    took grey back (a lift), or its word was left a plain mention."""
    spans = [(a, b) for a, b in clauses(low) if low[a:b].strip()]
    for (a_start, a_end), (b_start, b_end) in zip(spans, spans[1:]):
        said = low[b_start:b_end]
        if persistence_of(said) != "session" or any(b_start <= m.start < b_end for m in mentions):
            continue
        rest = SESSION_MARKERS.sub(" ", said)
        if not (_ZH_NOT_NOW if is_cjk(said) else _EN_NOT_NOW).fullmatch(rest):
            continue
        before = [m for m in mentions if a_start <= m.start < a_end and not m.word.single and
                  (m.word.slug in out.lifted or not m.used)]
        if len(before) != 1 or any(f.at >= 0 and a_start <= f.at < a_end for f in out.found):
            continue
        x = before[0]
        if x.word.slug in out.lifted:
            out.lifted.remove(x.word.slug)
        x.used = True
        # (read at the refusal's clause, whose own marker says this session)
        at = b_start + len(said) - len(said.lstrip())
        out.found.append(Found(Polarity.DISLIKE, x.word.category, x.word.slug, x.said, "session", False, at))
        masked.take(x.start, x.end)
        masked.take(b_start, b_end)
        from agent.product_types import find_types

        if not find_types(low[a_start:a_end], None):  # "another time", "is fine": no product
            masked.take(a_start, a_end)


def _reactions_after(low: str, mentions: list[Mention], out: Parse) -> None:
    """A refusal followed by a clause that names nothing and tells a reaction of the body
    ("面霜不得含酒精，我一抹就脸红发痒", "no wool, it brings me out in hives"): the refused word is
    why, a floor everywhere (a relief, "皮肤就不痒了", tells none; "this time" stays)."""
    from agent.engines.offline_constraints import NEGATION
    from agent.engines.offline_reach import NOT_LONG, SYMPTOMS, negated_symptom

    spans = clauses(low)
    for (a_start, a_end), (b_start, b_end) in zip(spans, spans[1:]):
        said = low[b_start:b_end]
        told = [m for m in SYMPTOMS.finditer(said) if not negated_symptom(low, b_start, b_start + m.start(), b_start + m.end())]
        # (A word inside the reaction's own words, 红 of 脸红, names nothing; how soon it came,
        # 不出一个钟头, denies nothing.)
        if NEGATION.search(NOT_LONG.sub(" ", said)) or not told or \
                any(b_start <= m.start < b_end and not any(t.start() <= m.start - b_start < t.end() for t in told)
                    for m in mentions):
            continue
        for f in out.found:
            # (Not a colour: "看着就头疼" is a figure of speech, no dye named.)
            if a_start <= f.at < a_end and f.polarity == Polarity.DISLIKE and \
                    f.category not in (Category.BRAND, Category.COLOR) and f.persistence != "session":
                f.is_global = True
                f.persistence = "lasting" if f.persistence == "default" else f.persistence
    # ... or told first, its cause named by a dish or a product no word of the lexicon is (the
    # substance named only in the refusal after it): "one spoon of hummus and I break out in
    # hives, no sesame", "a bite of prawn toast and my lips swell, so no shellfish anywhere",
    # 一喝豆奶就起疹子，大豆的都别推 (round 26: the reason before the refusal, in other words).
    # (A one-character word there is a part of the dish's own name, 蟹 and 肉 of 蟹肉棒: it
    # names no attribute of its own.)
    for i, (b_start, b_end) in enumerate(spans[:-1]):
        said = low[b_start:b_end]
        told = [m for m in SYMPTOMS.finditer(said) if not negated_symptom(low, b_start, b_start + m.start(), b_start + m.end())]
        if NEGATION.search(NOT_LONG.sub(" ", said)) or not told or \
                any(b_start <= m.start < b_end and not any(t.start() <= m.start - b_start < t.end() for t in told) and
                    not (len(m.said) == 1 and is_cjk(m.said)) for m in mentions):
            continue
        after = spans[i + 1][0]
        for f in out.found:
            if f.at >= after and f.polarity == Polarity.DISLIKE and f.category == Category.MATERIAL and \
                    f.persistence != "session":
                f.is_global = True
                f.persistence = "lasting" if f.persistence == "default" else f.persistence


def _names_product(words: str) -> bool:
    """Words that are only a product's name ("bags", "leather belts" after the word, 沙发)."""
    from agent.product_types import type_of_title

    return bool(words) and len(words.split()) <= 3 and type_of_title(words) is not None


def _specs_of_this_item(low: str, out: Parse) -> None:
    """A like told as the value of its attribute ("颜色要蓝色") holds for this purchase only:
    learned as a lasting like, every later search would lean blue."""
    for f in out.found:
        if f.polarity != Polarity.LIKE or f.persistence != "default" or f.at < 0:
            continue
        if told_as_spec(low, f.at) or (f.category == Category.COLOR and
                                       told_as_colour_choice(low, f.at, f.at + len(f.said))):
            f.persistence, f.spec = "session", True


def _form_nouns(low: str, masked: Masked, mentions: list[Mention], lex: Lexicon,
                out: Parse) -> None:
    """A form noun said right after a disliked word belongs to the dislike: "no PTFE
    coating" leaves "coating" out of the query, and "nothing with pfas coatings", a word no
    list knows, is a dislike of the substance pfas (a material), not of "pfas coatings"."""
    for f in out.found:
        if f.polarity != Polarity.DISLIKE:
            continue
        if f.category == Category.GENERAL:
            cut = f.said.rfind(" ") if not is_cjk(f.said) else -1
            if is_cjk(f.said):
                cut = next((i for i in range(1, len(f.said))
                            if lex.form_after(f.said, i) == len(f.said)), -1)
            if cut > 0 and lex.form_after(f.said.lower(), cut) == len(f.said):
                said = f.said[:cut].strip()
                word = lex.find(said)
                f.said, f.slug = said, word.slug if word is not None else lex.slug_for(said)
                f.category = word.category if word is not None else Category.MATERIAL
            continue
        at = next((m for m in mentions if m.start == f.at), None)
        if at is not None:
            end = lex.form_after(low, at.end)
            if end > at.end:
                masked.take(at.end, end)


def _brand_nouns(low: str, masked: Masked, out: Parse) -> None:
    """A brand noun said right after a brand read belongs to the name: "不要檀溪牌的台灯"
    searches 台灯, not 牌的台灯."""
    for f in out.found:
        if f.category != Category.BRAND or f.at < 0 or not is_cjk(f.said):
            continue
        end = low.find(f.said, f.at)
        if end < 0:
            continue
        end += len(f.said)
        m = BRAND_TAIL.match(low, end)
        if m and m.end() > end:
            masked.take(end, m.end())


# A pattern word said with which pattern ("camo print", "leopard prints", "floral print"): what
# is refused or wanted is the pattern named, not every printed item ("I hate anything with camo
# print" refused all prints and kept the camo ones). A word the lexicon knows names it already
# ("floral"); an unknown one becomes its own word, as any unknown object does.
_PATTERN_HEADS = frozenset({"print", "prints", "pattern", "patterns", "motif", "motifs"})
_MODIFIER = re.compile(r"(?<![a-z'’])([a-z][a-z\-]+)\s+$")
_NO_MODIFIER = frozenset("any all a an the no not with without of in on or and some more big bold "
                         "loud busy small tiny large little those these that this my our your such "
                         "like love hate want need".split())


def _patterns_told_by_modifier(low: str, mentions: list[Mention], out: Parse, lex: Lexicon) -> None:
    for f in list(out.found):
        if f.at < 0 or f.category == Category.BRAND or \
                low[f.at:f.at + len(f.said)] != f.said or f.said not in _PATTERN_HEADS:
            continue
        m = _MODIFIER.search(low, 0, f.at)
        if m is None or m.group(1) in _NO_MODIFIER:
            continue
        known = [x for x in mentions if x.start <= m.start(1) < x.end]
        if known:
            if any(g is not f and g.polarity == f.polarity and g.slug == known[0].word.slug
                   for g in out.found):
                out.found.remove(f)  # "floral print": floral is the constraint, not print
            continue
        f.pattern, f.said = f.said, m.group(1)
        f.category, f.slug, f.at = Category.GENERAL, lex.slug_for(f.said), m.start(1)


def _gift_frame(masked: Masked, lex: Lexicon) -> bool:
    """Who a gift is for and the occasion ("a birthday present for my sister, a scarf",
    送同事的圣诞礼物) are not the product: out of the query and of what the domain readers
    see ("gift for colleague" reads as stationery). A pet recipient stays ("a present for my
    dog": a pet product), and so does the frame when nothing else names a product: then True
    (a gift of no kind yet)."""
    patterns = getattr(lex, "gift_patterns", ())
    if not patterns:
        return False
    *framing, recipient = patterns
    spans = []
    for pattern in framing:
        spans += [m for m in pattern.finditer(masked.now)]
    if not spans:
        return False
    # An open question of what to get someone ("what should I get my nephew") is no product
    # word, whatever else is said: only its receiver stays for the readers.
    if len(framing) > OPEN_ASK:
        for m in framing[OPEN_ASK].finditer(masked.now):
            masked.take(m.start(), m.start("who") if m.groupdict().get("who") else m.end())
    spans += list(recipient.finditer(masked.now))  # "for my colleague", once a gift is said
    kept = [m for m in spans if not _pet(m.groupdict().get("who") or m.groupdict().get("zh_who"))]
    probe = Masked(masked.now)
    for m in kept:
        _take_frame(probe, m)
    clause = _WHO_CLAUSE.search(probe.now)
    if clause is not None and not _product_part(probe.now[:clause.start()]) and \
            not INTEREST.search(clause.group(0)) and \
            _names_nothing_known(_product_part(clause.group(0))):
        # "a gift for a coworker who's leaving": the clause says who they are, no product
        # ("leaving" read as travel listed leather cleaners). One that tells what they are
        # into ("who likes fishing", "who is into dinosaurs") names what to look among.
        masked.take(clause.start(), clause.end())
        probe.take(clause.start(), clause.end())
    if not _product_part(probe.now):
        return len(kept) == len(spans)  # a pet's present is a pet product
    for m in kept:
        _take_frame(masked, m)
    return False


def _take_frame(masked: Masked, m: re.Match) -> None:
    """The gift frame out, but for what its recipient is said to be doing when that names a
    kind of thing (给刚生完宝宝的闺蜜送个礼物: the baby stays; 要退休的同事: nothing stays)."""
    who = m.groupdict().get("who") or ""
    doing = who.rpartition("的")[0]
    if is_cjk(doing) and not _names_nothing_known(doing):
        start = m.start("who")
        masked.take(m.start(), start)
        masked.take(start + len(doing), m.end())
        return
    masked.take(m.start(), m.end())


# A clause about the one a gift is for, in English: from "who"/"that"/"whose" to the clause's end.
# What they are into (agent/language/hobby.py's verbs of liking): its object names a kind.
_WHO_CLAUSE = re.compile(r"(?<![a-z])(?:who|whose|that)(?:'s|s)?(?![a-z'])[^,.;!?，。；！？]*")


def _names_nothing_known(words: str) -> bool:
    """No word the keyword table or the product-type vocabulary knows."""
    from agent.domain_map import classify_text
    from agent.product_types import find_types
    from memory.domains import Domain

    return not words or (classify_text(words) == Domain.OTHER and not find_types(words))


# Where something is kept or used, said as a place: "on my desk", "in the hallway", 我书桌上,
# 在厨房里. A product noun inside names the place, not what is wanted.
_EN_PLACE = re.compile(r"(?<![a-z])(?:on|in|at|under|beneath|beside|near|behind|inside|around|"
                       r"next\s+to|all\s+over)\s+(?P<det>my|our|your|his|her|their|the)\s+"
                       r"(?P<noun>(?:[a-z][a-z'-]*\s+){0,2}?[a-z][a-z'-]*)"
                       r"(?=\s*[,.;:!?]|\s*$|\s+(?:from|for|please|ever|again|anymore|now|today|"
                       r"either|too|thanks|thank|or|and|but|so|at|in|on|any|at|all)(?![a-z]))")
_ZH_PLACE = re.compile(rf"(?:我的?|在|放在)[{CJK_RANGE}]{{1,4}}?(?:上面|里面|旁边|下面|上|里)")
# Where a thing went or got stuck, after the verb that tells it ("mine got stuck beneath the bed",
# "kept jamming behind the couch", "wedged itself under the sofa", 卡在床底下, 掉进沙发缝里): a
# place an event happened, never a product asked for, whatever else the message names.
_EN_EVENT_PLACE = re.compile(
    r"(?<![a-z])(?:stuck|wedg(?:e|es|ed|ing)|jamm(?:ed|ing)|jams?|trapped|caught|fell|falls|fallen|falling|"
    r"roll(?:s|ed|ing)|slid(?:es|ing)?|dropp(?:ed|ing)|lost|hid(?:es|den|ing)?|squeez(?:ed|ing))"
    r"(?:\s+(?:itself|themselves|up|down|away|off))?\s+(?:under(?:neath)?|beneath|behind|inside|into|between|"
    r"down\s+the\s+back\s+of|next\s+to|beside)\s+(?:my|our|your|his|her|their|the|a)\s+"
    r"[a-z][a-z'-]*")
_ZH_EVENT_PLACE = re.compile(rf"(?:卡|塞|掉|躲|钻|滚|陷|夹)(?:在|到|进)了?[{CJK_RANGE}]{{1,4}}?"
                             r"(?:底下|下面|下边|下头|后面|后头|背后|缝里|缝|里面|里头|里|中间)")


def _place_only(masked: Masked) -> None:
    """A message whose only product words name a place ("I can't stand anything plastic on
    my desk, ever", 我书桌上不想再出现塑料的东西) asks for no product: it is a rule about what
    is kept there, for the item being shopped for, and the desk is no request for desks.
    Where something else is named ("a rug for under my desk"), the place stays in the product
    part, where the head reading and the neighbours already weigh it."""
    for m in [*_EN_EVENT_PLACE.finditer(masked.now), *_ZH_EVENT_PLACE.finditer(masked.now)]:
        masked.take(m.start(), m.end())
    for m in [m for m in _EN_PLACE.finditer(masked.now) if _the_item(m)]:
        masked.take(m.start(), m.start("noun"))  # "on the" of "on the chair" names no product
    spans = [*_EN_PLACE.finditer(masked.now), *_ZH_PLACE.finditer(masked.now)]
    if not spans:
        return
    probe = Masked(masked.now)
    for m in spans:
        probe.take(m.start(), m.end())
    if not _product_part(probe.now):
        for m in spans:
            masked.take(m.start(), m.end())


def _the_item(m: re.Match[str]) -> bool:
    """'the' before a product's name points at the item being shopped for, not at a place:
    "no pleather on the chair", "no calfskin on the handbag" ask for a chair and a handbag
    (the search fell to the whole domain); "on my desk" and "in the hallway" stay places."""
    from agent.product_types import find_types

    # (under, behind or beside a thing is where something else went, never the item: "stuck
    # under the sofa", "jammed behind the couch")
    return m.group("det") == "the" and m.group(0).split()[0] in ("on", "in", "at") and \
        bool(find_types(m.group("noun")))


def _pet(who: str | None) -> bool:
    from agent.domain_map import classify_text
    from memory.domains import Domain

    return bool(who) and classify_text(who) == Domain.PET_SUPPLIES


# Options said of the product, any of which will do ("纸质的电子的都行", "红的蓝的也可以"): each
# X的 stands for the product named elsewhere and names none itself (电子的 is no electronics).
_ZH_OPTIONS = re.compile(rf"(?:[{CJK_RANGE}]{{1,4}}?的\s*)+(?=(?:都|也|均)(?:行|可以|可|好|无所谓|没问题|ok))")


@lru_cache(maxsize=256)  # a turn asks it of the same clause several times
def _product_part(text: str) -> str:
    for pattern in (GLOBAL_MARKERS, SESSION_MARKERS, LASTING_MARKERS):
        text = pattern.sub(" ", text)
    text = identity_reason.without(text)
    text = every_purchase.without(text)
    text = _ZH_OPTIONS.sub(" ", text)
    return _tidy(_EN_FILLERS.sub(" ", _ZH_FILLERS.sub(" ", _ZH_MEASURE.sub(" ", text))))


# A product part that only points (这些, "that one"): no product is named in it.
DEMONSTRATIVE = re.compile(r"(?:这|那)(?:些|个|种|款|样|件|双|条)?|(?:this|that|these|those|it|them)"
                           r"(?:\s+ones?)?|all")


_SUITS = re.compile(r"适合|合适|适用|适宜|suitable|appropriate|fitting|ideal|right")


def _tidy(text: str) -> str:
    text = re.sub(r"(?:^|\s)的+|的+(?=\s|$)", " ", text)
    parts = [p for p in _PUNCT.split(text) if p and p not in ("的", "s", "and", "n")]  # "n": chat's "and"
    while parts and parts[0] in ("and", "or", "with", "in", "for", "of", "和", "或"):
        parts = parts[1:]
    # A copula or verb of choosing left at a part's end once what it took is read ("衬衫要
    # 大号的" -> 衬衫): 重要, 需要, 精选 are words of their own.
    parts = [re.sub(r"(?:是|(?<![重需主只想])要|(?<![精挑优筛])选)$", "", p) if len(p) > 1 and is_cjk(p)
             else p for p in parts]
    from agent.language.segment import function_words

    # A part that is only grammar (其他 of 其他牌子都可以, 别的) names no product; a pointing
    # word stays, for the planner reads a message that only points ("就这些，谢谢") as a closing.
    # A verb of suitability whose object was read out ("适合[送老师的礼物]", "suitable [as a
    # gift for my teacher]") names no product either.
    parts = [p for p in parts if p and p not in ("是", "要", "选") and not _SUITS.fullmatch(p) and
             not (is_cjk(p) and p in function_words() and not DEMONSTRATIVE.fullmatch(p))]
    while parts and parts[-1] in ("and", "or", "with", "in", "for", "that", "which", "和", "或"):
        parts = parts[:-1]
    return " ".join(parts).strip()


def _marker_outside(pattern: re.Pattern[str], text: str, mentions: list[Mention]) -> list[re.Match]:
    """Marker matches that are not inside an attribute word (纯素皮革 is a material)."""
    return [m for m in pattern.finditer(text)
            if not any(x.start <= m.start() and m.end() <= x.end for x in mentions)]


def clauses(text: str) -> list[tuple[int, int]]:
    """The spans of `text`'s clauses (a new list: the caller may change it)."""
    return list(_clauses(text))


@lru_cache(maxsize=256)  # the readers of one turn ask it of the same text a dozen times
def _clauses(text: str) -> tuple[tuple[int, int], ...]:
    spans, start = [], 0
    for m in _CLAUSE_SPLIT.finditer(text):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return tuple(_rejoin_asides(text, [part for s in spans for part in _two_reaches(text, s)]))


# "and" typed between two statements of different reach ("rn no floral pls n microfiber never
# again", "today no stripes and velvet never again"): where a session marker is said before the
# joining word and a lasting one after it (or the other way), the clause ends there, as a
# comma would end it; an enumeration under one marker ("no floral and microfiber") stays one.
# (Typed in a search box or a chat, the two are set apart by a mark that is no comma: "pink
# today / polyester never", "no floral (this search) + no microfiber (always)", an emoji, folded
# to a run of spaces: "purple's a no for this present only 🎁 spandex is out for good".)
_EN_JOIN = re.compile(r"\s+(?:and|n|&|plus)\s+(?=[a-z])|\s*[/+|]\s*|\)\s*|\s{2,}")
# In Chinese, a space after a Latin word glued to the Chinese before it ("这份礼物不要logo
# 摇粒绒以后都不要了"; not "买个 ipad 壳"), read as a pause only between two reaches.
# (This does not repeat _CLAUSE_SPLIT's rule, which ends a clause at a space between two Chinese
# characters: here the character before the space is a Latin one. Splitting there always, not
# only between two reaches, loses two fresh12 items: "潜水料的包pass 夏天捂汗" needs its reason.)
_ZH_LATIN_PAUSE = re.compile(rf"(?<=[a-z0-9])\s+(?=[{CJK_RANGE}])")
# ... and a space before a Latin word, a slash or a plus between the two ("橙色本次不要 pvc永久
# 不要", "粉色今天pass/涤纶永久pass").
_ZH_PAUSE = re.compile(rf"(?<=[{CJK_RANGE}])\s+(?=[a-z0-9])|\s*[/+|]\s*|\)\s*")


def _two_reaches(text: str, span: tuple[int, int]) -> list[tuple[int, int]]:
    a, b = span
    said = text[a:b]
    if not (SESSION_MARKERS.search(said) and LASTING_MARKERS.search(said)):
        return [span]
    joins = _EN_JOIN.finditer(said) if not is_cjk(said) else sorted(
        [m for m in _ZH_LATIN_PAUSE.finditer(said) if re.search(rf"[{CJK_RANGE}][a-z0-9]+$", said[:m.start()])] +
        list(_ZH_PAUSE.finditer(said)), key=lambda m: m.start())
    for m in joins:
        left, right = said[:m.start()], said[m.end():]
        if {persistence_of(left), persistence_of(right)} == {"session", "lasting"}:
            return [(a, a + m.start()), (a + m.end(), b)]
    return _run_on(said, a, b) if is_cjk(said) else [span]


# A Chinese run-on with no pause at all, as a voice input types it ("这次不要红色以后亮片也都别推",
# "这回藏青的先不要吧然后以后灯芯绒一概别看"): the clause ends where the second reach's marker
# begins (a joining word before it, 然后 / 而且 / 另外, stays with neither), when the part before
# says something of its own besides its marker ("这次和以后都不要" is one reach over both).
_ZH_JOINING = re.compile(r"(?:然后|而且|并且|另外|还有|同时|但是|不过|可是|但|可)$")


def _run_on(said: str, a: int, b: int) -> list[tuple[int, int]]:
    for m in sorted([*SESSION_MARKERS.finditer(said), *LASTING_MARKERS.finditer(said)], key=lambda m: m.start()):
        if m.start() == 0:
            continue
        left, right = said[:m.start()], said[m.start():]
        joined = _ZH_JOINING.search(left)
        if joined:
            left = left[:joined.start()]
        statement = LASTING_MARKERS.sub("", SESSION_MARKERS.sub("", left))
        if len(re.findall(rf"[{CJK_RANGE}]", statement)) >= 3 and \
                {persistence_of(left), persistence_of(right)} == {"session", "lasting"}:
            return [(a, a + len(left)), (a + m.start(), b)]
    return [(a, b)]


# A predicate with no subject of its own opens the clause after an aside: "linen trousers, on
# the other hand, are out for good", "velvet cushions, however, are a no": its subject is the
# clause before the aside, and the three are one clause.
_PREDICATE_FIRST = re.compile(r"\s*(?:is|are|was|were|'s|'re|has|have|will|would|should|must|can|"
                              r"stays?|remains?|goes|go|gets?|got|earn(?:s|ed))(?![a-z'])")


def _rejoin_asides(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(spans):
        if i + 2 < len(spans) and EN_ASIDE.fullmatch(text[spans[i + 1][0]:spans[i + 1][1]]) and \
                _PREDICATE_FIRST.match(text[spans[i + 2][0]:spans[i + 2][1]]) and \
                re.search(r"[a-z]", text[spans[i][0]:spans[i][1]]):
            out.append((spans[i][0], spans[i + 2][1]))
            i += 3
            continue
        out.append(spans[i])
        i += 1
    return out

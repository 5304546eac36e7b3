"""Likes, dislikes, allergies and lift-backs: the constraints an utterance states.

- Attribute words (materials, colours, styles, features, brands) come from the lexicon, the
  longest form first: 无线 is "wireless", not "no 线"; "faux leather" is not leather;
  "no-iron" is a shirt feature, not a dislike of iron.
- A dislike or like is a trigger word followed closely by an attribute ("不要塑料",
  "without any leather", "in black"). Dislike triggers may also take an unknown word as
  their object ("不要流苏" -> 流苏); like triggers never do ("I'd like a backpack" is a
  request, not a preference). Price and size words are never objects ("不要太贵").
- Persistence: 这次/this time -> session; 一直/always/never -> lasting; else default.
"""
from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable

from agent.domain_map import classify_text
from agent.engines.base import PlanInput
from agent.engines.offline_lexicon import Lexicon, Word, is_cjk, name_char, own_token, starts_token
from agent.engines.offline_names import ZH_AVOID_VERB
from agent.engines.offline_reach import (ALLERGY_WORD, ANIMAL_CLASS, CLASS_REFUSAL, DIET_REFUSAL, DIET_SLUGS, EN_ALLERGY,
                                         EVERYWHERE, doctor_ordered,
                                         EN_BODY_PART,
                                         EN_ALLERGY_BEFORE, IDENTITY_FLOORS, LASTING_MARKERS, LIST_GLUE,
                                         NO_PRODUCT_WORDS, SESSION_MARKERS, SYMPTOMS, ZH_ALLERGY,
                                         ZH_ALLERGY_AFTER, ZH_BODY_PART, ZH_SUFFERING, USED_BEFORE, NOT_LONG, negated_symptom,
                                         persistence_of, ZH_RESOLVE)
from agent.language.recipient import whose_clause, whose_floor
from agent.language import script_gate
from agent.language.asked_in import names_a_place, points_back
from agent.language.cannot_take import zh_pattern as cannot_take_zh
from agent.language.complaint_denied import (EN_ACCEPTANCE_DENIED, EN_COMPLAINT_SAID, ZH_COMPLAINT_SAID,
                                             denied_complaints)
from agent.language.refusal_deed import patterns as refusal_deeds
from agent.language.scope_bounds import deferred
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity
from memory.terms import any_hit
from memory.text import CJK_RANGE, has_cjk

# The punctuation that ends a clause (the readers that also split at "but"/但是 use
# offline_parse.clauses).
CLAUSE_PUNCTUATION = re.compile(r"[，,。.!！?？;；\n—–]")  # (a dash sets off a clause too)
# An aside set off by commas, which says nothing of what is refused ("X, on the other hand,
# are out"): nothing at all (what is left of ", however," once the split took "however"), or a
# discourse adverb.
EN_ASIDE = re.compile(r"[\s,]*(?:(?:on\s+the\s+other\s+hand|on\s+the\s+flip\s+side|by\s+the\s+way|mind\s+you|then\s+again|"
                      r"i'?m\s+afraid|i\s+fear|sadly|unfortunately|alas|regrettably|to\s+be\s+honest|tbh|"
                      r"(?:in|by)\s+contrast|in\s+comparison|"
                      r"honestly|frankly|personally|meanwhile|though|however)[\s,]*)?")

if TYPE_CHECKING:  # built by offline_parse, which calls the readers below
    from agent.engines.offline_parse import Masked, Parse

# ---- triggers ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Trigger:
    pattern: str
    polarity: Polarity
    fallback: bool = False  # may take an unknown word as its object
    reach: int = 6  # how far (chars) after the trigger the first attribute may start
    lasting: bool = False  # "never", "从不": the trigger itself says always
    # "nothing made of …", "not in …": the words it governs are consumed with it, so they
    # do not leak into the search query.
    governs: bool = False
    # "X以外的Y", "X除外": what is declined is said before the trigger, and what follows it
    # is the product (searched), not an object.
    before: bool = False

    # The pattern compiled once: the engine's patterns outnumber `re`'s own cache of 512, so
    # a pattern passed as a string was compiled again on most turns.
    regex: re.Pattern = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "regex", re.compile(self.pattern))


_D, _L = Polarity.DISLIKE, Polarity.LIKE
# Sentence-final particles and the aspect 了: they end what is said and name nothing ("先不要哈",
# "就算了吧", "排除啦").
ZH_PARTICLES = "了啊吧呢哦的哈啦嘛呗哟喔噢咯呀"
_MUST_TAIL = r"[^,.;!?，。；！？]{1,8}?不(?:可|行|买|穿|用|要|选)"

# "no" with a noun of dispute, doubt or trouble is an idiom of certainty or of courtesy ("it's
# X, no contest", "every time, no question", "no doubt about it", "no worries"): it refuses
# nothing, and its noun is no thing refused (a dislike of "contest" was stored).
NO_IDIOM = (r"\s+(?:contest|questions?(?:\s+asked)?|doubt|competition|comparison|brainer|debate|argument|"
             r"problem|worries|way\s+around\s+it)(?![a-z])")

# 只要 is "only want", a like ("床单只要纯棉的"), except as "as long as": a condition of
# containing whose consequence is a refusal ("只要含棕榈油我都不买", "只要带麸质我就不买",
# "只要含酒精的商品，哪个类目都别推"); "别的都不要" after it is the rest refused, not X.
_ZH_ONLY_WANT = (r"只要(?!(?:含|带|有|沾|掺|加了|用了|是含)[^。;；!?！？]{0,16}?(?<!别的)(?<!其他)(?<!其它)(?<!其余)(?<!另外)"
                 r"(?:就|都|便|一律|统统)[^，。,;；!?！？]{0,4}?(?:不|别|拒|免))")
_ZH_TRIGGERS = (
    # A complaint said of the word ("我很介意羊毛", "X对我还是个问题"; agent/language/complaint_denied).
    _Trigger(ZH_COMPLAINT_SAID, _D),
    _Trigger(r"不想要|(?<!要)不要(?!紧|脸)|别要|别买|别给我|别推荐", _D, fallback=True),
    _Trigger(r"(?<![特区分类性级识告辨鉴派个差])别(?![的人致处家])", _D, fallback=True),  # 别家: another shop
    # A hedge inside the negation ("不太喜欢", "不怎么想看") refuses all the same.
    _Trigger(r"不(?:太|大|怎么)?喜欢|不爱|讨厌|拒绝|受不了|受够了|不接受|排除掉?|去掉|跳过|略过|" + ZH_AVOID_VERB + r"|"
             # verbs of removal from what is shown ("涤纶的统统拉黑", "屏蔽所有亚克力的")
             r"拉黑|(?:拉进|列入|加入|放进)黑名单|屏蔽掉?|划掉|剔除掉?|(?:过|筛)滤掉?|滤掉|筛掉|"
             # a verb of removal and its result, the thing put before it (把羊毛剔掉, 给我把涤纶
             # 清出去, 把亚克力的踢掉): 掉 or 出去 says it is gone
             r"(?<=[把将给都全])(?:剔|删|拿|筛|滤|踢|清|扔|撤|排|刷|抹|摘|去|除)(?:除|出)?(?:掉|出去)|"
             r"(?:剔|删|筛|踢|清|扔|撤|刷|摘)(?:除|出)?(?:掉|出去)", _D, fallback=True),
    # A modal of permission negated before a verb of having ("不能含镍", "不可以有塑料",
    # "不得含酒精"): what may not be in it.
    # (or what is wished for told by what it lacks, "想要没有蕾丝的", "找没有香精的": not "我没有
    # 羊毛衫", what one owns)
    _Trigger(r"不含|不带|(?<=[要找买挑选])没有|不(?:能|可以|可|得|准|许|应该?|该)(?:含有?|带有?|有|是)|不(?:太|大|怎么)?想|不买|不用|不穿|不吃|不选|不看|不是|不碰|不沾|戒了|"
             # the written verbs of buying and using ("本人不购买任何皮草制品", "概不使用"; the
             # fur was read as a LIKE), and avoiding for now (暂避米色)
             r"(?:概|均|皆|一概|一律)?不(?:再)?(?:购买|购入|选购|采购|使用|采用)|暂避|"
             # A verb of taking (buying, wearing, choosing, looking at) negated, with an adverb
             # of time or will between ("X我不会再穿", "不再买", "不打算再戴"): a refusal of what
             # one takes, not "不会缩水". 不挑 of an attribute ("不挑白色") passes it over.
             # (or of being able: "不能再碰虾", "不可以再吃", a body or a doctor forbidding it)
             r"不(?:会再?|再|能再?|可以再?|打算再?|准备再?)(?:买|穿|戴|用|碰|要|选|挑|吃|喝|考虑)|不戴|不挑(?!食|剔)|"
             # the money spent said between ("再也不掏钱买了", "不花钱买"): buying refused
             r"不(?:会再?|再|打算再?|准备再?)?(?:掏钱|花钱|出钱|付钱)买|"
             # No mood or interest for it ("今天没心情看X", "对X没兴趣").
             r"没(?:什么|啥)?(?:心情|兴致|兴趣)(?:看|买|穿|戴|用|要|选)?", _D, reach=4),
    # A deed of getting or paying denied, in the verbs `refusal_deed` builds from its kinds of
    # word ("皮草我这辈子不会再花一分钱", "概不购置", "一律不入手"): what it is done to is refused.
    _Trigger(refusal_deeds()[1], _D, reach=4),
    # What one cannot take, in the verb's potential form or said twice around a negation
    # (麸质一点都碰不得, 芝麻我沾都不能沾, 皮草我碰都不碰: `cannot_take`): what it is said of is
    # refused, for good.
    _Trigger(cannot_take_zh(), _D, reach=4, lasting=True),
    # Topic first only ("塑料的就算了"): what comes before is what is declined.
    _Trigger(r"就算了|算了|不考虑|不予考虑|免谈|就免了|pass掉", _D, reach=0),
    _Trigger(r"以外|之外|除外", _D, reach=0, before=True),
    _Trigger(r"从来不要|从不要|从不买|从不用|从不穿|从来不买|再也不要|再也不买|永远不要|绝不要|绝不买",
             _D, fallback=True, lasting=True),
    _Trigger(r"无(?!所谓|论|法|需|聊|关|限|线)|非(?!常|要|得)(?!" + _MUST_TAIL + r")|免|除了|除开|除去", _D,
             reach=2),
    # "非X不可", "非X不穿": nothing but X, a like.
    _Trigger(r"非(?=" + _MUST_TAIL + r")", _L, reach=2),
    # Only-verb: "只认X", "只穿X", "只睡X": the one thing chosen, a like; so with a verb of
    # will between ("猫只肯睡X的垫子", "只愿意穿X", "只会买X").
    _Trigger(r"只(?:肯|愿意|愿|会)?(?:信赖|信任|认|穿|用|买|选|挑|睡|戴|信|吃|喝)", _L, reach=4),
    # A choice told of a kind, with 的 after it ("衬衫挑苎麻的", "行李箱外壳选聚碳酸酯的", "我专挑
    # 玻璃的"): the kind chosen is liked, as 要X的 is (round 36: the verb alone read nothing,
    # and a reason after it, 透气得很, was read as the like of "breathable" only). Not under a
    # negation (不挑, 别选: refusals of their own), nor the verbs' other words (挑战, 挑剔,
    # 选手, 选项), nor a past choice told as a story (选了个涤纶的，结果起球: 选了, 挑过, 选错).
    _Trigger(r"(?<![不别没挑精筛甄优评当落候海初复首自入])(?:挑|选)(?:择|用)?(?![战剔逗衅起拨手项举秀美区修课了过的错])"
             r"(?=[^，。,.;；!?！？]{1,8}?的)"
             # (nor a choice whose clause refuses what is picked out: 挑衣服涤纶的统统跳过)
             # (不锈钢 is no refusal: the words of refusing after the 的 only)
             r"(?![^，。,.;；!?！？]*?的[^，。,.;；!?！？]*?(?:不要|不考虑|不买|不用|不选|不挑|别|没|跳过|略过|免|算了|"
             r"拉黑|排除|去掉|屏蔽))", _L, reach=4),
    # Reliance and gratitude: "全靠那个X眼罩", "多亏了X靠垫", "幸亏有X睡衣", "全凭一件X衫": what
    # gets the shopper through is liked. The vote read their clauses as refusals (a night
    # "睡不踏实" without it, a back "不争气" around it: the like stored as a dislike). Not
    # under a negation ("不能全靠X"), nor before one ("幸亏没买X": glad not to have it).
    _Trigger(r"(?<![不别没])(?<!不能)(?<!不该)(?<!不要)(?<!不可)(?<!没法)(?:多亏|幸亏|幸好|亏得|好在|全靠|全凭|全仗|就靠|仰仗)(?:了|有|着)?(?![不没别未])", _L, reach=4),
    _Trigger(r"更喜欢|最喜欢|喜欢|想要|偏好|偏爱|最爱|热爱|最好是|最好|倾向于|倾向|偏向于?|优先|" + _ZH_ONLY_WANT + r"|还要|需要|"
             r"钟爱|钟情于|钟情|情有独钟|超爱|特别爱|中意|迷上了|迷上|信得过|认准|就认|很认|首选|"
             # liked at first sight, to one's taste: 一眼就相中了, 看上了, 太对我胃口了, 合我心意
             r"相中|看上(?!去)|看中|对(?:我的?)?胃口|合(?:我的?)?(?:心意|胃口|口味|眼缘)",
             _L),
    # (要 before 不 only when the 不 begins the word wanted: 要不锈钢的, not 要不要/要不然;
    # `_clause_hits`.)
    _Trigger(r"(?<![不想需还只就别要主重])要(?![么求是])", _L, reach=3),
    # A copula of need: "得是纯棉的", "一定要是羊绒的", "必须是实木" (要是 alone is "if").
    _Trigger(r"(?:必须|一定|务必|只能|非得)要?是(?!不是)|(?<![觉记懂显值获使免难晓])得是", _L, reach=3),
    # Topic first, what will do: "纯棉的就行", "不锈钢的就可以" (`read_clause`: the word before).
    _Trigger(r"就行|就好|就可以|就够了|就成", _L, reach=0),
    # Switching to a material: "换不锈钢的", "换成实木", "改用玻璃的" (not 换掉, what is let go).
    # (换的X, 换过的X: the one got in a change told as a story, 新换的X靠垫, no switch asked)
    _Trigger(r"(?:换成|换为|换用|换回|改用|改成|改为|换)(?:个|一个|一款|一种)?(?![掉下走的过])", _L, reach=3),
    # A verdict of comparison: "还是X的最好", "…还是X的最耐用" (after all, X is the best):
    # a like, when no negation stands between (not "还是不要X的最好").
    _Trigger(r"还是(?=[^,.;!?，。；！？不没别无非]{1,8}?最)", _L, reach=3),
    # All of one material: "百分百美利奴", "100%棉" (a qualifier of purity, a like by itself).
    _Trigger(r"百分之百|百分百|100%", _L, reach=1),
)
# What a thing wished away becomes: gone, removed, banned, out of the results.
_REMOVED = (r"(?:gone|removed|banned|blocked|hidden|filtered\s+out|out\s+of\s+(?:my|the|our)\s+(?:results|list|feed|searches|sight)|"
            r"off\s+(?:my|the|our)\s+(?:list|results|feed))(?![a-z])")
_REMOVED_AFTER = r"(?:[a-z\-']+\s+){1,3}?" + _REMOVED
_EN_TRIGGERS = (
    # A complaint said of a topic ("X is still an issue for me"), acceptance denied ("I'm not
    # fine with X"): agent/language/complaint_denied.
    _Trigger(EN_COMPLAINT_SAID, _D, reach=0),
    _Trigger(EN_ACCEPTANCE_DENIED, _D, reach=12),
    # "X or nothing", "X or bust": X the only one taken, said before (read before "nothing").
    _Trigger(r"or\s+(?:nothing(?:\s+else)?|bust)(?![a-z])", _L, reach=0, before=True),
    # A negated offer ("don't ever show me X", "never recommend X"): the English of 别给我推.
    _Trigger(r"(?:(?:please\s+)?(?:don'?t|do not|never)\s+(?:ever\s+)?(?:again\s+)?"
             r"(?:show|recommend|suggest|send|offer|give)(?:\s+(?:me|us))?)|"
             # the same asked politely, the verb as a gerund ("would you mind not showing X",
             # "do you mind leaving out X")
             r"mind\s+(?:not\s+(?:show|recommend|suggest|send|offer|list|includ)ing|"
             r"(?:leaving|keeping)\s+out|skipping|excluding|dropping|removing|avoiding)(?:\s+(?:me|us))?", _D, fallback=True,
             reach=12),
    _Trigger(r"(?:don'?t|do not|doesn'?t|does not)\s+(?:want|like|need)|dislike|can'?t stand|"
             r"(?:have|has|got|'ve\s+got)\s+a\s+(?:real\s+|big\s+)?thing\s+(?:against|about)|"
             r"cannot stand|anything but|anything except|except|other than|free (?:of|from)|"
             # the one set apart told with a word that alone sets nothing apart ("whatever shade
             # apart from yellow is ok", "any finish besides chrome"): the rest is fine
             r"(?:any|every|all|whatever|whichever)(?:thing|one)?(?:\s+[a-z]+){0,2}?\s+(?:apart\s+from|aside\s+from|besides|save\s+for)|"
             r"without|avoid(?:ing)?|hate|skip|exclud(?:e|ing)|leave out|leaving out|rule out|say no to|steer(?:s|ing|ed)?\s+clear\s+of|"
             # a pass announced ("I'll pass on X", "we'd pass on X"), and what the item must not be
             # or hold ("the pinny shouldn't be X", "the kit can't have X in it", "mustn't be X")
             r"(?:i'?ll|i\s+will|we'?ll|we\s+will|i'?d|we'?d|i'?m\s+going\s+to|gonna)\s+(?:have\s+to\s+)?pass\s+on|"
             # (not "can't have enough X", "can't have too many X": a wish for more)
             r"(?:shouldn'?t|mustn'?t|can'?t|cannot|should\s+not|must\s+not)\s+(?:be|have)(?:\s+any)?"
             r"(?=\s)(?!\s+(?:enough|too\s+(?:many|much)|more|plenty)(?![a-z]))|"
             # keeping one's distance: "I stay off caffeine", "keep well clear of X"
             r"(?:stay|staying|keep|keeping)\s+(?:well\s+)?(?:away\s+from|off(?![\s\-]+(?:white|the\s+(?:grass|list)))|clear\s+of)|"
             r"(?:(?:i|we)(?:'d|\s+would)|would)\s+(?:rather|prefer)\s+not(?:\s+(?:have|get|buy|use|wear))?|"
             # a decision or a stance against it ("I have decided against leather once and for
             # all" was a LIKE; "we're against fur", "voted against plastic")
             r"(?:decided|decide|deciding|voted|vote|(?:i'?m|i\s+am|we'?re|we\s+are))\s+(?:(?:firmly|permanently|"
             r"completely|totally|strongly|now|long\s+since|once\s+and\s+for\s+all)\s+)?against|"
             r"(?:please\s+)?no(?![\w\-]|\s+go(?![a-z])|" + NO_IDIOM + ")", _D, fallback=True, reach=12),
    # Verbs of removal, the word between a verb and its particle ("keep the orange out",
    # "keep pink off the list") or after the verb ("strike bamboo from my kitchenware", "ban
    # polyester", "veto the beige ones"): a known word only.
    # Idioms of never: "you won't catch me in X", "over my dead body will I buy X", "no way am
    # I buying X again".
    _Trigger(r"(?:won'?t|wouldn'?t|will\s+never|never)\s+(?:ever\s+)?catch\s+(?:me|us)\s+(?:dead\s+)?"
             r"(?:in|with|wearing|using|buying|near)|"
             r"over\s+my\s+dead\s+body(?:\s+(?:will|would|do|am)\s+(?:i|we)\s+(?:ever\s+)?[a-z]+)?|"
             r"no\s+way\s+(?:am|will|would|do|are)\s+(?:i|we)\s+(?:ever\s+)?(?:buy|wear|use|get|touch|own|have)(?:ing)?",
             _D, reach=12, lasting=True),
    # What may not be in a thing, said of a topic (the English of 不能含X): "X can't be in anything
    # I use", "X mustn't go anywhere near the baby's stuff", "X is not allowed in our kitchen",
    # "X has no place in my home".
    _Trigger(r"(?:can'?t|cannot|must\s+not|mustn'?t|shouldn'?t|should\s+not|may\s+not|won'?t)\s+(?:ever\s+)?"
             r"(?:be|go|come|get)\s+(?:anywhere\s+)?(?:in|into|near|on|inside|onto)(?![a-z])|"
             r"(?:is|are|'s|'re)\s+(?:not|n't|never)\s+allowed(?![a-z])|ha(?:s|ve)\s+no\s+place\s+in(?![a-z])|"
             # ... or said as a habit, of everything ("X doesn't go on anything I own", "X never
             # comes into any of our rooms"; not "wool doesn't go in the dryer", a care rule)
             r"(?:doesn'?t|does\s+not|don'?t|do\s+not|never)\s+(?:ever\s+)?(?:go|goes|come|comes|get|gets)\s+"
             r"(?:on|in|into|onto|near)(?=\s+(?:anything|everything|any|all)(?![a-z]))",
             _D, reach=0),
    # What one may not take in, said of the body before the word ("I can't have alcohol since
    # the transplant", "we're not allowed to eat pork", "he mustn't touch nuts"): a refusal the
    # body or a rule makes; never "can't have enough X" nor "can't have too many", a like.
    _Trigger(r"(?:can'?t|cannot|can\s+no\s+longer|mustn'?t|must\s+not|shouldn'?t|should\s+not|(?:am|'m|is|'s|are|'re)\s+"
             r"not\s+allowed\s+to|(?:am|'m|is|'s|are|'re)\s+forbidden\s+to)\s+(?:ever\s+)?(?:have|eat|drink|consume|"
             r"tolerate|touch|digest)(?!\s+(?:enough|too\s+many|too\s+much|more|another|one\s+more))(?![a-z])",
             _D, reach=6),
    # ... or the body's verbs of coping, the English of 碰不得 ("my gut can't handle X", "I
    # can't stomach X", "nobody here can process X"; round 26), an adjective or two between.
    _Trigger(r"(?:can'?t|cannot|can\s+no\s+longer|(?:nobody|no\s+one|none\s+of\s+us)(?:\s+[a-z]+)?\s+can)\s+"
             r"(?:really\s+|properly\s+|ever\s+)?(?:handle|stomach|process|cope\s+with|break\s+down)"
             r"(?!\s+(?:enough|too\s+many|too\s+much|more|another|one\s+more|it\s+all|everything|anything)(?![a-z]))(?![a-z])",
             _D, reach=12),
    # Let go of, said of a topic to the listener: "acrylic u can drop permanently", "linen you
    # can ditch for good" (the topic before the subject; "drop" alone is no refusal).
    _Trigger(r"(?:you|u)\s+(?:can|could|may|should|might\s+as\s+well)\s+(?:just\s+)?(?:drop|ditch|scrap|remove|"
             r"lose|cut|strike|skip|bin|axe|nix|forget(?:\s+about)?)(?=\s*(?:it|them)?\s*(?:permanently|forever|for\s+good|"
             r"for\s+now|today|this\s+time|now|altogether|entirely|completely|too|as\s+well)?\s*(?:[,.;!?]|$))",
             _D, reach=0),
    # Left where it is, said of a topic: "velvet can stay on the shelf", "X can stay in the shop".
    _Trigger(r"(?:can|should|may|will|'ll)\s+stay\s+(?:on\s+the\s+shel(?:f|ves)|in\s+the\s+(?:shop|store|warehouse)|"
             r"where\s+(?:it|they)\s+(?:is|are))(?![a-z])", _D, reach=0),
    _Trigger(r"hold\s+(?:off\s+on|the(?=\s+[a-z]))|keep(?=\s+(?:the\s+|any\s+|all\s+)?[a-z\-]+(?:\s+[a-z\-]+)?(?:\s+(?:ones?|stuff|things?))?"
             r"\s+(?:out|away|off)(?![a-z]))|strike(?:\s+out)?|cross\s+out|ban|veto|nix|blacklist|"
             # out of sight: "hide plaid until I've picked", "filter out anything with mesh"
             r"hide|(?:filter|screen|weed)\s+out", _D, reach=12),
    # Getting rid of it ("get rid of anything made of PVC", "we're getting rid of all the nylon"): the
    # thing is refused, and "made of" after it is no like of its own (a like of PVC was read).
    # (not one's own old thing got rid of: "I got rid of my old cotton sheets" tells of them)
    _Trigger(r"(?:get|getting)\s+rid\s+of(?!\s+(?:my|our|his|her|their|the\s+old|old)(?![a-z]))(?:\s+(?:anything|everything|all|any|the)(?:\s+(?:made\s+(?:of|from|with)|"
             r"with|in))?)?", _D, reach=12, governs=True),
    # A rule named by what it bars: "my no-rayon rule", "our no-plastic policy" (lasting), "a
    # no-polyester wardrobe" (a known word only; no-iron is a word of its own).
    _Trigger(r"no-(?=[a-z][a-z\-]*\s+(?:rules?|polic(?:y|ies)|zones?|households?|homes?|pledges?)(?![a-z]))",
             _D, reach=1, lasting=True),
    _Trigger(r"no-(?=[a-z])(?![a-z][a-z\-]*\s+(?:rules?|polic(?:y|ies)|zones?|households?|homes?|pledges?)(?![a-z]))",
             _D, reach=1),
    # None of it at all: "socks with zero polyester", "zero sugar" (a known word only).
    _Trigger(r"zero|0\s?%", _D, reach=8),
    # A verdict said of a topic before it: "suede boots are a no go", "wool is out",
    # "polyester's a dealbreaker". The thing declined stands before the copula.
    # Any one word may qualify the verdict after an article ("a lifelong no", "a permanent nope").
    # ("r" is "are" typed short; an adverb of how long may stand before the verdict: "X is
    # permanently out".)
    _Trigger(r"(?:(?<![a-z])(?:is|are|r)|'s|'re)\s+(?:(?:a|an)\s+(?:[a-z\-]+\s+)?|(?:absolute|total|complete|hard|big|firm|definite)\s+)?"
             r"(?:no[\s\-]go|non[\s\-]?starter|deal[\s\-]?breaker|no[\s\-]no|pass|no|nope)(?![a-z\-])|"
             r"(?:(?<![a-z])(?:is|are|r)|'s|'re)\s+(?:(?:totally|completely|definitely|just|permanently|forever|officially|now|"
             r"absolutely|so|also)\s+)?(?:out(?!\s+of)|off\s+the\s+table|off(?![\s\-]+(?:white|to|for\s+(?:the|a)|work|duty))|"
             r"off[\s\-]limits|(?:not|never)\s+for\s+(?:me|us))(?![a-z])|"
             # The verdict with no copula, ending the clause ("X sweaters out permanently",
             # "X nope forever"): only words of how long, or of politeness, after it.
             # (not what is out of stock: "sold out", "run out")
             r"(?<=\s)(?<!sold\s)(?<!sell\s)(?<!sells\s)(?<!run\s)(?<!ran\s)(?<!runs\s)(?:out|nope|nah|a\s+no)(?=(?:\s+(?:permanently|forever|for\s+good|for\s+now|pls|please|"
             r"today|tonight|2day|this\s+time|right\s+now|rn|atm|only|just|"
             r"tho|though|thx|thanks|again|ever|anymore|any\s+more))*\s*$)|"
             # A principle as the verdict: "fur is a moral line for me", "X is a matter of
             # conscience", "X is against my principles".
             r"(?:is|are|'s|'re)\s+(?:a\s+)?(?:(?:hard|red|moral|ethical|bright|firm)\s+line|"
             r"(?:matter|question)\s+of\s+(?:conscience|principle|ethics)|against\s+(?:my|our)\s+"
             r"(?:principles?|values|ethics|religion|beliefs?|conscience))(?![a-z])", _D, reach=0),
    # A verdict of removal said of a topic, in a modal of necessity: "caffeine has to go
    # completely", "X needs to leave the house", "X must disappear from my diet", "X has got to
    # go". The modal reads as a need to the vote ("caffeine has to go" stored a like); the verb
    # of leaving says the thing is wanted gone. Only where the leaving ends the clause, says
    # how far, or where from: "X has to go in the dishwasher", "X needs to go with my suit"
    # say where it goes, not that it is refused.
    _Trigger(r"(?:(?:has|have|'s|'ve)\s+(?:got\s+)?to|needs?\s+to|must|should|(?:is|are|'s|'re)\s+going\s+to)\s+"
             r"(?:go|leave|disappear|vanish)(?=\s*(?:[,.;!?]|$)|\s+(?:completely|entirely|altogether|for\s+good|"
             r"now|too|as\s+well|asap|immediately|permanently|forever|from|out(?:\s+of)?|away|"
             r"(?:the|my|our|this)\s+(?:house|home|flat|room|bedroom|kitchen|wardrobe|cupboard|basket|cart|trolley|"
             r"diet|life|list|menu))(?![a-z]))", _D, reach=0),
    # (Not "never get enough of X", "never tire of X", "never get bored of X": a like.)
    _Trigger(r"never(?!\s+(?:(?:get|gets|got|grow|grows)\s+(?:enough|tired|bored|sick)|tire|tires)(?![a-z]))"
             # (the verb may be a gerund: "never buying X again", "never wearing X")
             r"(?:\s+(?:buy(?:ing)?|wear(?:ing)?|us(?:e|ing)|want(?:ing)?|get(?:ting)?|choos(?:e|ing)|"
             r"pick(?:ing)?|order(?:ing)?))?", _D, fallback=True,
             reach=12, lasting=True),
    # Not letting a thing in: "I won't have it in anything", "we won't allow X at home" (a known
    # word or a pronoun only: "I won't have time" refuses nothing).
    _Trigger(r"(?:won'?t|will\s+not|refuse\s+to)\s+(?:have|allow|tolerate)", _D, reach=12),
    # Done with something for good: "I'm done with X", "we're through with X", "I gave up X",
    # "I stopped wearing X", "fed up with X"; the subject dropped at the clause's start, as chat
    # drops it ("done with high heels for good", "so done with acrylic sweaters").
    _Trigger(r"(?:(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+|(?<![a-z'])(?<![a-z]\s))(?:so\s+|totally\s+|completely\s+|permanently\s+|"
             r"officially\s+|really\s+|just\s+)?(?:done|finished|through)\s+(?:with(?:\s+(?:buying|wearing|using))?|"
             # done with the deed ("I'm done buying X"), said as its gerund
             r"buying|wearing|using|ordering|getting)|fed\s+up\s+with|"
             # asked to stop the deed: "stop buying X", "please stop showing me X"
             r"(?<![a-z])(?:stop|stopped|quit|cease)\s+(?:buying|getting|ordering|showing(?:\s+(?:me|us))?|"
             r"recommending|suggesting|sending(?:\s+(?:me|us))?)|"
             r"(?<!never get )(?<!never )(?<!n't get )(?<!not get )(?<!not )(?:sick|tired)\s+of|(?:stopped|quit|gave\s+up|given\s+up|renounc(?:e|ed|es|ing)|forsw(?:ore|orn|ear)|sw(?:ore|ear)\s+off)(?:\s+(?:wearing|buying|using|eating|"
             r"drinking|on))?)", _D, reach=12, lasting=True),
    # Abstaining from something: "I'm off metal", "we're staying off plastic" (not "I'm off to
    # the shops", "off work").
    _Trigger(r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:(?:so|totally|completely|officially|staying|going|keeping)\s+)?"
             r"off(?!\s+(?:to|for|work|today|now|out|home|sick|duty)(?![a-z]))", _D, reach=12),
    # A refusal of a deed, whatever the verb ("refuse to own", "decline to stock"): what the
    # deed is done to is refused.
    _Trigger(r"(?:refuse[sd]?|declined?|declines)(?:\s+to(?:\s+(?!be(?![a-z])|go(?![a-z])|pay(?![a-z]))[a-z]+)?)?|"
             r"(?:won'?t|will not|do not|don'?t)\s+(?:buy|wear|use|eat|touch|do|own)", _D, reach=12,
             lasting=True),
    # ... and a deed of getting or paying denied in words no phrase above names ("won't spend a
    # single cent on X", "no longer order anything with X": `refusal_deed`).
    _Trigger(refusal_deeds()[0], _D, reach=12, lasting=True),
    # ... or put out of what is bought, said of a topic ("X is out of all my purchases").
    _Trigger(refusal_deeds()[2], _D, reach=0),
    # "nothing with/made of X" names what is declined, known word or not ("nothing with
    # tassels"); a bare "nothing" or "nothing in" does not ("nothing in particular").
    _Trigger(r"nothing\s+(?:made\s+(?:of|from|with)|with)", _D, fallback=True, reach=12,
             governs=True),
    _Trigger(r"nothing(?:\s+in)?|none\s+(?:in|of|with|made\s+(?:of|from|with))|isn'?t|aren'?t|(?:is|are)\s+not|"
             r"not(?:\s+(?:made\s+(?:of|from|with)|in))?|non(?=[\s\-])", _D, reach=12,
             governs=True),
    # All of one material: "100% cotton", "pure merino", "all-wool".
    _Trigger(r"100\s?%|100\s+percent|pure(?:ly)?|all(?=[\s\-]+[a-z])", _L, reach=1),
    # A wish whose verdict is a removal ("I want wool gone", "I'd like velvet banned from my
    # results"; "spandex I'd like gone for good", the topic before): the thing wished away is
    # refused, where the wish verb alone read it as a like.
    _Trigger(r"(?:(?:i|we)(?:'d|\s+would)\s+like|(?:i|we)\s+(?:really\s+|just\s+)?(?:want|need))(?=\s+" + _REMOVED_AFTER + r")",
             _D, reach=20),
    _Trigger(r"(?:(?:i|we)(?:'d|\s+would)\s+like|(?:i|we)\s+(?:really\s+|just\s+)?(?:want|need))\s+"
             r"(?:(?:it|them|that|those|this)\s+)?" + _REMOVED, _D, reach=0),
    _Trigger(r"(?:i|we)(?:'ll|\s+will)?\s+(?:really\s+|also\s+|do\s+|always\s+|usually\s+|just\s+)?(?:like|love|prefer|want|adore|trust)"
             r"(?!\s+" + _REMOVED_AFTER + r")|"
             r"prefer(?:ably)?|ideally|love|adore|made\s+(?:of|from)|"
             r"only\s+(?:ever\s+)?(?:wear|buy|use|choose|pick|trust|sleep\s+(?:on|in))|"
             r"(?:(?:i|we)(?:'d|\s+would)|would)\s+rather(?:\s+have)?|(?:big\s+)?fan\s+of|(?:really\s+|totally\s+)?into|"
             # (said of someone else too, its verb inflected: "my partner swears by X", "she
             # has sworn by X for years", "Dad sticks with X"; not of a pronoun: "my sister
             # swears by them though" after a complaint is her taste, no word named)
             r"swear(?:ing)?\s+by|(?:swears|swore|sworn)\s+by(?!\s+(?:them|it|those|these|that)(?![a-z]))|partial\s+to|hooked\s+on|(?:really\s+)?dig|keen\s+on|obsessed\s+with|crazy\s+about|"
             r"go\s+for|tend\s+to\s+(?:go\s+for|pick|choose|buy)|"
             # reliance: "we depend on X to get through winter", "I rely on X" (the English of
             # 全靠; a denial, "don't rely on X", has its own trigger)
             # (said by a person: "it depends on the fabric" is a condition, no reliance)
             r"(?<![a-z])(?:i|we|they|he|she|family|household|kids|everyone|everybody)\s+(?:(?:all|really|totally|"
             r"completely|still|now|basically|absolutely)\s+)?(?:depend|depends|depended|rely|relies|relied)\s+on|"
             # loyalty: "stick with X", "stay with that brand", "loyal to X"
             r"(?:stick|stay|stuck|staying|sticking|sticks|stays)\s+(?:with|to)|(?:stay\s+)?loyal\s+to", _L, reach=12),
)
# "in black": a like of a colour only.
# ("in my X boots", "in that X kit": a possessive or a pointer names a thing one has, never
# the material asked for: fresh15's "got caught in the rain in my nubuck boots once and the
# water marks never came out" stored a LIKE of nubuck.)
_EN_IN_COLOUR = re.compile(r"(?<![a-z])in(?=\s+(?!(?:my|our|his|her|their|your|that|those)\s)(?:a\s+|the\s+)?[a-z0-9])")
# "plastic-free", "leather free": the word before is what is absent (when it is known).
# Between a refusal and the free-of compound it refuses: an article or a filler ("no gluten-free",
# "not the sugar-free kind", "don't send any dairy-free", 别给我无糖的, 不要无糖).
_FREE_REFUSED_GAP = re.compile(r"\s*(?:(?:the|a|an|any|more|of|that|those|these|this|me|us)\s+)*|"
                               r"\s*(?:给|给我|我|买|来|推荐?|选|要)*\s*")
_EN_FREE = re.compile(r"([a-z][a-z\s]{1,20}?)[\s\-]free(?![a-z])")
_EN_FREE_IDENTITY = re.compile(r"(?:(?<![a-z])(?:i'?m|i\s+am|we'?re|we\s+are|i\s+(?:keep|run|live)|we\s+(?:keep|run|live)"
                               r"|i\s+eat|we\s+eat|i\s+went|we\s+went|i'?ve\s+gone|we'?ve\s+gone)"
                               r"\s+(?:(?:a|an|in\s+a|strictly|totally|fully|completely|100%)\s+)*)$")
_EN_FREE_IDENTITY_AFTER = re.compile(r"\s*(?:(?:household|family|home|house|kitchen|diet|person|people|"
                                     r"eater|lifestyle)s?(?![a-z])|[,.;!?]|$|and(?![a-z]))")


def _read_animal_class(low: str, lex: Lexicon, out) -> bool:
    """A refused class word for what comes from animals: the vegan floor, every material a
    floor everywhere (the class word's own reading, one material, is dropped)."""
    vegan = IDENTITY_FLOORS[0][1]
    done = False
    for hit in ANIMAL_CLASS.finditer(low):
        inside = [f for f in out.found if f.polarity == Polarity.DISLIKE and
                  (hit.start() <= f.at < hit.end() or f.said.lower() in hit.group(0)
                   or hit.group(0) in f.said.lower())]
        start = max((m.end() for m in CLAUSE_PUNCTUATION.finditer(low, 0, hit.start())), default=0)
        stop = CLAUSE_PUNCTUATION.search(low, hit.end())
        if not inside and not CLASS_REFUSAL.search(low[start:stop.start() if stop else len(low)]):
            continue
        out.found = [f for f in out.found if f not in inside]
        _add_floors(out, vegan, lex, low, hit.start())
        # The class word, and the words saying "anything at all" around it, are no product
        # ("所有东西都不要动物材料" names nothing to shop for).
        for attr in ("product", "noun"):
            words = [_past_class(w, hit.group(0)) for w in
                     getattr(out, attr).replace(hit.group(0), " ").split()]
            setattr(out, attr, " ".join(w for w in words if w not in hit.group(0)
                                        and not NO_PRODUCT_WORDS.fullmatch(w)))
        done = True
    return done


def _add_floors(out, slugs, lex: Lexicon, low: str, at: int) -> None:
    """Lasting global dislikes of `slugs` (an identity's or a refused class's floors), each
    named in the utterance's language, apart from those already disliked."""
    have = {f.slug for f in out.found if f.polarity == Polarity.DISLIKE}
    for slug in slugs:
        word = lex.find(slug)
        if word is None or slug in have:
            continue
        name = (lex.zh_name(slug) if has_cjk(low) else None) or slug.replace("_", " ")
        out.found.append(Found(Polarity.DISLIKE, word.category, word.slug, name,
                               "lasting", True, at))


def _past_class(word: str, said: str) -> str:
    """A product word that starts with the end of a class word another reading cut short
    (动物皮 read as leather leaves 毛做的东西 of 动物皮毛做的东西): without that end."""
    for k in range(len(said) - 1, 0, -1):
        if has_cjk(said[-k:]) and word.startswith(said[-k:]) and len(word) > k:
            return word[k:]
    return word


# Who one is no longer ("I'm not vegan any more", "I stopped being vegetarian", 我不吃素了):
# read by taking the negation out and asking the identity patterns; its floors are lifted.
_EX_IDENTITY_EN = re.compile(
    r"(?<![a-z])(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:not|no\s+longer)|"
    r"(?:stopped|quit|gave\s+up|giving\s+up|quitting)\s+being|(?:i|we)\s+used\s+to\s+be)"
    r"(?:\s+(?:a|an))?\s+")
_EX_IDENTITY_ZH = re.compile(r"(?:已经|早就|现在)?(?:不再|不|没再)(?=(?:是|吃|只吃)?(?:个|一个|一名)?"
                             r"(?:纯素|全素|素食|素|穆斯林|清真))")


def _identities_given_up(low: str) -> list[str]:
    """The words after each identity given up, said without the negation ("i'm vegetarian
    last year, …" for "I stopped being vegetarian last year, …")."""
    return ["i'm " + low[m.end():m.end() + 40] for m in _EX_IDENTITY_EN.finditer(low)] + \
           ["我" + low[m.end():m.end() + 12] for m in _EX_IDENTITY_ZH.finditer(low)]


def _identity_retracted(low: str, at: int) -> bool:
    """The identity at `at` is the object of a retraction in its clause ("forget what I said
    about being vegan", 忘了我说过吃素的事)."""
    start = _clause_start(low, at)
    return any(m.end() <= at + 1 for m in _RETRACTION.finditer(low, start, at + 1))


def _lift_identity(out, slugs: Iterable[str]) -> None:
    refused = {f.slug for f in out.found if f.polarity == Polarity.DISLIKE}
    for slug in slugs:
        if slug not in refused and slug not in out.lifted:
            out.lifted.append(slug)


def read_identity(low: str, mentions: list[Mention], lex: Lexicon, out, carried: str = "") -> None:
    """The floors an identity stands for, when the utterance disliked nothing by name; an
    identity given up or retracted lifts them instead. An identity told of someone outside the
    household ("my sister is vegan, she'd like a wallet", 给吃素的朋友买个包) holds for this
    purchase, as their allergy does (`held_for_someone_else`); the shopper's own and the
    household's last."""
    given_up = [slugs for said in _identities_given_up(low) for pattern, slugs in IDENTITY_FLOORS
                if (m := pattern.search(said)) and m.start() <= 1]  # (我 before 吃素)
    if given_up:
        _lift_identity(out, given_up[0])
        return
    told_class = _read_animal_class(low.lower(), lex, out)
    if not told_class and any(f.polarity == Polarity.DISLIKE for f in out.found):
        # A word the identity stands for, refused by name beside it ("coeliac here, gluten
        # wrecks me"), is that identity's floor.
        for pattern, slugs in IDENTITY_FLOORS:
            if any(not any(x.start <= m.start() < x.end for x in mentions)
                   for m in pattern.finditer(low)):
                for f in out.found:
                    if f.polarity == Polarity.DISLIKE and f.slug in slugs:
                        f.is_global = True
        return
    for pattern, slugs in IDENTITY_FLOORS:
        said = [m for m in pattern.finditer(low)
                if not any(x.start <= m.start() < x.end for x in mentions)]  # "vegan leather"
        if not said:
            continue
        if _identity_retracted(low, said[0].start()):
            _lift_identity(out, slugs)
        else:
            before = len(out.found)
            _add_floors(out, slugs, lex, low, said[0].start())
            if out.persistence != "lasting" and whose_clause(low, said[0].end(), carried) == "other":
                for f in out.found[before:]:
                    f.persistence = "session"
        # Who one is, is not the product ("I'm coeliac, some bread" searches bread).
        told = {w for m in said for w in re.findall(r"[a-z']+", m.group(0))}

        def told_word(w: str) -> bool:
            return w in told or (has_cjk(w) and any(w in m.group(0) for m in said))

        out.product = " ".join(w for w in out.product.split() if not told_word(w))
        out.noun = " ".join(w for w in out.noun.split() if not told_word(w))
        return


# Taking a constraint back. Before-markers follow their word ("塑料也行", "plastic is fine");
# after-markers precede it ("I don't mind plastic", "不介意塑料").
_LIFT_BEFORE = re.compile(
    r"(?:也行|也可以|也没关系|没关系|也无所谓|无所谓|没问题|也能接受|能接受|可以接受|也ok|也成|也不错|"
    # a problem denied is acceptance too: 其实不要紧, 倒也无妨, 贴身穿没事 (not 没事就…, "when idle")
    r"不要紧|无妨|没事(?!儿?就|儿?干|儿?做|儿?的时候)|"
    r"(?:完全|当然|倒是|还是)(?:可以|行|ok)(?![以推买找看要给])|"
    r"也挺好|可以了|就可以|可以的|也可|也(?:能|可以)(?:用|穿|要|买|选))|"
    r"(?:(?<![a-z])(?:is|are|would be|will be|seems?|is also|are also|"
    r"(?:would|will|should|could|might)\s+(?:totally\s+|actually\s+|also\s+|really\s+|honestly\s+|"
    r"probably\s+|now\s+)be)|'s|'re)\s+"
    r"(?:totally\s+|actually\s+|also\s+|perfectly\s+|really\s+|now\s+)?"
    r"(?:fine|ok|okay|alright|all right|acceptable|good|allowed|no problem)(?![a-z])|"
    r"(?<![a-z])(?:works(?: too)?|will do|(?:also|too) (?:fine|ok|okay)|(?:would be |are |is )?(?:ok|okay|fine) too|"
    # typed with no copula, with a word of change after it ("suede ok now", "wool fine again",
    # "plastic okay after all"): was a LIKE of suede
    r"(?<=[a-z] )(?:ok|okay|fine|alright|acceptable)\s+(?:now|again|after\s+all|these\s+days|nowadays)(?=\s*(?:[,.;!?]|$))|"
    r"(?:are |is )?(?:alright|fine|ok|okay) (?:with|by) me(?: now)?|(?:are|is) acceptable|(?:is|are) back on)(?![a-z])|"
    r"就当我没说|当我没说|收回|取消|不算了|不算|也还行|还行|不碍事|放进来|放回来|恢复|"
    # Kept out no longer, a verb of excluding denied with the 了 of a change ("X就不拦着了",
    # "X的不用再屏蔽了"): not 不挡风, a fault told of the thing.
    r"(?:就|也)?(?:不用|不必|不需要|无需|用不着|没必要|别|不要|不)再?(?:拦着?|屏蔽|拉黑|排除|过滤|避开)了|"
    # Settling for it: "塑料的也凑合", "将就一下也行", "X will have to do".
    r"也?(?:凑合|将就)(?:一下|着用|着)?(?:吧|了)?|(?<![a-z])(?:will|'ll)\s+have\s+to\s+do(?![a-z])|"
    # A rule named and set aside: "不要皮革那条撤掉吧", "the no-leather thing doesn't apply".
    r"(?:那|这)(?:条|个|项)(?:规则|限制|要求|条件)?(?:就|也)?(?:撤掉|撤了|撤销|去掉|删掉|删了|作废|不作数|不算数)|"
    # the ban, limit or rule itself named and lifted ("X的禁令解除", "X的限制去掉", "X那个规定撤掉")
    r"(?:的|那个|那条|这个|这条)?(?:禁令|禁忌|限制|规定|规矩|规则|忌口|黑名单)(?:就|也|可以)?"
    r"(?:解除|撤掉|撤了|撤销|撤回|去掉|拿掉|删掉|删了|作废|取消|废除|免了)|"
    r"(?<![a-z])(?:rule|restriction|thing|requirement|filter|condition|ban|limit|veto|block|"
    r"blacklist|exclusion|prohibition)s?\s+(?:(?:doesn'?t|does\s+not|"
    r"don'?t|no\s+longer)\s+(?:apply|applies|count|counts|stand|stands|hold|holds)|(?:is|are)\s+"
    r"(?:off|over|gone|cancell?ed|lifted)|(?:can|could|may)\s+(?:go|be\s+(?:dropped|lifted|scrapped)))(?![a-z])")
# A negation right before a Chinese verb of letting back in (放进来, 放回来, 恢复): the return
# is refused ("先别放进来", "暂时不要恢复"), the word stays out.
_ZH_LIFT_REFUSED = re.compile(r"(?:别|不要|不用|不能|不准|不许|甭|勿)(?:再|先|急着|着急)?(?:给我|帮我)?\s*$")
# A word said twice around 就, then 吧 ("塑料就塑料吧", "皮的就皮的吧"): resigned acceptance.
_ZH_RESIGNED = re.compile(rf"(?P<word>[{CJK_RANGE}]{{1,4}}?)(?:的)?(?P<again>就(?P=word)(?:的)?吧)")
# One set apart from all the rest ("any brand but X", "anything except X", "every label other
# than X", "whatever shade apart from X"): what is fine after it is the rest, and X is refused.
SET_APART = re.compile(r"(?<![a-z])(?:any|every|all|whatever|whichever)(?:thing|one|body)?(?:\s+(?!but|except|other|apart|besides|save)[a-z]+){0,2}?\s+"
                       r"(?:but|except(?:\s+for)?|other\s+than|apart\s+from|aside\s+from|besides|save)\s+(?:[a-z]|$)")
_LIFT_AFTER = re.compile(
    r"不介意|也能接受|可以接受|接受|"
    # No need to keep it out any more: a negator before a verb of excluding.
    r"(?:不用|不必|不需要|无需|用不着|没必要|别|不要)再?(?:排除|避开|去掉|避免|回避|过滤掉?|屏蔽|拉黑|拦着?)|"
    # A verb of excluding reversed by its own prefix: "unblock X", "un-ban X", "unhide X".
    r"(?<![a-z])un-?(?:block|ban|hide|blacklist|mute|exclude)(?:s|ned|ed|ning|ing)?(?![a-z])|"
    r"(?<![a-z])(?:no need to|(?:you )?(?:don'?t|do not) (?:need|have) to|needn'?t) "
    r"(?:avoid|exclude|skip|filter out|leave out|rule out)(?![a-z])|"
    # Setting a rule aside: "ignore my no-X rule", "drop the rule about X".
    # (or a ban, limit, veto or block list named: "drop the X ban", "lift the limit on X",
    # "scrap the rule about X", "cancel the X restriction")
    r"(?<![a-z])(?:ignore|drop|lift|remove|cancel|disregard|ditch|scrap|end|undo|revoke|overturn|"
    r"rescind|waive|relax)(?= (?:my|the|that|this|your) "
    r"[^,.;!?]{0,30}?(?:rule|restriction|filter|requirement|condition|ban|limit|veto|embargo|"
    r"block|blacklist|exclusion|prohibition)s?(?![a-z]))|"
    r"(?<![a-z])(?:(?:i )?(?:don'?t|do not) mind|i'?m (?:ok|okay|fine|good) with|"
    r"(?:ok|okay|fine) with|can accept|happy with|forget (?:what i said about|about|the)|"
    r"scratch (?:the|that)|never ?mind(?: the)?|(?:i )?take back(?: the)?|(?:i )?can live with|"
    r"withdraw|"
    # Letting a word back in: a verb of inclusion whose clause ends in again/back
    # ("you can allow wool again", "put the plastic ones back").
    r"(?<!never )(?<!ever )(?<!n't )(?<!not )"
    r"(?:include|allow|show|bring|add|put|let)(?=\s[^,.;!?]{1,30}?\s(?:again|back)(?![a-z])))(?![a-z])")

# Between a topic and a trigger after it: "真丝的东西我都不买", "塑料的就不要了".
# "皮草我是坚决不买的": a copula and adverbs of resolve are part of the gap too.
# A scope said between them belongs to the gap too ("紫色这次先不考虑", "皮革制品在哪儿都不要"):
# markers are taken out before the match (`_zh_topic_gap`).
# Who refuses may be a household ("我们家是从来不考虑的"); "not one of them" (一件都不买, 一样都
# 不用) is a quantifier of the refusal.
ZH_SUBJECT = r"(?:(?:我们|咱们|我|咱)家里?|家里|我们|咱们|我|咱|本人)"
# A verb of intention before a refusal (我打算长期拒绝, 我决定以后都不买了, 我准备一直不碰): the
# decision is the refusal's, and names nothing of its own.
ZH_INTENTION = r"(?:(?:已经|早就)?(?:打算|决定|准备|计划|下定决心|想好了?))"
_ZH_TOPIC_GAP = re.compile(r"\s*(?:(?:这个|那个|这|那)?(?:牌子|品牌))?(?:(?:做|制成?|材质)的|的话|的)?类?(?:(?:这个|那个|这种|那种|这|那)?(?:东西|产品|制品|用品|商品|物品|之?物品?|玩意儿?|衣服|款式?|料子)|那种|这种)?"
                           # the particle that closes a topic ("蕾丝嘛我…", "亮片呢我…", "涤纶啊…")
                           r"(?:嘛|呢|啊|呀|么)?"
                           + ZH_SUBJECT + r"?"
                           + ZH_INTENTION + r"?"
                           r"(?:是|也|都|就|先|已经|早就|一律|从来|一概|统统|通通|全都|全部|全|坚决|绝对|肯定|一定|根本|向来|一向|真的|真是|真|实在|再也|"
                           # the absolute adverbs of a negation (永不买, 决不再买, 断不会再穿, 压根不想)
                           r"永|决|断|绝|万万|压根儿?|" + ZH_RESOLVE + r"|"
                           # the written adverbs (恕不考虑, 概不, 均请, 亦请)
                           r"恕|概|均请?|皆|亦请?|"
                           r"一[件样个双条款种点件把张顶只](?=都|也)|"
                           # a word to the listener to keep it ("密胺的记住以后都不买", "羊毛的你记着别推",
                           # "皮草千万别给我看")
                           r"(?:请|麻烦|拜托)?你?(?:记住|记得|记着|记一下|记好)了?|千万|务必|"
                           # whom the removal is done for ("羊毛的以后一直帮我排除", "亚克力的一律给我去掉")
                           r"(?:请|麻烦)?(?:帮|给|替)(?:我们|我)|"
                           # the reason, said between ("皮草我出于良心从来不买", "为了动物")
                           rf"(?:出于|基于|为了|因为)[{CJK_RANGE}]{{1,4}}?(?:的?(?:考虑|原因|缘故|理由))?(?=[我也都就一从再坚绝是不别]|$)|"
                           r"(?:在|到)?(?:哪儿|哪里|哪|任何地方)(?:都|也)|"
                           # a quantifier over what is bought ("明胶哪个品类都别有", "芝麻什么东西
                           # 里都不要", "酒精任何产品也别含"): every product, a floor's words
                           r"(?:不管|无论|不论)?(?:是)?(?:哪个|哪一?类|哪种|哪样|什么|任何|所有|每个|每一?类|各个|各类)"
                           r"(?:品类|类别|类目|商品|产品|东西|物品|用品)?(?:里面?|中|上)?(?:都|也))*\s*")


# The product in a topic gap: after 的, before adverbs and a pronoun.
_ZH_GAP_PRODUCT = re.compile(rf"的?([{CJK_RANGE}]+?){ZH_SUBJECT}?(?:也|都|就|已经|早就|一直|一向|向来|始终|总是|还是|一律|一概|统统|通通|全都|全部|全|是|坚决|绝对|真的|真是|真|实在|再也|{ZH_RESOLVE}|"
                             r"一[件样个双条款种点件把张顶只](?=都|也))*\s*$")


def _zh_topic_gap(gap: str, word: str = "") -> bool:
    """What may stand between a topic and the refusal said of it: the gap above, once any
    scope marker is out, or the product the word makes ("网面的鞋都别推荐了", "羊毛衫我以后都
    不穿", "连帽的外套我一件都不穿")."""
    # (a stretch over everything bought said between is the refusal's scope too: "酒精这玩意儿
    # 随便买啥都不能有", "乳胶我们家买的哪一样都不许有", "含塑料的不论什么用途都不买")
    plain = LASTING_MARKERS.sub("", SESSION_MARKERS.sub("", EVERYWHERE.sub("", gap)))
    if _ZH_TOPIC_GAP.fullmatch(gap) or _ZH_TOPIC_GAP.fullmatch(plain) or \
            (plain.strip() and _topic_gap(plain, word, refusal=True)):
        return True
    from agent.language import every_purchase

    rest = every_purchase.without(plain).replace(" ", "")
    return rest != plain and bool(_ZH_TOPIC_GAP.fullmatch(rest))
# Adverbs of degree and habit between a topic and the like said of it ("我一向喜欢").
_ZH_ADVERBS = (r"是|也|都|就|一直|一向|向来|始终|总是|很|最|特别|超|非常|真的|挺|还是|确实|太|"
               r"第?一(?:眼|看|见)|"
               r"一概|一律|统统|通通|全都|全|坚决|绝对|从来|再也|永|决|断|绝|万万|压根儿?")
_ZH_LIKE_ADVERBS = re.compile(ZH_SUBJECT + rf"?(?:{_ZH_ADVERBS})*")
# Before a refusal the tail may also hold "not one of them" (一件都不穿) and whom it is done for
# (帮我排除): `_ZH_TOPIC_GAP`'s words.
_ZH_REFUSAL_TAIL = re.compile(ZH_SUBJECT + rf"?(?:{_ZH_ADVERBS}|{ZH_RESOLVE}|一[件样个双条款种点把张顶只](?=都|也)|"
                              r"(?:请|麻烦)?(?:帮|给|替)(?:我们|我))*")


@lru_cache(maxsize=1)
def _zh_product_heads() -> frozenset[str]:
    """The characters that end many Chinese product names (衫 of 开衫, 套头衫, 羊毛衫; 服, 鞋, 杯):
    said right after an attribute word they make its product (麻质衫, 羽绒服), a noun no
    type table lists whole. Characters that are also words of a clause's frame are left out."""
    from agent.product_types import all_types

    ends: dict[str, int] = {}
    for ptype in all_types():
        for name in {*ptype.zh, *ptype.also_zh}:
            if len(name) >= 2:
                ends[name[-1]] = ends.get(name[-1], 0) + 1
    return frozenset(c for c, n in ends.items() if n >= 10 and c not in "子头水本说装带发干料油片")


def _topic_gap(gap: str, word: str = "", refusal: bool = False) -> bool:
    """What may stand between a topic and the like said of it: 的, the product the word
    makes (邮差包, 家具; with the word, 羊毛衫 or 麻质衫), a pronoun and adverbs."""
    from agent.product_types import type_of_title

    gap = gap.strip()
    if _ZH_TOPIC_GAP.fullmatch(gap):
        return True
    rest = gap[1:] if gap.startswith("的") else gap
    who = re.search(ZH_SUBJECT, rest)
    pronoun = who.start() if who else -1
    noun, tail = (rest[:pronoun], rest[pronoun:]) if pronoun >= 0 else (rest, "")
    if pronoun < 0:  # adverbs right after the product ("网面的鞋都别推荐了")
        cut = re.search(rf"(?:{_ZH_ADVERBS}|真)+$", noun)
        if cut:
            noun, tail = noun[:cut.start()], noun[cut.start():]
    if noun:
        ptype = type_of_title(noun)
        named = ptype is not None and any(noun == n or noun.endswith(n) for n in (*ptype.zh, *ptype.also_zh))
        # the compound the word makes with it: 羊毛 + 衫, 羽绒 + 服 (no type lists 衫 alone)
        made = bool(word) and not gap.startswith("的") and len(noun) <= 2 and (
            type_of_title(word + noun) is not None or noun[-1] in _zh_product_heads())
        if not (named or made):
            return False
    return bool((_ZH_REFUSAL_TAIL if refusal else _ZH_LIKE_ADVERBS).fullmatch(tail))


# An unknown name with a brand noun after it: "木卡这个牌子", "某某这家的".
_ZH_BRAND_TOPIC = re.compile(rf"(?P<name>[a-z0-9{CJK_RANGE}]{{2,8}}?)(?:这个|那个|这|那)?(?:牌子|品牌)"
                             r"(?:的(?:东西|产品)?)?(?:我们|我)?(?:也|都|就|真|实在)*\s*$")
# The noun that says a name is a maker's, right after it: 檀溪牌的, 栖桐家的, 芷汀品牌的.
BRAND_TAIL = re.compile(r"(?:这个|那个|这|那)?(?:牌子|品牌|牌|家)的?")
# After a like trigger, a pronoun pointing back at what was named ("I swear by them").
_EN_BACK_REFERENCE = re.compile(r"\s*(?:it|them|those|these|that|this)(?![a-z])")
# One more of the thing named before, as a refusal's object ("X rugs shed everywhere and I'd
# rather not have another", "never buying one again"): the word named last is refused.
_EN_ANOTHER = re.compile(r"\s*(?:another(?:\s+one)?|one\s+(?:again|ever\s+again)|any\s+more\s+of\s+(?:them|those|it))(?![a-z])")
# "X is what I like", "X are the ones I go for": the attribute comes before.
_EN_CLEFT = re.compile(r"(?:is|are|'s|'re)\s+(?:what|the\s+(?:one|ones|thing|kind))\s+$")

# Objects that are never an attribute: prices, sizes, courtesy ("不要太贵", "no problem").
_ZH_STOP_OBJECT = re.compile(
    r"^(?:太|很|超|过|那么|这么|特别|一|这|那|别的|其他|其它|了|用|要|买|再|着急|急|客气|担心|麻烦|谢谢|"
    r"知道|确定|一样|问题|东西|贵|便宜|大|小|多|少|重|长|短|高|低|宽|窄|紧|松|厚|薄|好|差|行|对|错|"
    # (verbs of showing: "黄色的先别出现" refuses yellow, no thing called 出现)
    r"出现|显示|出来|"
    # (nor of letting back in: "粉色的先别放进来" keeps pink out, no thing called 放进来)
    r"放进|放回|加进|加回|恢复|"
    # (nor a complement of direction or going on: "我准备一直拒绝下去" refuses, no thing called 下去)
    r"下去|下来|起来|到底|"
    rf"是|有|没|我|你|他|她|它|们|吗|嗯|[{ZH_PARTICLES}])")
_EN_STOP_WORDS = frozenset({
    "another",
    "problem", "problems", "worries", "worry", "thanks", "thank", "idea", "rush", "hurry",
    "way", "need", "matter", "sure", "longer", "more", "less", "big", "bigger", "small",
    "smaller", "expensive", "cheap", "cheaper", "pricey", "too", "so", "very", "much", "many",
    "one", "ones", "thing", "things", "issue", "issues", "bother", "pressure", "preference",
    "clue", "doubt", "really", "that", "this", "it", "them", "those", "these", "anything",
    "something", "everything", "items", "item", "products", "product", "stuff", "kidding",
    "joke", "way", "good", "bad", "great", "fine", "ok", "okay", "size", "budget", "money",
    "shipping", "delivery", "hassle", "fuss", "need", "i", "you", "we", "me", "my", "your",
    # a quantifier over what is bought ("in every single thing", "across all categories")
    "every", "each", "all", "any", "single", "whatever", "category", "categories",
})
_EN_SKIP = frozenset({"ever", "show", "me", "see", "again",
                      "a", "an", "the", "any", "some", "real", "genuine", "made", "of", "from",
                      "in", "with", "buy", "wear", "use", "want", "get", "choose", "pick",
                      "order", "have", "eat", "drink", "like", "more", "added", "to"})
_EN_END = frozenset({"and", "or", "nor", "but", "please", "for", "on", "with", "the", "a", "an",
                     "this", "that", "it", "to", "at", "from", "i", "we", "size", "under",
                     "below", "over", "above", "in", "because", "since", "so", "if", "as",
                     "though", "thanks", "plz", "pls", "is", "are", "was", "be",
                     # a verdict on the rest ("any finish besides chrome works"): no object
                     "works", "will", "would", "does", "ok", "okay"})
# Between a negated imperative and its object: which, how much, and the verb of offering with
# whom it is offered to ("别再给我推皮革的", "不要再帮我找…").
_ZH_SKIP_HEAD = re.compile(r"^(?:百分之百|百分百|100%|任何|添加|那种|这种|那些|这些|什么|买|穿|用|吃|喝|选|带|有|是|要|再|含|一点|点|看|"
                           r"给我|帮我|替我|推荐|推)+")
_ZH_ENUM_GAP = re.compile(r"^[\s、,/和或与跟及]*(?:或者|还有|以及|也不要|也别|和|或|与|跟|及)?[\s、,/]*(?:的)?$")
_EN_ENUM_GAP = re.compile(r"^[\s,/]*(?:(?:and|or|nor)\s+(?:no\s+|any\s+)?)?$|^[\s,/]+$")

# ---- attribute words and clauses -----------------------------------------------------------


@dataclass
class Mention:
    start: int
    end: int
    word: Word
    said: str  # the text as the user wrote it
    used: bool = False


@dataclass
class Found:
    polarity: Polarity
    category: Category
    slug: str
    said: str
    persistence: str
    is_global: bool
    at: int = -1  # where in the utterance the word was said (its clause is read there)
    spec: bool = False  # the value of its attribute ("颜色要蓝色"): this purchase only
    pattern: str = ""  # the pattern word a modifier was said with ("camo" of "camo print"): no material


# "down" as the particle of a phrasal verb ("never lets me down", "it broke down", "calm
# down"): no feathers named (a praise of a maker was stored as a dislike of down).
_PHRASAL_DOWN = re.compile(r"(?<![a-z])(?:let|lets|letting|put|puts|turn|turns|turned|calm|slow|sit|shut|"
                           r"break|breaks|broke|broken|knock|knocked|cut|tone|water|watered|settle|lie|"
                           r"lay|wind|come|came|go|goes|went|gone|step|stepped|run|ran|wear|wore|worn|"
                           r"weigh|weighs|weighed|wash|washed|narrow|narrowed|write|wrote|back|backed|"
                           r"hold|held|melt|melted|calmed|slowed|turning)"
                           r"(?:\s+(?:me|us|you|him|her|them|it|things|this|that)|"
                           # (or a whole noun phrase: "never let our tree crew down", "let the
                           # whole family down")
                           r"\s+(?:my|our|your|his|her|their|the)(?:\s+[a-z]+){1,3})?"
                           # (an adverb between: "her eczema calmed right down", "settled all the way down")
                           r"(?:\s+(?:right|all\s+the\s+way|straight|way|quickly|quite|finally))?\s+$")


# "felt" as the verb of feeling ("it felt so soft", "she has never felt so comfy", "they felt
# like sandpaper"): said after its subject, an auxiliary or an adverb, or before how it felt;
# no felt named (the praise of the feeling was stored as a like of felt).
_FELT_VERB_BEFORE = re.compile(r"(?<![a-z])(?:i|you|he|she|it|we|they|one|ones|that|which|who|has|have|"
                               r"had|'ve|'d|never|ever|always|just|really|instantly|immediately|"
                               r"honestly|actually|also|still|both|all|everyone|nobody)\s+$")
_FELT_VERB_AFTER = re.compile(r"^\s+(?:so|like|as|too|very|really|a\s+bit|a\s+little|much|more|less|"
                              r"great|good|bad|better|worse|right|wrong|off|cheap|nice|amazing|awful|"
                              r"comfy|cosy|cozy|soft|warm|cold|safe|itchy|scratchy|stiff|heavy|light|"
                              r"flimsy|sturdy|solid)(?![a-z])")


def _felt_as_verb(text: str, m) -> bool:
    return m.group(0) == "felt" and bool(_FELT_VERB_BEFORE.search(text, 0, m.start()) or
                                         _FELT_VERB_AFTER.match(text[m.end():]))


_ZH_REMOVAL = re.compile(r"拉黑|黑名单")


# (one or two words of how the body is may stand between: "my cracked heels", "her poor sore
# heels"; not words a thing owned is told by: "my new heels", "my black heels")
_POSSESSED_BODY = re.compile(r"(?<![a-z])(?:my|your|his|her|our|their)\s+"
                             r"(?:(?!(?:new|old|favou?rite|best|good|only|spare|other)\s)[a-z\-]+\s+){0,2}$")


def _names_goods(text: str, m: re.Match) -> bool:
    """An allergen that is also a food said as the first word of a product type's name ("a
    heater for my fish tank", "a salt lamp"): the product, no substance."""
    from agent.engines.offline_lexicon import ALLERGEN_FOODS, goods_named_by

    said = m.group(0)
    if said not in ALLERGEN_FOODS:
        return False
    rest = goods_named_by(said)
    return rest is not None and rest.match(text, m.end()) is not None

# "down" before what it runs along ("chucked it down the stairs", "down a hill", "down to the
# shop"): a preposition, no feathers.
_DOWN_PREPOSITION = re.compile(r"\s+(?:the|a|an|my|our|his|her|their|its|this|that|these|those|to|into|onto)(?![a-z])")


def find_mentions(text: str, lex: Lexicon) -> list[Mention]:
    found: list[Mention] = []
    for m in lex.zh_pattern.finditer(text):
        word = lex.words.get(m.group(0))
        if word is not None:
            found.append(Mention(m.start(), m.end(), word, m.group(0)))
    for m in lex.en_pattern.finditer(text):
        word = lex.find(m.group(0))
        if word is None or (m.group(0) == "down" and (_PHRASAL_DOWN.search(text, 0, m.start()) or
                                                      _DOWN_PREPOSITION.match(text, m.end()))) or \
                _felt_as_verb(text, m) or _names_goods(text, m):
            continue
        found.append(Mention(m.start(), m.end(), word, m.group(0)))
    # Longest first; a mention inside a longer one is silenced (人造皮革 is not 皮革), and so
    # is a one-character word inside a part of the body (皮 of 皮肤, 头皮: no leather).
    found.sort(key=lambda m: (-(m.end - m.start), m.start))
    body = [b.span() for b in ZH_BODY_PART.finditer(text)] + [b.span() for b in ZH_SUFFERING.finditer(text)]
    found = [m for m in found if not (m.word.single and any(a <= m.start and m.end <= b for a, b in body))]
    # A word that is also a part of the body, said after a possessive ("never rub my heels"),
    # is the body's: no attribute (it was a like of high heels).
    found = [m for m in found if not (re.fullmatch(EN_BODY_PART, m.said) and
                                      (said_after := _POSSESSED_BODY.search(text, 0, m.start)) and
                                      not any(said_after.start() < k.start < m.start for k in found))]
    # ... and so is one inside a word of refusal (黑 of 拉黑: no black).
    said = [t.span() for t in _ZH_REMOVAL.finditer(text)]
    found = [m for m in found if not (m.word.single and any(a <= m.start and m.end <= b for a, b in said))]
    # ... and one right after a lone character too rare to be slipped into (璟木, 琇麻): the two
    # are a coined name, a maker's (璟木的衣柜别推 refused wood).
    found = [m for m in found if not (m.word.single and m.start > 0 and is_cjk(m.said) and
                                      name_char(text[m.start - 1]) and
                                      not own_token(text, m.start - 1, m.start + 1) and
                                      own_token(text, m.start - 1, m.start))]
    # ... and a colour word counted as a thing, with no noun after it ("a cream for my
    # eczema", "a red to go with the lamb"), or inside a product type's name ("a face cream",
    # "green tea", "red wine"): a product named, no colour.
    from agent.product_types import name_spans

    # (A name after a possessive is a thing one has, "my green tea", whose words the purpose
    # reader takes: it is left as said.)
    names = [(a, b) for a, b in name_spans(text) if not _MY_BEFORE.search(text, 0, a)] \
        if any(m.word.category == Category.COLOR for m in found) else ()
    found = [m for m in found if not (m.word.category == Category.COLOR and (
        (_A_BEFORE.search(text, 0, m.start) and _NO_NOUN_AFTER.match(text, m.end)) or
        any(a <= m.start and m.end <= b and b - a > m.end - m.start for a, b in names)))]
    kept: list[Mention] = []
    for m in found:
        if not any(k.start < m.end and m.start < k.end for k in kept):
            kept.append(m)
    return sorted(kept, key=lambda m: m.start)


_MY_BEFORE = re.compile(r"(?<![a-z])(?:my|our|his|her|their|your)\s+$")
_A_BEFORE = re.compile(r"(?<![a-z])(?:a|an|one)\s+$")
_NO_NOUN_AFTER = re.compile(r"\s+(?:for|to|with|that|which)(?![a-z])")


# The attribute's own name, then the value: "颜色要蓝色", "材质选纯棉的", "colour: navy",
# "the fabric should be linen". A specification of the item asked for, not a taste.
_SPEC_BEFORE = re.compile(
    r"(?:颜色|顏色|色系|配色|材质|材料|面料|料子|(?<![a-z])(?:colou?r|material|fabric|finish))"
    r"\s*(?:[:：=]|要|选|用|就|是|得是|必须是|最好是|(?:should|must|has\s+to|needs?\s+to)\s+be|is|in)?"
    r"\s*(?:the\s+|a\s+)?$")


# A negation in a clause ("not", "never", 不, 没).
# "n't" after any word (don't, isn't); typed without its apostrophe only after an auxiliary
# ("dont", "cant", "wont"): "want", "front", "giant" end in "nt" and negate nothing.
EN_NEGATION = r"(?<![a-z])(?:not|no|never|nothing|none|nor|without)(?![a-z])|n't(?![a-z])|" \
    r"(?<![a-z])(?:do|does|did|is|are|was|were|ca|could|would|should|wo|have|has|had|must|need|" \
    r"ai)nt(?![a-z])"
NEGATION = re.compile(EN_NEGATION + r"|不|没|别|无|非|免")
# Request words around a product phrase: asking for it, counting it, being polite.
REQUEST_FILLER = re.compile(
    r"想要|想买|我要|我想|要|买|来|找|帮我|给我|推荐|有没有|"
    # a count: a numeral and its measure word (一箱, 两瓶, 3包), or the measure word alone
    r"(?:[一二两三四五六七八九十几半\d]+)?(?:个|件|条|双|套|款|箱|瓶|盒|包|袋|罐|桶|支|只|张|台|把|"
    r"副|本|份|组|听|提|打|斤)|"
    r"的|请|吗|呢|吧|"
    # (the contractions before "i": an alternation takes its first match, and "i" alone left
    # the "'d" of "I'd like a black backpack" behind, so the colour seemed said of more)
    r"(?<![a-z])(?:i'd|i'm|id|im|i|want|wanted|need|like|looking|look|for|a|an|the|some|"
    r"please|to|buy|get|find|me|show|any|would|do|you|have|got|new|pair|of|set)(?![a-z])")
# What a shopper says around a colour chosen for the item ("red please", "any in red?",
# 有没有黑色的？, "I'd like it in black"): the request words, and the item pointed at.
_COLOUR_FILLER = re.compile(
    REQUEST_FILLER.pattern + r"|有|没有|换|还有|颜色|色|种|呀|啊|嘛|想|"
    r"(?<![a-z'])(?:in|it|one|ones|that|this|does|could|can|may|make|colou?r|shade|version|or|"
    r"so|then|maybe|instead|actually|how|about|what)(?![a-z'])|[\s?？!！.。,，~]")
# A colour liked in general, not chosen for this item ("I like red", 我一直喜欢蓝色).
_COLOUR_TASTE = re.compile(
    r"(?<![a-z'])(?<!'d )(?<!would )(?:like|love|prefer|favou?rite|fan|always|usually)(?![a-z'])|"
    r"喜欢|爱|偏爱|钟爱|最爱|一向|一直|总是|向来|平时|以后|永远")


def told_as_colour_choice(low: str, start: int, end: int) -> bool:
    """The colour at low[start:end] is said as the item's choice: its clause says nothing but
    the colour and request or question words, no taste in general ("I like red") and no
    negation anywhere in the message (a refusal beside it is for the rules and the vote to
    read). Such a colour is this purchase's ("red please" and 有没有黑色的？ had it voted
    away; "any in red?" was learned as a lasting like of red)."""
    c_start = max((m.end() for m in CLAUSE_PUNCTUATION.finditer(low, 0, start)), default=0)
    stop = CLAUSE_PUNCTUATION.search(low, end)
    c_end = stop.start() if stop else len(low)
    said = low[c_start:start] + " " + low[end:c_end]
    if _COLOUR_FILLER.sub("", said) or _COLOUR_TASTE.search(said):
        return False
    rest = (low[:start] + " " + low[end:]).replace("有没有", " ")
    return not NEGATION.search(rest)


def told_as_spec(low: str, at: int) -> bool:
    """The word at `at` is told as the value of its attribute, in its clause."""
    start = max((m.end() for m in CLAUSE_PUNCTUATION.finditer(low, 0, at)), default=0)
    return bool(_SPEC_BEFORE.search(low[start:at]))


# Who has the allergy, said before the food it is to (我芒果过敏, 我家孩子猕猴桃过敏).
_ZH_ALLERGY_SUBJECT = re.compile(r"(?:我们?|本人|咱|他|她|(?:我家|我们家|家里)?(?:孩子|儿子|女儿|宝宝|老公|老婆))?"
                                 r"(?:从小|天生|一直|也)?(?:就)?(?:对)?(?P<food>[" + CJK_RANGE + r"]{2,4})$")


def read_allergies(low: str, masked: Masked, mentions: list[Mention], lex: Lexicon,
                    out: Parse, utter_persist: str | None, everywhere: bool = False,
                    carried: str = "") -> None:
    spans: list[tuple[int, int, int, int]] = []  # (obj_start, obj_end, whole_start, whole_end)
    for pattern in (ZH_ALLERGY, EN_ALLERGY):
        for m in pattern.finditer(masked.now):
            spans.append((m.start("obj"), m.end("obj"), m.start(), m.end()))
    for pattern in (ZH_ALLERGY_AFTER, EN_ALLERGY_BEFORE):
        for m in pattern.finditer(masked.now):
            if not any(s <= m.start("obj") < e for _, _, s, e in spans):
                # (not a one-character word inside a longer one: 粉 of 花粉, pollen, is no pink)
                obj = [x for x in mentions if (x.end == m.end("obj") or
                                               (x.start >= m.start("obj") and x.end <= m.end("obj"))) and
                       not (x.word.single and not own_token(low, x.start, x.end))]
                if obj:
                    spans.append((obj[-1].start, obj[-1].end, obj[-1].start, m.end()))
                    continue
                # (a food the lexicon does not know, told before 过敏 with its subject: 我芒果过敏,
                # 孩子猕猴桃过敏; only a food noun, so 我皮肤过敏 or 花粉过敏 name no floor here)
                food = _ZH_ALLERGY_SUBJECT.match(m.group("obj"))
                if food and classify_text(food.group("food")) == Domain.FOOD_BEVERAGES:
                    spans.append((m.start("obj") + food.start("food"), m.end("obj"),
                                  m.start("obj") + food.start("food"), m.end()))
    for o_start, o_end, w_start, w_end in spans:
        # An allergy is a floor, whatever else the utterance says about this time only; but
        # one told of someone outside the household (a parent, an in-law, a friend: the
        # person the gift is for) holds for this purchase, not the shopper's memory, unless
        # the speaker says it lasts or reaches everything.
        persistence = "lasting"
        if utter_persist != "lasting" and not everywhere and whose_floor(low, w_start, carried) == "other":
            persistence = "session"
        # A one-character word inside a word of the object is no attribute of it: 麻 of 芝麻
        # (sesame) is no linen, 皮 of 猪皮冻 no leather; the object is then the word as said.
        # (The object is cut alone: in 我对虾过敏 the 对 is the preposition, no 对虾.)
        inside = [x for x in mentions if o_start <= x.start and x.end <= o_end and not x.used
                  and not (x.word.single and
                           not own_token(low[o_start:o_end], x.start - o_start, x.end - o_start))]
        if inside:
            for x in inside:
                x.used = True
                out.found.append(Found(Polarity.DISLIKE, x.word.category, x.word.slug, x.said,
                                        persistence, True, x.start))
        else:
            said = _fallback_object(low[o_start:o_end], lex, eaten=True)
            if said:
                out.found.append(Found(Polarity.DISLIKE, Category.GENERAL, lex.slug_for(said),
                                        said, persistence, True, o_start))
        # The allergy's words end at its last named word: the object pattern runs on over
        # what follows ("allergic to wool so a scarf for my mum without it" lost the scarf).
        masked.take(w_start, max(x.end for x in inside) if inside and w_end == o_end else w_end)


def held_for_someone_else(low: str, found: list[Found], utter_persist: str | None,
                          everywhere: bool, carried: str = "") -> None:
    """A floor told of someone outside the household (the person the gift is for: "a scarf for
    my mother-in-law, she gets itchy from wool", 给婆婆买条围巾，她一碰羊毛就痒, "my mother-in-law
    can't do wool, she gets itchy") holds for this purchase, as `read_allergies` has it for an
    allergy said in words, whichever reader found it (a symptom, a list of allergens, a
    refusal made a floor by the reaction after it or by the exemplar vote); unless the speaker
    says it lasts or reaches everything. Called once, on every floor of the turn."""
    if utter_persist == "lasting" or everywhere:
        return
    for f in found:
        if f.is_global and f.persistence in ("lasting", "default") and f.at >= 0 and \
                whose_clause(low, f.at, carried) == "other":
            f.persistence = "session"


def read_symptoms(low: str, masked: Masked, mentions: list[Mention],
                  clauses: list[tuple[int, int]], out: Parse) -> None:
    """An attribute in a clause that names a symptom is an allergy: a global dislike
    ("nickel makes my ears swell", "一碰镍我就起红疹", "羊毛会让我浑身发痒")."""
    for i, (c_start, c_end) in enumerate(clauses):
        told = [m for m in SYMPTOMS.finditer(low[c_start:c_end])
                if not negated_symptom(low, c_start, m.start() + c_start, m.end() + c_start)
                and not _TREATED.search(low, c_start, m.start() + c_start)
                and not _TREATED_AFTER.match(low, m.end() + c_start)]
        if not told:
            continue
        symptom_colours = []
        colours = [x for x in mentions if x.word.category == Category.COLOR]

        def only_colour(a: int, b: int) -> bool:
            # (what stands between is colour again, or its 的: 红红的风团, "red, angry welts")
            return all(low[k] in " ,，的" or any(y.start <= k < y.end for y in colours) for k in range(a, b))

        for x in mentions:
            # A colour inside the symptom's words, or right before them, is the symptom's (红 of
            # 起红疹, 红肿, "a red itchy patch", 红红的风团): no colour refused nor searched, nor a
            # word the reaction's clause names.
            if x.word.category == Category.COLOR and not x.used and \
                    any(c_start + m.start() <= x.start and x.end <= c_start + m.end() or
                        (x.end <= c_start + m.start() and only_colour(x.end, c_start + m.start()))
                        for m in told):
                x.used = True
                masked.take(x.start, x.end)
                symptom_colours.append(x)
        # (The use may open the reaction's own clause, of what the clause before named: "羊毛这
        # 玩意儿我真受不了 一穿就痒", "wool jumpers, whenever i wear one my neck itches".)
        used = USED_BEFORE.match(low[c_start:c_end].lstrip(" 我就")) is not None
        # (so may the while after it: "乳胶手套戴上，没一会儿手背就起疹子", "latex gloves on, and
        # not long after my hands are covered in hives": the reaction follows what was named)
        used = used or NOT_LONG.match(re.sub(r"^[\s]*(?:(?:and|then|but)\s+)?(?:过了|过)?", "",
                                             low[c_start:c_end])) is not None
        if i > 0 and (USED_BEFORE.search(low[clauses[i - 1][0]:clauses[i - 1][1]]) or used) and \
                not NEGATION.search(NOT_LONG.sub(" ", low[c_start:c_end])) and \
                not any(c_start <= x.start < c_end and x not in symptom_colours for x in mentions):
            # "戴了含镍的耳环，耳朵就起水泡", "after wearing nickel earrings, my ears blistered":
            # the reaction, naming nothing, was caused by what the clause before used (never
            # a relief, "皮肤就不痒了").
            # The product used stays searched; the reaction is no product.
            cause = clauses[i - 1][0]
            for x in _floors_in(low, mentions, cause, c_start, out):
                masked.take(x.start, x.end)
            masked.take(c_start, c_end)
            continue
        cause = _subject_set_off(low, mentions, clauses, i, symptom_colours)
        if cause is not None:
            # "perfumed stuff, any fragrance at all, gives me a migraine", "香精，哪怕一点点，都会
            # 让我头疼": the reaction's clause opens on its verb, its subject the words said in
            # the clause before it (an aside that names nothing may stand between); the subject
            # was read as a LIKE of fragrance.
            for x in _floors_in(low, mentions, cause[0], cause[1], out):
                masked.take(x.start, x.end)
            masked.take(cause[1], c_end)  # the asides between and the reaction are no product
            continue
        for x in _floors_in(low, mentions, c_start, c_end, out):
            # The symptom and how it was told are not the product ("makes my ears swell").
            symptom = SYMPTOMS.search(low, x.end, c_end)
            masked.take(x.start, symptom.end() if symptom else x.end)


# A symptom the product is for, not one it causes: "socks for the hospital stay", "a cream for
# my eczema", "something to ease hay fever", 缓解头疼的, 防过敏的枕套 (the words just before it).
_TREATED = re.compile(r"(?:(?<![a-z])(?:for|against|(?:to\s+)?(?:ease|soothe|relieve|treat|prevent|help\s+with)"
                      r"|helps?\s+with)\s+(?:(?:the|my|a|an|his|her|our|their|your)\s+)?(?:[a-z\-]+\s+)?"
                      r"|(?:缓解|治疗|治|预防|防|抗|对付)(?:一下)?)$")
# ... or told after it: 湿疹用的手套, 过敏时戴的口罩, 鼻炎专用.
_TREATED_AFTER = re.compile(r"(?:时|的时候)?(?:用|穿|戴|吃|涂|擦|喝)的|专用|适用")
# A reaction's clause that opens on its verb, its subject said before a comma ("…, gives me a
# migraine", "…, makes my ears itch", "…，都会让我头疼"): a predicate with no subject of its own.
_REACTION_PREDICATE = re.compile(
    r"\s*(?:(?:also|always|still|just|even|really|instantly|immediately|usually|all|only)\s+)*"
    r"(?:gives?|gave|makes?|made|brings?|brought|leaves?|left|triggers?|triggered|sets?\s+off|"
    r"causes?|caused|sends?|sent|breaks?|broke)\s+(?:me|my|us|our|him|his|her|them|their)(?![a-z])|"
    r"\s*(?:都|也|就|总是?|立马|马上|立刻|一下子)*(?:会|能)?(?:让|害|搞得|弄得|使|令)"
    r"(?:我|我们|他|她|孩子|宝宝|老公|老婆)")
# What ends a sentence between two clauses: a subject said before it is another sentence's.
_SENTENCE_END = re.compile(r"[.!?。！？;；]")


def _subject_set_off(low: str, mentions: list[Mention], clauses: list[tuple[int, int]], i: int,
                     own_words: list[Mention]) -> tuple[int, int] | None:
    """The clause whose words are the subject of clause i's reaction, when clause i opens on
    the reaction's verb and names no word of its own: the nearest clause before it, in the same
    sentence, that names an unread word (at most one aside between: "even a tiny bit", 哪怕一点点)
    and likes nothing ("love wool, gives me a rash though" stays the clause's reading)."""
    c_start, c_end = clauses[i]
    if i == 0 or not _REACTION_PREDICATE.match(low, c_start) or NEGATION.search(low, c_start, c_end) or \
            any(c_start <= x.start < c_end and x not in own_words for x in mentions):
        return None
    for j in range(i - 1, max(-1, i - 3), -1):
        if _SENTENCE_END.search(low, clauses[j][1], clauses[j + 1][0]):
            return None
        a, b = clauses[j]
        if any(a <= x.start < b and not x.used for x in mentions):
            local = [x for x in mentions if a <= x.start < b]
            if any(h.kind in ("like", "in") for h in _clause_hits(low[a:b], a, local)):
                return None
            return a, b
    return None


# Where the list begins inside the allergy's own clause: after a colon ("allergies: peanuts").
_LIST_OPENS = re.compile(r"\s*[:：]")


_QUALIFIER_BEFORE = re.compile(r"(?<![a-z'])([a-z]+) $")


def _only_listed(low: str, start: int, end: int, mentions: list[Mention], out: Parse) -> list[Mention]:
    """The words named in low[start:end] when that span is nothing but a list of them (joined
    by and/or/&/、/和 and marks, or by spaces), none read yet but as a floor; else nothing."""
    floors = {f.at for f in out.found if f.is_global and f.polarity == Polarity.DISLIKE}
    inside = [x for x in mentions if start <= x.start and x.end <= end]
    if not inside or any(x.used and x.start not in floors for x in inside):
        return []
    rest = list(low[start:end])
    stance = bool(_clause_hits(low[start:end], start, inside))  # "love wool": no qualifier
    for x in inside:
        rest[x.start - start:x.end - start] = " " * (x.end - x.start)
        # a word that qualifies a listed word, right before it ("tree nuts", "pine nuts",
        # "cashew nuts"): a kind of it, still the list's (not a clause's word: "i", "are", "and")
        kind = _QUALIFIER_BEFORE.search(low, max(start, x.start - 20), x.start) if not is_cjk(x.said) else None
        if kind and not stance and kind.start(1) >= start and kind.group(1) not in _EN_END and \
                kind.group(1) not in _EN_STOP_WORDS and not LIST_GLUE.fullmatch(kind.group(1)):
            rest[kind.start(1) - start:kind.end(1) - start] = " " * len(kind.group(1))
    rest = LIST_GLUE.sub(" ", "".join(rest))
    return [] if re.search(r"[a-z0-9]|[" + CJK_RANGE + "]", rest) else inside


def read_allergen_list(low: str, masked: Masked, mentions: list[Mention],
                       clauses: list[tuple[int, int]], out: Parse) -> None:
    """An allergy told with no object ("we have bad allergies at home", "hubby is allergic
    btw", 老公是过敏体质), then a list of the words it is to, in the clauses after it or after a
    colon ("- latex and wool", ": peanuts, soy", 镍 乳胶): each listed word is a floor
    everywhere, and neither the allergy nor the list is the product (the allergy clause was
    searched as product text, showing random goods, where "I'm allergic to latex and wool"
    asks what to shop for)."""
    for i, (c_start, c_end) in enumerate(clauses):
        told = ALLERGY_WORD.search(low, c_start, c_end)
        if told is None or masked.now[told.start():told.end()] != low[told.start():told.end()]:
            continue  # no allergy here, or one already read with its object
        first = c_end
        opens = _LIST_OPENS.search(low, told.end(), c_end)
        if opens is not None and _only_listed(low, opens.end(), c_end, mentions, out):
            first = opens.end()
        if any(c_start <= x.start < first for x in mentions):
            continue  # the allergy's clause names a word of its own: the readers take it
        spans = [(first, c_end)] if first < c_end else []
        for start, end in clauses[i + 1:]:
            if not _only_listed(low, start, end, mentions, out):
                break
            spans.append((start, end))
        if not any(_only_listed(low, a, b, mentions, out) for a, b in spans):
            continue
        for start, end in spans:
            _floors_in(low, mentions, start, end, out)
            masked.take(start, end)
        # (an allergy told inside the request, "a blanket for my allergic son - wool", keeps it)
        from agent.product_types import find_types

        if classify_text(low[c_start:first]) == Domain.OTHER and not find_types(low[c_start:first], None):
            masked.take(c_start, first)


def _floors_in(low: str, mentions: list[Mention], start: int, end: int, out: Parse) -> list[Mention]:
    """The substances named in low[start:end], each a floor everywhere (read as such)."""
    taken = []
    for x in mentions:
        if start <= x.start and x.end <= end and not x.used and \
                x.word.category in (Category.MATERIAL, Category.GENERAL, Category.FEATURE) and \
                not (x.word.single and not own_token(low, x.start, x.end)):  # 麻 of 芝麻
            x.used = True
            out.found.append(Found(Polarity.DISLIKE, x.word.category, x.word.slug, x.said,
                                   "lasting", True, x.start))
            taken.append(x)
    return taken


@dataclass
class _Hit:
    start: int
    end: int
    trigger: _Trigger | None  # None: a lift marker
    kind: str  # dislike | like | in | free | lift_before | lift_after
    keep: tuple[int, int] | None = None  # a product inside the hit, left for the query


# A preference taken back by naming it as something said or kept: a verb of retracting whose
# object is the refusal itself ("forget that I don't like wool", "ignore what I told you about
# hating wool", "you can delete my dislike of wool", 忘掉我不喜欢羊毛这件事). Read alone, the
# refusal inside was a new dislike (a retraction stored the very thing it retracted). Verbs that
# also mean "keep out" ("remove the wool ones", 去掉塑料的) count only with the refusal after them.
_RETRACTION = re.compile(
    # ("don't forget I hate wool", 别忘了我不吃辣: a retraction denied is a reminder)
    r"(?<!n't )(?<!not )(?<!never )(?<![a-z])(?:forget|ignore|disregard|scratch|erase|delete|remove|undo|cancel|withdraw|"
    r"unlearn|retract|take\s+back|drop)(?![a-z])[^,.;!?]{0,40}?"
    r"(?:(?:don'?t|do\s+not|didn'?t|never|can'?t|won'?t)\s+(?:like|want|wear|use|buy|stand|eat)|"
    r"hat(?:e|ed|ing)|dislik(?:e|ed|ing)|avoid(?:ed|ing)?|(?:allergic|sensitive)\s+to|"
    r"(?:dislike|aversion|hatred|ban|rule|preference|note|allergy)\s+(?:of|on|about|against|for|to)|"
    r"(?:said|told\s+you|mentioned|wrote|asked\s+for)(?:\s+(?:about|regarding|on))?"
    r"(?:\s+(?:being|hating|disliking|not\s+liking|avoiding))?)(?![a-z])|"
    r"(?<![别不要能万])(?:忘掉|忘了|忘记|别记|不用记|不要记|删掉|删除|删了|撤销|撤回|收回|清除)[^，。；！？,.;!?]{0,8}?"
    r"(?:不喜欢|不想要|不要|讨厌|不穿|不用|不吃|过敏|说过?的|的偏好|那条|这条)")
# A reminder (别忘了我不喜欢羊毛, "don't forget I hate wool"): no retraction, and its 别 refuses
# nothing (it read 忘了我 as a disliked word).
_REMINDER = re.compile(r"(?:千万|可)?(?:别|不要|不能|不可以)忘(?:了|记|掉)?")
_DISMISSAL = re.compile(r"forget\s+(?:about|the)")
_DISMISS = _Trigger("forget about", Polarity.DISLIKE, reach=12)
# A rule named as what is set aside ("forget about the no-wool thing"): a take-back.
_RULE_NAMED = re.compile(r"(?<![a-z])(?:rules?|restrictions?|things?|requirements?|filters?|conditions?|"
                         r"bans?|limits?|polic(?:y|ies)|request|idea)(?![a-z])")


def read_clause(low: str, masked: Masked, mentions: list[Mention], c_start: int, c_end: int,
                 request: PlanInput, lex: Lexicon, out: Parse, is_global: bool,
                 utter_persist: str | None, led: str | None = None) -> None:
    clause = masked.now[c_start:c_end]
    if not clause.strip():
        return
    local = [m for m in mentions if c_start <= m.start and m.end <= c_end and not m.used]
    hits = _clause_hits(clause, c_start, local)
    # "any brand but X is fine" ("but" opens a clause of its own): the rest is fine, X is the
    # one set apart, no take-back
    apart = SET_APART.search(low, max(0, c_start - 30), c_start + 2)
    set_apart = [h for h in hits if h.kind == "lift_before"] if apart and apart.start() < c_start else []
    if set_apart:
        hits = [h for h in hits if h not in set_apart]
        # (the one set apart is refused: the exception word opened the clause before this one)
        hits.append(_Hit(c_start, c_start, _EXCEPTED, "dislike"))
    # (`led`: the scope a clause naming nothing said right before this one.)
    own = persistence_of(low[c_start:c_end]) or led
    persistence = own or utter_persist or "default"
    # A doctor's order in the clause makes its refusal a floor ("my allergist told me no X").
    # (or ending the clause before, the order's words told here: "营养师叮嘱过我，含麸质的不要")
    is_global = is_global or doctor_ordered(low, c_start, c_end)
    if own == "session":
        # "Skip purple just this time; I'm vegan": a word refused for this time only is no
        # floor, whatever the utterance says elsewhere.
        is_global = False
    elif is_global and persistence == "session":
        # A floor takes no "this time" said in another clause: who one is holds past it.
        persistence = "default"

    # "Forget about X", "forget the X ones" take back a refusal the session holds; said of a
    # word the session does not refuse, and reporting nothing said before, they dismiss it:
    # a refusal ("until I check out, forget about white sneakers"), when nothing else in the
    # utterance takes a word back ("forget about wool, it's fine").
    refused = {c.slug for c in request.constraints if c.polarity == Polarity.DISLIKE}
    for i, hit in enumerate(hits):
        if hit.kind == "lift_after" and _DISMISSAL.fullmatch(low[hit.start:hit.end]):
            after = [m for m in local if m.start >= hit.end and len(low[hit.end:m.start].strip()) <= 8]
            if after and after[0].word.slug not in refused and not _reported(low, hit.start) and \
                    not _RULE_NAMED.search(low, hit.end, c_end) and \
                    not _LIFT_BEFORE.search(low) and \
                    not any(m.start() != hit.start for m in _LIFT_AFTER.finditer(low)):
                hits[i] = _Hit(hit.start, hit.end, _DISMISS, "dislike")
    # Lifts first: "塑料也行" takes plastic back and says nothing else about it. Not a word put
    # off to another time ("plaid's fine another week", 格纹改日再议): not now, so refused now
    # (offline_semantics reads it so), never taken back.
    deferral = deferred(low[c_start:c_end])
    for hit in [h for h in hits if h.kind.startswith("lift") and not deferral]:
        _read_lift(low, masked, hit, local, hits, c_start, c_end, request, out, mentions)
    hits = [h for h in hits if not h.kind.startswith("lift")]

    # A free-of compound refused ("no gluten-free bread", "skip the sugar-free ones", 别给我
    # 无糖的): what is refused is the free-ness, so the word is no dislike (nor a like: the
    # shopper may only dislike the taste of the substitute). Its word is read no further; the
    # compound stays in the text, naming the product.
    for i, hit in enumerate(hits):
        zh_free = hit.kind == "dislike" and low[hit.start:hit.end] in ("无", "免")
        refusal = next((j for j, h in enumerate(hits[:i]) if h.kind == "dislike" and h.end <= hit.start and
                        _FREE_REFUSED_GAP.fullmatch(low[h.end:hit.start])), None)
        if (hit.kind != "free" and not zh_free) or refusal is None:
            continue
        # (The refusal is spent on the compound: it takes no other object after it.)
        hits[refusal] = _Hit(hits[refusal].start, hits[refusal].end, None, "refused_free")
        for x in local:
            if not x.used and (hit.start <= x.start < hit.end or (zh_free and x.start == hit.end)):
                x.used = True
        hits[i] = _Hit(hit.start, hit.end, None, "refused_free")
    hits = [h for h in hits if h.kind != "refused_free"]

    # "-free" compounds: the known word before is disliked ("plastic-free bottle").
    for hit in [h for h in hits if h.kind == "free"]:
        # Who one is, told as free of it ("we're a meat-free household", "I'm gluten-free",
        # "I keep a nut-free home"): a floor everywhere, not a product's description.
        who = _EN_FREE_IDENTITY.search(low[c_start:hit.start])
        noun = _EN_FREE_IDENTITY_AFTER.match(low, hit.end)
        identity = bool(who and noun)
        if identity:  # who one is, is not the product
            masked.take(c_start + who.start(), hit.start)
            masked.take(hit.end, noun.end() if noun.group(0).strip(" ,.;!?") not in ("and",) else hit.end)
        for x in local:
            if not x.used and x.start >= hit.start and x.end <= hit.end:
                x.used = True
                out.found.append(Found(Polarity.DISLIKE, x.word.category, x.word.slug, x.said,
                                        "lasting" if identity and persistence == "default" else persistence,
                                        is_global or identity, x.start))
        masked.take(hit.start, hit.end)
    hits = [h for h in hits if h.kind != "free"]

    for i, hit in enumerate(hits):
        span_end = hits[i + 1].start if i + 1 < len(hits) else c_end
        trig = hit.trigger
        assert trig is not None
        targets = _targets(low, hit.end, span_end, trig.reach, local,
                           governs=low[hit.start:hit.end].startswith("nothing")
                           and not trig.fallback)
        product = _product_with(low[hit.end:targets[0].start if targets else span_end]) \
            if trig.polarity == Polarity.DISLIKE and not is_cjk(low[hit.start:hit.end]) else None
        if product:  # "no mugs with lead", "no necklaces with nickel" still search mugs, necklaces
            hit = _Hit(hit.start, hit.end, hit.trigger, hit.kind,
                       (hit.end + product.start("name"), hit.end + product.end("name")))
        if hit.kind == "in":
            # "in black", and the material a product is asked in ("a cardigan in cashmere",
            # "chairs in solid wood"): the word's position says it is wanted.
            targets = [t for t in targets if t.word.category in (Category.COLOR, Category.MATERIAL)]
            # ("every time I sit in the X chair": the word modifies the thing one is in, and
            # what stands before "in" asks nothing; agent.language.asked_in)
            targets = [t for t in targets if not names_a_place(low[c_start:hit.start], low[hit.end:t.start], low[t.end:c_end])]
            back = _EN_BACK_REFERENCE.match(low[hit.end:span_end])
            if back and not points_back(low[c_start:hit.start], low[hit.end:c_end]):
                back = None  # "I can barely move in it", "in this damp flat": where, not what in
            if not targets and back:
                # "walnut is gorgeous; a bedside table in it?": "in it" points back at the
                # material named last, when what named it refused nothing.
                before = [m for m in mentions if m.end <= hit.start and not m.used and
                          m.word.category == Category.MATERIAL]
                if before and not NEGATION.search(low[_clause_start(low, before[-1].start):hit.start]):
                    targets = [before[-1]]
                    masked.take(hit.end, hit.end + back.end())  # the pronoun is no product
            if not targets:
                continue
        polarity = trig.polarity
        p = "lasting" if trig.lasting and persistence == "default" else persistence
        if not targets and polarity == Polarity.DISLIKE and is_cjk(low[hit.start:hit.end]) \
                and (trig.before or
                     # (who it is shown to may follow the verb: "涤纶一概别推荐给我")
                     re.fullmatch(rf"(?:推荐?|看|买|选|发|上|出现|显示|出来|含有?|带有?|有|放|加|掺)?(?:给我|给咱们?)?"
                                  rf"[\s{ZH_PARTICLES}]*",
                                  low[hit.end:span_end])):
            # Topic first: "塑料的不要", "皮的就不要了": the word before the trigger.
            before = [m for m in local if m.end <= hit.start and not m.used]
            if before and _zh_topic_gap(low[before[-1].end:hit.start], before[-1].said):
                targets = [before[-1]]
                noun = _ZH_GAP_PRODUCT.match(low, before[-1].end, hit.start)
                if noun and _product_after(low, noun.start(1)):
                    # "羊毛的围巾就不要了", "真皮沙发都不考虑": the product between the word and
                    # the refusal is still what is searched.
                    hit = _Hit(hit.start, hit.end, hit.trigger, hit.kind, (noun.start(1), noun.end(1)))
                # The verb after the trigger is the dislike's too ("别给我推了" is no product);
                # after 以外 the product follows and is searched.
                if not trig.before:
                    masked.take(hit.end, span_end)
            elif not before:
                # An unknown name told as a brand ("X这个牌子我不喜欢"): a brand dislike.
                brand = _ZH_BRAND_TOPIC.search(low[c_start:hit.start])
                if brand:
                    from agent.language.segment import function_words

                    said = brand.group("name")
                    if said not in function_words():  # 其他牌子, 别的牌子: no maker named
                        out.found.append(Found(polarity, Category.BRAND, lex.slug_for(said), said,
                                               p, False, c_start + brand.start()))
                    masked.take(c_start + brand.start(), hit.end if trig.before else span_end)
                    continue
        if not targets and polarity == Polarity.LIKE and is_cjk(low[hit.start:hit.end]) \
                and re.fullmatch(rf"[\s{ZH_PARTICLES}]*", low[hit.end:span_end]):
            # Topic first, as for a dislike: "真皮的邮差包我很喜欢", "实木的我一向喜欢": the
            # word before, with at most the product it makes and adverbs between.
            before = [m for m in local if m.end <= hit.start and not m.used and not m.word.single]
            if before and _topic_gap(low[before[-1].end:hit.start]):
                targets = [before[-1]]
        if not targets and polarity == Polarity.DISLIKE and not is_cjk(low[hit.start:hit.end]):
            # Topic first, with a modal between: "X should never come near my sofa", "X must
            # not be in it": the word before is refused, not the verb after ("come near").
            before = [m for m in local if m.end <= hit.start and not m.used and not m.word.single]
            gap = low[before[-1].end:hit.start] if before else ""
            # A preposition left stranded at the trigger's end ("linen trousers I'm finished
            # with for good", "wool jumpers I'm done with, they itch"): its object was fronted.
            stranded = bool(_EN_STRANDED.search(low[hit.start:hit.end])) and not re.search(
                r"[a-z]", LASTING_MARKERS.sub(" ", SESSION_MARKERS.sub(" ", low[hit.end:span_end])))
            # A refusal whose object slot is empty ("never show me again", "please don't
            # suggest any again"): its object is the word said before it.
            # (a word of how long said in the slot is no object: "viscose, however, I have given
            # up for good")
            emptied = (trig.fallback or trig.lasting) and bool(_EN_EMPTY_OBJECT.fullmatch(
                LASTING_MARKERS.sub(" ", SESSION_MARKERS.sub(" ", low[hit.end:span_end]))))
            if (stranded or emptied) and not before:
                # Fronted into a clause of its own: "leather, I've given up on for good",
                # "wool, on the other hand, never show me again" (the aside says nothing).
                earlier = [m for m in mentions if m.end <= hit.start and not m.used and not m.word.single]
                between = " ".join(part for part in low[earlier[-1].end:hit.start].split(",")
                                   if not EN_ASIDE.fullmatch(part)) if earlier else ""
                if earlier and _EN_TOPIC_SUBJECT.fullmatch(between) and \
                        (stranded or "," in low[earlier[-1].end:hit.start]):
                    before, gap, stranded = earlier[-1:], "", True
            if "," in gap:  # "X trousers, on the other hand, are out": the aside is no product
                gap = " ".join(part for part in gap.split(",") if not EN_ASIDE.fullmatch(part))
            if before and trig.reach == 0 and _EN_FOR_ME.fullmatch(gap):
                gap = ""  # "leather for me is a matter of conscience"
            if before and (trig.reach == 0 or stranded) and not _EN_MODAL_GAP.fullmatch(gap) and \
                    (_fronted_product(gap, lex) or _product_it_is_in(gap) or (stranded and not gap.strip())):
                # "suede boots are a no go": the boots are still what is searched. The things
                # may be words the domain table names products with that no type lists ("neon
                # running tops are a standing no", "glitter coasters are off the table").
                x = before[-1]
                x.used = True
                out.found.append(Found(polarity, x.word.category, x.word.slug, x.said, p,
                                       is_global, x.start))
                masked.take(x.start, x.end)
                masked.take(hit.start, _governed_end(low, hit.end, _unread(hit.end, span_end, local)))
                continue
            # The object fronted before its subject ("wool I never want in my bedding", "X we
            # don't buy"): a verb of wanting or buying says the refusal; a bare "never" with a
            # subject before it says something else of the word ("X I never have to iron").
            # The product the word makes may stand before the subject ("suede loafers I will
            # never want again").
            subject = _EN_SUBJECT_START.search(gap)
            fronted = (_EN_SUBJECT_GAP.fullmatch(gap) or
                       (subject and _fronted_product(gap[:subject.start()], lex) and
                        _EN_SUBJECT_GAP.fullmatch(gap[subject.start():]))) and \
                not _EN_BARE_NEVER.fullmatch(low[hit.start:hit.end])
            if before and (_EN_MODAL_GAP.fullmatch(gap) or fronted):
                if not gap.strip() and _EN_BARE_NEVER.fullmatch(low[hit.start:hit.end]) and \
                        not _EN_NEVER_END.fullmatch(low[hit.end:span_end]):
                    # "X never <verb>" with no modal: the verb says the polarity ("X never
                    # disappoints", "X never wrinkles" praise X; "X never lasts" does not).
                    # The word is left to the clause's reading (an unsure like is nothing),
                    # and the verb is no object: no slug `disappoints`.
                    masked.take(hit.start, _governed_end(low, hit.end,
                                                         _unread(hit.end, span_end, local)))
                    continue
                targets = [before[-1]]
                masked.take(hit.end, _governed_end(low, hit.end, _unread(hit.end, span_end, local)))
                if subject and not _EN_SUBJECT_GAP.fullmatch(gap):
                    # "suede boots I'm never buying again": the boots are still what is searched
                    hit = _Hit(hit.start, hit.end, hit.trigger, hit.kind,
                               (before[-1].end, before[-1].end + subject.start()))
        if not targets and polarity == Polarity.DISLIKE and not is_cjk(low[hit.start:hit.end]):
            # A pronoun as the refusal's object points back at the word named last ("wool, I
            # can't stand it", "suede is pretty but I'd rather avoid it this time", "dairy and I
            # don't get along, I avoid it completely").
            back = _EN_BACK_REFERENCE.match(low[hit.end:span_end]) or _EN_ANOTHER.match(low[hit.end:span_end])
            earlier = [m for m in mentions if m.end <= hit.start and not m.used and not m.word.single]
            # (Not the subject of a clause after it: "avoid it being itchy" speaks of the coat.)
            if back and earlier and not re.match(r"\s+(?:[a-z]+ing|to|be)(?![a-z])", low[hit.end + back.end():span_end]):
                targets = [earlier[-1]]
                masked.take(hit.end, hit.end + back.end())
        if not targets and polarity == Polarity.LIKE and not is_cjk(low[hit.start:hit.end]):
            # Told topic first: "X is what I always like", "X..., I swear by them".
            back = _EN_BACK_REFERENCE.match(low[hit.end:span_end])
            cleft = _EN_CLEFT.search(low[c_start:hit.start])
            if back or cleft or trig.before:
                before = [m for m in mentions if m.end <= hit.start and not m.used and
                          m.word.bare_ok and not m.word.single]
                if cleft:
                    before = [m for m in before if m.end <= c_start + cleft.start()]
                if trig.before:  # right before it, nothing between ("X or nothing")
                    before = [m for m in before if not low[m.end:hit.start].strip()]
                if before:
                    targets = [before[-1]]
        if targets:
            diet = polarity == Polarity.DISLIKE and \
                DIET_REFUSAL.search(low[c_start:max(hit.end, targets[0].start)])
            for x in targets:
                x.used = True
                category = Category.COLOR if hit.kind == "in" and _in_colour(x) else x.word.category
                # "我不沾荤腥", "I don't drink alcohol": a food one does not take, said of
                # oneself, is a diet: a floor everywhere, like who one is.
                floor = bool(diet) and x.word.slug in DIET_SLUGS
                out.found.append(Found(polarity, category, x.word.slug, x.said,
                                        "lasting" if floor and p == "default" else p,
                                        (is_global or floor) and polarity == Polarity.DISLIKE, x.start))
            if polarity == Polarity.DISLIKE:
                start, end = min(hit.start, *(t.start for t in targets)), \
                    max(hit.end, *(t.end for t in targets))
                if hit.keep:  # "no rugs in wool" still searches rugs
                    masked.take(start, hit.keep[0])
                    masked.take(hit.keep[1], end)
                else:
                    masked.take(start, end)
                _take_tail(low, masked, max(t.end for t in targets), span_end)
            else:
                masked.take(hit.start, hit.end)
                tail = re.match(r"[的]?不(?:可|行|买|穿|用|要|选)", low[max(t.end for t in targets):])
                if low[hit.start:hit.end] == "非" and tail:  # "非X不可": the tail is the like's
                    end = max(t.end for t in targets) + tail.end()
                    masked.take(end - tail.end(), end)
        elif polarity == Polarity.DISLIKE and _DEGREE_OBJECT.match(low, hit.end, span_end):
            # "羊毛衫不要太厚", "a wool rug, not too heavy": a degree of a quality is what is
            # refused; the material before it is the product's own, neither liked nor refused
            # (a vote read the clause's negation as a wool dislike).
            for x in local:
                if not x.used and x.end <= hit.start:
                    x.used = True
            masked.take(hit.start, _governed_end(low, hit.end, _unread(hit.end, span_end, local)))
        elif polarity == Polarity.DISLIKE and trig.fallback:
            # After the adverb alone an English word is a verb ("never comes near", "never
            # disappoints"), not a thing refused: no slug of it, only nothing searched.
            bare_never = _EN_BARE_NEVER.fullmatch(low[hit.start:hit.end])
            said = None if bare_never else _fallback_object(
                low[hit.end:span_end], lex, eaten=_contained(low[c_start:hit.end], low[hit.end:span_end]))
            known = lex.find(said) if said else None
            if known is not None and known.slug in out.lifted:
                # "刚才说不要塑料的那句当我没说": the word the refusal names was just taken
                # back by its clause; the refusal is reported, not said again.
                said = None
            if said:
                out.found.append(Found(polarity, lex.category_of(lex.slug_for(said)),
                                        lex.slug_for(said), said, p, is_global, hit.end))
                if hit.keep:
                    masked.take(hit.start, hit.keep[0])
                    masked.take(hit.keep[1], span_end)
                else:
                    masked.take(hit.start, _zh_kind_end(low, said, hit.end, span_end))
            else:
                # What a dislike governs is never searched for, object or not ("不要太贵",
                # "not too expensive" must not become the query "expensive"); the product
                # after it stays ("别太贵的沙发" still searches 沙发).
                masked.take(hit.start, _governed_end(low, hit.end, _unread(hit.end, span_end, local)))
        elif trig.before:
            # "除了羊毛之外的围巾": 之外 repeats the refusal 除了 already read; not searched.
            masked.take(hit.start, hit.end + (1 if low[hit.end:hit.end + 1] == "的" else 0))
        elif polarity == Polarity.DISLIKE and hit.trigger.governs:
            masked.take(hit.start, _governed_end(low, hit.end, _unread(hit.end, span_end, local)))


# A degree and a quality after a negation: "不要太厚", "别太贵", "not too heavy", "not overly
# shiny": no object, a measure of the product.
_DEGREE_OBJECT = re.compile(r"\s*(?:太|过于|过分|那么|这么)(?![多少])|\s*(?:too|overly|excessively)\s+[a-z]")


def _clause_start(low: str, at: int) -> int:
    return max((m.end() for m in CLAUSE_PUNCTUATION.finditer(low, 0, at)), default=0)


def _in_colour(x: Mention) -> bool:
    """After "in", a colour, or a metal named alone ("in silver" is its colour); "in sterling
    silver" names the material."""
    return x.word.category == Category.COLOR or (
        x.word.slug in _METAL_COLOURS and x.said.lower() == x.word.slug.replace("_", " "))


_METAL_COLOURS = frozenset({"gold", "silver", "rose_gold"})


_EN_STRANDED = re.compile(r"(?<![a-z])(?:with|of|from|on)$")
# Between a topic set off by a comma and the refusal whose object it is: the subject ("leather,
# I've given up on", "wool, we're done with").
_EN_TOPIC_SUBJECT = re.compile(r"[\s,\-]*(?:(?:i|we)(?:'ve|\s+have|'m|\s+am|'re|\s+are)?\s+)?"
                               r"(?:(?:really|just|totally|already|long|since)\s+)*")
# The adverb alone, no verb of buying after it: "X never disappoints" (not "never buy X").
_EN_BARE_NEVER = re.compile(r"never")
# "X never again", "X, never ever", "and X never": no verb follows, the adverb refuses X.
_EN_NEVER_END = re.compile(r"\s*(?:(?:again|ever|ever\s+again|please|thanks)\s*)?[\s.!]*")
# Nothing left for a refusal to take after it: "never show me again", "don't suggest any".
_EN_EMPTY_OBJECT = re.compile(r"\s*(?:(?:it|them|those|that|any|one|ones|either)\s+)?"
                              r"(?:(?:entirely|completely|altogether|totally|for\s+good)\s*)?"
                              r"(?:(?:again|ever|ever\s+again|any\s?more|please|thanks)\s*)*[\s.!]*")
_EN_SUBJECT_GAP = re.compile(r"\s*(?:i|we)(?:'d|'ll|'m|'re|'ve|\s+am|\s+are|\s+have)?\s+(?:(?:should|must|will|would|really|just|also|"
                             r"simply|honestly|truly)\s+)*")
_EN_MODAL_GAP = re.compile(r"(?:[\s\-]+(?:ones?|stuff|things?|items?|products?))?\s*(?:(?:should|must|will|would|can|"
                           r"could|may|shall|'ll|'d|ought|really|just|also|"
                           r"simply|please)\s+)*")


def _unread(start: int, end: int, mentions: list[Mention]) -> int:
    """Where a dislike's governed words must stop: before a known attribute word it could not
    take as its object ("nothing beats cashmere", "别再给我推皮革的鞋"). Masked with the
    trigger, that word was read by no one; left standing, its clause's reading decides it."""
    return min([m.start for m in mentions if start <= m.start < end and not m.used], default=end)


def _governed_end(low: str, start: int, end: int) -> int:
    """Where the words a dislike governs stop: at the first 的 (Chinese), or after at most
    three words before a joining word (English)."""
    span = low[start:end]
    if is_cjk(span):
        cut = span.find("的")
        return start + (cut + 1 if cut >= 0 else min(len(span), 4))
    pos, words = 0, 0
    for m in re.finditer(r"[a-z'\-]+", span):
        if m.group(0) in _EN_END or words == 3:
            break
        pos, words = m.end(), words + 1
    return start + pos


def _take_tail(low: str, masked: Masked, start: int, end: int) -> None:
    """After a dislike's words, a trailing 的/款/材质 belongs to the dislike, not the product."""
    m = re.match(r"[的款色质料材面制\s]*(?:材质|面料|款式|的款|做的|制的|制成的|的|东西|制品|产品)?", low[start:end])
    en = re.match(r"(?:[\s\-]+(?:ones?|stuff|things?|items?|products?|materials?|based|made|"
                  r"please|pls|plz|at\s+all|whatsoever|(?:out|away)(?=\s*(?:[,.;!?]|$))))+(?![a-z])",
                  low[start:end])
    if en and en.end() > (m.end() if m else 0):
        m = en
    if m and m.end():
        masked.take(start, start + m.end())


# The English refusal verbs among the triggers, and the endings that say them of a third
# person or of the past: "hate" takes "hates", "hated"; "skip" takes "skips", "skipped".
# (The like triggers carry their subject, "i love", so they are never inflected.)
_EN_INFLECTED_VERB = re.compile(r"(?<![a-z])(?:hate|dislike|avoid|skip|exclude)$")
_EN_VERB_INFLECTION = re.compile(r"(?:s|es|d|ed|ped)(?![a-z0-9'])")


_TRIGGERS = (*_ZH_TRIGGERS, *_EN_TRIGGERS)


@lru_cache(maxsize=1)
def _trigger_gate() -> script_gate.Gate:
    """The triggers with the script each one's matches need, read on first use: a clause is
    scanned only with the triggers it can hold (an English clause with no Chinese one's)."""
    return script_gate.Gate(t.regex for t in _TRIGGERS)


def _clause_hits(clause: str, offset: int, mentions: list[Mention]) -> list[_Hit]:
    hits: list[_Hit] = []
    for trig, may in zip(_TRIGGERS, _trigger_gate().may_match(clause)):
        if not may:
            continue
        for m in trig.regex.finditer(clause):
            kind = "dislike" if trig.polarity == Polarity.DISLIKE else "like"
            end = m.end()
            if not has_cjk(m.group(0)):
                # English triggers are whole words; one that opens with a contraction ("'s a
                # no", "'re out") is glued to the word it is said of.
                if m.start() > 0 and re.match(r"[a-z0-9'\-]", clause[m.start() - 1]) and \
                        not m.group(0).startswith("'"):
                    continue
                if m.end() < len(clause) and re.match(r"[a-z0-9']", clause[m.end()]) and \
                        not m.group(0).endswith("-"):
                    # A verb trigger said of someone else or of the past ("she hates X", "he
                    # avoided X", "my dad dislikes X"): the inflection ends the whole word.
                    inflected = _EN_VERB_INFLECTION.match(clause, m.end()) \
                        if _EN_INFLECTED_VERB.search(m.group(0)) else None
                    if inflected is None:
                        continue
                    end = inflected.end()
            hits.append(_Hit(offset + m.start(), offset + end, trig, kind))
    in_like = _Trigger("in", Polarity.LIKE, reach=8)
    for m in _EN_IN_COLOUR.finditer(clause):
        hits.append(_Hit(offset + m.start(), offset + m.end(), in_like, "in"))
    for m in _EN_FREE.finditer(clause):
        head = [x for x in mentions if x.end == offset + m.end(1)]
        if head:
            hits.append(_Hit(head[-1].start, offset + m.end(), None, "free"))
    for m in _LIFT_BEFORE.finditer(clause):
        if _ZH_LIFT_REFUSED.search(clause[:m.start()]):
            continue  # "粉色的先别放进来", 不要恢复: letting it back in refused, no take-back
        if SET_APART.search(clause[:m.start()]):
            continue  # "anything except X works": the rest is fine, X the one set apart
        hits.append(_Hit(offset + m.start(), offset + m.end(), None, "lift_before"))
    for m in _ZH_RESIGNED.finditer(clause):
        # "塑料就塑料吧": the word said again after 就 is accepted, resigned (the first one is
        # what the marker takes back).
        hits.append(_Hit(offset + m.start("again"), offset + m.end(), None, "lift_before"))
    for m in _LIFT_AFTER.finditer(clause):
        hits.append(_Hit(offset + m.start(), offset + m.end(), None, "lift_after"))
    # A complaint denied ("X isn't an issue", "X no longer bothers me", 不在乎X): a take-back,
    # longer than the negation inside it that read as a refusal (agent/language/complaint_denied).
    for a, b in denied_complaints(clause):
        hits.append(_Hit(offset + a, offset + b, None, "lift_before"))
    # A permission, then its exception ("any colour's fine except beige", "all labels are good
    # with me aside from X", "everything's ok apart from X"): the rest is allowed, the one
    # after the exception word is refused; the permission takes nothing back and likes nothing.
    for m in _EXCEPTION_WORD.finditer(clause):
        permit = _PERMITTED_BEFORE.search(clause[:m.start()])
        if permit is None:
            continue
        a, b = offset + permit.start(), offset + permit.end()
        hits = [h for h in hits if not (h.kind in ("lift_before", "lift_after", "like") and
                                        h.start < b and a < h.end)]
        hits.append(_Hit(offset + m.start(), offset + m.end(), _EXCEPTED, "dislike"))
    # A trigger inside a word the lexicon knows is part of that word: "non" of "non-slip"
    # (a feature wanted) refuses nothing.
    # Nor is "non" before a word the lexicon does not know a refusal: "non-toxic paint",
    # "non-iron shirts" name a quality wanted (and the product after it stays searched).
    hits = [h for h in hits if h.trigger is None or
            not any(x.start <= h.start and h.end < x.end for x in mentions)]
    starts = {x.start for x in mentions}
    hits = [h for h in hits if not (h.trigger is not None and h.kind == "dislike" and
                                    clause[h.start - offset:h.end - offset] == "non" and
                                    h.end + 1 not in starts)]
    # 要 before 不 asks for the word that 不 begins (要不锈钢的); else 不 is its own
    # (要不要, 要不然).
    hits = [h for h in hits if not (h.trigger is not None and h.trigger.polarity == Polarity.LIKE and
                                    clause[h.end - offset:h.end - offset + 1] == "不" and
                                    h.end not in starts)]
    # An A-not-A question ("是不是", "买不买"): its 不 asks, it refuses nothing.
    hits = [h for h in hits if not (h.kind == "dislike" and h.start > offset and
                                    clause[h.start - offset] in "不没" and
                                    clause[h.start - offset - 1] == clause[h.start - offset + 1:h.start - offset + 2])]
    # A negation that denies stopping ("can never resist X", "no going back", 离不开) is
    # praise, read by the clause's stance (offline_polarity.praised_by_denial): no refusal.
    from agent.engines.offline_polarity import denied_stop, oath_spans, refusal_denied

    # Nor does an oath ("not gonna lie", 不骗你) or a refusal verb denied ("not that I dislike
    # X", 也不是不喜欢X): the negation governs the telling or the refusal, not the word.
    praise = [(offset + a, offset + b) for a, b in (*denied_stop(clause), *oath_spans(clause))]
    hits = [h for h in hits if h.kind != "dislike" or
            not any(a <= h.start < b for a, b in praise)]
    # (Inside a refusal denied, the like word under the refusal's negation, 不喜欢's 喜欢, is
    # no trigger either: it would be read as negated again.)
    denied = [(offset + a, offset + b) for a, b in refusal_denied(clause)]
    hits = [h for h in hits if h.kind not in ("dislike", "like") or
            not any(a <= h.start < b for a, b in denied)]
    # A trigger inside an attribute word is part of that word (无线 is wireless, no-iron).
    hits = [h for h in hits if h.kind == "free" or not any(
        x.start <= h.start and h.end <= x.end for x in mentions)]
    # Longest trigger wins where two overlap (不喜欢 over 喜欢, 不想要 over 想要).
    hits.sort(key=lambda h: (-(h.end - h.start), h.start))
    kept: list[_Hit] = []
    for h in hits:
        if not any(k.start < h.end and h.start < k.end for k in kept):
            kept.append(h)
    kept.sort(key=lambda h: h.start)
    # "not in red", "no, made of": a like right after a dislike belongs to the dislike.
    # "skip anything in red", "avoid any stuff made of nylon": a filler object between them.
    merged: list[_Hit] = []
    for h in kept:
        # "not a fan of X", "not really into X", "never a big fan of X": the like trigger
        # is under the negator before it; X is refused (it was read as a like of X).
        if merged and h.kind == "like" and merged[-1].kind == "dislike" and \
                _EN_BARE_NEGATOR.fullmatch(clause[merged[-1].start - offset:merged[-1].end - offset]) and \
                _NEGATED_LIKE_GAP.fullmatch(clause[merged[-1].end - offset:h.start - offset]):
            merged[-1] = _Hit(merged[-1].start, h.end, _NEGATED_LIKE, "dislike")
            continue
        if merged and h.kind in ("like", "in") and merged[-1].kind == "dislike" and (
                _FILLER_OBJECT.fullmatch(clause[merged[-1].end - offset:h.start - offset]) or
                ((h.kind == "in" or _MADE_OF.fullmatch(clause[h.start - offset:h.end - offset])) and
                 _names_product_only(_OFFERED.sub(" ", clause[merged[-1].end - offset:h.start - offset])) and
                 # a material or colour after "in" ("no rugs in wool"), not "avoid fragrance
                 # in every single thing I buy" (fragrance is refused, not a product)
                 any(0 <= x.start - h.end <= 8 for x in mentions))):
            # "no rugs in wool": the product between a dislike and "in" is what is made of it.
            gap = (merged[-1].end, h.start) if h.kind in ("in", "like") and not _FILLER_OBJECT.fullmatch(
                clause[merged[-1].end - offset:h.start - offset]) else None
            merged[-1] = _Hit(merged[-1].start, h.end, merged[-1].trigger, "dislike", gap)
            continue
        # An exception under a negation said before it ("can't go back to anything but X",
        # "I won't wear anything except X", "never buy anything other than X"): nothing but
        # X, the one thing kept, a like (the exception alone, "anything but X", refuses X).
        excepting = h.kind == "dislike" and (
            _EN_EXCEPTION.fullmatch(clause[h.start - offset:h.end - offset]) or
            (re.fullmatch(r"except|other\s+than", clause[h.start - offset:h.end - offset]) and
             re.search(r"(?<![a-z])anything\s+$", clause[:h.start - offset])))
        negator = list(_EN_EXCLUSIVE_BEFORE.finditer(clause[:h.start - offset])) if excepting else []
        if negator:
            # (The refusal the negator made, "won't wear", "never buy", is this one's.)
            at = offset + negator[-1].start()
            merged = [k for k in merged if not (k.kind == "dislike" and k.start <= at < k.end)]
            merged.append(_Hit(h.start, h.end, _ONLY_THIS, "like"))
            continue
        # A like under a negation said before it in the clause, that no trigger took ("my
        # conscience won't let me own anything made from X", "我不太喜欢X"): what it
        # names is refused, not liked. (Not inside a negation that refuses nothing: "给我什么都
        # 不换" denies an exchange, its 换 is no like under 不.)
        if h.kind == "like" and h.trigger is not None and \
                not any(a <= h.start < b for a, b in praise) and \
                _negated_before(clause[:h.start - offset], [k for k in kept if k.start < h.start],
                                offset):
            zh = _ZH_NEGATOR.search(clause[:h.start - offset])
            h = _Hit(offset + zh.start() if zh else h.start, h.end, _NEGATED_LIKE, "dislike")
        merged.append(h)
    return merged


# Whose verdict it is, said between a topic and its verdict ("X for me is a no").
_EN_FOR_ME = re.compile(r"\s*(?:for|to)\s+(?:me|us|my\s+family)\s*")
# Where the subject of a fronted refusal begins ("suede loafers| i will never want").
_EN_SUBJECT_START = re.compile(r"\s(?=(?:i|we)(?:'d|'ll|'m|'re|'ve|\s+am|\s+are|\s+have)?\s)")
# The product a word is in, said between it and its verdict ("plastic in the kids' toys is a
# no"): a preposition of place and a determiner, then the product.
_EN_IN_THE = re.compile(r"\s*(?:in|on|inside|for)\s+(?:(?:the|my|our|his|her|their|any)\s+)?")


def _product_it_is_in(gap: str) -> bool:
    placed = _EN_IN_THE.match(gap)
    if not placed:
        return False
    product = gap[placed.end():].strip()
    return _names_product_only(product) or (
        0 < len(product.split()) <= 3 and not re.search(r"[^a-z'\s\-]", product) and
        classify_text(product) != Domain.OTHER)


# What a product is made of, said after it: under a refusal before the product ("no chairs made
# of plastic", "avoid rugs made from jute") what it is made of is refused, as "no rugs in wool"
# refuses wool (read alone as a like trigger, it searched for the very plastic refused).
_MADE_OF = re.compile(r"made\s+(?:of|from|with|out\s+of)")
# Before the product, the offer refused and an article ("avoid recommending chests of drawers
# made of MDF", "no any rugs made of jute"): the product is what follows.
_OFFERED = re.compile(r"^\s*(?:(?:recommending|suggesting|showing|offering|proposing|listing|sending)"
                      r"(?:\s+(?:me|us))?\s+)?(?:(?:any|the|a|an|some)\s+)?")


def _names_product_only(gap: str) -> bool:
    """A gap of at most three words that is a product noun ("rugs", "winter coats")."""
    from agent.product_types import type_of_title

    words = re.findall(r"[a-z']+", gap)
    return 0 < len(words) <= 3 and not re.search(r"[^a-z'\s\-]", gap) and \
        type_of_title(gap.strip()) is not None


def _fronted_product(gap: str, lex: Lexicon) -> bool:
    """The product a fronted word makes, before the subject of its refusal ("acetate frames
    I'll never buy again", "suede boots i'm never buying again"): a product type, or one or two
    words the domain table names products with (no pronoun, no verb of the clause)."""
    words = re.findall(r"[a-z'\-]+", gap)
    return _names_product_only(gap) or (
        0 < len(words) <= 2 and not re.search(r"[^a-z'\s\-]", gap) and
        not any(w in _EN_END or w in _EN_STOP_WORDS for w in words) and
        all(lex.is_product_word(w) for w in words))


# A filler object and what joins it to the word refused: "leave out anything with sequins", "skip
# stuff containing X", "avoid items made of X".
# After "nothing" the filler is the negation itself: "nothing containing X", "nothing that
# contains X".
_EN_FILLER_WITH = re.compile(r"\s*(?:(?:any|anything|something|stuff|things?|ones?|items?|products?)\s+(?:with|containing|"
                             r"that\s+(?:has|have|contains?)|made\s+(?:of|from|with)|in|"
                             # what was done to it with the word: "sweetened with", "loaded with",
                             # "coated in", "fried in", "built from"
                             r"(?:built|[a-z]{3,}ed)\s+(?:with|in|from))|"
                             r"(?:containing|including|(?:that|which)\s+(?:has|have|contains?|includes?)))\s+")
# A product named between a refusal and the part or content it is refused for: "no mugs with
# lead", "I don't want a jacket with fur on the hood". The product is still asked for and the
# word after "with" is what is refused, as "mugs without lead" says it.
_EN_PRODUCT_WITH = re.compile(r"\s*(?:(?:a|an|the|any|some)\s+)?(?P<name>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2}?)\s+"
                              r"(?:with|containing|that\s+(?:has|have|contains?)|made\s+(?:of|from|with))\s+")


def _product_with(gap: str) -> re.Match | None:
    """The product and its joiner at the start of `gap`, when the words name a product type."""
    m = _EN_PRODUCT_WITH.match(gap)
    return m if m and _names_a_type(m.group("name")) else None


_FILLER_OBJECT = re.compile(r"[\s\-]*(?:(?:any|anything|something|stuff|things?|ones?|items?|at all|"
                            r"whatsoever)[\s\-]*)*")
_EN_NEGATOR = re.compile(r"(?<![a-z])(?:not|never|won'?t|wouldn'?t|don'?t|doesn'?t|didn'?t|can'?t|cannot|"
                         r"couldn'?t|shouldn'?t|isn'?t|aren'?t)(?![a-z])")
_ZH_NEGATOR = re.compile(r"(?:不|没)(?:会|太|大|怎么|是很|是特别|那么|有那么|再)?\s*$")
_NEGATED_LIKE = _Trigger("", Polarity.DISLIKE, reach=12)
_EXCEPTED = _Trigger("", Polarity.DISLIKE, reach=4)  # the one an "any X but" before set apart
_EXCEPTION_WORD = re.compile(r"(?<![a-z])(?:except(?:\s+for)?|other\s+than|apart\s+from|aside\s+from|save\s+for|"
                             r"besides(?!\s*,))(?![a-z])")
# The permission the exception limits, said right before it: "… is fine", "… are ok with me";
# or said as what would serve ("any pump brand works except X", "whatever will do but X").
_PERMITTED_BEFORE = re.compile(r"(?<![a-z])(?:fine|ok|okay|good|great|alright|all\s+right|acceptable|cool|"
                               r"welcome|allowed|no\s+problem|works|(?:will|would|'ll)\s+do|"
                               r"does\s+(?:fine|the\s+job|the\s+trick))(?:\s+(?:with|by|for)\s+(?:me|us))?\s*,?\s*$")
_ONLY_THIS = _Trigger("", Polarity.LIKE, reach=12)
_EN_EXCEPTION = re.compile(r"anything\s+(?:but|except|other\s+than)")
_EN_EXCLUSIVE_BEFORE = re.compile(_EN_NEGATOR.pattern + r"|(?<![a-z])(?:cant|wont|refus(?:e|es|ed|ing)\s+to)(?![a-z])")
_EN_BARE_NEGATOR = re.compile(r"not|never|isn'?t|aren'?t|(?:is|are)\s+not")
_NEGATED_LIKE_GAP = re.compile(r"\s*(?:(?:a|an|the|really|very|much\s+of\s+a|that\s+much\s+of\s+a|big|huge|great|"
                               r"particularly|that|so|too|at\s+all|exactly|ever)\s+)*")


def _negated_before(prefix: str, earlier: list[_Hit], offset: int) -> bool:
    """A negator in the clause before a like trigger, not itself part of a trigger."""
    if _ZH_NEGATOR.search(prefix):
        return True
    for m in _EN_NEGATOR.finditer(prefix):
        at = offset + m.start()
        if not any(k.start <= at < k.end for k in earlier):
            return True
    return False


_EN_GOVERNED_GAP = frozenset({"buying", "wearing", "using", "getting", "ordering", "choosing",
                              "picking", "having", "by", "really", "very", "too", "so", "even", "actually", "at", "all",
                              "that", "this", "those", "these", "just", "quite", "pure"})
# How light, deep or loud a colour is: said between a negation and the colour ("nothing bright
# orange", "not dark green", "none in pale pink"), it is part of the colour named, no verb the
# negation is about. Read as one, the gap dropped the refusal and the stance vote of "nothing X"
# (near "X or nothing") stored the refused colour as a like.
_EN_SHADE = frozenset({"light", "dark", "pale", "bright", "deep", "neon", "hot", "vivid", "loud",
                       "garish", "lurid", "electric", "fluorescent", "fluoro", "shocking", "dusty",
                       "muted", "pastel", "soft", "rich", "strong", "brash", "flashy"})


_EN_COMPARED = re.compile(r"\s*(?:(?:quite|really|just|at\s+all)\s+)?like\s")
# ("nothing like polyester, please" may refuse anything resembling it: only "there's nothing
# like X" is sure to praise.)
_EN_NOTHING_END = re.compile(r"(?<![a-z])there(?:'s|\s+is|\s+was)\s+(?:really\s+|just\s+)?nothing\s*$")


def _targets(low: str, start: int, end: int, reach: int, mentions: list[Mention],
             governs: bool = False) -> list[Mention]:
    """Attribute words a trigger governs: the first within reach, then any that follow it
    joined only by enumerators ("不要塑料、皮革和尼龙", "no leather or plastic")."""
    inside = [m for m in mentions if start <= m.start and m.end <= end and not m.used]
    if not inside:
        return []
    first = inside[0]
    gap = low[start:first.start]
    filler = (_EN_FILLER_WITH.match(gap) or _product_with(gap)) if not is_cjk(gap) else None
    if filler:
        gap = gap[filler.end():]
    if first.word.single:
        # 皮, 红: only standing alone ("不要皮的") or before the product it makes ("别要皮表带":
        # a leather strap), never inside another word (皮卡, 红酒 are no product of leather).
        # Two such words side by side are a list with no joiner (虾蟹, 鱼虾: "不能再碰虾蟹了").
        after = low[first.end:first.end + 1]
        if after and after not in "的色质制料、和或 ," and not _product_after(low, first.end) and \
                not _single_pair(low, first, inside):
            return []
    if len(gap.strip()) > reach or (is_cjk(gap) and len(_ZH_SKIP_HEAD.sub("", gap.strip())) > 2):
        return []
    shades = _EN_SHADE if first.word.category == Category.COLOR else frozenset()
    if governs and not is_cjk(gap) and any(w not in _EN_SKIP and w not in _EN_GOVERNED_GAP and w not in shades
                                           for w in re.findall(r"[a-z']+", gap)):
        # "nothing beats a good canvas tote": a verb between "nothing" and the word: the
        # negation is not about it (it praises it).
        return []
    if governs and _EN_COMPARED.match(gap) and _EN_NOTHING_END.search(low[:start]):
        # "there's nothing (quite) like cashmere": "like" compares, the word is praised.
        return []
    chosen = [first]
    for m in inside[1:]:
        between = low[chosen[-1].end:m.start]
        if not (_ZH_ENUM_GAP.match(between) or _EN_ENUM_GAP.match(between)):
            break
        if m.word.single:
            after = low[m.end:m.end + 1]
            if after and after not in "的色质制料、和或 ," and not (
                    chosen[-1].word.single and chosen[-1].end == m.start and
                    (after in ZH_PARTICLES or CLAUSE_PUNCTUATION.match(after))):
                break
        chosen.append(m)
    return chosen


def _single_pair(low: str, first: Mention, inside: list[Mention]) -> bool:
    """A one-character word right before another of the same kind that ends the phrase
    (虾蟹了, 金银的): two words listed with no joiner, not a word inside a longer one."""
    nxt = next((m for m in inside if m.start == first.end), None)
    if nxt is None or not nxt.word.single or nxt.word.category != first.word.category:
        return False
    after = low[nxt.end:nxt.end + 1]
    return not after or after in "的色质制料、和或 ," or after in ZH_PARTICLES or bool(CLAUSE_PUNCTUATION.match(after))


def _zh_kind_end(low: str, said: str, start: int, end: int) -> int:
    """Where an unknown word refused as a kind ends its refusal: after "X的" when a product
    noun follows ("不要含铅的杯子" still searches 杯子, as "不要含塑料的杯子" does), else `end`."""
    at = low.find(said, start, end) if has_cjk(said) else -1
    tail = at + len(said) if at >= 0 else -1
    if tail >= 0 and low[tail:tail + 1] == "的" and _product_after(low, tail + 1):
        return tail + 1
    return end


def _product_after(low: str, pos: int) -> bool:
    """A product noun begins at `pos` and ends a word there (表带 in 皮表带, 沙发 in 皮沙发)."""
    from agent.product_types import type_of_title

    rest = low[pos:pos + 8]
    ptype = type_of_title(rest)
    return ptype is not None and any(rest.startswith(n) for n in ptype.zh if len(n) >= 2)


# What follows a verb's -ing form when it is a verb with its object ("hitting a pipe",
# "waking them up"), not a noun ("padding", "lining").
_EN_VERB_OBJECT = frozenset({"a", "an", "the", "my", "your", "his", "her", "our", "their",
                             "its", "any", "it", "them", "me", "us", "him", "anything",
                             "something", "up", "out", "into", "onto", "off", "over",
                             "through", "down", "around"})


def _denied_fault(word: str) -> bool:
    """The word is a fault a thing may have (offline_polarity._FAULT_EN: wobble, leak, crack):
    said after "without"/"no", the fault is denied, and nothing is refused."""
    from agent.engines.offline_polarity import _FAULT_EN

    return bool(re.fullmatch(_FAULT_EN + r"(?:s|es|ed|ing)?", word))


# What a thing holds, refused: "without X", "nothing with X", "free of X", 别含X, 不要含有X. The
# object is then an ingredient, whatever else it names: honey in a lip scrub, milk in a soap.
_CONTAINED_TRIGGER = re.compile(r"(?<![a-z])(?:with|without|containing|contains?|free\s+of)$")
_CONTAINED_SPAN = re.compile(r"\s*(?:含有|含|添加了?|加了)")
# (not a person doing without: "I'd rather go without coffee than…" refuses no ingredient)
_DONE_WITHOUT = re.compile(r"(?<![a-z])(?:go|goes|went|gone|going|do|does|did|done|doing|live|lives|lived|"
                           r"living|manage|managed|cope|coped|survive|survived)\s+without$")


def _contained(before: str, span: str) -> bool:
    """`before`: the clause up to the refusal's trigger, its end the trigger."""
    return bool((_CONTAINED_TRIGGER.search(before) and not _DONE_WITHOUT.search(before)) or
                _CONTAINED_SPAN.match(span))


def _fallback_object(span: str, lex: Lexicon, eaten: bool = False) -> str | None:
    """The unknown word a dislike names ("不要流苏", "no tassels"), or None when what follows
    is a price, a size, courtesy or a product noun. A Chinese word said as a kind (X的: 咖啡机
    不要胶囊的) is an attribute even where the word alone names a product (capsules). With
    `eaten` (the object of an allergy, or of a refusal of what a thing holds: `_contained`), a
    food noun is what the body reacts to or the thing is made with, a substance (对芒果过敏,
    "a lip scrub without honey", 别含蜂蜜), not a product asked for."""
    span = span.strip()
    if not span:
        return None
    kind = False
    if is_cjk(span[:1]):
        from agent.language.segment import verbs

        deed = next((span[:n] for n in (3, 2) if span[:n] in verbs()), None)
        if deed and not _ZH_SKIP_HEAD.fullmatch(deed) and lex.find(deed) is None:
            return None  # 别推销了: the skipped head (推) begins a verb of its own, a deed refused
        span = _ZH_SKIP_HEAD.sub("", span)
        m = re.match(rf"[{CJK_RANGE}a-z0-9]+", span)
        if not m:
            return None
        kind = "的" in m.group(0)
        word = re.sub(r"(?:的|了|吧|啊|呢|哦|款|款式|材质|面料|那种|这种)+$", "", m.group(0))
        word = re.split(r"的", word)[0]
        if not word or len(word) > 4 or _ZH_STOP_OBJECT.match(word) or re.search(r"\d", word):
            return None
        from agent.language.segment import function_words, verbs

        if word in function_words():
            return None  # 别 of 别的牌子, 其他: grammar (jieba's part of speech), no thing named
        if word in verbs() and lex.find(word) is None:
            return None  # 请勿打扰, 别推销: a deed refused (jieba's verb), no thing named
    else:
        filler = _EN_FILLER_WITH.match(" " + span) or _product_with(" " + span)
        if filler:
            span = (" " + span)[filler.end():]
        span = re.split(r"[()/+|]", span)[0]  # "no tan (today)": an aside, not the object
        words = re.findall(r"[a-z][a-z\-]*", span)
        while words and words[0] in _EN_SKIP:
            words = words[1:]
        picked: list[str] = []
        for w in words:
            if w in _EN_END or len(picked) == 2:
                break
            picked.append(w)
        if not picked or picked[0] in _EN_STOP_WORDS or len(picked[0]) < 3:
            return None
        if picked[0].endswith("ing") and len(words) > 1 and words[1] in _EN_VERB_OBJECT:
            return None  # "without hitting a pipe", "no scratching it": a deed, no thing named
        if _denied_fault(picked[0]):
            return None  # "without a wobble", "no leaks": a fault of the thing denied, praise
        if _adverb(picked[0]):
            return None  # "X is avoided entirely", "banned completely": how, no thing named
        word = " ".join(picked)
        if any(w in _EN_STOP_WORDS for w in picked):
            return None
    domain = classify_text(word)
    if domain != Domain.OTHER and (not kind or _names_a_type(word)) and \
            not (eaten and domain == Domain.FOOD_BEVERAGES):
        return None  # a product noun ("no shoes", 不要鞋子的) is not an attribute
    return word


def _adverb(word: str) -> bool:
    """An adverb of manner made of an English adjective (entirely, completely, strictly): a
    word of four letters or more before "ly" that the dictionary knows (not jelly, lily, holly)."""
    from agent.engines.offline_lexicon import _english_word

    return word.endswith("ly") and len(word) >= 6 and _english_word(word[:-2])


def _names_a_type(word: str) -> bool:
    from agent.product_types import type_of_title

    return type_of_title(word) is not None


def _read_lift(low: str, masked: Masked, hit: _Hit, local: list[Mention], hits: list[_Hit],
               c_start: int, c_end: int, request: PlanInput, out: Parse,
               mentions: list[Mention] = ()) -> None:
    """Take back the word next to a lift marker: before it ("塑料也行", "plastic's fine"),
    after it ("I don't mind plastic"), or the other side when the marker's usual side is
    empty ("塑料也可以接受"). Only the word, its tail and the marker are consumed: the
    product between stays ("其实塑料的行李箱也可以" still searches 行李箱)."""
    # (Not a one-character word ending a longer one: 木 of 积木, building blocks, is no wood; 皮
    # of 皮靴 begins the boots it makes.)
    free = [m for m in local if not m.used and not (m.word.single and not starts_token(low, m.start))]
    before = [m for m in free if m.end <= hit.start
              and len(low[m.end:hit.start].strip()) <= 12]
    # Of the words before it, the one the session refuses is what a take-back takes back
    # ("塑料积木其实也可以了" with plastic refused: not 木 of 积木, building blocks, "wood").
    refused_before = [m for m in before if any(c.slug == m.word.slug and c.polarity == Polarity.DISLIKE
                                               for c in request.constraints)]
    if refused_before:
        before = refused_before
    after = [m for m in free if m.start >= hit.end
             and len(low[hit.end:m.start].strip()) <= 8]
    sides = (("before", before[-1:]), ("after", after[:1]))
    if hit.kind != "lift_before":
        sides = sides[::-1]
    for _side, target in sides:
        if target:
            x = target[0]
            x.used = True
            if x.word.slug not in out.lifted:
                out.lifted.append(x.word.slug)
            masked.take(x.start, x.end)
            _take_tail(low, masked, x.end, c_end)
            masked.take(hit.start, hit.end)
            return
    # A word the lexicon does not know, named by a session constraint.
    if hit.kind == "lift_before":
        slugs = _constraint_slugs_in(low[c_start:hit.start], request.constraints)
        start, end = c_start, hit.end
    else:
        slugs = _constraint_slugs_in(low[hit.end:c_end], request.constraints)
        start, end = hit.start, c_end
    if not slugs:
        # A take-back in a clause of its own ("天鹅绒沙发我又觉得挺好了，不用排除"): the words
        # named elsewhere in the message that the session refuses are what it takes back.
        # A refusal reported as said before ("之前说不要塑料，现在无所谓了", "I know I said no
        # wool, …") was read as one: the take-back undoes it, not a new refusal.
        refused = {c.slug for c in request.constraints if c.polarity == Polarity.DISLIKE}
        named = [m for m in mentions if not (c_start <= m.start < c_end) and
                 (not m.used or _reported(low, m.start)) and m.word.slug in refused]
        for x in named:
            x.used = True
            if x.word.slug not in out.lifted:
                out.lifted.append(x.word.slug)
            out.found = [f for f in out.found if not (f.at == x.start and f.polarity == Polarity.DISLIKE)]
            masked.take(x.start, x.end)
        if named:
            masked.take(hit.start, hit.end)
        return
    for slug in slugs:
        if slug not in out.lifted:
            out.lifted.append(slug)
    masked.take(start, end)


def read_retractions(low: str, masked: Masked, mentions: list[Mention],
                     spans: list[tuple[int, int]], out: Parse) -> None:
    """Before any refusal is read: every word a retracted refusal names, up to its clause's
    end, is taken back ("forget that I don't like wool or silk", 撤销我对乳胶过敏的记录), and
    the retraction, refusal included, leaves the text the other readers see; a reminder's
    words (别忘了) leave it too."""
    for m in _REMINDER.finditer(low):
        masked.take(m.start(), m.end())
    for c_start, c_end in spans:
        retraction = _RETRACTION.search(low, c_start, c_end)
        if retraction is None:
            continue
        # (from the verb on: 撤销我对乳胶过敏的记录 names latex before its refusal word)
        named = [m for m in mentions if not m.used and retraction.start() <= m.start < c_end]
        for x in named:
            x.used = True
            if x.word.slug not in out.lifted:
                out.lifted.append(x.word.slug)
        if named:
            masked.take(retraction.start(), max(retraction.end(), named[-1].end))
            _take_tail(low, masked, named[-1].end, c_end)


# Speech reported before a word in its clause: "之前说不要X", "I said no X", "you were told".
_REPORTED = re.compile(r"(?:说|讲|提)(?:过|了)?[^,.;!?，。；！？]*$|(?<![a-z])(?:said|told|mentioned|asked\s+for)"
                       r"(?![a-z])[^,.;!?]*$")


def _reported(low: str, at: int) -> bool:
    return bool(_REPORTED.search(low[_clause_start(low, at):at]))


def _constraint_slugs_in(window: str, constraints: Iterable[Constraint]) -> list[str]:
    """A lift of a word the lexicon does not know, named by a session constraint's words."""
    found = []
    for c in constraints:
        # Through term_hits, not a substring test: "vegan leather" does not name leather.
        if any_hit([*c.keywords, c.slug.replace("_", " ")], window) and c.slug not in found:
            found.append(c.slug)
    return found

"""Who the shopper is, told as the reason for a refusal: a floor everywhere (DESIGN §3).

A refusal that comes from a condition one has, a drug one takes, a faith one keeps, the harm
done to a creature or a place, or a life spent looking after creatures or nature holds in
every domain: "type 2 diabetic, so no sugar", 我在吃降压药，咖啡因的别推, "our church forbids
alcohol", "no palm oil, the apes are losing their forest", 我是做海洋保护的，塑料的别推.
The marker list of `offline_reach.GLOBAL_MARKERS` names a few faiths and ethics word by word;
this reader recognises the *shape* of such a statement with a kind of word as its object
(`data/identity_reasons.json`: conditions, drugs, faiths, creatures, places, places of care),
so a new writer's other condition or creature of the same kind is read too.

Fail narrow (DESIGN §3): the words alone are no reason. "a book about diabetes", "diabetic
socks", "a plush sea turtle" name a product; only the grammar of having, taking, keeping,
harming or looking after makes a reason.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Sequence

from agent.language import script_gate
from memory import paths

REASONS_PATH = paths.DATA / "identity_reasons.json"

# Who is told of: the speaker, the household, or someone of it ("my son has gout").
_WHO_EN = r"(?:i|we|he|she|they|my\s+[a-z\-]+|our\s+[a-z\-]+)"
_BE_EN = r"(?:i'?m|i\s+am|we'?re|we\s+are|he'?s|she'?s|they'?re|is|are|being|as\s+an?)"
_ZH_WHO = r"(?:我们?|本人|咱们?|家里|全家|一家|老公|老婆|爸|妈|孩子|儿子|女儿)"


def _alt(words: Sequence[str]) -> str:
    """One alternation of the words, longest first, spaces and hyphens as either."""
    parts = sorted({w.lower() for w in words}, key=len, reverse=True)
    body = "(?:" + "|".join(r"[\s\-]".join(re.escape(p) for p in re.split(r"[\s\-]", w)) for w in parts) + ")"
    # (an English word whole: "rabbi" is not the start of "rabbit")
    return r"(?<![a-z])" + body + r"(?![a-z])" if all(w.isascii() for w in parts) else body


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], ...]:
    from agent.engines.offline_reach import _EN_CREATURES, _EN_NATURE, _ZH_CREATURES

    d = json.loads(REASONS_PATH.read_text(encoding="utf-8"))
    cond, cond_adj, cond_zh = _alt(d["conditions_en"]), _alt(d["conditions_en_adjectives"]), _alt(d["conditions_zh"])
    drug, drug_zh = _alt(d["drugs_en"]), _alt(d["drugs_zh"])
    faith, faith_place, faith_zh = _alt(d["faiths_en"]), _alt(d["faith_places_en"]), _alt(d["faiths_zh"])
    creature = "(?:" + _alt(d["creatures_en"]) + "|" + _EN_CREATURES + ")"
    _CREATURES_SEEN = _alt(d["creatures_en"]) + "|" + _EN_CREATURES
    place = "(?:" + _alt(d["places_en"]) + "|" + _EN_NATURE + ")"
    creature_zh = "(?:" + _alt(d["creatures_zh"]) + "|" + _ZH_CREATURES + ")"
    place_zh = _alt(d["places_zh"])
    care, care_zh = _alt(d["care_en"]), _alt(d["care_zh"])
    en = (
        # a condition one has: "I have gout", "diagnosed with diabetes", "living with IBS",
        # "kidney patient here", "gout sufferer", "type 1 diabetic", "being epileptic"
        r"(?:have|has|had|got|'ve\s+got|'s\s+got|with|living\s+with|live\s+with|lives\s+with|diagnosed\s+(?:with|as)|"
        r"suffer(?:s|ing)?\s+from|managing|manage|dealing\s+with|battling|history\s+of|because\s+of\s+(?:my|his|her|our))"
        r"\s+(?:(?:a|an|type\s*[12i]+|chronic|severe|bad|mild|stage\s+\w+)\s+)*" + cond + r"|"
        + cond + r"\s+(?:patient|patients|sufferer|sufferers|here|myself|household|diagnosis)|"
        + _alt(d["patients_en"]) + r"\s+(?:patient|patients|sufferer|sufferers)|"
        r"type\s*[12i]+\s+(?:" + cond_adj + r"|diabetes)|"
        + _BE_EN + r"\s+(?:(?:a|an|fully|also|now|newly|recently)\s+)*" + cond_adj + r"|"
        # (someone of the household, told with 's: "my mum's coeliac", "our son's diabetic")
        r"(?:my|our)\s+[a-z\-]+'s\s+(?:(?:a|an|fully|also|now|newly|recently)\s+)*" + cond_adj + r"|"
        # (said as a bare tag of its own, the terse way: "muesli, no sugar, diabetic")
        r"(?:^|[,.;!?(]\s*)" + cond_adj + r"\s*(?:here|myself)?\s*(?:[,.;!?)]|$)|"
        r"diagnos(?:is|es)\s+of\s+(?:(?:a|an|type\s*[12i]+|chronic|severe|contact)\s+)*" + cond + r"|"
        # a drug one takes: "I'm on blood thinners", "I inject insulin", "taking warfarin"
        r"(?:i'?m|i\s+am|we'?re|he'?s|she'?s|being|been|currently|now)\s+on\s+(?:\w+\s+){0,2}?" + drug + r"|"
        r"(?:take|takes|taking|took|inject|injects|injecting|need|needs)\s+(?:\w+\s+)?" + drug + r"|"
        # a device the condition has one wear or carry: "I wear a glucose monitor", "carry an EpiPen"
        r"(?:wear|wears|wearing|wore|carry|carries|carrying|have|has|got|'ve\s+got|fitted\s+with|with)\s+"
        r"(?:(?:a|an|my|his|her|our|two|one)\s+)?(?:[a-z\-]+\s+)?" + _alt(d["devices_en"]) + r"|"
        # a faith kept, named by its people or its place: "we're Adventists", "our church forbids"
        + _BE_EN + r"\s+(?:(?:a|an|all|both|strict|devout|practising|practicing|observant|lifelong)\s+)*"
        r"(?:[a-z\-]+\s+)?" + faith + r"|(?:my|our|his|her|the)\s+" + faith_place +
        r"\s+(?:forbids?|bans?|says|teaches|rules?\s+out|doesn'?t\s+allow|does\s+not\s+allow|won'?t\s+allow|"
        r"prohibits?|is\s+against|frowns)|(?:against|for)\s+(?:my|our)\s+" + faith_place + r"|"
        # an ethic told by the creature harmed: "the apes are losing their homes", "seabirds
        # keep swallowing them", "turtles choke on it"
        + creature + r"\s+(?:[a-z']+\s+){0,3}?(?:los(?:e|es|ing|t)|die[sd]?|dying|chok(?:e|es|ed|ing)|"
        r"starv(?:e|es|ed|ing)|drown(?:s|ed|ing)?|suffocat\w*|swallow(?:s|ed|ing)?|vanish\w*|disappear\w*|"
        r"(?:go|going|gone|went)\s+extinct|endangered|poached|hunted|tangled|displaced|homeless|"
        r"running\s+out\s+of|run\s+out\s+of)(?:\s+(?:[a-z']+\s+){0,4}?" + place + r")?|"
        # ... or with the killing before the creature, many of them: "boils thousands of silkworms
        # alive", "they pluck so many geese" (a quantity of them: not "a dewormer that kills worms")
        r"(?:kill|boil|skin|pluck|gas|slaughter|cull)(?:s|ed|ing)?\s+(?:alive\s+)?(?:so\s+many|thousands\s+of|"
        r"hundreds\s+of|millions\s+of|countless|all\s+those|that\s+many|heaps\s+of|loads\s+of)\s+(?:[a-z\-]+\s+)?" + creature + r"|"
        # ... or by the place: "whole jungles get burned down for it", "forests are cleared"
        + place + r"\s+(?:[a-z']+\s+){0,3}?(?:cut|chopped|burn(?:ed|t)|bulldozed|cleared|razed|logged|"
        r"destroyed|wiped\s+out|flattened|felled|torched|polluted|disappear\w*|vanish\w*)|"
        r"(?:cut|chop|burn|bulldoze|clear|raze|log|fell|torch)(?:s|ed|ing)?\s+(?:down\s+)?(?:[a-z']+\s+){0,2}?" + place + r"|"
        # (the place told by what was done to it: "a burnt-out rainforest", "the logged forests")
        r"(?:burnt|burned|charred|scorched|razed|logged|bulldozed|clear-?cut)(?:[\s\-]out)?\s+(?:[a-z']+\s+)?" + place + r"|"
        # harm one has watched: "I watched undercover footage", "after a documentary about how X
        # is made", "a video showing how they pluck them"
        # (of how a thing is got, or of farms and slaughter; not "a documentary on tea")
        r"(?:undercover|secret|hidden)\s+(?:footage|filming|videos?|investigations?)|"
        r"(?:documentar(?:y|ies)|footage|expos[eé]s?|investigations?|videos?|clips?|films?)\s+(?:[a-z\-]+\s+){0,5}?"
        r"(?:how|farms?|farming|factory|factories|industry|slaughter\w*|abattoirs?|cruelty|suffering)(?![a-z])|"
        # ... or of the creatures a trade harms, seen ("a documentary about orangutans changed me",
        # "I've watched orangutan footage"; not "a whale documentary for my son", a product)
        r"(?:watch\w*|seen|saw|seeing|after|since)\s+(?:(?:the|that|this|some|a|an|one|all\s+the)\s+)?"
        r"(?:(?:" + _CREATURES_SEEN + r")[\s\-]+(?:farm\s+)?(?:footage|documentar(?:y|ies)|videos?|films?|expos[eé]s?)|"
        r"(?:footage|documentar(?:y|ies)|videos?|films?|expos[eé]s?)\s+(?:about|on|of)\s+(?:the\s+)?(?:[a-z\-]+\s+)?"
        r"(?:" + _CREATURES_SEEN + r"))(?![a-z])|"
        # (or a film of them that changed the viewer: "a documentary about orangutans changed me")
        r"(?:footage|documentar(?:y|ies)|videos?|films?|expos[eé]s?)\s+(?:about|on|of)\s+(?:the\s+)?(?:[a-z\-]+\s+)?"
        r"(?:" + _CREATURES_SEEN + r")\s+(?:changed|opened|turned|showed|made|put|cured|broke)(?![a-z])|"
        # who one is as someone who looks after creatures or nature: "I volunteer at a wildlife
        # rescue", "I work in marine conservation", "I study sea turtles"
        + _WHO_EN + r"\s+(?:volunteer|volunteers|work|works|worked|help\s+out)\s+(?:at|in|with|for)\s+"
        r"(?:a\s+|an\s+|the\s+)?(?:[a-z\-]+\s+){0,2}?" + care + r"|"
        r"(?:conservationist|zoologist|ecologist|marine\s+biologist|wildlife\s+(?:vet|ranger|biologist|rescuer))|"
        + _WHO_EN + r"\s+(?:study|studies|research|researches|rescue|rescues|protect|protects|rehabilitate|"
        r"rehabilitates|look\s+after|care\s+for|save|saves)\s+(?:[a-z\-]+\s+){0,2}?(?:" + creature + r"|" + place + r")")
    zh = (
        # a condition: 我有痛风, 查出高血压, 确诊哮喘, 肾病病人, 二型糖尿病患者, 得了心脏病
        r"(?:有|得了?|患有?|患了|查出(?:了|来)?|确诊(?:了|为)?|诊断(?:出|为)|一型|二型|[12]型|因为)\S{0,3}?" + cond_zh + r"|"
        + cond_zh + r"\S{0,2}?(?:患者|病人|病友)|"
        # (or had for years: 糖尿病十几年了, 痛风好些年)
        + cond_zh + r"(?:都|已经)?(?:[一二两三四五六七八九十几\d]+|好些|好几|很多|好多)(?:多)?年|[^\s，。,.!?！？]{1,4}病(?:患者|病人)|"
        + _ZH_WHO + r"(?:是|系)(?:个|一个|一名)?\S{0,2}?" + cond_zh + r"|"
        # a drug: 我在吃降压药, 每天要打胰岛素, 长期服用华法林, 在做透析
        r"(?:在吃|吃着|一直吃|长期吃|每天吃|每天要吃|服用|在服|注射|在做|做着)(?:着|的)?\S{0,4}?" + drug_zh +
        r"|打(?:着)?(?:[一二两三四五六七八九十几\d]+(?:针|次))?胰岛素|"
        # a device the condition has one wear or carry: 胳膊上戴着血糖仪, 随身带肾上腺素笔
        r"(?:戴|带|装|揣|配)(?:着|了|上)?[^，。,.!?！？]{0,3}?" + _alt(d["devices_zh"]) + r"|"
        # a faith: 信安息日会, 我们家信后期圣徒教会, 基督徒, 回民, 教会不让
        r"(?:" + _ZH_WHO + r"|家|都|也|一直)(?:都|也|一直|从小)?信(?:了|奉|仰)?[^\s，。,.!?！？]{1,10}?(?:教会?|会|主|耶稣|上帝|真主|佛)|"
        + faith_zh + r"|教会(?:不让|不许|禁止|规定|要求)|"
        # an ethic by the creature or the place harmed: 大象都快没地方住了, 海鸟肚子里全是,
        # 猩猩的家都被砍没了, 热带的树林一片片被烧掉
        + creature_zh + r"[^，。,.!?！？]{0,6}?(?:没地方住|没了?家|无家可归|失去家园|没有家|饿死|渴死|窒息|噎死|缠住|"
        r"缠死|误食|吞下|吃进|肚子里|胃里|灭绝|濒危|被猎|被捕|被杀|遭殃|受害|死掉|死了|死去)|"
        # ... or told with the killing before the creature: 一件衣服要煮死那么多蚕宝宝, 活活烫死
        # 成千上万只鸭子 (a verb and its result 死; not 热死了, 笑死, 累死, which feel, nor 杀鸡刀)
        r"(?:煮|烫|杀|毒|电|勒|淹|烧|蒸|闷|害|弄|熏|剥)死(?:了)?[^，。,.!?！？]{0,5}?" + creature_zh + r"|"
        + creature_zh + r"的(?:家园?|林子|森林|栖息地|地盘)[^，。,.!?！？]{0,6}?(?:砍|烧|毁|没了|消失|破坏|推平)|"
        + place_zh + r"[^，。,.!?！？]{0,6}?(?:砍|烧掉|烧光|烧了|被烧|毁掉|毁了|被毁|推平|夷平|消失|没了)|"
        # a condition said as a bare tag of its own: 燕麦片，无糖的，痛风
        r"(?:^|[，,。；;、\s])" + cond_zh + r"(?:患者|病人)?(?=[，,。；;！!？?\s]|$)|"
        # harm one has watched: 刷到过活熊取胆的纪录片, 看了拔毛的视频心里难受
        r"(?:看过|看了|见过|刷到过?|看到过?)[^，。,.!?！？]{0,14}?(?:暗访|揭露|调查报道)|"
        r"(?:看过|看了|见过|刷到过?|看到过?)[^，。,.!?！？]{0,12}?(?:" + creature_zh + r"|活|养殖|屠宰|虐|杀|拔|剥)"
        r"[^，。,.!?！？]{0,12}?(?:纪录片|视频|画面|照片)|"
        r"(?:看过|看了|见过|刷到过?|看到过?)[^，。,.!?！？]{0,14}?(?:视频|画面|照片|报道|新闻)[^。.!?！？]{0,8}?"
        r"(?:难受|心疼|不忍|受不了|接受不了|不是滋味|可怕|残忍|心寒|发毛|崩溃|哭)|"
        # who looks after creatures or nature: 在野生动物救助站当志愿者, 我是做海洋保护的, 我是研究海龟的
        r"(?:在|当|做|干)[^，。,.!?！？]{0,8}?" + care_zh + r"(?:当|做|工作|上班|的|志愿|义工)|(?:研究|保护|救助|救治|拯救|守护)\S{0,3}?(?:" + creature_zh + r"|" + place_zh + r"|海洋|大海)")
    return (re.compile(en), re.compile(zh), *_body_patterns(d), *_people_patterns(d), *_seen_patterns(d),
            *_witnessed_patterns(d), *_alive_patterns(d), *_care_patterns(d),
            *_deed_seen_patterns(d), _pity_pattern(d))


def _pity_pattern(d: dict) -> re.Pattern[str]:
    """An ethic told as the creature's suffering, with a word of degree or the deed it suffers
    under before it (round 28: 剪毛时山羊太遭罪, 兔子实在太受罪了, 骆驼被剪毛的时候特别受罪); the
    marker list reads only the bare 兔子受罪. The creatures are the lists' and those the
    lexicon's animal materials come from (骆驼, 山羊, 水貂). Not the wearer's own suffering
    after a material's word (羊毛裤穿着太遭罪: 羊 of 羊毛 is a material's, `told` checks it)."""
    from agent.engines.offline_reach import _ZH_CREATURES

    creature = "(?P<beast1>" + _alt(d["creatures_zh"]) + "|" + _source_creatures()[1] + "|" + _ZH_CREATURES + ")"
    return re.compile(creature + r"们?(?![奶肉排腩仔油蛋角筋骨皮尾毛绒绸丝])(?:被[^，。,.!?！？;；]{1,4}?(?:时|的时候))?"
                      r"(?:实在|真的?|太|好|很|多|特别|非常|挺|都|可|也|得)*(?:受苦|受罪|遭罪|痛苦)")


def _people_patterns(d: dict) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """An ethic told by the people harmed: the labour a thing costs ("child labour",
    "sweatshops", 童工, 血汗工厂) or the people told suffering for it ("kids as young as six dig
    it out", "the miners are children"); not a gift for the kids."""
    labour, labour_zh, people = _alt(d["labour_words_en"]), _alt(d["labour_words_zh"]), _alt(d["people_harmed_en"])
    en = (labour + r"|" + people + r"\s+(?:(?:as\s+young\s+as\s+\w+|[a-z']+)\s+){0,4}?(?:mine|mines|mining|dig|digs|digging|"
          r"exploited|underpaid|enslaved|trafficked|abused|paid\s+(?:pennies|nothing|a\s+pittance)|work(?:ing)?\s+for\s+"
          r"(?:pennies|nothing|free)|(?:die|dies|dying|died)(?!\s+(?:laughing|of\s+laughter|for|to|over))|poisoned|maimed)(?![a-z])|(?:the\s+)?(?:miners|workers|pickers)\s+"
          r"(?:are|were)\s+(?:(?:often|mostly|all|just|only)\s+)?(?:children|kids|slaves)|(?:exploit|exploits|exploited|"
          r"exploiting|enslave|enslaves|enslaved|enslaving)\s+(?:[a-z]+\s+){0,2}?" + people)
    zh = labour_zh + r"|(?:挖矿|采矿|矿上|矿里|矿井|摘棉花)[^，。,.!?！？]{0,6}?(?:孩子|小孩)|(?:孩子|小孩)[^，。,.!?！？]{0,6}?(?:挖矿|采矿|下矿)"
    return re.compile(en), re.compile(zh)


def _seen_patterns(d: dict) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """An ethic told as harm one has seen or learned of, done to creatures no list need name:
    "after seeing how angora goats are treated", "the way rabbits are kept for angora", "what
    ducks go through for down", 亲眼看过兔子是怎么被薅毛的, 知道了鸭子要受什么罪 (round 24). The
    shape is a verb of seeing or knowing, how / what / the way, and a verb of treatment
    (`treatments_*`); not "how these sofas are made", "how it is kept fresh", nor 怎么保养皮革."""
    treated, treated_zh = _alt(d["treatments_en"]), _alt(d["treatments_zh"])
    en = (r"(?<![a-z])(?:see|seen|seeing|saw|watch|watched|watching|witness|witnessed|read\s+about|reading\s+about|"
          r"learn|learned|learnt|learning|heard|hearing|know|knowing|knew|found\s+out|finding\s+out)\s+"
          r"(?:about\s+)?(?:how|what|the\s+way)\s+(?!(?:it|this|that|these|those|mine|yours)\s)(?:[a-z\-']+\s+){0,4}?(?:are|is|were|was|get|gets|got|getting|being|"
          r"go|goes|went|going|have\s+been|has\s+been)\s+(?:[a-z]+ly\s+)?" + treated)
    zh = (r"(?:看过|看到过?|见过|见到过?|知道了?|了解到?|听说过?)[^，。,.!?！？]{0,10}?(?:怎么|怎样|如何)"
          r"[^，。,.!?！？]{0,4}?(?:被|" + treated_zh + r")|"
          r"(?:看过|看到过?|见过|知道了?|了解到?|听说过?)[^，。,.!?！？]{0,12}?(?:受|遭)(?:什么|多少|了多少|的)?(?:罪|苦)|"
          # (or how the thing is got, seen with one's own eyes: 亲眼见过皮草怎么来的, 看过羽绒是怎么
          # 取的; not hearsay of how to do a thing, 知道怎么洗)
          r"(?:亲眼)(?:看过|看到过?|见过|见到过?)[^，。,.!?！？]{0,10}?(?:是)?(?:怎么|怎样|如何)"
          r"[^，。,.!?！？]{0,8}?(?:被)?(?:做|弄|取|剥|扒|拔|造|生产|制)?(?:出来|来|成|下来)的")
    return re.compile(en), re.compile(zh)


def _witnessed_patterns(d: dict) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """An ethic told as harm one has witnessed done in the taking of wild creatures: a verb of
    seeing and, in the same clause, the gear or the deed of hunting, trapping, netting or caging
    ("I watched what those snares do", "saw poachers skin a crocodile", 见过下套子逮貂, 亲眼看见狐
    狸被铁夹子夹断了腿, 见过有人张网捕野鸭), or a part only a creature has, harmed ("what a trap
    did to a coyote's paw": no list of creatures need name it). Round 26: the blind writers'
    witnesses name the trapper's gear, not how creatures "are treated" (`_seen_patterns`).
    Not seeing alone ("I saw a mouse trap"), nor gear words that name other things (a tourist
    trap, 消费陷阱, 沙发套子: left out of `hunting_*`)."""
    from agent.engines.offline_reach import _EN_CREATURES

    see, see_zh = _alt(d["witness_en"]), _alt(d["witness_zh"])
    gear, gear_zh, part = _alt(d["hunting_en"]), _alt(d["hunting_zh"]), _alt(d["animal_parts_en"])
    creature = "(?:" + _alt(d["creatures_en"]) + "|" + _EN_CREATURES + ")"
    en = (see + r"\s+(?:[a-z'\-]+\s+){0,8}?(?:" + gear + r"|(?:to|on)\s+(?:a|an|the|that|this|those|these|its|their)\s+"
          r"(?:[a-z\-]+\s+)?[a-z\-]+'s?\s+(?:[a-z\-]+\s+)?" + part + r")|"
          # ... or what was done to creatures, whatever did it ("seen what the plantations did to
          # the orangutans"; not "what the sun did to my sofa": a creature is the object)
          + see + r"\s+what\s+(?:[a-z'\-]+\s+){0,4}?(?:did|do|does|done|is\s+doing|are\s+doing)\s+to\s+"
          r"(?:(?:the|those|these|all\s+the|so\s+many|a\s+lot\s+of)\s+)?(?:[a-z\-]+\s+)?" + creature + r"(?![a-z])")
    zh = see_zh + r"[^，。,.!?！？;；]{0,16}?" + gear_zh
    return re.compile(en), re.compile(zh)


def _source_creatures() -> tuple[str, str]:
    """The creatures the lexicon's animal materials come from (`data/material_kinds.json`
    "sources": goose, mink, ostrich, 貂, 鸵鸟) and the shellfish family's members, an English
    alternation (plurals folded) and a Chinese one: who a deed on a living creature falls on,
    derived from the materials, not listed again."""
    kinds = json.loads((paths.DATA / "material_kinds.json").read_text(encoding="utf-8"))
    general = {"animal", "real", "exotic", "动物", "真"}
    en = {w for fam in kinds.get("sources", {}).values() for w in fam.get("en", []) if w not in general}
    zh = {w for fam in kinds.get("sources", {}).values() for w in fam.get("zh", []) if w not in general and len(w) > 1}
    en |= {w for w in kinds.get("kinds", {}).get("shellfish", []) if w.isascii()}
    en_alt = r"(?<![a-z])(?:" + "|".join(re.escape(w) for w in sorted(en, key=len, reverse=True)) + r")(?:s|es|lets?)?(?![a-z])"
    return en_alt, "(?:" + "|".join(re.escape(w) for w in sorted(zh, key=len, reverse=True)) + ")"


def _alive_patterns(d: dict) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """An ethic told as harm done to a creature *alive* (round 27: round 26's held-out stories
    told it so and no pattern read it): a verb of taking a thing off or out of a body, or of
    cooking it (`alive_deeds_*`), said with "alive" or 活 — "they skin the animals alive",
    "plucked the birds alive for their down", "silkworms get steamed alive", "feathers torn out
    while still alive", 活拔鹅毛, 活生生扒了皮, 活活蒸死. The deed must fall on something else:
    an object between the verb and "alive" that is not the speaker ("skin me alive" is a threat,
    "I got boiled alive in that shirt" a feeling), or a creature as its subject; 活 is not the
    end of 生活, 干活, 快活, and 活杀 / 活宰 (a food ad's fresh kill) are not in the verbs."""
    from agent.engines.offline_reach import _EN_CREATURES

    deed, deed_zh = _alt(d["alive_deeds_en"]), _alt(d["alive_deeds_zh"])
    creature = "(?:" + _alt(d["creatures_en"]) + "|" + _EN_CREATURES + "|" + _source_creatures()[0] + ")"
    alive = r"(?:while\s+(?:they'?re\s+|it'?s\s+|still\s+|being\s+)*)?alive(?![a-z])"
    self_ = r"(?:me|us|myself|ourselves|i|you|yourself|him|her)(?![a-z])"
    en = (deed + r"(?:\s+(?:out|off|up|away))?\s+(?!" + self_ + r")(?:[a-z'\-]+\s+){1,5}?(?:(?:out|off)\s+)?" + alive + r"|"
          + creature + r"\s+(?:[a-z'\-]+\s+){0,3}?(?:get|gets|got|are|is|were|was|being|been|have\s+been|had)\s+"
          r"(?:[a-z]+\s+){0,3}?" + deed + r"(?:\s+[a-z'\-]+){0,4}?\s+" + alive)
    zh = (r"(?<![生干快灵复死养存做成])活(?:生生|活|着|着的时候)?(?:地|的)?(?:就|被|给|让)?(?:人)?" + deed_zh +
          r"(?!了?(?:儿|计|动|泼|力|页|跃|该|络|塞|结))")
    return re.compile(en), re.compile(zh)


def _deed_seen_patterns(d: dict) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Harm witnessed as a deed done to a creature, both in one clause (round 27): a verb of
    seeing, a creature (group `beast`) and a word of the harm (`harm_*`: boiling, bled,
    sheared; 开水, 流血, 剪毛) in either order — "watched workers tip silkworm cocoons into
    boiling vats", "saw shearers nick the lambs till they bled", 见过把蚕蛹倒进开水里烫,
    看到过工人给小羊剪毛剪得直流血. Not seeing a creature alone ("saw ducks on the pond"), nor a
    creature that is part of a material's word (羊 of 羊毛衫: `told` checks the `beast` groups)."""
    from agent.engines.offline_reach import _EN_CREATURES, _ZH_CREATURES

    see, see_zh = _alt(d["witness_en"]), _alt(d["witness_zh"])
    harm, harm_zh = _alt(d["harm_en"]), _alt(d["harm_zh"])
    sources_en, sources_zh = _source_creatures()
    creature = ("(?P<beast{}>" + _alt(d["creatures_en"]) + "|(?<![a-z])(?:" + _EN_CREATURES + r")(?![a-z])|" +
                sources_en.replace("{", "{{").replace("}", "}}") + ")")
    en = (see + r"\s+(?:[a-z'\-]+\s+){0,8}?" + creature.format(1) + r"(?:\s+[a-z'\-]+){0,6}?\s+" + harm + r"|" +
          see + r"\s+(?:[a-z'\-]+\s+){0,6}?" + harm + r"\s+(?:[a-z'\-]+\s+){0,3}?" + creature.format(2))
    zh = (see_zh + r"[^，。,.!?！？;；]{0,12}?(?P<beast1>" + _ZH_CREATURES + "|" + sources_zh + r")[^，。,.!?！？;；]{0,8}?" + harm_zh)
    return re.compile(en), re.compile(zh)


def _care_patterns(d: dict) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Who looks after creatures, told with the verb in another form than "I volunteer at"
    (round 27): "having worked at a donkey rescue", "spent two summers volunteering at a bear
    sanctuary", "years of volunteering with a wildlife charity"; and in Chinese a kind of place
    of care (`care_places_zh`: 救护中心, 收容站, 庇护所) with a stay or a job there, before or
    after it (在野生动物救护中心干了两年, 之前在流浪驴收容站做过义工). Not a gift for someone who
    works there ("for my sister who works at a zoo": her job, not who the speaker is)."""
    care, place_zh = _alt(d["care_en"]), _alt(d["care_places_zh"])
    verb = r"(?:volunteer(?:ing|ed)|work(?:ing|ed)|help(?:ing|ed)\s+out|help(?:ing|ed))"
    # (a stretch of a life spent at a place that looks after creatures, told with no verb of
    # work: "I spent a year at a bear sanctuary", "two seasons on a turtle rescue beach", "my
    # gap year at a donkey shelter"; never a day out, nor a place one visits: zoo, aquarium)
    stretch = (r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|many|\d+|a\s+few|a\s+couple\s+of|"
               r"my|our|the|whole|entire|every)\s+(?:(?:whole|entire|long|gap|full)\s+)?(?:years?|summers?|winters?|"
               r"seasons?|months?|springs?|autumns?)")
    stayed = _alt([w for w in d["care_en"] if w not in ("zoo", "aquarium", "ocean", "forest", "rainforest",
                                                         "marine", "reef", "nature reserve")])
    en = (r"(?<![a-z])(?:having|after|since|spent(?:\s+[a-z\-]+){0,3}?|years?(?:\s+of)?|i'?ve|we'?ve|i|we|"
          r"i\s+used\s+to|we\s+used\s+to)\s+(?:been\s+)?" + verb + r"\s+(?:at|in|with|for)\s+(?:a\s+|an\s+|the\s+)?"
          r"(?:[a-z\-]+\s+){0,2}?" + care + r"(?![a-z])|"
          r"(?<![a-z])" + stretch + r"\s+(?:[a-z\-]+ing\s+(?:[a-z\-']+\s+){0,3}?)?(?:at|on|in|with)\s+"
          r"(?:a\s+|an\s+|the\s+)?(?:[a-z\-]+\s+){0,2}?" + stayed + r"(?![a-z])")
    zh = (r"(?<![她他妹姐哥弟爸妈友])(?:在|去|到)[^，。,.!?！？]{0,8}?" + place_zh +
          r"(?:里|那儿|那边)?(?:干|做|待|呆|当|帮|打工|工作|上班|实习|志愿|义工|服务)")
    return re.compile(en), re.compile(zh)


# An organ state said in a word of its own ("a weak heart", "dodgy kidneys"), not a phrase.
_ONE_WORD = re.compile(r"[a-z\-]+")
# After a body state in Chinese, what makes it a product's, another person's or a time gone by
# (孕妇枕, 哺乳期文胸, 喂奶枕, 戒烟糖, 怀孕的姐姐, 坐月子那阵): not who the speaker is now.
_ZH_NOT_SELF = (r"(?!期间?(?:用|专用|穿)|(?:期|时)?(?:用的|专用|穿的|装|文胸|内衣|睡衣|枕|服|巾|瓶|贴|糖|产品|神器)|"
                # (的 before a person is someone else's state: 坐月子的小姐妹, 怀孕的同事; before a
                # time or a reason it is the speaker's: 怀孕的时候, 戒酒的缘故)
                r"的(?!时候|时|期间|这段|那段|阶段|日子|缘故|原因|关系)|"
                # (a stretch that is over: 坐月子那阵用的, 怀孕那会儿)
                r"那阵|那会|那时|那年|那几)")


def _body_patterns(d: dict) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The body told without a diagnosis's name: an organ in a failing state, a procedure
    one had on it, a state one is in for a while (pregnant, nursing), recovery from drink,
    and a faith told by its practice (`data/identity_reasons.json`, round 23)."""
    organ, organ_zh = _alt(d["organs_en"]), _alt(d["organs_zh"])
    state, state_zh = _alt(d["organ_states_en"]), _alt(d["organ_states_zh"])
    # what it does, told failing: "only work", "barely working", "no longer filters", "can't process"
    doing = _alt(d["organ_functions_en"])[:-len(r"(?![a-z])")] + r"(?:s|es|ing|ed)?(?![a-z])"
    state = (r"(?:" + state + r"|(?:only|barely|hardly|no\s+longer|not|n't|never|can'?t|cannot|don'?t|doesn'?t|"
             r"isn'?t|aren'?t|won'?t)\s+(?:really\s+|properly\s+|fully\s+)?" + doing + r")")
    adjective = _alt([w for w in d["organ_states_en"] if _ONE_WORD.fullmatch(w)])
    procs = [w for w in d["procedures_en"] if w not in ("out", "removed", "taken out", "came out", "replaced",
                                                         "transplanted")]
    proc, proc_zh = _alt(procs), _alt(d["procedures_zh"])
    body, body_zh = _alt(d["body_states_en"]), _alt(d["body_states_zh"])
    recovery, recovery_zh = _alt(d["recovery_en"]), _alt(d["recovery_zh"])
    practice, practice_zh = _alt(d["practices_en"]), _alt(d["practices_zh"])
    whose = r"(?:my|his|her|our|their|[a-z]+'s)\s+(?:[a-z\-]+\s+)?"
    en = (
        # an organ in a failing state: "my kidneys only work at a third", "my husband's pancreas
        # barely makes insulin", "her liver is shot"; "a weak heart", "with dodgy kidneys"
        whose + organ + r"\s+(?:(?:is|are|was|were|has|have|been|now|still|just|got|gotten|getting|"
        r"become|became|pretty|really|very|quite|so|completely|totally|only|about|at|like)\s+){0,4}" + state + r"|"
        r"(?:have|has|had|got|with|'ve\s+got|'s\s+got|a|an)\s+(?:a\s+|an\s+)?(?:really\s+|very\s+|pretty\s+)?" +
        adjective + r"\s+" + organ + r"|"
        # a procedure one had: "since my liver transplant", "post kidney-transplant", "after the
        # bypass", "my heart stent", "they took my gallbladder out", "his kidney was removed"
        # (whose: the speaker's or the household's; "after his heart surgery" may be a
        # neighbour's, a card's occasion)
        r"(?:since|after|post)[\s\-]+(?:(?:my|our|the|a|an|having|having\s+had|i\s+had|we\s+had)\s+)?"
        r"(?:(?!(?:his|her|their|your|its)\s)[a-z\-]+[\s\-]+){0,2}?" + proc + r"|"
        r"(?:my|our|had\s+(?:a|an|my)|have\s+(?:a|an)|got\s+(?:a|an))\s+(?:[a-z\-]+\s+)?" + organ +
        r"[\s\-]+" + proc + r"|"
        r"took\s+(?:my|his|her|their|our)\s+" + organ + r"\s+out|" + whose + organ +
        r"\s+(?:was|were|got|has\s+been|had\s+to\s+be|came|come)\s+(?:removed|taken\s+out|out|replaced|transplanted)|"
        # a state one is in for a while: "twenty weeks pregnant", "I'm nursing my newborn",
        # "we're expecting our first", "still breastfeeding"; not "a pregnancy pillow" nor "my
        # pregnant sister" (someone else)
        # (or the pregnancy told by its end: "until the baby is born", "till our baby arrives")
        r"(?:until|till|til|before)\s+(?:the|our|my|her)\s+(?:baby|babies|twins|little\s+one)\s+(?:is\s+born|are\s+born|"
        r"arrives?|comes?|is\s+here|are\s+here|gets?\s+here)|"
        r"(?:weeks?|months?)\s+pregnant|(?:\d+|[a-z]+)[\s\-]+(?:weeks?|months?)\s+along(?!\s+(?:the|a|an|this|that|my))|" + _BE_EN + r"\s+(?:(?:a|an|now|still|currently|also|just|newly|"
        r"exclusively|fully)\s+)*" + body + r"(?!\s+(?:pillow|bra|bras|top|tops|cover|covers|chair|pads?|student|"
        r"home|clothes|dress|jeans|leggings))|(?:still|currently|while|exclusively)\s+(?:breast-?feeding|nursing)|"
        r"nursing\s+(?:my|our|her|a|the)\s+(?:baby|newborn|infant|son|daughter|twins|toddler|little)|"
        r"(?:i'?m|we'?re|she'?s|wife'?s|partner'?s)\s+expecting\s+(?:our|my|her|their|a\s+baby|twins|a\s+little)|"
        # recovery from drink or a drug: "six years sober", "a recovering alcoholic", "in
        # recovery", "quit drinking"; not "a sober grey suit"
        r"(?:years?|months?|weeks?|days?)\s+(?:clean\s+and\s+)?sober|" +
        # (or the span told by what it went without: "seven years without a drink", "ten months
        # off the booze"; not "a week without a drop of rain": only drink itself is named)
        r"(?:years?|months?|weeks?)\s+(?:(?:now|this\s+[a-z]+|and\s+counting)\s+)?(?:without\s+(?:a\s+(?:single\s+)?)?"
        r"(?:drink|drinking)|off\s+(?:the\s+)?(?:drink|booze|bottle|sauce))(?![a-z])|" + _BE_EN +
        r"\s+(?:(?:now|still|fully|stone[\s\-]cold|completely)\s+)*(?:" + recovery + r")(?!\s+(?:colou?rs?|tones?|"
        r"grey|gray|shades?|looks?|style|suits?|palette|design))|(?<![a-z])(?:clean\s+and\s+sober|in\s+recovery|"
        r"recovering\s+(?:alcoholic|addict)|teetotal\w*|alcoholics\s+anonymous|(?:twelve|12)[\s\-]step|"
        r"(?:quit|stopped|gave\s+up|given\s+up|kicked)\s+(?:drinking|alcohol|booze|the\s+booze|the\s+drink))|"
        # a faith told by its practice: "we observe Lent", "keep kosher", "eat Ital"
        + practice)
    zh = (
        # an organ in a failing state: 肾功能只剩三成, 肝功能一直不好, 胰岛功能差, 心脏供血不足
        # (not 胃口不好, appetite; nor 鸡肝不好吃, a taste)
        organ_zh + r"(?!口)[^，。,.!?！？;；]{0,4}?" + state_zh + r"(?!吃|看|用|穿|买|找|说|意思|卖|闻)|"
        # a procedure on an organ: 前年换了肾, 胆囊摘除, 心脏放了支架, 做了心脏搭桥
        + organ_zh + r"(?!口)[^，。,.!?！？;；]{0,4}?" + proc_zh + r"|(?:换了|换过|移植了?|切了|摘了|割了)" + organ_zh + r"(?!口)|"
        # a state one is in: 怀孕五个月, 备孕, 哺乳期, 还在给宝宝喂奶 (not 孕妇枕, 哺乳期文胸, 怀孕的姐姐)
        + body_zh + _ZH_NOT_SELF + r"|"
        # recovery: 戒酒十年, 滴酒不沾
        + recovery_zh + _ZH_NOT_SELF + r"|"
        # a faith by its practice: 守洁食, 初一十五吃斋, 守Ital饮食
        + practice_zh)
    return re.compile(en), re.compile(zh)


@lru_cache(maxsize=1)
def floor_keeps_kind() -> frozenset[str]:
    """The material families whose kind a floor keeps as said (`floor_keeps_kind` of
    data/identity_reasons.json: a faith refuses one creature's hide, not every leather)."""
    return frozenset(json.loads(REASONS_PATH.read_text(encoding="utf-8")).get("floor_keeps_kind", ()))


@lru_cache(maxsize=1)
def _gate() -> script_gate.Gate:
    return script_gate.Gate(_patterns())


def told(text: str, inside: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    """The spans of `text` (folded, lower case) that tell who the speaker is as a reason of
    identity, none inside an attribute word's span of `inside` (鹅 of 鹅绒 is a material, not a
    creature harmed)."""
    spans = []
    for pattern in _gate().able(text):  # (an English pattern finds nothing in Chinese)
        for m in pattern.finditer(text):
            if any(a <= m.start() and m.end() <= b for a, b in inside):
                continue
            beasts = [m.span(g) for g in pattern.groupindex if g.startswith("beast") and m.group(g)]
            if any(a <= x and y <= b for x, y in beasts for a, b in inside):
                continue  # 羊 of 羊毛衫: a material's word, no creature harmed
            spans.append((m.start(), m.end()))
    return spans


def without(text: str) -> str:
    """`text` with every identity reason blanked (the product words stay for the search)."""
    for pattern in _gate().able(text):
        text = pattern.sub(" ", text)
    return text

"""A word's stance from its own clause's grammar, where the stance vote reads the wrong side.

Two shapes the nearest-exemplar vote reads backwards (issue 11):

- A degree asked for ("休闲一点", "简约点的就行", "something casual", "plain is better"): the
  clause wants more of the word. Beside a refusal ("不要太正式，休闲点的就行") the vote carries
  the refusal over; the word is wanted, for this item, unless its own clause negates it.
- A complaint of what a material does ("velvet attracts lint", "nylon tights ladder", 羊毛衫
  起球, 铁锅生锈): no negation word, so the vote may read praise; the verb is a complaint of the
  word, and it names no product (a tights "ladder" is no ladder).
"""
from __future__ import annotations

import re
from functools import lru_cache

from agent.engines.offline_constraints import NEGATION
from agent.engines.offline_reach import EN_BODY_PART, ZH_BODY_PART, ZH_SUFFERING
from memory.text import CJK_RANGE

# After the word: a degree (一点/点/些), then at most the "that will do" of a request.
_ZH_DEGREE_TAIL = re.compile(
    r"\s*(?:一|再)?(?:点|些)儿?(?:的)?(?:(?:就|也)?(?:行|好|可以|够了|成|ok)|吧|呗|了|哈|呀|啊|的)*"
    r"[\s。！!.,，~～]*$")
# Before the word: nothing, or a verb of asking and a degree adverb (要/来/换 + 稍微/更/再).
_ZH_DEGREE_HEAD = re.compile(r"^\s*(?:还是|要|来|换|选|挑|找|买|给我)?(?:个|件|款)?(?:稍微|稍|更|再|偏)?\s*$")
# English: "something casual", "more casual", "a bit more casual", "rather casual" … with
# nothing after but a "that will do"; or "casual is better", "casual would be nicer".
_EN_DEGREE_HEAD = re.compile(
    r"(?:^|\s)(?:something|anything\s+(?:more|a\s+bit)|(?:a\s+(?:bit|little)\s+)?more|rather|"
    r"(?:i'?d\s+)?(?:go|prefer)\s+(?:for\s+)?(?:something\s+)?(?:more\s+)?)\s*(?:more\s+)?$")
_EN_DEGREE_TAIL = re.compile(
    r"^\s*(?:(?:one|ones|stuff|instead|please|maybe|would\s+do|will\s+do|is\s+fine|works)\b\s*)*"
    r"[\s.!,]*$")
_EN_BETTER_TAIL = re.compile(
    r"^\s*(?:is|would\s+be|'d\s+be|will\s+be|works|looks)\s+(?:much\s+|way\s+|a\s+lot\s+)?"
    r"(?:better|nicer|fine|good|preferable|ok|okay)\b[\s.!,]*(?:instead|though)?[\s.!,]*$")


def asks_degree(text: str, c_start: int, c_end: int, start: int, end: int) -> bool:
    """The word, said at text[start:end] in the clause text[c_start:c_end], is asked for as a
    degree or an alternative ("休闲一点", "简约点的就行", "something casual", "plain is
    better"), and the clause negates nothing: the word is wanted."""
    clause = text[c_start:c_end]
    if NEGATION.search(clause.lower()):
        return False
    head, tail = text[c_start:start].lower(), text[end:c_end].lower()
    if _ZH_DEGREE_TAIL.match(tail) and _ZH_DEGREE_HEAD.match(head) and \
            re.search(r"点|些", tail):
        return True
    if _EN_DEGREE_HEAD.search(head) and _EN_DEGREE_TAIL.match(tail) and \
            len(head.split()) <= 5:
        return True
    return bool(_EN_BETTER_TAIL.match(tail)) and len(head.split()) <= 2


# Complaints of what a material does, told with no negation: pills, sheds, fades, ladders,
# rusts, snags, attracts lint, goes bobbly, 起球, 掉色, 勾丝, 生锈, 掉毛, 变形 ...
_EN_COMPLAINT = re.compile(
    r"(?<![a-z])(?:(?<!vitamin\s)(?<!sleeping\s)(?<!diet\s)(?<!the\s)(?<!some\s)(?<!these\s)(?<!my\s)"
    r"(?<!take\s)(?<!taking\s)(?<!of\s)pill(?:s|ed|ing)(?!\s+(?:for|with|to|and|a\s+day)(?![a-z]))|bobbl(?:y|es|ed)|sheds|shedding|fad(?:es|ing)|"
    r"ladder(?:s|ed|ing)?|rust(?:s|ed|ing)?|snag(?:s|ged|ging)?|fray(?:s|ed|ing)?|"
    # "shed" is its own past; told of what it did ("it shed everywhere"), never a garden shed
    r"(?<![a-z])(?:it|they|which|that|this|these|those)\s+(?:just\s+|also\s+|still\s+)?shed(?![a-z])|"
    r"tarnish(?:es|ing)|peels|peeling|cracks|cracking|shrinks|shrank|shrunk|"
    # creases told of the thing (起皱): "wrinkles if you look at it", "creased in the suitcase"
    r"(?<!anti-)(?<!anti\s)(?<!for\s)(?<!no\s)(?<!fewer\s)(?<!less\s)(?:wrinkl|creas)(?:es|ed|ing)(?![a-z\-])|"
    # what went wrong, told in the past: "split clean down the middle", "snapped", "fell apart"
    r"(?<!banana\s)split(?:s)?\s+(?:in\s+(?:two|half)|clean|down|open|along|at)|cracked|snapped|warped|"
    # a surface gone at its edges or a thing gone in two, told of what it did ("chipped at the
    # rim", "the hooks went grey and split", "has flaked along every edge", "the drawers jam")
    r"chipp(?:ed|ing)|(?:and|has|have|had|just|both|all)\s+split(?![a-z])|flak(?:ed|ing)\s+(?:off|along|at|away)|"
    r"(?:drawers?|doors?|lids?|zips?|zippers?|hinges?)\s+(?:always\s+|still\s+)?(?:jam|jammed|stick|sticks|stuck)|"
    r"(?:fell|came|falling|coming)\s+apart|wore\s+through|(?:a\s+)?magnet\s+for|"
    # a thing that failed in use, told in the past with when or how ("leaked within a week",
    # "broke after two washes", "died on me", "stopped working", "conked out"): a fault of the
    # goods, so what the story says of their maker is no praise ("I'm broke" says no when)
    r"(?:leaked|broke|died|burst)\s+(?:within|after|in|on\s+me|the\s+(?:first|second)|twice|again)(?![a-z])|"
    r"(?:stopped|quit)\s+working|conked\s+out|packed\s+(?:up|in)(?![a-z])|gave\s+up\s+the\s+ghost|"
    r"left\s+(?:marks|stains|rings|scratches)|crackl(?:es|ed|ing)\s+with\s+static|full\s+of\s+static|"
    r"(?:is|are|gets?|got|goes|went)\s+(?:all\s+)?(?:wrinkly|bobbly|"
    r"baggy|saggy|stretched|misshapen|out\s+of\s+shape)|"
    r"(?:attract|collect|pick)(?:s|ed|ing)?\s+(?:up\s+)?(?:every\s+(?:bit|speck)\s+of\s+|all\s+the\s+)?"
    r"(?:lint|fluff|hair|pet\s+hair|dust|fuzz)|"
    r"(?:shows?|showed|showing|keeps?)\s+(?:every|each|all\s+the|any)\s+(?:single\s+)?"
    r"(?:mark|stain|scratch|smudge|fingerprint|crease|spill)s?|"
    r"los(?:es|t|ing)\s+(?:its|their)\s+shape|stretch(?:es|ed)?\s+out|"
    r"(?:runs?|ran)\s+(?:in\s+the\s+wash|on\s+me|straight\s+away|after)|"
    # the bare verb after an adverb or an auxiliary ("blouses always pill", "tend to fade")
    r"(?:always|often|constantly|quickly|easily|soon|still|just|to|will|would|they|that|which)\s+"
    r"(?:pill|shed|fade|ladder|rust|snag|fray|tarnish|peel|shrink|bobble|wrinkle|crease)|"
    # a misbehaviour that recurs, told as "keep(s) doing" ("it keeps sliding off", "the covers
    # keep bunching up", "keeps coming loose"): "keeps going", "keeps me warm" are no fault
    # ("I keep coming back to X", "keep falling in love with X" are loyalty)
    r"(?:keeps?|kept|keeping)\s+(?:on\s+)?(?:(?:slid|slipp|fall|bunch|roll|twist|tangl|curl|sagg|shift|"
    r"snagg|pill|fad|crack|break|leak|tear|ripp|fray|peel|wrinkl|creas|shedd|squeak|wobbl|"
    r"stain|smell|stink|itch|scratch|flipp|slouch|unravell?|detach|unzipp|chipp|splitt|warp|jamm|stick|"
    r"creak|splinter|flak)ing(?!\s+(?:in\s+love|for))"
    r"|(?:com|popp|rid)ing\s+(?:off|loose|undone|apart|open|out|up|unstuck|untied))"
    r"(?:\s+(?:off|up|down|out|loose|undone|apart|open|around|about|over))?|"
    # scratches told of the surface ("scratches so easily", "covered in scratches", "scuffed")
    r"scratch(?:es|ed)\s+(?:so\s+|really\s+|too\s+)?(?:easily|up|in\s+(?:a|one)\s+(?:day|week))|"
    r"(?:covered\s+in|full\s+of)\s+(?:scratches|scuffs|scuff\s+marks)|scuff(?:s|ed)\s+(?:easily|up)|"
    # a collector of what it should shed: "a dog hair magnet", "a lint magnet"
    r"(?:hair|lint|fluff|fur|dust|crumb)\s+magnet|"
    # giving way under a load ("chipboard ones bow under a few paperbacks", "the shelf sagged",
    # "buckles in the middle", "gave way"): bow, bend and buckle only with the load or the
    # place they give (a bow tie, "bend to pick it up" are none)
    r"(?:bow|bend|buckl)(?:s|ed|e|es|ing)?\s+(?:under|in\s+the\s+middle|down|with|after|when|as\s+soon|the\s+moment)|"
    r"bent\s+(?:under|in\s+the\s+middle|with|after)|sag(?:s|ged|ging|gy)|"
    r"(?:collaps|cav)(?:e|es|ed|ing)(?:\s+in)?|(?:give|gives|gave|giving|given)\s+way)(?![a-z])")
# A complaint verb of verb and object, split by what happened and how much (离合词: 起了好多球,
# 掉了一地毛, 生了锈, 褪了色, 缩了水, 起过皱): the same complaint; read whole only, "我姐买的羊绒
# 大衣，穿两次就起了好多球" was a LIKE of cashmere.
_ZH_SPLIT_COMPLAINTS = ("起球", "掉色", "褪色", "生锈", "长锈", "掉毛", "缩水", "起皱", "开线", "脱线", "掉漆",
                        "掉皮", "脱皮", "起皮", "发霉", "勾丝", "抽丝", "串色", "开胶", "掉渣")
_ZH_SPLIT_COMPLAINT = "|".join(
    a + r"(?:了|过)(?:好多|好些|一些|一点|不少|很多|一大片|一片|一层|一堆|一地|满身|一身|点|些|个)?" + b
    for a, b in _ZH_SPLIT_COMPLAINTS)
_ZH_COMPLAINT = re.compile(_ZH_SPLIT_COMPLAINT + r"|起球|(?:满身|一身|全是|都是|全身|满是)(?:小|大)?(?:毛)?球|皱(?:得|成|巴巴)|掉色|褪色|串色|勾丝|抽丝|生锈|长锈|掉毛|变形|缩水|起皱|开线|"
                           r"脱线|掉漆|掉皮|脱皮|起皮|粘毛|吸灰|发霉|氧化发黑|发黄|"
                           # dust and marks it keeps: 招灰, 落灰, 显脏, 一坐一个印子, 留印
                           r"[招沾粘落积]灰|显脏|(?:一道|一个|一块|留|起)(?:印子|印儿|印痕|痕迹)|留印|"
                           # (a mark left, told with how many and what colour: 留了一圈黄印子)
                           r"留(?:了|下)(?:一圈|一道|一个|一块|好几个|好多|个)?[黄白黑水红]?(?:印子|印儿|印痕|痕迹)|"
                           # a surface scratched (全是划痕, 容易刮花); a collector of hair or dust
                           # told as a machine for it (狗毛吸尘器, 猫毛收集器)
                           r"划痕|刮痕|刮花|划花|磨花|花了(?=[，。,.!！\s]|$)|"
                           # giving way under a load: 往下弯, 压弯了, 中间就塌了, 凹下去
                           r"(?:往下|压|变|就|被压)弯|塌(?:了|陷|下去|下来)|凹(?:下去|进去)|下陷|"
                           r"(?:狗毛|猫毛|毛发|宠物毛|灰尘|头发|毛毛?)(?:吸尘器|收集器|磁铁|收割机|粘毛器)|"
                           # a thing that came apart or stuck in use (散架, 卡住, 掉了一块瓷, 磕掉, 戳手),
                           # or chilled the hand that touched it (冰得哆嗦, 凉得刺骨)
                           r"散架|卡住|卡死|磕掉|崩(?:了|口|边)|戳手|扎手|(?:冰|凉)得(?:哆嗦|发抖|刺骨|受不了|要命)")
ZH_COMPLAINT = _ZH_COMPLAINT  # (the typo mender reads these words as typed)


# What became of the thing, told as its change for the worse (issue 11, round 37): not a
# verb of one fault but the state it was left in, after a span of use or an event — grown
# over (长了青苔, "grew a film of mould"), its colour gone (发乌, 褪得灰白, "faded to grey"),
# worn to a shine or bald (磨得锃亮, 坐秃了, "worn thin"), a piece lost (掉了一块, 缺了个角),
# "come to this" (才穿一冬天就成这样了), gone stiff or sticky, an off smell or taste ("a funny
# metallic taste", 一股怪味), and a state of decay said with a verb of becoming ("gets
# shabbier every year", "have gone see-through", "turned blotchy"). A story of what happened
# to a thing is a complaint of it, never a like: fresh36 read 陶土盆过个冬全长了青苔 and
# 搪瓷饭盒…掉了一块瓷 as likes. Denied ("没发黄", "hasn't gone thin") it is praise, read as
# every complaint is (complaint_in refuses a clause with a negation).
_ZH_WORSE = re.compile(
    r"长(?:了|满了?|出了?)(?:一层|一片|好多|好些|不少|些)?(?:青苔|苔藓?|霉斑?|绿毛|白毛|锈斑?|黑斑|斑点?|水垢)|"
    r"(?:发|泛)(?:乌|暗|灰|黑|黄|白|旧)(?=了|得|[，。,.!！\s]|$)|[褪退](?:得|成)[^，。,.!！?？；;\s]{0,6}|[褪退]了色|退色|"
    r"磨(?:得|成|出了?)(?:发亮|锃亮|油亮|发白|起毛|毛了|薄|透|秃|破|洞|一个洞)|(?:压|坐|磨|蹭|掉|都)秃|秃了|"
    r"(?:掉|缺|崩|磕)了?(?:一块|一角|个角|一个角|一片|一小块|个口子|个口|一个口)(?:瓷|漆|釉|皮|漆皮|涂层)?|"
    r"(?:就|都|全|已经)(?:成|变成)了?(?:这样|这个样子|这副样子|这样子|这德性|这德行)|"
    r"(?:发|变)(?:硬|脆|黏|粘|糟|糊)(?:了|得)|"
    r"(?:一股|有股|有一股|一股子)(?:怪|异|霉|臭|铁|塑料|化学|焦|馊)味|怪味|异味|霉味")
_EN_WORSE = re.compile(
    r"(?<![a-z])(?:gets?|getting|got|gone|goes|going|went|turn(?:s|ed|ing)?|become|becomes|became|"
    r"becoming|grown|grows|growing|look(?:s|ed|ing)?|ended\s+up|left)\s+(?:a\s+bit\s+|rather\s+|so\s+|"
    r"really\s+|all\s+|quite\s+|pretty\s+|completely\s+|totally\s+|more\s+)?"
    r"(?:shabb|tatt|scruff|ding|dull|threadbare|bald|patch|blotch|craz|see-through|brittle|"
    r"yellow|mou?ld|rust|discolou?r|grubb|wonk|lump|crunch|cloud|murk|stick|tack|limp|"
    r"stiff|worse)(?:ed|ier|er|y|ish)?(?![a-z])|"
    r"(?<![a-z])(?:funny|weird|strange|odd|off|nasty|metallic|musty|plasticky|chemical|tinny|burnt|"
    r"stale|mou?ldy|rancid)\s+(?:[a-z]+\s+)?(?:taste|smell|aftertaste|odou?r|tang|whiff)(?![a-z])|"
    r"(?<![a-z])(?:grew|grown|grows|growing|sprouted|covered\s+in)\s+(?:a\s+(?:layer|coat|film|carpet)\s+of\s+)?"
    r"(?:moss|mou?ld|mildew|rust|algae|limescale)(?![a-z])|"
    r"(?<![a-z])(?:worn|wore|wearing)\s+(?:thin|bald|shiny|smooth\s+and\s+shiny)(?![a-z])|"
    r"(?<![a-z])holes?\s+in\s+(?:both|the|my|each|every|all)(?![a-z])")


# A clause that goes on about the thing just named, with no subject of its own: 还/而且/也…,
# "and it …", "plus they …" ("丝绒沙发一坐一个印子，还特别吸灰", "X shows every mark, and it
# collects dust").
_GOES_ON_ABOUT = re.compile(r"^\s*(?:还|而且|并且|也|又|再加上|外加)|"
                            r"^\s*(?:(?:and|plus|also|but)\s+)?(?:it|they|it's|they're|itll|it'll)(?![a-z])")


def space_pause(text: str, at: int) -> bool:
    """The clause starting at `at` follows a Chinese one after a space alone: the pause a phone
    typer puts for a comma, with the comment on the topic said before it after ("羊毛开衫 洗一次
    就缩水")."""
    return bool(re.search(rf"[{CJK_RANGE}]\s+$", text[:at])) and bool(re.match(rf"[{CJK_RANGE}]", text[at:]))


def complaint_beside(text: str, c_start: int, c_end: int, named: list[tuple[int, int]]) -> re.Match | None:
    """The complaint verb of the clause text[c_start:c_end] when that clause goes on about the
    word named before it (see _GOES_ON_ABOUT), names nothing of its own (a colour inside the
    complaint, 灰 of 招灰, is none) and negates nothing; else None."""
    said = text[c_start:c_end]
    if not (_GOES_ON_ABOUT.match(said.lower()) or space_pause(text, c_start)):
        return None
    hit = complaint_in(text, c_start, c_end)
    if hit is None:
        return None
    a, b = c_start + hit.start(), c_start + hit.end()
    if any(c_start <= s and e <= c_end and not (a <= s and e <= b) for s, e in named):
        return None
    return hit


# What cannot be got off the thing, told by a verb of removing with its result denied (the
# potential complement: 拍不掉, 怎么都弄不掉, 洗不干净, 擦不下来, 去不掉): a complaint of the thing,
# whose 不 denies the removal, not the complaint ("丝绒沙发一沾猫毛就怎么都弄不掉" was a prefer
# word of velvet, the complaint unread for its 不).
_ZH_CANT_REMOVE = re.compile(r"[拍弄洗擦去刷清抠撕拿摘除粘扫吸掸搓][不没](?:掉|干净|下来|下去|走|出来|净)")


def complaint_in(text: str, c_start: int, c_end: int) -> re.Match | None:
    """The complaint verb of the clause text[c_start:c_end], told with no negation in it
    ("不会起球", "doesn't pill" deny it), else None."""
    clause = text[c_start:c_end].lower()
    if NEGATION.search(_ZH_CANT_REMOVE.sub(" ", clause)):
        return None
    return _EN_COMPLAINT.search(clause) or _ZH_COMPLAINT.search(clause) or _ZH_CANT_REMOVE.search(clause) or \
        _EN_WORSE.search(clause) or _ZH_WORSE.search(clause)


def complaint_spans(text: str, c_start: int, c_end: int) -> list[tuple[int, int]]:
    """Every complaint said in the clause text[c_start:c_end] (spans in `text`), none when a
    negation denies it (as complaint_in): a colour or a piece inside one (发黑, 褪得灰白, 掉了
    一块瓷) is what became of the thing, no word of its own."""
    if complaint_in(text, c_start, c_end) is None:
        return []
    clause = text[c_start:c_end].lower()
    return [(c_start + m.start(), c_start + m.end())
            for rx in (_EN_COMPLAINT, _ZH_COMPLAINT, _ZH_CANT_REMOVE, _EN_WORSE, _ZH_WORSE)
            for m in rx.finditer(clause)]


# No stance told (issue 11, round 37): an instruction of care ("the X jumper must be
# hand-washed", "my X blanket has to go in the dryer on low", 这条X围巾只能手洗) says how the
# thing is looked after, and an acceptance said last ("X is fine", "X works for me", X的可以,
# X也行) lets it in: neither refuses it, whatever the vote made of the washing words ("X
# shrinks in the wash") or of 可以 beside "X真的不行". A negation in the clause is a stance.
_EN_CARE = re.compile(
    r"(?<![a-z])(?:must|has\s+to|have\s+to|had\s+to|needs?\s+to|should|can\s+only|is\s+to|are\s+to)\s+"
    r"(?:only\s+)?(?:be\s+)?(?:hand[\s\-]?wash(?:ed)?|machine[\s\-]?wash(?:ed)?|wash(?:ed)?\s+(?:cold|by\s+hand|on\s+)|"
    r"dry[\s\-]?clean(?:ed)?|tumble[\s\-]?dri(?:ed|ed)|tumble[\s\-]?dry|dried\s+flat|dry\s+flat|air[\s\-]?dri(?:ed)|"
    r"iron(?:ed)?\s+(?:on|at|inside)|steam(?:ed)?|go\s+(?:in|into)\s+the\s+(?:dryer|drier|washer|wash|machine))")
_ZH_CARE = re.compile(r"(?:只能|得|要|必须|需要|最好)(?:用)?(?:手洗|机洗|干洗|冷水洗|温水洗|平铺晾干|阴干|低温烘干?|进烘干机|低温熨)")
_EN_ACCEPTED = re.compile(
    r"(?<![a-z])(?:is|are|'s|'re|would\s+be|will\s+be)\s+(?:totally\s+|perfectly\s+|absolutely\s+|also\s+|just\s+)?"
    r"(?:fine|ok|okay|alright|all\s+right|acceptable)(?:\s+(?:by|for|with)\s+me)?\s*[.!]?\s*$|"
    r"(?<![a-z])(?:works|will\s+do)(?:\s+for\s+me)?\s*[.!]?\s*$")
_ZH_ACCEPTED = re.compile(r"(?:的)?(?:也|都|倒是|还)?(?:可以|行|没问题|ok|OK)(?:的|啊|呀|吧|哈|呢)?[。！!.,，]?\s*$")


def no_stance_told(clause: str) -> bool:
    """The clause instructs the thing's care or accepts it, with no negation: no refusal."""
    low = clause.lower()
    if NEGATION.search(low):
        return False
    return bool(_EN_CARE.search(low) or _ZH_CARE.search(low) or _EN_ACCEPTED.search(low) or
                _ZH_ACCEPTED.search(low))


# Words a shopper says of themself: a clause with one is no bare noun phrase.
_PERSON = re.compile(r"(?<![a-z])(?:i|i'm|i've|i'd|me|my|we|our|us|you|they)(?![a-z'])|我|你|他|她|它|咱")
# A Chinese negation that denies a complaint inside a modifier (不起球的, 不会掉色的) is a
# feature asked for; one of wanting (不要/不想/不喜欢) is a refusal.
_ZH_DENIAL = re.compile(r"(?:不|没|无)(?:会|容易|易)?")


@lru_cache(maxsize=1)
def _dislike_words() -> frozenset[str]:
    """English words the stance table says only in its refusals and complaints ("hate",
    "awful", "pills", "magnet"): derived from data/language_exemplars.json, so a new
    exemplar teaches the check too."""
    import json

    from memory import paths

    table = json.loads(paths.LANGUAGE_EXEMPLARS.read_text(encoding="utf-8"))["stance"]

    def words(texts) -> set[str]:
        return {w for t in texts for w in re.findall(r"[a-z']+", t.replace("{m}", " ").lower())}

    return frozenset(words(table["dislike"]) - words(table["like"] + table["neutral"]))


def modifies_product(text: str, c_start: int, c_end: int, start: int, end: int) -> bool:
    """The clause is a noun phrase naming the product, the word among its modifiers: "faded
    denim jeans", "不起球的羊毛衫", "soft merino socks" — a request, whose words describe
    what is wanted, with no shopper, refusal or complaint said in it."""
    from agent.engines.offline_product import type_name_first, zh_head_final

    before = text[c_start:start].lower().strip()
    after = text[end:c_end].lower().lstrip(" 的-")
    name = type_name_first(after.strip()) or zh_head_final(after.strip())
    if name is None and re.fullmatch(rf"[{CJK_RANGE}]{{1,2}}", after.strip()) and \
            not re.search(r"[太很真好挺超最不没了吗呢吧]", after):
        name = after.strip()  # 羊毛衫: a product's head character after its material
    if not before or name is None or after.strip()[len(name):].strip(" .!,。！，?？") or \
            _PERSON.search(before):
        return False
    if re.fullmatch(rf"[{CJK_RANGE}]+的", before):
        denied = _ZH_DENIAL.match(before)
        if denied:  # 不起球的, 不会掉色的: the complaint denied is a feature asked for
            rest = before[denied.end():]
            return not NEGATION.search(rest) and not re.match(r"要|想|喜欢|爱|买|穿|用", rest)
        return not NEGATION.search(before) and not complaint_in(before, 0, len(before))
    words = before.split()
    return len(words) <= 3 and all(re.fullmatch(r"[a-z][a-z-]*", w) for w in words) and \
        not NEGATION.search(before) and not complaint_in(before, 0, len(before)) and \
        not set(words) & _dislike_words()


# "let me down", its object also a whole noun phrase ("never let our tree crew down").
LET_DOWN = r"let(?:s|ting)?\s+(?:me|us|(?:my|our|the|his|her|their)(?:\s+[a-z]+){1,3})\s+down"
# A negation that governs a verb of stopping, resisting, tiring or leaving denies that the
# shopper could do without the word: praise, not a refusal ("I can never resist X", "I'm never
# going without X again", "I won't be without X", "there's no going back from X", "X never lets
# me down", 离不开, 回不去了, 一摸就放不下, 穿不腻, 毫无抵抗力). Read as a refusal, it reversed
# the like into a dislike: the worst shape.
# (Not 受不了/看不上/穿不下: those verbs are no stopping; not 舍不得, "can't bring myself to
# buy"; not 放不下 after a place, "won't fit in the room".)
CANT_STOP = re.compile(
    r"(?<![a-z])(?:(?:can'?t|cannot|can\s+not|couldn'?t|could\s+never|can\s+never|never|won'?t|"
    r"wouldn'?t|don'?t|doesn'?t|didn'?t|do\s+not|does\s+not)\s+(?:ever\s+|really\s+|even\s+)?"
    r"(?:resist|get\s+enough|(?:live|do|go|going|be|manage|cope)\s+without|tire\s+of|get\s+(?:tired|bored)\s+of|"
    r"stop\s+(?:buying|wearing|using|reaching\s+for)|say\s+no\s+to|put\s+(?:it|them|one)\s+down|"
    # (the third person of the thing: "their kit never lets me down", "it never fails me")
    r"disappoints?|" + LET_DOWN + r"|fails?\s+(?:me|us)|go(?:es)?\s+wrong|regret|part\s+with)|"
    r"(?:there'?s\s+|there\s+is\s+)?no\s+going\s+back|(?:zero|no)\s+(?:willpower|resistance|self[\s\-]control)|"
    # a return denied, in any of its forms ("never looked back", "never going back", "haven't
    # gone back since", "won't switch back"): the shopper stays with what they moved to. Not a
    # return TO something: "I'll never go back to polyester" refuses polyester, the place
    # returned to (read as praise, it was a like of what was refused).
    r"(?:never|not|[a-z]*n'?t|cannot|no\s+longer)\s+(?:ever\s+|once\s+|really\s+|even\s+|be\s+|been\s+)?"
    r"(?:go|goes|going|gone|went|look|looks|looking|looked|switch|switched|switching|turn|turned|turning)"
    r"\s+back(?!\s+(?:to|on|at|into|for)(?![a-z])))|"
    r"(?:离|回|戒|停|丢|撒|脱)不(?:开|下|去|掉|了|来)|(?<![里家间上下位])放不下|"
    # a verb of moving away, unable: 挪不开眼, 移不开视线, 迈不开腿, 走不动 (after seeing it)
    r"(?:挪|移|迈|走)不(?:开|动)|"
    r"(?:看|穿|用|吃|喝|听|玩|戴|摸|睡|盖|背)不(?:腻|厌|够)|爱不释手|欲罢不能|"
    r"(?:毫无|没有|没啥|没什么|完全没有?|无法)(?:抵抗力|抵抗|抗拒)|(?:抗拒|抵挡|招架|抵抗)不(?:了|住)")
# "disappoint" and its endings: "never disappoints", "has never disappointed".
_CANT_STOP_TAIL = re.compile(r"[a-z]*")


# Praise told in a figure whose words, read alone, sound against the thing (three writers'
# sets: 软到犯规, 好用到哭 and "hate taking them off" were stored as dislikes of what was praised):
# - a degree complement: a quality of praise, then 到/得 and how far it goes (好用到哭, 软到不想
#   起床, 暖得要命) — the complement is governed by the quality before it, so 闷到想哭 (闷 is no
#   praise) stays a complaint; English intensifiers taken from words of blame ("stupidly
#   comfortable", "ridiculously soft") and a consequence that is hyperbole ("so soft it should
#   be illegal", "so warm I could cry");
# - a parting denied or dreaded (舍不得脱, 一穿上就不想换下来, "I never want to take them off",
#   "I hate taking it off", "can't bring myself to throw them out"): the negation governs the
#   parting, not the thing; never a switch TO something (不想换成X refuses X);
# - shopping slang of praise, a verdict of its own (yyds, 绝绝子, 真的绝了, 闭眼入, 天花板, 真香).
_ZH_PRAISE_QUALITY = (r"(?:舒服|舒适|耐用|结实|柔软|软和|软乎乎|软|暖和|暖|透气|凉快|凉爽|清爽|高级|耐看|好看|"
                      r"好用|好穿|好睡|好闻|好喝|好吃|顺手|香|亲肤|保暖|抗造|耐造|靠谱|丝滑|顺滑|滑溜|轻便|"
                      r"轻|漂亮|可爱|吸水|防滑|安静|省心|方便|百搭|显瘦|合身|贴身|稳|爽|美|棒)")
_EN_PRAISE_QUALITY = (r"(?:soft|softer|comfy|comfortable|cosy|cozy|warm|cool|smooth|silky|light|breathable|"
                      r"durable|sturdy|good|great|nice|pretty|gorgeous|beautiful|cute|fluffy|plush|snug|cushy|"
                      r"lovely|sleek|grippy|quiet|gentle|luxurious|buttery|dreamy|absorbent|cooling)")
PRAISED_IN_A_FIGURE = re.compile(
    r"(?<![不没太难别])" + _ZH_PRAISE_QUALITY + r"(?:到|得)(?!了|过|手|货|家|位|底|期|账|时)[^，。,.!！?？；;]{1,8}|"
    r"(?<![a-z])(?:stupidly|ridiculously|ridic|insanely|absurdly|obscenely|criminally|sinfully|dangerously|"
    r"unreasonably|offensively|unfairly|illegally|scarily|wickedly|disgustingly|stupid|crazy|insane|silly)\s+"
    + _EN_PRAISE_QUALITY + r"(?![a-z])|"
    r"(?<![a-z])so\s+" + _EN_PRAISE_QUALITY + r"\s+(?:that\s+)?(?:it'?s|they'?re|it\s+(?:should|ought\s+to)\s+be|"
    r"they\s+(?:should|ought\s+to)\s+be|i\s+(?:could|want\s+to|wanna|might))\s+"
    r"(?:illegal|criminal|a\s+crime|unfair|ridiculous|insane|unreal|silly|stupid|cry|weep|scream|die)(?![a-z])|"
    # a parting denied or dreaded
    r"(?:舍不得|不舍得|不忍心)|(?:不想|不愿意?|不肯)(?:再)?(?:脱|扔|丢|摘|淘汰|送人|起床|下床|放手)|"
    r"(?:不想|不愿意?|不肯)(?:再)?换(?:下来|掉|下)?(?![成到为个了])|"
    r"(?<![a-z])(?:(?:never|don'?t|do\s+not|won'?t)\s+(?:ever\s+)?(?:want|wanna)\s+(?:to\s+)?|"
    r"(?:can'?t|cannot|couldn'?t)\s+(?:bear|stand)\s+to\s+|(?:can'?t|cannot|couldn'?t)\s+bring\s+(?:myself|ourselves)\s+to\s+|"
    r"hate\s+(?:having\s+to\s+|to\s+)?)"
    r"(?:take|taking)\s+(?:(?:it|them|these|those|this|mine|my\s+[a-z]+)\s+off(?![a-z])|"
    # with no object, "off" ends what is said ("the thing I hate taking off at night"): "hate
    # taking off wool jumpers, the static" dreads the static, not the jumper
    r"off(?=\s*(?:$|[,.;!?]|(?:at|in|when|after|before|ever|again|now|tonight)(?![a-z]))))|"
    r"(?<![a-z])(?:(?:never|don'?t|do\s+not|won'?t)\s+(?:ever\s+)?(?:want|wanna)\s+(?:to\s+)?|"
    r"(?:can'?t|cannot|couldn'?t)\s+(?:bear|stand)\s+to\s+|(?:can'?t|cannot|couldn'?t)\s+bring\s+(?:myself|ourselves)\s+to\s+)"
    r"(?:throw\s+(?:\S+\s+){0,4}?(?:out|away)|get\s+rid\s+of|give\s+(?:it|them)\s+up|replace|part\s+with)(?![a-z])|"
    # shopping slang of praise
    r"(?<![a-z])(?:yyds|jjz)(?![a-z])|绝绝子|(?:真的?|太|简直|也太|实在)绝了?|绝了|闭眼入|闭眼买|天花板|封神|真香|无限回购")


# A negation or a complaint that governs the alternatives, not the word: "I could never wear
# anything else", "nothing else comes close", "every other pan feels flimsy", 再也换不回别的,
# 看不上别的, 别的毛衣都穿不下去了, 其他牌子都不想用了. What the shopper refuses is the rest, so
# the word named beside it is praised (read as a refusal of the word, it reversed the like).
# The gap between the negation and "else"/别的 holds a verb only, never the word: "不要X，别的
# 都行" keeps its refusal (no negation governs 别的 there), and so does "anything but X".
_OTHERS_EN = r"(?:(?:anything|something|anyone)\s+else|any\s+other(?:\s+[a-z]+)?|other\s+(?:brands?|makes?|ones|kinds?))"
_OTHERS_ZH = r"(?:别的|其他的?|其它的?|别家的?|别人家的?)"
SPURNS_OTHERS = re.compile(
    r"(?<![a-z])(?:can'?t|cannot|couldn'?t|could\s+never|can\s+never|never|won'?t|wouldn'?t|don'?t|"
    r"no\s+longer)\s+(?:ever\s+|even\s+|really\s+|again\s+|want\s+to\s+)?(?:wear|use|buy|want|touch|"
    r"sleep\s+(?:on|in|under)|go\s+back\s+to|look\s+at|consider|settle\s+for|bother\s+with|need|"
    r"switch\s+to|stand|hear\s+of|think\s+of)\s+" + _OTHERS_EN + r"(?![a-z])|"
    # "holds heat like nothing else", "soft like no other": the thing beyond all others
    r"(?<![a-z])like\s+(?:nothing(?:\s+else)?|no\s+other(?:\s+[a-z]+)?)(?:\s+(?:i'?ve|i\s+have|i)\s+(?:ever\s+)?"
    r"(?:tried|owned|used|had|worn))?(?![a-z])|"
    r"(?<![a-z])nothing\s+else\s+(?:comes?\s+close|compares?|will\s+do|works?|feels?\s+right|gets?\s+a\s+look\s+in|"
    r"(?:has|have)\s+(?:ever\s+)?(?:felt|worked|come\s+close))[^,.;!?]*|"
    # the shopper's own use of nothing else, or of this alone ("I'd wear nothing else", "I cook
    # with nothing else", "nothing else for me", "merino is all I'll put on my feet"): a habit
    # that shuts the others out (its "nothing" refuses nothing)
    r"(?<![a-z])(?:i|we|i'?d|we'?d|i'?ll|we'?ll|i\s+would|i\s+will|we\s+would)\s+(?:(?:honestly|happily|gladly|now|just|"
    r"really|only|ever)\s+)?(?:wear|use|cook\s+(?:with|on|in)|sleep\s+(?:on|in|under)|buy|carry|drink|eat|ride|drive|"
    r"play|have|touch|write\s+with|put\s+on\s+(?:my|our|his|her)\s+[a-z]+)\s+nothing\s+else(?![a-z])|"
    r"(?<![a-z])nothing\s+else\s+for\s+(?:me|us)(?![a-z])|"
    r"(?<![a-z])the\s+(?:only\s+)?ones?\s+for\s+(?:me|us)(?![a-z])|"
    r"(?<![a-z])(?:is|are|'s|'re)\s+all\s+(?:i|we)(?:'ll|'d|\s+will|\s+would|\s+ever)?\s+(?:ever\s+)?(?:wear|use|buy|"
    r"carry|cook\s+(?:with|on|in)|sleep\s+(?:on|in|under)|put\s+on)(?![a-z])[^,.;!?]*|"
    r"(?<![a-z])(?:every|all|any)\s+other\s+[a-z]+(?:\s+[a-z]+)?\s+(?:feels?|felt|seems?|looks?|is|are|was|were)"
    r"(?![a-z])[^,.;!?]*|"
    r"(?:[换回穿用看买选戴睡]不(?:回|上|惯|下去|进去)|(?:不|没法|没办法)(?:想|会|愿意|再)?[换穿用看买选碰戴睡要]回?)"
    + _OTHERS_ZH + r"|" + _OTHERS_ZH + rf"[{CJK_RANGE}]{{0,4}}?(?:都|全|就|也)(?:再也|已经)?"
    r"(?:不|没|看不上|受不了|[穿用看睡戴]不)[^，。,.!！?？；;]*|"
    # the others below it ("别的都比不上", 其他的都没法比, 别家的都差远了): the one named is best
    + _OTHERS_ZH + rf"[{CJK_RANGE}]{{0,4}}?(?:都|全|就|也)?(?:比不上|比不了|没法比|不能比|赶不上|差远了|差一截)|"
    # an exchange refused for anything offered ("I wouldn't swap my X for anything", "wouldn't
    # trade them for the world", "wouldn't exchange it for the fanciest pair", 给我什么都不换,
    # 拿金山来也不换, 给多少钱都不换): what is refused is whatever is offered, the thing kept praised
    r"(?<![a-z])(?:wouldn'?t|won'?t|would\s+not|will\s+not|would\s+never|will\s+never|never)\s+(?:ever\s+)?"
    r"(?:swap|trade|exchange|switch)(?:\s+(?!for(?![a-z]))[a-z'\-]+){0,5}?\s+for\s+(?:anything|the\s+world|"
    r"all\s+the|any(?![a-z])|the\s+[a-z]+est(?![a-z])|a\s+(?:million|thousand|fortune))[^,.;!?]*|"
    r"(?:给|拿)我?(?:什么|啥|多少钱?|金山银?山?|[^，。,.!！?？；;]{1,6}?来)我?(?:也|都)不(?:换|卖|让)|"
    r"(?:换|拿)?(?:什么|啥)(?:我)?都不换")
# The thing set above all the others by an exclusive "only" with a relative clause: "X pillows
# are the only ones my neck hasn't complained about", "the only socks that survived the trip
# were X", 唯一一把没被风吹翻的, 只有X的跑鞋没把脚磨破. What the others did and this one did not
# is praise of this one: the negation inside denies a fault of the thing, it refuses nothing
# ("only" there excludes the rest; it does not belittle: "only lasted a month" does).
EXCLUSIVE_ONLY = re.compile(
    r"(?<![a-z])(?:the|my|our|his|her|their)\s+(?:one\s+and\s+)?only\s+(?:[a-z'\-]+\s+){0,4}?"
    r"(?:that|which|who|i|we|my|our|his|her|they|it|he|she|i'll|i'd|we'll|we'd|i've|we've)\s+[^,.;!?]*|"
    r"唯一[^，。,.!！?？；;]*?(?:没|不)[^，。,.!！?？；;]*|"
    r"(?<![不])只有[^，。,.!！?？；;]{1,12}?(?:没|不)[^，。,.!！?？；;]*")
# A fault of the thing denied, its subject the thing (not the shopper): "they never shrink",
# "has never once leaked", 从来没掉过链子, 从不起球, 一次也没坏过. The shopper praises what the
# thing never did (read as a refusal, "never" reversed the like); "I never buy X" keeps its
# refusal: its subject is the shopper and buying is no fault.
_FAULT_EN = (r"(?:pill|shed|fade|ladder|rust|snag|fray|tarnish|peel|shrink|bobble|crack|break|broke|broken|"
             r"leak|fail|tear|tore|torn|rip|split|wobble|squeak|warp|sag|chip|stain|crease|wrinkle|"
             r"wreck|ruin|slide|slip|stink|snap|"
             # what heat, wear or a blocked part does to it ("burned every slice", "never
             # scorched", "the handle melted", "the spout clogged", "the legs buckled")
             r"burn|scorch|singe|melt|overheat|clog|buckle|creak|rattle|"
             # a person's complaint of the thing ("never moan in them", "has never once whined")
             r"complain|moan|grumble|whine|whinge|gripe|grouse|fuss|" +
             LET_DOWN + r"|go(?:ne|es)?\s+wrong|fall(?:en)?\s+apart|wear\s+out|worn\s+out|"
             r"give\s+out|given\s+out|stop(?:ped)?\s+working|die|died|skip\s+a\s+beat|"
             # what the thing does to the body ("never rubs my heels", "doesn't pinch", "never
             # blisters my toes", "hasn't given me a rash"): denied, the thing is praised
             # (each form whole: "isn't rubber" denies no rubbing)
             r"(?:rub(?:s|bed|bing)?|pinch(?:es|ed|ing)?|chaf(?:e|es|ed|ing)|blister(?:s|ed|ing)?|"
             r"itch(?:es|ed|ing|y)?|irritat(?:e|es|ed|ing)|dig(?:s|ging)?\s+in|"
             r"give\s+(?:me|us|him|her)\s+(?:a\s+|any\s+)?(?:blisters?|rash(?:es)?|headaches?|hives))(?![a-z]))")
_FAULT_ZH = r"(?:坏|破|漏|断|裂|掉|松|锈|褪|脱|卡|堵|翻车|出(?:过)?(?:问题|毛病|故障)|失灵|起球|变形|缩水|开线|起皱|开胶|散架|磨(?:过)?脚|划痕|刮花|划花|刮痕|塌|弯|鼓包|霉|翻(?=了|过|过来|过去))"
# A fault word said in English, any form ("leaked", "broke", "rubs").
FAULT_WORD = re.compile(r"(?<![a-z])" + _FAULT_EN + r"[a-z]*")
DENIED_FAULT = re.compile(
    r"(?<![a-z])(?:never|(?:has|have|had|does|do|did|is|are|was|were|wo|would)n'?t|not\s+once)\s+"
    r"(?:ever\s+|once\s+|even\s+|been\s+)?" + _FAULT_EN + r"[a-z]*|"
    # "without a wobble", "without a single leak": the fault denied by a preposition
    r"(?<![a-z])without\s+(?:a\s+|any\s+|one\s+|ever\s+a\s+)?(?:single\s+)?" + _FAULT_EN + r"[a-z]*|"
    r"(?:从来|从|一次也|一直|都|也|还|就)(?:是)?没(?:有)?(?:一[道点条个])?" + _FAULT_ZH + r"(?:[^，。,.!！?？；;]{0,4}?过)?|"
    r"(?:从来|从|一直|也|都|又|还)不(?:会)?" + _FAULT_ZH + "|"
    # not one of the fault: 一道划痕都没有, 一点褪色也没有
    r"一[道点条个丝处]" + _FAULT_ZH + r"(?:都|也)(?:没有?|不见)|"
    # after a span of use told with 了: 洗了n次不变形, 穿了两年没坏, 摔了好几回也不裂
    r"(?:洗|穿|用|戴|背|骑|摔|泡|晒|跑|走)了[^，。,.!！?？；;不没]{0,6}?(?:都|也|还|依然|仍然)?(?:不|没)(?:会|有)?"
    + _FAULT_ZH)
# Not one harm in all that use: a zero count of a fault, a wound or a complaint ("never a
# scratch", "not one drip from the spout", "not a single tear", "without one wet sock", "zero
# leaks", 一道裂缝都没有, 一滴水都没漏) — a thing praised by what it never did, where the negation
# refuses nothing. A zero count of anything else ("not a single pocket", 一个口袋都没有) is a
# complaint of a lack and stays one: the counted word must be a harm (the faults above, the
# body's discomforts below, and what a person or a surface suffers).
_HARM_EN = (r"(?:pill|shed|fade|rust|snag|fray|tarnish|peel|shrink|crack|break|leak|fail|tear|rip|split|"
            r"wobble|squeak|warp|sag|chip|stain|crease|wrinkle|slip|stink|rub|pinch|chafe|"
            r"scratch|scrape|scuff|sting|drip|hole|splinter|bruise|cut|nick|dent|"
            r"burn|scorch|complaint|moan|grumble|whinge|gripe|problem|issue|hitch|hiccup|glitch|fault|"
            r"defect|breakdown|wet|damp|soggy|sore|cold|blister|rash|itch|ache|bite|puncture|spill|"
            r"mark|smudge|ladder|bobble|callus|corn)")
_ZERO_HARM_EN = re.compile(
    r"(?<![a-z])(?:(?:never|not|nary|without)\s+(?:once\s+|even\s+|ever\s+)?(?:a|one|a\s+single|one\s+single|single|any)|"
    r"zero|no\s+more\s+than\s+(?:a|one))\s+(?:[a-z\-]+\s+)?" + _HARM_EN + r"(?:e?s|ed)?(?![a-z])")
_ZH_MEASURE_ONE = r"一[道点条个丝处滴次回下块根颗粒]"
# (and a person's complaint denied: 从来不喊痒, 从没抱怨过, "my twins never grumble")
_ZH_COMPLAIN = r"(?:抱怨|嫌弃?|闹腾?|哭闹|喊|叫|嚷嚷?|说)"
# A discomfort ended by the thing: "the reason I stopped waking up sweaty", "no more itchy
# nights", "my feet stopped aching", 再也不热醒了, 不再出汗. The words between the verb of
# ending and the discomfort are the sufferer's, never a verb of use: "I stopped wearing X, it
# made me sweat" ends the wearing, not the sweat.
_DISCOMFORT_EN = (r"(?:sweat(?:y|ing|s)?|clammy|sore(?:ness)?|ach(?:e|es|ing|y)|cold|freezing|shiver(?:ing)?|"
                  r"overheat(?:ing)?|too\s+hot|tossing|stiff|itch(?:y|ing)?|scratch(?:y|ing)|rash(?:es)?|"
                  r"blister(?:s|ed)?|chaf(?:e|ed|ing)|headaches?|sneez(?:e|ing))")
_DISCOMFORT_ZH = r"(?:出汗|流汗|闷|热醒|冻醒|痒|疼|痛|酸|发冷|冷醒|起疹|过敏|失眠|磨脚|勒)"
ENDED_DISCOMFORT = re.compile(
    # the body's discomfort denied ("my back didn't ache for once", "my knees haven't hurt
    # since", "her skin hasn't itched once"): what the thing did for the sufferer
    r"(?<![a-z])(?:my|our|his|her|their)\s+(?:[a-z']+\s+)?" + EN_BODY_PART + r"\s+"
    r"(?:(?:has|have|had|did|does|do|is|are|was|were)n'?t|never|no\s+longer|not)\s+(?:once\s+|even\s+|ever\s+|"
    r"really\s+|been\s+|felt\s+|got(?:ten)?\s+|gets?\s+)?"
    r"(?:ach(?:e|ed|es|ing|y)|hurt(?:s|ing)?|sore|itch(?:ed|es|ing|y)?|sweat(?:ed|s|ing|y)?|blister(?:ed|s)?|"
    r"swell|swollen|burn(?:ed|t|s|ing)?|throb(?:bed|s|bing)?|cold|numb|stiff|rubbed|raw|red)(?![a-z])|"
    # 脖子终于不疼了, 脚一点都不冷了, 脸上终于不长痘了, 腰再也没疼过
    r"(?:" + ZH_BODY_PART.pattern + r"|脚|腰|膝盖|腿|肩膀?|颈椎|脚后跟|脚趾|脚底)[上里]?"
    r"(?:也|都|就|终于|总算|再也|一点(?:也|都|儿也|儿都)?|完全|居然|竟然)*(?:不|没|没有)(?:再|怎么|会)?"
    r"(?:" + ZH_SUFFERING.pattern + r"|" + _DISCOMFORT_ZH + r"|冷|凉|累|磨)|"
    # a fault of the shopper's own thing ended: "her hair stopped snapping", "stopped pilling"
    r"(?<![a-z])stopped\s+(?:snapp|break|crack|leak|pill|shedd|fad|fray|frizz|splitt|tear|chafi|rubb)ing(?![a-z])|"
    r"(?<![a-z])(?:stopped|stop|stops|quit|no\s+longer|no\s+more|never\s+again)\s+"
    r"(?:(?:waking\s+up|wake\s+up|getting|get|being|feeling|feel|having|my\s+[a-z]+|me|from|the|those|"
    r"any)\s+){0,3}" + _DISCOMFORT_EN + r"(?![a-z])|"
    r"(?:不再|再也不|再也没|告别了?|治好了?)(?:会|用|有)?(?:半夜)?" + _DISCOMFORT_ZH)
# Never better: the best the shopper has known, told as all the past denied ("my sourdough has
# never looked better", "I've never slept so well", "never had a comfier pair", 从没这么舒服过,
# 从来没睡得这么香): the negation governs the comparison, it refuses nothing.
_COMPARATIVE_EN = (r"(?:better|comfier|cosier|cozier|warmer|softer|happier|nicer|sharper|smoother|quieter|"
                   r"crisper|tastier|faster|easier|lighter|sturdier|stronger|drier|dryer|cooler|snugger|"
                   r"(?:more\s+|so\s+|this\s+|as\s+)(?:" + _EN_PRAISE_QUALITY[3:-1] +
                   r"|dry|safe|tidy|clean|neat|crisp|sharp|well|soundly|deeply|peacefully|smoothly))")
NEVER_BETTER = re.compile(
    r"(?<![a-z])(?:never|not\s+ever)\s+(?:(?!(?:buy|bought|get|want|choose|pick|order|need|use|wear)\s)"
    r"[a-z']+\s+){0,3}?" + _COMPARATIVE_EN + r"(?![a-z])|"
    r"(?:从来|从|一直|还)?没(?:有)?(?:[" + CJK_RANGE + r"]{0,3}?)(?:这么|那么|如此|这样)(?:好|踏实|安稳|干爽|省心|" +
    _ZH_PRAISE_QUALITY[3:-1] + r")(?:过)")
# The parts of the body a wearer complains of (the reaction reader's, and the limbs that ache
# from wear: 脚, 腰, 腿, 肩膀).
_ZH_BODY_SUFFERS = ZH_BODY_PART.pattern + r"|脚(?:后跟|趾|底|背)?|腰|膝盖|腿|肩膀?|颈椎|后脑勺"
ZERO_HARM = re.compile(
    _ZERO_HARM_EN.pattern + "|" +
    # 一道裂缝都没有, 一个划痕也不见; 一滴水都没漏, 一次都没坏过
    _ZH_MEASURE_ONE + rf"[{CJK_RANGE}]{{0,2}}?" + _FAULT_ZH + rf"[{CJK_RANGE}]{{0,2}}?(?:都|也)(?:没有?|不见)|" +
    _ZH_MEASURE_ONE + rf"[{CJK_RANGE}]{{0,2}}?(?:都|也)(?:没|不)(?:有|会)?" + _FAULT_ZH + "|"
    # 从来不喊痒, 从没抱怨过, 一次都没嫌过
    r"(?:从来|从|一直|一次都|一次也|也|都|还)(?:不|没)(?:有|再)?(?:抱怨|嫌弃|哭闹)|"
    # (the body part that suffers may stand between: 从来不喊脚疼, 一次都没说过肩膀疼, 没喊过腰酸)
    r"(?:从来|从|一直|一次都|一次也|也|都|还)(?:不|没)(?:有|再)?(?:喊|叫|嚷嚷?|说|嫌)(?:过)?"
    r"(?:" + _ZH_BODY_SUFFERS + r")?"
    r"(?:" + _DISCOMFORT_ZH + r"|" + _FAULT_ZH + r"|累|难受|不舒服)")
# The shopper is the subject of the negation only when said a few words before it ("I never
# buy X", "we just don't use X"); further back the shopper is in a clause of its own ("the
# boots I got my son last fall still don't leak": the boots don't leak).
SHOPPER_SUBJECT_REACH = 3
_SHOPPER_BEFORE = re.compile(r"(?<![a-z])(?:i|we|i'?ve|i'?d|i'?ll|i'?m|we'?ve|you)(?![a-z])|我|咱")


def denied_stop(clause: str) -> list[tuple[int, int]]:
    """Spans of `clause` (lower case) where a negation refuses nothing: it denies stopping
    (see CANT_STOP), spurns the alternatives (SPURNS_OTHERS), praises in a figure
    (PRAISED_IN_A_FIGURE) or denies a fault of the thing (DENIED_FAULT, said with no shopper
    before it)."""
    out = []
    for m in CANT_STOP.finditer(clause):
        end = m.end()
        if m.group(0)[-1:].isascii() and m.group(0)[-1:].isalpha():
            end += _CANT_STOP_TAIL.match(clause, end).end() - end
        out.append((m.start(), end))
    out += [(m.start(), m.end()) for m in SPURNS_OTHERS.finditer(clause)]
    out += [(m.start(), m.end()) for m in PRAISED_IN_A_FIGURE.finditer(clause)]
    out += [(m.start(), m.end()) for m in ENDED_DISCOMFORT.finditer(clause)]
    # (what only this one did must be no fault, or a fault denied: "the only tent that leaked
    # was X" blames X)
    out += [(m.start(), m.end()) for m in EXCLUSIVE_ONLY.finditer(clause)
            if NEGATION.search(m.group(0)) or not FAULT_WORD.search(m.group(0))]
    out += [(m.start(), m.end()) for m in ZERO_HARM.finditer(clause)]
    out += [(m.start(), m.end()) for m in NEVER_BETTER.finditer(clause)]
    # (A Chinese 我 before it is mostly a possessive, 我老公那个书架: no shopper checked there;
    # the shopper does not 坏 or 散架.)
    out += [(m.start(), m.end()) for m in DENIED_FAULT.finditer(clause)
            if re.match(rf"[{CJK_RANGE}]", m.group(0)) or
            not _SHOPPER_BEFORE.search(" ".join(clause[:m.start()].split()[-SHOPPER_SUBJECT_REACH:]))]
    return sorted(out)


# A negation of the telling, not of the thing told: "not gonna lie", "no joke", "I kid you
# not", "ngl", 不骗你, 不夸张, 不是我吹. It vouches for what is said (an oath); what the
# sentence says of the word holds as if it were not there (a like under it is no like under a
# negation, and it refuses nothing).
_OATH = re.compile(
    r"(?<![a-z])(?:(?:(?:i'?m\s+)?not|no|never)\s+(?:gonna\s+|going\s+to\s+|to\s+|even\s+)?|"
    r"(?:i\s+)?(?:can'?t|won'?t|wouldn'?t|don'?t|didn'?t)\s+)"
    r"(?:lie|lying|kid|kidding|joke|joking|exaggerat(?:e|ing)|a\s+lie|cap)(?![a-z])|"
    r"(?<![a-z])(?:kid\s+you\s+not|ngl)(?![a-z])|"
    r"(?:不|没|绝不|真不)(?:是)?(?:骗你|骗人|开玩笑|夸张|吹牛?)|不吹不黑|不是我吹|不是我说|"
    # An assurance is an oath's kin: it denies a doubt, not the thing ("no question", "no doubt
    # about it", "without a doubt", "no two ways about it", 没跑, 错不了, 没话说, 没得说, 没毛病,
    # 挑不出毛病, 不用说): what is said of the word holds as if it were not there.
    r"(?<![a-z])(?:no\s+(?:question|doubt)(?:\s+about\s+(?:it|that))?|without\s+(?:a|any)\s+doubt|"
    r"no\s+two\s+ways\s+about\s+it|no\s+contest)(?![a-z])|"
    r"没跑|跑不了|错不了|没话说|没得说|没的说|挑不出毛病|没毛病|不用说|没二话")


def oath_spans(low: str) -> list[tuple[int, int]]:
    """Spans of `low` (lower case) that are oaths (see _OATH): negations of nothing said."""
    return [(m.start(), m.end()) for m in _OATH.finditer(low)]


# The written courtesy that opens a request (烦请, 劳烦, 恳请, 敬请, 有劳, 麻烦您): it asks, and
# says nothing of the thing asked for. Read as words, its 烦 (annoyed) made "烦请多提供X选项"
# and "烦请多推荐几款X的" votes against X. (麻烦 alone is a hassle, "X很麻烦": only before
# whom it troubles or what it asks.)
_COURTESY = re.compile(r"烦请|劳烦|烦劳|恳请|敬请|有劳|麻烦(?=您|你|帮|给|再|多|推荐|找|看|挑|选)")


def without_oaths(low: str) -> str:
    """`low` with its oaths and its courtesies blanked (same length, so spans keep their
    places)."""
    for a, b in [*oath_spans(low), *((m.start(), m.end()) for m in _COURTESY.finditer(low))]:
        low = low[:a] + " " * (b - a) + low[b:]
    return low


# A refusal denied: "not that I dislike X", "it's not like I hate X", "I don't hate X",
# 也不是不喜欢X, 不是说讨厌X, 倒不是嫌弃X. The negation before the refusal verb governs it: the
# shopper says they do NOT refuse the word (a double negation), so it is no dislike; nor is
# it a like (a reason against usually follows: "…, it's just too warm for spring").
_REFUSAL_VERB_DENIED = (r"(?:dislike|hate|detest|loathe|mind|can'?t\s+stand|object\s+to|have\s+(?:anything|"
                        r"something)\s+against|have\s+a\s+problem\s+with|am\s+against|'m\s+against)")
REFUSAL_DENIED = re.compile(
    r"(?<![a-z])(?:not\s+that|it'?s\s+not\s+(?:like|that)|(?:it\s+)?isn'?t\s+(?:like|that)|not\s+because|"
    r"doesn'?t\s+mean)\s+(?:i|we)(?:\s+(?:really|actually|particularly|even|totally))*\s+" + _REFUSAL_VERB_DENIED + "|"
    r"(?<![a-z])(?:i|we)\s+(?:don'?t|do\s+not|never)\s+(?:really\s+|actually\s+|particularly\s+)?"
    r"(?:dislike|hate|detest|loathe|have\s+(?:anything|something)\s+against)(?![a-z])|"
    r"(?:不是|并不是|倒不是|也不是|又不是|并非|倒也不是|也没有|并没有|倒没有|也没)(?:说|因为)?(?:我|我们)?"
    r"(?:有多|真的|很|特别|太|就)?(?:不喜欢|讨厌|嫌弃|反感|排斥|受不了|不爱|抗拒|不想要|不要)|"
    # A refusal disowned as never said ("I never said no to X", "I never said X was a problem",
    # "who said I hate it", 我可没说不要X, X我从来没说不行, 我啥时候说过不要X, 谁说我讨厌它): the
    # shopper denies having refused, so the refusal's words are reported, not said now.
    r"(?<![a-z])(?:i|we)\s+(?:never|didn'?t|did\s+not|haven'?t|have\s+never)\s+(?:ever\s+)?"
    r"(?:said|say|told\s+you|meant)\s+(?:that\s+)?(?:no\s+to|(?:i|we)\s+(?:didn'?t|don'?t)\s+(?:want|like)|"
    r"(?:i|we)\s+(?:hate|hated|dislike|disliked|was\s+against)|"
    r"(?:the\s+)?[a-z\-]+(?:\s+[a-z\-]+)?\s+(?:was|is|were|are)\s+(?:a\s+problem|an\s+issue|out|off\s+the\s+list))|"
    r"(?<![a-z])who\s+said\s+(?:i|we)\s+(?:hate|hated|dislike|disliked|don'?t\s+like|didn'?t\s+want)|"
    r"(?:没|没有|从没|从来没|从来没有|又没|可没|也没|并没|并没有|啥时候|什么时候|几时|谁)(?:说|讲)过?(?:我|我们)?"
    r"(?:不要|不行|不能要|讨厌|不喜欢|嫌弃|不买)|"
    # An objection denied ("I've got nothing against X", "no objection to X", 对X没意见, X我又没
    # 啥意见, 不反对): no refusal, and no like either.
    r"(?<![a-z])(?:(?:got|have|has)\s+nothing\s+against|no\s+objections?\s+to)(?![a-z])|"
    r"(?:没|没有|倒没|又没|也没|并没|并没有)(?:啥|什么|任何)?(?:意见|异议|成见|偏见)|不反对")


def refusal_denied(low: str) -> list[tuple[int, int]]:
    """Spans of `low` (lower case) where a refusal verb is itself denied (REFUSAL_DENIED)."""
    return [(m.start(), m.end()) for m in REFUSAL_DENIED.finditer(low)]


# "no matter how often I wash them", "no doubt", "not only": a negation word that refuses nothing.
_NOT_NEGATING = re.compile(r"(?<![a-z])(?:no\s+matter|no\s+doubt|not\s+only|no\s+wonder)(?![a-z])")


def praised_by_denial(text: str, c_start: int, c_end: int) -> bool:
    """The clause text[c_start:c_end] praises by denying the shopper could stop ("对X完全没有
    抵抗力", "X never lets me down"), and negates, complains of or asks nothing else."""
    from agent.engines.offline_semantics import _ZH_NOT_NEGATING

    clause = text[c_start:c_end].lower()
    spans = denied_stop(clause)
    if not spans:
        return False
    rest = clause
    for a, b in spans:
        rest = rest[:a] + " " * (b - a) + rest[b:]
    rest = _NOT_NEGATING.sub(" ", _ZH_NOT_NEGATING.sub(" ", rest))
    return not NEGATION.search(rest) and not _EN_COMPLAINT.search(rest) and \
        not _ZH_COMPLAINT.search(rest) and not re.search(r"[?？]|吗\s*$", clause)


# A requirement told of the word, the word (or the product it makes) its subject: "X is
# non-negotiable", "X socks are a must in winter", "X is mandatory for me", X袜冬天是必须的,
# X是刚需, X必不可少. The shopper needs it: a like ("non-" read as a refusal's "no").
_EN_REQUIRED = re.compile(
    r"^[a-z\s\-']{0,24}?(?:is|are|'s|'re|remains?|stays?)\s+(?:(?:absolutely|totally|simply|just|"
    r"really|always|an?\s+absolute|a\s+total)\s+)?"
    r"(?:non[\s\-]?negotiable|a\s+must(?:[\s\-]have)?|mandatory|essential|required|compulsory|"
    r"a\s+(?:hard\s+)?requirement|a\s+necessity|indispensable)(?![a-z])")
_ZH_REQUIRED = re.compile(rf"^[{CJK_RANGE}]{{0,8}}?(?:是|都是|就是|也是)?(?:必须的|必需的|必备的?|刚需|"
                          r"必不可少|不可或缺|少不了|不能少|没得商量|雷打不动)")


def required_of(text: str, c_start: int, c_end: int, start: int, end: int) -> bool:
    """The word at text[start:end] is the subject of a requirement in its clause (see
    _EN_REQUIRED), and the clause says no negation before it nor asks."""
    clause = text[c_start:c_end].lower()
    before, after = text[c_start:start].lower(), text[end:c_end].lower()
    hit = _EN_REQUIRED.match(after) or _ZH_REQUIRED.match(after)
    if hit is None or NEGATION.search(before) or re.search(r"[?？]|吗\s*$", clause):
        return False
    rest = after[hit.end():]
    return not NEGATION.search(re.sub(r"non[\s\-]?negotiable|少不了|不能少|不可或缺|必不可少", " ",
                                      after[:hit.end()]) + " " + rest)


# Praise told as what a thing came through: "X tents have survived every storm", "X boots
# held up for years", "outlasted the rest", 扛住过暴雨, 用了五年还跟新的一样, 没出过问题. A
# maker praised so is liked (the vote read "outlasted" near "stays out"). Not when the time
# is belittled ("only lasted a month", "barely survived a week", 才用了两个月就…).
ENDURED = re.compile(
    r"(?<![a-z])(?:surviv(?:ed|es|ing)|outlast(?:ed|s|ing)?|outliv(?:ed|es)|held\s+up|holds?\s+up|"
    r"stood\s+up\s+to|stand\s+up\s+to|still\s+(?:going(?:\s+strong)?|works?|working|looks?\s+(?:brand\s+)?new|"
    r"like\s+new)|going\s+strong|lasted\s+(?:me\s+)?(?:for\s+)?(?:years|ages|decades|a\s+decade|forever)|"
    r"built\s+like\s+a\s+tank|indestructible|"
    # what it lasted through: "lasted every muddy trip", "lasted through three winters"
    r"(?:lasted|survived|outlasted)\s+(?:me\s+)?(?:through|thru|every|each|all)|"
    # "made it through two kids", "made it thru uni" ("thru" as phones type it)
    r"made\s+it\s+(?:through|thru))(?![a-z])|"
    r"扛住|扛过|经受住|挺过|熬过|(?:用|穿|背|骑)了\S{1,4}年(?:了)?(?:还|都|依然|仍然|照样)|(?:还|依然|仍然)?跟新的一样|"
    r"(?:一点|任何)?毛病(?:都|也)?没(?:有|出过)|没(?:出过|坏过|修过)(?:任何|什么)?(?:问题|毛病)?|皮实|耐造|经造")
_BELITTLED = re.compile(r"(?<![a-z])(?<!the )(?<!my )(?<!our )(?:only|barely|hardly|just|scarcely|badly|poorly)(?![a-z])|才|只|就坏|就烧|就断|就漏")


def endured(text: str, c_start: int, c_end: int) -> bool:
    """The clause praises by what its thing came through (see ENDURED), with no negation
    besides the one the praise holds (没出过问题), no complaint and no belittled time."""
    clause = text[c_start:c_end].lower()
    hit = ENDURED.search(clause)
    if hit is None:
        return False
    rest = clause[:hit.start()] + " " + clause[hit.end():]
    return not NEGATION.search(rest) and not _BELITTLED.search(clause) and \
        not _EN_COMPLAINT.search(rest) and not _ZH_COMPLAINT.search(rest)


# A long span of use told of the thing: 用了三年, 穿了两个冬天, 睡了好几年, "slept on it for 3
# yrs", "used it daily for two years", "wore them every day for a year". With nothing against
# said in words, and clear praise said right after (越用越顺手, "best sleep of my life"), it is
# the story of a thing that served: the praise is the word's (the vote had read the span near
# "X很快就旧了").
_ZH_SPAN = r"(?:[一两几三四五六七八九十\d]+|好几|大半|小半)(?:个)?(?:年|冬天|夏天|冬|夏|季|月|星期)"
_EN_SPAN = (r"(?:\d+|a\s+few|a\s+couple(?:\s+of)?|several|two|three|four|five|six|ten|many|a)\s+"
            r"(?:yrs?|years?|winters?|summers?|seasons?|months?)")
USED_FOR = re.compile(
    r"(?:用|穿|睡|背|骑|戴|盖|铺|坐)了(?:快|足足|整整|差不多)?" + _ZH_SPAN + "|"
    r"(?<![a-z])(?:used|using|wore|worn|wearing|slept|sleeping|had|owned|carried|sat)\s+"
    r"(?:[a-z']+\s+){0,3}?for\s+(?:about\s+|over\s+|nearly\s+|almost\s+)?" + _EN_SPAN + r"(?![a-z])")


def used_for(said: str) -> bool:
    """The text tells a long span of use (USED_FOR), with no negation and no complaint."""
    low = said.lower()
    return bool(USED_FOR.search(low)) and not NEGATION.search(low) and \
        not _EN_COMPLAINT.search(low) and not _ZH_COMPLAINT.search(low)


# A comparison of two words in one clause: the one preferred, then the one it is compared
# with. "X over Y any day", "X beats Y", "X > Y", "X is way better than Y", "X rather than Y";
# X的比Y的强太多了, X的袜子比Y的暖和, X胜过Y, X完爆Y. The first is liked; the second takes no
# side (it was liked with the first, or refused by the vote's "比" read as a complaint): it is
# only refused where a refusal is said of it in words (宁要X不要Y reads that apart).
# The thing the first word is said of may stand between the word and the comparison, as one
# or two nouns ("X jars beat Y tubs", "X ones are far nicer than Y ones", "X blankets are miles
# warmer than"): any word but a verb of being, a negation or a degree word (round 27: with the
# noun between, the comparison was not read and the clause's one like went to the loser too).
_EN_THING_SAID = (r"(?:(?!(?:is|are|was|were|be|been|not|no|never|isn|aren|wasn|weren|don|doesn|didn|"
                  r"way|so|much|far|miles|just|still|always|really|even|also|over|than|to)(?![a-z]))"
                  r"[a-z]{3,}\s+){0,2}")
_EN_COMPARED_GAP = re.compile(
    r"\s*" + _EN_THING_SAID +
    r"(?:(?:is|are|'s|'re|was|were)\s+)?(?:(?:way|so|much|far|miles|a\s+lot|loads|just|still|always)\s+)*"
    r"(?:over|beats?|>+|trumps?|wins?\s+over|rather\s+than|instead\s+of|(?:better|nicer|comfier|softer|warmer|"
    r"cooler|stronger|sturdier|prettier|cosier|cozier|superior|preferable|smarter)\s+(?:than|to))"
    r"\s*(?:(?:the|any|all|those|that|cheap|boring|regular)\s+)*")
# (比 then a word for every one of the others: 比任何Y, 比什么Y, 比所有Y, 比哪种Y; and up to six
# characters of the thing and how it is used between: X砧板用起来胜过Y)
_ZH_COMPARED_GAP = re.compile(rf"(?:的)?[{CJK_RANGE}]{{0,6}}?(?P<v>比|胜过|强过|好过|完爆|吊打|秒杀|碾压)(?:起)?"
                              r"(?:那些|这些|那种|这种|任何|什么|所有|哪种|一切)?(?:的)?")
_ZH_BETTER_TAIL = re.compile(
    rf"(?:的)?[{CJK_RANGE}]{{0,3}}?(?:强|好|棒|舒服|耐用|结实|软|暖和|暖|透气|凉快|高级|耐看|好看|好用|顺手|香|实在|"
    r"亲肤|保暖|抗造|耐造|靠谱)")


_ZH_BY_MUCH = re.compile(r"(?:太多|很多|多了|得多|不少|一百倍|几条街|好几倍|多)?(?:了)?")


def compared(text: str, first: tuple[int, int], second: tuple[int, int]) -> int:
    """Where the comparison ends when the word at span `first` is preferred to the word at
    span `second` right after it in the same clause, else 0 (see _EN_COMPARED_GAP /
    _ZH_COMPARED_GAP: a Chinese 比 needs a word of praise after the second word, X比Y强(太多了);
    X比Y差 prefers nothing here)."""
    low = text.lower()
    gap = low[first[1]:second[0]]
    if _EN_COMPARED_GAP.fullmatch(gap) and gap.strip():
        return second[1]
    zh = _ZH_COMPARED_GAP.fullmatch(gap)
    if zh is not None and zh.group("v") != "比":
        # a verb of besting (胜过, 完爆) says the first is better by itself: no praise after
        return second[1]
    tail = _ZH_BETTER_TAIL.match(low, second[1]) if zh is not None else None
    return _ZH_BY_MUCH.match(low, tail.end()).end() if tail else 0


# More of the word's things asked for, as a question: "do u have more of those X base
# layers?", "got any more X?", "any other X ones?", 还有没有别的X打底衫, 有没有更多X的. The shopper
# asks for more of what they had: a like (where the question alone takes no side). Said right
# before the word; never "anything other than X" nor "more X-free".
_EN_MORE_ASKED = re.compile(
    r"(?<![a-z])(?:(?:any|some|got|have|has|carry|stock|sell|get|find)\s+)?(?:more|other|similar)\s+"
    r"(?:of\s+)?(?:(?:those|these|the|that|them|your)\s+)?$")
_ZH_MORE_ASKED = re.compile(r"(?:还有没有|还有|有没有|有木有|还能买到|还卖)(?:别的|其他的?|其它的?|更多的?|多点|类似的?)(?:款)?(?:的)?$")


# More of the word asked for as a request, not a question: 多推荐几款X的, 烦请多提供X选项, 再多找些
# X的, 多给我看看X的 (more offered, shown, found of it): the shopper wants more of it, a like.
_ZH_MORE_COUNT = r"(?:些|一些|点儿?|几[款个件双条套样只把张种对块])"
_ZH_MORE_REQUESTED = re.compile(r"(?<![不没别太])(?:(?:再多|多)(?:推荐|提供|上|找|给|备|挑|选|进|放|发)(?:我|我们|看看|瞧瞧|"
                                + _ZH_MORE_COUNT + r")*|"
                                # 再 with a count of more (再找几件X的, 再推荐几款X的)
                                r"再(?:推荐|提供|找|给|备|挑|选|上|来|买)(?:我|我们)?" + _ZH_MORE_COUNT + r")(?:的)?$")


def asks_more_requested(text: str, c_start: int, start: int) -> bool:
    """Right before the word at `start`, in its clause from c_start, more of it requested (see
    _ZH_MORE_REQUESTED)."""
    return bool(_ZH_MORE_REQUESTED.search(text.lower()[max(c_start, start - 20):start]))


def asks_more_of(text: str, c_start: int, start: int, end: int) -> bool:
    """Right before the word at start..end, in its clause from c_start, more of it asked for
    (see _EN_MORE_ASKED); the word is no part of a free-of compound."""
    low = text.lower()
    before = low[max(c_start, start - 40):start]
    if re.match(r"[\s\-]*free(?![a-z])", low[end:end + 8]):
        return False
    return bool(_EN_MORE_ASKED.search(before) or _ZH_MORE_ASKED.search(before))


# More of the same kind asked for in a clause naming nothing: 下一副还要这种, 再来一套, "I'd
# buy the same again", "another set like that". It says the word before was liked.
_MORE_OF_KIND = re.compile(
    r"(?:还|再|也|就|继续)(?:要|买|来|选|挑|入|用)(?:这种|这样的|这款|同款|一样的)|再来一[套件个条双副把只张对]|"
    r"(?<![a-z])(?:the\s+same\s+again|another\s+(?:one|set|pair)\s+(?:just\s+)?like\s+(?:it|that|this|those|them)|"
    r"more\s+of\s+(?:the\s+same|those|these|them))(?![a-z])")


def asks_more_of_kind(said: str) -> bool:
    """The clause asks for more of the kind just named, and negates nothing."""
    low = said.lower()
    return bool(_MORE_OF_KIND.search(low)) and not NEGATION.search(low)


# A wish to have the thing again, or more of it, told after a story of it: "I'd buy that
# again", "would love a second", "I'd want one for myself", "stocking up", "think I'll grab
# another", 想再添一套, 又下单了两件, 以后还会回购, 想给我妈也买一个, 店里要进200个. Nobody
# wishes again for what failed them: the wish says which side the story before it is on,
# whatever the vote made of the story's words ("穿了一冬天" neared "穿一天就勾丝"). Never
# another of a different kind ("another colour", "a second one that doesn't pill", 换一个).
_OTHER_KIND_AFTER = (r"(?!\s+(?:(?:one|pair|set|kind|type|sort)\s+)?(?:that|which|without|but|in\s+a|with\s+a|"
                     r"instead|colou?r|size|brand|make|maker|label|material|fabric|style|shade|model|design|opinion|look|"
                     r"thought|chance|try|time|go|round)"
                     r"(?![a-z]))")
_WISH_AGAIN_EN = re.compile(
    r"(?<![a-z])(?:"
    # "buy that again", "have them again", "get it again"
    r"(?:buy|get|grab|order|have|want|pick\s+up|choose|pick)\s+(?:that|it|them|those|these|one)\s+again|"
    # "get another", "love a second", "want one more", "buy a couple more", "love the same"
    # (whom it is for may stand between: "grab me another", "get us two more", "get me more of those")
    r"(?:buy|get|grab|order|want|pick\s+up|love|like|have|need|take|add)\s+(?:(?:me|us|her|him|myself)\s+)?"
    r"(?:another|a\s+second|one\s+more|more\s+of\s+(?:those|these|them|the\s+same)|"
    r"(?:a\s+)?(?:few|couple(?:\s+of)?)\s+more|two\s+more|some\s+more|the\s+same)" + _OTHER_KIND_AFTER + "|"
    # "another would be lovely", "a second one would be perfect"
    r"(?:another|a\s+second|one\s+more|the\s+same)(?:\s+(?:one|pair|set))?(?:\s+[a-z]+){0,4}?\s+(?:would\s+be|'d\s+be)\s+"
    r"(?:lovely|great|perfect|ideal|nice|welcome|wonderful|brilliant)|"
    # "I'd want one for myself", "one of my own"
    r"(?:want|need|get|buy|order|love|like|have)\s+(?:one|some|a\s+pair|a\s+set)\s+(?:for\s+myself|of\s+my\s+own|"
    r"for\s+me\s+too|too)|"
    # stocking up, restocking, reordered, repurchase, bought them again
    r"stock(?:ing|ed|s)?\s+up|re-?stock(?:ing|ed|s)?|re-?order(?:ing|ed|s)?|re-?buy(?:ing|s)?|"
    r"re-?purchas(?:e|ed|es|ing)|(?:bought|buying|ordered|ordering)\s+(?:it|them|those|one|more)\s+again|"
    # a clause that is the request for another and nothing else: "another one pls", "one more please"
    r"^\W*(?:and\s+|so\s+)?(?:another|one\s+more)(?:\s+(?:one|pair|set))?(?:\s+(?:pls|plz|please|thx|thanks))*\W*$|"
    # the request for another of the same for someone: "Another one for the new puppy."
    r"^\W*(?:and\s+|so\s+)?(?:another|one\s+more)(?:\s+(?:one|pair|set))?\s+for\s+(?:the|my|our|his|her|a)\s+[a-z\s]{1,30}\W*$"
    r")(?![a-z])")
_ZH_QUANTITY = r"(?:[一两几三四五六七八九十百千万\d]+|n)"
_ZH_MEASURE = r"[个件条套双只把张口床对副台盒包瓶支顶块袋罐]"
_WISH_AGAIN_ZH = re.compile(
    # 再买两个, 再添一套, 再来几双, 又下单了两件, 还会再买, 再囤几条 (还 alone is "also": 还买了一条)
    r"(?:(?:再|又|多)(?:想|要|会|得|打算|准备|可以)?|还(?:想|要|会|得|打算|准备|可以))(?:再)?(?:给[^，。,.！!？?；;]{1,4}?)?(?:也)?"
    r"(?:来|买|入|添|囤|下单|回购|收|整|进|拿)(?:了)?(?:" + _ZH_QUANTITY + _ZH_MEASURE + "?|" + _ZH_MEASURE +
    r"|些|点|一批)|"
    r"(?:还|也|以后|下次|下回|继续)(?:还)?(?:会|要|想|愿意)?(?:再)?(?:回购|复购|买|入|选)(?:它|这个|这种|这款)?(?:的)?\s*$|"
    # 回购好多次, 回购第三次, 复购, 囤货, 囤了几条, 已经囤了
    r"回购|复购|囤货|囤了|(?<!不)囤(?:" + _ZH_QUANTITY + _ZH_MEASURE + "?|点|些)|"
    # 想给我妈也买一个, 想给自己也来一口: one of the same kind for someone
    r"(?:想|要|打算|准备)给[^，。,.！!？?；;]{1,5}?(?:也)?(?:买|来|添|入|整)(?:" + _ZH_QUANTITY + _ZH_MEASURE + "?)|"
    # a shop restocking: 店里要进200个, 准备进一批
    r"(?:要|想|准备|打算|还得|得)进(?:货|" + _ZH_QUANTITY + _ZH_MEASURE + "?|一批)")


# A longing for the thing had before is the same wish: "I still miss rolling pastry on it",
# "we really miss that old sofa", "long for", 念念不忘, 惦记着, 怀念. Said by the shopper (a
# pronoun or "still" before it): "missing a button", "missed the delivery" long for nothing.
_LONGING = re.compile(
    r"(?<![a-z])(?:(?:i|we|she|he|they|mum|mom|dad)\s+(?:still\s+|really\s+|so\s+|truly\s+|sorely\s+|do\s+)*"
    r"miss(?:es)?|(?:still|always|really|sorely)\s+miss(?:es|ed)?|long(?:ing)?\s+for|nostalgic\s+(?:for|about))(?![a-z])|"
    r"念念不忘|惦记|怀念|想念")


def wishes_again(said: str) -> re.Match | None:
    """The wish to have the thing again or more of it (see _WISH_AGAIN_EN), said with no
    negation and not asked ("would you buy it again?" asks); else None."""
    low = said.lower()
    if NEGATION.search(low.replace("念念不忘", " ")) or re.search(r"[?？]|吗\s*$", low):
        return None
    return _WISH_AGAIN_EN.search(low) or _WISH_AGAIN_ZH.search(low) or _LONGING.search(low)


def wish_follows(text: str, after: int, own_end: int, comments, stop) -> bool:
    """A wish to have the thing again or more of it (wishes_again) after the word, from
    `after` to the end of its own clause, or in the comments that follow, read in order up to
    the first that says something against in words. A comment for which `stop(comment)` holds
    (it asks, names another thing, turns away from it) ends the search with no wish. The
    callers guard the word's own clause first."""
    from agent.engines.offline_semantics import _against_in_words

    if wishes_again(text[after:own_end]):
        return True
    for c in comments:
        said = text[c.start:c.end]
        if stop(c):
            return False
        if wishes_again(said):
            return True
        if _against_in_words(said):
            return False
    return False


# A longing denied: "I don't miss my X trousers at all", 一点也不怀念. The vote read it near
# "I never get tired of X" (a like told with a negation) and stored a like of what the shopper
# is glad to be rid of; it is no like, and no refusal said in words either: nothing.
_LONGING_DENIED = re.compile(
    r"(?<![a-z])(?:don'?t|do\s+not|doesn'?t|didn'?t|won'?t|never|not)\s+(?:\w+\s+)?(?:miss(?:es|ed)?|long\s+for)(?![a-z])|"
    r"不(?:再|会|太)?(?:怀念|想念|惦记)")


def longing_denied(said: str) -> bool:
    return bool(_LONGING_DENIED.search(said.lower()))


# The best of its kind told through a negated quantifier and a comparison, the word the
# standard compared with: "nothing keeps my feet as warm as X does", "no other fabric breathes
# like X", "nothing dresses up a bedroom the way X does", 没有什么比X更暖和, 啥都比不上X. The
# negation is the quantifier's ("nothing"), no refusal: read as one, the vote stored a dislike of
# the very thing praised (the words around it neared "X makes me sweat"). Only where the quality
# compared is no blame ("nothing pills like acrylic", 没有比X更闷的 are complaints): unknown
# there, it is nothing.
_EN_NONE_COMPARED = re.compile(
    r"(?<![a-z])(?:nothing(?:\s+else)?|no\s+other(?:\s+[a-z\-]+)?|none\s+of\s+the\s+others|nobody|no\s+one)\s+"
    r"(?:[a-z'\-]+\s+){0,7}?(?:(?:quite|just|really|even)\s+)?"
    # the quality between as … as may be a phrase ("as right on my skin as")
    r"(?:like|the\s+way|as\s+[a-z\-]+(?:\s+[a-z\-]+){0,4}?\s+as|(?:any\s+)?better\s+than|[a-z]+er\s+than|"
    r"more\s+[a-z\-]+\s+than|as\s+well\s+as|compares?\s+(?:to|with)|comes?\s+close\s+to|"
    r"(?:can\s+)?(?:beats?|match(?:es)?|rivals?|tops?))\s+"
    # the standard: its determiner and up to three words describing it ("good thick X", "a
    # heavy old X one"), none a negation or another comparison
    r"(?:(?!(?:not|no|never|than|like|but|as)(?![a-z\-']))[a-z\-']+\s+){0,3}$")
_ZH_NONE_COMPARED = re.compile(
    # the kind compared may be named between the quantifier and 都 (什么面料都, 哪种木头都, 任何
    # 材质都); 没有/没 compares when a degree follows the word (没有X来得/那么/这么…)
    r"(?:没有什么|没什么|没啥|没有哪\S{0,4}?|(?:啥|什么|哪个|哪种|哪款|哪样|任何|谁)\S{0,6}?都|别的\S{0,5}?都|"
    r"其他\S{0,4}?都)"
    r"(?P<v>比不上|比不过|不如|赶不上|没法跟|没法和|比|没有|没)$")
_ZH_MORE_AFTER = re.compile(r"^(?:的)?\S{0,4}?(?:更|还|还要)")
_ZH_DEGREE_AFTER = re.compile(r"^(?:的)?\S{0,4}?(?:来得|那么|这么|那样|这样|更|还)")
# Qualities of blame a comparison may be told in: "nothing itches like X", 没有比X更闷的.
_EN_BLAME = re.compile(r"(?<![a-z])(?:worse|worst|bad|badly|ugl\w*|itch\w*|scratch\w*|sweat\w*|smell\w*|"
                       r"stink\w*|pill\w*|shed\w*|fad\w*|cheap\w*|hott?\w*|clamm\w*|stuff\w*|stick\w*|"
                       r"heav\w*|loud\w*|nois\w*|slipp\w*|flims\w*|irritat\w*|annoy\w*|wrinkl\w*|creas\w*)(?![a-z])")
_ZH_BLAME = re.compile(r"差|难|糟|烂|痒|热|闷|臭|味|扎|硬|贵|丑|土|皱|起球|掉|廉价|过敏")


# (Round 29.) The thing said to be the best of all in a quality of praise, as its predicate:
# "camel hair coats are the most elegant warmth going", "merino makes the comfiest socks",
# "X is by far the warmest". A superlative of a good quality is the best of its kind, as the
# negated comparison is; a superlative of blame ("the itchiest"), of price ("the most
# expensive") or under a negation is not.
_EN_SUPERLATIVE = re.compile(
    r"^(?:\s+[a-z\-]+){0,3}?\s+(?:is|are|'s|'re|was|were|makes?|made)\s+(?:(?:just|simply|easily|by\s+far|hands\s+down|"
    r"still|always)\s+)*(?:the|my)\s+(?:very\s+)?(?:most\s+(?:elegant|comfortable|beautiful|stylish|flattering|"
    r"versatile|reliable|durable|luxurious|practical|gorgeous|breathable|hard[\s\-]wearing)|best|finest|comfiest|"
    r"cosiest|coziest|softest|warmest|lightest|sturdiest|nicest|prettiest|toughest|smoothest|coolest|loveliest|"
    r"handsomest|sleekest)(?![a-z])")


# (the word itself the quality of the superlative: "the most elegant", "the most stylish")
_EN_MOST_BEFORE = re.compile(r"(?<![a-z])(?:is|are|'s|'re|was|were|makes?|made)\s+(?:[a-z]+\s+){0,2}?(?:the|my)\s+"
                             r"(?:very\s+)?most\s+$")


def _superlative_praised(low: str, c_start: int, c_end: int, start: int, end: int) -> bool:
    after = low[end:c_end]
    said = low[c_start:c_end]
    told = _EN_SUPERLATIVE.match(after) is not None or _EN_MOST_BEFORE.search(low, c_start, start) is not None
    return told and not _EN_BLAME.search(said) and not _EN_COMPLAINT.search(said) and not NEGATION.search(said)


def best_compared(text: str, c_start: int, c_end: int, start: int, end: int) -> bool:
    """The word at text[start:end] is the standard a negated quantifier compares with (see
    _EN_NONE_COMPARED), the quality compared is no blame, and nothing else in the clause
    negates or complains; or the thing is said to be the best in a quality of praise
    (_EN_SUPERLATIVE)."""
    low = text.lower()
    before, after = low[c_start:start], low[end:c_end]
    if _superlative_praised(low, c_start, c_end, start, end):
        return True
    hit = _EN_NONE_COMPARED.search(before)
    if hit is not None:
        said = before[hit.start():] + " " + after
        return not _EN_BLAME.search(said) and not _EN_COMPLAINT.search(said) and \
            not NEGATION.search(before[:hit.start()] + " " + after)
    hit = _ZH_NONE_COMPARED.search(before)
    if hit is None or (hit.group("v") == "比" and not _ZH_MORE_AFTER.match(after)) or \
            (hit.group("v") in ("没有", "没") and not _ZH_DEGREE_AFTER.match(after)):
        return False
    said = before[hit.end():] + after
    return not _ZH_BLAME.search(said) and not _ZH_COMPLAINT.search(said) and \
        not NEGATION.search(before[:hit.start()] + " " + after)

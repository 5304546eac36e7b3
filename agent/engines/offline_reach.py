"""How far a statement reaches: everywhere, this session, or from now on.

The markers the constraint readers and the clause semantics share, one source each:
- everywhere: an allergy (过敏, "allergic to"), a symptom told of the body ("nickel makes my
  ears swell", 羊毛会让我浑身发痒), who one is (a diet or an ethic: "being vegan", 我吃素), a
  refused class of what comes from animals, an ethic or a cause (原则, "for the planet"), or a
  scope named over every product ("across the board", 不管买什么);
- this session: 这次/this time, an occasion that passes, this one item ("just for this lamp");
- lasting: 一直/always/never, a rule until revoked.
"""
from __future__ import annotations

import re

from agent.engines.offline_lexicon import is_cjk
from agent.language.asking import ZH_MEASURE_WORDS  # (re-exported: offline_parse reads it here)
from agent.language import dated_event, every_season, occasion_head, on_screen
from agent.language.recipient import person_words_en
from agent.language.scope_bounds import bounded
from memory.text import CJK_RANGE

# Allergy: a dislike that holds everywhere.
# 过敏 (allergic) and 不耐受 (intolerant), as the English reader takes "allergic" and "intolerant".
ZH_ALLERGY = re.compile(r"对(?P<obj>[^,.;!?，。；！？]{1,10}?)(?:过敏|不耐受|敏感)")
ZH_ALLERGY_AFTER = re.compile(r"(?P<obj>[^,.;!?，。；！？对]{1,6}?)(?:过敏|不耐受)")
EN_ALLERGY = re.compile(
    r"(?:allergic|allergy|intolerant|sensitive|"
    # the body's answer as a verb: "turns out I react to nickel", "she reacts badly to latex"
    r"(?<![a-z])(?:i|we|he|she|they|my\s+[a-z]+|skin)\s+(?:also\s+|always\s+|still\s+)?react(?:s|ed)?"
    r"(?:\s+(?:badly|terribly|really\s+badly|strongly))?)\s+to\s+(?P<obj>[a-z][a-z\s\-]{1,30})")
EN_ALLERGY_BEFORE = re.compile(r"(?P<obj>[a-z][a-z\-]{2,20})\s+(?:allergy|intolerance|intolerant)")
# An allergy or intolerance named as a noun or adjective, with no object said after it
# ("bad allergies at home", "hubby is allergic btw", 过敏体质).
ALLERGY_WORD = re.compile(r"(?<![a-z])(?:allerg(?:y|ies|ic)|intoleran(?:t|ce|ces))(?![a-z])|过敏|不耐受")
# What a list of named words may hold besides the words: joiners and marks.
LIST_GLUE = re.compile(r"(?<![a-z])(?:and|or|plus|both|also|too|as well)(?![a-z])|和|跟|与|及|以及|还有|或者?|、|&|/|\+")
# A refusal told of every product at once ("across the board", "in anything I buy", 不管买什么,
# 任何东西都): the speaker names the scope, everywhere. Not "anything else" (another choice).
_EVERYWHERE = (r"(?<![a-z])(?:across\s+the\s+board|in\s+any(?:thing(?!\s+else)|\s+(?:product|item|category)s?)|"
               r"(?:in|out\s+of|away\s+from)\s+everything(?!\s+else)|(?:anything|everything|whatever)\s+(?:i|we|you)\s+(?:buy|order|get|find|show|pick|"
               # (or what one has: "no fur on anything I own", "everything we keep in the house")
               r"recommend|suggest|own|keep|have\s+at\s+home|bring\s+home)|"
               # anything bought that holds the word ("stop buying anything with down in it",
               # "never order anything made of PVC"): every product holding it
               r"(?:buy|buying|bought|get|getting|order|ordering|use|using)\s+anything\s+(?:with|made\s+(?:of|from|with)|"
               r"containing|that\s+(?:has|contains|holds))|"
               r"whatever\s+the\s+product|(?:in\s+)?any\s+product\s+at\s+all|"
               # a quantifier over what is bought: "in every category", "across all products",
               # "for each single thing I buy", "whatever the category"
               r"(?:in|across|for|of)\s+(?:any|every|each|all)(?:\s+(?:single|last|one))?\s+"
               r"(?:categor(?:y|ies)|products?|items?|things?|departments?|kinds?\s+of\s+products?)|"
               r"whatever\s+the\s+(?:category|item|department)|no\s+matter\s+(?:the|what|which)\s+"
               r"(?:category|product|item|thing|i\s+buy)|"
               # everywhere, or every form named in turn ("whether it's a trim, a pompom or a
               # whole coat", "whether in shoes or bags")
               # (everywhere as the span of a refusal, "a no for me everywhere", "avoid X
               # everywhere"; not "sheds fluff everywhere")
               r"(?:no|not|never|avoid|avoids|avoiding|out|off|without)\s+(?:[a-z'\-]+\s+){0,4}?everywhere|"
               # (or by a verb of refusing, active or passive: "cashmere is refused by me
               # everywhere", "banned everywhere"; or a refusal closed by where it holds, "nothing
               # with them, ever, anywhere": a clause ending on "anywhere" after its no)
               r"(?:refused|refuse|refuses|banned|ban|bans|barred|forbidden)\s+(?:[a-z'\-]+\s+){0,3}?everywhere|"
               r"(?:no|not|never|nothing|none)\s+(?:[a-z'\-]+,?\s+){0,4}?(?:ever,?\s+)?anywhere(?=\s*(?:[,.;!?]|$))|"
               # every form the thing comes in ("mink is refused in every form", "in any shape or
               # form", "in all its forms"): every product made of it
               r"in\s+(?:any|every|all)\s+(?:(?:its|their|shape\s+or|way,?\s+shape\s+or)\s+)?forms?|"
               # one good named, then a catch-all closing it ("no caffeine in the tea or anything
               # else"): the refusal reaches past the good (a list of two or more: below)
               r"(?:in|on|for)\s+(?:(?:the|my|our|a|an|any|your)\s+)?[a-z\-]+(?:\s+[a-z\-]+)?\s+or\s+"
               r"(?:anything|everything)\s+else(?=\s*(?:[,.;!?]|$))|"
               # (not times in turn, "whether it's this weekend or next winter": every time, not
               # every product; see _EVERY_TIME)
               r"whether\s+(?:it'?s|they'?re|it\s+is|they\s+are|in|as|on)\s+"
               r"(?!(?:now|today|tonight|this\s+[a-z]+)\s*,?\s+or\s+(?:next|any|another|later|ever|whenever|"
               r"in\s+(?:the\s+)?future)(?![a-z]))"
               r"[^.;!?]{1,60}?\s+or\s+(?!not(?![a-z]))[a-z]+)(?![a-z])|"
               # a list of goods closed by a catch-all ("in earrings, belts, whatever", "bottles or
               # containers or whatever", "gloves, mattresses, anything really", 手套床垫什么的都,
               # 杯子饭盒啥的一律, 吃的喝的都), or the word said of anything ("no fur anything"): the
               # refusal reaches past the goods named
               r"(?<=[a-z])(?:,|\s+or|\s+and)\s+(?:[a-z\-]+\s+){0,2}?[a-z\-]+(?:,|\s+or|\s+and|,\s+(?:or|and))\s+"
               r"(?:(?:pretty\s+much|just\s+about|basically|really)\s+)?"
               r"(?:whatever|anything|everything)(?:\s+(?:else|really|at\s+all))?(?=\s*(?:[,.;!?]|$))|"
               r"(?:no|not|never)\s+[a-z\-]+\s+anything(?![a-z])|"
               # what a household buys, as a whole, after the place it may not go ("near what we
               # bring home", "no place in what we eat", "out of what I wear")
               r"(?<![a-z])(?:near|in|into|from|out\s+of)\s+what(?:ever)?\s+(?:i|we)\s+(?:buy|get|order|use|eat|drink|"
               r"wear|bring\s+home|bring\s+into\s+(?:the|our|my)\s+(?:house|home)|keep\s+at\s+home)(?![a-z])|"
               rf"(?<=[{CJK_RANGE}])(?:(?:之类|什么|啥)的?(?:东西)?|等等)(?:都|也都|一律|统统|一概|全都)"
               r"(?!可以|行|好|无所谓|随便|没问题|ok)|"
               r"(?:(?:吃|喝|用|穿|戴|抹|涂)的){2,}(?:东西)?(?:都|也都|一律|统统|一概|全)(?!可以|行|好|无所谓|随便|没问题|ok)|"
               # 凡是X的…都: whatever is X, all of it ("凡是加了棕榈油的我都拒绝", "凡是皮革做的我都不买")
               r"凡是[^,.;!?，。；！？]{1,12}?的[^,.;!?，。；！？]{0,6}?都|"
               r"(?:不管|无论|不论)买什么|(?:任何|所有)(?:一[件样个])?东西|什么东西都|(?:随便|不管|无论)?买(?:什么|啥|哪样)(?:都|也)|"
               r"(?:买|用)的(?:哪一?[样件个]|每一?[样件个])(?:东西)?都|凡是(?:我|我们)?(?:买|用|穿|吃)的|"
               # any thing holding the word (任何含羽绒的东西, 任何带皮草的产品): no product named
               r"(?:任何|所有)(?:含有?|带有?|有|加了?|用了?)[^,.;!?，。；！？]{1,8}?的(?:东西|产品|商品|物品|玩意儿?)|"
               r"(?:不管|无论|不论)(?:是)?(?:哪个|哪一?类|什么|哪种)(?:品类|类别|类目|商品|产品|东西)|"
               r"(?:不管|无论|不论)(?:是)?(?:何种|任何)?(?:品类|类别|类目)|"
               # the categories themselves as what is quantified over (哪个品类都别有, 每个类目都不要,
               # 各个品类里也别): every domain, said in its own word
               r"(?:哪个|哪一?个|哪一?类|哪种|每个|每一?类|各个|各类)(?:品类|类别|类目)(?:里面?|中)?(?:都|也)|"
               r"(?:任何|所有|全部|一切)(?:的)?(?:品类|类别|类目|商品|产品)|"
               # every category as one word (全品类拉黑, 全类目都不要), and every form named in turn
               # ("不管是娃用的还是大人用的", "无论是吃的还是抹的": the Chinese of "whether it's X or
               # Y"; not times in turn, 不管这次还是以后: every time, not every product)
               r"全(?:品类|类目|部品类)|(?:不管|无论|不论)(?:是)?(?!(?:现在|今天|这次|这回|眼下|平时|以前|以后|往后|将来|明天))"
               r"[^,.;!?，。；！？]{1,10}?还是(?!(?:以后|往后|将来|下次|明天|以前|平时))[^,.;!?，。；！？]{1,10}")
# (the same, compiled alone: a GLOBAL_MARKERS match that is only such a stretch)
EVERYWHERE = re.compile(_EVERYWHERE)
# A doctor's word: health, told as whose order it is ("doc says no more X", "my allergist told
# me no X", "on medical advice", 医生不让我碰X, 大夫说不能, 遵医嘱). It makes a floor only of
# the refusal in its own clause: "doc says more walking, sneakers with no mesh" orders walking.
# (Who gives it is told by the kind of word, not a list of specialities: any "-ologist",
# "-iatrist", "-opath" or "-therapist", a midwife, a consultant; 消化科主任, 心内科大夫,
# 营养师, 助产士. What they say is told by a verb of ordering, a word or two on: "my
# gastroenterologist ruled out gluten", "the oncologist asked me to avoid soy", 医生再三叮嘱.)
DOCTOR_ORDER = re.compile(
    # (or a hospital department for its doctor: 心内科叮嘱, 消化科的大夫说)
    r"(?:医生|大夫|医师|牙医|专家|(?<!班)主任|主治|营养师|药剂师|药师|护士|助产士|中医|西医|"
    r"(?:心内|消化|内分泌|肾内|皮肤|过敏|呼吸|神经|风湿|免疫|儿|妇|产|骨|眼|耳鼻喉|口腔|肿瘤|营养)科(?:的)?)"
    r"[^\s，。,.!?！？]{0,3}?(?:说|讲|不让|不许|叫我别|叫我不要|让我别|让我不要|[让叫要]我少|让我戒|叫我戒|要我戒|要求我?(?:别|不要|戒|少|远离|避开|低)|"
    # (the order's verb with what it orders after it: 大夫让我把咖啡因戒掉, 医生要我严格控盐)
    r"[让叫要]我(?=[^\s，。,.!?！？]{0,8}?(?:戒|控|限|远离|避开|少|别|不要|不能|忌|停|低))|"
    r"嘱咐|叮嘱|吩咐|交代|禁止|警告|提醒我?(?:别|不要)|强调|规定|建议我?(?:别|不要|戒|远离|避开))|遵医嘱|医嘱|"
    r"(?<![a-z])(?:(?:my\s+|the\s+|our\s+|his\s+|her\s+)?(?:doc|doctor|gp|allergist|paediatrician|pediatrician|"
    r"obstetrician|dietitian|dietician|nutritionist|physician|clinician|specialist|consultant|surgeon|midwife|nurse|dentist|"
    r"pharmacist|[a-z]+ologist|[a-z]+iatrist|[a-z]+opath|[a-z]*therapist)\s+(?:(?:has|had|have|just|also|"
    r"strictly|firmly|flat\s+out|already)\s+){0,2}(?:says|said|told|tells|ordered|orders|warned|advised|banned|forbade|"
    # (a warning raised, or what the doctor still allows: "flagged X", "allows me barely any X")
    r"flagged|flags|(?:allows|allowed|lets|let|permits|permitted)\s+(?:me|us|him|her)(?=\s+(?:only\s+)?(?:barely|hardly|scarcely|"
    r"almost\s+no|next\s+to\s+no|very\s+little|a\s+tiny\s+bit))|"
    # (what the order did to the substance or to the patient: "struck X off", "steered me away
    # from X", "wants me away from X", "wants my sodium right down", "was firm that")
    r"struck|strikes|crossed|steered\s+me|wants\s+(?:me|my)|(?:was|is)\s+firm|"
    r"forbids|ruled\s+out|rules\s+out|put\s+me\s+off|puts\s+me\s+off|(?:has|had|wants|took|taken|got)\s+me\s+off|"
    r"(?:asked|asks|wants|wanted|needs|needed|instructed)\s+me\s+to\s+(?:avoid|cut|stop|skip|drop|quit|keep\s+off|go\s+easy|limit|"
    r"stay\s+off|stay\s+away|steer\s+clear|give\s+up)|insists|insisted|instructed|cut\s+out|(?:has|had)\s+me\s+"
    r"avoiding)|doctor'?s\s+orders|(?:on|under)\s+medical\s+advice|medical\s+reasons?)(?![a-z])")
# What may stand between a doctor's order said at the end of a clause and the refusal it
# orders, told in the next clause ("营养师叮嘱过我，含麸质的不要", "my GP was firm, told me: no X").
_ORDER_TAIL = re.compile(r"(?:[\s过了我们他她]|(?<![a-z])(?:me|us|him|her|them|that|so|this)(?![a-z]))*[\s,，:：;；、]*")


def doctor_ordered(low: str, start: int, end: int) -> bool:
    """A doctor's order in the clause low[start:end], or one ending the clause right before
    it with nothing ordered in its own words: the refusal of this clause is what it orders."""
    if DOCTOR_ORDER.search(low, start, end):
        return True
    before = list(DOCTOR_ORDER.finditer(low, max(0, start - 60), start))
    return bool(before) and bool(_ORDER_TAIL.fullmatch(low, before[-1].end(), start))


# Living creatures, as the ones harmed: "silkworms", "geese", "the goats".
_EN_CREATURES = (r"animals?|creatures?|[a-z]*worms?|geese|goose|ducks?|rabbits?|minks?|fox(?:es)?|cows?|"
                 r"calf|calves|cattle|sheep|lambs?|goats?|pigs?|crocodiles?|alligators?|snakes?|birds?|bees|"
                 r"whales?|sharks?|seals?|orangutans?|apes?")
_ZH_CREATURES = r"(?:动物|蚕|鹅|鸭|兔子?|貂|狐狸?|牛|羊|猪|鳄鱼|蛇|鸟|蜜蜂|鲸|鲨鱼|海豹|猩猩|海?龟|熊(?!孩)|海豚|大象|猴子?|老虎|犀牛|企鹅)"
# The natural world, as what is harmed: "ruins grasslands", "destroys orangutan habitats".
_EN_NATURE = (r"(?:grasslands?|habitats?|rain\s?forests?|forests?|oceans?|seas?|rivers?|reefs?|"
              r"ecosystems?|environment|planet|wildlife|nature)")
# Ethics and safety: every dislike said in the utterance is global.
GLOBAL_MARKERS = re.compile(
    _EVERYWHERE + r"|"
    r"素食主义者|素食者|纯素主义者|素食|纯素|吃素|茹素|吃斋|斋戒|"
    # a faith one holds, named: who one is, its refusals a floor (我家那位入了伊斯兰教, 本人系穆斯林,
    # 信奉佛教, 我老婆信佛)
    r"伊斯兰教|穆斯林|佛教徒?|信佛|犹太|印度教|耆那教|锡克教|信奉|皈依|"
    r"环保主义者|环保主义|动物保护|爱护动物|保护动物|不杀生|清真|伦理|道德原因|抵制|"
    r"安全起见|为了安全|出于安全|安全原因|安全考虑|为了健康|出于健康|健康原因|健康考虑|原则|良心|信仰|坚持不(?=买|用|穿|吃|碰)|全素|纯植物|植物饮食|动物制品|动物产品|"
    r"动物福利|虐待动物|心疼动物|残忍|"
    # Harm done to living creatures, told as the reason ("means boiling silkworms alive",
    # "geese get plucked alive", "the goats suffer for it", 活拔鹅毛, 宰杀, 煮死蚕): a principle
    # without the word.
    r"活(?:拔|剥|煮|烫|杀|取)|虐杀|宰杀|屠宰|杀生|残杀|(?:煮|烫|杀|弄|害|闷|剥)死" + _ZH_CREATURES + r"|" +
    # the deed done straight to the creature (真丝要煮蚕, 拔鹅毛, 剥貂): not what is cooked of it
    # (煮牛奶, 煮牛肉, 杀虫)
    r"(?:煮|烫|杀|剥|拔|宰|虐)了?" + _ZH_CREATURES + r"(?![奶肉排腩仔油蛋角筋骨皮尾])|" +
    _ZH_CREATURES + r"(?:受苦|受罪|遭罪|很痛苦)|" +
    # the creature as the one the deed is done to, told passively or as still alive (鸭子活着被拔毛,
    # 山羊被抓绒, 活体拔毛, 兔子活生生被剪毛): never what is done to what is made of it (羊毛被洗缩了)
    _ZH_CREATURES + r"(?![奶肉排腩仔油蛋角筋骨皮尾毛绒绸丝])\S{0,3}?被\S?(?:拔|剥|抓|剪|宰|杀|烫|煮|割|取|虐|关)|"
    r"(?:活体|活生生地?|活活)\S{0,2}?(?:拔|剥|抓|剪|宰|杀|烫|煮|割|取)|" +
    # the live creature's body the deed is done on (从活鹅身上硬拔, 活貂身上剥): not 生活 nor 灵活
    r"(?<![生灵])活" + _ZH_CREATURES + r"(?:的)?身上\S{0,3}?(?:拔|剥|抓|剪|宰|杀|烫|煮|割|取|扯|薅)|" +
    # the creature's life as what the thing costs (拿动物的命换来的, 用蚕的性命换, 搭上鹅的命): not
    # a life saved (救狗的命)
    r"(?:拿|用|要了?|害了?|搭上了?|牺牲了?|夺走了?|赔上了?)(?:无数|好多|很多|那么多)?(?:只|条|头)?" + _ZH_CREATURES +
    r"们?的?(?:命|生命|性命)|" + _ZH_CREATURES + r"们?的?(?:命|生命|性命)换|" +
    # Pity for the creatures, and the farms they are kept in for what they give (动物太可怜了,
    # 貂场, 兔子养殖场, "mink farms", "a fox farm"): a reason of principle without the word.
    _ZH_CREATURES + r"们?(?:太|好|很|真|多|挺|实在)?(?:可怜|惨)|" + _ZH_CREATURES + r"(?:养殖)?场|养殖场|"
    # Everything a household uses, or everything holding the word, refused as a whole
    # (我们用的东西都不要含X, 宝宝和我们用的东西都, 含镍的东西我都不要): a quantifier over what
    # is bought, with no product named.
    # (the household named as its home, and the things as a place: 我们家买的东西里都, 咱家吃的东西中一律)
    r"(?:我们?|咱们?|家里人?|家人|全家人?|一家人|大家|宝宝|孩子|老人)家?(?:和|跟|与)?(?:我们?|咱们|家里人?|宝宝|孩子)?"
    r"(?:平时|日常)?(?:用|穿|吃|戴|买)的(?:所有)?东西(?:里面?|里头|中)?[^,.;!?，。；！？]{0,3}?(?:都|一律|一概|统统|全)|"
    r"(?<![^\s,.;!?，。；！？])含[^,.;!?，。；！？的]{1,8}?的(?:所有)?东西[^,.;!?，。；！？]{0,3}?(?:都|一律|一概|统统|全)|"
    # The whole household as who refuses, with a quantifier and no product between (家里谁都不吃X,
    # 全家都不碰X, 我们家一律不用X, 家里统统不买): who one's family is, a floor everywhere. Not
    # 家里以后搪瓷锅一概不买 (the pans name the limit) nor 家里的摆件都不要 (the ornaments do).
    r"(?:家里|我们家|我家|咱家|全家|一家)(?:人)?(?:上下|老小|大人小孩)?(?:谁|个个|每个人|人人)?"
    r"(?:都|一律|统统|一概|全都|从来都?|向来都?)(?:不|没|别|拒绝)(?:吃|喝|用|碰|沾|买|要|含|让)|"
    # Harm done to the natural world ("破坏雨林", "ruins grasslands").
    r"(?:破坏|毁掉|毁了|毁|污染|砍伐|摧毁|伤害)了?(?:热带)?(?:雨林|森林|环境|生态|海洋|草原|栖息地|河流|珊瑚礁?|地球)|"
    r"砍树|砍伐|滥伐|不人道|不道德|动物实验|野蛮(?!装卸|生长|粗暴)|缺德|造孽|作孽|丧尽天良|"
    # what is torn off a living creature ("they rip the pelts off living animals", "pull the fur
    # off live rabbits"): the deed from the body, never a pull toy for the dogs
    r"(?<![a-z])(?:pull(?:s|ed|ing)?|rip(?:s|ped|ping)?|tear(?:s|ing)?|tore|torn|strip(?:s|ped|ping)?|yank(?:s|ed|ing)?)"
    r"\s+(?:[a-z'\-]+\s+){0,3}?(?:off|from|out\s+of)\s+(?:(?:the|their|live|living|poor)\s+){0,2}(?:" + _EN_CREATURES + r")(?![a-z])|"
    r"(?<![a-z])(?:live|alive)[\s\-](?:pluck|skinn|boil|shear)(?:ed|ing)(?![a-z])|"
    r"(?<![a-z])(?:(?:boil(?:s|ed|ing)?|skin(?:s|ned|ning)|pluck(?:s|ed|ing)?|kill(?:s|ed|ing)?|"
    r"slaughter(?:s|ed|ing)?|tortur(?:e|es|ed|ing)|force[\s\-]?fe(?:d|eding))\s+"
    r"(?:[a-z'\-]+\s+){0,3}?(?:alive|" + _EN_CREATURES + r")|(?:alive|" + _EN_CREATURES + r")"
    # (the creature may be told in a relative clause: "worms that were boiled", "a cow that died
    # for a handbag", "animals that suffered in a cage")
    r"\s+(?:(?:that|which|who)\s+)?(?:(?:get|got|are|were|is|was|being|getting|have\s+been|had\s+been)\s+)?"
    r"(?:boiled|skinned|plucked|killed|slaughtered|tortured|"
    r"trapped|caged|force[\s\-]?fed|hurt|harmed|suffer(?:s|ed)?|die[sd]?|dying)|"
    r"(?:ruin(?:s|ed|ing)?|destroy(?:s|ed|ing)?|damag(?:e|es|ed|ing)|harm(?:s|ed|ing)?|pollut(?:e|es|ed|ing)|"
    r"wreck(?:s|ed|ing)?|devastat(?:e|es|ed|ing)|clear(?:s|ed|ing)|burn(?:s|ed|ing|t)?)\s+(?:[a-z'\-]+\s+){0,2}?"
    + _EN_NATURE + r"|"
    r"deforestation|habitat\s+(?:loss|destruction)|overfishing|animal\s+testing|tested\s+on\s+animals|"
    r"unethical(?:ly)?|inhumane|immoral|"
    # a moral verdict on how a thing is got ("fur is barbaric", "silk farming is evil"; not an
    # evil-eye charm nor the game; not "horrific" or "horrendous", said of a product's quality)
    r"barbaric|(?<!resident\s)evil(?!\s+eyes?)|abhorrent|"
    r"how\s+(?:it'?s|they'?re|it\s+is|they\s+are|it\s+gets|they\s+get)\s+(?:made|harvested|produced|sourced|"
    r"farmed|obtained|collected|raised)|"
    r"live[\s\-]plucked|factory[\s\-]farm(?:ed|ing)?|(?:fur|" + _EN_CREATURES + r")\s+farm(?:s|ed|ing)?|"
    # The creatures' worth, told as the reason ("orangutans matter", "silkworms deserve better",
    # "the poor goats"): a principle without the word.
    r"(?:" + _EN_CREATURES + r")\s+(?:matter|deserve\s+better|have\s+feelings|feel\s+pain)|"
    r"(?:the\s+)?poor\s+(?:little\s+)?(?:" + _EN_CREATURES + r")|"
    # A household that refuses as one: "a no-plastic household", "a leather-free family", "our
    # whole family avoids X", "none of us eat X", "nobody in my house touches X", "for any of us".
    r"(?:no-[a-z][a-z\-]*|[a-z]+-free)\s+(?:households?|famil(?:y|ies)|homes?|house|person|people|guy|girl|gal|"
    r"woman|man|kind\s+of\s+person)|"
    r"(?:house|home|household|family|kitchen)\s+(?:is|has\s+been|went|goes|has\s+gone)\s+(?:now\s+|fully\s+|totally\s+)?"
    r"(?:[a-z]+[\s\-]free|no-[a-z]+)|"
    r"(?:whole|entire)\s+(?:household|family|house|home)\s+(?:avoids?|skips?|refuses?|shuns?|"
    r"(?:does|do)n'?t|won'?t|will\s+not|never|(?:is|are)\s+off|stays?\s+(?:off|away)|steers?\s+clear)|"
    r"(?:none\s+of\s+us|nobody\s+(?:in|at)\s+(?:my|our|the)\s+(?:house|home|household|family|place)|"
    r"no\s+one\s+(?:in|at)\s+(?:my|our|the)\s+(?:house|home|household|family|place))\s+(?:can\s+|will\s+|ever\s+)?"
    r"(?:eats?|drinks?|uses?|wears?|buys?|touch(?:es)?|ha(?:ve|s)|tolerates?|goes\s+near)|"
    r"for\s+(?:any|all|each|either|both)\s+of\s+us)(?![a-z])|"
    # A cause of the natural world ("为了雨林", "为了保护海洋", "出于环保考虑", "for the planet").
    r"为了(?:保护|拯救|守护|爱护)?(?:地球|环境|雨林|森林|海洋|动物|野生动物|生态)|"
    # for the creatures' sake (为了红毛猩猩, 为了海龟, 为了北极熊少受点罪): a cause of principle
    # (the creature itself, not what is made of it: 为了牛奶更新鲜, 为了羊毛衫不起球)
    r"为了(?:保护|拯救|守护|爱护)?[^,.;!?，。；！？]{0,3}?" + _ZH_CREATURES + r"(?![奶肉排腩仔油蛋角筋骨皮尾毛绒绸丝])|为了(?:保护|拯救|守护)|环保(?:考虑|原因|理念|角度)|"
    r"(?:出于|基于)(?:保护|爱护|尊重|对)(?:地球|环境|雨林|森林|海洋|动物|野生动物|生态)|"
    r"(?<![a-z])(?:(?:for|to\s+(?:save|protect))\s+the\s+(?:planet|environment|rain\s?forests?|oceans?|seas?|wildlife)|"
    r"(?:environmental|sustainability|eco)\s+reasons?)(?![a-z])|"
    r"(?<![a-z])(?:vegan|vegetarian|cruelty[\s\-]free|animal rights|animal welfare|animal cruelty|"
    r"cruelty to animals|cruel|environmentalist|halal|"
    r"kosher|ethical(?:ly)?|ethics|boycott(?:s|ed|ing)?|for safety|safety reasons?|health reasons?|for (?:my|our) health|"
    r"for ethical reasons|principles?|moral(?:ly|s)?|"
    r"conscience|plant[\s\-]based|(?:eat|eats)\s+only\s+plants|animal\s+products|animal[\s\-]derived|"
    r"religio(?:n|us)|"
    # a faith one holds, named ("strict Hindu household", "we're Jewish", "as a Muslim")
    r"hindus?|jewish|jews?|muslims?|islamic|buddhists?|sikhs?|jains?|jainism)(?![a-z])")
# A symptom in a clause: what it names is an allergy or intolerance, a dislike that holds
# everywhere ("nickel makes my ears swell", "羊毛会让我浑身发痒").
# A part of the body, then what it suffers a few characters on ("头皮一碰就肿", "喝完胃就疼",
# "嘴巴肿", "手上起了一片包"): a reaction told as the body's, whatever the words between. The
# digestive ones are told without a body part ("上吐下泻", "拉肚子").
_ZH_BODY = (r"(?:头皮|皮肤|脸蛋?|脸颊|额头|脑门|脑袋|脑壳|太阳穴|鼻子|嘴巴?|嘴唇|喉咙|嗓子|眼睛?|眼皮|耳朵|耳垂|耳洞|手指?|手腕|手上|手背|手心|嘴角|"
            r"脖子|胸口|后背|背上|胃|肚子|肠胃|身上|全身|浑身|头)")
ZH_BODY_PART = re.compile(_ZH_BODY)
# A part of the body, in English ("my back", "her feet", "my heels"): after a possessive it is
# the body's, the one who suffers, never an attribute (heels there are no high heels).
EN_BODY_PART = (r"(?:back|neck|feet|foot|knees?|toes?|heels?|skin|scalp|hands?|shoulders?|hips?|legs?|head|"
                r"eyes?|wrists?|joints?|ankles?|arms?|ears?|earlobes?|face|lips?|nose|chest|stomach|tummy)")
# A room or a place of the home, in English ("for the study", "for our hallway"): where a thing
# stands or is used, neither a thing it goes with nor anyone it is for.
EN_ROOM = (r"(?:study|office|bedroom|kitchen|hallway|hall|landing|lounge|living\s+room|sitting\s+room|"
           r"dining\s+room|bathroom|toilet|loo|nursery|playroom|garage|garden|balcony|patio|porch|"
           r"conservatory|loft|attic|basement|cellar|utility(?:\s+room)?|spare\s+room|guest\s+room|"
           r"den|entryway|entrance|shed|veranda|terrace|flat|apartment|house|home|cottage|cabin|"
           r"dorm|workshop|studio)")
# (The skin peeling, 起皮/脱皮, only as the body's: a bag's coating 起皮 too.)
# (What weeps, scabs or cracks on the skin: 耳朵眼就流水结痂, 耳洞化脓, 身上起红块.)
_ZH_SUFFERS = (r"(?:疼|痛|肿|痒|发紧|发堵|起包|起疹|发炎|难受|不舒服|胀气|发红|变红|红了|就红|起皮|脱皮|蜕皮|起泡|起水泡|水泡|溃烂|"
               r"起?红?疙瘩|红点|红斑|流脓|长痘|爆痘|起痘|化脓|流水|流黄水|渗液|渗水|结痂|破皮|裂口子?|起?红块)+")
# The skin or the gut that cannot bear a thing (我皮肤受不了, 耳朵扛不住, 肠胃吃不消): not a
# wrist or a back, which bear a weight (铸铁锅太沉，手腕受不了).
_ZH_CANNOT_BEAR = (r"(?:皮肤|头皮|脸|耳朵|耳洞|耳垂|嘴唇?|眼睛?|鼻子|喉咙|嗓子|身上|肠胃|胃)"
                   r"[^,.;!?，。；！？]{0,4}?(?:受不了|扛不住|吃不消)")
# What the body suffers, as words: a one-character attribute inside one (皮 of 起皮) is none.
ZH_SUFFERING = re.compile(_ZH_SUFFERS)
# Who swells or blisters, a few words before the verb: a body ("my ears swell", "her lips
# swelled up", "my heels blistered"), not a thing ("the particleboard swells in the damp").
_BODY_SUBJECT = (r"(?:me|my|i|his|her|their|our|lips?|eyes?|ears?|earlobes?|face|throat|tongue|hands?|fingers?|"
                 r"feet|ankles?|heels?|skin|mouth|neck|wrists?|arms?|legs?|body|toes?)\s+(?:[a-z']+\s+){0,2}?")
# A part of the skin left in a state of it ("leaves my ears weeping and raw", "turns my neck
# bright red and bumpy", "my earlobes end up crusty", "cracked bleeding knuckles"): a reaction,
# whatever the verb that tells it. No foot: "my heels rubbed raw" is the fit of a shoe.
_SKIN_PART = (r"(?:skin|scalp|face|cheeks?|lips?|mouth|throat|eyes?|eyelids?|ears?|earlobes?|lobes?|hands?|"
              r"fingers?|knuckles?|wrists?|neck|chest|arms?|stomach|belly|tummy|nose|body)")
_SKIN_STATE = (r"(?:raw|weeping|oozing|ooz(?:e|es|ed)|crust(?:y|ed|ing)|bleed(?:s|ing)?|bled|crack(?:ed|ing)|"
               r"burning|flak(?:y|ing)|peel(?:s|ed|ing)|bumpy|blotchy|puffy|puff(?:s|ed)\s+up|swollen|"
               r"inflamed|tingl(?:y|ing)|scabb(?:y|ed)|sore|itchy)")
_SKIN_REACTION = (r"(?:my|his|her|their|our|the\s+kids'?|the\s+baby'?s)\s+(?:[a-z]+\s+)?" + _SKIN_PART +
                  r"\s+(?:[a-z']+\s+){0,3}?" + _SKIN_STATE + r"|" + _SKIN_STATE + r"\s+(?:(?:and\s+)?[a-z]+\s+)?" +
                  _SKIN_PART)
SYMPTOMS = re.compile(
    # (how it suffers may be told between, an adverbial in 地: "脑袋就一跳一跳地疼", "脸就火辣辣地疼")
    # (not denied: 脖子终于不疼了 tells the discomfort ended, praise of what ended it)
    _ZH_BODY + r"[^,.;!?，。；！？]{0,5}?(?:[^,.;!?，。；！？地]{1,6}地)?(?<![不没])(?<!不再)(?<!没再)(?<!不会)(?<!没有)"
    + _ZH_SUFFERS + r"|" +
    # (or the body part, then "once it touches X, at once ..." with the thing between: 头皮一碰
    # 硫酸盐就发炎, 嘴唇一沾芒果就肿, 脸一抹含酒精的就红: the frame binds the thing to the reaction,
    # however long its name)
    _ZH_BODY + r"[^,.;!?，。；！？]{0,2}?一(?:碰|沾|接触|吃|喝|用|穿|戴|抹|涂|擦|闻|喷)[^,.;!?，。；！？]{1,10}?就"
    r"[^,.;!?，。；！？]{0,3}?(?<![不没])" + _ZH_SUFFERS + r"|" + _ZH_CANNOT_BEAR + r"|上吐下泻|拉肚子|腹泻|呕吐|反胃|胀气|闹肚子|"
    r"痒|红疹|起疹|疹子|风团|荨麻疹|风疹|过敏|不耐受|红肿|喘不|喘|呼吸困难|透不过气|憋气|窒息|打喷嚏|喷嚏|休克|起包|刺痛|头疼|头痛|偏头痛|水泡|疙瘩|湿疹|不舒服地|"
    r"急诊|抢救|救护车|急救(?:车|室|中心)|(?:进|送|住)(?:了|过)?(?:医院|院)|送医|"
    # the care it ended in (重症监护室, ICU, 挂了一晚上吊瓶, 打点滴), as "hospital" is told
    r"重症监护|监护室|(?:挂|打)(?:了|过)?(?:一晚上?|一天|几天|好几天|两天|三天)?(?:的)?(?:吊瓶|点滴)|"
    # the skin breaking out, told by the verb alone (就起红斑, 起一身疙瘩), and the gut sending one
    # off (就得蹲厕所, 一闻就犯恶心)
    r"起(?:了)?(?:一身|一片|满身|满脸|好多|一堆)?(?:红斑|红点|红块|红?疙瘩|水泡)|(?:跑|蹲)厕所|拉稀|犯恶心|恶心想吐|想吐|"
    r"对我(?:来说)?(?:就是|是|简直是)毒药|"
    r"(?<![a-z])(?:allerg(?:y|ies|ic)|rash(?:es)?|hives|itch(?:y|ing|es)?|welts?|" + _SKIN_REACTION + r"|"
    # (what a thing does to itself is no reaction: "it swells up in the damp", "they blister")
    r"swelling|" + _BODY_SUBJECT + r"swell(?:s|ed)?|wheez(?:e|es|ing)|"
    r"sneez(?:e|es|ing)|blisters|" + _BODY_SUBJECT + r"blister(?:s|ed|ing)?|blotchy|breaks?\s+me\s+out|break\s+out|reacts?\s+badly|reaction|"
    # the skin itself breaking out ("my wrist breaks out under the strap", "her neck broke out")
    r"(?:skin|face|wrists?|neck|hands?|arms?|legs?|back|chest|body|lips|ears?|fingers?)\s+(?:always\s+|still\s+|just\s+|then\s+)?"
    r"(?:breaks|broke)\s+out|"
    r"hospital|anaphyla\w*|asthma|eczema|headaches?|migraines?|hay[\s\-]?fever|"
    # a condition of the skin named ("my scalp dermatitis flares from X", "X sets off my
    # psoriasis"), as eczema is
    r"dermatitis|psoriasis|rosacea|urticaria|"
    # (the care it ended in: "put her in intensive care", "on a drip", "in the ICU", an EpiPen)
    r"intensive\s+care|icu|(?:on|hooked\s+up\s+to)\s+(?:a|an)\s+(?:iv|drip)|epi-?pens?|"
    # the state a thing leaves the body in, told with the speaker as its object ("has me doubled
    # over", "leaves me curled up with cramps", "gets me so bloated", "has me running to the
    # bathroom"): not "sick of" (tired of it)
    r"(?:has|have|had|having|leaves?|left|leaving|puts?|putting|keeps?|kept|keeping|sends?|sent|sending|"
    r"gets?|got|getting|makes?|made|making)\s+(?:me|him|her|us|them|my\s+[a-z]+)\s+(?:(?:so|all|really|"
    r"completely|totally|literally|badly|just|instantly)\s+)*(?:doubled\s+over|curled\s+up|bloated|nauseous|queasy|"
    r"(?:sick|ill)(?!\s+(?:of|at\s+ease))|throwing\s+up|vomiting|retching|cramping|laid\s+up|bedridden|"
    r"in\s+(?:agony|bed|(?:a\s+lot\s+of\s+)?pain)|on\s+the\s+(?:toilet|loo)|running\s+(?:to|for)\s+the\s+"
    r"(?:bathroom|loo|toilet)|with\s+(?:cramps|blotches|welts|a\s+rash|hives|stomach\s+(?:ache|cramps)))|"
    # the airway closing: "her throat closes up", "makes it hard for me to breathe", "can't
    # breathe around feathers"
    r"(?:throat|airways?|windpipe)\s+(?:(?:just|always|starts?\s+to|starts?|begins?\s+to)\s+)?"
    r"(?:close[sd]?|closing|tighten(?:s|ed|ing)?|swell(?:s|ed|ing)?|(?:gets?|got|goes|went|going|getting)\s+tight|seiz(?:es?|ed|ing))|"
    r"(?:can'?t|cannot|could\s?n'?t|can\s+not)\s+breathe|(?:hard|difficult|tough)\s+(?:for\s+[a-z]+\s+)?to\s+breathe|"
    r"(?:trouble|difficulty|struggl(?:e|es|ed|ing))\s+(?:to\s+)?breath(?:e|ing)|short(?:ness)?\s+of\s+breath|"
    # what a reaction led to ("landed my son in the ER", "sent me to urgent care", "carries an
    # EpiPen"): 'er' only as the room one is taken to
    r"(?:in|to|into|at)\s+(?:the\s+)?(?:er|a\s?&\s?e|emergency(?:\s+room)?|urgent\s+care|icu)(?![a-z&])|"
    r"epi[\s\-]?pens?|ambulance|"
    r"(?:red|itchy|raised|angry|sore)\s+(?:patches|bumps|spots|blotches|lumps)|"
    # A part of the body as the subject of a verb of pain or of a reaction ("my head pounds for
    # two days", "her eyes stream", "my joints ache after it", "my stomach churns"): a reaction
    # told by the body's grammar, whichever part and verb (denied, "my head no longer pounds",
    # it does not match: no word may stand between but an adverb of time).
    r"(?<![a-z])(?:my|his|her|their|our|your)\s+(?:head|eyes?|joints?|chest|sinuses|temples?|stomach|tummy|"
    r"guts?|throat|lungs?)\s+(?:(?:just|always|still|then|instantly|immediately|starts?\s+to|begins?\s+to)\s+)?"
    r"(?:pound(?:s|ed|ing)?|throb(?:s|bed|bing)?|ache(?:s|d)?|aching|stream(?:s|ed|ing)?|water(?:s|ed|ing)?|"
    r"churn(?:s|ed|ing)?|cramp(?:s|ed|ing)?|tighten(?:s|ed|ing)?|seiz(?:es?|ed|ing)\s+up|flare[sd]?\s+up)(?![a-z])|"
    # A part of the body harmed by what it touched: "strip my scalp raw", "dries out my skin",
    # "irritates my eyes", "poison to my skin".
    r"(?:dr(?:y|ies|ied|ying)\s+out|strip(?:s|ped|ping)?|irritat(?:e|es|ed|ing)|sting(?:s|ing)?|stung|"
    r"inflam(?:e|es|ed|ing)|redden(?:s|ed|ing)?|chaf(?:e|es|ed|ing)|attack(?:s|ed|ing)?|clog(?:s|ged|ging)?)\s+"
    r"(?:my|our|his|her|their|the\s+kids'?)\s+(?:[a-z]+\s+)?(?:skin|scalp|face|lips|mouth|throat|eyes?|pores|"
    r"ears?|earlobes?|hands?|fingers?|wrists?|neck|feet|toes|stomach|gut|tummy|chest|lungs|nose|sinuses|"
    r"airways|arms?|legs?|body)|poison(?:ous)?\s+(?:to|for)\s+(?:me|my|us)|"
    # an intolerance told as disagreement: "milk doesn't agree with me", "dairy and I don't get
    # along", "gluten disagrees with my gut"
    r"(?:does|do)n'?t\s+agree\s+with\s+(?:me|my\s+[a-z]+)|disagrees?\s+with\s+(?:me|my\s+[a-z]+)|"
    r"and\s+(?:i|me|my\s+[a-z]+)\s+(?:don'?t|do\s+not|never)\s+(?:get\s+(?:along|on)|mix))(?![a-z])")

# How warm or damp a thing wears, told of the body ("it makes me clammy", "sweaty", "sleeps
# hot", 一穿就出汗, 太闷, 捂汗): the product's comfort, a reason of its own domain, never a
# reaction to a substance that reaches everywhere.
COMFORT = re.compile(r"(?<![a-z])(?:sweat(?:y|s|ing)?|hot|warm|overheat(?:s|ing|ed)?|clammy|stuffy|sticky|damp|"
                     r"cold|chilly|breathe|breathable)(?![a-z])|出汗|冒汗|流汗|捂汗|闷热|闷|热|黏|不透气|透气")


# A clause telling what was used, worn or eaten ("戴了含镍的耳环", "一喝牛奶", "after wearing
# nickel earrings", "every time I use X"): a reaction told in the clause after it is caused by
# what it names.
# (A condition on what the thing holds is told the same way: "耳钉里只要有镍，我耳朵眼就流水",
# 一旦含乳胶, "if the hoops have nickel in them, my lobes ooze".)
USED_BEFORE = re.compile(
    r"(?:用|穿|戴|吃|喝|抹|涂|擦|碰|洗|闻|喷|敷|贴)(?:了|过)|一(?:用|穿|戴|吃|喝|抹|涂|擦|碰|洗|闻|喷|敷|贴)|"
    r"(?:只要|一旦|要是|如果|假如|但凡)(?:是|里面?|里头)?(?:有|含|带|加了?|沾)|"
    r"(?<![a-z])(?:if|whenever|once|as\s+soon\s+as)\s+(?:it|they|there'?s|there\s+is|the\s+[a-z]+|[a-z]+)\s+"
    r"(?:has|have|contains?|is\s+made\s+(?:of|with)|are\s+made\s+(?:of|with)|holds?)(?![a-z])|"
    r"(?<![a-z])(?:after|when|whenever|every\s+time|each\s+time|if|once)\s+(?:i\s+|we\s+)?(?:[a-z]+\s+)?"
    r"(?:use[sd]?|using|wear(?:s|ing)?|wore|worn|eat(?:s|ing)?|ate|eaten|drink(?:s|ing)?|drank|"
    r"touch(?:es|ed|ing)?|appl(?:y|ies|ied|ying)|put(?:ting)?\s+on)(?![a-z])")


# Who one is, told as a diet or an ethic ("being vegan", "作为纯素主义者", "我是吃素的"): said
# with no word of its own named, it stands for the materials it excludes, each a floor
# everywhere. Only the grammar of identity counts ("I'm", "as a", 作为, 吃素): "vegan snacks"
# or 素食饺子 describe a product and imply nothing (a missed judgement fails narrow).
# Someone else told the same way ("my sister is vegan", "she's vegetarian", "my vegan friend"):
# whose it is (`recipient.whose_floor`) decides how long it holds.
_PERSON = rf"(?:my|our)\s+(?:[a-z\-]+\s+)?(?:{person_words_en()})"
_THEY = (rf"(?:he|she|they|{_PERSON})(?:['’]s|['’]re|\s+is|\s+are|\s+has\s+(?:gone|been|become)|"
         r"\s+have\s+(?:gone|been|become)|\s+went|\s+became)")
_BE = (r"(?:i'?m|i\s+am|we'?re|we\s+are|being|as|become|becoming|i'?ve\s+(?:gone|been|become)|"
       rf"i\s+(?:went|became|have\s+been|stay|remain)|{_THEY})\s+(?:a\s+|an\s+|fully\s+|strictly\s+|strict\s+|"
       r"totally\s+|completely\s+|now\s+|also\s+|still\s+|pretty\s+much\s+|100%\s+)*")
_DIET = (r"(?:eat|eats|eating|follow|follows|following|keep|keeps|live\s+on|stick\s+to|am\s+on|'m\s+on|on)\s+"
         r"(?:a\s+|an\s+|fully\s+|strictly\s+|strict\s+|totally\s+|completely\s+|purely\s+|100%\s+)*")
IDENTITY_FLOORS = (
    (re.compile(rf"(?<![a-z])(?:{_BE}vegans?|vegans?\s+(?:myself|here|household|family)|{_DIET}vegan\s+"
                rf"(?:diet|lifestyle)|(?:my|our)\s+vegans?\s+(?:{person_words_en()}))(?![a-z])|纯素主义者?|纯素食者|"
                r"(?:我|我们|本人|作为|一直|都)(?:是|吃|只吃)?(?:个|一个|一名)?(?:纯素|全素)"),
     ("leather", "meat", "dairy", "eggs", "gelatin", "wool", "silk", "fur", "down")),
    (re.compile(rf"(?<![a-z]){_DIET}(?:\w+\s+)?plant[\s\-]based\s+(?:diet|lifestyle)(?![a-z])|"
                r"植物饮食|只吃植物"),
     ("meat", "dairy", "eggs", "gelatin")),
    (re.compile(rf"(?<![a-z])(?:{_BE}vegetarians?|{_DIET}vegetarian\s+diet|"
                rf"(?:my|our)\s+vegetarians?\s+(?:{person_words_en()}))(?![a-z])|"
                r"素食主义者?|素食者|吃素|茹素|(?:我|我们|本人|作为)(?:是|系|一直是|也是)?(?:个|一个|一名)?素食"),
     ("meat", "gelatin", "shellfish")),
    # (a condition one has is who one is too: "I have celiac", "my son has coeliac disease")
    (re.compile(rf"(?<![a-z])(?:{_BE}(?:coeliac|celiac)|(?:have|has|had|got|with|'ve\s+got|'s\s+got)\s+(?:(?:a|an)\s+)?"
                r"(?:coeliac|celiac)(?!\s+(?:friend|friends|guest|guests|neighbou?r|colleague|cousin)s?(?![a-z]))|"
                r"(?:was|were|is|are|got|been|being|get)\s+diagnosed\s+"
                r"(?:as\s+|with\s+)?(?:a\s+)?(?:coeliac|celiac)|(?:coeliac|celiac)\s+(?:disease|here|myself|household))(?![a-z])|乳糜泻"),
     ("gluten",)),
    (re.compile(rf"(?<![a-z])(?:{_BE}muslims?|{_DIET}halal(?:\s+diet)?|"
                r"(?:eat|eats|keep|keeps)\s+(?:strictly\s+)?halal)(?![a-z])|"
                r"(?:我|我们|本人|作为)(?:是|系|一直是|也是)?(?:个|一个|一名)?穆斯林|只吃清真"),
     ("alcohol", "gelatin")),
    # (sober as who one is, told by its span: "two years sober", "sober since March", "I've been
    # sober"; not a sober colour)
    (re.compile(rf"(?<![a-z])(?:{_BE}(?:teetotal(?:ler)?|sober)|(?:\d+|[a-z]+)\s+(?:years?|months?|weeks?|days?)\s+"
                r"(?:sober|alcohol[\s\-]free)|sober\s+(?:for|since)(?=\s+[a-z0-9]))(?![a-z])|"
                r"滴酒不沾|滴酒未沾|(?:我|我们)(?:已经)?戒酒"),
     ("alcohol",)),
    (re.compile(rf"(?<![a-z])(?:{_DIET}kosher(?:\s+diet)?|(?:eat|eats|keep|keeps)\s+(?:strictly\s+)?kosher)"
                r"(?![a-z])|只吃符合犹太教规"),
     ("shellfish", "gelatin")),
)


# The foods the diet floors stand for (every floor but the vegan one's, which also names
# what is worn): meat, dairy, eggs, gelatin, shellfish, gluten, alcohol.
DIET_SLUGS = frozenset(slug for _, slugs in IDENTITY_FLOORS[1:] for slug in slugs)
# A speaker's own habit of not taking a food: "我不吃", "我从不沾", "I don't eat", "we never drink".
DIET_REFUSAL = re.compile(r"(?:我|我们|本人)(?:从来|从|一直|向来|平时|已经)?(?:不|不再|没)(?:吃|沾|碰|喝)|(?:我|我们)戒了|"
                           r"(?<![a-z])(?:i|we)\s+(?:don'?t|do\s+not|never|no\s+longer|can'?t|cannot)\s+"
                           r"(?:eat|drink|touch|have)(?![a-z])")


# A word naming the whole class of what comes from animals: the source (动物, animal) and a
# generic head (材料, 制品, products, derived, ...), or "from animals". Refused, it stands for
# the vegan floor's materials, not for the one material a fuzzy match or a compound gives it
# (动物材料 read as leather).
ANIMAL_CLASS = re.compile(
    r"动物(?:性)?(?:材料|材质|制品|产品|原料|成分|来源|衍生物?|皮毛|毛皮|副产品|的?东西)|"
    r"(?<![a-z])(?:animal[\s\-](?:products?|materials?|derived|by-?products?|parts|ingredients|"
    r"skins?\s+(?:or|and)\s+fur)|(?:anything|nothing|stuff|things?)\s+(?:made\s+)?from\s+animals?|"
    r"of\s+animal\s+origin)(?![a-z])")
CLASS_REFUSAL = re.compile(r"不要|不用|别|不买|不碰|不穿|拒绝|避开|杜绝|不含|无|"
                            r"(?<![a-z])(?:no|not|never|nothing|without|avoid|free)(?![a-z])|n'?t(?![a-z])")


# Words of a statement about everything, which name no product: quantifiers, "thing",
# refusal and diet verbs ("所有东西都", "不用任何", "anything at all").
NO_PRODUCT_WORDS = re.compile(
    r"(?:以后|今后|所有|任何|一切|全部|东西|什么|都|也|的|了|不用|不要|不买|别|吃|用|穿|买|做)+|"
    r"everything|anything|all|any|stuff|things?|at|in|of|whatsoever|ever|made|from|animals?|please")


# A span bounded by the shopper's task at hand, not by a word for "this time": the time it
# takes ("for the next few minutes", 接下来半小时), the task going on ("while I pick a rug",
# "as long as I'm browsing", 只在挑台灯的时候, 趁我挑书桌这会儿), or the step that ends it
# ("until I check out", "before I settle on a sofa", 结账之前, 付完款以前). The tasks are the
# verbs of shopping; what ends a rule ("until I change my mind", 改主意之前) is lasting.
_EN_TASK = (r"(?:pick(?:s|ed|ing)?|choos(?:e|es|ing)|chose|chosen|select(?:s|ed|ing)?|shop(?:s|ped|ping)?|"
            r"brows(?:e|es|ed|ing)|look(?:s|ed|ing)?|search(?:es|ed|ing)?|hunt(?:s|ed|ing)?|"
            r"compar(?:e|es|ed|ing)|decid(?:e|es|ed|ing)|settl(?:e|es|ed|ing)|narrow(?:s|ed|ing)?|"
            r"check(?:s|ed|ing)?\s+out|pa(?:y|ys|id|ying)|order(?:s|ed|ing)?|buy(?:s|ing)?|bought|"
            r"find(?:s|ing)?|found|scroll(?:s|ed|ing)?|finish(?:es|ed|ing)?|sort(?:s|ed|ing)?|"
            r"plac(?:e|es|ed|ing)\s+(?:the|my|our|an?)\s+order|mak(?:e|es|ing)\s+up\s+(?:my|our)\s+minds?|"
            r"(?:am|are|'m|'re)\s+(?:done|finished|through)|"
            # the subject said with its copula already ("until I'm done browsing", "till we're
            # finished with this search"): done with the task, or done alone
            r"(?:done|finished|through)(?:\s+(?:with\s+(?:this|the|my|our)\s+[a-z]+|[a-z]+ing))?|"
            # leaving the visit itself: "till I close this tab", "until I log off", "before I
            # leave the page"
            r"(?:clos(?:e|es|ing)|leav(?:e|es|ing)|exit(?:s|ing)?|quit(?:s|ting)?|shut(?:s|ting)?|"
            r"log(?:s|ging)?\s+(?:off|out)|sign(?:s|ing)?\s+(?:off|out))"
            r"(?:\s+(?:this|the|my|our)\s+(?:tab|page|window|app|chat|browser|site|laptop|conversation))?)")
# Occasions that pass: what is bought for one is bought for that day.
# (the occasions of a day out as much as of a hall: a cookout, a parade, a picnic, a fair, a
# concert; a day named before them may take several words: "the Labor Day cookout", "the
# Mardi Gras parade")
_OCCASION = (r"(?:party|wedding|event|interview|festival|celebration|shower|funeral|reunion|gathering|"
             r"prom|graduation|recital|ceremony|christening|photoshoot|shoot|gala|dinner\s+party|"
             r"birthday\s+party|baby\s+shower|cookout|barbecue|bbq|picnic|parade|carnival|fair|fete|"
             r"concert|gig|dance|ball|banquet|feast|potluck|fundraiser|pageant|procession)")
_EN_WHO = r"(?:i|we)(?:'ve|'m|'re|\s+have|\s+am|\s+are)?\s+(?:(?:still|just|busy|now|currently|finally|actually)\s+)*"
_EN_SPAN = (
    r"(?:while|whilst|as\s+long\s+as)\s+" + _EN_WHO + _EN_TASK + r"|"
    # (not a habit: "before I buy anything, I read the label")
    r"(?:until|till|til|before|up\s+until)\s+" + _EN_WHO + _EN_TASK +
    r"(?!\s+(?:anything|everything|any|something)(?![a-z]))|"
    r"for\s+(?:the\s+(?:next|coming)|a|another)\s+(?:(?:few|couple(?:\s+of)?|half|an?|\d+|one|two|three|five|ten|"
    r"fifteen|twenty|thirty)\s+)*(?:minutes?|mins?|hours?|hrs?|bit|moments?|sec(?:ond)?s?)|"
    r"for\s+the\s+rest\s+of\s+(?:the|this|my|our|today'?s)\s+(?:session|visit|search|chat|conversation|"
    r"browse|hunt|shop|shopping|day|morning|afternoon|evening|night)|"
    # the visit's end named as a noun or an event ("till the end of this session", "until this
    # chat is over", "before the conversation ends")
    r"(?:until|till|til|up\s+until|up\s+to|before)\s+(?:the\s+end\s+of\s+(?:the|this|my|our|today'?s)\s+"
    r"(?:session|visit|search|chat|conversation|browse|shopping\s+trip|day|evening|night)|"
    r"(?:this|the|my|our)\s+(?:session|visit|search|chat|conversation)\s+(?:ends|is\s+over|closes|finishes|wraps\s+up))|"
    r"this\s+(?:go(?:[\s\-]?(?:a)?round)?|time\s+around|outing|sitting|stint|pass|shopping\s+trip|shop|batch)|"
    # an occasion that passes, named with its article ("for the wedding", "at the baby shower")
    # (its words may hold a possessive: "for the allotment society's autumn feast", "the kids' party")
    r"(?:for|at|to)\s+(?:the|tonight'?s|today'?s|tomorrow'?s|saturday'?s|sunday'?s)\s+(?:[a-z\-]+(?:['\u2019]s?)?\s+){0,3}?" + _OCCASION + r"|"
    # ... or a person's, named with a possessive ("for my niece's christening", "for Mia's
    # graduation dress"): an errand for that day, as "the wedding" is ("at his party" is as
    # often where a reason was learned: "we learned the hard way at his party: no sesame…")
    r"(?:for|to)\s+(?:(?:my|our|his|her|their)\s+(?:[a-z\-]+'s?\s+)?|[a-z\-]+'s\s+)(?:[a-z\-]+\s+)?" + _OCCASION + r"|"
    # a purchase said to be once ("a one-time thing", "one time deal")
    r"(?:a\s+)?one[\s\-]time\s+(?:thing|deal|purchase|order|buy|event|gift|only)|"
    # an event named by the one day it falls on, whatever the event's noun ("for a sheepdog
    # trial on Saturday", "to a barn dance this Friday"): a day that passes, as "for the wedding"
    # is (a habit says the day in the plural, "on Saturdays", and is not read)
    r"(?:for|at|to)\s+(?:a|an|the|my|our|his|her|their)\s+(?:[a-z\-']+\s+){1,4}?(?:on|this|next|coming)\s+"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?!s)|"
    # the next few things shown, counted in what the visit shows ("for the next few picks",
    # "across the next two suggestions"): a span of this visit, as the next few minutes are
    r"(?:for|across|in|over|during|among)\s+(?:the\s+)?(?:next|coming)\s+(?:(?:few|couple(?:\s+of)?|handful\s+of|"
    r"\d+|two|three|four|five|six|ten|dozen)\s+)+(?:picks?|suggestions?|results?|options?|recommendations?|"
    r"listings?|pages?|rounds?|matches|finds|items?)|"
    # the order at hand told as the one being made ("the order I'm putting together now", "the
    # cart we're building"): this purchase, whatever the word for now
    r"(?:the|this|my|our)\s+(?:order|cart|basket|shortlist|haul|selection|trolley)\s+" + _EN_WHO +
    r"(?:putting\s+together|assembling|building|filling|making\s+up|compiling|pulling\s+together|working\s+on)")
_ZH_TASK = r"(?:挑|选|逛|找|看|买|搜|比较|对比|浏览|凑单|下单|结账|付款|付钱|选购|购物)"
_ZH_SPAN = (
    # the step that ends it: 结账之前, 付完款以前, 选好之前, 下单前
    r"(?:结账|结算|买单|付款|付钱|支付|下单|买完|买好|选好|选完|挑好|挑完|逛完|看完|定下来|拿定主意|做决定|决定好)"
    r"(?:完|好)?(?:之前|以前|前)|付完款(?:之前|以前|前)|"
    # leaving the visit itself: 关掉这个页面之前, 退出聊天以前, 我下线前
    r"(?:关掉|关闭|关了|退出|离开|下线|登出)(?:这个|这|那个)?(?:页面|网页|窗口|对话|聊天|应用|界面|app)?(?:之前|以前|前)|"
    # the visit's end as an event: 这次聊天结束前, 在本次对话结束之前, 到这个会话结束为止
    r"(?:在|到)?(?:这次|本次|这个|这一?轮|这)?(?:聊天|对话|会话|搜索|浏览|咨询)(?:结束|完)(?:之前|以前|前|为止)|"
    # the task going on: 只在挑台灯的时候, 在选沙发的时候, 趁我挑书桌, 挑床单这会儿
    rf"(?:只|仅|就|单)?(?:是)?(?:有)?(?:在|正在)我?{_ZH_TASK}[^,.;!?，。；！？]{{0,8}}?(?:的时候|时候|那会儿|期间)|"
    rf"(?:只|仅|就)(?:是)?我?{_ZH_TASK}[^,.;!?，。；！？]{{0,8}}?(?:的时候|时候|那会儿)|"
    # an errand for someone: 给妹妹挑东西的时候, 帮外甥女挑礼物的这一会儿
    rf"(?:给|帮|替)[^,.;!?，。；！？]{{1,6}}?{_ZH_TASK}[^,.;!?，。；！？]{{0,8}}?(?:的时候|时候|那会儿|的?这一?会儿|期间)|"
    rf"趁着?我?(?:正在|在)?{_ZH_TASK}|{_ZH_TASK}[^,.;!?，。；！？]{{0,8}}?(?:的)?这(?:会儿|一会儿|阵儿)|"
    # the time it takes: 接下来半小时, 这几分钟
    r"接下来(?:这)?(?:几|一|两|半|十|二十|三十)?(?:个)?(?:分钟|小时|会儿)|这(?:几|一)?(?:分钟|会儿|一会儿)|"
    # the next few things shown (接下来几件, 接下来这几样, 后面这几款): as "the next few picks"
    r"(?:接下来|后面|下面)(?:的)?(?:这)?(?:几|两|三|四|五)(?:件|样|款|条|页|轮|双|套)|"
    # the rest of the visit, or the visit itself, as a stretch to be in ("for the rest of this
    # chat", as the English above): 这个对话剩下的时间里, 本次会话余下的部分, 接下来的聊天中, 这次搜索里
    r"(?:这个|这次|本次|这一?轮|这段|接下来的?|剩下的)(?:聊天|对话|会话|搜索|浏览|咨询)"
    r"(?:剩下|剩余|余下|接下来)?的?(?:时间|部分|过程)?(?:里|中|内|期间)")
SESSION_MARKERS = re.compile(
    r"(?<![a-z])(?:" + _EN_SPAN + r")(?![a-z])|" + _ZH_SPAN + r"|"
    r"这次|这回|本次|此次|这一?(?:趟|批|轮|波)(?![a-z])|"
    # what is worn or carried on the day of an event (庙会那天穿的, 婚礼当天戴的, 运动会那天背的):
    # an errand for that day, as "for the wedding" is (我那天买的 tells a past, no such verb)
    # (or the verb ending its clause, 上梁酒那天穿，X就算了: the same errand, the 的 left out)
    r"(?:那天|当天|那日)(?:要|想|准备)?(?:穿|戴|用|背|拎|带|围|系)(?:的|(?=[,.;!?，。；！？]))|"
    # ... or refused for that day, pointed back at (新娘说那天大家别穿X, 那晚别穿X, 当天谁都不许戴X):
    # the day of the event told before, not a habit (那天买的 tells a past: no refusal follows it)
    r"(?:那天|当天|那日|那晚|当晚)(?:大家|我们?|家里人|全家|来宾|宾客|客人|谁)?(?:都|也|就|千万)?"
    r"(?:别|不要|不能|不许|不准|避开|免)(?:穿|戴|选|挑|用|带|拿|背|拎)?|"
    # (the refusal told as what one will not put on that day, 珍珠婚那天我不穿X, 那晚我就不戴X: a
    # plain 不 before a wearing verb, the same errand refused)
    r"(?:那天|当天|那日|那晚|当晚)(?:我们?|大家)?(?:就|也|可)?不(?:穿|戴|背|拎)|"
    # a gift singled out, as "this gift" is ("这份礼物不要logo"; not 礼物盒, a gift box)
    r"这(?:份|个|件)?(?:礼物|礼品)(?![盒袋卡包])|"
    # (现在 is "now" only as a word of its own: not the tail of 出现在 "appears in", 体现在, 表现在)
    # (nor 现在的X, the X one has now: 我家现在的椅子就是胡桃木的 kept a like for the session only; 现在的话 is "for now")
    r"(?:仅|只|就)此一(?:次|回)|这一次|这一回|(?<![从打自])今天(?!起|开始|以后|往后)|(?<![从打自])今日(?!起|开始|以后|往后)|暂(?=避|不|别|缓|停)|(?<![从出体表呈])现在(?!起|开始|以后|往后|的(?!话))|暂时|暂且|临时|眼下|仅限|这一单|这单|本单|这趟|这笔|今晚|下周|先(?=不|别)|"
    r"(?<![a-z])(?:this time|for now|just for now|just this once|this once|"
    r"(?<!from )(?<!after )(?<!beyond )(?<!past )today'?s?(?!\s+(?:on|onwards?|forwards?)(?![a-z]))|tonight'?s?|"
    r"for this trip|for this order|right now|one[\s\-]off|"
    # the day of an event told before, pointed back at as the refusal's time ("asked the family
    # not to wear pink that day", "leave yellow at home that evening"); not a time since then
    r"(?<!since )(?<!from )(?<!after )(?<!until )(?<!till )(?<!before )that (?:day|evening|night)(?=\s*(?:[,.;!?]|$))|"
    # typed short on a phone: rn (right now), atm (at the moment), 4 now
    r"rn|atm|4\s?now|2day|2nite|tonite|temporar(?:y|ily)|next week|"
    r"for the (?:time being|moment)|at the moment|for this(?=\s*(?:[,.;!?]|$))|"
    r"(?<!after\s)(?<!beyond\s)this (?:particular |one |specific |current )?(?:[a-z\-]+\s+)?"
    r"(?:purchase|order|gift|present|round|occasion|trip|one|time round|spree|run|basket|cart|visit|"
    r"search|chat|conversation|session|hunt|browse|query|lookup|"
    # the results at hand, as a group ("not in this lot", "this selection", "this bunch")
    r"lot|bunch|selection|line-?up|shortlist|results|suggestions|picks|"
    # an occasion that passes: "for this holiday", "this wedding"
    r"holiday|vacation|weekend|morning|afternoon|evening|night|date|christmas|season|" + _OCCASION + r")|"
    r"(?:camping|business|holiday) trip|"
    # The item being bought, pointed at: "the one I'm buying now", "the pair we're ordering".
    r"the\s+(?:one|pair|item|piece)\s+(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:buying|getting|ordering|choosing|picking)|"
    # The one in hand, said as such: "for the present search", "the current order".
    r"the\s+(?:present|current|ongoing)\s+(?:search|order|purchase|basket|cart|session|hunt|query)|"
    # A gift or an order of someone's, singled out: "for my brother's birthday gift alone",
    # "only for her present", "on our anniversary order only".
    r"(?:for|on)\s+(?:my|our|his|her|their|the|a|an)\s+(?:[a-z\-]+(?:'s?)?\s+){0,3}?"
    r"(?:gift|present|order|purchase)\s+(?:alone|only)|"
    r"(?:just|only|solely)\s+(?:for|on)\s+(?:my|our|his|her|their|the|a|an)\s+(?:[a-z\-]+(?:'s?)?\s+){0,3}?"
    r"(?:gift|present|order|purchase|visit|stay|search|hunt|shopping|browse|spree|outing|" + _OCCASION + r")(?![a-z])|"
    # A time that ends: "only while I'm travelling", "just until the move", "出差期间".
    r"(?:just|only)\s+(?:while|until|till|during|for\s+the\s+duration\s+of))(?![a-z])|"
    # (not a stretch of the body's life: 治疗期间, 化疗期间, 哺乳期间, 服药期间, 怀孕期间 last for
    # months, a floor's reason, never one order)
    r"(?<!治疗)(?<!化疗)(?<!放疗)(?<!哺乳)(?<!服药)(?<!用药)(?<!怀孕)(?<!孕)(?<!备孕)(?<!康复)(?<!术后)期间(?!限定)|"
    # Deferred to another time: "下回再说", "回头再说" (this time no; later, maybe).
    r"(?:下回|下次|回头|改天)再(?:说|看|考虑|买)")
# Resolve said as an idiom before a refusal (打死我也不穿, 死都不买, 说什么也不要, 无论如何都别推):
# the refusal's own words, as 坚决 is (the topic gap and the verdict's rest read it), and with
# its 不 a refusal for good, as 绝不 is.
ZH_RESOLVE = r"(?:打死(?:我)?|死(?=也|都)|说什么|无论如何|不管怎样|怎么(?=也|都))"
LASTING_MARKERS = re.compile(
    r"永久|一直|永远|从来|从不|从此|向来|一向|素来|历来|总是|再也|绝不|始终|以后(?!再说)|(?:这|一|下半)辈子|一律|一贯|今后|往后|平时|平常|长期|通常|日常|"
    # every time, said as "whenever it is" (啥时候都不要, 任何时候都是, 什么时候也别推; "not at
    # any time"): a time quantified over is every time, as 一直 is
    r"(?:任何|什么|啥|哪个?)时候(?:都|也)|"
    # (the 不 looked at, not taken: a marker's words are cut from the clause, its refusal stays)
    r"打死(?:我)?(?:也|都)?(?=不)|死(?:也|都)(?=不)|"
    # (from now on in a spoken or a literary register too: 打今儿起, 自今日起, 打现在开始)
    r"(?:从|打|自打|自)(?:今天|今儿个?|今日|今|现在|此|这次|这会儿)(?:起|开始|以后|往后)|"
    r"(?<![a-z])(?:always|never|ever|forever|from now on|at\s+any\s+time|from (?:today|this day|now|here) (?:on|onwards?|forwards?)|any ?more|at all times|in general|generally|"
    r"as\s+a\s+(?:[a-z]+\s+)?rule|(?:house|household|family|home)\s+rule|"
    # A rule named by what it bars ("my no-rayon rule", "a no-plastic policy").
    r"no-[a-z][a-z\-]*\s+(?:rules?|polic(?:y|ies)|pledges?)|for\s+all\s+time|for\s+ever(?:\s*more)?|going forward|from here on(?: out)?|in future|long[\s\-]term|usually|normally|"
    # Every time to come, told by what repeats ("on every kitchen order after this one", "for
    # each visit", "all future orders"): past this time, not this time.
    r"(?:on|for|with|in|at|from|out\s+of|across)\s+(?:every|each|all|any)\s+(?:single\s+)?(?:[a-z\-]+\s+){0,2}?(?:orders?|visits?|purchases?|trips?|"
    r"sessions?|search(?:es)?|times?|occasions?)(?:\s+after\s+this(?:\s+(?:one|time|order|visit|purchase))?)?|"
    r"(?:all|any|every)\s+(?:my\s+|our\s+)?future\s+(?:[a-z\-]+\s+)?(?:orders?|visits?|purchases?|shopping|search(?:es)?|"
    r"baskets?|carts?|buys|hunts?|trips?|sessions?)|"
    r"after\s+this\s+(?:one|time|order|visit|purchase)\s+(?:too|as\s+well|and\s+(?:every|all))|"
    # past the visit, as a span ("long after today", "beyond today"): the days after it too
    r"(?:(?:long|well|way)\s+)?(?:after|beyond|past)\s+today(?!'s)|"
    r"permanently|for good|for life|once and for all|for keeps|life[\s\-]?long|dead\s+to\s+(?:me|us)|"
    # the rest of a life as the span ("for the rest of my life", "as long as I live", "till the
    # day I die"): for life, in other words
    r"for\s+the\s+rest\s+of\s+(?:my|our|his|her|their)\s+(?:life|lives|days)|as\s+long\s+as\s+(?:i|we)\s+live|"
    r"(?:until|till)\s+the\s+day\s+(?:i|we)\s+die|(?:out\s+of|from)\s+(?:my|our)\s+(?:life|lives)(?![a-z])(?!\s+(?:savings|insurance|story|partner))|"
    # a refusal named as lasting ("a lasting no", "my lasting ban")
    # (or by any adjective of lasting: "a lifetime ban", "a standing veto", "a lifelong no")
    r"(?:lasting|lifetime|life[\s\-]?long|standing|forever|eternal|perpetual|indefinite)\s+"
    r"(?:no|nope|ban|rule|veto|block|embargo|boycott|pass|blacklist)|"
    r"permanent(?!\s+(?:markers?|ink|press))|"
    # A rule that stands until the speaker revokes it: "until I tell you otherwise", "till
    # further notice", "在我改主意之前".
    r"(?:until|till)\s+(?:i|we)\s+(?:change\s+(?:my|our)\s+minds?|say\s+(?:otherwise|so)|"
    r"tell\s+you\s+otherwise)|(?:until|till)\s+further\s+notice)(?![a-z])|"
    r"(?:改主意|改变主意|另行通知|另外通知|说可以)之前|一劳永逸|彻底|规矩|家规|"
    # for life, in a written register (终身禁用, 终生拉黑; not a lifetime warranty or membership)
    r"终[身生](?!保修|质保|保养|维修|会员|成就|伴侣|大事|学习)|"
    # a span over every time of the year (哪个季节都, 一年四季, "in any season"): agent/language/every_season
    + every_season.EVERY_TIME_SPAN)


# "for this pillow alone", "just for this lamp", 就这一件: this one item, not the ones after it.
# (The item named bare is the one at hand as well: "plaid isn't the vibe for this scarf",
# "velvet? gone, at least for this sofa"; a product type's name only, see this_item.)
_EN_THIS_ITEM = re.compile(r"(?<![a-z])(?:(?:(?:just|only)\s+)?(?:for|on)\s+this\s+(?P<a>[a-z][a-z\-]*(?:\s+[a-z\-]+)?)"
                           r"\s+(?:alone|only)|(?:(?:just|only|at\s+least)\s+)?(?:for|on)\s+this\s+(?P<b>[a-z][a-z\-]*"
                           r"(?:\s+[a-z\-]+)?))(?![a-z])")
# Those that point at one item when said after 这 (这盏台灯, 这副耳环); not 这个 (这个牌子 is
# a maker), 这点, 这些, 这面 (这方面).
_ZH_ITEM_MEASURE = ZH_MEASURE_WORDS.replace("个|", "").replace("点|些|", "").replace("面|", "")
_ZH_THIS_ITEM = re.compile(r"(?:就|只有|只是|仅|单)这一?(?:个|" + _ZH_ITEM_MEASURE[3:] + r"|"
                           # The item pointed at, then refused something ("凉鞋这双不要棕色",
                           # "这件外套先别要羊毛", "这盏台灯不要蓝色"): for this one (not 这个
                           # 牌子, a maker).
                           # Or pointed at as that one ("毕业典礼那件西装外套别要黄色", "那双至少别要
                           # 白的"): one item singled out all the same.
                           r"[这那]一?(?:份|" + _ZH_ITEM_MEASURE[3:] + rf"[{CJK_RANGE}]{{0,4}}?(?:先|就|也|可|至少|起码|千万)?"
                           r"(?:不要|别要|别选|别|不挑|不想要)")
# One item or occasion singled out by a word that restricts it ("for the school photo shirt
# alone", "no olive for the hen-do top at least", "on my niece's christening frock only"): the
# noun phrase's head is a product type, an occasion or a generic item noun (an outfit, a look).
# ("for the kitchen only" restricts a place, not an item: no product type, no session.)
_EN_ONE_SINGLED = re.compile(r"(?<![a-z])(?:for|on|with)\s+(?:the|this|that|my|our|his|her|their|[a-z]+'s)\s+"
                             r"(?P<np>(?:[a-z\-]+(?:'s)?\s+){0,4}?[a-z\-]+)\s+(?:alone|only|at\s+least)(?![a-z])")
# A long item name after "for this" ("for this new year dinner outfit", "for this summer wedding
# guest dress"): its last words name the product.
_EN_THIS_LONG = re.compile(r"(?<![a-z])(?:for|on)\s+this\s+(?P<np>(?:[a-z\-]+\s+){1,4}[a-z\-]+)(?![a-z\-])")
_ITEM_NOUNS = re.compile(r"^(?:outfit|look|getup|get-up|ensemble|piece|item|top|one|pair|set)$")
AN_OCCASION = re.compile(r"(?<![a-z])" + _OCCASION + r"(?![a-z])")


def _names_item(np: str) -> bool:
    """The noun phrase ends in a product type or a generic item noun, or names an occasion
    ("my niece's christening frock")."""
    from agent.product_types import type_of_title

    words = np.split()
    return bool(_ITEM_NOUNS.match(words[-1]) or AN_OCCASION.search(np)) or \
        any(type_of_title(" ".join(words[-k:])) is not None for k in (1, 2) if len(words) >= k)


def this_item(text: str) -> bool:
    from agent.product_types import type_of_title

    if _ZH_THIS_ITEM.search(text):
        return True
    low = text.lower()
    for m in _EN_THIS_ITEM.finditer(low):
        noun = m.group("a") or m.group("b")
        # the noun, or its first word ("this lamp, nothing in brass")
        if type_of_title(noun) is not None or type_of_title(noun.split()[0]) is not None:
            return True
    if ("alone" in low or "only" in low or "least" in low) and \
            any(_names_item(m.group("np")) for m in _EN_ONE_SINGLED.finditer(low)):
        return True
    return any(_names_item(m.group("np")) for m in _EN_THIS_LONG.finditer(low))


# Every time, told as this time and a later one together ("whether it's this weekend or next
# winter", "this time or any other time", "not today and not tomorrow", 不论这回还是往后, 现在也
# 好将来也好, 眼下或者日后): the refusal holds at each, so it lasts; a this-time marker inside
# is no session. (A later time said plainly, "today or tomorrow", may be when it is needed:
# only a universal later, a negated one or "whether" makes the pair every time.)
_EN_NOW = r"(?:now|today|tonight|this\s+(?:time|weekend|week|month|year|season|once|order|visit|round))"
_EN_ANY_LATER = (r"(?:later|ever|whenever|any\s*(?:other\s+)?(?:time|day|week|month|year|season|order)|"
                 r"the\s+day\s+after|in\s+(?:the\s+)?future|from\s+then\s+on)")
_EN_LATER = r"(?:tomorrow|next\s+[a-z]+|another\s+[a-z]+|" + _EN_ANY_LATER[3:]
_EVERY_TIME = re.compile(
    rf"(?<![a-z])whether\s+(?:it'?s\s+|it\s+is\s+|for\s+)?(?:{_EN_NOW}|this\s+[a-z]+)\s*,?\s+or\s+(?:for\s+)?{_EN_LATER}(?![a-z])|"
    rf"(?<![a-z]){_EN_NOW}\s*,?\s+or\s+(?:for\s+)?{_EN_ANY_LATER}(?![a-z])|"
    rf"(?<![a-z]){_EN_NOW}\s*,?\s+(?:and\s+)?(?:not|nor)\s+(?:for\s+)?{_EN_LATER}(?![a-z])|"
    # now and each time after it ("today and every search after it", "this order and all the
    # ones that follow")
    rf"(?<![a-z])(?:{_EN_NOW}|this\s+[a-z]+)\s*,?\s+and\s+(?:on\s+|for\s+|in\s+|with\s+)?(?:every|each|all|any)\s+(?:single\s+|the\s+)?"
    r"(?:[a-z\-]+\s+)?(?:after(?:\s+(?:it|that|this|today))?|since|to\s+come|later|that\s+follows?|ones?\s+that\s+follows?)(?![a-z])|"
    r"(?:现在|今天|今日|这次|这回|眼下|目前|此刻|当下|这一?单|本单|这一?趟)(?:或|或者|还是|跟|和|与)(?:是)?"
    r"(?:将来|以后|未来|明天|明年|下次|下回|往后|今后|日后)|"
    r"(?:现在|今天|今日|这次|这回|眼下|目前|当下)也好[，,]?(?:将来|以后|未来|明天|明年|下次|下回|往后|今后|日后)也好|"
    # the refusal said again for the later time, in a clause of its own ("现在不要，以后每一次也都
    # 不要", "not this time, and not next time either"): each time, so it lasts
    r"(?:现在|今天|今日|这次|这回|眼下|目前|此刻|当下)[^，。,;；!?！？]{0,6}[，,；;]\s*"
    r"(?:将来|以后|未来|明年|下次|下回|往后|今后|日后)[^，。,;；!?！？]{0,6}?(?:也|同样|一样)[^，。,;；!?！？]{0,4}?[不别]|"
    rf"(?<![a-z]){_EN_NOW}[^.;!?]{{0,24}}?[,;]\s*(?:and\s+|but\s+|or\s+)?(?:not|no|nor|never)\s+(?:for\s+|on\s+|in\s+)?"
    rf"(?:{_EN_LATER}|any\s+later\s+[a-z]+|later\s+[a-z]+s?)(?![a-z])[^.;!?]{{0,24}}?(?<![a-z])(?:either|too|as\s+well|neither)(?![a-z])")


# This time set aside by a contrast ("not only this order", "not just for today's search",
# "not merely this time", 不只是今天, 不光这一回): beyond this time, so for good.
_NOT_ONLY_BEFORE = re.compile(r"(?:(?<![a-z])not\s+(?:just|only|merely|simply|solely)(?:\s+(?:for|in|on|at|during))?\s*|"
                              r"(?:不只|不光|不仅仅?|不单|不止)(?:是|在)?)$")


def _contrasted(text: str, m: re.Match) -> bool:
    return bool(_NOT_ONLY_BEFORE.search(text[max(0, m.start() - 24):m.start()]))


def persistence_of(text: str) -> str | None:
    low = text.lower()
    if _EVERY_TIME.search(low):
        return "lasting"
    marks = list(SESSION_MARKERS.finditer(text))
    if marks and all(_contrasted(low, m) for m in marks):
        return "lasting"
    # (an event or a period that ends, or "don't save that": agent/language/scope_bounds; an
    # occasion told by its day to come, no marker word: agent/language/dated_event; the results
    # on the screen pointed at: agent/language/on_screen; an occasion named by its meal or its
    # part of the day: agent/language/occasion_head)
    session = bool(marks) or this_item(text) or bounded(text) or dated_event.day_ahead(text) or \
        on_screen.pointed(text) or occasion_head.named(text)
    lasting = bool(LASTING_MARKERS.search(text))
    if session and not lasting:
        return "session"
    if lasting and not session:
        return "lasting"
    return None


# A symptom said under a negation right before it is no reaction told: "wool never itches
# on me", "silk doesn't give me a rash", "纯棉的从来不会痒" praise the word (they made it a
# floor everywhere). "I can't stop itching" still tells one.
# (or ended: "my son stopped getting rashes", "she's quit breaking out", "no more hives since")
_EN_NEGATED_BEFORE = re.compile(r"(?:(?<![a-z])(?:never|not|no\s+longer|no\s+more|dont|doesnt|didnt|wont|isnt|"
                                r"(?:has\s+|have\s+|had\s+)?(?:stopped|quit|ceased))|"
                                r"(?<!ca)n[\'\u2019]t)"
                                r"(?:\s+(?!because|but|and|so|when|since|if|though)[a-z']+){0,5}\s*$")
_ZH_NEGATED_BEFORE = re.compile(r"(?:不|没|没有|从不|从来不|从没|不会|再也不)[会让我再就]{0,3}$")


# A symptom told as over, the ending said after it: "her eczema calmed right down", "the rash
# cleared up", "my hives went away", 湿疹好了, 痒消了, 疹子退了: the praise of what ended it.
_ENDED_AFTER = re.compile(r"^(?:\s+(?:on|in|across|around|behind|under|along|over|at)\s+(?:[a-z'\-]+\s+){0,3}?)?"
                          r"[a-z\s']{0,12}?(?:calm(?:ed|s)?|clear(?:ed|s)?\s+up|clear(?:ed|s)?|went\s+away|goes\s+away|"
                          r"(?:has|have|had)\s+gone|disappear(?:ed|s)?|heal(?:ed|s)?|settle[ds]?|vanish(?:ed|es)?|"
                          r"(?:is|are|was|were)\s+gone)(?![a-z])|^(?:全|都|就|也|慢慢)?(?:好了|消了|退了|没了|消失了|痊愈)")


# A while told by denying its length (没多久, 没一会儿, 没过几分钟, 不一会儿, 不出一个钟头, "not long after",
# "before long", "in no time"): when the reaction came, never a negation of it.
NOT_LONG = re.compile(r"没(?:过)?(?:多久|多长时间|一会儿?|几(?:分钟|秒钟?|天|个?小时|下))|不(?:一会儿?|久)(?!前)|"
                      # (a span not passed, 不出一个钟头, 不到十分钟, 不过半天: within it)
                      r"不(?:出|到|过)[半一两二三四五六七八九十几\d]+个?(?:钟头|小时|分钟|钟|天|礼拜|星期|周)|"
                      r"(?<![a-z])(?:not\s+long\s+(?:after(?:wards)?|later)|before\s+long|in\s+no\s+time)(?![a-z])")


# The same ending said before the symptom, as what the thing did to it: "cleared up the red
# patches on her back", "got rid of my eczema", "calmed down his hives", 治好了我的湿疹: the
# praise of what ended it, never a reaction to it (read as one, a like became a floor refusal).
_ENDED_BEFORE = re.compile(r"(?<![a-z])(?:clear(?:ed|s|ing)?\s+up|got\s+rid\s+of|gets?\s+rid\s+of|cur(?:ed|es)|"
                           r"heal(?:ed|s)|sooth(?:ed|es)|calm(?:ed|s)?\s+down|put\s+an\s+end\s+to|"
                           r"sort(?:ed|s)\s+out)\s+(?:(?:the|my|her|his|their|our|its|all|those|that|these)\s+)?"
                           r"(?:[a-z'\-]+\s+){0,2}$|(?:治好|治愈|消除|消掉|去掉|缓解)了?[^，。,.；;！!？?]{0,6}$")


def negated_symptom(low: str, c_start: int, at: int, end: int | None = None) -> bool:
    """The symptom said at `at` (ending at `end`, when known) is denied before it, or told as
    over after it (or before it, as what ended it)."""
    before = low[c_start:at]
    if end is not None and _ENDED_AFTER.search(low[end:end + 45]):
        return True
    if _ENDED_BEFORE.search(before[-45:]):
        return True
    if is_cjk(low[at:at + 1]):
        return bool(_ZH_NEGATED_BEFORE.search(before))
    return bool(_EN_NEGATED_BEFORE.search(before[-40:])) and \
        not re.search(r"(?:can'?t|cannot|couldn'?t)\s+stop\s+$", before)

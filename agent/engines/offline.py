"""The offline engine: deterministic bilingual (Chinese and English) rules that fill the same
pydantic outputs as the LLM. No network, no randomness, no clock: the demo runs on it.

`OfflineEngine` ties the rules together; each step lives in its own module:
- offline_parse: one utterance read into a `Parse` (slots, constraints, product part);
  offline_slots reads budgets, sizes and decisions; offline_constraints reads likes,
  dislikes, allergies and lift-backs; offline_reach holds the markers of how far a statement
  reaches (everywhere, this session, lasting); offline_lexicon holds the attribute words.
- offline_semantics: the classifier's reading of each clause (stance, scope, take-backs);
  offline_product: the product a turn asks for and its domain.
- offline_answer: the reply text and its open questions.
- offline_curate: the session's constraints turned into stored preference entries.

Planner rules kept here, each protecting a lesson:
- An attribute merely mentioned ("红色跑鞋", "linen shirt") is a prefer word of the turn,
  not a constraint: one request does not teach a lasting taste.
- Domain of a constraint: the turn's; `global` only for allergy, ethics or safety. A missed
  judgement fails narrow.
- The search query is the product part of the request with every dislike taken out, so the
  vector search does not pull plastic items for "不要塑料". A turn that names no product
  keeps the session's product (carried in the intent as "kind: product").
"""
from __future__ import annotations

import re
from functools import cache, lru_cache

from agent.blas_threads import one_blas_thread
from agent.domain_map import classify_text, keyword_spans
from agent.product_types import (find_types, head_family, head_phrase, head_word, refused_types,
                                 sells_for_children, singular, type_by_head_word, type_of_title)
from agent.engines import offline_answer, offline_curate
from agent.engines.base import AnswerInput, CurateInput, PlanInput
from agent.engines.offline_curate import preference_sentence
from agent.engines import offline_product as products
from agent.engines import offline_semantics as semantics
from agent.engines.offline_constraints import held_for_someone_else, read_identity  # langscope
from agent.engines.offline_lexicon import OPEN_ASK, Lexicon, build_lexicon, is_cjk, lexicon
from agent.engines.offline_names import WithNames, told_past, typed_names, unknown_names, unknown_substances
from agent.engines.offline_constraints import CLAUSE_PUNCTUATION, EN_NEGATION
from agent.engines.offline_parse import DEMONSTRATIVE as _DEMONSTRATIVE, clauses, parse
from agent.engines.offline_reach import ALLERGY_WORD, AN_OCCASION, EN_BODY_PART, EN_ROOM, GLOBAL_MARKERS, SYMPTOMS
from agent.engines.offline_slots import OPEN_QUESTIONS, question_slot
from agent.language.numbers import EN_NUMBER_WORD, find_numbers, is_shoe_size
from agent.language.recipient import prefer_words as recipient_prefer  # gender
from agent.language.recipient import names_a_person, read_recipient
from agent.language.asking import ZH_ASKING, ZH_MEASURE_WORDS
from agent.language import cause_cleared, doctor_limit, occasion_session, others_taste
from agent.language.described_agreement import NEAREST_REQUESTS
from agent.language.described_domain import described_domain
from agent.language.describing import split_described
from agent.language.enthusiast import fan_of, thing_loved
from agent.language.hobby import Interest, interest
from agent.language.identity_reason import floor_keeps_kind
from agent.language.likeness import look_alike_words
from agent.language.readers_agree import agreed_domain, described_type_domain, head_has_keyword, head_keyword, \
    told_by_use_domain, unknown_head, zh_named_for_a_thing
from agent.language.request_head import named_outside_the_head, said_in_the_head, \
    said_only_outside_the_head
from agent.language.type_vote import overruling_type, told_type, voted_type
from agent.language.referred import asks_anew, asks_for_a_product, refers_only
from agent.language.statement_domain import stored_domain
from agent.schemas import (AnswerOutput, ConstraintOut, CuratorOutput, PlannerOutput, SlotChange,
                           intent_product, names_intent_product)
from memory.domains import Domain
from memory.models import Category, Polarity
from memory.terms import normalize_terms
from memory.text import CJK, CJK_RANGE

def _only_in_asides(text: str, named: Domain) -> bool:
    """The words that placed the turn in `named` stand only in clauses told of the thing
    already named ("…, it turns yellow on a sunny sill"): without them nothing is placed."""
    from agent.engines.offline_parse import clauses
    from agent.language.aside_clause import without_asides

    low = text.lower()
    rest = without_asides(low, clauses(low))
    if rest == low:
        return False
    return classify_text(rest) != named and not find_types(rest, None)


# A product part that opens with a purpose ("to keep tea hot", "thing to hold ...",
# 能把/用来…的东西) names what the product does, not what it is: no head noun.
_PURPOSE = re.compile(r"^(?:(?:thing|one|item)s?\s+)?(?:to|that|which)\s|^(?:能|可以|用来)?(?:把|将|让)|"
                      r"^(?:能|可以)?用来")
# 冬天暖手用的东西, 爬山时给手机充电用的东西: a "thing" told by its use is a purpose too.
_ZH_THING = re.compile(r"的东西\s*$")


class OfflineEngine:
    """Rules, not a model: same input, same output, every time.

    `classifier` (agent.language.classifier.SemanticClassifier) adds the nearest-neighbour
    reading of the utterance: domain by the catalog's products and the exemplar table, the
    stance and scope of what is said. Without one the engine runs on its rules alone.
    `brands`: the catalog's brand names (default: the demo catalog's)."""

    name = "offline"

    def __init__(self, lex: Lexicon | None = None, classifier=None, brands=None):
        self.lex = lex or (lexicon() if brands is None else build_lexicon(brands))
        self.classifier = classifier

    # planner -----------------------------------------------------------------------------

    def parse(self, request: PlanInput):
        """The rules' parse of the request and the lexicon this turn reads it with (the
        clauses the classifier reads, and the derived exemplars' forms, come from it)."""
        lex = self.lex
        names = unknown_names(lex, request.text)
        substances = unknown_substances(lex, request.text)
        if names or substances:
            # A brand no catalog or list knows ("nothing from Zorvik", Kavora的东西) is
            # still a brand word for every reader of this turn; an unknown acronym where a
            # material stands (PFAS in "nothing with PFAS coatings") a material word.
            lex = WithNames(lex, names, substances, typed_names(request.text, names))
        parsed = parse(request.text, request, lex)
        _drop_purpose_objects(parsed)
        doctor_limit.read(parsed, clauses(parsed.text))  # a doctor's limit on a substance: a floor
        return parsed, lex

    def plan(self, request: PlanInput) -> PlannerOutput:
        with one_blas_thread():  # the readers' products are small: threads only wait (agent/blas_threads)
            return self._plan(request)

    def _plan(self, request: PlanInput) -> PlannerOutput:
        parsed, lex = self.parse(request)
        if self.classifier is not None and products.unsure(parsed, request):
            semantics.read_clauses(parsed, self.classifier, request)  # langscope: per-clause reading
        semantics.lift_held_kin(parsed, request)  # a take-back's word, wider or narrower than the refusal
        if self.classifier is not None:
            products.resolve_unknown_words(parsed, self.classifier, lex)
        if self.classifier is not None:
            products.read_diet_identity(parsed, self.classifier, lex)  # scope: a diet in new words
        read_identity(parsed.text, parsed.mentions, lex, parsed,  # langscope: identity floors
                      request.current_intent.lower())
        semantics.itch_kept_lasting(parsed)  # an itch told as a habit: lasting, no floor
        doctor_limit.widen(parsed, clauses(parsed.text))  # a doctor's order: its refusals, floors
        # In a session, a thing pointed at that no type names ("no white for this outfit",
        # "for that trip") is the occasion of the item shopped for, no new product: the
        # session's domain stays (outfit is a word of clothes; the item was dress shoes).
        if request.domain is not None and _POINTED.fullmatch(parsed.noun.strip()) and \
                parsed.noun.split()[-1] not in _POINTED_NOTHING and type_of_title(parsed.noun) is None:
            parsed.product = _without_words(parsed.product, parsed.noun.strip())
            parsed.noun = ""
        # A kind refused by name ("a bag, but not a backpack", "anything but a hoodie",
        # 不要双肩包) is no product asked for: out of the product words (no head, no query
        # word) and an exclude word of the turn.
        refused_kinds = refused_types(parsed.text, lambda word: lex.find(word) is not None)
        for refused_kind in refused_kinds:
            parsed.product = _without_words(parsed.product, refused_kind.said)
            parsed.noun = _without_words(parsed.noun, refused_kind.said)
        # A look-alike named only to compare or to deny ("rather like a tiny power drill",
        # 跟餐盘一样大, 不是桌游) is no product asked for either (language/likeness).
        for look_alike in look_alike_words(parsed.text):
            parsed.product = _without_words(parsed.product, look_alike)
            parsed.noun = _without_words(parsed.noun, look_alike)
        # A clause that describes the kind ("setting spray, the kind that won't melt under a
        # stage lamp", 定妆喷雾，舞台灯烤着也不脱妆的那种) names where or with what it is used,
        # not a product: the head, the table and the types read the rest; the search keeps it.
        described = ""
        kept, told = split_described(parsed.product, parsed.text)
        if told:
            parsed.product, described = kept, told
            parsed.noun = split_described(parsed.noun, parsed.text)[0]

        # A gift told by what its receiver loves doing ("…, she loves painting", 给喜欢钓鱼的
        # 老爸挑个礼物): the pastime's gear is read by the table and the neighbours (no painting
        # to hang), and nothing in it is the shopper's taste (agent/language/hobby.py).
        # What an occasion is said for ("a dress for a baby shower", "shoes for the office
        # party") is when it is worn, not what it is: its words (baby) place nothing.
        if not is_cjk(parsed.product):
            parsed.product, parsed.noun = _without_occasion(parsed.product), _without_occasion(parsed.noun)
        pastime = _gift_pastime(parsed, lex)
        if pastime is not None:
            parsed.product = parsed.noun = pastime.gear(request.lang)
            parsed.found = [f for f in parsed.found if not (
                f.polarity == Polarity.LIKE and pastime.start <= f.at < pastime.end)]
        # A receiver keen on a thing ("he's into model trains", "for a model train fan"): the
        # thing alone is what the readers place, and "fan" is no appliance
        # (agent/language/enthusiast.py).
        keen = _receiver_keen_on(parsed, lex, request) if pastime is None else None
        whole = parsed.text  # the message as the text-wide readers see it: no fan in it
        if _FAN_OF.search(parsed.text):
            # "not a fan of wool", "a big fan of linen": a person's taste, never the appliance
            # (the wool dislike was stored under home appliances).
            parsed.product, parsed.noun = (" ".join(_FAN_OF.sub(" ", t).split())
                                           for t in (parsed.product, parsed.noun))
            whole = _FAN_OF.sub(" ", whole)
        if keen is not None:
            whole = _FAN_WORD.sub(" ", whole)
            parsed.product = parsed.noun = keen.act
            parsed.found = [f for f in parsed.found if not (
                f.polarity == Polarity.LIKE and keen.start <= f.at < keen.end)]
        # A product told by what it does ("something to keep my coffee hot", 能把汤保温的):
        # the words of the purpose are not the product (coffee is not wanted), so neither the
        # keyword table nor the type vocabulary reads them; the neighbours read the whole
        # phrase as a product ("something to ...").
        purpose = bool(parsed.product and (_PURPOSE.match(parsed.product) or
                                           _ZH_THING.search(parsed.product))) and \
            not _types_after_first_clause(parsed.text)
        # The head product noun decides the domain first: "a mug that keeps coffee warm" is
        # a mug (kitchen), whatever the keyword table or the neighbours make of "coffee".
        # A head the table does not know, told with what it does ("a container that holds
        # soup hot at my desk"): the clause's words are where and what for, not the product
        # (no desk is wanted), so the table reads the head alone and the neighbours the rest.
        told_purpose = _purpose_clause(parsed.text, lex) if not purpose and parsed.product \
            else None
        purpose = purpose or told_purpose is not None
        core = _head_part(parsed.product, parsed.text) if not purpose else parsed.product
        # Goods counted by their container ("a tin of shortbread", "a bag of dog treats", 想送她
        # 一盒点心) are the product: the container is how they come (read alone, its
        # neighbours are gift boxes and bags). Unless the session already shops for them they
        # are a new item (no wallet for the pastries), placed as a first request would be,
        # and searched for even when nothing places them.
        goods = products.counted_goods(parsed.text) if not purpose else None
        new_goods = goods is not None and not names_intent_product(goods, request.current_intent)
        core = goods or core
        told_by_use = not purpose and bool(parsed.product) and not is_cjk(parsed.product) and \
            core != parsed.product and classify_text(core) == Domain.OTHER and goods is None
        named = classify_text(goods or parsed.noun) if parsed.noun and not purpose and \
            not told_by_use else Domain.OTHER
        if named == Domain.OTHER and parsed.product and not purpose and not told_by_use and \
                goods is None:
            named = classify_text(parsed.product)
        if named == Domain.OTHER and request.domain is None and not purpose and not told_by_use \
                and goods is None:
            # A product named only inside a consumed span ("其实塑料的行李箱也可以" once the
            # lift is out) still tells the domain; a known session domain is kept instead.
            named = classify_text(whole)
        # With the table's domain as a hint, a name shared across domains keeps that domain's
        # type (给猫买饮水机 is a pet fountain).
        # The words that can name the head: a product told with what it is for ("a box to
        # keep my rings in", 装眼镜的盒子) is the box, never the rings or the glasses.
        head = _head_type(core, named if named != Domain.OTHER else request.domain) \
            if parsed.noun.strip() and told_purpose is None and pastime is None else None
        if head is not None and _names_a_modifier(head, core, lex, parsed.text):
            head = None  # "a phone tripod", "coasters for my mugs": no phone, no mug
        if head is not None and not is_cjk(core) and _modifies_a_family(head, core):
            head = None  # "a football trivia game" is a game, not a football
        # A complaint told first ("陶瓷杯在我家洗碗机里总磕掉口，来个保温杯") names products
        # that are not asked for: the clause that asks ("来个…", "any … ?", "… please")
        # names the head.
        asked = _asked_head(parsed.text, named if named != Domain.OTHER else request.domain) \
            if parsed.noun.strip() and not purpose else None
        if asked is not None and (head is None or asked.key != head.key):
            head = asked
            if named != head.domain:
                named = Domain.OTHER  # the table read the complaint's words
        in_purpose = None
        if head is not None and ((asked is None and _only_in_the_asked_purpose(parsed.text, head)) or
                                 named_outside_the_head(head.names, parsed.text)):
            # "…, I'm after a ramp to help him up onto the sofa", "a padded sleeve my laptop
            # slides into", 插在电脑上拷文件的小玩意儿: a type named only outside the request's
            # head (language/request_head) is a word of the description, not the thing asked
            # for; the labelled requests and the type vote read the whole message
            in_purpose, head = head, None
            if named == in_purpose.domain:
                named = Domain.OTHER  # the table read the description's words
        # Who or what the product is for may make a more specific type: "a bed for my
        # kitten" is a kitten bed (pet supplies), "shoes for running" running shoes.
        compound = _beneficiary_compound(parsed.product, parsed.text) \
            if parsed.noun.strip() and not purpose else None
        if compound is not None and _names_a_modifier(compound[1], compound[0], lex):
            compound = None  # "mug coasters" (of "coasters for my mugs") are no mugs
        if compound is not None and (head is None or compound[1].key != head.key):
            head = compound[1]
            if named != head.domain:
                named = Domain.OTHER  # the table read the modifier's words, not this type
        # A product for an animal ("a toy for my parrot", 给鹦鹉买个玩具) or for a pet's thing
        # ("a heater for my fish tank") is a pet product: the vocabulary's pet name of it
        # when it has one (pet toy), else pet supplies with no type (no space heater).
        for_pet = _for_an_animal(parsed.product, parsed.text, self.classifier, lex) \
            if compound is None and self.classifier is not None and parsed.noun.strip() \
            and not purpose else None
        # Said as a compound ("a parrot toy", 兔子玩具): the same, unless the head placed is a
        # pet's thing already ("a budgie cage" is a bird cage).
        if for_pet is None and compound is None and self.classifier is not None and \
                parsed.noun.strip() and not purpose and \
                (head is None or head.domain != Domain.PET_SUPPLIES):
            for_pet = _animal_compound(parsed.product, self.classifier, lex, kind_needed=head is None)
            if for_pet is not None and for_pet[1] is None and head is None:
                # with no pet's kind of it, the compound only mends a head of another domain
                # read from the thing's word ("a tortoise heat lamp" is no table lamp); with
                # no head, the later readers place it ("a hamster wheel")
                for_pet = None
        # An animal the keyword table reads beside a product of another domain ("a cordless
        # hoover that won't scare the cat", "my cat knocked over my lamp") is around the
        # product, not what it is for: the head decides, unless the head is said first and
        # the animal after it in its clause, and the vocabulary names a pet's kind of the
        # head ("a bowl my cat can't tip over" is a pet bowl; "no leather sofas for us, the
        # cat shreds them" and "my cat scratches the sofa" are sofas, no "dog sofa").
        if for_pet is None and compound is None and head is not None and not purpose and \
                head.domain != Domain.PET_SUPPLIES and named == Domain.PET_SUPPLIES and \
                _animals_only(parsed.text):
            pet_kind = _pet_kind(head, core or parsed.noun) \
                if _animal_after_head(head, parsed.text) else None
            if pet_kind is not None:
                for_pet = (core or parsed.noun, pet_kind)
            else:
                named = head.domain
        # A message about an animal of the shopper's with no product named ("my parrot is
        # bored all day", "our rabbit gets cold in winter", 我家兔子冬天怕冷), also told with
        # what it should do ("my cat shreds the sofa, anything that helps?"): what would help
        # is the pet's (the catalog's neighbours of "rabbit cold winter" are bags and heaters).
        if for_pet is None and compound is None and head is None and \
                self.classifier is not None and named in (Domain.OTHER, Domain.PET_SUPPLIES) \
                and parsed.noun.strip() and _owner_is_an_animal(parsed.text, self.classifier):
            for_pet = (core or parsed.noun, None)
        if for_pet is not None:
            named = Domain.PET_SUPPLIES
            if for_pet[1] is not None:
                compound = for_pet
                head = for_pet[1]
            else:
                head = None
        # A type named before 的 and a generic thing (挂大衣和帽子的架子: a stand, not a coat) is
        # what the thing is for (language/readers_agree): no head, the table read its word.
        if head is not None and for_pet is None and is_cjk(parsed.text) and \
                zh_named_for_a_thing((*head.zh, *head.also_zh), parsed.text):
            head = compound = None
        # A session turn that names products only as the shopper's own ("I love running my
        # hand along the grain", "my cat sleeps on it all day", 我家的衣柜一半都是黑的): no new
        # product is asked for, so the item shopped for stays (agent/language/referred.py).
        # So does a turn that tells a maker's verdict and asks for no product: what the story
        # names is the story's ("not X, ours scorched a shirt", "my X one is twelve years old",
        # "two of their batteries died"), the maker judged is the item shopped for's.
        judged = any(f.category == Category.BRAND for f in parsed.found)
        # And a turn that refuses or wants something in its first clause and names products
        # only in the reason after it ("not leather, the sea water cracks it like an old
        # handbag", 别要松木的，吸尘器一碰就是一个坑): the reason's things are the story's, the
        # constraint is about the item shopped for (it was stored under bags, appliances).
        referred = request.domain is not None and (
            refers_only(parsed.text) or (judged and not asks_for_a_product(parsed.text))
            or _named_in_the_reason(parsed))
        if referred:
            head = compound = for_pet = None
            named = Domain.OTHER
        # A later turn of a session that tells what is (not) wanted and names no product of
        # its own ("沅祎的别推了，上次那副戴了一个月头梁就裂了", "no rayonn, it goes see-through
        # after a few washes"): the words the keyword table read are the story's (a month, a
        # tomato it could not cut), not a new request, so the session's domain is kept.
        if request.domain is not None and head is None and for_pet is None and parsed.found \
                and named not in (Domain.OTHER, request.domain) and not purpose and goods is None \
                and not find_types(parsed.noun or parsed.product, None) and not asks_anew(parsed.text):
            named = Domain.OTHER
        # A head whose name a more specific type of another domain holds, with a qualifier
        # the request says (开车…的手机支架: 车载手机支架, automotive): the neighbours decide.
        qualified = _specialisation(head, parsed.text) if head is not None and not purpose \
            else None
        # A product no type names, whose head word ends type names of one domain ("a magnetic
        # fishing game", "a pocket field guide", 磁力钓鱼玩具): that domain, whatever the
        # modifier says to the keyword table (fishing) or the catalog's look-alikes (it sells
        # no field guide: its neighbours are bird-print cushions).
        family = head_family(core or parsed.noun) if head is None and for_pet is None and \
            not purpose and goods is None and not referred and parsed.noun.strip() else None
        # (A child told by age keeps its own rule where the family's domain sells nothing for
        # children: "a balance board for a 4yo" is a toy, not a kitchen's board; a field guide
        # for a ten-year-old stays a book.)
        young = head is None and products.young_audience(parsed.text) is not None
        if young and family is not None and not sells_for_children(family):
            family = None
        if family is not None:
            named = family
        reading, table = None, named
        # A turn about what is (or is no longer) wanted, naming no product the table or the
        # type vocabulary knows ("forget the nylon rule"), keeps the session's domain: the
        # catalog has neighbours for any word ("rule" lands among book titles).
        # Without a session domain, a turn that names a constraint and leaves a noun the
        # table does not know (羊毛袜 → 袜) is a request: the neighbours are asked.
        # Likewise a turn that only changes a slot of the item being shopped for ("actually
        # 30 is enough", "make that under 30"): the words left around the number are no
        # product ("30 Pack" contact lenses were its neighbours).
        # So is a statement about a person's verdict with no product in it ("my husband
        # hates wool", "she can't stand polyester"): the words left say whose it is (the
        # neighbours of "husband" are biographies).
        about_constraints = named == Domain.OTHER and head is None and bool(
            parsed.lifted or ((parsed.found or parsed.slots)
                              and (request.domain is not None or not parsed.noun.strip()
                                   or (names_a_person(parsed.noun)
                                       and not _asks_for_a_gift(parsed.product, lex)))))
        # When the head noun's domain is the table's, the neighbours cannot change the answer
        # (head_domain keeps the head): no embedding is spent on asking them.
        # A head named by a shopper word the keyword table does not carry ("patio set",
        # 秋衣: the vocabulary's also-names) is settled too: the table has no other opinion,
        # and the catalog's neighbours of a product it does not sell are only look-alikes.
        # A thing for another thing ("ink cartridges for my fountain pen", "seat covers for
        # the hatchback", "a bed for my labrador") is not settled by its head alone: a refill,
        # a cover or a bed goes with what it is for, which the neighbours of the whole phrase
        # read (the table and the head read only the first noun).
        for_thing = head is not None and compound is None and not purpose and \
            _for_a_thing(parsed.product)
        head_settled = head is not None and table in (head.domain, Domain.OTHER) and not for_thing
        # A first request that names no product the table or the vocabulary places, beside a
        # kind refused by name ("something smart but not a full suit"): the refused kind's
        # domain is where the shopper shops (the neighbours of "something smart" are books).
        # In a session, "not a puffer jacket" refines the item shopped for.
        by_refusal = bool(refused_kinds) and head is None and table == Domain.OTHER and \
            request.domain is None and for_pet is None and not find_types(core or parsed.noun, None)
        if by_refusal:
            named = table = refused_kinds[0].type.domain
        settled = (head_settled and qualified is None) or for_pet is not None or by_refusal or \
            family is not None or referred
        if self.classifier is not None and parsed.noun.strip() and not about_constraints \
                and not settled:
            read = goods if goods is not None else \
                _as_product(told_purpose or parsed.noun or parsed.product) if purpose \
                else _clause_words(parsed.product, parsed.text, head, table)
            reading = self.classifier.domain(read)
            # "thanks, that's all" leaves "that all", which opens like a purpose ("that
            # keeps…"): what it asks for is read from the words as said, not as a product.
            said = reading if not purpose or head is not None or table != Domain.OTHER else \
                self.classifier.domain(parsed.product)
            if head is None and table == Domain.OTHER and _DEMONSTRATIVE.fullmatch(
                    parsed.product.strip()):
                # "就这些，谢谢" leaves 这些, which reads as asking for more of them: only a
                # pointing word is left, so the message as said tells what it asks for.
                said = self.classifier.domain(parsed.text)
            if head is None and table == Domain.OTHER and products.asks_nothing(parsed, said) and \
                    not _asks_openly(parsed.text, lex):
                return _asks_nothing()  # "好的谢谢", "ok great": nothing to search
            # A gift asked for with no product named is a new request: the neighbours place
            # it as they would with no session (给同事挑个礼物 after a knife is no knife).
            gift = head is None and _asks_for_a_gift(parsed.product, lex)
            # A word or two that no labelled text knows ("have you got a flumph"): its
            # neighbours are look-alikes by spelling, so nothing places it (language/readers_agree)
            unknown = named == Domain.OTHER and goods is None and products.few_words(read) and \
                unknown_head(parsed.text, getattr(self.classifier.embedder, "word_pieces", None))
            named = products.goods_domain(reading) if goods is not None and \
                named == Domain.OTHER else named if unknown else products.domain_of(named, reading,
                                                               None if gift else request.domain,
                                                               few_words=products.few_words(read),
                                                               reference=lambda: self.classifier.reference(read))
            if told_purpose is not None:
                named = _not_the_place(named, told_purpose, reading)
            if head is None and table == Domain.OTHER and request.domain is not None and \
                    products.asks_more(parsed, said):
                # "what else have you got", "show me more" in a session: more of the item
                # shopped for, not the catalog's neighbours of those words (books)
                named = Domain.OTHER
                parsed.product = parsed.noun = ""
            if told_by_use and not gift:
                # What it should do pulls the whole phrase's neighbours apart ("a robot hoover
                # that can handle stairs": stairs, rugs; "... thick carpets": carpets): the
                # head said before it, read alone, decides when the catalog's neighbours and
                # the exemplars agree on it (a generic head, "a box that keeps my rings tidy",
                # reads as nothing clear alone: the whole phrase places it).
                head_reading = self.classifier.domain(core)
                if head_reading.catalog.count >= FOR_THING_VOTES and \
                        head_reading.exemplars.label == head_reading.catalog.label and \
                        head_reading.exemplars.margin >= HEAD_ALONE_MARGIN:
                    reading = head_reading
                    named = products.domain_of(Domain.OTHER, reading, request.domain)
        # The catalog's neighbours vote for the qualified type's domain, or the whole
        # qualifier is said and the exemplar table reads that domain: the qualified type.
        special = None
        if qualified is not None:
            kind, said_whole = qualified
            if (reading is None and said_whole) or (reading is not None and (
                    reading.catalog.votes(kind.domain.value) >
                    reading.catalog.votes(head.domain.value) or
                    (said_whole and reading.exemplars.label == kind.domain.value))):
                special = head = kind
                table = named = kind.domain
            settled = head_settled or special is not None  # a qualifier not taken changes nothing
        if head is not None:
            named = head.domain if settled else \
                products.head_domain(head.domain, table, named, reading)
            if named != head.domain and not _kind_sold_in(parsed.product or parsed.noun, head, named):
                named = head.domain  # the neighbours moved a named head where no kind of it is sold
        if for_thing and reading is not None and _goes_with(reading, head.domain) and \
                _thing_is_in(parsed.product, Domain(reading.catalog.label), self.classifier):
            named, head = Domain(reading.catalog.label), None
        # The product type asked for (agent/product_types.py); it also places a request the
        # domain readers could not. A purpose names none.
        types = () if purpose or pastime is not None else find_types(
            compound[0] if compound is not None and compound[1] is head else
            (core or parsed.noun), named if named != Domain.OTHER else request.domain)
        if not is_cjk(core or parsed.noun):
            types = tuple(t for t in types if t is head or
                          not _names_a_modifier(t, core or parsed.noun, lex))
        if referred:
            types = ()
        if is_cjk(parsed.text):  # 把衬衫的褶子弄平的那个东西 names no shirt asked for
            types = tuple(t for t in types if t is head or
                          not zh_named_for_a_thing((*t.zh, *t.also_zh), parsed.text))
        if in_purpose is not None:
            types = tuple(t for t in types if t.key != in_purpose.key)  # no sofa asked for
        types = tuple(t for t in types if t is head or (compound and t is compound[1]) or
                      not named_outside_the_head(t.names, parsed.text))
        # The head is the type asked for when the words name several (苹果手表换个表带: the
        # strap, not the watch; the longest name comes first in `types`, the earliest of equals).
        # (Kinds joined as alternatives, 衬衫或者裙子, "a shirt or a dress", are both asked for:
        # the first said stays first.)
        if head is not None and (head in (asked, compound and compound[1], special) or
                                 (head in types and head.domain == named and
                                  not _ALTERNATIVES.search(core or parsed.noun))) \
                and (not types or types[0].key != head.key):
            types = (head, *(t for t in types if t.key != head.key))
        if named == Domain.OTHER and types and parsed.noun.strip():
            named = types[0].domain
        if (for_thing or for_pet is not None) and head is None:
            types = tuple(t for t in types if t.domain == named)  # no printer's ink cartridge
        # A first request describing a product no type names ("something heated I can dry
        # shirts on indoors", 挂大衣和帽子的架子): the keyword table read a word of the
        # description; the semantic readers of the whole message, agreeing, place it
        # (agent/language/readers_agree.py). Not over a shoe size: only shoes are bought by
        # the foot, and the rule below says so of a thing the vocabulary cannot name.
        readers_vote = self.classifier is not None and _described_first_request(
            request, parsed, lex, head=head, for_pet=for_pet, family=family, referred=referred,
            pastime=pastime, about_constraints=about_constraints)
        # The whole message's domain reading, made once for whichever of the two votes asks.
        whole_reading = cache(lambda: self.classifier.domain(parsed.text))
        if readers_vote and named in (Domain.OTHER, classify_text(parsed.text)) and \
                not head_keyword(parsed.text, named):
            agreed = agreed_domain(self.classifier, parsed.text, named, whole_reading())
            if agreed is not None:
                named = agreed
                types = tuple(t for t in types if t.domain == named)
        # No word of the keyword table in the head ("something I lower down the drain on a
        # cable", 夏天挂在脚腕上的细链子): the words the table read are what the thing is used
        # with, so the widest readers of the whole message, agreeing, place it even where they
        # name the table's domain or another reader's (language/readers_agree). A type named
        # only outside the head is a word of the description too (挂在墙上看时间的，老人看手机
        #费眼: no phone asked for).
        # (Not in a turn that refuses something: "no leather on my trainers", 曜芊家的就算了 are
        # about the item named, wherever its name stands.)
        aside = head is not None and said_only_outside_the_head(head.names, parsed.text) and \
            not any(f.polarity == "dislike" for f in parsed.found)
        keyword_in_head = head_has_keyword(parsed.text)  # (read twice below: one scan of the text)
        unnamed = not keyword_in_head and \
            not any(said_in_the_head(t.names, parsed.text) for t in types)  # 买个落地打气筒 names one
        if self.classifier is not None and unnamed and \
                (readers_vote or (aside and _described_first_request(
                    request, parsed, lex, head=None, for_pet=for_pet, family=family,
                    referred=referred, pastime=pastime, about_constraints=about_constraints))):
            # Where those readers do not agree, the type the description table is sure of
            # places its domain (round 40: language/readers_agree.described_type_domain).
            told = told_by_use_domain(self.classifier, parsed.text, whole_reading()) or \
                described_type_domain(self.classifier, parsed.text)
            if told is not None and told != named:
                named, readers_vote = told, True
                head = head if head is not None and head.domain == told else None
                types = tuple(t for t in types if t.domain == named)
        # A session turn that points at the item by a pro-form and names no type of its own
        # ("a wider one, long enough for two monitors", 放在宝宝房间用的，晚上声音要小) refines
        # the item shopped for: the words the table read (monitors, 宝宝) are where or with
        # what it is used, so the session's domain stays.
        if request.domain is not None and request.domain.is_product_domain and head is None \
                and not types and for_pet is None and goods is None and \
                named not in (Domain.OTHER, request.domain) and products.refines_the_item(parsed.text):
            named = Domain.OTHER
        # A different product described in a session ("and a machine for the bedroom that
        # puts moisture in the air" while shopping for coats, 换个东西，放在脚边吹热风的小机器):
        # no type names it, so the keyword table and the neighbours found nothing sure and the
        # session's item stayed. The same readers as for a first request place it when two of
        # them agree and none says the session's domain (then its kind is voted as for a first
        # request), when the turn introduces a thing ("a machine", 要个): a question about the
        # item (买什么颜色好) asks for none; a pro-form refines the item (above), and "what else
        # have you got" left no product words (`asks_more`).
        # (So is one whose only product word is said in its description, outside its head:
        # 另外要个给猫磨爪子的垫子，省得它挠沙发 is no sofa: language/request_head.)
        # (A type named only outside the head, with no keyword in it, is a word of the
        # description here too: "the clip that holds my phone on the air vent" is no phone.)
        unnamed = not keyword_in_head and \
            not any(said_in_the_head(t.names, parsed.text) for t in types)
        said = None if aside and unnamed else head
        if not readers_vote and request.domain is not None and request.domain.is_product_domain and \
                (named == Domain.OTHER or (said is None and not (types and said is head) and
                                           not head_keyword(parsed.text, named))) and \
                self.classifier is not None and \
                _describes_a_product(parsed, lex, head=said, for_pet=for_pet, family=family,
                                     referred=referred, pastime=pastime,
                                     about_constraints=about_constraints) and \
                products.introduces_a_thing(parsed.text) and not products.refines_the_item(parsed.text):
            agreed = agreed_domain(self.classifier, parsed.text, request.domain, whole_reading())
            if agreed is None and unnamed:
                agreed = told_by_use_domain(self.classifier, parsed.text, whole_reading())
                agreed = agreed if agreed != request.domain else None
            if agreed is not None:
                named, readers_vote = agreed, True
                head = head if head is not None and head.domain == agreed else None
                types = tuple(t for t in types if t.domain == named)
        # A long first request whose head names nothing: the description table's nearest lines,
        # summed by domain, place it over the one word the words placed it by (the dog of a car
        # seat cover, language/described_domain); its kind is voted below, in that domain.
        if self.classifier is not None and request.domain is None and unnamed and not referred and \
                not young and _long_description(parsed.text) and _describes_a_product(
                    parsed, lex, head=None, for_pet=None, family=family, referred=referred,
                    pastime=pastime, about_constraints=about_constraints) and \
                not any(f.polarity == "dislike" for f in parsed.found) and not parsed.lifted:
            moved = described_domain(self.classifier, parsed.text, named)
            if moved is not None:
                named, readers_vote, head = moved, True, None
                types = tuple(t for t in types if t.domain == named)
        # Its kind, where the catalog's neighbours and the vocabulary's nearest names agree on
        # a type of the domain placed (language/type_vote.py): "the gadget that films the
        # road from the windscreen" is a dash cam, searched as one.
        # Not for a thing told only by what it should do ("something to keep my soup warm":
        # the catalog sells the soup's pans, not a flask) nor for a child told by age (the
        # rule below makes it a toy), and never a type the message names: a kind said but not
        # the head is a word of the description, a refusal or a problem ("no backpack",
        # "my knives are dull"), no second opinion.
        # Also when a word of the description placed the domain and the message names no type
        # at all (round 35: "a clip for the car's air vent that holds my phone" is automotive by
        # "car" and its kind was left to the whole domain, smartphones first): the same vote,
        # the gate no longer only the readers'. Not when the message names a type of another
        # domain anywhere ("a lamp for the bird cage", "a ramp to help him up onto the sofa"):
        # the vote would name the thing it is for, and a wrong type filters the right products
        # away where a missing one only searches the whole domain.
        # (What else the readers' gate asks, `_describes_a_product`, holds here too: no gift or
        # pastime asked openly, no pet's thing; and in a session only for another domain than
        # the item's: "a lighter one" refines the item.) Every tune set +1 −0; the wider gates
        # measured first (+8, +7, +6 −0 on the tune sets) each named a wrong kind in an earlier
        # round's unit test: a bird cage for its lamp, a pet bed for a dog's ramp, a bike
        # helmet for a cyclist's present.
        if not types and not purpose and not young and \
                (readers_vote or (self.classifier is not None and named.is_product_domain and
                                  request.domain != named and not find_types(parsed.text, None) and
                                  _describes_a_product(parsed, lex, head=head, for_pet=for_pet, family=family,
                                                       referred=referred, pastime=pastime,
                                                       about_constraints=about_constraints))):
            voted = voted_type(whole_reading().catalog.types, self.classifier.type_names,
                               self.classifier.embed(parsed.text), named)
            if voted is not None and voted.key not in {t.key for t in find_types(parsed.text, None)}:
                types = (voted,)
        if not types and head is None and not purpose and not referred and not young and \
                named.is_product_domain and parsed.noun.strip():
            # "…get him a half-decent rod for Christmas" shopped for in sports: the domain's
            # only type named "… rod", read from the things said with "a", the last first, then
            # from the product's words ("Straighteners for my daughter, her curls take an hour":
            # no type ends in "hour", the head said first is the straightener)
            types = next(((t,) for t in (type_by_head_word(said, named) for said in
                                         (*_indefinites(whole), core or parsed.noun))
                          if t and not named_outside_the_head(t.names, parsed.text)), ())
        # Still no type, and none said: the tune sets' nearest typed requests name one when
        # their vote is confident and the vocabulary's nearest names or the catalog's
        # neighbours agree, within the domain placed (language/type_vote.told_type: "the glass
        # tank the goldfish swims in" is an aquarium, 测电线有没有电的工具 a multimeter). Round
        # 38 measured it first, leave-round-out: right on 69 and wrong on 4 of the 289 tune
        # items the engine named no type for. Else the type-description table's nearest lines,
        # confident (round 39: 88 right and 1 wrong of the 259 still unnamed). Never a type
        # the message names (a word of the description), never over a refinement of the
        # session's item, a gift or a pastime.
        if not types and head is None and not referred and not young and \
                self.classifier is not None and named.is_product_domain and parsed.noun.strip() and \
                (request.domain is None or readers_vote or named != request.domain) and \
                not parsed.gift_only and pastime is None and not about_constraints and \
                not (request.domain is None and intent_product(request.current_intent) and
                     table != Domain.OTHER and goods is None):
            # the catalog's and the description table's votes only where their answer is read;
            # not where the turn places the session's unplaced product by a domain's word
            # ("食品" after 一盒点心: `placing` below; round 45's eight lines a type voted a snack)
            told = told_type(self.classifier.requested_type(parsed.text),
                             lambda: whole_reading().catalog.types,
                             self.classifier.type_names, self.classifier.embed(parsed.text), named,
                             lambda: self.classifier.described_type(parsed.text),
                             lambda: self.classifier.described_type_within(parsed.text, named),
                             lambda: self.classifier.requested_type_neighbours(parsed.text, NEAREST_REQUESTS))
            if told is not None and told.key not in {t.key for t in find_types(parsed.text, None)} and \
                    not named_outside_the_head(told.names, parsed.text):
                # (nor the thing the product is for, named outside the head: "a lamp for the
                # aquarium" is no aquarium; round 45's eight lines a type voted it)
                types = (told,)
        # A description the type-description table is sure of overrules the type the words
        # named and the domain they placed (language/type_vote.overruling_type). Not in a turn
        # that refuses something: its words give the refusal's reason (要个衣柜，别是刨花板的，
        # 回南天一潮就鼓包 is no dehumidifier), nor one that takes a refusal back ("we rehomed the
        # cat, so leather sofas are fine again": no sofa cover); nor in a request for a gift by
        # its gift noun: its words tell the person (送给爱喝茶的外公一份礼物: tea, no teapot).
        if not referred and not young and self.classifier is not None and parsed.noun.strip() and \
                (request.domain is None or readers_vote) and not parsed.gift_only and \
                pastime is None and not about_constraints and _long_description(parsed.text) and \
                not any(f.polarity == "dislike" for f in parsed.found) and not parsed.lifted and \
                not _asks_for_a_gift(parsed.text, self.lex):
            overruling = overruling_type(
                self.classifier.described_type(parsed.text), types, parsed.text,
                lambda: self.classifier.requested_type_neighbours(parsed.text, NEAREST_REQUESTS))
            if overruling is not None:
                types, named = (overruling,), overruling.domain
                head = head if head is not None and head.key == overruling.key else None
        if not types and head is None and parsed.noun.strip() and is_shoe_size(parsed.slots.get("size")) \
                and Domain.APPAREL not in (named, request.domain) \
                and Domain.FOOTWEAR not in (named, request.domain):
            # A shoe size or a foot length told of a thing the vocabulary cannot name (量了下
            # 脚有25厘米，来双一脚蹬): only shoes are bought by the foot.
            named = Domain.FOOTWEAR
        if named == Domain.APPAREL and request.domain != Domain.APPAREL and head is None and \
                is_shoe_size(parsed.slots.get("size")) and parsed.slots["size"].endswith(".5"):
            # A half size ("Hi-tops for the court, men's US 9.5", 42.5码) is a shoe's: clothes
            # come in letters and whole numbers, whatever a word of the shoe's name voted ("tops").
            named = Domain.FOOTWEAR
            types = tuple(t for t in types if t.domain == named)
        if head is None and not types and table == Domain.OTHER and not purpose and not referred and \
                parsed.noun.strip() and products.young_audience(parsed.text) is not None:
            # a thing no type names, for a child told by age: a toy (or a baby's thing)
            named = products.young_audience(parsed.text)
        if told_purpose is not None and named == Domain.OTHER:
            # The neighbours cannot place what the purpose asks for: the problem's product
            # still tells where to look ("my phone dies…": electronics), never as its type.
            named = classify_text(parsed.text)
        if parsed.gift_only and head is None and not types and request.domain is None:
            # "A gift for my son", 送给老婆的生日礼物 as a first request: no kind of product yet,
            # so no domain is guessed from the frame's words (they voted kitchen gift sets and
            # navel rings): the whole catalog is searched until a kind is said.
            named = Domain.OTHER
        # Relief asked for a symptom with no product named ("and something for my hay fever"
        # while shopping for socks): a new need, searched where the neighbours place it or in
        # the whole catalog, never a refinement of the item shopped for.
        relief = head is None and not types and goods is None and _ailment(parsed.product.strip())
        # So is a gift asked for openly ("what could I get him for his birthday", "any ideas
        # what to buy my mum"): searched where what is said of the receiver places it (a
        # pastime, a child's age) or in the whole catalog, never the item shopped for.
        asked_openly = head is None and not types and _asks_openly(parsed.text, lex)
        # In a session, a gift frame said of the item ("it's a gift for my son", 这是送我儿子的生日
        # 礼物) says who the item shopped for is for: the item stays (the frame's words voted
        # kitchen gift sets). A gift named alone ("a present for my neighbour") is a new request.
        gift_of_item = parsed.gift_only and request.domain is not None and head is None and \
            not types and not asked_openly and pastime is None and not asks_anew(parsed.text) and \
            _SAID_OF_THE_ITEM.match(parsed.text.strip().lower()) is not None
        if gift_of_item:
            named = Domain.OTHER
            parsed.product = parsed.noun = ""  # the frame's words are no product to search
        if named != Domain.OTHER and not new_goods and request.domain is not None and \
                request.domain.is_product_domain and named != request.domain and parsed.found and \
                _only_in_asides(parsed.text, named):
            # "Skip resin, it turns a sickly yellow on a sunny sill" while shopping for a vase:
            # the sill is where the thing was, no product asked for (language/aside_clause)
            named, types, head = Domain.OTHER, (), None
            parsed.product = parsed.noun = ""
        if named != Domain.OTHER or new_goods:
            domain = named
        elif request.domain is not None and not relief and not asked_openly:
            domain = request.domain
        else:
            domain = Domain.OTHER

        # Every reader's floors, once: one told of someone outside the household holds for
        # this purchase (a rule or the exemplar vote may have read it).
        held_for_someone_else(parsed.text.lower(), parsed.found, parsed.persistence, parsed.everywhere,
                              request.current_intent.lower())
        # Someone else's taste told as news, nothing asked and not shared ("my sister swears by
        # her cast iron skillet", 我哥特别迷柚木的户外家具): no like of the shopper's, and its
        # words no prefer words (agent/language/others_taste.py).
        theirs = others_taste.spans(parsed.text.lower())
        if theirs:
            parsed.found = [f for f in parsed.found if f.polarity != Polarity.LIKE or
                            not any(a <= f.at < b for a, b in theirs)]
        # (asked only of a turn placed away from the session's item: language/statement_domain)
        asks_a_thing = request.domain is not None and domain != request.domain and \
            (asks_anew(parsed.text) or asks_for_a_product(parsed.text))
        # A refusal of the session cleared by the fault's real cause ("the rash was from the
        # strap, not the case", 原来是洗衣液的问题，不怪毛衣): taken back (language/cause_cleared).
        for slug in sorted(cause_cleared.cleared_slugs(
                parsed.text, parsed.mentions,
                {c.slug for c in request.constraints if c.polarity == Polarity.DISLIKE})):
            if slug not in parsed.lifted:
                parsed.lifted.append(slug)
        constraints: list[ConstraintOut] = []
        exclude: list[str] = []
        prefer: list[str] = []
        slots = dict(parsed.slots)
        for f in parsed.found:
            if f.polarity == Polarity.DISLIKE and f.slug in parsed.lifted:
                continue  # "之前说不要羊毛，其实羊毛也行": the no is quoted to take it back
            if len(f.said) == 1 and is_cjk(f.said):
                # 皮 as a matching term would hit 橡皮 and 皮卡: keep the full word (皮革).
                f.said = lex.zh_name(f.slug) or f.said
            if f.category == Category.MATERIAL and (f.polarity == Polarity.LIKE or
                                                    (f.is_global and f.slug in floor_keeps_kind())):
                # The kind said when it is wished for ("sterling silver only": not any silver) or
                # refused as a floor in a family a faith tells apart by creature (a kosher "no
                # pigskin", a Hindu "no cowhide": not every leather, in every domain;
                # data/identity_reasons.json). A refusal in one domain takes the family.
                f.slug = lex.kind_of(f.said, f.slug)
            if not is_cjk(f.said) and f.slug.replace("_", " ").startswith(f.said.lower() + " "):
                # A class named by its qualifier alone ("nothing synthetic"): the matching
                # term is the class word, which covers its members (polyester, nylon).
                f.said = f.slug.replace("_", " ")
            if f.category == Category.BRAND and f.is_global and ALLERGY_WORD.search(parsed.text):
                # An allergy is to a substance, never to a maker: a brand's name told as what
                # the body reacts to ("allergic to apples", 对苹果过敏) is the thing eaten or
                # touched, a floor everywhere.
                f.category = Category.GENERAL
            if f.category == Category.BRAND and f.is_global and not GLOBAL_MARKERS.search(parsed.text):
                # A maker refused beside a symptom or a doctor's word ("Brelloch shoes gave me
                # blisters, never that brand again") is refused for what it makes: a floor
                # everywhere is for what a body cannot bear (a material, an allergen), and a
                # maker reaches every product only when an ethic or "everything" is said.
                f.is_global = False
            # A stance told mid-session is the session item's unless the turn asks for another
            # thing or says it of one (language/statement_domain: the reasons' nouns placed it).
            c = ConstraintOut(polarity=f.polarity, category=f.category, slug=f.slug,
                              keywords=[f.said], persistence=f.persistence,
                              domain=Domain.GLOBAL if f.is_global else
                              stored_domain(parsed.text, f.said, domain, request.domain, asks_a_thing))
            if occasion_session.dated_look_refusal(parsed.text, c.polarity, c.category, c.domain,
                                                   c.persistence):
                c.persistence = "session"  # the dated occasion's, the clauses between aside
            same = [x for x in constraints if x.polarity == c.polarity and x.slug == c.slug and
                    x.domain == c.domain]
            if same and same[0].persistence == "session" and c.persistence == "lasting":
                # One word refused for this time and for good ("this time no wool, and wool
                # never again", 这回不要羊毛 以后羊毛也别推): the wider reach holds, this time too.
                same[0].persistence = c.persistence
                continue
            if same:
                continue
            constraints.append(c)
            bucket = exclude if f.polarity == Polarity.DISLIKE else prefer
            _add_words(bucket, f.said, f.slug)
            if f.polarity == Polarity.LIKE and f.category == Category.COLOR:
                slots["color"] = f.slug.replace("_", " ")
        # A floor everywhere and a like of the same word in one message contradict: the like
        # is the misread one ("I'm coeliac, so anything with gluten in it is useless to me"
        # stored gluten as a floor and as a like, the like boosting what the shopper can't eat).
        floors = {c.slug for c in constraints if c.polarity == Polarity.DISLIKE and c.domain == Domain.GLOBAL}
        contradicted = [c for c in constraints if c.polarity == Polarity.LIKE and c.slug in floors]
        for c in contradicted:
            constraints.remove(c)
            prefer[:] = [w for w in prefer if w not in c.keywords and
                         w.lower().replace(" ", "_") != c.slug]
        # A word named beside a refusal with no stance read (the rules' nor the classifier's)
        # fails safe: never a like, nor a search word that would lift it by relevance.
        read_at = {f.at for f in parsed.found}
        unsure_words = [m.said for m in parsed.mentions if m.start not in read_at
                        and _refused_nearby(parsed.text, m.start, parsed.found)]
        # A word refused anywhere in the message is never a search or prefer word where it is
        # named again without a stance ("戴乳胶手套手上起了一片包，我对乳胶过敏": the gloves
        # caused the allergy; latex is refused, not wanted).
        refused = {f.slug for f in parsed.found if f.polarity == Polarity.DISLIKE}
        unsure_words += [m.said for m in parsed.bare if m.word.slug in refused
                         and m.said not in unsure_words]
        # Nor is a maker named in a sentence that tells a fault of a thing, undenied, with no
        # stance read ("the only tent that leaked on our trip was a X"): never a search word.
        unsure_words += [m.said for m in parsed.bare if m.word.category == Category.BRAND
                         and m.said not in unsure_words and _fault_told_near(parsed.text, m.start)]
        unsure_words += [m.said for m in parsed.bare if m.said not in unsure_words and
                         any(a <= m.start < b for a, b in theirs)]
        for m in parsed.bare:
            if m.said in unsure_words:
                continue
            _add_words(prefer, m.said, None)
            if m.word.category == Category.COLOR and "color" not in slots:
                slots["color"] = m.word.slug.replace("_", " ")

        for refused_kind in refused_kinds:
            _add_words(exclude, refused_kind.name, None)

        carried = intent_product(request.current_intent)
        # A gift asked for with no product named (给同事挑个礼物, "a present for my teacher")
        # is a new request, not more of the item shopped for (no knife for the colleague).
        gift_asked = not types and head is None and not gift_of_item and \
            (_asks_for_a_gift(parsed.product, lex) or asked_openly)
        if gift_asked or new_goods or relief:
            carried = ""
        # The item shopped for named again by its head word alone ("any boots in black?",
        # "show me cheaper boots" while shopping for hiking boots): the same item with a
        # change, not a wider kind, so its type and its words are kept.
        same_item = _same_item(carried, types, parsed.noun, request.domain)
        if same_item is not None:
            types = (same_item, *(t for t in types if t.key != same_item.key))
            rest = _without_words(parsed.product, parsed.noun.strip())
            parsed.product = f"{carried} {rest}".strip()
            parsed.noun = carried
        # A product named in a first request that nothing places ("I'm looking for a zorb
        # ball", 有卖唢呐的吗): the neighbours read it and it asks for something, so it is
        # searched in the whole catalog and the answer says it could not tell the kind (it
        # was answered "What are you shopping for?", as if nothing had been said).
        unplaced = named == Domain.OTHER and not carried and request.domain is None and \
            reading is not None and bool(parsed.noun.strip()) and not types and head is None
        who = recipient_prefer(parsed.text, prefer, carried=carried,  # gender: who it is for
                               asked=None if named == Domain.OTHER else types[0].key if types else "")
        if not {w.lower() for w in who} & {w.lower() for w in exclude}:
            prefer += who  # "不要儿童的" refuses the kids' kind: no kids' words preferred
        product = parsed.noun if named != Domain.OTHER else ""
        if product and parsed.product and classify_text(product) == Domain.OTHER:
            product = parsed.product  # "羊毛衫" is the product, not "衫"
        # The session shops for a product no domain was found for (一盒点心) and this turn
        # names a domain and no product ("食品", "it's food"): the domain of that product. The
        # keyword table must place the words said: a new product only the neighbours place
        # ("a robot hoover that can handle stairs" after a spurtle) is asked for itself.
        placing = request.domain is None and bool(carried) and named != Domain.OTHER and \
            table != Domain.OTHER and not types and head is None and goods is None and \
            not parsed.lifted
        if new_goods and named == Domain.OTHER:
            query = goods  # no domain to search in: the goods' own words, not the story's
        elif placing:
            query = carried
        elif named != Domain.OTHER:
            query = f"{parsed.product} {described}".strip()
        else:
            query = " ".join(p for p in (carried, parsed.product) if p)
        for word in unsure_words:
            query = " ".join(re.sub(rf"(?<![a-z]){re.escape(word)}(?![a-z])", " ", query).split())
        # A maker refused is never searched for, wherever the turn said its name (a name said
        # twice, "the X kettle …, not giving X another cent", kept its first saying).
        query = _without_refused_makers(query, constraints)
        likes = [f.said for f in parsed.found if f.polarity == Polarity.LIKE and f.slug not in floors]
        for word in likes:
            if word not in query:
                query = f"{query} {word}".strip()
        if not query:
            # Never the raw text: it holds the dislikes ("不要塑料" must not search plastic).
            query = domain.label(request.lang) if domain.is_product_domain else (
                "商品" if request.lang == "zh" else "products")

        if parsed.decisions and named == Domain.OTHER:
            kind = "decision"
        elif parsed.answered and named == Domain.OTHER:
            kind = "answer_question"
        elif named != Domain.OTHER or gift_asked or new_goods or unplaced or relief:
            kind = "search"
        elif constraints or parsed.lifted or slots or prefer:
            kind = "refine"
        else:
            kind = "chat" if not carried else "refine"
        subject = (carried if placing else _head_subject(product, types, parsed.text)) or carried or \
            (parsed.product if gift_asked or unplaced else goods if new_goods else "")
        subject = _with_said_attributes(subject, parsed.text, [m.said for m in parsed.bare
                                                               if m.said not in unsure_words])
        subject = _with_recipient(subject, parsed.text, request.lang)
        intent = f"{kind}: {subject}" if subject else kind

        return PlannerOutput(
            intent=intent, domain=domain, search_query=query, prefer_keywords=prefer,
            exclude_keywords=exclude,
            slot_changes=[SlotChange(name=k, value=v) for k, v in slots.items()],
            new_constraints=constraints, lifted_slugs=parsed.lifted,
            answered_questions=[q for q in request.open_questions if q in parsed.answered
                                or (named != Domain.OTHER and question_slot(q) == "product")],
            decisions=parsed.decisions, product_type=types[0].key if types else "")


    # answer ------------------------------------------------------------------------------

    def answer(self, request: AnswerInput) -> AnswerOutput:
        return offline_answer.answer(request, self.lex)

    # curator -----------------------------------------------------------------------------

    def curate(self, request: CurateInput) -> CuratorOutput:
        return offline_curate.curate(request, self.lex)


def _head_subject(product: str, types, text: str) -> str:
    """The intent's subject: the product type's own name as said ("保温杯") when the words
    left for the product cut it up or keep a verb or a modifier ("露营用 杯", "要 杯")."""
    if not product or not types:
        return product
    said = text.lower()
    names = [n for n in (*types[0].zh, *types[0].en) if n and n.lower() in said]
    name = max(names, key=len, default=None)
    if name is None or name.lower() in product.lower():
        return product
    return name




def _same_item(carried: str, types, noun: str, domain: Domain | None):
    """The type of the item shopped for (`carried`) when this turn names it by its head word
    alone ("boots" of "hiking boots"): English, one word, the carried product's last word."""
    if not carried or not types or not noun.strip() or is_cjk(noun) or len(noun.split()) != 1:
        return None
    own = type_of_title(carried, domain)
    if own is None or own.key == types[0].key:
        return None
    head = carried.lower().split()[-1]
    return own if singular(noun.strip().lower()) == singular(head) else None


def _asks_nothing() -> PlannerOutput:
    """The plan of a message that asks for nothing (PlannerOutput.asks_nothing)."""
    return PlannerOutput(intent="chat", domain=Domain.OTHER, search_query="")


# Two requests that between them reach every reader the first turn of a process would
# otherwise load lazily: Traditional characters (OpenCC), a Chinese numeral (cn2an), Chinese
# product words (jieba with the product-type names), a Chinese slip of sound (pypinyin's
# readings), English typos (the spell checker's word list), the domain keyword table.
_WARM_UP = (("給貓買個飲水機，預算一千五百元，不要塑膠，也不要滌倫", "zh"),
            ("a bakpack for hiking under forty dollars, no lether", "en"))


def warm_up(lex: Lexicon | None = None) -> None:
    """Load now what the first turn would load lazily (~1.7 s in a fresh process). The
    runtime calls it while the index opens, so a one-step replay does not wait twice."""
    engine = OfflineEngine(lex=lex or lexicon())
    for text, lang in _WARM_UP:
        engine.plan(PlanInput(text=text, lang=lang))


def _long_description(text: str) -> bool:
    """Whether `text` is long enough to describe a product (8 English words, 12 Chinese
    characters): a short request names its kind and is never re-read by the description
    table (its embedding is not paid for)."""
    if is_cjk(text):
        return len(CJK.findall(text)) >= 12
    return len(text.split()) >= 8


def _without_words(text: str, said: str) -> str:
    """`text` without the words `said` (an English name by whole words and its plural, a
    Chinese one wherever it stands)."""
    if is_cjk(said):
        return " ".join(text.replace(said, " ").split())
    return " ".join(re.sub(rf"(?<![a-z]){re.escape(said)}(?:e?s)?(?![a-z])", " ", text).split())


def _without_refused_makers(query: str, constraints) -> str:
    """`query` without the names of the makers `constraints` refuse, every time they stand in
    it (case aside; a Latin name as a whole word)."""
    for c in constraints:
        if c.polarity != Polarity.DISLIKE or c.category != Category.BRAND:
            continue
        for name in {*c.keywords, c.slug.replace("_", " ")}:
            if not name:
                continue
            pattern = re.escape(name) if is_cjk(name) else \
                rf"(?<![a-z0-9]){re.escape(name.lower())}(?![a-z0-9])"
            if re.search(pattern, query, re.IGNORECASE):
                query = " ".join(re.sub(pattern, " ", query, flags=re.IGNORECASE).split())
    return query


def _add_words(bucket: list[str], said: str, slug: str | None) -> None:
    if said and said not in bucket:
        bucket.append(said)
    if slug:
        english = slug.replace("_", " ")
        if not is_cjk(english) and english not in normalize_terms([said]) and english not in bucket:
            bucket.append(english)


# What follows the head noun and says what it is for: "box to keep rings", "mug that keeps
# coffee warm", "a stand so I stop hunching".
_EN_PURPOSE_AFTER = re.compile(r"\s(?:to|that|which|so\s+(?:that|i|we|it))\s+(?P<verb>[a-z]+)")
_ZH_FILLER_TAIL = re.compile(r"[\s呢吧啊呀哦了吗]*")


@lru_cache(maxsize=1)
def _specialisations() -> dict[str, tuple[tuple[object, tuple[str, ...]], ...]]:
    """For each type, the types of another domain one of whose names holds one of its names
    with a qualifier (车载手机支架 holds 手机支架; "car phone holder" holds "phone holder"),
    with the qualifier's words or characters (车, 载; "car").

    Each name looks up only its own proper suffixes (characters in Chinese, whole words in
    English) in an index of every name: comparing every pair of names took ~10 s of every
    process's start, on the warm-up thread the first turn waits for."""
    from agent.product_types import all_types

    types = all_types()
    by_name: dict[object, list[tuple[int, int, object, str]]] = {}
    for t_i, head in enumerate(types):
        for n_i, h_name in enumerate(head.names):
            if len(h_name) >= 2:
                key = h_name if is_cjk(h_name) else tuple(h_name.split())
                by_name.setdefault(key, []).append((t_i, n_i, head, h_name))
    out: dict[str, list] = {}
    for special in types:
        for s_name in special.names:
            cjk = is_cjk(s_name)
            if cjk:
                keys = [s_name[i:] for i in range(1, len(s_name) - 1)]
            else:
                s_words = s_name.split()
                keys = [tuple(s_words[i:]) for i in range(1, len(s_words))]
            found = sorted((m for key in keys for m in by_name.get(key, ())),
                           key=lambda m: (m[0], m[1]))
            for _, _, head, h_name in found:
                # A compound is qualifier + head in both languages (车载 + 手机支架,
                # "car" + "phone holder"), the head a whole word in English.
                if head.domain == special.domain or h_name == s_name or is_cjk(h_name) != cjk:
                    continue
                if cjk:
                    cues = tuple(c for c in s_name[:-len(h_name)] if c not in "的用式型款")
                else:
                    cues = tuple(w for w in s_name.split()[:-len(h_name.split())] if len(w) >= 3)
                if cues and (special, cues) not in out.setdefault(head.key, []):
                    out[head.key].append((special, cues))
    return {k: tuple(v) for k, v in out.items()}


def _specialisation(head, text: str):
    """(the more specific type of another domain whose qualifier the request says outside
    the head's own name, whether the whole qualifier is said): "开车导航用的手机支架" says 车
    of 车载 (part), "a phone holder I can clip in the car" says "car" (whole); else None."""
    rest = text
    for name in head.names:
        rest = rest.replace(name, " ")
    # A qualifier's character inside another product said whole is that product's, not the
    # qualifier's (电磁炉能用的锅: the 电 of 电磁炉, an induction hob, makes no 电饭锅).
    for other in find_types(rest):
        for name in other.names:
            if is_cjk(name) and len(name) >= 2:
                rest = rest.replace(name, " ")
    words = set(re.findall(r"[a-z]+", rest))

    def said(c: str) -> bool:
        return (c in rest) if is_cjk(c) else (c in words or c + "s" in words)

    found = None
    for special, cues in _specialisations().get(head.key, ()):
        if any(said(c) for c in cues):
            whole = all(said(c) for c in cues) and (not is_cjk(cues[0]) or "".join(cues) in rest)
            if whole:
                return special, True
            found = found or (special, False)
    return found


# Verbs after "that/which" that describe the product itself ("a bag that has leather
# straps", "a dress that comes in red"), not a use of it.
_DESCRIBING = frozenset("is are was were be has have had comes come looks look feels feel fits "
                        "fit matches match uses use contains contain features feature offers "
                        "offer includes include goes go".split())
_NOT_A_PURPOSE = frozenset("the a an my be not no never doesn don isn won can cannot shouldn "
                           "wouldn mustn".split())
_EN_PURPOSE_VERB = re.compile(r"(?:^|\s)(?:to|that|which|so\s+(?:that\s+)?(?:i|we|it)(?:\s+can)?)"
                              r"\s+(?P<verb>[a-z]+)(?![a-z])")


def _drop_purpose_objects(parsed) -> None:
    """An attribute word said in a purpose, after its verb ("something that keeps my green
    tea hot", "a flask to keep black coffee warm"), describes what the product is used on,
    not the product: it is no prefer word and no stance target. Words a trigger took stay."""
    def after_product(m) -> bool:
        # The purpose of a product: right after its name or "something" ("a flask to keep
        # ..."), not a wish told to the assistant ("I'd like you to drop nylon").
        before = parsed.text[:m.start()].split()[-2:]
        return bool(before) and (before[-1] in ("something", "thing", "one", "anything", "item")
                                 or bool(find_types(" ".join(before)))
                                 or classify_text(before[-1]) != Domain.OTHER)

    m = next((m for m in _EN_PURPOSE_VERB.finditer(parsed.text)
              if m.group("verb") not in _DESCRIBING and not m.group("verb").endswith("ing")
              and m.group("verb") not in _NOT_A_PURPOSE and not find_types(m.group("verb"))
              and not told_past(m.group("verb")) and after_product(m)), None)
    if m is None:
        return
    # (A verb in the past tells what a thing did, "the socks that survived my trek": a story,
    # not the purpose it is bought for, offline_names.told_past.)
    # (the purpose ends with its clause: "…socks that keep my feet dry, X only" names X after)
    at, stop = m.end(), CLAUSE_PUNCTUATION.search(parsed.text, m.end())
    end = stop.start() if stop else len(parsed.text)
    parsed.bare = [x for x in parsed.bare if not at <= x.start < end]
    parsed.guarded = [x for x in parsed.guarded if not at <= x.start < end]


def _head_part(product: str, text: str) -> str:
    """The part of a one-clause request that can name the head product: English before a
    purpose ("box" of "box to keep rings"), Chinese after the last 的 (盒子 of 装眼镜的盒子).
    A request of several clauses, or one with nothing left, is read whole."""
    if CLAUSE_PUNCTUATION.search(text.strip(" .!?。！？")):
        return product
    if is_cjk(product):
        before, sep, tail = product.replace(" ", "").rpartition("的")
        tail = _ZH_FILLER_TAIL.sub("", tail)
        return tail if sep and before and tail else product
    for m in _EN_PURPOSE_AFTER.finditer(product):
        if _purpose_verb(m, product):
            return product[:m.start()].strip()
    # The product part has lost the purpose's little words ("so i can" of "a stud finder so
    # i can put shelves up" became "stud finder can put shelves up"): the purpose is found in
    # the text as said, and the product keeps its words said before it.
    low = text.lower()
    for m in _EN_PURPOSE_AFTER.finditer(low):
        if _purpose_verb(m, low):
            before = set(re.findall(r"[a-z0-9][a-z0-9\-']*", low[:m.start()]))
            words = product.split()
            kept = 0
            while kept < len(words) and words[kept] in before:
                kept += 1
            if kept:
                return " ".join(words[:kept])
            break
    return product


# Words that may follow an English product's name without making it a modifier: a
# preposition or conjunction, a size, who it is for ("sneakers size 9", "boots for men").
_AFTER_HEAD = frozenset(
    "for with without in on of by from to at and or but under below over above around about "
    "than less more please pls that which who so like no not size sz men women mens womens kids "
    "boys girls ladies only instead too also just again maybe".split())
_EN_WORD = re.compile(r"[a-z0-9][a-z0-9'\-]*")


# A determiner right after a product's name as said opens a relative clause with no "that"
# ("a rug the puppy can't ruin", "a lamp my cat can't knock over"): the name is the head.
_DETERMINER_AFTER = r"\s+(?:the|my|our|his|her|their|your|a|an|this|these|those)\s"


# A word after an -s word that makes it a verb: an adverb or a preposition of motion.
_VERB_AFTER = re.compile(r"[a-z]+ly|[a-z]+est|onto|into|straight|right")


@lru_cache(maxsize=1024)
def _name_before_determiner(names: tuple[tuple[str, ...], ...]) -> re.Pattern:
    """One pattern per type for "its name, then a determiner": compiled once, not per turn
    (a pattern per name per turn overflowed `re`'s cache and recompiled on most turns)."""
    said = "|".join(re.escape(" ".join(name)) for name in names)
    return re.compile(rf"(?<![a-z])(?:{said})(?:e?s)?{_DETERMINER_AFTER}")


def _names_a_modifier(ptype, text: str, lex, as_said: str = "") -> bool:
    """English puts the head noun last: a product name followed by another product noun
    (a word of the domain table) is that noun's modifier ("phone tripod", "stud finder",
    "printer cartridges"; "handbags you'd suggest", "a bookshelf tall enough" keep theirs),
    and one said
    after "for" is what the product is for ("coasters for my mugs"). True when every place
    the type's name stands is one of those. A name followed by a determiner in the message
    as said (`as_said`) opens a relative clause and is the head ("a rug the puppy can't
    ruin": no "rug puppy")."""
    if not text or is_cjk(text):
        return False
    words = _EN_WORD.findall(text.lower())
    names = {tuple(n.lower().split()) for n in (*ptype.en, *ptype.also_en) if n}
    spans = []
    for name in names:
        size = len(name)
        for i in range(len(words) - size + 1):
            said = words[i:i + size]
            if said[:-1] == list(name[:-1]) and \
                    said[-1] in (name[-1], name[-1] + "s", name[-1] + "es", name[-1].rstrip("s")):
                spans.append((i, i + size))
    if not spans:
        return False
    low = as_said.lower()
    if low and _name_before_determiner(tuple(sorted(names))).search(low):
        return False
    cut = words.index("for") if "for" in words[1:] else None

    def modifies(i: int, j: int) -> bool:
        if cut is not None and i > cut:
            return True  # the beneficiary of "for"
        if j >= len(words):
            return False
        nxt = words[j]
        if nxt.endswith("s") and j + 1 < len(words) and _VERB_AFTER.fullmatch(words[j + 1]):
            return False  # "which webcam clips easiest onto…": a verb of the head, no clips
        return nxt not in _AFTER_HEAD and lex.find(nxt) is None and lex.is_product_word(nxt) \
            and not find_types(nxt)

    return all(modifies(i, j) for i, j in spans)


def _purpose_verb(m: re.Match, text: str) -> bool:
    """A verb follows ("to keep", "that tracks", "so I can"), not a product or a gerund:
    "back to running shoes", "switch to boots" are no purpose."""
    verb = m.group("verb")
    return m.start() > 0 and not verb.endswith("ing") and not find_types(verb) and \
        verb not in ("the", "a", "an", "my", "our", "your", "this", "that")


def _head_type(text: str, hint: Domain | None):
    """The head product type of the request. The hint only chooses between the types of one
    shared name (饮水机: a pet fountain in pet_supplies); it never moves the head to another
    word ("a mug that keeps coffee warm" stays a mug in food_beverages' table)."""
    if _PURPOSE.match(text):
        return None  # "something to clip my phone onto the vent": the phone is not wanted
    head = type_of_title(text)
    if head is None or hint is None:
        return head
    hinted = type_of_title(text, hint)
    if hinted is not None and set(hinted.names) & set(head.names):
        return hinted
    return head


# "X for my kitten", "shoes for running": the beneficiary (or use) after "for", one or two
# words, a count or a small adjective allowed before it.
_EN_FOR = re.compile(r"^(?P<x>[a-z][a-z\s\-']*?)\s+for\s+(?:(?:my|the|our|a|an|his|her|their|"
                     r"your|little|new|two|three|baby|young|old)\s+)*(?P<b>[a-z]+)(?![a-z])")
# 给猫买个床, 给狗狗挑个窝: the beneficiary between 给 and the verb.
# (A verb before 的 is said of the beneficiary, no asking: 给新买的平板配个键盘 asks at 配.)
# Whose it is, said before who: 我家柯基, 咱家猫, 我们家的垂耳兔 (as "my" is in English).
_ZH_OWNER_WORDS = "(?:我们家|咱们家|我家|咱家|俺家|家里|我的|我养的|家里的)的?"
_ZH_FOR = re.compile(f"给(?:{_ZH_OWNER_WORDS})?(?P<b>[{CJK_RANGE}]{{1,6}}?)(?:买|找|挑|选|来|弄|配)(?!的)(?:个|一个|只|张|件|套|条|款|台)?"
                     f"(?P<x>[{CJK_RANGE}]{{1,12}})")


# Words that make a clause the request: 来个/要个/买个/想要/推荐, "any … ?", "I need", "please".
# (Chinese: agent/language/asking.py, a verb of getting before a count or a measure word
# too: 来两瓶, 挑把紫砂壶, 买几团毛线.)
_ASKING = re.compile(
    r"(?<![不别没])" + ZH_ASKING + "|"
    r"(?<![a-z])(?<!don't )(?<!do not )(?:i need|i want|i'?m after|looking for|show me|any|please|"
    r"get me|i'?d like|find me|recommend|suggest|do you (?:have|sell|stock)|have you got|"
    r"(?:can|could|would|will) (?:you|ye|u|ya) (?:find|get|recommend|suggest|show|pick|source))(?![a-z])|"
    # a clause that opens with the verb, its subject dropped ("… — need a carrier I can wear")
    r"^(?:need|want|after)\s+(?:a|an|some|another|a\s+new|new)\s+(?=[a-z])")


# The clause that asks for a thing by what it should do, after a clause that tells the
# problem ("my knives are dull, something to sharpen them", 刀钝了，想买个磨刀的, 手机总是没电，
# 出门想带个充电的): "something/anything to|that|for …", or a wanting verb and a measure
# before a phrase ending in 的 that names no product.
_EN_SOMETHING = re.compile(r"(?<![a-z'])(?:something|anything|a\s+thing|a\s+gadget)\s+"
                           r"(?:to|that|which|for|so|"
                           # what someone can do with it ("something she can scratch instead",
                           # "something I can rest it on"): a relative clause with no "that"
                           r"(?:i|you|we|she|he|they|it)\s+(?:can|could|can't|cannot|couldn't)(?![a-z']))"
                           r"\s+[a-z].*$")
_ZH_WANT_A = re.compile(rf"(?:想|要|需要|得)(?:买|带|放|要|找|弄|配|添|备|整)?(?:个|一个|点|些|台|只|件)?"
                        rf"(?![个点些台只件])(?P<rest>[{CJK_RANGE}]{{2,8}}?)的(?:东西)?[呢吧啊呀哦了]*$")
_PRONOUN = re.compile(r"(?<![a-z'])(?:them|it|they|these|those)(?![a-z'])")
# What _ZH_WANT_A leaves when only an attribute is said, a verb and a measure word allowed
# before it (换块新的, 换条大一点的).
_ZH_ATTRIBUTE_ONLY = re.compile(r"[买带放要找弄配添备整换]?(?:一)?[个点些台只件块条张双把副套支瓶盒]?"
                                r"[大小长短厚薄便宜贵好新旧软硬轻重一点些]+")


_REFUSAL = re.compile(r"不要|别要|不想要|不用|(?<![a-z])(?:no|not|without|never)(?![a-z])")


def _asks_for_named(clause: str) -> bool:
    """Whether a clause asks for the product it names rather than telling a problem with it:
    a refusal beside it ("运动鞋不要网面"), words of asking, or the clause is the product's
    name with what it is for (车上用的吸尘器, "sneakers"; the head comes last in Chinese)."""
    types = find_types(clause)
    if not types:
        return False
    if _REFUSAL.search(clause) or _ASKING.search(clause):
        return True
    names = [n.lower() for t in types for n in t.names if n]
    if is_cjk(clause):
        return any(clause.rstrip("的了呢吧啊").endswith(n) for n in names)
    if type_of_title(clause) is not None and len(clause.split()) <= 3:
        return True
    # A clause that is the product's noun phrase, with who or what it is for ("a scarf for my
    # mum", "new sheets for the guest room"): no verb of a problem follows the name ("my
    # knives are dull", "the puppy chews every shoe in the house").
    low = clause.lower().strip()
    return any(re.match(rf"(?:\S+\s+){{0,3}}?{re.escape(n)}(?:e?s)?(?:\s+(?:for|with|without|in|please)"
                        rf"(?![a-z']).*)?$", low) for n in names)


def _describing(frame: str) -> bool:
    words = frame.split()
    verb = next((w for w in words[1:] if w not in ("that", "which", "thing")), "")
    return verb.startswith("'") or verb in _DESCRIBING or verb.endswith("'s")


def _purpose_clause(text: str, lex) -> str | None:
    """The product told by a purpose in a later clause than the problem it solves, as the
    neighbours should read it ("something to sharpen my knives": the pronoun is the
    problem's product), or None. The problem's products are not wanted (no knife): the
    purpose names no type, and neither does any clause after it."""
    from agent.product_types import singular

    clauses = [c.strip() for c in CLAUSE_PUNCTUATION.split(text.lower()) if c.strip()]
    for i in range(len(clauses) - 1, 0, -1):
        clause = clauses[i]
        en = _EN_SOMETHING.search(clause)
        zh = None if en else _ZH_WANT_A.search(clause)
        if en is None and zh is None:
            continue
        if any(_asks_for_named(c) for c in clauses[:i]):
            return None  # "运动鞋不要网面，要能防水的": the shoe is asked for; 要…的 describes it
        if en is not None and re.match(r"\S+(?:\s+thing)?\s+(?:that|which)\s", en.group(0)) and \
                _describing(en.group(0)):
            return None  # "something that's waterproof": the product is described, not used
        # Where it goes, said before the verb or after "for" (办公桌下想放个…, "something for
        # his desk"), is no product asked for; a type in the frame or a later clause is.
        frame = zh.group(0) if zh is not None else en.group(0)
        if find_types(frame if zh is not None or not re.match(r"\S+\s+for\s", frame) else "") or \
                any(find_types(c) for c in clauses[i + 1:]):
            return None
        if zh is not None:
            rest = zh.group("rest")
            word = lex.find(rest)
            if (word is not None and word.category in (Category.MATERIAL, Category.COLOR,
                                                       Category.BRAND)) or \
                    _ZH_ATTRIBUTE_ONLY.fullmatch(rest):
                # 想要个皮的, 要个大的, 想换块新的: an attribute of the thing (the problem's
                # product, to replace), no purpose
                return None
            # The problem's product is what the purpose acts on (手机总是没电，想带个充电的:
            # charging the phone), said before it as a Chinese object may be.
            said = next((n for c in clauses[:i] for t in find_types(c) for n in t.zh
                         if n and n in c and n not in rest), "")
            return f"{said}{rest}的东西"
        phrase = en.group(0)
        said = next((w for c in clauses[:i] for w in re.findall(r"[a-z]+", c)
                     if find_types(singular(w)) or find_types(w)), None)
        # "the puppy chews every shoe, something he can chew on": he is the problem's subject,
        # who the thing is for (the neighbours of "something he can chew on" are mugs); "the
        # wifi in the bedroom is terrible, something to boost it": it is, when the problem
        # names no product (the neighbours of "something to boost it" are books).
        subject = re.match(r"(?:my|the|our|his|her|their)\s+([a-z]+)", clauses[0])
        said = said or (subject.group(1) if subject else None)
        if said:
            phrase = _PRONOUN.sub(f"my {said}", phrase, count=1)
        if subject:
            phrase = re.sub(r"^(\S+\s+)(?:she|he|they)(?=\s)", rf"\1my {subject.group(1)}",
                            phrase, count=1)
        return phrase
    return None


# Of the catalog's 15 neighbours, how many the runner-up needs to stand for something for a
# place ("something for his desk": desk organisers, not desks).
PLACE_RUNNER_UP = 4


def _not_the_place(named: Domain, purpose: str, reading) -> Domain:
    """"Something for his desk" is no desk: when the neighbours placed such a purpose in the
    domain of the thing it is for, their runner-up domain, if it has votes enough; else
    none (the caller falls back on the words said)."""
    m = re.match(r"\S+\s+for\s+(.*)$", purpose)
    place = type_of_title(m.group(1)) if m else None
    if place is None or named != place.domain:
        return named
    runner = next(((label, n) for label, n in reading.catalog.counts if label != named.value), None)
    return Domain(runner[0]) if runner and runner[1] >= PLACE_RUNNER_UP else Domain.OTHER


def _types_after_first_clause(text: str) -> bool:
    """Whether a clause after the first names a product type ("something to wear this
    summer, a shirt or a dress": the purpose only frames the products named)."""
    clauses = [c for c in CLAUSE_PUNCTUATION.split(text) if c.strip()]
    return any(find_types(c) for c in clauses[1:])


def _named_in_the_reason(parsed) -> bool:
    """Every constraint said in the first clause, which names no product type, with products
    named only in the clauses after it, none of which asks for one ("…, and polyester
    bedding I'm done with" holds a constraint of its own: the bedding is its product)."""
    text = parsed.text
    first = CLAUSE_PUNCTUATION.search(text)
    if first is None or not parsed.found or find_types(text[:first.start()]):
        return False
    return all(f.at < first.start() for f in parsed.found) and \
        bool(find_types(text[first.end():])) and not asks_for_a_product(text)


def _asking_clause(text: str) -> tuple[list[str], int] | None:
    """The clauses of a message of several (stripped) and the index of the last one that asks,
    or None (one clause, or none asks)."""
    clauses = [c.strip() for c in CLAUSE_PUNCTUATION.split(text) if c.strip()]
    asking = [i for i, c in enumerate(clauses) if _ASKING.search(c)]
    return (clauses, asking[-1]) if len(clauses) >= 2 and asking else None


def _asked_head(text: str, hint: Domain | None):
    """The head type of the one clause that asks for something, when the utterance has more
    than one clause and the asking clause names a type; else None."""
    found = _asking_clause(text)
    if found is None:
        return None
    clause = found[0][found[1]]
    if not is_cjk(clause):
        # what it should do is no product asked for: "I'm after a ramp to help him up onto
        # the sofa" asks for a ramp (the sofa is where)
        clause = _head_part(clause.lower(), clause.lower())
        if hint is not None and hint.is_product_domain and _head_type(clause, hint) is None:
            # "…the pram won't fit on the bus, I need a carrier I can wear": a head word that
            # ends one type's names in the domain ("baby carrier") is that type
            # (its words end where a clause about it starts: "a carrier I can wear")
            said = _indefinites(clause)[-1] if _indefinites(clause) else clause
            return type_by_head_word(_CONTACT_CLAUSE.split(said, maxsplit=1)[0], hint)
    return _head_type(clause, hint)


# A clause about a thing that starts with its own subject, no "that" ("a carrier I can wear").
_CONTACT_CLAUSE = re.compile(r"\s(?:i|we|you|he|she|they|it|my|our)\s")


def _only_in_the_asked_purpose(text: str, head) -> bool:
    """Whether `head` is named only in what the English clause that asks says its product
    should do ("…, so I'm after a ramp to help him up onto the sofa"): a place or an object
    of the purpose, no product asked for."""
    found = _asking_clause(text)
    if found is None or is_cjk(found[0][found[1]]):
        return False
    clauses, at = [c.lower() for c in found[0]], found[1]
    clause = clauses[at]
    product = _head_part(clause, clause)
    if product == clause or _head_type(product, None) is not None:
        return False
    purpose = clause[len(product):]
    named = [n.lower() for n in head.names if n and not is_cjk(n)]

    def names(part: str) -> bool:
        return any(re.search(rf"(?<![a-z]){re.escape(n)}(?:e?s)?(?![a-z])", part) for n in named)
    others = [c for i, c in enumerate(clauses) if i != at]
    return names(purpose) and not names(product) and not any(names(c) for c in others)


def _beneficiary_compound(text: str, said: str = ""):
    """(compound text, its type) when the product and who it is for name a type of their
    own ("bed for my kitten" -> "kitten bed": pet_bed), else None. The compound must be a
    name the product's words alone are not: "a lunch box for my son" stays a lunch box."""
    from agent.product_types import singular

    text = " ".join(text.split())
    m = _EN_FOR.match(text)
    if m and _BODY_AFTER.match(text, m.end()):  # (not a body part alone: a neck pillow)
        # "running shoes for flat feet", "a cream for dry skin": the word after "for" says how
        # a part of the body is, so it names no one the thing is for (no flat shoes).
        return None
    if m:
        words = m.group("x").split()
        # What it is for may be two or three words ("my apple watch", "the fish tank"): the
        # longest reading first ("a strap for my apple watch" is an apple watch strap).
        after = re.match(r"(?:\s+[a-z]+){0,2}", text[m.end():]).group(0).split()
        for n in range(len(after), -1, -1):
            said = [m.group("b"), *after[:n]]
            who = " ".join([*said[:-1], singular(said[-1])])
            # A thing named by its make ("the new macbook pro") is also its type's thing:
            # a sleeve for it is a laptop sleeve.
            kind = type_of_title(who)
            for k in range(len(words)):
                tail = " ".join(words[k:])
                for name in (who, *(kind.en[:1] if kind is not None else ())):
                    candidate = f"{name} {tail}"
                    found = type_of_title(candidate)
                    # "a pen holder for my desk" is no desk: the compound's type is the
                    # beneficiary's own when the product's words name none ("pen" only
                    # modifies "holder").
                    if found is not None and found != type_of_title(tail) and found != kind:
                        return candidate, found
        return None
    whole = (said or text).replace(" ", "")
    m = _ZH_FOR.search(whole)
    if m:
        # Whose thing it is for is no part of the compound (给儿子的自行车买个头盔: 自行车头盔).
        who, what = m.group("b").rpartition("的")[2], m.group("x")
        found = type_of_title(who + what)
        if found is not None and found != type_of_title(what):
            return who + what, found
        # The thing bought is the head, not who or what it is for (给女儿书桌买盏台灯: a lamp,
        # not a desk), when the product part read whole names another type.
        own = type_of_title(what)
        if own is not None and type_of_title(text) != own:
            return what, own
    return None


_ROOM = re.compile(EN_ROOM + r"(?![a-z])")  # a room's name where it starts ("living room")
_POINTED = re.compile(r"(?:this|that|these|those)(?:\s+[a-z\-]+){1,2}")
# What "that" points at when it points at no thing ("that's all", "that one"): a closing or
# the item itself, which the readers of closings and of the item shopped for take.
_POINTED_NOTHING = frozenset("all one ones it much many lot way kind sort stuff".split())
_BODY_AFTER = re.compile(rf"\s+{EN_BODY_PART}(?![a-z])")


# "X for my Y" with a measure or a count before Y allowed ("a heater for my 20-gallon tank",
# "a toy for my two budgies"), and the words after Y kept (a thing of two words: "fish tank",
# "litter box").
_EN_FOR_WHOM = re.compile(r"^(?P<x>[a-z][a-z\s\-']*?)\s+for\s+(?:(?:my|the|our|a|an|his|her|their|"
                          rf"your|little|new|old|young|baby|\d[\w\-.]*|{EN_NUMBER_WORD})\s+)*"
                          r"(?P<b>[a-z]+)(?P<rest>(?:\s+[a-z]+){0,2})")
# The words that make a product a pet's in the vocabulary's own names ("pet bed", "dog
# sweater", 宠物窝, 狗衣服): tried before the product said for an animal.
_PET_WORDS = {"en": ("pet", "dog", "cat"), "zh": ("宠物", "狗", "猫")}
ANIMAL_MARGIN = 0.3


def _owned_by(word: str, text: str) -> bool:
    """Whether the shopper said `word` as an owner ("my tortoise's pen", "the dogs' beds")."""
    return re.search(rf"\b{re.escape(word)}(?:['’]s|s['’])(?!\w)", text.lower()) is not None


UNKNOWN_THING_ANIMAL_MARGIN = 0.6


def _goods_of_food(who: str, rest: str) -> bool:
    """An allergen that is also a food, said as the first word of a product type's name ("for
    my fish tank"): the goods, whose animal the table knows, not the substance."""
    from agent.engines.offline_lexicon import ALLERGEN_FOODS, goods_named_by

    pattern = goods_named_by(who) if who in ALLERGEN_FOODS else None
    return pattern is not None and pattern.match(rest) is not None


def _for_an_animal(product: str, text: str, classifier, lex):
    """(what is asked for, its pet type or None) when the product is said to be for an
    animal ("a toy for my parrot", "a bed for my hamster", 给鹦鹉买个玩具) or for a thing of
    the pet domain ("a heater for my fish tank": an aquarium heater); else None. A pet's bed,
    toy or sweater is a pet product: the type is the vocabulary's pet name of the same
    thing ("pet bed", 狗衣服) when it has one. Who it is for is read by the `whom` exemplars,
    only when no person the recipient table knows is named."""
    PET = Domain.PET_SUPPLIES
    m = _EN_FOR_WHOM.match(" ".join(product.split()))
    zh = None if m else (_ZH_FOR.search(text.replace(" ", "")) or _zh_for_use(text.replace(" ", "")))
    if m is None and zh is None:
        return None
    x, who = (m.group("x"), m.group("b")) if m else (zh.group("x"), zh.group("b"))
    if m and _ailment(who + m.group("rest")):
        return None  # "an air purifier for my hay fever": what it eases, no hay for a pet
    # A word before "for" that names no product the shopper's words place ("a total sucker for
    # corduroy", "a lead for my collie": a lead is no type here) is a product only when what
    # follows is clearly an animal: then it is a pet's thing (pet supplies, no type).
    unknown = bool(m) and type_of_title(x) is None and classify_text(x) == Domain.OTHER and \
        not lex.is_product_word(x.split()[-1])
    if lex.find(who) is not None and not _goods_of_food(who, m.group("rest") if m else ""):
        return None  # "a sucker for corduroy", "a fan of linen": a material, no animal
    if who in _PRONOUNS or find_numbers(who) or read_recipient(who) is not None or \
            classify_text(who) not in (Domain.OTHER, PET):
        return None  # a person, or a thing the keyword table places ("a case for my mouse")
    thing = None if unknown else type_of_title(who + (m.group("rest") if m else ""))
    if thing is not None and thing.domain == PET and any(
            (who + (m.group("rest") if m else "")).startswith(n.lower()) for n in thing.names if n):
        if type_of_title(x) is not None and type_of_title(x).domain == PET:
            return None  # "a filter for the aquarium" already says a pet's thing
        said_for = "thing"
    else:
        phrase = f"{who}{m.group('rest')}" if m else who
        # "for my tortoise's pen": the pen is the owner's; the owner is who it is for, and
        # the owned thing's word (a pen, a bed) says no other domain.
        if m and _owned_by(who, text):
            phrase = who
        if m and phrase.split()[-1] != who and \
                classify_text(phrase.split()[-1]) not in (Domain.OTHER, PET):
            return None  # "a brush for a fluffy rug": its last word names a thing, not a pet
        # The word after "for" and, when more words follow it, the whole phrase must both read
        # as an animal: "for a dusty room" is a room (a dog called Dusty is "for my dusty"),
        # and neither "searing" of "for searing steak" nor "all" of "for all the fur" is one.
        asked = [f"for my {who}" if m else f"给{who}"] + ([f"for my {phrase}"] if phrase != who else [])
        # With no known product before "for", only a sure animal makes it a pet's thing
        # ("no mesh uppers for me, they tear" left "uppers for tear": tear is no animal).
        margin = UNKNOWN_THING_ANIMAL_MARGIN if unknown else ANIMAL_MARGIN
        # (one by one: the phrase's vote, an embedding of its own, only after the word's)
        if any(v.label != "animal" or not v.clear(margin) for v in map(classifier.whom, asked)):
            return None
        said_for = "animal"
    own = type_of_title(x)
    if own is not None and own.domain == PET:
        return None  # "a leash for my ferret": the product is a pet's already
    names = sorted((n.lower() for n in own.names if n and n.lower() in x.lower()), key=len,
                   reverse=True) if own is not None else []
    # With no type of its own, the product's head: the last English word, the Chinese words
    # after the last 的 (冬天穿的衣服 → 衣服).
    # (A Chinese head told with a small word before it, 小衣服, 厚窝垫, is also its shorter
    # names: 衣服 → 狗衣服.)
    tail = x.rpartition("的")[2] or x
    names = names or ([x.split()[-1]] if m else [tail[i:] for i in range(max(len(tail) - 1, 1))])
    kind = _pet_name(names, cjk=not m) if said_for == "animal" else None
    if kind is not None:
        return kind
    if unknown:
        return None  # a word the vocabulary has as no pet's thing ("a marinade for my chicken")
    if (own is not None and own.domain == Domain.FOOD_BEVERAGES) or \
            classify_text(x) == Domain.FOOD_BEVERAGES:
        return None  # "a marinade for my chicken": food for a dish, not a pet's (no pet sauce)
    return x, None


# An English compound of an animal's word (one or two words: "guinea pig") and a thing's.
_EN_ANIMAL_COMPOUND = re.compile(r"^(?:(?:a|an|the|some|any)\s+)?(?P<b>[a-z]+(?:\s[a-z]+)?)\s+"
                                 r"(?P<x>[a-z]+(?:\s[a-z]+){0,2})")


def _animal_compound(product: str, classifier, lex, kind_needed: bool = False):
    """(what is asked for, its pet type or None) when the product is said as a compound
    whose first word is an animal ("a parrot toy", "rabbit food", 刺猬小窝): the same thing
    as "a toy for my parrot" (DESIGN §3). Fails safe (None) when the compound is a type name
    of its own ("teddy bear", "mouse pad"), its first words a material the lexicon knows
    ("duck down", 鸭绒, "fish"), the `whom` vote unsure it is an animal, or the reference
    titles (real products labelled by domain) place the compound clearly elsewhere: a
    dinosaur toy or an owl lamp has an animal for a motif, and real shops sell those as toys
    and lamps, a parrot's perch as a pet's thing. `kind_needed`: the caller keeps only a pet's
    kind of the thing (with no head placed, "a hamster wheel" is left to the later readers), so
    the last reading tried whose thing has none is no answer whatever the votes say, and they
    are not asked (each embeds a text of its own)."""
    PET = Domain.PET_SUPPLIES
    cjk = is_cjk(product)
    if cjk:
        from agent.language.segment import cut, default_jieba

        # the animal is the first word as jieba cuts it (兔子|玩具, 猫眼石|戒指)
        said = re.split(r"[，。！？,.!?；;\s]", product.strip())[0]
        first = cut(default_jieba(), said, hmm=True)[:1]
        splits = [(first[0], said[len(first[0]):])] if first and len(said) > len(first[0]) else []
    else:
        m = _EN_ANIMAL_COMPOUND.match(" ".join(product.lower().split()))
        if m is None:
            return None
        words = (m.group("b") + " " + m.group("x")).split()
        splits = [(" ".join(words[:n]), " ".join(words[n:])) for n in (2, 1) if len(words) > n]
    for i, (who, rest) in enumerate(splits):
        x = _thing_after(rest, lex)
        if x is None or (not cjk and " " in who and lex.is_product_word(who.split()[-1])):
            continue  # "dog hair vacuum": the dog's hair, not a dog's vacuum
        if any(o.end > len(x) for o in _type_occurrences(rest)):
            continue  # a type named after the thing is the head (猫眼石戒指: a ring)
        compound = f"{who}{x}" if cjk else f"{who} {x}"
        own = type_of_title(compound)
        if own is not None and any(who in n.lower() if cjk else
                                   re.search(rf"\b{re.escape(who)}", n.lower()) for n in own.names if n):
            return None  # "teddy bear", "mouse pad", "cat bed": a type's own name
        joined = f"{who}{x[:1]}" if cjk else f"{who} {x.split()[0]}"
        if any(lex.find(w) is not None for w in (who, joined, *who.split())) or \
                who in _PRONOUNS or find_numbers(who) or read_recipient(who) is not None or \
                classify_text(who) not in (Domain.OTHER, PET):
            continue  # a material ("duck down", 鸭绒), a person, a thing the table places
        if not _could_name_an_animal(who):
            continue  # a word of grammar or a deed (给太, "off to", "watched footage"): no vote
        thing = type_of_title(x)
        names = sorted((n.lower() for n in thing.names if n and n.lower() in x), key=len,
                       reverse=True) if thing is not None else []
        names = names or ([x[i:] for i in range(max(len(x) - 1, 1))] if cjk else [x.split()[-1]])
        kind = _pet_name(names, cjk=cjk)
        if kind is None and kind_needed and i == len(splits) - 1:
            return None  # whatever the vote: no pet's kind, and no reading left to try
        vote = classifier.whom(f"给{who}" if cjk else f"for my {who}")
        if vote.label != "animal" or not vote.clear(ANIMAL_MARGIN):
            continue
        placed = classifier.reference(compound)
        if kind is not None:
            # the vocabulary has a pet's kind of the thing: a pet's, unless real titles
            # clearly say another domain's (a dinosaur toy is a child's)
            return kind if placed.label in ("", PET.value) or not placed.clear(ANIMAL_MARGIN) \
                else None
        # no pet's kind of it ("a tortoise heat lamp", 鹦鹉站架): only when real titles say
        # a pet's thing (an owl lamp is a lamp)
        return (x, None) if placed.label == PET.value else None
    return None


# English words that are no noun by their form: a participle, a gerund, an adverb.
_EN_NO_NOUN = re.compile(r"(?:ed|ing|ly)$")


def _could_name_an_animal(who: str) -> bool:
    """Whether the words could be an animal's name at all, before the `whom` vote's embedding
    is asked (the compound reading is tried on most products): in Chinese no word jieba's
    dictionary tags as grammar, a plain verb, a place, a measure or a particle (给的, 给上,
    给那条), in English words of three letters or more that are no participle or adverb by
    their form."""
    from agent.language.segment import function_words, places_and_measures, verbs

    if is_cjk(who):
        return who not in function_words() and who not in verbs() and \
            who not in places_and_measures()
    return all(len(w) >= 3 and not _EN_NO_NOUN.search(w) for w in who.split())


def _thing_after(rest: str, lex) -> str | None:
    """The thing named right after an animal's word: up to the end of the first type name
    said at once or after one describing word ("heat lamps"), else a word the domain table
    names products with ("toys", "food"; in Chinese a word of two characters or more:
    玩具, 小窝); None when none is. A word before the type's name that names things itself
    ("dog hair vacuum") is what the animal gave, not the product's; a participle ("dog
    chewed trainers") what it did."""
    from agent.language.segment import cut, default_jieba

    if is_cjk(rest):
        occ = next(iter(_type_occurrences(rest)), None)
        if occ is not None and occ.start == 0:
            return rest[:occ.end]
        first = cut(default_jieba(), rest, hmm=True)[:1]
        return first[0] if first and len(first[0]) >= 2 and is_cjk(first[0]) else None
    words = rest.split()
    occ = next(iter(_type_occurrences(rest)), None)
    if occ is not None:
        before = rest[:occ.start].split()
        if not before or (len(before) == 1 and not lex.is_product_word(before[0])
                          and not _EN_NO_NOUN.search(before[0])):
            return rest[:occ.end]  # ("dog chewed trainers": the dog's deed, no dog's trainers)
    return words[0] if lex.is_product_word(words[0]) else None


def _type_occurrences(said: str):
    from agent.product_types import _occurrences

    return [o for o in _occurrences(said) if not o.governed]


def _pet_name(names, cjk: bool):
    """(the vocabulary's pet name, its type) of the first of `names` that has one with a pet
    word before it ("bowl" → pet bowl, "lead" → dog lead, 衣服 → 狗衣服), or None ("lamp")."""
    for word in _PET_WORDS["zh" if cjk else "en"]:
        for name in names:
            candidate = word + name if cjk else f"{word} {name}"
            found = type_of_title(candidate)
            if found is not None and found.domain == Domain.PET_SUPPLIES:
                return candidate, found
    return None


def _pet_kind(head, said: str):
    """The vocabulary's pet kind of a head as said ("bowl" → pet bowl, "bed" → dog bed), or
    None ("lamp": no pet lamp is sold)."""
    names = sorted((n.lower() for n in head.names if n and n.lower() in said.lower()), key=len,
                   reverse=True)
    found = _pet_name(names, is_cjk(said))
    return found[1] if found is not None else None


def _animal_after_head(head, text: str) -> bool:
    """Whether a name of `head` is said before an animal word in the same clause ("a bowl the
    cat can't tip over"), not after it ("my cat scratches the sofa") or in another clause."""
    low = text.lower()
    starts = [low.find(n.lower()) for n in head.names if n and n.lower() in low]
    if not starts:
        return False
    at = min(starts)
    pets = [(start, end) for start, end, domain, _ in keyword_spans(text)
            if domain == Domain.PET_SUPPLIES]
    # (A Chinese modifier comes before its head: an animal said right before it, 狗狗沐浴露,
    # names whose it is; one that does something to it, 猫老抓沙发, is its subject.)
    return any(start > at and not CLAUSE_PUNCTUATION.search(low[at:start]) for start, _ in pets) \
        or (is_cjk(text) and any(end == at for _, end in pets))


# A Chinese relative clause of use that ends at the product (给狗狗穿的雨衣, 狗狗洗澡用的沐浴露,
# 猫咪用的毯子): the animal before it is who the product is for, as in "a raincoat for my dog".
_ZH_USE = f"[{CJK_RANGE}]{{0,4}}?(?:用|穿|吃|玩|睡|戴|喝|住|专用)的(?P<x>[{CJK_RANGE}]{{1,12}})"


def _zh_for_use(text: str) -> re.Match | None:
    """The first animal the keyword table knows that a clause of use makes the product's
    owner (group `b`, the animal; `x`, the product), or None."""
    for start, end, domain, _ in keyword_spans(text):
        if domain == Domain.PET_SUPPLIES:
            m = re.compile(f"(?P<b>{re.escape(text[start:end])}){_ZH_USE}").match(text, start)
            if m is not None:
                return m
    return None


def _animals_only(text: str) -> bool:
    """Whether the keyword table reads pet supplies only from animals named: words with no
    product type of their own ("cat", "dog"), not a pet product ("litter", "aquarium")."""
    pet = [word for _, _, domain, word in keyword_spans(text) if domain == Domain.PET_SUPPLIES]
    return bool(pet) and all(type_of_title(word) is None for word in pet)


# Whose the message is about, opening it: "my parrot ...", "our two rabbits ...", 我家兔子…,
# 我的仓鼠… (a Chinese noun up to three characters: the `whom` vote reads 给X).
_EN_OWNER = re.compile(r"^(?:my|our)\s+(?:(?:little|old|young|new|baby|elderly|senior|"
                       rf"{EN_NUMBER_WORD}|\d+)\s+)*(?P<b>[a-z]+)(?![a-z'])")
_ZH_OWNER = re.compile(f"^{_ZH_OWNER_WORDS}(?P<b>[{CJK_RANGE}]{{1,3}})")


# A later clause that asks for a thing by name ("my spaniel ate the remote, I need a new
# remote control"): the message is about that thing, not the animal's needs.
_ASKS_FOR_A_THING = re.compile(r"(?<![a-z])(?:i|we)\s+(?:need|want|'d\s+like|would\s+like)\s+"
                               r"(?:a|an|some|another|new|a\s+new|a\s+replacement)\s+"
                               r"(?!(?:thing|idea|suggestion|help|advice)s?(?![a-z]))[a-z]")


def _owner_is_an_animal(text: str, classifier) -> bool:
    """Whether the message opens with an animal of the shopper's ("my parrot", 我家兔子)
    and asks for no thing by name after it: the `whom` exemplars vote clearly for an animal
    (one short embedding)."""
    low = " ".join(text.lower().split())
    if _ASKS_FOR_A_THING.search(low):
        return False
    m = _EN_OWNER.match(low)
    if m is not None:
        who = m.group("b")
        if who in _PRONOUNS or read_recipient(who) is not None or names_a_person(who):
            return False
        vote = classifier.whom(f"for my {who}")
        return vote.label == "animal" and vote.clear(ANIMAL_MARGIN)
    m = _ZH_OWNER.match(low.replace(" ", ""))
    if m is None:
        return False
    # The shortest start that reads as an animal (兔子 of 兔子冬天, 仓鼠 of 仓鼠老是).
    for n in (2, 1, 3):
        who = m.group("b")[:n]
        if len(who) < n or read_recipient(who) is not None:
            continue
        vote = classifier.whom(f"给{who}")
        if vote.label == "animal" and vote.clear(ANIMAL_MARGIN):
            return True
    return False


def _for_a_thing(product: str) -> bool:
    """"X for my Y" where Y is a thing or an animal, not a person ("a rain coat for my
    brother"), a count ("a dining set for four") or a room ("a bookcase for the study")."""
    product = " ".join(product.split())
    m = _EN_FOR.match(product)
    return bool(m) and not find_numbers(m.group("b")) and read_recipient(m.group("b")) is None \
        and m.group("b") not in _PRONOUNS and not _gerund(m) and not _for_the_body(product, m) \
        and not _ailment(product[m.start("b"):]) \
        and not _ROOM.match(product, m.start("b")) \
        and not AN_OCCASION.search(m.group("b"))  # "a dress for a baby shower": when, not what


def _ailment(said: str) -> bool:
    """The words start with a symptom or a condition ("hay fever", "eczema", "migraines"):
    after "for", what the thing eases, not a thing or an animal it goes with."""
    return bool(SYMPTOMS.match(said))


def _for_the_body(text: str, m: re.Match) -> bool:
    """"socks for sweaty feet", "running shoes for flat feet", "gloves for my hands": a part
    of the body (or how it is) after "for" is where the thing is worn or what it eases, no
    thing it goes with and no one it is for."""
    return bool(_BODY_AFTER.match(text, m.end()) or re.fullmatch(EN_BODY_PART, m.group("b")))


def _gerund(m: re.Match) -> bool:
    """"a lamp for reading in bed", "a stool for sitting in the shower": a verb in -ing right
    after "for", with no determiner, is what the thing is used for, not a thing it goes with
    (the bed is where one reads). A noun in -ing names a thing ("a cover for my bedding")."""
    b = m.group("b")
    said = m.group(0)[len(m.group("x")):].split()
    return b.endswith("ing") and len(said) == 2 and not find_types(b)


_PRONOUNS = frozenset("me us you them him her it myself ourselves everyone everybody".split())


def _clause_words(product: str, text: str, head, table: Domain) -> str:
    """The product's words said in the clause that names the head type (with no head: that
    the keyword table places the request by), when the rest of the message tells a story
    ("seat covers for the hatchback, the old fabric is ripped": the neighbours of "old fabric
    ripped" are cushions; "we rehomed the cat, so leather sofas are fine": those of "rehomed
    cat" pet toys); the product whole otherwise."""
    clauses = [c for c in CLAUSE_PUNCTUATION.split(text) if c.strip()]
    if len(clauses) < 2 or is_cjk(product) or (head is None and table == Domain.OTHER):
        return product
    words = product.split()
    for clause in clauses:
        said = set(re.findall(r"[a-z0-9][a-z0-9\-']*", clause))
        kept = " ".join(w for w in words if w in said)
        if kept and (any(t.key == head.key for t in find_types(kept)) if head is not None
                     else classify_text(kept) == table):
            return kept
    return product


def _described_first_request(request: PlanInput, parsed, lex, **readings) -> bool:
    """Whether a first request describes a product no type names ("something heated I can
    dry shirts on indoors", 挂大衣和帽子的架子), so the semantic readers of the whole message
    may say where it is sold and what kind it is (language/readers_agree, language/type_vote).
    They do not vote in a session (the item shopped for is known; `_describes_a_product` says
    when a session turn asks for another one)."""
    return request.domain is None and _describes_a_product(parsed, lex, **readings)


def _describes_a_product(parsed, lex, *, head, for_pet, family, referred, pastime,
                         about_constraints) -> bool:
    """Whether the turn describes a product no type names: not over a named head, a pet's
    thing, a head word's family, a turn about the shopper's own things, a gift or a pastime
    asked for openly (the receiver's words are no product), a turn only about constraints, or
    a shoe size (only shoes are bought by the foot: the rule after the vote says so)."""
    return head is None and for_pet is None and family is None and \
        not referred and not parsed.gift_only and pastime is None and not about_constraints and \
        not _asks_openly(parsed.text, lex) and not _asks_for_a_gift(parsed.product, lex) and \
        not _asks_for_a_gift(parsed.text, lex) and bool(parsed.noun.strip()) and \
        not is_shoe_size(parsed.slots.get("size"))


# Of the catalog's 15 neighbours, how many must vote for the domain of what a thing is for
# (with the exemplar or keyword table agreeing) to move it from its head's domain.
FOR_THING_VOTES = 10
# How clearly the exemplars must place a head read alone, beside 10 of the catalog's 15
# neighbours, for it to overrule the whole phrase's reading ("robot hoover": 0.20; a generic
# "box", "tray", "holder": 0.00-0.01 or another domain).
HEAD_ALONE_MARGIN = 0.1
FOR_THING_MARGIN = 0.15


def _goes_with(reading, head_domain: Domain) -> bool:
    catalog = reading.catalog
    return catalog.label not in ("", head_domain.value, Domain.OTHER.value) and \
        catalog.count >= FOR_THING_VOTES and (catalog.label == reading.table.label or (
            catalog.label == reading.exemplars.label and reading.exemplars.margin >= FOR_THING_MARGIN))


_ALTERNATIVES = re.compile(r"或者|或是|还是|或|和|跟|以及|、|/|(?<![a-z])(?:or|and)(?![a-z])")


_INDEFINITE = re.compile(r"(?<![a-z'])(?:a|an|another)\s+(?=[a-z])")


def _indefinites(text: str) -> list[str]:
    """The words after each "a", "an" or "another" of an English text, the last first."""
    found = list(_INDEFINITE.finditer(text.lower())) if not is_cjk(text) else []
    return [text.lower()[m.end():] for m in reversed(found)]


def _modifies_a_family(head, core: str) -> bool:
    """The head type's name only modifies the phrase's head word, which ends type names of
    another domain ("a football trivia game": game; "a bird-watching guide"): the head word's
    domain (`head_family`) places the request, not the modifier's type."""
    family = head_family(core)
    if family is None or family == head.domain:
        return False
    phrase, word = head_phrase(core), head_word(core)
    said = [name.lower() for name in head.names if name.lower() in phrase]
    return bool(said) and not any(word in {singular(w) for w in name.split()} for name in said)


def _kind_sold_in(text: str, head, domain: Domain) -> bool:
    """The catalog's neighbours of the whole phrase may move a named head to `domain` when
    that domain sells a kind of it (装狗粮的碗: 狗碗 is a pet bowl), or when a word said with
    the head, before any clause about it, is that domain's by the keyword table or the type
    vocabulary ("Vitamin D gummies", "magnesium tablets", "battery-powered drill driver").
    Not otherwise: "a rug that goes under the dining table" lands among tables, "grippy socks
    for pilates" among grippy shoes, but no table is a rug."""
    from agent.product_types import all_types

    low = text.lower()
    said = [n.lower() for n in head.names if n and n.lower() in low]
    if any(t.domain == domain and any(s in n.lower() for n in t.names for s in said)
           for t in all_types()):
        return True
    first = min((low.find(s) for s in said), default=-1)
    if first >= 0 and not is_cjk(low):
        told = _ABOUT_IT.search(low, first)
        low = low[:told.start()] if told else low
    elif first >= 0:
        # In Chinese the word said with the head is the one joined to it (维生素D软糖): not a
        # place or a person told before a verb, 的 or a measure word (想给书房添一条盖毯).
        low = _ZH_JOINED.split(low[:first])[-1]
    for name in sorted(said, key=len, reverse=True):
        low = low.replace(name, " ")
    rest = " ".join(low.split())
    return bool(rest) and (classify_text(rest) == domain or
                           any(t.domain == domain for t in find_types(rest)))


# What ends the words joined to a Chinese head, read backwards from it: a clause mark, 的, a
# verb of getting or giving, or a numeral with its measure word.
_ZH_JOINED = re.compile(rf"[^{CJK_RANGE}A-Za-z0-9]|的|[给买要来添找送换挑选配想]|"
                        r"[一两二三四五六七八九十几这那每][个条本件双只张台款盒瓶袋套把支块根份片副对顶架]")


# What opens a clause about the head rather than its name: "a rug that goes under…", "gummies
# to get me through…", "socks for pilates".
_ABOUT_IT = re.compile(r"(?<![a-z])(?:that|which|who|where|so|because|to|for|under|on|in|with)(?![a-z])")


def _thing_is_in(product: str, domain: Domain, classifier) -> bool:
    """What the thing is for ("my fountain pen", "the hatchback", "pilates") belongs to
    `domain` where anything places it: a thing for Y goes with Y's domain, never a third
    ("grippy socks for pilates" have shoe neighbours; pilates is a sport, not a shoe). The
    vocabulary and the keyword table place Y first; else the exemplar table, when clear; Y
    nothing places keeps the phrase's neighbours."""
    m = _EN_FOR_WHOM.match(" ".join(product.split()))
    if m is None:
        return True
    thing = (m.group("b") + m.group("rest")).strip()
    placed = {t.domain for t in find_types(thing)} | {classify_text(thing)}
    placed.discard(Domain.OTHER)
    if not placed:
        table = classifier.domain(thing).table
        if table.label and table.label != Domain.OTHER.value and \
                table.margin >= products.TABLE_PLACE_MARGIN:
            placed = {Domain(table.label)}
    return not placed or domain in placed


def _as_product(purpose: str) -> str:
    """A purpose phrase framed as a product for the neighbours: "something to keep tea
    hot", 能把汤保温的东西 (the bare "to keep tea hot" lands among supplements)."""
    if is_cjk(purpose):
        return purpose if purpose.endswith("东西") else f"{purpose}的东西"
    # When it is used ("through the morning commute", "all day") says nothing of what it is
    # and pulls the neighbours elsewhere (blankets for "keeps tea hot through the commute").
    purpose = _WHEN_TAIL.sub("", purpose) or purpose
    return purpose if purpose.startswith("something") else f"something {purpose}"


_WHEN_TAIL = re.compile(r"\s+(?:through|throughout|during|while|when|until|till|all|every|each)"
                        r"(?![a-z]).*$")


# An English refusal word in a sentence ("polyester against my skin, never again", "I never,
# ever want X") that no dislike the rules read accounts for: a word named there with no stance
# read is no prefer word. Unknown polarity fails safe (DESIGN: never a like). "A cotton shirt,
# nothing too formal" keeps cotton: its refusal is the dislike of formal.
# A negated degree ("not too big", "nothing so formal") refuses a size or a look, not a word.
_EN_REFUSAL = re.compile(rf"(?:{EN_NEGATION})(?!-)(?!\s+(?:too|so|very|overly|that)\s)")
_SENTENCE_END = re.compile(r"[.!?。！？;；\n]")


def _refused_nearby(text: str, at: int, found) -> bool:
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    begin = starts[-1] if starts else 0
    end_match = _SENTENCE_END.search(text, at)
    end = end_match.start() if end_match else len(text)
    if end_match and end_match.group(0) in "?？":  # "wool on a blanket? not in a million years"
        after = _SENTENCE_END.search(text, end + 1)
        end = after.start() if after else len(text)
    dislikes = [f.at for f in found if f.polarity == Polarity.DISLIKE and begin <= f.at < end]
    return any(not any(neg.end() <= d for d in dislikes)
               and not _OF_THE_THING.search(text, max(begin, neg.start() - 24), neg.start())
               for neg in _EN_REFUSAL.finditer(text, begin, end))


def _fault_told_near(text: str, at: int) -> bool:
    """The sentence around `at` tells a fault of a thing in words, with no negation ("that
    leaked", "cracked in a week"; not "never leaked")."""
    from agent.engines.offline_constraints import NEGATION
    from agent.engines.offline_polarity import FAULT_WORD

    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    begin = starts[-1] if starts else 0
    end_match = _SENTENCE_END.search(text, at)
    said = text[begin:end_match.start() if end_match else len(text)].lower()
    return bool(FAULT_WORD.search(said)) and not NEGATION.search(said)


# A negation in a relative clause says what the thing does ("a linen shirt that doesn't
# wrinkle", "a kettle which never leaks"): a feature, not a refusal.
_OF_THE_THING = re.compile(r"(?<![a-z])(?:that|which|who)\s+(?:[a-z]+\s+)?[a-z]*$")


_FOR_OCCASION = re.compile(r"\s+(?:for|to|at)\s+(?:(?:a|an|the|my|our|his|her|their|this|that|next|[a-z]+'s)\s+)?"
                           r"(?:[a-z\-]+\s+){0,2}?" + AN_OCCASION.pattern)


def _without_occasion(words: str) -> str:
    """English product words without the occasion they are for ("dress for baby shower")."""
    m = _FOR_OCCASION.search(words)
    return f"{words[:m.start()]}{words[m.end():]}".strip() if m and m.start() > 0 else words


def _gift_pastime(parsed, lex) -> Interest | None:
    """The pastime a gift's receiver loves, when the message asks for a gift and names no kind
    of product besides it."""
    patterns = getattr(lex, "gift_patterns", ())
    low = parsed.text.lower()
    if not patterns or not any(p.search(low) for p in patterns[:-1]):
        return None
    found = interest(parsed.text)
    if found is None or find_types(parsed.product.replace(found.act, " "), None):
        return None
    return found


_FAN_WORD = re.compile(r"(?<![a-z])fans?(?![a-z])", re.IGNORECASE)
_FAN_OF = re.compile(r"(?<![a-z])fans?\s+of(?![a-z])", re.IGNORECASE)


def _receiver_keen_on(parsed, lex, request: PlanInput) -> Interest | None:
    """The thing a receiver is keen on, told as a noun after a verb of liking or as what they
    are a fan of, when no session item is shopped for (or a gift is asked for), the thing is
    no attribute the lexicon knows (the receiver's taste in linen is read elsewhere) and
    nothing else in the product words names a type ("a mug, she loves tea" is a mug)."""
    if is_cjk(parsed.text):
        return None
    found = fan_of(parsed.text) or thing_loved(parsed.text)
    if found is None or lex.find(found.act) is not None:
        return None
    if request.domain is not None and not _asks_for_a_gift(parsed.product, lex) and \
            not _asks_openly(parsed.text, lex):
        return None
    rest = parsed.product.lower().replace(found.act, " ")
    if any(t.key != "fan" for t in find_types(rest, None)):
        return None
    return found


def _with_said_attributes(subject: str, text: str, said: list[str]) -> str:
    """The intent's Chinese product with the stanceless attribute words said right before it
    (真丝围巾, 黑色的双肩包): the next turns search what the intent carries, and "围巾" alone
    lost the silk (after "她对羊毛过敏" the picks were a faux-silk shawl and a polyester
    scarf). English keeps them already: its product words are the said phrase."""
    *rest, noun = subject.split(" ") if subject else [""]
    if not noun or not is_cjk(noun[0]):
        return subject
    # a measure word left of the asking verb is no part of the product ("想要个双肩包")
    rest = [w for w in rest if not re.fullmatch(ZH_MEASURE_WORDS, w)]
    for word in said:
        if word and word not in noun and any(f"{word}{glue}{noun}" in text for glue in ("", "的")):
            noun = f"{word}{noun}"
    return " ".join([*rest, noun])


def _with_recipient(subject: str, text: str, lang: str) -> str:
    """The intent's product with the person it is for, when this message names one its
    product words lost (a gift's frame is out of the query: 想给爸爸买双皮鞋当生日礼物 searches
    皮鞋): the next turns read who it is for from the intent they carry ("有便宜点的吗")."""
    found = read_recipient(text)
    if not subject or found is None or found.explicit or read_recipient(subject) is not None:
        return subject
    return f"给{found.word}的{subject}" if lang == "zh" else f"{subject} for {found.word}"


# A message that opens by pointing at the item shopped for: "it's …", "this one is …", 这是….
_SAID_OF_THE_ITEM = re.compile(r"(?:it'?s|it\s+is|this(?:\s+one)?(?:'s|\s+is)|that(?:\s+one)?(?:'s|\s+is)|"
                               r"they'?re|they\s+are|these\s+are|those\s+are)(?![a-z])|"
                               r"(?:这|那)(?:个|件|双|条|套|只|把|款)?(?:是|就是)")


def _asks_openly(text: str, lex) -> bool:
    """A question of what to get someone, with no gift noun (the lexicon's OPEN_ASK)."""
    patterns = getattr(lex, "gift_patterns", ())
    return len(patterns) > OPEN_ASK and patterns[OPEN_ASK].search(text.lower()) is not None


def _asks_for_a_gift(product: str, lex) -> bool:
    """The product part is a gift noun with who or what it is for (礼物, "a present"): the
    gift frame's own words, kept because nothing else names a product."""
    patterns = getattr(lex, "gift_patterns", ())
    return bool(product) and any(patterns[i].search(product) for i in (0, 2) if i < len(patterns))




__all__ = ["OfflineEngine", "OPEN_QUESTIONS", "preference_sentence", "warm_up"]

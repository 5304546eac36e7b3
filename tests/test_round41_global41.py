"""Round 41 of issue 11 (global41): take-backs that name a rule over a word, and advice for a
thing that is no refusal.

- A take-back names what the session refused: a ban, limit or rule named and set aside ("drop
  the X ban", "lift the limit on X", X的禁令解除, X的限制去掉) lifts X; when X is a kind read
  as its family (sheepskin, lambskin: leather) the kind the session holds is lifted, not the
  family; a held spelling of one thing (lycra, the store's spandex) is lifted in both names.
- Advice for a word (a verb of recommending with the word its object, or the word told to
  help) in the words of care a floor is told in is never a refusal (language/advised_for);
  advice against a word stays one.

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from agent.language.advised_for import advised_for
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity
from tests.planning import constraints_on, plan_of


def _held(slug: str, domain: Domain) -> list[Constraint]:
    return [Constraint(polarity=Polarity.DISLIKE, category=Category.MATERIAL, slug=slug,
                       keywords=[slug.replace("_", " ")], domain=domain)]


@pytest.mark.parametrize("text, held, domain", [
    ("Please drop the sheepskin ban, I want lined boots after all.", "sheepskin", Domain.FOOTWEAR),
    ("Lift the limit on lambskin for the gloves.", "lambskin", Domain.APPAREL),
    ("小羊皮的限制去掉吧，手套可以用。", "lambskin", Domain.APPAREL),
    ("羊皮的禁令解除，冬天要穿羊皮靴。", "sheepskin", Domain.FOOTWEAR),
    ("Scrap the velvet ban, the cushions look great.", "velvet", Domain.HOME_TEXTILES),
])
def test_a_ban_named_and_lifted_lifts_the_kind_the_session_holds(engine, text, held, domain) -> None:
    plan = plan_of(engine, text, _held(held, domain), domain)
    assert held in plan.lifted_slugs, plan.lifted_slugs
    assert "leather" not in plan.lifted_slugs
    assert not constraints_on(plan, held, Polarity.DISLIKE)


def test_a_held_spelling_is_lifted_in_both_names(engine) -> None:
    plan = plan_of(engine, "The Lycra rule can go now, the leggings feel fine.",
                   _held("lycra", Domain.SPORTS_OUTDOORS), Domain.SPORTS_OUTDOORS)
    assert {"lycra", "spandex"} <= set(plan.lifted_slugs)


def test_a_ban_told_is_no_take_back(engine) -> None:
    plan = plan_of(engine, "Sheepskin is banned in this house, find me some slippers.")
    assert not plan.lifted_slugs
    assert constraints_on(plan, "leather", Polarity.DISLIKE) or constraints_on(plan, "sheepskin", Polarity.DISLIKE)


@pytest.mark.parametrize("text, word, advised", [
    ("My GP recommended wool socks for my cold feet", "wool", True),
    ("the allergist suggested I try bamboo towels", "bamboo", True),
    ("my osteopath says cork insoles would help my back", "cork", True),
    ("营养师推荐我多吃燕麦", "燕麦", True),
    ("医生说真丝对皮肤好", "真丝", True),
    ("my doctor advised against wool", "wool", False),
    ("my dermatologist recommended avoiding wool", "wool", False),
    ("I wouldn't recommend wool", "wool", False),
    ("the allergist recommended latex-free gloves", "latex", False),
    ("医生建议我别穿羊毛", "羊毛", False),
    ("医生让我少吃糖", "糖", False),
    ("我不要真丝的", "真丝", False),
    ("the GP said wool would not help", "wool", False),
])
def test_advice_for_a_word_read_by_its_grammar(text, word, advised) -> None:
    at = text.lower().index(word)
    assert advised_for(text, 0, len(text), at, at + len(word)) is advised


@pytest.mark.parametrize("text, slug", [
    ("My dermatologist recommended silk pyjamas for my eczema, can you find some?", "silk"),
    ("皮肤科医生建议我穿真丝睡衣缓解湿疹，帮我找找。", "silk"),
    ("My physio said cork footbeds would help my heels, so cork sandals please.", "cork"),
])
def test_advice_for_a_material_is_no_refusal(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert not constraints_on(plan, slug, Polarity.DISLIKE), plan.new_constraints


@pytest.mark.parametrize("text, slug", [
    ("My dermatologist told me to stay away from wool, it flares my eczema.", "wool"),
    ("皮肤科医生让我别碰羊毛，一碰就起湿疹。", "wool"),
])
def test_advice_against_a_material_stays_a_floor(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert any(c.domain == Domain.GLOBAL for c in constraints_on(plan, slug, Polarity.DISLIKE)), \
        plan.new_constraints


@pytest.mark.parametrize("text, slug", [
    ("My cardiologist allows me hardly any salt these days, so plain crisps only.", "salt"),
    ("The dietitian flagged sugar after my blood test, keep that in mind.", "sugar"),
    ("大夫要求我低糖饮食，零食帮我挑挑。", "sugar"),
    ("消化科叮嘱酒精必须彻底停掉。", "alcohol"),
])
def test_a_doctors_limit_in_other_words_is_a_floor(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert any(c.domain == Domain.GLOBAL for c in constraints_on(plan, slug, Polarity.DISLIKE)), \
        plan.new_constraints


def test_a_doctor_allowing_plenty_sets_no_floor(engine) -> None:
    plan = plan_of(engine, "My GP allows me plenty of salt, I sweat a lot at work.")
    assert not constraints_on(plan, "salt", Polarity.DISLIKE)


def test_an_adverb_after_a_passive_refusal_is_no_thing_refused(engine) -> None:
    plan = plan_of(engine, "Gelatine is avoided entirely in our kitchen, find me some vegetarian sweets.")
    assert not constraints_on(plan, "entirely")
    assert constraints_on(plan, "gelatin", Polarity.DISLIKE)


def test_the_shoppers_own_recommendation_is_praise(engine) -> None:
    # (advice told by the shopper to others is praise of the thing: the like the vote reads stands)
    plan = plan_of(engine, "I recommend merino to everyone I know, it never itches and never smells.")
    assert not constraints_on(plan, "merino", Polarity.DISLIKE)

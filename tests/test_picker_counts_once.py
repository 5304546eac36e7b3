"""The picker counts each thing once: two items tied at the score's rounding keep one order in
the baseline and the ranking, and a word said as a session like and as this turn's prefer
word earns one prefer hit."""
from agent.picker import Candidate, pick
from agent.products import Product
from memory.models import Domain


def _boot(pid: str, title: str, relevance: float) -> Candidate:
    product = Product(id=pid, title=title, platform="test", category="boots",
                      domain=Domain.FOOTWEAR, price=80.0, currency="USD")
    return Candidate(product=product, relevance=relevance)


def test_items_tied_at_the_scores_rounding_keep_their_baseline_order():
    # relevance 0.99381 and 0.99378 both score 0.9938: ranked by id, and the baseline agrees,
    # so neither is said to have moved because items above it were removed
    pool = [_boot("B2", "Alder Hiking Boots", 0.99381), _boot("B1", "Alder Trail Boots", 0.99378)]
    result = pick(pool)
    assert [(r.product.id, r.rank, r.baseline_rank) for r in result.ranked] == [("B1", 1, 1), ("B2", 2, 2)]


def test_a_word_said_as_a_session_like_and_a_prefer_word_counts_once():
    from agent.schemas import PlannerOutput
    from agent.steps.pick import _terms
    from memory.assemble import Assembled, Term

    memory = Assembled(domain=Domain.HOME_TEXTILES, in_scope=[], gated_out=[], block="",
                       query_words=[], penalty_terms=[], removal_terms=[],
                       prefer_terms=[Term(term="cotton", source_key="session:like:material:cotton",
                                          rule="session")])
    plan = PlannerOutput(intent="duvet", domain="home_textiles", search_query="duvet cover",
                         prefer_keywords=["cotton", "queen"])
    prefer, _, _ = _terms(memory, plan)
    assert [(t.term, t.source_key) for t in prefer] == [
        ("cotton", "session:like:material:cotton"), ("queen", "turn:prefer")]

"""A session's occasion, told in one turn, scopes a refusal said in a later turn (issue 11, round 43).

"My brother passes out of police college on Friday; a shirt for the parade." then "Nothing
green, the cadets all wear green."; 侄子周五小学毕业典礼，给他挑件衬衫。 then 别选绿色，那天全班都穿绿。
The second turn's refusal has no marker of its own: its occasion is the one the session is
shopping for, dated in the turn before (agent/language/dated_event reads the day to come). The
planner sees one turn; the curator sees the session's transcript, so the reading is the
curator's: a refusal with no scope of its own, of a look (a colour, a style) in the
occasion's domain, said after the occasion was dated, holds for the session only.

Not carried (each keeps a lasting word lasting):
- a refusal that said its own scope (a lasting marker, a floor of the body or an ethic: its
  persistence is not "default", or its domain is global);
- a turn in another domain than the occasion's (the session moved on to other goods);
- a turn that names a recurring or lasting time itself (offline_reach.persistence_of reads
  "lasting" from it).
"""
from __future__ import annotations

from typing import Iterable

from agent.language import dated_event
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity, TurnRecord

# What an occasion's dress code or theme rules out: the look (a colour, a style), never a
# material, a maker or a price. A material refused in the turn after the occasion is most often
# refused for the body's sake and kept (公婆下个月来住，得添一床厚被子。 / 被芯别要聚脂的，盖着太闷。).
_LOOK = (Category.COLOR, Category.STYLE)


def _occasion_turns(transcript: Iterable[TurnRecord]) -> list[TurnRecord]:
    """The turns that date an occasion the session shops for (a day to come, no lasting word)."""
    from agent.engines.offline_reach import persistence_of

    return [t for t in transcript
            if t.domain is not None and t.domain.is_product_domain and dated_event.day_ahead(t.text)
            and persistence_of(t.text) != "lasting"]


def held_for_occasion(constraints: list[Constraint], transcript: list[TurnRecord]) -> set[tuple[str, int]]:
    """(slug, turn) of each refusal that holds for the session's dated occasion only: said with
    no scope of its own, in a turn after the occasion's and in its domain."""
    from agent.engines.offline_reach import persistence_of

    occasions = _occasion_turns(transcript)
    if not occasions:
        return set()
    said = {t.turn: t for t in transcript}
    held: set[tuple[str, int]] = set()
    for c in constraints:
        if c.polarity != Polarity.DISLIKE or c.persistence != "default" or c.category not in _LOOK or \
                c.domain == Domain.GLOBAL or not c.domain.is_product_domain:
            continue
        turn = said.get(c.turn)
        if turn is None or persistence_of(turn.text) == "lasting":
            continue
        if any(o.turn < c.turn and o.domain == c.domain for o in occasions):
            held.add((c.slug, c.turn))
    return held


def dated_look_refusal(text: str, polarity: Polarity, category: Category, domain: Domain,
                       persistence: str) -> bool:
    """A refusal of a look in an utterance that dates its occasion and says no lasting word
    anywhere: it holds for that occasion, whatever the clauses between told ("梅姨周日重办婚礼，
    她自己穿红，我就避开红色吧": the middle clause named red and its vote reached the refusal;
    "明晚乐队汇演，舞台灯一照黄色就发白，衬衫不要黄的"). The same reading the curator gives a
    later turn of the session (`held_for_occasion`); a floor (global) or a material keeps its own."""
    from agent.engines.offline_reach import persistence_of

    return polarity == Polarity.DISLIKE and category in _LOOK and persistence in ("default", "lasting") and \
        domain != Domain.GLOBAL and dated_event.day_ahead(text) and persistence_of(text) == "session"

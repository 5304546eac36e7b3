"""Pydantic models: the contracts between the store, the turn and the screens."""
from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from enum import Enum
from typing import Any, Literal, Sequence

from pydantic import BaseModel, ConfigDict, Field, computed_field, field_validator

from memory.domains import Domain

DEFAULT_TTL_HOURS = 24.0


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Polarity(str, Enum):
    LIKE = "like"
    DISLIKE = "dislike"


class Category(str, Enum):
    MATERIAL = "material"
    STYLE = "style"
    BRAND = "brand"
    COLOR = "color"
    PRICE = "price"
    FEATURE = "feature"
    GENERAL = "general"


class Source(str, Enum):
    USER = "user"
    AGENT = "agent"


_SLUG_SPACE = re.compile(r"[\s:]+")


def clean_slug(value: str) -> str:
    """An atomic identifier: lower case, no spaces, never a ':' (the key separator)."""
    slug = _SLUG_SPACE.sub("_", str(value).strip().lower()).strip("_")
    if not slug:
        raise ValueError("slug must not be empty")
    if len(slug) > 64:
        raise ValueError("slug is longer than 64 characters")
    return slug


def clean_keywords(values: list[str]) -> list[str]:
    out: list[str] = []
    for value in values:
        word = str(value).strip()
        if word and word not in out:
            out.append(word[:64])
    return out


class PreferenceEntry(BaseModel):
    """One long-term preference. `dedup_key` is derived here and nowhere else."""

    model_config = ConfigDict(use_enum_values=False)

    polarity: Polarity
    category: Category
    domain: Domain
    slug: str
    keywords: list[str] = Field(default_factory=list)
    content: str = ""
    source: Source = Source.AGENT
    blocking: bool = False
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    last_used_at: datetime | None = None

    _clean_slug = field_validator("slug")(lambda cls, v: clean_slug(v))
    _clean_keywords = field_validator("keywords")(lambda cls, v: clean_keywords(v))

    @computed_field  # type: ignore[prop-decorator]
    @property
    def dedup_key(self) -> str:
        return make_key(self.polarity, self.category, self.domain, self.slug)

    @property
    def terms(self) -> list[str]:
        """Words used for matching: the keywords as said, plus the slug."""
        return clean_keywords([*self.keywords, self.slug.replace("_", " ")])


def make_key(polarity: Polarity, category: Category, domain: Domain, slug: str) -> str:
    return f"{Polarity(polarity).value}:{Category(category).value}:{Domain(domain).value}:{clean_slug(slug)}"


def parse_key(key: str) -> tuple[Polarity, Category, Domain, str]:
    """Inverse of the derived key; raises ValueError on anything that is not one."""
    parts = str(key).split(":")
    if len(parts) != 4:
        raise ValueError(f"not a dedup key: {key!r}")
    return Polarity(parts[0]), Category(parts[1]), Domain(parts[2]), clean_slug(parts[3])


class Proposal(BaseModel):
    """An agent write aimed at a user entry: shown for approval, changes nothing by itself."""

    id: int | None = None
    user: str
    target_key: str
    action: Literal["upsert", "supersede"]
    entry: PreferenceEntry | None = None
    reason: str = ""
    status: Literal["pending", "approved", "rejected"] = "pending"
    created_at: datetime = Field(default_factory=utcnow)


class AuditEvent(BaseModel):
    id: int | None = None
    user: str
    event: str  # create | update | delete | supersede | propose | approve | reject | import
    dedup_key: str
    old_value: dict[str, Any] | None = None
    new_value: dict[str, Any] | None = None
    actor: str  # user | agent | curator | import
    reason: str = ""
    at: datetime = Field(default_factory=utcnow)


class Favourite(BaseModel):
    user: str
    product_id: str
    title: str
    domain: Domain = Domain.OTHER
    created_at: datetime = Field(default_factory=utcnow)


# ---- session state P_t ------------------------------------------------------------------


class Constraint(BaseModel):
    """Something the user said in this session. Hard: it removes items for the session."""

    polarity: Polarity = Polarity.DISLIKE
    category: Category = Category.GENERAL
    slug: str
    keywords: list[str] = Field(default_factory=list)
    # The turn's domain when said, or GLOBAL: "no leather shoes" does not touch a sofa.
    domain: Domain = Domain.GLOBAL
    # session: "this time only"; default: curated as a soft preference; lasting: "always".
    persistence: Literal["session", "default", "lasting"] = "default"
    turn: int = 0
    # The item a wish was said with ("a wool scarf": the scarf), so it follows that item and
    # does not lift the jacket asked for next; empty for a refusal, a wish said before any
    # item or for good, and a floor: those hold for the whole session (in their domain).
    item: str = ""

    _clean_slug = field_validator("slug")(lambda cls, v: clean_slug(v))
    _clean_keywords = field_validator("keywords")(lambda cls, v: clean_keywords(v))

    @computed_field  # type: ignore[prop-decorator]
    @property
    def key(self) -> str:
        return f"{self.polarity.value}:{self.category.value}:{self.slug}"

    @property
    def terms(self) -> list[str]:
        return clean_keywords([*self.keywords, self.slug.replace("_", " ")])

    def applies_to(self, domain: Domain | None) -> bool:
        return self.domain == Domain.GLOBAL or (domain is not None and self.domain == domain)

    def reaches(self, entry_domain: Domain) -> bool:
        """A take-back ("wool is fine after all") reaches the stored entries of the domain it
        was said in and the global ones, anywhere when that domain could not be told: the
        entries the curator supersedes at the session's end. Judged by the turn's domain
        instead, "wool is fine" said over scooters still ranked wool sweaters down a turn
        later, under a recap saying wool was fine again."""
        return self.domain in (Domain.GLOBAL, Domain.OTHER) or \
            entry_domain in (self.domain, Domain.GLOBAL)

    def follows(self, item: str) -> bool:
        """In force for the item being shopped for: a session-wide one always, an item's
        wish only while that item is shopped for."""
        return not self.item or self.item == item


class RejectedOption(BaseModel):
    """Recorded mechanically by the picker, never guessed by a model."""

    product_id: str
    title: str
    reason: str
    rule: Literal["session", "blocking", "budget"]
    turn: int
    term: str | None = None
    source_key: str | None = None


class TurnRecord(BaseModel):
    """What the curator reads: the user's words and what the planner made of them."""

    turn: int
    text: str
    domain: Domain | None = None
    answer: str = ""


# Slots that belong to the item being shopped for (DESIGN section 6): a shoe size or a budget
# said for running shoes is not a scarf's. Any other slot stays with the session.
ITEM_SLOTS = ("size", "budget_max", "budget_min", "currency", "color")


class SlotSwitch(BaseModel):
    """The item being shopped for changed: what P_t dropped, kept and restored."""

    turn: int
    from_item: str
    to_item: str
    dropped: dict[str, str] = Field(default_factory=dict)  # the old item's own slots, kept for it
    kept: dict[str, str] = Field(default_factory=dict)  # session-wide slots carried over
    restored: dict[str, str] = Field(default_factory=dict)  # the new item's slots from before
    questions_dropped: list[str] = Field(default_factory=list)  # asked for the old item
    # Wishes said with an item (Constraint.item), as their words: put away with the old item,
    # back in force with the new one.
    wishes_dropped: list[str] = Field(default_factory=list)
    wishes_restored: list[str] = Field(default_factory=list)


_HOLDS = {"session": 0, "default": 1, "lasting": 2}  # how long a constraint is kept


def covered_by_floor(constraint, others) -> bool:
    """Whether a floor everywhere among `others` says what `constraint` says in one domain:
    the same polarity, category and word, kept at least as long ("I'm allergic to down, never
    recommend me anything with down" is one floor, not a floor and a home-textiles dislike).
    Works on anything with polarity, category, slug, domain and persistence (a session
    constraint or a plan's)."""
    if constraint.domain == Domain.GLOBAL:
        return False
    return any(o.domain == Domain.GLOBAL and o.polarity == constraint.polarity
               and o.category == constraint.category and o.slug == constraint.slug
               and _HOLDS[o.persistence] >= _HOLDS[constraint.persistence] for o in others)


def folded_into_floors(constraints: list) -> list:
    """`constraints` said in one breath, with each word said for one domain and as a floor
    everywhere folded into the floor, which is kept as long as the longer of the two ("她对羊毛
    过敏，以后都别推羊毛的": the floor, for good, not a floor and a lasting apparel dislike that
    the answer acknowledged twice). Same objects, in order; a floor's persistence may widen."""
    floors = [c for c in constraints if c.domain == Domain.GLOBAL]
    kept = []
    for c in constraints:
        floor = next((o for o in floors if c.domain != Domain.GLOBAL and o.polarity == c.polarity
                      and o.category == c.category and o.slug == c.slug), None)
        if floor is None:
            kept.append(c)
        elif _HOLDS[c.persistence] > _HOLDS[floor.persistence]:
            floor.persistence = c.persistence
    return kept


class ShownItem(BaseModel):
    """One of the top picks a turn showed: what "that brand" (那个牌子) can point at."""

    id: str
    title: str
    brand: str = ""


class BrandQuestion(BaseModel):
    """A pointer at a brand ("not that brand", 他们家的不要) that the shown picks did not
    settle (they have several brands): the message, and the brands it was asked among."""

    text: str
    brands: list[str]


class SessionState(BaseModel):
    """P_t: the state of one session, expired after its TTL."""

    user: str
    session_id: str
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    ttl_hours: float = DEFAULT_TTL_HOURS
    turn: int = 0
    current_intent: str = ""
    domain: Domain | None = None
    slots: dict[str, str] = Field(default_factory=dict)  # the current item's slots
    # The item being shopped for: a product-type key, or a domain when no type was named;
    # every item's own slots, so going back to it brings its size and budget back.
    item: str = ""
    item_slots: dict[str, dict[str, str]] = Field(default_factory=dict)
    slot_switch: SlotSwitch | None = None  # the last change of item
    # The words asked for with each item ("a black backpack": black, "a waterproof jacket":
    # waterproof), so a later turn on the same item ("any with a laptop compartment?",
    # "cheaper please") still ranks by them, and going back to the item brings them back:
    # the turn's prefer words alone were forgotten by the next turn.
    item_wishes: dict[str, list[str]] = Field(default_factory=dict)
    constraints: list[Constraint] = Field(default_factory=list)
    rejected_options: list[RejectedOption] = Field(default_factory=list)
    open_questions: list[str] = Field(default_factory=list)
    decisions_made: list[str] = Field(default_factory=list)
    # What the last turn that searched searched for (query, keywords, product type): a turn
    # that only decides on what it was shown searches it again, so "the first one" stays the
    # first one it saw.
    last_search: dict[str, Any] = Field(default_factory=dict)
    # The prices (amount, currency) of the last results shown: "cheaper please" caps the
    # budget under them (agent/steps/plan.py).
    shown_prices: list[tuple[float, str]] = Field(default_factory=list)
    # The top picks the last results showed, best first (agent/steps/shown_brand.py reads
    # "that brand" against them), and the pointer still waiting for "which one?".
    shown: list[ShownItem] = Field(default_factory=list)
    brand_question: BrandQuestion | None = None
    transcript: list[TurnRecord] = Field(default_factory=list)
    # constraints said and then taken back ("plastic is fine"): the curator supersedes them
    lifted_constraints: list[Constraint] = Field(default_factory=list)
    curated: bool = False

    def is_expired(self, now: datetime | None = None) -> bool:
        now = now or utcnow()
        return now - self.updated_at > timedelta(hours=self.ttl_hours)

    def apply_slots(self, changes: dict[str, str]) -> None:
        """Overwrite semantics: the latest value said wins; an empty value clears the slot."""
        for name, value in changes.items():
            if value in (None, ""):
                self.slots.pop(name, None)
            else:
                self.slots[name] = str(value)
        if self.item:
            self.item_slots[self.item] = dict(self.slots)

    def switch_item(self, item: str, turn: int, carry: Sequence[str] = ()) -> SlotSwitch | None:
        """Shopping for another item: the old item's slots are put away under its key (not
        applied to the new one), session-wide slots stay (and every slot said before the
        first item was named goes to that item), the new item's own slots from
        earlier come back, and questions asked for the old item are dropped (the answer
        step asks again where the new item needs them). `carry`: item slots that hold for
        the new item too (a shoe size from one pair of shoes to another: the same feet).
        None when the item is the same."""
        if not item or item == self.item:
            return None
        old = self.item
        if old:
            self.item_slots[old] = dict(self.slots)
            kept = {k: v for k, v in self.slots.items() if k not in ITEM_SLOTS or k in carry}
        else:  # slots said before any item was named ("under 30", then "a kettle") are its
            kept = dict(self.slots)
        dropped = {k: v for k, v in self.slots.items() if k not in kept}
        restored = {k: v for k, v in self.item_slots.get(item, {}).items() if k in ITEM_SLOTS}
        # what was just said before naming the item wins over what that item had earlier
        self.slots = {**kept, **restored} if old else {**restored, **kept}
        self.item = item
        self.item_slots[item] = dict(self.slots)
        switch = SlotSwitch(turn=turn, from_item=old, to_item=item, dropped=dropped, kept=kept,
                            restored=restored, questions_dropped=list(self.open_questions),
                            wishes_dropped=self._wishes_of(old), wishes_restored=self._wishes_of(item))
        self.open_questions = []
        if old:
            self.slot_switch = switch
        return switch

    def _wishes_of(self, item: str) -> list[str]:
        if not item:
            return []
        said = [", ".join(c.keywords) or c.slug for c in self.constraints if c.item == item]
        return list(dict.fromkeys([*said, *self.item_wishes.get(item, [])]))

    @property
    def wishes(self) -> list[str]:
        """The words asked for with the item being shopped for."""
        return list(self.item_wishes.get(self.item, []))

    def keep_wishes(self, words: Sequence[str]) -> None:
        """The current item's words asked for, in the order said (empty: none kept)."""
        kept = list(dict.fromkeys(w for w in words if w))
        if self.item and kept:
            self.item_wishes[self.item] = kept
        elif self.item:
            self.item_wishes.pop(self.item, None)

    def rename_item(self, item: str) -> None:
        """The same item, now named more precisely (a domain becomes its product type): its
        slots and the wishes said with it go with it."""
        if self.item and item and item != self.item:
            self.item_slots.pop(self.item, None)
            if self.item in self.item_wishes:
                self.item_wishes[item] = self.item_wishes.pop(self.item)
            for c in self.constraints:
                if c.item == self.item:
                    c.item = item
        self.item = item
        self.item_slots[item] = dict(self.slots)

    def add_constraint(self, constraint: Constraint) -> None:
        """Same key in the same scope: the restatement replaces the old one. Two items'
        wishes of one word are two ("wool" for the scarf and for the hat), and a wish for the
        whole session takes the place of the items' own. A floor everywhere covers the same
        word said for one domain (see `covered_by_floor`): the narrower one is dropped, or
        never added."""
        if covered_by_floor(constraint, self.constraints):
            return
        if constraint.item and any(c.key == constraint.key and c.domain == constraint.domain
                                   and not c.item for c in self.constraints):
            return  # already wished for the whole session: the item's wish adds nothing
        self.constraints = [
            c for c in self.constraints
            if not (c.key == constraint.key and c.domain == constraint.domain
                    and (not constraint.item or c.item == constraint.item))
            and not covered_by_floor(c, [constraint])
        ]
        self.constraints.append(constraint)

    def place_unplaced(self, domain: Domain | None) -> list[Constraint]:
        """Constraints said before the session knew what it shops for ("I hate wool", then
        "a warm sweater") were kept under `other`, in force nowhere: they belong to the item
        the session goes on to shop for, so they take the first domain it learns. Returns
        the constraints placed."""
        if domain is None or domain in (Domain.OTHER, Domain.GLOBAL):
            return []
        placed = [c.model_copy(update={"domain": domain}) for c in self.constraints
                  if c.domain == Domain.OTHER]
        if placed:
            self.constraints = [c for c in self.constraints if c.domain != Domain.OTHER]
            for constraint in placed:
                self.add_constraint(constraint)
        return placed

    def lift_constraints(self, slugs: list[str]) -> list[Constraint]:
        """"Plastic is fine after all": drop every session constraint with that slug."""
        wanted = {clean_slug(s) for s in slugs if str(s).strip()}
        lifted = [c for c in self.constraints if c.slug in wanted]
        self.constraints = [c for c in self.constraints if c.slug not in wanted]
        self.lifted_constraints.extend(lifted)
        return lifted

    def ask(self, questions: list[str]) -> None:
        for question in questions:
            if question and question not in self.open_questions:
                self.open_questions.append(question)

    def resolve_questions(self, resolved: list[str]) -> list[str]:
        """Removed only by an exact match: a paraphrase leaves the question open."""
        done = [q for q in self.open_questions if q in resolved]
        self.open_questions = [q for q in self.open_questions if q not in resolved]
        return done

    def decide(self, decisions: list[str]) -> None:
        for decision in decisions:
            if decision and decision not in self.decisions_made:
                self.decisions_made.append(decision)

    def panel(self) -> dict[str, Any]:
        """The P_t fields the trace and the panels show."""
        return self.model_dump(
            mode="json",
            include={"current_intent", "domain", "slots", "item", "item_slots", "item_wishes",
                     "slot_switch", "constraints", "rejected_options", "open_questions",
                     "decisions_made"},
        )

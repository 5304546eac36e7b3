"""Behaviour affinity: attribute words counted in favourited titles (DESIGN section 6).

The third rung of the ladder (what the user did): no LLM, a weak bonus only. It never
removes an item, never enters the search query, and yields to anything explicit:
- suppressed: an explicit dislike covers the token (`covers`, both ways, after
  normalize_terms): dislike "皮革" drops "genuine leather". Never string equality.
- yielded: an explicit prefer word of the turn covers it; the prefer already boosts it,
  so counting it again would let behaviour outvote speech.

The vocabulary (English token -> material|feature) lives in `data/affinity_vocab.json`;
the Chinese aliases are derived by inverting `data/zh_en_terms.json`, the one zh->en map.
The weight is passed in: the picker owns W_AFFINITY.
"""
from __future__ import annotations

import json
import re
from collections import defaultdict
from functools import lru_cache
from typing import Iterable, Literal

from pydantic import BaseModel, Field

from memory.domains import Domain
from memory.paths import AFFINITY_VOCAB
from memory.terms import covers, is_chinese, term_hits, term_map

VOCAB_FILE = AFFINITY_VOCAB

AffinityState = Literal["active", "suppressed", "yielded", "below_threshold"]


class AffinitySignal(BaseModel):
    token: str
    votes: int
    weight: float = 0.0  # the passed-in weight when active, else 0.0
    state: AffinityState
    by: str | None = None  # the dislike/prefer word that suppressed/yielded it
    titles: list[str] = Field(default_factory=list)  # the favourite titles that voted


@lru_cache(maxsize=1)
def _vocab() -> dict[str, str]:
    raw = json.loads(VOCAB_FILE.read_text(encoding="utf-8"))
    return {str(k).strip().lower(): str(v) for k, v in raw.items()}


@lru_cache(maxsize=1)
def _aliases() -> dict[str, tuple[str, ...]]:
    # One-character keys (棉, 木, 皮 ...) are left out: as substrings of Chinese titles they
    # vote from 棉花糖 (marshmallow), 木马 (rocking horse), 橡皮 (eraser).
    vocab = _vocab()
    out: dict[str, list[str]] = {token: [] for token in vocab}
    for zh, english in term_map().items():
        if not is_chinese(zh) or len(zh) < 2:
            continue
        for en in english:
            if en in out and zh not in out[en]:
                out[en].append(zh)
    return {token: tuple(zhs) for token, zhs in out.items()}


def vocabulary() -> dict[str, list[str]]:
    """token -> its Chinese aliases (derived from the zh->en map)."""
    return {token: list(zhs) for token, zhs in _aliases().items()}


def vocabulary_kinds() -> dict[str, str]:
    """token -> material | feature."""
    return dict(_vocab())


def _token_hits(token: str, text: str) -> bool:
    if term_hits(token, text):
        return True
    return any(term_hits(zh, text) for zh in _aliases().get(token, ()))


@lru_cache(maxsize=1)
def _prefilter() -> tuple[re.Pattern[str], dict[str, frozenset[str]]]:
    """One scan that lists the vocabulary tokens a title MAY hit.

    A substring test is never the answer (term_hits is), only a cheap gate before it. Each
    token contributes plain forms (its longest English word, its Chinese aliases); the
    lookahead finds overlapping forms (头层牛皮 and 牛皮), and a form also credits every
    form inside it, since at one position only the longest alternative is reported.
    """
    owners: dict[str, set[str]] = defaultdict(set)
    for token, aliases in _aliases().items():
        words = token.replace("-", " ").split()
        for form in (max(words, key=len) if words else token, *aliases):
            owners[form.lower()].add(token)
    forms = sorted(owners, key=len, reverse=True)
    pattern = re.compile("(?=(" + "|".join(re.escape(f) for f in forms) + "))")
    credits = {
        form: frozenset(t for inner in forms if inner in form for t in owners[inner])
        for form in forms
    }
    return pattern, credits


@lru_cache(maxsize=4096)
def title_tokens(title: str) -> frozenset[str]:
    """Every vocabulary token a title hits. Cached: favourites are re-read every turn."""
    pattern, credits = _prefilter()
    candidates: set[str] = set()
    for form in set(pattern.findall(title.lower())):
        candidates |= credits[form]
    return frozenset(t for t in candidates if _token_hits(t, title))


def compute_affinity(
    favourite_titles: list[str],
    *,
    dislike_words: list[str],
    prefer_words: list[str],
    weight: float,
    threshold: int = 2,
) -> list[AffinitySignal]:
    """One signal per vocabulary token with at least one vote, most votes first.

    Votes are DISTINCT favourites (by title) whose title hits the token or an alias.
    Precedence: suppressed (explicit dislike) > yielded (explicit prefer) >
    below_threshold > active.
    """
    titles: list[str] = []
    for title in favourite_titles:
        title = str(title).strip()
        if title and title not in titles:
            titles.append(title)

    signals: list[AffinitySignal] = []
    tokens = [title_tokens(t) for t in titles]
    present = frozenset().union(*tokens)  # most of the vocabulary hits none of the titles
    for token in _vocab():
        if token not in present:
            continue
        voters = [t for t, hit in zip(titles, tokens) if token in hit]
        by = _first_covering(dislike_words, token)
        if by is not None:
            state: AffinityState = "suppressed"
        else:
            by = _first_covering(prefer_words, token)
            if by is not None:
                state = "yielded"
            elif len(voters) < threshold:
                state = "below_threshold"
            else:
                state = "active"
        signals.append(
            AffinitySignal(
                token=token,
                votes=len(voters),
                weight=float(weight) if state == "active" else 0.0,
                state=state,
                by=by,
                titles=voters,
            )
        )
    signals.sort(key=lambda s: (-s.votes, s.token))
    return signals


def _first_covering(words: Iterable[str], token: str) -> str | None:
    for word in words:
        if str(word).strip() and covers(str(word), token):
            return str(word)
    return None


def affinity_hits(signals: Iterable[AffinitySignal], text: str) -> list[str]:
    """Active tokens that hit `text` (through their Chinese aliases for Chinese text)."""
    return [s.token for s in signals if s.state == "active" and _token_hits(s.token, text)]


def coverage(items: Iterable[tuple[Domain, str]]) -> dict[Domain, float]:
    """Share of titles per domain that hit at least one vocabulary attribute."""
    totals: dict[Domain, int] = defaultdict(int)
    hits: dict[Domain, int] = defaultdict(int)
    for domain, title in items:
        totals[domain] += 1
        if title_tokens(str(title)):
            hits[domain] += 1
    return {domain: hits[domain] / totals[domain] for domain in totals}

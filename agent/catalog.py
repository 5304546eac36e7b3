"""Turn a real store export (CSV or TSV) into catalog JSONL (DESIGN section 7).

Real exports are messy: no category column (Myntra), raw category paths (Amazon), Chinese
titles with commas for spaces (Taobao), prices like "₹1,299" or "N/A", files saved as GBK, a
few rows of broken UTF-8, a pasted 10 KB "title". A bad row is skipped and counted by reason,
never a crash; the summary says how many and why, and how fast.

The domain comes from the raw category read leaf-first, the title's keywords, and, where
those are weak, the nearest labelled neighbours (agent/domain_classifier.py decides). Never
from the description: marketing prose names materials and uses the product is not.
"""
from __future__ import annotations

import csv
import io
import json
import re
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from pydantic import BaseModel, Field

from agent.domain_classifier import (decide, leaf_against_shelf, leaf_in_doubt, leaf_read_otherwise, leaf_word_unread,
                                     may_be_misread, needs_leaf_vote, names_codes_only, needs_title_vote, path_text,
                                     rank_title, read_over_generic, read_path, rests_on_one_word, states_net_weight)
from agent.domain_map import CategoryReading, read_as_english, split_category, without_pack
from agent.domain_neighbours import NeighbourVote
from agent.zh_noun_ends import title_ends
from agent.title_head import blend, seller_head
from agent.products import Product
from memory.domains import Domain
from memory.text import CJK as _CJK

if TYPE_CHECKING:
    from agent.domain_neighbours import NeighbourClassifier

ENCODINGS = ("utf-8-sig", "gb18030", "latin-1")  # utf-8-sig also reads plain utf-8
Progress = Callable[[int, int], None]

_CURRENCY_HINTS = (
    (re.compile(r"₹|\brs\.?(?=\s|\d)|\binr\b", re.I), "INR"),
    (re.compile(r"¥|￥|元|\bcny\b|\brmb\b", re.I), "CNY"),
    (re.compile(r"€|\beur\b", re.I), "EUR"),
    (re.compile(r"£|\bgbp\b", re.I), "GBP"),
    (re.compile(r"\$|\busd\b", re.I), "USD"),
)
_THOUSANDS = re.compile(r"^\d{1,3}(?:,\d{3})+(?:\.\d+)?$")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


class ImportSummary(BaseModel):
    source: str
    out: str
    platform: str
    encoding: str = ""
    delimiter: str = ","
    rows_read: int = 0
    written: int = 0
    per_domain: dict[str, int] = Field(default_factory=dict)
    skipped: dict[str, int] = Field(default_factory=dict)  # reason -> rows
    duplicate_titles: int = 0
    per_source: dict[str, int] = Field(default_factory=dict)  # domain_source -> rows
    semantic: str = "auto"
    embedded: int = 0            # distinct texts the neighbours were asked about
    semantic_skipped: int = 0    # weak rows left to keywords: over the auto limit
    embed_seconds: float = 0.0
    seconds: float = 0.0

    @property
    def rows_per_second(self) -> float:
        return self.rows_read / self.seconds if self.seconds else 0.0

    @property
    def skipped_total(self) -> int:
        return sum(self.skipped.values())

    @property
    def share_other(self) -> float:
        return self.per_domain.get(Domain.OTHER.value, 0) / self.written if self.written else 0.0

    def format(self) -> str:
        delim = "tab" if self.delimiter == "\t" else repr(self.delimiter)
        lines = [
            f"import {self.source} -> {self.out}",
            f"  platform {self.platform}, encoding {self.encoding}, delimiter {delim}",
            f"  rows read {self.rows_read}, written {self.written}, skipped {self.skipped_total}",
        ]
        for reason, n in sorted(self.skipped.items(), key=lambda kv: (-kv[1], kv[0])):
            lines.append(f"    skipped {n:>6}  {reason}")
        if self.duplicate_titles:
            lines.append(f"  duplicate titles (kept, distinct ids): {self.duplicate_titles}")
        lines.append(f"  share other: {self.share_other:.1%}")
        if self.per_source:
            lines.append("  decided by: " + ", ".join(
                f"{source} {n}" for source, n in sorted(self.per_source.items(), key=lambda kv: -kv[1])))
        note = f"semantic {self.semantic}: {self.embedded} texts embedded in {self.embed_seconds:.1f} s"
        if self.semantic_skipped:
            note += f", {self.semantic_skipped} weak rows left to keywords (over the limit)"
        lines.append("  " + note)
        lines.append(f"  throughput: {self.rows_read} rows in {self.seconds:.1f} s "
                     f"({self.rows_per_second:,.0f} rows/s)")
        lines.append("  per domain:")
        for domain, n in sorted(self.per_domain.items(), key=lambda kv: (-kv[1], kv[0])):
            label = Domain(domain).zh
            lines.append(f"    {domain:<24}{label:<6}{n:>7}")
        return "\n".join(lines)


def parse_price(raw: str | None) -> tuple[float | None, str | None]:
    """(amount, currency or None). Amount None when there is no number to read.

    "₹1,299" -> (1299.0, "INR"); "$49.99" -> (49.99, "USD"); "N/A", "abc", "" -> (None, None).
    """
    if raw is None:
        return None, None
    text = str(raw).strip()
    if not text:
        return None, None
    currency = next((code for pattern, code in _CURRENCY_HINTS if pattern.search(text)), None)
    found = re.search(r"(-?)(\d[\d,.]*)", text)  # the first number; of a range, the low end
    if not found or found.group(1):
        return None, None  # no digits, or a negative amount
    token = found.group(2).rstrip(".,")
    if _THOUSANDS.match(token):
        token = token.replace(",", "")
    elif token.count(",") == 1 and "." not in token and len(token.split(",")[1]) in (1, 2):
        token = token.replace(",", ".")  # "12,50": a decimal comma
    m = _NUMBER.fullmatch(token)
    if not m:
        return None, None
    return float(m.group(0)), currency


def clean_title(title: str) -> str:
    """Collapse whitespace; in Chinese titles a comma stands for a space (Taobao exports)."""
    if _CJK.search(title):
        title = re.sub(r"\s*[,，]\s*", " ", title)
    return " ".join(title.split())


MAX_TITLE_CHARS = 1000  # a title longer than this is a pasted description or a broken row
_BROKEN = re.compile(r"[\udc80-\udcff]")  # bytes utf-8 could not read, kept as surrogates


def read_text(path: str | Path) -> tuple[str, str]:
    """The file's text and the encoding that read it.

    A UTF-8 file with a few broken byte sequences stays UTF-8: the bad bytes are kept as
    surrogates so those rows (and only those) are skipped as broken, instead of the whole file
    being misread as GBK. A file that is mostly not UTF-8 is tried as GB18030, then Latin-1.
    """
    data = Path(path).read_bytes()
    try:
        return data.decode("utf-8-sig"), "utf-8-sig"
    except UnicodeDecodeError:
        pass
    lenient = data.decode("utf-8", errors="surrogateescape").lstrip("\ufeff")
    lines = lenient.count("\n") + 1
    broken = sum(1 for line in lenient.splitlines() if _BROKEN.search(line))
    if broken <= max(1, lines // 20):
        return lenient, "utf-8 (some rows broken)"
    for encoding in ENCODINGS[1:]:
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1", errors="replace"), "latin-1"  # unreachable: latin-1 reads all


def detect_delimiter(path: str | Path, text: str) -> str:
    suffix = Path(path).suffix.lower()
    if suffix in (".tsv", ".tab"):
        return "\t"
    sample = "\n".join(text[:200_000].splitlines()[:50])
    try:
        return csv.Sniffer().sniff(sample, delimiters=",\t;|").delimiter
    except csv.Error:
        first = sample.splitlines()[0] if sample else ""
        return "\t" if first.count("\t") > first.count(",") else ","


SEMANTIC_MODES = ("auto", "on", "off")
SEMANTIC_LIMIT = 20_000  # distinct texts embedded in auto mode (~10 ms each on two cores)


def _unspread(pending: list, departments) -> None:
    """An unknown leaf read by a shelf whose rows in the labelled reference spread over several
    domains (agent/domain_departments.py: "Office Products", "Lighting") is read as under a
    department that spans domains (`domain_classifier._unspanned`): the title and the neighbours
    decide, and the shelf's word stays aside for a decision without them. So is such a shelf
    read as the leaf because the shelves below it name no goods ("Home & Kitchen › Top Picks",
    `read_over_generic`). The votes asked do not change: a leaf the table cannot read is asked
    about either way."""
    if departments is None:
        return
    for item in pending:
        reading = item.reading
        if reading is None or reading.domain is None or reading.leaf_known or not reading.segment:
            continue
        segments = split_category(read_as_english(item.product.category or ""))
        if reading.segment == reading.leaf and not read_over_generic(reading, segments):
            continue
        if reading.segment in segments and departments.spreads(
                " ".join(segments[:segments.index(reading.segment) + 1])):
            item.reading = replace(reading, domain=None, certainty=0.0, segment="", spanned=reading)


def import_csv(
    path: str | Path,
    *,
    title: str,
    category: str | None = None,
    price: str | None = None,
    brand: str | None = None,
    platform: str = "import",
    out: str | Path,
    id_col: str | None = None,
    description: str | None = None,
    currency: str | None = None,
    progress: Progress | None = None,
    semantic: str = "auto",
    semantic_limit: int = SEMANTIC_LIMIT,
    neighbours: "NeighbourClassifier | None" = None,
    embed_progress: Progress | None = None,
) -> ImportSummary:
    """Read a CSV/TSV export and write catalog JSONL to `out`; return what happened.

    Column arguments name header columns. Ids are the `id_col` value when given and present,
    else `<platform>-<data row number>`, so a re-import gives the same ids. Raises ValueError
    only for a wrong call (a named column missing from the header), never for a bad row.

    `semantic`: "off" decides by keywords alone; "auto" asks the nearest labelled neighbours
    (agent/domain_neighbours.py) about rows whose keyword evidence is weak, at most
    `semantic_limit` distinct texts; "on" asks about every row. Each row keeps its evidence
    in `domain_source` and `domain_score`.
    """
    if semantic not in SEMANTIC_MODES:
        raise ValueError(f"semantic must be one of {', '.join(SEMANTIC_MODES)}, not {semantic!r}")
    started = time.perf_counter()
    text, encoding = read_text(path)
    delimiter = detect_delimiter(path, text)
    summary = ImportSummary(source=str(path), out=str(out), platform=platform,
                            encoding=encoding, delimiter=delimiter, semantic=semantic)
    csv.field_size_limit(1 << 24)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = [h.strip() for h in next(reader)]
    except StopIteration:
        header = []
    index = _column_index(header, dict(title=title, category=category, price=price, brand=brand,
                                       id_col=id_col, description=description))
    rows = list(reader)
    del text
    total = len(rows)
    header_currency = _header_currency(header[index["price"]]) if index.get("price") is not None else None

    skipped: Counter[str] = Counter()
    seen_ids: set[str] = set()
    readings: dict[str, CategoryReading] = {}
    pending: list[_Pending] = []
    step = max(1, total // 200)
    for row_no, row in enumerate(rows, 1):
        if progress and (row_no % step == 0 or row_no == total):
            progress(row_no, total)
        if not any(cell.strip() for cell in row):
            continue  # a blank line is not a row
        summary.rows_read += 1
        try:
            product, reason = _product_from_row(row, row_no, index, platform,
                                                currency or header_currency)
        except Exception as exc:  # a malformed row must not stop the import
            product, reason = None, f"malformed row ({type(exc).__name__})"
        if product is None:
            skipped[reason or "unknown"] += 1
            continue
        if product.id in seen_ids:
            skipped["duplicate id"] += 1
            continue
        seen_ids.add(product.id)
        reading = None
        if product.category:
            reading = readings.get(product.category)
            if reading is None:
                reading = readings[product.category] = read_path(product.category)
        pending.append(_Pending(product, reading, _without_brand(product.title, product.brand or "")))
    rows.clear()
    if progress and total == 0:
        progress(0, 0)

    # Title keywords only where the category does not already decide clearly; each distinct
    # title once (real exports repeat titles across sizes and colours).
    # A clear leaf is checked against the title only when the title has the leaf's word
    # unread by its own keywords: another sense of it ("Aquatics › Pumps" over an air pump).
    ranked_by_title: dict[str, list] = {}
    for item in pending:
        unread = leaf_word_unread(item.reading, item.title_text)
        # (a one-word leaf under a shelf the table cannot read: the title says whether it backs
        # the leaf's sense against the path's neighbours, `decide`; without them nothing asks)
        # (a leaf read against the shelf right above it: the title may side with the shelf, `decide`)
        if item.reading is None or unread or (item.reading.unread_shelf and semantic != "off") \
                or needs_title_vote(item.reading, []) or leaf_against_shelf(item.reading):
            ranked = ranked_by_title.get(item.title_text)
            if ranked is None:
                ranked = ranked_by_title[item.title_text] = rank_title(item.title_text)
            item.title_ranked = ranked
            if unread and leaf_read_otherwise(item.reading, ranked):
                item.reading = None
        # a clear one-word leaf the title does not back: both neighbour votes are asked (`decide`)
        item.doubted = semantic != "off" and leaf_in_doubt(item.reading, item.title_text)

    leaf_texts: list[str] = []
    title_texts: list[str] = []
    if semantic != "off":
        leaf_texts = list(dict.fromkeys(
            path_text(item.product.category or "", item.reading) for item in pending
            if item.reading is not None and (semantic == "on" or item.doubted or needs_leaf_vote(item.reading))))
        title_texts = list(dict.fromkeys(
            item.title_text for item in pending
            if semantic == "on" or item.doubted or needs_title_vote(item.reading, item.title_ranked, item.title_text)))
        if semantic == "auto":
            room = max(0, semantic_limit - len(leaf_texts))
            summary.semantic_skipped = max(0, len(title_texts) - room)
            leaf_texts, title_texts = leaf_texts[:semantic_limit], title_texts[:room]
    leaf_votes: dict[str, NeighbourVote] = {}
    title_votes: dict[str, NeighbourVote] = {}
    read_votes: dict[str, NeighbourVote] = {}
    if leaf_texts or title_texts:
        if neighbours is None:
            from agent.domain_neighbours import NeighbourClassifier

            neighbours = NeighbourClassifier.default()
        _unspread(pending, getattr(neighbours, "departments", None))
        embed_started = time.perf_counter()
        # the neighbours read a title without its pack ("Pistachios 1 kg Bag": pistachios),
        # and a keyword-less English title's head phrase beside it, in the same batch
        # (agent/title_head.py)
        asked = set(title_texts)
        heads = {t: seller_head(t) for t in title_texts if t in ranked_by_title and not ranked_by_title[t]}
        head_texts = list(dict.fromkeys(h for h in heads.values() if h))
        if semantic == "auto":  # within the same limit, after the texts that decide alone
            head_texts = head_texts[:max(0, semantic_limit - len(leaf_texts) - len(title_texts))]
        everything = leaf_texts + [without_pack(t) for t in title_texts] + head_texts
        # a keyword-less title (and its head phrase) is voted with the linear reader's shares
        # mixed in (agent/domain_reader.py): there the vote alone decides the row
        keywordless = [without_pack(t) for t in heads if not _CJK.search(t)]
        # a title the keywords read, with no category that names a domain, is voted with the
        # reader too: that vote may outvote the keywords (`decide`, domain_reader.outvoting).
        # Only when the reader has read the labelled reference's seller titles, which it was
        # measured with: on the exemplars and demo catalog alone (reference "off") it files
        # "Elderberry Gummies with Zinc" as food (test_import_round14)
        reread = list(dict.fromkeys(
            item.title_text for item in pending
            if item.title_ranked and item.title_text in asked and not _CJK.search(item.title_text)
            and (item.reading is None or item.reading.domain is None))) if "reference" in neighbours.sources else []
        votes = neighbours.classify(everything, progress=embed_progress,
                                    read=keywordless + [h for h in heads.values() if h],
                                    reread=[without_pack(t) for t in reread])
        read_votes = dict(zip(reread, votes[len(everything):]))
        votes = votes[:len(everything)]
        leaf_votes = dict(zip(leaf_texts, votes[:len(leaf_texts)]))
        head_votes = dict(zip(head_texts, votes[len(leaf_texts) + len(title_texts):]))
        title_votes = {t: blend(v, head_votes.get(heads.get(t)))
                       for t, v in zip(title_texts, votes[len(leaf_texts):len(leaf_texts) + len(title_texts)])}
        summary.embedded = len(everything)
        summary.embed_seconds = round(time.perf_counter() - embed_started, 2)

    def _noun_ends(item) -> frozenset:
        # only a keyword-less Chinese title its neighbours were asked about (`decide`, ENDS_LEXICON_VOTE)
        if item.title_ranked or item.title_text not in title_votes or not _CJK.search(item.title_text):
            return frozenset()
        return title_ends(item.title_text)

    per_domain: Counter[str] = Counter()
    per_source: Counter[str] = Counter()
    seen_titles: set[str] = set()
    with open(out, "w", encoding="utf-8") as fh:
        for item in pending:
            product = item.product
            decision = decide(item.reading, item.title_ranked,
                              leaf_votes.get(path_text(item.product.category or "", item.reading))
                              if item.reading and leaf_votes else None,
                              title_votes.get(item.title_text),
                              chinese=bool(_CJK.search(item.title_text)),
                              weighed=not item.title_ranked and states_net_weight(item.title_text),
                              misread=item.title_text in title_votes and may_be_misread(item.title_text),
                              lone=item.title_text in title_votes and rests_on_one_word(item.title_text),
                              coded=not item.title_ranked and names_codes_only(item.title_text),
                              doubted=item.doubted,
                              read_vote=read_votes.get(item.title_text),
                              ends=_noun_ends(item))
            product.domain = decision.domain
            product.domain_source = decision.source
            product.domain_score = round(decision.score, 3)
            if product.title in seen_titles:
                summary.duplicate_titles += 1
            seen_titles.add(product.title)
            fh.write(json.dumps(product.model_dump(mode="json", exclude_none=True),
                                ensure_ascii=False) + "\n")
            per_domain[product.domain.value] += 1
            per_source[decision.source.value] += 1
            summary.written += 1
    summary.per_domain = dict(per_domain)
    summary.per_source = dict(per_source)
    summary.skipped = dict(skipped)
    summary.seconds = round(time.perf_counter() - started, 2)
    return summary


@dataclass
class _Pending:
    product: Product
    reading: CategoryReading | None
    title_text: str
    title_ranked: list = field(default_factory=list)
    doubted: bool = False


def _column_index(header: list[str], wanted: dict[str, str | None]) -> dict[str, int | None]:
    lowered = {h.lower(): i for i, h in enumerate(header)}
    index: dict[str, int | None] = {}
    for role, name in wanted.items():
        if name is None:
            index[role] = None
            continue
        i = lowered.get(name.strip().lower())
        if i is None:
            raise ValueError(f"column {name!r} ({role}) not in header: {', '.join(header) or '(empty file)'}")
        index[role] = i
    return index


def _header_currency(header: str) -> str | None:
    return next((code for pattern, code in _CURRENCY_HINTS if pattern.search(header)), None)


def _cell(row: list[str], i: int | None) -> str:
    if i is None or i >= len(row):
        return ""
    return row[i].strip()


def _without_brand(title: str, brand: str) -> str:
    """The title minus its brand name: "Urban Dog … Sports Shorts" is apparel, not pet food."""
    if not brand or len(brand) < 2:
        return title
    stripped = re.sub(re.escape(brand), " ", title, flags=re.IGNORECASE).strip()
    return stripped or title


def _product_from_row(row: list[str], row_no: int, index: dict[str, int | None], platform: str,
                      default_currency: str | None) -> tuple[Product | None, str | None]:
    if any(_BROKEN.search(cell) for cell in row):
        return None, "broken UTF-8"
    title = clean_title(_cell(row, index["title"]))
    if not title:
        return None, "no title"
    if len(title) > MAX_TITLE_CHARS:
        return None, f"title longer than {MAX_TITLE_CHARS} characters"
    amount, found_currency = 0.0, None
    if index["price"] is not None:
        amount, found_currency = parse_price(_cell(row, index["price"]))
        if amount is None:
            return None, "unparseable price"
    if not found_currency:
        found_currency = default_currency or ("CNY" if _CJK.search(title) else "USD")
    raw_category = _cell(row, index["category"])
    brand = _cell(row, index["brand"])
    given_id = _cell(row, index["id_col"])
    product_id = given_id or f"{platform}-{row_no:06d}"
    return Product(
        id=product_id, title=title, platform=platform, category=raw_category,
        price=amount, currency=found_currency, brand=brand or None,
        description=_cell(row, index["description"]) or None,
    ), None


# ---------------------------------------------------------------- before the user commits


class LeafRows(BaseModel):
    """One category leaf of an import: what its rows landed in, and how many there are."""

    leaf: str
    domain: Domain
    rows: int


class ImportPreview(BaseModel):
    """What a person checks before indexing an import: the domain mix, the least certain rows
    (why each landed where it did), and the category leaves that can be corrected at once."""

    rows: int
    per_domain: dict[str, int]
    per_source: dict[str, int]
    least_certain: list[Product]
    leaves: list[LeafRows]


def preview_import(path: str | Path, *, least: int = 20) -> ImportPreview:
    from agent.domain_map import category_leaf
    from agent.products import read_catalog

    products = read_catalog(path)
    per_domain = Counter(p.domain.value for p in products)
    per_source = Counter(p.domain_source.value for p in products if p.domain_source)
    uncertain = sorted(products, key=lambda p: (1.0 if p.domain_score is None else p.domain_score, p.id))
    leaves: dict[str, Counter[Domain]] = {}
    for p in products:
        if p.category:
            leaves.setdefault(category_leaf(p.category), Counter())[p.domain] += 1
    leaf_rows = [LeafRows(leaf=leaf, domain=counts.most_common(1)[0][0], rows=sum(counts.values()))
                 for leaf, counts in leaves.items()]
    leaf_rows.sort(key=lambda lr: (-lr.rows, lr.leaf))
    return ImportPreview(rows=len(products), per_domain=dict(per_domain), per_source=dict(per_source),
                         least_certain=uncertain[:least], leaves=leaf_rows)


def correct_leaf(path: str | Path, leaf: str, domain: Domain) -> int:
    """Put every row whose category leaf is `leaf` in `domain`, marked as a person's
    correction (source corrected, score 1); rewrites the JSONL. Returns the rows changed."""
    from agent.domain_map import category_leaf
    from agent.products import DomainSource, read_catalog, write_catalog

    products = read_catalog(path)
    changed = 0
    for p in products:
        if p.category and category_leaf(p.category) == leaf:
            if p.domain != domain or p.domain_source != DomainSource.CORRECTED:
                changed += 1
            p.domain, p.domain_source, p.domain_score = domain, DomainSource.CORRECTED, 1.0
    if changed:
        tmp = Path(path).with_name(Path(path).name + ".tmp")
        write_catalog(products, tmp)
        tmp.replace(path)
    return changed

"""Turn a real store export (CSV or TSV) into catalog JSONL (DESIGN section 7).

Real exports are messy: no category column (Myntra), raw category paths (Amazon), Chinese
titles with commas for spaces (Taobao), prices like "₹1,299" or "N/A", files saved as GBK.
A bad row is skipped and counted, never a crash; the summary says how many and why.

The domain comes from the raw category (most specific segment that maps) and, where there is
no category or it maps nowhere, from the title. Never from the description: marketing prose
names materials and uses the product is not.
"""
from __future__ import annotations

import csv
import io
import json
import re
from collections import Counter
from pathlib import Path
from typing import Callable

from pydantic import BaseModel, Field

from agent.domain_map import classify_category, classify_text
from agent.products import Product
from memory.domains import Domain
from memory.text import CJK as _CJK

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


def read_text(path: str | Path) -> tuple[str, str]:
    """The file's text and the encoding that read it cleanly."""
    data = Path(path).read_bytes()
    for encoding in ENCODINGS:
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1", errors="replace"), "latin-1"  # unreachable: latin-1 reads all


def detect_delimiter(path: str | Path, text: str) -> str:
    suffix = Path(path).suffix.lower()
    if suffix in (".tsv", ".tab"):
        return "\t"
    sample = "\n".join(text.splitlines()[:50])
    try:
        return csv.Sniffer().sniff(sample, delimiters=",\t;|").delimiter
    except csv.Error:
        first = sample.splitlines()[0] if sample else ""
        return "\t" if first.count("\t") > first.count(",") else ","


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
) -> ImportSummary:
    """Read a CSV/TSV export and write catalog JSONL to `out`; return what happened.

    Column arguments name header columns. Ids are the `id_col` value when given and present,
    else `<platform>-<data row number>`, so a re-import gives the same ids. Raises ValueError
    only for a wrong call (a named column missing from the header), never for a bad row.
    """
    text, encoding = read_text(path)
    delimiter = detect_delimiter(path, text)
    summary = ImportSummary(source=str(path), out=str(out), platform=platform,
                            encoding=encoding, delimiter=delimiter)
    csv.field_size_limit(1 << 24)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = [h.strip() for h in next(reader)]
    except StopIteration:
        header = []
    index = _column_index(header, dict(title=title, category=category, price=price, brand=brand,
                                       id_col=id_col, description=description))
    rows = list(reader)
    total = len(rows)
    header_currency = _header_currency(header[index["price"]]) if index.get("price") is not None else None

    skipped: Counter[str] = Counter()
    per_domain: Counter[str] = Counter()
    seen_titles: set[str] = set()
    seen_ids: set[str] = set()
    step = max(1, total // 100)
    with open(out, "w", encoding="utf-8") as fh:
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
            if product.title in seen_titles:
                summary.duplicate_titles += 1
            seen_titles.add(product.title)
            fh.write(json.dumps(product.model_dump(mode="json", exclude_none=True),
                                ensure_ascii=False) + "\n")
            per_domain[product.domain.value] += 1
            summary.written += 1
    if progress and total == 0:
        progress(0, 0)
    summary.per_domain = dict(per_domain)
    summary.skipped = dict(skipped)
    return summary


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
    title = clean_title(_cell(row, index["title"]))
    if not title:
        return None, "no title"
    amount, found_currency = 0.0, None
    if index["price"] is not None:
        amount, found_currency = parse_price(_cell(row, index["price"]))
        if amount is None:
            return None, "unparseable price"
    if not found_currency:
        found_currency = default_currency or ("CNY" if _CJK.search(title) else "USD")
    raw_category = _cell(row, index["category"])
    brand = _cell(row, index["brand"])
    domain = (classify_category(raw_category) if raw_category else None) or classify_text(
        _without_brand(title, brand))
    given_id = _cell(row, index["id_col"])
    product_id = given_id or f"{platform}-{row_no:06d}"
    return Product(
        id=product_id, title=title, platform=platform, category=raw_category, domain=domain,
        price=amount, currency=found_currency, brand=brand or None,
        description=_cell(row, index["description"]) or None,
    ), None

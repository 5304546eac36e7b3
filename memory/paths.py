"""Where every file of the project lives: the one place a data path is spelled.

Environment overrides (MEMORY_DB, APP_CATALOG, QDRANT_PATH) are read in `agent/settings.py`;
these are the defaults they override.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"

CATALOG = DATA / "catalog.jsonl"              # the demo catalog (vectors beside it: *_vectors.npz)
MEMORY_DB = DATA / "memory.db"                # git-ignored: the app's SQLite store
QDRANT = DATA / "qdrant"                      # git-ignored: local-mode Qdrant folder
SCENARIOS = DATA / "scenarios"                # scenario YAML files (DESIGN section 7)
QUERIES = DATA / "queries.yml"                # retrieval evaluation queries
IMPORTS = DATA / "cache" / "imports"          # git-ignored: catalogs imported in the app

ZH_EN_TERMS = DATA / "zh_en_terms.json"       # zh→en word map used by term matching
MATERIAL_KINDS = DATA / "material_kinds.json"  # class words (化纤) → the materials they cover
COLOUR_FAMILIES = DATA / "colour_families.json"  # colour words (红色) → the shades titles name
OFFLINE_LEXICON = DATA / "offline_lexicon.json"
ZH_LOOKALIKES = DATA / "zh_lookalikes.json"     # offline engine: characters an eye takes for another
DOMAIN_KEYWORDS = DATA / "domain_keywords.json"
FOREIGN_WORDS = DATA / "foreign_words.json"
AFFINITY_VOCAB = DATA / "affinity_vocab.json"
PRODUCT_TYPES = DATA / "product_types.json"
RECIPIENTS = DATA / "recipients.json"           # who a product is for: person words → men/women/kids

# Exemplar tables and their committed vectors (hash of the table + embedder name inside).
DOMAIN_EXEMPLARS = DATA / "domain_exemplars.json"            # import: domain neighbours
DOMAIN_EXEMPLAR_VECTORS = DATA / "domain_exemplars.npz"
DOMAIN_KEYWORD_VECTORS = DATA / "domain_keywords.npz"        # import: the keyword table as neighbours
DOMAIN_REFERENCE_VECTORS = DATA / "domain_reference.npz"     # import: the tuning path fixtures' rows
LANGUAGE_EXEMPLARS = DATA / "language_exemplars.json"        # offline engine: stance/scope/domain
LANGUAGE_EXEMPLAR_VECTORS = DATA / "language_exemplars.npz"
LANGUAGE_MATERIALS_VECTORS = DATA / "language_materials.npz"
LANGUAGE_HEAD = DATA / "language_head.npz"  # stance/scope head trained on the tables above

# Evaluation data only, beside the project, never copied into it (see README).
REALDATA = ROOT.parent / "shared" / "realdata"

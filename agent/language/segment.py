"""jieba, Chinese word segmentation, loaded once for the whole process (one home: the
domain table, the import classifier and the product-type vocabulary all use it).

jieba's own import pulls in `pkg_resources` only to find its dictionary file, which costs
about 0.35 s of a one-step replay (measured on a quiet 2-core machine: 2.2 s in all). jieba
has a fallback that opens the file beside its module when `pkg_resources` is missing; the
import below takes that path, and leaves `pkg_resources` importable for everyone else."""
from __future__ import annotations

import hashlib
import logging
import marshal
import os
import sys
import tempfile
import threading
from functools import lru_cache
from pathlib import Path


def import_jieba():
    """The jieba module, imported without `pkg_resources` (see above)."""
    if "jieba" in sys.modules:
        return sys.modules["jieba"]
    had = "pkg_resources" in sys.modules
    saved = sys.modules.get("pkg_resources")
    if not had:
        sys.modules["pkg_resources"] = None  # type: ignore[assignment]  # import fails
    try:
        import jieba
    finally:
        if not had:
            del sys.modules["pkg_resources"]
        else:
            sys.modules["pkg_resources"] = saved
    logging.getLogger("jieba").setLevel(logging.WARNING)  # its start-up chatter
    jieba.setLogLevel(logging.WARNING)
    return jieba


def cut(tokenizer, text: str, *, hmm: bool) -> tuple[str, ...]:
    """`tokenizer.cut(text, HMM=hmm)` as a tuple, each block read once per process.

    jieba cuts a text block by block (runs of Chinese, Latin letters and digits, split at
    everything else: `re_han_default`) and each block on its own, so the words of a text are
    its blocks' words in order. A 100k-row import meets the same blocks ("running", "shoes",
    黑色) in title after title: each is segmented once here instead of once per title."""
    han = import_jieba().re_han_default
    words: list[str] = []
    for block in han.split(text):
        if block:
            words.extend(_cut_block(tokenizer, block, hmm))
    return tuple(words)


@lru_cache(maxsize=131072)
def _cut_block(tokenizer, block: str, hmm: bool) -> tuple[str, ...]:
    return tuple(tokenizer.cut(block, HMM=hmm))


@lru_cache(maxsize=1)
def default_jieba():
    """jieba over its default dictionary, no words added, shared by the domain table and the
    import classifier: a lazy tokenizer (below), which cuts exactly as jieba's own but reads
    only the dictionary shards of the characters it meets. Loading the whole dictionary cost
    about 1.9 s of every import and every first Chinese turn."""
    tokenizer = lazy_tokenizer()
    tokenizer.initialize()
    return tokenizer


# A private tokenizer over jieba's default dictionary, read lazily --------------------------
#
# jieba's prefix dictionary (~500k words and prefixes) costs ~0.5 s to unmarshal from its own
# cache, on the critical path of a one-step replay, although a query touches a few dozen of
# its characters. Segmenting a text only ever looks up substrings of that text, so the
# dictionary is split by first character (once per machine, into the temp dir, named by a
# hash of jieba's dictionary file), a shard is read the first time a text contains its
# character, and inside it the keys are grouped by their first two characters (a key of one
# character is a group of its own): a tokenizer takes in a group the first time a text holds
# it, a character or a pair of neighbours. (Taking in whole shards, a text's 大 brought 5,022
# keys into each of four tokenizers, most never looked up: 8 % of the bench's p50 turn.)
# Words added before their group is read wait for it and are applied in the order they were
# added: the dictionary a text meets is exactly the one `jieba.Tokenizer()` + `add_word` would
# have built.

_SHARDS_FORMAT = 3


def _dictionary_file() -> Path:
    jieba = import_jieba()
    return Path(jieba.__file__).resolve().parent / jieba.DEFAULT_DICT_NAME


@lru_cache(maxsize=1)
def _shards() -> tuple[int, dict[str, bytes]]:
    """(total frequency, first character -> marshalled {group: marshalled {word: freq}}),
    built on first use; a word's group is its first two characters (`_group`). A group is
    unmarshalled only when a text needs it: 大's shard holds 5,022 keys, a text a few dozen."""
    jieba = import_jieba()
    source = _dictionary_file()
    digest = hashlib.blake2b(source.read_bytes(), digest_size=10).hexdigest()
    path = (Path(tempfile.gettempdir()) / "shopping-agent-cache"
            / f"jieba-{jieba.__version__}-{digest}-v{_SHARDS_FORMAT}.shards")
    try:
        with path.open("rb") as f:
            total, shards = marshal.load(f)
        return total, shards
    except (OSError, EOFError, ValueError, TypeError):
        pass  # not built yet (or a partial file from elsewhere): build it
    full = jieba.Tokenizer()
    full.initialize()
    by_char: dict[str, dict[str, dict[str, int]]] = {}
    for word, freq in full.FREQ.items():
        by_char.setdefault(word[0], {}).setdefault(_group(word), {})[word] = freq
    total, shards = full.total, {ch: marshal.dumps({g: marshal.dumps(w) for g, w in d.items()})
                                 for ch, d in by_char.items()}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            marshal.dump((total, shards), f)
        os.chmod(tmp, 0o644)  # a cache, not a secret
        os.replace(tmp, path)  # atomic: a concurrent reader sees the old state or the whole file
    except OSError:
        logging.getLogger(__name__).warning("could not cache jieba's dictionary shards in %s", path.parent)
    return total, shards


def _group(key: str) -> str:
    """The group a dictionary key is read with: its first two characters (all of a key of
    one). Every key a text looks up is a substring of it, so its group is too."""
    return key[:2]


def _groups(text: str) -> set[str]:
    """The groups a text's substrings fall in: its characters and its pairs of neighbours."""
    groups = set(text)
    groups.update(text[i:i + 2] for i in range(len(text) - 1))
    return groups


# Four lazy tokenizers (the default one, the type vocabulary's and the recipient readers'
# two) read the same text in a turn, so each character's shard was unmarshalled up to four
# times (1,318 reads of 477 characters over the bench's 312 turns, round 38). The
# unmarshalled shards and groups are kept for the ones read last, shared by all of them: each
# tokenizer still copies the groups it needs into its own dictionary, which its added words
# change. Nobody changes the shared dicts.
@lru_cache(maxsize=256)
def _shard(ch: str) -> dict[str, bytes] | None:
    """The dictionary's groups of words that begin with `ch`, still marshalled (None when no
    word does)."""
    blob = _shards()[1].get(ch)
    return marshal.loads(blob) if blob is not None else None


@lru_cache(maxsize=4096)
def _group_words(group: str) -> dict[str, int] | None:
    """The dictionary's words of one group (`_group`), None when it has none."""
    shard = _shard(group[0])
    blob = shard.get(group) if shard is not None else None
    return marshal.loads(blob) if blob is not None else None


def lazy_tokenizer():
    """A new jieba Tokenizer with the default dictionary, whose words are read by group (a
    character, a pair of characters) when a text holds them (see above); the process-wide
    default stays untouched."""
    return _lazy_class()()


@lru_cache(maxsize=1)
def _lazy_class():
    jieba = import_jieba()

    class LazyTokenizer(jieba.Tokenizer):
        def __init__(self) -> None:
            super().__init__()
            self._read: set[str] = set()  # the groups taken in (`_group`)
            self._pending: dict[str, list[tuple[str, int, bool]]] = {}  # group -> add_word's steps
            self._read_lock = threading.Lock()

        def initialize(self, dictionary=None):
            if dictionary:
                raise ValueError("a lazy tokenizer reads jieba's default dictionary only")
            if not self.initialized:
                self.total, _ = _shards()
                self.FREQ = {}
                self.initialized = True

        def _need(self, text: str) -> None:
            missing = _groups(text) - self._read
            if not missing:
                return
            with self._read_lock:
                for group in missing - self._read:
                    words = _group_words(group)
                    if words is not None:
                        self.FREQ.update(words)
                    for key, freq, added in self._pending.pop(group, ()):
                        self._apply(key, freq, added)
                    self._read.add(group)

        def _apply(self, key: str, freq: int, added: bool) -> None:
            """What `add_word` does to one key: sets an added word, marks a prefix."""
            if added:
                self.FREQ[key] = freq
            else:
                self.FREQ.setdefault(key, 0)

        def _add(self, key: str, freq: int, added: bool) -> None:
            """`_apply` now when the key's group is read, else when it is (under the lock)."""
            group = _group(key)
            if group in self._read:
                self._apply(key, freq, added)
            else:
                self._pending.setdefault(group, []).append((key, freq, added))

        def get_DAG(self, sentence):
            self.check_initialized()
            self._need(sentence)
            return super().get_DAG(sentence)

        def suggest_freq(self, segment, tune=False):
            self.check_initialized()
            self._need(segment if isinstance(segment, str) else "".join(segment))
            return super().suggest_freq(segment, tune)

        def add_word(self, word, freq=None, tag=None):
            self.check_initialized()
            if freq is None or not word:
                self._need(word)
                return super().add_word(word, freq, tag)
            word, freq = jieba.strdecode(word), int(freq)
            with self._read_lock:
                self._add(word, freq, True)
                for i in range(1, len(word)):
                    self._add(word[:i], 0, False)
            # what add_word does beyond the dictionary, at once as it would
            self.total += freq
            if tag:
                self.user_word_tag_tab[word] = tag
            if freq == 0:
                jieba.finalseg.add_force_split(word)

        def set_dictionary(self, dictionary_path):
            raise ValueError("a lazy tokenizer reads jieba's default dictionary only")

    return LazyTokenizer


# Parts of speech in jieba's dictionary that are grammar, never a piece of a name or of a
# thing's word: adverbs (唯独, 随便), conjunctions, prepositions, pronouns, particles,
# interjections and modal particles.
_FUNCTION_TAGS = frozenset({"d", "c", "p", "r", "u", "e", "y", "o"})


@lru_cache(maxsize=1)
def function_words() -> frozenset[str]:
    """The words jieba's dictionary tags as grammar (`_FUNCTION_TAGS`), about 4,000: read
    from its dictionary file once per machine (disk cache) and once per process."""
    from agent.disk_cache import cached

    return frozenset(cached("jieba-function-words", _read_function_words,
                            files=(_dictionary_file(),)))


@lru_cache(maxsize=1)
def verbs() -> frozenset[str]:
    """The words jieba's dictionary tags as plain verbs ("v": 打扰, 推销, 骚扰): a deed, never a
    thing a refusal names ("请勿打扰" refuses no attribute). Read like `function_words`."""
    from agent.disk_cache import cached

    return frozenset(cached("jieba-verbs", _read_verbs, files=(_dictionary_file(),)))


@lru_cache(maxsize=1)
def predicates() -> frozenset[str]:
    """The words jieba's dictionary tags as adjectives, idioms, set phrases and status words
    (a, ad, i, l, z: 不错, 无所谓, 没关系): what is said of a thing, never the thing. Read like
    `function_words`."""
    from agent.disk_cache import cached

    return frozenset(cached("jieba-predicates", _read_predicates, files=(_dictionary_file(),)))


@lru_cache(maxsize=1)
def places_and_measures() -> frozenset[str]:
    """The words jieba's dictionary tags as a direction or place (f: 上, 后, 里面), a measure
    word (q, mq: 个, 张, 那条) or a structural particle (uj, ul, uv, ud, uz, ug: 的, 了, 地, 得,
    着, 过; `_FUNCTION_TAGS`' "u" is a tag of other words): where a thing is, how many, whose,
    never a name of one. Read like `function_words`."""
    from agent.disk_cache import cached

    return frozenset(cached("jieba-places-measures", _read_places_and_measures,
                            files=(_dictionary_file(),)))


def _read_places_and_measures() -> list[str]:
    with open(_dictionary_file(), encoding="utf-8") as fh:
        return sorted(parts[0] for parts in map(str.split, fh) if len(parts) == 3 and
                      (parts[2] in ("f", "q", "mq") or (parts[2][0] == "u" and len(parts[2]) == 2)))


def _read_predicates() -> list[str]:
    with open(_dictionary_file(), encoding="utf-8") as fh:
        return sorted(parts[0] for parts in map(str.split, fh)
                      if len(parts) == 3 and parts[2] in ("a", "ad", "i", "l", "z"))


def _read_verbs() -> list[str]:
    with open(_dictionary_file(), encoding="utf-8") as fh:
        return sorted(parts[0] for parts in map(str.split, fh) if len(parts) == 3 and parts[2] == "v")


def _read_function_words() -> list[str]:
    words = []
    with open(_dictionary_file(), encoding="utf-8") as fh:
        for line in fh:
            parts = line.split()
            if len(parts) == 3 and parts[2] in _FUNCTION_TAGS:
                words.append(parts[0])
    return sorted(words)

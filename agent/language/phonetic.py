"""A key of how an English word sounds, for words spelt by ear ("sheefon", "swade",
"spandacks", "kashmeer", "nylawn"): two spellings of one sound get one key, so a word spelt
by sound reaches the lexicon word that a similarity ratio, counting letters, finds too far.

A metaphone-like folding (after Lawrence Philips' Metaphone, 1990, cut down to what shoppers'
misspellings of fabric and product words need): the consonants as they sound, the vowels
dropped. Rules, in order:
- ph → F, sh / ch / sch / tch → X (sh and ch fold together: "sheefon" is chiffon), th → 0,
  ck / q → K, x → KS, gh → nothing, wh → W;
- c before e, i, y → S, else K; g before e, i, y → J, else K; z → S; d → T; v stays v
  (a v for an f is no slip of the ear: "vishudh", a name, is no fishhide);
- w and y are consonants only before a vowel at the word's start ("yarn", "wool"), else
  vowels ("swade" is suede, "nylawn" nylon); h only before a vowel after nothing or a vowel;
- a letter doubled counts once; a run of vowels is one V wherever it stands (so the key
  keeps the word's beat: "astro" is no oyster, "mini" no "monin"), a final silent e none.
"""
from __future__ import annotations

import re

_VOWELS = frozenset("aeiou")
_DIGRAPHS = (("tch", "X"), ("sch", "X"), ("ph", "F"), ("sh", "X"), ("ch", "X"), ("th", "0"),
             ("ck", "K"), ("gh", ""), ("wh", "W"))
_SINGLE = {"b": "B", "f": "F", "j": "J", "k": "K", "l": "L", "m": "M", "n": "N", "p": "P",
           "q": "K", "r": "R", "s": "S", "t": "T", "v": "v", "x": "KS", "z": "S", "d": "T"}


def sound_key(word: str) -> str:
    """The sound key of one English word (letters only; "" for anything else)."""
    w = re.sub(r"([a-z])\1+", r"\1", word.lower())
    if not w.isalpha() or not w.isascii():
        return ""
    if len(w) > 2 and w.endswith("e") and w[-2] not in "aeiouwy":
        w = w[:-1]  # a final silent e: "cashmere" ends as "kashmeer" does
    out: list[str] = []
    i = 0
    while i < len(w):
        ch = w[i]
        nxt = w[i + 1] if i + 1 < len(w) else ""
        digraph = next(((g, k) for g, k in _DIGRAPHS if w.startswith(g, i)), None)
        if digraph:
            out.append(digraph[1])
            i += len(digraph[0])
            continue
        if ch in _VOWELS:
            out.append("V")
        elif ch in "wy":
            out.append(ch.upper() if i == 0 and nxt in _VOWELS else "V")
        elif ch == "h":
            if nxt in _VOWELS and (i == 0 or w[i - 1] in _VOWELS):
                out.append("H")
        elif ch == "c":
            out.append("S" if nxt in ("e", "i", "y") else "K")
        elif ch == "g":
            out.append("J" if nxt in ("e", "i", "y") else "K")
        else:
            out.append(_SINGLE.get(ch, ""))
        i += 1
    key = "".join(out)
    return re.sub(r"(.)\1+", r"\1", key)  # "ck" after "c", a vowel run: one sound


def consonants(key: str) -> int:
    """How many consonant sounds a sound key holds (its V marks not counted)."""
    return len(key.replace("V", ""))

"""A hashtag written in camel case, read as the words it joins.

Shoppers tag a wish the way they tag a post: "#NoFleece", "#SilkOnly", "#VelvetForever". No
reader or dictionary knows the glued word ("nofleece"), so the tag is parted where its case
changes, before the text is lowered (after that the boundary is gone): "#NoFleece" reads as
"No Fleece", a refusal of fleece. What is parted, and why only that:
- a "#" glued to a run of letters and digits that holds a lower-case letter followed by a
  capital ("NoFleece", "iPhoneCase"): the case tells where a word ends;
- a run of capitals before a capital and a lower-case letter is an acronym of its own
  ("#NoPVCPlease" is "No PVC Please");
- a lower-case first letter alone stays with its word ("#iPhoneCase" is "iPhone Case");
- a tag in one case ("#ootd", "#SALE") is left as it is: nothing tells its words apart.
"""
from __future__ import annotations

import re

# A hashtag: "#" not glued to a word before it, then letters and digits.
_TAG = re.compile(r"(?<![\w#])#([A-Za-z][A-Za-z0-9]*)")
# The boundaries of a camel-case word: lower (or digit) then upper; an acronym's last capital
# before a capital and lower-case letter.
_CASE_TURN = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def split_hashtags(text: str) -> str:
    """`text` with every camel-case hashtag parted into its words, its "#" dropped."""
    if "#" not in text:
        return text
    return _TAG.sub(_parted, text)


def _parted(m: re.Match) -> str:
    body = m.group(1)
    if not re.search(r"[a-z][A-Z]|[A-Z]{2}[a-z]", body):
        return m.group(0)  # one case, or one capital word: nothing tells the words apart
    words = _CASE_TURN.sub(" ", body).split(" ")
    if len(words[0]) == 1 and words[0].islower():
        words[:2] = [words[0] + words[1]]  # a brand's lower-case first letter: "iPhone", "eBay"
    return " ".join(words)

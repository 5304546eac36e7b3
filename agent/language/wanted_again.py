"""A thing told by a quality, then asked for again by name (issue 11, round 29).

A like is often told with no verb of liking, as a quality of the material and then the
request that follows from it: 纯铜的导热匀，就要铜锅, 亚麻的透气，就要亚麻裤子, 铸铁的受热稳，
只认铸铁锅. The stance vote reads the quality's clause alone by its physical words (导热匀 near
"X的导热太快烫手") and turned the praise into a refusal. The request is the witness: the
clause right after asks, with a verb of wanting and no negation (就要, 只要, 就认, 就选, 只买,
还要, 认准), for the same word again, or for a product whose name begins with the word's last
character (铜锅 after 纯铜, 铁锅 after 铸铁).

Only Chinese: an English request after a quality ("copper heats evenly, copper it is") is
read by the stance vote of its own clause. Only with nothing said against the thing in words
(the caller's check) and no negation in the request.

Round 29 measured it on every tune set (see the commit that added it).
"""
from __future__ import annotations

import re

from memory.text import CJK

# A verb of wanting, led by a word of firmness: 就要, 只要, 就认, 只认, 认准, 就选, 只买, 还要, 我就要.
_ZH_WISH = re.compile(r"(?:就|只|还|也|都)(?:要|认|选|买|用|挑|挑选)|认准|非要")
_ZH_NEGATION = re.compile(r"不|没|别|莫|勿|无")


def asks_for_it_again(said: str, request: str) -> bool:
    """`request` (a clause after the one naming `said`) asks for `said` again by name, or for a
    product named by its last character, a few characters after a verb of wanting."""
    if not said or not CJK.match(said[-1]) or _ZH_NEGATION.search(request):
        return False
    for m in _ZH_WISH.finditer(request):
        rest = request[m.end():m.end() + 6].lstrip("了个一口件条双张把只套")
        if rest.startswith(said) or (len(said) > 1 and rest[:3].find(said[-1]) == 0) or \
                rest[:3].startswith("这种") or said in rest[:len(said) + 2]:
            return True
    return False

"""Who may second the placed domain's description vote: the nearest request another writer typed (issue 11).

"The wire house a parrot sleeps in overnight", 海边起风时牵根线放上天的玩意儿: once a domain is
placed, the nearest description lines of its types vote (language/described_in_domain), and
round 43 named their type only when the product-type vocabulary's nearest names agreed, a
second reader against naming a domain's least-bad kind for a thing no type tells (a baby's nose
sucker, round 32's fail-safe). The names are the weakest reader of a description: a name is two
words, a description twenty, and the names nearest "the wire house a parrot sleeps in" are a
stroller's and a pet bed's. The tune sets' typed requests (language/request_rows) are whole
descriptions by many writers, each labelled with the type its writer meant; when the single
nearest of them is of the voted type, a description told the same way by someone else was that
type, and it seconds the vote as the names do. (An evaluated set never votes on its own items.)
The vote's own gates (margin 0.3, the type among the whole table's three nearest) are unchanged.

Measured before it was written (round 44, the read sets' 1,001 utterances expecting a type or
none, their expected domain as the placed one; the transfer check and the blind sets never
read): the names alone right on 388, wrong on 3, one thing no type names given a type; the
names or the nearest typed request right on 498, wrong on 3, the same one. Among the items the
engine named no type for, 41 → 60 right, 0 wrong. Wider seconds were measured and dropped: the
nearest 3 typed requests or 3 of the catalog's 15 neighbours (513 and 3) name round 32's baby's
nose sucker a pacifier (two of its nearest three requests are a dummy's, five of its catalog
neighbours are dummies).
"""
from __future__ import annotations

# How many of the nearest typed requests may hold the voted type: the nearest one.
NEAREST_REQUESTS = 1

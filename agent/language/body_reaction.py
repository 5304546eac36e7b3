"""A reaction of the body told in words no symptom list has (issue 11, round 43).

A substance refused for the body's sake is a floor everywhere (DESIGN §3). The rules know a
reaction by its symptom's word (hives, 起疹, wheezing, "my head pounds"), and a new writer tells
one the lists lack: "my bowel flares for two days after one crumb of bread", "a crab stick
tightens my throat", 我肠胃碰不得, 吃一口普通面包就疼两天. What such a clause says is read by the
shipped embedder (its scope vote nears the floors' exemplars: "X gives me hives"); what this
module adds is the grammar that says the *body* is the one it happens to, so that a clear
vote may be trusted:

- English: a part of the body that takes a substance in or answers it from inside (the gut,
  the throat, the tongue, the lips, the airways, the lungs, the chest, the sinuses, the nose)
  said with its owner ("my bowel", "her throat", "my whole chest"), not as where a
  thing sits ("for my chest", "on my lips": a place, a fit);
- Chinese: such a part (肠胃, 嗓子, 舌头, 气管 …), or the frame of taking a thing in and the body
  answering at once (吃/喝/闻/吸 … 就 …: 吃一口面包就疼两天, 一闻就咳).

Not a list of symptoms: the verb is the embedder's to read. Not the eyes or the head (a
glare, a colour "hurts my eyes": a judgement of a product), nor the limbs, the neck, the back
or the skin a thing rubs (a shoe that pinches toes, a pillow that stiffens a neck, a pan
too heavy for the wrists): those are the fit or the wear of a product, a reason in its own
domain, and a missed judgement must fail narrow.

Compiled once at import: nothing per turn.
"""
from __future__ import annotations

import re

_EN_ORGAN = (r"(?:bowels?|guts?|stomach|tummy|belly|intestines?|insides|digestion|throat|tongue|lips?|mouth|"
             r"gums?|airways?|windpipe|lungs?|chest|sinuses|nose)")
_EN_PLACE = re.compile(r"(?:for|on|onto|against|round|around|along|across|over|under|into|at|by|near|beside|"
                       r"to|off|from|with|between|behind)$")
_EN_ORGAN_OWNED = re.compile(
    r"(?:(?<![a-z])(?P<before>[a-z]+)\s+)?(?<![a-z])(?:my|his|her|their|our)\s+(?:(?:whole|entire|poor|own)\s+)?"
    + _EN_ORGAN + r"(?![a-z])")
_ZH_ORGAN = r"(?:肠胃|肠道|肠子|肚子|胃|嗓子|喉咙|嗓子眼|舌头|嘴唇|嘴巴|牙龈|气管|肺|胸口|鼻子)"
# Taking a thing in, and the body answering at once: 吃一口…就, 喝了…就, 一闻…就. Not 沾 or 吸:
# what a thing does with water (一沾水就翘, 一吸水就胀) is its own behaviour.
_ZH_TAKEN_IN = r"(?:吃|喝|闻|咽)[^，。,.;；!！?？]{0,10}?就"
_ZH_BODY_TOLD = re.compile(_ZH_ORGAN + r"|" + _ZH_TAKEN_IN)


def body_named(clause: str) -> bool:
    """The clause tells the body as what something happens to: an inner part with its owner
    (English) or such a part or the taking-in frame (Chinese). Only half a reaction: the clause's
    own reading must say it is one (`offline_semantics._floor_apart`)."""
    low = clause.lower().replace("\u2019", "'")
    owned = any(not (m.group("before") and _EN_PLACE.match(m.group("before")))
                for m in _EN_ORGAN_OWNED.finditer(low))
    return bool(owned or _ZH_BODY_TOLD.search(low))

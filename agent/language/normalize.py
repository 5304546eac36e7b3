"""Fold what people type onto one form before anything reads it: full-width characters to
half-width (NFKC: "ｎｏ ｌｅａｔｈｅｒ", "４２码", "＄５０"), Traditional Chinese to Simplified
(OpenCC `t2s`: 後背包 → 后背包), lower case, curly apostrophes straight, and
pictographs (emoji, their joiners, skin tones and presentation selectors) to spaces: "沙发不要
真皮的😀" must not search for 😀.

The readers downstream do span arithmetic on the folded text, so folding happens once, up
front, and everything after works on its result.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from agent.language.hashtag import split_hashtags
from agent.language.spelled import join_spelled_letters
from memory.text import CJK_RANGE, has_cjk


@lru_cache(maxsize=1)
def _t2s():
    import opencc  # the OpenCC package: dictionaries bundled, no network

    return opencc.OpenCC("t2s")


@lru_cache(maxsize=1)
def _tw2sp():
    import opencc

    return opencc.OpenCC("tw2sp")


@lru_cache(maxsize=4096)
def to_simplified(text: str) -> str:
    """Simplified characters, and for text typed in Traditional ones the mainland's words as
    well (OpenCC `tw2sp`: 矽膠 → 硅胶, 塑膠 → 塑料, 隨身碟 → U盘): a shopper who writes
    Traditional often names things with Taiwan's words, which the zh→en map does not hold.
    Text already Simplified is only folded by characters: its words are the mainland's
    (软体 is a mollusc there, not software)."""
    if not has_cjk(text):
        return text
    simple = _kept_in_block(text, _t2s().convert(text))
    return _kept_in_block(text, _tw2sp().convert(text)) if simple != text else simple


def _kept_in_block(text: str, folded: str) -> str:
    """A rare character OpenCC folds to one outside the Basic Multilingual Plane (鷟 → 𬸦, 璕
    → 𬍤, about 630 of them) is kept as typed: no reader's pattern spans those planes
    (`memory.text.CJK_RANGE`), so an invented maker's name written with one was cut in two and
    its verdict lost, and the store would hold a name the shopper never typed. Folded
    character for character only (OpenCC's phrase maps change lengths, and the planes hold
    no phrase of the mainland's)."""
    if folded.isascii() or max(folded) <= "\uffff" or len(folded) != len(text):
        return folded
    return "".join(a if b > "\uffff" and a <= "\uffff" else b for a, b in zip(text, folded))


_MO_DONT = re.compile(r"(?<![约])莫(?=(?:再|要|给|推|买|选|让|用|拿|看|整|搞|出现)(?!名))")


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    # A half written as one glyph ("10½") would fold to "101⁄2": spelled as the fraction it is.
    text = unicodedata.normalize("NFKC", (text or "").replace("½", " 1/2"))
    text = to_simplified(text)
    if _YUE_MARKERS.search(text):
        text = cantonese_to_mandarin(text)
    if "勿" in text:
        # The written "don't" (请勿推荐, 切勿选, 务请勿) read as the spoken one, one character
        # for one: no reader knew 勿, so "请勿推荐塑料的" searched for plastic and the stance
        # vote read the clause as a like (fresh16_formal's writer refuses only this way).
        text = text.replace("勿", "别")
    if "莫" in text:
        # The southern spoken "don't" (莫再推了, 莫买, 莫给我看) read as 别 before a verb of
        # choosing or showing; 莫代尔 (modal), 莫名, 约莫 (about) and 莫斯科 keep theirs.
        text = _MO_DONT.sub("别", text)
    if "甭" in text:
        # The northern spoken "don't / needn't" (甭推, 甭给我看, 甭提了; 甭管 = 别管, "no
        # matter") read as 别, one character for one, as 勿 is.
        text = text.replace("甭", "别")
    if "#" in text:
        # A hashtag in camel case ("#NoFleece"): parted into its words while the case still
        # tells where each ends.
        text = split_hashtags(text)
    if "-" in text or " " in text:
        # A word spelled letter by letter ("N-O  M-E-S-H", "no P V C"): joined back while the
        # capitals still tell a spelled run from words.
        text = join_spelled_letters(text)
    # One code point in, one out after this point ("İ".lower() is two).
    text = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    for a, b in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("\u3000", " ")):
        text = text.replace(a, b)
    if not text.isascii():
        # A drawn symbol says nothing a reader of words can read, except the few that are a
        # verdict of their own (hearts, heart eyes; a vomiting face, a thumb down): those are
        # kept as one mark each (LOVED, LOATHED), which the stance reader reads as words.
        text = "".join(_VERDICT_MARKS.get(c, " ") if _pictograph(c) else c for c in text)
    if "-" in text and _MINUS_MARK.search(text):
        # A minus glued to a word after a space ("blender -Quorvex", "电水壶 -X 开关坏"): the
        # search box's "leave this out", read as the word "no" (不要) before it; a verdict mark
        # would lend its loathing to the whole clause ("(lid cracked)" became a refused lid).
        # (A dash between spaces is punctuation; a hyphen inside a word, t-shirt, or before a
        # number, -10%, is no minus.)
        text = _MINUS_MARK.sub(lambda m: "不要" if has_cjk(m.group(1)) else "no ", text)
    if " " in text and has_cjk(text) and _SPACED_CJK.search(text):
        # Chinese typed a character at a time with a space after each ("不 要 羊 毛", "围 巾 别
        # 要 腈 纶 的"): the words are the characters joined; no reader or dictionary knows a
        # word cut by spaces. Only a run of three or more lone characters is joined, so a space
        # that parts words ("麦片碗 不要密胺的", "双肩包 X✓") still parts them.
        text = _SPACED_CJK.sub(lambda m: m.group(0).replace(" ", ""), text)
    if "w/" in text:
        # The written shorthands of with and without ("bath mat w/o rubber backing", "a
        # hoodie w/ pockets"): the readers of negation and purpose read words.
        text = _WITH_SHORT.sub(lambda m: "without " if m.group(1) else "with ", text)
    if " bar" in text and _ALL_BAR.search(text):
        # The British "bar" of exception ("any make bar X", "anything barring X"): "except",
        # the word the readers of a thing set apart know. Only after a word of all and a
        # word of kind (a chocolate bar, a bar stool are no exception).
        text = _ALL_BAR.sub(r"\1 except ", text)
    if _THANKS_SHORT.search(text):
        # Thanks typed short ("no thx", "no ty"): the words the readers know, not an object.
        text = _THANKS_SHORT.sub("thanks", text)
    if _BARE_CONTRACTION.search(text):
        # A contraction typed without its apostrophe on a phone ("im never buying X again",
        # "dont show me X", "ive had it with X"): the form every reader and the embedder know.
        # Only words no shopper types in another sense (not "ill", "id", "were", "well").
        text = _BARE_CONTRACTION.sub(lambda m: _CONTRACTED[m.group(0)], text)
    if " well " in text or " right " in text or " far " in text or " way " in text:
        # A degree adverb inside a verb of keeping away ("steer well clear of", "stay right
        # away from", "keep far away from"): the verb the readers know, its degree dropped.
        text = _KEPT_AWAY_DEGREE.sub(r"\1 \2", text)
    if "no time" in text:
        # "boiled in no time", "dry in next to no time": an idiom of speed, its "no" refuses
        # nothing ("time" was stored as a dislike, and the maker praised with it refused).
        text = _NO_TIME.sub("very quickly", text)
    if "<" in text:
        # Markup pasted into the chat is no shopper's word: "<img src=x onerror=…>" asked for
        # img and onerror. A tag opens with a letter, so "<$80" and "<50元" stay amounts.
        text = _MARKUP.sub(lambda m: " " * len(m.group(0)), text)
    return text


# Written Cantonese read as the Mandarin the readers know: its function words are other
# characters for the same grammar (唔 = 不, 嘅 = 的, 系 = 是, 嘢 = 东西, 俾 = 给, 冇 = 没有,
# 佢 = 他, 睇 = 看, 咗 = 了, 今次 = 这次), so "今次唔要白色" refuses white for this time, where
# read as it stands 唔 negates nothing and the colour became a like. Only text with a
# character no Mandarin sentence uses (唔 嘅 嘢 咗 佢 冇 睇 喺 嚟 啲 哋 嗰 畀 俾) is mapped: 系列,
# 饮料 and 呢 (a Mandarin particle) keep their sense elsewhere. Longest forms first.
_YUE_MARKERS = re.compile(r"[唔嘅嘢咗佢冇睇喺嚟啲哋嗰𠮶畀俾]")
_YUE_WORDS = (
    ("唔该", "请"), ("唔好", "不要"), ("唔使", "不用"), ("唔着", "不穿"), ("唔系", "不是"), ("唔", "不"),
    ("净系", "只是"), ("就系", "就是"), ("都系", "都是"), ("冇", "没"), ("嘅", "的"), ("嘢", "东西"),
    ("着咗", "穿了"), ("咗", "了"), ("我哋", "我们"), ("你哋", "你们"), ("佢哋", "他们"), ("哋", "们"), ("佢", "他"),
    ("睇", "看"), ("喺", "在"), ("嚟", "来"), ("俾", "给"), ("畀", "给"), ("呢啲", "这些"),
    ("嗰啲", "那些"), ("𠮶啲", "那些"), ("啲", "的"), ("嗰", "那"), ("𠮶", "那"), ("今次", "这次"), ("呢次", "这次"), ("钟意", "喜欢"),
    ("细路", "小孩"), ("肚痛", "肚子痛"), ("揾", "找"), ("而家", "现在"), ("乜嘢", "什么"), ("咁", "这么"),
    ("边个", "哪个"), ("点解", "为什么"),
)
_YUE = re.compile("|".join(re.escape(a) for a, _ in _YUE_WORDS) +
                  # 呢 points only before a measure word (呢份礼物, 呢个); 系 is 是 except in
                  # the Mandarin words it makes (系列, 系统, 系带); 饮 drinks except in 饮料, 饮品;
                  # 蚊 after a number is the currency (五百蚊)
                  r"|呢(?=[个份件双条张把套只款次度种类])|(?<![关联体派世])系(?![列统带数])|饮(?![料品食用水])"
                  r"|(?<=[0-9零一二两三四五六七八九十百千万])蚊"
                  # 痕 is the skin's itch (着咗就痕), not a trace (痕迹)
                  r"|痕(?!迹)")
_YUE_MAP = dict(_YUE_WORDS) | {"呢": "这", "系": "是", "饮": "喝", "蚊": "块", "痕": "痒"}


def cantonese_to_mandarin(text: str) -> str:
    return _YUE.sub(lambda m: _YUE_MAP[m.group(0)], text)


_SPACED_CJK = re.compile(rf"(?<![{CJK_RANGE}])[{CJK_RANGE}](?: +[{CJK_RANGE}](?![{CJK_RANGE}])){{2,}}")
_WITH_SHORT = re.compile(r"(?<![a-z0-9/])w/(o(?![a-z0-9/])|out(?![a-z]))?(?![/\d])\s*")
_THANKS_SHORT = re.compile(r"(?<![a-z0-9'])(?:thx|thnx|thanx|thks|tks|ty|tysm|tyvm)(?![a-z0-9'])")
_CONTRACTED = {"im": "i'm", "ive": "i've", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't",
               "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't", "werent": "weren't",
               "havent": "haven't", "hasnt": "hasn't", "wont": "won't", "cant": "can't",
               "couldnt": "couldn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't",
               "theyre": "they're", "youre": "you're", "thats": "that's", "whats": "what's"}
_BARE_CONTRACTION = re.compile(r"(?<![a-z0-9'\-])(?:" + "|".join(_CONTRACTED) + r")(?![a-z0-9'\-])")
_NO_TIME = re.compile(r"(?<![a-z])in\s+(?:next\s+to\s+|almost\s+)?no\s+time(?:\s+at\s+all)?(?![a-z])")
_KEPT_AWAY_DEGREE = re.compile(r"(?<![a-z])((?:steer|stay|keep)(?:s|ed|ing)?|kept)\s+(?:well|right|far|way)\s+"
                               r"(clear|away)(?![a-z])")
_ALL_BAR = re.compile(r"(?<![a-z])((?:any|every|all|whatever|whichever)(?:thing|one|body)?"
                     r"(?:\s+(?:make|maker|brand|label|colou?r|shade|model|kind|type|one|finish)s?)?)"
                     r"\s+bar(?:ring)?\s+(?=[a-z])")
_MINUS_MARK = re.compile(r"(?:(?<=[\s(,，:：;；/])|^)[-−](?=([^\W\d_]))")
_MARKUP = re.compile(r"</?[a-z][a-z0-9-]*(?:\s[^<>]*)?/?>")


# Emoji sequences: the zero-width joiner, the text/emoji presentation selectors, skin tones.
_EMOJI_PARTS = frozenset("\u200d\ufe0e\ufe0f") | frozenset(map(chr, range(0x1F3FB, 0x1F400)))


# The verdicts a symbol says alone: a heart of any colour, heart eyes, a face with hearts, a
# face blowing a kiss, star-struck; a face vomiting or about to, a thumb down, a pile of poo,
# a face swearing; and the signs of "not this" a terse list ticks a word off with: a cross
# (❌ ✗ ✘ ✖ ❎) or a prohibition sign (🚫 ⛔), before or after the word ("🚫 polyester 🚫",
# "kettles: X ✗", 电饭煲 X❌). (A thumb up, fire and 100 are as often "ok, noted" or "hot": no
# mark.)
LOVED, LOATHED = "\u2661", "\u2639"  # ♡ ☹
_LOVE_SYMBOLS = "❤♥♡💕💖💗💘💙💚💛💜🖤🤍🤎🧡💞💓😍🥰😘🤩😻"
_LOATHE_SYMBOLS = "🤮🤢👎💩🤬❌✗✘✖❎🚫⛔"
_VERDICT_MARKS = {c: LOVED for c in _LOVE_SYMBOLS} | {c: LOATHED for c in _LOATHE_SYMBOLS}


def _pictograph(c: str) -> bool:
    """A symbol drawn, not a letter, digit, currency or punctuation (Unicode "So": 😀 👎 ✨)."""
    return c in _EMOJI_PARTS or (ord(c) >= 0x2190 and unicodedata.category(c) == "So")

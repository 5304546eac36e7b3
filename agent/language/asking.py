"""How a Chinese shopper asks for a thing, one table for every reader (issue 11, round 25).

The measure words of a count of goods (一支钢笔, 来瓶酱油, 这盏台灯), and the asking words built
on them: a verb of getting before a count or a measure word (来两瓶, 挑把菜刀, 买几团毛线, 换个),
a verb of wanting (想要, 想买, 想换…), 需要, 推荐, 有没有, 入手. The request's head is named in
the clause that asks (agent/engines/offline.py), and a session turn that asks names a new
product (agent/language/referred.py); each adds its own words around this core.
"""
from __future__ import annotations

ZH_MEASURE_WORDS = r"(?:个|件|款|台|只|条|套|把|张|副|点|些|支|瓶|盒|本|块|顶|盏|根|枚|颗|罐|对|部|辆|棵|盆|幅|面|串|双(?!肩))"
# (面 is left out of asking: 买面 buys noodles.)
# A verb of getting with a count or a measure word (买双, 来两瓶, 挑个): a thing is asked for.
ZH_COUNTED_ASK = r"[来要买找挑选搞弄整求收配换添](?:[一两几]|" + ZH_MEASURE_WORDS.replace("|面", "") + r")"
ZH_ASKING = r"(?:" + ZH_COUNTED_ASK + r"|想[要买换找添配搞弄挑选入]|需要|推荐|有没有|给我来|入手)"

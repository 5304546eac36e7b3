"""Round 31 of the catalog import (issue 13), the taobao31 tuner: Chinese titles of office
machines and their consumables, industrial parts, and graphics cards named by maker or model.

- Printer and copier consumables and machines (碳粉, 墨粉, 定影器, 复合机, 速印机, 感光鼓) and
  industrial parts (导轨, 滑块, 同步带, 同步轮, 法兰, 联轴器, 丝杆, 减速机, 油缸, 链轮) are words
  of the keyword table's kinds (data/domain_keywords.json): without them such a title had no
  keyword and was left to a thin neighbour vote.
- Graphics-card and office-machine makers (七彩虹, 影驰, 微星, 技嘉, 京瓷, 理光, 奔图, ...) are
  brands of data/brand_domains.json: a title that names only the maker and a model is theirs.
- A cabinet said to cool or keep a set temperature (恒温, 压缩机, 冷藏, 冰吧, 风冷) is an
  appliance, whatever its 柜 word's table domain (`domain_classifier._as_cooler`).
- A graphics chip named by its model grammar (GTX/RTX and digits, RX and digits, a model with
  "Ti"): a bare model, read as a bare brand is (`domain_classifier.names_graphics_chip`).

Every title is the tuner's own, written for this round in the shapes Taobao listings take, never
copied from a data set or a fixture. Cases marked "was:" failed on c82095e.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import BARE_BRAND, names_graphics_chip, rank_title
from memory.domains import Domain
from tests.import_one import import_one

D = Domain
OWN_ROWS = "category_paths_fresh31_taobao31.csv"


@pytest.mark.parametrize("title", [
    "碳粉 适用于理光 2014D 一支装",          # was: no keyword
    "原装拆机 定影组件 加热辊 上下辊",        # was: no keyword
    "速印机版纸 B4 一卷 蜡纸",               # was: no keyword
    "黑白复合机 A3 网络打印复印扫描",         # was: no keyword
])
def test_office_machines_and_their_consumables_are_computers_office(title):
    assert rank_title(title)[0][0] == D.COMPUTERS_OFFICE


@pytest.mark.parametrize("title", [
    "直线滑块 法兰型 导轨配套 HGW15",        # was: no keyword
    "梅花联轴器 铝合金 弹性 5x8",             # was: no keyword
    "滚珠丝杆 1605 C7级 含支撑座",             # was: no keyword
    "蜗轮蜗杆减速机 立式 1比20",              # was: no keyword
])
def test_industrial_parts_are_tools(title):
    assert rank_title(title)[0][0] == D.TOOLS_HOME_IMPROVEMENT


@pytest.mark.parametrize("title", [
    "技嘉 魔鹰 3070 二手 拆机",               # was: no keyword, no brand
    "京瓷 M2540dn",                          # was: no keyword, no brand
    "RTX4070 SUPER 12G 白色",                # was: no keyword, no brand
    "rx6650xt 8g 矿卡 勿拍",                 # was: no keyword, no brand
])
def test_a_maker_or_a_chip_model_alone_names_the_computer_goods(title):
    assert rank_title(title) == [(D.COMPUTERS_OFFICE, BARE_BRAND)]


def test_a_chip_model_is_only_a_bare_reading():
    # the grammar never outvotes a keyword: a car's RX and a cooker hood's model code say nothing
    assert not names_graphics_chip("西门子 lc45s956ti 油烟机")
    assert not names_graphics_chip("雷克萨斯 rx350 脚垫")
    assert rank_title("油烟机 欧式 gtx 1080 同款黑")[0][0] == D.HOME_APPLIANCES
    assert names_graphics_chip("1660ti 6g") and names_graphics_chip("GTX 1050 Ti 4G")


@pytest.mark.parametrize("title", [
    "墨粉盒 兼容 奔图 P2506 易加粉",          # was: no keyword
    "同步带轮 2GT 20齿 孔径5",               # was: no keyword
])
def test_the_import_reads_them_too(title, neighbours, tmp_path):
    want = rank_title(title)[0][0]
    assert want in (D.COMPUTERS_OFFICE, D.TOOLS_HOME_IMPROVEMENT)
    assert import_one(tmp_path, title, neighbours).domain == want


@pytest.mark.parametrize("title", [
    "压缩机 恒温酒柜 18瓶 静音 家用",         # was: furniture
    "冷藏展示柜 立式 单门 超市饮料",           # was: furniture
    "雪松木 恒温红酒柜 嵌入式 双温区",         # was: furniture
])
def test_a_cabinet_that_cools_is_an_appliance(title):
    ranked = rank_title(title)
    assert ranked[0][0] == D.HOME_APPLIANCES
    assert D.FURNITURE in dict(ranked)  # still a candidate the neighbours may weigh


@pytest.mark.parametrize("title", ["实木酒柜 客厅 隔断", "欧式展示柜 玻璃门 客厅"])
def test_a_cabinet_said_nothing_of_cooling_stays_furniture(title):
    assert rank_title(title)[0][0] == D.FURNITURE

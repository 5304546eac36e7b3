"""Domain of utterances, titles and raw category paths: the shapes the planner and imports send."""
from __future__ import annotations

import json

import pytest

from agent.domain_map import KEYWORDS_PATH, classify_category, classify_scored, classify_text
from memory.domains import PRODUCT_DOMAINS, Domain

D = Domain

UTTERANCES = [
    ("帮我找个旅行收纳包，不要塑料的", D.BAGS_LUGGAGE),
    ("推荐一双跑鞋，42码", D.FOOTWEAR),
    ("I want a sofa, no leather", D.FURNITURE),
    ("给猫买饮水机", D.PET_SUPPLIES),
    ("a water fountain for my cat", D.PET_SUPPLIES),
    ("帮我找个双肩包，不要皮革的", D.BAGS_LUGGAGE),
    ("想买沙发，不要皮革", D.FURNITURE),
    ("I need running shoes under $100", D.FOOTWEAR),
    ("looking for a travel bag, nothing plastic", D.BAGS_LUGGAGE),
    ("推荐一个行李箱", D.BAGS_LUGGAGE),
    ("I want boots, not leather shoes", D.FOOTWEAR),
    ("想要一台笔记本电脑", D.COMPUTERS_OFFICE),
    ("想要一件亚麻衬衫", D.APPAREL),
]

TITLES = [
    ("Kestrel Cat Water Fountain 2.5L, Ultra Quiet, with Filter", D.PET_SUPPLIES),
    ("喵星球猫咪饮水机静音循环过滤", D.PET_SUPPLIES),
    ("Men's Lightweight Running Shoes, Road Running, Black", D.FOOTWEAR),
    ("Mid-Century Modern 3-Seater Sofa, Velvet, Green", D.FURNITURE),
    ("Foldable Travel Bag Weekender, Nylon, Navy", D.BAGS_LUGGAGE),
    ("Laptop Backpack, Water Resistant, with USB Charging Port", D.BAGS_LUGGAGE),
    ("Backpack for Laptop 15.6 Inch, Anti-Theft", D.BAGS_LUGGAGE),
    ("14 Inch Laptop 16GB RAM 512GB SSD, Thin and Light", D.COMPUTERS_OFFICE),
    ("Relaxed Fit Linen Shirt, Long Sleeve, Sage Green", D.APPAREL),
    ("头层牛皮双肩包女士大容量通勤", D.BAGS_LUGGAGE),
    ("大容量 旅行收纳包 防水 尼龙", D.BAGS_LUGGAGE),
    ("笔记本电脑包14寸防泼水", D.BAGS_LUGGAGE),
    ("包邮 纯棉t恤 买一送一", D.APPAREL),
    ("鞋柜 实木 玄关", D.FURNITURE),
    ("Women Peter Pan Collar Top", D.APPAREL),
    ("Roadster Men Navy Blue Slim Fit Jeans", D.APPAREL),
    ("Baby Pink Straight Kurta with Palazzos", D.APPAREL),
    ("Kittens Girls Pink Slip-On Sneakers", D.FOOTWEAR),
    ("Mochi Women Green Solid Kitten Heels", D.FOOTWEAR),
]

# Traps from real titles: a word that names something the product is not.
TRAPS = [
    ("Spring Water, 24 x 500ml PET Bottles", D.FOOD_BEVERAGES),   # PET is plastic, not pets
    ("Leakproof PET Plastic Water Bottle", D.KITCHEN_DINING),
    ("Hand Tufted Wool Carpet, 5x7", D.HOME_TEXTILES),          # "pet" inside "carpet"
    # Leather cleaner is sold as car care (Amazon files it under Automotive › Car Care);
    # "for leather shoes" makes it shoe polish, which is footwear care.
    ("Leather Cleaner and Conditioner, 16 oz", D.AUTOMOTIVE),
    ("Non-Stick Frying Pan 12 Inch", D.KITCHEN_DINING),        # "non" does not negate the pan
    ("Crew Socks, Buy 1 Get 1 Free, 6 Pairs", D.APPAREL),
    ("Cast Iron Skillet, Pre-Seasoned", D.KITCHEN_DINING),     # iron, not an iron
    ("Cat Eye Sunglasses, Polarized", D.APPAREL),
    ("熊猫图案纯棉t恤", D.APPAREL),                              # 熊猫 holds 猫
    ("面包机家用全自动", D.HOME_APPLIANCES),                     # 面包 is bread, 面包机 a machine
]


@pytest.mark.parametrize("text, expected", UTTERANCES + TITLES + TRAPS)
def test_classify_text(text, expected):
    assert classify_text(text) == expected


@pytest.mark.parametrize("text", ["category", "hello there", "", "   ", "Buy 1 Get 1 Free"])
def test_nothing_fits_is_other(text):
    assert classify_text(text) == Domain.OTHER
    assert classify_scored(text) == []


def test_pet_is_a_whole_word_only():
    assert classify_text("carpet") == Domain.HOME_TEXTILES
    assert Domain.PET_SUPPLIES not in dict(classify_scored("carpet cleaner category"))


def test_dislike_words_do_not_flip_the_domain():
    # 皮鞋 is footwear, but here it is what the user does not want for the sofa.
    assert classify_text("想买个沙发，不要皮鞋那种皮") == Domain.FURNITURE
    assert classify_text("a sofa without any leather, not like leather shoes") == Domain.FURNITURE


def test_negated_cue_alone_still_hints():
    # Only a negated cue: it still counts, weakly, rather than failing to other.
    assert classify_text("不要皮鞋") == Domain.FOOTWEAR


def test_scored_is_best_first():
    ranked = classify_scored("给猫买饮水机")
    assert ranked[0][0] == Domain.PET_SUPPLIES
    assert Domain.HOME_APPLIANCES in dict(ranked)
    assert [s for _, s in ranked] == sorted((s for _, s in ranked), reverse=True)


CATEGORIES = [
    ("Clothing, Shoes & Jewelry › Women › Handbags", D.BAGS_LUGGAGE),
    ("Clothing, Shoes & Jewelry › Men › Shoes › Boots", D.FOOTWEAR),
    ("箱包皮具 > 双肩背包", D.BAGS_LUGGAGE),
    ("Home & Kitchen > Furniture > Sofas", D.FURNITURE),
    ("Home/Kitchen/Cookware", D.KITCHEN_DINING),
    ("bags;backpack;travel", D.BAGS_LUGGAGE),
    ("Pet Supplies › Cats › Feeding & Watering Supplies › Fountains", D.PET_SUPPLIES),
    ("Automotive › Car Care › Interior Care › Leather Care", D.AUTOMOTIVE),
    ("家用电器>生活电器>饮水机", D.HOME_APPLIANCES),
    ("宠物生活>宠物用品>宠物饮水机", D.PET_SUPPLIES),
    ("Electronics › Computers & Accessories › Laptops", D.COMPUTERS_OFFICE),
    ("Computers/Tablets & Networking > Mice", D.COMPUTERS_OFFICE),
]


@pytest.mark.parametrize("raw, expected", CATEGORIES)
def test_classify_category(raw, expected):
    assert classify_category(raw) == expected


def test_category_most_specific_segment_wins():
    # The root says clothing; the leaf says bags.
    assert classify_category("Clothing, Shoes & Jewelry › Women › Handbags") == Domain.BAGS_LUGGAGE
    # A leaf that maps nowhere falls back to the nearest segment that does.
    assert classify_category("Home & Kitchen › Furniture › Clearance Deals") == Domain.FURNITURE


@pytest.mark.parametrize("raw", ["", "Gift Ideas", "Deals > Today"])
def test_category_that_maps_nowhere_is_none(raw):
    assert classify_category(raw) is None


def test_keyword_table_is_one_simple_file():
    table = json.loads(KEYWORDS_PATH.read_text(encoding="utf-8"))
    domains = {k for k in table if not k.startswith("_")}
    assert domains == {d.value for d in PRODUCT_DOMAINS}
    for name in domains:
        entry = table[name]
        assert entry["zh"] and entry["en"], name
        assert set(entry) <= {"zh", "en", "strong", "weak"}, name


def test_a_keyword_added_to_a_copy_of_the_table_works(tmp_path):
    table = json.loads(KEYWORDS_PATH.read_text(encoding="utf-8"))
    table["pet_supplies"]["zh"].append("磨牙棒")
    path = tmp_path / "kw.json"
    path.write_text(json.dumps(table, ensure_ascii=False), encoding="utf-8")
    assert classify_text("磨牙棒", keywords_path=path) == Domain.PET_SUPPLIES


def test_things_for_clothes_are_not_clothes():
    assert classify_text("Wooden Clothes Hanger Set of 20") == Domain.HOME_DECOR
    assert classify_text("Clothes Drying Rack, Foldable") == Domain.HOME_DECOR
    assert classify_text("Laundry Basket for Clothes") == Domain.HOME_DECOR
    assert classify_text("I need new clothes for summer") == Domain.APPAREL


# Taobao-shaped Chinese titles (invented for this test, not taken from any data set): long
# run-on noun strings, a head noun buried among modifiers, and words that point elsewhere.
TAOBAO_SHAPED = [
    ("新款无线游戏手柄 安卓电脑电视通用 足球赛车游戏摇杆", D.ELECTRONICS),
    ("高尔夫球tee 塑料球钉 练习球托 10支装", D.SPORTS_OUTDOORS),
    ("碳素钓竿 轻硬海竿 远投钓鱼竿套装", D.SPORTS_OUTDOORS),
    ("咖啡厅桌椅组合 奶茶店卡座沙发 西餐厅靠墙定制", D.FURNITURE),
    ("智能电饭煲 家用3升预约 多功能电压力饭煲", D.HOME_APPLIANCES),
    ("女童芭蕾舞蹈鞋 软底练功鞋 猫爪鞋", D.FOOTWEAR),
    ("实木落地衣帽架 卧室挂衣架 简约", D.FURNITURE),
    ("尼龙扎线带 黑色自锁扎带 100条装", D.TOOLS_HOME_IMPROVEMENT),
    ("环氧地坪漆滚筒刷 消泡刷 齿长20mm", D.TOOLS_HOME_IMPROVEMENT),
    ("电瓶车挡风被 冬季加厚 电动车防风罩", D.AUTOMOTIVE),
    ("葡萄糖胺软骨素片 120粒/瓶 海外直邮", D.HEALTH_SUPPLEMENTS),
    ("某某牌 感冒清热颗粒 10袋/盒", D.HEALTH_SUPPLEMENTS),
    ("二手正版 古代碑帖选 某某出版社", D.BOOKS_MEDIA),
    ("考研英语历年真题 全套复习资料", D.BOOKS_MEDIA),
    ("佛堂供灯 莲花led长明灯 插电", D.HOME_DECOR),
    ("冬季加厚棉衣男 中长款棉袄 工装", D.APPAREL),
    ("iphone7 苹果手机 全网通 64g", D.ELECTRONICS),
    ("无线手写板 老人电脑写字板 免驱", D.COMPUTERS_OFFICE),
    ("单反相机包 斜挎摄影包 防水", D.BAGS_LUGGAGE),
    ("网红咖啡机 家用小型 意式半自动", D.HOME_APPLIANCES),
    ("手撕包菜 农家干货 500g", D.FOOD_BEVERAGES),
]


@pytest.mark.parametrize("title,expected", TAOBAO_SHAPED)
def test_taobao_shaped_titles(title, expected):
    assert classify_text(title) == expected


# Not products: top-ups, memberships, venue names. A keyword hiding inside them must not vote.
@pytest.mark.parametrize("title", [
    "某某音乐豪华会员 一年 音乐包 激活码",
    "网游点卡 vip包月 自动充值",
    "市中心某某酒店 豪华双床房 代订",
])
def test_services_and_vouchers_stay_other(title):
    assert classify_text(title) == D.OTHER


def test_a_word_for_a_place_does_not_make_food():
    # 咖啡厅 / 酒店 name where a thing is used, not what it is.
    assert classify_text("咖啡厅双人沙发 卡座") == D.FURNITURE
    assert classify_text("酒店用品 一次性拖鞋") == D.FOOTWEAR


def test_material_and_place_words_do_not_decide():
    # 不锈钢 is a material, 葡萄牙 a country: the product noun decides.
    assert classify_text("不锈钢垃圾桶 家用厨房带盖") == D.TOOLS_HOME_IMPROVEMENT
    assert classify_text("葡萄牙历史 精装本 图书") == D.BOOKS_MEDIA


def test_every_name_a_shopper_says_for_a_type_is_a_word_of_its_domain():
    # data/product_types.json's also_en/also_zh (派克服, 烟管裤, "knitwear") vote like the
    # type's main names: one vocabulary, no second list. A name the keyword table has its own
    # entry for, or one shared across domains, is left to the table.
    import json

    from agent.domain_map import KEYWORDS_PATH
    from agent.product_types import all_types

    own: set[str] = set()
    for block in json.loads(KEYWORDS_PATH.read_text(encoding="utf-8")).values():
        if isinstance(block, dict):
            for tier in (block, block.get("strong"), block.get("weak")):
                if isinstance(tier, dict):
                    own.update(w.lower() for lang in ("en", "zh") for w in tier.get(lang) or [])
    owners: dict[str, set] = {}
    for ptype in all_types():
        for name in ptype.names:
            owners.setdefault(name.lower(), set()).add(ptype.domain)
    checked = 0
    for ptype in all_types():
        for name in ptype.also_en + ptype.also_zh:
            if name.lower() in own or len(owners[name.lower()]) > 1:
                continue
            checked += 1
            ranked = classify_scored(name)
            assert ranked and ranked[0][0] == ptype.domain, (name, ptype.key, ranked[:2])
    assert checked > 500
    assert classify_scored("派克服 加厚 冬季 男款", title=True)[0][0] == D.APPAREL

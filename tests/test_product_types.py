"""The product-type vocabulary and its three verbs, on titles and requests as they come."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from agent.product_types import (
    TYPES_FILE,
    ProductType,
    all_types,
    find_types,
    get_type,
    is_group,
    same_type,
    singular,
    type_of_title,
    types_in_domain,
)
from agent.schemas import PlannerOutput
from memory.domains import PRODUCT_DOMAINS, Domain


def keys(text: str) -> list[str]:
    return [t.key for t in find_types(text)]


def keys_in(text: str, domain: str) -> list[str]:
    return [t.key for t in find_types(text, domain)]


def head(title: str, domain: str | None = None) -> str | None:
    found = type_of_title(title, domain)
    return found.key if found else None


# --- the vocabulary ----------------------------------------------------------------------


def test_every_domain_has_twenty_specific_types_with_both_languages():
    counts = Counter(t.domain for t in all_types() if not is_group(t.key))
    for domain in PRODUCT_DOMAINS:
        assert counts[domain] >= 20, domain
    for ptype in all_types():
        assert ptype.en and ptype.zh, ptype.key


def test_vocabulary_file_has_no_name_owned_by_two_types_of_one_domain():
    raw = json.loads(TYPES_FILE.read_text(encoding="utf-8"))
    seen: dict[tuple[str, str], str] = {}
    for item in raw["types"]:
        for name in item["en"] + item["zh"]:
            owner = seen.setdefault((item["domain"], name.lower()), item["key"])
            assert owner == item["key"], f"{name!r}: {owner} and {item['key']}"


def test_a_name_shared_across_domains_follows_the_domain():
    assert keys_in("给猫买饮水机", "pet_supplies")[0] == "pet_fountain"
    assert keys_in("办公室用的饮水机", "home_appliances")[0] == "water_dispenser"
    assert head("Dotted Notebook 笔记本 A5", "stationery_crafts") == "notebook_paper"
    assert head("轻薄笔记本 14英寸", "computers_office") == "laptop"
    # without a domain the first listed type is meant
    assert head("轻薄笔记本 14英寸") == "laptop"


def test_title_types_of_the_products_domain_come_first():
    assert head("Diaper Bag Backpack, Large", "baby_maternity") == "diaper_bag"
    assert head("孕妇连衣裙 夏季", "baby_maternity") == "maternity_wear"
    # a domain no named type belongs to does not erase the type
    assert head("Laptop Backpack", "toys_games") == "backpack"
    assert keys_in("a laptop and a dog bed", "pet_supplies") == ["pet_bed", "laptop"]


def test_parents_are_types_of_the_same_domain():
    for ptype in all_types():
        if ptype.parent:
            parent = get_type(ptype.parent)
            assert parent is not None
            assert parent.domain == ptype.domain


def test_product_type_is_frozen_and_labelled_in_both_languages():
    shoes = get_type("running_shoes")
    assert shoes == ProductType.model_validate(shoes.model_dump())
    assert shoes.label("zh") == "跑鞋"
    assert shoes.label("en") == "running shoes"
    with pytest.raises(ValueError):
        shoes.key = "boots"


def test_types_in_domain_lists_only_that_domain():
    pet = types_in_domain("pet_supplies")
    assert {"cat_food", "pet_fountain", "litter_box"} <= {t.key for t in pet}
    assert all(t.domain == Domain.PET_SUPPLIES for t in pet)


# --- English requests and titles ---------------------------------------------------------


def test_plural_and_singular_fold_to_one_type():
    assert keys("Running Shoes") == keys("running shoe") == ["running_shoes"]
    assert keys("2 pack of watches") == ["watch"]
    assert keys("packing cubes") == keys("a packing cube") == ["travel_organizer"]
    assert singular("glass") == "glass" and singular("batteries") == "battery"


def test_variants_name_the_same_type():
    for text in ("runners for the weekend", "jogging shoes", "road running shoes"):
        assert keys(text)[0] == "running_shoes", text


def test_request_with_budget_and_size_finds_the_type():
    assert keys("running shoes, size 42, under ¥300") == ["running_shoes"]
    assert keys("a real-silk scarf for my mum, no synthetic fibre") == ["scarf"]
    assert keys("a water fountain for my cat, under $40") == ["pet_fountain"]


def test_pu_is_not_found_inside_cpu():
    # "pu" is a material qualifier, never a product word; "cpu" must stay a cpu.
    assert keys("Intel Core i7 CPU, 8 cores") == ["cpu"]
    assert keys("PU Leather Handbag") == ["handbag"]
    assert head("PU Leather Handbag") == "handbag"


def test_words_inside_longer_words_do_not_hit():
    assert keys("Desktop Organizer") != ["laptop"]
    assert "tops" not in keys("Laptop Stand")
    assert keys("Basketball") == ["football"]  # the balls type, not "basket"


def test_shoe_polish_is_shoe_care_not_shoes():
    assert head("Shoe Polish Kit, Black, with Brush") == "shoe_care"
    assert "shoes" not in keys("Shoe Polish Kit, Black")
    assert head("Leather Shoe Polish") == "shoe_care"


def test_cleaner_for_leather_shoes_is_not_shoes():
    assert head("Cleaner for Leather Shoes") is None
    assert keys("Cleaner for Leather Shoes") == []
    assert head("Sneaker Cleaner Foam 200ml") is None


def test_leather_cleaner_is_not_a_bag():
    found = type_of_title("Leather Cleaner & Conditioner Kit for Bags and Sofas")
    assert found is not None and found.key == "leather_care"
    assert not same_type("bags", found)
    assert not same_type("handbag", found)


def test_phone_case_for_iphone_is_not_a_phone():
    assert head("Clear Phone Case for iPhone 15 Pro, Shockproof") == "phone_case"
    assert "phone" not in keys("Clear Phone Case for iPhone 15 Pro")
    assert head("iPad Case with Pencil Holder") is None
    assert head("Apple iPhone 15 Pro 128GB Smartphone") == "phone"


def test_laptop_sleeve_that_fits_laptops_is_not_a_laptop():
    assert head("Laptop Sleeve Fits 15-inch Laptops, Grey Felt") == "laptop_sleeve"
    assert "laptop" not in keys("Laptop Sleeve Fits 15-inch Laptops")
    assert head("Neoprene Sleeve Compatible with MacBook Air 13") is None


def test_compound_head_is_the_last_word_of_the_compound():
    assert head("Laptop Backpack, Water Resistant") == "backpack"
    assert head("Travel Organizer Bag, Packing Cube Set") == "travel_organizer"
    assert head("Genuine Leather Tote Bag with Laptop Compartment") == "tote_bag"
    assert head("Smartphone 128GB Triple Camera") == "phone"
    assert head("Men's Running Shoes Lightweight Breathable Sneakers") == "running_shoes"


def test_longest_match_first():
    assert keys("robot vacuum cleaner and a cordless vacuum")[0] == "robot_vacuum"
    assert keys("car phone mount for my phone")[0] == "car_phone_mount"


# --- Chinese requests and titles ---------------------------------------------------------


def test_chinese_variants_name_the_same_type():
    for text in ("帮我找双跑鞋", "推荐一双跑步鞋", "慢跑鞋有吗"):
        assert keys(text)[0] == "running_shoes", text


def test_chinese_longest_name_wins_an_overlap():
    assert head("苹果15手机壳 透明防摔") == "phone_case"
    assert "phone" not in keys("苹果15手机壳")
    assert head("皮鞋油 黑色 保养") == "shoe_care"


def test_a_longer_name_that_ends_inside_a_word_yields_to_the_name_that_ends_it():
    # 葡萄|酒柜: jieba (knowing every type name) ends the word after 酒柜, inside which
    # 葡萄酒 (wine, one character longer) would end; the cabinet is the product.
    assert head("恒温葡萄酒柜 家用小型 静音") == "refrigerator"
    assert "wine" not in keys("恒温葡萄酒柜 家用小型 静音")
    assert head("笔记本电脑支架 铝合金 可升降 散热") == "laptop_stand"
    # where the word ends with the longer name, the longer name still wins
    assert head("进口红葡萄酒 干红 750ml 整箱") == "wine"
    assert head("皮鞋油 黑色 保养") == "shoe_care"


def test_chinese_compatibility_marker_governs_the_device():
    assert head("适用于华为手机的车载支架") == "car_phone_mount"
    assert keys("适用于华为手机的车载支架") == ["car_phone_mount"]
    assert head("车载支架适用于华为手机") == "car_phone_mount"
    assert head("适用iPhone15手机壳 磨砂") == "phone_case"


def test_vest_inside_a_fencing_set_title_is_not_the_product():
    assert head("击剑服套装儿童比赛三件套含背心") == "fencing_set"
    assert "vest" not in keys("击剑服套装儿童比赛三件套含背心")
    assert head("击剑服套装 儿童比赛 三件套 含背心 裤子") == "fencing_set"
    assert head("纯棉背心男 夏季") == "vest"


def test_bundled_extras_are_not_the_head():
    assert head("猫砂盆全封闭送猫砂铲") == "litter_box"
    assert head("保温杯316不锈钢带茶漏水杯") == "travel_mug"


def test_chinese_head_is_the_head_noun_not_the_last_noun():
    # a pile of sibling names keeps the specific first one
    assert head("跑鞋男款透气减震运动鞋") == "running_shoes"
    # a group named before its member yields to the member
    assert head("女鞋跑鞋轻便") == "running_shoes"


def test_one_character_names_only_count_as_whole_words():
    assert keys("全麦面包") == []  # 包 in 面包 is bread
    assert keys("帮我挑个包") == ["bags"]
    assert head("面包机家用全自动") == "toaster"


def test_chinese_silver_earrings_are_earrings():
    assert head("纯银耳环女 S925") == "earrings"


def test_accessory_after_a_chinese_type_is_not_that_type():
    assert head("跑鞋清洁剂 小白鞋") is None


def test_mixed_language_title():
    assert head("iPhone 15 手机壳") == "phone_case"
    assert head("PU leather女包 斜挎") == "handbag"


def test_empty_text_names_nothing():
    assert find_types("") == []
    assert type_of_title("") is None
    assert type_of_title("Brand new, free shipping") is None


# --- same_type -------------------------------------------------------------------------------


def test_same_type_exact_and_through_the_group():
    assert same_type("running_shoes", "running_shoes")
    assert same_type("shoes", get_type("running_shoes"))
    assert same_type("sneakers", "running_shoes")  # 运动鞋 covers running shoes
    assert same_type("bags", "duffel_bag")  # two levels: duffel -> travel bag -> bags


def test_same_type_is_not_symmetric_and_not_between_siblings():
    assert not same_type("running_shoes", "shoes")
    assert not same_type("running_shoes", "sandals")
    assert not same_type("shoes", "shoe_care")
    assert not same_type("", "sandals")
    assert not same_type("running_shoes", None)


def test_requested_type_from_a_request_accepts_the_titles_of_that_type():
    requested = find_types("有没有好看的运动鞋")[0]
    assert same_type(requested, type_of_title("男子缓震跑鞋 42码"))
    assert not same_type(requested, type_of_title("Shoe Polish Kit, Black"))
    assert not same_type(requested, type_of_title("Men's Leather Sandals"))


# --- the plan field ----------------------------------------------------------------------------


def test_planner_output_product_type_defaults_to_empty():
    plan = PlannerOutput(intent="search", domain=Domain.FOOTWEAR, search_query="running shoes")
    assert plan.product_type == ""
    plan = PlannerOutput(intent="search", domain=Domain.FOOTWEAR, search_query="跑鞋",
                         product_type="running_shoes")
    assert get_type(plan.product_type).domain == plan.domain


def test_negated_types_are_not_asked_for():
    assert keys("running shoes, no sandals") == ["running_shoes"]
    assert keys("跑鞋，不要凉鞋") == ["running_shoes"]
    assert head("Face Moisturizer Fragrance-Free, 50ml") == "face_cream"  # not a perfume


def test_a_spaced_dash_ends_a_phrase():
    # "Box - Set of 3" is no box set, "Card - Pack of 12" no card pack
    assert head("Bamboo Storage Box - Set of 3 (Burgundy)") == "storage_basket"
    assert head("Greeting Card - Pack of 12") == "envelope"


def test_quantity_words_are_not_accessory_heads():
    assert head("Oat Milk Case of 6 by Hollis Park") == "milk"


def test_chinese_gender_word_ends_the_head_phrase():
    assert head("真皮手表男士皮表带酒红色", "jewelry_watches") == "watch"  # not the strap


# --- sized types: whether the answer asks for a size --------------------------------------


def test_shoes_and_clothes_are_sized_and_one_size_accessories_are_not():
    from agent.product_types import needs_size

    assert get_type("running_shoes").sized and get_type("jeans").sized
    assert get_type("down_jacket").sized
    for one_size in ("scarf", "hat", "belt", "shoe_care", "shoelaces"):
        assert not get_type(one_size).sized, one_size
    assert not get_type("sofa").sized and not get_type("earrings").sized
    assert needs_size(None, "footwear") and needs_size("", Domain.APPAREL)
    assert not needs_size(None, "furniture")


def test_sized_flag_is_read_from_the_vocabulary_file():
    """The flag lives in data/product_types.json (one source): every explicit flag there is
    what the loader says, and a type without one follows its domain."""
    from agent.product_types import SIZED_DOMAINS

    raw = {t["key"]: t for t in json.loads(TYPES_FILE.read_text(encoding="utf-8"))["types"]}
    assert any("sized" in t for t in raw.values())
    for ptype in all_types():
        flag = raw[ptype.key].get("sized")
        assert ptype.sized == (ptype.domain in SIZED_DOMAINS if flag is None else flag), ptype.key


def test_a_scarf_asks_no_size_but_shoes_do():
    from agent.steps.answer import missing_slots
    from memory.models import SessionState as Session

    def SessionState(**fields):
        return Session(user="ana", session_id="s1", **fields)

    assert missing_slots(Domain.APPAREL, SessionState(item="scarf")) == []
    assert missing_slots(Domain.FOOTWEAR, SessionState(item="running_shoes")) == ["size"]
    assert missing_slots(Domain.FOOTWEAR, SessionState(item="running_shoes",
                                                       slots={"size": "42"})) == []
    assert missing_slots(Domain.FURNITURE, SessionState(item="sofa")) == []


def test_members_of_a_group_are_what_the_group_request_accepts():
    from agent.product_types import members

    shoes = members("shoes")
    assert {"shoes", "running_shoes", "sneakers", "sandals"} <= set(shoes)
    assert "shoe_care" not in shoes and "insoles" not in shoes
    assert set(members(["running_shoes"])) == {"running_shoes"}
    for key in shoes:
        assert same_type("shoes", key)

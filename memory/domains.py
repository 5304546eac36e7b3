"""The closed domain enum and its labels: the one table every screen and engine reads."""
from __future__ import annotations

from enum import Enum


class Domain(str, Enum):
    APPAREL = "apparel"
    FOOTWEAR = "footwear"
    BAGS_LUGGAGE = "bags_luggage"
    JEWELRY_WATCHES = "jewelry_watches"
    BEAUTY_PERSONAL_CARE = "beauty_personal_care"
    ELECTRONICS = "electronics"
    COMPUTERS_OFFICE = "computers_office"
    HOME_APPLIANCES = "home_appliances"
    KITCHEN_DINING = "kitchen_dining"
    FURNITURE = "furniture"
    HOME_TEXTILES = "home_textiles"
    HOME_DECOR = "home_decor"
    SPORTS_OUTDOORS = "sports_outdoors"
    TOYS_GAMES = "toys_games"
    BABY_MATERNITY = "baby_maternity"
    PET_SUPPLIES = "pet_supplies"
    FOOD_BEVERAGES = "food_beverages"
    HEALTH_SUPPLEMENTS = "health_supplements"
    BOOKS_MEDIA = "books_media"
    AUTOMOTIVE = "automotive"
    TOOLS_HOME_IMPROVEMENT = "tools_home_improvement"
    STATIONERY_CRAFTS = "stationery_crafts"
    # Two escape hatches with opposite meanings: GLOBAL applies everywhere (allergy, ethics,
    # safety); OTHER is in force nowhere until a person fixes it. A miss must fail narrow.
    GLOBAL = "global"
    OTHER = "other"

    @property
    def is_product_domain(self) -> bool:
        return self not in (Domain.GLOBAL, Domain.OTHER)

    @property
    def zh(self) -> str:
        return DOMAIN_LABELS[self][0]

    @property
    def en(self) -> str:
        return DOMAIN_LABELS[self][1]

    def label(self, lang: str = "zh") -> str:
        return self.zh if lang == "zh" else self.en


DOMAIN_LABELS: dict[Domain, tuple[str, str]] = {
    Domain.APPAREL: ("服装", "Apparel"),
    Domain.FOOTWEAR: ("鞋靴", "Footwear"),
    Domain.BAGS_LUGGAGE: ("箱包", "Bags & luggage"),
    Domain.JEWELRY_WATCHES: ("珠宝手表", "Jewelry & watches"),
    Domain.BEAUTY_PERSONAL_CARE: ("美妆个护", "Beauty & personal care"),
    Domain.ELECTRONICS: ("数码电子", "Electronics"),
    Domain.COMPUTERS_OFFICE: ("电脑办公", "Computers & office"),
    Domain.HOME_APPLIANCES: ("家用电器", "Home appliances"),
    Domain.KITCHEN_DINING: ("厨房餐具", "Kitchen & dining"),
    Domain.FURNITURE: ("家具", "Furniture"),
    Domain.HOME_TEXTILES: ("家纺", "Home textiles"),
    Domain.HOME_DECOR: ("家居装饰", "Home decor"),
    Domain.SPORTS_OUTDOORS: ("运动户外", "Sports & outdoors"),
    Domain.TOYS_GAMES: ("玩具游戏", "Toys & games"),
    Domain.BABY_MATERNITY: ("母婴", "Baby & maternity"),
    Domain.PET_SUPPLIES: ("宠物用品", "Pet supplies"),
    Domain.FOOD_BEVERAGES: ("食品饮料", "Food & beverages"),
    Domain.HEALTH_SUPPLEMENTS: ("保健营养", "Health & supplements"),
    Domain.BOOKS_MEDIA: ("图书音像", "Books & media"),
    Domain.AUTOMOTIVE: ("汽车用品", "Automotive"),
    Domain.TOOLS_HOME_IMPROVEMENT: ("五金工具", "Tools & home improvement"),
    Domain.STATIONERY_CRAFTS: ("文具手工", "Stationery & crafts"),
    Domain.GLOBAL: ("全局", "Global"),
    Domain.OTHER: ("其他", "Other"),
}

PRODUCT_DOMAINS: tuple[Domain, ...] = tuple(d for d in Domain if d.is_product_domain)


def parse_domain(value: object) -> Domain | None:
    """A Domain from its enum word, or None: callers decide how to fail (narrow)."""
    if isinstance(value, Domain):
        return value
    try:
        return Domain(str(value).strip().lower())
    except ValueError:
        return None

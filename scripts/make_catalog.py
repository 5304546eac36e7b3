"""Generate data/catalog.jsonl: a synthetic multi-platform catalog (DESIGN section 7).

Deterministic: a fixed seed, a fixed iteration order and sequential ids (P000001 …), so the
output is byte-identical across runs. Every title, brand and description is invented here;
none comes from the real-data evaluation files.

    python scripts/make_catalog.py [--out data/catalog.jsonl]

The `domain` field is what the generator knows is true; agent/domain_map.py is tested
against it. Each platform writes its raw category in its own style (English › path, slash
path, flat tags, Chinese > path …), because real imports look like that.
"""
from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agent.money import CNY_PER_USD  # noqa: E402
from agent.products import Product, write_catalog  # noqa: E402
from memory.domains import Domain  # noqa: E402
from memory.paths import CATALOG  # noqa: E402

SEED = 20240611
PER_TYPE = 30          # products per product type (story types get more, see `count`)

# --------------------------------------------------------------------------- materials
# (English title phrase, Chinese title phrase, material field). The title says it the way a
# store would; the material field says what it really is.
M = {
    "genuine_leather": [("Genuine Leather", "真皮", "genuine leather"),
                        ("Full-Grain Leather", "头层牛皮", "full-grain leather"),
                        ("Leather", "牛皮", "leather"),
                        ("Top-Grain Leather", "头层牛皮", "top-grain leather")],
    "vegan_leather": [("Vegan Leather", "环保素皮", "vegan leather"),
                      ("Leather-Free Vegan", "无皮革环保", "vegan leather")],
    "faux_leather": [("Faux Leather", "人造皮革", "faux leather"),
                     ("PU Leather", "pu皮", "PU leather"),
                     ("Synthetic Leather", "超纤皮", "synthetic leather"),
                     ("Leatherette", "仿皮", "leatherette")],
    "suede": [("Suede", "翻毛皮", "suede")],
    "nylon": [("Nylon", "尼龙", "nylon"), ("Ripstop Nylon", "防撕裂尼龙", "nylon")],
    "canvas": [("Canvas", "帆布", "canvas"), ("Waxed Canvas", "油蜡帆布", "canvas")],
    "polyester": [("Polyester", "涤纶", "polyester"), ("Recycled Polyester", "再生涤纶", "polyester")],
    "plastic_hard": [("Plastic Hard Shell", "塑料硬壳", "plastic"),
                     ("ABS Plastic Hardside", "ABS塑料", "ABS plastic"),
                     ("Polycarbonate Hard-Shell", "PC硬壳", "polycarbonate"),
                     ("Lightweight Plastic", "轻量塑料", "plastic")],
    "plastic": [("Plastic", "塑料", "plastic"), ("BPA-Free Plastic", "无BPA塑料", "BPA-free plastic")],
    "plastic_free": [("Plastic-Free", "无塑料", "bamboo"), ("Bamboo", "竹制", "bamboo")],
    "linen": [("Linen", "亚麻", "linen"), ("100% Linen", "纯亚麻", "linen"),
              ("Linen Blend", "棉麻", "linen blend"), ("Pure Linen", "亚麻", "linen")],
    "cotton": [("Cotton", "纯棉", "cotton"), ("Organic Cotton", "有机棉", "cotton"),
               ("Cotton Poplin", "府绸棉", "cotton"), ("Chambray", "青年布", "cotton")],
    "mesh": [("Breathable Mesh", "透气网面", "mesh"), ("Knit", "飞织", "knit textile")],
    "velvet": [("Velvet", "丝绒", "velvet")],
    "fabric": [("Fabric", "布艺", "polyester fabric"), ("Chenille", "雪尼尔", "chenille")],
    "wool": [("Merino Wool", "美利奴羊毛", "wool"), ("Wool Blend", "羊毛混纺", "wool blend")],
    "denim": [("Denim", "牛仔", "cotton denim")],
    "steel": [("Stainless Steel", "不锈钢", "stainless steel")],
    "ceramic": [("Ceramic", "陶瓷", "ceramic")],
    "glass": [("Glass", "玻璃", "glass")],
    "wood": [("Solid Wood", "实木", "solid wood"), ("Oak", "橡木", "oak wood")],
    "metal": [("Metal", "金属", "metal")],
    "silver": [("Sterling Silver", "925银", "sterling silver")],
    "gold": [("18K Gold Plated", "18K镀金", "gold-plated brass")],
    "silicone": [("Silicone", "硅胶", "silicone")],
    "aluminium": [("Aluminum", "铝合金", "aluminium")],
    "none": [("", "", None)],
}

COLORS = [("Black", "黑色"), ("Navy", "藏青色"), ("Grey", "灰色"), ("Beige", "米色"),
          ("Olive", "军绿色"), ("White", "白色"), ("Brown", "棕色"), ("Burgundy", "酒红色"),
          ("Tan", "卡其色"), ("Sage Green", "浅绿色"), ("Sky Blue", "浅蓝色"), ("Cream", "奶白色")]

BRANDS_EN = ["Northvale", "Kestrel & Co", "Amberlane", "Lumora", "Fernhill", "Quillon",
             "Bramblewood", "Tidewell", "Corvana", "Halden", "Mirevo", "Sunpeak", "Oakhollow",
             "Velastra", "Arlo & Finch", "Brisa", "Driftline", "Everhaze", "Greymoor",
             "Hollis Park", "Ironbark", "Juniper Lane", "Kinsley", "Larkspur", "Marlowe",
             "Nimbo", "Orrin", "Palmetto Row", "Quayside", "Rowanfield", "Saltmarsh", "Tovari"]
BRANDS_ZH = ["北屿", "木卡", "悦野", "青禾", "素雅居", "拾光", "米歌", "橙果", "云栖",
             "小鹿森林", "朗格", "暖阳", "优品汇", "简木", "行者先锋", "喵星球"]


@dataclass
class Type:
    en: str                     # product noun as a store title says it
    zh: str                     # Chinese product noun
    leaf_en: str                # category leaf (English)
    leaf_zh: str                # category leaf (Chinese)
    price: tuple[float, float]  # USD range
    mats: list[str] = field(default_factory=lambda: ["none"])
    feats: list[str] = field(default_factory=list)     # English feature phrases
    feats_zh: list[str] = field(default_factory=list)  # Chinese feature phrases
    gender: bool = False
    count: int = PER_TYPE
    tags: str = ""              # flat tag style: "bags;backpack"


def T(en, zh, leaf_en, leaf_zh, price, mats=None, feats=None, feats_zh=None, **kw) -> Type:
    return Type(en, zh, leaf_en, leaf_zh, price, mats or ["none"], feats or [], feats_zh or [], **kw)


# --------------------------------------------------------------------------- product types
TYPES: dict[Domain, list[Type]] = {
    Domain.APPAREL: [
        T("Button-Down Shirt", "衬衫", "Shirts", "衬衫", (22, 75),
          ["linen", "cotton", "linen", "cotton", "linen", "polyester"],
          ["Relaxed Fit", "Long Sleeve", "Short Sleeve", "Summer Beach", "Regular Fit"],
          ["宽松", "长袖", "短袖", "夏季薄款", "休闲"], gender=True, count=40, tags="clothing;shirts"),
        T("Wide-Leg Trousers", "阔腿裤", "Pants", "休闲裤", (28, 80),
          ["linen", "cotton", "polyester", "linen"], ["High Waist", "Drawstring", "Pleated"],
          ["高腰", "抽绳", "垂感"], gender=True, count=28, tags="clothing;trousers"),
        T("Midi Dress", "连衣裙", "Dresses", "连衣裙", (30, 95),
          ["linen", "cotton", "polyester", "velvet"], ["Sleeveless", "Wrap", "A-Line"],
          ["无袖", "收腰", "A字"], count=26, tags="clothing;dress"),
        T("Crew Neck T-Shirt", "T恤", "T-Shirts", "T恤", (9, 35),
          ["cotton", "polyester", "linen"], ["Pack of 3", "Slim Fit", "Oversized"],
          ["三件装", "修身", "宽松"], gender=True, tags="clothing;tshirt"),
        T("Hooded Sweatshirt", "连帽卫衣", "Hoodies & Sweatshirts", "卫衣", (25, 70),
          ["cotton", "polyester"], ["Fleece Lined", "Pullover", "Zip-Up"], ["加绒", "套头", "拉链"],
          gender=True, tags="clothing;hoodie"),
        T("Jacket", "夹克", "Coats & Jackets", "夹克外套", (45, 220),
          ["genuine_leather", "faux_leather", "denim", "nylon"], ["Biker", "Bomber", "Water Resistant"],
          ["机车", "飞行员", "防泼水"], gender=True, tags="clothing;jacket;outerwear"),
        T("Crew Socks", "袜子", "Socks", "袜子", (6, 22), ["cotton", "wool"],
          ["Buy 1 Get 1 Free", "6 Pairs", "Cushioned"], ["买一送一", "6双装", "加厚"], tags="clothing;socks"),
    ],
    Domain.FOOTWEAR: [
        T("Running Shoes", "跑鞋", "Running Shoes", "跑步鞋", (45, 160),
          ["mesh", "genuine_leather", "vegan_leather", "faux_leather", "mesh"],
          ["Lightweight", "Cushioned", "Road Running", "Non-Slip"], ["轻便", "缓震", "透气", "防滑"],
          gender=True, count=34, tags="shoes;running;sneakers"),
        T("Ankle Boots", "短靴", "Boots", "靴子", (55, 240),
          ["genuine_leather", "vegan_leather", "faux_leather", "suede"],
          ["Chelsea", "Lace-Up", "Waterproof"], ["切尔西", "系带", "防水"], gender=True, count=32,
          tags="shoes;boots"),
        T("Sneakers", "板鞋", "Fashion Sneakers", "休闲板鞋", (35, 130),
          ["canvas", "genuine_leather", "vegan_leather", "faux_leather"], ["Low-Top", "Slip-On", "Classic"],
          ["低帮", "一脚蹬", "经典"], gender=True, count=28, tags="shoes;sneakers"),
        T("Loafers", "乐福鞋", "Loafers & Slip-Ons", "乐福鞋", (40, 180),
          ["genuine_leather", "faux_leather", "suede"], ["Penny", "Driving", "Office"],
          ["一脚蹬", "豆豆", "通勤"], gender=True, tags="shoes;loafers"),
        T("Sandals", "凉鞋", "Sandals", "凉鞋", (18, 90), ["genuine_leather", "faux_leather", "none"],
          ["Flat", "Strappy", "Cork Footbed"], ["平底", "绑带", "软木"], gender=True, tags="shoes;sandals"),
        T("Shoe Polish", "鞋油", "Shoe Care", "鞋油", (5, 18), ["none"],
          ["for Leather Shoes", "Neutral", "Kit"], ["真皮保养", "无色", "套装"], tags="shoes;care"),
    ],
    Domain.BAGS_LUGGAGE: [
        T("Backpack", "双肩包", "Backpacks", "双肩背包", (28, 180),
          ["genuine_leather", "vegan_leather", "faux_leather", "nylon", "canvas", "polyester"],
          ["Laptop Compartment", "Travel Daypack", "Anti-Theft", "Water Resistant"],
          ["大容量", "电脑", "防盗", "防泼水"], count=40, tags="bags;backpack"),
        T("Tote Bag", "托特包", "Totes", "托特包", (20, 200),
          ["genuine_leather", "vegan_leather", "faux_leather", "canvas"],
          ["Large", "Zip Top", "Work"], ["大容量", "拉链", "通勤"], count=32, tags="bags;tote;handbag"),
        T("Travel Duffel Bag", "旅行包", "Travel Duffels", "旅行包", (30, 220),
          ["genuine_leather", "vegan_leather", "faux_leather", "nylon", "canvas"],
          ["Weekender", "Carry-On", "Foldable"], ["短途", "登机", "可折叠"], count=30,
          tags="bags;travel;duffel"),
        T("Travel Organizer Bag", "旅行收纳包", "Travel Organizers", "旅行收纳包", (12, 60),
          ["nylon", "canvas", "plastic", "vegan_leather", "genuine_leather", "faux_leather", "polyester"],
          ["Packing Cube Set", "Toiletry", "Cable Organiser"], ["衣物收纳", "洗漱", "数据线"], count=34,
          tags="bags;travel;organizer"),
        T("Suitcase", "行李箱", "Luggage", "拉杆箱", (60, 320),
          ["plastic_hard", "plastic_hard", "nylon", "polyester"],
          ["Carry-On 20 Inch", "Spinner Wheels", "Checked 28 Inch"], ["20寸登机", "万向轮", "28寸托运"],
          count=34, tags="luggage;suitcase;travel"),
        T("Crossbody Bag", "斜挎包", "Crossbody Bags", "斜挎包", (18, 150),
          ["genuine_leather", "vegan_leather", "faux_leather", "nylon"], ["Mini", "Adjustable Strap"],
          ["小号", "可调节肩带"], tags="bags;crossbody"),
        T("Wallet", "钱包", "Wallets", "钱包", (12, 90), ["genuine_leather", "faux_leather", "vegan_leather"],
          ["RFID Blocking", "Bifold", "Slim"], ["防盗刷", "对折", "超薄"], gender=True, tags="bags;wallet"),
    ],
    Domain.JEWELRY_WATCHES: [
        T("Pendant Necklace", "项链", "Necklaces", "项链", (15, 180), ["silver", "gold"],
          ["Minimalist", "Birthstone", "Layered"], ["简约", "锁骨链", "叠戴"], tags="jewelry;necklace"),
        T("Hoop Earrings", "耳环", "Earrings", "耳饰", (10, 120), ["silver", "gold"],
          ["Hypoallergenic", "Chunky", "Small"], ["防过敏", "粗款", "小巧"], tags="jewelry;earrings"),
        T("Analog Watch", "手表", "Wrist Watches", "腕表", (40, 380),
          ["genuine_leather", "vegan_leather", "steel"], ["Leather Strap", "Quartz", "Automatic"],
          ["皮表带", "石英", "自动机械"], gender=True, tags="watches;analog"),
        T("Charm Bracelet", "手链", "Bracelets", "手链", (12, 140), ["silver", "gold", "genuine_leather"],
          ["Adjustable", "Beaded", "Cuff"], ["可调节", "串珠", "开口"], tags="jewelry;bracelet"),
    ],
    Domain.BEAUTY_PERSONAL_CARE: [
        T("Matte Lipstick", "口红", "Lipstick", "口红", (8, 38), ["none"], ["Long Lasting", "Cruelty-Free"],
          ["持久", "不脱色"], tags="beauty;makeup;lipstick"),
        T("Face Moisturizer", "面霜", "Face Moisturizers", "面霜", (12, 65), ["none"],
          ["SPF 30", "Fragrance-Free", "Hyaluronic Acid"], ["保湿", "无香", "玻尿酸"], tags="beauty;skincare"),
        T("Shampoo", "洗发水", "Shampoos", "洗发水", (7, 32), ["none"], ["Sulfate-Free", "Anti-Dandruff"],
          ["无硅油", "去屑"], tags="beauty;hair"),
        T("Toothbrush", "牙刷", "Toothbrushes", "牙刷", (4, 25), ["plastic_free", "plastic"],
          ["4 Pack", "Soft Bristles", "Charcoal"], ["4支装", "软毛", "竹炭"], tags="personal care;oral care"),
        T("Eau de Parfum", "香水", "Perfume", "香水", (25, 140), ["none"], ["50ml", "100ml", "Travel Spray"],
          ["50ml", "100ml", "便携"], gender=True, tags="beauty;fragrance"),
    ],
    Domain.ELECTRONICS: [
        T("Wireless Earbuds", "蓝牙耳机", "Earbud Headphones", "蓝牙耳机", (19, 199), ["none"],
          ["Noise Cancelling", "Bluetooth 5.3", "Charging Case"], ["降噪", "蓝牙5.3", "长续航"],
          tags="electronics;audio;earbuds"),
        T("Phone Case", "手机壳", "Cell Phone Cases", "手机壳", (8, 45),
          ["faux_leather", "genuine_leather", "silicone", "plastic"], ["for iPhone 15", "Shockproof", "Slim"],
          ["适用iPhone15", "防摔", "超薄"], tags="electronics;phone case"),
        T("Bluetooth Speaker", "蓝牙音箱", "Portable Speakers", "音箱", (25, 180), ["none"],
          ["Waterproof", "Portable", "Bass Boost"], ["防水", "便携", "重低音"], tags="electronics;speaker"),
        T("Power Bank", "充电宝", "Portable Power Banks", "移动电源", (15, 70), ["none"],
          ["20000mAh", "Fast Charging", "USB-C"], ["20000毫安", "快充", "Type-C"], tags="electronics;charger"),
        T("Smartwatch", "智能手表", "Smartwatches", "智能手表", (45, 300), ["none"],
          ["Heart Rate", "GPS", "Fitness Tracker"], ["心率", "GPS", "运动监测"], tags="electronics;wearable"),
    ],
    Domain.COMPUTERS_OFFICE: [
        T("Laptop", "笔记本电脑", "Laptops", "笔记本电脑", (380, 1800), ["none"],
          ["14 Inch", "16GB RAM 512GB SSD", "Thin and Light"], ["14英寸", "16G+512G", "轻薄"],
          tags="computers;laptop"),
        T("Mechanical Keyboard", "机械键盘", "Keyboards", "键盘", (35, 160), ["none"],
          ["Hot-Swappable", "RGB", "Wireless"], ["热插拔", "RGB背光", "无线"], tags="computers;keyboard"),
        T("Wireless Mouse", "无线鼠标", "Mice", "鼠标", (12, 90), ["none"],
          ["Ergonomic", "Silent Click", "Rechargeable"], ["人体工学", "静音", "可充电"], tags="computers;mouse"),
        T("Monitor", "显示器", "Monitors", "显示器", (120, 600), ["none"],
          ["27 Inch 4K", "24 Inch IPS", "144Hz"], ["27英寸4K", "24英寸IPS", "144Hz"], tags="computers;monitor"),
        T("Printer", "打印机", "Printers", "打印机", (80, 400), ["none"], ["All-in-One", "Laser", "Wireless"],
          ["一体机", "激光", "无线"], tags="office;printer"),
    ],
    Domain.HOME_APPLIANCES: [
        T("Electric Kettle", "电水壶", "Electric Kettles", "电热水壶", (20, 90), ["steel", "glass", "plastic"],
          ["1.7L", "Temperature Control", "Auto Shut-Off"], ["1.7升", "温控", "自动断电"],
          tags="appliances;kettle"),
        T("Air Fryer", "空气炸锅", "Air Fryers", "空气炸锅", (50, 200), ["none"], ["5.8 Qt", "Digital", "Dual Basket"],
          ["5升", "数显", "双锅"], tags="appliances;air fryer"),
        T("Robot Vacuum", "扫地机器人", "Robotic Vacuums", "扫地机器人", (120, 600), ["none"],
          ["Self-Emptying", "Mopping", "LiDAR"], ["自动集尘", "扫拖一体", "激光导航"], tags="appliances;vacuum"),
        T("Air Purifier", "空气净化器", "Air Purifiers", "空气净化器", (60, 350), ["none"],
          ["HEPA", "Quiet", "Large Room"], ["HEPA滤网", "静音", "大空间"], tags="appliances;air purifier"),
        T("Water Dispenser", "饮水机", "Water Dispensers", "饮水机", (60, 260), ["none"],
          ["Hot and Cold", "Bottom Loading", "Countertop"], ["冷热", "下置水桶", "台式"], tags="appliances;water"),
    ],
    Domain.KITCHEN_DINING: [
        T("Frying Pan", "平底锅", "Skillets", "煎锅", (18, 120), ["steel", "none", "metal"],
          ["Non-Stick", "Induction Compatible", "12 Inch"], ["不粘", "电磁炉适用", "30cm"],
          tags="kitchen;cookware;pan"),
        T("Water Bottle", "水杯", "Water Bottles", "水杯", (8, 45), ["steel", "plastic", "glass"],
          ["Leak-Proof", "32 oz", "Insulated"], ["防漏", "大容量", "保温"], tags="kitchen;drinkware;bottle"),
        T("Dinnerware Set", "餐具套装", "Dinnerware Sets", "餐具套装", (30, 160), ["ceramic", "plastic"],
          ["16 Piece", "Service for 4", "Stoneware"], ["16件套", "4人份", "釉下彩"], tags="kitchen;dinnerware"),
        T("Chef Knife", "菜刀", "Chef's Knives", "刀具", (15, 150), ["steel"], ["8 Inch", "Japanese", "Forged"],
          ["20cm", "日式", "锻打"], tags="kitchen;knife"),
        T("Food Storage Containers", "保鲜盒", "Food Storage", "保鲜盒", (12, 55), ["glass", "plastic"],
          ["Set of 10", "Airtight", "Microwave Safe"], ["10件套", "密封", "可微波"], tags="kitchen;storage"),
    ],
    Domain.FURNITURE: [
        T("Sofa", "沙发", "Sofas & Couches", "沙发", (280, 2200),
          ["genuine_leather", "linen", "velvet", "fabric", "faux_leather", "genuine_leather", "velvet", "linen", "fabric"],
          ["3-Seater", "Mid-Century Modern", "Loveseat", "Sectional"], ["三人位", "北欧", "小户型", "转角"],
          count=54, tags="furniture;sofa;living room"),
        T("Dining Chair", "餐椅", "Dining Chairs", "餐椅", (45, 300), ["wood", "velvet", "faux_leather"],
          ["Set of 2", "Upholstered", "Armless"], ["两把装", "软包", "无扶手"], tags="furniture;chair"),
        T("Coffee Table", "茶几", "Coffee Tables", "茶几", (70, 450), ["wood", "glass", "metal"],
          ["Round", "Lift-Top", "With Storage"], ["圆形", "升降", "带储物"], tags="furniture;table"),
        T("Bookshelf", "书架", "Bookcases", "书架", (50, 320), ["wood", "metal"], ["5-Tier", "Industrial", "Corner"],
          ["五层", "工业风", "转角"], tags="furniture;shelf"),
        T("Office Chair", "办公椅", "Office Chairs", "办公椅", (80, 520), ["mesh", "genuine_leather", "faux_leather"],
          ["Ergonomic", "Lumbar Support", "High Back"], ["人体工学", "护腰", "高背"], tags="furniture;office chair"),
    ],
    Domain.HOME_TEXTILES: [
        T("Duvet Cover Set", "被套四件套", "Duvet Covers", "四件套", (30, 160), ["linen", "cotton", "polyester"],
          ["Queen", "King", "Stonewashed"], ["1.8米", "2米", "水洗"], tags="bedding;duvet cover"),
        T("Bath Towel Set", "浴巾套装", "Bath Towels", "毛巾浴巾", (18, 80), ["cotton", "linen"],
          ["6 Piece", "Quick Dry", "Hotel Quality"], ["6件套", "速干", "酒店款"], tags="bath;towels"),
        T("Throw Blanket", "毛毯", "Throws", "毛毯", (18, 90), ["wool", "cotton", "polyester"],
          ["Knitted", "Fleece", "Boho"], ["针织", "法兰绒", "波西米亚"], tags="textiles;blanket"),
        T("Area Rug", "地毯", "Area Rugs", "地毯", (40, 380), ["wool", "polyester", "cotton"],
          ["5x7", "Washable", "Non-Slip"], ["160x230", "可水洗", "防滑"], tags="textiles;rug;carpet"),
        T("Blackout Curtains", "遮光窗帘", "Window Curtains", "窗帘", (20, 110), ["linen", "polyester", "velvet"],
          ["2 Panels", "Thermal Insulated", "Grommet"], ["两片装", "隔热", "打孔"], tags="textiles;curtains"),
    ],
    Domain.HOME_DECOR: [
        T("Scented Candle", "香薰蜡烛", "Candles", "香薰蜡烛", (10, 55), ["glass", "ceramic"],
          ["Soy Wax", "Lavender", "Gift Set"], ["大豆蜡", "薰衣草", "礼盒"], tags="decor;candle"),
        T("Table Lamp", "台灯", "Table Lamps", "台灯", (25, 160), ["ceramic", "metal", "linen"],
          ["Bedside", "Dimmable", "USB Port"], ["床头", "调光", "USB"], tags="decor;lamp;lighting"),
        T("Wall Mirror", "挂镜", "Mirrors", "装饰镜", (30, 250), ["metal", "wood"], ["Round", "Arched", "Full Length"],
          ["圆形", "拱形", "全身"], tags="decor;mirror"),
        T("Flower Vase", "花瓶", "Vases", "花瓶", (12, 90), ["ceramic", "glass"], ["Minimalist", "Set of 3", "Tall"],
          ["简约", "三件套", "高款"], tags="decor;vase"),
    ],
    Domain.SPORTS_OUTDOORS: [
        T("Yoga Mat", "瑜伽垫", "Yoga Mats", "瑜伽垫", (18, 90), ["none"], ["Non-Slip", "6mm", "TPE"],
          ["防滑", "6mm", "TPE"], tags="fitness;yoga"),
        T("Camping Tent", "帐篷", "Tents", "帐篷", (60, 450), ["nylon", "polyester"], ["2-Person", "Waterproof", "Pop-Up"],
          ["双人", "防雨", "速开"], tags="outdoors;camping;tent"),
        T("Adjustable Dumbbells", "哑铃", "Dumbbells", "哑铃", (40, 350), ["none"], ["Pair", "25 lb", "Quick Lock"],
          ["一对", "10公斤", "快速调节"], tags="fitness;weights"),
        T("Sleeping Bag", "睡袋", "Sleeping Bags", "睡袋", (30, 220), ["nylon", "polyester"], ["3 Season", "Mummy", "Lightweight"],
          ["三季", "木乃伊", "轻量"], tags="outdoors;camping;sleeping bag"),
        T("Hiking Trekking Poles", "登山杖", "Trekking Poles", "登山杖", (20, 120), ["aluminium"],
          ["Collapsible", "Pair", "Cork Grip"], ["可折叠", "一对", "软木手柄"], tags="outdoors;hiking"),
    ],
    Domain.TOYS_GAMES: [
        T("Building Blocks Set", "积木", "Building Toys", "积木", (15, 150), ["plastic", "wood"],
          ["500 Pieces", "STEM", "Kids 6+"], ["500颗粒", "益智", "6岁+"], tags="toys;building"),
        T("Jigsaw Puzzle", "拼图", "Jigsaw Puzzles", "拼图", (10, 40), ["none"], ["1000 Piece", "Landscape", "Adults"],
          ["1000片", "风景", "成人"], tags="toys;puzzle"),
        T("Plush Toy", "毛绒玩具", "Stuffed Animals", "毛绒玩具", (10, 60), ["polyester", "cotton"],
          ["Teddy Bear", "Soft", "Gift"], ["泰迪熊", "柔软", "礼物"], tags="toys;plush"),
        T("Board Game", "桌游", "Board Games", "桌游", (15, 70), ["none"], ["Family", "Strategy", "2-6 Players"],
          ["家庭", "策略", "2-6人"], tags="games;board game"),
    ],
    Domain.BABY_MATERNITY: [
        T("Baby Bottle", "奶瓶", "Baby Bottles", "奶瓶", (8, 45), ["glass", "plastic", "silicone"],
          ["Anti-Colic", "3 Pack", "Newborn"], ["防胀气", "3只装", "新生儿"], tags="baby;feeding"),
        T("Baby Stroller", "婴儿推车", "Strollers", "婴儿推车", (90, 600), ["none"],
          ["Lightweight", "Foldable", "Travel System"], ["轻便", "可折叠", "高景观"], tags="baby;stroller"),
        T("Diaper Bag Backpack", "妈咪包", "Diaper Bags", "妈咪包", (25, 110), ["nylon", "faux_leather", "canvas"],
          ["Changing Pad", "Large", "Insulated Pockets"], ["大容量", "多隔层", "保温"], tags="baby;diaper bag"),
        T("Maternity Dress", "孕妇连衣裙", "Maternity Dresses", "孕妇装", (25, 90), ["cotton", "linen"],
          ["Nursing", "Maxi", "Short Sleeve"], ["哺乳", "长款", "短袖"], tags="maternity;dress"),
    ],
    Domain.PET_SUPPLIES: [
        T("Cat Water Fountain", "猫咪饮水机", "Cat Fountains", "宠物饮水机", (18, 65), ["plastic", "steel", "ceramic"],
          ["2.5L", "Ultra Quiet", "with Filter"], ["2.5升", "静音", "循环过滤"], count=30, tags="pets;cat;fountain"),
        T("Dog Bed", "狗窝", "Dog Beds", "狗窝", (20, 150), ["polyester", "faux_leather", "canvas"],
          ["Orthopedic", "Washable", "Large"], ["记忆棉", "可拆洗", "大型犬"], tags="pets;dog;bed"),
        T("Cat Tree", "猫爬架", "Cat Trees", "猫爬架", (35, 220), ["wood", "none"], ["Multi-Level", "Scratching Posts", "Condo"],
          ["多层", "剑麻", "猫窝"], tags="pets;cat;furniture"),
        T("Dog Leash", "狗绳", "Leashes", "牵引绳", (8, 45), ["nylon", "genuine_leather"], ["6 ft", "Reflective", "Padded Handle"],
          ["1.8米", "反光", "软手柄"], tags="pets;dog;leash"),
    ],
    Domain.FOOD_BEVERAGES: [
        T("Ground Coffee", "咖啡粉", "Ground Coffee", "咖啡", (8, 30), ["none"], ["Medium Roast", "12 oz", "Organic"],
          ["中度烘焙", "340克", "有机"], tags="grocery;coffee"),
        T("Green Tea", "绿茶", "Green Tea", "茶叶", (6, 40), ["none"], ["100 Tea Bags", "Loose Leaf", "Organic"],
          ["100包", "散装", "明前"], tags="grocery;tea"),
        T("Mixed Nuts", "坚果", "Nuts", "坚果", (9, 35), ["none"], ["Roasted", "Unsalted", "Buy 1 Get 1 Free"],
          ["烘焙", "原味", "买一送一"], tags="grocery;snacks;nuts"),
        T("Spring Water", "矿泉水", "Bottled Water", "饮用水", (5, 25), ["none"], ["24 x 500ml PET Bottles", "Case"],
          ["24瓶pet瓶装", "整箱"], tags="grocery;beverages;water"),
        T("Dark Chocolate", "黑巧克力", "Chocolate", "巧克力", (4, 28), ["none"], ["70% Cacao", "Gift Box", "Bars"],
          ["70%可可", "礼盒", "排块"], tags="grocery;chocolate"),
    ],
    Domain.HEALTH_SUPPLEMENTS: [
        T("Vitamin D3 Supplement", "维生素D3", "Vitamin D", "维生素", (8, 35), ["none"], ["5000 IU", "120 Softgels"],
          ["5000IU", "120粒"], tags="health;vitamins"),
        T("Whey Protein Powder", "蛋白粉", "Protein Powders", "蛋白粉", (25, 80), ["none"], ["Chocolate", "2 lb", "Grass-Fed"],
          ["巧克力味", "2磅", "乳清"], tags="health;protein"),
        T("Fish Oil Omega-3", "鱼油", "Fish Oil", "鱼油", (10, 45), ["none"], ["1000mg", "Burp-Free"],
          ["1000mg", "无腥味"], tags="health;supplements"),
        T("Probiotic Capsules", "益生菌", "Probiotics", "益生菌", (12, 55), ["none"], ["50 Billion CFU", "Shelf Stable"],
          ["500亿活菌", "常温"], tags="health;probiotics"),
    ],
    Domain.BOOKS_MEDIA: [
        T("Paperback Novel", "小说", "Literature & Fiction", "小说", (8, 25), ["none"],
          ["Bestseller", "Book Club Edition", "Hardcover"], ["畅销", "精装", "新版"], tags="books;fiction"),
        T("Cookbook", "菜谱书", "Cookbooks", "烹饪书", (15, 45), ["none"], ["Vegetarian", "Baking", "Weeknight"],
          ["素食", "烘焙", "家常"], tags="books;cooking"),
        T("Picture Book", "绘本", "Children's Books", "绘本", (7, 22), ["none"], ["Bedtime", "Ages 3-5", "Board Book"],
          ["睡前", "3-6岁", "纸板书"], tags="books;kids"),
        T("Vinyl Record", "黑胶唱片", "Vinyl", "黑胶唱片", (18, 45), ["none"], ["LP", "Remastered", "Limited Edition"],
          ["LP", "重制", "限量"], tags="music;vinyl"),
    ],
    Domain.AUTOMOTIVE: [
        T("Car Seat Covers", "汽车座套", "Seat Covers", "座套", (30, 200), ["genuine_leather", "faux_leather", "fabric"],
          ["Full Set", "Universal Fit", "Waterproof"], ["全包围", "通用", "防水"], tags="automotive;seat covers"),
        T("Leather Cleaner", "皮革清洁剂", "Leather Care", "皮革清洁护理", (8, 30), ["none"],
          ["and Conditioner", "for Car Interiors", "16 oz"], ["汽车内饰", "保养", "500ml"],
          tags="automotive;car care;leather cleaner"),
        T("Dash Cam", "行车记录仪", "Dash Cameras", "行车记录仪", (30, 200), ["none"], ["4K", "Front and Rear", "Night Vision"],
          ["4K", "前后双录", "夜视"], tags="automotive;dash cam"),
        T("Car Phone Mount", "车载手机支架", "Phone Mounts", "车载支架", (10, 45), ["none"], ["Magnetic", "Vent", "Dashboard"],
          ["磁吸", "出风口", "中控台"], tags="automotive;phone mount"),
    ],
    Domain.TOOLS_HOME_IMPROVEMENT: [
        T("Cordless Drill", "电钻", "Power Drills", "电钻", (40, 220), ["none"], ["20V", "With Battery", "Brushless"],
          ["20V", "带电池", "无刷"], tags="tools;drill"),
        T("Tool Kit", "工具箱套装", "Tool Sets", "工具套装", (20, 150), ["steel", "none"], ["108 Piece", "Home Repair", "With Case"],
          ["108件", "家用", "收纳箱"], tags="tools;tool set"),
        T("LED Light Bulbs", "LED灯泡", "Light Bulbs", "灯泡", (8, 40), ["none"], ["6 Pack", "Dimmable", "Daylight"],
          ["6只装", "可调光", "日光"], tags="home improvement;lighting;bulbs"),
        T("Shower Head", "花洒", "Shower Heads", "花洒", (15, 90), ["steel", "plastic"], ["High Pressure", "Handheld", "Rainfall"],
          ["增压", "手持", "顶喷"], tags="home improvement;bathroom;shower"),
    ],
    Domain.STATIONERY_CRAFTS: [
        T("Gel Pens", "中性笔", "Gel Pens", "中性笔", (5, 25), ["none"], ["12 Pack", "0.5mm", "Quick Dry"],
          ["12支装", "0.5mm", "速干"], tags="stationery;pens"),
        T("Dotted Notebook", "笔记本", "Notebooks", "笔记本", (6, 30), ["faux_leather", "genuine_leather", "none"],
          ["A5", "Hardcover", "160 Pages"], ["A5", "硬壳", "160页"], tags="stationery;notebook;journal"),
        T("Watercolor Paint Set", "水彩颜料", "Watercolor Paints", "水彩颜料", (10, 60), ["none"],
          ["36 Colors", "With Brushes", "Travel"], ["36色", "送画笔", "便携"], tags="crafts;painting"),
        T("Knitting Yarn", "毛线", "Yarn", "毛线", (6, 40), ["wool", "cotton"], ["Pack of 6", "Chunky", "Soft"],
          ["6团装", "粗毛线", "柔软"], tags="crafts;yarn"),
    ],
}

# --------------------------------------------------------------------------- platforms
# Each platform writes its raw category its own way. Roots per domain; the type's leaf ends it.
AMAZON_ROOT = {
    Domain.APPAREL: "Clothing, Shoes & Jewelry › {g} › Clothing",
    Domain.FOOTWEAR: "Clothing, Shoes & Jewelry › {g} › Shoes",
    Domain.BAGS_LUGGAGE: "Clothing, Shoes & Jewelry › Luggage & Travel Gear",
    Domain.JEWELRY_WATCHES: "Clothing, Shoes & Jewelry › {g} › Jewelry",
    Domain.BEAUTY_PERSONAL_CARE: "Beauty & Personal Care",
    Domain.ELECTRONICS: "Electronics › Portable Audio & Video",
    Domain.COMPUTERS_OFFICE: "Electronics › Computers & Accessories",
    Domain.HOME_APPLIANCES: "Appliances › Small Appliances",
    Domain.KITCHEN_DINING: "Home & Kitchen › Kitchen & Dining",
    Domain.FURNITURE: "Home & Kitchen › Furniture › Living Room Furniture",
    Domain.HOME_TEXTILES: "Home & Kitchen › Bedding",
    Domain.HOME_DECOR: "Home & Kitchen › Home Décor Products",
    Domain.SPORTS_OUTDOORS: "Sports & Outdoors › Outdoor Recreation",
    Domain.TOYS_GAMES: "Toys & Games",
    Domain.BABY_MATERNITY: "Baby Products",
    Domain.PET_SUPPLIES: "Pet Supplies › {p}",
    Domain.FOOD_BEVERAGES: "Grocery & Gourmet Food › Beverages",
    Domain.HEALTH_SUPPLEMENTS: "Health & Household › Vitamins, Minerals & Supplements",
    Domain.BOOKS_MEDIA: "Books",
    Domain.AUTOMOTIVE: "Automotive › Interior Accessories",
    Domain.TOOLS_HOME_IMPROVEMENT: "Tools & Home Improvement",
    Domain.STATIONERY_CRAFTS: "Office Products › Office & School Supplies",
}
WALMART_ROOT = {
    Domain.APPAREL: "Clothing/{g}", Domain.FOOTWEAR: "Shoes/{g}", Domain.BAGS_LUGGAGE: "Bags & Luggage",
    Domain.JEWELRY_WATCHES: "Jewelry", Domain.BEAUTY_PERSONAL_CARE: "Beauty",
    Domain.ELECTRONICS: "Electronics", Domain.COMPUTERS_OFFICE: "Electronics/Computers",
    Domain.HOME_APPLIANCES: "Home/Appliances", Domain.KITCHEN_DINING: "Home/Kitchen",
    Domain.FURNITURE: "Home/Furniture", Domain.HOME_TEXTILES: "Home/Bedding & Bath",
    Domain.HOME_DECOR: "Home/Decor", Domain.SPORTS_OUTDOORS: "Sports & Outdoors",
    Domain.TOYS_GAMES: "Toys", Domain.BABY_MATERNITY: "Baby", Domain.PET_SUPPLIES: "Pets/{p}",
    Domain.FOOD_BEVERAGES: "Food", Domain.HEALTH_SUPPLEMENTS: "Health/Vitamins",
    Domain.BOOKS_MEDIA: "Books & Media", Domain.AUTOMOTIVE: "Auto & Tires",
    Domain.TOOLS_HOME_IMPROVEMENT: "Home Improvement/Tools", Domain.STATIONERY_CRAFTS: "Arts, Crafts & Sewing",
}
EBAY_ROOT = {
    Domain.APPAREL: "Clothing, Shoes & Accessories > {g}'s Clothing",
    Domain.FOOTWEAR: "Clothing, Shoes & Accessories > {g}'s Shoes",
    Domain.BAGS_LUGGAGE: "Clothing, Shoes & Accessories > Bags & Handbags",
    Domain.JEWELRY_WATCHES: "Jewelry & Watches", Domain.BEAUTY_PERSONAL_CARE: "Health & Beauty > Skin Care",
    Domain.ELECTRONICS: "Consumer Electronics", Domain.COMPUTERS_OFFICE: "Computers/Tablets & Networking",
    Domain.HOME_APPLIANCES: "Home & Garden > Major Appliances", Domain.KITCHEN_DINING: "Home & Garden > Kitchen, Dining & Bar",
    Domain.FURNITURE: "Home & Garden > Furniture", Domain.HOME_TEXTILES: "Home & Garden > Bedding",
    Domain.HOME_DECOR: "Home & Garden > Home Décor", Domain.SPORTS_OUTDOORS: "Sporting Goods",
    Domain.TOYS_GAMES: "Toys & Hobbies", Domain.BABY_MATERNITY: "Baby", Domain.PET_SUPPLIES: "Pet Supplies > {p} Supplies",
    Domain.FOOD_BEVERAGES: "Home & Garden > Food & Beverages", Domain.HEALTH_SUPPLEMENTS: "Health & Beauty > Vitamins & Lifestyle Supplements",
    Domain.BOOKS_MEDIA: "Books & Magazines", Domain.AUTOMOTIVE: "eBay Motors > Parts & Accessories",
    Domain.TOOLS_HOME_IMPROVEMENT: "Home & Garden > Tools & Workshop Equipment",
    Domain.STATIONERY_CRAFTS: "Crafts > Art Supplies",
}
TAOBAO_ROOT = {
    Domain.APPAREL: "{gz}装", Domain.FOOTWEAR: "流行{gz}鞋", Domain.BAGS_LUGGAGE: "箱包皮具",
    Domain.JEWELRY_WATCHES: "饰品/流行首饰/时尚饰品", Domain.BEAUTY_PERSONAL_CARE: "美容护肤/美体/精油",
    Domain.ELECTRONICS: "手机数码", Domain.COMPUTERS_OFFICE: "电脑硬件/显示器/电脑周边",
    Domain.HOME_APPLIANCES: "生活电器", Domain.KITCHEN_DINING: "厨房/烹饪用具", Domain.FURNITURE: "住宅家具",
    Domain.HOME_TEXTILES: "床上用品", Domain.HOME_DECOR: "家居饰品", Domain.SPORTS_OUTDOORS: "运动/瑜伽/健身/球迷用品",
    Domain.TOYS_GAMES: "玩具/童车/益智/积木/模型", Domain.BABY_MATERNITY: "孕妇装/孕产妇用品/营养",
    Domain.PET_SUPPLIES: "宠物/宠物食品及用品", Domain.FOOD_BEVERAGES: "零食/坚果/特产",
    Domain.HEALTH_SUPPLEMENTS: "保健食品/膳食营养补充食品", Domain.BOOKS_MEDIA: "书籍/杂志/报纸",
    Domain.AUTOMOTIVE: "汽车用品/电子/清洗/改装", Domain.TOOLS_HOME_IMPROVEMENT: "五金/工具",
    Domain.STATIONERY_CRAFTS: "文具电教/文化用品/商务用品",
}
JD_ROOT = {
    Domain.APPAREL: "服饰内衣>{gz}装", Domain.FOOTWEAR: "鞋靴>{gz}鞋", Domain.BAGS_LUGGAGE: "箱包皮具>功能箱包",
    Domain.JEWELRY_WATCHES: "珠宝首饰>时尚饰品", Domain.BEAUTY_PERSONAL_CARE: "美妆护肤>面部护肤",
    Domain.ELECTRONICS: "手机通讯>手机配件", Domain.COMPUTERS_OFFICE: "电脑、办公>电脑配件",
    Domain.HOME_APPLIANCES: "家用电器>生活电器", Domain.KITCHEN_DINING: "厨具>烹饪锅具",
    Domain.FURNITURE: "家具>客厅家具", Domain.HOME_TEXTILES: "家纺>床品套件", Domain.HOME_DECOR: "家装建材>灯饰照明",
    Domain.SPORTS_OUTDOORS: "运动户外>户外装备", Domain.TOYS_GAMES: "玩具乐器>益智玩具",
    Domain.BABY_MATERNITY: "母婴>喂养用品", Domain.PET_SUPPLIES: "宠物生活>宠物用品",
    Domain.FOOD_BEVERAGES: "食品饮料>休闲食品", Domain.HEALTH_SUPPLEMENTS: "医药保健>营养健康",
    Domain.BOOKS_MEDIA: "图书>文学", Domain.AUTOMOTIVE: "汽车用品>车载电器",
    Domain.TOOLS_HOME_IMPROVEMENT: "家装建材>五金工具", Domain.STATIONERY_CRAFTS: "文具>笔类",
}

EN_PLATFORMS = ["amazon", "walmart", "ebay", "etsy", "shopify"]
ZH_PLATFORMS = ["taobao", "jd"]
ZH_SHARE = 0.22
# Consumables are sold by size or flavour, not colour.
NO_COLOR = {Domain.FOOD_BEVERAGES, Domain.HEALTH_SUPPLEMENTS, Domain.BOOKS_MEDIA}


def category_for(platform: str, domain: Domain, t: Type, g: str, pet: str) -> str:
    gz = "女" if g == "Women" else "男"
    fill = dict(g=g, p=pet, gz=gz)
    if platform == "amazon":
        return f"{AMAZON_ROOT[domain].format(**fill)} › {t.leaf_en}"
    if platform == "walmart":
        return f"{WALMART_ROOT[domain].format(**fill)}/{t.leaf_en}"
    if platform == "ebay":
        return f"{EBAY_ROOT[domain].format(**fill)} > {t.leaf_en}"
    if platform == "etsy":
        return t.tags
    if platform == "shopify":  # a flat product type, as small stores set it
        return t.leaf_en
    if platform == "taobao":
        return f"{TAOBAO_ROOT[domain].format(**fill)} > {t.leaf_zh}"
    return f"{JD_ROOT[domain].format(**fill)}>{t.leaf_zh}"


def usd_price(rng: random.Random, lo: float, hi: float, factor: float) -> float:
    raw = rng.uniform(lo, hi) * factor
    return round(max(1.0, round(raw)) - 0.01, 2)


def cny_price(usd: float) -> float:
    return float(max(3, int(round(usd * CNY_PER_USD / 10.0)) * 10 - 1))


def material_factor(kind: str) -> float:
    return {"genuine_leather": 1.7, "suede": 1.4, "wool": 1.3, "linen": 1.2, "velvet": 1.15,
            "plastic_hard": 0.9, "plastic": 0.8, "faux_leather": 0.85}.get(kind, 1.0)


MIN_PRODUCTS = 15_000


def story_type_key(domain: Domain, t: Type) -> str:
    """The vocabulary key of a hand-tuned type, read from its English noun the way any
    title is read: the generator and agent.product_types cannot drift apart."""
    from agent.product_types import type_of_title

    found = type_of_title(t.en, domain)
    if found is None:
        raise SystemExit(f"make_catalog: {t.en!r} names no product type of data/product_types.json")
    return found.key


def build(seed: int = SEED) -> list[Product]:
    rng = random.Random(seed)
    products: list[Product] = []
    seen_titles: set[str] = set()
    covered: set[tuple[Domain, str]] = set()
    for domain, types in TYPES.items():
        for t in types:
            key = story_type_key(domain, t)
            covered.add((domain, key))
            for k in range(t.count):
                kind = t.mats[k % len(t.mats)]
                for _ in range(20):  # retry until the title is unique
                    product = _one(rng, domain, t, kind, k)
                    if product.title not in seen_titles:
                        break
                seen_titles.add(product.title)
                product.product_type = key
                products.append(product)
    _pin_budget_edges(products)
    # The broad part draws from its own streams, so the story part above stays byte-stable.
    products += build_generic(seed, covered, seen_titles)
    for i, p in enumerate(products, 1):
        p.id = f"P{i:06d}"
    check_promises(products)
    return products


def check_promises(products: list[Product]) -> None:
    """What the stories and the honest-answer checks rely on; the script refuses to write a
    catalog that breaks one."""
    if len(products) < MIN_PRODUCTS:
        raise SystemExit(f"make_catalog: only {len(products)} products (< {MIN_PRODUCTS})")
    per_domain: dict[Domain, set[str]] = {}
    for p in products:
        per_domain.setdefault(p.domain, set()).add(p.product_type or "")
    thin = {d.value: len(k) for d, k in per_domain.items() if len(k) < 20}
    if thin or len(per_domain) < 22:
        raise SystemExit(f"make_catalog: domains with fewer than 20 product types: {thin}")
    # "running shoes under ¥300" has answers; "under ¥200" honestly has none.
    running = [p.price for p in products if p.product_type == "running_shoes"]
    cny = [p.price for p in products if p.product_type == "running_shoes" and p.currency == "CNY"]
    usd_in_cny = [p.price * CNY_PER_USD for p in products
                  if p.product_type == "running_shoes" and p.currency == "USD"]
    if not running or min(cny + usd_in_cny) < 200 or sum(x < 300 for x in cny) < 2:
        raise SystemExit("make_catalog: running shoes must have prices under ¥300, none under ¥200")


def _one(rng: random.Random, domain: Domain, t: Type, kind: str, k: int) -> Product:
    zh = rng.random() < ZH_SHARE
    platform = rng.choice(ZH_PLATFORMS if zh else EN_PLATFORMS)
    g = rng.choice(["Women", "Men"])
    pet = "Cats" if "cat" in t.en.lower() or "Cat" in t.tags else "Dogs"
    mat_en, mat_zh, mat_field = rng.choice(M[kind])
    color_en, color_zh = rng.choice(COLORS)
    if domain in NO_COLOR:
        color_en = color_zh = ""
    feat_i = rng.randrange(len(t.feats)) if t.feats else -1
    usd = usd_price(rng, *t.price, material_factor(kind))
    if zh:
        brand = rng.choice(BRANDS_ZH)
        feat = t.feats_zh[feat_i] if feat_i >= 0 and feat_i < len(t.feats_zh) else ""
        who = ("女士" if g == "Women" else "男士") if t.gender else ""
        sep = rng.choice([" ", ",", ""])  # Taobao titles use commas as spaces
        title = f"{brand}{mat_zh}{t.zh}{who}{feat}{sep}{color_zh}".replace("  ", " ").strip(" ,")
        title = _season_zh(rng, title, k)
        currency, price = "CNY", cny_price(usd)
        desc = f"{mat_zh or '优选材质'}{t.zh}，{feat or '简约设计'}，{color_zh or '规格见详情'}。"
    else:
        brand = rng.choice(BRANDS_EN)
        feat = t.feats[feat_i] if feat_i >= 0 else ""
        who = f"{g}'s " if t.gender else ""
        shape = rng.randrange(3)
        noun = f"{mat_en} {t.en}".strip()
        if shape == 0:
            title = f"{brand} {who}{noun}, {feat}, {color_en}"
        elif shape == 1:
            title = f"{brand} {who}{noun} - {feat} ({color_en})"
        else:
            title = f"{who}{noun} {feat} by {brand} - {color_en}"
        title = " ".join(title.replace("()", "").split()).replace(" ,", ",").strip(" ,-")
        currency, price = "USD", usd
        desc = _describe_en(rng, t, mat_field, feat, color_en or "one size")
    return Product(id="", title=title, platform=platform,
                   category=category_for(platform, domain, t, g, pet), domain=domain,
                   price=price, currency=currency, brand=brand, material=mat_field, description=desc)


def _season_zh(rng: random.Random, title: str, k: int) -> str:
    extras = ["2024新款", "包邮", "正品", "爆款", "ins风", "大容量"]
    return f"{rng.choice(extras)} {title}" if rng.random() < 0.5 else title


def _describe_en(rng: random.Random, t: Type, material: str | None, feat: str, color: str) -> str:
    made = f"Made of {material}." if material else "Built for everyday use."
    # Marketing prose mentions materials the product is not made of: matchers must not read it.
    trap = rng.choice(["", "", " Pairs well with leather accessories.", " Ships in a plastic-free box.",
                       " Scratch free finish."])
    return f"{t.en} in {color.lower()}. {made} {feat}.{trap}".replace(" .", ".").strip()


# Budget stories need items just either side of the usual limits.
BUDGET_EDGES_USD = [49.0, 51.99, 59.5, 62.0, 98.99, 104.5]
BUDGET_EDGES_CNY = [489.0, 499.0, 519.0, 539.0]


def _pin_budget_edges(products: list[Product]) -> None:
    story_nouns = ("Backpack", "Running Shoes", "Tote Bag", "Travel Organizer Bag", "Travel Duffel Bag",
                   "Ankle Boots", "Cat Water Fountain", "Button-Down Shirt",
                   "双肩包", "跑鞋", "旅行收纳包", "旅行包", "短靴")
    usd_i = cny_i = 0
    for p in products:
        if not any(n in p.title for n in story_nouns):
            continue
        if p.currency == "USD" and usd_i < 3 * len(BUDGET_EDGES_USD) and hash_stable(p.title) % 4 == 0:
            p.price = BUDGET_EDGES_USD[usd_i % len(BUDGET_EDGES_USD)]
            usd_i += 1
        elif p.currency == "CNY" and cny_i < 2 * len(BUDGET_EDGES_CNY) and hash_stable(p.title) % 3 == 0:
            p.price = BUDGET_EDGES_CNY[cny_i % len(BUDGET_EDGES_CNY)]
            cny_i += 1


def hash_stable(text: str) -> int:
    """A process-independent hash (Python's str hash is salted per run)."""
    h = 0
    for ch in text:
        h = (h * 131 + ord(ch)) % 1_000_003
    return h


# =========================================================================== the broad part
# Every other common product type of data/product_types.json (one source: the vocabulary),
# generated after the hand-tuned story types above so those keep their ids, titles and
# prices. Price bands are USD list prices a shopper would recognise; CNY follows from
# CNY_PER_USD (the one rate of this script).

M.update({
    "silk": [("Mulberry Silk", "桑蚕丝", "silk"), ("100% Silk", "真丝", "silk")],
    # look like silk, are not: the "real silk, no synthetic fibre" request must see through them
    "silk_trap": [("Satin", "缎面", "polyester satin"), ("Faux Silk", "仿真丝", "polyester"),
                  ("Silky Polyester", "涤纶", "polyester")],
    "down": [("Goose Down", "鹅绒", "down"), ("Duck Down", "鸭绒", "down")],
    "rubber": [("Rubber", "橡胶", "rubber")],
    "cast_iron": [("Cast Iron", "铸铁", "cast iron")],
    "bamboo": [("Bamboo", "竹制", "bamboo")],
})

GENERIC_COUNT = 32  # products per generic type; hash-varied by ±6
# Types the vocabulary knows and this demo shop does not sell: a planner recognises "a kayak"
# or 婚纱, and the honest answer is that there is none (the eval's impossible requests).
NOT_STOCKED = frozenset({"kayak", "golf_clubs", "surfboard", "electric_scooter", "lawn_mower",
                         "wedding_dress", "massage_chair", "printer_3d"})

# (lo, hi) USD per type key.
PRICE_USD: dict[str, tuple[float, float]] = {
    # apparel
    "blouse": (18, 70), "polo_shirt": (15, 60), "sweater": (25, 120), "vest": (10, 45),
    "jeans": (25, 110), "chinos": (25, 80), "linen_trousers": (30, 95), "shorts": (12, 50),
    "leggings": (12, 60), "skirt": (18, 80), "down_jacket": (60, 300), "coat": (70, 350),
    "suit": (120, 600), "pajamas": (18, 70), "underwear": (8, 40), "scarf": (12, 120),
    "hat": (10, 45), "gloves": (10, 60), "belt": (12, 90), "swimsuit": (18, 80),
    "sweatpants": (15, 60), "jumpsuit": (25, 90), "kurta": (15, 70), "saree": (25, 200),
    "shapewear": (15, 60), "costume": (20, 80),
    # footwear
    "basketball_shoes": (60, 200), "hiking_boots": (70, 250), "snow_boots": (40, 180),
    "rain_boots": (25, 90), "slippers": (6, 40), "flip_flops": (6, 35), "oxford_shoes": (60, 260),
    "heels": (35, 180), "flats": (25, 110), "espadrilles": (25, 90), "kids_shoes": (20, 70),
    "football_boots": (40, 220), "clogs": (20, 60), "insoles": (8, 40), "shoelaces": (3, 12),
    # bags_luggage
    "handbag": (30, 350), "clutch": (20, 150), "bucket_bag": (30, 250), "underarm_bag": (25, 200),
    "laptop_bag": (25, 150), "waist_bag": (12, 60), "camera_bag": (25, 150), "school_bag": (20, 80),
    "leather_care": (8, 30), "luggage_tag": (5, 20), "pouch": (8, 40), "drawstring_bag": (5, 25),
    "shopping_bag": (4, 25), "garment_bag": (12, 50),
    # jewelry_watches
    "ring": (15, 300), "anklet": (10, 80), "brooch": (12, 120), "smart_watch": (50, 400),
    "mechanical_watch": (120, 900), "quartz_watch": (30, 250), "watch_strap": (10, 60),
    "cufflinks": (15, 120), "hair_accessory": (5, 30), "jewelry_box": (15, 90), "charm": (15, 80),
    "tie_clip": (10, 60), "body_jewelry": (6, 40), "sunglasses": (15, 200), "keychain": (5, 30),
    "eyeglass_frames": (25, 200), "jewelry_set": (25, 200),
    # beauty_personal_care
    "serum": (12, 90), "cleanser": (6, 35), "sunscreen": (8, 40), "face_mask": (6, 40),
    "foundation": (10, 60), "mascara": (7, 35), "eyeshadow": (10, 65), "conditioner": (6, 30),
    "body_wash": (5, 25), "body_lotion": (6, 35), "hand_cream": (4, 25), "toothpaste": (3, 12),
    "electric_toothbrush": (25, 180), "razor": (15, 200), "hair_dryer": (25, 400),
    "hair_straightener": (20, 180), "makeup_brush": (8, 60), "nail_polish": (4, 20),
    "deodorant": (4, 15), "soap": (3, 20),
    # electronics
    "phone": (150, 1200), "screen_protector": (5, 25), "charger": (10, 50), "charging_cable": (6, 25),
    "headphones": (30, 400), "tablet": (120, 1000), "e_reader": (90, 300), "camera": (300, 2500),
    "action_camera": (80, 450), "drone": (60, 1500), "tv": (180, 1800), "projector": (80, 900),
    "game_console": (250, 600), "phone_mount_stand": (8, 35), "smart_home_camera": (25, 150),
    "memory_card": (8, 60), "battery": (5, 30),
    # computers_office
    "desktop_pc": (350, 2200), "mouse_pad": (6, 35), "laptop_sleeve": (12, 45),
    "laptop_stand": (15, 70), "ink_cartridge": (15, 80), "router": (30, 300), "webcam": (25, 150),
    "external_drive": (50, 250), "usb_flash_drive": (6, 40), "usb_hub": (15, 90), "cpu": (90, 600),
    "graphics_card": (200, 1600), "standing_desk": (150, 700), "shredder": (30, 200),
    "desk_organizer": (10, 50),
    # home_appliances
    "vacuum_cleaner": (60, 500), "humidifier": (25, 120), "dehumidifier": (120, 350),
    "air_conditioner": (250, 900), "fan": (20, 150), "space_heater": (25, 150),
    "washing_machine": (300, 1200), "dryer": (300, 1100), "refrigerator": (200, 2500),
    "microwave": (60, 300), "rice_cooker": (25, 200), "coffee_maker": (25, 600), "blender": (30, 300),
    "toaster": (20, 120), "dishwasher": (300, 1000), "steam_iron": (20, 120),
    "water_purifier": (30, 400), "range_hood": (150, 800), "induction_cooktop": (40, 250),
    # kitchen_dining
    "saucepan": (20, 120), "dutch_oven": (40, 350), "cutting_board": (10, 60), "travel_mug": (12, 45),
    "mug": (6, 30), "cutlery": (15, 120), "glassware": (12, 70), "teapot": (15, 120), "baking": (8, 45),
    "utensils": (8, 45), "apron": (8, 35), "spice_rack": (12, 60), "dish_rack": (15, 70),
    "kitchen_scale": (10, 40), "coffee_grinder": (15, 200),
    # furniture
    "armchair": (120, 900), "dining_table": (150, 1500), "desk": (80, 600), "bed_frame": (150, 1500),
    "mattress": (200, 1800), "wardrobe": (150, 1200), "dresser": (120, 900), "shelf": (25, 200),
    "tv_stand": (80, 600), "nightstand": (40, 300), "shoe_rack": (20, 150), "stool": (20, 150),
    "bench": (40, 300), "ottoman": (30, 250), "bean_bag": (40, 250), "cabinet": (80, 700),
    "kids_furniture": (40, 250),
    # home_textiles
    "bed_sheet": (20, 120), "duvet": (40, 300), "pillow": (15, 90), "pillowcase": (8, 45),
    "bathrobe": (25, 110), "cushion": (10, 45), "tablecloth": (10, 60), "mattress_topper": (30, 200),
    "mosquito_net": (15, 60), "bath_mat": (10, 45), "kitchen_towel": (6, 25), "sofa_cover": (20, 110),
    "weighted_blanket": (40, 200), "sleeping_mask": (6, 30), "napkins": (10, 40),
    "bedspread": (40, 200), "summer_mat": (20, 120),
    # home_decor
    "diffuser": (15, 80), "wall_art": (20, 250), "photo_frame": (8, 50), "wall_clock": (15, 120),
    "ceiling_light": (30, 400), "string_lights": (8, 40), "artificial_plant": (12, 120),
    "planter": (8, 80), "storage_basket": (10, 50), "figurine": (12, 150), "wall_sticker": (6, 35),
    "doormat": (12, 60), "hooks": (5, 25), "coat_rack": (25, 150), "tissue_box": (8, 40),
    "hourglass": (10, 50), "incense": (5, 40), "wind_chime": (10, 60),
    # sports_outdoors
    "camping_chair": (20, 120), "hiking_backpack": (40, 250), "bicycle": (200, 1800),
    "bike_helmet": (25, 200), "fishing_rod": (20, 300), "swim_goggles": (8, 40),
    "resistance_bands": (8, 40), "jump_rope": (6, 30), "badminton_racket": (15, 200),
    "tennis_racket": (30, 250), "football": (15, 60), "treadmill": (300, 1800), "sportswear": (20, 120),
    "fencing_set": (80, 400), "ski_gear": (40, 400), "headlamp": (10, 60), "picnic_blanket": (15, 60),
    "knee_support": (8, 40),
    # toys_games
    "doll": (15, 120), "rc_car": (20, 200), "action_figure": (12, 150), "educational_toy": (15, 80),
    "rubiks_cube": (5, 30), "toy_gun": (10, 45), "kite": (10, 50), "ride_on_toy": (30, 200),
    "play_tent": (25, 90), "bath_toy": (6, 30), "musical_toy": (15, 80), "art_toy": (8, 35),
    "toy_kitchen": (40, 200), "video_game": (20, 70), "trading_cards": (5, 60),
    "bubble_machine": (10, 40),
    # baby_maternity
    "car_seat": (80, 450), "diapers": (15, 60), "pacifier": (5, 25), "infant_formula": (20, 60),
    "baby_wipes": (8, 30), "baby_carrier": (30, 200), "crib": (120, 600), "high_chair": (40, 300),
    "baby_clothes": (10, 50), "baby_blanket": (15, 70), "breast_pump": (40, 350),
    "baby_monitor": (40, 300), "bottle_sterilizer": (30, 150), "baby_bath": (15, 60),
    "play_mat": (25, 150), "baby_food": (5, 30), "nursing_pillow": (25, 80), "diaper_bag": (25, 110),
    # pet_supplies
    "cat_food": (10, 70), "dog_food": (15, 90), "cat_litter": (8, 40), "litter_box": (20, 500),
    "pet_feeder": (15, 150), "pet_toy": (5, 30), "pet_carrier": (25, 150), "pet_grooming": (8, 45),
    "pet_shampoo": (6, 30), "pet_treats": (5, 35), "aquarium": (30, 400), "fish_food": (4, 20),
    "bird_cage": (30, 200), "pet_clothes": (10, 45), "pet_diapers": (10, 40), "small_pet": (25, 150),
    # food_beverages
    "snacks": (3, 20), "candy": (3, 20), "instant_noodles": (4, 25), "rice": (8, 45),
    "cooking_oil": (6, 40), "sauce": (3, 20), "spices": (4, 25), "milk": (3, 20), "juice": (3, 20),
    "soft_drink": (4, 25), "wine": (10, 80), "beer": (8, 40), "baijiu": (20, 300), "honey": (8, 45),
    "dried_fruit": (5, 30), "fresh_fruit": (8, 60), "cereal": (4, 20),
    # health_supplements
    "vitamins": (8, 35), "calcium": (8, 35), "collagen": (15, 60), "melatonin": (6, 25),
    "herbal_supplement": (12, 120), "blood_pressure_monitor": (25, 100), "thermometer": (10, 50),
    "massager": (30, 250), "glucose_meter": (20, 80), "pulse_oximeter": (15, 60), "first_aid": (12, 60),
    "face_mask_medical": (8, 35), "scale": (15, 80), "heating_pad": (6, 45), "electrolytes": (10, 40),
    "meal_replacement": (20, 70), "eye_drops": (5, 20), "contact_lenses": (20, 80),
    # books_media
    "textbook": (15, 90), "comic": (8, 30), "biography": (12, 35), "self_help": (10, 30),
    "history_book": (12, 40), "science_book": (12, 40), "business_book": (12, 40),
    "language_book": (10, 45), "poetry": (10, 30), "art_book": (25, 90), "travel_guide": (12, 35),
    "audiobook": (10, 40), "music_cd": (8, 25), "dvd": (8, 40), "magazine": (5, 20), "ebook": (3, 15),
    "book_set": (30, 200),
    # automotive
    "car_charger": (8, 40), "car_floor_mats": (25, 200), "car_vacuum": (25, 90),
    "tire_inflator": (25, 120), "jump_starter": (50, 200), "car_air_freshener": (5, 30),
    "steering_wheel_cover": (10, 45), "car_wash": (8, 40), "windshield_wipers": (10, 50),
    "sunshade": (10, 40), "car_organizer": (12, 60), "motor_oil": (20, 70), "car_bulbs": (15, 80),
    "car_cover": (30, 200), "tire": (60, 300), "car_tool_kit": (20, 90), "bike_rack": (80, 600),
    "car_wireless_charger": (20, 70),
    # tools_home_improvement
    "screwdriver": (8, 60), "hammer": (10, 50), "wrench": (10, 90), "pliers": (8, 45), "saw": (15, 250),
    "tape_measure": (6, 60), "level": (10, 150), "angle_grinder": (35, 200), "sander": (35, 180),
    "glue_gun": (10, 40), "smart_lock": (60, 350), "paint": (15, 80), "ladder": (40, 250),
    "work_gloves": (6, 30), "extension_cord": (10, 50), "screws_nails": (6, 30), "multimeter": (15, 120),
    "caulk": (5, 20), "electrical_outlet": (4, 30),
    # stationery_crafts
    "pencil": (4, 25), "marker": (6, 40), "sticky_notes": (3, 15), "sketchbook": (6, 35),
    "canvas": (8, 60), "calligraphy": (10, 80), "washi_tape": (4, 20), "scissors": (5, 25),
    "glue": (3, 12), "pencil_case": (5, 30), "stapler": (6, 35), "folder": (4, 25), "envelope": (4, 20),
    "sewing_kit": (10, 200), "origami_paper": (4, 15), "calculator": (8, 45), "desk_calendar": (6, 25),
    "eraser": (2, 10),
}

# Material kinds (keys of M) per domain, and per type where the domain's default is wrong.
DOMAIN_MATS: dict[Domain, list[str]] = {
    Domain.APPAREL: ["cotton", "polyester", "linen", "wool", "cotton"],
    Domain.FOOTWEAR: ["genuine_leather", "vegan_leather", "faux_leather", "mesh", "canvas", "suede"],
    Domain.BAGS_LUGGAGE: ["genuine_leather", "vegan_leather", "faux_leather", "nylon", "canvas", "polyester"],
    Domain.JEWELRY_WATCHES: ["silver", "gold", "steel"],
    Domain.KITCHEN_DINING: ["steel", "ceramic", "glass", "plastic", "wood", "silicone"],
    Domain.FURNITURE: ["wood", "metal", "fabric", "velvet", "linen", "genuine_leather", "faux_leather"],
    Domain.HOME_TEXTILES: ["cotton", "linen", "polyester", "cotton"],
    Domain.HOME_DECOR: ["ceramic", "glass", "metal", "wood"],
    Domain.SPORTS_OUTDOORS: ["none", "nylon", "polyester", "aluminium"],
    Domain.TOYS_GAMES: ["plastic", "wood", "none"],
    Domain.BABY_MATERNITY: ["none"],
    Domain.PET_SUPPLIES: ["none", "plastic", "steel", "ceramic", "nylon"],
    Domain.TOOLS_HOME_IMPROVEMENT: ["steel", "none", "plastic"],
}
TYPE_MATS: dict[str, list[str]] = {
    "scarf": ["silk", "silk_trap", "wool", "cotton", "silk", "silk_trap"],
    "blouse": ["silk", "silk_trap", "cotton", "polyester", "linen"],
    "pajamas": ["silk", "silk_trap", "cotton", "linen"],
    "jeans": ["denim"], "linen_trousers": ["linen"], "swimsuit": ["polyester"],
    "belt": ["genuine_leather", "faux_leather", "vegan_leather", "canvas"],
    "gloves": ["genuine_leather", "wool", "faux_leather", "cotton"],
    "down_jacket": ["down", "polyester", "nylon"], "coat": ["wool", "polyester", "genuine_leather"],
    "saree": ["silk", "silk_trap", "cotton"], "kurta": ["cotton", "linen", "silk"],
    "shapewear": ["polyester", "cotton"], "costume": ["polyester"], "sweatpants": ["cotton", "polyester"],
    "knee_support": ["none"], "electrical_outlet": ["plastic", "none"],
    "suit": ["wool", "linen", "polyester"], "hat": ["cotton", "wool", "polyester", "linen"],
    "rain_boots": ["rubber"], "flip_flops": ["rubber", "none"], "clogs": ["rubber"],
    "insoles": ["none"], "shoelaces": ["cotton", "polyester"],
    "kids_shoes": ["mesh", "canvas", "faux_leather", "genuine_leather"],
    "slippers": ["cotton", "faux_leather", "wool"], "snow_boots": ["suede", "faux_leather", "nylon"],
    "basketball_shoes": ["mesh", "faux_leather", "genuine_leather"],
    "football_boots": ["faux_leather", "genuine_leather", "mesh"],
    "leather_care": ["none"], "luggage_tag": ["genuine_leather", "silicone", "plastic"],
    "shopping_bag": ["canvas", "polyester", "plastic"], "drawstring_bag": ["cotton", "nylon"],
    "garment_bag": ["polyester", "plastic"],
    "smart_watch": ["aluminium", "silicone"],
    "mechanical_watch": ["steel", "genuine_leather", "vegan_leather"],
    "quartz_watch": ["steel", "genuine_leather", "vegan_leather", "faux_leather"],
    "watch_strap": ["genuine_leather", "vegan_leather", "silicone", "steel"],
    "hair_accessory": ["plastic", "metal", "silk"], "jewelry_box": ["wood", "genuine_leather", "faux_leather"],
    "sunglasses": ["plastic", "metal"], "eyeglass_frames": ["metal", "plastic"],
    "keychain": ["genuine_leather", "metal"],
    "phone_mount_stand": ["aluminium", "plastic"], "screen_protector": ["glass"],
    "charging_cable": ["nylon", "none"],
    "laptop_sleeve": ["polyester", "genuine_leather", "faux_leather", "canvas"],
    "laptop_stand": ["aluminium", "wood"], "desk_organizer": ["wood", "metal", "plastic"],
    "standing_desk": ["wood"], "mouse_pad": ["none", "genuine_leather", "faux_leather"],
    "fan": ["plastic", "metal"],
    "saucepan": ["steel"], "dutch_oven": ["cast_iron"], "cutting_board": ["wood", "plastic", "bamboo"],
    "travel_mug": ["steel", "plastic"], "mug": ["ceramic", "glass", "steel"], "cutlery": ["steel", "wood"],
    "glassware": ["glass"], "teapot": ["ceramic", "glass"], "baking": ["steel", "silicone"],
    "utensils": ["silicone", "wood", "steel"], "apron": ["cotton", "linen", "canvas"],
    "spice_rack": ["wood", "glass", "steel"], "dish_rack": ["steel", "plastic"],
    "kitchen_scale": ["none"], "coffee_grinder": ["steel", "ceramic"],
    "mattress": ["none"], "shelf": ["wood", "metal"], "bean_bag": ["fabric", "faux_leather", "velvet"],
    "armchair": ["genuine_leather", "velvet", "linen", "fabric", "faux_leather"],
    "ottoman": ["velvet", "faux_leather", "linen"], "kids_furniture": ["wood", "plastic"],
    "shoe_rack": ["wood", "metal", "plastic"], "bed_frame": ["wood", "metal", "velvet", "linen"],
    "wardrobe": ["wood", "metal"], "dresser": ["wood"], "nightstand": ["wood", "metal"],
    "dining_table": ["wood", "glass", "metal"], "desk": ["wood", "metal"], "tv_stand": ["wood", "metal"],
    "cabinet": ["wood", "metal"], "stool": ["wood", "metal", "faux_leather"], "bench": ["wood", "velvet"],
    "duvet": ["down", "silk", "cotton", "polyester"], "pillow": ["down", "polyester", "none"],
    "summer_mat": ["bamboo", "none"], "bath_mat": ["cotton", "polyester"],
    "weighted_blanket": ["cotton", "polyester"], "mosquito_net": ["polyester"],
    "pillowcase": ["silk", "silk_trap", "cotton", "linen"], "sleeping_mask": ["silk", "silk_trap", "cotton"],
    "artificial_plant": ["plastic", "polyester"], "string_lights": ["none"], "wall_sticker": ["none"],
    "doormat": ["polyester", "rubber", "none"], "incense": ["none"], "ceiling_light": ["metal", "glass"],
    "storage_basket": ["bamboo", "cotton", "plastic"], "diffuser": ["glass", "ceramic"],
    "camping_chair": ["aluminium", "polyester"], "hiking_backpack": ["nylon", "polyester"],
    "bicycle": ["aluminium", "steel"], "fishing_rod": ["none"], "sportswear": ["polyester", "cotton"],
    "fencing_set": ["polyester", "cotton"], "picnic_blanket": ["polyester", "cotton"],
    "rc_car": ["plastic", "metal"], "doll": ["plastic", "cotton"], "kite": ["nylon", "polyester"],
    "baby_clothes": ["cotton"], "baby_blanket": ["cotton"], "pacifier": ["silicone"], "crib": ["wood"],
    "high_chair": ["wood", "plastic"], "baby_carrier": ["cotton", "polyester"],
    "diaper_bag": ["nylon", "faux_leather", "canvas"],
    "litter_box": ["plastic", "steel"], "pet_feeder": ["plastic", "steel", "ceramic"],
    "pet_carrier": ["nylon", "plastic", "polyester"], "pet_clothes": ["cotton", "polyester"],
    "pet_toy": ["cotton", "plastic", "none"], "aquarium": ["glass"], "bird_cage": ["metal"],
    "small_pet": ["metal", "plastic"],
    "car_floor_mats": ["rubber", "none"], "steering_wheel_cover": ["genuine_leather", "faux_leather"],
    "car_cover": ["polyester"], "car_organizer": ["polyester", "faux_leather"],
    "hammer": ["steel", "wood"], "work_gloves": ["cotton", "genuine_leather", "none"],
    "ladder": ["aluminium", "steel"],
    "pencil_case": ["canvas", "faux_leather", "silicone", "plastic"], "scissors": ["steel"],
    "folder": ["plastic", "none"],
    "video_game": ["none"], "trading_cards": ["none"], "bubble_machine": ["plastic"],
    "musical_toy": ["wood", "plastic"], "play_tent": ["polyester", "cotton"], "art_toy": ["none"],
    "plush_toy": ["polyester", "cotton"], "bath_toy": ["plastic", "silicone"],
    "car_seat": ["none"], "baby_monitor": ["none"], "bottle_sterilizer": ["none"],
    "baby_bath": ["plastic"], "play_mat": ["none", "cotton"], "nursing_pillow": ["cotton", "polyester"],
    "wall_art": ["none", "wood", "metal"], "photo_frame": ["wood", "metal", "glass"],
    "figurine": ["ceramic", "metal", "wood"], "wall_clock": ["wood", "metal"],
    "planter": ["ceramic", "plastic", "none"], "hourglass": ["glass", "wood"],
    "tissue_box": ["wood", "genuine_leather", "faux_leather", "ceramic"],
    "coat_rack": ["wood", "metal"], "hooks": ["steel", "plastic"],
}
# Features for families whose domain list reads wrong ("Sphygmomanometer - Sugar-Free").
_HEALTH_DEVICE = [("Digital", "数显"), ("Home Use", "家用"), ("Rechargeable", "可充电"),
                  ("Large Display", "大屏"), ("Portable", "便携")]
_DRINK = [("750ml", "750ml"), ("Gift Box", "礼盒装"), ("Case of 6", "6瓶装"), ("Imported", "进口")]
_APPLIANCE_BIG = [("Energy Saving", "节能"), ("Quiet", "静音"), ("Smart App Control", "智能APP"),
                  ("Large Capacity", "大容量")]
TYPE_FEATS: dict[str, list[tuple[str, str]]] = {
    **{k: _HEALTH_DEVICE for k in ("blood_pressure_monitor", "thermometer", "massager",
                                   "glucose_meter", "pulse_oximeter", "scale", "heating_pad")},
    "first_aid": [("Home Use", "家用"), ("Travel", "便携"), ("100 Piece", "100件")],
    "face_mask_medical": [("50 Pack", "50只装"), ("Individually Wrapped", "独立包装")],
    "contact_lenses": [("Monthly", "月抛"), ("Daily", "日抛"), ("30 Pack", "30片装")],
    "eye_drops": [("10ml", "10ml"), ("Lubricating", "润眼")],
    **{k: _DRINK for k in ("wine", "beer", "baijiu", "juice", "milk", "soft_drink")},
    "desk_calendar": [("2025", "2025年"), ("Monthly", "月历"), ("Office", "办公")],
}
NO_MATERIAL_DOMAINS = {Domain.BEAUTY_PERSONAL_CARE, Domain.ELECTRONICS, Domain.COMPUTERS_OFFICE,
                       Domain.HOME_APPLIANCES, Domain.FOOD_BEVERAGES, Domain.HEALTH_SUPPLEMENTS,
                       Domain.BOOKS_MEDIA, Domain.AUTOMOTIVE, Domain.STATIONERY_CRAFTS}

# Feature phrases per domain, English with its Chinese counterpart.
DOMAIN_FEATS: dict[Domain, list[tuple[str, str]]] = {
    Domain.APPAREL: [("Slim Fit", "修身"), ("Relaxed Fit", "宽松"), ("Lightweight", "轻薄"),
                     ("Warm", "保暖"), ("Everyday", "百搭"), ("Classic", "经典款")],
    Domain.FOOTWEAR: [("Non-Slip", "防滑"), ("Lightweight", "轻便"), ("Comfort", "舒适"),
                      ("Waterproof", "防水"), ("Breathable", "透气"), ("Wide Fit", "宽楦")],
    Domain.BAGS_LUGGAGE: [("Large Capacity", "大容量"), ("Lightweight", "轻便"), ("Zip Closure", "拉链"),
                          ("Water Resistant", "防泼水"), ("Minimalist", "简约")],
    Domain.JEWELRY_WATCHES: [("Minimalist", "简约"), ("Gift Box", "礼盒装"), ("Hypoallergenic", "防过敏"),
                             ("Vintage", "复古"), ("Adjustable", "可调节")],
    Domain.BEAUTY_PERSONAL_CARE: [("Fragrance-Free", "无香"), ("Travel Size", "旅行装"),
                                  ("Sensitive Skin", "敏感肌"), ("Long Lasting", "持久"), ("Value Pack", "超值装")],
    Domain.ELECTRONICS: [("Fast Charging", "快充"), ("Bluetooth 5.3", "蓝牙5.3"), ("4K", "4K"),
                         ("Portable", "便携"), ("Long Battery Life", "长续航")],
    Domain.COMPUTERS_OFFICE: [("USB-C", "Type-C"), ("Plug and Play", "即插即用"), ("Compact", "小巧"),
                              ("Wireless", "无线"), ("Ergonomic", "人体工学")],
    Domain.HOME_APPLIANCES: [("Energy Saving", "节能"), ("Quiet", "静音"), ("Smart App Control", "智能APP"),
                             ("Compact", "小型"), ("Large Capacity", "大容量")],
    Domain.KITCHEN_DINING: [("Dishwasher Safe", "可洗碗机"), ("Set of 4", "4件套"), ("Non-Stick", "不粘"),
                            ("Heat Resistant", "耐高温"), ("Gift Set", "礼盒")],
    Domain.FURNITURE: [("Easy Assembly", "易安装"), ("Mid-Century Modern", "北欧"), ("Storage", "带储物"),
                       ("Space Saving", "小户型"), ("Industrial", "工业风")],
    Domain.HOME_TEXTILES: [("Queen", "1.8米"), ("Twin", "1.2米"), ("Machine Washable", "可机洗"),
                           ("Breathable", "透气"), ("Soft", "柔软")],
    Domain.HOME_DECOR: [("Minimalist", "简约"), ("Boho", "波西米亚"), ("Set of 3", "三件套"),
                        ("Nordic", "北欧风"), ("Handmade", "手工")],
    Domain.SPORTS_OUTDOORS: [("Lightweight", "轻量"), ("Waterproof", "防水"), ("Foldable", "可折叠"),
                             ("Adult", "成人"), ("Professional", "专业级")],
    Domain.TOYS_GAMES: [("Ages 3+", "3岁+"), ("Gift for Kids", "儿童礼物"), ("STEM", "益智"),
                        ("Family", "亲子"), ("Rechargeable", "可充电")],
    Domain.BABY_MATERNITY: [("Newborn", "新生儿"), ("Gentle", "温和"), ("Portable", "便携"),
                            ("0-12 Months", "0-12个月"), ("Hypoallergenic", "低敏")],
    Domain.PET_SUPPLIES: [("Small Breed", "小型犬"), ("Indoor Cats", "室内猫"), ("Grain-Free", "无谷"),
                          ("Washable", "可水洗"), ("Large", "大号")],
    Domain.FOOD_BEVERAGES: [("Gift Box", "礼盒装"), ("Family Pack", "家庭装"), ("Organic", "有机"),
                            ("No Added Sugar", "无添加糖"), ("Imported", "进口")],
    Domain.HEALTH_SUPPLEMENTS: [("60 Capsules", "60粒"), ("Sugar-Free", "无糖"), ("Value Pack", "超值装"),
                                ("For Adults", "成人"), ("Clinically Tested", "临床验证")],
    Domain.BOOKS_MEDIA: [("Paperback", "平装"), ("Hardcover", "精装"), ("Illustrated", "插图版"),
                         ("New Edition", "新版"), ("Bestseller", "畅销")],
    Domain.AUTOMOTIVE: [("Universal Fit", "通用"), ("Easy Install", "免安装"), ("12V", "12V"),
                        ("Heavy Duty", "加厚"), ("All Weather", "四季通用")],
    Domain.TOOLS_HOME_IMPROVEMENT: [("Heavy Duty", "重型"), ("Home Use", "家用"), ("Professional", "专业"),
                                    ("Cordless", "无线"), ("With Case", "带收纳盒")],
    Domain.STATIONERY_CRAFTS: [("Pack of 12", "12支装"), ("Student", "学生"), ("Office", "办公"),
                               ("Gift Set", "礼盒"), ("Portable", "便携")],
}
# CNY price = USD list price x CNY_PER_USD x this, for the broad part's Chinese listings.
ZH_PRICE_FACTOR: dict[Domain, float] = {
    **{d: 0.6 for d in (Domain.APPAREL, Domain.FOOTWEAR, Domain.BAGS_LUGGAGE, Domain.HOME_TEXTILES,
                        Domain.HOME_DECOR, Domain.TOYS_GAMES, Domain.STATIONERY_CRAFTS,
                        Domain.KITCHEN_DINING, Domain.TOOLS_HOME_IMPROVEMENT, Domain.PET_SUPPLIES)},
    **{d: 0.9 for d in (Domain.ELECTRONICS, Domain.COMPUTERS_OFFICE, Domain.HOME_APPLIANCES)},
    **{d: 0.75 for d in (Domain.BEAUTY_PERSONAL_CARE, Domain.FOOD_BEVERAGES, Domain.HEALTH_SUPPLEMENTS,
                         Domain.BOOKS_MEDIA, Domain.BABY_MATERNITY, Domain.JEWELRY_WATCHES,
                         Domain.FURNITURE, Domain.SPORTS_OUTDOORS, Domain.AUTOMOTIVE)},
}
GENDERED_DOMAINS = {Domain.APPAREL, Domain.FOOTWEAR}
UNGENDERED = {"kids_shoes", "insoles", "shoelaces", "scarf", "hat", "gloves", "belt"}
SIZES_EN = {Domain.FOOTWEAR: ["EU 36-41", "EU 39-45", "US 7-12", "Size 42", "Size 38"],
            Domain.APPAREL: ["S-XXL", "Size M", "Size L", "XS-XL", "Plus Size"]}
SIZES_ZH = {Domain.FOOTWEAR: ["36-41码", "39-45码", "42码", "38码"],
            Domain.APPAREL: ["S-XXL", "M码", "L码", "大码"]}
NO_SIZE = {"insoles", "shoelaces", "scarf", "belt"}


def _title_case(name: str) -> str:
    return " ".join(w if any(c.isupper() for c in w) or not w.isalpha() else w.capitalize()
                    for w in name.split())


_IRREGULAR_PLURALS = {"Scarf": "Scarves", "Knife": "Knives", "Shelf": "Shelves"}


def _plural(noun: str) -> str:
    last = noun.split()[-1]
    if last in _IRREGULAR_PLURALS:
        return noun[: -len(last)] + _IRREGULAR_PLURALS[last]
    if noun.endswith("s"):
        return noun
    if noun.endswith(("ch", "sh", "x")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def _pick_name(rng: random.Random, names: list[str]) -> str:
    """The first (most common) name half the time, a variant otherwise."""
    return names[0] if len(names) == 1 or rng.random() < 0.5 else rng.choice(names[1:])


def _names_that_type_back(names: tuple[str, ...], key: str, domain: Domain) -> list[str]:
    """The vocabulary names a title may use for this type: each must type back to it, so the
    catalog's product_type field and agent.product_types agree on every generated title."""
    from agent.product_types import type_of_title

    out = []
    for name in names:
        found = type_of_title(name, domain)
        if found is not None and found.key == key:
            out.append(name)
    return out


@dataclass
class GenericType:
    key: str
    domain: Domain
    en_names: list[str]
    zh_names: list[str]
    price: tuple[float, float]
    mats: list[str]
    feats: list[tuple[str, str]]
    gender: bool
    count: int
    zh_share: float = ZH_SHARE


# More of a story type, drawn like the broad part: entry-level running shoes, so "running
# shoes under ¥300" has answers while "under ¥200" honestly has none (lo × 7 ≥ ¥200).
EXTRA: list[dict] = [
    dict(key="running_shoes", price=(30, 60), mats=["mesh"], count=40, zh_share=0.5),
    # the no-plastic story's trap in both languages: plastic travel organisers a Chinese
    # "推荐旅行包" recalls too, not only English ones
    dict(key="travel_organizer", price=(10, 40), mats=["plastic"], count=10, zh_share=0.6),
]


def generic_types(covered: set[tuple[Domain, str]]) -> list[GenericType]:
    """One GenericType per vocabulary type that no hand-tuned type of its domain already
    covers (groups such as "shoes" are asked for, never sold as such). The car-care leather
    cleaner does not cover the leather care a bag shelf sells."""
    from agent.product_types import all_types, get_type, is_group

    out = []
    for ptype in all_types():
        if (ptype.domain, ptype.key) in covered or is_group(ptype.key) or ptype.key in NOT_STOCKED:
            continue
        if ptype.key not in PRICE_USD:
            raise SystemExit(f"make_catalog: no price band for product type {ptype.key!r}")
        en = _names_that_type_back(ptype.en, ptype.key, ptype.domain)
        zh = _names_that_type_back(ptype.zh, ptype.key, ptype.domain)
        if not en or not zh:
            raise SystemExit(f"make_catalog: {ptype.key} has no name that types back to it")
        if ptype.domain in NO_MATERIAL_DOMAINS:
            mats = TYPE_MATS.get(ptype.key, ["none"])
        else:
            mats = TYPE_MATS.get(ptype.key) or DOMAIN_MATS.get(ptype.domain, ["none"])
        out.append(GenericType(
            key=ptype.key, domain=ptype.domain, en_names=en[:4], zh_names=zh[:3],
            price=PRICE_USD[ptype.key], mats=mats,
            feats=TYPE_FEATS.get(ptype.key, DOMAIN_FEATS[ptype.domain]),
            gender=ptype.domain in GENDERED_DOMAINS and ptype.key not in UNGENDERED,
            count=GENERIC_COUNT - 6 + hash_stable(ptype.key) % 13,
        ))
    for extra in EXTRA:
        ptype = get_type(extra["key"])
        out.append(GenericType(
            key=ptype.key, domain=ptype.domain,
            en_names=_names_that_type_back(ptype.en, ptype.key, ptype.domain)[:5],
            zh_names=_names_that_type_back(ptype.zh, ptype.key, ptype.domain)[:4],
            price=extra["price"], mats=extra["mats"], feats=DOMAIN_FEATS[ptype.domain],
            gender=ptype.domain in GENDERED_DOMAINS, count=extra["count"],
            zh_share=extra["zh_share"]))
    return out


def _generic_leaf(g: GenericType) -> Type:
    """A Type shell for category_for: the leaf is the type's first name, as stores write it."""
    en = _title_case(g.en_names[0])
    return Type(en=en, zh=g.zh_names[0], leaf_en=_plural(en),
                leaf_zh=g.zh_names[0], price=g.price, tags=f"{g.domain.value.split('_')[0]};{g.en_names[0]}")


def _generic_one(rng: random.Random, g: GenericType, leaf: Type, k: int) -> Product:
    kind = g.mats[k % len(g.mats)]
    zh = rng.random() < g.zh_share
    platform = rng.choice(ZH_PLATFORMS if zh else EN_PLATFORMS)
    gender = rng.choice(["Women", "Men"])
    pet = "Cats" if "cat" in g.key or "litter" in g.key else "Dogs"
    mat_en, mat_zh, mat_field = rng.choice(M[kind])
    color_en, color_zh = rng.choice(COLORS)
    if g.domain in NO_COLOR:
        color_en = color_zh = ""
    feat_en, feat_zh = rng.choice(g.feats)
    usd = usd_price(rng, *g.price, material_factor(kind))
    sized = g.domain in SIZES_EN and g.key not in NO_SIZE and rng.random() < 0.35
    if zh:
        brand = rng.choice(BRANDS_ZH)
        noun = _pick_name(rng, g.zh_names)
        if mat_zh and mat_zh[-2:] in noun:  # 亚麻裤 says its material already: no 纯亚麻亚麻裤
            mat_zh = ""
        who = ("女士" if gender == "Women" else "男士") if g.gender else ""
        size = f" {rng.choice(SIZES_ZH[g.domain])}" if sized else ""
        sep = rng.choice([" ", ",", ""])
        title = f"{brand}{mat_zh}{noun}{who}{feat_zh}{sep}{color_zh}{size}".replace("  ", " ").strip(" ,")
        title = _season_zh(rng, title, k)
        # Taobao/JD sell most everyday goods for less than a US list price converted
        # (the story's entry running shoes are priced as they are).
        factor = ZH_PRICE_FACTOR.get(g.domain, 1.0) if g.zh_share == ZH_SHARE else 1.0
        currency, price = "CNY", cny_price(usd * factor)
        desc = f"{mat_zh or '优选材质'}{noun}，{feat_zh}，{color_zh or '规格见详情'}。"
    else:
        brand = rng.choice(BRANDS_EN)
        name = _title_case(_pick_name(rng, g.en_names))
        if mat_en and mat_en.split()[-1].lower() in name.lower().split():
            mat_en = ""  # "Linen Trousers", not "Pure Linen Linen Trousers"
        noun = f"{mat_en} {name}".strip()
        who = f"{gender}'s " if g.gender else ""
        size = rng.choice(SIZES_EN[g.domain]) if sized else ""
        shape = rng.randrange(3)
        if shape == 0:
            title = f"{brand} {who}{noun}, {feat_en}, {color_en} {size}"
        elif shape == 1:
            title = f"{brand} {who}{noun} - {feat_en} ({color_en}) {size}"
        else:
            title = f"{who}{noun} {feat_en} by {brand} - {color_en} {size}"
        title = " ".join(title.replace("()", "").split()).replace(" ,", ",").strip(" ,-")
        currency, price = "USD", usd
        made = f"Made of {mat_field}." if mat_field else "Built for everyday use."
        desc = f"{leaf.en} in {(color_en or 'one size').lower()}. {made} {feat_en}."
    return Product(id="", title=title, platform=platform,
                   category=category_for(platform, g.domain, leaf, gender, pet), domain=g.domain,
                   price=price, currency=currency, brand=brand, material=mat_field,
                   description=desc, product_type=g.key)


# A title must not claim a material the product is not made of: "Faux Silk Silk Scarf" or
# "Faux Leather Leather Belt" would turn a look-alike into the real thing for every matcher.
# ("down" is left out: "Button-Down" is a collar, not a filling.)
CLAIM_TERMS = ("leather", "silk", "wool", "linen", "cotton", "bamboo", "denim", "cashmere",
               "plastic")


def _claims_only_its_material(product: Product) -> bool:
    from memory.terms import any_hit

    made_of = product.material or ""
    return not any(any_hit([term], product.title) and not any_hit([term], made_of)
                   for term in CLAIM_TERMS)


def build_generic(seed: int, covered: set[tuple[Domain, str]], seen_titles: set[str]) -> list[Product]:
    """Each type draws from its own seeded stream, so editing one type (its names, its
    price band) changes only that type's lines, and only those are re-embedded."""
    products: list[Product] = []
    for n, g in enumerate(generic_types(covered)):
        rng = random.Random(f"{seed}:{g.key}:{n if g.zh_share != ZH_SHARE else ''}")
        leaf = _generic_leaf(g)
        for k in range(g.count):
            for _ in range(20):  # retry until the title is unique and honest
                product = _generic_one(rng, g, leaf, k)
                if product.title not in seen_titles and _claims_only_its_material(product):
                    break
            else:
                continue  # a small type ran out of distinct titles: fewer is honest
            seen_titles.add(product.title)
            products.append(product)
    return products


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(CATALOG))
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    products = build(args.seed)
    n = write_catalog(products, args.out)
    print(f"wrote {n} products to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

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


def build(seed: int = SEED) -> list[Product]:
    rng = random.Random(seed)
    products: list[Product] = []
    seen_titles: set[str] = set()
    for domain, types in TYPES.items():
        for t in types:
            for k in range(t.count):
                kind = t.mats[k % len(t.mats)]
                for _ in range(20):  # retry until the title is unique
                    product = _one(rng, domain, t, kind, k)
                    if product.title not in seen_titles:
                        break
                seen_titles.add(product.title)
                products.append(product)
    _pin_budget_edges(products)
    for i, p in enumerate(products, 1):
        p.id = f"P{i:06d}"
    return products


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

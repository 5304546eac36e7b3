"""Round 33 (import33): gear named by the food it serves, keeps or works on is kitchenware,
whatever its head noun alone reads as (`domain_classifier._for_food`, `_serving_head`): a
vessel ("Honey Pots"), a device ("Cold Brew Makers"), a tool ("Garlic Tools") after a food
word. The paths here are written for these tests, not copied from a fixture."""
from agent.domain_classifier import read_path
from memory.domains import Domain as D


def test_a_device_named_by_the_food_it_makes_is_kitchenware():
    # was food: the table reads "peanut butter" and nothing of "makers"
    assert read_path("Nut Butters › Peanut Butter Makers").domain is D.KITCHEN_DINING


def test_a_vessel_named_by_the_food_it_keeps_is_kitchenware():
    # was food: the head "pots" is a weaker word than the honey it holds
    assert read_path("Breakfast Table › Honey Pots").domain is D.KITCHEN_DINING
    # plural heads are read singular: glasses are a glass, boxes a box
    assert read_path("Burns Supper › Whisky Glasses").domain is D.KITCHEN_DINING
    assert read_path("Larder › Tea Boxes").domain is D.KITCHEN_DINING


def test_the_food_itself_stays_food():
    assert read_path("Breakfast Table › Honey").domain is D.FOOD_BEVERAGES
    assert read_path("Coffee › Cold Brew").domain is D.FOOD_BEVERAGES
    assert read_path("Larder › Loose Leaf Tea").domain is D.FOOD_BEVERAGES


def test_a_head_that_is_no_gear_keeps_the_food_reading():
    # "lights" holds nothing and works on nothing: a tea light is no tea gear either
    assert read_path("Candles › Tea Lights").domain is not D.KITCHEN_DINING


def test_a_device_the_table_names_whole_keeps_its_reading():
    # "coffee maker" is one keyword of the appliances: the food is no modifier there
    assert read_path("Coffee › Coffee Makers").domain is D.HOME_APPLIANCES


def test_a_gear_head_after_a_word_of_no_food_is_left_alone():
    assert read_path("Travel › Passport Holders").domain is not D.KITCHEN_DINING
    assert read_path("Cat Supplies › Litter Boxes").domain is D.PET_SUPPLIES

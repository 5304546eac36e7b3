"""The shared overlap check finds shared wording and reused brand names (synthetic texts only:
it never runs on a held-out set here, since it prints what it finds)."""
from tests.language_eval.check_overlap import chars, reused_brands, shared_runs, words


def test_words_and_chars_fold_full_width_case_and_punctuation():
    assert words("ＮＯ Plastic, please!") == ["no", "plastic", "please"]
    assert chars("不要，ＰＶＣ的") == ["不", "要", "p", "v", "c", "的"]


def test_a_five_word_run_shared_with_a_source_is_found_and_four_is_not():
    sources = [("a.yml", "I would never buy a nylon bag again")]
    found = shared_runs([("x-1", "Honestly, never buy a nylon bag for me")], sources)
    assert [(s.item_id, s.kind, s.run) for s in found] == [("x-1", "en", "never buy a nylon bag")]
    assert shared_runs([("x-2", "never buy a nylon purse")], sources) == []


def test_a_seven_character_run_is_found_only_in_chinese_sentences():
    sources = [("b.yml", "以后搪瓷锅都别推了")]
    found = shared_runs([("x-3", "我说以后搪瓷锅都别推")], sources)
    assert {s.run for s in found} == {"以后搪瓷锅都别", "后搪瓷锅都别推"}
    assert shared_runs([("x-4", "以后搪瓷锅")], sources) == []


def test_a_brand_name_found_in_a_known_text_is_reported_as_whole_words_only():
    known = [("catalog", "Brimvale kettle 1.7 l"), ("other", "the kestrovan set")]
    assert reused_brands(["brimvale", "kestrova", "苔原"], known) == [("brimvale", "catalog")]

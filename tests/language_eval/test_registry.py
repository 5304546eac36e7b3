"""The eval-language registry finds every writer's own folder, whatever the round."""
import re

from agent.eval_language import SETS, WHOLE_SPLIT


def test_every_writers_folder_of_any_round_is_a_tune_set():
    """fresh<round>_<name>/ folders are tune sets; a glob that knew only rounds 10-29 would have
    left round 30's folders (fresh30_*) unregistered, so no tune run would have read them."""
    folders = {d for d in SETS["main"].iterdir()
               if d.is_dir() and re.fullmatch(r"fresh\d+_\w+", d.name)}
    assert folders and all(WHOLE_SPLIT[d] == "tune" and SETS[d.name] == d for d in folders)


def test_the_transfer_check_is_registered_tune_sets_whose_failures_are_never_printed(capsys):
    """The round's transfer check scores like a tune set (its folders exist and are registered
    tune), but `--show-failures` prints its table and no item of it."""
    import argparse

    from agent.eval_language import TRANSFER_CHECK, main

    assert TRANSFER_CHECK and all(d.is_dir() and WHOLE_SPLIT[d] == "tune" for d in TRANSFER_CHECK)
    name = sorted(d.name for d in TRANSFER_CHECK)[0]
    main(argparse.Namespace(set=name, split="all", bare=True, show_failures=True))
    out = capsys.readouterr().out
    assert "TOTAL" in out and "transfer check" in out
    assert not re.search(r"^- f\d+w-", out, re.M)  # no item line


def test_check_overlap_hides_the_words_of_runs_shared_with_the_transfer_check():
    from agent.eval_language import TRANSFER_CHECK
    from tests.language_eval.check_overlap import _held_out_folders

    assert {d.resolve() for d in TRANSFER_CHECK} <= _held_out_folders()

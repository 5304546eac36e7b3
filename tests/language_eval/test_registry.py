"""The eval-language registry finds every writer's own folder, whatever the round."""
import re

from agent.eval_language import SETS, WHOLE_SPLIT


def test_every_writers_folder_of_any_round_is_a_tune_set():
    """fresh<round>_<name>/ folders are tune sets; a glob that knew only rounds 10-29 would have
    left round 30's folders (fresh30_*) unregistered, so no tune run would have read them."""
    folders = {d for d in SETS["main"].iterdir()
               if d.is_dir() and re.fullmatch(r"fresh\d+_\w+", d.name)}
    assert folders and all(WHOLE_SPLIT[d] == "tune" and SETS[d.name] == d for d in folders)

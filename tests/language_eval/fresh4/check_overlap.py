"""The overlap check of fresh4, kept where its README points: the shared
`tests/language_eval/check_overlap.py` run on this folder (same options).

    python tests/language_eval/fresh4/check_overlap.py [--issue N ...] [EXTRA_TEXT_FILE ...]
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.language_eval.check_overlap import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(default_set=HERE))

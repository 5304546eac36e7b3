"""`python -m bench`: one table, each row measured against its baseline in the same run.

Rows live one module each (read_path, turn, terms, store, index, app); `common` holds the
timing helpers, the table and the machine description. Targets are reported as PASS/MISS in
the table, never asserted in unit tests: a slow shared CI box must not turn a test red.
"""

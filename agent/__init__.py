"""The shopping agent: engines, catalog and search, picker, turn loop, curator, replay.

Never imports streamlit: it runs under pytest and from `python -m agent`.
"""

"""Preference memory: models, the single write gate, session state, matching and assembly.

Never imports streamlit: the whole memory runs under plain pytest and the command line.
"""

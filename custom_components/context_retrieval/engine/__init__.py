"""The context retrieval engine: from a parsed request to the few entities and services it needs.

This package imports nothing from Home Assistant; it runs and is tested on its own.
"""

"""Coin-Op Cabinet: a desktop arcade of five tabletop games."""

__version__ = "0.1.0"

"""Crash Line: the push-your-luck card game (rules, computer players, simulator and scene)."""

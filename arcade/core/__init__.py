"""Shared machinery of the cabinet: clock, loop, scenes, input, render, audio, storage, levels, rules."""

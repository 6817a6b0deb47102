"""Electronic Arcade Mania, the board game around the console: one package, declared to the cabinet in info.py."""

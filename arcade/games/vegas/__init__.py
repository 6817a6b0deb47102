"""Vegas Slot Machine 1973: one package, declared to the cabinet in info.py."""

"""Insert Coin to Play: one package, declared to the cabinet in info.py."""

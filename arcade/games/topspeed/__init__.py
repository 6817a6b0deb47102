"""Top Speed!: the real-time two-player card race (pure rules, controls, CPU racer, simulator)."""

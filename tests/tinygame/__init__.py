"""High Card Duel: a tiny test-only game that plugs into the cabinet through the public API only."""

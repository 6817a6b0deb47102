"""One package per game; `arcade.games.registry` lists them explicitly (no folder scanning)."""

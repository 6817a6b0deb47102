"""The Arcade Machine console: a pure 3x3 light machine, its four reflex games, bots, replays."""

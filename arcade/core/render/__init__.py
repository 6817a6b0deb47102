"""The shared sprite layer: palette, fonts and text, shapes and patterns, card sprites, tweens."""

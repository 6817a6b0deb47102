"""Electronic Arcade Mania experiments: the CPU ladder's measurements."""

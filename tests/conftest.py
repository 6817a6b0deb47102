"""Tests run headless: dummy video and audio drivers, and a private user folder per test."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("COIN_OP_HOME", str(tmp_path / "user"))
    yield

"""Tests run headless: dummy video and audio drivers, and a private user folder per test. Hypothesis
profiles: ``cabinet`` (the default, what ``make test`` runs) is derandomised and small so the suite stays
fast and gives the same result every run; ``cabinet-long`` is the ``make test-slow`` budget, random each
run (a failure prints the blob that reproduces it). ``HYPOTHESIS_PROFILE`` picks another default."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import HealthCheck, Phase, settings

# no "explain" phase: it traces coverage while shrinking and makes a failure take many times longer
_PHASES = (Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink)
settings.register_profile(
    "cabinet",
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=8,
    stateful_step_count=25,
    phases=_PHASES,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "cabinet-long",  # make test-slow: derandomised too, so CI is repeatable (HYPOTHESIS_PROFILE=explore hunts)
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=80,
    stateful_step_count=50,
    phases=_PHASES,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "explore",  # random, long: for a developer hunting bugs (HYPOTHESIS_PROFILE=explore make test)
    deadline=None,
    max_examples=200,
    stateful_step_count=50,
    phases=_PHASES,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "cabinet"))


@pytest.fixture(autouse=True)
def _private_user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("COIN_OP_HOME", str(tmp_path / "user"))
    yield

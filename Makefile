# Two commands a player or developer needs: `make play` and `make test`.
# Both create .venv when it is missing and install the project into it.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test test-slow lint research dist smoke bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,build,dev]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m arcade

test: $(STAMP)
	$(PY) -m pytest -q -n auto

test-slow: $(STAMP)
	$(PY) -m pytest -q -n auto -m slow

smoke: $(STAMP)
	$(PY) -m arcade --smoke

# The static checks CI runs before the tests: lint, format, types and the import layers (pyproject.toml).
lint: $(STAMP)
	$(VENV)/bin/ruff check arcade tests research
	$(VENV)/bin/ruff format --check arcade tests research
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

research: $(STAMP)
	$(PY) -m pytest -q -n auto research/tests

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm --clean build.spec

bench: $(STAMP)
	$(PY) -m arcade.bench all

clean:
	rm -rf build dist

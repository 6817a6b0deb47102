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
	$(PY) -m pytest -q -n auto --cov=arcade --cov-report=
	@echo "coverage of arcade/: $$($(PY) -m coverage report --format=total)% of lines"

test-slow: $(STAMP)
	$(PY) -m pytest -q -n auto -m slow

smoke: $(STAMP)
	$(PY) -m arcade --smoke

# The static checks CI runs before the tests: lint, format, types and the import layers (pyproject.toml).
lint: $(STAMP)
	$(VENV)/bin/ruff check arcade tests research
	$(VENV)/bin/ruff format --check arcade tests research
	@$(VENV)/bin/mypy > .mypy.out 2>&1; n=$$(grep -oE '^Found [0-9]+ error' .mypy.out | grep -oE '[0-9]+' || echo 0); \
	  ceiling=$$(cat mypy-ceiling.txt); echo "mypy: $$n errors (ceiling $$ceiling; strict modules must have none)"; \
	  if [ "$$n" -gt "$$ceiling" ]; then cat .mypy.out; echo "mypy: more errors than mypy-ceiling.txt allows"; exit 1; fi
	$(PY) tests/test_typing_gate.py .mypy.out
	$(VENV)/bin/lint-imports

research: $(STAMP)
	$(PY) -m pytest -q -n auto research/tests

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm --clean build.spec

bench: $(STAMP)
	$(PY) -m arcade.bench all

clean:
	rm -rf build dist

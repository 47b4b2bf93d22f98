# Quick start: `make play` to play, `make test` to run every test.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test test-slow bench lint clean

# The venv is rebuilt only when pyproject.toml changes.
$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

play: $(STAMP)
	@$(BIN)/hellenica play $(ARGS)

test: $(STAMP)
	@$(BIN)/lint-imports --no-cache --no-logo
	@$(BIN)/python -m pytest -q

test-slow: $(STAMP)
	@$(BIN)/python -m pytest -q -m slow

bench: $(STAMP)
	@$(BIN)/python bench/run_all.py $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .import_linter_cache

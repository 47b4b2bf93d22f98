# Quick start: `make play` to play, `make test` to run every test.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

# The tests start hundreds of Python processes (screens, servers, the command line):
# a shell that forbids bytecode would have each compile the whole package again.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: play test conformance test-slow bench examples docs lint clean

# The venv is rebuilt only when pyproject.toml changes.
$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

play: $(STAMP)
	@$(BIN)/hellenica play $(ARGS)

# The static checks: ruff (lint and import order), mypy (types), the import contracts.
lint: $(STAMP)
	@$(BIN)/ruff check --quiet .
	@$(BIN)/mypy
	@$(BIN)/lint-imports --no-cache --no-logo

# Two workers, one per core of the machines the tests are sized for.
test: lint
	@$(BIN)/python -m pytest -q -n 2

# The house's promises, over every game of the registry (random games, notation, views, saves, hashes).
conformance: $(STAMP)
	@$(BIN)/python -m pytest -q -n 0 tests/conformance

test-slow: $(STAMP)
	@$(BIN)/python -m pytest -q -n 2 -m slow

bench: $(STAMP)
	@$(BIN)/python bench/run_all.py $(ARGS)

# The example games in saves/examples, played by AIs; remake them when the rules or content change.
examples: $(STAMP)
	@$(BIN)/hellenica new --players '' --ai athens,sparta --seed 2 --force --save saves/examples/two-players.hsav
	@$(BIN)/hellenica new --players '' --ai athens,sparta,thebes,troy --seed 4 --force --save saves/examples/four-players.hsav
	@$(BIN)/hellenica new --players '' --ai corcyra,thebes,troy,byzantium,athens,sparta,corinth --seed 7 --force \
		--save saves/examples/seven-players.hsav
	@$(BIN)/hellenica new --game hellas --players '' --ai light,dark:greedy --seed 3 --budget-playouts 8 --force \
		--save saves/examples/hellas-search-greedy.hsav
	@$(BIN)/hellenica new --game epireia --players '' --ai first,second,third,fourth --seed 2 --budget-playouts 8 --force \
		--save saves/examples/epireia-four-players.hsav
	@$(BIN)/hellenica new --game war --players '' --ai alpha,beta,gamma,delta --seed 3 --budget-playouts 2 --force \
		--save saves/examples/war-four-players.hsav
	@rm -f saves/examples/.*.host

# The rules index in docs/ is written from the pages the game shows (scenarios/hellenica/classic/rules).
docs: $(STAMP)
	@$(BIN)/hellenica rules --markdown > docs/rules-index.md

clean:
	rm -rf $(VENV) .pytest_cache .import_linter_cache

"""Every error the engine and the rules raise is a GameError: a caller catches one thing."""

import ast
import builtins
from pathlib import Path

import pytest

import hellenica_tui
from hellenica_tui.engine.errors import GameError, RequestError, SaveFileError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import ContentError
from tests.engine.conftest import RULESETS, new_game

PACKAGE = Path(hellenica_tui.__file__).parent
# Signals that carry control flow inside the rules and never leave them.
SIGNALS = {"NeedAnswer", "_Tie", "_Settled"}


def _exception_classes(folder: Path) -> dict[str, list[str]]:
    """Every class in `folder` that derives from a builtin exception, with its bases."""
    found: dict[str, list[str]] = {}
    builtin = set(vars(builtins))
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                bases = [b.id for b in node.bases if isinstance(b, ast.Name)]
                if any(b in builtin and b.endswith(("Error", "Exception")) for b in bases):
                    found[f"{path.relative_to(PACKAGE)}:{node.name}"] = bases
    return found


def test_every_error_class_of_the_engine_and_the_rules_derives_from_game_error():
    outside = []
    for folder in (PACKAGE / "engine", PACKAGE / "games"):
        for where, bases in _exception_classes(folder).items():
            if where.rsplit(":", 1)[1] not in SIGNALS | {"GameError"} and "GameError" not in bases:
                outside.append(where)
    assert outside == []


def test_the_errors_of_each_kind_are_caught_as_game_error(tmp_path):
    with pytest.raises(GameError, match="two seats share a name"):
        Game.new(RULESETS["dicegame"], "standard", (Seat("a"), Seat("a")), 1, {})
    with pytest.raises(RequestError, match="within 64 bits"):
        Game.new(RULESETS["dicegame"], "standard", (Seat("a"), Seat("b")), 2**64, {})
    game = new_game()
    with pytest.raises(GameError):
        game.apply("no such command", game.to_act()[0])
    with pytest.raises(UndoBlocked) as blocked:
        game.undo()
    assert isinstance(blocked.value, GameError)
    with pytest.raises(GameError, match="no turn 99"):
        game.replay().seek_turn(99)
    junk = tmp_path / "junk.hsav"
    junk.write_bytes(b"not a save")
    with pytest.raises(SaveFileError) as unreadable:
        Game.load(str(junk), RULESETS)
    assert isinstance(unreadable.value, GameError)
    with pytest.raises(ContentError) as wrong:
        load_scenario(str(tmp_path / "nowhere"))
    assert isinstance(wrong.value, GameError)

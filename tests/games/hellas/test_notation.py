"""The text of commands: one canonical form each, read back forgivingly."""

import random

import pytest

from hellenica_tui.engine.errors import AmbiguousCommand, InvalidCommand
from hellenica_tui.games.hellas import commands as c
from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.notation import format_command, parse_command
from hellenica_tui.games.hellas.setup import initial_state
from tests.games.hellas.conftest import IDX, D, L, play


@pytest.mark.parametrize("seed", range(5))
def test_every_legal_command_reads_back_from_its_text_and_is_accepted(seed):
    s = initial_state(IDX, [L, D], seed)
    rng = random.Random(seed)
    while s.phase != "over":
        p = turn.to_act(s)[0]
        legal = turn.legal_commands(s, p)
        for cmd in legal:
            assert parse_command(format_command(cmd), IDX) == cmd
            turn.decide(s, p, cmd, random.Random(0))  # and every one of them is accepted
        play(s, p, rng.choice(legal), seed)


@pytest.mark.parametrize(
    "text, command",
    [
        ("PLACE 1,-1 TURN 5", c.Place(q=1, r=-1, turn=5)),
        ("plac 2,0 t 7 sh ath fr spa", c.Place(q=2, r=0, turn=1, ship="athens", source="sparta")),
        ("att arg from ath 2", c.AttackCity(target="argos", source="athens", count=2)),
        ("v", c.Voyage()),
        ("g myc", c.AddGreek(city="mycenae")),
        ("sh mil", c.AddShip(city="miletus")),
        ("dr pos", c.Draw(god="poseidon")),
        ("mo s ath delo", c.MoveShip(source="athens", target="delos")),
        ("play rec nax from ath", c.Play(card="recruits", target="naxos", source="athens")),
        ("Play FURY", c.Play(card="fury")),
        ("stri", c.Strike()),
        ("sta", c.Stand()),
    ],
)
def test_case_and_unique_prefixes_are_forgiven(text, command):
    assert parse_command(text, IDX) == command


@pytest.mark.parametrize("text, choices", [("s", ("send", "strike", "ship", "stop", "stand")), ("pla 1,0", ("place", "play")),
                                           ("greek a", ("athens", "argos", "aegina"))])  # fmt: skip
def test_an_ambiguous_word_lists_its_choices(text, choices):
    with pytest.raises(AmbiguousCommand) as info:
        parse_command(text, IDX)
    assert info.value.choices == choices


@pytest.mark.parametrize("text", ["", "fly", "place", "place 1 turn 2", "place x,1", "attack argos athens 2",
                                  "send athens", "greek atlantis", "draw hera", "burst now", "play",
                                  "move horse athens argos", "place 1,0 turn"])  # fmt: skip
def test_unreadable_text_is_an_invalid_command(text):
    with pytest.raises(InvalidCommand):
        parse_command(text, IDX)

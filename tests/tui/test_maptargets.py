from hellenica_tui.seat.board.maptargets import TargetFinder
from hellenica_tui.tui.completion import Completer, spellings

COMMANDS = [
    "move 3 hoplite athens megara",
    "move 3 hoplite athens panactum",
    "move 1 trireme athens saronic_gulf",
    "move 1 hoplite sparta argos",
    "build temple athens apollo over market",
    "build barracks megara",
    "research 1 medicine",
    "pass",
]


def finder(model, commands=COMMANDS):
    return TargetFinder(commands, model.cells, Completer([], spellings(model.content)).fits)


def test_nothing_typed_names_nothing(model):
    assert finder(model).find("") == frozenset()
    assert finder(model).find("   ") == frozenset()


def test_the_first_area_each_fitting_command_names_next(model):
    find = finder(model).find
    assert find("move") == {"athens", "sparta"}  # where units may leave from
    assert find("move 3") == {"athens"}
    assert find("move 1 ") == {"athens", "sparta"}
    assert find("move 3 hoplite athens ") == {"megara", "panactum"}  # where they may go
    assert find("move 3 hoplite athens m") == {"megara"}  # the area being typed narrows them
    assert find("build") == {"athens", "megara"}  # the build sites
    assert find("build temple ") == {"athens"}


def test_spellings_the_prompt_accepts_count(model):
    find = finder(model).find
    assert find("move 3 hoplite ATH ") == {"megara", "panactum"}  # an abbreviation stands for athens
    assert find("mo 3 hop") == {"athens"}  # prefixes of verbs and units


def test_commands_naming_no_area_and_text_fitting_nothing_name_none(model):
    find = finder(model).find
    assert find("research") == frozenset()
    assert find("pass ") == frozenset()
    assert find("move 9") == frozenset()
    assert find("fly") == frozenset()
    assert find("move 3 hoplite athens megara") == {"megara"}  # the whole command: its last area


HOLDINGS = {"athens": ["athens", "megara"], "sparta": ["argos"]}  # Sparta has lost its home city


def test_a_city_state_named_dots_the_cities_it_holds_not_its_home(model):
    find = TargetFinder(["favorite athens", "favorite sparta"], model.cells, Completer([], spellings(model.content)).fits,
                        HOLDINGS).find
    assert find("favorite ") == {"athens", "megara", "argos"}
    assert find("favorite sp") == {"argos"}


def test_choose_names_city_states_only_when_every_answer_is_one(model):
    fits = Completer([], spellings(model.content)).fits
    players = TargetFinder(["choose athens", "choose sparta"], model.cells, fits, HOLDINGS)
    assert players.find("choose sparta") == {"argos"}
    areas = TargetFinder(["choose athens", "choose sparta", "choose kydonia"], model.cells, fits, HOLDINGS)
    assert areas.find("choose ") == {"athens", "sparta", "kydonia"}  # areas struck: the areas themselves

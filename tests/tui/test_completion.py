"""Word-by-word completion, without the screen."""

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.tui.completion import Completer, spellings, verbs

LEGAL = [
    "build market athens",
    "build temple athens apollo",
    "exchange build market athens",
    "move 1 hoplite to panactum",
    "move 2 hoplite to panactum",
    "move 10 hoplite to megara",
    "pass",
    "research athens convert 2 mining",
]


def completer() -> Completer:
    return Completer(LEGAL, spellings(load_scenario("classic")), verbs())


def test_the_first_word_is_a_verb_of_a_legal_command():
    found = completer().complete("")
    assert found.words == ("build", "exchange", "move", "pass", "research") and found.legal
    assert completer().complete("b").words == ("build",)


def test_the_next_word_follows_the_words_typed():
    assert completer().complete("build ").words == ("market", "temple")
    assert completer().complete("build temple ").words == ("athens",)
    assert completer().complete("build temple athens ").words == ("apollo",)
    assert completer().complete("research athens convert ").words == ("2",)


def test_numbers_come_in_order_of_value():
    assert completer().complete("move ").words == ("1", "2", "10")


def test_a_word_typed_short_or_by_another_spelling_still_fits():
    # "bu" for build, "ATH" the map's abbreviation of Athens.
    assert completer().complete("bu ma ATH").words == ("athens",)
    assert completer().complete("bu ma ATH ").words == ()  # nothing comes after it
    assert completer().complete("bu ma ATH ").whole and not completer().complete("bu ma").whole
    assert completer().complete("move 1 hoplite to pan").whole  # one command fits: the parser reads it
    assert completer().complete("bu te ATH ").words == ("apollo",)
    found = completer().complete("move 1 hoplite to pan")
    assert found.words == ("panactum",) and found.typed == "pan" and found.start == len("move 1 hoplite to ")


def test_only_verbs_when_no_legal_command_starts_so():
    found = completer().complete("tr")
    assert found.words == ("train",) and not found.legal  # any verb of the notation, refused or not
    assert completer().complete("train ").words == ()
    assert "invoke" in verbs() and "offer" in verbs()  # the gods' verbs are known too


def test_the_common_start_of_the_candidates():
    c = Completer(["direction hera", "direction zeus", "patron hephaestus", "patron hera"], {}, [])
    assert c.complete("patron h").common() == "he"
    assert c.complete("patron he").common() == "he"
    assert c.complete("d").common() == "direction"


def test_a_prefix_fitting_several_commands_is_not_a_whole_command():
    c = Completer(["patron aphrodite", "patron artemis", "patron ares"], {}, [])
    assert not c.complete("patron a").whole
    assert c.complete("patron arte").whole
    assert c.complete("patron ares").whole  # also a prefix of nothing else: exact
    c = Completer(["keep a", "keep ab"], {}, [])
    assert c.complete("keep a").whole  # exact, though a prefix of another

"""One spelling rule for the parser, the answers to a question and the prompt."""

import pytest

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.notation import vocabularies
from hellenica_tui.games.hellenica.gods.option_names import find_option
from hellenica_tui.games.kit.spelling import slug
from hellenica_tui.tui.completion import Completer, spellings


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("Law Code", "law_code"),
        ("law-code", "law_code"),
        ("LAW_CODE", "law_code"),
        ("  law   code. ", "law_code"),
        ("law,code", "law_code"),
        ("Athena's", "athenas"),
        ("2:temple-apollo", "2:temple_apollo"),
    ],
)
def test_slug(typed: str, expected: str) -> None:
    assert slug(typed) == expected


@pytest.mark.parametrize("typed", ["Law Code", "law-code", "LAW_CODE", "law_code.", "law,code", "Law-Code"])
def test_the_parser_a_question_and_the_prompt_read_a_name_alike(typed: str) -> None:
    content = load_scenario("classic")
    assert vocabularies(content)["advancement"].find(typed) == "law_code"
    assert find_option(content, typed, ["law_code", "mining"]) == "law_code"
    assert Completer(["research athens law_code"], spellings(content)).exact(typed, "law_code")

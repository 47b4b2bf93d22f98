"""Each form of option is read back as it was written, and a text of another form
is not taken for it."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.state import GOVERNMENT_SLOT
from hellenica_tui.games.hellenica.gods.option_forms import CardsInOrder, CardsKept, SlotOption, UnitOption


def test_each_form_reads_back_what_it_wrote() -> None:
    for option in (UnitOption("sparta", "elite_hoplite"), UnitOption("troy", "hero")):
        assert UnitOption.read(option.text) == option
    for slot in (SlotOption(2, "academy"), SlotOption(1, "temple", "apollo"), SlotOption(GOVERNMENT_SLOT, "tyranny")):
        assert SlotOption.read(slot.text) == slot
    assert SlotOption(1, "temple", "apollo").text == "1:temple-apollo"
    assert CardsKept.read(CardsKept(("piety", "wealth")).text).cards == ("piety", "wealth")
    assert CardsInOrder.read("plague,silence").cards == ("plague", "silence")
    assert CardsKept.read("piety").cards == ("piety",)  # one card kept is a form too


def test_a_form_is_not_taken_for_another() -> None:
    assert UnitOption.read("2:academy") is None and UnitOption.read("-1:tyranny") is None
    assert SlotOption.read("sparta:hoplite") is None
    assert UnitOption.read("thebes") is None and SlotOption.read("thebes") is None

"""A harmful world event its winner aims at an AI player sets the AI's grudge.

The rulebook counts "a harmful World Event used directly on the AI Player" as
harm: the winner names the AI, or picks an area or city where the AI stands or
that it owns. Harm the card does to every other player alike is aimed at
nobody and leaves the grudge space alone, as do the card's blessings.
"""

from __future__ import annotations

from hellenica_tui.games.hellenica.ai_seats import events as aie
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.gods.events import Answered, ResolutionBegan
from hellenica_tui.games.hellenica.gods.resolving import WORLD, carry_out
from hellenica_tui.games.hellenica.positions.build import state_from_position
from hellenica_tui.games.hellenica.positions.schema import load_position
from tests.games.hellenica.rules.war import Dice

CONTENT = load_scenario("classic")


def troy_state():
    """Troy (AI) holds Troy and Phocaea; Byzantium and Athens are people."""
    position = load_position(CONTENT, "positions/ai_movement.toml")
    return state_from_position(CONTENT, position, seed=5, scenario="classic")


def resolve(s, card: str, winner: str, picks: dict[str, str], faces: tuple[str, ...] = ()) -> list:
    """Carry out a world event card for its winner, leaving `s` as it ends; a
    question is answered by the first pick found among its options, else by its
    first option. The dice show `faces` first."""
    dice = Dice(list(faces))
    tx = Tx(s, dice, RULES)
    tx.emit(ResolutionBegan(source=WORLD, id=card, beneficiary=winner))
    for _ in range(50):
        if carry_out(tx):
            for name in s.__struct_fields__:
                setattr(s, name, getattr(tx.s, name))
            assert not dice.script, f"dice not rolled: {dice.script}"
            return tx.events
        choice = tx.s.choice
        option = next((o for o in picks.values() if o in choice.options), choice.options[0])
        tx.emit(Answered(player=choice.player, about=choice.about, option=option))
    raise AssertionError("the card kept asking")


def grudges(events) -> list:
    return [e for e in events if isinstance(e, aie.GrudgeSet)]


def test_an_area_reduction_on_an_ai_city_sets_its_grudge():
    s = troy_state()
    events = resolve(s, "plague", "athens", {"area": "phocaea"})
    assert grudges(events) == [aie.GrudgeSet(player="troy", against="athens")]
    assert s.ai.seats["troy"].grudge == "athens"
    assert not s.areas["phocaea"].units.get("troy")  # the harm was done, and the grudge read before it


def test_naming_the_ai_sets_its_grudge():
    s = troy_state()
    events = resolve(s, "sacrilege", "byzantium", {"player": "troy"})
    assert grudges(events) == [aie.GrudgeSet(player="troy", against="byzantium")]


def test_naming_someone_else_or_striking_elsewhere_sets_no_grudge():
    s = troy_state()
    assert grudges(resolve(s, "sacrilege", "byzantium", {"player": "athens"})) == []
    assert grudges(resolve(s, "plague", "athens", {"area": "abydos"})) == []  # Byzantium's city: a person
    assert s.ai.seats["troy"].grudge == ""


def test_a_card_that_hurts_every_other_player_is_aimed_at_nobody():
    s = troy_state()
    s.players["troy"].commerce = 3
    events = resolve(s, "pirates", "athens", {})
    assert s.players["troy"].commerce == 1  # Troy lost its Commerce
    assert grudges(events) == []


def test_a_blessing_the_winner_aims_at_its_own_city_is_no_harm():
    s = troy_state()
    assert grudges(resolve(s, "a_temple_vowed", "troy", {})) == []
    assert grudges(resolve(s, "oracle_of_dodona", "athens", {})) == []


def test_a_creature_set_on_an_ai_city_sets_its_grudge():
    s = troy_state()
    events = resolve(s, "labyrinth_opens", "byzantium", {"city": "phocaea"})
    assert s.areas["phocaea"].creature == "minotaur"
    assert grudges(events) == [aie.GrudgeSet(player="troy", against="byzantium")]


def test_a_revolt_in_an_ai_city_sets_its_grudge_and_the_winner_never_holds_one_against_itself():
    s = troy_state()
    events = resolve(s, "helot_uprising", "athens", {"city": "phocaea"})
    assert grudges(events) == [aie.GrudgeSet(player="troy", against="athens")]
    s.ai.seats["troy"].grudge = ""
    s.areas["abydos"].units.setdefault("troy", type(s.areas["abydos"].units["byzantium"])({"hoplite": 1}, {}))
    assert grudges(resolve(s, "famine", "troy", {"area": "abydos"})) == []  # Troy strikes where it stands


def test_alcibiades_taken_from_an_ai_sets_its_grudge():
    s = troy_state()
    s.turncoats["Alcibiades"] = "troy/troy"  # he joined Troy, on its hero's place there
    events = resolve(s, "alcibiades", "athens", {})
    assert s.turncoats["Alcibiades"].startswith("athens/")
    assert grudges(events) == [aie.GrudgeSet(player="troy", against="athens")]
    assert grudges(resolve(troy_state(), "alcibiades", "athens", {})) == []  # nobody had him

"""The card reference's entries and the prompt's card candidates, without a screen."""

import tomllib

from hellenica_tui.games.hellenica.content.loading import load_scenario, scenarios_dir
from hellenica_tui.tui.cardref import (
    KINDS,
    after_first_sentence,
    candidate_cards,
    candidates_text,
    describe_word,
    first_sentence,
    reference,
    search,
)

CONTENT = load_scenario("classic")


def toml(name: str) -> dict:
    return tomllib.loads((scenarios_dir() / "classic" / name).read_text(encoding="utf-8"))


def test_entries_come_in_the_order_of_the_kinds_and_each_id_once():
    entries = reference(CONTENT)
    kinds = [kind for kind, _ in KINDS]
    order = [kinds.index(entry.kind) for entry in entries]
    assert order == sorted(order)
    assert {entry.kind for entry in entries} == set(kinds)
    assert len({entry.id for entry in entries}) == len(entries)


def test_an_invocation_tells_its_deity_level_cost_window_and_text():
    entry = describe_word(CONTENT, ["invoke"], "storms_at_sea")
    poseidon = next(d for d in toml("deities.toml")["deities"] if d["id"] == "poseidon")
    storms = next(i for i in poseidon["invocations"] if i["id"] == "storms_at_sea")
    assert entry.name == storms["name"]
    assert entry.line.startswith(f"Poseidon {storms['level']}, {storms['level']} Favor: ")
    assert f"needs {storms['level']} temples to Poseidon, costs {storms['level']} Favor" in entry.full
    # The moment the game asks for it: during another's movement too (a sea closed before
    # the invader's group crosses), not only before its action.
    assert "Cast during your movement, or during another's once it has chosen the area that moves." in entry.full
    assert " ".join(storms["text"].split()) in entry.full


def test_a_creature_line_tells_what_it_does_not_what_it_is():
    cetus = next(c for c in toml("creatures.toml")["creatures"] if c["id"] == "cetus")
    entry = describe_word(CONTENT, ["choose"], "cetus")
    assert entry.line == " ".join(cetus["text"].split()).split(". ", 1)[1]
    assert entry.line.startswith("At upkeep")


def test_a_government_line_tells_what_it_counts_as_and_gives():
    entry = describe_word(CONTENT, ["build"], "democracy")
    assert entry.line.startswith("Counts as an Academy. Free activation:")


def test_first_sentence_keeps_colons_and_stops_at_the_full_stop():
    assert first_sentence("A bolt falls: destroy one. Then more.") == "A bolt falls: destroy one."
    assert first_sentence("No stop at all") == "No stop at all"
    assert after_first_sentence("A giant. At upkeep it rolls.  Then more.") == "At upkeep it rolls. Then more."


def test_search_is_by_name_in_any_case_and_a_deity_finds_its_invocations():
    entries = reference(CONTENT)
    assert [e.id for e in search(entries, "STORMS at")] == ["storms_at_sea"]
    assert [e.id for e in search(entries, "storms_at")] == ["storms_at_sea"]
    assert search(entries, "") == list(entries)
    apollo = [e.name for e in search(entries, "apollo")]
    assert apollo == ["Apollo", *(i.name for i in sorted(CONTENT.deities["apollo"].invocations, key=lambda i: i.level))]
    assert search(entries, "zeus_lightning") == []  # ids are not searched: names are what the player reads
    found = search(entries, "gov")  # a heading finds its cards
    assert {e.kind for e in found} == {"government", "advancement"}
    assert {e.id for e in found if e.kind == "government"} == set(CONTENT.governments)


def test_candidates_that_are_cards_by_the_verb_before_them():
    words = ("apollo", "zeus")
    assert [e.name for _, e in candidate_cards(CONTENT, "patron ", words)] == ["Apollo", "Zeus"]
    # `direction zeus` turns the token: the god's name only says which way.
    assert candidate_cards(CONTENT, "direction ", words) == []
    # Areas and numbers are no cards.
    assert candidate_cards(CONTENT, "train hoplite ", ("athens", "3")) == []
    assert [w for w, _ in candidate_cards(CONTENT, "build ", ("market", "athens", "democracy"))] == [
        "market", "democracy",
    ]


def test_an_answer_to_choose_is_told_by_the_first_card_it_names():
    found = candidate_cards(CONTENT, "choose ", ("piety+might", "0:temple-apollo", "elite_cavalry", "athens", "none"))
    assert [(word, entry.id) for word, entry in found] == [
        ("piety+might", "piety"), ("0:temple-apollo", "temple"), ("elite_cavalry", "cavalry"),
    ]
    assert candidate_cards(CONTENT, "train ", ("elite_cavalry",)) == []  # only an answer is taken apart


def test_the_candidates_text_marks_the_chosen_one_and_tells_it_in_full():
    cards = candidate_cards(CONTENT, "research athens ", ("mining", "masonry", "architecture"))
    text = candidates_text(cards, 1, 60, 4, 5).plain
    lines = text.splitlines()
    masonry = next(a for a in toml("advancements.toml")["advancements"] if a["id"] == "masonry")
    assert lines[0].startswith("  mining ")
    assert lines[1].startswith("> masonry ")
    assert all(len(line) <= 60 for line in lines)
    assert "Masonry (Advancements: construction)" in text
    assert " ".join(masonry["text"].split()) in " ".join(text.split())


def test_a_long_list_keeps_the_chosen_one_in_view_and_counts_the_rest():
    deities = tuple(CONTENT.deities)
    cards = candidate_cards(CONTENT, "patron ", deities)
    lines = candidates_text(cards, 10, 80, 4, 2).plain.splitlines()
    assert sum(line.startswith("> ") for line in lines) == 1
    assert any(line.startswith(f"> {deities[10]} ") for line in lines)
    assert "(8 more: Tab walks them)" in lines[4]
    assert lines[-1].endswith(" ...")  # the full text cut to its two lines


def test_the_verbs_of_an_empty_prompt_are_no_cards():
    # 'temple' is a command (a free temple) as well as an upgrade: the empty prompt's
    # box showed the Temple card among the verbs, for no reason.
    from hellenica_tui.tui.cardref import candidate_cards
    from hellenica_tui.tui.completion import verbs

    content = load_scenario("classic")
    assert "temple" in verbs()
    assert candidate_cards(content, "", verbs()) == []
    assert [w for w, _ in candidate_cards(content, "build ", ["temple", "market"])] == ["temple", "market"]

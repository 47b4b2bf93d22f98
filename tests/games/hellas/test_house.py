"""Hellas in the house: played end to end through the `hellenica` command against
its greedy bot; the log told without leaking a card; the bots see only their
seat's part; the save lists' turn and winner; refusals naming their rule."""

from __future__ import annotations

import json
import random

import pytest

from hellenica_tui.cli import main
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.peek import Peek
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellas import search
from hellenica_tui.games.hellas.content import by_hash
from hellenica_tui.games.hellas.game import GAME
from hellenica_tui.games.hellas.ruleset import RULESET
from hellenica_tui.games.hellas.seat_bots import BOTS, SeatBot, seen_by
from hellenica_tui.games.hellas.view import unseen
from hellenica_tui.games.registry import RULESETS


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def saves(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    return tmp_path


def legal(capsys, save: str) -> list[str]:
    code, out, err = run(capsys, "show", save, "--legal", "--as", "light")
    assert code == 0, err
    return [line.split("\t")[1] for line in out.splitlines()]


def test_it_is_offered_to_players_with_its_facts(capsys):
    out = run(capsys, "games")[1]
    assert "hellas       Hellas\n" in out  # not marked "(not offered to players)"
    assert "2 players; scenarios: standard (default standard); AI levels: search, greedy, random" in out


def test_its_rules_pages_are_read_from_the_command(capsys):
    code, out, _ = run(capsys, "rules", "--game", "hellas")
    assert code == 0 and out.splitlines()[0] == "setup           Setting up" and "\nvoyage " in out
    code, out, _ = run(capsys, "rules", "--game", "hellas", "Dolphin")
    assert code == 0 and "(page setup)" in out
    code, _, err = run(capsys, "rules", "--game", "hellas", "no such words anywhere")
    assert code == 2 and err == "hellenica rules: no page of the rules holds 'no such words anywhere'\n"
    code, _, err = run(capsys, "rules", "--game", "dicegame")
    assert code == 2 and err == "hellenica rules: Dice and cards has no rules pages\n"


def test_a_game_against_the_greedy_bot_through_the_command(saves, capsys):
    code, out, err = run(capsys, "new", "--game", "hellas", "--players", "light", "--ai", "dark:greedy",
                         "--seed", "11", "--save", "h")  # fmt: skip
    assert code == 0, err
    save = str(saves / "h.hsav")
    assert out == f"{save}: new game; to act: light\n"
    code, out, _ = run(capsys, "show", save, "--as", "light")
    assert out.startswith("Turn 0, setup: Light to act\n") and "Your hand: " in out
    assert run(capsys, "lobby")[1] == "  h (Hellas): setting up, waiting for Light\n"  # the map is being made

    code, _, err = run(capsys, "do", save, "--as", "light", "place 9,9 turn 0")
    assert code == 2 and err.count("\n") == 1
    assert err.startswith("hellenica do: Laying a tile: ") and "cannot be laid at 9,9" in err
    assert err.endswith(" (hellenica rules --game hellas placement)\n")
    code, out, _ = run(capsys, "rules", "--game", "hellas", "placement")
    assert code == 0 and out.startswith("Laying a tile (page placement)\n\n")

    rng = random.Random(3)
    undone = False
    for _ in range(400):
        shown = json.loads(run(capsys, "show", save, "--json", "--as", "light")[1])
        if shown["winner"]:
            break
        if shown["phase"] == "choose" and not undone:  # a Burst begun draws nothing: it is taken back
            assert run(capsys, "do", save, "burst")[0] == 0
            code, out, _ = run(capsys, "undo", save, "--as", "light")
            assert code == 0 and out == "undone: light: burst\n"
            assert run(capsys, "redo", save)[1] == "redone: light: burst\n"
            undone = True
            continue
        code, out, err = run(capsys, "do", save, rng.choice(legal(capsys, save)))
        assert code == 0, err
    else:
        pytest.fail("no end after 400 commands")
    assert undone and shown["winner"] in ("light", "dark")
    code, out, _ = run(capsys, "verify", save)
    commands = int(out.split(": ")[1].split()[0])
    assert code == 0 and commands > 50
    code, out, _ = run(capsys, "log", save, "--as", "light")
    assert code == 0 and f"wins ({shown['reason']})." in out.splitlines()[-1]
    code, out, _ = run(capsys, "advance", save)
    assert out == "0 AI commands; to act: nobody\n"


def test_two_bots_play_a_game_to_its_end_and_the_same_seed_gives_the_same_game(saves, capsys):
    ends = []
    for name in ("a", "b"):
        code, out, err = run(capsys, "new", "--game", "hellas", "--players", "", "--ai", "light:greedy,dark:random",
                             "--seed", "4", "--save", name)  # fmt: skip
        assert code == 0 and out.endswith("new game; to act: nobody\n"), err
        played = Game.load(str(saves / f"{name}.hsav"), RULESETS)
        assert played.state.winner and played.verify() == len(played.log)
        ends.append(RULESET.state_hash(played.state))
        played.close()
    assert ends[0] == ends[1]
    code, _, err = run(capsys, "new", "--game", "hellas", "--players", "light", "--ai", "dark:expert", "--save", "c")
    assert code == 2 and "'expert' is not an AI level (choose search or greedy or random)" in err
    code, _, err = run(capsys, "new", "--game", "hellas", "--players", "light,dark,red", "--save", "c")
    assert code == 2 and "'red' is not a player of standard (dark, light)" in err


def _games(seeds=(1, 2, 3)):
    """(state, player) before each command of random games."""
    for seed in seeds:
        rng = random.Random(seed)
        state = search.new_state(["light", "dark"], seed)
        while not search.is_over(state):
            player = search.to_act(state)[0]
            yield state, player
            state = search.apply(state, player, rng.choice(search.legal(state, player)), rng)


def test_a_bot_sees_neither_the_opponents_cards_nor_the_orders_and_loses_no_command_by_it():
    for n, (state, player) in enumerate(_games()):
        seen = seen_by(state, player)
        foe = next(p for p in state.players if p != player)
        assert seen.hands[foe] == [] and seen.stack == sorted(state.stack)
        assert search.legal(seen, player) == search.legal(state, player), n
    state, player = next(_games())
    assert SeatBot("greedy").command(state, player, 7) == SeatBot("greedy").command(state, player, 7)
    assert SeatBot("").level == "greedy" and GAME.facts.ai_levels == ("search", *BOTS)  # the search (ai/hellas) first, then these
    with pytest.raises(IllegalCommand, match="Hellas has no AI called 'expert' \\(known: greedy, random\\)"):
        SeatBot("expert")


def _burst_with_a_card_drawn():
    """A random game played until a Burst under way has drawn a card: (game, drawer)."""
    game = Game.new(RULESET, "standard", [Seat("light"), Seat("dark")], 9, {})
    rng = random.Random(9)
    while game.to_act():
        player = game.to_act()[0]
        options = game.legal_commands(player)
        draws = [c for c in options if RULESET.format(c).startswith("draw ")]
        game.apply(RULESET.format(draws[0] if draws else rng.choice(options)), player)
        if unseen(game.state, player):
            return game, player
    raise AssertionError("no card drawn in a Burst")


def test_the_log_names_a_card_drawn_only_to_its_owner_and_only_once_it_may_look():
    game, drawer = _burst_with_a_card_drawn()
    card = unseen(game.state, drawer)[-1]
    idx = by_hash(game.state.content_hash)
    name, god = idx.cards[card].name, next(g.name for g in idx.content.gods if g.id == idx.cards[card].god)

    def told(viewer):
        return [line for lines in GAME.narrate(game.log, game.state_at(0), RULESET.evolve, viewer) for line in lines]

    last = [line for line in told(drawer) if " draws " in line and "tile" not in line][-1]
    assert last.endswith(f"draws a card of {god}.")  # its god alone, while unseen
    other = next(p for p in ("light", "dark") if p != drawer)
    assert not any(name in line and "draws" in line for line in told(other) + told(None))
    while unseen(game.state, drawer):  # the Burst played out: now its owner reads the card
        game.apply(RULESET.format(game.legal_commands(drawer)[-1]), drawer)
    assert any(f"draws {name} (" in line for line in told(drawer))
    assert not any(f"draws {name} (" in line for line in told(other))


def test_the_save_lists_read_the_turn_and_the_winner_from_its_end(tmp_path):
    path = str(tmp_path / "g.hsav")
    game = Game.new(RULESET, "standard", [Seat("light"), Seat("dark")], 5, {}, path=path)
    rng = random.Random(5)
    with Peek(path, RULESETS) as peek:
        assert GAME.save_facts(peek) == (0, ())  # the map is being made
    while game.to_act():
        player = game.to_act()[0]
        game.apply(RULESET.format(rng.choice(game.legal_commands(player))), player)
        if game.state.turn == 3 and game.state.phase == "choose":
            with Peek(path, RULESETS) as peek:
                assert GAME.save_facts(peek) == (3, ())
    with Peek(path, RULESETS) as peek:
        assert GAME.save_facts(peek) == (game.state.turn, (game.state.winner,))
    game.close()


def test_a_refusal_names_its_rules_page():
    state = search.new_state(["light", "dark"], 1)
    said = GAME.why_not(state, "light", "stop", IllegalCommand("not now", "burst"))
    assert said == "Burst of Strength: Not now"
    assert GAME.why_not(state, "light", "x", IllegalCommand("no such rule", "")) == "No such rule"


def test_the_legal_commands_that_show_a_hand_are_listed_only_to_its_owner(saves, capsys):
    path = str(saves / "p.hsav")
    game = Game.new(RULESET, "standard", [Seat("light"), Seat("dark")], 6, {}, path=path)
    rng = random.Random(6)
    while not any(RULESET.format(c).startswith("play ") for c in game.legal_commands(game.to_act()[0])):
        player = game.to_act()[0]
        game.apply(RULESET.format(rng.choice(game.legal_commands(player))), player)
    player = game.to_act()[0]
    game.close()
    code, out, err = run(capsys, "show", path, "--legal")
    assert code == 0 and "play " not in out and f"not listed, chosen in secret: {player}" in err
    code, out, _ = run(capsys, "show", path, "--legal", "--as", player)
    assert "play " in out


def test_the_search_plays_a_seat_by_default_and_to_the_end(saves, capsys):
    """A seat naming no level plays the game's first, the search (ai/hellas), with the
    budget it is given; it plays a whole game against the greedy bot as soon as it is set up."""
    code, _, err = run(capsys, "new", "--game", "hellas", "--players", "", "--ai", "light,dark:greedy",
                       "--seed", "5", "--budget-playouts", "2", "--save", "s")  # fmt: skip
    assert code == 0, err
    save = str(saves / "s.hsav")
    loaded = Game.load(save, RULESETS)
    assert loaded.state.phase == "over" and loaded.state.winner in ("light", "dark")
    assert [s.ai for s in loaded.seats] == ["search", "greedy"]
    loaded.close()
    assert run(capsys, "verify", save)[0] == 0

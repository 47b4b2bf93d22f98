"""Epireia driven through the engine: saves, loads, verification, undo barriers,
and random playouts that end with a winner."""

import contextlib
import random

import msgspec
import pytest

from hellenica_tui.engine.errors import CommandError, UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from tests.games.epireia.conftest import R

RULESETS = {"epireia": R}


def new_game(players=2, seed=3, path=None):
    return Game.new(R, "standard", [Seat(f"p{i + 1}") for i in range(players)], seed, {}, path=path)


def playout(game, rng, limit=3000, check=None):
    for _ in range(limit):
        to_act = game.to_act()
        if not to_act:
            return
        player = rng.choice(to_act)
        legal = game.legal_commands(player)
        assert legal, f"{player} must act in {game.state.phase} but may do nothing"
        command = rng.choice(legal)
        if check:
            check(game, player, command)
        game.apply(command, player)


def test_a_game_is_saved_loaded_and_verified(tmp_path):
    path = str(tmp_path / "epireia.hsav")
    game = new_game(path=path)
    for player, text in (("p1", "city athens"), ("p2", "city sparta"), ("p1", "admin archon"),
                         ("p2", "admin polemarch"), ("p2", "figure brasidas"), ("p1", "figure pericles"),
                         ("p1", "donate 2 wheat"), ("p1", "build granary")):
        game.apply(text, player)
    hash_before = R.state_hash(game.state)
    game.close()
    loaded = Game.load(path, RULESETS)
    assert R.state_hash(loaded.state) == hash_before
    assert [loaded.text(g) for g in loaded.log][-2:] == ["donate 2 wheat", "build granary"]
    assert loaded.verify() == len(loaded.log)
    loaded.close()


def test_undo_takes_back_a_plain_action_never_a_die_or_a_draw():
    game = new_game()
    for player, text in (("p1", "city athens"), ("p2", "city sparta"), ("p1", "admin archon"),
                         ("p2", "admin polemarch"), ("p2", "figure brasidas")):
        game.apply(text, player)
    game.undo("p2")  # the secret pick, before anyone has seen it
    assert game.state.secret_picks == {}
    game.apply("figure brasidas", "p2")
    game.apply("figure pericles", "p1")  # reveals the picks and draws the first Act
    with pytest.raises(UndoBlocked, match="cannot be undone"):
        game.undo("p1")
    game.apply("donate 2 wheat", "p1")
    game.undo("p1")
    assert game.state.city("p1").prestige == 1
    game.apply("produce hoplites 1", "p1")  # a token drawn
    with pytest.raises(UndoBlocked, match="cannot be undone"):
        game.undo("p1")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_end_with_a_winning_league(players, seed):
    game = new_game(players, seed)
    playout(game, random.Random(seed * 10 + players))
    assert game.state.phase == "over" and game.state.winner in ("delian", "peloponnesian")
    assert game.verify() == len(game.log)


def _checks(game, player, command):
    text = R.format(command)
    assert R.parse(text, game.state, player) == command
    # The other league's views hold no power of this player's tokens nor its secret pick.
    state = game.state
    league = state.city(player).league
    for other in state.cities:
        if other.league == league:
            continue
        seen = msgspec.json.encode(R.view(state, other.name)).decode()
        for token in state.city(player).reserve:
            assert f'"{token}"' not in seen or state.phase in ("battle", "over")
        if player in state.secret_picks:
            assert state.secret_picks[player] not in seen.split('"secret_picks"')[1].split("}")[0]


@pytest.mark.parametrize("seed", [5, 6])
def test_every_legal_command_reads_back_and_views_keep_secrets(seed):
    playout(new_game(4, seed), random.Random(seed), check=_checks)


def test_random_commands_raise_only_the_typed_errors():
    rng = random.Random(8)
    game = new_game(3, 8)
    words = ["city", "admin", "figure", "donate", "build", "produce", "ability", "recruit", "send", "done",
             "place", "lead", "ready", "commit", "hold", "x", "2", "wheat", "persia", "h1-01", "flank-1a",
             "pericles", "athens", "archon", "temple", "hoplites", "9"]
    for _ in range(600):
        player = rng.choice(["p1", "p2", "p3"])
        text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 3)))
        with contextlib.suppress(CommandError):
            game.apply(text, player)
        if not game.to_act():
            break
        if rng.random() < 0.5:
            p = game.to_act()[0]
            game.apply(rng.choice(game.legal_commands(p)), p)


def test_allies_see_each_others_tokens_the_other_league_only_their_kind():
    game = new_game(4, 9)
    playout(game, random.Random(9), limit=400)
    state = game.state
    for city in state.cities:
        for viewer in state.cities:
            shown = R.view(state, viewer.name)["cities"][state.cities.index(city)]["reserve"]
            if viewer.league == city.league:
                assert shown == city.reserve
            else:
                assert shown == [f"{R.content(state).tokens[t].unit}-{R.content(state).tokens[t].level}" for t in city.reserve]


def test_a_solo_game_keeps_its_scenario_in_the_save(tmp_path):
    path = str(tmp_path / "solo.hsav")
    game = Game.new(R, "standard", [Seat("me")], 4, {"solo": "pride-of-sparta"}, path=path)
    game.apply("admin merchant", "me")
    game.apply("figure leonidas", "me")
    game.close()
    loaded = Game.load(path, RULESETS)
    assert loaded.state.solo == "pride-of-sparta" and loaded.state.cities[0].figures == ["leonidas"]
    loaded.close()


def test_the_search_core_plays_the_same_rules_without_the_engine():
    from hellenica_tui.games.epireia import search

    rng = random.Random(4)
    state = search.new_state(["a", "b", "c"], 4)
    while not search.is_over(state):
        player = rng.choice(search.to_act(state))
        before = R.state_hash(state)
        following = search.apply(state, player, rng.choice(search.legal(state, player)), rng)
        assert R.state_hash(state) == before  # apply leaves the state it is given alone
        state = following
    won = search.winners(state)
    assert won and {state.city(p).league for p in won} == {state.winner}
    assert set(won) == {c.name for c in state.members(state.winner)}


@pytest.mark.parametrize("seed", [11, 12])
def test_undo_then_redo_gives_back_the_same_game(seed):
    rng = random.Random(seed)
    game = new_game(2, seed)
    undone = 0
    for _ in range(300):
        if not game.to_act():
            break
        player = rng.choice(game.to_act())
        game.apply(rng.choice(game.legal_commands(player)), player)
        if game.undo_blocked_reason(player) is None and rng.random() < 0.3:
            before = (R.state_hash(game.state), len(game.log))
            game.undo(player)
            game.redo()
            assert (R.state_hash(game.state), len(game.log)) == before
            undone += 1
    assert undone > 5


def test_a_save_keeps_the_rules_data_it_began_with(tmp_path, monkeypatch):
    import shutil

    from hellenica_tui.games.epireia.content import loading

    path = str(tmp_path / "kept.hsav")
    game = new_game(path=path)
    for player, text in (("p1", "city athens"), ("p2", "city sparta")):
        game.apply(text, player)
    game.close()
    # The installed scenario changes: the game goes on with the data it began with.
    changed = tmp_path / "scenarios"
    shutil.copytree(loading.scenario_folder("standard"), changed / "epireia" / "standard")
    toml = changed / "epireia" / "standard" / "scenario.toml"
    toml.write_text(toml.read_text().replace("start_prestige = 1", "start_prestige = 2"))
    monkeypatch.setenv("HELLENICA_SCENARIOS", str(changed))
    loaded = Game.load(path, RULESETS)
    assert loaded.state.city("p1").prestige == 1 and any("began with" in n for n in loaded.notices)
    assert loaded.verify() == 2
    loaded.close()
    fresh = new_game()
    assert fresh.state.city("p1").prestige == 2  # a new game takes the installed data


def test_a_save_naming_what_the_game_does_not_know_is_refused():
    from hellenica_tui.games.epireia import events as e

    game = new_game(3, 7)
    playout(game, random.Random(7))
    solo = Game.new(R, "standard", [Seat("me")], 2, {"solo": "sacred-war"})
    playout(solo, random.Random(2))
    for played in (game, solo):
        check = R.checker("standard", played.seats)
        assert [p for g in played.log for item in (g.command, *g.events) if (p := check(item))] == []
    check = R.checker("standard", game.seats)
    assert "no token of this game" in check(e.TokenGained(player="p1", token="h9-99"))
    assert "no player of this game" in check(e.TokenGained(player="zed", token="h1-01"))
    assert "no roll of a d12" in check(e.EmpireRolled(
        player="p1", figure="pericles", empire="persia", roll=13, bonus=0, needed=7, success=True
    ))  # fmt: skip
    assert "unknown slot or token" in check(e.ColumnRevealed(front="flank", column=1, tokens={"delian": {"x": "h1-01"}}))

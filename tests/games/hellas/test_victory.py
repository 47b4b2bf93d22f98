"""The end of the game (rules page `victory`)."""

from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.victory import counted_winner
from tests.games.hellas.conftest import IDX, D, L, play, position

SPOTS = [(q, r) for q in range(-3, 4) for r in range(-3, 4) if (q, r) != (0, 0)]


def _cities(counts: dict[str, int], temples_first: bool = False):
    """Cities laid anywhere (positions for counting, not for play)."""
    ids = [t for t in IDX.city_ids if IDX.tiles[t].temple == temples_first] + \
        [t for t in IDX.city_ids if IDX.tiles[t].temple != temples_first]  # fmt: skip
    out, n = [], 0
    for player, k in counts.items():
        for _ in range(k):
            q, r = SPOTS[n]
            out.append((ids[n], q, r, 0, player, 1, 0))
            n += 1
    return out


def test_greeks_in_ten_cities_at_the_end_of_your_turn_win():
    s = position(_cities({L: 10, D: 3}))
    play(s, L, "burst")
    assert s.phase == "burst"  # not during the turn
    play(s, L, "stop")
    events = play(s, L, "end")
    assert events[-1] == ev.GameWon(player=L, reason="Greeks in 10 cities")
    assert s.phase == "over" and turn.to_act(s) == [] and turn.legal_commands(s, L) == []


def test_only_the_player_whose_turn_ends_wins_so():
    s = position(_cities({L: 3, D: 10}))
    play(s, L, "burst")
    play(s, L, "stop")
    events = play(s, L, "end")
    assert not any(isinstance(e, ev.GameWon) for e in events) and s.current == 1


def test_the_map_closes_when_the_stack_runs_out_then_the_final_turns_are_played():
    s = position(_cities({L: 3, D: 4}), stack=[])
    events = play(s, L, "burst") + play(s, L, "stop") + play(s, L, "end")
    assert ev.MapClosed() in events and s.closed_at == 3
    for _ in range(2 * IDX.numbers.final_turns):
        p = turn.to_act(s)[0]
        events = play(s, p, "burst") + play(s, p, "stop") + play(s, p, "end")
    assert s.phase == "over" and s.winner == D and s.turn == 3 + 2 * IDX.numbers.final_turns
    assert "the map closed" in s.reason


def test_a_stack_of_tiles_that_all_went_under_it_closes_the_map():
    s = position(_cities({L: 3, D: 3}), stack=["mycenae", "elis"])
    s.failed = 2
    events = play(s, L, "burst") + play(s, L, "stop") + play(s, L, "end")
    assert ev.MapClosed() in events


def test_the_turn_limit_ends_the_game_and_it_is_counted():
    s = position(_cities({L: 5, D: 4}), turn_no=IDX.numbers.turn_limit)
    events = play(s, L, "burst") + play(s, L, "stop") + play(s, L, "end")
    assert events[-1] == ev.GameWon(player=L, reason=f"the turn limit of {IDX.numbers.turn_limit} was reached")


def test_counting_most_cities_then_temples_then_greeks_then_the_dark_player():
    s = position(_cities({L: 4, D: 3}))
    assert counted_winner(s, IDX) == L
    s = position([*_cities({L: 3, D: 3}, temples_first=True)[1:], ("argos", 3, 3, 0, D, 1, 0)])
    assert counted_winner(s, IDX) == D  # 2 cities of light's against 4
    s = position([*_cities({L: 3}, temples_first=True), *[(t, 3, i, 0, D, 1, 0) for i, t in
                  enumerate(("argos", "pylos", "megara"))]])  # fmt: skip
    assert counted_winner(s, IDX) == L  # three cities each; light's have temples
    s = position(_cities({L: 3, D: 3}))
    assert counted_winner(s, IDX) == D  # a tie all through
    s.greeks[next(c for c, p in s.owner.items() if p == L)] = 3
    assert counted_winner(s, IDX) == L

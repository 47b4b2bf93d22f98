import pytest

from hellenica_tui.engine.hexgrid import DIRECTIONS, AreaGraph, Edge, Hex, line, opposite, ring, within
import itertools

O = Hex(0, 0)


def test_six_neighbours_all_at_distance_one_and_opposites_cancel():
    ns = O.neighbours()
    assert len(set(ns)) == 6 and all(O.distance(n) == 1 for n in ns)
    for d in range(6):
        assert O.neighbour(d).neighbour(opposite(d)) == O
        assert O.direction_to(O.neighbour(d)) == d
    assert O.direction_to(Hex(2, 0)) is None
    assert Hex(1, -1).s == 0 and Hex(2, 3).s == -5


def test_distance():
    assert Hex(0, 0).distance(Hex(3, -1)) == 3
    assert Hex(-2, 1).distance(Hex(2, -1)) == 4
    assert Hex(1, 1).distance(Hex(-1, -1)) == 4
    assert Hex(0, 3).distance(Hex(3, 0)) == 3


@pytest.mark.parametrize("radius", [0, 1, 2, 3, 5])
def test_ring_holds_exactly_the_hexes_at_that_distance(radius):
    r = ring(Hex(2, -1), radius)
    assert len(r) == max(1, 6 * radius) and len(set(r)) == len(r)
    assert all(Hex(2, -1).distance(h) == radius for h in r)
    # consecutive hexes of a ring touch
    if radius:
        assert all(a.distance(b) == 1 for a, b in zip(r, r[1:] + r[:1], strict=True))


def test_within_is_the_union_of_rings():
    assert len(within(O, 3)) == 1 + 6 + 12 + 18
    assert set(within(O, 2)) == {h for h in within(O, 4) if O.distance(h) <= 2}
    with pytest.raises(ValueError):
        ring(O, -1)


def test_edges_are_shared_by_neighbours():
    a = Hex(0, 0)
    assert len(set(a.edges())) == 6
    for d in range(6):
        b = a.neighbour(d)
        assert a.edge(d) == b.edge(opposite(d)) == Edge.of(b, a)
        assert a.edge(d) in b.edges()
    assert len(set(a.edges()) & set(Hex(2, 0).edges())) == 0
    assert set(a.edges()) & set(Hex(1, 0).edges()) == {Edge.of(a, Hex(1, 0))}
    with pytest.raises(ValueError):
        Edge.of(a, Hex(2, 0))


def test_line():
    assert line(O, O) == [O]
    path = line(Hex(0, 0), Hex(3, -3))
    assert path == [Hex(0, 0), Hex(1, -1), Hex(2, -2), Hex(3, -3)]
    long = line(Hex(-2, 0), Hex(3, 1))
    assert len(long) == Hex(-2, 0).distance(Hex(3, 1)) + 1
    assert all(a.distance(b) == 1 for a, b in itertools.pairwise(long))


def test_directions_are_unit_steps():
    assert all(O.distance(Hex(*d)) == 1 for d in DIRECTIONS)


# -- area graph ----------------------------------------------------------------

#   a --clearing-- b --mountain-- c
#   |                              |
#   coast                        clearing
#   |                              |
#   d ------------clearing-------- e -- clearing -- f
GRAPH = AreaGraph(
    [
        ("a", "b", "clearing"), ("b", "c", "mountain"), ("a", "d", "coast"),
        ("d", "e", "clearing"), ("c", "e", "clearing"), ("e", "f", "clearing"),
    ]
)  # fmt: skip


def land(a, b, kind):
    return kind != "coast"


def no_mountains(a, b, kind):
    return kind != "mountain"


def test_edge_kinds_and_neighbours():
    assert GRAPH.kind("b", "c") == GRAPH.kind("c", "b") == "mountain"
    assert GRAPH.kind("a", "f") is None
    assert sorted(GRAPH.neighbours("a")) == ["b", "d"]
    assert GRAPH.neighbours("a", land) == ["b"]
    assert "f" in GRAPH and "z" not in GRAPH and sorted(GRAPH) == list("abcdef")


def test_shortest_path_respects_passability():
    assert GRAPH.path("a", "f") in (["a", "b", "c", "e", "f"], ["a", "d", "e", "f"])
    assert GRAPH.path("a", "f") == ["a", "d", "e", "f"]
    assert GRAPH.path("a", "f", land) == ["a", "b", "c", "e", "f"]
    assert GRAPH.path("a", "c", no_mountains) == ["a", "d", "e", "c"]
    assert GRAPH.path("a", "a") == ["a"]
    assert GRAPH.path("a", "d", lambda a, b, k: k == "mountain") is None
    with pytest.raises(KeyError):
        GRAPH.path("a", "z")


def test_distances_with_limit():
    assert GRAPH.distances("a") == {"a": 0, "b": 1, "d": 1, "c": 2, "e": 2, "f": 3}
    assert GRAPH.distances("a", land, limit=2) == {"a": 0, "b": 1, "c": 2}
    lonely = AreaGraph()
    lonely.add_area("x")
    assert lonely.distances("x") == {"x": 0}


def test_cheapest_path_weighs_edge_kinds():
    cost = {"clearing": 1, "coast": 5, "mountain": 2}
    total, path = GRAPH.cheapest_path("a", "f", lambda a, b, k: cost[k])
    assert (total, path) == (5, ["a", "b", "c", "e", "f"])
    total, path = GRAPH.cheapest_path("a", "f", lambda a, b, k: None if k == "mountain" else cost[k])
    assert (total, path) == (7, ["a", "d", "e", "f"])
    assert GRAPH.cheapest_path("a", "f", lambda a, b, k: None) is None
    with pytest.raises(ValueError):
        GRAPH.cheapest_path("a", "f", lambda a, b, k: -1)


def test_an_area_cannot_border_itself():
    with pytest.raises(ValueError):
        AreaGraph([("a", "a", "clearing")])


def test_hexes_make_an_area_graph():
    hexes = within(O, 2)
    graph = AreaGraph((h, n, "clearing") for h in hexes for n in h.neighbours() if n in hexes and h < n)
    far = Hex(2, -2)
    assert len(graph.path(Hex(-2, 2), far)) - 1 == Hex(-2, 2).distance(far)

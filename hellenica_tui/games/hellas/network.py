"""Which cities reach one another: over land (land segments joined edge to edge) and
over land or water (a city also reaches every water stretch of its own tile, and
water joins water edge to edge; all the water around the Dolphin is one sea since
the Dolphin tile is open sea)."""

from __future__ import annotations

from hellenica_tui.games.hellas.content import Index
from hellenica_tui.games.hellas.geometry import neighbour, opposite, segment_at
from hellenica_tui.games.hellas.state import State, key

Node = tuple[str, int]  # (tile, segment)


_CACHE: dict[tuple[str, tuple[tuple[str, tuple[int, int, int]], ...]], Network] = {}
_KEEP = 4096  # maps kept; a search revisits the same few maps many times


def network(s: State, idx: Index) -> Network:
    """The network of the map as laid (it depends on the tiles only, not on who holds them)."""
    k = (idx.hash, tuple(s.placed.items()))
    net = _CACHE.get(k)
    if net is None:
        if len(_CACHE) >= _KEEP:
            _CACHE.clear()
        net = _CACHE[k] = Network(s, idx)
    return net


class Network:
    def __init__(self, s: State, idx: Index) -> None:
        self._parent: dict[Node, Node] = {}
        self.city_node: dict[str, Node] = {}
        for tid, (q, r, turn) in s.placed.items():
            tile = idx.tiles[tid]
            for d in range(6):
                other = s.grid.get(key(*neighbour((q, r), d)))
                if other is None or other < tid:  # each shared edge once
                    continue
                _oq, _orr, oturn = s.placed[other]
                self._union((tid, segment_at(tile, turn, d)), (other, segment_at(idx.tiles[other], oturn, opposite(d))))
            if tile.city >= 0:
                self.city_node[tid] = (tid, tile.city)
        self._land = {tid: self._find(node) for tid, node in self.city_node.items()}
        for tid in self.city_node:  # a city is a port on its own tile's waters
            tile = idx.tiles[tid]
            for n, seg in enumerate(tile.segments):
                if seg.kind == "water":
                    self._union((tid, tile.city), (tid, n))
        self._any = {tid: self._find(node) for tid, node in self.city_node.items()}

    def _find(self, node: Node) -> Node:
        parent = self._parent
        root = node
        while parent.get(root, root) != root:
            root = parent[root]
        while node != root:
            parent[node], node = root, parent.get(node, node)
        return root

    def _union(self, a: Node, b: Node) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra != rb:
            self._parent[ra] = rb

    def by_land(self, a: str, b: str) -> bool:
        return self._land[a] == self._land[b]

    def by_land_or_water(self, a: str, b: str) -> bool:
        return self._any[a] == self._any[b]

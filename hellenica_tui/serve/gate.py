"""What both servers share: the claims, the limits, the wrong claims by address, the screens open.

Every invite code typed, over SSH or in a link, is looked up here, so that an
address that guessed wrong too often waits on either port.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hellenica_tui.serve import picker
from hellenica_tui.serve.claims import REFUSAL, Claims, SeatClaim
from hellenica_tui.serve.limits import Limits, Throttle
from hellenica_tui.serve.screens import Screens
from hellenica_tui.serve.starting import Starting
from hellenica_tui.serve.warm import Warm


@dataclass
class Gate:
    claims: Claims
    limits: Limits = field(default_factory=Limits)
    throttle: Throttle = field(init=False)
    screens: Screens = field(init=False)
    starting: Starting = field(init=False)  # screens starting at once: a few at a time
    connections: dict[str, int] = field(default_factory=dict)  # by port kind ("ssh", "web")
    warm: Warm | None = None  # the process SSH seats' screens are forked from, once started

    def __post_init__(self) -> None:
        self.throttle = Throttle(self.limits)
        self.screens = Screens(self.limits)
        self.starting = Starting(self.limits.screens_starting)

    def by_code(self, code: str, address: str) -> tuple[list[SeatClaim], str]:
        """The seats a code claims from `address`, or none and the line telling why (a wrong
        code, or too many of them from there lately: then the code is not even looked at)."""
        if why := self.throttle.refusal(address):
            return [], why
        seats = picker.offered(self.claims.by_code(code))
        if not seats:
            self.throttle.failed(address)
            return [], REFUSAL
        return seats, ""

    def connected(self, kind: str) -> bool:
        """Count a new connection on a port; False (and not counted) when the port is full."""
        if self.connections.get(kind, 0) >= self.limits.max_connections:
            return False
        self.connections[kind] = self.connections.get(kind, 0) + 1
        return True

    def disconnected(self, kind: str) -> None:
        self.connections[kind] = max(0, self.connections.get(kind, 0) - 1)

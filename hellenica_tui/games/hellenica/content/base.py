"""The base of every Struct a scenario file decodes into: unknown keys are refused."""

from __future__ import annotations

import msgspec


class Base(msgspec.Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    pass

"""Settings for every test."""

from __future__ import annotations

import os

# The parallel test workers are given a terminal size in their environment; a plain run has
# none. Dropped, so that screens and programs the tests start size themselves the same way.
for name in ("COLUMNS", "LINES"):
    os.environ.pop(name, None)

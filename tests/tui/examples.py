"""The example saves (`saves/examples/`), copied for a test to play on: a test never
writes to them."""

import shutil
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "saves" / "examples"


def copied(name: str, folder: Path) -> Path:
    """A copy of the example save `name` in `folder`."""
    path = folder / f"{name}.hsav"
    shutil.copy(EXAMPLES / f"{name}.hsav", path)
    return path

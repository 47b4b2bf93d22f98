import subprocess
import sys


def test_hellenica_without_arguments_prints_usage_and_succeeds():
    done = subprocess.run(
        [sys.executable, "-m", "hellenica_tui"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0
    assert "usage: hellenica" in done.stdout
    assert done.stderr == ""

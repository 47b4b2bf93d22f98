"""The host lease: one process at a time plays a save's AI seats, and another takes
over once it ends, however it ends."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from hellenica_tui.engine.hosting import HostLease, lease_path

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_one_holder_at_a_time_named_to_the_others(tmp_path):
    path = str(tmp_path / "g.hsav")
    first, second = HostLease(path), HostLease(path)
    assert first.take() and first.take()  # taking it again is keeping it
    assert not second.take()
    assert second.holder().startswith(f"process {os.getpid()} ")
    first.release()
    assert second.take() and second.holder() == "this program"
    second.release()
    assert os.path.exists(lease_path(path)) and lease_path(path).endswith(".g.hsav.host")


def test_another_process_hosts_until_it_ends(tmp_path):
    path = str(tmp_path / "g.hsav")
    code = textwrap.dedent(f"""
        import sys
        from hellenica_tui.engine.hosting import HostLease
        lease = HostLease({path!r})
        assert lease.take()
        print("hosting", flush=True)
        sys.stdin.read()
    """)
    process = subprocess.Popen(
        [sys.executable, "-c", code, "--hosting"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT, text=True
    )
    assert process.stdout is not None and process.stdout.readline() == "hosting\n"
    lease = HostLease(path)
    try:
        assert not lease.take()
        assert lease.holder() == f"process {process.pid} (-c --hosting)"
    finally:
        process.kill()  # ended without letting go: the system lets go for it
        process.wait(10)
    assert lease.take()
    lease.release()


def test_a_folder_that_cannot_be_written_leaves_the_ai_to_the_one_looking(tmp_path):
    lease = HostLease(str(tmp_path / "missing" / "g.hsav"))
    assert lease.take() and lease.holder() == "this program"

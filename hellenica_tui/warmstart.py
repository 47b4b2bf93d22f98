"""A warm process that seats' screens are forked from: the game and its screen imported once.

`python -m hellenica_tui.warmstart FD` imports what a screen needs and draws one
seat's screen of a game of its own headless (`tui.rehearsal`: what a screen does as
it starts is then done here, once, for every screen forked), then waits on
the socket `FD` (a SOCK_SEQPACKET pair's end, held by `serve`). Each message is
a screen to start: JSON `{"args": [...], "env": {...}}` with the screen's
terminal (a pty's slave side: an SSH seat's) or its three standard streams
(pipes: a web seat's, driven by textual-serve) passed along. The process forks;
the child leads a session of its own, makes the terminal its controlling one
(it ends on a hang-up as a spawned screen does) or the pipes its stdin, stdout
and stderr, reads the settings Textual takes from the environment anew, and
runs `hellenica ARGS`; the parent answers
`{"pid": N}`, and `{"ended": N, "status": S}` when the child ends. When the
socket closes (the server ended), this process ends too.

Starting a screen this way costs a fork, not an interpreter and its imports
(about a second of CPU each on a small machine).
"""

from __future__ import annotations

import contextlib
import fcntl
import gc
import json
import os
import selectors
import signal
import socket
import sys
import termios


def _warm() -> None:
    """Import what every screen imports, and do once what every screen does first, before
    any fork; then keep the collector off all of it."""
    import hellenica_tui.cli
    import hellenica_tui.tui.app
    import hellenica_tui.tui.games.hellenica.game
    import hellenica_tui.tui.play_args
    import hellenica_tui.tui.terminal_driver
    import hellenica_tui.tui.web_driver  # noqa: F401

    with contextlib.suppress(Exception):  # else each screen does it for itself, as it would
        _rehearse()
    # What the warm process holds lives as long as it: no collection in a screen walks it
    # (nor writes to its pages, which the screens share with it until one does).
    gc.collect()
    gc.freeze()
    gc.enable()


def _rehearse() -> None:
    """One seat's screen of a new game, drawn headless once (tui.rehearsal): what a screen
    imports, loads and parses as it starts is then done for every screen forked."""
    import io
    import tempfile

    from hellenica_tui.cli import main
    from hellenica_tui.tui.rehearsal import rehearse

    with tempfile.TemporaryDirectory(prefix="hellenica-warm-") as folder:
        save = os.path.join(folder, "rehearsal.hsav")
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            if main(["new", "--players", "athens,sparta,thebes", "--seed", "1", "--save", save]) == 0:
                rehearse(save, "athens")


def _child(request: dict, streams: list[int], closing: list[int]) -> None:
    """In the forked child: the terminal made its own (or the three pipes its streams),
    the screen run; never returns."""
    status = 1
    try:
        for fd in closing:
            os.close(fd)
        signal.set_wakeup_fd(-1)
        for signum in (signal.SIGCHLD, signal.SIGHUP, signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, signal.SIG_DFL)
        os.setsid()
        terminal = len(streams) == 1
        for fd, given in zip((0, 1, 2), streams * 3 if terminal else streams, strict=True):
            os.dup2(given, fd)
        for given in set(streams):
            if given > 2:
                os.close(given)
        if terminal:
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        os.environ.clear()
        os.environ.update(request["env"])
        import importlib

        import textual.constants

        importlib.reload(textual.constants)  # the driver, its pace, its colours: this screen's
        # The streams anew on the terminal, as a new interpreter would make them (the screen
        # writes to the __std*__ ones).
        for fd, name, mode in ((0, "stdin", "r"), (1, "stdout", "w"), (2, "stderr", "w")):
            stream = open(fd, mode, encoding="utf-8", errors="replace", closefd=False)  # noqa: SIM115
            setattr(sys, name, stream)
            setattr(sys, f"__{name}__", stream)
        import random

        random.seed()  # each screen its own draws, not a copy of the warm process's

        from hellenica_tui.cli import main

        sys.argv = ["hellenica", *request["args"]]
        try:
            status = main(list(request["args"])) or 0
        except SystemExit as end:
            status = end.code if isinstance(end.code, int) else 1
        with contextlib.suppress(Exception):
            sys.stdout.flush()
            sys.stderr.flush()
    finally:
        os._exit(status)


def serve(fd: int) -> None:
    _warm()
    link = socket.socket(fileno=fd)
    try:
        link.send(json.dumps({"ready": True}).encode())  # screens are forked from here from now on
    except OSError:
        return  # the server has gone while it warmed
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the server's ctrl+c is the server's to handle
    choose = selectors.DefaultSelector()
    choose.register(link, selectors.EVENT_READ)
    choose.register(wake_r, selectors.EVENT_READ)
    while True:
        for key, _ in choose.select():
            if key.fileobj == wake_r:
                os.read(wake_r, 512)
                _reap(link)
                continue
            try:
                message, fds, _, _ = socket.recv_fds(link, 1 << 20, 3)
            except OSError:
                return
            if not message:
                return  # the server has gone
            if len(fds) not in (1, 3):
                for fd in fds:
                    os.close(fd)
                continue
            request = json.loads(message)
            pid = os.fork()
            if pid == 0:
                _child(request, fds, [link.fileno(), wake_r, wake_w])
            for fd in fds:
                os.close(fd)
            link.send(json.dumps({"pid": pid}).encode())


def _reap(link: socket.socket) -> None:
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        with contextlib.suppress(OSError):
            link.send(json.dumps({"ended": pid, "status": os.waitstatus_to_exitcode(status)}).encode())


if __name__ == "__main__":
    serve(int(sys.argv[1]))

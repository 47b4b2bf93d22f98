"""The subcommands that open screens or serve them: play, replay, serve, ssh-seat."""

from __future__ import annotations

from typing import Any

from hellenica_tui.cli.common import CliError


def cmd_play(args: Any) -> int:
    from hellenica_tui.tui.app import run

    return run(args.rest)


def cmd_replay(args: Any) -> int:
    from hellenica_tui.tui.app import run

    return run(["--replay", args.path])


def cmd_serve(args: Any) -> int:
    from hellenica_tui.serve.main import ServeError, run

    try:
        return run(args.saves, args.ssh, args.web, args.claims, args.public_url, args.max_screens)
    except ServeError as error:
        raise CliError(str(error)) from None
    except KeyboardInterrupt:
        return 0


def cmd_ssh_seat(args: Any) -> int:
    from hellenica_tui.serve.claims import ClaimsError
    from hellenica_tui.serve.forced import run

    try:
        return run(args.seats)
    except ClaimsError as error:
        raise CliError(str(error)) from None

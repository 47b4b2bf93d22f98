"""Running one `hellenica` command: its failures as one line on stderr, its output
stripped of control characters whatever a save holds."""

from __future__ import annotations

import contextlib
import sys
from typing import Any, TextIO

from hellenica_tui.cli.common import CliError


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["play"]:
        # Everything after `play` is the game screen's own (--load, --explore, --help, ...);
        # argparse would take those options for its own and refuse them.
        from hellenica_tui.tui.app import run

        return run(argv[1:])
    from hellenica_tui.cli.parser import build_parser

    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    if args.command in ("replay", "simulate", "ssh-seat"):  # screens and the progress bar write their own escapes
        return _run(args)
    with contextlib.redirect_stdout(Printable(sys.stdout)), contextlib.redirect_stderr(Printable(sys.stderr)):
        return _run(args)


def _run(args: Any) -> int:
    from hellenica_tui.engine.errors import GameError

    try:
        return args.func(args)
    except (CliError, GameError) as error:
        _fail(args.command, str(error))
        return 2
    except BrokenPipeError:  # `hellenica log | head`
        sys.stderr.close()
        return 0
    except OSError as error:
        _fail(args.command, str(error.strerror or error))
        return 2
    except KeyboardInterrupt:
        return 130


def _fail(command: str, message: str) -> None:
    """One line on stderr, whatever a save or a file name put in the message."""
    from hellenica_tui.engine.text import MAX_ERROR, clip

    print(clip(f"hellenica {command}: {message}", MAX_ERROR), file=sys.stderr)


class Printable:
    """A text stream that passes on everything but control characters (newline and tab
    stay): whatever a save holds, nothing it says can drive the terminal."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        from hellenica_tui.engine.text import printable

        self._stream.write(printable(text))
        return len(text)

    def flush(self) -> None:
        self._stream.flush()

    def close(self) -> None:
        self._stream.close()

    def isatty(self) -> bool:
        return self._stream.isatty()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

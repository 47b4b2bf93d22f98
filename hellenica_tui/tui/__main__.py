import sys

from hellenica_tui.tui.app import run

raise SystemExit(run(sys.argv[1:]))

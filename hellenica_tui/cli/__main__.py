"""`python -m hellenica_tui.cli`: the `hellenica` command."""

import sys

from hellenica_tui.cli.entry import main

sys.exit(main())

"""Where the screens' completion reads `slug` (tui/completion.py); its home is the kit's
spelling (games/kit/spelling.py), which every rules module imports."""

from hellenica_tui.games.kit.spelling import slug as slug

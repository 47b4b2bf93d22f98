from hellenica_tui.cli import main

raise SystemExit(main())

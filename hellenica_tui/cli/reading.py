"""The subcommands that read: games, show, log, rules, lobby, verify."""

from __future__ import annotations

import shutil
import sys
from typing import Any

from hellenica_tui.cli.common import CliError, load, seat


def cmd_games(args: Any) -> int:
    """Every game of the program, with its players, scenarios and settings."""
    from hellenica_tui.games.registry import games

    for n, module in enumerate(games(every=args.all)):
        facts = module.facts
        extra = "" if facts.listed else "  (not offered to players)"
        teams = ", in teams" if facts.teams else ""
        print(("\n" if n else "") + f"{facts.id:<12} {facts.title}{extra}")
        print(f"{'':<12} {facts.description}")
        print(f"{'':<12} {facts.seat_count()}{teams}; "
              f"scenarios: {', '.join(facts.scenarios)} (default {facts.default_scenario}); "
              f"AI levels: {facts.ai_choices() or 'none'}")
        for setting in facts.settings:
            kind = "/".join(setting.choices) if setting.kind == "choice" else {"flag": "yes/no"}.get(setting.kind, "N")
            default = {True: "yes", False: "no"}.get(setting.default, setting.default)  # type: ignore[call-overload]
            print(f"{'':<12}   --set {setting.id}={kind} (default {default}): {setting.help or setting.label}")
    return 0


def cmd_show(args: Any) -> int:
    from hellenica_tui.seat.opening import module_of

    game = load(args.path)
    if args.at is not None and not 0 <= args.at <= len(game.log):
        raise CliError(f"--at must be between 0 and {len(game.log)}")
    state = game.state_at(args.at) if args.at is not None else game.state
    ruleset = game.ruleset
    if args.legal:
        # At a shared table, without --as only the commands anyone may know are listed:
        # a list that shows a hand of Ethos cards or a secret question's options is not.
        me = seat(game, args.as_)
        secret = getattr(ruleset, "options_secret", None)
        withheld = []
        for player in ruleset.to_act(state):
            if me is not None and player != me:
                continue
            if me is None and secret is not None and secret(state, player):
                withheld.append(player)
                continue
            for command in ruleset.legal_commands(state, player):
                print(f"{player}\t{ruleset.format(command)}")
        if withheld:
            print(f"hellenica show: not listed, chosen in secret: {', '.join(withheld)} "
                  f"(add --as {withheld[0]} to list that player's own commands)", file=sys.stderr)
        return 0
    module = module_of(game)
    summary = module.summary(ruleset.view(state, seat(game, args.as_)))
    if args.json:
        import json

        print(json.dumps(summary, indent=1))
    else:
        print(module.describe(summary))
    return 0


def cmd_log(args: Any) -> int:
    """The game told in plain words; with --follow, then every command given elsewhere
    as it comes (and what is taken back), until the game is over."""
    from hellenica_tui.seat.opening import module_of

    game = load(args.path)
    viewer = seat(game, args.as_)
    module = module_of(game)
    _tell(game, module, viewer, 0)
    if not args.follow:
        return 0
    from hellenica_tui.seat.watch import changes

    print("(following the save: ctrl+c stops)", file=sys.stderr, flush=True)
    following = changes(game)
    try:
        while game.to_act():
            outside = next(following)
            added = sum(len(change.added) for change in outside)
            for change in outside:
                for group in change.removed:
                    print(f"taken back: {group.player}: {game.public_text(group, viewer)}")
            _tell(game, module, viewer, len(game.log) - added)
    except KeyboardInterrupt:
        pass
    finally:
        following.close()
    return 0


def _tell(game: Any, module: Any, viewer: str | None, start: int) -> None:
    """The log from command `start` on, each event told in the state it happened in."""
    groups = game.log[start:]
    told = module.narrate(groups, game.state_at(start), game.ruleset.evolve, viewer)
    for number, (group, lines) in enumerate(zip(groups, told, strict=True), start + 1):
        print(f"{number:>5}  {group.player}: {game.public_text(group, viewer)}")
        for line in lines:  # each told before its event changed the state
            print(f"       {line}")
    sys.stdout.flush()


def cmd_rules(args: Any) -> int:
    """A game's rules pages: all of them listed, one by its id, or those holding some words."""
    from hellenica_tui.games.kit.rule_pages import find
    from hellenica_tui.games.registry import game as game_of

    module = game_of(args.game)
    scenario = args.scenario or module.facts.default_scenario
    if args.markdown:  # the Hellenica index written out as docs/rules-index.md (`make docs`)
        from hellenica_tui.games.hellenica.table.rule_pages import markdown, pages

        print(markdown(pages(scenario)), end="")
        return 0
    everything = module.rule_pages(scenario)
    if not everything:
        raise CliError(f"{module.facts.name} has no rules pages")
    words = " ".join(args.words)
    if not words:
        for p in everything:
            print(f"{p.id:<15} " + (f"{p.part}: " if p.part else "") + p.title)
        return 0
    shown = find(everything, words)
    if not shown:
        raise CliError(f"no page of the rules holds {words!r}")
    width = min(shutil.get_terminal_size().columns, 100) - 1
    for n, p in enumerate(shown):
        where = f"{p.part}; page {p.id}" if p.part else f"page {p.id}"
        print(("\n" if n else "") + f"{p.title} ({where})\n\n{wrapped(p.text, width)}")
    return 0


def wrapped(text: str, width: int) -> str:
    """A page's paragraphs wrapped to `width` at spaces, a list item's lines under its
    words; a table's rows as they are."""
    import textwrap

    lines = []
    for line in text.split("\n"):
        hang = "  " if line[:2] in ("- ", "* ") else ""
        lines += [line] if line.startswith("|") or not line else textwrap.wrap(line, width, subsequent_indent=hang)
    return "\n".join(lines)


def cmd_lobby(args: Any) -> int:
    from pathlib import Path

    from hellenica_tui.lobby import lobby, lobby_line
    from hellenica_tui.savedgames import find_save, games_in_progress, read_facts

    if args.saves:
        paths = [find_save(name) for name in args.saves]
        for path in paths:
            if not path.is_file():
                raise CliError(f"{path}: no such save file")
    else:
        paths = [game.path for game in games_in_progress()]
    entries: list[tuple[Path, str | None]] = []
    for path in paths:
        if args.seat is None:
            entries.append((path, None))
            continue
        facts = read_facts(path)  # the seats alone, from the header: only games the person plays in
        wanted = args.seat.strip().lower()
        if any(name == wanted and not ai for name, ai in facts.players):
            entries.append((path, wanted))
    if not entries:
        print("No game in progress" + (f" with {args.seat} played by a person." if args.seat else "."))
        return 0
    for row in lobby(entries):
        print(lobby_line(row))
    return 0


def cmd_verify(args: Any) -> int:
    game = load(args.path)
    checked = game.verify()
    print(f"{args.path}: {checked} commands verified")
    return 0

"""The `hellenica` command: play, and every headless operation on a saved game.

Headless subcommands import only the engine and the rules (never Textual), so
they start fast. Every failure is one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import secrets
import sys
import warnings
from typing import TextIO


class CliError(Exception):
    """A failure to report as one line on stderr."""


def _rulesets():
    from hellenica_tui.games import RULESETS

    return RULESETS


def _load(path: str):
    from hellenica_tui.engine.game import Game
    from hellenica_tui.savedgames import find_save

    found = find_save(path)
    if not os.path.lexists(found):
        raise CliError(f"{path}: no such save file")
    path = str(found)
    with warnings.catch_warnings(record=True):  # a dropped torn frame is reported below
        warnings.simplefilter("always")
        game = Game.load(path, _rulesets())
    for note in game.warnings:
        print(f"warning: {note}", file=sys.stderr)
    for note in game.notices:
        print(f"note: {note}", file=sys.stderr)
    return game


def _seat(game, name: str) -> str:
    """The seat a (case-insensitive, unique-prefix) name means."""
    seats = [seat.name for seat in game.seats]
    wanted = name.strip().lower()
    matches = [s for s in seats if s == wanted] or [s for s in seats if s.startswith(wanted)]
    if len(matches) != 1:
        raise CliError(f"no single player matches {name!r} (players: {', '.join(seats)})")
    return matches[0]


def _actor(game, name: str | None) -> str:
    """Who gives a command: --as, else the only player (the only person, beside AI players) who must act now."""
    if name is not None:
        return _seat(game, name)
    to_act = game.to_act()
    people = [p for p in to_act if next(s.kind for s in game.seats if s.name == p) != "ai"]
    if len(people) == 1 and len(people) < len(to_act):
        return people[0]
    if len(to_act) == 1:
        return to_act[0]
    if not to_act:
        raise CliError("nobody has to act now")
    raise CliError(f"several players must act now ({', '.join(to_act)}); choose one with --as")


def _advance_ai(game, args=None) -> tuple[int, str]:
    """Let AI seats act until a person must (or the game is over): how many commands they
    gave, and who plays them instead when another process hosts the game (a screen that
    holds its host lease, engine.hosting), else ""."""
    from hellenica_tui.ai import bots
    from hellenica_tui.engine.hosting import HostLease

    if not any(seat.kind == "ai" for seat in game.seats):
        return 0, ""
    with HostLease(game.path) as lease:
        if not lease.take():
            return 0, lease.holder() or "another process"
        return bots.advance(game, budget=_budget(args) if args is not None else None), ""


# -- subcommands -------------------------------------------------------------


def cmd_play(args) -> int:
    from hellenica_tui.tui.app import run

    return run(args.rest)


def cmd_new(args) -> int:
    from hellenica_tui.engine.game import Game
    from hellenica_tui.engine.ruleset import Seat
    from hellenica_tui.games.hellenica.content.loading import load_scenario

    content = load_scenario(args.scenario)
    known = {c.id for c in content.map.city_states}
    players = [p.strip().lower() for p in args.players.split(",") if p.strip()]
    levels = dict(_ai_seat(p) for p in (args.ai or "").split(",") if p.strip())
    ai = list(levels)
    for name in players + ai:
        if name not in known:
            raise CliError(f"{name!r} is not a city-state of {args.scenario} ({', '.join(sorted(known))})")
    twice = sorted({name for name in players + ai if (players + ai).count(name) > 1})
    if twice:
        raise CliError(f"{', '.join(twice)} named twice: a city-state is played by one person (--players) or the AI (--ai)")
    seats = [Seat(p) for p in players] + [Seat(p, "ai", levels[p]) for p in ai]
    if not 2 <= len(seats) <= 7:
        raise CliError(f"a game needs 2 to 7 city-states, not {len(seats)}")
    settings = {
        "epic": args.epic,
        "random_pathos": args.random_pathos,
        "all_deities": args.all_deities,
        "rival_deities": args.rival_deities,
        **({"map": args.map} if args.map != "classic" else {}),
        "responses": args.responses,
    }
    # The seed decides every hidden card: drawn in secret unless a test or a balance run
    # names one, and printed only when asked.
    seed = args.seed if args.seed is not None else secrets.randbits(63)
    if not -(2**63) <= seed < 2**63:
        raise CliError("--seed is a whole number within 64 bits")
    from hellenica_tui.savedgames import new_save_path, save_path

    path = save_path(args.save) if args.save else new_save_path(players + ai)
    if path.exists() and not args.force:
        raise CliError(f"{path}: already exists (add --force to replace it)")
    path.parent.mkdir(parents=True, exist_ok=True)  # with --force the old file stays until the new one is whole
    try:
        game = Game.new(_rulesets()["hellenica"], args.scenario, seats, seed, settings, path=str(path), replace=args.force)
    except FileExistsError:  # made by another process meanwhile
        raise CliError(f"{path}: already exists (add --force to replace it)") from None
    if ai:
        _advance_ai(game, args)
    told = f", seed {seed}" if args.show_seed else ""
    print(f"{path}: new game{told}; to act: {', '.join(game.to_act()) or 'nobody'}")
    return 0


def _ai_seat(text: str) -> tuple[str, str]:
    """'sparta' or 'sparta:expert': a city-state and the AI level playing it."""
    from hellenica_tui.ai.bots import BOTS

    name, _, level = text.strip().lower().partition(":")
    level = level.strip() or "rulebook"
    if level not in BOTS:
        raise CliError(f"{level!r} is not an AI level (choose {' or '.join(BOTS)}), in --ai {text.strip()}")
    return name.strip(), level


def cmd_show(args) -> int:
    game = _load(args.path)
    if args.at is not None and not 0 <= args.at <= len(game.log):
        raise CliError(f"--at must be between 0 and {len(game.log)}")
    state = game.state_at(args.at) if args.at is not None else game.state
    ruleset = game.ruleset
    if args.legal:
        # At a shared table, without --as only the commands anyone may know are listed:
        # a list that shows a hand of Ethos cards or a secret question's options is not.
        me = _seat(game, args.as_) if args.as_ else None
        withheld = []
        for player in ruleset.to_act(state):
            if me is not None and player != me:
                continue
            if me is None and ruleset.options_secret(state, player):
                withheld.append(player)
                continue
            for command in ruleset.legal_commands(state, player):
                print(f"{player}\t{ruleset.format(command)}")
        if withheld:
            print(f"hellenica show: not listed, chosen in secret: {', '.join(withheld)} "
                  f"(add --as {withheld[0]} to list that player's own commands)", file=sys.stderr)
        return 0
    viewer = _seat(game, args.as_) if args.as_ else None
    from hellenica_tui.games.hellenica.composition import RULES
    from hellenica_tui.games.hellenica.core.summary import summary_json

    summary = summary_json(RULES, ruleset.view(state, viewer))
    if args.json:
        import json

        print(json.dumps(summary, indent=1))
    else:
        print(_describe(summary))
    return 0


def _describe(s: dict) -> str:
    """A short text board of a summary, for people at a shell."""
    lines = [
        f"Turn {s['turn']}, {s['phase']} phase, round {s['round']}; "
        f"to act: {', '.join(s['to_act']) or 'nobody'}",
        f"Favorite of the Gods: {s['favorite'] or '-'} ({s['direction']}); chaos {s['chaos']}; "
        f"Pathos: {', '.join(s['pathos'])}",
    ]
    for p in s["players"]:
        cubes = " ".join(f"{k}{v}" for k, v in p["cubes"].items())
        units = " ".join(f"{n} {k}" for k, n in p["units"].items()) or "no units"
        lines.append(
            f"  {p['name']:<10} favor {p['favor']:>2}  philosophers {p['philosophers']:>2}  "
            f"commerce {p['commerce']:>2}  cubes {cubes}  {units}"
            + ("  (passed)" if p["passed"] else "")
        )
        if "ai" in p:
            ai = p["ai"]
            lines.append(
                f"  {'':<10} AI board: advancements {ai['advancements']}, supply {ai['supply']}; "
                f"grudge {ai['grudge'] or '-'}; marker on {ai['marker'] or '-'}"
            )
    if s.get("ai_ethos"):
        lines.append(f"AI Ethos: {', '.join(s['ai_ethos'])}")
    if s["winners"]:
        lines.append(f"Winner: {', '.join(s['winners'])}")
    return "\n".join(lines)


def cmd_do(args) -> int:
    game = _load(args.path)
    for text in args.commands:
        # The save's lock is held from choosing who acts to the AI players' answers,
        # all decided on the game as it is in the file (other processes wait).
        with game.transact():
            player = _actor(game, args.as_)
            group = _apply(game, text, player)
            print(f"{player}: {game.text(group)}", flush=True)
            _advance_ai(game, args)
    return 0


def _apply(game, text: str, player: str):
    """`game.apply`, a refusal told with the rule that refused it (and who may, or when)."""
    from hellenica_tui.engine.errors import CommandError

    try:
        return game.apply(text, player)
    except CommandError as error:
        from hellenica_tui.games.hellenica.table.why_not import why_not

        told = why_not(game.state, player, text, error)
        raise CliError(told + (f" (hellenica rules {error.rule})" if error.rule else "")) from None


def cmd_rules(args) -> int:
    """The rules index: one page by its id, the pages holding some words, or the whole book."""
    from hellenica_tui.games.hellenica.table.rule_pages import markdown, page, pages, search, told

    everything = pages(args.scenario)
    if args.markdown:
        print(markdown(everything), end="")
        return 0
    words = " ".join(args.words)
    found = page(words, args.scenario)
    shown = [found] if found is not None else search(everything, words) if words else []
    if not words:
        for p in everything:
            print(f"{p.id:<15} {p.part}: {p.title}")
        return 0
    if not shown:
        raise CliError(f"no page of the rules holds {words!r}")
    for n, p in enumerate(shown):
        print(("\n" if n else "") + f"{p.title} ({p.part}; page {p.id})\n\n{told(p)}")
    return 0


def cmd_advance(args) -> int:
    game = _load(args.path)
    with game.transact():
        done, host = _advance_ai(game, args)
        played = f"0 AI commands: {host} plays the AI seats" if host else f"{done} AI commands"
        print(f"{played}; to act: {', '.join(game.to_act()) or 'nobody'}")
    return 0


def cmd_undo(args) -> int:
    game = _load(args.path)
    player = _seat(game, args.as_) if args.as_ else None
    removed = game.undo(player)
    for group in removed:  # told as --as sees them; without it, as the whole table may
        print(f"undone: {group.player}: {game.public_text(group, player)}")
    return 0


def cmd_redo(args) -> int:
    game = _load(args.path)
    viewer = _seat(game, args.as_) if args.as_ else None
    batch = game.redo(viewer)  # with --as, only what that seat took back
    for group in batch:  # told as --as sees them; without it, as the whole table may
        print(f"redone: {group.player}: {game.public_text(group, viewer)}")
    return 0


def cmd_log(args) -> int:
    from hellenica_tui.games.hellenica.composition import RULES
    from hellenica_tui.games.hellenica.core.narration import narrate

    game = _load(args.path)
    viewer = _seat(game, args.as_) if args.as_ else None
    ruleset = game.ruleset
    state = game.initial_state()
    for number, group in enumerate(game.log, 1):
        print(f"{number:>5}  {group.player}: {game.public_text(group, viewer)}")
        for event in group.events:
            line = narrate(RULES, event, state, viewer)  # told before the event changes the state
            if line:
                print(f"       {line}")
            state = ruleset.evolve(state, event)
    return 0


def cmd_lobby(args) -> int:
    from pathlib import Path

    from hellenica_tui.lobby import lobby, lobby_line
    from hellenica_tui.savedgames import find_save, games_in_progress

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
        from hellenica_tui.savedgames import read_facts

        facts = read_facts(path)  # the seats alone, from the header: only games the person plays in
        seat = args.seat.strip().lower()
        if any(city == seat and not ai for city, ai in facts.players):
            entries.append((path, seat))
    if not entries:
        print("No game in progress" + (f" with {args.seat} played by a person." if args.seat else "."))
        return 0
    for row in lobby(entries):
        print(lobby_line(row))
    return 0


def cmd_verify(args) -> int:
    game = _load(args.path)
    checked = game.verify()
    print(f"{args.path}: {checked} commands verified")
    return 0


def cmd_simulate(args) -> int:
    import time

    from hellenica_tui.ai import simulate

    if args.all_sizes == (args.players is not None):
        raise CliError("give either --players N or --all-sizes")
    sizes = list(range(2, 8)) if args.all_sizes else [args.players]
    if not all(2 <= n <= 7 for n in sizes):
        raise CliError(f"a game needs 2 to 7 city-states, not {args.players}")
    if args.games < 1 or args.jobs < 1 or args.max_turns < 1:
        raise CliError("--games, --jobs and --max-turns must be at least 1")
    jobs = min(args.jobs, _cpu_count())
    if jobs < args.jobs:
        print(f"hellenica simulate: {jobs} jobs, one per CPU, rather than {args.jobs}", file=sys.stderr)
    if not 0 <= args.expert <= min(sizes):
        raise CliError(f"--expert is how many of the {min(sizes)} seats the expert plays (0 to {min(sizes)})")
    budget = _budget(args)
    failed = 0
    tables: list[str] = []
    every: list = []  # every size's results, for the expert's share
    for players in sizes:
        results: list = []
        start = time.perf_counter()
        stream = simulate.run(
            players, args.games, args.seed, jobs=jobs, max_turns=args.max_turns, seating=args.seating,
            experts=args.expert, budget=budget,
        )
        if sys.stdout.isatty():
            from rich.progress import Progress

            with Progress(transient=False) as progress:
                task = progress.add_task(f"{players}-player games", total=args.games)
                for result in stream:
                    results.append(result)
                    progress.console.print(result.line(), highlight=False)
                    progress.advance(task)
        else:
            for result in stream:
                results.append(result)
                print(result.line(), flush=True)
        summary = simulate.summarize(results, time.perf_counter() - start)
        failed += summary.failed
        print(
            f"{summary.games} games: {summary.won} won, {summary.capped} capped, {summary.failed} failed; "
            f"mean turns {summary.mean_turns:.2f}; {summary.games_per_second:.2f} games/s; "
            f"{summary.cpu_seconds:.2f} CPU s"
        )
        every += results
        table = simulate.balance_lines(results) if results else []
        if len(sizes) == 1:
            print("\n".join(table))
        else:
            tables += ["", *table]
    if tables:
        print("\n".join(tables))
    if args.expert:
        share = simulate.expert_share(every)
        for name, (won, played) in share.by_seat.items():
            print(f"  expert as {name:<10} {won} of {played}")
        print(share.interval())
        print(share.line())
    return 0 if not failed else 1


def _budget(args):
    """The expert's budget per decision from --budget-playouts / --budget-seconds."""
    from hellenica_tui.ai.expert.search import Budget

    playouts, seconds = getattr(args, "budget_playouts", None), getattr(args, "budget_seconds", None)
    if playouts is not None and playouts < 0:
        raise CliError("--budget-playouts is a whole number, 0 or more")
    if seconds is not None and seconds <= 0:
        raise CliError("--budget-seconds is a time above 0")
    return Budget(seconds=seconds if seconds is not None else Budget().seconds, playouts=playouts)


def _budget_options(p) -> None:
    p.add_argument("--budget-playouts", type=int, metavar="N",
                   help="the expert AI thinks N playouts per decision (repeatable: the same game for the same seed)")
    p.add_argument("--budget-seconds", type=float, metavar="S",
                   help="the expert AI thinks S CPU seconds per decision (default 1)")


def _cpu_count() -> int:
    """The CPUs this process may run on (more worker processes only wait for them)."""
    import os

    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # not on every system
        return os.cpu_count() or 1


def cmd_replay(args) -> int:
    from hellenica_tui.tui.app import run

    return run(["--replay", args.path])


def cmd_serve(args) -> int:
    from hellenica_tui.serve.main import ServeError, run

    try:
        return run(args.saves, args.ssh, args.web, args.claims, args.public_url)
    except ServeError as error:
        raise CliError(str(error)) from None
    except KeyboardInterrupt:
        return 0


def cmd_ssh_seat(args) -> int:
    from hellenica_tui.serve.claims import ClaimsError
    from hellenica_tui.serve.forced import run

    try:
        return run(args.seats)
    except ClaimsError as error:
        raise CliError(str(error)) from None


def build_parser() -> argparse.ArgumentParser:
    from hellenica_tui import __version__

    parser = argparse.ArgumentParser(
        prog="hellenica", description="Hellenica: Story of Greece, in a terminal.",
        epilog="A save named without a folder (mine, mine.hsav) is in the saves folder of the user's data folder.",
    )
    parser.add_argument("--version", action="version", version=f"hellenica {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("play", help="open the game (what `make play` runs)", add_help=False)
    p.add_argument("rest", nargs=argparse.REMAINDER, help="options of the game screen (see play --help)")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("new", help="start a new game and save it")
    p.add_argument("--players", required=True, help="city-states played by people, e.g. athens,sparta")
    p.add_argument("--ai", help="city-states played by the AI, comma-separated; sparta:expert for the expert AI")
    p.add_argument("--seed", type=int, help="the game's seed (default: drawn in secret; it decides every hidden card)")
    p.add_argument(
        "--show-seed", action="store_true", help="print the seed (for tests and balance runs: it reveals every hidden card)"
    )
    p.add_argument("--scenario", default="classic")
    p.add_argument(
        "--save", metavar="NAME",
        help="the save file to create (a bare name goes to the saves folder; default: one named by date and players)",
    )
    p.add_argument("--force", action="store_true", help="replace an existing save file")
    p.add_argument("--epic", action="store_true", help="play to 4 objectives")
    p.add_argument("--random-pathos", action="store_true", help="deal 3 random Pathos objectives")
    p.add_argument("--all-deities", action="store_true", help="choose the first patron from all deities")
    p.add_argument("--rival-deities", action="store_true", help="deal the rival deities track")
    p.add_argument(
        "--map", choices=("classic", "built", "random", "explorable"), default="classic",
        help="the printed map, one the players build before choosing patrons, a random one, or one "
        "explored during play (only the home cities are placed at first)",
    )
    p.add_argument(
        "--responses", choices=("useful", "all", "involved"), default="useful",
        help="who invocation windows ask: only players whose cast would do something now, a player "
        "with no Favor bidding 0 unasked (useful, the default); everyone who could cast (all); or "
        "no window before others' actions (involved)",
    )
    _budget_options(p)
    p.set_defaults(func=cmd_new)

    p = sub.add_parser("show", help="print a game as a player sees it")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="whose view (default: a spectator's)")
    p.add_argument("--at", type=int, metavar="N", help="after the first N commands")
    p.add_argument("--json", action="store_true", help="the view as JSON")
    p.add_argument(
        "--legal", action="store_true",
        help="PLAYER<TAB>COMMAND for whoever must act (without --as, a secret choice is not listed)",
    )
    p.set_defaults(func=cmd_show)

    p = sub.add_parser("do", help="apply commands in order, stopping at the first refused")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="who gives the commands")
    p.add_argument("commands", nargs="+", metavar="COMMAND")
    _budget_options(p)
    p.set_defaults(func=cmd_do)

    p = sub.add_parser("rules", help="the rules index: the pages, one page by id, or the pages holding some words")
    p.add_argument("words", nargs="*", metavar="WORD", help="a page id (as a refusal names it) or words to search")
    p.add_argument("--scenario", default="classic")
    p.add_argument("--markdown", action="store_true", help="the whole index as Markdown (docs/rules-index.md)")
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser("undo", help="take back the last command, if the rules allow")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="take back this player's last command")
    p.set_defaults(func=cmd_undo)

    p = sub.add_parser("redo", help="re-apply the commands last taken back")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="tell the commands as this player may read them")
    p.set_defaults(func=cmd_redo)

    p = sub.add_parser("log", help="the game told in plain words")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="tell it as this player saw it")
    p.set_defaults(func=cmd_log)

    p = sub.add_parser("lobby", help="games in progress and whose turn it is in each")
    p.add_argument("saves", nargs="*", metavar="SAVE", help="the games (default: every game in progress in the saves folders)")
    p.add_argument("--seat", metavar="CITY", help="only games where a person plays CITY; marks those where it must act")
    p.set_defaults(func=cmd_lobby)

    p = sub.add_parser("simulate", help="play games between AI players, headless")
    p.add_argument("--players", type=int, help="city-states per game (2 to 7)")
    p.add_argument("--all-sizes", action="store_true", help="play --games games at every table size, 2 to 7")
    p.add_argument("--games", type=int, required=True, help="games per table size")
    p.add_argument("--seed", type=int, help="the game's seed (default: drawn in secret; it decides every hidden card)")
    p.add_argument(
        "--show-seed", action="store_true", help="print the seed (for tests and balance runs: it reveals every hidden card)"
    )
    p.add_argument("--jobs", type=int, default=1, help="worker processes (at most one per CPU)")
    p.add_argument("--max-turns", type=int, default=60, help="a game still going after this turn is capped")
    p.add_argument(
        "--seating", choices=("advised", "any"), default="advised",
        help="with fewer than 7: home cities close together as the rulebook advises (default), or any city-states",
    )
    p.add_argument("--expert", type=int, default=0, metavar="N",
                   help="N seats of each game played by the expert AI, the others by the rulebook AI")
    _budget_options(p)
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser(
        "serve", help="host games for friends: each seat over SSH or in a browser",
        description="Serve the seats of saved games: over a built-in SSH server, in the browser, or both. "
        "Each person's seat gets an invite code (printed, and kept in the claims file with any public keys).",
    )
    p.add_argument("saves", nargs="*", metavar="SAVE", help="the games to serve (default: every game in the claims file)")
    p.add_argument("--ssh", metavar="HOST:PORT", help="serve over SSH here (for instance 0.0.0.0:2222)")
    p.add_argument("--web", metavar="HOST:PORT", help="serve in the browser here (for instance 0.0.0.0:8000)")
    p.add_argument("--claims", metavar="FILE", help="the seats' invite codes and public keys (default: in the data folder)")
    p.add_argument("--public-url", metavar="URL", help="the address the web pages are reached by, behind a proxy")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser(
        "ssh-seat", help="open one seat's screen: the command an OpenSSH key is bound to",
        description="For authorized_keys (command=\"hellenica ssh-seat mine:athens\",restrict,pty) or ForceCommand: "
        "opens the seat's game screen and nothing else; several SAVE:SEAT show a list to pick from.",
    )
    p.add_argument("seats", nargs="+", metavar="SAVE:SEAT")
    p.set_defaults(func=cmd_ssh_seat)

    for name, func, text in (
        ("advance", cmd_advance, "let the AI players act until a person must"),
        ("verify", cmd_verify, "re-play the log and check every stored state hash"),
        ("replay", cmd_replay, "watch a saved game step by step"),
    ):
        p = sub.add_parser(name, help=text)
        p.add_argument("path")
        if name == "advance":
            _budget_options(p)
        p.set_defaults(func=func)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["play"]:
        # Everything after `play` is the game screen's own (--load, --explore, --help, ...);
        # argparse would take those options for its own and refuse them.
        from hellenica_tui.tui.app import run

        return run(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    if args.command in ("replay", "simulate", "ssh-seat"):  # screens and the progress bar write their own escapes
        return _run(args)
    with contextlib.redirect_stdout(Printable(sys.stdout)), contextlib.redirect_stderr(Printable(sys.stderr)):
        return _run(args)


def _run(args) -> int:
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

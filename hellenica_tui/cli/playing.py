"""The subcommands that change a game: new, do, advance, undo, redo."""

from __future__ import annotations

from typing import Any

from hellenica_tui.cli.common import CliError, advance_ai, load, seat

# Hellenica's own options of `new`, kept beside `--set`: each is the setting of that id.
FLAG_SETTINGS = ("epic", "random_pathos", "all_deities", "rival_deities")
CHOICE_SETTINGS = ("map", "responses")


def cmd_new(args: Any) -> int:
    from hellenica_tui.games.registry import game as game_of
    from hellenica_tui.seat.opening import seating

    module = game_of(args.game)
    facts = module.facts
    scenario = args.scenario or facts.default_scenario
    if "/" not in scenario and scenario not in facts.scenarios:
        raise CliError(f"{scenario!r} is no scenario of {facts.name} ({', '.join(facts.scenarios)})")
    players = [p.strip().lower() for p in args.players.split(",") if p.strip()]
    levels = dict(_ai_seat(p, facts) for p in (args.ai or "").split(",") if p.strip())
    ai = list(levels)
    seats = seating(module, scenario, players, levels)
    try:
        settings = facts.chosen(_given(args, facts))
    except ValueError as error:
        raise CliError(str(error)) from None
    # The seed decides every hidden card: drawn in secret unless a test or a balance run
    # names one, and printed only when asked.
    if args.seed is None:
        import secrets  # here: the other commands need no seed drawn (`show` starts faster)

        seed = secrets.randbits(63)
    else:
        seed = args.seed
    if not -(2**63) <= seed < 2**63:
        raise CliError("--seed is a whole number within 64 bits")
    from hellenica_tui.savedgames import new_save_path, save_path
    from hellenica_tui.seat.opening import new_game

    path = save_path(args.save) if args.save else new_save_path(players + ai, facts.id)
    if path.exists() and not args.force:
        raise CliError(f"{path}: already exists (add --force to replace it)")
    path.parent.mkdir(parents=True, exist_ok=True)  # with --force the old file stays until the new one is whole
    try:
        game = new_game(facts.id, scenario, seats, seed, settings, path=str(path), replace=args.force).game
    except FileExistsError:  # made by another process meanwhile
        raise CliError(f"{path}: already exists (add --force to replace it)") from None
    except ValueError as error:  # a setup the rules refuse (a setting out of range)
        raise CliError(str(error)) from None
    if ai:
        advance_ai(game, args)
    told = f", seed {seed}" if args.show_seed else ""
    print(f"{path}: new game{told}; to act: {', '.join(game.to_act()) or 'nobody'}")
    return 0


def _given(args: Any, facts: Any) -> dict[str, str]:
    """The settings typed: every --set KEY=VALUE, and Hellenica's own options."""
    given: dict[str, str] = {}
    for item in args.set or ():
        key, equals, value = item.partition("=")
        if not equals or not key.strip():
            raise CliError(f"--set takes KEY=VALUE, not {item!r}")
        given[key.strip().lower().replace("-", "_")] = value
    for ident in FLAG_SETTINGS + CHOICE_SETTINGS:
        value = getattr(args, ident, None)
        if value in (None, False):
            continue
        if facts.setting(ident) is None:
            raise CliError(f"--{ident.replace('_', '-')} is no option of {facts.name} (see hellenica games)")
        given.setdefault(ident, "yes" if value is True else str(value))
    return given


def _ai_seat(text: str, facts: Any) -> tuple[str, str]:
    """'sparta', 'sparta:expert' or 'sparta:expert:hard': a seat and the AI playing it
    (its level, and the level's strength where it has them), as the seat stores it."""
    levels = facts.ai_levels
    if not levels:
        raise CliError(f"{facts.name} has no AI players, in --ai {text.strip()}")
    name, _, rest = text.strip().lower().partition(":")
    level, _, strength = rest.partition(":")
    level = level.strip() or levels[0]
    try:
        return name.strip(), facts.seat_ai(level, strength.strip())
    except ValueError as error:
        raise CliError(f"{error}, in --ai {text.strip()}") from None


def cmd_do(args: Any) -> int:
    from hellenica_tui.seat.opening import actor

    game = load(args.path)
    for text in args.commands:
        # The save's lock is held from choosing who acts to the AI players' answers,
        # all decided on the game as it is in the file (other processes wait).
        with game.transact():
            player = actor(game, args.as_)
            group = _submit(game, text, player)
            print(f"{player}: {game.text(group)}", flush=True)
            advance_ai(game, args)
    return 0


def _submit(game: Any, text: str, player: str) -> Any:
    """The command logged, or CliError: the refusal with the rule that refused it (and
    who may, or when), and the rules page to read."""
    from hellenica_tui.engine.errors import CommandError
    from hellenica_tui.games.registry import DEFAULT
    from hellenica_tui.seat.submit import submit

    try:
        return submit(game, text, player)
    except CommandError as error:
        told = error.why or str(error)
        whose = "" if game.ruleset.id == DEFAULT else f" --game {game.ruleset.id}"
        raise CliError(told + (f" (hellenica rules{whose} {error.rule})" if error.rule else "")) from None


def cmd_advance(args: Any) -> int:
    game = load(args.path)
    with game.transact():
        done, host = advance_ai(game, args)
        played = f"0 AI commands: {host} plays the AI seats" if host else f"{done} AI commands"
        print(f"{played}; to act: {', '.join(game.to_act()) or 'nobody'}")
    return 0


def cmd_undo(args: Any) -> int:
    from hellenica_tui.seat import undoing

    game = load(args.path)
    player = seat(game, args.as_)
    removed = undoing.undo(game, player, {})
    for group in removed:  # told as --as sees them; without it, as the whole table may
        print(f"undone: {group.player}: {game.public_text(group, player)}")
    return 0


def cmd_redo(args: Any) -> int:
    from hellenica_tui.seat import undoing

    game = load(args.path)
    viewer = seat(game, args.as_)
    for group in undoing.redo(game, viewer):  # --as: only what that seat took back, told as it sees them
        print(f"redone: {group.player}: {game.public_text(group, viewer)}")
    return 0

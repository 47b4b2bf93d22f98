"""One racing process of `test_races.py`: `python -m tests.proof.racer ROLE SAVE JOURNAL SEED OPS`.

ROLE `cli` runs `hellenica do`, `undo`, `redo`, `advance` and `new --force` on the save through
the command's own entry point, each one loading the save afresh as a separate
command would; ROLE `screen` plays through a headless game screen (the prompt,
ctrl+z, ctrl+y, the AI's timer and the screen following the others).

Every outermost transaction (the save's lock held) appends one line to JOURNAL
before it lets go of the lock, so the journal is in lock order: the file as the
transaction found it once caught up, the file as it left it, how many commands
of the log it kept and a digest of each command it added. The parent checks
that each transaction began where the previous one ended and rebuilds the log
from the journal alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import os
import random
import sys
import warnings

import msgspec

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savewrite import file_stamp
from hellenica_tui.engine.store import FileStore

PERSON = "athens"


def digest(group) -> str:
    return hashlib.blake2b(msgspec.msgpack.encode(group), digest_size=8).hexdigest()


def stamp(path: str) -> str:
    """The save as it is on disk (read with its lock held): inode, length, last 4 bytes."""
    fd = os.open(path, os.O_RDONLY)
    try:
        ino, size, tail = file_stamp(fd)
    finally:
        os.close(fd)
    return f"{ino}:{size}:{tail.hex()}"


def journaled(journal: str) -> None:
    """Every outermost transaction of this process writes its line into the journal."""
    plain = Game.transact

    @contextlib.contextmanager
    def transact(self: Game, wait: float | None = None):
        outer = isinstance(self._store, FileStore) and not self._store.lock.held
        with plain(self, wait):
            if not outer:
                yield self
                return
            start, found = list(self.log), stamp(self.path)
            try:
                yield self
            finally:
                log = self.log
                kept = next((i for i, (a, b) in enumerate(zip(start, log, strict=False)) if a is not b), None)
                note(self.path, log, found, min(len(start), len(log)) if kept is None else kept)

    def note(path: str, log, found: str, kept: int) -> None:
        added = " ".join(digest(g) for g in log[kept:])
        line = f"{os.getpid()} {found} {stamp(path)} {kept} {len(log)} {added}\n"
        fd = os.open(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line.encode())
        finally:
            os.close(fd)

    whole = FileStore.write_whole

    def write_whole(self: FileStore, header, groups, redo):  # a new game written over the save (new --force)
        found = stamp(self.path) if os.path.exists(self.path) else "none"
        whole(self, header, groups, redo)
        note(self.path, groups, found, 0)

    Game.transact = transact  # type: ignore[method-assign]
    FileStore.write_whole = write_whole  # type: ignore[method-assign]


def run_cli(path: str, rng: random.Random, ops: int) -> None:
    from hellenica_tui import cli
    from hellenica_tui.games import RULESETS

    for _ in range(ops):
        roll = rng.random()
        if roll < 0.6:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    game = Game.load(path, RULESETS)
                except Exception as error:  # told to the parent: a save that will not load
                    print(f"load-failed {type(error).__name__}: {error}", flush=True)
                    continue
            legal = game.legal_commands(PERSON) if PERSON in game.to_act() else []
            if not game.to_act() or rng.random() < 0.01:  # over (or now and then): a new game over it
                seed = str(rng.randrange(1000))
                argv = ["new", "--players", PERSON, "--ai", "sparta,thebes", "--seed", seed, "--force", "--save", path]
            elif not legal:
                argv = ["advance", path]
            else:
                argv = ["do", path, "--as", PERSON, game.ruleset.format(rng.choice(legal))]
        else:
            argv = [rng.choice(["undo", "undo", "redo", "advance"]), path]
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(argv)
        said = " | ".join((out.getvalue() + err.getvalue()).splitlines())
        print(f"{argv[0]} {code} {said}", flush=True)


async def run_screen(path: str, rng: random.Random, ops: int) -> None:
    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.games.hellenica.game import GameScreen
    from hellenica_tui.tui.screens.title import TitleScreen

    app = HellenicaApp(load=path, ai_speed="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.2)
        for _ in range(ops):
            for _ in range(40):
                if isinstance(app.screen, GameScreen):
                    break
                if isinstance(app.screen, TitleScreen):  # the game ended (Escape on its end screen): reopen
                    app.open_save(path)
                else:
                    await pilot.press("escape")  # a secret dialog: typed at the prompt instead
                await pilot.pause(0.05)
            else:  # told to the parent as a bad exit, never a wait without end
                print(f"stuck 1 on {type(app.screen).__name__}, which Escape does not close", flush=True)
                return
            screen = app.screen
            roll = rng.random()
            legal = screen.session.suggestions(PERSON) if PERSON in screen.session.to_act() else []
            if roll < 0.65 and legal:
                screen.query_one("#prompt").value = rng.choice(legal)
                screen.query_one("#prompt").focus()
                await pilot.press("enter")
                what = "prompt"
            elif roll < 0.85:
                await pilot.press("ctrl+z")
                what = "undo"
            else:
                await pilot.press("ctrl+y")
                what = "redo"
            await pilot.pause(rng.choice((0.01, 0.05, 0.3)))
            hint = " | ".join(str(screen.query_one("#hint").render()).splitlines())  # one line per command
            print(f"screen-{what} 0 {hint}", flush=True)
        await pilot.pause(0.7)  # one more look at the save


def main() -> None:
    role, path, journal, seed, ops = sys.argv[1:6]
    journaled(journal)
    rng = random.Random(int(seed))
    if role == "cli":
        run_cli(path, rng, int(ops))
    else:
        asyncio.run(run_screen(path, rng, int(ops)))


if __name__ == "__main__":
    main()

"""Random and adversarial text at the prompt: `parse` answers with a CommandError
(InvalidCommand, IllegalCommand or AmbiguousCommand) or a command whose
canonical text reads back as the same command; nothing else ever escapes.
The game screen's prompt, given the same text, shows one line of error and
changes nothing, or plays the command.

Positions come from seeded random-walk games, so every phase is visited.
"""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hellenica_tui.engine.errors import CommandError
from hellenica_tui.games.hellenica.content.loading import load_scenario
from tests.proof.walk import RULESET, SCENARIO, new_game, walk
from tests.tui.waiting import until


@functools.cache
def positions() -> list[tuple[object, str, list[str]]]:
    """(state, player, that player's legal command texts) at many moments of a few games."""
    found = []
    for n, seed in ((2, 61), (4, 62), (7, 63)):
        game = new_game(n, seed)
        for i, _ in enumerate(walk(game, 60, random.Random(seed))):
            if i % 6 == 0:
                for player in (s.name for s in game.seats):
                    legal = [RULESET.format(c) for c in RULESET.legal_commands(game.state, player)]
                    found.append((RULESET.copy_state(game.state), player, legal))
    return found


@functools.cache
def words() -> list[str]:
    """Every word the notation knows, and some it does not."""
    content = load_scenario(SCENARIO)
    known = {w for _, _, legal in positions()[:40] for text in legal for w in text.split()}
    known |= set(content.areas) | set(content.deities) | set(content.objectives) | set(content.advancements)
    known |= {a.abbrev for a in content.areas.values()}
    return [*sorted(known), "with", "wonder", "at", "over", "unfinished", "free", "convert", "elite", "to", "from"]


ODD = [
    "", " ", "\t", "\n", "\r\n", "\x00", "\x1b[31m", "\x7f", "\u200b", "\ufeff", "\u202e", "\ud800", "\udfff",
    "²", "½", "٣", "Ⅻ", "-1", "0", "00", "1e9", "99999999999999999999999999", "NaN", "inf", "∞",
    "é", "ß", "İ", "ﬁ", "🏛", "'", '"', "\\", "%s", "{}", "$(rm)", "--", "?", "*", "..", "/",
]


def mutate(text: str, rng: random.Random) -> str:
    """A near miss of a legal command."""
    w = text.split() or [""]
    kind = rng.randrange(12)
    i = rng.randrange(len(w))
    if kind == 0:
        del w[i]
    elif kind == 1:
        w.insert(i, w[i])
    elif kind == 2 and len(w) > 1:
        j = rng.randrange(len(w))
        w[i], w[j] = w[j], w[i]
    elif kind == 3:
        w[i] = w[i][: rng.randrange(len(w[i]) + 1)]
    elif kind == 4:
        w[i] = "".join(c.upper() if rng.random() < 0.5 else c for c in w[i])
    elif kind == 5:
        k = rng.randrange(len(w[i]) + 1)
        w[i] = w[i][:k] + rng.choice(ODD) + w[i][k:]
    elif kind == 6:
        w[i] = rng.choice(words())
    elif kind == 7:
        w.append(rng.choice(words() + ODD))
    elif kind == 8:
        w.insert(i, rng.choice(ODD))
    elif kind == 9:
        w = [x if not x.isdigit() else rng.choice(ODD[14:25]) for x in w] + ["convert", rng.choice(ODD[14:25])]
    elif kind == 10:
        return rng.choice(["", " ", "\t"]).join(w) * rng.choice((1, 2, 50))
    else:
        w = [rng.choice(words()) for _ in range(rng.randrange(1, 9))]
    return " ".join(w)


def check(text: str, state, player: str) -> str:
    """Parse at a position; returns "refused" or "read". Anything but a CommandError fails."""
    try:
        command = RULESET.parse(text, state, player)
    except CommandError as err:
        assert isinstance(err.message, str) and err.message
        return "refused"
    canonical = RULESET.format(command)
    assert RULESET.parse(canonical, state, player) == command, (text, canonical)
    return "read"


def fuzz(count: int, seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    seen = {"refused": 0, "read": 0}
    spots = positions()
    for _ in range(count):
        state, player, legal = rng.choice(spots)
        if legal and rng.random() < 0.7:
            text = mutate(rng.choice(legal), rng)
        else:
            text = "".join(rng.choice([*ODD, " ", *words()]) for _ in range(rng.randrange(1, 6)))
        seen[check(text, state, player)] += 1
    return seen


def test_every_legal_command_reads_back_in_every_position():
    for state, player, legal in positions():
        for text in legal:
            assert RULESET.format(RULESET.parse(text, state, player)) == text


def test_three_thousand_near_misses_give_only_command_errors():
    seen = fuzz(3000, 1)
    assert seen["refused"] > 1000 and seen["read"] > 30


def test_numbers_are_plain_short_ascii_digits():
    from hellenica_tui.games.kit.notation import whole_number

    assert [whole_number(w) for w in ("0", "12", "999999")] == [0, 12, 999999]
    assert {whole_number(w) for w in (None, "", "-1", "1.5", "²", "٣", "1234567", "9" * 5000)} == {None}


def test_huge_and_control_character_input_is_refused_quickly():
    state, player, _ = positions()[10]
    for text in ("build " * 200_000, "a" * 1_000_000, "\x00" * 10_000, "research athens convert " + "9" * 5000,
                 "research convert ²", "research convert ٣", "train elite " + "elite " * 10_000):
        assert check(text, state, player) in ("refused", "read")


TEXT = st.one_of(
    st.text(),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=200),
    st.lists(st.sampled_from([*ODD, "build", "train", "research", "supply", "exchange", "keep", "move"]), max_size=8)
    .map(" ".join),
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXT, st.integers(0, 10**6))
def test_hypothesis_text_gives_only_command_errors(text, pick):
    state, player, _ = positions()[pick % len(positions())]
    check(text, state, player)


@pytest.mark.slow
@settings(max_examples=5000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXT, st.integers(0, 10**6))
def test_hypothesis_text_many(text, pick):
    state, player, _ = positions()[pick % len(positions())]
    check(text, state, player)


@pytest.mark.slow
def test_ten_thousand_near_misses_give_only_command_errors():
    seen = fuzz(10_000, 2)
    assert sum(seen.values()) == 10_000


# -- the game screen's prompt -----------------------------------------------------------------


def prompt_text(rng: random.Random, legal: list[str]) -> str:
    """A near miss of one of `legal`, now and then a legal text or plain noise."""
    roll = rng.random()
    if legal and roll < 0.05:
        return rng.choice(legal)
    if legal and roll < 0.75:
        return mutate(rng.choice(legal), rng)
    return "".join(rng.choice([*ODD, " ", *words()]) for _ in range(rng.randrange(1, 6)))


async def fuzz_game_screen(folder, count: int, seed: int, typed: int = 0) -> dict[str, int]:
    """`count` texts sent to the game screen's prompt of a people's game as it goes on
    (the first `typed` typed key by key, the others submitted as the prompt does).
    A refused text leaves one line of error and the game as it was; an accepted one
    plays one command. The screen keeps running throughout."""
    from textual.widgets import Input, Static

    from hellenica_tui.tui.app import HellenicaApp
    from hellenica_tui.tui.games.hellenica.game import GameScreen
    from hellenica_tui.tui.screens.handoff import HandOffScreen
    from hellenica_tui.tui.widgets.prompt import CommandPrompt

    rng = random.Random(seed)
    path = str(folder / "fuzz.hsav")
    game = new_game(2 + seed % 6, seed, path)
    for _ in walk(game, 10 + seed % 30, rng):
        pass
    game.close()
    seen = {"refused": 0, "read": 0}
    app = HellenicaApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_save(path)
        await pilot.pause()
        for _ in range(3):  # a secret question opened over the game (after its hand-off): look at the board
            if isinstance(app.screen, GameScreen):
                break
            await pilot.press("enter" if isinstance(app.screen, HandOffScreen) else "escape")
            await until(pilot, lambda: not isinstance(app.screen, HandOffScreen))
            await pilot.pause()
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        screen = app.screen
        assert isinstance(screen, GameScreen)
        session, prompt, hint = screen.session, screen.query_one(CommandPrompt), screen.query_one("#hint", Static)
        legal: tuple[int, list[str]] = (-1, [])  # the viewer's commands, worked out once per position
        for i in range(count):
            if not session.to_act():
                break
            if legal[0] != len(session.game.log):
                legal = (len(session.game.log), session.suggestions())
            text = prompt_text(rng, legal[1])
            before = (RULESET.state_hash(session.state), len(session.game.log))
            if i < typed:
                await pilot.press("colon")
                prompt.value = ""
                await pilot.press(*[c for c in text if c.isprintable() and c != " "][:20] or ["x"])
                text = prompt.value
                await pilot.press("enter")
                await pilot.pause()
            else:
                screen.on_input_submitted(Input.Submitted(prompt, text))
            after = (RULESET.state_hash(session.state), len(session.game.log))
            if after == before:
                seen["refused"] += 1
                if text.strip():
                    shown = str(hint.render())
                    assert hint.has_class("error") and shown and "Traceback" not in shown, (text, shown)
            else:
                seen["read"] += 1
                assert after[1] == before[1] + 1, text
        assert app.is_running
    return seen


async def test_the_game_screen_prompt_takes_any_text(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    seen = await fuzz_game_screen(tmp_path, 150, 3, typed=5)
    assert seen["refused"] > 50 and seen["read"] > 3


@pytest.mark.slow
async def test_ten_thousand_texts_at_the_game_screen_prompt(tmp_path, monkeypatch):
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path))
    seen = {"refused": 0, "read": 0}
    for seed in range(20):
        for kind, n in (await fuzz_game_screen(tmp_path, 500, seed, typed=10)).items():
            seen[kind] += n
    print(seen)
    assert sum(seen.values()) >= 9_000  # a game may end before its share is sent

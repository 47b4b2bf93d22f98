"""The combat dialog: both sides' forces, their dice and modifiers, the odds of
the round, the last round's dice and the choices open now, each a key with its
meaning; once a combat is over, what it cost each side.

It returns the command chosen, in notation (the prompt takes the very same
text), or None to look at the map; 'f' on the game screen opens it again.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.mechanics.combat_odds import RoundOdds, percent, shares
from hellenica_tui.games.hellenica.war.narration import rerolls_told
from hellenica_tui.games.hellenica.war.outlook import (
    LastRound,
    Outlook,
    SideOutlook,
    Summary,
    unit_phrase,
)
from hellenica_tui.games.hellenica.war.outlook import (
    Option as Choice,
)


def _name(content: Content, player: str) -> str:
    return content.city_states[player].name if player in content.city_states else player


def wrap_phrases(phrases: list[str], width: int) -> str:
    """Phrases joined two spaces apart, a new line rather than a phrase cut in two."""
    lines: list[str] = []
    for phrase in phrases:
        if lines and len(lines[-1]) + 2 + len(phrase) <= width:
            lines[-1] += "  " + phrase
        else:
            lines.append(phrase)
    return "\n".join(lines)


def side_view(side: SideOutlook, content: Content, viewer: str | None, width: int) -> Text:
    """One side in a column `width` wide: who, its units (never cut inside one count),
    its dice, its modifiers."""
    you = " (you)" if side.player == viewer else ""
    verb = "attacks" if side.role == "attacker" else "defends"
    text = Text(f"{_name(content, side.player)} {verb}{you}\n", style="bold")
    units = [unit_phrase(content, kind, n) for kind, n in side.units] or ["no units left"]
    text.append(wrap_phrases(units, width) + "\n", style="not bold")
    dice = ", ".join(f"{n} {colour}" for colour, n in side.dice) or "no dice"
    text.append(f"Dice: {dice}" + (f"; strength {side.bonus:+d}" if side.bonus else ""), style="not bold")
    for line in side.modifiers:
        text.append(f"\n· {line}", style="not bold")
    return text


def odds_line(odds: RoundOdds, out: Outlook, content: Content, viewer: str | None, short: bool = False) -> str:
    """Who wins the round, from the viewer's side when it fights ("you win 57% · tie ...")."""
    a, d = out.attacker.player, out.defender.player
    won, tie, lost = shares([odds.attacker_wins, odds.tie, odds.defender_wins])
    if viewer == d:
        a, d, won, lost = d, a, lost, won
    first = "you" if viewer in (a, d) else _name(content, a)
    if short:
        return f"{first} {won} · tie {tie} · {_name(content, d)} {lost}"
    verb = "win" if first == "you" else "wins"
    return f"{first} {verb} {won} · tie {tie} · {_name(content, d)} wins {lost}"


def odds_text(out: Outlook, content: Content, viewer: str | None) -> Text:
    if out.odds is None:
        return Text("")
    o = out.odds
    about = " (about: the reroll counted, from rounds played)" if o.sampled else ""
    text = Text.assemble((f"Odds of round {out.round}{about}: ", "bold"), odds_line(o, out, content, viewer))
    for player, falls in ((out.attacker.player, o.attacker_hero_falls), (out.defender.player, o.defender_hero_falls)):
        if falls:
            text.append(f"\nThe hero of {_name(content, player)} falls to its own yellow die: {percent(falls)}")
    text.append("\nThe winner destroys one unit of the loser's; a tie costs each side one.", style="italic")
    return text


def _dice(dice: tuple[tuple[str, int], ...], yellow: tuple[str, ...]) -> str:
    shown = [f"{colour} {n}" for colour, n in dice] + [f"yellow {face or 'blank'}" for face in yellow]
    return ", ".join(shown) or "no dice"


def last_text(last: LastRound | None, out: Outlook, content: Content) -> Text:
    if last is None:
        return Text("")
    a, d = _name(content, out.attacker.player), _name(content, out.defender.player)
    return Text.assemble(
        (f"Round {last.round} rolled: ", "bold"),
        f"{a} {_dice(last.attacker_dice, last.attacker_yellow)} = {last.attacker_strength}; "
        f"{d} {_dice(last.defender_dice, last.defender_yellow)} = {last.defender_strength}"
        + rerolls_told(last.rerolled, lambda p: _name(content, p)),
    )


def option_label(
    n: int, choice: Choice, out: Outlook, content: Content, viewer: str | None, marked: bool = False
) -> Text:
    """The key, the command as the prompt takes it, and what it means; `marked`: the one
    Enter takes (a mark, not only a colour)."""
    text = Text.assemble("> " if marked else "  ", (f"{n} ", "bold"), (choice.command, "bold"), "  ")
    if choice.odds is not None:  # the command says what it does: the odds it leaves say why
        about = "about " if choice.odds.sampled else ""
        text.append(f"→ {about}{odds_line(choice.odds, out, content, viewer, short=True)}")
    else:
        text.append(choice.meaning)
    return text


class CombatDialog(ModalScreen[str | None]):
    """A combat under way (`outlook`) or one just over (`summary`)."""

    BINDINGS = [
        Binding("escape", "map", "Map"),
        Binding("f", "map", "Map", show=False),
        Binding("u", "quiet", "Quiet until my turn"),
        *(Binding(str(n), f"choose({n})", f"choose {n}", show=False) for n in range(1, 10)),
    ]
    CSS_PATH = "../../screens.tcss"  # its rules, parsed when first shown (see app.tcss)
    AUTO_FOCUS = "#combat-options"

    def __init__(
        self, content: Content, viewer: str | None, outlook: Outlook | None = None, summary: Summary | None = None,
        quiet: bool = False,
    ) -> None:  # fmt: skip
        """`quiet`: the combat's invocation window asks the viewer, and "quiet until my
        turn" (pass, and no combat window asks until his own action) is offered."""
        super().__init__()
        self.content = content
        self.viewer = viewer
        self.outlook = outlook
        self.summary = summary
        self.quiet = quiet

    def compose(self) -> ComposeResult:
        content = self.content
        with VerticalScroll(id="combat-box"):
            if self.summary is not None:
                yield Static(f"Combat on {content.areas[self.summary.area].name} is over", classes="bar")
                yield Static("\n".join(self.summary.lines(content)), id="combat-summary")
                yield Static("Enter or Escape: back to the map.", classes="secret-help")
            elif self.outlook is not None:
                out = self.outlook
                place = content.areas[out.area].name
                yield Static(f"Combat on {place} · {'sea' if out.at_sea else 'land'} · round {out.round}", classes="bar")
                # Each side's column: half the box (at most 100 wide, border and padding off).
                column = (min(self.app.size.width, 100) - 4) // 2 - 1
                with Horizontal(id="combat-sides"):
                    yield Static(side_view(out.attacker, content, self.viewer, column), classes="combat-side")
                    yield Static(side_view(out.defender, content, self.viewer, column), classes="combat-side")
                if out.odds is not None:
                    yield Static(odds_text(out, content, self.viewer), id="combat-odds")
                if out.last is not None:
                    yield Static(last_text(out.last, out, content), id="combat-last")
                if out.options:
                    yield Static(Text(out.question, style="bold"), id="combat-question")
                    yield OptionList(
                        *(Option(self._label(i)) for i in range(len(out.options))), id="combat-options"
                    )
                    quiet = " · u: quiet until my turn" if self.quiet else ""
                    yield Static(
                        f"Digit or Enter: choose{quiet} · Esc or f: map · the prompt takes the same commands",
                        classes="secret-help",
                    )
                else:
                    yield Static("Nothing for you to choose now; Escape or f: the map.", classes="secret-help")
        yield Footer()

    def _label(self, index: int, marked: bool = False) -> Text:
        out = self.outlook
        assert out is not None
        return option_label(index + 1, out.options[index], out, self.content, self.viewer, marked)

    def on_mount(self) -> None:
        # Enter takes the highlighted choice: the first, until the arrows move it.
        for options in self.query("#combat-options").results(OptionList):
            options.highlighted = 0

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        options = event.option_list
        for i in range(options.option_count):
            options.replace_option_prompt_at_index(i, self._label(i, marked=i == event.option_index))

    def action_map(self) -> None:
        self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.quiet if action == "quiet" else True

    def action_quiet(self) -> None:
        from hellenica_tui.tui.games.hellenica.window import QUIET

        self.dismiss(QUIET)

    def key_enter(self) -> None:
        if self.summary is not None:
            self.dismiss(None)

    def action_choose(self, n: int) -> None:
        options = self.outlook.options if self.outlook is not None else ()
        if 1 <= n <= len(options):
            self.dismiss(options[n - 1].command)
        else:
            self.notify(f"No choice {n} here.", severity="warning")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_choose(event.option_index + 1)

"""Which page of the rules index a refused command points to.

A refusal names the rule that refused it (`CommandError.rule`, a page id of
`scenarios/<scenario>/rules/pages.toml`). Most places that refuse need not say
which: the command's kind gives the page (`PAGE_OF_KIND`); a place whose
refusal belongs to another page (a command given out of turn, a question that
waits) names it where it raises. Kinds are named as text, so the core needs no
feature's classes; a test checks every kind the rules know has a page here and
every page named exists.
"""

from __future__ import annotations

from hellenica_tui.engine.errors import CommandError

COMMANDS = "commands"  # text that cannot be read as a command
TURN = "turn"  # a command given at the wrong moment of the turn
ACTIONS = "actions"  # what every action pays: a cube or Commerce, an active upgrade
AI = "ai-players"  # what an AI seat may not do

PAGE_OF_KIND: dict[str, str] = {
    "ChoosePatron": "setup",
    "PlaceTile": "building-the-map",
    "RollHome": "building-the-map",
    "ExploreArea": "exploring",
    "KeepEthos": "ethos",
    "Redraw": "ethos",
    "PickFavorite": "favorite",
    "ChooseDirection": "favorite",
    "Build": "build",
    "ChangeGovernment": "governments",
    "PlaceGovernment": "governments",
    "Train": "train",
    "Research": "research",
    "Worship": "worship",
    "SupplyCommerce": "supply",
    "SupplyMovement": "supply",
    "Pass": "pass",
    "Trade": "trades",
    "AnswerTrade": "trades",
    "Move": "movement",
    "Done": "movement",
    "EndMovement": "movement",
    "Raid": "raids",
    "Destroy": "combat",
    "Withdraw": "combat",
    "Stay": "combat",
    "Leader": "combat",
    "NoLeader": "combat",
    "Bid": "world-events",
    "Invoke": "invocations",
    "Quiet": "invocations",
    "Choose": "questions",
    "FreeTemple": "conquest",
    "AiSetup": "ai-players",
    "AiProduce": "ai-players",
    "AiSupply": "ai-players",
    "AiIdle": "ai-players",
}


def page_of(command: object) -> str:
    return PAGE_OF_KIND.get(type(command).__name__, TURN)


def refer(error: CommandError, command: object | None) -> CommandError:
    """`error` naming its page: the one its raiser named, else its command kind's."""
    if not error.rule:
        error.rule = COMMANDS if command is None else page_of(command)
    return error

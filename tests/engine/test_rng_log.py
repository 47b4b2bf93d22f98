import msgspec

from hellenica_tui.engine.log import CommandGroup, event_count, group_type
from hellenica_tui.engine.rng import command_rng, cosmetic_rng
from tests.engine.dicegame import RULESET, BetPlaced, CardDrawn, DiceRolled, Roll


def test_command_rng_depends_only_on_seed_and_index():
    a = [command_rng(5, 3).random() for _ in range(3)]
    b = [command_rng(5, 3).random() for _ in range(3)]
    assert a == b
    assert command_rng(5, 3).random() != command_rng(5, 4).random()
    assert command_rng(5, 3).random() != command_rng(6, 3).random()
    # "1/23" and "12/3" must not collide
    assert command_rng(1, 23).random() != command_rng(12, 3).random()


def test_cosmetic_rng_is_not_the_game_rng():
    assert cosmetic_rng().random() != command_rng(0, 0).random()


def test_group_type_decodes_typed_commands_and_events():
    group = CommandGroup(
        player="ann", command=Roll(),
        events=(DiceRolled(player="ann", dice=(2, 3)), BetPlaced(player="ann", amount=1)),
        state_hash=b"\x01" * 16,
    )  # fmt: skip
    raw = msgspec.msgpack.encode(group)
    back = msgspec.msgpack.decode(raw, type=group_type(RULESET))
    assert back == group
    assert type(back.events[0]) is DiceRolled and back.events[0].dice == (2, 3)


def test_group_type_rejects_an_unknown_event_tag():
    raw = msgspec.msgpack.encode(["a", {"type": "Roll"}, [{"type": "Meteor"}], None])
    try:
        msgspec.msgpack.decode(raw, type=group_type(RULESET))
    except msgspec.ValidationError as exc:
        assert "Meteor" in str(exc)
    else:
        raise AssertionError("an unknown event decoded")


def test_event_count():
    g = CommandGroup("a", Roll(), (CardDrawn(player="a", card=1),) * 3)
    assert event_count([g, g]) == 6

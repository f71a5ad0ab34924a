"""Jogakbo rules: group validity, moves, completion, saving."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from jogakbo_helpers import tile, tiles

from puzzlesuite.games.jogakbo.model import (
    HAND,
    Colour,
    Game,
    GroupKind,
    OtherPuzzleError,
    Puzzle,
    SaveError,
    Tile,
    group_kind,
    is_valid_group,
)

# --- validity ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, kind",
    [
        ("r7 b7 k7", GroupKind.SET),
        ("r7 b7 y7 k7", GroupKind.SET),
        ("k7 y7 r7", GroupKind.SET),  # colour order does not matter
        ("b4 b5 b6", GroupKind.RUN),
        ("r1 r2 r3", GroupKind.RUN),  # lowest edge
        ("r11 r12 r13", GroupKind.RUN),  # highest edge
        ("b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13", GroupKind.RUN),
        ("y9 y5 y7 y6 y8", GroupKind.RUN),  # 5-tile run shown out of order
        ("b4 b5 b6 b3", GroupKind.RUN),  # a tile added later sits at the end
        ("r5 r6 r7'", GroupKind.RUN),  # copies mix freely
    ],
)
def test_valid_groups(text: str, kind: GroupKind) -> None:
    assert group_kind(tiles(text)) is kind


@pytest.mark.parametrize(
    "text",
    [
        "",
        "r7",
        "r7 b7",  # two tiles are never a group
        "r5 r6",
        "r7 r7' b7",  # duplicate colour in a set
        "r7 b7 y7 k7 r7'",  # five tiles cannot be a set
        "r5 r5' r6",  # duplicate number in a run
        "r5 r6 r6' r7",  # duplicate inside a longer run
        "r12 r13 r1",  # no wrap past 13
        "r13 r1 r2",
        "r4 r5 r7",  # gap
        "r4 b5 r6",  # mixed colours
        "r4 b4 r5",  # neither shape
        "y9 y5 y7 y8",  # out of order with a gap
    ],
)
def test_invalid_groups(text: str) -> None:
    assert group_kind(tiles(text) if text else []) is None
    assert not is_valid_group(tiles(text) if text else [])


@given(
    start=st.integers(1, 11),
    length=st.integers(3, 13),
    colour=st.sampled_from(list(Colour)),
    data=st.data(),
)
def test_any_display_order_of_a_run_is_valid(
    start: int, length: int, colour: Colour, data: st.DataObject
) -> None:
    numbers = [n for n in range(start, start + length) if n <= 13]
    run = [Tile(n, colour, data.draw(st.integers(0, 1))) for n in numbers]
    shown = data.draw(st.permutations(run))
    assert is_valid_group(shown) == (len(run) >= 3)


@given(
    colours=st.lists(st.sampled_from(list(Colour)), min_size=3, max_size=4, unique=True),
    number=st.integers(1, 13),
)
def test_set_of_distinct_colours_is_valid_in_any_order(colours: list[Colour], number: int) -> None:
    assert group_kind([Tile(number, colour) for colour in colours]) is GroupKind.SET


def test_tile_key_round_trip_and_bad_tiles() -> None:
    for text in ("r1", "b13'", "y7", "k9'"):
        assert Tile.from_key(tile(text).key) == tile(text)
    for bad in ("red-0-0", "red-14-0", "red-5-2", "pink-5-0", "red-5", "red-x-0"):
        with pytest.raises(ValueError):
            Tile.from_key(bad)


# --- moves -------------------------------------------------------------------------


def sample_puzzle() -> Puzzle:
    return Puzzle(
        date="2026-11-30",
        groups=(tuple(tiles("b4 b5 b6 b7")), tuple(tiles("r9 y9 k9"))),
        hand=tuple(tiles("b8 b3")),
        par=2,
    )


def test_new_game_shows_the_puzzle_and_is_untouched() -> None:
    game = Game(sample_puzzle())
    assert [g.tiles for g in game.groups] == [tiles("b4 b5 b6 b7"), tiles("r9 y9 k9")]
    assert game.hand == tiles("b8 b3")
    assert game.moves == 0 and not game.touched and not game.is_solved


def test_each_tile_moved_is_one_move_and_completion() -> None:
    game = Game(sample_puzzle())
    run_gid = game.groups[0].gid
    assert game.move_to_group(tile("b8"), run_gid)
    assert game.moves == 1 and not game.is_solved  # b3 still in hand
    assert game.move_to_group(tile("b3"), run_gid)
    assert game.group(run_gid).tiles == tiles("b4 b5 b6 b7 b8 b3")
    assert game.moves == 2 and game.hand == [] and game.is_solved


def test_moving_to_the_group_it_is_in_is_no_move() -> None:
    game = Game(sample_puzzle())
    gid = game.groups[0].gid
    assert not game.move_to_group(tile("b4"), gid)
    assert game.moves == 0


def test_putting_a_tile_back_where_it_came_from_costs_another_move() -> None:
    game = Game(sample_puzzle())
    set_gid, run_gid = game.groups[1].gid, game.groups[0].gid
    assert game.move_to_group(tile("k9"), run_gid)
    assert not game.group(set_gid).is_valid
    assert game.move_to_group(tile("k9"), set_gid)  # no undo: back is a move too
    assert game.moves == 2 and game.group(set_gid).is_valid
    assert game.group(run_gid).tiles == tiles("b4 b5 b6 b7")


def test_table_tile_to_new_group_and_invalid_groups_do_not_block() -> None:
    game = Game(sample_puzzle())
    set_gid = game.groups[1].gid
    new_gid = game.move_to_new_group(tile("k9"))
    assert new_gid is not None and game.location(tile("k9")) == new_gid
    assert game.moves == 1
    assert not game.group(set_gid).is_valid  # two tiles left: warned, not blocked
    assert not game.group(new_gid).is_valid
    # a tile alone in its group gains nothing from another new group: no move
    assert game.move_to_new_group(tile("k9")) is None
    assert game.moves == 1


def test_empty_groups_vanish_and_gids_stay_stable() -> None:
    game = Game(sample_puzzle())
    set_gid, run_gid = game.groups[1].gid, game.groups[0].gid
    new_gid = game.move_to_new_group(tile("r9"))
    assert new_gid is not None
    game.move_to_group(tile("y9"), new_gid)
    game.move_to_group(tile("k9"), new_gid)
    assert not game.has_group(set_gid)
    assert [g.gid for g in game.groups] == [run_gid, new_gid]
    assert game.group(new_gid).is_valid and game.moves == 3


def test_hand_tiles_can_be_picked_like_table_tiles() -> None:
    game = Game(sample_puzzle())
    assert game.location(tile("b8")) == HAND
    gid = game.move_to_new_group(tile("b8"))
    assert gid is not None and game.location(tile("b8")) == gid
    with pytest.raises(KeyError):
        game.location(tile("r1"))


# --- saving ------------------------------------------------------------------------


def played_game() -> Game:
    game = Game(sample_puzzle())
    game.move_to_new_group(tile("k9"))
    game.move_to_group(tile("b8"), game.groups[0].gid)
    return game


def test_save_round_trip_through_json() -> None:
    game = played_game()
    data = json.loads(json.dumps(game.to_dict()))
    restored = Game.from_dict(data, sample_puzzle())
    assert [(g.gid, g.tiles) for g in restored.groups] == [(g.gid, g.tiles) for g in game.groups]
    assert restored.hand == game.hand and restored.moves == 2
    gid = restored.move_to_new_group(tile("b3"))
    assert gid is not None and gid not in {g.gid for g in game.groups}


def test_save_for_another_day_or_puzzle_is_refused() -> None:
    data = played_game().to_dict()
    other_day = Puzzle("2026-12-01", sample_puzzle().groups, sample_puzzle().hand, 2)
    with pytest.raises(OtherPuzzleError):
        Game.from_dict(data, other_day)
    other_tiles = Puzzle("2026-11-30", sample_puzzle().groups, tuple(tiles("b8 b2")), 2)
    with pytest.raises(OtherPuzzleError):
        Game.from_dict(data, other_tiles)


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("moves"),
        lambda d: d.update(moves=-1),
        lambda d: d.update(moves=True),
        lambda d: d.update(hand="b3"),
        lambda d: d.update(hand=["b3"]),
        lambda d: d["hand"].append(d["hand"][0]),  # a tile twice
        lambda d: d["groups"][0]["tiles"].clear(),
        lambda d: d["groups"][1].update(gid=d["groups"][0]["gid"]),
        lambda d: d.update(next_gid=1),
        lambda d: d.update(groups=None),
        lambda d: d["groups"].pop(),  # tiles missing
    ],
)
def test_damaged_saves_are_refused(damage: object) -> None:
    data = json.loads(json.dumps(played_game().to_dict()))
    damage(data)  # type: ignore[operator]
    with pytest.raises(SaveError) as caught:
        Game.from_dict(data, sample_puzzle())
    assert not isinstance(caught.value, OtherPuzzleError)

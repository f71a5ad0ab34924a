"""The Orca check's "no text twice" rule (tests/e2e/utterances.py) on hand-made
utterance lists, shaped as the capture server writes what Orca 43 says."""

from __future__ import annotations

import json

from utterances import Utterance, parse_capture, said_twice

NO_FIT = "2×2 square does not fit here."


def focus(group: int, name: str, *rest: str) -> list[Utterance]:
    """One focus arrival: the name ("." added by Orca), then the description."""
    return [Utterance(text, group, "focus", name) for text in (f"{name}.", *rest)]


def test_two_cells_with_one_shared_description_are_no_repeat() -> None:
    # The burst step: Orca reads two cells of ten arrow presses; both say the piece
    # does not fit.
    said = focus(7, "Row 1, column 8, empty", NO_FIT) + focus(8, "Row 4, column 2, filled", NO_FIT)
    assert said_twice(said) == ""


def test_a_description_read_on_arrival_and_again_as_a_change_is_a_repeat() -> None:
    said = focus(8, "Row 4, column 2, filled", NO_FIT) + [
        Utterance(NO_FIT, 9, "description", "Row 4, column 2, filled")
    ]
    assert said_twice(said) == NO_FIT.rstrip(".")


def test_the_same_cell_read_twice_in_a_burst_is_a_repeat() -> None:
    # Two arrivals at one cell (two proxies with the same name), even with another
    # description the second time.
    said = focus(3, "Row 4, column 2, filled", NO_FIT) + focus(
        4, "Row 4, column 2, filled", "single square does not fit here."
    )
    assert said_twice(said) == "Row 4, column 2, filled"


def test_a_name_change_then_the_focus_on_the_same_name_is_a_repeat() -> None:
    # Sudoku before issue 21: the old cell took the new name, then the focus came.
    name = "Row 1, column 2, box 1, empty"
    said = [Utterance(name, 1, "name", name)] + focus(2, name)
    assert said_twice(said) == name


def test_the_hint_said_before_the_focus_moves_and_on_arrival_is_a_repeat() -> None:
    # Minesweeper before issue 21: H told the old cell, then the hinted cell's focus.
    hint = "The 1 at r1c3 touches only one covered cell, r1c2: it is a mine."
    said = [Utterance(hint, 1, "description", "Row 5, column 5, empty")] + focus(
        2, "Row 1, column 2, covered", hint
    )
    assert said_twice(said) == hint.rstrip(".")


def test_a_long_text_inside_a_longer_one_is_a_repeat_a_short_one_is_not() -> None:
    moved = "Black 8 moved. Group 1: 4 tiles: Black 8, Red 9, Red 10, and Red 11, not valid yet."
    group = "Group 1: 4 tiles: Black 8, Red 9, Red 10, and Red 11, not valid yet"
    said = focus(1, group, moved) + [Utterance(moved, 2, "description", group)]
    assert said_twice(said) != ""
    assert said_twice([Utterance("selected"), Utterance("Beginner selected.")]) == ""


def test_orcas_window_title_and_distinct_texts_pass() -> None:
    said = [
        Utterance("Puzzle Suite", 1, "onNameChanged"),
        Utterance("Puzzle Suite", 2, "onNameChanged"),
        Utterance("d3, black, last move", 3, "name", "d3, black, last move"),
        Utterance("You played d3; d4 turned over.", 4, "description", "d3, black"),
        Utterance("d3, black", 5, "name", "d3, black"),
        Utterance("The CPU played c3; d4 turned over.", 6, "description", "d3, black"),
    ]
    assert said_twice(said) == ""


def test_without_the_capture_tags_every_repeat_counts() -> None:
    # An untagged capture (an older server) cannot tell two cells apart: strict.
    said = [Utterance("Row 1, column 8, empty."), Utterance(NO_FIT)]
    said += [Utterance("Row 4, column 2, filled."), Utterance(NO_FIT)]
    assert said_twice(said) == NO_FIT.rstrip(".")


def test_the_capture_file_is_read_with_its_tags() -> None:
    lines = [
        json.dumps({"time": 1.0, "kind": "speak", "text": "Screen reader on."}),
        json.dumps({"time": 2.0, "kind": "stop", "text": ""}),
        json.dumps(
            {"kind": "speak", "text": NO_FIT, "group": 4, "source": "focus", "object": "Row 1"}
        ),
    ]
    assert parse_capture(lines) == [
        Utterance("Screen reader on."),
        Utterance(NO_FIT, 4, "focus", "Row 1"),
    ]

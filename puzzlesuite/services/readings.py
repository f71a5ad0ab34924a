"""A line of a board read as one sentence, for the summary keys (R row, V column, B box…)
of every grid game (no Qt).

A sighted player takes in a row at a glance; a screen-reader player hears it in one
utterance instead of one key per cell: "Row 3: 5, 3, 2 empty, 7, empty, 9, 3 empty".
Runs of the same state that a game marks as countable (empty, covered) are said once
with their length. Only what is on the board is said, never a deduction.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

# A countable state's run of n cells: "3 empty", "2 covered".
RunText = Callable[[int], str]
SEPARATOR = ", "


def line_cells(words: Sequence[str], runs: Mapping[str, RunText]) -> str:
    """The cells of a line, in order, as one list: a run of two or more cells whose word
    is in ``runs`` is said once, with its length ("2 empty")."""
    parts: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        end = index + 1
        if word in runs:
            while end < len(words) and words[end] == word:
                end += 1
        length = end - index
        parts.append(runs[word](length) if length > 1 else word)
        index = end
    # Commas, not Babel's list formats: a row is a sequence, not an enumeration (no
    # "and" before the last cell), Babel's "unit" style is spaces only in Korean (no pause
    # for a screen reader between "2" and "7") and missing in Indonesian; ko, id and es
    # all separate such sequences with commas.
    return SEPARATOR.join(parts)


def next_line(current: int, count: int) -> int:
    """The line a second press of the same key reads: the next one, wrapping around."""
    return (current + 1) % count if count else 0

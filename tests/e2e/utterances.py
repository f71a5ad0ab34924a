"""The Orca check's "no text twice" rule (issue 21), on Orca's utterances as captured.

Plain Python (no pyatspi, no Qt), so that tests/e2e/test_orca_rule.py can test the rule
on hand-made utterance lists.

Orca 43 speaks one thing (a focus arrival, a description change…) as one call of its
``speech.speak()``, which reaches the speech server as several strings: for a board
cell that takes focus, its name and then its description ("Row 4, column 2, filled."
"2×2 square does not fit here."). The capture server (orca/orca_speech_capture.py)
writes each string with the number of that call (``group``), why Orca spoke
(``source``: "focus", "name", "description" or another handler) and the name of the
object it spoke about (``object``).

The rule: one step (a key press, or a burst of them) must not make Orca say the same
thing twice. A text said twice, or a text of 20 characters or more inside another, is a
repeat, with one exception: two focus arrivals on *different* objects may share a text,
because two cells can carry the same description (in a burst of arrows, two cells where
the piece does not fit both say "2×2 square does not fit here."). The same cell read
twice (its name twice), or a description read on arrival and again as a change, is a
repeat.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

# Orca's own words about the window: leaving Jogakbo for home, Orca 43 says the new
# window title twice (the title changes once); not a board's text.
WINDOW_TITLES = ("Puzzle Suite",)
# A shorter text inside a longer one counts as a repeat from this length on: shorter
# ones ("selected", "Home", a digit) are Orca's words or too common to be the same thing.
MIN_INSIDE = 20


@dataclass(frozen=True)
class Utterance:
    text: str
    group: int = -1  # Orca's speak() call; -1: not known
    source: str = ""  # "focus", "name", "description", …; "": not known
    object: str = ""  # the name of the object Orca spoke about; "": not known


def parse_capture(raw_lines: list[str]) -> list[Utterance]:
    """The capture file's "speak" lines (one JSON object each) as utterances."""
    said = []
    for raw in raw_lines:
        entry = json.loads(raw)
        if entry.get("kind", "speak") == "speak" and entry.get("text"):
            said.append(
                Utterance(
                    entry["text"],
                    int(entry.get("group", -1)),
                    str(entry.get("source", "")),
                    str(entry.get("object", "")),
                )
            )
    return said


def _plain(text: str) -> str:
    """The words: Orca ends a name with "." when a description follows; the S key's
    alternating trailing space is no other text."""
    return text.strip().rstrip(".").strip()


def _same_text(first: str, second: str) -> str:
    """The text `first` and `second` share, if one is the other (or, long enough,
    inside it); "" otherwise."""
    if first == second:
        return first
    shorter, longer = sorted((first, second), key=len)
    if len(shorter) >= MIN_INSIDE and shorter in longer:
        return shorter
    return ""


def _two_cells(first: Utterance, second: Utterance) -> bool:
    """Both said on focus arrivals at two different objects (each read once)."""
    return (
        first.source == "focus"
        and second.source == "focus"
        and first.group != second.group
        and bool(first.object)
        and bool(second.object)
        and first.object != second.object
    )


def said_twice(said: list[Utterance]) -> str:
    """The first text Orca said twice in one step (see the module docstring), or ""."""
    texts = [
        (words, utterance)
        for utterance in said
        if (words := _plain(utterance.text)) and words not in WINDOW_TITLES
    ]
    for index, (first_words, first) in enumerate(texts):
        for second_words, second in texts[index + 1 :]:
            shared = _same_text(first_words, second_words)
            if shared and not _two_cells(first, second):
                return shared
    return ""

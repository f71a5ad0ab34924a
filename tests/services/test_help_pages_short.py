"""How to play reads in short pieces (issue 20: it was a wall of text): headings over
short bullet lists, in every language, with every key still named."""

from __future__ import annotations

import re

import pytest

from puzzlesuite.core.registry import discover
from puzzlesuite.services import i18n
from tests.kits import kit_of
from tests.services.test_i18n_rendered import _Blocks

LANGUAGES = ("en", "ko", "id", "es")
SHORT_PAGES = [entry.id for entry in discover()]
# The longest block a player reads in one go (a long sentence; the old pages had
# paragraphs of 300 to 500 characters).
LONGEST = 260


def blocks(game: str) -> list[tuple[str, str]]:
    entry = next(e for e in discover() if e.id == game)
    parser = _Blocks()
    parser.feed(entry.help.load()())
    return parser.blocks


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", SHORT_PAGES)
def test_the_page_is_short_sections_of_short_bullets(game: str, language: str) -> None:
    i18n.set_language(language)
    page = blocks(game)
    headings = [text for tag, text in page if tag == "h3"]
    items = [text for tag, text in page if tag == "li"]
    paragraphs = [text for tag, text in page if tag == "p"]
    assert len(headings) >= 5
    assert len(items) > 3 * len(paragraphs)  # mostly lists, not prose
    longest = max((text for tag, text in page if tag in ("p", "li")), key=len)
    assert len(longest) <= LONGEST, longest
    # No heading stands alone: each one has something under it.
    tags = [tag for tag, _ in page]
    for index, tag in enumerate(tags):
        if tag == "h3":
            assert index + 1 < len(tags) and tags[index + 1] in ("p", "li"), page[index]


@pytest.mark.parametrize("game", SHORT_PAGES)
def test_every_key_is_still_on_the_page(game: str) -> None:
    words = set(re.findall(r"[\w+]+", " ".join(text for _, text in blocks(game))))
    keys = kit_of(game).help_keys  # every key the game's kit says the page names
    assert keys
    for key in keys:
        assert key in words, key

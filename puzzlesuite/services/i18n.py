"""Translations (gettext catalogs built with Babel) and locale-aware formatting.

The active language is process-wide state on purpose: every visible string goes through
`_()`, and threading a translator object through every widget would buy nothing. The
language changes only through `set_language`, and the shell re-translates every window
when it does.

Each game has its own gettext domain (its id) so games never edit each other's
catalogs; all domains of the current language are chained into one lookup.
"""

from __future__ import annotations

import gettext as gettext_module
import locale as locale_module
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import datetime as dt  # for the annotation only: start-up does not import datetime

    from babel import Locale


SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "ko", "id", "es")
# Shown in the language picker in their own language, never translated.
LANGUAGE_NAMES = {"en": "English", "ko": "한국어", "id": "Bahasa Indonesia", "es": "Español"}
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
SHELL_DOMAIN = "puzzlesuite"

_translations: gettext_module.NullTranslations = gettext_module.NullTranslations()
_language = SOURCE_LANGUAGE


def system_language(environ: dict[str, str] | None = None) -> str:
    """The first supported language named by the environment, else English."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            candidates.extend(value.split(":"))
    if not candidates and environ is None:
        code = locale_module.getlocale()[0]
        if code:
            candidates.append(code)
    for candidate in candidates:
        short = candidate.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if short in LANGUAGES:
            return short
        if short in ("c", "posix"):
            return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def resolve(choice: str) -> str:
    """'system' or a language code → a supported language code."""
    if choice in LANGUAGES:
        return choice
    return system_language()


def load_catalogs(language: str, locale_dir: Path = LOCALE_DIR) -> gettext_module.NullTranslations:
    if language == SOURCE_LANGUAGE:
        return gettext_module.NullTranslations()
    folder = locale_dir / language / "LC_MESSAGES"
    domains = sorted(p.stem for p in folder.glob("*.mo"))
    # The shell's catalog answers first; games' catalogs follow in name order.
    domains.sort(key=lambda d: d != SHELL_DOMAIN)
    chain: gettext_module.NullTranslations = gettext_module.NullTranslations()
    first = True
    for domain in domains:
        with open(folder / f"{domain}.mo", "rb") as handle:
            catalog = gettext_module.GNUTranslations(handle)
        if first:
            chain, first = catalog, False
        else:
            chain.add_fallback(catalog)
    return chain


def set_language(choice: str) -> str:
    """Activate a language ('system' allowed); returns the code now in use."""
    global _translations, _language
    language = resolve(choice)
    _translations = load_catalogs(language)
    _language = language
    return language


def current_language() -> str:
    return _language


def _(message: str) -> str:
    return _translations.gettext(message)


def N_(message: str) -> str:
    """Marks a string for extraction; translate it with `_()` when it is shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translations.pgettext(context, message)


def babel_locale() -> Locale:
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(_language)
    except (UnknownLocaleError, ValueError):
        return Locale.parse(SOURCE_LANGUAGE)


class _Formatting:
    """Numbers, dates and durations in the current language."""

    # Babel is imported on first use: it costs start-up time the home screen does not need.
    def number(self, value: float) -> str:
        from babel import numbers

        return numbers.format_decimal(value, locale=babel_locale())

    def date(self, day: dt.date) -> str:
        from babel import dates

        return dates.format_date(day, format="long", locale=babel_locale())

    def duration(self, seconds: float) -> str:
        """The one duration format of the suite, never a clock: the two largest units,
        a zero smaller one left out. "27 seconds", "1 minute, 23 seconds", "12 minutes",
        "1 hour, 5 minutes" (the join is translated: Indonesian "1 menit 23 detik").
        Seconds are rounded, so a total, a best time and an average that agree in seconds
        read the same."""
        whole = max(0, int(round(seconds)))
        if whole < 3600:
            minutes, rest = divmod(whole, 60)
            return self._units(((minutes, "duration-minute"), (rest, "duration-second")))
        hours, rest = divmod(whole // 60, 60)
        return self._units(((hours, "duration-hour"), (rest, "duration-minute")))

    def _units(self, amounts: tuple[tuple[int, str], tuple[int, str]]) -> str:
        """The larger unit when it is not zero, the smaller when it is not zero or alone."""
        from babel import units

        loc = babel_locale()
        (larger, larger_unit), (smaller, smaller_unit) = amounts
        parts = []
        if larger:
            parts.append(units.format_unit(larger, larger_unit, length="long", locale=loc))
        if smaller or not larger:
            parts.append(units.format_unit(smaller, smaller_unit, length="long", locale=loc))
        if len(parts) == 1:
            return parts[0]
        # How two units join is each language's own (Babel's "unit" lists put a comma in
        # Indonesian, "1 menit, 23 detik", which a screen reader pauses on, and have none
        # for Spanish), so it is a translatable pattern, not a list.
        # TRANSLATORS: a duration of two units, e.g. "1 minute, 23 seconds" or
        # "2 hours, 5 minutes"; {larger} and {smaller} are already translated with their
        # numbers. Join them as your language says a duration aloud.
        pattern = pgettext("duration", "{larger}, {smaller}")
        return pattern.format(larger=parts[0], smaller=parts[1])

    def and_list(self, items: Iterable[str]) -> str:
        """ "a, b and c" in the current language: Babel's list, except Korean, where
        Babel's 및 is a written word that sounds like a form read aloud ("a, b 및 c"):
        spoken Korean lists are comma lists ("a, b, c"; a placeholder cannot take 와/과,
        which depends on the value's last sound). Every game's lists come from here (lists of
        rows, columns and boxes from `unit_list`)."""
        from babel import lists

        parts = [str(part) for part in items]
        if not parts:
            return ""
        if _language == "ko":
            return ", ".join(parts)
        return _spanish_conjunction(
            lists.format_list(parts, style="standard", locale=babel_locale()), parts
        )

    def unit_list(self, groups: Iterable[Iterable[str]]) -> str:
        """A list of board units (rows, columns, boxes; never cells), given as runs of one
        kind in the order they are said: [["row 3", "row 4"], ["column 5"]]. The same text
        as `and_list` of them all, except Korean: its comma list "3행, 5열" is heard as the
        cell name 3행 5열, so Korean joins with 과/와 at the first change of kind and
        wherever a row meets a column ("3행과 5열"), and with commas elsewhere ("2행, 3행과
        5열", "1행과 4열, 1번 블록": three 과 in a row are heavy to hear)."""
        runs = [[str(item) for item in group] for group in groups]
        runs = [run for run in runs if run]
        if _language != "ko":
            return self.and_list(item for run in runs for item in run)
        text = ""
        for index, run in enumerate(runs):
            if index == 1 or (index and _korean_row_meets_column(runs[index - 1][-1], run[0])):
                text += _korean_and_particle(text) + " "
            elif index:
                text += ", "
            text += ", ".join(run)
        return text

    def or_list(self, items: Iterable[str]) -> str:
        """ "a, b or c" in the current language (Babel's), as and_list."""
        from babel import lists

        parts = [str(part) for part in items]
        if not parts:
            return ""
        return _spanish_conjunction(
            lists.format_list(parts, style="or", locale=babel_locale()), parts
        )


# The last digit of a number as read in Sino-Korean (0 ends 십, 백, 천, 만): 과 after these.
_KOREAN_DIGITS_WITH_FINAL = "013678"


def _korean_row_meets_column(before: str, after: str) -> bool:
    """True where a row name meets a column name, which a comma alone would join into the
    sound of one cell name ("3행, 5열" heard as 3행 5열)."""

    def kind(name: str) -> str:
        return "행" if "행" in name else "열" if "열" in name else ""

    return {kind(before), kind(after)} == {"행", "열"}


def _korean_and_particle(word: str) -> str:
    """과 after a final consonant (행, 열, 블록, 일, 삼), 와 after a vowel (이, 사, 까지);
    the sound of the word's last syllable, a digit by its Sino-Korean reading."""
    last = word.rstrip()[-1:]
    if last.isdigit():
        return "과" if last in _KOREAN_DIGITS_WITH_FINAL else "와"
    if "가" <= last <= "힣":
        return "과" if (ord(last) - ord("가")) % 28 else "와"
    return ","  # no Korean sound to choose by (never a unit name): a plain comma


# Spanish says "u" for "o" before the sound o- ("7 u 8", "u hoja", "u once") and "e" for
# "y" before the sound i- ("e hijo", not "e hielo"): Babel's lists always put o / y.
_SPANISH_SWAPS = {
    " o ": (re.compile(r"^(?:h?[oóOÓ]|8|11(?!\d))"), " u "),
    " y ": (re.compile(r"^h?[iíIÍ](?![aeiouáéóúAEIOU])"), " e "),
}


def _spanish_conjunction(listed: str, parts: list[str]) -> str:
    if _language != "es" or len(parts) < 2:
        return listed
    last = parts[-1]
    for word, (sound, swapped) in _SPANISH_SWAPS.items():
        if listed.endswith(word + last) and sound.match(last):
            return listed[: -len(word + last)] + swapped + last
    return listed


fmt = _Formatting()

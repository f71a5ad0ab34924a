"""Translation catalogs: extract, update, compile, check.

    python tools/i18n.py extract   # source strings → translations/<domain>.pot
    python tools/i18n.py update    # .pot → translations/<lang>/LC_MESSAGES/<domain>.po
    python tools/i18n.py compile   # .po → puzzlesuite/locale/<lang>/LC_MESSAGES/<domain>.mo
    python tools/i18n.py check     # fails on untranslated/fuzzy/stale catalogs

Domains: `puzzlesuite` (everything outside puzzlesuite/games/<id>/) and one per game id.
Pass domain names after the command to limit it, e.g. `update reversi`.
"""

from __future__ import annotations

import datetime as dt
import io
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "puzzlesuite"
GAMES = PACKAGE / "games"
TRANSLATIONS = ROOT / "translations"
LOCALE = PACKAGE / "locale"
LANGUAGES = ("ko", "id", "es")
SHELL_DOMAIN = "puzzlesuite"
# A fixed header date keeps regenerated templates free of meaningless diffs.
TEMPLATE_DATE = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)


def game_ids() -> list[str]:
    return sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())


def domains() -> list[str]:
    return [SHELL_DOMAIN, *game_ids()]


def owning_game(path: Path) -> str | None:
    parts = path.relative_to(PACKAGE).parts
    return parts[1] if len(parts) > 2 and parts[0] == "games" else None


def sources(domain: str) -> list[Path]:
    owner = None if domain == SHELL_DOMAIN else domain
    return sorted(p for p in PACKAGE.rglob("*.py") if owning_game(p) == owner)


def extracted(domain: str) -> Catalog:
    catalog = Catalog(
        project="Puzzle Suite",
        domain=domain,
        creation_date=TEMPLATE_DATE,
        revision_date=TEMPLATE_DATE,
        fuzzy=False,
    )
    for path in sources(domain):
        rel = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
            "python", str(path), keywords=DEFAULT_KEYWORDS, comment_tags=("TRANSLATORS:",)
        ):
            catalog.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
    return catalog


def template_path(domain: str) -> Path:
    return TRANSLATIONS / f"{domain}.pot"


def po_path(domain: str, language: str) -> Path:
    return TRANSLATIONS / language / "LC_MESSAGES" / f"{domain}.po"


def mo_path(domain: str, language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.mo"


def shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def render_po(catalog: Catalog, **options: bool) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=88, **options)
    return buffer.getvalue()


def render_mo(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def read_catalog(path: Path, language: str | None = None) -> Catalog:
    with open(path, "rb") as handle:
        return read_po(handle, locale=language)


def extract(selected: Iterable[str]) -> None:
    TRANSLATIONS.mkdir(exist_ok=True)
    for domain in selected:
        template_path(domain).write_bytes(render_po(extracted(domain)))
        print(f"extracted {template_path(domain).relative_to(ROOT)}")


def update(selected: Iterable[str]) -> None:
    for domain in selected:
        template = read_catalog(template_path(domain))
        for language in LANGUAGES:
            path = po_path(domain, language)
            if path.exists():
                catalog = read_catalog(path, language)
                catalog.update(template, update_header_comment=False)
            else:
                catalog = Catalog(
                    locale=language,
                    domain=domain,
                    project="Puzzle Suite",
                    creation_date=TEMPLATE_DATE,
                    fuzzy=False,
                )
                catalog.update(template)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(render_po(catalog, ignore_obsolete=True))
            print(f"updated {path.relative_to(ROOT)}")


def compile_catalogs(selected: Iterable[str]) -> None:
    for domain in selected:
        for language in LANGUAGES:
            source = po_path(domain, language)
            if not source.exists():
                continue
            target = mo_path(domain, language)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(render_mo(read_catalog(source, language)))
            print(f"compiled {target.relative_to(ROOT)}")


MessageKey = tuple[str, str | None]


def problems(selected: Iterable[str]) -> list[str]:
    """Everything that makes a catalog unfit to ship, one line each."""
    found: list[str] = []
    selected = list(selected)
    for domain in selected:
        fresh = extracted(domain)
        wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in fresh if m.id}
        template = template_path(domain)
        if not template.exists():
            found.append(f"{domain}: no template; run extract")
            continue
        in_template = {
            (m.id if isinstance(m.id, str) else m.id[0], m.context)
            for m in read_catalog(template)
            if m.id
        }
        if wanted != in_template:
            found.append(f"{shown(template)}: stale; run extract and update")
        for language in LANGUAGES:
            found.extend(_language_problems(domain, language, wanted))
    return found + conflicts(selected)


def conflicts(selected: Iterable[str]) -> list[str]:
    """The same English text translated differently in two domains.

    All domains of a language are chained into one lookup, so only one translation of
    a text can ever show: the domains must agree (or use pgettext with a context).
    """
    found = []
    for language in LANGUAGES:
        first_seen: dict[MessageKey, tuple[str, object]] = {}
        for domain in selected:
            path = po_path(domain, language)
            if not path.exists():
                continue
            for message in read_catalog(path, language):
                if not message.id:
                    continue
                key = (
                    message.id if isinstance(message.id, str) else message.id[0],
                    message.context,
                )
                other = first_seen.setdefault(key, (domain, message.string))
                if other[1] != message.string:
                    found.append(
                        f"{language}: {key[0]!r} is {other[1]!r} in {other[0]} "
                        f"but {message.string!r} in {domain}"
                    )
    return found


def _language_problems(domain: str, language: str, wanted: set[MessageKey]) -> list[str]:
    path = po_path(domain, language)
    rel = shown(path)
    if not path.exists():
        return [f"{rel}: missing"]
    catalog = read_catalog(path, language)
    found = []
    expected_plurals = get_plural(language).num_plurals
    if catalog.num_plurals != expected_plurals:
        found.append(f"{rel}: nplurals={catalog.num_plurals}, Babel says {expected_plurals}")
    have = set()
    for message in catalog:
        if not message.id:
            continue
        key = (message.id if isinstance(message.id, str) else message.id[0], message.context)
        have.add(key)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy:
            found.append(f"{rel}: fuzzy: {key[0]!r}")
        elif not all(strings):
            found.append(f"{rel}: untranslated: {key[0]!r}")
        elif isinstance(message.string, tuple) and len(strings) != catalog.num_plurals:
            found.append(f"{rel}: wrong number of plural forms: {key[0]!r}")
        elif unknown := placeholder_mismatch(message.id, strings):
            found.append(f"{rel}: unknown placeholder {unknown}: {key[0]!r}")
    for key in sorted(wanted - have, key=str):
        found.append(f"{rel}: missing message {key[0]!r}")
    compiled = mo_path(domain, language)
    if not compiled.exists() or compiled.read_bytes() != render_mo(catalog):
        found.append(f"{shown(compiled)}: stale or missing; run compile")
    return found


PLACEHOLDER = re.compile(r"(?<!\{)\{(\w*)[^{}]*\}")


def placeholder_mismatch(source: str | tuple[str, ...], strings: tuple[str, ...]) -> str:
    """`{names}` in a translation that the English text does not have: `.format()`
    raises KeyError on them, so a typo there would crash the screen showing it.
    (Leaving one out is allowed: "a draw, 32 to 32" may say the count once.)"""
    sources = source if isinstance(source, tuple) else (source,)
    expected = {name for text in sources for name in PLACEHOLDER.findall(text)}
    unknown = {name for text in strings for name in PLACEHOLDER.findall(text)} - expected
    return ", ".join(sorted(unknown))


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("extract", "update", "compile", "check"):
        print(__doc__)
        return 2
    selected = argv[1:] or domains()
    if argv[0] == "extract":
        extract(selected)
    elif argv[0] == "update":
        update(selected)
    elif argv[0] == "compile":
        compile_catalogs(selected)
    else:
        found = problems(selected)
        for line in found:
            print(line)
        print("catalogs OK" if not found else f"{len(found)} problem(s)")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

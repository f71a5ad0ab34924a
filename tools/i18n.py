"""Translation catalogs: extract, update, compile, check.

    python tools/i18n.py extract   # source strings → translations/<domain>.pot
    python tools/i18n.py update    # .pot → translations/<lang>/LC_MESSAGES/<domain>.po
    python tools/i18n.py compile   # .po → puzzlesuite/locale/<lang>/LC_MESSAGES/<domain>.mo
    python tools/i18n.py check     # fails on untranslated/fuzzy/stale catalogs, on
                                   # translations that break translations/<lang>/GLOSSARY.md,
                                   # and on the pofilter and rendered-sentence rules of
                                   # tools/i18n_rules.py

Domains: `puzzlesuite` (everything outside puzzlesuite/games/<id>/) and one per game id.
Pass domain names after the command to limit it, e.g. `update reversi`.
"""

from __future__ import annotations

import datetime as dt
import io
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
# The rendered-sentence rules build sample values with this checkout's own games.
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
try:
    from tools import i18n_rules as rules
except ImportError:  # run as a script: tools/ itself is on the path
    import i18n_rules as rules  # type: ignore[no-redef]
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
    # Sorted, and without line numbers: moving code or adding a message elsewhere leaves
    # the other entries untouched, so parallel branches merge their catalogs cleanly.
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=88, sort_output=True, include_lineno=False, **options)
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
    return (
        found
        + conflicts(selected)
        + style_problems(selected)
        + mnemonic_clashes(selected)
        + rule_problems(selected)
    )


def rule_entries(domain: str, language: str) -> list[rules.Entry]:
    """The messages of one catalog with the template's translator comments."""
    comments = {
        (m.id if isinstance(m.id, str) else m.id[0], m.context): tuple(m.auto_comments)
        for m in read_catalog(template_path(domain))
        if m.id
    }
    entries = []
    source = template_path(domain) if language == "en" else po_path(domain, language)
    for message in read_catalog(source, None if language == "en" else language):
        if not message.id:
            continue
        english = text_forms(message.id)
        strings = english if language == "en" else text_forms(message.string)
        if not strings or message.fuzzy:
            continue
        key = (english[0], message.context)
        entries.append(
            rules.Entry(domain, language, english, strings, message.context, comments.get(key, ()))
        )
    return entries


def rule_problems(selected: Iterable[str]) -> list[str]:
    """pofilter's standard checks, then the rules on rendered sentences and templates
    (tools/i18n_rules.py)."""
    from puzzlesuite.services import i18n as runtime

    selected = [d for d in selected if template_path(d).exists()]
    found = rules.pofilter_problems(
        {
            (d, language): po_path(d, language)
            for d in selected
            for language in LANGUAGES
            if po_path(d, language).exists()
        }
    )
    buttons = checked_button_texts(selected)
    english_samples = rules.build_samples("en")
    try:
        for language in ("en", *LANGUAGES):
            samples = english_samples if language == "en" else rules.build_samples(language)
            entries = [e for d in selected for e in rule_entries(d, language)]
            for entry in entries:
                issues = rules.rendered_problems(entry, samples, english_samples)
                if language == "en":
                    issues += rules.comment_problems(entry)
                else:
                    issues += rules.length_problems(entry, buttons)
                    issues += rules.one_form_problems(entry)
                where = (
                    f"translations/{entry.domain}.pot"
                    if language == "en"
                    else (shown(po_path(entry.domain, language)))
                )
                found.extend(f"{where}: {issue}: {entry.key!r}" for issue in issues)
            found += rules.counter_problems(entries) + rules.punctuation_problems(entries)
    finally:
        runtime.set_language("en")
    return found


def checked_button_texts(selected: Iterable[str]) -> set[str]:
    """The English texts the button-length rule holds: those the source sets on buttons
    and check boxes, and the control row's (ui/control_row.py makes its buttons from a
    table of N_() texts, which `rules.button_texts` cannot see)."""
    found = rules.button_texts(p for d in selected for p in sources(d))
    return found | set(SHELL_MNEMONIC_GROUPS["control row"])


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
        elif unknown := placeholder_mismatch(text_forms(message.id), text_forms(message.string)):
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
    (Leaving one out is pofilter's pythonbraceformat check, per plural form.)"""
    sources = source if isinstance(source, tuple) else (source,)
    expected = {name for text in sources for name in PLACEHOLDER.findall(text)}
    unknown = {name for text in strings for name in PLACEHOLDER.findall(text)} - expected
    return ", ".join(sorted(unknown))


# Glossary rules ----------------------------------------------------------------------
# Each language's GLOSSARY.md is written for people; two of its tables are also read here
# so the rules a reviewer wrote down cannot quietly be broken again.
BANNED_HEADING = "## Banned variants (checked)"
REQUIRED_HEADING = "## Required terms (checked)"


@dataclass(frozen=True)
class Glossary:
    # (banned in the translation, where in the English, what to write instead)
    banned: tuple[tuple[re.Pattern[str], re.Pattern[str], str], ...]
    # (where in the English, required in the translation)
    required: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]


def glossary_path(language: str) -> Path:
    return TRANSLATIONS / language / "GLOSSARY.md"


def _table_rows(text: str, heading: str) -> list[list[str]]:
    """The cells of the Markdown table under `heading`; `\\|` is a `|` inside a cell and
    backticks around a cell are dropped."""
    if heading not in text:
        return []
    rows = []
    for line in text.split(heading, 1)[1].splitlines():
        if line.startswith("## "):
            break
        if not line.startswith("|") or set(line) <= set("|- "):
            continue
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        rows.append([c[1:-1] if c.startswith("`") and c.endswith("`") else c for c in cells])
    return rows[1:]  # the first row names the columns


def read_glossary(language: str) -> Glossary:
    path = glossary_path(language)
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    banned = tuple(
        (re.compile(bad), re.compile(where), instead.replace("`", ""))
        for bad, where, instead, *_ in _table_rows(text, BANNED_HEADING)
    )
    required = tuple(
        (re.compile(where, re.IGNORECASE), re.compile(needed, re.IGNORECASE))
        for where, needed, *_ in _table_rows(text, REQUIRED_HEADING)
    )
    return Glossary(banned, required)


def english_subject(message_id: tuple[str, ...], context: str | None) -> str:
    """What the glossary's "where" patterns search: the English (both forms of a plural),
    prefixed by `context: ` when the message has a pgettext context; placeholders read `{}`."""
    english = re.sub(r"\{\w*\}", "{}", " | ".join(message_id))  # "{group}" is a value, not the word
    return f"{context}: {english}" if context else english


# The first letter of a sentence: at the start, or after a full stop, "?" or "!" and a
# space, behind any opening marks (Spanish "¿", "¡", quotes, a bracket).
SENTENCE_HEAD = re.compile(r"(^|[.?!]\s+)([¿¡\"“‘'(]*)(\w)")


def sentence_heads_lowered(text: str) -> str:
    """`text` with the first letter of each sentence in lower case."""
    return SENTENCE_HEAD.sub(lambda m: m.group(1) + m.group(2) + m.group(3).lower(), text)


def glossary_problems(
    glossary: Glossary, message_id: tuple[str, ...], context: str | None, translation: str
) -> list[str]:
    subject = english_subject(message_id, context)
    # Judge the words as shown: without the mnemonic marks ("Partida &nueva", "새 게임(&N)").
    translation = re.sub(r"\(&\w\)", "", translation).replace("&", "")
    # A case-sensitive pattern names a word as it stands inside a sentence; the same word
    # opening a sentence has a capital ("Melawan {opponent}" got past "melawan \{opponent\}"
    # in round 2), so each pattern is also tried on the text with sentence heads lowered.
    # Patterns that ban a capital ("Tidak ada urungkan") still see the text as written.
    as_inside = sentence_heads_lowered(translation)
    found = []
    for bad, where, instead in glossary.banned:
        if where.search(subject) and (hit := bad.search(translation) or bad.search(as_inside)):
            found.append(f"{hit.group(0)!r} is banned here (glossary: {instead})")
    for where, needed in glossary.required:
        if where.search(subject) and not needed.search(translation):
            found.append(f"lacks the glossary term {needed.pattern!r}")
    return found


# Korean: sentences end in 합니다체 (or the polite request -세요/-십시오 the seed pages use).
KOREAN_SENTENCE_END = re.compile(r"(다|까|세요|십시오)$")
KOREAN_SENTENCE_SPLIT = re.compile(r"(?<=\S[.?!])\s+")
TRAILING_CLOSERS = "\"'”’)]」』"
# A particle whose form depends on the last sound of the word before it, right after a
# placeholder (the value can end in any sound), or the parenthesised crutch forms.
KOREAN_PARTICLE_AFTER_PLACEHOLDER = re.compile(
    r"\}(은|는|이|가|을|를|과|와|으로|로|이나|나|이랑|랑)(?=[\s.,:;!?)]|$)"
    r"|\((은|는|이|가|을|를|과|와|으|이)\)"
)


def is_sentence(english: str) -> bool:
    return english.rstrip().endswith((".", "?", "!"))


def korean_problems(message_id: tuple[str, ...], translation: str) -> list[str]:
    found = []
    if hit := KOREAN_PARTICLE_AFTER_PLACEHOLDER.search(translation):
        found.append(f"particle {hit.group(0)!r} depends on a value's last sound; reword")
    if is_sentence(message_id[0]):
        for sentence in KOREAN_SENTENCE_SPLIT.split(translation.strip()):
            if not korean_sentence_ends_well(sentence):
                found.append(f"sentence not in 합니다체: {sentence!r}")
    return found


def korean_sentence_ends_well(sentence: str) -> bool:
    """`…습니다.` / `…세요.` pass; `…때요.` (해요체) and `…고름.` (clipped) fail. A sentence
    that ends in a value ("점수: {score}.", "놓았습니다: {shape}.") is a label with its value
    and passes; a closing parenthesis after the verb ("…입니다(최근 2000번).") is skipped."""
    body = re.sub(r"\s*\([^()]*\)$", "", sentence.rstrip(".?!… "))
    body = body.rstrip(TRAILING_CLOSERS + " ")
    words = body.split()
    if not words:
        return True
    last = words[-1].rstrip(TRAILING_CLOSERS)
    if "{" in last or re.fullmatch(r"[\w,.·×+\-/]*", last, re.ASCII):
        return True  # ends in a value, a number or a Latin word
    return bool(KOREAN_SENTENCE_END.search(last))


def text_forms(text: object) -> tuple[str, ...]:
    """A message's id or string as a tuple of its non-empty forms (plurals have several)."""
    forms = text if isinstance(text, (tuple, list)) else (text,)
    return tuple(form for form in forms if isinstance(form, str) and form)


def style_problems(selected: Iterable[str]) -> list[str]:
    """Translations that break their language's glossary or register."""
    found: list[str] = []
    for language in LANGUAGES:
        glossary = read_glossary(language)
        for domain in selected:
            path = po_path(domain, language)
            if not path.exists():
                continue
            for message in read_catalog(path, language):
                if not message.id:
                    continue
                english_forms = text_forms(message.id)
                for translation in text_forms(message.string):
                    issues = glossary_problems(
                        glossary, english_forms, message.context, translation
                    )
                    if language == "ko":
                        issues += korean_problems(english_forms, translation)
                    english = english_subject(english_forms, message.context)
                    found.extend(f"{shown(path)}: {issue}: {english!r}" for issue in issues)
    return found


# Menu mnemonics ------------------------------------------------------------------------
# Texts that share one keyboard namespace (Alt+letter in a window, or the letters of one
# open menu). The window has no menu bar: its Alt+letter keys are the control row's (in
# the header) and each game's own buttons, checked together below. The main menu (F10)
# is one open menu: the shell's entries and a game's own (Sudoku's) share its letters.
MAIN_MENU = (
    "&New game",
    "&Undo",
    "&Redo",
    "H&int",
    "&Home",
    "&View",
    "&Statistics",
    "S&ettings…",
    "&Keyboard shortcuts",
    "Ho&w to play",
    "A&bout Puzzle Suite",
    "&Licences",
    "&Quit",
)
SHELL_MNEMONIC_GROUPS: dict[str, tuple[str, ...]] = {
    "main menu": MAIN_MENU,
    "View menu": (
        "&Full screen",
        "Row and column &labels",
        "&Sound",
        "Zoom &in",
        "Zoom &out",
        "&Actual size",
    ),
    "Settings dialog": (
        "&Language",
        "&Theme",
        "Te&xt size",
        "&Reduce motion",
        "S&ound",
        "&Volume",
        "Screen-reader &speech",
        "Row and column la&bels",
    ),
    "Statistics dialog": ("Show charts as &tables", "&Reset statistics…", "&Export as CSV…"),
    "Take-over question": ("&Take over", "&Quit"),  # shell/app.py, a lock of another computer
    # puzzlesuite/ui/control_row.py, in the window's header: also checked with each
    # game's own buttons (below), for the controls that game shows.
    "control row": (
        "H&ome",
        "&New game",
        "&Undo",
        "&Redo",
        "H&int",
        "&Level and options",
    ),
}
CONTROL_KEYS = ("home", "new", "undo", "redo", "hint")
CONTROL_ROW = dict(zip(CONTROL_KEYS, SHELL_MNEMONIC_GROUPS["control row"][:5], strict=True))


def shown_controls(game_id: str) -> list[str]:
    """The control row texts a game shows (its GameEntry says which it has)."""
    sys.path.insert(0, str(ROOT))
    try:
        import importlib

        entry = importlib.import_module(f"puzzlesuite.games.{game_id}").ENTRY
    finally:
        sys.path.pop(0)
    has = {
        "home": True,
        "new": entry.has_new,
        "undo": entry.has_undo,
        "redo": entry.has_redo,
        "hint": entry.has_hint,
    }
    shown = [text for key, text in CONTROL_ROW.items() if has[key]]
    # Any game's side panel may fold away beside a large board (Minesweeper's Expert):
    # the button that brings it back shares the window with the game's own mnemonics.
    shown.append("&Level and options")
    return shown


MNEMONIC = re.compile(r"&(\w)")


def mnemonic(text: str) -> str | None:
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def _has_mnemonic(message_id: object) -> bool:
    return isinstance(message_id, str) and mnemonic(message_id) is not None


def mnemonic_groups(selected: Iterable[str]) -> dict[str, list[tuple[str, str]]]:
    """Window or menu name → [(domain, English)] whose mnemonics must differ."""
    groups = {
        name: [(SHELL_DOMAIN, text) for text in texts]
        for name, texts in SHELL_MNEMONIC_GROUPS.items()
    }
    for domain in selected:
        if domain == SHELL_DOMAIN:
            continue
        own = sorted(
            m.id for m in extracted(domain) if isinstance(m.id, str) and _has_mnemonic(m.id)
        )
        # A game's entries in the main menu share that menu's letters, not the window's.
        in_menu = rules.menu_entry_texts(sources(domain))
        groups[f"main window with {domain}"] = [
            *((SHELL_DOMAIN, t) for t in shown_controls(domain)),
            *((domain, t) for t in own if t not in in_menu),
        ]
        if in_menu & set(own):
            groups[f"main menu with {domain}"] = [
                *((SHELL_DOMAIN, t) for t in MAIN_MENU),
                *((domain, t) for t in own if t in in_menu),
            ]
    return groups


def mnemonic_clashes(selected: Iterable[str]) -> list[str]:
    selected = list(selected)
    found = []
    grouped = {text for text in (t for ts in SHELL_MNEMONIC_GROUPS.values() for t in ts)}
    if SHELL_DOMAIN in selected:
        for message in extracted(SHELL_DOMAIN):
            if _has_mnemonic(message.id) and message.id not in grouped:
                found.append(
                    f"tools/i18n.py: {message.id!r} has a mnemonic but no SHELL_MNEMONIC_GROUPS "
                    "entry says which window or menu it shares"
                )
    groups = mnemonic_groups(selected)  # English only: the same for every language
    for language in ("en", *LANGUAGES):
        lookups = {d: _translations_of(d, language) for d in {SHELL_DOMAIN, *selected}}
        for name, members in groups.items():
            seen: dict[str, str] = {}
            for domain, english in members:
                shown_text = lookups[domain].get(english, english)
                letter = mnemonic(shown_text)
                if letter is None:
                    found.append(f"{language}: {shown_text!r} ({english!r}) has no mnemonic")
                elif letter in seen:
                    found.append(
                        f"{language}: {name}: {shown_text!r} and {seen[letter]!r} "
                        f"share Alt+{letter.upper()}"
                    )
                else:
                    seen[letter] = shown_text
    return found


def _translations_of(domain: str, language: str) -> dict[str, str]:
    path = po_path(domain, language)
    if language == "en" or not path.exists():
        return {}
    return {
        m.id: m.string
        for m in read_catalog(path, language)
        if isinstance(m.id, str) and isinstance(m.string, str) and m.string and not m.context
    }


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

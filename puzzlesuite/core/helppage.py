"""The HTML of a How-to-play page, from texts already in the current language."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape


def help_section(title: str, paragraphs: Iterable[str], bullets: Iterable[str] = ()) -> str:
    body = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    items = "".join(f"<li>{escape(b)}</li>" for b in bullets)
    if items:
        body += f"<ul>{items}</ul>"
    return f"<h3>{escape(title)}</h3>{body}"


def help_page(title: str, sections: Iterable[str]) -> str:
    return f"<h2>{escape(title)}</h2>\n" + "\n".join(sections)

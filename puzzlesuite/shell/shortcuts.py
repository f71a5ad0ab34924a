"""The Keyboard shortcuts window (Ctrl+?, Ctrl+Shift+/ and the main menu): the keys of the
game on show and the shell's, grouped, in the app's page layout.

A page per game (the game's own groups from its entry's `keys` hook, then the game
actions it has and the window's keys) and a first page for the app itself (home and
the window); it opens on the game being played, or on the first page from home. Each
page is a readable page (a keyboard caret, read line by line), as How to play is: a
table of keys and what they do under each group's title.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from puzzlesuite.core.registry import GameEntry, KeyGroup
from puzzlesuite.services.i18n import _
from puzzlesuite.shell.context import AppContext
from puzzlesuite.shell.dialogs import PagesDialog
from puzzlesuite.ui import theme

# The shell's groups for a page: (the game of the page, None for the app's own page).
ShellKeys = Callable[[GameEntry | None], list[KeyGroup]]


def groups_html(groups: list[KeyGroup]) -> str:
    """Each group's title, then a table: the keys (as key caps) and what they do."""
    tokens = theme.applied()
    cap = f"background-color:{tokens.button.name()};color:{tokens.text.name()}"
    parts = []
    for group in groups:
        rows = "".join(
            "<tr>"
            f'<td style="padding:3px 16px 3px 0;white-space:nowrap">'
            f'<span style="{cap}">&nbsp;{escape(keys)}&nbsp;</span></td>'
            f'<td style="padding:3px 0">{escape(what)}</td>'
            "</tr>"
            for keys, what in group.keys
        )
        parts.append(f"<h3>{escape(group.title)}</h3><table>{rows}</table>")
    return "\n".join(parts)


class ShortcutsDialog(PagesDialog):
    object_name = "shortcuts-dialog"

    def __init__(
        self,
        ctx: AppContext,
        entries: list[GameEntry],
        current: str | None,
        shell_keys: ShellKeys,
        parent: object = None,
    ) -> None:
        self.shell_keys = shell_keys
        super().__init__(ctx, entries, current, parent)  # type: ignore[arg-type]
        ctx.theme_changed.connect(self.retranslate)  # the key caps' colours

    def page_count(self) -> int:
        return len(self.entries) + 1  # the app's own page first

    def page_index(self, game_id: str | None) -> int:
        ids = [entry.id for entry in self.entries]
        return ids.index(game_id) + 1 if game_id in ids else 0

    def title(self) -> str:
        return _("Keyboard shortcuts")

    def page_title(self, index: int) -> str:
        return _("Puzzle Suite") if index == 0 else _(self.entries[index - 1].title)

    def page_groups(self, index: int) -> list[KeyGroup]:
        """What page `index` lists: the game's own groups (none for a game whose entry
        names no keys), then the shell's."""
        entry = None if index == 0 else self.entries[index - 1]
        own = entry.keys.load()() if entry is not None and entry.keys is not None else []
        return [*own, *self.shell_keys(entry)]

    def page_html(self, index: int) -> str:
        return groups_html(self.page_groups(index))

"""Settings, How to play, About and the error dialog, in the app's page layout (ui/pages.py;
Statistics: shell/statistics.py, Keyboard shortcuts: shell/shortcuts.py, Licences:
shell/licences.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSlider,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import puzzlesuite
from puzzlesuite.core.registry import GameEntry
from puzzlesuite.core.resources import ICON_DIR
from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import N_, _
from puzzlesuite.services.settings import THEMES, VERBOSITIES, ZOOM_STEPS
from puzzlesuite.shell.context import AppContext
from puzzlesuite.ui import theme
from puzzlesuite.ui.accessible import strip_mnemonic
from puzzlesuite.ui.pages import GamePages, readable_page
from puzzlesuite.ui.tokens import SPACING, TYPE
from puzzlesuite.ui.touch import kinetic_scroll

VOLUME_STEP = 10  # percent, per arrow key

THEME_NAMES = {
    "system": N_("Same as the system"),
    "light": N_("Light"),
    "dark": N_("Dark"),
    "contrast": N_("High contrast"),
}
VERBOSITY_NAMES = {"full": N_("Full"), "brief": N_("Brief")}


def close_buttons(dialog: QDialog) -> QDialogButtonBox:
    """A Close button whose text follows our catalogs in every language (Qt ships no
    Indonesian translation of its own buttons)."""
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    box.rejected.connect(dialog.reject)
    return box


def retranslate_buttons(box: QDialogButtonBox) -> None:
    names = {
        QDialogButtonBox.StandardButton.Close: _("Close"),
        QDialogButtonBox.StandardButton.Ok: _("OK"),
        QDialogButtonBox.StandardButton.Cancel: _("Cancel"),
    }
    for standard, text in names.items():
        button = box.button(standard)
        if button is not None:
            button.setText(text)
            button.setAccessibleName(strip_mnemonic(text))


class TranslatedDialog(QDialog):
    """Re-translates itself live while open."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.buttons = close_buttons(self)
        ctx.language_changed.connect(self.retranslate)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def retranslate(self) -> None:
        retranslate_buttons(self.buttons)


SETTINGS_MIN_WIDTH = 380
DIALOG_SIZE = (760, 560)  # How to play, Statistics, Keyboard shortcuts, Licences


class PagesWindow(TranslatedDialog):
    """A window in the app's page layout (ui/pages.py): the sidebar of pages, the page's
    title, the page, and the Close button under it."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, sidebar: bool = True):
        super().__init__(ctx, parent)
        self.tabs = GamePages(sidebar=sidebar)
        self.tabs.set_footer(self.buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)


def _note(text: str = "") -> QLabel:
    """A row's explanation under it: the caption step, muted, wrapped."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    label.setFont(theme.font_for(label.font(), TYPE.caption))
    return label


class SettingsPage(QWidget):
    """One section of the preferences: rows of a title and its control, each with an
    optional explanation under it."""

    def __init__(self) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(SPACING.l)
        self.grid.setVerticalSpacing(SPACING.xs)
        self.grid.setColumnStretch(0, 1)
        self._row = 0

    def add(self, title: QWidget, control: QWidget | QLayout | None = None, *notes: QLabel) -> None:
        """A row: `title` (a label, or a switch that is its own title) and `control` at
        the right; the notes under them."""
        if self._row:
            self.grid.setRowMinimumHeight(self._row, SPACING.m)  # room between rows
            self._row += 1
        if control is None:
            self.grid.addWidget(title, self._row, 0, 1, 2)
        else:
            self.grid.addWidget(title, self._row, 0)
            if isinstance(control, QLayout):
                self.grid.addLayout(control, self._row, 1)
            else:
                self.grid.addWidget(control, self._row, 1)
        self._row += 1
        for note in notes:
            self.grid.addWidget(note, self._row, 0, 1, 2)
            self._row += 1

    def finish(self) -> None:
        self.grid.setRowStretch(self._row, 1)


class SettingsDialog(PagesWindow):
    """The preferences, in sections (Appearance, Sound, Language, Accessibility); every
    change applies at once, there is nothing to confirm."""

    SECTIONS = (
        N_("Appearance"),
        N_("Sound"),
        N_("Language"),
        N_("Accessibility"),
    )

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("settings-dialog")
        self.language = QComboBox()
        self.language.setObjectName("settings-language")
        self.theme = QComboBox()
        self.theme.setObjectName("settings-theme")
        self.zoom = QComboBox()
        self.zoom.setObjectName("settings-zoom")
        self.reduce_motion = QCheckBox()
        self.reduce_motion.setObjectName("settings-reduce-motion")
        # Shown while the desktop asks for reduced motion: the switch off does not mean
        # animations then (AppContext.reduce_motion).
        self.motion_note = _note()
        self.motion_note.setObjectName("settings-motion-note")
        self.zoom_note = _note()
        self.speech = QComboBox()
        self.speech.setObjectName("settings-speech")
        self.speech_note = _note()
        self.labels = QCheckBox()
        self.labels.setObjectName("settings-board-labels")
        self.labels_note = _note()
        self.language_label, self.theme_label, self.speech_label = QLabel(), QLabel(), QLabel()
        self.zoom_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.theme_label.setBuddy(self.theme)
        self.zoom_label.setBuddy(self.zoom)
        self.speech_label.setBuddy(self.speech)
        self.sound = QCheckBox()
        self.sound.setObjectName("settings-sound")
        self.sound_note = _note()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("settings-volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(VOLUME_STEP)
        self.volume.setPageStep(VOLUME_STEP * 2)
        self.volume.setValue(ctx.settings.value.sound_volume)
        self.volume.setMinimumWidth(160)
        self.volume_label, self.volume_value = QLabel(), QLabel()
        self.volume_label.setBuddy(self.volume)
        # Room for "100 %" in every language: the slider never moves as the value changes.
        widest = self.volume_value.fontMetrics().horizontalAdvance("100\u00a0%")
        self.volume_value.setMinimumWidth(widest + 4)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)

        appearance, sound, language, accessibility = pages = [SettingsPage() for _ in range(4)]
        appearance.add(self.theme_label, self.theme)
        appearance.add(self.zoom_label, self.zoom, self.zoom_note)
        appearance.add(self.reduce_motion, None, self.motion_note)
        sound.add(self.sound, None, self.sound_note)
        sound.add(self.volume_label, volume_row)
        language.add(self.language_label, self.language)
        accessibility.add(self.speech_label, self.speech, self.speech_note)
        accessibility.add(self.labels, None, self.labels_note)
        for page in pages:
            page.finish()
            self.tabs.addTab(page, "")
        self.retranslate()
        self.resize(620, 420)
        self.language.activated.connect(self._language_chosen)
        self.theme.activated.connect(self._theme_chosen)
        self.zoom.activated.connect(
            lambda index: ctx.settings.update(zoom=self.zoom.itemData(index))
        )
        self.reduce_motion.toggled.connect(lambda on: ctx.settings.update(reduce_motion=on))
        ctx.reduce_motion_changed.connect(self._show_motion_note)
        self.speech.activated.connect(
            lambda index: ctx.settings.update(verbosity=self.speech.itemData(index))
        )
        self.labels.toggled.connect(self._labels_chosen)
        self.sound.toggled.connect(self._sound_chosen)
        self.volume.valueChanged.connect(self._volume_chosen)
        # Ctrl+M, the zoom keys and the main menu's labels while the window is open.
        ctx.settings_changed.connect(self._show_settings)

    def retranslate(self) -> None:
        super().retranslate()
        settings = self.ctx.settings.value
        self.setWindowTitle(_("Settings"))
        # Window managers cut a title wider than the window ("Setti…"): room for the
        # title and the title bar's buttons, whatever the language.
        title_width = self.fontMetrics().horizontalAdvance(self.windowTitle())
        self.setMinimumWidth(max(SETTINGS_MIN_WIDTH, title_width + 200))
        self.tabs.setAccessibleName(_("Settings"))
        for index, section in enumerate(self.SECTIONS):
            self.tabs.setTabText(index, _(section))
        self.language_label.setText(_("&Language"))
        self.theme_label.setText(_("&Theme"))
        self.zoom_label.setText(_("Te&xt size"))
        self.reduce_motion.setText(_("&Reduce motion"))
        self.speech_label.setText(_("Screen-reader &speech"))
        self.labels.setText(_("Row and column la&bels"))
        self.sound.setText(_("S&ound"))
        self.volume_label.setText(_("&Volume"))
        # Clean names: a screen reader would read the mnemonic of "언어(&L)" aloud.
        for label, combo, name in (
            (self.language_label, self.language, _("Language")),
            (self.theme_label, self.theme, _("Theme")),
            (self.zoom_label, self.zoom, _("Text size")),
            (self.speech_label, self.speech, _("Screen-reader speech")),
            (self.volume_label, self.volume, _("Volume")),
        ):
            label.setAccessibleName(name)
            combo.setAccessibleName(name)
        self.reduce_motion.setAccessibleName(_("Reduce motion"))
        self.labels.setAccessibleName(_("Row and column labels"))
        self.sound.setAccessibleName(_("Sound"))
        sound_note = _("Quiet sounds for moves and endings, never for mistakes. Ctrl+M: on or off.")
        self.sound_note.setText(sound_note)
        self.sound.setAccessibleDescription(sound_note)
        zoom_note = _("Ctrl+= and Ctrl+- change it too; Ctrl+0 goes back to the usual size.")
        self.zoom_note.setText(zoom_note)
        self.zoom.setAccessibleDescription(zoom_note)
        labels_note = _("Beside the Sudoku and Minesweeper boards.")
        self.labels_note.setText(labels_note)
        self.labels.setAccessibleDescription(labels_note)
        self.language.clear()
        self.language.addItem(_("Same as the system"), "system")
        for code in i18n.LANGUAGES:
            self.language.addItem(i18n.LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.theme.clear()
        for code in THEMES:
            self.theme.addItem(_(THEME_NAMES[code]), code)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.zoom.clear()
        for step in ZOOM_STEPS:
            self.zoom.addItem(_percent(step), step)
        self.motion_note.setText(_("Your desktop asks for reduced motion, so animations stay off."))
        self._show_motion_note()
        self.speech.clear()
        for code in VERBOSITIES:
            self.speech.addItem(_(VERBOSITY_NAMES[code]), code)
        self.speech.setCurrentIndex(max(0, self.speech.findData(settings.verbosity)))
        speech_note = _("Brief says a board cell's content first and its place short: 5, r3c7.")
        self.speech_note.setText(speech_note)
        self.speech.setAccessibleDescription(speech_note)
        self._show_settings()

    def _show_motion_note(self) -> None:
        asked = self.ctx.desktop_reduces_motion
        self.motion_note.setVisible(asked)
        self.reduce_motion.setAccessibleDescription(self.motion_note.text() if asked else "")

    def _show_settings(self) -> None:
        """Every control as the settings are now (changed here, by a key or the menu)."""
        settings = self.ctx.settings.value
        self.reduce_motion.setChecked(settings.reduce_motion)
        self.zoom.setCurrentIndex(max(0, self.zoom.findData(settings.zoom)))
        self.labels.setChecked(settings.board_labels)
        self.sound.setChecked(settings.sound)
        self.volume.setValue(settings.sound_volume)
        self.volume.setEnabled(settings.sound)
        self.volume_label.setEnabled(settings.sound)
        self.volume_value.setEnabled(settings.sound)
        text = _percent(settings.sound_volume)
        self.volume_value.setText(text)
        self.volume.setAccessibleDescription(text)

    def _sound_chosen(self, on: bool) -> None:
        self.ctx.settings.update(sound=on)

    def _volume_chosen(self, value: int) -> None:
        self.ctx.settings.update(sound_volume=value)

    def _labels_chosen(self, on: bool) -> None:
        if on != self.ctx.settings.value.board_labels:
            self.ctx.settings.update(board_labels=on)

    def _language_chosen(self, index: int) -> None:
        self.ctx.set_language(self.language.itemData(index))

    def _theme_chosen(self, index: int) -> None:
        self.ctx.settings.update(theme=self.theme.itemData(index))


class PagesDialog(PagesWindow):
    """A page per game, chosen from the sidebar (ui/pages.py: a QTabWidget here made Orca
    43 stop speaking); How to play and Keyboard shortcuts differ only in title and page."""

    object_name = ""

    def __init__(
        self,
        ctx: AppContext,
        entries: list[GameEntry],
        current: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(ctx, parent)
        self.setObjectName(self.object_name)
        self.entries = entries
        self.pages: list[QTextBrowser] = []
        for _index in range(self.page_count()):
            page = readable_page()
            kinetic_scroll(page.viewport(), lambda: ctx.reduce_motion)  # a finger scrolls
            self.pages.append(page)
            self.tabs.addTab(page, "")
        self.resize(*DIALOG_SIZE)
        self.show_game(current)

    def page_count(self) -> int:
        return len(self.entries)

    def page_index(self, game_id: str | None) -> int | None:
        """The page of the game being played, or None (then the page on show stays)."""
        ids = [entry.id for entry in self.entries]
        return ids.index(game_id) if game_id in ids else None

    def show_game(self, game_id: str | None) -> None:
        """Bring the page of the game being played to the front, with fresh pages."""
        index = self.page_index(game_id)
        if index is not None:
            self.tabs.setCurrentIndex(index)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(self.title())
        self.tabs.setAccessibleName(self.title())
        for index in range(self.page_count()):
            title = self.page_title(index)
            self.tabs.setTabText(index, title)
            self.pages[index].setAccessibleName(title)
            self.pages[index].setHtml(self.page_html(index))

    def title(self) -> str:
        raise NotImplementedError

    def page_title(self, index: int) -> str:
        return _(self.entries[index].title)

    def page_html(self, index: int) -> str:
        raise NotImplementedError


class HelpDialog(PagesDialog):
    object_name = "help-dialog"

    def title(self) -> str:
        return _("How to play")

    def page_html(self, index: int) -> str:
        # The game's name is the page's title above it: the page's own <h2> would repeat it.
        return _without_title(self.entries[index].help.load()())


def _without_title(html: str) -> str:
    start = html.find("<h2>")
    end = html.find("</h2>")
    if start == -1 or end == -1 or html[:start].strip():
        return html
    return html[end + len("</h2>") :].lstrip()


LIBRARIES = (
    ("Qt 6 / PySide6", "LGPL-3.0", "https://www.qt.io/"),
    ("Babel", "BSD-3-Clause", "https://babel.pocoo.org/"),
    ("platformdirs", "MIT", "https://github.com/tox-dev/platformdirs"),
    ("Python", "PSF-2.0", "https://www.python.org/"),
)


class AboutDialog(PagesWindow):
    """The app's name and icon as the page's title, its version, what it is and the
    libraries it carries (Licences has their texts)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent, sidebar=False)
        self.setObjectName("about-dialog")
        self.text = readable_page()
        self.tabs.addTab(self.text, "")
        # The app's icon above its name (the page's title): a picture only, not said.
        icon = QLabel()
        icon.setObjectName("about-icon")
        icon.setPixmap(QIcon(str(ICON_DIR / "puzzlesuite.svg")).pixmap(64, 64))
        self.tabs.column.insertWidget(0, icon, alignment=Qt.AlignmentFlag.AlignLeft)
        self.resize(560, 480)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(_("About Puzzle Suite"))
        self.tabs.setTabText(0, "Puzzle Suite")
        self.text.setAccessibleName(_("About Puzzle Suite"))
        libraries = "".join(f"<li>{name} — {licence}</li>" for name, licence, _url in LIBRARIES)
        version = _("Version {version}").format(version=puzzlesuite.__version__)
        paragraphs = (
            version,
            _("Calm puzzle games. No ads, no accounts, no network."),
            _("Puzzle Suite is free software under the MIT licence."),
        )
        heading = _("Bundled libraries and their licences")
        self.text.setHtml(
            "".join(f"<p>{_escape(p)}</p>" for p in paragraphs)
            + f"<h3>{_escape(heading)}</h3><ul>{libraries}</ul>"
        )


class ErrorDialog(TranslatedDialog):
    """Shown for an unexpected exception; the game stays as it was."""

    def __init__(self, ctx: AppContext, log_path: str, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("error-dialog")
        self.log_path = log_path
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.buttons)
        self.retranslate()

    def set_log_path(self, log_path: str) -> None:
        """A later error while the dialog is open: point at its log instead."""
        self.log_path = log_path
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(_("Something went wrong"))
        if self.log_path:
            text = _(
                "Something went wrong, but your game is kept. Details were saved to {file}."
            ).format(file=self.log_path)
        else:
            text = _("Something went wrong, but your game is kept. The details could not be saved.")
        self.label.setText(text)
        self.label.setAccessibleName(text)


def _percent(value: int) -> str:
    """40 → "40%" ("40 %" in Spanish), by Babel for the current language."""
    from babel import numbers

    return numbers.format_percent(value / 100, locale=i18n.babel_locale())


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

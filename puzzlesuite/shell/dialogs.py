"""Settings, How to play, About and the error dialog (Statistics: shell/statistics.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import puzzlesuite
from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import N_, _
from puzzlesuite.services.settings import THEMES, VERBOSITIES
from puzzlesuite.shell.context import AppContext
from puzzlesuite.ui.accessible import strip_mnemonic
from puzzlesuite.ui.pages import GamePages, readable_page
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


class SettingsDialog(TranslatedDialog):
    """Changes apply at once; there is nothing to confirm."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("settings-dialog")
        self.language = QComboBox()
        self.language.setObjectName("settings-language")
        self.theme = QComboBox()
        self.theme.setObjectName("settings-theme")
        self.reduce_motion = QCheckBox()
        self.reduce_motion.setObjectName("settings-reduce-motion")
        # Shown while the desktop asks for reduced motion: the switch off does not mean
        # animations then (AppContext.reduce_motion).
        self.motion_note = QLabel()
        self.motion_note.setObjectName("settings-motion-note")
        self.motion_note.setWordWrap(True)
        self.speech = QComboBox()
        self.speech.setObjectName("settings-speech")
        self.language_label, self.theme_label, self.speech_label = QLabel(), QLabel(), QLabel()
        self.language_label.setBuddy(self.language)
        self.theme_label.setBuddy(self.theme)
        self.speech_label.setBuddy(self.speech)
        self.sound = QCheckBox()
        self.sound.setObjectName("settings-sound")
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("settings-volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(VOLUME_STEP)
        self.volume.setPageStep(VOLUME_STEP * 2)
        self.volume.setValue(ctx.settings.value.sound_volume)
        self.volume_label, self.volume_value = QLabel(), QLabel()
        self.volume_label.setBuddy(self.volume)
        # Room for "100 %" in every language: the slider never moves as the value changes.
        widest = self.volume_value.fontMetrics().horizontalAdvance("100\u00a0%")
        self.volume_value.setMinimumWidth(widest + 4)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
        form = QFormLayout()
        form.addRow(self.language_label, self.language)
        form.addRow(self.theme_label, self.theme)
        form.addRow(self.reduce_motion)
        form.addRow(self.motion_note)
        form.addRow(self.speech_label, self.speech)
        form.addRow(self.sound)
        form.addRow(self.volume_label, volume_row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.language.activated.connect(self._language_chosen)
        self.theme.activated.connect(self._theme_chosen)
        self.reduce_motion.toggled.connect(lambda on: ctx.settings.update(reduce_motion=on))
        ctx.reduce_motion_changed.connect(self._show_motion_note)
        self.speech.activated.connect(
            lambda index: ctx.settings.update(verbosity=self.speech.itemData(index))
        )
        self.sound.toggled.connect(self._sound_chosen)
        self.volume.valueChanged.connect(self._volume_chosen)
        # View → Sound (Ctrl+M) while the dialog is open.
        ctx.settings_changed.connect(self._show_sound)

    def retranslate(self) -> None:
        super().retranslate()
        settings = self.ctx.settings.value
        self.setWindowTitle(_("Settings"))
        # Window managers cut a title wider than the window ("Setti…"): room for the
        # title and the title bar's buttons, whatever the language.
        title_width = self.fontMetrics().horizontalAdvance(self.windowTitle())
        self.setMinimumWidth(max(SETTINGS_MIN_WIDTH, title_width + 200))
        self.language_label.setText(_("&Language"))
        self.theme_label.setText(_("&Theme"))
        self.reduce_motion.setText(_("&Reduce motion"))
        self.speech_label.setText(_("Screen-reader &speech"))
        self.sound.setText(_("S&ound"))
        self.volume_label.setText(_("&Volume"))
        # Clean names: a screen reader would read the mnemonic of "언어(&L)" aloud.
        for label, combo, name in (
            (self.language_label, self.language, _("Language")),
            (self.theme_label, self.theme, _("Theme")),
            (self.speech_label, self.speech, _("Screen-reader speech")),
            (self.volume_label, self.volume, _("Volume")),
        ):
            label.setAccessibleName(name)
            combo.setAccessibleName(name)
        self.reduce_motion.setAccessibleName(_("Reduce motion"))
        self.sound.setAccessibleName(_("Sound"))
        self.sound.setAccessibleDescription(
            _("Quiet sounds for moves and endings, never for mistakes. Ctrl+M: on or off.")
        )
        self._show_sound()
        self.language.clear()
        self.language.addItem(_("Same as the system"), "system")
        for code in i18n.LANGUAGES:
            self.language.addItem(i18n.LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.theme.clear()
        for code in THEMES:
            self.theme.addItem(_(THEME_NAMES[code]), code)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.reduce_motion.setChecked(settings.reduce_motion)
        self.motion_note.setText(_("Your desktop asks for reduced motion, so animations stay off."))
        self._show_motion_note()
        self.speech.clear()
        for code in VERBOSITIES:
            self.speech.addItem(_(VERBOSITY_NAMES[code]), code)
        self.speech.setCurrentIndex(max(0, self.speech.findData(settings.verbosity)))
        self.speech.setAccessibleDescription(
            _("Brief says a board cell's content first and its place short: 5, r3c7.")
        )

    def _show_motion_note(self) -> None:
        asked = self.ctx.desktop_reduces_motion
        self.motion_note.setVisible(asked)
        self.reduce_motion.setAccessibleDescription(self.motion_note.text() if asked else "")

    def _show_sound(self) -> None:
        settings = self.ctx.settings.value
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

    def _language_chosen(self, index: int) -> None:
        self.ctx.set_language(self.language.itemData(index))

    def _theme_chosen(self, index: int) -> None:
        self.ctx.settings.update(theme=self.theme.itemData(index))


class PagesDialog(TranslatedDialog):
    """A page per game, chosen from a list of games (ui/pages.py: a QTabWidget here
    made Orca 43 stop speaking); Statistics and How to play differ only in title and page."""

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
        self.tabs = GamePages()
        self.pages: list[QTextBrowser] = []
        for _entry in entries:
            page = readable_page()
            kinetic_scroll(page.viewport(), lambda: ctx.reduce_motion)  # a finger scrolls
            self.pages.append(page)
            self.tabs.addTab(page, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.resize(620, 560)
        self.show_game(current)

    def show_game(self, game_id: str | None) -> None:
        """Bring the tab of the game being played to the front, with fresh pages."""
        ids = [entry.id for entry in self.entries]
        if game_id in ids:
            self.tabs.setCurrentIndex(ids.index(game_id))
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(self.title())
        self.tabs.setAccessibleName(self.title())
        for index, entry in enumerate(self.entries):
            title = _(entry.title)
            self.tabs.setTabText(index, title)
            self.pages[index].setAccessibleName(title)
            self.pages[index].setHtml(self.page_html(entry))

    def title(self) -> str:
        raise NotImplementedError

    def page_html(self, entry: GameEntry) -> str:
        raise NotImplementedError


class HelpDialog(PagesDialog):
    object_name = "help-dialog"

    def title(self) -> str:
        return _("How to play")

    def page_html(self, entry: GameEntry) -> str:
        return entry.help.load()()


LIBRARIES = (
    ("Qt 6 / PySide6", "LGPL-3.0", "https://www.qt.io/"),
    ("Babel", "BSD-3-Clause", "https://babel.pocoo.org/"),
    ("platformdirs", "MIT", "https://github.com/tox-dev/platformdirs"),
    ("Python", "PSF-2.0", "https://www.python.org/"),
)


class AboutDialog(TranslatedDialog):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("about-dialog")
        self.text = readable_page()
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.buttons)
        self.resize(520, 460)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(_("About Puzzle Suite"))
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
            "<h2>Puzzle Suite</h2>"
            + "".join(f"<p>{_escape(p)}</p>" for p in paragraphs)
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

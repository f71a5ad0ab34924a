"""The Jogakbo screen: input turned into the session's moves, the table drawn, the words
shown and spoken.

The day's puzzle, its save, the moves and the completion's count are the session's
(`session.JogakboSession`); this screen picks tiles (a pick is not a move), says what
happened, and decides when the day has turned (it is given the date: `today`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QAccessible, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.core.session import Outcome
from puzzlesuite.services.i18n import _, fmt, pgettext
from puzzlesuite.ui import a11y
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.game_screen import GameScreen
from puzzlesuite.ui.result_moment import Figure, Mark, Result, ResultAction, ResultMoment
from puzzlesuite.ui.steady import follow_zoom
from puzzlesuite.ui.theme import font_for
from puzzlesuite.ui.tokens import TYPE

from . import accessible, texts
from .model import HAND, Game, Puzzle, Tile
from .session import JogakboSession, Moved, Solved
from .view import FocusKey, JogakboView, TableState

if TYPE_CHECKING:
    from puzzlesuite.ui.context import GameContext

GAME_ID = "jogakbo"


class JogakboScreen(GameScreen):
    game_id = GAME_ID
    session_class = JogakboSession
    session: JogakboSession

    def __init__(
        self,
        ctx: GameContext,
        parent: QWidget | None = None,
        today: Callable[[], date] | None = None,
    ) -> None:
        # Before the base reads the save: a fresh game is today's puzzle (`new_model`).
        self._today = today or date.today
        super().__init__(ctx, parent)
        # Yesterday's save gives way to today's puzzle when the screen opens.
        self.session.turn_day(self._today())
        self.picked: Tile | None = None
        self.outcome = ""  # last result of an action, on the focused item until moving on
        self._keep_outcome = False  # the cursor moves to where an outcome is told
        # (focus key, name, description) last reported for the focused item
        self._last_item_said: tuple[object, str, str] = (None, "", "")
        # What a button says about its own last press (Orca 43 reads descriptions of
        # the focused object): button -> text, until the language changes.
        self._button_notes: dict[QPushButton, str] = {}
        self._build()
        ctx.language_changed.connect(self._button_notes.clear)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        ctx.theme_changed.connect(self._apply_theme)
        self._apply_theme()
        if not self.session.keeps_a_save:
            self.ctx.saves.clear(GAME_ID)  # yesterday's save (or another puzzle's) goes
        self.resume()

    # --- building ------------------------------------------------------------------
    def _build(self) -> None:
        # The status at the top (seed: par is written at the top of the screen), in the
        # type scale's headline. The puzzle's date is the header's subtitle (painted) and
        # the end of the status's accessible name (heard). Where the row is short of
        # room (200 % in Spanish at 800×600) it may wrap to a second line, never cut.
        self.score_label = QLabel()
        self.score_label.setObjectName("jogakbo-score")
        self.score_label.setFont(font_for(self.score_label.font(), TYPE.headline))
        follow_zoom(self.score_label, TYPE.headline.scale)  # at every text zoom
        self.score_label.setWordWrap(True)
        self.score_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._date_text = ""
        accessible.install(JogakboView)  # before the view exists, so Qt asks the factory
        self.view = JogakboView(self)
        self.view.item_focused.connect(
            lambda: accessible.notify_item(self.view, QAccessible.Event.Focus)
        )
        self.new_group_button = QPushButton()
        self.complete_button = QPushButton()
        # The ending: a card over the table's bottom edge (Copy result, Home), so nothing
        # in the layout appears or goes and the tiles keep their places.
        self.result_moment = ResultMoment(
            self.view, self, lambda: self.ctx.reduce_motion, self.focus_board
        )
        self.view.installEventFilter(self)  # Esc on the table folds the result
        # Zoomed in, the table scrolls and keeps the selected group or tile in view.
        self.zoom = BoardZoom(
            self.view, self.ctx, focus_rect=self._zoom_focus, focus_moved=self.view.cursor_moved
        )

        buttons = QHBoxLayout()
        buttons.addWidget(self.new_group_button)
        buttons.addStretch(1)
        buttons.addWidget(self.complete_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.score_label)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.message_line)

        self.view.tile_activated.connect(self.activate_tile)
        self.view.group_activated.connect(self.activate_group)
        self.view.new_group_requested.connect(self.start_new_group)
        self.view.drop_requested.connect(self.drop_pick)
        self.view.cursor_moved.connect(self._cursor_moved)
        self.new_group_button.clicked.connect(self.start_new_group)
        self.complete_button.clicked.connect(self.complete)
        self.setTabOrder(self.view, self.new_group_button)
        self.setTabOrder(self.new_group_button, self.complete_button)
        self.result_moment.follow_in_tab_chain(self.complete_button)

    @property
    def copy_button(self) -> QPushButton:
        """Copy result: the result card's first button."""
        return self.result_moment.action_buttons[0]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and self.result_moment.handle_key(event)
        ):
            return True
        return super().eventFilter(watched, event)

    def _apply_theme(self) -> None:
        self.view.set_tokens(self.ctx.tokens)

    # --- the day's puzzle and the save (the session's) -----------------------------
    @property
    def game(self) -> Game:
        """The table: the session's model."""
        return self.session.model

    @property
    def puzzle(self) -> Puzzle:
        return self.session.puzzle

    @property
    def day(self) -> date:
        return self.session.day

    @property
    def finished(self) -> bool:
        """Complete was pressed: the puzzle is final."""
        return self.session.finished

    def new_model(self) -> Game:
        return JogakboSession.new_model(self._today())

    def save_now(self) -> None:
        """An untouched puzzle is not saved: the save is cleared instead (which drops
        yesterday's once today's puzzle is on the table)."""
        if self.session.keeps_a_save:
            super().save_now()
        else:
            self.ctx.saves.clear(GAME_ID)

    def _turn_day(self) -> bool:
        """Open today's puzzle if the date has changed since this one was dealt."""
        outcome = self.session.turn_day(self._today())
        if outcome is None:
            return False
        self.picked = None
        self.outcome = ""
        self.after_step(outcome)
        self._tell(texts.new_day_text())
        return True

    def new_game(self) -> None:
        """One puzzle a day: opens today's if the date changed, else keeps the current one."""
        if not self._turn_day():
            self._tell(texts.one_puzzle_a_day_text())

    def _ready_for_a_move(self) -> bool:
        """False when a click only turns the day or meets a finished puzzle.

        Past midnight, a finished or untouched puzzle gives way to today's at the next
        click (the app may have stayed open all night). A puzzle in progress stays until
        the screen is opened again, so no one loses moves in mid-thought.
        """
        if (self.finished or not self.game.touched) and self._turn_day():
            return False
        if self.finished:
            self._refused(texts.one_puzzle_a_day_text())
            return False
        return True

    def _zoom_focus(self) -> QRect | None:
        """The selected group or tile, where the zoomed table shows it."""
        key = self.view.focus_key
        if key is None or key not in self.view.focus_order():
            return None
        rect = self.view.global_rect_of(key)
        return QRect(self.view.viewport().mapFromGlobal(rect.topLeft()), rect.size())

    def focus_board(self) -> None:
        self._turn_day()
        self.view.setFocus()

    def header_subtitle(self) -> str:
        """The puzzle's date ("December 6, 2026") under the game's name."""
        return self._date_text

    def status_text(self) -> str:
        """The S key: moves and par, what is picked, and how far the table is."""
        game, par = self.game, self.puzzle.par
        if self.finished:
            return texts.finished_status_sentence(game.moves, par, self.result_text())
        invalid = sum(not group.is_valid for group in game.groups)
        return texts.status_sentence(game.moves, par, self.picked, invalid, len(game.hand))

    # --- player actions ------------------------------------------------------------
    def activate_tile(self, tile: Tile) -> None:
        if not self._ready_for_a_move():
            return
        if self.picked is None:
            self._pick(tile)
        elif self.picked == tile:
            self.drop_pick()
        else:
            target = self.game.location(tile)
            if target != HAND and target != self.game.location(self.picked):
                self.activate_group(target)
            else:
                self._pick(tile)

    def _pick(self, tile: Tile) -> None:
        self.picked = tile
        self.refresh()
        self._sound("tile_picked")
        self._tell(texts.picked_text(tile))

    def drop_pick(self) -> None:
        if self.picked is not None:
            tile, self.picked = self.picked, None
            self.refresh()
            self._sound("tile_unpicked")
            self._tell(texts.put_down_text(tile))

    def activate_group(self, gid: int) -> None:
        if not self._ready_for_a_move():
            return
        if self.picked is None:
            self._refused(texts.pick_first_text())
            return
        if self.game.location(self.picked) == gid:
            self._refused(texts.already_in_group_text(self.picked))
            return
        self._after_move(self.session.move_to_group(self.picked, gid))

    def start_new_group(self) -> None:
        if not self._ready_for_a_move():
            return
        if self.picked is None:
            self._refused(texts.pick_first_then_new_group_text())
            return
        tile = self.picked
        if not self.game.can_move_to_new_group(tile):
            self._refused(texts.already_alone_text(tile))
            return
        self._after_move(self.session.move_to_new_group(tile))

    def _after_move(self, outcome: Outcome[Moved]) -> None:
        tile, gid = outcome.change.tile, outcome.change.target
        self.picked = None
        self.after_step(outcome)  # saved, the table redrawn
        self._sound("tile_placed")
        position = self.game.group_index(gid) + 1
        text = texts.moved_text(tile, position, self.game.group(gid).tiles)
        # The group's tiles are on the table: the message line names only where it went.
        shown = texts.moved_shown_text(tile, position)
        if self.game.is_solved:
            text += " " + texts.every_group_valid_text()
            shown += " " + texts.every_group_valid_text()
        # Back to the table (also after the New group button), on the group that
        # changed: screen readers then speak that group and, as its description, the
        # outcome.
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._tell(text, focus=("group", gid), shown=shown)

    def complete(self) -> None:
        if not self.session.can_complete():
            return
        self.after_step(self.session.complete())  # counted once, saved; the card fades in
        self._sound("solved")
        # Said once, on Copy result (it takes the focus, as Complete goes grey).
        self.result_moment.focus_first()
        # The card shows the result: the message line stays clear (the base cleared it).
        self._tell(self.result_text() + " " + self.result_moment.spoken_actions(), shown="")

    def result_text(self) -> str:
        return texts.result_text(self.day, self.game.moves, self.puzzle.par)

    def copy_result(self) -> None:
        if not self.finished:
            return
        QGuiApplication.clipboard().setText(self.result_text())
        # Said on the button itself, which keeps the focus (the table would not be heard).
        self._tell(texts.result_copied_text(self.result_text()), shown=texts.result_copied_shown())

    # --- showing ---------------------------------------------------------------------
    def _sound(self, event: str) -> None:
        """The sound of what just happened (core/sounds.py's table), played next to the
        words that say it."""
        self.ctx.sounds.play(GAME_ID, event)

    def _refused(self, text: str) -> None:
        """An input that does nothing: said, and silent (the table's `refused`)."""
        self._sound("refused")
        self._tell(text)

    def _tell(self, text: str, focus: FocusKey | None = None, shown: str | None = None) -> None:
        """Show an outcome and speak it once where the focus is: on the table item in
        focus (moving to ``focus`` first, so the item is read with the outcome), or on
        the focused button. ``shown``: the message line's shorter form, if any."""
        if focus is not None and focus != self.view.focus_key:
            self.outcome = text
            self._keep_outcome = True
            try:
                self.view.set_cursor(focus)  # reports the focus move itself
            finally:
                self._keep_outcome = False
            self.last_outcome = text
            a11y.announce(self, text)
            self.message_line.show_text(text if shown is None else shown)
        else:
            self.announce(text, shown=shown)

    def speak(self, text: str, assertive: bool = False, repeat: bool = False) -> None:
        """Announce ``text`` and put it where Orca 43 reads it: the description of the
        focused table item or button. The same words twice are heard twice."""
        a11y.announce(self, text, assertive)
        focused = QApplication.focusWidget()
        buttons = (self.new_group_button, self.complete_button, *self.result_moment.action_buttons)
        if isinstance(focused, QPushButton) and focused in buttons:
            note = _differing(text, focused.accessibleDescription())
            self._button_notes[focused] = note
            focused.setAccessibleDescription(note)
            return
        self.outcome = _differing(text, self.outcome)
        self._update_accessible()

    def _focus_changed(self, old: QWidget | None, _new: QWidget | None) -> None:
        """A button's note was about its last press: gone once the focus leaves it."""
        if isinstance(old, QPushButton) and self._button_notes.pop(old, None) is not None:
            self.retranslate()

    def _cursor_moved(self) -> None:
        """Moving on says where the cursor is; the outcome was said once already."""
        if not self._keep_outcome:
            self.outcome = ""
        self._update_accessible()

    def refresh(self) -> None:
        groups = [(group.gid, list(group.tiles)) for group in self.game.groups]
        self.view.show_state(TableState(groups, list(self.game.hand), self.picked))
        self.retranslate()

    def retranslate(self) -> None:
        # The status says the end state too ("solved"), not only the count of a game on.
        status = texts.status_line(self.game.moves, self.puzzle.par, self.finished)
        self.score_label.setText(status)
        date_text = fmt.date(self.day)
        self.score_label.setAccessibleName(f"{status} · {date_text}")
        if date_text != self._date_text:  # a new day, or the language changed
            self._date_text = date_text
            self.header_changed.emit()
        self.new_group_button.setText(_("&New group"))
        self.new_group_button.setEnabled(not self.finished)
        self.complete_button.setText(_("&Complete"))
        self.complete_button.setEnabled(self.game.is_solved and not self.finished)
        self.copy_button.setText(_("Copy &result"))  # its mnemonic is taken while hidden too
        self.show_result()
        for button in (self.new_group_button, self.complete_button, self.copy_button):
            button.setAccessibleDescription(self._button_notes.get(button, ""))
        self.view.setAccessibleName(_("Jogakbo table"))
        self.view.redraw()  # tile and group texts are drawn in the current language
        self._update_accessible()

    def result_card(self, data: Solved) -> Result:
        return Result(
            pgettext("result", "Solved"),
            texts.result_figures(data.moves, data.par),
            [
                # One puzzle a day: nothing to play again, only to share and go home.
                ResultAction(_("Copy &result"), run=self.copy_result),
                ResultAction(_("Home"), run=self.home_requested.emit),
            ],
            numbers=[Figure.moves(data.moves), Figure.par(data.par)],
            marks=[Mark.at_par() if data.over <= 0 else Mark.over_par(data.over)],
        )

    def _update_accessible(self) -> None:
        """Name the focused item; the last outcome goes into its description.

        Orca 43 speaks neither announcements nor name changes, but it reads the focused
        item's description, so the outcome lives there as well.
        """
        # On the item only: Orca 43 also speaks a description change of the list itself
        # (it has focus too), which said every outcome twice.
        self.view.outcome = self.outcome
        # Only real changes of the focused item are reported: a burst of events that
        # change nothing makes Orca prune its queue (and drop what matters).
        said = (self.view.focus_key, self.view.item_name(self.view.focus_key), self.outcome)
        if said == self._last_item_said:
            return
        same_item = said[0] == self._last_item_said[0]
        # A new item in focus is read whole by its focus event; telling its name and
        # description again would make Orca 43 say them twice.
        if same_item and said[1] != self._last_item_said[1]:
            accessible.notify_item(self.view, QAccessible.Event.NameChanged)
        if same_item and said[2] != self._last_item_said[2]:
            accessible.notify_item(self.view, QAccessible.Event.DescriptionChanged)
        self._last_item_said = said


def _differing(text: str, current: str) -> str:
    """``text``, or with a trailing space when it equals ``current``: Orca 43 keeps quiet
    when a description is set to the words it already has."""
    if text.strip() != current.strip():
        return text
    return text.rstrip() if current.endswith(" ") else text.rstrip() + " "

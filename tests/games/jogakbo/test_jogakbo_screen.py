"""The Jogakbo screen, driven through real clicks and keys on the view."""

from __future__ import annotations

import json
from datetime import date, timedelta
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication

from puzzlesuite.games.jogakbo import help as jogakbo_help
from puzzlesuite.games.jogakbo import texts as names
from puzzlesuite.games.jogakbo.generator import generate
from puzzlesuite.games.jogakbo.model import HAND, Colour, Tile
from puzzlesuite.games.jogakbo.screen import JogakboScreen
from puzzlesuite.games.jogakbo.solver import solve
from puzzlesuite.games.jogakbo.view import FocusKey

DAY = date(2026, 11, 30)


def open_screen(qtbot: Any, ctx: Any, day: date = DAY) -> JogakboScreen:
    screen = JogakboScreen(ctx, today=lambda: day)
    qtbot.addWidget(screen)
    screen.resize(900, 760)
    screen.show()
    qtbot.waitExposed(screen)
    screen.focus_board()
    return screen


def click(qtbot: Any, screen: JogakboScreen, key: FocusKey) -> None:
    view = screen.view
    point = view.mapFromScene(view.scene_point_of(key))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def three_tile_group(screen: JogakboScreen) -> int:
    return next(g.gid for g in screen.game.groups if len(g.tiles) == 3)


def test_picking_outlines_the_tile_and_costs_no_move(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    tile = screen.game.hand[0]
    click(qtbot, screen, ("tile", tile))
    assert screen.picked == tile
    assert screen.view.tile_items[tile].picked
    assert "picked" in screen.view.item_name(("tile", tile))
    assert screen.game.moves == 0
    assert screen.score_label.text() == f"Moves 0 · Par {screen.puzzle.par}"
    click(qtbot, screen, ("tile", tile))  # the picked tile again: dropped
    assert screen.picked is None and not screen.view.tile_items[tile].picked
    assert screen.game.moves == 0


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_picked_tile_is_outlined_in_both_themes(qtbot: Any, ctx: Any, theme: str) -> None:
    ctx.settings.update(theme=theme)
    screen = open_screen(qtbot, ctx)
    # not a black tile: its ink is the light theme's text colour
    tile = next(t for t in screen.game.hand if t.colour is not Colour.BLACK)
    click(qtbot, screen, ("tile", tile))
    view = screen.view
    rect = view.mapFromScene(view.tile_items[tile].sceneBoundingRect()).boundingRect()
    image = view.viewport().grab(rect).toImage()
    outline = screen.ctx.tokens.text
    board = screen.ctx.tokens.board
    assert abs(outline.lightness() - board.lightness()) > 100  # it stands out
    near = sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if all(
            abs(a - b) < 16
            for a, b in zip(image.pixelColor(x, y).getRgb()[:3], outline.getRgb()[:3], strict=True)
        )
    )
    assert near > rect.height()  # a line around the tile, not just a few glyph pixels


def test_hand_tile_to_a_group_is_one_move(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    tile, gid = screen.game.hand[0], screen.game.groups[0].gid
    click(qtbot, screen, ("tile", tile))
    click(qtbot, screen, ("group", gid))
    assert screen.game.location(tile) == gid
    assert tile not in screen.game.hand and screen.picked is None
    assert screen.score_label.text().startswith("Moves 1 ")
    assert tile in screen.view.group_items[gid].tiles


def test_clicking_a_tile_of_another_group_places_the_pick_there(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    tile = screen.game.hand[0]
    target = screen.game.groups[1]
    click(qtbot, screen, ("tile", tile))
    click(qtbot, screen, ("tile", target.tiles[0]))
    assert screen.game.location(tile) == target.gid and screen.game.moves == 1


def test_clicking_another_hand_tile_changes_the_pick(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    first, second = screen.game.hand[:2]
    click(qtbot, screen, ("tile", first))
    click(qtbot, screen, ("tile", second))
    assert screen.picked == second and screen.game.moves == 0


def test_table_tile_to_a_new_group_marks_invalid_groups(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    source = three_tile_group(screen)
    tile = screen.game.group(source).tiles[0]
    assert screen.view.group_items[source].valid
    click(qtbot, screen, ("tile", tile))
    qtbot.mouseClick(screen.new_group_button, Qt.MouseButton.LeftButton)
    new_gid = screen.game.location(tile)
    assert new_gid not in (HAND, source) and screen.game.moves == 1
    assert screen.game.group(new_gid).tiles == [tile]
    for gid in (source, new_gid):
        assert not screen.view.group_items[gid].valid
    assert screen.view.item_name(("group", source)).endswith("not valid yet")
    assert "not valid yet" in screen.outcome
    assert not screen.complete_button.isEnabled()


def danger_pixels(screen: JogakboScreen, gid: int) -> int:
    """Pixels in the danger colour on the group's frame, outside its tiles (red tiles
    are drawn in a red of their own)."""
    view = screen.view
    rect = view.mapFromScene(view.group_items[gid].sceneBoundingRect()).boundingRect()
    tiles = [
        view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(-rect.topLeft())
        for item in view.tile_items.values()
        if item.tile in view.group_items[gid].tiles
    ]
    image = view.viewport().grab(rect).toImage()
    danger = screen.ctx.tokens.danger
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if any(tile.contains(x, y) for tile in tiles):
                continue
            colour = image.pixelColor(x, y)
            if (
                abs(colour.red() - danger.red()) < 12
                and abs(colour.green() - danger.green()) < 12
                and abs(colour.blue() - danger.blue()) < 12
            ):
                count += 1
    return count


def test_invalid_group_is_drawn_with_border_badge_and_text(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    source = three_tile_group(screen)
    assert danger_pixels(screen, source) == 0
    screen.activate_tile(screen.game.group(source).tiles[-1])
    screen.start_new_group()
    qtbot.wait(10)
    # a 2 px border all round, the filled "!" badge and the words "not valid yet"
    height = (
        screen.view.mapFromScene(screen.view.group_items[source].sceneBoundingRect())
        .boundingRect()
        .height()
    )
    assert danger_pixels(screen, source) > 4 * height


def test_empty_groups_vanish(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    source = three_tile_group(screen)
    target = next(g.gid for g in screen.game.groups if g.gid != source)
    for tile in list(screen.game.group(source).tiles):
        click(qtbot, screen, ("tile", tile))
        click(qtbot, screen, ("group", target))
    assert not screen.game.has_group(source)
    assert source not in screen.view.group_items
    assert screen.game.moves == 3


def test_a_very_long_group_wraps_and_stays_on_screen(qtbot: Any, ctx: Any) -> None:
    """Every tile piled into one group: all of it is still visible and clickable."""
    screen = open_screen(qtbot, ctx)
    gid = screen.game.groups[0].gid
    others = [t for t in screen.game.hand] + [
        t for g in screen.game.groups if g.gid != gid for t in g.tiles
    ]
    for tile in others:
        screen.activate_tile(tile)
        screen.activate_group(gid)
    view = screen.view
    view.finish_motion()  # at rest (the next input would finish the last glide too)
    viewport = view.viewport().rect()
    group_rect = view.group_items[gid].sceneBoundingRect()
    for tile in screen.game.group(gid).tiles:
        tile_rect = view.tile_items[tile].sceneBoundingRect()
        assert group_rect.contains(tile_rect)
        assert viewport.contains(view.mapFromScene(tile_rect).boundingRect())
    last = screen.game.group(gid).tiles[-1]
    click(qtbot, screen, ("tile", last))
    assert screen.picked == last


def test_new_group_without_a_pick_does_nothing(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    groups_before = len(screen.game.groups)
    qtbot.mouseClick(screen.new_group_button, Qt.MouseButton.LeftButton)
    click(qtbot, screen, ("group", screen.game.groups[0].gid))
    assert len(screen.game.groups) == groups_before and screen.game.moves == 0
    assert screen.outcome == "Pick a tile first."


def test_keyboard_pick_and_place(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    view = screen.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_End)  # last hand tile
    last = screen.game.hand[-1]
    assert view.focus_key == ("tile", last)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert screen.picked == last
    qtbot.keyClick(view, Qt.Key.Key_Home)  # group 1
    first_gid = screen.game.groups[0].gid
    assert view.focus_key == ("group", first_gid)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert screen.game.location(last) == first_gid and screen.game.moves == 1
    # arrows: Right walks along the row (into group 1's tiles, then group 2), Down goes
    # to the group below on screen
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for _tile in screen.game.groups[0].tiles:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    second = screen.game.groups[1]
    assert view.focus_key == ("group", second.gid)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    taken = second.tiles[0]
    assert view.focus_key == ("tile", taken)
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # put down: no move
    assert screen.picked is None and screen.game.moves == 1
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_N)  # new group from the keyboard
    assert screen.game.group(screen.game.location(taken)).tiles == [taken]
    assert screen.game.moves == 2


def play_shortest_finish(qtbot: Any, screen: JogakboScreen) -> None:
    """Finish the puzzle through clicks, moving each tile that must move exactly once."""
    puzzle = screen.puzzle
    solution = solve(puzzle.groups, puzzle.hand)
    assert solution is not None
    for final, origin in zip(solution.groups, solution.kept_from, strict=True):
        target: int | None = None if origin is None else origin + 1  # first gids are 1..6
        for tile in final:
            if origin is not None and tile in puzzle.groups[origin]:
                continue
            assert not screen.complete_button.isEnabled()
            click(qtbot, screen, ("tile", tile))
            if target is None:
                qtbot.mouseClick(screen.new_group_button, Qt.MouseButton.LeftButton)
                target = screen.game.location(tile)
            else:
                click(qtbot, screen, ("group", target))


def test_completion_result_and_statistics(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    assert not screen.complete_button.isEnabled()
    play_shortest_finish(qtbot, screen)
    assert screen.game.is_solved and screen.game.moves == screen.puzzle.par
    assert screen.complete_button.isEnabled()
    assert not screen.copy_button.isVisible()
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    assert screen.finished and not screen.complete_button.isEnabled()
    assert screen.copy_button.isVisible()  # on the result card

    with qtbot.waitActive(screen):
        screen.activateWindow()
    screen.copy_button.setFocus()
    qtbot.keyClick(screen.copy_button, Qt.Key.Key_Space)
    text = QGuiApplication.clipboard().text()
    # Said on the button, which keeps the focus: Orca 43 reads its description.
    said = screen.copy_button.accessibleDescription()
    assert said == f"Result copied: {text}"
    qtbot.keyClick(screen.copy_button, Qt.Key.Key_Space)
    again = screen.copy_button.accessibleDescription()
    assert again != said and again.strip() == said  # a second press is heard too
    par = screen.puzzle.par
    assert text == f"Jogakbo, November 30, 2026: solved in {par} moves (par {par}, at par)"
    assert screen.result_moment.result.figures == f"Moves {par} · Par {par} · at par"
    record = ctx.stats.record("jogakbo")
    assert record["completed"] == 1 and record["at_or_under_par"] == 1
    # after completion, the table no longer takes moves
    click(qtbot, screen, ("tile", screen.game.groups[0].tiles[0]))
    assert screen.picked is None


def test_result_over_par_in_korean_never_names_tiles(qtbot: Any, ctx: Any) -> None:
    from puzzlesuite.services import i18n

    text_en = names.result_text(DAY, 9, 7)
    assert text_en == "Jogakbo, November 30, 2026: solved in 9 moves (par 7, 2 over par)"
    i18n.set_language("ko")
    text_ko = names.result_text(DAY, 6, 7)
    assert "2026년 11월 30일" in text_ko and "6" in text_ko and "7" in text_ko
    assert text_ko != text_en


def test_resume_after_the_first_move(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    assert ctx.saves.load("jogakbo") is None  # untouched: nothing saved
    tile = screen.game.hand[0]
    click(qtbot, screen, ("tile", tile))
    assert ctx.saves.load("jogakbo") is None  # picking is not a move
    gid = screen.game.groups[2].gid
    click(qtbot, screen, ("group", gid))
    again = open_screen(qtbot, ctx)
    assert again.game.moves == 1 and again.game.location(tile) == gid
    assert again.score_label.text().startswith("Moves 1 ")


def test_completed_puzzle_reopens_finished_and_counts_once(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    again = open_screen(qtbot, ctx)
    assert again.finished and again.copy_button.isVisible()
    assert not again.complete_button.isEnabled()
    record = ctx.stats.record("jogakbo")
    assert record["completed"] == 1 and record["from_par"] == [1, 0, 0, 0, 0]  # at par, once


def test_date_change_drops_yesterdays_save(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    click(qtbot, screen, ("tile", screen.game.hand[0]))
    click(qtbot, screen, ("group", screen.game.groups[0].gid))
    assert ctx.saves.load("jogakbo") is not None
    tomorrow = open_screen(qtbot, ctx, DAY + timedelta(days=1))
    assert tomorrow.puzzle == generate(DAY + timedelta(days=1))
    assert tomorrow.game.moves == 0 and list(tomorrow.game.hand) == list(tomorrow.puzzle.hand)
    assert ctx.saves.load("jogakbo") is None
    assert tomorrow.header_subtitle() == "December 1, 2026"
    par = tomorrow.puzzle.par
    assert tomorrow.score_label.accessibleName() == f"Moves 0 · Par {par} · December 1, 2026"


def test_date_change_while_open(qtbot: Any, ctx: Any) -> None:
    days = [DAY]
    screen = JogakboScreen(ctx, today=lambda: days[0])
    qtbot.addWidget(screen)
    click_target = screen.game.hand[0]
    screen.activate_tile(click_target)
    screen.activate_group(screen.game.groups[0].gid)
    screen.new_game()  # same day: the one puzzle stays
    assert screen.game.moves == 1 and "one puzzle a day" in screen.outcome
    days[0] = DAY + timedelta(days=1)
    screen.new_game()
    assert screen.day == days[0] and screen.game.moves == 0
    assert screen.outcome == "A new day: here is today's puzzle."
    assert ctx.saves.load("jogakbo") is None


def test_past_midnight_a_puzzle_in_progress_stays_until_reopened(qtbot: Any, ctx: Any) -> None:
    days = [DAY]
    screen = JogakboScreen(ctx, today=lambda: days[0])
    qtbot.addWidget(screen)
    screen.activate_tile(screen.game.hand[0])
    screen.activate_group(screen.game.groups[0].gid)
    days[0] = DAY + timedelta(days=1)
    screen.activate_tile(screen.game.hand[0])  # still yesterday's puzzle: no moves lost
    screen.activate_group(screen.game.groups[0].gid)
    assert screen.day == DAY and screen.game.moves == 2


def test_past_midnight_an_untouched_puzzle_gives_way_at_the_next_click(
    qtbot: Any, ctx: Any
) -> None:
    days = [DAY]
    screen = open_screen(qtbot, ctx)
    screen._today = lambda: days[0]
    days[0] = DAY + timedelta(days=1)
    with qtbot.waitSignal(screen.header_changed, timeout=1000):  # the header's date
        click(qtbot, screen, ("tile", screen.game.hand[0]))
    assert screen.day == days[0] and screen.puzzle == generate(days[0])
    assert screen.picked is None and screen.game.moves == 0
    assert screen.header_subtitle() == "December 1, 2026"
    assert screen.outcome == "A new day: here is today's puzzle."


def test_a_finished_puzzle_says_so_and_past_midnight_gives_way(qtbot: Any, ctx: Any) -> None:
    days = [DAY]
    screen = open_screen(qtbot, ctx)
    screen._today = lambda: days[0]
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    click(qtbot, screen, ("tile", screen.game.groups[0].tiles[0]))
    assert screen.picked is None and "one puzzle a day" in screen.outcome
    days[0] = DAY + timedelta(days=1)
    click(qtbot, screen, ("tile", screen.game.groups[0].tiles[0]))
    assert screen.day == days[0] and not screen.finished and screen.game.moves == 0
    assert screen.new_group_button.isEnabled() and not screen.copy_button.isVisible()
    assert not screen.result_moment.isVisible()
    assert ctx.stats.record("jogakbo")["completed"] == 1


def test_save_of_another_puzzle_is_not_loaded(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    screen.activate_tile(screen.game.hand[0])
    screen.activate_group(screen.game.groups[0].gid)
    data = ctx.saves.load("jogakbo")
    data["tiles"] = sorted([*data["tiles"][1:], Tile(13, data_colour(data), 1).key])
    ctx.saves.save("jogakbo", data)
    again = open_screen(qtbot, ctx)
    assert again.game.moves == 0 and list(again.game.hand) == list(again.puzzle.hand)


def test_damaged_save_is_moved_aside_and_a_fresh_puzzle_starts(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    screen.activate_tile(screen.game.hand[0])
    screen.activate_group(screen.game.groups[0].gid)
    data = ctx.saves.load("jogakbo")
    data["moves"] = -3
    # Written as a file: the service refuses to write what it would not read back.
    (ctx.paths.saves / "jogakbo.json").write_text(json.dumps({"schema": 1, **data}))
    again = open_screen(qtbot, ctx)
    assert again.game.moves == 0 and ctx.saves.load("jogakbo") is None
    assert list(ctx.paths.saves.glob("jogakbo.json.corrupt-*"))


def test_language_switch_retranslates_the_screen(qtbot: Any, ctx: Any) -> None:
    from puzzlesuite.services import i18n

    screen = open_screen(qtbot, ctx)
    i18n.set_language("ko")
    ctx.language_changed.emit()
    assert screen.score_label.text() == f"이동 0 · 기준 {screen.puzzle.par}"
    assert screen.new_group_button.text() == "새 자리(&N)"
    assert screen.header_subtitle() == "2026년 11월 30일"
    assert screen.score_label.accessibleName().endswith(" · 2026년 11월 30일")
    assert screen.view.item_name(("group", screen.game.groups[0].gid)).startswith("1번 묶음, ")


def test_tab_to_new_group_button_and_back_to_the_new_group(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    with qtbot.waitActive(screen):
        screen.activateWindow()
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_End)
    tile = screen.game.hand[-1]
    qtbot.keyClick(screen.view, Qt.Key.Key_Space)
    qtbot.keyClick(screen.view, Qt.Key.Key_Tab)
    assert screen.new_group_button.hasFocus()
    qtbot.keyClick(screen.new_group_button, Qt.Key.Key_Space)
    gid = screen.game.location(tile)
    assert screen.game.group(gid).tiles == [tile]
    assert screen.view.hasFocus() and screen.view.focus_key == ("group", gid)


def data_colour(data: dict[str, Any]) -> Any:
    return Tile.from_key(data["tiles"][0]).colour


def test_screen_reader_sees_groups_and_tiles(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    with qtbot.waitActive(screen):
        screen.activateWindow()
    view = screen.view
    view.setFocus()
    assert view.hasFocus()
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface is not None and interface.role() == QAccessible.Role.List
    order = view.focus_order()
    assert interface.childCount() == len(order)
    first = screen.game.groups[0]
    assert interface.child(0).text(QAccessible.Text.Name).startswith("Group 1: ")
    assert interface.child(0).text(QAccessible.Text.Name).endswith(", valid")
    tile = screen.game.hand[0]
    hand_index = order.index(("tile", tile))
    hand_name = interface.child(hand_index).text(QAccessible.Text.Name)
    assert hand_name == f"{names.tile_name(tile)}, in hand"
    assert names.tile_name(tile) == f"{tile.colour.value.capitalize()} {tile.number}"
    qtbot.keyClick(view, Qt.Key.Key_End)
    focused = interface.focusChild()
    assert focused is not None and focused.state().focused
    assert focused.text(QAccessible.Text.Name) == view.item_name(view.focus_key)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    focused = interface.focusChild()
    assert focused is not None
    description = focused.text(QAccessible.Text.Description)
    assert description.startswith(view.item_name(("tile", screen.game.group(first.gid).tiles[-1])))
    assert "moved" in description
    assert focused.text(QAccessible.Text.Name).startswith("Group 1: ")
    assert not focused.rect().isEmpty()


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_help_and_statistics_pages(ctx: Any, language: str) -> None:
    from puzzlesuite.services import i18n

    i18n.set_language(language)
    page = jogakbo_help.help_html()
    assert page.count("<p>") + page.count("<li>") >= 12
    from puzzlesuite.games.jogakbo.stats import stats_page

    record = {
        "completed": 3,
        "at_or_under_par": 2,
        "play_seconds": 600,
        "from_par": [2, 1, 0, 0, 0],
    }
    (section,) = stats_page(record).sections
    assert [figure.value for figure in section.figures][:2] == ["3", "2"]
    assert [bar.value for bar in section.charts[0].bars] == [2, 1, 0, 0, 0]
    if language != "en":
        i18n.set_language("en")
        english = jogakbo_help.help_html()
        i18n.set_language(language)
        assert page != english


def test_colour_marks_are_distinct_shapes() -> None:
    from PySide6.QtCore import QPointF

    from puzzlesuite.games.jogakbo.model import COLOURS
    from puzzlesuite.games.jogakbo.view import symbol_path

    paths = [symbol_path(c, QPointF(0, 0), 10) for c in COLOURS]
    for index, path in enumerate(paths):
        assert all(path != other for other in paths[index + 1 :])


# ---- screen-reader speed (issue 10) ----------------------------------------------------------


def focused_item(screen: JogakboScreen) -> Any:
    interface = QAccessible.queryAccessibleInterface(screen.view)
    item = interface.focusChild()
    assert item is not None
    return item


def active_screen(qtbot: Any, ctx: Any) -> JogakboScreen:
    screen = open_screen(qtbot, ctx)
    with qtbot.waitActive(screen):
        screen.activateWindow()
    screen.view.setFocus()
    qtbot.waitUntil(screen.view.hasFocus)
    return screen


def test_an_outcome_is_said_once_not_on_every_arrow(qtbot: Any, ctx: Any) -> None:
    screen = active_screen(qtbot, ctx)
    view = screen.view
    qtbot.keyClick(view, Qt.Key.Key_End)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    moved = focused_item(screen).text(QAccessible.Text.Description)
    assert " moved. Group 1: " in moved
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down):
        qtbot.keyClick(view, key)
        assert focused_item(screen).text(QAccessible.Text.Description) == ""
    # S repeats it on demand, after the status line.
    qtbot.keyClick(view, Qt.Key.Key_Home)
    screen.speak_status()
    said = focused_item(screen).text(QAccessible.Text.Description)
    assert said.startswith("Moves 1, par ") and said.strip().endswith(moved)


def test_s_is_heard_on_every_press(qtbot: Any, ctx: Any) -> None:
    screen = active_screen(qtbot, ctx)
    screen.speak_status()
    first = focused_item(screen).text(QAccessible.Text.Description)
    screen.speak_status()
    second = focused_item(screen).text(QAccessible.Text.Description)
    assert first.startswith("Moves 0, par ") and "Tiles in hand: " in first
    assert first != second and first.strip() == second.strip()


def test_items_have_a_press_action_equal_to_space(qtbot: Any, ctx: Any) -> None:
    from PySide6.QtGui import QAccessibleActionInterface

    screen = active_screen(qtbot, ctx)
    interface = QAccessible.queryAccessibleInterface(screen.view)
    tile = screen.game.hand[-1]
    item = interface.child(screen.view.focus_order().index(("tile", tile)))
    actions = item.actionInterface()
    press = QAccessibleActionInterface.pressAction()
    assert actions.actionNames() == [press, QAccessibleActionInterface.setFocusAction()]
    actions.doAction(press)
    assert screen.picked == tile
    assert (
        focused_item(screen)
        .text(QAccessible.Text.Description)
        .startswith(f"{names.tile_name(tile)} picked.")
    )


def test_help_lists_the_screen_reader_keys() -> None:
    html = jogakbo_help.help_html()
    assert "S says your moves and par" in html and "Home and End" in html


def test_a_move_shows_where_the_tile_went_and_speaks_the_whole_group(qtbot: Any, ctx: Any) -> None:
    screen = active_screen(qtbot, ctx)
    tile, gid = screen.game.hand[0], screen.game.groups[0].gid
    click(qtbot, screen, ("tile", tile))
    click(qtbot, screen, ("group", gid))
    name = names.tile_name(tile)
    position = screen.game.group_index(gid) + 1
    assert screen.message_line.full_text == f"{name} moved to group {position}."
    group = names.group_name(position, screen.game.group(gid).tiles)
    assert screen.last_outcome == f"{name} moved. {group}."
    heard = focused_item(screen).text(QAccessible.Text.Description)
    assert heard.startswith(f"{name} moved. Group {position}: ")

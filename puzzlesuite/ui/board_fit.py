"""Boards fill their place (issue 31, item 2; docs/SHARED_PARTS.md, "Board sizing").

One rule for every board, whether it is drawn in a QGraphicsView (Block Puzzle, Reversi)
or on a plain widget (Sudoku, Minesweeper):

- **The board takes what the side panels leave.** Panels keep the width their content
  needs (``steady.fix_panel_width``; number-pad keys stay key-sized); the board's widget
  has the stretch, so a larger window is a larger board.
- **Up to a cap.** A cell grows to fill the place up to ``CELL_CAP`` pixels at 100 %
  zoom (about the size of a finger pad on a desktop screen, and where a larger cell
  stops reading better); past it the board is centred in its place.
- **Never below the comfortable minimum.** Each game names the smallest cell it stays
  comfortable at; a place smaller than that scrolls (``ui.board_zoom``) rather than
  shrinking the cells, or the panel folds (``steady.PanelFold``).
- **Zoom magnifies.** The board zoom (Ctrl+= / Ctrl+−, for low vision) multiplies the
  cell found this way, cap and minimum included: a cell is never smaller than the
  comfortable minimum × zoom, the board fills its place, and it scrolls only past that.

``fit_cell`` is the computation; ``board_zoom.fit_board`` applies it to a view (its
``cell`` argument: one cell's size in scene units).
"""

from __future__ import annotations

CELL_CAP = 96  # pixels a cell at 100 % zoom: the largest a board's cell grows


def fit_cell(
    width: float,
    height: float,
    cols: float,
    rows: float,
    *,
    minimum: float = 0.0,
    zoom: float = 1.0,
    cap: float = CELL_CAP,
) -> float:
    """The side of one cell of a board ``cols`` × ``rows`` cells in a place ``width`` ×
    ``height`` pixels (what is left for the cells: labels and margins already taken
    off): as large as the place allows, at most ``cap`` and at least ``minimum``, times
    the board ``zoom`` (1.0 = 100 %)."""
    fitted = min(width / cols, height / rows) if cols > 0 and rows > 0 else 0.0
    return max(minimum, min(cap, fitted)) * zoom


def fit_scale(
    width: float, height: float, scene_width: float, scene_height: float, cell: float
) -> float:
    """The scale that fits a scene ``scene_width`` × ``scene_height`` (whose cells are
    ``cell`` scene units) into a place at 100 % zoom, capped so that a cell is at most
    ``CELL_CAP`` pixels."""
    if scene_width <= 0 or scene_height <= 0:
        return 1.0
    fitted = min(width / scene_width, height / scene_height)
    return min(fitted, CELL_CAP / cell) if cell > 0 else fitted

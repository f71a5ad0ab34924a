"""The three CPU opponents (no Qt).

Every opponent is a pure function of ``(player, opponent, seed, ply)``: the bitboards of
the side to move and of the other side, the game's seed and the number of plies played so
far.  Normal and Hard ignore the seed and ply (they never play randomly); Easy draws from a
random generator seeded with all four, so undoing and replaying the same cell brings back
the same reply.

* **Easy** looks one move ahead and likes moves that flip many discs and leave the other
  side few replies, with seeded noise on top.  It gives no value to corners and is
  slightly drawn to the X squares diagonal to them, so it hands corners over.
* **Normal** looks one move ahead and scores the result by square values plus mobility
  (how many moves each side has).  Ties go to the lowest square, so it is deterministic.
* **Hard** is an iterative-deepening negamax alpha-beta search with the same kind of
  evaluation.  It stops after examining exactly :data:`HARD_BUDGET` positions, where one
  examined position is one call of the search's node visit: the root, every position
  reached by a move and every position reached by a forced pass each count once.  It
  plays the best move of the deepest iteration that finished inside the budget.  The
  search ends earlier only when the root has a single legal move (nothing to examine) or
  when an iteration has already seen every line to the end of the game (deeper iterations
  would examine the same positions again).  No opening book, no endgame tables.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from puzzlesuite.games.reversi.engine import (
    FULL,
    INNER_FILES,
    flips_for,
    flood_moves,
    legal_moves,
    parse_square,
)

HARD_BUDGET = 12_000


class Level(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


def _mask(*names: str) -> int:
    bits = 0
    for name in names:
        bits |= 1 << parse_square(name)
    return bits


CORNERS = _mask("a1", "h1", "a8", "h8")
X_SQUARES = _mask("b2", "g2", "b7", "g7")
C_SQUARES = _mask("b1", "a2", "g1", "h2", "a7", "b8", "h7", "g8")
EDGES = _mask(*(f"{f}{r}" for f in "abcdefgh" for r in "18" if f not in "abgh")) | _mask(
    *(f"{f}{r}" for f in "ah" for r in "345678" if r not in "78")
)
A1, H1, A8, H8 = (_mask(n) for n in ("a1", "h1", "a8", "h8"))
# The X and C squares that lead into each corner.
NEAR_A1 = _mask("b1", "a2", "b2")
NEAR_H1 = _mask("g1", "h2", "g2")
NEAR_A8 = _mask("a7", "b8", "b7")
NEAR_H8 = _mask("h7", "g8", "g7")

# Order in which a search tries moves: corners, edges, the middle, C squares, X squares.
MIDDLE = FULL & ~(CORNERS | X_SQUARES | C_SQUARES | EDGES)
MOVE_ORDER = (CORNERS, EDGES, MIDDLE, C_SQUARES, X_SQUARES)

# Evaluation weights, in hundredths of a disc-ish unit (only their ratios matter).
W_CORNER = 30
W_X = 15  # penalty for an X square while its corner is empty
W_C = 5  # penalty for a C square while its corner is empty
W_EDGE = 2
W_MOBILITY = 4
WIN_SCORE = 100_000  # any finished game outweighs any heuristic score

# Both sides' mobility in one flood pass: the boards are packed side by side in one big
# integer, one 82-bit lane per (mover, other side) pair.  The 18-bit gap between lanes keeps
# the widest shift (<<18) of one lane from reaching the next.  Python pays mostly for each
# operation, hardly for the width, so packing all the children of a position into one pass
# costs little more than scanning one of them.
_LANE = 82
_INNER_LANES = sum(INNER_FILES << (lane * _LANE) for lane in range(2 * 64))


def _packed_moves(mover: int, other: int, empty: int) -> int:
    """Legal moves in every lane of packed boards (see ``_LANE``)."""
    return flood_moves(mover, other, empty, _INNER_LANES)


def mobility_difference(player: int, opponent: int) -> int:
    """``len(moves(player)) - len(moves(opponent))``, computed in one flood pass."""
    empty = ~(player | opponent) & FULL
    moves = _packed_moves(
        player | (opponent << _LANE), opponent | (player << _LANE), empty | (empty << _LANE)
    )
    return (moves & FULL).bit_count() - (moves >> _LANE).bit_count()


def child_values(player: int, opponent: int, moves: int) -> tuple[list[tuple[int, int]], bool]:
    """Value for ``player`` of each move in ``moves``, one flood pass for all of them.

    Returns ``([(value, move_bit), ...], any_unfinished)`` in low-square-first order; the
    value is the negated evaluation of the position after the move (a finished game gets
    its exact score), and ``any_unfinished`` tells whether some child is still in play.
    """
    lane2 = 2 * _LANE
    # Square values change only where a disc lands or turns over.  Corners never turn,
    # so unless a move takes a corner the X/C danger zones stay as they are and the
    # child's square score is the parent's plus the change; only corner moves recompute.
    x_danger, c_danger = _danger_zones(~(player | opponent) & FULL)
    sensitive = EDGES | x_danger | c_danger
    base = square_score(player, opponent)
    w_edge, w_x, w_c = W_EDGE, W_X, W_C
    mover = other = empty = 0
    shift = 0
    children = []
    while moves:
        low = moves & -moves
        moves ^= low
        flipped = flips_for(player, opponent, low.bit_length() - 1)
        theirs = opponent ^ flipped  # the side to move after this move
        mine = player | flipped | low
        if low & CORNERS:
            score = square_score(mine, theirs)
        else:
            score = base
            if low & sensitive:
                score += w_edge if low & EDGES else (-w_x if low & x_danger else -w_c)
            turned = flipped & sensitive
            if turned:
                score += 2 * (
                    w_edge * (turned & EDGES).bit_count()
                    - w_x * (turned & x_danger).bit_count()
                    - w_c * (turned & c_danger).bit_count()
                )
        free = ~(theirs | mine) & FULL
        # Lane 2i holds child i from the side to move, lane 2i+1 from the other side.
        mover |= (theirs << shift) | (mine << (shift + _LANE))
        other |= (mine << shift) | (theirs << (shift + _LANE))
        empty |= (free << shift) | (free << (shift + _LANE))
        shift += lane2
        children.append((theirs, mine, low, score))
    packed = _packed_moves(mover, other, empty)
    values = []
    unfinished = False
    for theirs, mine, low, score in children:
        theirs_mobility = (packed & FULL).bit_count()
        mine_mobility = ((packed >> _LANE) & FULL).bit_count()
        packed >>= lane2
        if theirs_mobility or mine_mobility:
            unfinished = True
            value = score + W_MOBILITY * (mine_mobility - theirs_mobility)
        else:
            value = -final_score(theirs, mine)
        values.append((value, low))
    return values, unfinished


def _danger_zones(empty: int) -> tuple[int, int]:
    """The X squares and C squares whose corner is still empty."""
    danger = 0
    if empty & A1:
        danger |= NEAR_A1
    if empty & H1:
        danger |= NEAR_H1
    if empty & A8:
        danger |= NEAR_A8
    if empty & H8:
        danger |= NEAR_H8
    return danger & X_SQUARES, danger & C_SQUARES


def square_score(player: int, opponent: int) -> int:
    """Positional value of the discs for ``player`` minus that for ``opponent``."""
    x_danger, c_danger = _danger_zones(~(player | opponent) & FULL)
    return (
        W_CORNER * ((player & CORNERS).bit_count() - (opponent & CORNERS).bit_count())
        + W_EDGE * ((player & EDGES).bit_count() - (opponent & EDGES).bit_count())
        - W_X * ((player & x_danger).bit_count() - (opponent & x_danger).bit_count())
        - W_C * ((player & c_danger).bit_count() - (opponent & c_danger).bit_count())
    )


def final_score(player: int, opponent: int) -> int:
    """Score of a finished game for ``player``: any win beats any heuristic value."""
    diff = player.bit_count() - opponent.bit_count()
    if diff > 0:
        return WIN_SCORE + diff
    if diff < 0:
        return -WIN_SCORE + diff
    return 0


def evaluate(player: int, opponent: int) -> int:
    """Heuristic value of a position for the side to move (``player``)."""
    return square_score(player, opponent) + W_MOBILITY * mobility_difference(player, opponent)


def _ordered_moves(moves: int) -> list[int]:
    """Move bits in the static search order (corners first, X squares last)."""
    ordered = []
    for mask in MOVE_ORDER:
        group = moves & mask
        while group:
            low = group & -group
            ordered.append(low)
            group ^= low
    return ordered


# --------------------------------------------------------------------------- Normal


def normal_move(player: int, opponent: int) -> int:
    """Best square by one-move lookahead with square values and mobility; -1 to pass.

    Ties go to the lowest square, so the choice is fully determined by the position.
    """
    moves = legal_moves(player, opponent)
    if not moves:
        return -1
    values, _ = child_values(player, opponent, moves)
    best_value, best_bit = values[0]
    for value, low in values[1:]:
        if value > best_value:
            best_value, best_bit = value, low
    return best_bit.bit_length() - 1


# --------------------------------------------------------------------------- Easy

EASY_NOISE = 6.0
EASY_X_SQUARE_PULL = 1.0


def easy_move(player: int, opponent: int, seed: int, ply: int) -> int:
    """A square chosen with seeded noise; corners mean nothing to Easy."""
    moves = legal_moves(player, opponent)
    if not moves:
        return -1
    rng = random.Random(_mix(seed, ply, player, opponent))
    best_square = -1
    best_value = 0.0
    while moves:
        low = moves & -moves
        moves ^= low
        square = low.bit_length() - 1
        flipped = flips_for(player, opponent, square)
        mine = player | flipped | low
        theirs = opponent ^ flipped
        # Greedy for discs and for cramping the other side.  Corners are worth nothing
        # extra, and the X squares diagonal to the corners even look a little attractive:
        # exactly how a beginner hands corners over.
        value = (
            flipped.bit_count()
            - legal_moves(theirs, mine).bit_count()
            + (EASY_X_SQUARE_PULL if low & X_SQUARES else 0.0)
            + rng.uniform(0.0, EASY_NOISE)
        )
        if best_square < 0 or value > best_value:
            best_square, best_value = square, value
    return best_square


def _mix(seed: int, ply: int, player: int, opponent: int) -> int:
    """A stable (unsalted) combination of everything Easy's choice may depend on."""
    return (seed & FULL) ^ (ply << 64) ^ (player << 72) ^ (opponent << 136)


# --------------------------------------------------------------------------- Hard


class _BudgetExhausted(Exception):
    """Raised inside the search once the position budget is spent."""


@dataclass(frozen=True)
class SearchResult:
    square: int  # -1 when the side to move must pass
    depth: int  # deepest completed iteration (0 when there was nothing to search)
    nodes: int  # positions examined, see the module docstring
    score: int  # value of ``square`` at ``depth`` for the side to move
    exact: bool  # True when the completed iteration saw every line to the end


def hard_search(player: int, opponent: int, budget: int = HARD_BUDGET) -> SearchResult:
    """Iterative-deepening alpha-beta limited to ``budget`` examined positions."""
    root_moves = legal_moves(player, opponent)
    if not root_moves:
        return SearchResult(-1, 0, 0, 0, not legal_moves(opponent, player))
    if root_moves & (root_moves - 1) == 0:
        return SearchResult(root_moves.bit_length() - 1, 0, 0, 0, False)

    nodes = 0
    reached_horizon = False
    # Best reply found at each interior position by earlier iterations, tried first.
    best_reply: dict[int, int] = {}
    # Local bindings: the visit runs thousands of times per search.
    _legal = legal_moves
    _flips = flips_for
    _children = child_values
    _order = MOVE_ORDER
    win = WIN_SCORE

    def frontier(me: int, you: int, moves: int) -> int:
        """Best value for ``me`` one move deep; every child counts as examined."""
        nonlocal nodes, reached_horizon
        room = budget - nodes
        count = moves.bit_count()
        if count > room:
            # Examine exactly the positions the budget still allows, then stop.
            allowed = 0
            for _ in range(room):
                low = moves & -moves
                moves ^= low
                allowed |= low
            if allowed:
                _children(me, you, allowed)
            nodes = budget
            raise _BudgetExhausted
        nodes += count
        values, unfinished = _children(me, you, moves)
        if unfinished:
            reached_horizon = True
        return max(values)[0]

    def visit(me: int, you: int, depth: int, alpha: int, beta: int) -> int:
        nonlocal nodes
        nodes += 1
        if nodes > budget:
            nodes = budget
            raise _BudgetExhausted
        moves = _legal(me, you)
        if not moves:
            if not _legal(you, me):
                diff = me.bit_count() - you.bit_count()
                return win + diff if diff > 0 else (-win + diff if diff < 0 else 0)
            # A forced pass: same depth, the other side moves.
            return -visit(you, me, depth, -beta, -alpha)
        if depth == 1:
            return frontier(me, you, moves)
        key = (me << 64) | you
        first = best_reply.get(key, 0) & moves
        best = -win * 2
        best_bit = 0
        if first:
            flipped = _flips(me, you, first.bit_length() - 1)
            best = -visit(you ^ flipped, me | flipped | first, depth - 1, -beta, -alpha)
            best_bit = first
            if best >= beta:
                best_reply[key] = first
                return best
            if best > alpha:
                alpha = best
            moves ^= first
        for mask in _order:
            group = moves & mask
            while group:
                low = group & -group
                group ^= low
                flipped = _flips(me, you, low.bit_length() - 1)
                value = -visit(you ^ flipped, me | flipped | low, depth - 1, -beta, -alpha)
                if value > best:
                    best = value
                    best_bit = low
                    if value >= beta:
                        best_reply[key] = low
                        return value
                    if value > alpha:
                        alpha = value
        best_reply[key] = best_bit
        return best

    ordered = _ordered_moves(root_moves)
    result = SearchResult(ordered[0].bit_length() - 1, 0, 0, 0, False)
    depth = 0
    while True:
        depth += 1
        reached_horizon = False
        try:
            nodes += 1  # the root itself
            if nodes > budget:
                nodes = budget
                raise _BudgetExhausted
            if depth == 1:
                values, reached_horizon = _children(player, opponent, root_moves)
                nodes += len(values)
                # Highest value first; among equals the static order (corners first).
                rank = {bit: i for i, bit in enumerate(ordered)}
                values.sort(key=lambda vb: (-vb[0], rank[vb[1]]))
                ordered = [bit for _, bit in values]
                best_value, best_bit = values[0]
            else:
                best_value = -win * 2
                best_bit = ordered[0]
                alpha = -win * 2
                for low in ordered:
                    flipped = _flips(player, opponent, low.bit_length() - 1)
                    value = -visit(
                        opponent ^ flipped, player | flipped | low, depth - 1, -win * 2, -alpha
                    )
                    if value > best_value:
                        best_value, best_bit = value, low
                        alpha = value
        except _BudgetExhausted:
            return SearchResult(result.square, result.depth, nodes, result.score, result.exact)
        exact = not reached_horizon
        result = SearchResult(best_bit.bit_length() - 1, depth, nodes, best_value, exact)
        if exact:
            return result
        # Search the previous best first: the next iteration usually confirms it.
        ordered.remove(best_bit)
        ordered.insert(0, best_bit)


def choose_move(level: Level, player: int, opponent: int, seed: int, ply: int) -> int:
    """The CPU's square for the side to move (``player``), or -1 if it must pass."""
    if level is Level.EASY:
        return easy_move(player, opponent, seed, ply)
    if level is Level.NORMAL:
        return normal_move(player, opponent)
    return hard_search(player, opponent).square

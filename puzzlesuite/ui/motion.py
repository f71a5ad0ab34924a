"""The one animation part every view uses (issue 31; docs/MOTION.md).

An animation here is a value over time, not a thing that moves widgets: a view starts an
`Animation` when the model has *already* moved on (the board holds the new discs, the
cleared cells are already empty) and reads `progress(key)` when it paints, to draw the
in-between picture of each item (a disc half turned, a cell half faded). Nothing waits
for an animation and nothing is decided by one.

Three rules hold for every animation, here and not in each view:

- **The next input finishes it.** While anything runs, one application-wide event filter
  jumps every running animation to its end on a key press, a mouse press, a touch or the
  wheel, before the input reaches its widget: the player always acts on the picture of
  the model as it is.
- **Reduce motion makes it instant.** `start()` then goes straight to the end state and
  repaints it once (the app's setting or the desktop's request: `AppContext.reduce_motion`,
  bound here with `follow_reduce_motion`).
- **A frame repaints what changed.** Each frame hands the view the keys (cells, discs…)
  whose picture changed since the last frame, so it updates only their rectangles.

Durations come from `puzzlesuite.ui.tokens.MOTION`. Frames come from a `Clock`: the real
`FrameClock` (a precise ~60 Hz timer, running only while something animates) or, in
tests and benchmarks, a `TestClock` advanced by hand, frame by frame.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Collection, Hashable, Mapping
from typing import Any, Generic, Protocol, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, Qt, QTimer

from puzzlesuite.ui.tokens import MOTION

K = TypeVar("K", bound=Hashable)

FRAME_MS = 16  # the real clock's frame: about 60 a second
GROUP = None  # the key of an animation that moves as one (no per-item delays)

Easing = Callable[[float], float]


# Easing curves: progress 0..1 in, 0..1 out, 0 at 0 and 1 at 1. Pure functions, so a test
# knows the value a view will draw.
def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    """Fast, then settling: things arriving (a piece sliding in, a card appearing)."""
    return 1 - (1 - t) ** 3


def ease_in_quad(t: float) -> float:
    """Slow, then fast: things leaving (a cleared cell fading away)."""
    return t * t


def ease_in_out_cubic(t: float) -> float:
    """Things moving from one rest to another (a tile gliding to its place)."""
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def wave_delays(distances: Mapping[K, float], step: float = MOTION.stagger) -> dict[K, float]:
    """Start delays of a wave: `step` ms per unit of distance from its source, the nearest
    item starting at once (Reversi's flips by distance from the placed disc)."""
    if not distances:
        return {}
    nearest = min(distances.values())
    return {key: step * (distance - nearest) for key, distance in distances.items()}


def repaint(target: Any, rect_of: Callable[[K], Any]) -> Callable[[Collection[K]], None]:
    """An `on_frame` that updates only the rectangles of the keys that changed:
    `target.update(rect_of(key))` (a widget and a QRect, or a graphics item and a QRectF)."""

    def on_frame(keys: Collection[K]) -> None:
        for key in keys:
            target.update(rect_of(key))

    return on_frame


# Clocks ----------------------------------------------------------------------------------
class Clock(Protocol):
    def now(self) -> float:
        """Milliseconds on a monotonic clock."""
        ...

    def start(self, tick: Callable[[], None]) -> None:
        """Call `tick` once a frame until `stop`."""
        ...

    def stop(self) -> None: ...


class FrameClock:
    """The real clock: Qt's monotonic clock and a precise frame timer that runs only while
    something animates (an idle app wakes for nothing)."""

    def __init__(self) -> None:
        self._elapsed = QElapsedTimer()
        self._elapsed.start()
        self._timer: QTimer | None = None
        self._tick: Callable[[], None] | None = None

    def now(self) -> float:
        return self._elapsed.nsecsElapsed() / 1_000_000

    def start(self, tick: Callable[[], None]) -> None:
        self._tick = tick
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setTimerType(Qt.TimerType.PreciseTimer)
            self._timer.setInterval(FRAME_MS)
            self._timer.timeout.connect(self._frame)
        if not self._timer.isActive():
            self._timer.start()

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()

    def _frame(self) -> None:
        if self._tick is not None:
            self._tick()


class TestClock:
    """A clock for tests and benchmarks: time moves only when told, and each `advance`
    is one frame (no timer, no waiting)."""

    __test__ = False  # not a pytest test class

    def __init__(self) -> None:
        self.time = 0.0
        self.frames = 0  # frames ticked so far
        self._tick: Callable[[], None] | None = None

    def now(self) -> float:
        return self.time

    def start(self, tick: Callable[[], None]) -> None:
        self._tick = tick

    def stop(self) -> None:
        self._tick = None

    @property
    def ticking(self) -> bool:
        """Something is animating (the animator asked for frames)."""
        return self._tick is not None

    def advance(self, ms: float = FRAME_MS) -> None:
        """`ms` later: one frame, when anything animates."""
        self.time += ms
        if self._tick is not None:
            self.frames += 1
            self._tick()

    def run_out(self, frame_ms: float = FRAME_MS, limit: int = 10_000) -> int:
        """Frames until nothing animates any more; how many it took."""
        count = 0
        while self._tick is not None and count < limit:
            self.advance(frame_ms)
            count += 1
        return count


# Animations ------------------------------------------------------------------------------
class Animation(Generic[K]):
    """Progress 0 → 1 over `duration` ms with an easing curve, per item: `delays` gives
    each item (a square, a cell) its start delay in ms, for waves and staggers; without
    it the animation has one item, `GROUP` (None).

    `owner` is the view it belongs to: when it is deleted, the animation stops silently.
    `on_frame(keys)` is called with the items whose picture changed since the last frame
    (every item on the frame that ends it): the view updates their rectangles. `on_done`
    runs once the end is reached (naturally, by input, by `finish`, or at once under
    Reduce motion), after the last `on_frame`.

    Not running (never started, or done), every item is at its end: progress 1.
    """

    def __init__(
        self,
        owner: QObject,
        duration: int,
        *,
        easing: Easing = ease_out_cubic,
        delays: Mapping[K, float] | None = None,
        on_frame: Callable[[Collection[K]], None] | None = None,
        on_done: Callable[[], None] | None = None,
        animator: Animator | None = None,
    ) -> None:
        self.owner = owner
        self.duration = max(0, duration)
        self.easing = easing
        self.delays: dict[Any, float] = dict(delays) if delays is not None else {GROUP: 0.0}
        self.total_ms = self.duration + max(self.delays.values(), default=0.0)
        self.on_frame = on_frame
        self.on_done = on_done
        self._animator = animator
        self._started_at = 0.0
        self._elapsed = self.total_ms  # at rest: the end state
        self.running = False

    @property
    def keys(self) -> tuple[Any, ...]:
        return tuple(self.delays)

    @property
    def elapsed(self) -> float:
        return self._elapsed

    def linear_progress(self, key: Any = GROUP) -> float:
        """How far `key` is, 0..1, before easing; 1 for a key the animation does not move."""
        delay = self.delays.get(key)
        if delay is None:
            return 1.0
        if self.duration == 0:
            return 1.0 if self._elapsed >= delay else 0.0
        return min(1.0, max(0.0, (self._elapsed - delay) / self.duration))

    def progress(self, key: Any = GROUP) -> float:
        """How far `key` is, 0..1, eased: what the view draws."""
        return self.easing(self.linear_progress(key))

    def start(self, *, instant: bool = False) -> None:
        """From the beginning. `instant` (or Reduce motion): straight to the end, painted
        once. Starting again restarts it."""
        animator = self._animator or get_animator()
        if self.running:
            animator.forget(self)
            self.running = False
        if instant or self.total_ms <= 0 or animator.reduce_motion():
            self._elapsed = -1.0
            self._step_to(self.total_ms)
            return
        self._elapsed = 0.0
        self._started_at = animator.clock.now()
        self.running = True
        animator.add(self)
        if self.on_frame is not None:
            self.on_frame(self.keys)  # the first picture (progress 0) replaces the old one

    def finish(self) -> None:
        """Jump to the end now (the next input, a new game, a new animation over it)."""
        if self.running:
            (self._animator or get_animator()).forget(self)
            self._step_to(self.total_ms)

    def _frame(self, now: float) -> None:
        self._step_to(now - self._started_at)

    def _step_to(self, elapsed: float) -> None:
        before = self._elapsed
        after = min(elapsed, self.total_ms)
        if after <= before:
            return
        self._elapsed = after
        done = after >= self.total_ms
        if done:
            self.running = False
        if shiboken6.isValid(self.owner):
            changed = [
                key
                for key, delay in self.delays.items()
                if before < delay + self.duration and (after > delay or done)
            ]
            if changed and self.on_frame is not None:
                self.on_frame(changed)
            if done and self.on_done is not None:
                self.on_done()


# The animator ----------------------------------------------------------------------------
def _input_events() -> frozenset[QEvent.Type]:
    kind = QEvent.Type
    return frozenset(
        {
            kind.KeyPress,
            kind.ShortcutOverride,  # a key that triggers a shortcut never sends KeyPress
            kind.MouseButtonPress,
            kind.MouseButtonDblClick,
            kind.TouchBegin,
            kind.Wheel,
            kind.TabletPress,
        }
    )


class Animator(QObject):
    """Runs every animation of the app on one clock, and finishes them all on the next
    input. Its event filter is installed on the application only while something runs:
    an idle app pays nothing per event."""

    def __init__(self, clock: Clock | None = None) -> None:
        super().__init__()
        self.clock: Clock = clock or FrameClock()
        self._running: list[Animation[Any]] = []
        self._reduce_motion: Callable[[], bool] = _never
        self._inputs = _input_events()
        self._filtering = False

    # Reduce motion --------------------------------------------------------------------
    def follow_reduce_motion(self, read: Callable[[], bool]) -> None:
        self._reduce_motion = read

    def reduce_motion(self) -> bool:
        return bool(self._reduce_motion())

    # Running --------------------------------------------------------------------------
    @property
    def running(self) -> tuple[Animation[Any], ...]:
        return tuple(self._running)

    def add(self, animation: Animation[Any]) -> None:
        if animation not in self._running:
            self._running.append(animation)
        self.clock.start(self.tick)
        self._filter_input(True)

    def forget(self, animation: Animation[Any]) -> None:
        if animation in self._running:
            self._running.remove(animation)
        if not self._running:
            self.clock.stop()
            self._filter_input(False)

    def tick(self) -> None:
        """One frame: every running animation steps to the clock's time."""
        if self._reduce_motion():  # turned on while something moved
            self.finish_all()
            return
        now = self.clock.now()
        for animation in list(self._running):
            if not shiboken6.isValid(animation.owner):
                animation.running = False
                self.forget(animation)
                continue
            animation._frame(now)
            if not animation.running:
                self.forget(animation)

    def finish_all(self) -> None:
        for animation in list(self._running):
            animation.finish()

    def use_clock(self, clock: Clock) -> Clock:
        """Tests and benchmarks: run on `clock` from now on (what runs is finished first);
        the clock it replaces is returned, to put it back."""
        self.finish_all()
        previous, self.clock = self.clock, clock
        previous.stop()
        return previous

    # The next input finishes everything --------------------------------------------------
    def _filter_input(self, on: bool) -> None:
        app = QCoreApplication.instance()
        if app is None or on == self._filtering:
            return
        self._filtering = on
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if self._running and event.type() in self._inputs:
            self.finish_all()
        return False  # the input goes on to its widget, which sees the end state


def _never() -> bool:
    return False


_animator: Animator | None = None
_reduce_motion_reader: Callable[[], bool] = _never


def get_animator() -> Animator:
    """The app's one animator (made with the first animation)."""
    global _animator
    if _animator is None or not shiboken6.isValid(_animator):
        _animator = Animator()
        _animator.follow_reduce_motion(_reduce_motion_reader)
    return _animator


def follow_reduce_motion(owner: object, read: Callable[[Any], bool]) -> None:
    """Every animation is instant while `read(owner)` is true (the shell binds
    `AppContext.reduce_motion`). `owner` is held weakly: a context that is gone reads
    as False."""
    global _reduce_motion_reader
    ref = weakref.ref(owner)

    def reader() -> bool:
        target = ref()
        return target is not None and bool(read(target))

    _reduce_motion_reader = reader
    if _animator is not None and shiboken6.isValid(_animator):
        _animator.follow_reduce_motion(reader)


def reduce_motion() -> bool:
    """Whether motion is reduced now, for a view that draws a still cue instead (Reversi
    marks the discs a move turned)."""
    return bool(_reduce_motion_reader())


def reset() -> None:
    """Back to rest, for the next test: whatever runs is finished and Reduce motion
    follows nothing (until a context binds it again)."""
    global _reduce_motion_reader
    _reduce_motion_reader = _never
    if _animator is not None and shiboken6.isValid(_animator):
        _animator.finish_all()
        _animator.follow_reduce_motion(_never)

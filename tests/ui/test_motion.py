"""The shared animation part (ui/motion.py): progress and easing, per-item delays, what a
frame repaints, the next input finishing everything through real Qt events, Reduce
motion, and the test clock."""

from __future__ import annotations

from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPointingDevice, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from puzzlesuite.ui import motion
from puzzlesuite.ui.motion import Animation, TestClock
from puzzlesuite.ui.tokens import MOTION


class Flag:
    """Something with a Reduce motion flag, as AppContext has."""

    def __init__(self, on: bool) -> None:
        self.on = on


class Recorder:
    """What an animation told its view: the keys of each frame, and when it was done."""

    def __init__(self) -> None:
        self.frames: list[list[Any]] = []
        self.done = 0

    def frame(self, keys: Any) -> None:
        self.frames.append(sorted(keys, key=str))

    def finished(self) -> None:
        self.done += 1


def animation(owner: QWidget, recorder: Recorder, duration: int = 100, **options: Any) -> Any:
    return Animation(owner, duration, on_frame=recorder.frame, on_done=recorder.finished, **options)


@pytest.fixture
def owner(qtbot: Any) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def test_progress_follows_the_clock_through_the_easing_curve(
    owner: QWidget, motion_clock: TestClock
) -> None:
    seen = Recorder()
    moving = animation(owner, seen, easing=motion.linear)
    assert moving.progress() == 1.0, "never started: at rest, the end state"
    moving.start()
    assert moving.running and moving.progress() == 0.0
    motion_clock.advance(25)
    assert moving.progress() == 0.25
    eased = animation(owner, Recorder(), easing=motion.ease_out_cubic)
    eased.start()
    motion_clock.advance(50)
    assert moving.progress() == 0.75
    assert eased.progress() == pytest.approx(1 - 0.5**3)
    motion_clock.advance(25)
    assert not moving.running and moving.progress() == 1.0 and seen.done == 1
    motion_clock.run_out()
    assert seen.done == 1, "done once"


@pytest.mark.parametrize(
    "curve", [motion.linear, motion.ease_out_cubic, motion.ease_in_quad, motion.ease_in_out_cubic]
)
def test_every_easing_curve_runs_from_0_to_1_without_going_back(curve: Any) -> None:
    values = [curve(step / 100) for step in range(101)]
    assert values[0] == 0 and values[-1] == 1
    assert all(b >= a for a, b in zip(values, values[1:], strict=False))


def test_each_item_starts_after_its_delay(owner: QWidget, motion_clock: TestClock) -> None:
    seen = Recorder()
    wave = animation(owner, seen, easing=motion.linear, delays={"a": 0, "b": 50})
    assert wave.total_ms == 150
    wave.start()
    assert seen.frames == [["a", "b"]], "the first picture replaces the resting one"
    motion_clock.advance(25)
    assert (wave.progress("a"), wave.progress("b")) == (0.25, 0.0)
    assert seen.frames[-1] == ["a"], "b has not moved: not repainted"
    motion_clock.advance(35)  # 60 ms
    assert (wave.progress("a"), wave.progress("b")) == (0.6, 0.1)
    assert seen.frames[-1] == ["a", "b"]
    motion_clock.advance(60)  # 120 ms: a reached its end on the way
    assert (wave.progress("a"), wave.progress("b")) == (1.0, 0.7)
    assert seen.frames[-1] == ["a", "b"]
    motion_clock.advance(20)  # 140 ms: a is at rest
    assert seen.frames[-1] == ["b"]
    motion_clock.advance(20)
    assert not wave.running and seen.frames[-1] == ["b"] and seen.done == 1
    assert wave.progress("a") == wave.progress("b") == 1.0
    assert wave.progress("not in the wave") == 1.0


def test_wave_delays_step_by_distance_from_the_nearest() -> None:
    assert motion.wave_delays({"x": 1, "y": 2, "z": 4}) == {
        "x": 0,
        "y": MOTION.stagger,
        "z": 3 * MOTION.stagger,
    }
    assert motion.wave_delays({}) == {}


def test_repaint_updates_only_the_rectangles_of_what_changed() -> None:
    updated: list[QRect] = []

    class Target:
        def update(self, rect: QRect) -> None:
            updated.append(rect)

    on_frame = motion.repaint(Target(), lambda cell: QRect(cell * 10, 0, 10, 10))
    on_frame([2, 5])
    assert updated == [QRect(20, 0, 10, 10), QRect(50, 0, 10, 10)]


def test_the_test_clock_drives_frames_one_by_one(owner: QWidget, motion_clock: TestClock) -> None:
    assert not motion_clock.ticking
    motion_clock.advance(100)  # nothing runs: no frame
    assert motion_clock.frames == 0
    moving = animation(owner, Recorder(), duration=MOTION.standard)
    moving.start()
    assert motion_clock.ticking
    frames = motion_clock.run_out(16)
    assert frames == -(-MOTION.standard // 16) and not moving.running
    assert not motion_clock.ticking, "idle again: the clock stops asking for frames"


def test_finish_jumps_to_the_end_and_repaints_it_once(
    owner: QWidget, motion_clock: TestClock
) -> None:
    seen = Recorder()
    wave = animation(owner, seen, delays={1: 0, 2: 90})
    wave.start()
    motion_clock.advance(40)
    wave.finish()
    assert not wave.running and wave.progress(1) == wave.progress(2) == 1.0
    assert seen.frames[-1] == [1, 2] and seen.done == 1
    wave.finish()
    assert seen.done == 1


def test_starting_again_restarts_it(owner: QWidget, motion_clock: TestClock) -> None:
    moving = animation(owner, Recorder(), easing=motion.linear)
    moving.start()
    motion_clock.advance(80)
    moving.start()
    assert moving.progress() == 0.0
    motion_clock.advance(50)
    assert moving.progress() == 0.5


# ---- Reduce motion ------------------------------------------------------------------------
def test_under_reduce_motion_start_paints_the_end_state_once(
    owner: QWidget, motion_clock: TestClock
) -> None:
    flag = Flag(True)
    motion.follow_reduce_motion(flag, lambda f: f.on)
    assert motion.reduce_motion()
    seen = Recorder()
    wave = animation(owner, seen, delays={"a": 0, "b": 30})
    wave.start()
    assert not wave.running and wave.progress("a") == wave.progress("b") == 1.0
    assert seen.frames == [["a", "b"]] and seen.done == 1
    assert not motion_clock.ticking, "nothing asks for frames"
    flag.on = False
    assert not motion.reduce_motion()


def test_instant_start_is_the_same_without_the_flag(
    owner: QWidget, motion_clock: TestClock
) -> None:
    seen = Recorder()
    animation(owner, seen).start(instant=True)
    assert seen.frames == [[None]] and seen.done == 1 and not motion_clock.ticking


def test_reduce_motion_turned_on_mid_animation_finishes_it(
    owner: QWidget, motion_clock: TestClock
) -> None:
    flag = Flag(False)
    motion.follow_reduce_motion(flag, lambda f: f.on)
    moving = animation(owner, Recorder())
    moving.start()
    motion_clock.advance(16)
    assert moving.running
    flag.on = True
    motion_clock.advance(16)
    assert not moving.running and moving.progress() == 1.0


def test_a_context_that_is_gone_reduces_nothing() -> None:
    flag = Flag(True)
    motion.follow_reduce_motion(flag, lambda f: f.on)
    assert motion.reduce_motion()
    del flag
    assert not motion.reduce_motion()


# ---- the next input finishes every animation ---------------------------------------------
class InputTarget(QWidget):
    """Records the progress the running animation had when each input reached it."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.moving: Any = None
        self.seen: list[tuple[str, float]] = []

    def _saw(self, kind: str) -> None:
        self.seen.append((kind, self.moving.progress("far")))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self._saw("key")

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._saw("mouse")

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        self._saw("wheel")

    def event(self, event: Any) -> bool:
        if event.type() == event.Type.TouchBegin:
            self._saw("touch")
            event.accept()
            return True
        return super().event(event)


_touchscreen: list[QPointingDevice] = []


def touchscreen() -> QPointingDevice:
    """One test touchscreen for the run (each createTouchDevice registers another)."""
    if not _touchscreen:
        _touchscreen.append(QTest.createTouchDevice())
    return _touchscreen[0]


@pytest.fixture
def target(qtbot: Any, motion_clock: TestClock) -> InputTarget:
    widget = InputTarget()
    qtbot.addWidget(widget)
    widget.resize(200, 200)
    widget.show()
    qtbot.waitExposed(widget)
    widget.setFocus()
    return widget


def run_wave(target: InputTarget, clock: TestClock) -> Animation[str]:
    wave: Animation[str] = Animation(target, MOTION.emphasis, delays={"near": 0, "far": 200})
    target.moving = wave
    wave.start()
    clock.advance(16)
    assert wave.running and wave.progress("far") == 0.0
    return wave


def test_a_key_press_finishes_it_before_the_key_is_handled(
    qtbot: Any, target: InputTarget, motion_clock: TestClock
) -> None:
    wave = run_wave(target, motion_clock)
    QTest.keyClick(target, Qt.Key.Key_Right)
    assert not wave.running
    assert target.seen == [("key", 1.0)], "the handler saw the end state"


def test_a_mouse_press_finishes_it(
    qtbot: Any, target: InputTarget, motion_clock: TestClock
) -> None:
    wave = run_wave(target, motion_clock)
    QTest.mouseClick(target, Qt.MouseButton.LeftButton, pos=QPoint(50, 50))
    assert not wave.running and target.seen == [("mouse", 1.0)]


def test_a_touch_finishes_it(qtbot: Any, target: InputTarget, motion_clock: TestClock) -> None:
    wave = run_wave(target, motion_clock)
    screen = touchscreen()
    QTest.touchEvent(target, screen).press(0, QPoint(60, 60), target).commit()
    QTest.touchEvent(target, screen).release(0, QPoint(60, 60), target).commit()
    assert not wave.running
    assert target.seen and target.seen[0] == ("touch", 1.0)


def test_the_wheel_finishes_it(qtbot: Any, target: InputTarget, motion_clock: TestClock) -> None:
    wave = run_wave(target, motion_clock)
    wheel = QWheelEvent(
        QPointF(50, 50),
        QPointF(target.mapToGlobal(QPoint(50, 50))),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(target, wheel)
    assert not wave.running and target.seen == [("wheel", 1.0)]


def test_a_shortcut_key_finishes_it_too(
    qtbot: Any, target: InputTarget, motion_clock: TestClock
) -> None:
    """A key bound to a shortcut never arrives as a key press (Ctrl+Z, H…)."""
    from PySide6.QtGui import QAction, QKeySequence

    fired: list[float] = []
    action = QAction(target)
    action.setShortcut(QKeySequence("Ctrl+Z"))
    action.triggered.connect(lambda: fired.append(target.moving.progress("far")))
    target.addAction(action)
    wave = run_wave(target, motion_clock)
    QTest.keyClick(target, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert fired == [1.0] and not wave.running


def test_an_animation_started_by_the_input_itself_runs(
    qtbot: Any, target: InputTarget, motion_clock: TestClock
) -> None:
    """The filter runs before the handler: what the handler starts is not finished."""
    started: list[Animation[None]] = []

    def key(event: QKeyEvent) -> None:
        fresh: Animation[None] = Animation(target, MOTION.quick)
        fresh.start()
        started.append(fresh)

    target.keyPressEvent = key  # type: ignore[method-assign]
    QTest.keyClick(target, Qt.Key.Key_Space)
    assert started[0].running


def test_only_input_finishes_it(qtbot: Any, target: InputTarget, motion_clock: TestClock) -> None:
    wave = run_wave(target, motion_clock)
    QTest.mouseMove(target, QPoint(120, 120))
    QApplication.processEvents()
    target.update()
    QApplication.processEvents()
    assert wave.running, "a move, a paint or a timer is not an input"


def test_an_idle_app_filters_no_events(target: InputTarget, motion_clock: TestClock) -> None:
    animator = motion.get_animator()
    assert not animator._filtering
    wave = run_wave(target, motion_clock)
    assert animator._filtering
    wave.finish()
    assert not animator._filtering


def test_an_animation_whose_view_is_gone_stops_quietly(qtbot: Any, motion_clock: TestClock) -> None:
    view = QWidget()
    seen = Recorder()
    moving = animation(view, seen)
    moving.start()
    frames_before = len(seen.frames)
    shiboken6.delete(view)  # the screen closed under it
    motion_clock.advance(16)
    assert not moving.running and len(seen.frames) == frames_before and seen.done == 0
    assert not motion_clock.ticking


def test_the_real_clock_plays_it_out(qtbot: Any, owner: QWidget) -> None:
    seen = Recorder()
    animation(owner, seen, duration=MOTION.quick).start()
    qtbot.waitUntil(lambda: seen.done == 1, timeout=2000)
    assert len(seen.frames) >= 2

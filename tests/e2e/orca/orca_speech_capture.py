"""A speech server for Orca that writes what Orca says to a file instead of a sound card.

Orca loads it as its speech server factory (user-settings.conf: speechServerFactory
"orca_speech_capture"; this folder is put on PYTHONPATH by tests/e2e/orca_session.sh).
Each utterance becomes one JSON line {"time", "kind", "text", "group", "source",
"object"} in $E2E_SPEECH_FILE: ``group`` numbers Orca's speech.speak() calls (one thing
Orca says, e.g. a cell's name and description on focus, reaches this server as several
strings), ``source`` says why Orca spoke ("focus", "name" or "description" change, or
the handler's name) and ``object`` names what it spoke about. tests/e2e/utterances.py
judges repeats with them.

Why not speech-dispatcher: on a machine with no sound device Orca 43 stops after its
first utterance waiting for speech-dispatcher's audio, so nothing after it would be
heard. Orca decides *what* to say before it reaches the speech server; replacing only
the last step keeps the check about Orca's real behaviour. (Orca's debug log, also
written, has the same text as "SPEECH OUTPUT:" lines.)
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time

from orca import speech, speechserver

# Orca's handlers whose speech is about one object, and where that object is.
_HANDLERS = {
    "locusOfFocusChanged": "focus",
    "onNameChanged": "name",
    "onDescriptionChanged": "description",
}


class _Call:
    """The speech.speak() call being run (Orca speaks from its main loop, one at a time)."""

    group = 0
    depth = 0
    source = ""
    object = ""


def _spoken_object(frame) -> object:
    if frame.f_code.co_name == "locusOfFocusChanged":
        return frame.f_locals.get("newLocusOfFocus", frame.f_locals.get("newFocus"))
    event = frame.f_locals.get("event")
    return getattr(event, "source", None)


def _why() -> tuple[str, str]:
    """Which Orca handler is speaking, and the name of the object it speaks about."""
    frame = sys._getframe(2)
    outer = ""
    while frame is not None:
        name = frame.f_code.co_name
        if name in _HANDLERS:
            try:
                about = str(getattr(_spoken_object(frame), "name", "") or "")
            except Exception:  # a defunct object: its name is gone
                about = ""
            return _HANDLERS[name], about
        if name.startswith("on") and not outer:
            outer = name
        frame = frame.f_back
    return outer or "other", ""


_orca_speak = speech.speak


def _speak_in_groups(content, acss=None, interrupt=True):
    """speech.speak, numbering its outermost calls (it calls itself for sub-lists)."""
    if _Call.depth == 0:
        _Call.group += 1
        _Call.source, _Call.object = _why()
    _Call.depth += 1
    try:
        return _orca_speak(content, acss, interrupt)
    finally:
        _Call.depth -= 1


speech.speak = _speak_in_groups  # callers use speech.speak(), looked up at each call


class SpeechServer(speechserver.SpeechServer):
    _active: SpeechServer | None = None

    @staticmethod
    def getFactoryName():  # noqa: N802 (Orca's API)
        return "Text capture for tests"

    @staticmethod
    def getSpeechServers():  # noqa: N802
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):  # noqa: N802
        if SpeechServer._active is None:
            SpeechServer._active = SpeechServer()
        return SpeechServer._active

    @staticmethod
    def shutdownActiveServers():  # noqa: N802
        SpeechServer._active = None

    def __init__(self) -> None:
        super().__init__()
        self._path = os.environ.get("E2E_SPEECH_FILE", "/tmp/orca-speech.jsonl")
        self._lock = threading.Lock()

    def _write(self, kind: str, text: str) -> None:
        entry = {"time": time.time(), "kind": kind, "text": text}
        if kind == "speak" and _Call.depth:
            entry.update(group=_Call.group, source=_Call.source, object=_Call.object)
        line = json.dumps(entry, ensure_ascii=False)
        with self._lock, open(self._path, "a", encoding="utf-8") as handle:
            handle.write(line + "\n")

    def getInfo(self):  # noqa: N802
        return ["Text capture", "capture"]

    def getVoiceFamilies(self):  # noqa: N802
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        if text:
            self._write("speak", text)

    def speakCharacter(self, character, acss=None):  # noqa: N802
        self._write("character", character)

    def speakKeyEvent(self, event, acss=None):  # noqa: N802
        self._write("key", getattr(event, "event_string", str(event)))

    def sayAll(self, utteranceIterator, progressCallback):  # noqa: N802
        for context, _acss in utteranceIterator:
            self._write("sayall", context.utterance)

    def increaseSpeechRate(self, step=5):  # noqa: N802
        pass

    def decreaseSpeechRate(self, step=5):  # noqa: N802
        pass

    def increaseSpeechPitch(self, step=0.5):  # noqa: N802
        pass

    def decreaseSpeechPitch(self, step=0.5):  # noqa: N802
        pass

    def updateCapitalizationStyle(self):  # noqa: N802
        pass

    def updatePunctuationLevel(self):  # noqa: N802
        pass

    def stop(self):
        self._write("stop", "")

    def shutdown(self):
        pass

    def reset(self, text=None, acss=None):
        pass

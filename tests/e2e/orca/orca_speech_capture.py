"""A speech server for Orca that writes what Orca says to a file instead of a sound card.

Orca loads it as its speech server factory (user-settings.conf: speechServerFactory
"orca_speech_capture"; this folder is put on PYTHONPATH by tests/e2e/orca_session.sh).
Each utterance becomes one JSON line {"time", "kind", "text"} in $E2E_SPEECH_FILE.

Why not speech-dispatcher: on a machine with no sound device Orca 43 stops after its
first utterance waiting for speech-dispatcher's audio, so nothing after it would be
heard. Orca decides *what* to say before it reaches the speech server; replacing only
the last step keeps the check about Orca's real behaviour. (Orca's debug log, also
written, has the same text as "SPEECH OUTPUT:" lines.)
"""

from __future__ import annotations

import json
import os
import threading
import time

from orca import speechserver


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
        line = json.dumps({"time": time.time(), "kind": kind, "text": text}, ensure_ascii=False)
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

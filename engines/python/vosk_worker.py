"""Vosk (Kaldi) recognition for the host, the model loaded once per process.

  python vosk_worker.py MODEL_DIR stream
      One live stream (engines/src/vosk/vosk-stream.ts): raw 16 kHz mono 16-bit PCM on stdin as it
      arrives, JSON lines on stdout:
        {"ready": true, "loadSeconds": s}   the model is loaded: the audio is being heard
        {"partial": UTTERANCE}              the words of the open utterance, each time they change
                                            (the newest ones timed roughly: Vosk.timed_partial)
        {"final": UTTERANCE}                an utterance Vosk's end-pointer closed (its trailing silence),
                                            and at the end of stdin the one still open; then it exits 0
  python vosk_worker.py MODEL_DIR serve
      Requests over the line protocol (worker_protocol.py, engines/src/vosk/vosk-files.ts):
        {"wav": PATH, "grammar": [PHRASE, ...]?} -> {"utterances": [UTTERANCE, ...], "seconds": s}
        {"words": [WORD, ...]}                  -> {"unknownWords": [...]}
      a grammar limits what is heard to its phrases ("[unk]" for anything else); unknownWords are
      the words the model's vocabulary lacks: it never hears them (a grammar leaves them out).

UTTERANCE is {"text": str, "words": [{"w", "start", "end", "conf"}]}, times in seconds from the
first sample of the stream or file (Vosk counts them across utterances).

The vosk package's __init__ imports srt, requests, tqdm and websockets for its model downloader and
subtitle helpers, none of which the host uses (and srt and websockets are not installed): its cffi
module and libvosk.so are loaded alone, and the C API is called as __init__ calls it.
"""
from __future__ import annotations

import importlib.util
import json
import os
import sys
import time
import wave
from pathlib import Path
from typing import Any

SAMPLE_RATE = 16000
# What one read of stdin takes at most: 0.25 s. A stream on time gives the ~0.1 s frames the client
# sends, one partial check each; one that fell behind is taken in larger bites and catches up.
STREAM_READ_BYTES = 8000
# A file is fed in 0.2 s pieces, as Vosk's own examples do: larger ones do not decode faster.
FILE_PIECE_FRAMES = 3200
# What a word of read speech lasts, about: where the first words of a partial the lattice has not
# timed yet are placed.
WORD_SECONDS = 0.3


def open_vosk() -> tuple[Any, Any]:
    """(ffi, lib) of the vosk wheel, without importing the vosk package."""
    for entry in sys.path:
        folder = Path(entry or ".") / "vosk"
        if (folder / "vosk_cffi.py").is_file():
            spec = importlib.util.spec_from_file_location("vosk_cffi", folder / "vosk_cffi.py")
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            lib = module.ffi.dlopen(str(folder / "libvosk.so"))
            # Kaldi's informational lines would crowd stderr, whose tail the host reports on failure;
            # its warnings and errors stay.
            lib.vosk_set_log_level(-1)
            return module.ffi, lib
    raise RuntimeError("the vosk wheel is not installed in this Python (models/installed/python)")


class Vosk:
    def __init__(self, model_dir: str) -> None:
        self.ffi, self.lib = open_vosk()
        started = time.monotonic()
        self.model = self.lib.vosk_model_new(model_dir.encode("utf-8"))
        if self.model == self.ffi.NULL:
            raise RuntimeError(f"Vosk could not load the model in {model_dir}")
        self.load_seconds = time.monotonic() - started

    def recognizer(self, grammar: list[str] | None = None) -> Any:
        if grammar is None:
            handle = self.lib.vosk_recognizer_new(self.model, float(SAMPLE_RATE))
        else:
            handle = self.lib.vosk_recognizer_new_grm(self.model, float(SAMPLE_RATE), json.dumps(grammar).encode("utf-8"))
        if handle == self.ffi.NULL:
            raise RuntimeError("Vosk could not create a recognizer")
        self.lib.vosk_recognizer_set_words(handle, 1)
        return self.ffi.gc(handle, self.lib.vosk_recognizer_free)

    def knows(self, word: str) -> bool:
        return self.lib.vosk_model_find_word(self.model, word.encode("utf-8")) >= 0

    def accept(self, recognizer: Any, pcm: bytes) -> bool:
        """True when the end-pointer closed an utterance: its words are in `result`."""
        closed = self.lib.vosk_recognizer_accept_waveform(recognizer, pcm, len(pcm))
        if closed < 0:
            raise RuntimeError("Vosk could not take the audio")
        return closed == 1

    def result(self, recognizer: Any) -> dict:
        return utterance(self._json(self.lib.vosk_recognizer_result(recognizer)), "result")

    def final_result(self, recognizer: Any) -> dict:
        return utterance(self._json(self.lib.vosk_recognizer_final_result(recognizer)), "result")

    def partial_text(self, recognizer: Any) -> str:
        """The open utterance's words on the best path so far: up to date at every piece of audio."""
        return self._json(self.lib.vosk_recognizer_partial_result(recognizer)).get("partial", "")

    def timed_partial(self, recognizer: Any, text: str, since: float, heard: float) -> dict:
        """
        The partial text with word times. Vosk times partial words on the lattice, which holds only
        the words whose end it has seen: asked for them alone, partials came ~1 s later and a third as
        often (a partial every ~0.9 s instead of ~0.3 s). So the text is the best path's, the times
        the lattice's for the words it has, and the newest words share the audio heard since.
        """
        self.lib.vosk_recognizer_set_partial_words(recognizer, 1)
        aligned = utterance(self._json(self.lib.vosk_recognizer_partial_result(recognizer)), "partial_result")["words"]
        self.lib.vosk_recognizer_set_partial_words(recognizer, 0)
        said = text.split()
        known = []
        for word, timed in zip(said, aligned):
            if word != timed["w"]:
                break
            known.append(timed)
        rest = said[len(known):]
        start = known[-1]["end"] if known else max(since, heard - WORD_SECONDS * (len(rest) + 1))
        step = max(heard - start, 0.0) / max(len(rest), 1)
        guessed = [
            {"w": word, "start": round(start + i * step, 3), "end": round(start + (i + 1) * step, 3), "conf": 0.0}
            for i, word in enumerate(rest)
        ]
        return {"text": text, "words": known + guessed}

    def _json(self, text: Any) -> dict:
        return json.loads(self.ffi.string(text).decode("utf-8"))


def utterance(answer: dict, key: str) -> dict:
    """Vosk's answer in the host's shape: its words as RecognizedWord, the text they make."""
    words = [
        {"w": word["word"], "start": round(word["start"], 3), "end": round(word["end"], 3), "conf": round(word.get("conf", 1.0), 3)}
        for word in answer.get(key, [])
    ]
    return {"text": " ".join(word["w"] for word in words), "words": words}


def stream(vosk: Vosk, out: Any) -> None:
    recognizer = vosk.recognizer()

    def send(message: dict) -> None:
        out.write(json.dumps(message) + "\n")
        out.flush()

    send({"ready": True, "loadSeconds": round(vosk.load_seconds, 3)})
    shown = ""
    heard = 0.0
    final_end = 0.0
    odd = b""
    stdin = sys.stdin.fileno()
    while True:
        chunk = os.read(stdin, STREAM_READ_BYTES)
        if not chunk:
            break
        # A pipe may split a sample: its first byte waits for the second.
        pcm = odd + chunk
        odd = pcm[len(pcm) - len(pcm) % 2:]
        pcm = pcm[: len(pcm) - len(odd)]
        heard += len(pcm) / 2 / SAMPLE_RATE
        if vosk.accept(recognizer, pcm):
            final = vosk.result(recognizer)
            final_end = final["words"][-1]["end"] if final["words"] else final_end
            send({"final": final})
            shown = ""
            continue
        text = vosk.partial_text(recognizer)
        if text != shown:
            shown = text
            send({"partial": vosk.timed_partial(recognizer, text, final_end, heard)})
    send({"final": vosk.final_result(recognizer)})


def recognize_file(vosk: Vosk, request: dict, emit: Any) -> dict:
    recognizer = vosk.recognizer(request.get("grammar"))
    utterances = []
    with wave.open(request["wav"], "rb") as audio:
        if audio.getframerate() != SAMPLE_RATE or audio.getnchannels() != 1 or audio.getsampwidth() != 2:
            raise ValueError(f"{request['wav']} is not 16 kHz mono 16-bit PCM")
        total = audio.getnframes()
        done = 0
        reported = time.monotonic()
        while True:
            pcm = audio.readframes(FILE_PIECE_FRAMES)
            if not pcm:
                break
            done += len(pcm) // 2
            if vosk.accept(recognizer, pcm):
                utterances.append(vosk.result(recognizer))
            if time.monotonic() - reported > 0.25:
                reported = time.monotonic()
                emit({"progress": done / max(total, 1)})
    utterances.append(vosk.final_result(recognizer))
    return {"utterances": [u for u in utterances if u["words"]], "seconds": total / SAMPLE_RATE}


def answer(vosk: Vosk, request: dict, emit: Any) -> dict:
    if "words" in request:
        return {"unknownWords": [word for word in request["words"] if not vosk.knows(word)]}
    return recognize_file(vosk, request, emit)


def main() -> None:
    model_dir, mode = sys.argv[1], sys.argv[2]
    if mode == "stream":
        # stdout carries only the protocol: anything a library prints goes to stderr.
        out = sys.stdout
        sys.stdout = sys.stderr
        stream(Vosk(model_dir), out)
    elif mode == "serve":
        sys.path.insert(0, str(Path(__file__).parent))
        from worker_protocol import serve

        vosk = Vosk(model_dir)
        serve(lambda request, emit: answer(vosk, request, emit))
    else:
        raise SystemExit(f"unknown mode {mode!r}: stream or serve")


if __name__ == "__main__":
    main()

"""Whisper recognition for the host (faster-whisper on CTranslate2), the model loaded once per process.

  python whisper_worker.py MODEL_DIR CPU_THREADS

Requests over the line protocol (worker_protocol.py, engines/src/whisper/whisper-recognizer.ts):
  {"path": WAV, "language": "en", "prompt": str?, "hotwords": str?, "vad": bool}
    -> events {"progress": fraction} while it works (end of the last segment over the duration)
    -> {"durationSec": s, "language": "en", "segments": [SEGMENT, ...]}

SEGMENT is {"start", "end", "text", "words": [{"w", "start", "end", "conf"}]}: the text cased and
punctuated as Whisper writes it, each word with its own punctuation, times in seconds from the
first sample of the file.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

# Nothing here may go online: the model is a folder the install checked, and huggingface_hub (which
# faster-whisper imports for its downloader) must not look for a newer one.
os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"

sys.path.insert(0, str(Path(__file__).parent))
from worker_protocol import Emit, serve  # noqa: E402

from faster_whisper import WhisperModel  # noqa: E402

# Whisper's own beam search width: beam 1 lost words on noisy clips for little time saved.
BEAM_SIZE = 5
# Progress events at most this often: the host writes each one to the result's row.
PROGRESS_INTERVAL_SECONDS = 0.25


def timed_words(segment: Any, duration: float) -> list[dict]:
    """The segment's words with text in them (a lone "♪" or "-" is not a word), times kept inside the file.

    Whisper's word pieces start with a space when they begin a word; a piece without one ("-hearted"
    after "cold") is the rest of the word before it, and joins it, so pages show "cold-hearted".
    """
    words: list[dict] = []
    for word in segment.words or []:
        text = word.word.strip()
        start = min(max(0.0, float(word.start)), duration)
        end = min(max(start, float(word.end)), duration)
        conf = round(float(word.probability), 3)
        if words and not word.word.startswith(" ") and text:
            last = words[-1]
            last.update(w=last["w"] + text, end=round(max(last["end"], end), 3), conf=min(last["conf"], conf))
            continue
        if not any(ch.isalnum() for ch in text):
            continue
        words.append({"w": text, "start": round(start, 3), "end": round(end, 3), "conf": conf})
    return words


def main() -> None:
    model_dir, threads = sys.argv[1], int(sys.argv[2])
    model = WhisperModel(model_dir, device="cpu", compute_type="int8", cpu_threads=threads, local_files_only=True)

    def handle(request: dict, emit: Emit) -> dict:
        segments, info = model.transcribe(
            request["path"],
            language=request.get("language") or "en",
            initial_prompt=request.get("prompt") or None,
            hotwords=request.get("hotwords") or None,
            beam_size=BEAM_SIZE,
            word_timestamps=True,
            # Silero (bundled with faster-whisper) in front: silence, music and noise reach no
            # decoder, which would otherwise write words it never heard ("You", "Thank you.").
            vad_filter=bool(request.get("vad", True)),
            # Each 30 s window decoded with the text of the one before (Whisper's default): on the
            # clips joined three times (74 s) under pink noise at 10 dB it missed 15 words of 213,
            # without 19; the same on every shorter condition. A window that starts repeating itself
            # is decoded again at a higher temperature, the earlier text dropped (faster-whisper's
            # compression ratio check and prompt_reset_on_temperature).
            condition_on_previous_text=True,
        )
        duration = float(info.duration)
        out = []
        last_report = 0.0
        # Segments come as they are decoded: progress is reported while the file is worked through.
        for segment in segments:
            words = timed_words(segment, duration)
            if words:
                out.append({"start": words[0]["start"], "end": words[-1]["end"], "text": segment.text.strip(), "words": words})
            now = time.monotonic()
            if duration > 0 and now - last_report >= PROGRESS_INTERVAL_SECONDS:
                last_report = now
                emit({"progress": min(1.0, float(segment.end) / duration)})
        return {"durationSec": duration, "language": info.language, "segments": out}

    serve(handle)


if __name__ == "__main__":
    main()

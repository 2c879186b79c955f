"""The line protocol between the host and a model worker (engines/src/python/python-workers.ts).

The worker loads its model once, says {"ready": true}, then answers one request per line of stdin:
any number of {"event": ...} lines while it works, then {"result": ...} or {"error": "..."}.
Everything else the libraries print goes to stderr, so stdout carries only the protocol.
"""
from __future__ import annotations

import json
import sys
from typing import Any, Callable

Emit = Callable[[Any], None]


def serve(handle: Callable[[dict, Emit], Any]) -> None:
    protocol = sys.stdout
    sys.stdout = sys.stderr

    def send(message: dict) -> None:
        protocol.write(json.dumps(message, ensure_ascii=False) + "\n")
        protocol.flush()

    send({"ready": True})
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            send({"result": handle(json.loads(line), lambda event: send({"event": event}))})
        except Exception as error:  # the host turns it into a 502 naming the engine
            send({"error": f"{type(error).__name__}: {error}"})

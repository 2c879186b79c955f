#!/usr/bin/env bash
# Regenerates the bundled sample media of the dashboard's 'Sample Audios' panel (spec §2) from scratch:
#   web/public/samples/english-male.mp3          English, male voice: a real recording (LibriVox, public domain)
#   web/public/samples/turkish-male-sports.mp3   Turkish sports news, male voice
#   web/public/samples/turkish-female-sports.mp3 Turkish sports news, female voice
#   web/public/samples/turkish-dialogue.mp4      Turkish dialogue, a man and a woman, with a waveform picture
#
# The English sample joins the five LibriVox clips of Debian's pocketsphinx-testdata (a man reading
# Sense and Sensibility): synthetic English speech comes back from pocketsphinx as nonsense, and the
# sample is what a new user tries first. The Turkish speech comes from espeak-ng (GPL-3), run only as
# a separate program; ffmpeg encodes the audio and draws the video picture. Output is deterministic
# for a given espeak-ng/ffmpeg version (no encoder tags, bit-exact flags). Needs: espeak-ng, ffmpeg
# (with libmp3lame and libx264), pocketsphinx-testdata. Optional: a TrueType font (DejaVu Sans) for
# the video caption; without one the video shows the waveform only.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=web/public/samples
RATE=22050          # sample rate of every output, mono
MP3_BITRATE=48k     # ~6 KB per second of speech
SPEED=150           # espeak-ng words per minute (default 175 sounds hurried)

for tool in espeak-ng ffmpeg; do
  command -v "$tool" >/dev/null || { echo "make-samples: $tool is required (scripts/install.sh installs it)" >&2; exit 1; }
done
LIBRIVOX=/usr/share/pocketsphinx/test/data/librivox
LIBRIVOX_CLIPS=(0870 0880 0890 0920 0930)   # in the book's order: the sample reads as one passage
[ -f "$LIBRIVOX/transcription" ] || { echo "make-samples: pocketsphinx-testdata is required (scripts/install.sh installs it)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

# say VOICE TEXT OUT.wav: one utterance as a mono WAV at $RATE.
say() {
  local voice=$1 text=$2 out=$3
  espeak-ng -v "$voice" -s "$SPEED" -w "$WORK/raw.wav" -- "$text"
  ffmpeg -nostdin -hide_banner -loglevel error -y -i "$WORK/raw.wav" -ac 1 -ar "$RATE" -c:a pcm_s16le "$out"
}

# to_mp3 IN.wav OUT.mp3: mono MP3 with a little silence at the start and the end.
to_mp3() {
  ffmpeg -nostdin -hide_banner -loglevel error -y -i "$1" \
    -af "adelay=300,apad=pad_dur=0.5" -ac 1 -ar "$RATE" \
    -c:a libmp3lame -b:a "$MP3_BITRATE" -map_metadata -1 -write_xing 0 -id3v2_version 0 \
    -fflags +bitexact -flags:a +bitexact "$2"
}

# ---------------------------------------------------------------- English, male (a real recording)
# The clips are 16 kHz mono; MP3 keeps that rate (48 kbit/s: 32 kbit/s costs pocketsphinx ten points
# of word error rate on them, 64 kbit/s gains nothing).
ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "anullsrc=r=16000:cl=mono" -t 0.6 -c:a pcm_s16le "$WORK/en-pause.wav"
: >"$WORK/english.txt"
for clip in "${LIBRIVOX_CLIPS[@]}"; do
  [ -s "$WORK/english.txt" ] && echo "file 'en-pause.wav'" >>"$WORK/english.txt"
  echo "file '$LIBRIVOX/sense_and_sensibility_01_austen_64kb-$clip.wav'" >>"$WORK/english.txt"
done
ffmpeg -nostdin -hide_banner -loglevel error -y -f concat -safe 0 -i "$WORK/english.txt" -c:a pcm_s16le "$WORK/english.wav"
ffmpeg -nostdin -hide_banner -loglevel error -y -i "$WORK/english.wav" \
  -af "adelay=300,apad=pad_dur=0.5" -ac 1 -ar 16000 \
  -c:a libmp3lame -b:a "$MP3_BITRATE" -map_metadata -1 -write_xing 0 -id3v2_version 0 \
  -fflags +bitexact -flags:a +bitexact "$OUT/english-male.mp3"

# ---------------------------------------------------------------- Turkish sports news, male
say tr "Spor haberleriyle karşınızdayız. \
Süper Lig'in dün akşam oynanan maçında ev sahibi takım, rakibini iki bir yendi. \
İlk yarıda öne geçen konuk ekip, üstünlüğünü koruyamadı. \
Teknik direktör, oyuncularının mücadelesinden memnun olduğunu söyledi. \
Basketbolda ise milli takımımız, hazırlık maçında güçlü rakibini sekiz sayı farkla geçti. \
İyi akşamlar." "$WORK/tr-male.wav"
to_mp3 "$WORK/tr-male.wav" "$OUT/turkish-male-sports.mp3"

# ---------------------------------------------------------------- Turkish sports news, female
say tr+f3 "Günün spor gelişmelerini aktarıyoruz. \
Voleybol Kadınlar Ligi'nde bu hafta oynanan derbide, seyirci rekoru kırıldı. \
Beş sete uzayan karşılaşmayı, son setteki etkili servisleriyle deplasman takımı kazandı. \
Atletizmde genç sporcumuz Özge, yüz metre engellide yeni bir Türkiye rekoru koştu. \
Spor haberlerimiz bu kadar, iyi akşamlar dileriz." "$WORK/tr-female.wav"
to_mp3 "$WORK/tr-female.wav" "$OUT/turkish-female-sports.mp3"

# ---------------------------------------------------------------- Turkish dialogue, man and woman
# Each turn: espeak-ng voice | speaker's name | text. Turns are joined with short pauses.
TURNS=(
  "tr|Mehmet|Merhaba Ayşe, bu akşam maçı izleyecek misin?"
  "tr+f3|Ayşe|Merhaba Mehmet. Evet, arkadaşlarla birlikte izleyeceğiz. Sen de gelmek ister misin?"
  "tr|Mehmet|Çok isterim. Maç saat kaçta başlıyor?"
  "tr+f3|Ayşe|Saat dokuzda başlıyor. Sekiz buçukta bizde buluşalım."
  "tr|Mehmet|Tamam, gelirken meyve getiririm."
  "tr+f3|Ayşe|Harika, akşam görüşmek üzere."
)
LEAD=0.3    # silence before the first turn, seconds
PAUSE=0.5   # silence between turns
ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "anullsrc=r=$RATE:cl=mono" -t "$PAUSE" -c:a pcm_s16le "$WORK/pause.wav"
: >"$WORK/dialogue.txt"
: >"$WORK/timeline.txt"   # "start end name" per turn, for the speaker labels of the picture
t=$LEAD
i=0
for turn in "${TURNS[@]}"; do
  voice=${turn%%|*}; rest=${turn#*|}; name=${rest%%|*}; text=${rest#*|}
  say "$voice" "$text" "$WORK/turn-$i.wav"
  [ "$i" -gt 0 ] && echo "file 'pause.wav'" >>"$WORK/dialogue.txt"
  echo "file 'turn-$i.wav'" >>"$WORK/dialogue.txt"
  length=$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$WORK/turn-$i.wav")
  end=$(awk -v a="$t" -v b="$length" 'BEGIN { printf "%.3f", a + b }')
  echo "$t $end $name" >>"$WORK/timeline.txt"
  # The line as it is spoken, wrapped for the picture (48 characters fit in 480 px at 15 px).
  printf '%s' "$text" | fold -s -w 48 | sed 's/ *$//' >"$WORK/line-$i.txt"
  t=$(awk -v a="$end" -v b="$PAUSE" 'BEGIN { printf "%.3f", a + b }')
  i=$((i + 1))
done
ffmpeg -nostdin -hide_banner -loglevel error -y -f concat -safe 0 -i "$WORK/dialogue.txt" \
  -af "adelay=${LEAD}s,apad=pad_dur=0.5" -c:a pcm_s16le "$WORK/dialogue.wav"

# Picture: a dark card (#1D2026, the dashboard's background) with the waveform of the speech and, when
# a font is available, a title, the name of who is speaking and the spoken line as a subtitle.
FONT=""
for candidate in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf; do
  [ -f "$candidate" ] && { FONT=$candidate; break; }
done
if [ -z "$FONT" ] && command -v fc-match >/dev/null; then
  FONT=$(fc-match -f '%{file}' 'sans' 2>/dev/null || true)
  [ -f "$FONT" ] || FONT=""
fi
TEXT=""
FILTERS=$(ffmpeg -hide_banner -filters 2>/dev/null || true)
if [ -n "$FONT" ] && [[ $FILTERS == *" drawtext "* ]]; then
  printf '%s' "Türkçe diyalog" >"$WORK/title.txt"
  TEXT=",drawtext=fontfile=$FONT:textfile=$WORK/title.txt:expansion=none:fontcolor=white:fontsize=20:x=(w-text_w)/2:y=16"
  i=0
  while read -r start end name; do
    colour=0x7FC8FF; [ "$name" = "Ayşe" ] && colour=0xFFB3D1
    printf '%s' "$name" >"$WORK/name-$i.txt"
    on="enable='between(t,$start,$end)'"
    TEXT+=",drawtext=fontfile=$FONT:textfile=$WORK/name-$i.txt:expansion=none:fontcolor=$colour:fontsize=18:x=20:y=52:$on"
    TEXT+=",drawtext=fontfile=$FONT:textfile=$WORK/line-$i.txt:expansion=none:fontcolor=white:fontsize=15:line_spacing=4:x=20:y=206:$on"
    i=$((i + 1))
  done <"$WORK/timeline.txt"
else
  echo "make-samples: no font or no drawtext filter, the video shows the waveform only" >&2
fi
ffmpeg -nostdin -hide_banner -loglevel error -y -i "$WORK/dialogue.wav" \
  -f lavfi -i "color=c=0x1D2026:s=480x270:r=5" \
  -filter_complex "[0:a]asplit[a][w];[w]showwaves=s=440x80:mode=cline:draw=full:rate=5:colors=0x7FC8FF:scale=sqrt,format=yuva420p[wave];[1:v][wave]overlay=20:100:shortest=1${TEXT},format=yuv420p[v]" \
  -map "[v]" -map "[a]" \
  -c:v libx264 -preset veryslow -crf 34 -g 50 -pix_fmt yuv420p \
  -c:a aac -b:a 32k -ac 1 -ar "$RATE" \
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -movflags +faststart \
  -shortest "$OUT/turkish-dialogue.mp4"

for f in english-male.mp3 turkish-male-sports.mp3 turkish-female-sports.mp3 turkish-dialogue.mp4; do
  duration=$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$OUT/$f")
  printf 'make-samples: %-28s %6.1f s %6s\n' "$f" "$duration" "$(du -h "$OUT/$f" | cut -f1)" >&2
done

# ---------------------------------------------------------------- English call, stereo (the Splitter's sample)
#   web/public/samples/english-call-stereo.mp3   a telephone call as a call centre records it: one side per channel
# The agent (left) and the customer (right) take turns, each side silent while the other speaks, so that
# splitting and recognizing per channel (#/splitter) can be tried on real speech: the LibriVox clips of
# the same reader (the only real English speech pocketsphinx-testdata has). 16 kHz, the recognizer's rate;
# MP3 without joint stereo, so that no sound of one side leaks into the other.
CALL_TURNS=("left 0870" "right 0880" "left 0890" "right 0920" "left 0930")
ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "anullsrc=r=16000:cl=stereo" -t 0.7 -c:a pcm_s16le "$WORK/call-pause.wav"
: >"$WORK/call.txt"
i=0
for turn in "${CALL_TURNS[@]}"; do
  side=${turn%% *}; clip=${turn#* }
  pan="pan=stereo|c0=c0|c1=0*c0"; [ "$side" = right ] && pan="pan=stereo|c0=0*c0|c1=c0"
  ffmpeg -nostdin -hide_banner -loglevel error -y -i "$LIBRIVOX/sense_and_sensibility_01_austen_64kb-$clip.wav" \
    -af "$pan" -ar 16000 -c:a pcm_s16le "$WORK/call-$i.wav"
  [ -s "$WORK/call.txt" ] && echo "file 'call-pause.wav'" >>"$WORK/call.txt"
  echo "file 'call-$i.wav'" >>"$WORK/call.txt"
  i=$((i + 1))
done
ffmpeg -nostdin -hide_banner -loglevel error -y -f concat -safe 0 -i "$WORK/call.txt" -c:a pcm_s16le "$WORK/call.wav"
ffmpeg -nostdin -hide_banner -loglevel error -y -i "$WORK/call.wav" \
  -af "adelay=300|300,apad=pad_dur=0.5" -ac 2 -ar 16000 \
  -c:a libmp3lame -b:a 64k -joint_stereo 0 -map_metadata -1 -write_xing 0 -id3v2_version 0 \
  -fflags +bitexact -flags:a +bitexact "$OUT/english-call-stereo.mp3"
duration=$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$OUT/english-call-stereo.mp3")
printf 'make-samples: %-28s %6.1f s %6s\n' "english-call-stereo.mp3" "$duration" "$(du -h "$OUT/english-call-stereo.mp3" | cut -f1)" >&2

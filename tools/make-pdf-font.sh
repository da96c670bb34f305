#!/bin/sh
# Re-makes public/pdf/fonts/f6-package-gothic.ttf, the font the application package PDF embeds.
# pdf-lib's own subsetting drops glyphs (../shared/extraction-and-pdf.md), so the font is subset
# once here to a fixed set and embedded whole (subset: false). CI never runs this: the output is
# committed next to its licence (OFL-1.1.txt). Needs Debian's fonts-nanum and python3-fonttools
# (PYTHON= picks the interpreter).
#
# Set: every modern Hangul syllable (11,172; KS X 1001's 2,350 lack syllables real names use),
# Hangul jamo and compatibility jamo, ASCII, Latin-1, Latin Extended-A/B (names with diacritics),
# general punctuation, arrows, circled numbers, box and shape symbols (☐ ☑ ※ ○ ●), CJK
# punctuation, ㎡, fullwidth forms, and the two ideographs the guarantee form prints (漢字).
#
# The OFL reserves the name "Nanum"/"NanumGothic" for unmodified fonts; a subset is a Modified
# Version, so its family name is changed to "F6 Package Gothic" (copyright notices are kept).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
py=${PYTHON:-/usr/bin/python3}
src=${NANUM:-/usr/share/fonts/truetype/nanum/NanumGothic.ttf}
out="$here/public/pdf/fonts/f6-package-gothic.ttf"
tmp="$out.tmp"
mkdir -p "$(dirname "$out")"
"$py" -m fontTools.subset "$src" \
  --unicodes="U+0020-007E,U+00A0-024F,U+02B0-02FF,U+0300-036F,U+1100-11FF,U+2000-206F,U+20A9,U+20AC,U+2100-214F,U+2190-21FF,U+2200-22FF,U+2460-24FF,U+2500-257F,U+25A0-25FF,U+2600-26FF,U+2713-2714,U+3000-303F,U+3130-318F,U+3200-32FF,U+3380-33DD,U+AC00-D7A3,U+FF01-FF5E,U+FFE0-FFE6,U+6F22,U+5B57" \
  --layout-features='*' --glyph-names --notdef-outline --name-IDs='*' --name-languages='*' \
  --no-hinting --output-file="$tmp" 2>/dev/null
"$py" - "$tmp" "$out" <<'PY'
import sys
from fontTools.ttLib import TTFont
f = TTFont(sys.argv[1])
names = {1: 'F6 Package Gothic', 3: 'F6 Package Gothic Regular (subset of NanumGothic)', 4: 'F6 Package Gothic', 6: 'F6PackageGothic', 16: 'F6 Package Gothic', 17: 'Regular'}
for rec in list(f['name'].names):
    if rec.nameID in names:
        rec.string = names[rec.nameID] if rec.nameID != 17 else rec.toUnicode()
missing = [c for c in range(0xAC00, 0xD7A4) if c not in f.getBestCmap()]
assert not missing, f'{len(missing)} syllables missing'
f.save(sys.argv[2])
print(len(f.getBestCmap()), 'characters')
PY
rm -f "$tmp"
ls -l "$out"

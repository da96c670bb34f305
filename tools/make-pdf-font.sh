#!/bin/sh
# Re-makes the fonts the application package PDF embeds, in public/pdf/fonts/:
#   f6-package-gothic.ttf  every modern Hangul syllable (11,172; KS X 1001's 2,350 lack syllables
#       real names use), Hangul jamo and compatibility jamo, ASCII, Latin-1, Latin Extended-A/B
#       (names with diacritics), general punctuation, arrows, circled numbers, box and shape
#       symbols (☐ ☑ ※ ○ ●), CJK punctuation, ㎡, fullwidth forms, and the ideographs the forms
#       print in their labels (漢字, 姓名);
#   f6-package-hanja.ttf   KS X 1001's 4,888 Hanja (4,620 unified ideographs plus 268 compatibility
#       ideographs for its duplicate readings), so a Hanja name prints in its box. It is a font of
#       its own because its glyphs weigh 1.4 MB: a package embeds it only when its text has Hanja
#       (pdf/engine.ts), so a package without any stays ~1 MB smaller.
#   f6-package-hanzi.ttf   GB 2312's simplified Chinese characters that KS X 1001 lacks (4,079 of its
#       6,763), from WenQuanYi Micro Hei (Debian's fonts-wqy-microhei, Apache-2.0): a Chinese
#       national's name (张伟) printed in its box, not as [U+5F20] (a trial). Also embedded only when
#       the text has ideographs, and written into a file only if some text was drawn with it.
#   f6-package-latin.ttf   Latin-1, Latin Extended-A/B/Additional and combining marks from DejaVu
#       Sans (Debian's fonts-dejavu-core; Bitstream Vera licence, changes public domain): the letters
#       NanumGothic lacks, Vietnamese above all (NGUYỄN THỊ HƯƠNG printed as "NGUYÊN THI HUONG", a
#       trial). A fallback like the other two: a character takes the first font that has it.
# pdf-lib's own subsetting drops glyphs (../shared/extraction-and-pdf.md; checked again for the
# Hanja: most ideographs came out blank), so each font is subset once here to a fixed set and
# embedded whole (subset: false). CI never runs this: the output is committed next to its licence
# (OFL-1.1.txt). Needs Debian's fonts-nanum and python3-fonttools (PYTHON= picks the interpreter).
# The Hanja are decoded from EUC-KR rows 0xCA-0xFD by Python's own codec: no list kept by hand.
#
# The OFL reserves the name "Nanum"/"NanumGothic" for unmodified fonts; a subset is a Modified
# Version, so its family name is changed (copyright notices are kept).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
py=${PYTHON:-/usr/bin/python3}
src=${NANUM:-/usr/share/fonts/truetype/nanum/NanumGothic.ttf}
dir="$here/public/pdf/fonts"
mkdir -p "$dir"
hanja="$dir/hanja-codes.tmp"
hanzi="$dir/hanzi-codes.tmp"
"$py" - "$hanja" "$hanzi" <<'PY'
import sys
def decoded(codec, rows):
    codes = set()
    for hi in rows:
        for lo in range(0xA1, 0xFF):
            try:
                codes.add(ord(bytes([hi, lo]).decode(codec)))
            except UnicodeDecodeError:
                pass
    return codes
hanja = decoded('euc_kr', range(0xCA, 0xFE))
assert len(hanja) == 4888, f'{len(hanja)} Hanja; KS X 1001 has 4,888'
hanzi = decoded('gb2312', range(0xB0, 0xF8))
assert len(hanzi) == 6763, f'{len(hanzi)} hanzi; GB 2312 has 6,763'
for path, codes in ((sys.argv[1], hanja), (sys.argv[2], hanzi - hanja)):
    open(path, 'w').write('\n'.join(f'U+{c:04X}' for c in sorted(codes)) + '\n')
PY
subset() { # output, then the set options
  out=$1
  shift
  "$py" -m fontTools.subset "$src" "$@" \
    --layout-features='*' --glyph-names --notdef-outline --name-IDs='*' --name-languages='*' \
    --no-hinting --output-file="$out.tmp" 2>/dev/null
}
subset "$dir/f6-package-gothic.ttf" \
  --unicodes="U+0020-007E,U+00A0-024F,U+02B0-02FF,U+0300-036F,U+1100-11FF,U+2000-206F,U+20A9,U+20AC,U+2100-214F,U+2190-21FF,U+2200-22FF,U+2460-24FF,U+2500-257F,U+25A0-25FF,U+2600-26FF,U+2713-2714,U+3000-303F,U+3130-318F,U+3200-32FF,U+3380-33DD,U+AC00-D7A3,U+FF01-FF5E,U+FFE0-FFE6,U+6F22,U+5B57,U+59D3,U+540D"
subset "$dir/f6-package-hanja.ttf" --unicodes-file="$hanja"
"$py" -m fontTools.subset "${WQY:-/usr/share/fonts/truetype/wqy/wqy-microhei.ttc}" --font-number=0 \
  --unicodes-file="$hanzi" --layout-features='*' --glyph-names --notdef-outline --name-IDs='*' \
  --name-languages='*' --no-hinting --output-file="$dir/f6-package-hanzi.ttf.tmp" 2>/dev/null
"$py" -m fontTools.subset "${DEJAVU:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}" \
  --unicodes="U+0020-007E,U+00A0-02FF,U+0300-036F,U+1E00-1EFF" --layout-features='*' --glyph-names \
  --notdef-outline --name-IDs='*' --name-languages='*' --no-hinting --output-file="$dir/f6-package-latin.ttf.tmp" 2>/dev/null
"$py" - "$dir" "$hanja" "$hanzi" <<'PY'
import os, sys
from fontTools.ttLib import TTFont
d, codes = sys.argv[1], sys.argv[2]
hanja = [int(code[2:], 16) for code in open(codes).read().split()]
def finish(name, family, postscript, must, source='NanumGothic'):
    path = os.path.join(d, name)
    f = TTFont(path + '.tmp')
    names = {1: family, 3: f'{family} Regular (subset of {source})', 4: family, 6: postscript, 16: family}
    for rec in list(f['name'].names):
        if rec.nameID in names:
            rec.string = names[rec.nameID]
    cmap = f.getBestCmap()
    lost = [c for c in must if c not in cmap]
    assert not lost, f'{name}: {len(lost)} characters missing'
    f.save(path)
    os.remove(path + '.tmp')
    print(name, len(cmap), 'characters', os.path.getsize(path), 'bytes')
finish('f6-package-gothic.ttf', 'F6 Package Gothic', 'F6PackageGothic', list(range(0xAC00, 0xD7A4)) + [0x6F22, 0x5B57, 0x59D3, 0x540D])
finish('f6-package-hanja.ttf', 'F6 Package Hanja', 'F6PackageHanja', hanja)
hanzi = [int(code[2:], 16) for code in open(sys.argv[3]).read().split()]
finish('f6-package-hanzi.ttf', 'F6 Package Hanzi', 'F6PackageHanzi', hanzi, 'WenQuanYi Micro Hei')
vietnamese = [ord(c) for c in 'ĂÂĐÊÔƠƯăâđêôơưẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼẾỀỂỄỆỈỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ']
finish('f6-package-latin.ttf', 'F6 Package Latin', 'F6PackageLatin', vietnamese, 'DejaVu Sans')
PY
rm -f "$hanja" "$hanzi"

/**
 * KakaoTalk and WhatsApp "export chat" text files read into a thread of messages, on the device.
 * Each export holds one chat room. Formats known (one line starts each message; a line that does
 * not start like one continues the message before it):
 *
 * WhatsApp, iOS:     [12/31/23, 9:41:05 PM] Jane Doe: text      [31/12/2023, 21:41:05] Jane: text
 * WhatsApp, Android: 12/31/23, 9:41 PM - Jane Doe: text         31/12/2023, 21:41 - Jane: text
 * KakaoTalk, PC (Windows/Mac), a day line then each message:
 *   --------------- 2023년 12월 31일 일요일 ---------------    [김민준] [오후 9:41] text
 *   --------------- Sunday, December 31, 2023 ---------------  [Jane] [9:41 PM] text
 * KakaoTalk, phone:
 *   2023년 12월 31일 오후 9:41, 김민준 : text      (Android, Korean)
 *   2023. 12. 31. 오후 9:41, 김민준 : text         (iPhone, Korean)
 *   December 31, 2023 at 9:41 PM, Jane : text      (English; also "Dec 31, 2023, 9:41 PM")
 *   2023. 12. 31. 9:41 PM, Jane : text             (iPhone, English)
 * Day/month order in WhatsApp's numeric dates follows the phone's region: it is decided per file
 * from the numbers themselves (a first field above 12 is a day), else month first.
 */

export type ChatSource = 'kakaotalk' | 'whatsapp';
export type ChatMessage = {
  /** Stable for the same file: the thread id and the message's position. */
  id: string;
  /** Local date and time as written, 'YYYY-MM-DDTHH:mm'. */
  at: string;
  sender: string;
  text: string;
};
export type ChatThread = {
  id: string;
  source: ChatSource;
  title: string;
  participants: string[];
  messages: ChatMessage[];
};

const pad = (n: number | string) => String(n).padStart(2, '0');
const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string) => monthNames.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** 12-hour clock to 24: 오전/AM and 오후/PM, before or after the time. */
function hour24(hour: string, meridiem: string | undefined): number {
  const h = Number(hour);
  if (!meridiem) return h;
  const pm = /^(?:오후|pm|p\.m\.)$/i.test(meridiem);
  return pm ? (h % 12) + 12 : h % 12;
}

const stamp = (y: number | string, mo: number | string, d: number | string, h: number, mi: string) => {
  const year = String(y).length === 2 ? `20${y}` : String(y);
  return `${year}-${pad(mo)}-${pad(d)}T${pad(h)}:${mi}`;
};

/** FNV-1a: a short id that is the same each time the same text is imported. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

type Raw = { at: string; sender: string; text: string };
type Parsed = { source: ChatSource; title: string | null; messages: Raw[] };

// Invisible marks WhatsApp puts before attachments and times; the narrow no-break space before AM/PM.
const clean = (line: string) => line.replace(/[\u200e\u200f\u202a-\u202e\ufeff]/g, '').replace(/[\u202f\u00a0]/g, ' ');

const WA_IOS =
  /^\[(\d{1,2})[./-](\d{1,2})[./-](\d{2,4}),? (\d{1,2})[:.](\d{2})(?:[:.]\d{2})? ?([AaPp]\.?[Mm]\.?)?\] ([^:]+?): ?(.*)$/;
const WA_ANDROID =
  /^(\d{1,2})[./-](\d{1,2})[./-](\d{2,4}),? (\d{1,2})[:.](\d{2}) ?([AaPp]\.?[Mm]\.?)? [-–] ([^:]+?): ?(.*)$/;
const WA_SYSTEM = /^\[?\d{1,2}[./-]\d{1,2}[./-]\d{2,4},? \d{1,2}[:.]\d{2}/;

function parseWhatsApp(lines: string[]): Parsed | null {
  const hits: Array<{ a: number; b: number; y: string; h: number; mi: string; sender: string; text: string } | null> =
    lines.map((line) => {
      const m = WA_IOS.exec(line) ?? WA_ANDROID.exec(line);
      if (!m) return null;
      return {
        a: Number(m[1]),
        b: Number(m[2]),
        y: m[3],
        h: hour24(m[4], m[6]?.replace(/\./g, '')),
        mi: m[5],
        sender: m[7].trim(),
        text: m[8],
      };
    });
  if (!hits.some(Boolean)) return null;
  const dayFirst = hits.some((x) => x && x.a > 12);
  const messages: Raw[] = [];
  lines.forEach((line, i) => {
    const x = hits[i];
    if (x) {
      const [mo, d] = dayFirst ? [x.b, x.a] : [x.a, x.b];
      messages.push({ at: stamp(x.y, mo, d, x.h, x.mi), sender: x.sender, text: x.text });
    } else if (!WA_SYSTEM.test(line) && messages.length) {
      // A line without a date continues the message above; a dated line without a name is a notice.
      messages[messages.length - 1].text += `\n${line}`;
    }
  });
  return { source: 'whatsapp', title: null, messages };
}

const KAKAO_PC_DAY_KO = /^-{3,}\s*(\d{4})년 (\d{1,2})월 (\d{1,2})일/;
const KAKAO_PC_DAY_EN = /^-{3,}\s*(?:[A-Za-z]+, )?([A-Za-z]+) (\d{1,2}), (\d{4})/;
const KAKAO_PC_MSG = /^\[([^\]]+)\] \[(오전|오후|AM|PM)? ?(\d{1,2}):(\d{2}) ?(AM|PM)?\] ?(.*)$/;
const KAKAO_KO = /^(\d{4})년 (\d{1,2})월 (\d{1,2})일 (오전|오후) (\d{1,2}):(\d{2}),? (.+?) : (.*)$/;
const KAKAO_DOTTED =
  /^(\d{4})\. ?(\d{1,2})\. ?(\d{1,2})\.? (오전|오후|AM|PM)? ?(\d{1,2}):(\d{2}) ?(AM|PM)?, (.+?) : (.*)$/;
const KAKAO_EN = /^([A-Za-z]+) (\d{1,2}), (\d{4})(?: at|,) (\d{1,2}):(\d{2}) ?(AM|PM), (.+?) : (.*)$/;
// Lines that are not messages: day separators and notices with a date but no "name : text".
const KAKAO_DATED = new RegExp(
  [
    '^-{3,}.*-{3,}$',
    '^\\d{4}년 \\d{1,2}월 \\d{1,2}일(?: [가-힣]+요일)?(?: (?:오전|오후) \\d{1,2}:\\d{2})?$',
    '^\\d{4}\\. ?\\d{1,2}\\. ?\\d{1,2}\\.?(?: [가-힣]+요일)?(?: (?:오전|오후)? ?\\d{1,2}:\\d{2}(?: ?[AP]M)?)?$',
    '^(?:[A-Za-z]+, )?[A-Za-z]+ \\d{1,2}, \\d{4}(?:(?: at|,) \\d{1,2}:\\d{2} ?[AP]M)?$',
  ].join('|'),
);
const KAKAO_TITLE = [
  /^(.+?)\s*님과 카카오톡 대화$/,
  /^(.+?)\s*카카오톡 대화$/,
  /^Talk with (.+)$/i,
  /^KakaoTalk Chats? with (.+)$/i,
];
const KAKAO_HEADER = /^(?:저장한 날짜|Date Saved)\s*:/i;

function parseKakao(lines: string[]): Parsed | null {
  let title: string | null = null;
  for (const line of lines.slice(0, 3)) {
    const m = KAKAO_TITLE.map((re) => re.exec(line.trim())).find(Boolean);
    if (m && !title) title = m[1].trim();
  }
  const messages: Raw[] = [];
  let day: [number, number, number] | null = null;
  let matched = false;
  for (const line of lines) {
    let m: RegExpExecArray | null;
    if ((m = KAKAO_PC_DAY_KO.exec(line))) {
      day = [Number(m[1]), Number(m[2]), Number(m[3])];
      continue;
    }
    if ((m = KAKAO_PC_DAY_EN.exec(line)) && monthOf(m[1]) > 0) {
      day = [Number(m[3]), monthOf(m[1]), Number(m[2])];
      continue;
    }
    if ((m = KAKAO_PC_MSG.exec(line)) && day) {
      messages.push({
        at: stamp(day[0], day[1], day[2], hour24(m[3], m[2] ?? m[5]), m[4]),
        sender: m[1].trim(),
        text: m[6],
      });
      matched = true;
      continue;
    }
    if ((m = KAKAO_KO.exec(line))) {
      messages.push({ at: stamp(m[1], m[2], m[3], hour24(m[5], m[4]), m[6]), sender: m[7].trim(), text: m[8] });
      matched = true;
      continue;
    }
    if ((m = KAKAO_DOTTED.exec(line))) {
      messages.push({ at: stamp(m[1], m[2], m[3], hour24(m[5], m[4] ?? m[7]), m[6]), sender: m[8].trim(), text: m[9] });
      matched = true;
      continue;
    }
    if ((m = KAKAO_EN.exec(line)) && monthOf(m[1]) > 0) {
      messages.push({
        at: stamp(m[3], monthOf(m[1]), m[2], hour24(m[4], m[6]), m[5]),
        sender: m[7].trim(),
        text: m[8],
      });
      matched = true;
      continue;
    }
    if (KAKAO_HEADER.test(line) || KAKAO_DATED.test(line) || KAKAO_TITLE.some((re) => re.test(line.trim()))) continue;
    if (messages.length) messages[messages.length - 1].text += `\n${line}`;
  }
  if (!matched) return null;
  return { source: 'kakaotalk', title, messages };
}

/** WhatsApp names its export "WhatsApp Chat with Jane.txt"; KakaoTalk writes the room in the first line. */
function titleFromFileName(fileName: string): string | null {
  const m = /^(?:WhatsApp Chat with|WhatsApp Chat -|WhatsApp 채팅 -?)\s*(.+?)(?:\.txt)?$/i.exec(fileName.trim());
  return m ? m[1].trim() : null;
}

/**
 * One export file as a thread, or null when the text is neither a KakaoTalk nor a WhatsApp
 * export. Trailing blank lines inside a message are trimmed; empty messages are dropped.
 */
export function parseChatExport(text: string, fileName = ''): ChatThread | null {
  const lines = text.split(/\r\n|\r|\n/).map(clean);
  const parsed = parseKakao(lines) ?? parseWhatsApp(lines);
  if (!parsed) return null;
  const raw = parsed.messages.map((m) => ({ ...m, text: m.text.replace(/\s+$/, '') })).filter((m) => m.text !== '');
  if (raw.length === 0) return null;
  const participants = [...new Set(raw.map((m) => m.sender))];
  const id = `chat-${hash(text)}`;
  const title = parsed.title ?? titleFromFileName(fileName) ?? participants.join(', ');
  return { id, source: parsed.source, title, participants, messages: raw.map((m, i) => ({ id: `${id}-${i}`, ...m })) };
}

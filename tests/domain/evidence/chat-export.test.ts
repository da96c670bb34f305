import { describe, expect, it } from 'vitest';
import { parseChatExport } from '@/domain/evidence/chat-export';

const pick = (text: string, fileName = '') => {
  const thread = parseChatExport(text, fileName);
  return (
    thread && {
      source: thread.source,
      title: thread.title,
      participants: thread.participants,
      messages: thread.messages.map(({ at, sender, text }) => [at, sender, text]),
    }
  );
};

describe('KakaoTalk exports', () => {
  it('PC, Korean: day lines, [name] [오전/오후 time] lines, a multi-line message', () => {
    const text = [
      '김민준 님과 카카오톡 대화',
      '저장한 날짜 : 2024-03-02 10:15:22',
      '',
      '--------------- 2023년 12월 31일 일요일 ---------------',
      '[김민준] [오후 9:41] 새해 복 많이 받아',
      '[Anna] [오후 9:42] 고마워! 내일 봐',
      '공항에서 만나자',
      '',
      '--------------- 2024년 1월 1일 월요일 ---------------',
      '[김민준] [오전 12:05] 도착했어',
    ].join('\r\n');
    expect(pick(text)).toEqual({
      source: 'kakaotalk',
      title: '김민준',
      participants: ['김민준', 'Anna'],
      messages: [
        ['2023-12-31T21:41', '김민준', '새해 복 많이 받아'],
        ['2023-12-31T21:42', 'Anna', '고마워! 내일 봐\n공항에서 만나자'],
        ['2024-01-01T00:05', '김민준', '도착했어'],
      ],
    });
  });

  it('PC, English: "Talk with", weekday day lines, [name] [h:mm AM/PM]', () => {
    const text = [
      'Talk with Minjun Kim',
      'Date Saved : 2024-03-02 10:15:22',
      '',
      '--------------- Sunday, December 31, 2023 ---------------',
      '[Minjun Kim] [9:41 PM] Happy new year',
      '[Anna] [12:02 AM] You too',
      'See you at the airport',
    ].join('\n');
    expect(pick(text)?.messages).toEqual([
      ['2023-12-31T21:41', 'Minjun Kim', 'Happy new year'],
      ['2023-12-31T00:02', 'Anna', 'You too\nSee you at the airport'],
    ]);
    expect(pick(text)?.title).toBe('Minjun Kim');
  });

  it('phone (Android), Korean: full dates on each line, "name : text", day lines skipped', () => {
    const text = [
      '김민준님과 카카오톡 대화',
      '저장한 날짜 : 2024년 3월 2일 오전 10:15',
      '',
      '2023년 12월 31일 일요일',
      '2023년 12월 31일 오후 9:41, 김민준 : 비행기 표 샀어 : 3월 2일',
      '2023년 12월 31일 오후 9:43, Anna : 와',
      '정말?',
      '2024년 1월 1일 오전 8:00, Anna : 좋은 아침',
    ].join('\n');
    expect(pick(text)?.messages).toEqual([
      ['2023-12-31T21:41', '김민준', '비행기 표 샀어 : 3월 2일'],
      ['2023-12-31T21:43', 'Anna', '와\n정말?'],
      ['2024-01-01T08:00', 'Anna', '좋은 아침'],
    ]);
  });

  it('phone (iPhone), Korean dotted dates and English variants', () => {
    const ko = [
      '김민준 님과 카카오톡 대화',
      '2023. 12. 31. 오후 9:41, 김민준 : 안녕',
      '2023. 12. 31. 오후 10:01, Anna : 잘 자',
    ].join('\n');
    expect(pick(ko)?.messages).toEqual([
      ['2023-12-31T21:41', '김민준', '안녕'],
      ['2023-12-31T22:01', 'Anna', '잘 자'],
    ]);
    const en = [
      'Talk with Minjun',
      'Date Saved : Mar 2, 2024 at 10:15 AM',
      '',
      'Sunday, December 31, 2023',
      'December 31, 2023 at 9:41 PM, Minjun : Hi',
      'Dec 31, 2023, 11:58 PM, Anna : Almost midnight',
      '2024. 1. 1. 12:01 AM, Minjun : Happy new year',
    ].join('\n');
    expect(pick(en)?.messages).toEqual([
      ['2023-12-31T21:41', 'Minjun', 'Hi'],
      ['2023-12-31T23:58', 'Anna', 'Almost midnight'],
      ['2024-01-01T00:01', 'Minjun', 'Happy new year'],
    ]);
  });
});

describe('WhatsApp exports', () => {
  it('iOS, US: [M/D/YY, h:mm:ss AM] with the invisible marks, system notice left out, multi-line kept', () => {
    const text = [
      '[12/31/23, 9:41:05 PM] Anna Eriksson: \u200eMessages and calls are end-to-end encrypted. No one outside of this chat can read them.',
      '[12/31/23, 9:41:30\u202fPM] Minjun: Happy new year!',
      'Line two',
      '',
      'Line four',
      '[1/2/24, 8:03:00 AM] Anna Eriksson: \u200eimage omitted',
    ].join('\n');
    const parsed = pick(text, 'WhatsApp Chat with Minjun.txt');
    expect(parsed?.source).toBe('whatsapp');
    expect(parsed?.title).toBe('Minjun');
    expect(parsed?.messages.slice(1)).toEqual([
      ['2023-12-31T21:41', 'Minjun', 'Happy new year!\nLine two\n\nLine four'],
      ['2024-01-02T08:03', 'Anna Eriksson', 'image omitted'],
    ]);
  });

  it('iOS, day first and 24 hours: [31/12/2023, 21:41:05]', () => {
    expect(pick('[31/12/2023, 21:41:05] Anna: Hi\n[01/01/2024, 00:02:10] 김민준: 안녕')?.messages).toEqual([
      ['2023-12-31T21:41', 'Anna', 'Hi'],
      ['2024-01-01T00:02', '김민준', '안녕'],
    ]);
  });

  it('Android, US: M/D/YY, h:mm PM - name: text; a dated notice without a name is skipped, not glued on', () => {
    const text = [
      '12/31/23, 9:41 PM - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
      '12/31/23, 9:41 PM - Anna: Did you book',
      'the flight?',
      '12/31/23, 9:45 PM - Minjun joined using this group\u2019s invite link',
      '1/1/24, 12:15 AM - Minjun: Yes, March 2',
    ].join('\n');
    expect(pick(text)?.messages).toEqual([
      ['2023-12-31T21:41', 'Anna', 'Did you book\nthe flight?'],
      ['2024-01-01T00:15', 'Minjun', 'Yes, March 2'],
    ]);
  });

  it('Android, day first, 24 hours: 31/12/2023, 21:41 - name: text', () => {
    expect(pick('31/12/2023, 21:41 - Anna: Hi\n01/01/2024, 08:00 - Minjun: Morning')?.messages).toEqual([
      ['2023-12-31T21:41', 'Anna', 'Hi'],
      ['2024-01-01T08:00', 'Minjun', 'Morning'],
    ]);
  });
});

describe('anything else', () => {
  it.each([
    ['an empty file', ''],
    ['a note', 'Shopping list\n- milk\n- eggs'],
    ['a CSV', 'date,amount\n2024-01-01,100'],
  ])('%s is not a chat export', (_name, text) => {
    expect(parseChatExport(text)).toBeNull();
  });

  it('gives the same ids to the same file, and different ones to another', () => {
    const text = '[12/31/23, 9:41:05 PM] Anna: Hi\n[12/31/23, 9:42:05 PM] Minjun: Hello';
    const a = parseChatExport(text)!;
    expect(parseChatExport(text)!.messages.map((m) => m.id)).toEqual(a.messages.map((m) => m.id));
    expect(new Set(a.messages.map((m) => m.id)).size).toBe(2);
    expect(parseChatExport(`${text}\n[12/31/23, 9:43:05 PM] Anna: Bye`)!.id).not.toBe(a.id);
  });
});

import { describe, expect, it } from 'vitest';
import type { DocumentFileRef, Evidence } from '@/domain/application';
import { sectionDefaults } from '@/domain/application';
import { evidenceAppendix } from '@/domain/evidence/appendix';
import { parseChatExport } from '@/domain/evidence/chat-export';
import { evidenceStrength } from '@/domain/evidence/strength';

const msg = (at: string, sender: string) => ({ at, sender });

describe('evidence strength follows the selection', () => {
  it('starts at the spec’s 50/50 with nothing chosen', () => {
    expect(evidenceStrength(0, [])).toEqual({
      photos: 50,
      texts: 50,
      reasons: { photos: { kind: 'starting' }, texts: { kind: 'starting' } },
    });
  });

  it('photos: more is stronger, 10 make a full set', () => {
    expect(evidenceStrength(1, []).photos).toBe(28);
    expect(evidenceStrength(5, []).photos).toBe(60);
    expect(evidenceStrength(10, []).reasons.photos).toEqual({ kind: 'photos', count: 10, enough: true });
    expect(evidenceStrength(25, []).photos).toBe(100);
  });

  it('messages: how many, over how long, and both spouses', () => {
    const oneSided = evidenceStrength(0, [msg('2024-01-01T10:00', 'Anna'), msg('2024-01-02T10:00', 'Anna')]);
    expect(oneSided.texts).toBe(8);
    expect(oneSided.reasons.texts).toMatchObject({ count: 2, spanDays: 1, bothSpouses: false, weakest: 'one-sided' });
    const both = evidenceStrength(0, [msg('2024-01-01T10:00', 'Anna'), msg('2024-01-02T10:00', '김민준')]);
    expect(both.texts).toBe(28);
    expect(both.reasons.texts).toMatchObject({ bothSpouses: true, weakest: 'span' });
    const year = Array.from({ length: 10 }, (_, i) =>
      msg(i < 5 ? '2023-01-01T10:00' : '2024-01-01T10:00', i % 2 ? 'Anna' : '김민준'),
    );
    expect(evidenceStrength(0, year)).toMatchObject({
      texts: 100,
      reasons: { texts: { weakest: null, spanDays: 365 } },
    });
  });
});

describe('the evidence appendix', () => {
  const thread = parseChatExport(
    '[12/31/23, 9:41:05 PM] Anna: Call me at 010-1234-5678\n[1/2/24, 8:03:00 AM] Minjun: OK\n[1/3/24, 8:03:00 AM] Minjun: Not this one',
  )!;
  const photo = (id: string, type = 'image/jpeg'): DocumentFileRef => ({
    id,
    fileName: `${id}.jpg`,
    size: 1,
    type,
    uploadedAt: '2026-01-01T00:00:00.000Z',
    role: null,
    issueDate: null,
  });
  const evidence = (patch: Partial<Evidence>): Evidence => ({ ...sectionDefaults().evidence, ...patch });

  it('holds the chosen photos and messages, redacted when redaction is on, with the strength', () => {
    const appendix = evidenceAppendix(
      evidence({
        inputs: { audience: 'korea', redactionEnabled: true },
        selectedPhotoIds: ['p2', 'gone'],
        selectedThreadId: thread.id,
        selectedMessageIds: [thread.messages[0].id, thread.messages[1].id],
      }),
      [photo('p1'), photo('p2'), photo('scan', 'application/pdf')],
      thread,
    );
    expect(appendix.audience).toBe('korea');
    expect(appendix.photos.map((p) => p.id)).toEqual(['p2']);
    expect(appendix.chat?.messages.map((m) => [m.sender, m.text])).toEqual([
      ['Anna', 'Call me at •••-••••-••••'],
      ['Minjun', 'OK'],
    ]);
    expect(appendix.strength.reasons.texts).toMatchObject({ count: 2, bothSpouses: true });
    expect(appendix.strength.photos).toBe(28);
  });

  it('shows messages as written when redaction is off, and nothing from a thread that is not the chosen one', () => {
    const chosen = evidence({ selectedThreadId: thread.id, selectedMessageIds: [thread.messages[0].id] });
    expect(evidenceAppendix(chosen, [], thread).chat?.messages[0].text).toBe('Call me at 010-1234-5678');
    expect(evidenceAppendix({ ...chosen, selectedThreadId: 'chat-other' }, [], thread).chat).toBeNull();
  });
});

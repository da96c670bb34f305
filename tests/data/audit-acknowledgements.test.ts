/**
 * The audit's acknowledgements (D27) are kept like a section: they survive a reload of the
 * database and a backup round trip, go through the outbox, and a reason is required.
 */
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { acknowledgeFinding, readAudit, readAuditInput, reopenFinding } from '@/data/audit';
import { DB_NAME } from '@/data/db';
import { saveFacts } from '@/data/people';
import { exportBackup, importBackup } from '@/data/snapshot';
import { updateSection } from '@/data/sections';

async function plantFinding() {
  // The Korean and the Latin address name different buildings.
  await saveFacts([
    { ref: { role: 'sponsor', fact: 'addressKorea', script: 'ko' }, value: '서울특별시 마포구 마포대로 21' },
    { ref: { role: 'sponsor', fact: 'addressKorea', script: 'latin' }, value: '12 Mapo-daero, Mapo-gu, Seoul' },
  ]);
  const findings = await readAudit();
  expect(findings.map((f) => f.id)).toEqual(['address-scripts:sponsor.addressKorea']);
  return findings[0];
}

describe('audit acknowledgements in the store', () => {
  // Files share a worker: one that ended with the database closed must not fail this one (Dexie 4 does not
  // reopen a database closed on purpose).
  beforeEach(async () => {
    if (!db.isOpen()) await db.open();
  });
  afterEach(async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await db.open();
  });

  it('survive a reload and a backup round trip; withdrawing reopens', async () => {
    const finding = await plantFinding();
    await expect(acknowledgeFinding(finding, '   ')).rejects.toThrow();
    await acknowledgeFinding(finding, 'The building has two numbers');
    expect((await db.outbox.toArray()).some((r) => r.key === 'auditAcknowledgements')).toBe(true);

    db.close();
    await db.open();
    let [after] = await readAudit();
    expect(after.acknowledged?.reason).toBe('The building has two numbers');

    const backup = await exportBackup();
    db.close();
    await Dexie.delete(DB_NAME);
    await db.open();
    expect(await readAudit()).toEqual([]);
    await importBackup(backup);
    [after] = await readAudit();
    expect(after.acknowledged?.reason).toBe('The building has two numbers');

    await reopenFinding(after.id);
    [after] = await readAudit();
    expect(after.acknowledged).toBeUndefined();
  });

  it('reads the stored application as the audit input', async () => {
    await saveFacts([{ ref: { role: 'applicant', fact: 'addressKorea', script: 'ko' }, value: '서울 마포구 1' }]);
    await updateSection('timeline', () => ({ targetDate: '2026-12-01' }));
    const input = await readAuditInput(new Date('2026-11-26T12:00:00'));
    expect(input.applicationDate).toBe('2026-12-01');
    expect(input.today).toBe('2026-11-26');
    expect(input.people.applicant.addressKorea?.ko?.value).toBe('서울 마포구 1');
  });
});

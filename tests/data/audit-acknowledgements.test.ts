/**
 * The audit's acknowledgements (ruling 27) are kept like a section: they survive a reload of the
 * database and a backup round trip, go through the outbox, and a reason is required.
 */
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { acknowledgeFinding, readAudit, readAuditInput, reopenFinding } from '@/data/audit';
import { DB_NAME } from '@/data/db';
import { saveFacts } from '@/data/people';
import { exportBackup, importBackup } from '@/data/snapshot';
import { updateSection } from '@/data/sections';

async function plantFinding() {
  await saveFacts([
    { ref: { role: 'applicant', fact: 'familyName' }, value: 'DOE' },
    { ref: { role: 'applicant', fact: 'givenNames' }, value: 'JANE' },
  ]);
  await updateSection('eligibility', (e) => ({ ...e, fullName: 'Jane Smith' }));
  const findings = await readAudit();
  expect(findings.map((f) => f.id)).toEqual(['name-vs-passport:applicant']);
  return findings[0];
}

describe('audit acknowledgements in the store', () => {
  afterEach(async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await db.open();
  });

  it('survive a reload and a backup round trip; withdrawing reopens', async () => {
    const finding = await plantFinding();
    await expect(acknowledgeFinding(finding, '   ')).rejects.toThrow();
    await acknowledgeFinding(finding, 'Smith is my name before marriage');
    expect((await db.outbox.toArray()).some((r) => r.key === 'auditAcknowledgements')).toBe(true);

    db.close();
    await db.open();
    let [after] = await readAudit();
    expect(after.acknowledged?.reason).toBe('Smith is my name before marriage');

    const backup = await exportBackup();
    db.close();
    await Dexie.delete(DB_NAME);
    await db.open();
    expect(await readAudit()).toEqual([]);
    await importBackup(backup);
    [after] = await readAudit();
    expect(after.acknowledged?.reason).toBe('Smith is my name before marriage');

    await reopenFinding(after.id);
    [after] = await readAudit();
    expect(after.acknowledged).toBeUndefined();
  });

  it('reads the stored application as the audit input', async () => {
    await saveFacts([{ ref: { role: 'sponsor', fact: 'addressKorea', script: 'ko' }, value: '서울 마포구 1' }]);
    await updateSection('timeline', () => ({ targetDate: '2026-12-01' }));
    const input = await readAuditInput(new Date('2026-11-26T12:00:00'));
    expect(input.applicationDate).toBe('2026-12-01');
    expect(input.today).toBe('2026-11-26');
    expect(input.people.sponsor.addressKorea?.ko?.value).toBe('서울 마포구 1');
  });
});

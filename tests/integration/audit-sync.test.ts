// @vitest-environment node
//
// D26 and 27 across devices, against the real Firebase emulators: an acknowledged finding
// ("This is right" with its reason) and a fact held in two scripts reach a second device as they
// were (another device: the local database wiped, a fresh cloud client signed in).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { acknowledgeFinding, readAudit } from '@/data/audit';
import { readPeople, saveFacts } from '@/data/people';
import { readSection, updateSection } from '@/data/sections';
import { factValue } from '@/domain/people';
import type { CloudApi } from '@/sync/cloud/api';
import { createCloud } from '@/sync/cloud/client';
import { createSyncEngine } from '@/sync/engine';
import { restoreOnLogin } from '@/sync/restore';
import { NO_EMULATORS_MESSAGE, TEST_FIREBASE_CONFIG, hasEmulators, resetEmulators } from './emulator-env';

let n = 0;
const clients: CloudApi[] = [];

async function device(email: string, create = false) {
  const cloud = createCloud(TEST_FIREBASE_CONFIG, { emulators: true, name: `audit-device-${++n}` });
  clients.push(cloud);
  if (create) await cloud.signUpWithEmail(email, 'password-123');
  else await cloud.signInWithEmail(email, 'password-123');
  const uid = cloud.currentUser()!.uid;
  const engine = createSyncEngine(cloud, {}, { delayMs: 50 });
  return { cloud, uid, engine };
}

async function wipeLocal() {
  await db.delete();
  await db.open();
}

const ko = { role: 'sponsor', fact: 'addressKorea', script: 'ko' } as const;
const latin = { ...ko, script: 'latin' } as const;

describe.skipIf(!hasEmulators())('audit acknowledgements and two-script facts sync', () => {
  beforeAll(() => {
    if (!hasEmulators()) console.warn(NO_EMULATORS_MESSAGE);
  });
  beforeEach(async () => {
    await resetEmulators();
    await wipeLocal();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose().catch(() => {})));
  });

  it('an acknowledged finding stays acknowledged, with its reason, on a second device', async () => {
    // A finding: the Korean and the Latin address name different buildings.
    await saveFacts([
      { ref: ko, value: '서울특별시 마포구 마포대로 21' },
      { ref: latin, value: '12 Mapo-daero, Mapo-gu, Seoul' },
    ]);
    const [finding] = await readAudit();
    expect(finding?.id).toBe('address-scripts:sponsor.addressKorea');
    await acknowledgeFinding(finding, 'The building has two numbers: 21 on the street, 12 in the register');

    const a = await device('audit@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    await a.engine.flush();
    a.engine.stop();

    await wipeLocal();
    expect((await readSection('auditAcknowledgements')).items).toEqual({});
    const b = await device('audit@example.com');
    b.engine.start(b.uid);
    await restoreOnLogin(b.cloud, b.engine, b.uid);
    await b.engine.flush();
    const people = await readPeople();
    expect(factValue(people, ko)).toBe('서울특별시 마포구 마포대로 21');
    expect(factValue(people, latin)).toBe('12 Mapo-daero, Mapo-gu, Seoul');
    const findings = await readAudit();
    expect(findings).toHaveLength(1);
    expect(findings[0].acknowledged?.reason).toBe('The building has two numbers: 21 on the street, 12 in the register');

    // Withdrawn on device B, open again after B's change reaches the cloud.
    await updateSection('auditAcknowledgements', () => ({ items: {} }));
    await b.engine.flush();
    const cloud = (await b.cloud.read('users', b.uid))!.progress as {
      sections: Record<string, { value: { items: object } }>;
    };
    expect(cloud.sections.auditAcknowledgements.value.items).toEqual({});
    b.engine.stop();
  });
});

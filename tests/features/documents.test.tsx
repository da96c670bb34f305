import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { readSection, updateSection } from '@/data/sections';
import { DocumentsPage } from '@/features/documents/components/documents-page';
import { MAX_FILE_BYTES } from '@/features/documents/model';
import { renderPage, resetDatabase } from '../render';
import { seed } from '../seed';

beforeEach(resetDatabase);
afterEach(cleanup);

const user = () => userEvent.setup({ applyAccept: false });
const slow = { timeout: 8000 };
const png = (name = 'health.png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], name, { type: 'image/png' });

async function openPage() {
  await renderPage(DocumentsPage, { path: '/documents' });
  return screen.findByTestId('slot-healthCertificate', undefined, slow);
}

const fileInput = (slot: string) =>
  screen.getByTestId(`slot-${slot}`).querySelector('input[type="file"]') as HTMLInputElement;
const outboxRows = async () => (await db.outbox.toArray()).map((r) => `${r.doc}:${r.key}`);

/**
 * A PDF pdf.js opens (one empty page): whether the PDF reader loads in this environment or not (it can,
 * once another test file has loaded it in the same worker), the file is stored, never judged damaged.
 */
const tinyPdf =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

describe('the documents page', () => {
  it('has one heading and the seven documents, each saying who provides it', async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Document Preparation']);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Also for you two',
      'Marriage certificate',
      'Applicant’s passport',
      'Korean spouse’s ID card',
      'Proof of relationship',
      'Financial documents',
      'Housing documents',
      'Health certificates',
    ]);
    expect(within(screen.getByTestId('slot-passport')).getByText('Applicant provides')).toBeTruthy();
    expect(within(screen.getByTestId('slot-housingDocuments')).getByText('Korean spouse provides')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('documents-count').textContent).toBe('0 of 7 documents ready'));
  });

  it('says where files are kept as the mode has it: this device only with no backend, the account too with one', async () => {
    await openPage();
    const main = () => document.body.textContent ?? '';
    expect(main()).toContain('Files stay on this device. From the passport');
    expect(main()).not.toMatch(/in your account|sign in/);
    cleanup();
    await renderPage(DocumentsPage, { path: '/documents', auth: { mode: 'firebase' } });
    await screen.findByTestId('slot-healthCertificate', undefined, slow);
    expect(main()).toContain('Files stay on this device (and in your account when you sign in).');
  });

  it('reads the couple (D28): a Vietnamese applicant married in Vietnam gets the TB certificate, the apostille, the record of Vietnam, the program and TOPIK; a US couple married in Korea none of these', async () => {
    await seed(() =>
      updateSection('eligibility', (e) => ({
        ...e,
        nationality: 'VN',
        applicantResidence: 'VN',
        applicantRegion: 'hanoi',
        marriagePlace: 'abroad',
        marriageCountry: 'VN',
        sponsorResidence: 'korea',
        koreanLanguageLevel: 'none',
      })),
    );
    await openPage();
    const card = await screen.findByTestId('couple-documents');
    const list = within(card).getByTestId('couple-documents-list').textContent ?? '';
    expect(list).toMatch(/criminal record of Vietnam/);
    expect(list).toMatch(/International Marriage Guidance Program, completed before the application/);
    expect(list).toMatch(/TOPIK/);
    expect(list).not.toMatch(/FBI/);
    const marriage = screen.getByTestId('slot-marriageCertificate').textContent ?? '';
    expect(marriage).toMatch(/certificate of marriage from Vietnam with its apostille/);
    expect(screen.getByTestId('slot-healthCertificate').textContent).toMatch(
      /TB certificate from a hospital the mission designates/,
    );
    cleanup();

    await seed(() =>
      updateSection('eligibility', (e) => ({
        ...e,
        nationality: 'US',
        applicantResidence: 'US',
        marriagePlace: 'korea',
        marriageCountry: null,
        koreanLanguageLevel: 'native-or-shared-language',
      })),
    );
    await openPage();
    const us = (await screen.findByTestId('couple-documents')).textContent ?? '';
    expect(us).toMatch(/FBI check/);
    expect(us).not.toMatch(/Guidance Program|TOPIK|criminal record of/);
    expect(screen.getByTestId('slot-marriageCertificate').textContent).toMatch(
      /no foreign marriage certificate is needed/,
    );
    expect(screen.getByTestId('slot-healthCertificate').textContent).toMatch(/No TB certificate: the United States/);
  });

  describe('married in Korea: the file chooser offers only the parts that apply (D28)', () => {
    const ref = (id: string, role: string) => ({
      id,
      fileName: `${id}.png`,
      size: 11,
      type: 'image/png',
      uploadedAt: '2026-01-01T00:00:00.000Z',
      role,
      issueDate: null,
    });
    const options = (select: HTMLElement) =>
      [...(select.querySelector('select') ?? select).querySelectorAll('option')].map((o) => o.textContent);
    async function openWith(...files: ReturnType<typeof ref>[]) {
      await seed(async () => {
        await updateSection('eligibility', (e) => ({ ...e, nationality: 'US', marriagePlace: 'korea' }));
        await updateSection('documents', (d) => ({ ...d, marriageCertificate: { files } as never }));
      });
      await openPage();
      const slot = screen.getByTestId('slot-marriageCertificate');
      await waitFor(() => expect(slot.textContent).toMatch(/no foreign marriage certificate is needed/), slow);
      return slot;
    }

    it('only the Korean certificate: no question about the next part, no foreign parts on the file', async () => {
      const slot = await openWith(ref('kr', 'korean-certificate'));
      expect(within(slot).queryByTestId('next-role-marriageCertificate')).toBeNull();
      expect(options(within(slot).getByTestId('role-marriageCertificate'))).toEqual([
        'Korean marriage relation certificate (혼인관계증명서)',
      ]);
    });

    it('a foreign certificate stored before the answer stays, with its part; what it still asks for is offered', async () => {
      const slot = await openWith(ref('kr', 'korean-certificate'), ref('old', 'foreign-certificate'));
      expect(slot.textContent).toContain('old.png');
      const [korean, foreign] = within(slot).getAllByTestId('role-marriageCertificate');
      expect(options(korean)).toEqual(['Korean marriage relation certificate (혼인관계증명서)']);
      expect(options(foreign)).toEqual([
        'Korean marriage relation certificate (혼인관계증명서)',
        'Foreign marriage certificate',
      ]);
      // The slot still asks for its apostille and translation ("Still needed"): those are offered, so it can be met.
      expect(options(within(slot).getByTestId('next-role-marriageCertificate'))).toEqual([
        'Korean marriage relation certificate (혼인관계증명서)',
        'Apostille',
        'Translation',
      ]);
    });
  });

  it('a Filipino applicant in Manila married there: "the Philippines" in every sentence that names it', async () => {
    await seed(() =>
      updateSection('eligibility', (e) => ({
        ...e,
        nationality: 'PH',
        applicantResidence: 'PH',
        marriagePlace: 'abroad',
        marriageCountry: 'PH',
        sponsorResidence: 'korea',
      })),
    );
    await openPage();
    const list = within(await screen.findByTestId('couple-documents')).getByTestId('couple-documents-list');
    expect(list.textContent).toMatch(/criminal record of the Philippines/);
    const marriage = screen.getByTestId('slot-marriageCertificate').textContent ?? '';
    expect(marriage).toMatch(/certificate of marriage from the Philippines/);
    expect(screen.getByTestId('slot-healthCertificate').textContent).toMatch(/: the Philippines is on the TB/);
    expect(document.body.textContent).not.toMatch(/(?<!the )Philippines/);
  });

  it('rejects a file of the wrong type with a message, and stores nothing', async () => {
    await openPage();
    await user().upload(fileInput('healthCertificate'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const alert = await within(screen.getByTestId('slot-healthCertificate')).findByRole('alert');
    expect(alert.textContent).toContain(
      '“notes.txt” was not added: only photos (JPEG, PNG, WebP, HEIC) and PDF files can be stored.',
    );
    expect(await db.files.count()).toBe(0);
    expect((await readSection('documents')).healthCertificate).toEqual({ files: [] });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores a file the browser gave no type, or a wrong one, with the type its bytes have', async () => {
    await openPage();
    const u = user();
    const pngBytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
    await u.upload(fileInput('healthCertificate'), new File([pngBytes], 'scan.png', { type: '' }));
    await screen.findByTestId('file-healthCertificate', undefined, { timeout: 5000 });
    await u.upload(
      fileInput('housingDocuments'),
      new File([new TextEncoder().encode(tinyPdf)], 'lease.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(async () => expect(await db.files.count()).toBe(2), { timeout: 10_000 });
    const files = await db.files.toArray();
    expect(Object.fromEntries(files.map((f) => [f.name, f.type]))).toEqual({
      'scan.png': 'image/png',
      'lease.pdf': 'application/pdf',
    });
    expect((await readSection('documents')).healthCertificate.files.map((f) => f.type)).toEqual(['image/png']);
  });

  it('judges a file with no type and no known name ending by its bytes: a real photo gets in, anything else gets the content message', async () => {
    await openPage();
    const u = user();
    const pngBytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
    await u.upload(fileInput('healthCertificate'), new File([pngBytes], 'IMG_0042', { type: '' }));
    await screen.findByTestId('file-healthCertificate', undefined, { timeout: 5000 });
    expect((await db.files.toArray()).map((f) => [f.name, f.type])).toEqual([['IMG_0042', 'image/png']]);
    await u.upload(fileInput('housingDocuments'), [
      new File(['just some notes'], 'notes', { type: '' }),
      new File([tinyPdf], 'lease.bin', { type: '' }),
    ]);
    const alert = await within(screen.getByTestId('slot-housingDocuments')).findByRole('alert', undefined, slow);
    expect(alert.textContent).toContain(
      '“notes” was not added: its content is not a photo (JPEG, PNG, WebP, HEIC) or a PDF, whatever its name says.',
    );
    await waitFor(
      async () =>
        expect((await db.files.toArray()).map((f) => [f.name, f.type])).toContainEqual([
          'lease.bin',
          'application/pdf',
        ]),
      slow,
    );
    expect(await db.files.count()).toBe(2);
  });

  it('refuses content that is no photo or PDF whatever its name says, in the user’s language, and stores nothing', async () => {
    await openPage();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'photo.jpg', {
      type: 'image/jpeg',
    });
    await user().upload(fileInput('healthCertificate'), svg);
    const alert = await within(screen.getByTestId('slot-healthCertificate')).findByRole('alert');
    expect(alert.textContent).toContain(
      '“photo.jpg” was not added: its content is not a photo (JPEG, PNG, WebP, HEIC) or a PDF, whatever its name says.',
    );
    expect(await db.files.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rejects a file over 20 MB with a message, and keeps the file already there', async () => {
    await openPage();
    const u = user();
    await u.upload(fileInput('healthCertificate'), png('first.png'));
    await screen.findByTestId('file-healthCertificate', undefined, { timeout: 5000 });
    const huge = new File(['x'], 'huge-scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: MAX_FILE_BYTES + 1 });
    await u.upload(fileInput('healthCertificate'), huge);
    const alert = await within(screen.getByTestId('slot-healthCertificate')).findByRole('alert');
    expect(alert.textContent).toContain('“huge-scan.pdf” was not added: it is larger than 20 MB.');
    const files = await db.files.toArray();
    expect(files.map((f) => f.name)).toEqual(['first.png']);
    expect((await readSection('documents')).healthCertificate.files.map((f) => f.fileName)).toEqual(['first.png']);
  });

  it('rejects an oversize file dropped on an empty slot', async () => {
    await openPage();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: MAX_FILE_BYTES + 1 });
    await user().upload(fileInput('housingDocuments'), huge);
    expect((await within(screen.getByTestId('slot-housingDocuments')).findByRole('alert')).textContent).toContain(
      'larger than 20 MB',
    );
    expect(await db.files.count()).toBe(0);
  });

  it('stores a file on the device with its outbox rows, and counts the slot only when it has what it needs', async () => {
    await openPage();
    const u = user();
    await u.upload(fileInput('healthCertificate'), png());
    expect((await screen.findByTestId('file-name-healthCertificate', undefined, { timeout: 5000 })).textContent).toBe(
      'health.png',
    );
    // One spouse's certificate is not the slot: it asks for the other one.
    // ...and the one there has no issue date yet: it needs attention (D25).
    await waitFor(() => expect(screen.getByTestId('status-healthCertificate').textContent).toBe('Needs attention'));
    expect(screen.getByTestId('missing-healthCertificate').textContent).toBe(
      'Still needed: Korean spouse’s certificate',
    );
    await waitFor(() => expect(screen.getByTestId('documents-count').textContent).toBe('0 of 7 documents ready'));
    const [stored] = await db.files.toArray();
    expect(stored).toMatchObject({ slot: 'healthCertificate', name: 'health.png', type: 'image/png', size: 11 });
    // The bytes are stored with it (fake-indexeddb cannot clone a jsdom Blob faithfully; e2e opens the real one).
    expect(stored.blob).toBeTruthy();
    expect((await readSection('documents')).healthCertificate.files).toEqual([
      expect.objectContaining({
        id: stored.id,
        fileName: 'health.png',
        size: 11,
        type: 'image/png',
        role: 'applicant',
        issueDate: null,
      }),
    ]);
    expect((await outboxRows()).sort()).toEqual(['uploads:' + stored.id, 'users:documents'].sort());

    // The next file takes the role still missing.
    await u.upload(fileInput('healthCertificate'), png('sponsor.png'));
    // Both certificates are there, but a certificate is ready only with its issue date (D25).
    await waitFor(() => expect(screen.getByTestId('status-healthCertificate').textContent).toBe('Needs attention'));
    expect(screen.getByTestId('problems-healthCertificate').textContent).toContain('health.png: no issue date');
    expect((await readSection('documents')).healthCertificate.files.map((f) => [f.fileName, f.role])).toEqual([
      ['health.png', 'applicant'],
      ['sponsor.png', 'sponsor'],
    ]);
    expect(screen.getByTestId('documents-count').textContent).toBe('0 of 7 documents ready');
  });

  it('adds files after the ones there, several at once, and moves them', async () => {
    await openPage();
    const u = user();
    await u.upload(fileInput('financialDocuments'), [png('income.png'), png('employment.png'), png('deposits.png')]);
    await waitFor(async () => expect((await readSection('documents')).financialDocuments.files).toHaveLength(3), {
      timeout: 5000,
    });
    const names = async () => (await readSection('documents')).financialDocuments.files.map((f) => f.fileName);
    expect(await names()).toEqual(['income.png', 'employment.png', 'deposits.png']);
    expect(await db.files.count()).toBe(3);
    await u.click(await screen.findByRole('button', { name: 'Move “deposits.png” up' }, { timeout: 5000 }));
    await waitFor(async () => expect(await names()).toEqual(['income.png', 'deposits.png', 'employment.png']));
    expect(screen.getByRole('button', { name: 'Move “income.png” up' })).toHaveProperty('disabled', true);
  });

  it('records a certificate’s date of issue and shows its validity', async () => {
    await openPage();
    const u = user();
    await u.upload(fileInput('healthCertificate'), png('mine.png'));
    const date = await screen.findByTestId('issue-date-healthCertificate', undefined, { timeout: 5000 });
    expect(screen.getByTestId('validity-healthCertificate').textContent).toBe('Issue date needed');
    fireEvent.change(date, { target: { value: '2001-01-01' } });
    await waitFor(() => expect(screen.getByTestId('validity-healthCertificate').textContent).toBe('Expired'));
    expect((await readSection('documents')).healthCertificate.files[0].issueDate).toBe('2001-01-01');
  });

  it('removes a file only after asking', async () => {
    await openPage();
    const u = user();
    await u.upload(fileInput('spouseIdCard'), png('id.png'));
    await screen.findByTestId('file-spouseIdCard', undefined, { timeout: 5000 });
    const [stored] = await db.files.toArray();
    await db.outbox.clear();

    await u.click(screen.getByTestId('remove-spouseIdCard'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/“id.png” will be deleted from this device/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await db.files.count()).toBe(1);

    await u.click(screen.getByTestId('remove-spouseIdCard'));
    await u.click(await screen.findByTestId('confirm-remove-spouseIdCard'));
    await waitFor(async () => expect(await db.files.count()).toBe(0));
    expect((await readSection('documents')).spouseIdCard).toEqual({ files: [], removed: [stored.id] });
    expect((await outboxRows()).sort()).toEqual(['uploads:' + stored.id, 'users:documents'].sort());
    expect(await screen.findByTestId('dropzone-spouseIdCard')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status-spouseIdCard').textContent).toBe('Not added yet'));
  });
});

describe('reading a passport', () => {
  it('a reading failure says so plainly and offers typing the details instead', async () => {
    // jsdom has no createImageBitmap or canvas: reading fails the way a broken engine would.
    await openPage();
    const u = user();
    await u.upload(fileInput('passport'), png('passport.png'));
    expect(await screen.findByTestId('file-name-passport')).toBeTruthy();
    const failed = await screen.findByTestId('reading-failed', undefined, { timeout: 10_000 });
    expect(failed.textContent).toContain('The file could not be read on this device.');
    // The file stays stored; nothing reached the auto-fill data.
    expect(await db.files.count()).toBe(1);
    expect((await readSection('autoFill')).confidenceScores).toEqual({});
    await u.click(screen.getByTestId('type-passport'));
    expect(await screen.findByTestId('passport-form')).toBeTruthy();
    expect(screen.queryByTestId('mrz-status')).toBeNull();
  });
});

describe('typing the details instead', () => {
  it('manual passport entry fills the auto-fill data with confidence and source, and records the extraction', async () => {
    await openPage();
    const u = user();
    await u.click(screen.getByTestId('type-passport'));
    const form = await screen.findByTestId('passport-form');
    await u.type(within(form).getByLabelText('Surname'), 'eriksson');
    await u.type(within(form).getByLabelText('Given names'), 'Anna Maria');
    await u.type(within(form).getByLabelText('Passport number'), 'l898902c3');
    await u.type(within(form).getByLabelText('Nationality (3-letter code, e.g. VNM or USA)'), 'uto');
    fireEvent.change(within(form).getByLabelText('Date of birth'), { target: { value: '1974-08-12' } });
    await u.click(within(form).getByRole('radio', { name: 'Female (F)' }));
    await u.click(within(form).getByTestId('save-passport'));

    await screen.findByTestId('saved-passport');
    const autoFill = await readSection('autoFill');
    expect(autoFill).toMatchObject({
      lastName: 'ERIKSSON',
      firstName: 'ANNA MARIA',
      fullName: 'ERIKSSON ANNA MARIA',
      passportNumber: 'L898902C3',
      nationality: 'UTO',
      dateOfBirth: '1974-08-12',
      sex: 'F',
    });
    expect(autoFill.confidenceScores).toEqual({
      lastName: 'high',
      firstName: 'high',
      fullName: 'high',
      passportNumber: 'high',
      nationality: 'high',
      dateOfBirth: 'high',
      sex: 'high',
    });
    expect(new Set(Object.values(autoFill.sources ?? {}))).toEqual(new Set(['passport']));
    const record = await db.extractedDocuments.get('passport');
    expect(record?.extractionResult).toEqual({
      documentType: 'passport',
      data: expect.objectContaining({ passportNumber: 'L898902C3', fullName: 'ERIKSSON ANNA MARIA' }),
    });
    expect(record?.fileUrl).toBeNull();
    expect(await outboxRows()).toContain('users:autoFill');
    const saved = await screen.findByTestId('saved-details-passport');
    expect(within(saved).getByText('L898902C3')).toBeTruthy();
    // Typed by hand: "typed by you", never a read confidence.
    expect(within(saved).getAllByText('Typed by you').length).toBeGreaterThan(3);
    expect(within(saved).queryAllByText('High confidence')).toHaveLength(0);
  });

  it('keeps a saved full name of higher confidence and says so', async () => {
    await updateSection('autoFill', () => ({
      fullName: 'ANNA M ERIKSSON',
      confidenceScores: { fullName: 'high' },
      sources: { fullName: 'manual' },
    }));
    await openPage();
    const u = user();
    await u.click(screen.getByTestId('type-passport'));
    const form = await screen.findByTestId('passport-form');
    await u.type(within(form).getByLabelText('Passport number'), 'X1234567');
    await u.click(within(form).getByTestId('save-passport'));
    await screen.findByTestId('saved-passport');
    expect((await readSection('autoFill')).fullName).toBe('ANNA M ERIKSSON');
  });

  it('asks for at least one detail', async () => {
    await openPage();
    const u = user();
    await u.click(screen.getByTestId('type-passport'));
    await u.click(within(await screen.findByTestId('passport-form')).getByTestId('save-passport'));
    expect((await screen.findByRole('alert')).textContent).toBe('Fill in at least one detail, or cancel.');
    expect((await readSection('autoFill')).confidenceScores).toEqual({});
  });

  it('manual marriage-certificate entry fills the marriage and spouse fields from the chosen party', async () => {
    await openPage();
    const u = user();
    await u.click(screen.getByTestId('type-marriageCertificate'));
    const form = await screen.findByTestId('marriage-form');
    fireEvent.change(within(form).getByLabelText('Date of marriage'), { target: { value: '2024-05-01' } });
    await u.type(within(form).getByLabelText('Place of marriage'), 'Seoul');
    await u.click(within(form).getByText('Bride'));
    await u.type(within(form).getByLabelText('Korean spouse’s name'), '이서연');
    await u.click(within(form).getByTestId('save-marriage'));
    await screen.findByTestId('saved-marriageCertificate', undefined, { timeout: 5000 });
    const autoFill = await readSection('autoFill');
    expect(autoFill).toMatchObject({ marriageDate: '2024-05-01', marriagePlace: 'Seoul', spouseName: '이서연' });
    expect(autoFill.sources).toMatchObject({ marriageDate: 'marriageCertificate', spouseName: 'marriageCertificate' });
    expect((await db.extractedDocuments.get('marriageCertificate'))?.extractionResult.data).toEqual({
      marriageDate: '2024-05-01',
      marriagePlace: 'Seoul',
      'bride.name': '이서연',
      applicantRole: 'groom',
    });
  });
});

describe('read details not confirmed yet', () => {
  const passportRef = (id: string) => ({
    id,
    fileName: `${id}.png`,
    size: 11,
    type: 'image/png',
    uploadedAt: '2026-01-01T00:00:00.000Z',
    role: null,
    issueDate: null,
  });
  async function storePassports(...ids: string[]) {
    for (const id of ids)
      await seed(() =>
        db.files.add({
          id,
          slot: 'passport',
          name: `${id}.png`,
          type: 'image/png',
          size: 11,
          blob: png(`${id}.png`),
          addedAt: '2026-01-01T00:00:00.000Z',
        }),
      );
    await updateSection('documents', (d) => ({ ...d, passport: { ...d.passport, files: ids.map(passportRef) } }));
  }
  const field = (value: string) => ({ value, confidence: 'high' as const });
  const outcome = {
    kind: 'passport',
    extraction: { documentType: 'passport', fields: { lastName: field('SMITH'), passportNumber: field('M1234567') } },
    lines: ['', ''],
    valid: true,
    corrected: false,
    timedOut: false,
  };

  it('are kept across a reload as a suggestion beside a filled slot (D18), and go when confirmed', async () => {
    await storePassports('passport-1');
    // What a reading left behind before the page was reloaded (the shape before drafts named their file).
    await db.meta.put({ key: 'readDraft:passport', value: outcome });
    await openPage();
    const form = await screen.findByTestId('passport-form');
    expect((within(form).getByDisplayValue('SMITH') as HTMLInputElement).value).toBe('SMITH');
    // Details read and not confirmed: the slot asks to check them (D25), as every screen does; the draft is only a suggestion.
    await waitFor(() => expect(screen.getByTestId('status-passport').textContent).toBe('Needs attention'));
    expect(screen.getByTestId('problems-passport').textContent).toContain('check the details');
    expect(screen.getByTestId('documents-count').textContent).toBe('0 of 7 documents ready');
    expect(screen.getByTestId('draft-passport').textContent).toContain('only a suggestion');
    expect((await readSection('autoFill')).passportNumber).toBeUndefined();
    await user().click(within(form).getByTestId('save-passport'));
    await screen.findByTestId('saved-passport');
    expect(await db.meta.get('readDraft:passport')).toBeUndefined();
    await waitFor(() => expect(screen.queryByTestId('draft-passport')).toBeNull(), slow);
    await waitFor(() => expect(screen.getByTestId('status-passport').textContent).toBe('Ready'), slow);
    expect(screen.getByTestId('documents-count').textContent).toBe('1 of 7 documents ready');
    expect((await readSection('autoFill')).passportNumber).toBe('M1234567');
  });

  it('go away with the file they were read from, and stay while another file is removed', async () => {
    await storePassports('passport-1', 'passport-2');
    await db.meta.put({ key: 'readDraft:passport', value: { fileId: 'passport-1', outcome } });
    await openPage();
    await screen.findByTestId('passport-form');
    const u = user();
    const row = (id: string) =>
      screen.getByTestId('slot-passport').querySelector(`[data-file-id="${id}"]`) as HTMLElement;
    // Removing the other file keeps the draft.
    await u.click(within(row('passport-2')).getByTestId('remove-passport'));
    await u.click(await screen.findByTestId('confirm-remove-passport'));
    await waitFor(async () => expect(await db.files.get('passport-2')).toBeUndefined());
    expect(await db.meta.get('readDraft:passport')).toBeDefined();
    expect(screen.getByTestId('passport-form')).toBeTruthy();
    // Removing its own file discards it: no review, no suggestion left, nothing filled from it.
    await u.click(within(row('passport-1')).getByTestId('remove-passport'));
    await u.click(await screen.findByTestId('confirm-remove-passport'));
    await waitFor(() => expect(screen.queryByTestId('passport-form')).toBeNull(), slow);
    expect(await db.meta.get('readDraft:passport')).toBeUndefined();
    await waitFor(() => expect(screen.queryByTestId('draft-passport')).toBeNull(), slow);
    await waitFor(() => expect(screen.getByTestId('status-passport').textContent).toBe('Not added yet'), slow);
    expect((await readSection('autoFill')).passportNumber).toBeUndefined();
  });

  it('whose file left the slot elsewhere (another tab, another device) are not offered', async () => {
    await storePassports('passport-2');
    await db.meta.put({ key: 'readDraft:passport', value: { fileId: 'passport-1', outcome } });
    await openPage();
    await screen.findByTestId('files-passport');
    expect(screen.queryByTestId('passport-form')).toBeNull();
    expect(screen.queryByTestId('draft-passport')).toBeNull();
  });
});

describe('details for the people records', () => {
  it('a confirmed passport offers its details for the applicant; nothing is written until they are accepted', async () => {
    await openPage();
    const u = user();
    await u.click(screen.getByTestId('type-passport'));
    const form = await screen.findByTestId('passport-form');
    await u.type(within(form).getByLabelText('Surname'), 'smith');
    await u.type(within(form).getByLabelText('Given names'), 'jane');
    await u.type(within(form).getByLabelText('Passport number'), 'M1234567');
    await u.type(within(form).getByLabelText('Nationality (3-letter code, e.g. VNM or USA)'), 'USA');
    await u.click(within(form).getByTestId('save-passport'));
    const card = await screen.findByTestId('person-suggestions');
    expect(within(card).getByTestId('person-suggestion-applicant-nationality').textContent).toContain('United States');
    expect(await db.people.toArray()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ familyName: expect.anything() })]),
    );
    await u.click(within(card).getByTestId('accept-all-person-suggestions'));
    await waitFor(async () => expect((await db.people.get('applicant'))?.familyName?.value).toBe('SMITH'));
    const applicant = await db.people.get('applicant');
    expect([applicant?.givenNames?.value, applicant?.passportNumber?.value, applicant?.nationality?.value]).toEqual([
      'JANE',
      'M1234567',
      'US',
    ]);
    // Accepted: nothing left to suggest.
    await waitFor(() => expect(screen.queryByTestId('person-suggestions')).toBeNull());
  });
});

describe('a file is what its bytes say', () => {
  it('stores PNG bytes named .jpg as a PNG named .png, and refuses a 1 x 1 image with the reason', async () => {
    const { prepareFile } = await import('@/features/documents/prepare');
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const sized = (w: number, h: number) => {
      const b = bytes.slice();
      new DataView(b.buffer).setUint32(16, w);
      new DataView(b.buffer).setUint32(20, h);
      return b;
    };
    const prepared = await prepareFile(
      'spouseIdCard',
      null,
      new File([sized(1000, 640)], 'card.jpg', { type: 'image/jpeg' }),
    );
    expect(prepared.file.type).toBe('image/png');
    expect(prepared.file.name).toBe('card.png');
    expect(prepared.renamedFrom).toBe('card.jpg');
    await expect(
      prepareFile('spouseIdCard', null, new File([sized(1, 1)], 'tiny.png', { type: 'image/png' })),
    ).rejects.toMatchObject({ problem: 'too-small' });
  });
});

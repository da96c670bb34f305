import { expect, expectNoAxeViolations, test } from './fixtures';
import { documentPng } from './document-files';
import { kakaoKorean } from './chat-exports';
import { DocumentsPage } from './pages/documents';

// A PNG big enough to count as a document (the app refuses images under 200 px a side).
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: documentPng(),
});

test('evidence: choose photos, import a KakaoTalk export, pick messages; redaction and strength follow; kept after a reload', async ({
  appPage: page,
}) => {
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('proofOfRelationship', [png('first-date.png'), png('wedding.png')]);
  await expect(docs.fileName('proofOfRelationship')).toHaveCount(2);

  await page.goto('/guides?tab=evidence');
  const photos = page.getByTestId('evidence-photos-card');
  await photos.getByRole('checkbox', { name: 'wedding.png' }).check();
  await expect(page.getByTestId('evidence-photos')).toHaveText('Photos: 28%');

  await page
    .getByTestId('evidence-chat-card')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'KakaoTalk_Chat.txt', mimeType: 'text/plain', buffer: Buffer.from(kakaoKorean) });
  await expect(page.getByTestId('evidence-message')).toHaveCount(5);
  await expect(page.getByTestId('evidence-message-count')).toHaveText('0 of 5 messages chosen');
  // The multi-line message is one message.
  await expect(page.getByTestId('evidence-message-text').nth(3)).toHaveText(
    '새해 복 많이 받아요\n내년에는 서울에서 같이 살아요',
  );

  const messages = page.getByTestId('evidence-message');
  await messages.nth(0).getByRole('checkbox').check();
  await expect(page.getByTestId('evidence-texts-reason')).toContainText('Only one of you writes');
  await messages.nth(2).getByRole('checkbox').check();
  await messages.nth(3).getByRole('checkbox').check();
  await expect(page.getByTestId('evidence-message-count')).toHaveText('3 of 5 messages chosen');
  await expect(page.getByTestId('evidence-texts-reason')).toContainText('Messages chosen: 3, spanning 351 days.');
  await expect(page.getByTestId('evidence-texts')).toHaveText('Messages: 70%');

  // Redaction masks the phone number in what is shown.
  await expect(page.getByTestId('evidence-message-text').nth(2)).toContainText('010-2345-6789');
  await page.getByTestId('evidence-redaction').check();
  await expect(page.getByTestId('evidence-message-text').nth(2)).toHaveText('내 번호 바뀌었어 •••-••••-••••');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('evidence-message-count')).toHaveText('3 of 5 messages chosen');
  await expect(photos.getByRole('checkbox', { name: 'wedding.png' })).toBeChecked();
  await expect(page.getByTestId('evidence-texts')).toHaveText('Messages: 70%');
  await expect(page.getByTestId('evidence-message-text').nth(2)).toHaveText('내 번호 바뀌었어 •••-••••-••••');

  // Not a chat export: refused with the reason, nothing changes.
  await page
    .getByTestId('evidence-chat-card')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('milk\neggs') });
  await expect(page.getByTestId('evidence-chat-error')).toContainText('is not a KakaoTalk or WhatsApp text export');
  await expect(page.getByTestId('evidence-message-count')).toHaveText('3 of 5 messages chosen');
});

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { getForm } from '../../src/domain/forms';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

test('number answers (a text box, grouped, a unit, a kept out-of-range value): every look', async ({
  appPage: page,
}) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  const krwQuestion = getForm('invitation-letter').questions.findIndex((q) => q.fields.some((f) => f.type === 'krw'));
  await page.goto('/');
  await inEveryLook(page, ['/final-application', `/f6/invitation-letter?q=${krwQuestion}`], async (path, look) => {
    const name = `${path.startsWith('/final') ? 'final-number' : 'form-krw'}-${look.width}-${look.theme}-${look.lang}`;
    if (path.startsWith('/final')) {
      const section = page.getByTestId('section-financialInfo');
      await section.getByRole('button').first().click();
      const input = page.locator('input[data-field=travelCost]');
      await input.fill('2500');
      await input.fill('20000000');
      await expect(input).toHaveAttribute('data-kept-invalid', 'true');
      await input.scrollIntoViewIfNeeded();
    } else {
      const krw = page.locator('.mantine-InputWrapper-root', { hasText: '₩' }).first();
      await krw.locator('input').fill('3000000');
      await krw.scrollIntoViewIfNeeded();
    }
    await page.screenshot({ path: `${out}/${name}.png` });
  });
});

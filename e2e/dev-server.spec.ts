import { devPort } from '../playwright.config';
import { expect, test } from './fixtures';

// `npm install && npm start` is the README's first command: the dev server must run the app.
test('the dev server (npm start) renders the app in English and Korean', async ({ appPage: page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`http://127.0.0.1:${devPort}/`);
  await expect(page.getByTestId('home-overall')).toHaveText(/%$/, { timeout: 90_000 });
  await page.goto(`http://127.0.0.1:${devPort}/f6?lang=ko`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('F-6 비자: 세 가지 공식 서식', { timeout: 60_000 });
  expect(errors).toEqual([]);
});

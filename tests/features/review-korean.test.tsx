import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveFormProgress } from '@/data/forms';
import { activateLocale } from '@/i18n/i18n';
import { ReviewPage } from '@/features/forms/components/review-page';
import { F6Page } from '@/features/forms/components/f6-page';
import { getForm } from '@/domain/forms';
import { renderPage, resetDatabase, koFetch } from '../render';

const iso = /\b\d{4}-\d{2}-\d{2}\b/;

beforeEach(resetDatabase);
afterEach(async () => {
  cleanup();
  await activateLocale('en', koFetch);
});

const previousMarriage = {
  spouseName: 'MARIA SANTOS',
  dateOfBirth: '1992-03-04',
  nationality: 'Philippines',
  from: '2015-06-01',
  to: '2019-09-30',
};

describe('the review pages write days out and show no empty repeat blocks', () => {
  it('Korean: the invitation review writes 2023년 5월 20일, never 2023-05-20', async () => {
    await activateLocale('ko', koFetch);
    await saveFormProgress('invitation-letter', (c) => ({
      ...c,
      formData: { 'il.first-meeting': { date: '2023-05-20', place: '서울 강남구의 한 카페' } },
    }));
    await renderPage(() => <ReviewPage form={getForm('invitation-letter')} />, {
      path: '/f6/invitation-letter/review',
    });
    await waitFor(() => expect(screen.getAllByTestId('review-question').length).toBeGreaterThan(10));
    const page = document.body.textContent ?? '';
    expect(page).toContain('처음 만난 날짜: 2023년 5월 20일');
    expect(page).not.toMatch(iso);
  });

  it('English: the header names the revision as "rev. April 12, 2022"; answers as July 21, 1994', async () => {
    await saveFormProgress('spouse-information', (c) => ({
      ...c,
      formData: { 'si.date-of-birth': { dateOfBirth: '1994-07-21' } },
    }));
    await renderPage(() => <ReviewPage form={getForm('spouse-information')} />, {
      path: '/f6/spouse-information/review',
    });
    await waitFor(() => expect(screen.getAllByTestId('review-question').length).toBeGreaterThan(10));
    const page = document.body.textContent ?? '';
    expect(page).toContain('July 21, 1994');
    expect(page).toMatch(/\(rev\. April 12, 2022\)/);
    expect(page).not.toMatch(iso);
  });

  it('Korean: one previous marriage given, no second block of (미입력) for an earlier one', async () => {
    await activateLocale('ko', koFetch);
    await saveFormProgress('spouse-information', (c) => ({
      ...c,
      formData: {
        'si.date-of-birth': { dateOfBirth: '1994-07-21' },
        'si.previously-married': { answer: true },
        'si.previous-marriage': previousMarriage,
      },
    }));
    await renderPage(() => <ReviewPage form={getForm('spouse-information')} />, {
      path: '/f6/spouse-information/review',
    });
    await waitFor(() => expect(screen.getAllByTestId('review-question').length).toBeGreaterThan(10));
    const block = (id: string) => document.getElementById(`review-${id}`)?.textContent ?? '';
    expect(block('si.previous-marriage')).toContain('MARIA SANTOS');
    expect(block('si.previous-marriage')).toContain('1992년 3월 4일');
    expect(block('si.earlier-marriages')).not.toContain('(미입력)');
    expect(block('si.earlier-marriages')).not.toContain('배우자의 성명');
    expect(document.body.textContent).toContain('생년월일 / Date of birth: 1994년 7월 21일');
  });

  it('a table with one filled row and one left empty shows the one row', async () => {
    await saveFormProgress('spouse-information', (c) => ({
      ...c,
      formData: {
        'si.previously-married': { answer: true },
        'si.previous-marriage': previousMarriage,
        'si.earlier-marriages': [{ ...previousMarriage, spouseName: 'ANA REYES' }, {}],
      },
    }));
    await renderPage(() => <ReviewPage form={getForm('spouse-information')} />, {
      path: '/f6/spouse-information/review',
    });
    await waitFor(() => expect(document.getElementById('review-si.earlier-marriages')).toBeTruthy());
    const rows = document.getElementById('review-si.earlier-marriages')?.querySelectorAll('tbody tr') ?? [];
    expect(rows.length).toBe(1);
    expect(rows[0].textContent).toContain('ANA REYES');
  });
});

describe('the forms page names each form once', () => {
  it('Korean: a card whose title is the printed name does not repeat it under the title (a trial)', async () => {
    await activateLocale('ko', koFetch);
    await renderPage(F6Page, { path: '/f6' });
    const card = await screen.findByTestId('f6-form-personal-guarantee');
    expect(card.textContent!.split('신원보증서').length - 1).toBe(1);
  });
  it('English: a title that differs from the printed name says the printed one', async () => {
    await renderPage(F6Page, { path: '/f6' });
    const card = await screen.findByTestId('f6-form-spouse-information');
    expect(card.textContent).toContain('Printed as “Personal Details Form for a Marriage Migrant Visa”');
  });
});

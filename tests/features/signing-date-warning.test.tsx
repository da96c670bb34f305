/**
 * A signing date after the planned application date (the timeline's target date) is warned about
 * on the question, never refused: the form goes in with the application, so it is signed before.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { db } from '@/data';
import { sectionDefaults } from '@/domain/application';
import { getForm } from '@/domain/forms';
import { emptyFormProgress } from '@/domain/progress';
import { WizardPage } from '@/features/forms/components/wizard-page';
import { renderPage, resetDatabase } from '../render';
import { seed } from '../seed';

const statement = getForm('spouse-information');
const index = statement.questions.findIndex((q) => q.id === 'si.signing-date');

beforeEach(resetDatabase);
afterEach(cleanup);

it('the marriage background statement signed June 1, 2027 for an application on February 15, 2027', async () => {
  const now = new Date().toISOString();
  await seed(async () => {
    await db.sections.put({
      key: 'timeline',
      value: { ...sectionDefaults().timeline, targetDate: '2027-02-15' },
      updatedAt: now,
    } as never);
    await db.formProgress.put({
      ...emptyFormProgress('spouse-information', now),
      formData: { 'si.signing-date': { date: '2027-06-01' } },
      currentQuestionIndex: index,
    });
  });
  await renderPage(() => <WizardPage form={statement} q={index} />, { path: '/f6/spouse-information' });
  await waitFor(() =>
    expect(screen.getByTestId('field-warning').getAttribute('data-code')).toBe('signingDateAfterApplication'),
  );
  expect(screen.getByTestId('field-warning').textContent).toContain('February 15, 2027');
});

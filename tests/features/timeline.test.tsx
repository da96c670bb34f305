import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSection, updateSection } from '@/data/sections';
import { readTaskProgress } from '@/data/tasks';
import { addDays, planTasks, recommendedTargetDate } from '@/domain/timeline';
import { TimelinePage } from '@/features/timeline/components/timeline-page';
import { ProgressSummary } from '@/features/timeline/components/progress-summary';
import { taskLinks } from '@/domain/status';
import { setTargetDate } from '@/features/timeline/repo';
import { renderPage, resetDatabase } from '../render';
import { seed } from '../seed';

const TODAY = '2026-12-01'; // a Tuesday
const unknown = { criminalRecordCheck: 'unknown', healthCheck: 'unknown' } as const;

const open = async () => {
  await renderPage(TimelinePage, { path: '/timeline' });
  await screen.findByRole('heading', { level: 1, name: 'Timeline Planner' });
  await screen.findByTestId('timeline-progress');
};
const slow = { timeout: 8000 };
/** A US national living in Washington: the FBI check (the slow dated document these tests use) is theirs (D28). */
const usCouple = () =>
  updateSection('eligibility', (e) => ({ ...e, nationality: 'US', applicantResidence: 'US', applicantRegion: 'WA' }));
const testId = (id: string) => screen.findByTestId(id, undefined, slow);

beforeEach(async () => {
  // Only Date is faked: IndexedDB and the live queries keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  await resetDatabase();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Timeline planner', () => {
  it('invites a first-time user to pick a date or use the recommended one', async () => {
    await open();
    expect(await testId('schedule-empty')).toBeTruthy();
    expect((await testId('recommended-date')).dataset.date).toBe(recommendedTargetDate(TODAY, unknown));
    expect((await testId('tasks-completed')).textContent).toBe(`0 of ${planTasks(unknown).length} tasks completed`);
  });

  it('saves the target date typed into the picker and counts the days', async () => {
    await open();
    fireEvent.change(screen.getByLabelText(/Target application date/), { target: { value: '2027-03-01' } });
    await waitFor(async () => expect((await readSection('timeline')).targetDate).toBe('2027-03-01'));
    await waitFor(() => expect(screen.getByTestId('days-until').textContent).toBe('90'));
    expect(await testId('schedule-list')).toBeTruthy();
  });

  it('does not save a date in the past', async () => {
    await open();
    fireEvent.change(screen.getByLabelText(/Target application date/), { target: { value: addDays(TODAY, -3) } });
    // The message also says which saved date is kept (ui/kept-inputs).
    expect(await screen.findByText(/^This date has passed\. Choose a future date\./)).toBeTruthy();
    expect((await readSection('timeline')).targetDate).toBeNull();
  });

  it('updates the counts after Start and Mark done', async () => {
    await setTargetDate(addDays(TODAY, 200));
    await open();
    const total = planTasks(unknown).length;
    expect((await testId('count-not-started')).textContent).toBe(String(total));

    // 200 days out the applicant's criminal record is too early: it asks first (see the next test), then starts.
    fireEvent.click(await testId('task-start-applicant-criminal-record'));
    fireEvent.click(await testId('task-early-applicant-criminal-record-proceed'));
    await waitFor(() => expect(screen.getByTestId('count-in-progress').textContent).toBe('1'));
    expect(screen.getByTestId('task-status-applicant-criminal-record').textContent).toBe('In progress');

    fireEvent.click(await testId('task-done-us-marriage-certificate'));
    await waitFor(() => expect(screen.getByTestId('count-completed').textContent).toBe('1'));
    expect(screen.getByTestId('count-not-started').textContent).toBe(String(total - 2));
    expect(screen.getByTestId('tasks-completed').textContent).toBe(`1 of ${total} tasks completed`);

    const stored = await readTaskProgress();
    expect(stored['applicant-criminal-record']).toMatchObject({ status: 'in-progress', progress: 0 });
    expect(stored['us-marriage-certificate']).toMatchObject({ status: 'completed', progress: 100 });

    fireEvent.click(await testId('task-reset-us-marriage-certificate'));
    await waitFor(() => expect(screen.getByTestId('count-completed').textContent).toBe('0'));
  });

  it('a hand "done" on an unfinished form is marked done, not completed, and counted apart (D25)', async () => {
    await setTargetDate(addDays(TODAY, 60));
    await open();
    const total = planTasks(unknown).length;
    fireEvent.click(await testId('task-done-guarantee-letter'));
    await waitFor(
      () => expect(screen.getByTestId('task-status-guarantee-letter').textContent).toBe('Marked done'),
      slow,
    );
    expect(screen.getByTestId('task-row-guarantee-letter').dataset.status).toBe('marked-done');
    expect(screen.getByTestId('task-disagrees-guarantee-letter').textContent).toMatch(
      /^Marked done; Letter of guarantee has \d+ questions left$/,
    );
    // Not completed: the counter, the percentage and the count grid leave it out, and say it apart.
    expect(screen.getByTestId('tasks-completed').textContent).toBe(`0 of ${total} tasks completed`);
    expect(screen.getByTestId('tasks-marked-done').textContent).toBe(
      '1 marked done by hand while its work is not finished',
    );
    expect(screen.getByTestId('count-completed').textContent).toBe('0');
    expect(screen.getByTestId('count-marked-done').textContent).toBe('1');
    expect(screen.getByTestId('timeline-percent').textContent).toBe('0%');
    // The mark stays (stored as the user's "done"); Reset undoes it, Mark done is not offered again.
    expect((await readTaskProgress())['guarantee-letter']).toMatchObject({ status: 'completed' });
    expect(screen.queryByTestId('task-done-guarantee-letter')).toBeNull();
    fireEvent.click(await testId('task-reset-guarantee-letter'));
    await waitFor(() => expect(screen.queryByTestId('tasks-marked-done')).toBeNull(), slow);
    expect(screen.getByTestId('task-status-guarantee-letter').textContent).toBe('Not started');
  }, 60_000);

  it('asks before a dated document is started or marked done before its window, and keeps it flagged', async () => {
    await usCouple();
    await setTargetDate(addDays(TODAY, 200));
    await open();
    fireEvent.click(await testId('task-start-fbi-check'));
    const ask = await testId('task-early-fbi-check');
    expect(ask.textContent).toMatch(/too early: the window to request it opens on/);
    expect(ask.textContent).toMatch(/may come back quickly and be too old on your application date/);
    // Waiting changes nothing.
    fireEvent.click(within(ask).getByRole('button', { name: /^Wait until/ }));
    await waitFor(() => expect(screen.queryByTestId('task-early-fbi-check')).toBeNull(), slow);
    expect((await readTaskProgress())['fbi-check']).toBeUndefined();
    expect(screen.getByTestId('task-status-fbi-check').textContent).toBe('Not started');

    // Marking it done today: issued today, it is too old on the application day.
    fireEvent.click(await testId('task-done-fbi-check'));
    const done = await testId('task-early-fbi-check');
    expect(done.textContent).toMatch(/A document issued today is valid only until/);
    fireEvent.click(within(done).getByRole('button', { name: 'Mark done anyway' }));
    await waitFor(() => expect(screen.getByTestId('task-status-fbi-check').textContent).toBe('Completed'), slow);
    expect((await testId('task-early-note-fbi-check')).textContent).toMatch(/get a new one issued on or after/);

    // A task with no window (communication evidence) starts without a question.
    fireEvent.click(await testId('task-start-communication-evidence'));
    await waitFor(
      () => expect(screen.getByTestId('task-status-communication-evidence').textContent).toBe('In progress'),
      slow,
    );
    expect(screen.queryByTestId('task-early-communication-evidence')).toBeNull();
  }, 60_000); // many storage round trips: room on a loaded machine

  it('starts a dated document inside its window without a question', async () => {
    await usCouple();
    await setTargetDate(addDays(TODAY, 60));
    await open();
    fireEvent.click(await testId('task-start-fbi-check'));
    await waitFor(() => expect(screen.getByTestId('task-status-fbi-check').textContent).toBe('In progress'), slow);
    expect(screen.queryByTestId('task-early-fbi-check')).toBeNull();
    expect(screen.queryByTestId('task-early-note-fbi-check')).toBeNull();
  }, 60_000);

  it('warns about a date too close for the slow documents and suggests expediting or moving it', async () => {
    await usCouple();
    await setTargetDate(addDays(TODAY, 20));
    await open();
    const warning = await testId('critical-warning');
    expect(within(warning).getByText('Critical timeline issue')).toBeTruthy();
    expect(within(warning).getByTestId('critical-fbi-check')).toBeTruthy();
    expect(warning.textContent).toMatch(/expedited services/);
    expect(screen.getByTestId('task-late-fbi-check')).toBeTruthy();
  });

  it('a quick step before slow ones is "do it now", never "not possible"; what cannot be ready is (a trial)', async () => {
    await usCouple();
    await setTargetDate(addDays(TODAY, 10));
    await open();
    expect((await testId('task-impossible-eligibility-check')).textContent).toMatch(/^Do this as soon as you can/);
    expect((await testId('task-impossible-submit-application')).textContent).toMatch(/^Not possible by this date/);
  });

  it('shows no warning when the date leaves enough time', async () => {
    await setTargetDate(recommendedTargetDate(TODAY, unknown));
    await open();
    await testId('schedule-list');
    expect(screen.queryByTestId('critical-warning')).toBeNull();
  });

  it('Use recommended date sets the date and removes the warning', async () => {
    await setTargetDate(addDays(TODAY, 20));
    await open();
    await testId('critical-warning');
    fireEvent.click(screen.getByRole('button', { name: 'Use recommended date' }));
    const recommended = recommendedTargetDate(TODAY, unknown);
    await waitFor(async () => expect((await readSection('timeline')).targetDate).toBe(recommended));
    await waitFor(() => expect(screen.queryByTestId('critical-warning')).toBeNull());
    expect((screen.getByLabelText(/Target application date/) as HTMLInputElement).value).toBe(recommended);
  });

  it('filters the schedule by owner', async () => {
    await usCouple();
    await setTargetDate(addDays(TODAY, 200));
    await open();
    await testId('task-row-korean-marriage-registration');
    fireEvent.click(screen.getByRole('radio', { name: 'Applicant' }));
    await waitFor(() => expect(screen.queryByTestId('task-row-korean-marriage-registration')).toBeNull());
    expect(screen.getByTestId('task-row-fbi-check')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Korean spouse' }));
    await waitFor(() => expect(screen.queryByTestId('task-row-fbi-check')).toBeNull());
    expect(screen.getByTestId('task-row-korean-marriage-registration')).toBeTruthy();
    // The eligibility check is done together, as home says: under either filter, labelled so.
    expect(within(screen.getByTestId('task-row-eligibility-check')).getByText('Both of you')).toBeTruthy();
  });

  it('shows the request window of documents that expire', async () => {
    await usCouple();
    await setTargetDate(addDays(TODAY, 200));
    await open();
    expect((await testId('task-request-window-fbi-check')).textContent).toMatch(/^Request between .+ and .+/);
  });

  it('leaves out the tasks an exemption removes', async () => {
    await usCouple();
    await act(() =>
      updateSection('exemptionStatus', () => ({ criminalRecordCheck: 'exempt', healthCheck: 'unknown' })),
    );
    await setTargetDate(addDays(TODAY, 200));
    await open();
    await testId('task-row-us-marriage-certificate');
    expect(screen.queryByTestId('task-row-fbi-check')).toBeNull();
    expect(screen.queryByTestId('task-row-fbi-apostille')).toBeNull();
  });

  it('an applicant living in Korea (D28): the route in Korea, and steps that follow it, never a Korean mission there', async () => {
    await updateSection('eligibility', (e) => ({
      ...e,
      nationality: 'VN',
      applicantResidence: 'KR',
      marriagePlace: 'korea',
      sponsorResidence: 'korea',
    }));
    await setTargetDate(addDays(TODAY, 200));
    await open();
    const card = await testId('mission-card');
    expect(card.dataset.mission).toBe('in-korea');
    expect(card.textContent).toMatch(/change of status at the immigration office/);
    expect(card.textContent).toMatch(/The plan below follows the change of status/);
    expect(card.textContent).toMatch(/1345/);
    expect(card.textContent).not.toMatch(/plans the consulate route/);
    const book = await testId('task-row-book-appointment');
    expect(book.textContent).toMatch(/Book the visit to the immigration office \(HiKorea\)/);
    const submit = await testId('task-row-submit-application');
    expect(submit.textContent).toMatch(/Apply for the change of status at the immigration office/);
    for (const row of [book, submit]) {
      const shown = row.cloneNode(true) as HTMLElement;
      for (const style of shown.querySelectorAll('style')) style.remove();
      expect(shown.textContent).not.toMatch(/consulate|not named yet/);
    }
  });

  it('congratulates when every task is completed', async () => {
    const counts = { completed: 19, markedDone: 0, inProgress: 0, notStarted: 0, total: 19, percent: 100 };
    await renderPage(() => <ProgressSummary counts={counts} />);
    expect(await testId('timeline-congrats')).toBeTruthy();
    expect(screen.getByTestId('timeline-percent').textContent).toBe('100%');
  });

  it('does not congratulate while hand marks stand for unfinished work', async () => {
    const now = new Date().toISOString();
    const { db } = await import('@/data');
    const plan = planTasks(unknown);
    await seed(() =>
      db.taskProgress.bulkPut(
        plan.map((task) => ({
          taskId: task.id,
          progress: 100,
          status: 'completed' as const,
          completedAt: now,
          lastUpdated: now,
        })),
      ),
    );
    await open();
    // The tasks that stand for a form, a document, the check or a statement follow their (empty) data.
    const linked = plan.filter((task) => task.id in taskLinks).length;
    await waitFor(() => expect(screen.getByTestId('count-marked-done').textContent).toBe(String(linked)), slow);
    expect(screen.getByTestId('count-completed').textContent).toBe(String(plan.length - linked));
    expect(screen.getByTestId('timeline-percent').textContent).toBe(
      `${Math.round(((plan.length - linked) / plan.length) * 100)}%`,
    );
    expect(screen.queryByTestId('timeline-congrats')).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSection, updateSection } from '@/data/sections';
import { readPeople, saveFacts } from '@/data/people';
import { factValue } from '@/domain/people';
import { readApplicationStatus } from '@/data/application-status';
import { composeStatement } from '@/domain/statements';
import { EnhancementPage } from '@/features/enhancement/components/enhancement-page';
import { renderPage, resetDatabase } from '../render';
import './jsdom-fonts';

// The machine is shared: give storage round trips room before a wait gives up.
const slow = { timeout: 8000 };

beforeEach(resetDatabase);
afterEach(cleanup);

const open = async (tab?: 'personal' | 'sponsor') => {
  await renderPage(() => <EnhancementPage initialTab={tab} />, { path: '/enhancement' });
  await screen.findByTestId('topics-answered', undefined, slow);
  return within(screen.getByRole('tabpanel'));
};

/** The answer box of a topic, opening its accordion item through the suggestion button if needed. */
const answerBox = async (panel: ReturnType<typeof within>, topic: string, title: RegExp) => {
  const box = panel.queryByRole('textbox', { name: title });
  if (box) return box;
  fireEvent.click(panel.getByTestId(`suggest-${topic}`));
  return panel.findByRole('textbox', { name: title }, slow);
};

const type = (element: HTMLElement, text: string) => {
  // A few keystrokes, each saved on its own.
  for (const end of [Math.ceil(text.length / 3), Math.ceil((2 * text.length) / 3), text.length])
    fireEvent.change(element, { target: { value: text.slice(0, end) } });
};

describe('Application Enhancement', () => {
  it('saves each answer as it is typed, keyed by topic, with the Q&A log, count and suggestions', async () => {
    const panel = await open();
    expect(panel.getByTestId('topics-answered').textContent).toBe('0 of 10 topics answered');
    const box = await answerBox(panel, 'how_met', /Your answer \(How we met\)/);
    type(box, 'We met at a language exchange in Seoul in May 2022.');
    await waitFor(async () => {
      const s = await readSection('personalStatement');
      expect(s.extractedInfo).toEqual({ how_met: 'We met at a language exchange in Seoul in May 2022.' });
      expect(s.messages.map((m) => m.role)).toEqual(['assistant', 'user']);
      expect(s.questionCount).toBe(1);
      expect(s.currentSuggestions).toHaveLength(9);
      expect(s.currentSuggestions).not.toContain('how_met');
    }, slow);
    expect(panel.getByTestId('topics-answered').textContent).toBe('1 of 10 topics answered');
    expect(panel.queryByTestId('suggest-how_met')).toBeNull();
    expect(await panel.findByText('Saved on this device', undefined, slow)).toBeTruthy();
    // The sponsor statement is a separate record.
    expect((await readSection('sponsorStatement')).extractedInfo).toEqual({});
  });

  it('composes the statement from the answers only, then keeps every edit', async () => {
    const panel = await open();
    expect((panel.getByTestId('compose') as HTMLButtonElement).disabled).toBe(true);
    type(await answerBox(panel, 'how_met', /How we met/), 'We met in Seoul in May 2022.');
    type(await answerBox(panel, 'future_plans', /Our plans for the future/), 'We will live in Busan near her parents.');
    fireEvent.click(panel.getByTestId('compose'));

    const text = (await panel.findByTestId('statement-text', undefined, slow)) as HTMLTextAreaElement;
    const expected = composeStatement(
      'personal',
      { how_met: 'We met in Seoul in May 2022.', future_plans: 'We will live in Busan near her parents.' },
      'en',
    );
    await waitFor(() => expect(text.value).toBe(expected), slow);
    const stored = await readSection('personalStatement');
    expect(stored.generated).toBe(true);
    expect(stored.content).toBe(expected);
    expect(stored.content.indexOf('We met in Seoul')).toBeLessThan(stored.content.indexOf('We will live in Busan'));
    expect(panel.getByTestId('word-count').textContent).toMatch(/^Words: \d+ · Characters: \d+$/);

    type(text, `${expected}\n\nWe also share a love of hiking.`);
    await waitFor(
      async () =>
        expect((await readSection('personalStatement')).content).toBe(`${expected}\n\nWe also share a love of hiking.`),
      slow,
    );

    // Composing again asks first, because it replaces the edited text.
    fireEvent.click(panel.getByTestId('compose'));
    expect(await panel.findByTestId('confirm-compose', undefined, slow)).toBeTruthy();
    expect((await readSection('personalStatement')).content).toContain('hiking');
  });

  it('says when more was answered since composing, keeps the edited text, and offers compose again or keep as is', async () => {
    const panel = await open();
    type(await answerBox(panel, 'how_met', /How we met/), 'We met in Seoul in May 2022.');
    fireEvent.click(panel.getByTestId('compose'));
    const text = (await panel.findByTestId('statement-text', undefined, slow)) as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toContain('We met in Seoul'), slow);
    type(text, `${text.value}\n\nWe also share a love of hiking.`);
    await waitFor(async () => expect((await readSection('personalStatement')).content).toContain('hiking'), slow);
    expect(panel.queryByTestId('statement-stale')).toBeNull();

    type(await answerBox(panel, 'future_plans', /Our plans for the future/), 'We will live in Busan near her parents.');
    const notice = await panel.findByTestId('statement-stale', undefined, slow);
    expect(notice.textContent).toContain('You answered more since this was composed');
    // Nothing is rewritten behind the user's back.
    expect(text.value).toContain('hiking');
    expect(text.value).not.toContain('Busan');
    expect((await readSection('personalStatement')).content).toContain('hiking');

    // Compose again asks first, because it replaces the edited text; cancelling keeps the notice.
    fireEvent.click(within(notice).getByTestId('stale-compose'));
    fireEvent.click(await panel.findByRole('button', { name: 'Cancel' }, slow));
    fireEvent.click(within(await panel.findByTestId('statement-stale', undefined, slow)).getByTestId('stale-keep'));
    await waitFor(() => expect(panel.queryByTestId('statement-stale')).toBeNull(), slow);
    expect(text.value).toContain('hiking');

    // Another answer later: said again; composing again includes it and settles it.
    type(await answerBox(panel, 'cultural_exchange', /Sharing our cultures/), 'We cook each other’s family dishes.');
    fireEvent.click(within(await panel.findByTestId('statement-stale', undefined, slow)).getByTestId('stale-compose'));
    fireEvent.click(await panel.findByTestId('confirm-compose', undefined, slow));
    await waitFor(() => expect(text.value).toContain('We cook each other’s family dishes.'), slow);
    expect(text.value).toContain('We will live in Busan');
    await waitFor(() => expect(panel.queryByTestId('statement-stale')).toBeNull(), slow);
  }, 60_000);

  it('composes in the language chosen for the statement, independent of the UI language', async () => {
    const panel = await open('sponsor');
    type(await answerBox(panel, 'how_met', /How we met/), '2022년 5월 서울의 언어 교환 모임에서 만났습니다.');
    fireEvent.click(within(panel.getByTestId('statement-language')).getByText('Korean'));
    fireEvent.click(panel.getByTestId('compose'));
    const text = (await panel.findByTestId('statement-text', undefined, slow)) as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toContain('우리가 만난 과정'), slow);
    expect(text.value.startsWith('초청인(한국인 배우자) 진술서')).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Application Enhancement');
    expect((await readSection('sponsorStatement')).language).toBe('ko');
  });

  it('a Korean statement asks for the Korean wording of an answer written in English, says it is missing, and uses it', async () => {
    const panel = await open('sponsor');
    type(await answerBox(panel, 'how_met', /How we met/), 'We met at a language exchange in Seoul.');
    type(await answerBox(panel, 'future_plans', /Our plans for the future/), '부산에서 함께 살 거예요.');
    // An English statement needs the English wording of the Korean answer.
    fireEvent.click(within(panel.getByTestId('statement-language')).getByText('English'));
    await waitFor(
      () =>
        expect(panel.getByTestId('wording-missing').textContent).toBe('Still missing (1): Our plans for the future'),
      slow,
    );
    fireEvent.click(within(panel.getByTestId('statement-language')).getByText('Korean'));
    await waitFor(
      () => expect(panel.getByTestId('wording-missing').textContent).toBe('Still missing (1): How we met'),
      slow,
    );
    // Composed now: a blank to write on, never the English.
    fireEvent.click(panel.getByTestId('compose'));
    const text = (await panel.findByTestId('statement-text', undefined, slow)) as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toContain('우리가 만난 과정\n____'), slow);
    expect(text.value).not.toContain('language exchange');

    type(panel.getByRole('textbox', { name: 'In Korean: How we met' }), '서울의 언어 교환 모임에서 만났어요.');
    await waitFor(
      async () =>
        expect((await readSection('sponsorStatement')).wordings?.ko).toEqual({
          how_met: '서울의 언어 교환 모임에서 만났어요.',
        }),
      slow,
    );
    // The saved wording reaches the panel through a live query, a moment after the write.
    await waitFor(
      () => expect(panel.getByTestId('wording-missing').textContent).toMatch(/^Every answer has its wording/),
      slow,
    );
    fireEvent.click(panel.getByTestId('compose'));
    fireEvent.click(await panel.findByTestId('confirm-compose', undefined, slow));
    await waitFor(() => expect(text.value).toContain('우리가 만난 과정\n서울의 언어 교환 모임에서 만났어요.'), slow);
    expect(text.value).toContain('앞으로의 계획\n부산에서 함께 살 거예요.');
  });

  it('shows the place the forms hold in the statement’s language, and asks a missing version without taking the other', async () => {
    await saveFacts([{ ref: { role: 'couple', fact: 'meetingPlace', script: 'ko' }, value: '서울 홍대 카페' }]);
    await updateSection('personalStatement', (st) => ({ ...st, language: 'en' }));
    const panel = await open();
    await answerBox(panel, 'how_met', /How we met/);
    // An English statement reads the Latin version: the records hold only the Korean one, so it is asked.
    const asked = await panel.findByTestId('story-place-how_met', undefined, slow);
    expect(asked.textContent).toContain('only in Korean: 서울 홍대 카페');
    fireEvent.change(within(asked).getByRole('textbox', { name: 'The place in Latin letters' }), {
      target: { value: 'A cafe in Hongdae, Seoul' },
    });
    fireEvent.click(within(asked).getByRole('button', { name: 'Save the place' }));
    await waitFor(async () => {
      const people = await readPeople();
      expect(factValue(people, { role: 'couple', fact: 'meetingPlace', script: 'latin' })).toBe(
        'A cafe in Hongdae, Seoul',
      );
      expect(factValue(people, { role: 'couple', fact: 'meetingPlace', script: 'ko' })).toBe('서울 홍대 카페');
    }, slow);
    await waitFor(
      () =>
        expect(panel.getByTestId('story-place-how_met').textContent).toBe(
          'Your invitation gives the place of your first meeting as A cafe in Hongdae, Seoul. Tell the same place here.',
        ),
      slow,
    );
  });

  it('marks a statement final; the statements step counts once both are final; emptying the text clears it', async () => {
    // The applicant's statement is already final.
    await updateSection('personalStatement', (s) => ({
      ...s,
      generated: true,
      content: 'Done.',
      completedAt: '2026-11-20T00:00:00.000Z',
    }));
    const panel = await open('sponsor');
    expect((await readSection('personalStatement')).completedAt).toBeTruthy();
    type(await answerBox(panel, 'how_met', /How we met/), 'At a friend’s wedding in Daegu.');
    fireEvent.click(panel.getByTestId('compose'));
    await panel.findByTestId('statement-text', undefined, slow);
    expect((await readApplicationStatus()).steps.statements.done).toBe(false);

    fireEvent.click(await panel.findByTestId('mark-final', undefined, slow));
    await waitFor(async () => expect((await readSection('sponsorStatement')).completedAt).toBeTruthy(), slow);
    expect(await panel.findByTestId('final-badge', undefined, slow)).toBeTruthy();
    const overall = await readApplicationStatus();
    expect(overall.steps.statements.done).toBe(true);
    expect(overall.percent).toBe(25);

    fireEvent.change(panel.getByTestId('statement-text'), { target: { value: '' } });
    await waitFor(async () => expect((await readSection('sponsorStatement')).completedAt).toBeNull(), slow);
    expect((await readApplicationStatus()).steps.statements.done).toBe(false);
    expect((panel.getByTestId('mark-final') as HTMLButtonElement).disabled).toBe(true);
  });
});

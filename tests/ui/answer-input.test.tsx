/** The one answer box both kinds of form use: each kind renders its control, and answers are capped as typed. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerInput, type AnswerInputProps, type AnswerValue } from '@/ui/answer-input';
import { renderWithProviders } from '../render';
import '../features/jsdom-fonts';

afterEach(cleanup);

function show(props: Partial<AnswerInputProps>) {
  const changes: AnswerValue[] = [];
  renderWithProviders(
    <AnswerInput
      kind="text"
      id="q"
      fieldKey="field"
      label="Answer"
      value=""
      onChange={(v) => changes.push(v)}
      {...props}
    />,
  );
  return changes;
}

describe('AnswerInput', () => {
  it('caps a short answer at the field’s own limit', () => {
    const changes = show({ maxLength: 5 });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'ABCDEFGH' } });
    expect(changes).toEqual(['ABCDE']);
  });

  it('caps a long answer at the field’s limit and shows it', () => {
    const changes = show({ kind: 'longText', maxLength: 300, value: 'x' });
    expect(screen.getByText(/300/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'y'.repeat(400) } });
    expect(changes).toEqual(['y'.repeat(300)]);
  });

  it('says how much of a paste did not fit, which the box cut off at its limit', () => {
    function Kept() {
      const [value, setValue] = useState<AnswerValue>('ab');
      return (
        <AnswerInput
          kind="longText"
          id="q"
          fieldKey="f"
          label="Answer"
          value={value}
          maxLength={300}
          onChange={setValue}
        />
      );
    }
    renderWithProviders(<Kept />);
    const box = screen.getByLabelText('Answer') as HTMLTextAreaElement;
    box.setSelectionRange(2, 2);
    // The browser keeps what fits (maxLength) and fires the change: 2 + 298 of the 400 pasted.
    fireEvent.paste(box, { clipboardData: { getData: () => 'y'.repeat(400) } });
    fireEvent.change(box, { target: { value: 'ab' + 'y'.repeat(298) } });
    expect(screen.getByTestId('text-limit').getAttribute('data-cut')).toBe('102');
    expect(screen.getByText(/last 102 characters were not kept/)).toBeTruthy();
    // Shortened below the limit: the note goes.
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(screen.getByTestId('text-limit').getAttribute('data-cut')).toBeNull();
  });

  it('a yes/no answer is a switch with its label, and says its error', () => {
    const changes = show({ kind: 'yesNo', value: null, error: 'Answer this' });
    fireEvent.click(screen.getByText('Yes'));
    expect(changes).toEqual([true]);
    // By its text: a toast left by another file's test (isolate: false) is an alert too.
    expect(screen.getByText('Answer this').getAttribute('role')).toBe('alert');
  });

  it('a long list of choices is the browser’s own list (clearable), a short one radio buttons', () => {
    const options = [{ value: 'a', label: 'Alpha' }];
    show({ kind: 'choice', options });
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeTruthy();
    cleanup();
    const changes = show({ kind: 'select', options, value: 'a' });
    expect(screen.queryByRole('radio')).toBeNull();
    const select = screen.getByLabelText('Answer') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('a');
    fireEvent.change(select, { target: { value: '' } });
    expect(changes).toEqual([null]);
  });

  it('a number held as text with separators reads as the number', () => {
    show({ kind: 'number', value: '1,500' });
    expect((screen.getByLabelText('Answer') as HTMLInputElement).value).toBe('1,500');
  });
});

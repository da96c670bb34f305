/** A short fixed list as the browser's own select: an empty choice only when nothing valid is chosen, or to clear. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceSelect } from '@/ui/choice-select';
import { renderWithProviders } from '../render';

afterEach(cleanup);

const data = [
  { value: 'own', label: 'Owns the home' },
  { value: 'lease', label: '전세' },
];

function show(value: string | null, extra: { clearable?: boolean; error?: string } = {}) {
  const changes: Array<string | null> = [];
  renderWithProviders(
    <ChoiceSelect
      label="Housing"
      description="What kind of home"
      data={data}
      value={value}
      onChange={(v) => changes.push(v)}
      {...extra}
    />,
  );
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Housing' });
  const options = [...select.options].map((o) => [o.value, o.textContent, o.disabled]);
  return { select, options, changes };
}

describe('ChoiceSelect', () => {
  it('a chosen value shows as chosen, with no empty choice; picking another reports it', () => {
    const { select, options, changes } = show('own');
    expect(select.value).toBe('own');
    expect(options).toEqual([
      ['own', 'Owns the home', false],
      ['lease', '전세', false],
    ]);
    fireEvent.change(select, { target: { value: 'lease' } });
    expect(changes).toEqual(['lease']);
  });

  it('nothing chosen, or a value no longer offered, shows an empty choice that cannot be picked back', () => {
    for (const value of [null, 'unknown']) {
      const { select, options } = show(value);
      expect(select.value).toBe('');
      expect(options[0]).toEqual(['', '', true]);
      cleanup();
    }
  });

  it('clearable: the empty choice can be picked, and clears the answer', () => {
    const { select, options, changes } = show('own', { clearable: true });
    expect(options[0]).toEqual(['', '', false]);
    fireEvent.change(select, { target: { value: '' } });
    expect(changes).toEqual([null]);
  });

  it('keeps the label, the description and the error tied to the select', () => {
    const { select } = show(null, { error: 'Choose the document.' });
    const describedBy = (select.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('What kind of home');
    expect(texts).toContain('Choose the document.');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});

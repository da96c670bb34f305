/** The numeric text box that replaced Mantine's NumberInput: grouping as typed, caret kept, range, arrows, outside saves. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from '@/ui/number-field';
import { renderWithProviders } from '../render';

afterEach(cleanup);

function Field(props: {
  min?: number;
  max?: number;
  decimals?: number;
  grouped?: boolean;
  onSave?: (n: number | null) => void;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <NumberField
      label="Amount"
      {...props}
      value={value}
      onChange={(n) => {
        setValue(n);
        props.onSave?.(n);
      }}
    />
  );
}

const box = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('NumberField', () => {
  it('groups thousands as one types and saves the number', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Field grouped onSave={onSave} />);
    await userEvent.type(box(), '30000000');
    expect(box().value).toBe('30,000,000');
    expect(onSave).toHaveBeenLastCalledWith(30_000_000);
  });

  it('keeps the caret after the digit typed in the middle of a grouped number', async () => {
    renderWithProviders(<Field grouped initial={1_000_000} />);
    const input = box();
    input.focus();
    input.setSelectionRange(1, 1); // after the 1 of 1,000,000
    await userEvent.keyboard('5');
    expect(input.value).toBe('15,000,000');
    expect(input.selectionStart).toBe(2);
  });

  it('drops letters and a second point, and keeps one decimal', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Field decimals={1} onSave={onSave} />);
    await userEvent.type(box(), '2a.5.7');
    expect(box().value).toBe('2.5');
    expect(onSave).toHaveBeenLastCalledWith(2.5);
  });

  it('refuses a number over the maximum and raises one under the minimum on leaving', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Field min={2} max={20} onSave={onSave} />);
    await userEvent.type(box(), '205');
    expect(box().value).toBe('20');
    await userEvent.clear(box());
    await userEvent.type(box(), '1');
    fireEvent.blur(box());
    expect(box().value).toBe('2');
    expect(onSave).toHaveBeenLastCalledWith(2);
  });

  it('clears the answer when the box is emptied, and steps with the arrow keys', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Field min={2} max={20} initial={3} onSave={onSave} />);
    await userEvent.clear(box());
    expect(onSave).toHaveBeenLastCalledWith(null);
    await userEvent.type(box(), '{ArrowUp}{ArrowUp}');
    expect(box().value).toBe('3'); // 2, then 3
    await userEvent.type(box(), '{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box().value).toBe('2');
  });

  it('shows a value saved elsewhere', async () => {
    function Outside() {
      const [value, setValue] = useState<number | null>(5000);
      return (
        <>
          <NumberField label="Amount" grouped value={value} onChange={setValue} />
          <button onClick={() => setValue(1_200_000)}>sync</button>
        </>
      );
    }
    renderWithProviders(<Outside />);
    expect(box().value).toBe('5,000');
    await userEvent.click(screen.getByText('sync'));
    expect(box().value).toBe('1,200,000');
  });
});

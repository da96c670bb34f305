/**
 * The forms' number box (a text box, not Mantine's NumberInput): grouped as typed, never clamped, a
 * half-typed or out-of-range number not saved and its reason shown with the saved answer that stays.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerInput, type AnswerInputProps } from '@/ui/answer-input';
import { renderWithProviders } from '../render';

afterEach(cleanup);

type Props = Partial<AnswerInputProps> & { initial?: number | string | null; onSave?: (v: unknown) => void };

function Box({ initial = null, onSave, ...props }: Props) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <AnswerInput
      kind="number"
      id="q"
      fieldKey="field"
      label="Amount"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onSave?.(v);
      }}
    />
  );
}

const box = () => screen.getByLabelText('Amount') as HTMLInputElement;
const reason = () => box().closest('.mantine-InputWrapper-root')?.textContent ?? '';

describe('KeptNumberInput', () => {
  it('groups thousands as one types and saves the number', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Box onSave={onSave} />);
    await userEvent.type(box(), '1234567');
    expect(box().value).toBe('1,234,567');
    expect(onSave).toHaveBeenLastCalledWith(1_234_567);
  });

  it('keeps a number out of range as typed, saves nothing and says why and what stays saved', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Box initial={5} min={1} max={50} onSave={onSave} />);
    fireEvent.change(box(), { target: { value: '75' } });
    expect(box().value).toBe('75');
    expect(onSave).not.toHaveBeenCalled();
    expect(box().getAttribute('data-kept-invalid')).toBe('true');
    expect(reason()).toContain('Enter a number from 1 to 50.');
    expect(reason()).toContain('Your saved answer stays 5.');
    fireEvent.change(box(), { target: { value: '45' } });
    expect(onSave).toHaveBeenLastCalledWith(45);
    expect(box().getAttribute('data-kept-invalid')).toBeNull();
  });

  it('never clamps: 15 typed under a maximum of 10 stays 15 on screen, and the 1 before it stays saved', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Box min={1} max={10} onSave={onSave} />);
    await userEvent.type(box(), '15');
    expect(box().value).toBe('15');
    expect(onSave).toHaveBeenLastCalledWith(1);
    expect(reason()).toContain('Enter a number from 1 to 10.');
  });

  it('saves no half-typed number and keeps the point being typed', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Box decimals onSave={onSave} />);
    fireEvent.change(box(), { target: { value: '.' } });
    expect(onSave).not.toHaveBeenCalled();
    expect(reason()).toContain('This is not a number yet.');
    expect(reason()).toContain('Nothing is saved for this question yet.');
    fireEvent.change(box(), { target: { value: '' } });
    await userEvent.type(box(), '2.5');
    expect(box().value).toBe('2.5');
    expect(onSave).toHaveBeenLastCalledWith(2.5);
    expect(onSave).not.toHaveBeenCalledWith(Number.NaN);
  });

  it('takes whole numbers only where decimals are not allowed, and no sign or letters', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Box onSave={onSave} />);
    await userEvent.type(box(), '-1.5e');
    expect(box().value).toBe('15');
    expect(onSave).toHaveBeenLastCalledWith(15);
  });

  it('clears the answer when emptied on purpose', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Box initial={1500} onSave={onSave} />);
    expect(box().value).toBe('1,500');
    await userEvent.clear(box());
    expect(onSave).toHaveBeenLastCalledWith(null);
    expect(reason()).not.toContain('not a number');
  });

  it('reads an older answer held as text with separators, and shows its unit', () => {
    renderWithProviders(<Box initial="2,000,000" suffix=" ₩" />);
    expect(box().value).toBe('2,000,000');
    expect(screen.getByText('₩')).toBeTruthy();
  });

  it('steps with the arrow keys within the range', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Box initial={9} min={1} max={10} onSave={onSave} />);
    box().focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box().value).toBe('10');
    expect(onSave).toHaveBeenLastCalledWith(10);
  });
});

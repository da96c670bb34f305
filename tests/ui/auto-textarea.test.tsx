/** The growing text box: sized by CSS where the browser can, by Mantine's autosize elsewhere, text intact. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../render';
import '../features/jsdom-fonts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function show(supports: boolean) {
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) => supports && property === 'field-sizing' && value === 'content',
  });
  vi.resetModules();
  const { AutoTextarea } = await import('@/ui/auto-textarea');
  let text = 'first line\nsecond line';
  renderWithProviders(
    <AutoTextarea
      label="Reason"
      minRows={3}
      maxRows={8}
      value={text}
      onChange={(e) => (text = e.currentTarget.value)}
    />,
  );
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reason' });
  fireEvent.change(box, { target: { value: 'edited' } });
  return { box, typed: () => text };
}

describe('AutoTextarea', () => {
  it('grows by field-sizing between its rows where the browser supports it, without a measuring layout effect', async () => {
    const { box, typed } = await show(true);
    expect(box.style.getPropertyValue('field-sizing')).toBe('content');
    expect(box.style.minHeight).toContain('3lh');
    expect(box.style.maxHeight).toContain('8lh');
    expect(box.getAttribute('rows')).toBe('3');
    expect(box.value).toBe('first line\nsecond line');
    expect(typed()).toBe('edited');
  });

  it('falls back to Mantine autosize, with no CSS sizing, where it does not', async () => {
    const { box, typed } = await show(false);
    expect(box.style.getPropertyValue('field-sizing')).toBe('');
    expect(box.style.minHeight).toBe('');
    expect(box.value).toBe('first line\nsecond line');
    expect(typed()).toBe('edited');
  });
});

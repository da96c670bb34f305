import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptDateInput } from '@/ui/kept-inputs';
import { Providers } from '../render';

afterEach(cleanup);

describe('a date before 1900', () => {
  // A trial typed 1990-13-45 into a birth date; the segmented field made it 1345-12-09, which was saved.
  it('is refused with a reason, and the saved date stays', () => {
    const onChange = vi.fn();
    render(
      <Providers>
        <KeptDateInput label="Date of birth" value="1990-05-12" onChange={onChange} data-testid="d" />
      </Providers>,
    );
    const input = screen.getByTestId('d');
    fireEvent.change(input, { target: { value: '1345-12-09' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/A date before 1900 cannot be right here/)).toBeTruthy();
  });
});

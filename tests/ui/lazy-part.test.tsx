/** A dialog fetched when first opened: loaded once, opened as an update (focus goes back), a failed load said and tried again. */
import { Button, Modal } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart, useLazyPart, type LazyPart } from '@/ui/lazy-part';
import { renderWithProviders } from '../render';

afterEach(cleanup);

type DialogProps = { opened: boolean; onClose: () => void };

function Dialog({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Remove it?" transitionProps={{ duration: 0 }}>
      <Button onClick={onClose}>Cancel</Button>
    </Modal>
  );
}

/** A part whose import the test settles by hand. */
function controlledPart() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const part = lazyPart<DialogProps>(
    () =>
      new Promise((resolve, reject) => {
        calls.push({ resolve: () => resolve(Dialog), reject });
      }),
  );
  return { part, calls };
}

function Trigger({ part, name }: { part: LazyPart<DialogProps>; name: string }) {
  const [opened, setOpened] = useState(false);
  const { Part, loading, open } = useLazyPart(part);
  return (
    <>
      <Button aria-busy={loading || undefined} onClick={() => void open(() => setOpened(true))} data-testid={name}>
        {name}
      </Button>
      {Part && <Part opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

describe('lazyPart', () => {
  it('loads the dialog once, on the first open; the trigger says it is busy meanwhile and gets focus back', async () => {
    const { part, calls } = controlledPart();
    renderWithProviders(
      <>
        <Trigger part={part} name="first" />
        <Trigger part={part} name="second" />
      </>,
    );
    expect(calls).toHaveLength(0);
    const first = screen.getByTestId('first');
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(first.getAttribute('aria-busy')).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(1);

    calls[0].resolve();
    const dialog = await screen.findByRole('dialog', { name: 'Remove it?' });
    expect(first.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(first));

    // Another trigger of the same dialog: already here, it opens without a second fetch.
    fireEvent.click(screen.getByTestId('second'));
    expect(await screen.findByRole('dialog', { name: 'Remove it?' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('a failed load says so in words, opens nothing, and the next click tries again', async () => {
    const { part, calls } = controlledPart();
    renderWithProviders(<Trigger part={part} name="open" />);
    // Online, loadWhenOnline tries three times a second apart before it gives up.
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    fireEvent.click(screen.getByTestId('open'));
    for (let attempt = 0; attempt < 3; attempt++) {
      await waitFor(() => expect(calls).toHaveLength(attempt + 1), { timeout: 3000 });
      calls[attempt].reject(new Error('Failed to fetch dynamically imported module'));
    }
    expect(
      await screen.findByText('This could not open. Reload the page and try again.', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('open').getAttribute('aria-busy')).toBeNull();

    fireEvent.click(screen.getByTestId('open'));
    await waitFor(() => expect(calls).toHaveLength(4));
    calls[3].resolve();
    expect(await screen.findByRole('dialog', { name: 'Remove it?' })).toBeTruthy();
  }, 15_000);
});

/** A long page drawn in parts on a cold start (useStaged), and whole whenever drawing it in parts could mislead. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Staged from '@/ui/staged';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

let staged: typeof Staged;
beforeEach(async () => {
  // The module remembers whether the cold start's page has gone: a fresh copy per test.
  vi.resetModules();
  staged = await import('@/ui/staged');
});

/** The document as loaded on `path`. */
const loadedOn = (path: string) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ name: new URL(path, window.location.origin).href } as PerformanceEntry]);

function Page({ ready = true }: { ready?: boolean }) {
  const shown = staged.useStaged(3, ready);
  return (
    <div>
      <p>part 1</p>
      {shown > 1 && <p>part 2</p>}
      {shown > 2 && <p>part 3</p>}
    </div>
  );
}

const parts = () => screen.queryAllByText(/^part/).map((p) => p.textContent);

describe('useStaged', () => {
  it('on the page the document opened on, draws one part, then the next after each paint, until all are drawn', async () => {
    loadedOn('/');
    render(<Page />);
    expect(parts()).toEqual(['part 1']);
    expect(await screen.findByText('part 3')).toBeTruthy();
    expect(parts()).toEqual(['part 1', 'part 2', 'part 3']);
  });

  it('waits for the page to be ready (its data loaded) before the next part', async () => {
    loadedOn('/');
    const { rerender } = render(<Page ready={false} />);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(parts()).toEqual(['part 1']);
    rerender(<Page ready />);
    expect(await screen.findByText('part 3')).toBeTruthy();
  });

  it('draws whole a page the app moved to (not the document’s own)', () => {
    loadedOn('/progress');
    window.history.replaceState(null, '', '/final-application');
    render(<Page />);
    expect(parts()).toEqual(['part 1', 'part 2', 'part 3']);
  });

  it('draws whole a page opened with a #fragment to scroll to', () => {
    window.history.replaceState(null, '', '/final-application#visa-travel');
    loadedOn('/final-application#visa-travel');
    render(<Page />);
    expect(parts()).toEqual(['part 1', 'part 2', 'part 3']);
  });

  it('draws whole the document’s page when the user comes back to it (the router restores the scroll)', async () => {
    loadedOn('/');
    const first = render(<Page />);
    expect(await screen.findByText('part 3')).toBeTruthy();
    first.unmount();
    render(<Page />);
    expect(parts()).toEqual(['part 1', 'part 2', 'part 3']);
  });

  it('draws whole where the browser keeps no navigation entry', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    render(<Page />);
    expect(parts()).toEqual(['part 1', 'part 2', 'part 3']);
  });
});

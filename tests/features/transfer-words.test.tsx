import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeSnapshot } from '@/data/snapshot';
import { useFileSize } from '@/features/progress/components/backup-export';
import { ImportDialog } from '@/features/progress/components/backup-import';
import { renderWithProviders, resetDatabase } from '../render';

function Size({ bytes }: { bytes: number }) {
  const size = useFileSize();
  return <p data-testid="size">{size(bytes)}</p>;
}

describe('transfer file words', () => {
  beforeEach(resetDatabase);
  afterEach(resetDatabase);

  it.each([
    [0, 'under 1 kB'],
    [999, 'under 1 kB'],
    [12_345, 'about 12 kB'],
    [2_500_000, 'about 2.5 MB'],
  ])('%i bytes read "%s", never "about 0 kB"', (bytes, text) => {
    const { container, unmount } = renderWithProviders(<Size bytes={bytes} />);
    expect(container.querySelector('[data-testid="size"]')?.textContent).toBe(text);
    unmount();
  });

  it.each([
    ['transfer', 'Import this transfer file?'],
    ['backup', 'Import this backup?'],
  ] as const)('the import dialog names a %s by what it is', async (kind, title) => {
    const snapshot = await takeSnapshot();
    const incoming =
      kind === 'transfer'
        ? { kind, snapshot, files: [] }
        : { kind, snapshot, lacks: { files: 0, chat: false } as never };
    renderWithProviders(
      <ImportDialog pending={{ name: 'f', incoming }} busy={false} onClose={() => {}} onApply={() => {}} />,
    );
    expect(await screen.findByText(title)).toBeTruthy();
  });
});

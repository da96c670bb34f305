import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopNav } from '@/app/components/top-nav';
import { installPrompt } from '@/app/install-prompt';
import { renderPage } from '../render';

const Nav = () => <TopNav navOpened={false} onToggleNav={() => {}} onLogout={() => {}} withNav />;

describe('the install button', () => {
  it('shows once the browser offers to install, even an offer made before the page was drawn, and asks once', async () => {
    installPrompt.set(null);
    // The offer comes first (the listener is registered with the shell's code, not by the button).
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);

    await renderPage(Nav);
    const button = await screen.findByTestId('install-app');
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('install-app')).toBeNull());
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('is not there where the browser makes no offer, or once the app is installed', async () => {
    installPrompt.set(null);
    await renderPage(Nav);
    await screen.findByTestId('apply-now');
    expect(screen.queryByTestId('install-app')).toBeNull();
    act(() => window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: async () => {} })));
    await screen.findByTestId('install-app');
    act(() => window.dispatchEvent(new Event('appinstalled')));
    await waitFor(() => expect(screen.queryByTestId('install-app')).toBeNull());
  });
});

/**
 * The sign-in page of a build without a sign-in backend: no dead form, but what this copy does with
 * the data (kept on this device) and how to move it (the transfer file), next to where the form was.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/components/login-page';
import { renderPage } from '../render';

afterEach(cleanup);

describe('the sign-in page', () => {
  it('in local-only mode says everything stays on this device and how to move it, with no dead form', async () => {
    await renderPage(LoginPage, { path: '/login' });
    const notice = await screen.findByTestId('local-only-notice');
    expect(notice.textContent).toMatch(/no account to sign in to/);
    expect(notice.textContent).toMatch(/saved here/);
    expect(notice.textContent).toMatch(/Export transfer file.*Import a transfer file or backup/);
    expect(screen.getByTestId('local-only-move').getAttribute('href')).toBe('/progress');
    // Nothing to click that cannot work.
    expect(screen.queryByLabelText(/Email address/)).toBeNull();
    expect(screen.queryByTestId('auth-submit')).toBeNull();
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(screen.queryByText(/Forgot your password/)).toBeNull();
    expect(document.querySelectorAll('[disabled]')).toHaveLength(0);
    // The introduction about an account is not said where there is none.
    expect(screen.queryByText(/Signing in keeps your application in your account/)).toBeNull();
  });

  it('with a sign-in backend shows the form, enabled, and no local-only notice', async () => {
    await renderPage(LoginPage, { path: '/login', auth: { mode: 'firebase' } });
    const email = await screen.findByLabelText(/Email address/);
    expect(email.hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('auth-submit').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('google-sign-in').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('local-only-notice')).toBeNull();
  });
});

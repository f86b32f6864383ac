// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText } from '../../../test/fakeApi';
import { renderPage, text } from '../../../test/renderPage';
import { AuthPage } from './AuthPage';

const LOGIN = '/admin/manage-login';

function loggedOut() {
  return createFakeApi().answer(ROUTES.isLogin, false);
}

describe('login page', () => {
  it('posts the email and password and goes to the callback', async () => {
    const api = loggedOut().answer(ROUTES.login, { email: 'owner@example.com' });
    const page = await renderPage(<AuthPage />, {
      url: `${LOGIN}?callback=${encodeURIComponent('/admin/order/list')}`,
      route: LOGIN,
      api,
      layout: 'bare',
    });

    await page.user.type(screen.getByTestId('auth-email'), 'owner@example.com');
    await page.user.type(screen.getByTestId('auth-password'), 'Secret-pass-1');
    await page.user.click(screen.getByTestId('auth-submit'));

    await waitFor(() => expect(page.location()).toBe('/admin/order/list'));
    const [call] = api.calls(ROUTES.login);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ email: 'owner@example.com', password: 'Secret-pass-1' });
    expect(call?.headers['x-csrf-token']).toBe('test-csrf');
  });

  it('shows the server’s localised refusal and stays on the form', async () => {
    const api = loggedOut().fail(ROUTES.login, 'wrongCredentials');
    const page = await renderPage(<AuthPage />, { url: LOGIN, api, layout: 'bare' });

    await page.user.type(screen.getByTestId('auth-email'), 'owner@example.com');
    await page.user.type(screen.getByTestId('auth-password'), 'wrong-password');
    await page.user.click(screen.getByTestId('auth-submit'));

    const toast = await screen.findByTestId('toast-error');
    expect(toast.textContent).toContain(serverText('errors.wrongCredentials'));
    expect(page.location()).toBe(LOGIN);
  });

  it('puts the server’s field errors on their fields', async () => {
    const api = loggedOut().fail(ROUTES.login, {
      code: 'invalidParams',
      errors: [{ field: 'email', message: 'validation.emailInvalid' }],
    });
    const page = await renderPage(<AuthPage />, { url: LOGIN, api, layout: 'bare' });

    await page.user.type(screen.getByTestId('auth-email'), 'owner@example.com');
    await page.user.type(screen.getByTestId('auth-password'), 'Secret-pass-1');
    await page.user.click(screen.getByTestId('auth-submit'));

    expect(await screen.findByText(text('validation.emailInvalid'))).toBeTruthy();
    expect(screen.getByTestId('auth-email').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the fields before it calls the server', async () => {
    const api = loggedOut();
    const page = await renderPage(<AuthPage />, { url: LOGIN, api, layout: 'bare' });

    await page.user.click(screen.getByTestId('auth-submit'));

    await waitFor(() => expect(screen.getByTestId('auth-email').getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls(ROUTES.login)).toEqual([]);
  });

  it('sends a caller who is already logged in to the callback at once', async () => {
    const api = createFakeApi().answer(ROUTES.isLogin, true);
    const page = await renderPage(<AuthPage />, {
      url: `${LOGIN}?callback=${encodeURIComponent('/admin/invoice/add-funds')}`,
      route: LOGIN,
      api,
      layout: 'bare',
    });

    await waitFor(() => expect(page.location()).toBe('/admin/invoice/add-funds'));
  });
});

// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, serverText, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage, text } from '../../../test/renderPage';
import { SubUsersPage } from './SubUsersPage';

type Row = AnswerOf<typeof ROUTES.subAccounts>['list'][number];

const seller: Row = {
  uid: '20001',
  firstName: 'Sam',
  lastName: 'Seller',
  email: 'sam@example.com',
  telephone: '+1 555 0101',
  jobTitle: 'Sales',
  role: 'sale',
  status: 'effective',
  auditPerm: 'invalid',
  lastLoginAt: null,
  invited: true,
};

const URL = '/admin/account/manage';
const team = () => createFakeApi().answer(ROUTES.subAccounts, { list: [seller], total: 1 });

describe('sub-users', () => {
  it('lists the team with role, status and the open invitation', async () => {
    const api = team();
    await renderPage(<SubUsersPage />, { url: URL, api, profile: profileOf('main') });

    expect((await screen.findByTestId('subuser-name-20001')).textContent).toBe('Sam Seller');
    expect(screen.getByTestId('subuser-role-20001').textContent).toBe(text('team.roles.sale'));
    expect(screen.getByTestId('subuser-status-20001').textContent).toBe(text('team.subUsers.enable'));
    expect(screen.getByTestId('subuser-audit-20001').textContent).toBe(text('team.subUsers.forbidden'));
    expect(screen.getByTestId('subuser-invited-20001')).toBeTruthy();
    expect(screen.getByTestId('subusers-add')).toBeTruthy();
  });

  it('mails the invitation again after the confirmation', async () => {
    const api = team().answer(ROUTES.subAccountResend, true);
    const page = await renderPage(<SubUsersPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('subuser-resend-20001'));
    expect(api.calls(ROUTES.subAccountResend)).toEqual([]);
    await page.user.click(await screen.findByTestId('subuser-resend-ok'));

    expect(await screen.findByText(text('team.subUsers.resendDone'))).toBeTruthy();
    const [call] = api.calls(ROUTES.subAccountResend);
    expect([call?.method, call?.path]).toEqual(['PUT', '/sub-accounts/20001/passwd']);
  });

  it('saves an edit as the form the server reads, with the uid again as subUID', async () => {
    const api = team().answer(ROUTES.subAccountUpdate, { ...seller, telephone: '+1 555 0199' });
    const page = await renderPage(<SubUsersPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('subuser-edit-20001'));
    const phone = await screen.findByTestId('subuser-telephone');
    await page.user.clear(phone);
    await page.user.type(phone, '+1 555 0199');
    await page.user.click(screen.getByTestId('subuser-modal-ok'));

    expect(await screen.findByText(text('team.form.updated'))).toBeTruthy();
    const [call] = api.calls(ROUTES.subAccountUpdate);
    expect([call?.method, call?.path]).toEqual(['PUT', '/sub-accounts/20001']);
    expect(call?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toMatchObject({ subUID: '20001', telephone: '+1 555 0199', role: 'sale' });
  });

  it('puts the server’s refusal of an e-mail on the e-mail field', async () => {
    const api = team().fail(ROUTES.subAccountUpdate, {
      code: 'emailTaken',
      errors: [{ field: 'email', message: 'errors.emailTaken' }],
    });
    const page = await renderPage(<SubUsersPage />, { url: URL, api, profile: profileOf('main') });

    await page.user.click(await screen.findByTestId('subuser-edit-20001'));
    await page.user.click(await screen.findByTestId('subuser-modal-ok'));

    expect(await screen.findByText(serverText('errors.emailTaken'))).toBeTruthy();
    expect(screen.getByTestId('subuser-edit-form')).toBeTruthy();
  });

  it('tells a sub-user that only the main account manages the team, and asks nothing', async () => {
    const api = createFakeApi();
    await renderPage(<SubUsersPage />, { url: URL, api, profile: profileOf('finance') });

    expect(await screen.findByTestId('subusers-not-allowed')).toBeTruthy();
    expect(screen.queryByTestId('subusers-add')).toBeNull();
    await waitFor(() => expect(api.calls(ROUTES.subAccounts)).toEqual([]));
  });
});

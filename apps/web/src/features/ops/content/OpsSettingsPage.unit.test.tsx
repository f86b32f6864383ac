// @vitest-environment jsdom
import { ROUTES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/queryClient';
import { createFakeApi, type AnswerOf } from '../../../test/fakeApi';
import { profileOf } from '../../../test/fixtures';
import { renderPage } from '../../../test/renderPage';
import { opsContentKey } from '../api/content';
import { OpsSettingsPage } from './OpsSettingsPage';

const stored: AnswerOf<typeof ROUTES.opsSettings> = {
  website: 'Example Portal',
  chatScript: '',
  offlineInstructions: { 'en-US': null, 'zh-CN': null, 'zh-TW': null },
  salesEmail: null,
  salesEmailDefault: 'sales@portal.test',
  affiliate: {
    commissionPercent: 10,
    clearanceDays: 30,
    payoutMinimum: '50.00',
    signOnBonus: '5.00',
    trackingDays: 60,
  },
};

const field = (id: string) => screen.getByTestId(id) as HTMLInputElement | HTMLTextAreaElement;

describe('console settings page', () => {
  it('fills the form from the stored settings, and a refetch never overwrites what the operator typed', async () => {
    let current = stored;
    const api = createFakeApi().answer(ROUTES.opsSettings, () => current);
    const page = await renderPage(<OpsSettingsPage />, {
      url: '/ops/settings',
      api,
      profile: profileOf('operator'),
    });
    await waitFor(() => expect(field('ops-settings-website').value).toBe('Example Portal'));

    await page.user.type(field('ops-settings-offline-en-US'), 'IBAN GB33');
    // The settings are read again (another tab saved, the window regained focus): the website is stored anew,
    // the bank text typed here stays.
    current = { ...stored, website: 'Renamed Portal' };
    await queryClient.invalidateQueries({ queryKey: opsContentKey });
    await waitFor(() => expect(field('ops-settings-website').value).toBe('Renamed Portal'));
    expect(field('ops-settings-offline-en-US').value).toBe('IBAN GB33');
  });
});

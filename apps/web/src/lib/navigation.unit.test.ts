import { describe, expect, it } from 'vitest';
import { authModeOf } from '../features/auth/authMode';
import { formatMoney } from './format';
import { loginUrl, safeCallback } from './navigation';

const origin = 'https://portal.example';

describe('callback after login', () => {
  it('accepts same-origin paths only', () => {
    expect(safeCallback('/admin/profile?tab=2', origin)).toBe('/admin/profile?tab=2');
    expect(safeCallback(null, origin)).toBe('/admin/get-cert');
    expect(safeCallback('https://evil.example/x', origin)).toBe('/admin/get-cert');
    expect(safeCallback('//evil.example/x', origin)).toBe('/admin/get-cert');
    expect(safeCallback('/\\evil.example', origin)).toBe('/admin/get-cert');
    expect(safeCallback('javascript:alert(1)', origin)).toBe('/admin/get-cert');
    expect(safeCallback('/admin/manage-login', origin)).toBe('/admin/get-cert');
  });

  it('builds the login address with the page to come back to', () => {
    expect(loginUrl('/admin/profile?x=1')).toBe('/admin/manage-login?callback=%2Fadmin%2Fprofile%3Fx%3D1');
  });
});

describe('auth modes', () => {
  it('are chosen from the path and the token', () => {
    expect(authModeOf('/admin/manage-login', null)).toBe('login');
    expect(authModeOf('/admin/manage-register/', null)).toBe('register');
    expect(authModeOf('/admin/manage-reset', null)).toBe('forget');
    expect(authModeOf('/admin/manage-reset', 'T0K3N')).toBe('reset');
  });
});

describe('money display', () => {
  it('shows USD, or the USD amount with its code when no rate is known', () => {
    expect(formatMoney('12.5', { code: 'USD', symbol: '$', rate: 1, rateDate: '' })).toBe('$12.50');
    expect(formatMoney('12.5', { code: 'EUR', symbol: '€', rate: 0, rateDate: '' })).toBe('USD 12.50');
    expect(formatMoney('10', { code: 'EUR', symbol: '€', rate: 0.9, rateDate: '2026-11-20' })).toBe('€9.00');
    expect(formatMoney('1000', { code: 'JPY', symbol: 'JP¥', rate: 155.2, rateDate: '2026-11-20' })).toBe(
      'JP¥155,200',
    );
  });
});

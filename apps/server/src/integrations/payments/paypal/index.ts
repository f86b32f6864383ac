export { createPayPalWallet, type PayPalSettings } from './paypal-wallet.js';
export { createPayPalPayouts } from './paypal-payouts.js';

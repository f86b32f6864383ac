export { createPayPalWallet, type PayPalSettings } from './paypal-wallet.js';

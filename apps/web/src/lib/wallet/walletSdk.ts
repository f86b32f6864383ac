/** The card wallet's JS SDK (PayPal): how the page loads it and the part of its API the portal uses. */

export interface WalletSdkSettings {
  clientId: string;
  sdkUrl: string;
}

export interface WalletButtonsOptions {
  style?: Record<string, string | number | boolean>;
  /** Runs when the buyer presses the button; `actions.reject()` stops before an order is created. */
  onClick?: (data: unknown, actions: { resolve(): Promise<void>; reject(): Promise<void> }) => Promise<void>;
  /** Answers the wallet order id (payment/submit?channel=paypal msg.payID). */
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string; payerID?: string | null }) => Promise<void>;
  onCancel?: (data: unknown) => void;
  onError?: (error: unknown) => void;
}

export interface WalletButtons {
  isEligible?: () => boolean;
  render(target: HTMLElement): Promise<void>;
  close?: () => Promise<void>;
}

export interface WalletNamespace {
  Buttons(options: WalletButtonsOptions): WalletButtons;
}

declare global {
  interface Window {
    paypal?: WalletNamespace;
  }
}

/** How long the page waits for the script before offering the redirect instead. */
export const SDK_LOAD_TIMEOUT_MS = 15_000;

/** The script address: USD, capture now, buttons only, and the card funding option switched off (spec). */
export function walletScriptUrl(settings: WalletSdkSettings): string {
  const url = new URL(settings.sdkUrl);
  url.searchParams.set('client-id', settings.clientId);
  url.searchParams.set('currency', 'USD');
  url.searchParams.set('intent', 'capture');
  url.searchParams.set('components', 'buttons');
  url.searchParams.set('disable-funding', 'card');
  return url.toString();
}

const loads = new Map<string, Promise<WalletNamespace>>();

/** Loads the SDK once per address; rejects when it cannot load (offline, blocked, timed out). */
export function loadWalletSdk(
  settings: WalletSdkSettings,
  timeoutMs = SDK_LOAD_TIMEOUT_MS,
): Promise<WalletNamespace> {
  const src = walletScriptUrl(settings);
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<WalletNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error('wallet SDK timed out')), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(src);
      reject(error);
    }
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.paypal) resolve(window.paypal);
      else fail(new Error('wallet SDK loaded without its API'));
    };
    script.onerror = () => fail(new Error('wallet SDK could not load'));
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}

/** Origins the page must be allowed to reach for the wallet's JS SDK (script, frames, calls, images). */
export interface WalletContentSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

/**
 * The Content-Security-Policy additions for the card wallet's JS SDK: its own origin, plus PayPal's button,
 * popup and image hosts when the SDK is PayPal's (https://developer.paypal.com/sdk/js/csp/ lists them).
 */
export function walletContentSources(sdkUrl: string): WalletContentSources {
  const origin = new URL(sdkUrl).origin;
  const paypal = /(^|\.)paypal\.com$/.test(new URL(sdkUrl).hostname);
  const hosts = paypal ? [origin, 'https://*.paypal.com'] : [origin];
  return {
    script: hosts,
    frame: hosts,
    connect: hosts,
    img: paypal ? [...hosts, 'https://*.paypalobjects.com'] : hosts,
  };
}

/**
 * The part of Square's Web Payments SDK the purchase dialog uses, and its script loader.
 * The script is Square's CDN for sandbox/production credentials, or the gateway's test-mode stand-in (/square-test-sdk.js).
 */

export interface TokenError {
  field?: string;
  message: string;
  type?: string;
}

export interface TokenResult {
  status: 'OK' | 'Invalid' | 'Error' | 'Cancel' | 'Abort' | 'Unknown';
  token?: string;
  errors?: TokenError[];
}

export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<TokenResult>;
  destroy(): Promise<boolean>;
}

export interface SquareGooglePay {
  attach(target: string | HTMLElement, options?: Record<string, unknown>): Promise<void>;
  tokenize(): Promise<TokenResult>;
  destroy(): Promise<boolean>;
}

export interface SquareCashAppPay {
  attach(target: string | HTMLElement, options?: Record<string, unknown>): Promise<void>;
  addEventListener(type: 'ontokenization', listener: (event: { detail: { tokenResult: TokenResult } }) => void): void;
  destroy(): Promise<boolean>;
}

export type SquarePaymentRequest = object;

export interface SquarePayments {
  card(): Promise<SquareCard>;
  googlePay(paymentRequest: SquarePaymentRequest): Promise<SquareGooglePay>;
  cashAppPay(paymentRequest: SquarePaymentRequest, options: { redirectURL: string; referenceId?: string }): Promise<SquareCashAppPay>;
  paymentRequest(options: { countryCode: string; currencyCode: string; total: { amount: string; label: string } }): SquarePaymentRequest;
}

interface SquareGlobal {
  payments(applicationId: string, locationId: string): SquarePayments;
}

declare global {
  interface Window {
    Square?: SquareGlobal;
  }
}

const loaded = new Map<string, Promise<SquareGlobal>>();

/** Loads the SDK script once per URL (a failed load can be retried) and resolves to window.Square. */
export function loadSquareSdk(scriptUrl: string): Promise<SquareGlobal> {
  const known = loaded.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<SquareGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    if (/^https?:/i.test(scriptUrl)) script.crossOrigin = 'anonymous';
    script.onload = () => (window.Square ? resolve(window.Square) : reject(new Error('The payment script did not load.')));
    script.onerror = () => {
      script.remove();
      loaded.delete(scriptUrl);
      reject(new Error('The payment script could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  loaded.set(scriptUrl, promise);
  return promise;
}

/** Square's sandbox test values, listed to the buyer in test mode. */
export const TEST_VALUES: { values: { field?: 'cvv' | 'postalCode' | 'expiry'; value: string }[]; outcome: 'approved' | 'declined' | 'rejected' }[] =
  [
    { values: [{ value: '4111 1111 1111 1111' }], outcome: 'approved' },
    { values: [{ value: '4000 0000 0000 0002' }], outcome: 'declined' },
    {
      values: [
        { field: 'cvv', value: '911' },
        { field: 'postalCode', value: '99999' },
        { field: 'expiry', value: '01/40' },
      ],
      outcome: 'rejected',
    },
  ];

/**
 * The seller's country a wallet payment request names, from the currency it charges in. The euro is taken in
 * Ireland, France and Spain alike: Square's wallets accept any of them for it, so Ireland stands for all three.
 */
const WALLET_COUNTRY: Readonly<Record<string, string>> = { USD: 'US', CAD: 'CA', GBP: 'GB', EUR: 'IE', AUD: 'AU', JPY: 'JP' };

export function walletCountry(currency: string): string {
  return WALLET_COUNTRY[currency] ?? 'US';
}

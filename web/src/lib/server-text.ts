import {
  auditMessages,
  cardActionMessages,
  cashOutMessages,
  corporateOrderMessages,
  deliveryMessages,
  fieldMessages,
  giftCardMessages,
  holderVerificationMessages,
  integrationMessages,
  locationMessages,
  monthEndMessages,
  moneyMessages,
  operationsMessages,
  ordersMessages,
  passwordMessages,
  promotionMessages,
  purchaseMessages,
  redeemMessages,
  redemptionWindowMessages,
  reportMessages,
  teamMessages,
  twoStepMessages,
  unclaimedMessages,
  webhookMessages,
  type Catalog,
} from '@gv/proto';
import { currentLocale, message } from './i18n';

/** The catalogs whose English the services answer with: their refusals and confirmations. */
const SERVER_CATALOGS: readonly Catalog<string>[] = [
  auditMessages,
  cardActionMessages,
  cashOutMessages,
  corporateOrderMessages,
  deliveryMessages,
  fieldMessages,
  giftCardMessages,
  holderVerificationMessages,
  integrationMessages,
  locationMessages,
  monthEndMessages,
  moneyMessages,
  operationsMessages,
  ordersMessages,
  passwordMessages,
  promotionMessages,
  purchaseMessages,
  redeemMessages,
  redemptionWindowMessages,
  reportMessages,
  teamMessages,
  twoStepMessages,
  unclaimedMessages,
  webhookMessages,
];

interface Sentence {
  catalog: Catalog<string>;
  key: string;
  /** The English as a pattern: each simple `{argument}` captures the words the server put there. */
  pattern: RegExp;
  names: string[];
}

let sentences: Sentence[] | undefined;

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Every English message with no arguments or only simple ones (`{amount}`, not plurals or selects). */
function englishSentences(): Sentence[] {
  sentences ??= SERVER_CATALOGS.flatMap((catalog) =>
    Object.entries(catalog.messages.en).flatMap(([key, english]) => {
      const names: string[] = [];
      const parts = english.split(/\{(\w+)\}/);
      if (parts.some((part, index) => index % 2 === 0 && /[{}]/.test(part))) return [];
      const pattern = parts.map((part, index) => (index % 2 === 0 ? escape(part) : (names.push(part), '(.+?)'))).join('');
      return [{ catalog, key, pattern: new RegExp(`^${pattern}$`), names }];
    }),
  );
  return sentences;
}

/**
 * A message the server wrote in English (the spec's words), in the app's language now when it is one of the
 * catalogs' sentences; its arguments (an amount, a name) are kept as the server wrote them. Any other text as it came.
 */
export function serverText(text: string): string {
  if (!text || currentLocale() === 'en') return text;
  for (const { catalog, key, pattern, names } of englishSentences()) {
    const match = pattern.exec(text);
    if (match) return message(catalog, key, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
  }
  return text;
}

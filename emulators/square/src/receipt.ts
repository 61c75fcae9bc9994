import type { Payment } from './wire.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page behind a payment's `receipt_url`, marked as a test: no money moved. */
export function receiptPage(payment: Payment | undefined): string {
  if (!payment) return '<!doctype html><title>Receipt not found</title><p>Receipt not found.</p>';
  const { amount: minorUnits, currency } = payment.total_money;
  // ISO 4217's minor unit, as Intl knows it: JPY has none (4500 is ¥4,500), USD two.
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const amount = `${(minorUnits / 10 ** digits).toFixed(digits)} ${currency}`;
  const card = payment.card_details?.card;
  const paidWith = card ? `${card.card_brand} ending in ${card.last_4}` : (payment.wallet_details?.brand ?? payment.source_type);
  const rows = [
    ['Receipt', payment.receipt_number ?? payment.id],
    ['Amount', amount],
    ['Paid with', paidWith],
    ['Status', payment.status],
    ['Date', payment.created_at],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test receipt ${escapeHtml(payment.receipt_number ?? payment.id)}</title></head>
<body><h1>Test receipt</h1><p>This payment was made against the Square emulator: no money moved.</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl></body></html>
`;
}

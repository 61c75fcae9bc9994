import type { Payment } from './wire.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page behind a payment's `receipt_url`, marked as a test: no money moved. */
export function receiptPage(payment: Payment | undefined): string {
  if (!payment) return '<!doctype html><title>Receipt not found</title><p>Receipt not found.</p>';
  const amount = `${(payment.total_money.amount / 100).toFixed(2)} ${payment.total_money.currency}`;
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

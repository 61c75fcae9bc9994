import type { MonthVatReport } from '@gv/proto';
import { Table } from '../../../components/ui/table';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { monthEndMessages } from './month-end.messages';

/**
 * When the VAT on the month's card value is due where the business's law applies the EU voucher rules (decision
 * 0099): on single-purpose vouchers at sale, per rate; on multi-purpose vouchers when used, at the rate of what was
 * bought (the point of sale knows it, so only the value is shown).
 */
export function VoucherVatPanel({ vat }: { vat: MonthVatReport }) {
  const t = useMessages(monthEndMessages);
  const money = useMoney();
  return (
    <article className="reports__card" aria-labelledby="vat-title">
      <h2 id="vat-title">{t('vatTitle')}</h2>
      <p className="reports__lead">{t('vatLead')}</p>
      <h3>{t('vatAtSale')}</h3>
      {vat.dueAtSale.length === 0 ? (
        <p className="reports__lead">{t('vatNoneAtSale')}</p>
      ) : (
        <Table columns={[t('vatRate'), t('vatGross'), t('vatAmount')]} className="reports__table">
          {vat.dueAtSale.map(({ ratePercent, gross, vat: due }) => (
            <tr key={ratePercent}>
              <th scope="row">{t('percent', { rate: ratePercent })}</th>
              <td>{money.format(gross)}</td>
              <td>{money.format(due)}</td>
            </tr>
          ))}
        </Table>
      )}
      <h3>{t('vatAtRedemption')}</h3>
      <table className="reports__table">
        <tbody>
          <tr>
            <th scope="row">{t('vatRedeemedGross')}</th>
            <td>{money.format(vat.dueAtRedemption.gross)}</td>
          </tr>
        </tbody>
      </table>
      <p className="reports__lead">{t('vatAtRedemptionNote')}</p>
    </article>
  );
}

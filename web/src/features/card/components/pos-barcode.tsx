import { code128 } from '@gv/proto';
import { useMessages } from '../../../lib/i18n';
import { cardPageMessages } from './card-page.messages';
import './pos-barcode.css';

/** Groups of four, as a clerk reads them out or types them on the terminal's keypad. */
const grouped = (number: string) => number.match(/.{1,4}/g)!.join(' ');

/**
 * The card's number at the business's Square Point of Sale: a Code 128 barcode the terminal scans, the characters
 * under it for its keypad. null: the card is being registered there.
 */
export function PosBarcode({ number }: { number: string | null }) {
  const t = useMessages(cardPageMessages);
  if (number === null) {
    return (
      <p className="pos-barcode pos-barcode--soon" role="status">
        {t('posSoon')}
      </p>
    );
  }
  const { bars, modules } = code128(number);
  return (
    <figure className="pos-barcode">
      <svg className="pos-barcode__bars" viewBox={`0 0 ${modules} 40`} preserveAspectRatio="none" role="img" aria-label={t('posBarcode', { number })}>
        <rect width={modules} height={40} fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} width={bar.width} height={40} fill="#000" />
        ))}
      </svg>
      <figcaption className="pos-barcode__number">
        <span className="sr-only">{t('posNumber')}</span>
        {grouped(number)}
      </figcaption>
    </figure>
  );
}

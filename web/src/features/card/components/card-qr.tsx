import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../lib/i18n';
import { cardPageMessages } from './card-page.messages';

/** The card's QR code (its holder page link, as in the emails; the counter's scanner reads the code from it), drawn locally. */
export function CardQr({ value, size }: { value: string; size: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const t = useMessages(cardPageMessages);

  useEffect(() => {
    let cancelled = false;
    // Loaded on demand so the QR encoder stays out of the first-load bundle.
    import('qrcode')
      .then((mod) =>
        (mod.default ?? mod).toDataURL(value, {
          width: size * 2,
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((dataUrl) => {
        if (!cancelled) setSrc(dataUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  return src ? (
    <img className="hc-qr__image" src={src} width={size} height={size} alt={t('qrAlt')} />
  ) : (
    <Skeleton width={size} height={size} radius={8} />
  );
}

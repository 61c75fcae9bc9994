import { useEffect, useRef, useState } from 'react';
import { useProductSiteUrl } from '../../../config/env';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../lib/i18n';
import { contactQrMessages } from './intro-video-modal.messages';

/**
 * QR code of the product site, drawn locally with the `qrcode` package (no outside service)
 * when the contact section comes near the screen: the page's first paint does not wait for it.
 */
export function ContactQr() {
  const t = useMessages(contactQrMessages);
  const url = useProductSiteUrl();
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = frame.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near || !url) return;
    let cancelled = false;
    // Loaded on demand so the QR encoder stays out of the first-load bundle.
    import('qrcode')
      .then((mod) => {
        // CommonJS package: depending on the bundler the API sits on the namespace or its default.
        const QRCode = mod.default ?? mod;
        return QRCode.toDataURL(url, { width: 360, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#17132b', light: '#ffffff' } });
      })
      .then((dataUrl) => {
        if (!cancelled) setSrc(dataUrl);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [url, near]);

  return (
    <figure className="contact-qr">
      <div className="contact-qr__frame" ref={frame}>
        {src ? (
          <img src={src} width={180} height={180} alt={t('alt', { url })} />
        ) : failed ? (
          <span className="contact-qr__fallback">{t('unavailable')}</span>
        ) : (
          // The shimmer only while the code is being drawn: an endless animation far below the fold costs every frame.
          near && <Skeleton width={180} height={180} radius={12} />
        )}
      </div>
      {url && <figcaption>{t.rich('scan', { site: url.replace(/^https?:\/\//, ''), link: (chunks) => <a href={url}>{chunks}</a> })}</figcaption>}
    </figure>
  );
}

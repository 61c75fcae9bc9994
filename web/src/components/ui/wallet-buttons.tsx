import { useMessages } from '../../lib/i18n';
import { noticesMessages } from './notices.messages';
/** Where a gift card's pass can be saved; a wallet without a URL (not configured) gets no button. */
interface WalletLinks {
  googleWalletUrl?: string | null;
  appleWalletUrl?: string | null;
}

/** The "Add to Google Wallet" and "Add to Apple Wallet" buttons (purchase success screen, holder's card page), styled by the caller's `className`. */
export function WalletButtons({ googleWalletUrl, appleWalletUrl, className }: WalletLinks & { className: string }) {
  const t = useMessages(noticesMessages);
  return (
    <>
      {googleWalletUrl && (
        <a className={className} href={googleWalletUrl} target="_blank" rel="noopener noreferrer">
          {t('addToGoogleWallet')}
        </a>
      )}
      {appleWalletUrl && (
        <a className={className} href={appleWalletUrl}>
          {t('addToAppleWallet')}
        </a>
      )}
    </>
  );
}

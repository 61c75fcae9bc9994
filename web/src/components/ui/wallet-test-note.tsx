import { useMessages } from '../../lib/i18n';
import { noticesMessages } from './notices.messages';
/** Beside wallet buttons whose passes are signed by the platform's local test keys (no real wallet keys configured). */
export function WalletTestNote({ className = '' }: { className?: string }) {
  const t = useMessages(noticesMessages);
  return <p className={`wallet-test-note ${className}`.trim()}>{t.rich('testPass', { strong: (chunks) => <strong>{chunks}</strong> })}</p>;
}

/** Beside wallet buttons whose passes are signed by the platform's local test keys (no real wallet keys configured). */
export function WalletTestNote({ className = '' }: { className?: string }) {
  return (
    <p className={`wallet-test-note ${className}`.trim()}>
      <strong>Test pass</strong>: signed with this platform's local test keys, so Apple Wallet and Google Wallet will not accept it.
    </p>
  );
}

import './suspended-bar.css';

/** Every admin page while the super admin has suspended the business, with the reason they gave. */
export function SuspendedBar({ reason }: { reason?: string }) {
  return (
    <div className="suspended-bar" role="status">
      <strong>Your business is suspended: selling is off.</strong>
      {reason && <> Reason: “{reason}”.</>} Your pages say you are not selling gift cards right now and checkouts are refused. Cards you already sold
      can still be redeemed. Contact Giftcard Vault to reinstate it.
    </div>
  );
}

import './suspended-bar.css';

/** Every admin page while the super admin has suspended the business. */
export function SuspendedBar() {
  return (
    <div className="suspended-bar" role="status">
      <strong>Your business is suspended: selling is off.</strong> Your pages say you are not selling gift cards right now and checkouts are refused.
      Cards you already sold can still be redeemed. Contact Giftcard Vault to reinstate it.
    </div>
  );
}

import { useDispatch, useSelector } from 'react-redux';
import type { AdminUser } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { selectSettings, settingsActions } from '../settings-slice';

/**
 * Test mode or live. Until live, every purchase is a test payment and every card a test card with no value; going
 * live needs Square credentials that Square confirmed (saved above). The other items are what a first sale needs.
 */
export function GoLiveCard({ user }: { user: AdminUser }) {
  const dispatch = useDispatch();
  const { mode } = useSelector(selectSettings);
  const verified = user.squareVerifiedAt !== null;
  const checklist = [
    {
      done: verified,
      text: 'Square credentials verified',
      hint: 'Save your application ID, location ID and access token above: Square confirms them.',
    },
    { done: Boolean(user.logoUrl), text: 'A logo', hint: 'Upload it in Business profile.' },
    { done: (mode.giftCardCount ?? 0) > 0, text: 'At least one gift card', hint: 'Create one under GiftCards.' },
    { done: (mode.testPurchases ?? 0) > 0, text: 'A test purchase done', hint: 'Buy a card on your public page with the test card number.' },
  ];

  return (
    <section className="card settings-card go-live" aria-labelledby="go-live-title">
      <h2 id="go-live-title" className="card__title">
        {user.testMode ? 'Go live' : 'Live'}
      </h2>
      {user.testMode ? (
        <>
          <p className="card__subtitle">
            Your business is in <strong>test mode</strong>: purchases are test payments and their cards have no value.
          </p>
          <ul className="go-live__checklist">
            {checklist.map((item) => (
              <li key={item.text} className={item.done ? 'go-live__item go-live__item--done' : 'go-live__item'}>
                <span className="go-live__tick" aria-hidden="true">
                  {item.done ? '✓' : '○'}
                </span>
                <span>
                  {item.text}
                  <span className="sr-only">{item.done ? ': done' : ': to do'}</span>
                  {!item.done && <span className="go-live__hint">{item.hint}</span>}
                </span>
              </li>
            ))}
          </ul>
          <BusyButton
            type="button"
            className="btn btn--gradient"
            busy={mode.pending}
            disabled={!verified}
            onClick={() => dispatch(settingsActions.switchModeRequest(true))}
          >
            Switch to live
          </BusyButton>
        </>
      ) : (
        <>
          <p className="card__subtitle">
            Your business is <strong>live</strong>: purchases are real payments to your Square account and their cards have value.
          </p>
          <p className="muted small">
            Back in test mode, new purchases are test payments again and their cards have no value; cards sold while live keep their value.
          </p>
          <BusyButton
            type="button"
            className="btn btn--secondary"
            busy={mode.pending}
            onClick={() => dispatch(settingsActions.switchModeRequest(false))}
          >
            Switch back to test mode
          </BusyButton>
        </>
      )}
      {mode.message && (
        <AlertBanner key={mode.message.id} tone={mode.message.tone} onDismiss={() => dispatch(settingsActions.dismissMessage('mode'))}>
          {mode.message.text}
        </AlertBanner>
      )}
    </section>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'wouter';
import type { AdminUser } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { selectSettings, settingsActions } from '../settings-slice';
import { LOGO_BUTTON } from './business-profile-card';
import { SQUARE_FIRST_FIELD } from './square-credentials-card';

const GO_LIVE_SENTENCE =
  'Switch to live? New purchases become real payments to your Square account and their cards have value; your page stops saying “Test mode”. Cards sold in test mode stay test cards.';

/** A checklist step on this page: brings its control into view and puts the cursor there. */
function FieldLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      className="go-live__fix"
      href={`#${target}`}
      onClick={(event) => {
        const control = document.getElementById(target);
        if (!control) return;
        event.preventDefault();
        control.scrollIntoView({ block: 'center', behavior: 'smooth' });
        control.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}

/**
 * Test mode or live. Until live, every purchase is a test payment and every card a test card with no value; going
 * live needs Square credentials that Square confirmed (saved above). The other items are what a first sale needs.
 */
export function GoLiveCard({ user }: { user: AdminUser }) {
  const dispatch = useDispatch();
  const { mode } = useSelector(selectSettings);
  const [confirming, setConfirming] = useState(false);
  const verified = user.squareVerifiedAt !== null;
  // Once the switch has gone through (or failed), the question is answered.
  useEffect(() => {
    if (!mode.pending) setConfirming(false);
  }, [mode.pending]);
  const checklist = [
    {
      done: verified,
      text: 'Square credentials verified',
      hint: <FieldLink target={SQUARE_FIRST_FIELD}>Enter your Square application ID, location ID and access token</FieldLink>,
    },
    { done: Boolean(user.logoUrl), text: 'A logo', hint: <FieldLink target={LOGO_BUTTON}>Upload a logo</FieldLink> },
    {
      done: (mode.giftCardCount ?? 0) > 0,
      text: 'At least one gift card',
      hint: (
        <Link className="go-live__fix" href={paths.admin.giftCards.getHref()}>
          Create a gift card
        </Link>
      ),
    },
    {
      done: (mode.testPurchases ?? 0) > 0,
      text: 'A test purchase done',
      hint: (
        <a className="go-live__fix" href={paths.businessGiftCards.getHref(user.businessSlug)} target="_blank" rel="noreferrer">
          Buy a card on your page with the test card number ↗
        </a>
      ),
    },
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
          {confirming ? (
            <ConfirmStep
              sentence={GO_LIVE_SENTENCE}
              confirmLabel="Go live"
              busy={mode.pending}
              onConfirm={() => dispatch(settingsActions.switchModeRequest(true))}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <BusyButton type="button" className="btn btn--gradient" busy={mode.pending} disabled={!verified} onClick={() => setConfirming(true)}>
              Switch to live
            </BusyButton>
          )}
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

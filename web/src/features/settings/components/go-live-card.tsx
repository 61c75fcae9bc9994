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
import { useMessages } from '../../../lib/i18n';
import { goLiveMessages } from './go-live-card.messages';

/** The checklist's marks: symbols, the same in every language. */
const TICK = { done: '✓', toDo: '○' };

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

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
  const t = useMessages(goLiveMessages);
  const verified = user.squareVerifiedAt !== null;
  // Once the switch has gone through (or failed), the question is answered.
  useEffect(() => {
    if (!mode.pending) setConfirming(false);
  }, [mode.pending]);
  const checklist = [
    {
      done: verified,
      key: 'square',
      text: t('squareVerified'),
      hint: <FieldLink target={SQUARE_FIRST_FIELD}>{t('squareFix')}</FieldLink>,
    },
    { key: 'logo', done: Boolean(user.logoUrl), text: t('logo'), hint: <FieldLink target={LOGO_BUTTON}>{t('logoFix')}</FieldLink> },
    {
      done: (mode.giftCardCount ?? 0) > 0,
      key: 'giftCard',
      text: t('giftCard'),
      hint: (
        <Link className="go-live__fix" href={paths.admin.giftCards.getHref()}>
          {t('giftCardFix')}
        </Link>
      ),
    },
    {
      done: (mode.testPurchases ?? 0) > 0,
      key: 'testPurchase',
      text: t('testPurchase'),
      hint: (
        <a className="go-live__fix" href={paths.businessGiftCards.getHref(user.businessSlug)} target="_blank" rel="noreferrer">
          {t('testPurchaseFix')}
        </a>
      ),
    },
  ];

  return (
    <section className="card settings-card go-live" aria-labelledby="go-live-title">
      <h2 id="go-live-title" className="card__title">
        {user.testMode ? t('goLive') : t('live')}
      </h2>
      {user.testMode ? (
        <>
          <p className="card__subtitle">{t.rich('testModeText', { b: bold })}</p>
          <ul className="go-live__checklist">
            {checklist.map((item) => (
              <li key={item.key} className={item.done ? 'go-live__item go-live__item--done' : 'go-live__item'}>
                <span className="go-live__tick" aria-hidden="true">
                  {item.done ? TICK.done : TICK.toDo}
                </span>
                <span>
                  {item.text}
                  <span className="sr-only">{item.done ? t('done') : t('toDo')}</span>
                  {!item.done && <span className="go-live__hint">{item.hint}</span>}
                </span>
              </li>
            ))}
          </ul>
          {confirming ? (
            <ConfirmStep
              sentence={t('confirmSentence')}
              confirmLabel={t('goLive')}
              busy={mode.pending}
              onConfirm={() => dispatch(settingsActions.switchModeRequest(true))}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <BusyButton type="button" className="btn btn--gradient" busy={mode.pending} disabled={!verified} onClick={() => setConfirming(true)}>
              {t('switchToLive')}
            </BusyButton>
          )}
        </>
      ) : (
        <>
          <p className="card__subtitle">{t.rich('liveText', { b: bold })}</p>
          <p className="muted small">{t('backToTestText')}</p>
          <BusyButton
            type="button"
            className="btn btn--secondary"
            busy={mode.pending}
            onClick={() => dispatch(settingsActions.switchModeRequest(false))}
          >
            {t('switchToTest')}
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

import { MoneyCell, Table, type Column } from '../../../components/ui/table';
import { MeterBar } from '../../../components/ui/meter-bar';
import { useEffect, useState, type FormEvent } from 'react';
import {
  CASH_OUT_MESSAGES,
  describeWindow,
  notRedeemableMessages,
  redeemMessages,
  UNCLAIMED_MESSAGES,
  type CodeChannel,
  type CounterPurpose,
  type ScannedGiftCard,
} from '@gv/proto';
import { Modal } from '../../../components/ui/modal';
import { FormField } from '../../../components/ui/form-field';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { Spinner } from '../../../components/ui/spinner';
import { BusyButton } from '../../../components/ui/busy-button';
import { TestCardMark } from '../../../components/ui/test-mode';
import { formatCalendarDate, useBusinessDates } from '../../../lib/format-date';
import { holderEmailOf, holderNameOf } from '../holder';
import { CashOutStep } from './cash-out-step';
import { OtpInput } from './otp-input';
import { PinKeypad } from './pin-keypad';
import { SettledCard } from './settled-card';
import { useMoney } from '../../../lib/currency';
import { useStateFor } from '../../../lib/use-state-for';
import { useLocale, useMessages } from '../../../lib/i18n';
import { detailsMessages } from './redeem-details.messages';

const ALERT_SIGN = '!';

interface RedeemDetailsModalProps {
  scanned: ScannedGiftCard;
  /** The amount the last OTP was sent for, once one was sent. */
  otpSentFor: number | null;
  /** What that OTP confirms: a redemption, or the cash-out on offer. */
  otpPurpose: CounterPurpose;
  sending: boolean;
  redeeming: boolean;
  redeemed: boolean;
  /** Sends the holder a code for the amount, by email or by text. */
  onSendOtp: (amount: number, channel: CodeChannel) => void;
  onRedeem: (amount: number, otp: string) => void;
  /** Redeems the amount with the holder's PIN instead of a code. */
  onRedeemWithPin: (amount: number, pin: string) => void;
  /** Dollars the holder may take in cash now (the card's law allows it); null: none offered. */
  cashOut: number | null;
  cashingOut: boolean;
  /** Sends the holder a code for the cash-out on offer. */
  onSendCashOutOtp: (amount: number) => void;
  /** Pays the cash-out out, with the holder's code for it (after the clerk confirmed). */
  onCashOut: (otp: string) => void;
  /** Dollars just paid out in cash; null: none. */
  cashedOut: number | null;
  /** Closes these details for the next card (shown once nothing is left to redeem). */
  onScanNext: () => void;
  onClose: () => void;
  /** Opens the card's after-sale actions (refund, adjust, void…) instead of these details; none for a clerk. */
  onManage?: () => void;
}

/** How the holder confirms (decision 0073): a code by email or by text, or their PIN; the scan says which this card allows. */
type ConfirmWay = CodeChannel | 'pin';
const CONFIRM_WAYS = [
  { id: 'email', key: 'wayEmail' },
  { id: 'sms', key: 'waySms' },
  { id: 'pin', key: 'wayPin' },
] as const satisfies readonly { id: ConfirmWay; key: string }[];

/** Spec §9: the progress total when a card's value is unknown. */
const DEFAULT_PROGRESS_TOTAL = 1000;

/** The scanned card, its holder, balance and history; the amount, Send OTP, the holder's code and Redeem. */
export function RedeemDetailsModal(props: RedeemDetailsModalProps) {
  const money = useMoney();
  const t = useMessages(detailsMessages);
  const counter = useMessages(redeemMessages);
  const notRedeemable = useMessages(notRedeemableMessages);
  const locale = useLocale();
  const dates = useBusinessDates();
  const {
    scanned,
    otpSentFor,
    otpPurpose,
    sending,
    redeeming,
    redeemed,
    onSendOtp,
    onRedeem,
    onRedeemWithPin,
    cashOut,
    cashingOut,
    onSendCashOutOtp,
    onCashOut,
    cashedOut,
    onScanNext,
    onClose,
    onManage,
  } = props;
  const { giftCard } = scanned;
  const buyer = scanned.buyers[0];
  const [amount, setAmount] = useState('');
  // A new code is needed for another amount or purpose: what was typed belongs to the code it was typed for.
  const [otp, setOtp] = useStateFor(`${otpPurpose} ${otpSentFor}`, '');
  const [pin, setPin] = useState('');
  const ways = CONFIRM_WAYS.filter(({ id }) => scanned.verification[id]).map(({ id, key }) => ({ id, label: t(key) }));
  const historyColumns: readonly Column[] = [t('colDate'), t('colRedeemed'), t('colRemaining')];
  const [way, setWay] = useState<ConfirmWay>('email');
  const escheated =
    giftCard.escheated && giftCard.paidBalance + giftCard.bonusBalance === 0
      ? `${giftCard.escheated.message} ${UNCLAIMED_MESSAGES.claimAt(giftCard.escheated.claimUrl)}`
      : null;
  const blocked =
    escheated ?? (giftCard.status === 'expired' ? counter('cardExpired') : giftCard.status !== 'active' ? notRedeemable(giftCard.status) : null);
  const total = giftCard.amount || DEFAULT_PROGRESS_TOTAL;
  const holderEmail = holderEmailOf(buyer);
  // Cashed out, or nothing left: the card is settled, there is nothing to redeem.
  const settled = !blocked && (cashedOut !== null || buyer.remainingBalance === 0);

  const cashOutCodeSent = otpPurpose === 'cash-out' && otpSentFor !== null;

  // A finished redemption starts the form afresh.
  useEffect(() => {
    if (!redeemed) return;
    setAmount('');
    setPin('');
  }, [redeemed]);

  const amountAsked = amount.trim() === '' ? NaN : Number(amount);
  const sendOtp = (event: FormEvent) => {
    event.preventDefault();
    if (way !== 'pin') onSendOtp(amountAsked, way);
  };
  const redeem = (event: FormEvent) => {
    event.preventDefault();
    onRedeem(otpSentFor ?? NaN, otp.trim());
  };

  return (
    <Modal open title={t('title')} onClose={onClose} size="lg" className="redeem-details">
      {giftCard.testCard && <TestCardMark counter />}
      <div className="redeem-details__summary">
        <div className="redeem-details__card">
          <p className="redeem-details__name">{giftCard.giftCardName}</p>
          <p className="muted small">
            {t('valueLine', {
              value: money.format(giftCard.amount),
              paidExpiry: giftCard.paidExpiresOn ? formatCalendarDate(giftCard.paidExpiresOn) : 'none',
            })}
            {giftCard.bonusExpiresOn && t('bonusLine', { date: formatCalendarDate(giftCard.bonusExpiresOn) })}
          </p>
          {giftCard.redemptionWindow && (
            <p className="muted small">{t('redeemable', { window: describeWindow(giftCard.redemptionWindow.window, locale) })}</p>
          )}
          <p className="redeem-details__code" aria-label={t('codeLabel')}>
            {buyer.qrCode.uniqueCode}
          </p>
        </div>
        <div className="redeem-details__balance">
          <span className="muted small">{t('remaining')}</span>
          <strong data-testid="remaining-balance">{money.format(buyer.remainingBalance)}</strong>
          <MeterBar label={t('balanceLeft')} value={buyer.remainingBalance} max={total} />
          {!settled && <span className="muted small">{t('used', { amount: money.format(buyer.usedAmount) })}</span>}
          {cashOut !== null && !cashOutCodeSent && (
            <BusyButton type="button" className="btn btn--secondary btn--sm" busy={sending} onClick={() => onSendCashOutOtp(cashOut)}>
              {CASH_OUT_MESSAGES.offer(money.toMinor(cashOut), money.currency, locale)}
            </BusyButton>
          )}
        </div>
      </div>

      <dl className="redeem-details__people">
        <div>
          <dt>{t('boughtBy')}</dt>
          <dd>
            {t.rich('boughtOn', {
              name: buyer.name,
              email: buyer.email,
              date: formatCalendarDate(buyer.purchaseDate),
              muted: (chunks) => <span className="muted">{chunks}</span>,
            })}
          </dd>
        </div>
        {buyer.giftInfo && (
          <div>
            <dt>{t('giftFor')}</dt>
            <dd>
              {t.rich('recipient', {
                name: buyer.giftInfo.recipientName,
                email: buyer.giftInfo.recipientEmail,
                muted: (chunks) => <span className="muted">{chunks}</span>,
              })}
            </dd>
          </div>
        )}
      </dl>
      {onManage && (
        <button type="button" className="btn btn--secondary btn--sm redeem-details__manage" onClick={onManage}>
          {t('manage')}
        </button>
      )}

      {!blocked && !settled && giftCard.redemptionWindow?.refusal && (
        <div className="alert alert--warning" role="alert">
          <span className="alert__icon" aria-hidden="true">
            {ALERT_SIGN}
          </span>
          <div className="alert__text">{giftCard.redemptionWindow.refusal}</div>
        </div>
      )}
      {settled ? (
        <SettledCard cashedOut={cashedOut} onScanNext={onScanNext} />
      ) : cashOutCodeSent && cashOut !== null ? (
        <CashOutStep
          amount={cashOut}
          cardName={giftCard.giftCardName}
          cardCode={buyer.qrCode.uniqueCode}
          holder={t('holderAt', { name: holderNameOf(buyer), email: holderEmail })}
          paying={cashingOut}
          onPay={onCashOut}
        />
      ) : blocked ? (
        <div className="alert alert--warning" role="alert">
          <span className="alert__icon" aria-hidden="true">
            {ALERT_SIGN}
          </span>
          <div className="alert__text">{blocked}</div>
        </div>
      ) : (
        <div className="redeem-details__forms">
          {ways.length > 1 && (
            <div className="redeem-details__ways">
              <span className="muted small">{t('confirmsWith')}</span>
              <SegmentedToggle label={t('confirmsWith')} options={ways} value={way} onChange={setWay} />
            </div>
          )}
          <form className="redeem-details__step" onSubmit={sendOtp} noValidate>
            <FormField
              id="redeem-amount"
              label={t('amountLabel')}
              hint={
                way === 'pin'
                  ? t('hintPin', { name: holderNameOf(buyer) })
                  : way === 'sms'
                    ? t('hintSms', { name: holderNameOf(buyer) })
                    : t('hintEmail', { name: holderNameOf(buyer), email: holderEmail })
              }
            >
              {(control) => (
                <div className="redeem-details__row">
                  <div className="redeem-details__money">
                    <span aria-hidden="true">{money.symbol}</span>
                    <input
                      {...control}
                      className="input"
                      type="number"
                      inputMode={money.inputMode}
                      min={money.step}
                      step={money.step}
                      max={buyer.remainingBalance}
                      placeholder={(0).toFixed(money.digits)}
                      value={amount}
                      onChange={(event) => setAmount(event.target.value)}
                      disabled={redeeming}
                    />
                  </div>
                  {way !== 'pin' && (
                    <button type="submit" className="btn btn--secondary" disabled={sending || redeeming}>
                      {sending && <Spinner />} {otpSentFor === null ? t('sendOtp') : t('sendNewOtp')}
                    </button>
                  )}
                </div>
              )}
            </FormField>
          </form>

          {way === 'pin' && (
            <PinKeypad
              pin={pin}
              onChange={setPin}
              action={Number.isFinite(amountAsked) && amountAsked > 0 ? t('redeemAmount', { amount: money.format(amountAsked) }) : t('redeem')}
              busy={redeeming}
              onSubmit={() => onRedeemWithPin(amountAsked, pin)}
            />
          )}

          {way !== 'pin' && otpSentFor !== null && otpPurpose === 'redeem' && (
            <form className="redeem-details__step" onSubmit={redeem} noValidate>
              <FormField id="redeem-otp" label={t('otpFor', { amount: money.format(otpSentFor) })}>
                {(control) => (
                  <div className="redeem-details__row">
                    <OtpInput control={control} value={otp} onChange={setOtp} />
                    <button type="submit" className="btn btn--gradient" disabled={redeeming}>
                      {redeeming && <Spinner />} {t('redeemAmount', { amount: money.format(otpSentFor) })}
                    </button>
                  </div>
                )}
              </FormField>
            </form>
          )}
        </div>
      )}

      <section className="redeem-details__history" aria-labelledby="redeem-history-title">
        <h3 id="redeem-history-title">{t('historyTitle')}</h3>
        {buyer.redemptionHistory.length === 0 ? (
          <p className="muted small">{t('noHistory')}</p>
        ) : (
          <Table wrap columns={historyColumns} className="data-table">
            {[...buyer.redemptionHistory].reverse().map((entry) => (
              <tr key={entry.redemptionDate + entry.remainingAmount}>
                <td data-label={t('colDate')}>{dates.dateTime(entry.redemptionDate)}</td>
                <td data-label={t('colRedeemed')}>
                  {entry.cashOut ? t('paidOutInCash', { amount: money.format(entry.redeemedAmount) }) : money.format(entry.redeemedAmount)}
                </td>
                <MoneyCell label={t('colRemaining')} dollars={entry.remainingAmount} />
              </tr>
            ))}
          </Table>
        )}
      </section>
    </Modal>
  );
}

import { useParams } from 'wouter';
import { Fact } from '../../../components/ui/fact';
import { describeWindow, type CatalogKey, type HolderCardAnswer, type HolderMoveKind } from '@gv/proto';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table } from '../../../components/ui/table';
import { WalletButtons } from '../../../components/ui/wallet-buttons';
import { WalletTestNote } from '../../../components/ui/wallet-test-note';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatZonedDateTime } from '../../../lib/format-date';
import { useHolderCard } from '../holder-card-state';
import { cardFace, useCardType } from '../use-card-type';
import { HolderCodePage } from './holder-code-page';
import { CardQr } from './card-qr';
import { PosBarcode } from './pos-barcode';
import { UsableAtLine } from './usable-at-line';
import { ResendCardButton } from './resend-card-button';
import { CounterConfirmation, spendHint } from './counter-confirmation';
import { CardFaceBusiness } from './card-face-business';
import { AddValue } from './add-value';
import './card-page.css';
import { TestCardMark } from '../../../components/ui/test-mode';
import { useMoney } from '../../../lib/currency';
import { useLocale, useMessages, type Translate } from '../../../lib/i18n';
import { cardPageMessages } from './card-page.messages';
import { counterConfirmationMessages } from './counter-confirmation.messages';

type CardPageKey = CatalogKey<typeof cardPageMessages>;

/** Before the value a move took off. */
const MINUS = '−';

/** Each move of the card's history, as its holder reads it. */
const MOVE_KEYS: Record<HolderMoveKind, CardPageKey> = {
  redeemed: 'moveRedeemed',
  'cashed-out': 'moveCashedOut',
  'bonus-expired': 'moveBonusExpired',
  refunded: 'moveRefunded',
};

/** What the page says of a card that cannot be spent, by its state. */
const NOTICE_KEYS: Record<Exclude<HolderCardAnswer['giftCard']['status'], 'active'>, CardPageKey> = {
  void: 'noticeVoid',
  on_hold: 'noticeOnHold',
  refunded: 'noticeRefunded',
  replaced: 'noticeReplaced',
  expired: 'noticeExpired',
};

/** A card the business ended: no code to show at the counter, only why (its notice). */
const ENDED: ReadonlySet<HolderCardAnswer['giftCard']['status']> = new Set(['void', 'refunded', 'replaced']);

/** /card/{code}: the holder's gift card, from its email link or QR. The code is the only key; nothing about the buyer. */
export function CardPage() {
  const { code = '' } = useParams();
  const holder = useHolderCard(code);
  const { data } = holder;
  const t = useMessages(cardPageMessages);
  useDocumentMeta({
    title: data ? t('documentTitle', { cardName: data.giftCard.giftCardName, businessName: data.business.name }) : t('documentTitleDefault'),
  });

  return (
    <HolderCodePage block="hc-page" headerClassName="no-print" holder={holder} loading={<CardLoading />}>
      {(data) => <HolderCard data={data} />}
    </HolderCodePage>
  );
}

function HolderCard({ data }: { data: HolderCardAnswer }) {
  const money = useMoney();
  const t = useMessages(cardPageMessages);
  const counter = useMessages(counterConfirmationMessages);
  const locale = useLocale();
  const { business, giftCard } = data;
  const notice = cardNotice(giftCard, t);
  const cardType = useCardType(giftCard.giftCardId);
  if (giftCard.status === 'replaced') return <MovedCard data={data} />;
  return (
    <article className={ENDED.has(giftCard.status) ? 'hc hc--ended' : 'hc'} aria-labelledby="hc-title">
      <section {...cardFace('hc-face', cardType)} aria-label={t('giftCard')}>
        <CardFaceBusiness block="hc-face" logoSize={40} business={business} />
        {giftCard.testCard && <TestCardMark />}
        <h1 id="hc-title" className="hc-face__name">
          {giftCard.giftCardName}
        </h1>
        <div className="hc-face__balance">
          <span className="hc-face__label">{t('balance')}</span>
          <strong className="hc-face__amount">{money.format(giftCard.remainingBalance)}</strong>
        </div>
        <dl className="hc-face__facts">
          <Fact term={t('value')}>{money.format(giftCard.amount)}</Fact>
        </dl>
        <UsableAtLine cardType={cardType} />
        {giftCard.redemptionWindow && (
          <p className="hc-face__window">{t('redeemable', { window: describeWindow(giftCard.redemptionWindow, locale) })}</p>
        )}
        {notice && (
          <p className="hc-face__notice" role="status">
            {notice}
          </p>
        )}
      </section>

      {!ENDED.has(giftCard.status) && (
        <section className="hc-qr" aria-label={t('codeSection')}>
          <CardQr value={data.saveUrl} size={200} />
          <p className="hc-qr__code">
            <span className="sr-only">{t('codeLabel')}</span>
            {data.uniqueCode}
          </p>
          <p className="hc-qr__hint">{spendHint(data.verification, counter)}</p>
          {giftCard.posNumber !== undefined && <PosBarcode number={giftCard.posNumber} />}
        </section>
      )}

      <div className="hc-actions no-print">
        <AddValue data={data} />
        <WalletButtons googleWalletUrl={data.googleWalletUrl} appleWalletUrl={data.appleWalletUrl} className="btn hc-wallet" />
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          <Icon name="printer" size={18} /> {t('print')}
        </button>
      </div>
      {data.testPass && <WalletTestNote className="no-print" />}
      <ResendCardButton code={data.uniqueCode} />
      {giftCard.status === 'active' && <CounterConfirmation code={data.uniqueCode} verification={data.verification} />}

      {giftCard.disclosure.length > 0 && (
        <section className="hc-terms" aria-label={t('terms')}>
          {giftCard.disclosure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      )}

      <section className="hc-history" aria-labelledby="hc-history-title">
        <h2 id="hc-history-title">{t('history')}</h2>
        {giftCard.redemptionHistory.length === 0 ? (
          <p className="hc-history__empty">{t('historyEmpty')}</p>
        ) : (
          <Table columns={[t('columnWhat'), t('columnAmount'), t('columnBalance')]} className="hc-history__table">
            {giftCard.redemptionHistory.map((entry) => (
              <tr key={entry.redemptionDate + entry.kind + entry.remainingAmount}>
                <td>
                  {t(MOVE_KEYS[entry.kind])}
                  <span className="hc-history__when">
                    <time dateTime={entry.redemptionDate}>{formatZonedDateTime(entry.redemptionDate, business.timeZone)}</time>
                  </span>
                </td>
                <td className="money">
                  {MINUS}
                  {money.format(entry.redeemedAmount)}
                </td>
                <td className="money">{money.format(entry.remainingAmount)}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </article>
  );
}

/** A code the card moved away from (the gift went to a new recipient): nothing here to show, spend or save. */
function MovedCard({ data }: { data: HolderCardAnswer }) {
  const t = useMessages(cardPageMessages);
  return (
    <article className="hc hc--moved" aria-labelledby="hc-title">
      <section className="hc-face" aria-label={t('giftCard')}>
        <CardFaceBusiness block="hc-face" logoSize={40} business={data.business} />
        <h1 id="hc-title" className="hc-face__name">
          {data.giftCard.giftCardName}
        </h1>
        <p className="hc-face__notice" role="status">
          {t('noticeReplaced')}
        </p>
      </section>
    </article>
  );
}

/** Why a card cannot be spent, if it cannot. */
function cardNotice(giftCard: HolderCardAnswer['giftCard'], t: Translate<CardPageKey>): string | null {
  if (giftCard.status !== 'active') return t(NOTICE_KEYS[giftCard.status]);
  // A live business's counter refuses it; in test mode it is spent only to rehearse.
  if (giftCard.testCard) return t('noticeTestCard');
  if (giftCard.remainingBalance === 0) return t('noticeUsedUp');
  return null;
}

function CardLoading() {
  const t = useMessages(cardPageMessages);
  return (
    <div className="hc" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={260} radius={20} />
      <Skeleton height={260} radius={20} />
    </div>
  );
}

import { type AnimationEvent, useLayoutEffect, useRef, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { type HolderCardAnswer } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { TestCardMark } from '../../../components/ui/test-mode';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useHolderCard } from '../holder-card-state';
import { cardFace, useCardType } from '../use-card-type';
import { CardFaceBusiness } from './card-face-business';
import { HolderCodePage } from './holder-code-page';
import './gift-reveal-page.css';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { giftRevealMessages } from './gift-reveal-page.messages';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * /card/{code}/reveal, where a gift's email leads its recipient: the card comes out of its wrapped envelope with the
 * giver's name and message, then one link to the holder page. Drawn in the browser only; the code is its only key.
 */
export function GiftRevealPage() {
  const { code = '' } = useParams();
  const holder = useHolderCard(code);
  const from = holder.data?.gift?.fromName;
  const t = useMessages(giftRevealMessages);
  useDocumentMeta({ title: from ? t('documentTitle', { from }) : t('documentTitleDefault') });

  return (
    <HolderCodePage
      block="gr-page"
      holder={holder}
      loading={
        <div className="gr" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={240} radius={20} />
        </div>
      }
    >
      {/* A code the card moved away from has nothing to unwrap: its holder page says where the card went. */}
      {(data) => (data.giftCard.status === 'replaced' ? <Redirect to={paths.card.getHref(code)} replace /> : <GiftReveal data={data} />)}
    </HolderCodePage>
  );
}

function GiftReveal({ data }: { data: HolderCardAnswer }) {
  const money = useMoney();
  const t = useMessages(giftRevealMessages);
  const { business, giftCard, gift } = data;
  // Read once: with reduced motion the card and message stand there from the start, and nothing moves.
  const [still] = useState(() => window.matchMedia(REDUCED_MOTION).matches);
  const [revealed, setRevealed] = useState(still);
  const next = useRef<HTMLAnchorElement>(null);
  const cardType = useCardType(giftCard.giftCardId);

  // Once everything is shown, the one thing to do next has the keyboard.
  useLayoutEffect(() => {
    if (revealed) next.current?.focus();
  }, [revealed]);

  const onLastAnimationEnd = (event: AnimationEvent) => {
    if (event.target === event.currentTarget) setRevealed(true);
  };
  const message = gift?.message ?? '';

  return (
    <article className={`gr${still ? ' gr--still' : ''}`} aria-labelledby="gr-title">
      <h1 id="gr-title" className="gr__title">
        {gift
          ? t.rich('sentYouAGift', { from: gift.fromName, highlight: (chunks) => <span className="text-gradient">{chunks}</span> })
          : t('yourGiftCard')}
      </h1>

      <div className="gr-stage">
        <div className="gr-sparkles" aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <span key={i} className="gr-sparkles__bit" style={{ ['--i' as string]: i }} />
          ))}
        </div>
        <section {...cardFace('gr-card', cardType)} aria-label={t('giftCard')}>
          <CardFaceBusiness block="gr-card" logoSize={36} business={business} />
          {giftCard.testCard && <TestCardMark />}
          <p className="gr-card__name">{giftCard.giftCardName}</p>
          <p className="gr-card__value">
            <span className="sr-only">{t('value')}</span>
            {money.format(giftCard.amount)}
          </p>
        </section>
        <Envelope />
      </div>

      {gift && (
        <figure className="gr-message">
          {message && (
            <blockquote className="gr-message__text">
              <p>{message}</p>
            </blockquote>
          )}
          <figcaption className="gr-message__from">{t('from', { from: gift.fromName })}</figcaption>
        </figure>
      )}

      <div className="gr-next" onAnimationEnd={onLastAnimationEnd}>
        <Link ref={next} to={paths.card.getHref(data.uniqueCode)} className="btn btn--gradient gr-next__button">
          {t('seeCard')}
        </Link>
        <p className="gr-next__hint">{t('nextHint')}</p>
      </div>
    </article>
  );
}

/** The wrapping: an envelope tied with a ribbon, over the card until it opens. Decoration only. */
function Envelope() {
  return (
    <div className="gr-envelope" aria-hidden="true">
      <div className="gr-envelope__back" />
      <div className="gr-envelope__front" />
      <div className="gr-envelope__flap" />
      <div className="gr-ribbon">
        <div className="gr-ribbon__knotted">
          <span className="gr-ribbon__band gr-ribbon__band--across" />
          <span className="gr-ribbon__band gr-ribbon__band--down" />
          <span className="gr-ribbon__bow">
            <span className="gr-ribbon__loop gr-ribbon__loop--left" />
            <span className="gr-ribbon__loop gr-ribbon__loop--right" />
            <span className="gr-ribbon__knot" />
          </span>
        </div>
      </div>
    </div>
  );
}

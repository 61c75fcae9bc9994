import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { storefrontMessages } from './storefront.messages';

const QUESTION = '?';

/** Shown for /{businessSlug}/giftcards when no business has that slug. */
export function BusinessNotFound({ slug }: { slug: string }) {
  const t = useMessages(storefrontMessages);
  return (
    <div className="sf-not-found">
      <div className="icon-tile sf-not-found__art" aria-hidden="true">
        <Icon name="store" size={44} />
        <span className="sf-not-found__q">{QUESTION}</span>
      </div>
      <h1 className="sf-not-found__title">{t('notFoundTitle')}</h1>
      <p className="sf-not-found__text">{t.rich('notFoundText', { slug, code: (chunks) => <code>{chunks}</code> })}</p>
      <Link to={paths.explore.getHref()} className="btn btn--gradient btn--lg">
        {t('exploreAll')}
      </Link>
    </div>
  );
}

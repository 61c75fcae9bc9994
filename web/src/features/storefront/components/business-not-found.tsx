import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';

/** Shown for /{businessSlug}/giftcards when no business has that slug. */
export function BusinessNotFound({ slug }: { slug: string }) {
  return (
    <div className="sf-not-found">
      <div className="icon-tile sf-not-found__art" aria-hidden="true">
        <Icon name="store" size={44} />
        <span className="sf-not-found__q">?</span>
      </div>
      <h1 className="sf-not-found__title">We couldn't find that business</h1>
      <p className="sf-not-found__text">
        There's no business at <code>/{slug}</code>. The link may be mistyped, or the business may have moved.
      </p>
      <Link to={paths.explore.getHref()} className="btn btn--gradient btn--lg">
        Explore all gift cards
      </Link>
    </div>
  );
}

import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

/** The product's name, the same in every language. */
const [BRAND_FIRST, BRAND_LAST] = ['Giftcard', 'Vault'];

/** Gift-box mark plus the product name; links home. */
export function BrandLogo({ to = paths.home.getHref(), compact = false }: { to?: string; compact?: boolean }) {
  const t = useMessages(controlsMessages);
  return (
    <Link to={to} className="brand" aria-label={t('homeLink')}>
      <svg className="brand__mark" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <defs>
          <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect x="4" y="12" width="56" height="40" rx="9" fill="url(#brand-g)" />
        <rect x="28" y="12" width="8" height="40" fill="#fde68a" />
        <rect x="4" y="28" width="56" height="8" fill="#fde68a" />
        <circle cx="32" cy="32" r="6" fill="#f59e0b" />
      </svg>
      {!compact && (
        <span className="brand__name">
          {BRAND_FIRST} <strong>{BRAND_LAST}</strong>
        </span>
      )}
    </Link>
  );
}

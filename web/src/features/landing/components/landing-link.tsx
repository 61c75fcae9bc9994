import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { linkMessages } from './landing-page.messages';

const TARGETS = { register: paths.register, explore: paths.explore, signIn: paths.login } as const;

/** A button to one of the landing page's ways on (register, explore the cards, sign in), offered in several places. */
export function LandingLink({ to, className, onClick }: { to: keyof typeof TARGETS; className: string; onClick?: () => void }) {
  const t = useMessages(linkMessages);
  return (
    <Link to={TARGETS[to].getHref()} className={className} onClick={onClick}>
      {t(to)}
    </Link>
  );
}

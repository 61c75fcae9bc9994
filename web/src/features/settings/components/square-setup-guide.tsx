import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { squareMessages } from './square.messages';

const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const link = (chunks: ReactNode[]) => (
  <a href="https://developer.squareup.com/apps" target="_blank" rel="noreferrer">
    {chunks}
  </a>
);

/** Collapsible help: where the Square credentials live in the Square Developer dashboard. */
export function SquareSetupGuide() {
  const t = useMessages(squareMessages);
  return (
    <details className="setup-guide">
      <summary>
        <Icon name="book" size={18} /> {t('guide')}
      </summary>
      <ol>
        <li>{t.rich('guideSignIn', { link })}</li>
        <li>{t('guideCreate')}</li>
        <li>{t.rich('guideMode', { b })}</li>
        <li>{t.rich('guideCredentials', { b })}</li>
        <li>{t.rich('guideLocations', { b })}</li>
        <li>{t.rich('guidePaste', { b })}</li>
      </ol>
      <p className="setup-guide__note">{t('guideNote')}</p>
    </details>
  );
}

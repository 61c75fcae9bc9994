import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMessages } from '../../../lib/i18n';
import { secretMessages } from './developers-page.messages';

interface ShownOnceSecretProps {
  titleId: string;
  title: string;
  /** Why to copy it now: the server never shows it again. */
  warning: string;
  /** Names the secret for screen readers. */
  label: string;
  secret: string;
  /** The copy button's text; without it, no copy button. */
  copyLabel?: string;
  onDone: () => void;
}

/** A secret just made (an API key, a webhook's signing secret), shown this once with its warning. */
export function ShownOnceSecret({ titleId, title, warning, label, secret, copyLabel, onDone }: ShownOnceSecretProps) {
  const t = useMessages(secretMessages);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <TitledCard titleId={titleId} title={title} className="developers-card developers-made">
      <AlertBanner tone="warning">{warning}</AlertBanner>
      <code className="developers-made__key" aria-label={label}>
        {secret}
      </code>
      <div className="developers-made__actions">
        {copyLabel && (
          <button type="button" className="btn btn--secondary" onClick={() => void copy()}>
            {copied ? t('copied') : copyLabel}
          </button>
        )}
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {t('done')}
        </button>
      </div>
    </TitledCard>
  );
}

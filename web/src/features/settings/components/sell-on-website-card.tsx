import { useEffect, useState, type FormEvent } from 'react';
import type { AdminUser } from '@gv/proto';
import { BusyButton } from '../../../components/ui/busy-button';
import { useCopyNotice } from '../../../components/ui/copy-notice';
import { FormField } from '../../../components/ui/form-field';
import { TitledCard } from '../../../components/ui/titled-card';
import { OperationMessage } from './operation-message';
import { useSettingsPart } from './use-settings-part';
import { useMessages } from '../../../lib/i18n';
import { accountMessages } from './account.messages';

/** The button's colour unless the owner picks theirs: the app's own purple. */
const DEFAULT_COLOR = '#6d28d9';

/** An address as the websites field wants it: a URL, the same in every language. */
const EXAMPLE_WEBSITE = 'https://www.example.com';

/** The snippet an owner pastes into their website: the "Buy a gift card" button (web/public/embed.js). */
function embedSnippet(origin: string, businessSlug: string, color: string): string {
  return `<script src="${origin}/embed.js" data-business="${businessSlug}" data-color="${color}" async></script>`;
}

/** "Sell on your website": the button's snippet to copy, and the websites allowed to show its checkout. */
export function SellOnWebsiteCard({ user }: { user: AdminUser }) {
  const part = useSettingsPart('website');
  const t = useMessages(accountMessages);
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [origins, setOrigins] = useState('');
  const snippetCopy = useCopyNotice(t('snippetCopied'));
  const saved = user.embedOrigins.join('\n');
  useEffect(() => setOrigins(saved), [saved]);

  const snippet = embedSnippet(window.location.origin, user.businessSlug, color);
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    part.save({
      embedOrigins: origins
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
  };

  return (
    <TitledCard titleId="embed-title" title={t('websiteTitle')} className="settings-card sell-on-website">
      <p className="card__subtitle">{t('websiteSubtitle')}</p>
      <FormField id="embed-color" label={t('buttonColour')}>
        {(control) => (
          <input {...control} type="color" className="sell-on-website__color" value={color} onChange={(event) => setColor(event.target.value)} />
        )}
      </FormField>
      <FormField id="embed-snippet" label={t('snippet')}>
        {(control) => (
          <>
            <textarea {...control} className="textarea sell-on-website__snippet" value={snippet} readOnly rows={4} />
            <button type="button" className="btn btn--secondary" onClick={() => void snippetCopy.copy(snippet)}>
              {t('copySnippet')}
            </button>
            {snippetCopy.notice}
          </>
        )}
      </FormField>
      <form className="form" onSubmit={onSave} noValidate aria-label={t('websitesForm')}>
        <FormField id="embed-origins" label={t('websites')} hint={t('websitesHint')} error={part.errorOf('embedOrigins')}>
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={3}
              value={origins}
              placeholder={EXAMPLE_WEBSITE}
              onChange={(event) => {
                setOrigins(event.target.value);
                part.changed('embedOrigins');
              }}
            />
          )}
        </FormField>
        <BusyButton type="submit" className="btn btn--primary" busy={part.pending}>
          {t('saveWebsites')}
        </BusyButton>
        <OperationMessage operation="website" />
      </form>
    </TitledCard>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import type { AdminUser } from '@gv/proto';
import { BusyButton } from '../../../components/ui/busy-button';
import { useCopyNotice } from '../../../components/ui/copy-notice';
import { FormField } from '../../../components/ui/form-field';
import { TitledCard } from '../../../components/ui/titled-card';
import { OperationMessage } from './operation-message';
import { useSettingsPart } from './use-settings-part';

/** The button's colour unless the owner picks theirs: the app's own purple. */
const DEFAULT_COLOR = '#6d28d9';

/** The snippet an owner pastes into their website: the "Buy a gift card" button (web/public/embed.js). */
function embedSnippet(origin: string, businessSlug: string, color: string): string {
  return `<script src="${origin}/embed.js" data-business="${businessSlug}" data-color="${color}" async></script>`;
}

/** "Sell on your website": the button's snippet to copy, and the websites allowed to show its checkout. */
export function SellOnWebsiteCard({ user }: { user: AdminUser }) {
  const part = useSettingsPart('website');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [origins, setOrigins] = useState('');
  const snippetCopy = useCopyNotice('Snippet copied to clipboard!');
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
    <TitledCard titleId="embed-title" title="Sell on your website" className="settings-card sell-on-website">
      <p className="card__subtitle">
        Paste this into your website’s HTML: it shows a “Buy a gift card” button that opens your cards and checkout over your page.
      </p>
      <FormField id="embed-color" label="Button colour">
        {(control) => (
          <input {...control} type="color" className="sell-on-website__color" value={color} onChange={(event) => setColor(event.target.value)} />
        )}
      </FormField>
      <FormField id="embed-snippet" label="Snippet">
        {(control) => (
          <>
            <textarea {...control} className="textarea sell-on-website__snippet" value={snippet} readOnly rows={4} />
            <button type="button" className="btn btn--secondary" onClick={() => void snippetCopy.copy(snippet)}>
              Copy snippet
            </button>
            {snippetCopy.notice}
          </>
        )}
      </FormField>
      <form className="form" onSubmit={onSave} noValidate aria-label="Websites that may show your checkout">
        <FormField
          id="embed-origins"
          label="Your websites"
          hint="One address a line, such as https://www.example.com. The checkout opens only on these websites (at most 20)."
          error={part.errorOf('embedOrigins')}
        >
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={3}
              value={origins}
              placeholder="https://www.example.com"
              onChange={(event) => {
                setOrigins(event.target.value);
                part.changed('embedOrigins');
              }}
            />
          )}
        </FormField>
        <BusyButton type="submit" className="btn btn--primary" busy={part.pending}>
          Save websites
        </BusyButton>
        <OperationMessage operation="website" />
      </form>
    </TitledCard>
  );
}

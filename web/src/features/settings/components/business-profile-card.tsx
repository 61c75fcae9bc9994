import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  DEFAULT_JURISDICTION,
  DEFAULT_TIME_ZONE,
  FIELD_MESSAGES,
  isEmail,
  normalizeEmail,
  slugify,
  type AdminUser,
  type SettingsForm,
} from '@gv/proto';
import { paths } from '../../../config/paths';
import { FormField, TextField } from '../../../components/ui/form-field';
import { BusyButton } from '../../../components/ui/busy-button';
import { useCopyNotice } from '../../../components/ui/copy-notice';
import { TitledCard } from '../../../components/ui/titled-card';
import { selectSettings, settingsActions } from '../settings-slice';
import { ContactEmailField } from './contact-email-field';
import { JurisdictionField } from './jurisdiction-field';
import { OperationMessage } from './operation-message';
import { TimeZoneField } from './time-zone-field';
import { useSettingsPart } from './use-settings-part';
import { currencyLabel } from '../../../lib/currency';

/** The control the go-live checklist sends an owner to when the business has no logo yet. */
export const LOGO_BUTTON = 'settings-logo-button';

/** The business profile and the gift card law, saved on their own; the logo and the poster act at once. */
export function BusinessProfileCard({ user }: { user: AdminUser }) {
  const dispatch = useDispatch();
  const { logo, poster } = useSelector(selectSettings);
  const part = useSettingsPart('business');
  const [restaurantName, setRestaurantName] = useState('');
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [jurisdiction, setJurisdiction] = useState(DEFAULT_JURISDICTION);
  const [contactEmail, setContactEmail] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [contactEmailError, setContactEmailError] = useState<string | null>(null);
  const link = useCopyNotice('Link copied to clipboard!');
  const fileInput = useRef<HTMLInputElement>(null);

  // Filled from what is stored whenever that changes; edits of the Square card do not touch these.
  useEffect(() => {
    setRestaurantName(user.restaurantName ?? '');
    setTimeZone(user.timeZone ?? DEFAULT_TIME_ZONE);
    setJurisdiction(user.jurisdiction ?? DEFAULT_JURISDICTION);
    // The admin's own email is the default: shown as the placeholder, so a later change of it is followed.
    setContactEmail(user.contactEmail && user.contactEmail !== user.email ? user.contactEmail : '');
  }, [user.restaurantName, user.timeZone, user.jurisdiction, user.contactEmail, user.email]);

  /** A field's handler: keeps the new value and clears the server's error at the field. */
  const edit =
    <T,>(field: keyof SettingsForm, keep: (value: T) => void) =>
    (value: T) => {
      keep(value);
      part.changed(field);
    };

  const slug = user.businessSlug || (restaurantName.trim() ? slugify(restaurantName) : '');
  const publicUrl = slug ? `${window.location.origin}${paths.businessGiftCards.getHref(slug)}` : '';

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!restaurantName.trim()) {
      setNameError('Business name is required');
      document.getElementById('settings-business-name')?.focus();
      return;
    }
    const contact = normalizeEmail(contactEmail);
    if (contact && !isEmail(contact)) {
      setContactEmailError(FIELD_MESSAGES.email);
      return;
    }
    part.save({ restaurantName: restaurantName.trim(), businessSlug: slug, timeZone, jurisdiction, contactEmail: contact });
  };

  return (
    <TitledCard titleId="profile-title" title="Business profile" className="settings-card">
      <p className="card__subtitle">How your business appears on its public gift card page.</p>
      <form className="form" onSubmit={onSave} noValidate aria-label="Business profile">
        <OperationMessage operation="logo" />
        <div className="logo-row">
          <div className="logo-row__preview">
            {user.logoUrl ? (
              <img src={user.logoUrl} alt={`${user.restaurantName ?? 'Business'} logo`} />
            ) : (
              <span aria-hidden="true">{(user.restaurantName ?? '?').trim().charAt(0).toUpperCase() || '?'}</span>
            )}
          </div>
          <div className="logo-row__text">
            <span className="field__label">Logo</span>
            <span className="field__hint">PNG, JPG, WebP or SVG. A square image works best.</span>
            <input
              ref={fileInput}
              id="settings-logo"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              className="sr-only"
              aria-label="Logo image"
              tabIndex={-1}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) dispatch(settingsActions.uploadLogoRequest(file));
                e.target.value = '';
              }}
            />
            <BusyButton
              id={LOGO_BUTTON}
              type="button"
              className="btn btn--secondary btn--sm"
              busy={logo.pending}
              onClick={() => fileInput.current?.click()}
            >
              Upload logo
            </BusyButton>
          </div>
        </div>

        <TextField
          id="settings-business-name"
          label="Business name"
          error={nameError ?? part.errorOf('restaurantName')}
          autoComplete="organization"
          value={restaurantName}
          onChange={(e) => {
            setRestaurantName(e.target.value);
            setNameError(null);
            part.changed('restaurantName');
          }}
        />

        <TextField
          id="settings-slug"
          label="Business slug"
          hint="Set from your business name. It cannot be changed so printed QR codes keep working."
          value={slug}
          readOnly
        />

        <FormField id="settings-public-url" label="Public gift card page">
          {(control) => (
            <>
              <div className="input-with-button">
                <input {...control} className="input" type="text" value={publicUrl} readOnly />
                <button type="button" className="btn btn--secondary" onClick={() => void link.copy(publicUrl)} disabled={!publicUrl}>
                  Copy link
                </button>
              </div>
              {link.notice}
              {publicUrl && (
                <a className="settings__open-link" href={publicUrl} target="_blank" rel="noreferrer">
                  Open your page ↗
                </a>
              )}
            </>
          )}
        </FormField>

        <ContactEmailField
          value={contactEmail}
          placeholder={user.email ?? ''}
          error={contactEmailError ?? part.errorOf('contactEmail')}
          onChange={(email) => {
            setContactEmail(email);
            setContactEmailError(null);
            part.changed('contactEmail');
          }}
        />

        <TimeZoneField value={timeZone} error={part.errorOf('timeZone')} onChange={edit('timeZone', setTimeZone)} />

        <JurisdictionField value={jurisdiction} error={part.errorOf('jurisdiction')} onChange={edit('jurisdiction', setJurisdiction)} />

        <TextField
          id="settings-currency"
          label="Currency"
          value={currencyLabel(user.currency)}
          readOnly
          hint="It follows your Square location, and is fixed once a live card is sold."
        />

        <div className="poster-row">
          <div>
            <span className="field__label">Digital ad</span>
            <p className="field__hint">A 1200×1600 poster with your QR code, ready to print or share.</p>
          </div>
          <BusyButton type="button" className="btn btn--gradient" busy={poster.pending} onClick={() => dispatch(settingsActions.posterRequest())}>
            Print Your Digital Ad
          </BusyButton>
        </div>
        <OperationMessage operation="poster" />

        <div className="settings__save">
          <OperationMessage operation="business" />
          <BusyButton type="submit" className="btn btn--primary" busy={part.pending}>
            Save profile
          </BusyButton>
        </div>
      </form>
    </TitledCard>
  );
}

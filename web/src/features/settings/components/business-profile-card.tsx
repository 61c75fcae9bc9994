import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  DEFAULT_JURISDICTION,
  DEFAULT_TIME_ZONE,
  DEFAULT_LOCALE,
  fieldMessages,
  isEmail,
  isLocale,
  type Locale,
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
import { LocaleSelect } from '../../../components/ui/locale-select';
import { selectSettings, settingsActions } from '../settings-slice';
import { ContactEmailField } from './contact-email-field';
import { JurisdictionField } from './jurisdiction-field';
import { OperationMessage, SaveRow } from './operation-message';
import { TimeZoneField } from './time-zone-field';
import { useSettingsPart } from './use-settings-part';
import { currencyLabel } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { profileMessages } from './business-profile-card.messages';

/** The control the go-live checklist sends an owner to when the business has no logo yet. */
export const LOGO_BUTTON = 'settings-logo-button';

/** The logo's stand-in without a business name: a mark, not a word. */
const NO_INITIAL = '?';

/** The business profile and the gift card law, saved on their own; the logo and the poster act at once. */
export function BusinessProfileCard({ user }: { user: AdminUser }) {
  const dispatch = useDispatch();
  const { logo, poster } = useSelector(selectSettings);
  const part = useSettingsPart('business');
  const [restaurantName, setRestaurantName] = useState('');
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [jurisdiction, setJurisdiction] = useState(DEFAULT_JURISDICTION);
  const [contactEmail, setContactEmail] = useState('');
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const t = useMessages(profileMessages);
  const fields = useMessages(fieldMessages);
  const [nameError, setNameError] = useState<string | null>(null);
  const [contactEmailError, setContactEmailError] = useState<string | null>(null);
  const link = useCopyNotice(t('linkCopied'));
  const fileInput = useRef<HTMLInputElement>(null);

  // Filled from what is stored whenever that changes; edits of the Square card do not touch these.
  useEffect(() => {
    setRestaurantName(user.restaurantName ?? '');
    setTimeZone(user.timeZone ?? DEFAULT_TIME_ZONE);
    setJurisdiction(user.jurisdiction ?? DEFAULT_JURISDICTION);
    setLocale(isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);
    // The admin's own email is the default: shown as the placeholder, so a later change of it is followed.
    setContactEmail(user.contactEmail && user.contactEmail !== user.email ? user.contactEmail : '');
  }, [user.restaurantName, user.timeZone, user.jurisdiction, user.locale, user.contactEmail, user.email]);

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
      setNameError(t('nameRequired'));
      document.getElementById('settings-business-name')?.focus();
      return;
    }
    const contact = normalizeEmail(contactEmail);
    if (contact && !isEmail(contact)) {
      setContactEmailError(fields('email'));
      return;
    }
    part.save({ restaurantName: restaurantName.trim(), businessSlug: slug, timeZone, jurisdiction, contactEmail: contact, locale });
  };

  return (
    <TitledCard titleId="profile-title" title={t('title')} className="settings-card">
      <p className="card__subtitle">{t('subtitle')}</p>
      <form className="form" onSubmit={onSave} noValidate aria-label={t('title')}>
        <OperationMessage operation="logo" />
        <div className="logo-row">
          <div className="logo-row__preview">
            {user.logoUrl ? (
              <img src={user.logoUrl} alt={t('logoAlt', { name: user.restaurantName ?? t('business') })} />
            ) : (
              <span aria-hidden="true">{(user.restaurantName ?? NO_INITIAL).trim().charAt(0).toUpperCase() || NO_INITIAL}</span>
            )}
          </div>
          <div className="logo-row__text">
            <span className="field__label">{t('logo')}</span>
            <span className="field__hint">{t('logoHint')}</span>
            <input
              ref={fileInput}
              id="settings-logo"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              className="sr-only"
              aria-label={t('logoImage')}
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
              {t('uploadLogo')}
            </BusyButton>
          </div>
        </div>

        <TextField
          id="settings-business-name"
          label={t('businessName')}
          error={nameError ?? part.errorOf('restaurantName')}
          autoComplete="organization"
          value={restaurantName}
          onChange={(e) => {
            setRestaurantName(e.target.value);
            setNameError(null);
            part.changed('restaurantName');
          }}
        />

        <TextField id="settings-slug" label={t('slug')} hint={t('slugHint')} value={slug} readOnly />

        <FormField id="settings-public-url" label={t('publicPage')}>
          {(control) => (
            <>
              <div className="input-with-button">
                <input {...control} className="input" type="text" value={publicUrl} readOnly />
                <button type="button" className="btn btn--secondary" onClick={() => void link.copy(publicUrl)} disabled={!publicUrl}>
                  {t('copyLink')}
                </button>
              </div>
              {link.notice}
              {publicUrl && (
                <a className="settings__open-link" href={publicUrl} target="_blank" rel="noreferrer">
                  {t('openPage')}
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

        <FormField id="settings-locale" label={t('language')} hint={t('languageHint')} error={part.errorOf('locale')}>
          {(control) => <LocaleSelect {...control} className="select" value={locale} onLocale={edit('locale', setLocale)} />}
        </FormField>

        <TimeZoneField value={timeZone} error={part.errorOf('timeZone')} onChange={edit('timeZone', setTimeZone)} />

        <JurisdictionField value={jurisdiction} error={part.errorOf('jurisdiction')} onChange={edit('jurisdiction', setJurisdiction)} />

        <TextField id="settings-currency" label={t('currency')} value={currencyLabel(user.currency)} readOnly hint={t('currencyHint')} />

        <div className="poster-row">
          <div>
            <span className="field__label">{t('digitalAd')}</span>
            <p className="field__hint">{t('digitalAdHint')}</p>
          </div>
          <BusyButton type="button" className="btn btn--gradient" busy={poster.pending} onClick={() => dispatch(settingsActions.posterRequest())}>
            {t('printAd')}
          </BusyButton>
        </div>
        <OperationMessage operation="poster" />

        <SaveRow operation="business" busy={part.pending} label={t('save')} />
      </form>
    </TitledCard>
  );
}

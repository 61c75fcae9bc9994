import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OperationMessage } from './operation-message';
import { useDispatch, useSelector } from 'react-redux';
import { DEFAULT_JURISDICTION, DEFAULT_TIME_ZONE, FIELD_MESSAGES, isEmail, normalizeEmail, slugify } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { BusyButton } from '../../../components/ui/busy-button';
import { selectAccess } from '../../../lib/session';
import { mayDo } from '../../../lib/staff-access';
import { selectSettings, settingsActions } from '../settings-slice';
import { AdminTwoStepCard } from './admin-two-step-card';
import { ChangePasswordCard } from './change-password-card';
import { GoLiveCard } from './go-live-card';
import { SquareSetupGuide } from './square-setup-guide';
import { ContactEmailField } from './contact-email-field';
import { JurisdictionField } from './jurisdiction-field';
import { TimeZoneField } from './time-zone-field';
import './settings-page.css';
import { Icon } from '../../../components/ui/icon';
import { TitledCard } from '../../../components/ui/titled-card';

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

export function SettingsPage() {
  const dispatch = useDispatch();
  const { profile, save, logo, poster } = useSelector(selectSettings);
  const access = useSelector(selectAccess);
  const data = profile.data;

  const [restaurantName, setRestaurantName] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const [locationId, setLocationId] = useState('');
  const [accessToken, setAccessToken] = useState('');
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [jurisdiction, setJurisdiction] = useState(DEFAULT_JURISDICTION);
  const [contactEmail, setContactEmail] = useState('');
  const [contactEmailError, setContactEmailError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [copyMessage, setCopyMessage] = useState<{ tone: 'success' | 'error'; text: string; id: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    dispatch(settingsActions.loadProfileRequest());
  }, [dispatch]);

  // Fill the form from the stored profile whenever it (re)loads.
  useEffect(() => {
    if (!data) return;
    setRestaurantName(data.restaurantName ?? '');
    setApplicationId(data.squareApplicationId ?? '');
    setLocationId(data.squareLocationId ?? '');
    setAccessToken('');
    setTimeZone(data.timeZone ?? DEFAULT_TIME_ZONE);
    setJurisdiction(data.jurisdiction ?? DEFAULT_JURISDICTION);
    // The admin's own email is the default: shown as the placeholder, so a later change of it is followed.
    setContactEmail(data.contactEmail && data.contactEmail !== data.email ? data.contactEmail : '');
  }, [data]);

  const squareIds = [
    { id: 'settings-square-app', label: 'Square application ID', placeholder: 'sq0idp-…', value: applicationId, onValue: setApplicationId },
    { id: 'settings-square-location', label: 'Square location ID', placeholder: 'L…', value: locationId, onValue: setLocationId },
  ];

  const slug = data?.businessSlug || (restaurantName.trim() ? slugify(restaurantName) : '');
  const publicUrl = slug ? `${window.location.origin}${paths.businessGiftCards.getHref(slug)}` : '';

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!restaurantName.trim()) {
      setNameError('Business name is required');
      document.getElementById('settings-business-name')?.focus();
      return;
    }
    setNameError(null);
    const contact = normalizeEmail(contactEmail);
    if (contact && !isEmail(contact)) {
      setContactEmailError(FIELD_MESSAGES.email);
      return;
    }
    setContactEmailError(null);
    dispatch(
      settingsActions.saveRequest({
        restaurantName: restaurantName.trim(),
        businessSlug: slug,
        squareApplicationId: applicationId.trim(),
        squareLocationId: locationId.trim(),
        timeZone,
        jurisdiction,
        contactEmail: contact,
        ...(accessToken.trim() ? { squareAccessToken: accessToken.trim() } : {}),
      }),
    );
  };

  const onCopy = async () => {
    try {
      await copyText(publicUrl);
      setCopyMessage({ tone: 'success', text: 'Link copied to clipboard!', id: Date.now() });
    } catch {
      setCopyMessage({ tone: 'error', text: 'Copy failed', id: Date.now() });
    }
  };

  // A manager's or clerk's settings are their own account's; the business's are the owner's (decision 0077).
  if (access && !mayDo(access.role, 'businessSettings')) {
    return (
      <section className="settings" aria-labelledby="settings-title">
        <header className="page-header">
          <div>
            <h1 id="settings-title">Settings</h1>
            <p>Manage your password and two-step sign-in.</p>
          </div>
        </header>
        <div className="settings__side settings__side--alone">
          <ChangePasswordCard />
          <AdminTwoStepCard />
        </div>
      </section>
    );
  }

  if (profile.status === 'error' && !data) {
    return (
      <section className="settings">
        <header className="page-header">
          <h1>Settings</h1>
        </header>
        <div className="empty-state">
          <div className="icon-tile empty-state__icon">
            <Icon name="cloudOff" size={32} />
          </div>
          <p className="empty-state__title">We couldn't load your settings</p>
          <p className="empty-state__text">Check your connection and try again.</p>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(settingsActions.loadProfileRequest())}>
            Retry
          </button>
        </div>
      </section>
    );
  }

  const loading = !data;

  return (
    <section className="settings" aria-labelledby="settings-title">
      <header className="page-header">
        <div>
          <h1 id="settings-title">Settings</h1>
          <p>Manage your password, business profile and payments.</p>
        </div>
      </header>

      <div className="settings__grid">
        <form className="settings__business" onSubmit={onSave} noValidate>
          <TitledCard titleId="profile-title" title="Business profile" className="settings-card">
            <p className="card__subtitle">How your business appears on its public gift card page.</p>

            {loading ? (
              <div className="settings-skeleton" aria-busy="true" aria-label="Loading business profile">
                <Skeleton width={88} height={88} radius={18} />
                <Skeleton height={44} />
                <Skeleton height={44} />
                <Skeleton height={44} />
              </div>
            ) : (
              <div className="form">
                <OperationMessage operation="logo" />
                <div className="logo-row">
                  <div className="logo-row__preview">
                    {data.logoUrl ? (
                      <img src={data.logoUrl} alt={`${data.restaurantName ?? 'Business'} logo`} />
                    ) : (
                      <span aria-hidden="true">{(data.restaurantName ?? '?').trim().charAt(0).toUpperCase() || '?'}</span>
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
                    <BusyButton type="button" className="btn btn--secondary btn--sm" busy={logo.pending} onClick={() => fileInput.current?.click()}>
                      Upload logo
                    </BusyButton>
                  </div>
                </div>

                <TextField
                  id="settings-business-name"
                  label="Business name"
                  error={nameError}
                  autoComplete="organization"
                  value={restaurantName}
                  onChange={(e) => {
                    setRestaurantName(e.target.value);
                    setNameError(null);
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
                        <button type="button" className="btn btn--secondary" onClick={onCopy} disabled={!publicUrl}>
                          Copy link
                        </button>
                      </div>
                      {copyMessage && (
                        <AlertBanner key={copyMessage.id} tone={copyMessage.tone} autoHideMs={3000} onDismiss={() => setCopyMessage(null)}>
                          {copyMessage.text}
                        </AlertBanner>
                      )}
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
                  placeholder={data?.email ?? ''}
                  error={contactEmailError}
                  onChange={(email) => {
                    setContactEmail(email);
                    setContactEmailError(null);
                  }}
                />

                <TimeZoneField value={timeZone} onChange={setTimeZone} />

                <JurisdictionField value={jurisdiction} onChange={setJurisdiction} />

                <div className="poster-row">
                  <div>
                    <span className="field__label">Digital ad</span>
                    <p className="field__hint">A 1200×1600 poster with your QR code, ready to print or share.</p>
                  </div>
                  <BusyButton
                    type="button"
                    className="btn btn--gradient"
                    busy={poster.pending}
                    onClick={() => dispatch(settingsActions.posterRequest())}
                  >
                    Print Your Digital Ad
                  </BusyButton>
                </div>
                <OperationMessage operation="poster" />
              </div>
            )}
          </TitledCard>

          <TitledCard titleId="payments-title" title="Payment configuration" className="settings-card">
            <p className="card__subtitle">Connect your Square account so gift card payments go straight to you.</p>
            {loading ? (
              <div className="settings-skeleton" aria-hidden="true">
                <Skeleton height={44} />
                <Skeleton height={44} />
                <Skeleton height={44} />
              </div>
            ) : (
              <div className="form">
                {squareIds.map((field) => (
                  <TextField key={field.id} {...field} controlClassName="input--mono" autoComplete="off" spellCheck={false} />
                ))}
                <TextField
                  id="settings-square-token"
                  label="Square access token"
                  controlClassName="input--mono"
                  type="password"
                  autoComplete="new-password"
                  spellCheck={false}
                  placeholder={data.squareAccessToken ? 'Enter a new token to replace the saved one' : 'Paste your access token'}
                  value={accessToken}
                  onValue={setAccessToken}
                  hint={
                    data.squareAccessToken ? (
                      <>
                        Saved token: <span className="masked-token">{data.squareAccessToken}</span>. Leave empty to keep it.
                      </>
                    ) : (
                      'No token saved yet.'
                    )
                  }
                />
                <SquareSetupGuide />
              </div>
            )}
          </TitledCard>

          <div className="settings__save">
            <OperationMessage operation="save" />
            <BusyButton type="submit" className="btn btn--primary btn--lg" busy={save.pending} disabled={loading}>
              Save Settings
            </BusyButton>
          </div>
        </form>

        <div className="settings__side">
          {data && <GoLiveCard user={data} />}
          <ChangePasswordCard />
          <AdminTwoStepCard />
        </div>
      </div>
    </section>
  );
}

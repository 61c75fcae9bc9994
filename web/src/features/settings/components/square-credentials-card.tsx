import { useEffect, useState, type FormEvent } from 'react';
import type { AdminUser } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';
import { TitledCard } from '../../../components/ui/titled-card';
import { SaveRow } from './operation-message';
import { SquareSetupGuide } from './square-setup-guide';
import { useSettingsPart } from './use-settings-part';
import { useMessages } from '../../../lib/i18n';
import { squareMessages } from './square.messages';

/** The field the go-live checklist sends an owner to when Square has not confirmed the credentials yet. */
export const SQUARE_FIRST_FIELD = 'settings-square-app';

/** Square credentials, saved on their own: Square confirms them before they are stored. */
export function SquareCredentialsCard({ user }: { user: AdminUser }) {
  const part = useSettingsPart('square');
  const t = useMessages(squareMessages);
  const [applicationId, setApplicationId] = useState('');
  const [locationId, setLocationId] = useState('');
  const [accessToken, setAccessToken] = useState('');

  // Filled from what is stored whenever that changes; edits of the profile card do not touch these.
  useEffect(() => {
    setApplicationId(user.squareApplicationId ?? '');
    setLocationId(user.squareLocationId ?? '');
    setAccessToken('');
  }, [user.squareApplicationId, user.squareLocationId, user.squareAccessToken]);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    part.save({
      squareApplicationId: applicationId.trim(),
      squareLocationId: locationId.trim(),
      ...(accessToken.trim() ? { squareAccessToken: accessToken.trim() } : {}),
    });
  };

  const ids = [
    {
      id: SQUARE_FIRST_FIELD,
      field: 'squareApplicationId',
      label: t('applicationId'),
      placeholder: 'sq0idp-…',
      value: applicationId,
      set: setApplicationId,
    },
    {
      id: 'settings-square-location',
      field: 'squareLocationId',
      label: t('locationId'),
      placeholder: 'L…',
      value: locationId,
      set: setLocationId,
    },
  ] as const;

  return (
    <TitledCard titleId="payments-title" title={t('title')} className="settings-card">
      <p className="card__subtitle">{t('subtitle')}</p>
      <form className="form" onSubmit={onSave} noValidate aria-label={t('formLabel')}>
        {ids.map(({ field, set, ...props }) => (
          <TextField
            key={props.id}
            {...props}
            error={part.errorOf(field)}
            controlClassName="input--mono"
            autoComplete="off"
            spellCheck={false}
            onValue={(value) => {
              set(value);
              part.changed(field);
            }}
          />
        ))}
        <TextField
          id="settings-square-token"
          label={t('accessToken')}
          controlClassName="input--mono"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          placeholder={user.squareAccessToken ? t('replaceToken') : t('pasteToken')}
          value={accessToken}
          error={part.errorOf('squareAccessToken')}
          onValue={(value) => {
            setAccessToken(value);
            part.changed('squareAccessToken');
          }}
          hint={
            user.squareAccessToken
              ? t.rich('savedToken', { token: () => <span className="masked-token">{user.squareAccessToken}</span> })
              : t('noToken')
          }
        />
        <SquareSetupGuide />
        <SaveRow operation="square" busy={part.pending} label={t('save')} />
      </form>
    </TitledCard>
  );
}

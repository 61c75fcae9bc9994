import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { fieldMessages, INVITATION_DAYS, isEmail, normalizeEmail, type Location, type StaffRole } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { LocationChoices } from './location-choices';
import { RoleField } from './role-field';
import { useMessages } from '../../../lib/i18n';
import { teamPageMessages } from '../team.messages';

/** Invites someone by email with a role (and, for a clerk of a business with several locations, where they work). */
export function InviteForm({ locations }: { locations: readonly Location[] }) {
  const t = useMessages(teamPageMessages);
  const fieldText = useMessages(fieldMessages);
  const dispatch = useDispatch();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('clerk');
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submission = useSubmission('invite', () => {
    setName('');
    setEmail('');
    setLocationIds([]);
    dispatch(teamActions.submissionReset('invite'));
  });
  const choosesLocations = role === 'clerk' && locations.length > 1;
  const fields = { ...submission.fields, ...problems };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = fieldText('mandatory');
    if (!isEmail(normalizeEmail(email))) found.email = fieldText('email');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    dispatch(
      teamActions.inviteRequest({
        name: name.trim(),
        email: normalizeEmail(email),
        role,
        ...(choosesLocations ? { locationIds } : {}),
      }),
    );
  };

  return (
    <form className="card team-card form" onSubmit={submit} noValidate aria-labelledby="team-invite-title">
      <h2 id="team-invite-title" className="card__title">
        {t('inviteTitle')}
      </h2>
      <p className="muted small">{t('inviteLead', { days: INVITATION_DAYS })}</p>
      {submission.error && <AlertBanner tone="error">{submission.error}</AlertBanner>}
      <div className="form-grid">
        <TextField label={t('name')} autoComplete="off" value={name} onValue={setName} error={fields.name} />
        <TextField label={t('email')} type="email" autoComplete="off" value={email} onValue={setEmail} error={fields.email} />
        <RoleField value={role} onChange={setRole} error={fields.role} />
        {choosesLocations && <LocationChoices locations={locations} value={locationIds} onChange={setLocationIds} error={fields.locationIds} />}
      </div>
      <button type="submit" className="btn btn--primary team-card__submit" disabled={submission.pending}>
        {submission.pending && <Spinner />} {t('sendInvitation')}
      </button>
    </form>
  );
}

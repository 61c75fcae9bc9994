import { useDispatch, useSelector } from 'react-redux';
import type { StaffMember } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { formatInstantDateTime } from '../../../lib/format-date';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { useMessages } from '../../../lib/i18n';
import { businessesMessages } from './businesses.messages';

/** A business's team as the super admin sees it (no passwords or sessions), with "End sessions" for one person. */
export function TeamCard({ businessSlug, team }: { businessSlug: string; team: StaffMember[] }) {
  const t = useMessages(businessesMessages);
  const dispatch = useDispatch();
  const {
    slug,
    endSessions: { asking, pending: busy, outcome },
  } = useSelector(selectSuperAdmin).business;

  return (
    <section className="card" aria-labelledby="business-team-title">
      <h2 id="business-team-title" className="card__title">
        {t('team', { count: team.length })}
      </h2>
      {outcome && (
        <AlertBanner tone={outcome.tone} onDismiss={() => dispatch(superAdminActions.dismissEndSessionsMessage())}>
          {outcome.text}
        </AlertBanner>
      )}
      <ul className="sa-business__admins">
        {team.map((member) => (
          <li key={member.id}>
            <strong>{member.name}</strong> <a href={`mailto:${member.email}`}>{member.email}</a>
            <span className="muted small">
              {t('role', { role: member.role })}
              {member.status === 'invited' ? t('invited') : ''}
              {member.lastSignInAt ? t('lastSignedIn', { when: formatInstantDateTime(member.lastSignInAt) }) : ''}
            </span>
            {member.status === 'active' &&
              (asking === member.id ? (
                <ConfirmStep
                  sentence={t('endSessionsAsk', { name: member.name, business: businessSlug })}
                  confirmLabel={t('endSessions')}
                  busy={busy}
                  danger
                  onConfirm={() => dispatch(superAdminActions.endSessionsRequest({ slug: slug ?? businessSlug, id: member.id, name: member.name }))}
                  onCancel={() => dispatch(superAdminActions.askEndSessions(null))}
                />
              ) : (
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => dispatch(superAdminActions.askEndSessions(member.id))}>
                  {t('endSessions')}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

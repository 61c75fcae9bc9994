import { useDispatch, useSelector } from 'react-redux';
import type { StaffMember } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { formatInstantDateTime } from '../../../lib/format-date';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';

/** A business's team as the super admin sees it (no passwords or sessions), with "End sessions" for one person. */
export function TeamCard({ businessSlug, team }: { businessSlug: string; team: StaffMember[] }) {
  const dispatch = useDispatch();
  const {
    slug,
    endSessions: { asking, pending: busy, outcome },
  } = useSelector(selectSuperAdmin).business;

  return (
    <section className="card" aria-labelledby="business-team-title">
      <h2 id="business-team-title" className="card__title">
        Team ({team.length})
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
              {member.role}
              {member.status === 'invited' ? ' · invited' : ''}
              {member.lastSignInAt ? ` · last signed in ${formatInstantDateTime(member.lastSignInAt)}` : ''}
            </span>
            {member.status === 'active' &&
              (asking === member.id ? (
                <ConfirmStep
                  sentence={`Sign ${member.name} out of ${businessSlug} on every device?`}
                  confirmLabel="End sessions"
                  busy={busy}
                  danger
                  onConfirm={() => dispatch(superAdminActions.endSessionsRequest({ slug: slug ?? businessSlug, id: member.id, name: member.name }))}
                  onCancel={() => dispatch(superAdminActions.askEndSessions(null))}
                />
              ) : (
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => dispatch(superAdminActions.askEndSessions(member.id))}>
                  End sessions
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useState } from 'react';
import type { StaffMember } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { errorMessage } from '../../../lib/api-client';
import { formatInstantDateTime } from '../../../lib/format-date';
import { superAdminApi } from '../api/super-admin-api';

/** A business's team as the super admin sees it (no passwords or sessions), with "End sessions" for one person. */
export function TeamCard({ businessSlug, team }: { businessSlug: string; team: StaffMember[] }) {
  const [ending, setEnding] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const endSessions = async (member: StaffMember) => {
    setBusy(true);
    try {
      await superAdminApi.endStaffSessions(businessSlug, member.id);
      setOutcome({ tone: 'success', text: `${member.name} was signed out everywhere.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, 'The sessions could not be ended. Please try again.') });
    } finally {
      setBusy(false);
      setEnding(null);
    }
  };

  return (
    <section className="card" aria-labelledby="business-team-title">
      <h2 id="business-team-title" className="card__title">
        Team ({team.length})
      </h2>
      {outcome && (
        <AlertBanner tone={outcome.tone} onDismiss={() => setOutcome(null)}>
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
              (ending?.id === member.id ? (
                <ConfirmStep
                  sentence={`Sign ${member.name} out of ${businessSlug} on every device?`}
                  confirmLabel="End sessions"
                  busy={busy}
                  danger
                  onConfirm={() => void endSessions(member)}
                  onCancel={() => setEnding(null)}
                />
              ) : (
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => setEnding(member)}>
                  End sessions
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

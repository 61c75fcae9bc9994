import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DEFAULT_TIME_ZONE, type StaffMember } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ListState } from '../../../components/ui/list-state';
import { openLocations } from '../../../lib/business-locations';
import { useDocumentMeta } from '../../../lib/document-meta';
import { selectUser } from '../../../lib/session';
import { selectTeam, teamActions } from '../team-slice';
import { ChangeMemberDialog } from './change-member-dialog';
import { InviteForm } from './invite-form';
import { LocationsSection } from './locations-section';
import { RemoveMemberDialog } from './remove-member-dialog';
import { StaffList } from './staff-list';
import './team.css';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMessages } from '../../../lib/i18n';
import { teamPageMessages } from '../team.messages';
import { PageHeader } from '../../../components/ui/page-header';

const NOTICE_MS = 4000;

/** The owner's /team: who works in the business with which role and where; invite, change, remove; the business's locations. */
export function TeamPage() {
  const t = useMessages(teamPageMessages);
  useDocumentMeta({ title: t('meta') });
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const { staff, staffError, locations, locationsError, notice } = useSelector(selectTeam);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const open = openLocations(locations);

  useEffect(() => {
    dispatch(teamActions.staffRequest());
    dispatch(teamActions.locationsRequest());
  }, [dispatch]);

  return (
    <section className="team" aria-labelledby="team-title">
      <PageHeader titleId="team-title" title={t('title')} lead={t('lead')} />
      {notice && (
        <AlertBanner key={notice.id} tone="success" autoHideMs={NOTICE_MS} onDismiss={() => dispatch(teamActions.noticeDismissed(notice.id))}>
          {notice.text}
        </AlertBanner>
      )}
      <TitledCard titleId="team-staff-title" title={t('staff')} className="team-card">
        <ListState items={staff} error={staffError} loading={t('loadingTeam')} empty={t('emptyTeam')}>
          {(members) => <StaffList staff={members} locations={open} yourEmail={user?.email} onChange={setChanging} onRemove={setRemoving} />}
        </ListState>
      </TitledCard>
      <InviteForm locations={open} />
      <LocationsSection locations={locations} error={locationsError} defaultZone={user?.timeZone ?? DEFAULT_TIME_ZONE} />
      {changing && <ChangeMemberDialog member={changing} locations={open} onClose={() => setChanging(null)} />}
      {removing && <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}

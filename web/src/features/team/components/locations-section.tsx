import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Location } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ListTable } from '../../../components/ui/list-table';
import { Spinner } from '../../../components/ui/spinner';
import type { Column } from '../../../components/ui/table';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { ArchiveLocationDialog } from './archive-location-dialog';
import { EditLocationDialog } from './edit-location-dialog';
import { LocationFields } from './location-fields';
import { RowAction } from '../../../components/ui/row-action';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMessages } from '../../../lib/i18n';
import { teamLocationsMessages } from '../team.messages';

interface LocationsSectionProps {
  locations: readonly Location[] | null;
  error: string | null;
  /** A new location's zone until chosen: the business's. */
  defaultZone: string;
}

/** The business's locations: where cards are sold and redeemed. Add, rename or archive one (archived ones keep their history). */
export function LocationsSection({ locations, error, defaultZone }: LocationsSectionProps) {
  const t = useMessages(teamLocationsMessages);
  const columns: readonly Column[] = [t('name'), t('address'), t('timeZone'), { hidden: t('actions') }];
  const dispatch = useDispatch();
  const [editing, setEditing] = useState<Location | null>(null);
  const [archiving, setArchiving] = useState<Location | null>(null);
  /** A new key empties the add form once its location was added. */
  const [added, setAdded] = useState(0);
  const adding = useSubmission('addLocation', () => {
    setAdded((count) => count + 1);
    dispatch(teamActions.submissionReset('addLocation'));
  });
  const open = locations && locations.filter((location) => !location.archived);
  const archived = locations?.filter((location) => location.archived) ?? [];

  return (
    <TitledCard titleId="team-locations-title" title={t('title')} className="team-card">
      <p className="muted small">{t('lead')}</p>
      <ListTable
        items={open}
        error={error}
        loading={t('loading')}
        empty={t('empty')}
        columns={columns}
        className="list-table team-locations-table"
        rowKey={(location) => location.id}
        cells={(location) => (
          <>
            <td data-label={t('name')}>
              <strong>{location.name}</strong>
            </td>
            <td data-label={t('address')}>{location.address}</td>
            <td data-label={t('timeZone')}>{location.timeZone.replaceAll('_', ' ')}</td>
            <td className="team-staff__actions">
              <RowAction action={t('edit')} item={location.name} look="btn--secondary" onClick={() => setEditing(location)} />
              <RowAction action={t('archive')} item={location.name} look="btn--ghost team-danger" onClick={() => setArchiving(location)} />
            </td>
          </>
        )}
      />
      {archived.length > 0 && <p className="muted small">{t('archivedList', { names: archived.map((location) => location.name).join(', ') })}</p>}

      <h3 className="team-card__subtitle">{t('addTitle')}</h3>
      {adding.error && <AlertBanner tone="error">{adding.error}</AlertBanner>}
      <LocationFields
        key={added}
        id="team-add-location"
        defaultZone={defaultZone}
        fields={adding.fields}
        onSubmit={(form) => dispatch(teamActions.saveLocationRequest({ form }))}
      />
      <button type="submit" form="team-add-location" className="btn btn--primary team-card__submit" disabled={adding.pending}>
        {adding.pending && <Spinner />} {t('add')}
      </button>

      {editing && <EditLocationDialog location={editing} defaultZone={defaultZone} onClose={() => setEditing(null)} />}
      {archiving && <ArchiveLocationDialog location={archiving} onClose={() => setArchiving(null)} />}
    </TitledCard>
  );
}

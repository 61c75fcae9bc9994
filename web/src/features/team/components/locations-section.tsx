import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Location } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ListState } from '../../../components/ui/list-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type Column } from '../../../components/ui/table';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { ArchiveLocationDialog } from './archive-location-dialog';
import { EditLocationDialog } from './edit-location-dialog';
import { LocationFields } from './location-fields';
import { RowAction } from '../../../components/ui/row-action';
import { TitledCard } from '../../../components/ui/titled-card';

const COLUMNS: readonly Column[] = ['Name', 'Address', 'Time zone', { hidden: 'Actions' }];

interface LocationsSectionProps {
  locations: readonly Location[] | null;
  error: string | null;
  /** A new location's zone until chosen: the business's. */
  defaultZone: string;
}

/** The business's locations: where cards are sold and redeemed. Add, rename or archive one (archived ones keep their history). */
export function LocationsSection({ locations, error, defaultZone }: LocationsSectionProps) {
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
    <TitledCard titleId="team-locations-title" title="Locations" className="team-card">
      <p className="muted small">
        Where your cards are redeemed. With several, the counter asks which one it is at, and a clerk can be kept to some of them.
      </p>
      <ListState items={open} error={error} loading="Loading locations" empty="No locations yet: add the first below.">
        {(rows) => (
          <Table columns={COLUMNS} className="list-table team-locations-table">
            {rows.map((location) => (
              <tr key={location.id}>
                <td data-label="Name">
                  <strong>{location.name}</strong>
                </td>
                <td data-label="Address">{location.address}</td>
                <td data-label="Time zone">{location.timeZone.replaceAll('_', ' ')}</td>
                <td className="team-staff__actions">
                  <RowAction action="Edit" item={location.name} look="btn--secondary" onClick={() => setEditing(location)} />
                  <RowAction action="Archive" item={location.name} look="btn--ghost team-danger" onClick={() => setArchiving(location)} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </ListState>
      {archived.length > 0 && <p className="muted small">Archived: {archived.map((location) => location.name).join(', ')}</p>}

      <h3 className="team-card__subtitle">Add a location</h3>
      {adding.error && <AlertBanner tone="error">{adding.error}</AlertBanner>}
      <LocationFields
        key={added}
        id="team-add-location"
        defaultZone={defaultZone}
        fields={adding.fields}
        onSubmit={(form) => dispatch(teamActions.saveLocationRequest({ form }))}
      />
      <button type="submit" form="team-add-location" className="btn btn--primary team-card__submit" disabled={adding.pending}>
        {adding.pending && <Spinner />} Add location
      </button>

      {editing && <EditLocationDialog location={editing} defaultZone={defaultZone} onClose={() => setEditing(null)} />}
      {archiving && <ArchiveLocationDialog location={archiving} onClose={() => setArchiving(null)} />}
    </TitledCard>
  );
}

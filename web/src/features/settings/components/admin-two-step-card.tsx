import { useDispatch, useSelector } from 'react-redux';
import { TwoStepCard } from '../../../components/ui/two-step-card';
import { fetchCurrentAdmin } from '../../../lib/current-admin-api';
import { selectUser, sessionActions } from '../../../lib/session';
import { settingsApi } from '../api/settings-api';

/** The signed-in admin's two-step sign-in card (Settings, and the setup the platform's policy may require first). */
export function AdminTwoStepCard({ intro }: { intro?: string }) {
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const onChanged = async (enabled: boolean) => {
    dispatch(sessionActions.profileChanged({ twoStepEnabled: enabled, ...(enabled && { twoStepSetupRequired: false }) }));
    // Turned off while the platform requires it: the setup is asked again.
    if (!enabled) dispatch(sessionActions.userLoaded(await fetchCurrentAdmin()));
  };
  return (
    <TwoStepCard
      enabled={Boolean(user?.twoStepEnabled)}
      api={settingsApi.twoStep}
      intro={intro}
      onChanged={(enabled) => void onChanged(enabled).catch(() => undefined)}
    />
  );
}

import { useDispatch, useSelector } from 'react-redux';
import { TwoStepCard } from '../../../components/ui/two-step-card';
import { fetchCurrentAdmin } from '../../../lib/current-admin-api';
import { authActions, selectUser } from '../../auth/auth-slice';
import { settingsApi } from '../api/settings-api';

/** The signed-in admin's two-step sign-in card (Settings, and the setup the platform's policy may require first). */
export function AdminTwoStepCard({ intro }: { intro?: string }) {
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const onChanged = async (enabled: boolean) => {
    dispatch(authActions.profileChanged({ twoStepEnabled: enabled, ...(enabled && { twoStepSetupRequired: false }) }));
    // Turned off while the platform requires it: the setup is asked again.
    if (!enabled) dispatch(authActions.loadUserSuccess(await fetchCurrentAdmin()));
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

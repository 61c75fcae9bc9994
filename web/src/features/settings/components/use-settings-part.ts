import { useDispatch, useSelector } from 'react-redux';
import type { SettingsForm } from '@gv/proto';
import { selectSettings, settingsActions, type SettingsPart } from '../settings-slice';

/** One part of the settings saved on its own: its save state, the server's error at a field, and marking a field changed. */
export function useSettingsPart(part: SettingsPart) {
  const dispatch = useDispatch();
  const state = useSelector(selectSettings)[part];
  return {
    pending: state.pending,
    errorOf: (field: keyof SettingsForm) => state.fields[field] ?? null,
    changed: (field: keyof SettingsForm) => {
      if (state.fields[field]) dispatch(settingsActions.fieldChanged({ part, field }));
    },
    save: (form: SettingsForm) => dispatch(settingsActions.saveRequest({ part, form })),
  };
}

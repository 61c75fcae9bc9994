import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { selectSettings, settingsActions, type SettingsOperation } from '../settings-slice';

const MESSAGE_MS = 8000;

/** What an operation's last request came to (saved, failed…), until dismissed or a few seconds have passed. */
export function OperationMessage({ operation }: { operation: Exclude<SettingsOperation, 'mode'> }) {
  const dispatch = useDispatch();
  const { message } = useSelector(selectSettings)[operation];
  if (!message) return null;
  return (
    <AlertBanner key={message.id} tone={message.tone} autoHideMs={MESSAGE_MS} onDismiss={() => dispatch(settingsActions.dismissMessage(operation))}>
      {message.text}
    </AlertBanner>
  );
}

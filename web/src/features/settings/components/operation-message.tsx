import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { selectSettings, settingsActions, type SettingsOperation } from '../settings-slice';

const SUCCESS_MS = 8000;

/** What an operation's last request came to: a success leaves after a few seconds, a failure stays until dismissed or retried. */
export function OperationMessage({ operation }: { operation: Exclude<SettingsOperation, 'mode'> }) {
  const dispatch = useDispatch();
  const { message } = useSelector(selectSettings)[operation];
  if (!message) return null;
  return (
    <AlertBanner
      key={message.id}
      tone={message.tone}
      autoHideMs={message.tone === 'success' ? SUCCESS_MS : undefined}
      onDismiss={() => dispatch(settingsActions.dismissMessage(operation))}
    >
      {message.text}
    </AlertBanner>
  );
}

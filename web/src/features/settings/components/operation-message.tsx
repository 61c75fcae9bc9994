import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { selectSettings, settingsActions, type SettingsOperation } from '../settings-slice';

const SUCCESS_MS = 8000;

type MessagedOperation = Exclude<SettingsOperation, 'mode'>;

/** What an operation's last request came to: a success leaves after a few seconds, a failure stays until dismissed or retried. */
export function OperationMessage({ operation }: { operation: MessagedOperation }) {
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

/** A settings form's submit button, `busy` while `operation` saves, after what its last save came to. */
export function SaveRow({ operation, busy, label }: { operation: MessagedOperation; busy: boolean; label: string }) {
  return (
    <div className="settings__save">
      <OperationMessage operation={operation} />
      <BusyButton type="submit" className="btn btn--primary" busy={busy}>
        {label}
      </BusyButton>
    </div>
  );
}

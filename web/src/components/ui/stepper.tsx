import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import './stepper.css';

const DONE_MARK = '✓';

/**
 * Numbered progress of a multi-step flow: finished steps, the current one (aria-current="step"), and either a bar
 * under the steps (`look="bar"`) or lines joining them (`look="joined"`).
 */
export function Stepper({ steps, current, look = 'bar' }: { steps: readonly string[]; current: number; look?: 'bar' | 'joined' }) {
  const t = useMessages(controlsMessages);
  return (
    <div className={`stepper stepper--${look}`}>
      <ol className="stepper__steps" aria-label={t('stepOf', { current, total: steps.length })}>
        {steps.map((label, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li key={label} className={`stepper__item stepper__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="stepper__dot" aria-hidden="true">
                {state === 'done' ? DONE_MARK : number}
              </span>
              <span className="stepper__label">{label}</span>
            </li>
          );
        })}
      </ol>
      {look === 'bar' && (
        <div className="stepper__bar" aria-hidden="true">
          <span style={{ width: `${(current / steps.length) * 100}%` }} />
        </div>
      )}
    </div>
  );
}

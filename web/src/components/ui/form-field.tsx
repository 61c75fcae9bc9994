import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import {
  createElement,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** What a field's control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The parts of a field around its control. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** Added to the field's wrapper, e.g. `field--full`. */
  className?: string;
  /** The control's id (a generated one otherwise); the hint and error ids are derived from it. */
  id?: string;
}

interface FormFieldProps extends FieldFrameProps {
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control, a hint and an error message linked to the control with aria-describedby. */
export function FormField({ label, optional, hint, error, className, id: givenId, children }: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const t = useMessages(controlsMessages);
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="optional">{t('optional')}</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** What a control takes besides its HTML attributes: `onValue` is handed the typed value, for a screen that keeps it in state. */
export interface ValueProps {
  onValue?: (value: string) => void;
}

/** The control's onChange: the given one, or one that hands `onValue` the new value. */
export function changeHandler<H>(onChange: H, onValue: ((value: string) => void) | undefined) {
  return onValue ? (event: { target: { value: string } }) => onValue(event.target.value) : onChange;
}

/** Splits a field's own props from its control's, so `className` stays the wrapper's and `controlClassName` the control's. */
function splitFrame<P extends FieldFrameProps & ValueProps & { controlClassName?: string; onChange?: unknown }>({
  label,
  optional,
  hint,
  error,
  className,
  id,
  controlClassName,
  onValue,
  ...control
}: P) {
  return {
    frame: { label, optional, hint, error, className, id },
    controlClassName,
    control: { ...control, onChange: changeHandler(control.onChange, onValue) },
  };
}

const withClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export type TextFieldProps = ControlFieldProps<InputHTMLAttributes<HTMLInputElement>> & {
  /** The input's ref. */
  ref?: Ref<HTMLInputElement>;
  /** A unit shown inside the input before or after the value, such as "$" or "%" (not read out: the label names it). */
  startText?: string;
  endText?: string;
};

/** A labelled input (text, email, tel, date, password without toggle…). */
export function TextField({ startText, endText, ...props }: TextFieldProps) {
  const { frame, controlClassName, control } = splitFrame(props);
  const affix = (text: string) => (
    <span className="input-affix__text" aria-hidden="true">
      {text}
    </span>
  );
  return (
    <FormField {...frame}>
      {(aria) => {
        const input = <input type="text" {...control} {...aria} className={withClass('input', controlClassName)} />;
        if (!startText && !endText) return input;
        return (
          <div className={endText ? 'input-affix input-affix--end' : 'input-affix'}>
            {startText && affix(startText)}
            {input}
            {endText && affix(endText)}
          </div>
        );
      }}
    </FormField>
  );
}

type ControlFieldProps<Attributes> = FieldFrameProps & ValueProps & Omit<Attributes, 'id' | 'className'> & { controlClassName?: string };

/** A labelled select or textarea: the control `tag`, with the class of the same name. */
function labelledControl<Attributes>(tag: 'select' | 'textarea') {
  return function LabelledControl(props: ControlFieldProps<Attributes>) {
    const { frame, controlClassName, control } = splitFrame(props);
    return <FormField {...frame}>{(aria) => createElement(tag, { ...control, ...aria, className: withClass(tag, controlClassName) })}</FormField>;
  };
}

/** A labelled select; its options are the children. */
export const SelectField = labelledControl<SelectHTMLAttributes<HTMLSelectElement>>('select');

/** A labelled textarea. */
export const TextAreaField = labelledControl<TextareaHTMLAttributes<HTMLTextAreaElement>>('textarea');

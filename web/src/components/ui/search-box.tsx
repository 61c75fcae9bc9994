import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import './search-box.css';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Names the input for screen readers. */
  label: string;
  /** `lg`: the storefront's pill-shaped search. */
  size?: 'md' | 'lg';
  /** Shows a "Clear search" button while there is text. */
  clearable?: boolean;
  className?: string;
}

const CLOSE_MARK = '×';

/** A search input with a magnifier. */
export function SearchBox({ value, onChange, placeholder, label, size = 'md', clearable = false, className }: SearchBoxProps) {
  const icon = size === 'lg' ? 20 : 18;
  const t = useMessages(controlsMessages);
  return (
    <div className={['search-box', size === 'lg' && 'search-box--lg', className].filter(Boolean).join(' ')}>
      <svg viewBox="0 0 24 24" width={icon} height={icon} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <input
        type="search"
        className="input search-box__input"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {clearable && value && (
        <button type="button" className="search-box__clear" aria-label={t('clearSearch')} onClick={() => onChange('')}>
          {CLOSE_MARK}
        </button>
      )}
    </div>
  );
}

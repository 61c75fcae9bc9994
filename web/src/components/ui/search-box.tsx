import './search-box.css';

/** A search input with a magnifier; `label` names it for screen readers. */
export function SearchBox({ value, onChange, placeholder, label }: { value: string; onChange: (value: string) => void; placeholder: string; label: string }) {
  return (
    <div className="search-box">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <input type="search" className="input search-box__input" placeholder={placeholder} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

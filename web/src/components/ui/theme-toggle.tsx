import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import { useTheme } from '../../lib/theme';

/** Switches between dark and light; the choice is remembered in localStorage. */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, toggle] = useTheme();
  const t = useMessages(controlsMessages);
  const switchLabel = t(theme === 'dark' ? 'toLightTheme' : 'toDarkTheme');
  return (
    <button
      type="button"
      className={`icon-button theme-toggle${className ? ` ${className}` : ''}`}
      onClick={toggle}
      aria-label={switchLabel}
      title={switchLabel}
    >
      {theme === 'dark' ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" fill="currentColor" />
        </svg>
      )}
    </button>
  );
}

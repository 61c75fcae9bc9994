/** localStorage key remembering the chosen theme. */
export const THEME_KEY = 'theme';

export type Theme = 'light' | 'dark';

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** Applies the remembered theme (or the system preference) before the first render. */
export function initTheme() {
  const theme = storedTheme() ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  document.documentElement.dataset.theme = theme;
}

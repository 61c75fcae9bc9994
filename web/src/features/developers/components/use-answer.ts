import type { Locale } from '@gv/proto';
import { useLocale } from '../../../lib/i18n';

/** The server's answers (English) in the language now, by `answerIn`, the catalog of what the server answers. */
export function useAnswer(answerIn: (locale: Locale, text: string) => string) {
  const locale = useLocale();
  return <T extends string | null | undefined>(text: T): T => (text ? (answerIn(locale, text) as T) : text);
}

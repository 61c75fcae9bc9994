import { useCallback } from 'react';
import { giftCardTagLabel } from '@gv/proto';
import { useLocale } from './i18n';

/**
 * A stored gift card tag (always the English tag: what the API keeps and filters by) as the person reads it in the
 * language now.
 */
export function useTagLabel(): (tag: string) => string {
  const locale = useLocale();
  return useCallback((tag: string) => giftCardTagLabel(tag, locale), [locale]);
}

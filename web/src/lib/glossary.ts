import { bookKindLabelIn, glossaryIn, type FigureKey, type FigureWords } from '@gv/proto';
import { currentLocale, useLocale } from './i18n';

/**
 * The glossary's figures (decision 0074: one label and one definition each) in the language the app speaks now:
 * `useGlossary().cardsSold.label`. GLOSSARY itself stays English for the server, the CSVs and analytics.
 */
export function useGlossary(): Readonly<Record<FigureKey, FigureWords>> {
  return glossaryIn(useLocale());
}

/** A figure's label outside React (sagas, label builders): in the language the app last drew with. */
export function figureLabelNow(key: FigureKey): string {
  return glossaryIn(currentLocale())[key].label;
}

/** A figure's definition outside React. */
export function figureDefinitionNow(key: FigureKey): string {
  return glossaryIn(currentLocale())[key].definition;
}

/** The label of a move of the books (the ledger's kind) outside React. */
export function bookKindLabelNow(kind: string): string {
  return bookKindLabelIn(kind, currentLocale());
}

/**
 * The glossary's words in every language (decision 0074: one label and one definition per figure). The English is
 * GLOSSARY's own: glossary.ts reads its labels and definitions from here, so each figure's words live once.
 */
import { defineCatalog, type Catalog } from './locale.js';
import figureLabelTexts from './messages/glossary.label.json' with { type: 'json' };
import figureDefinitionTexts from './messages/glossary.definition.json' with { type: 'json' };

/** The figures the glossary names. */
export type FigureKey =
  | 'orders'
  | 'cardsSold'
  | 'faceValueSold'
  | 'paidValueSold'
  | 'paidOutside'
  | 'issuedOutside'
  | 'loaded'
  | 'redeemed'
  | 'cashedOut'
  | 'credited'
  | 'debited'
  | 'refunded'
  | 'forfeited'
  | 'expired'
  | 'escheated'
  | 'outstanding';

/** Each figure's label: what every screen, CSV and report calls it. */
export const figureLabelMessages: Catalog<FigureKey> = defineCatalog('glossary.label', figureLabelTexts);

/** Each figure's definition: one sentence a business owner can check the number against. */
export const figureDefinitionMessages: Catalog<FigureKey> = defineCatalog('glossary.definition', figureDefinitionTexts);

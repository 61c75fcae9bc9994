import { describe, expect, it } from '@jest/globals';
import { CORPORATE_MESSAGES, parseRecipientsCsv, translate } from '@gv/proto';
import { corporateOrdersMessages } from './corporate-orders.messages';

describe('corporate orders in Spanish and French', () => {
  it('sums up a CSV of recipients in Spanish, one row or several to fix', () => {
    expect(translate(corporateOrdersMessages, 'es', 'previewSummary', { count: 1, bad: 0 })).toBe('1 destinatario, todas las filas están bien');
    expect(translate(corporateOrdersMessages, 'es', 'previewSummary', { count: 3, bad: 2 })).toBe('3 destinatarios, 2 filas necesitan corrección');
    expect(translate(corporateOrdersMessages, 'en', 'previewSummary', { count: 3, bad: 1 })).toBe('3 recipients, 1 row needs fixing');
  });

  it('names what is wrong with a row in the language of the page, the server keeping English', () => {
    const { errors } = parseRecipientsCsv('name,email\n,ana@example.com\nBob,bob', 'fr');
    expect(errors.map(({ message }) => message)).toEqual(['Ligne 1 : le nom est manquant.', 'Ligne 2 : « bob » n’est pas une adresse e-mail.']);
    expect(parseRecipientsCsv('name,email\nBob,bob').errors[0]!.message).toBe('Row 1: "bob" is not an email address.');
    expect(CORPORATE_MESSAGES.count).toBe('Enter a number of cards from 1 to 500.');
  });

  it('tells the progress of a batch being emailed in French', () => {
    expect(translate(corporateOrdersMessages, 'fr', 'emailing', { done: 'false', emailed: 3, count: 10, failed: 1 })).toBe(
      'Envoi en cours : 3 sur 10 envoyées, 1 en échec',
    );
    expect(translate(corporateOrdersMessages, 'en', 'emailing', { done: 'true', emailed: 10, count: 10, failed: 0 })).toBe('Emailed: 10 of 10 sent');
  });
});

import { cardIssued } from '../../../../test/card-events';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { serviceAlone } from '../../../../test/service-alone';
import { cardLocaleOf } from '../db/card-locale-repository';
import { cardLocales } from '../db/schema';
import { walletService } from '../index';

describe.each(databaseEnvs)("wallet keeps each card's language from gift-card.issued (%s)", (_engine, createDatabase) => {
  const { runtime, db } = serviceAlone(walletService, createDatabase, 'gv-wallet-locale-');

  it('a card bought in Spanish is Spanish; one with no language, English', async () => {
    const spanish = cardIssued('casa-lola', { locale: 'es' });
    const unsaid = cardIssued('casa-lola');
    await runtime().bus.publish([spanish, unsaid]);
    await eventually(async () => (await db().select().from(cardLocales)).length === 2, 10_000);
    expect(await cardLocaleOf(db(), spanish.payload.cardId)).toBe('es');
    expect(await cardLocaleOf(db(), unsaid.payload.cardId)).toBe('en');
    expect(await cardLocaleOf(db(), 'a-card-never-issued')).toBe('en');
  }, 30_000);
});

import type { CardLocaleTable, DbOrTx, ServiceDefinition } from '@gv/platform';
import type { Locale } from '@gv/proto';
import { cardIssued } from './card-events';
import { databaseEnvs } from './databases';
import { eventually } from './engines';
import { serviceAlone } from './service-alone';

/** What a service that writes to a card's holder keeps of each card's language (its card-locale repository), on both engines. */
export function describeCardLocales(service: ServiceDefinition, cardLocales: CardLocaleTable, cardLocaleOf: (db: DbOrTx, cardId: string) => Promise<Locale>): void {
  describe.each(databaseEnvs)(`${service.name} keeps each card's language from gift-card.issued (%s)`, (_engine, createDatabase) => {
    const { runtime, db } = serviceAlone(service, createDatabase, `gv-${service.name}-locale-`);

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
}

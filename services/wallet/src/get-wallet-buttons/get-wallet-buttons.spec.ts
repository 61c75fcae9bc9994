import type { CardFacts, CardFactsOf } from '../card-facts/card-facts';
import type { WalletPasses } from '../passes/wallet-passes';
import { GetWalletButtonsHandler } from './get-wallet-buttons.handler';

/** A card whose terminal number changes between asks, as when Square registers it meanwhile. */
function walletWithCard() {
  const card = { posNumber: null as string | null };
  let asked = 0;
  const facts = {
    of: async () => {
      asked++;
      return { card: { ...card } } as unknown as CardFactsOf;
    },
  } as unknown as CardFacts;
  const passes = { links: async () => ({ googleWalletUrl: `https://pay.google.com/gp/v/save/jwt${asked}` }) } as unknown as WalletPasses;
  return { handler: new GetWalletButtonsHandler(facts, passes), card, asked: () => asked };
}

const request = { uniqueCode: 'CODE', publicBaseUrl: 'https://gv.example' };

describe("a card's wallet buttons", () => {
  it("a purchase's answer and its email, both just issued, share one answer", async () => {
    const wallet = walletWithCard();
    const answer = await wallet.handler.execute({ ...request, justIssued: true });
    wallet.card.posNumber = '7783320012345678';
    const email = await wallet.handler.execute({ ...request, justIssued: true });
    expect(email).toEqual(answer);
    expect(wallet.asked()).toBe(1);
  });

  it('any other ask gets the card as it is now', async () => {
    const wallet = walletWithCard();
    await wallet.handler.execute({ ...request, justIssued: true });
    wallet.card.posNumber = '7783320012345678';
    expect(await wallet.handler.execute(request)).toEqual({ googleWalletUrl: 'https://pay.google.com/gp/v/save/jwt2', posNumber: '7783320012345678' });
    expect(wallet.asked()).toBe(2);
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { CardActivityEntry, ScannedGiftCard } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { cardActionsApi } from '../../lib/card-actions-api';
import { settled, specStore } from '../../lib/spec-store';
import { storeFeature } from './card-actions-feature';
import { cardActionsActions as actions } from './card-actions-slice';

const card = (status: 'active' | 'void' = 'active') => ({ giftCard: { status, paidBalance: 45 }, buyers: [] }) as unknown as ScannedGiftCard;
const issued: CardActivityEntry = { kind: 'issued', at: '2030-03-01T12:00:00.000Z', by: 'checkout', amount: 50, balanceAfter: 50, reason: null };

/** The modal's store with the card and its activity answered, open on CODE1. */
async function openOn(code = 'CODE1') {
  const read = jest.spyOn(cardActionsApi, 'card').mockResolvedValue(card());
  const activity = jest.spyOn(cardActionsApi, 'activity').mockResolvedValue({ currency: 'USD', activity: [issued] });
  const store = specStore(storeFeature);
  store.dispatch(actions.opened(code));
  await settled();
  return { ...store, read, activity };
}

describe('the card actions modal’s store', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reads the card, then its activity, when it opens; closed, it drops what still arrives', async () => {
    const { state, read, activity, dispatch } = await openOn();
    expect(read).toHaveBeenCalledWith('CODE1');
    expect(activity).toHaveBeenCalledWith('CODE1');
    expect(state()).toMatchObject({ code: 'CODE1', card: card(), activity: [issued], loadError: null });

    dispatch(actions.closed());
    dispatch(actions.cardLoaded({ code: 'CODE1', card: card('void') }));
    expect(state()).toMatchObject({ code: null, card: null, activity: null });
  });

  it('says what a refund did, then reads the card and its activity again', async () => {
    const { state, dispatch, read, activity } = await openOn();
    const refund = jest
      .spyOn(cardActionsApi, 'refund')
      .mockResolvedValue({ refundedAmount: 20, remainingBalance: 30, currency: 'USD', status: 'active' });
    dispatch(actions.actionRequest({ code: 'CODE1', reason: 'Asked for it back', action: { kind: 'refund', amount: 20 } }));
    expect(state().pending).toBe(true);
    await settled();
    expect(refund).toHaveBeenCalledWith('CODE1', 'Asked for it back', 20);
    expect(state().result).toMatchObject({ tone: 'success', text: '$20.00 refunded. Balance now $30.00 · Active.', from: 'action', code: 'CODE1' });
    expect(state().pending).toBe(false);
    expect(read).toHaveBeenCalledTimes(2);
    expect(activity).toHaveBeenCalledTimes(2);
  });

  it('keeps the server’s refusal with its fields, and reads nothing again', async () => {
    const { state, dispatch, read } = await openOn();
    const adjust = jest
      .spyOn(cardActionsApi, 'adjust')
      .mockRejectedValue(new ApiError(400, 'Give a reason.', 'VALIDATION', { reason: 'Give a reason.' }));
    dispatch(actions.actionRequest({ code: 'CODE1', reason: '', action: { kind: 'adjust', amount: 5, idempotencyKey: 'adjust-once' } }));
    await settled();
    expect(adjust).toHaveBeenCalledWith('CODE1', 5, '', 'adjust-once');
    expect(state().result).toMatchObject({ tone: 'error', text: 'Give a reason.', fields: { reason: 'Give a reason.' }, from: 'action' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('manages a gift under its new code once it went to a new recipient', async () => {
    const { state, dispatch, read } = await openOn();
    jest
      .spyOn(cardActionsApi, 'changeRecipient')
      .mockResolvedValue({ uniqueCode: 'CODE2' } as Awaited<ReturnType<typeof cardActionsApi.changeRecipient>>);
    dispatch(actions.recipientRequest({ code: 'CODE1', recipient: { recipientName: 'Ann', recipientEmail: ' ann@example.com ' } }));
    await settled();
    expect(state()).toMatchObject({
      code: 'CODE2',
      pending: false,
      result: {
        tone: 'success',
        from: 'recipient',
        code: 'CODE2',
        text: 'The card went to ann@example.com under a new code, CODE2. The old code no longer works.',
      },
    });
    expect(read).toHaveBeenLastCalledWith('CODE2');
  });

  it('says whether the card was emailed again', async () => {
    const { state, dispatch } = await openOn();
    jest.spyOn(cardActionsApi, 'resend').mockRejectedValue(new ApiError(0, ''));
    dispatch(actions.resendRequest('CODE1'));
    expect(state().resend).toEqual({ status: 'busy' });
    await settled();
    expect(state().resend).toEqual({ status: 'failed', message: 'The card could not be emailed again. Please try again.' });
  });
});

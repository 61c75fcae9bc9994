import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { BusinessDetail, OutsidePaymentCap, TeamDirectoryPage } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { settled, specStore } from '../../lib/spec-store';
import { superAdminApi } from './api/super-admin-api';
import { storeFeature } from './super-admin-feature';
import { superAdminActions as actions } from './super-admin-slice';

const detail = (status: 'active' | 'suspended' = 'active') => ({ businessSlug: 'bistro', restaurantName: 'Bistro', status }) as BusinessDetail;
const cap: OutsidePaymentCap = { businessSlug: 'bistro', dailyCap: 5000, custom: false, usedToday: 0 };
const directory = (slugs: string[], nextCursor: string | null) =>
  ({ businesses: slugs.map((businessSlug) => ({ businessSlug })), nextCursor }) as unknown as TeamDirectoryPage;

/** The super admin's store with the bistro's page open, its detail and cap answered. */
async function openBistro() {
  jest.spyOn(superAdminApi, 'business').mockResolvedValue(detail());
  jest.spyOn(superAdminApi, 'outsidePaymentCap').mockResolvedValue(cap);
  const store = specStore(storeFeature);
  store.dispatch(actions.openBusiness('bistro'));
  await settled();
  return store;
}

describe('the super admin’s business pages', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('list the businesses 20 at a time, the next page asked with the search and the cursor of the one before', async () => {
    const businesses = jest
      .spyOn(superAdminApi, 'businesses')
      .mockResolvedValueOnce(directory(['a', 'b'], 'after-b'))
      .mockResolvedValueOnce(directory(['c'], null));
    const { dispatch, state } = specStore(storeFeature);
    dispatch(actions.loadBusinesses('bis'));
    await settled();
    dispatch(actions.loadMoreBusinesses());
    expect(state().businesses.loadingMore).toBe(true);
    await settled();
    expect(businesses.mock.calls).toEqual([
      ['bis', null],
      ['bis', 'after-b'],
    ]);
    expect(state().businesses).toMatchObject({
      items: [{ businessSlug: 'a' }, { businessSlug: 'b' }, { businessSlug: 'c' }],
      nextCursor: null,
      loadingMore: false,
    });
  });

  it('open a business with its detail and cap, and drop what arrives for another one', async () => {
    const { dispatch, state } = await openBistro();
    expect(state().business).toMatchObject({ slug: 'bistro', detail: detail(), cap: { value: cap, error: null } });
    dispatch(actions.openBusiness('other'));
    dispatch(actions.businessLoaded({ slug: 'bistro', detail: detail() }));
    expect(state().business.detail).toBeNull();
  });

  it('suspend a business: the dialog closes and the page shows it as it now stands, or keeps the notes’ refusal beside the field', async () => {
    const { dispatch, state } = await openBistro();
    dispatch(actions.openStatusDialog());
    jest
      .spyOn(superAdminApi, 'setBusinessStatus')
      .mockRejectedValueOnce(new ApiError(400, 'Say why.', 'VALIDATION', { notes: 'Say why it is suspended.' }))
      .mockResolvedValueOnce(detail('suspended'));
    dispatch(actions.setBusinessStatusRequest({ slug: 'bistro', form: { status: 'suspended', notes: '' } }));
    await settled();
    expect(state().business.statusDialog).toEqual({
      open: true,
      pending: false,
      failure: { message: 'Say why.', notes: 'Say why it is suspended.' },
    });

    dispatch(actions.setBusinessStatusRequest({ slug: 'bistro', form: { status: 'suspended', notes: 'Fees unpaid' } }));
    await settled();
    expect(state().business).toMatchObject({ detail: { status: 'suspended' }, statusChanged: true, statusDialog: { open: false } });
  });

  it('show the cap field’s own message when a new cap is refused', async () => {
    const { dispatch, state } = await openBistro();
    jest
      .spyOn(superAdminApi, 'setOutsidePaymentCap')
      .mockRejectedValue(new ApiError(400, 'Check the form.', 'VALIDATION', { dailyCap: 'Enter an amount of at least $0.' }));
    dispatch(actions.saveCapRequest({ slug: 'bistro', dailyCap: '-1' }));
    await settled();
    expect(state().business.cap).toMatchObject({ value: cap, saving: false, saveError: 'Enter an amount of at least $0.' });
  });

  it('end one person’s sessions and say so, the confirmation closed either way', async () => {
    const { dispatch, state } = await openBistro();
    jest.spyOn(superAdminApi, 'endStaffSessions').mockResolvedValue({ success: true } as Awaited<ReturnType<typeof superAdminApi.endStaffSessions>>);
    dispatch(actions.askEndSessions('s1'));
    dispatch(actions.endSessionsRequest({ slug: 'bistro', id: 's1', name: 'Cleo' }));
    await settled();
    expect(state().business.endSessions).toMatchObject({
      asking: null,
      pending: false,
      outcome: { tone: 'success', text: 'Cleo was signed out everywhere.' },
    });
  });
});

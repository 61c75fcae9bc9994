import { Inject, Injectable } from '@nestjs/common';
import { newEvent, now, NotFoundError, RPC, sha256, ValidationError, Store, type RpcClient } from '@gv/platform';
import { customerEmailKey, CustomerPrivacyRpc, erasedEmail, PRIVACY_MESSAGES, type CustomerErased, type EraseCustomerRequest } from '@gv/proto';
import { eraseFromOutbox, eraseOrders, hasOrdersOf } from '../db/customer-repository.js';

/**
 * POST /api/v1/admin/customers/erase (decision 0054). Orders owns the command: in one transaction it replaces the
 * person's fields on the business's orders and in its outbox with a pseudonym and records `customer.erased`, which
 * every other service holding them acts on. The pseudonym comes from the hash of the address, so erasing again
 * answers the same one and records the event again (harmless: consumers find nothing left, or what arrived since).
 */
@Injectable()
export class EraseCustomerHandler {
  constructor(private readonly store: Store, @Inject(RPC) private readonly rpc: RpcClient) {}

  async execute(request: EraseCustomerRequest): Promise<CustomerErased> {
    const email = customerEmailKey(request.email);
    if (!email) throw new ValidationError({ email: PRIVACY_MESSAGES.emailRequired });
    if (customerEmailKey(request.confirm) !== email) throw new ValidationError({ confirm: PRIVACY_MESSAGES.confirmMismatch });
    const { businessSlug } = request;
    const emailHash = sha256(email);
    const pseudonym = erasedEmail(emailHash);
    if (!(await this.isKnown(businessSlug, email, pseudonym))) throw new NotFoundError(PRIVACY_MESSAGES.customerNotFound, 'CUSTOMER.NOT_FOUND');
    const erased = newEvent('customer.erased', { v: 1, businessSlug, emailHash, pseudonym, erasedAt: now().toISOString(), adminId: request.adminId });
    await this.store.transaction(async (tx, record) => {
      await eraseOrders(tx, businessSlug, email, pseudonym);
      await eraseFromOutbox(tx, businessSlug, email, pseudonym);
      await record(erased);
    });
    return { success: true, message: PRIVACY_MESSAGES.erased, erasedAs: pseudonym };
  }

  /**
   * Whether the business knows the person, or erased them already: from its orders, else from its cards (a gift's
   * recipient chosen after the sale is known to redemption only).
   */
  private async isKnown(businessSlug: string, email: string, pseudonym: string): Promise<boolean> {
    if (await hasOrdersOf(this.store.db, businessSlug, [email, pseudonym])) return true;
    for (const known of [email, pseudonym]) {
      if ((await this.rpc.call(CustomerPrivacyRpc.cards, { businessSlug, email: known })).cards.length > 0) return true;
    }
    return false;
  }
}

import { DomainError, spendCall, ValidationError, type Db, type KeyValueStore } from '@gv/platform';
import { TWO_STEP_MESSAGES as messages, type Acknowledged, type TurnOffTwoStepRequest } from '@gv/proto';
import { passwordHashOf } from '../db/account-repository.js';
import { checkPassword } from '../domain/passwords.js';
import type { TwoStepSignIn } from '../sessions/two-step-sign-in.js';

/** Turns two-step sign-in off, proven with a code (of the app or a recovery code) or the account's password. */
export async function turnOffTwoStep(db: Db, kv: KeyValueStore, twoStep: TwoStepSignIn, request: TurnOffTwoStepRequest): Promise<Acknowledged> {
  const { realm, accountId } = request.account;
  if (request.code) {
    await twoStep.checkCode(realm, accountId, request.code);
  } else if (typeof request.password === 'string' && request.password !== '') {
    // The same budget as a password change: a stolen session cannot guess the password here.
    await spendCall(kv, [{ key: `change-password:${accountId}`, max: 10, windowSeconds: 900 }]);
    if (!(await checkPassword(await passwordHashOf(db, realm, accountId), request.password))) {
      throw new DomainError('AUTH.WRONG_PASSWORD', messages.wrongPassword, { password: messages.wrongPassword });
    }
  } else {
    throw new ValidationError({ code: messages.proofNeeded });
  }
  await twoStep.turnOff(realm, accountId);
  return { success: true, message: messages.turnedOff };
}

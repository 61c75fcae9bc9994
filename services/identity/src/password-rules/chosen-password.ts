import { ValidationError } from '@gv/platform';
import { newPasswordProblem } from '../domain/passwords.js';
import { isBreachedPassword } from './breached-passwords.js';

/** The new password a request gives in `field`; throws a ValidationError on that field when the rules refuse it. */
export function chosenPassword(value: unknown, field: string): string {
  const password = typeof value === 'string' ? value : '';
  const problem = newPasswordProblem(password, isBreachedPassword);
  if (problem) throw new ValidationError({ [field]: problem });
  return password;
}

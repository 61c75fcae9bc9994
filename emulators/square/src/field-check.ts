import { SquareFailure, type Money, type SquareErrorItem } from './wire.js';

type Body = Record<string, unknown>;

/** Reads request fields the way Square validates them, collecting every error to answer them together. */
export class FieldCheck {
  private readonly errors: SquareErrorItem[] = [];

  /** `prefix` names a nested object in the errors' `field` (`gift_card.`). */
  constructor(private readonly body: Body, private readonly prefix = '') {}

  /** A nested object, to read with a FieldCheck of its own. */
  object(field: string, { required = false } = {}): Body | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) this.fail('MISSING_REQUIRED_PARAMETER', 'Missing required parameter.', field);
      return undefined;
    }
    if (typeof value !== 'object' || Array.isArray(value)) return this.fail('EXPECTED_OBJECT', 'Expected an object.', field);
    return value as Body;
  }

  /** A non-empty list of strings, each at most `max` long. */
  strings(field: string, { required = false, max }: { required?: boolean; max: number }): string[] | undefined {
    const value = this.body[field];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
      if (required) this.fail('MISSING_REQUIRED_PARAMETER', 'Missing required parameter.', field);
      return undefined;
    }
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      return this.fail('EXPECTED_ARRAY', 'Expected a list of strings.', field);
    }
    if (value.some((item: string) => item.length > max)) return this.fail('VALUE_TOO_LONG', `Each value must not be longer than ${max}.`, field);
    return value as string[];
  }

  string(field: string, { required = false, max }: { required?: boolean; max: number }): string | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) this.fail('MISSING_REQUIRED_PARAMETER', 'Missing required parameter.', field);
      return undefined;
    }
    if (typeof value !== 'string') return this.fail('EXPECTED_STRING', 'Expected a string value.', field);
    if (required && value.length === 0) return this.fail('VALUE_TOO_SHORT', 'Field must not be blank.', field);
    if (value.length > max) return this.fail('VALUE_TOO_LONG', `Field must not be greater than ${max} length.`, field);
    return value;
  }

  boolean(field: string): boolean | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') return this.fail('EXPECTED_BOOLEAN', 'Expected a boolean value.', field);
    return value;
  }

  /** One of an enum's values, e.g. a dispute reason. */
  oneOf<T extends string>(field: string, values: readonly T[], { required = false } = {}): T | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) this.fail('MISSING_REQUIRED_PARAMETER', 'Missing required parameter.', field);
      return undefined;
    }
    if (!values.includes(value as T)) return this.fail('INVALID_ENUM_VALUE', `Expected one of ${values.join(', ')}.`, field);
    return value as T;
  }

  /** A Money object in `currency` (what the location or payment takes), with a positive amount in its smallest unit (cents; yen). */
  money(field: string, currency: string, { required = false } = {}): Money | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) this.fail('MISSING_REQUIRED_PARAMETER', 'Missing required parameter.', field);
      return undefined;
    }
    if (typeof value !== 'object' || Array.isArray(value)) return this.fail('EXPECTED_OBJECT', 'Expected an object.', field);
    const { amount, currency: given } = value as Body;
    if (!Number.isSafeInteger(amount)) return this.fail('EXPECTED_INTEGER', 'Expected an integer value.', `${field}.amount`);
    if ((amount as number) < 1) return this.fail('VALUE_TOO_LOW', 'Must be at least 1.', `${field}.amount`);
    if (given !== currency) {
      const detail = `This merchant can only process payments in ${currency}, but amount was provided in ${String(given)}.`;
      return this.fail('INVALID_VALUE', detail, `${field}.currency`);
    }
    return { amount: amount as number, currency };
  }

  /** Throws the collected errors, if any. */
  done(): void {
    if (this.errors.length > 0) throw new SquareFailure(400, this.errors);
  }

  private fail(code: string, detail: string, field: string): undefined {
    this.errors.push({ category: 'INVALID_REQUEST_ERROR', code, detail, field: this.prefix + field });
    return undefined;
  }
}

/** The fields that have a value, to leave the others out of an answer (Square omits empty fields). */
export function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

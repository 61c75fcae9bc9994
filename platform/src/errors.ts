import type { RpcErrorBody } from '@gv/proto';

/**
 * A failure the caller can act on: a stable code, the spec's message and the
 * HTTP status the gateway answers with. Use cases throw these, never HTTP errors.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): RpcErrorBody {
    return { code: this.code, message: this.message, status: this.status, fields: this.fields };
  }
}

export class ValidationError extends DomainError {
  constructor(fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Invalid input') {
    super('VALIDATION.FAILED', message, 400, fields);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(code, message, 404);
  }
}

export class RemoteError extends Error {
  constructor(readonly body: RpcErrorBody) {
    super(body.message);
  }
}

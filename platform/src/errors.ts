import type { RpcErrorBody } from '@gv/proto';

/**
 * A failure the caller can act on: a stable code and the spec's message (and, for a form, each field's message).
 * Use cases throw these, never HTTP errors: the gateway's table gives each code its HTTP status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): RpcErrorBody {
    return { code: this.code, message: this.message, fields: this.fields };
  }
}

export class ValidationError extends DomainError {
  constructor(fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Invalid input') {
    super('VALIDATION.FAILED', message, fields);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(code, message);
  }
}

export class RemoteError extends Error {
  constructor(readonly body: RpcErrorBody) {
    super(body.message);
  }
}

/**
 * An event came before one it builds on, as happens where each event type has its own consumer (JetStream): a card's
 * redemption handled before its issue. It is delivered again later, for longer than other failures (see settleDelivery).
 */
export class AwaitingEarlierEvent extends Error {}

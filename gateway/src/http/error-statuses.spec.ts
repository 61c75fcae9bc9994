import { httpStatusOf } from './error-statuses';

describe('the HTTP status of a domain error code', () => {
  it("answers a declined payment 402 whatever Square's code, and every kind of not-found 404", () => {
    expect(['PAYMENT.DECLINED.GENERIC_DECLINE', 'PAYMENT.DECLINED.CVV_FAILURE'].map(httpStatusOf)).toEqual([402, 402]);
    expect(['NOT_FOUND', 'GIFT_CARD.NOT_FOUND', 'PURCHASE.ORDER_NOT_FOUND'].map(httpStatusOf)).toEqual([404, 404, 404]);
  });

  it('answers the listed codes their status and any other code 400', () => {
    expect(['AUTH.REQUIRED', 'OTP.LOCKED', 'REGISTRATION.OTP_LOCKED', 'PAYMENT.UNCONFIRMED', 'UNAVAILABLE', 'INTERNAL'].map(httpStatusOf)).toEqual([401, 429, 400, 503, 503, 500]);
    expect(['DEAD_LETTER.FAILED_AGAIN', 'DEAD_LETTER.NOT_FOUND', 'SERVICE.NOT_FOUND'].map(httpStatusOf)).toEqual([409, 404, 404]);
    expect(['VALIDATION.FAILED', 'SOMETHING.NEW', 'NOT_FOUNDATION'].map(httpStatusOf)).toEqual([400, 400, 400]);
  });
});

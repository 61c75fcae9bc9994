import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { NOT_REDEEMABLE, notRedeemableMessages, translate } from '@gv/proto';
import { redeemDetails } from './redeem-details.fixtures';
import { renderWith } from '../../../test-support/render-with';

describe("the counter's not-redeemable texts", () => {
  it('tells the counter in French that a voided card cannot be redeemed', () => {
    renderWith(redeemDetails({ status: 'void' }), { locale: 'fr' });
    expect(screen.getByText('Cette carte cadeau a été annulée et ne peut plus être utilisée.')).toBeTruthy();
  });

  it('keeps the English the server answers with', () => {
    render(redeemDetails({ status: 'on_hold' }));
    expect(screen.getByText('This gift card is on hold while its payment is disputed and cannot be redeemed.')).toBeTruthy();
    expect(NOT_REDEEMABLE.refunded).toBe('This gift card has been refunded and cannot be redeemed.');
    expect(translate(notRedeemableMessages, 'es', 'replaced')).toBe('Esta tarjeta regalo se ha trasladado a un código nuevo y no se puede canjear.');
  });
});

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { PROMOTION_MESSAGES, promotionMessages, translate } from '@gv/proto';
import { PromotionForm } from './promotion-form';
import { renderWith } from '../../../test-support/render-with';

describe('the promotion form in French', () => {
  it('labels its fields and refuses an empty form in French', () => {
    renderWith(<PromotionForm cards={[]} onSaved={() => undefined} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: 'Nouvelle promotion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pourcentage du prix' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Créer la promotion' }));
    expect(screen.getByText('Donnez un nom à la promotion (80 caractères maximum).')).toBeTruthy();
    expect(screen.getByText('Choisissez au moins une carte cadeau.')).toBeTruthy();
  });

  it('keeps the server’s English and words an overlap in each language', () => {
    expect(PROMOTION_MESSAGES.overlaps('Summer')).toBe('It overlaps the promotion "Summer" on the same gift card.');
    expect(PROMOTION_MESSAGES.nameRequired).toBe('Give the promotion a name (up to 80 characters).');
    expect(translate(promotionMessages, 'es', 'overlaps', { other: 'Verano' })).toBe(
      'Se solapa con la promoción «Verano» en la misma tarjeta regalo.',
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { translate } from '@gv/proto';
import { noticesMessages as notices } from './notices.messages';
import { Pager } from './pager';
import { ShowMoreButton } from './show-more-button';
import { SuspendedBar } from './suspended-bar';
import { WalletButtons } from './wallet-buttons';
import { TextField } from './form-field';
import { renderWith } from '../../test-support/render-with';

describe('the shared components in Spanish and French', () => {
  it('pages and shows more in Spanish', () => {
    renderWith(
      <>
        <Pager page={2} pages={5} busy={false} label="Páginas" onPage={() => {}} />
        <ShowMoreButton count={3} loading={false} className="" onClick={() => {}} />
        <TextField label="Nombre" optional value="" onChange={() => {}} />
      </>,
      { locale: 'es' },
    );
    expect(screen.getByText('Página 2 de 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: '‹ Anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar 3 más' })).toBeTruthy();
    expect(screen.getByText('(opcional)', { exact: false })).toBeTruthy();
  });

  it('offers the wallets and tells a suspended business why, in French', () => {
    renderWith(
      <>
        <WalletButtons googleWalletUrl="https://g.example" appleWalletUrl="https://a.example" className="btn" />
        <SuspendedBar reason="Impayés" />
      </>,
      { locale: 'fr' },
    );
    expect(screen.getByRole('link', { name: 'Ajouter à Google Wallet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter à Apple Wallet' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Votre commerce est suspendu : la vente est désactivée. Motif : « Impayés ».');
  });

  it('keeps the English suspended bar word for word', () => {
    render(<SuspendedBar reason="Unpaid" />);
    expect(screen.getByRole('status').textContent).toBe(
      'Your business is suspended: selling is off. Reason: “Unpaid”. Your pages say you are not selling gift cards right now and checkouts are refused. Cards you already sold can still be redeemed. Contact Giftcard Vault to reinstate it.',
    );
  });

  it('counts exported rows with the language’s plural', () => {
    expect(translate(notices, 'en', 'exporting', { label: 'cards', rows: 1234 })).toBe('Exporting cards… 1,234 rows');
    expect(translate(notices, 'fr', 'exporting', { label: 'cartes', rows: 1 })).toBe('Export cartes… 1 ligne');
    expect(translate(notices, 'es', 'exporting', { label: 'tarjetas', rows: 2 })).toBe('Exportando tarjetas… 2 filas');
  });
});

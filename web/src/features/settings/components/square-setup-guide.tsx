import { Icon } from '../../../components/ui/icon';

/** Collapsible help: where the Square credentials live in the Square Developer dashboard. */
export function SquareSetupGuide() {
  return (
    <details className="setup-guide">
      <summary>
        <Icon name="book" size={18} /> Square setup guide
      </summary>
      <ol>
        <li>
          Sign in to the{' '}
          <a href="https://developer.squareup.com/apps" target="_blank" rel="noreferrer">
            Square Developer Console
          </a>{' '}
          with your Square account.
        </li>
        <li>Create an application (or open the one you already use for this business).</li>
        <li>
          At the top of the page choose <strong>Sandbox</strong> to test or <strong>Production</strong> to take real payments. Each mode has its own
          credentials.
        </li>
        <li>
          Open <strong>Credentials</strong>: copy the <strong>Application ID</strong> and the <strong>Access token</strong>.
        </li>
        <li>
          Open <strong>Locations</strong>: copy the <strong>Location ID</strong> of the shop that should receive the payments.
        </li>
        <li>
          Paste the three values here and press <strong>Save Settings</strong>. The access token is stored encrypted and only its last four characters
          are shown afterwards.
        </li>
      </ol>
      <p className="setup-guide__note">
        Keep your access token private: anyone with it can act on your Square account. If it leaks, replace it in the Developer Console and save the
        new one here.
      </p>
    </details>
  );
}

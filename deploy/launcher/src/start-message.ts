/** What `npm start` prints on its first start (a new DATA_DIR), once the platform answers: what to do next. */
export function nextSteps(options: { url: string; dataDir: string; demo: boolean; superAdmin?: string }): string {
  const { url, dataDir } = options;
  return [
    `Giftcard Vault is ready at ${url}. Next:`,
    options.demo
      ? `  - Demo Bistro is ready: sign in at ${url}/login as demo@giftcardvault.local / demo-pass-123.`
      : `  - Open ${url} and register a business (its emails are .eml files in ${dataDir}/mail), or start again with DEMO=1 for a sample business.`,
    options.superAdmin
      ? `  - The super admin (${options.superAdmin}) signs in at ${url}/superlogin.`
      : `  - The super admin signs in at ${url}/superlogin: set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD, or run npm run superadmin -- --email … --password … while stopped.`,
    '',
  ].join('\n');
}

import { nextSteps } from './start-message';

describe("npm start's first-start message", () => {
  it('says where it runs and what to do next: register or DEMO=1, and where the super admin signs in', () => {
    const message = nextSteps({ url: 'http://localhost:3000', dataDir: '.data', demo: false });
    expect(message).toContain('http://localhost:3000');
    expect(message).toContain('DEMO=1 for a sample business');
    expect(message).toContain('.data/mail');
    expect(message).toContain('signs in at http://localhost:3000/superlogin: set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD');
  });

  it('names the demo sign-in with DEMO=1, and the super admin it was given', () => {
    const message = nextSteps({ url: 'http://localhost:3000', dataDir: '.data', demo: true, superAdmin: 'ops@example.com' });
    expect(message).toContain('http://localhost:3000/login as demo@giftcardvault.local');
    expect(message).toContain('The super admin (ops@example.com) signs in at http://localhost:3000/superlogin.');
  });
});

import { renderEmail, type Email } from '../emails/layout.js';

/** To the business whose webhook endpoint failed for too long and was turned off. */
export function webhookDisabledEmail(data: { businessName: string; url: string; hours: number; developersUrl: string }): Email {
  return renderEmail({
    subject: `Webhooks to ${data.url} are turned off`,
    heading: 'A webhook endpoint stopped receiving',
    paragraphs: [
      `Every attempt to deliver ${data.businessName}'s webhooks to ${data.url} failed for ${data.hours} hours, so the endpoint was turned off.`,
      'The messages it missed are kept: fix the endpoint, then turn it back on at Developers and they are sent again, in order.',
    ],
    action: { label: 'Open Developers', url: data.developersUrl },
  });
}

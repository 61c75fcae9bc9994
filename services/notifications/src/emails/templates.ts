import type { EventMap } from '@gv/proto';
import { renderEmail, type Email } from './layout.js';

/** Every email the platform sends, keyed by template name, each a pure function of its data. */
export const templates = {
  'registration-received': (data: EventMap['registration.requested']): Email =>
    renderEmail({
      subject: 'We received your Giftcard Vault registration',
      heading: `Thanks, ${data.name}!`,
      paragraphs: [
        `We received the registration request for ${data.restaurantName}.`,
        "Our team reviews every request and will be in touch within 24 hours with the next steps.",
      ],
    }),
} satisfies Record<string, (data: never) => Email>;

export type TemplateName = keyof typeof templates;
export type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];

export interface EmailJob<T extends TemplateName = TemplateName> {
  template: T;
  to: string;
  data: TemplateData<T>;
}

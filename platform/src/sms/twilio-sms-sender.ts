import twilio from 'twilio';
import { probe } from '../health.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** Tests only: Twilio's API at another origin (a local stand-in); the library's own calls still make every request. */
  apiUrl?: string;
}

/** Twilio's own request client, its requests sent to `apiUrl` instead of *.twilio.com (the path and query kept). */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    super();
  }

  override request: twilio.RequestClient['request'] = (opts) => {
    const uri = new URL(opts.uri);
    return super.request({ ...opts, uri: new URL(`${uri.pathname}${uri.search}`, this.apiUrl).href });
  };
}

/** Texts through Twilio's Messages API with the official library (`twilio`). */
export class TwilioSmsSender implements SmsSender {
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, settings.apiUrl ? { httpClient: new RedirectedRequestClient(settings.apiUrl) } : {});
  }

  async send({ to, body }: SmsMessage): Promise<void> {
    const from = this.settings.from;
    await this.client.messages.create({ to, body, ...(from.startsWith('MG') ? { messagingServiceSid: from } : { from }) });
  }

  /** The account answers with these credentials. */
  health() {
    return probe(() => this.client.api.v2010.accounts(this.settings.accountSid).fetch());
  }
}

import type { Check } from '../health.js';

/** A text message to one phone number (E.164, e.g. +15551234567). */
export interface SmsMessage {
  to: string;
  body: string;
}

/** Sends text messages: Twilio's Messages API, or files under DATA_DIR/sms (the zero-install default). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  health(): Promise<Check>;
}

/** What the store needs to send a shopper a message (DESIGN §5): an e-mail or a text message. */

export type MessageChannel = 'email' | 'sms';

/**
 * The messages the store sends. The provider renders each in the shopper's language from its
 * template and parameters; the store never builds the text itself.
 */
export type MessageTemplate =
  | 'signUpCode'
  | 'passwordResetCode'
  | 'deleteAccountCode'
  /** Codacash: the code that activates a wallet on a phone, and the one that confirms a payment. */
  | 'walletActivationCode'
  | 'walletChargeCode'
  /** An order's receipt once delivered, and the notice that its payment was refunded (issue 17). */
  | 'orderReceipt'
  | 'orderRefunded'
  /** A voucher order's receipt: its code instead of a player (docs/decisions/0038). */
  | 'voucherReceipt';

export type OutgoingMessage = {
  channel: MessageChannel;
  /** An e-mail address (lower-case) or an E.164 mobile number. */
  to: string;
  template: MessageTemplate;
  params: Record<string, string | number>;
  /**
   * The shopper's locale (`en-SG`, `ar-AE`) the message is written in; English when absent (the
   * account codes are sent before the store knows more).
   */
  locale?: string;
};

/** The message could not be handed to the provider; nothing was sent. */
export class MessagingError extends Error {}

export interface MessagingProvider {
  readonly id: string;
  /** Resolves once the provider has accepted the message; throws `MessagingError` otherwise. */
  send(message: OutgoingMessage): Promise<void>;
}

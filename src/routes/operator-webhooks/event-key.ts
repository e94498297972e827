import type { WebhookEventType } from '../../contract/webhook-events';

/** The locale key of an event type: i18next reads a dot as nesting, so 'option.placed' is 'option_placed'. */
export const eventKey = (type: WebhookEventType) => type.replace('.', '_');

import { contactInputSchema, crewApplicationInputSchema, formAcceptedSchema } from '../../src/contract/content-api';
import { contactEndpoint, crewApplicationEndpoint } from '../../src/contract/content-endpoints';
import { defineEndpoint, type Endpoint } from '../api/endpoint';
import { rateLimitNote } from '../api/rate-limit';
import { acceptContactMessage, acceptCrewApplication } from './forms';

// The contact form and the crew application ("join us") form (P1).
export const formsEndpoints: Endpoint[] = [
  defineEndpoint(contactEndpoint, {
    summary: `Send a message to the charter office, confirmed to the sender by mail (${rateLimitNote('contact')}; a filled-in \`website\` honeypot is answered as accepted and dropped)`,
    tag: 'Forms',
    status: 201,
    body: contactInputSchema,
    response: formAcceptedSchema,
    errors: [413, 415, 422, 429],
    handle: async ({ body, caller }, ctx) => {
      await acceptContactMessage(ctx, body, caller.ip);
      return { success: true as const, message: 'Thank you, your message has been sent. We will answer within one working day.' };
    },
  }),
  defineEndpoint(crewApplicationEndpoint, {
    summary: `Apply to join the crew: skipper, hostess, cook, chef (${rateLimitNote('crew-application')}; a CV is sent through the join-us page's form)`,
    tag: 'Forms',
    status: 201,
    body: crewApplicationInputSchema,
    response: formAcceptedSchema,
    errors: [413, 415, 422, 429],
    handle: async ({ body, caller }, ctx) => {
      await acceptCrewApplication(ctx, body, caller.ip);
      return { success: true as const, message: 'Thank you for your application. We will contact you.' };
    },
  }),
];

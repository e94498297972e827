import type { Endpoint } from './endpoint';
import { languagesEndpoints } from './languages/languages.endpoints';

// Every endpoint of the API, in one table (one module per feature).
export const endpoints: Endpoint[] = [
  ...languagesEndpoints,
];

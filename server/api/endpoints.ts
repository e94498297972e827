import type { Endpoint } from './endpoint';
import { languagesEndpoints } from './languages/languages.endpoints';

// Every endpoint of the API, in one table.
export const endpoints: Endpoint[] = [...languagesEndpoints];

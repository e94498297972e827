import type { BoatPrices } from '../../contract/operator-prices-api';

/** What each section of the prices page gets: the session, the boat's prices as read, and a reload after a write. */
export interface SectionProps {
  token: string;
  yachtId: number;
  canWrite: boolean;
  data: BoatPrices;
  reload(): void;
}

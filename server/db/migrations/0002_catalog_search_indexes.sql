CREATE INDEX "bookings_live_yacht_end_idx" ON "bookings" USING btree ("yacht_id",upper("period")) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "extras_obligatory_yacht_idx" ON "extras" USING btree ("yacht_id") WHERE obligatory;--> statement-breakpoint
CREATE INDEX "yacht_prices_yacht_end_idx" ON "yacht_prices" USING btree ("yacht_id",upper("period"));
ALTER TABLE "wishlists" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_items" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "recommendation_runs" ADD COLUMN "fallback_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_one_default_idx" ON "wishlists" USING btree ("user_id") WHERE "is_default" and "is_active";
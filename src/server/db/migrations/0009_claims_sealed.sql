CREATE TABLE "wishlist_claim_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"item_title" text NOT NULL,
	"list_title" text NOT NULL,
	"change" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "wishlist_claim_notices_change_check" CHECK ("change" in ('edited', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "registry_mode_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_claim_notices" ADD CONSTRAINT "wishlist_claim_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_claim_notices" ADD CONSTRAINT "wishlist_claim_notices_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_claim_notices_pending_idx" ON "wishlist_claim_notices" USING btree ("claim_id") WHERE "sent_at" is null;--> statement-breakpoint
CREATE INDEX "wishlist_claim_notices_sent_idx" ON "wishlist_claim_notices" USING btree ("claim_id","sent_at");
CREATE TABLE "wishlist_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"hide_name" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"manage_token_hash" text,
	"share_id" uuid,
	"purchased" boolean DEFAULT false NOT NULL,
	"purchased_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_claims_manageTokenHash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "wishlist_claims_quantity_check" CHECK ("quantity" >= 1),
	CONSTRAINT "wishlist_claims_status_check" CHECK ("status" in ('pending', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	CONSTRAINT "wishlist_invitations_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "wishlist_invitations_role_check" CHECK ("role" in ('editor', 'viewer')),
	CONSTRAINT "wishlist_invitations_status_check" CHECK ("status" in ('pending', 'accepted', 'declined', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" DROP CONSTRAINT "wishlist_items_purchased_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "position" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "is_surprise" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "registry_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_share_id_wishlist_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."wishlist_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_invitations" ADD CONSTRAINT "wishlist_invitations_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_invitations" ADD CONSTRAINT "wishlist_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_invitations" ADD CONSTRAINT "wishlist_invitations_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_claims_item_idx" ON "wishlist_claims" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "wishlist_claims_wishlist_idx" ON "wishlist_claims" USING btree ("wishlist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_claims_user_item_idx" ON "wishlist_claims" USING btree ("item_id","user_id") WHERE "user_id" is not null;--> statement-breakpoint
CREATE INDEX "wishlist_claims_user_idx" ON "wishlist_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_invitations_wishlist_idx" ON "wishlist_invitations" USING btree ("wishlist_id");--> statement-breakpoint
CREATE INDEX "wishlist_invitations_email_idx" ON "wishlist_invitations" USING btree ("email") WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "wishlist_items" DROP COLUMN "purchased";--> statement-breakpoint
ALTER TABLE "wishlist_items" DROP COLUMN "purchased_by";--> statement-breakpoint
ALTER TABLE "wishlist_items" DROP COLUMN "purchased_at";--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_quantity_check" CHECK ("quantity" >= 1);
CREATE TABLE "social_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "social_blocks_not_self_check" CHECK ("blocker_id" <> "blocked_id")
);
--> statement-breakpoint
CREATE TABLE "social_invite_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_profiles" ALTER COLUMN "privacy_settings" SET DEFAULT '{"profile_visibility":"public","activity_visibility":"friends","allow_friend_requests":true,"shared_activity_types":["friend_added","wishlist_created","wishlist_updated","achievement"]}'::jsonb;--> statement-breakpoint
ALTER TABLE "activity_engagements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "social_blocks" ADD CONSTRAINT "social_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_blocks" ADD CONSTRAINT "social_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_invite_links" ADD CONSTRAINT "social_invite_links_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_blocks_blocked_idx" ON "social_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_invite_links_token_idx" ON "social_invite_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "social_invite_links_inviter_idx" ON "social_invite_links" USING btree ("inviter_id");--> statement-breakpoint
ALTER TABLE "social_activities" ADD CONSTRAINT "social_activities_type_check" CHECK ("activity_type" in ('friend_added', 'wishlist_created', 'wishlist_updated', 'gift_given', 'achievement'));
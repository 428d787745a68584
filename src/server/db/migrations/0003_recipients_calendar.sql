CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "received_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"description" text NOT NULL,
	"giver_name" text NOT NULL,
	"giver_recipient_id" uuid,
	"occasion_type" text,
	"received_date" date NOT NULL,
	"notes" text,
	"thanked" boolean DEFAULT false NOT NULL,
	"thanked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_gift_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"image_url" text,
	"price" numeric(10, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"product_id" uuid,
	"source" text DEFAULT 'manual' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_gift_ideas_price_check" CHECK ("price" is null or "price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "occasions" ADD COLUMN "is_birthday" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "clothing_size" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "shoe_size" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "ring_size" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "favorite_brands" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "favorite_stores" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "dislikes" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "already_has" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_gifts" ADD CONSTRAINT "received_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_gifts" ADD CONSTRAINT "received_gifts_giver_recipient_id_recipients_id_fk" FOREIGN KEY ("giver_recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_gift_ideas" ADD CONSTRAINT "recipient_gift_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_gift_ideas" ADD CONSTRAINT "recipient_gift_ideas_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_gift_ideas" ADD CONSTRAINT "recipient_gift_ideas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "received_gifts_user_date_idx" ON "received_gifts" USING btree ("user_id","received_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipient_gift_ideas_recipient_idx" ON "recipient_gift_ideas" USING btree ("recipient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "occasions_one_birthday_idx" ON "occasions" USING btree ("recipient_id") WHERE "is_birthday";--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_occasion_days_idx" ON "reminders" USING btree ("occasion_id","reminder_days") WHERE "is_active";
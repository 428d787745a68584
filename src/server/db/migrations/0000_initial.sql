CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"email" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"personality_traits" text[] DEFAULT '{}' NOT NULL,
	"age_range" text,
	"gender" text,
	"birthday" date,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"avatar_media_id" uuid,
	"subscription_status" text DEFAULT 'free' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text DEFAULT 'transactional' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"campaign_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_messageId_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_notifications" jsonb NOT NULL,
	"push_notifications" jsonb NOT NULL,
	"reminder_timing" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"all" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"reminders" boolean DEFAULT false NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_aggregations" (
	"date_bucket" date NOT NULL,
	"error_code" text NOT NULL,
	"severity" text NOT NULL,
	"count" integer NOT NULL,
	"affected_users" integer DEFAULT 0 NOT NULL,
	"resolved_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_aggregations_date_bucket_error_code_severity_pk" PRIMARY KEY("date_bucket","error_code","severity")
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"error_code" text NOT NULL,
	"error_message" text NOT NULL,
	"service" text,
	"stack_trace" text,
	"original_error" text,
	"context" jsonb,
	"user_id" text,
	"session_id" text,
	"user_agent" text,
	"url" text,
	"severity" text NOT NULL,
	"source" text DEFAULT 'server' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unique_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_seen_markers" (
	"user_id" text NOT NULL,
	"badge" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_seen_markers_user_id_badge_pk" PRIMARY KEY("user_id","badge"),
	CONSTRAINT "badge_seen_markers_badge_check" CHECK ("badge" in ('wishlists', 'social'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"disabled_types" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"action_url" text,
	"action_label" text,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "wishlist_collaborators_role_check" CHECK ("role" in ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"url" text,
	"image_url" text,
	"price" numeric(10, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"external_product_id" text,
	"product_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purchased" boolean DEFAULT false NOT NULL,
	"purchased_by" text,
	"purchased_at" timestamp with time zone,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_price_check" CHECK ("price" is null or "price" >= 0),
	CONSTRAINT "wishlist_items_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "wishlist_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wishlist_id" uuid NOT NULL,
	"share_token" text NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_shares_shareToken_unique" UNIQUE("share_token")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"occasion" text,
	"privacy" text DEFAULT 'private' NOT NULL,
	"cover_image_url" text,
	"cover_media_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_privacy_check" CHECK ("privacy" in ('public', 'friends', 'private'))
);
--> statement-breakpoint
CREATE TABLE "activity_engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"engagement_type" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_engagements_type_check" CHECK ("engagement_type" in ('like', 'comment', 'share')),
	CONSTRAINT "activity_engagements_comment_check" CHECK ("engagement_type" <> 'comment' or length(btrim(coalesce("comment", ''))) > 0)
);
--> statement-breakpoint
CREATE TABLE "friend_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" text NOT NULL,
	"addressee_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_connections_status_check" CHECK ("status" in ('pending', 'accepted', 'declined', 'blocked')),
	CONSTRAINT "friend_connections_not_self_check" CHECK ("requester_id" <> "addressee_id")
);
--> statement-breakpoint
CREATE TABLE "friend_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"suggested_user_id" text NOT NULL,
	"suggestion_reason" text NOT NULL,
	"confidence_score" numeric(3, 2) NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_dismissed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_suggestions_not_self_check" CHECK ("user_id" <> "suggested_user_id"),
	CONSTRAINT "friend_suggestions_confidence_check" CHECK ("confidence_score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "social_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"activity_type" text NOT NULL,
	"description" text NOT NULL,
	"related_content" jsonb,
	"privacy" text DEFAULT 'friends' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_activities_privacy_check" CHECK ("privacy" in ('public', 'friends'))
);
--> statement-breakpoint
CREATE TABLE "social_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"avatar_url" text,
	"bio" text,
	"location" text,
	"gifting_style" text[] DEFAULT '{}' NOT NULL,
	"privacy_settings" jsonb DEFAULT '{"profile_visibility":"public","activity_visibility":"friends","allow_friend_requests":true}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"giver_id" text NOT NULL,
	"recipient_id" uuid,
	"gift_date" date NOT NULL,
	"product_title" text NOT NULL,
	"product_price" numeric(10, 2),
	"product_url" text,
	"product_id" uuid,
	"category" text,
	"occasion_type" text,
	"satisfaction_rating" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_history_rating_check" CHECK ("satisfaction_rating" between 1 and 5),
	CONSTRAINT "gift_history_price_check" CHECK ("product_price" is null or "product_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"recipient_id" uuid,
	"title" text NOT NULL,
	"name" text,
	"type" text DEFAULT 'other' NOT NULL,
	"date" date NOT NULL,
	"recurring_annually" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasions_type_check" CHECK ("type" in ('birthday', 'anniversary', 'graduation', 'wedding', 'other'))
);
--> statement-breakpoint
CREATE TABLE "recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"age" text,
	"gender" text,
	"relationship" text,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"personality_traits" text[] DEFAULT '{}' NOT NULL,
	"additional_info" text,
	"birthday" date,
	"email" text,
	"email_reminders" boolean DEFAULT true NOT NULL,
	"push_reminders" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipients_age_check" CHECK ("age" in ('0-12', '13-17', '18-25', '26-35', '36-50', '51-65', '65+')),
	CONSTRAINT "recipients_gender_check" CHECK ("gender" in ('female', 'male', 'non-binary', 'prefer-not-to-say')),
	CONSTRAINT "recipients_relationship_check" CHECK ("relationship" in ('Spouse/Partner', 'Parent', 'Child', 'Sibling', 'Friend', 'Colleague', 'Extended Family', 'Boss', 'Teacher', 'Neighbor', 'Acquaintance'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recipient_id" uuid,
	"occasion_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"occasion" text NOT NULL,
	"occasion_date" date NOT NULL,
	"reminder_date" date NOT NULL,
	"reminder_days" integer DEFAULT 7 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"email_outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_days_check" CHECK ("reminder_days" between 0 and 365),
	CONSTRAINT "reminders_date_order_check" CHECK ("reminder_date" <= "occasion_date")
);
--> statement-breakpoint
CREATE TABLE "product_cache_state" (
	"category" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_cache_state_category_check" CHECK ("category" in ('Electronics & Tech', 'Home & Garden', 'Health & Beauty', 'Sports & Outdoors', 'Books & Media', 'Fashion & Style')),
	CONSTRAINT "product_cache_state_source_check" CHECK ("source" in ('sample', 'amazon')),
	CONSTRAINT "product_cache_state_status_check" CHECK ("status" in ('idle', 'refreshing', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"brand" text,
	"price" numeric(10, 2),
	"original_price" numeric(10, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"image_url" text,
	"image_media_id" uuid,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_prime" boolean DEFAULT false NOT NULL,
	"sales_rank" integer,
	"url" text NOT NULL,
	"suits_interests" text[] DEFAULT '{}' NOT NULL,
	"suits_traits" text[] DEFAULT '{}' NOT NULL,
	"suits_occasions" text[] DEFAULT '{}' NOT NULL,
	"suits_age_ranges" text[] DEFAULT '{}' NOT NULL,
	"suits_relationships" text[] DEFAULT '{}' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("brand", '')), 'B') || setweight(to_tsvector('english', coalesce("tags"[1], '') || ' ' || coalesce("tags"[2], '') || ' ' || coalesce("tags"[3], '') || ' ' || coalesce("tags"[4], '') || ' ' || coalesce("tags"[5], '') || ' ' || coalesce("tags"[6], '') || ' ' || coalesce("tags"[7], '') || ' ' || coalesce("tags"[8], '') || ' ' || coalesce("tags"[9], '') || ' ' || coalesce("tags"[10], '') || ' ' || coalesce("tags"[11], '') || ' ' || coalesce("tags"[12], '') || ' ' || coalesce("tags"[13], '') || ' ' || coalesce("tags"[14], '') || ' ' || coalesce("tags"[15], '') || ' ' || coalesce("tags"[16], '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C')) STORED NOT NULL,
	"cached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_source_check" CHECK ("source" in ('sample', 'amazon')),
	CONSTRAINT "products_category_check" CHECK ("category" in ('Electronics & Tech', 'Home & Garden', 'Health & Beauty', 'Sports & Outdoors', 'Books & Media', 'Fashion & Style')),
	CONSTRAINT "products_rating_check" CHECK ("rating" between 0 and 5),
	CONSTRAINT "products_price_check" CHECK (("price" is null or "price" >= 0) and ("original_price" is null or "original_price" >= 0)),
	CONSTRAINT "products_review_count_check" CHECK ("review_count" >= 0),
	CONSTRAINT "products_tags_bound_check" CHECK (cardinality("tags") <= 16)
);
--> statement-breakpoint
CREATE TABLE "recommendation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"product_id" uuid,
	"batch" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"reasons" text[] DEFAULT '{}' NOT NULL,
	"price" numeric(10, 2),
	"gift_score" integer,
	"search_url" text,
	"feedback" text,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_items_feedback_check" CHECK ("feedback" in ('more', 'not')),
	CONSTRAINT "recommendation_items_score_check" CHECK ("gift_score" between 0 and 100),
	CONSTRAINT "recommendation_items_target_check" CHECK ("product_id" is not null or "search_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "recommendation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recipient_id" uuid,
	"profile" jsonb NOT NULL,
	"source" text NOT NULL,
	"model" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "recommendation_runs_source_check" CHECK ("source" in ('ai', 'local')),
	CONSTRAINT "recommendation_runs_status_check" CHECK ("status" in ('pending', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ai_config_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"function_id" text NOT NULL,
	"change_type" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_config_history_change_type_check" CHECK ("change_type" in ('model_change', 'settings_change', 'enabled_change'))
);
--> statement-breakpoint
CREATE TABLE "ai_function_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"function_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"model" text NOT NULL,
	"settings" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"usage_stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_function_configs_functionId_unique" UNIQUE("function_id")
);
--> statement-breakpoint
CREATE TABLE "ai_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" text NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'Custom' NOT NULL,
	"cost_per_million_input" numeric(12, 4) DEFAULT 0 NOT NULL,
	"cost_per_million_output" numeric(12, 4) DEFAULT 0 NOT NULL,
	"context_window" integer DEFAULT 4096 NOT NULL,
	"capabilities" text[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"removable" boolean DEFAULT true NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_models_modelId_unique" UNIQUE("model_id"),
	CONSTRAINT "ai_models_cost_check" CHECK ("cost_per_million_input" >= 0 and "cost_per_million_output" >= 0),
	CONSTRAINT "ai_models_context_check" CHECK ("context_window" > 0)
);
--> statement-breakpoint
CREATE TABLE "ai_usage_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"function_id" text NOT NULL,
	"model" text NOT NULL,
	"user_id" text,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(12, 6) DEFAULT 0 NOT NULL,
	"response_time_ms" integer DEFAULT 0 NOT NULL,
	"success" boolean NOT NULL,
	"error_message" text,
	"request_data" jsonb,
	"response_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"service_name" text NOT NULL,
	"api_key_encrypted" text,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_configurations_key_sealed_check" CHECK ("api_key_encrypted" is null or "api_key_encrypted" ~ '^v[0-9]+:')
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"referrer" text,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "affiliate_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_type" text NOT NULL,
	"config_data" jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_configs_configType_unique" UNIQUE("config_type")
);
--> statement-breakpoint
CREATE TABLE "affiliate_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"order_reference" text,
	"order_value" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"converted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_conversions_value_check" CHECK ("order_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_url" text NOT NULL,
	"affiliate_url" text NOT NULL,
	"short_code" text NOT NULL,
	"tracking_id" text,
	"product_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_links_shortCode_unique" UNIQUE("short_code"),
	CONSTRAINT "affiliate_links_short_code_check" CHECK ("short_code" ~ '^[A-Za-z0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "blog_post_views" (
	"post_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_views_post_id_viewer_key_viewed_on_pk" PRIMARY KEY("post_id","viewer_key","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"author" text DEFAULT 'Admin User' NOT NULL,
	"author_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_date" timestamp with time zone,
	"category" text DEFAULT 'General' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text[] DEFAULT '{}' NOT NULL,
	"featured_image_id" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"engagement_score" numeric(5, 2) DEFAULT 0 NOT NULL,
	"read_time" integer DEFAULT 1 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("excerpt", '')), 'B') || setweight(to_tsvector('english', coalesce("content", '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_status_check" CHECK ("status" in ('draft', 'published', 'scheduled')),
	CONSTRAINT "blog_posts_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_posts_read_time_check" CHECK ("read_time" >= 1)
);
--> statement-breakpoint
CREATE TABLE "email_campaign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"user_id" text,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outbox_id" uuid,
	"tracking_token" text NOT NULL,
	"error" text,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaign_recipients_trackingToken_unique" UNIQUE("tracking_token"),
	CONSTRAINT "email_campaign_recipients_status_check" CHECK ("status" in ('pending', 'queued', 'sent', 'delivered', 'failed', 'bounced', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"segment" text,
	"last_error" text,
	"created_by" text,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"clicked_count" integer DEFAULT 0 NOT NULL,
	"bounced_count" integer DEFAULT 0 NOT NULL,
	"unsubscribed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaigns_status_check" CHECK ("status" in ('draft', 'scheduled', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid,
	"campaign_recipient_id" uuid,
	"outbox_id" uuid,
	"type" text NOT NULL,
	"url" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_events_type_check" CHECK ("type" in ('delivered', 'open', 'click', 'bounce', 'unsubscribe')),
	CONSTRAINT "email_events_click_url_check" CHECK ("type" <> 'click' or "url" is not null)
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"html_content" text NOT NULL,
	"text_content" text NOT NULL,
	"variables" text[] DEFAULT '{}' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "migration_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"migrated_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "migration_runs_status_check" CHECK ("status" in ('pending', 'in_progress', 'completed', 'error'))
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"achievement_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"path" text NOT NULL,
	"device_class" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_name_check" CHECK ("name" in ('FCP', 'LCP', 'CLS', 'FID', 'INP', 'TTFB', 'TTI')),
	CONSTRAINT "web_vitals_rating_check" CHECK ("rating" in ('good', 'warning', 'critical')),
	CONSTRAINT "web_vitals_value_check" CHECK ("value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_logs" ADD CONSTRAINT "error_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_logs" ADD CONSTRAINT "error_logs_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_seen_markers" ADD CONSTRAINT "badge_seen_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_collaborators" ADD CONSTRAINT "wishlist_collaborators_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_collaborators" ADD CONSTRAINT "wishlist_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_collaborators" ADD CONSTRAINT "wishlist_collaborators_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_purchased_by_users_id_fk" FOREIGN KEY ("purchased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_engagements" ADD CONSTRAINT "activity_engagements_activity_id_social_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."social_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_engagements" ADD CONSTRAINT "activity_engagements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_connections" ADD CONSTRAINT "friend_connections_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_connections" ADD CONSTRAINT "friend_connections_addressee_id_users_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_suggestions" ADD CONSTRAINT "friend_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_suggestions" ADD CONSTRAINT "friend_suggestions_suggested_user_id_users_id_fk" FOREIGN KEY ("suggested_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_activities" ADD CONSTRAINT "social_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_history" ADD CONSTRAINT "gift_history_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_history" ADD CONSTRAINT "gift_history_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_history" ADD CONSTRAINT "gift_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_email_outbox_id_email_outbox_id_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_items" ADD CONSTRAINT "recommendation_items_run_id_recommendation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."recommendation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_items" ADD CONSTRAINT "recommendation_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_runs" ADD CONSTRAINT "recommendation_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_runs" ADD CONSTRAINT "recommendation_runs_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_config_history" ADD CONSTRAINT "ai_config_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_function_configs" ADD CONSTRAINT "ai_function_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_function_configs" ADD CONSTRAINT "ai_function_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage_logs" ADD CONSTRAINT "ai_usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_configurations" ADD CONSTRAINT "api_configurations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_configs" ADD CONSTRAINT "affiliate_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD CONSTRAINT "affiliate_conversions_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_views" ADD CONSTRAINT "blog_post_views_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_campaign_recipient_id_email_campaign_recipients_id_fk" FOREIGN KEY ("campaign_recipient_id") REFERENCES "public"."email_campaign_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migration_runs" ADD CONSTRAINT "migration_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity_log" ADD CONSTRAINT "user_activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_sign_in_idx" ON "users" USING btree ("last_sign_in_at");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_claim_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_campaign_idx" ON "email_outbox" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "error_logs_created_at_idx" ON "error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_logs_unresolved_idx" ON "error_logs" USING btree ("is_resolved","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key_idx" ON "jobs" USING btree ("unique_key");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rate_limit_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "read" = false;--> statement-breakpoint
CREATE INDEX "notifications_expires_idx" ON "notifications" USING btree ("expires_at") WHERE "expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_collaborators_member_idx" ON "wishlist_collaborators" USING btree ("wishlist_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_collaborators_one_owner_idx" ON "wishlist_collaborators" USING btree ("wishlist_id") WHERE "role" = 'owner';--> statement-breakpoint
CREATE INDEX "wishlist_collaborators_user_idx" ON "wishlist_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_list_idx" ON "wishlist_items" USING btree ("wishlist_id","priority","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlist_items_created_idx" ON "wishlist_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wishlist_shares_wishlist_idx" ON "wishlist_shares" USING btree ("wishlist_id");--> statement-breakpoint
CREATE INDEX "wishlists_user_updated_idx" ON "wishlists" USING btree ("user_id","updated_at" DESC NULLS LAST) WHERE "is_active";--> statement-breakpoint
CREATE INDEX "wishlists_public_idx" ON "wishlists" USING btree ("updated_at" DESC NULLS LAST) WHERE "is_active" and "privacy" = 'public';--> statement-breakpoint
CREATE UNIQUE INDEX "activity_engagements_one_like_idx" ON "activity_engagements" USING btree ("activity_id","user_id") WHERE "engagement_type" = 'like';--> statement-breakpoint
CREATE INDEX "activity_engagements_activity_idx" ON "activity_engagements" USING btree ("activity_id","engagement_type");--> statement-breakpoint
CREATE INDEX "activity_engagements_user_idx" ON "activity_engagements" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_connections_pair_idx" ON "friend_connections" USING btree (least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id"));--> statement-breakpoint
CREATE INDEX "friend_connections_requester_idx" ON "friend_connections" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "friend_connections_addressee_idx" ON "friend_connections" USING btree ("addressee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_suggestions_pair_idx" ON "friend_suggestions" USING btree ("user_id","suggested_user_id");--> statement-breakpoint
CREATE INDEX "friend_suggestions_open_idx" ON "friend_suggestions" USING btree ("user_id","confidence_score" DESC NULLS LAST) WHERE not "is_dismissed";--> statement-breakpoint
CREATE INDEX "social_activities_user_created_idx" ON "social_activities" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "is_active";--> statement-breakpoint
CREATE INDEX "social_activities_created_idx" ON "social_activities" USING btree ("created_at" DESC NULLS LAST) WHERE "is_active";--> statement-breakpoint
CREATE INDEX "gift_history_giver_date_idx" ON "gift_history" USING btree ("giver_id","gift_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gift_history_giver_recipient_idx" ON "gift_history" USING btree ("giver_id","recipient_id");--> statement-breakpoint
CREATE INDEX "occasions_owner_date_idx" ON "occasions" USING btree ("owner_id","date") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "occasions_recipient_idx" ON "occasions" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "recipients_user_updated_idx" ON "recipients" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("is_active","email_sent","reminder_date");--> statement-breakpoint
CREATE INDEX "reminders_user_occasion_date_idx" ON "reminders" USING btree ("user_id","occasion_date");--> statement-breakpoint
CREATE INDEX "reminders_occasion_idx" ON "reminders" USING btree ("occasion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_source_external_idx" ON "products" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "products_category_rank_idx" ON "products" USING btree ("category","sales_rank");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_interests_idx" ON "products" USING gin ("suits_interests");--> statement-breakpoint
CREATE INDEX "recommendation_items_run_idx" ON "recommendation_items" USING btree ("run_id","batch","position");--> statement-breakpoint
CREATE INDEX "recommendation_runs_user_created_idx" ON "recommendation_runs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recommendation_runs_created_idx" ON "recommendation_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_config_history_function_idx" ON "ai_config_history" USING btree ("function_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_usage_logs_created_idx" ON "ai_usage_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_usage_logs_function_created_idx" ON "ai_usage_logs" USING btree ("function_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_usage_logs_user_created_idx" ON "ai_usage_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_configurations_active_service_idx" ON "api_configurations" USING btree ("service_name") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "affiliate_clicks_link_idx" ON "affiliate_clicks" USING btree ("link_id","clicked_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_clicked_idx" ON "affiliate_clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_link_idx" ON "affiliate_conversions" USING btree ("link_id","converted_at");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_converted_idx" ON "affiliate_conversions" USING btree ("converted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_conversions_order_idx" ON "affiliate_conversions" USING btree ("link_id","order_reference") WHERE "order_reference" is not null;--> statement-breakpoint
CREATE INDEX "affiliate_links_original_idx" ON "affiliate_links" USING btree ("original_url","tracking_id");--> statement-breakpoint
CREATE INDEX "blog_post_views_day_idx" ON "blog_post_views" USING btree ("viewed_on");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("publish_date" DESC NULLS LAST) WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "blog_posts_author_updated_idx" ON "blog_posts" USING btree ("author_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "email_campaign_recipients_address_idx" ON "email_campaign_recipients" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_status_idx" ON "email_campaign_recipients" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "email_campaigns_due_idx" ON "email_campaigns" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "email_campaigns_created_idx" ON "email_campaigns" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_events_campaign_idx" ON "email_events" USING btree ("campaign_id","type");--> statement-breakpoint
CREATE INDEX "email_events_created_idx" ON "email_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "migration_runs_item_started_idx" ON "migration_runs" USING btree ("item","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_key_idx" ON "user_achievements" USING btree ("user_id","achievement_key");--> statement-breakpoint
CREATE INDEX "user_activity_log_user_created_idx" ON "user_activity_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_activity_log_created_idx" ON "user_activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_activity_log_action_created_idx" ON "user_activity_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "web_vitals_name_created_idx" ON "web_vitals" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "web_vitals_created_idx" ON "web_vitals" USING btree ("created_at");
CREATE TABLE "deleted_identifiers" (
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"identifier_hash" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deleted_identifiers_site_id_kind_identifier_hash_pk" PRIMARY KEY("site_id","kind","identifier_hash"),
	CONSTRAINT "deleted_identifiers_kind" CHECK ("deleted_identifiers"."kind" in ('email', 'phone_number', 'cpf'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	CONSTRAINT "refresh_tokens_reason" CHECK ("refresh_tokens"."revoke_reason" in ('signOut', 'globalSignOut', 'reuse', 'passwordChanged', 'passwordReset', 'deleted', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text,
	"phone_number" text,
	"name" text,
	"birth_date" date,
	"subscribe_marketing" boolean DEFAULT false NOT NULL,
	"country_code" text,
	"lang_code" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"logged_in" boolean DEFAULT false NOT NULL,
	"identities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cpf" text,
	"cpf_name" text,
	"failed_sign_ins" smallint DEFAULT 0 NOT NULL,
	"last_failed_sign_in_at" timestamp with time zone,
	"sign_in_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_status" CHECK ("users"."status" in ('unconfirmed', 'active', 'disabled', 'deleted')),
	CONSTRAINT "users_identified" CHECK ("users"."status" = 'deleted' or "users"."email" is not null or "users"."phone_number" is not null),
	CONSTRAINT "users_forgotten" CHECK ("users"."status" <> 'deleted' or ("users"."email" is null and "users"."phone_number" is null and "users"."cpf" is null)),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_phone_e164" CHECK ("users"."phone_number" ~ '^\+[1-9][0-9]{7,14}$'),
	CONSTRAINT "users_cpf_digits" CHECK ("users"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "users_failed_sign_ins" CHECK ("users"."failed_sign_ins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text,
	"channel" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_sent_at" timestamp with time zone NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"sends_in_window" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "verification_codes_user_id_purpose_pk" PRIMARY KEY("user_id","purpose"),
	CONSTRAINT "verification_codes_purpose" CHECK ("verification_codes"."purpose" in ('signUp', 'resetPassword', 'deleteAccount')),
	CONSTRAINT "verification_codes_channel" CHECK ("verification_codes"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "deleted_identifiers" ADD CONSTRAINT "deleted_identifiers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email" ON "users" USING btree ("site_id","email") WHERE "users"."status" <> 'deleted';--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_phone" ON "users" USING btree ("site_id","phone_number") WHERE "users"."status" <> 'deleted';--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_cpf" ON "users" USING btree ("site_id","cpf") WHERE "users"."status" <> 'deleted';
CREATE TABLE "pending_sign_ups" (
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"subscribe_marketing" boolean NOT NULL,
	"country_code" text NOT NULL,
	"lang_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_sign_ups_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "pending_sign_ups" ADD CONSTRAINT "pending_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;